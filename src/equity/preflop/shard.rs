//! The work of a preflop table cut into shards: disjoint parts of the board classes, each
//! counted on its own (on another machine, at another time) and added up later.
//!
//! Shard `k` of `n` holds every `n`-th board class from the `k`-th on, in the classes'
//! fixed order, so shards are as alike in size and cost as can be and the same `k/n` is
//! the same work everywhere.

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};

use super::boards::{self, BoardClass};
use super::{PreflopPart, omaha};

/// Which preflop table: hold'em's 169 × 169 classes, or the 16,432 PLO4 classes against a
/// random hole.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PreflopGame {
    Holdem,
    Omaha,
}

impl PreflopGame {
    /// The name the part format writes: `holdem` or `omaha`.
    pub fn name(self) -> &'static str {
        match self {
            PreflopGame::Holdem => "holdem",
            PreflopGame::Omaha => "omaha",
        }
    }

    /// The table of a game, if it has one: hold'em, or Omaha with four hole cards and no
    /// low.
    pub fn of(game: crate::Game) -> Option<PreflopGame> {
        if game == crate::Game::HOLDEM {
            Some(PreflopGame::Holdem)
        } else if game == crate::Game::OMAHA {
            Some(PreflopGame::Omaha)
        } else {
            None
        }
    }

    /// The game of a name [`PreflopGame::name`] writes.
    pub fn from_name(name: &str) -> Option<PreflopGame> {
        [PreflopGame::Holdem, PreflopGame::Omaha]
            .into_iter()
            .find(|game| game.name() == name)
    }

    /// How many counts a part holds: hold'em's wins by hero and villain class, Omaha's
    /// wins and ties by class.
    pub(super) fn counts(self) -> usize {
        match self {
            PreflopGame::Holdem => super::sweep::CLASSES * super::sweep::CLASSES,
            PreflopGame::Omaha => 2 * omaha::CLASSES,
        }
    }
}

impl fmt::Display for PreflopGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Shard `k` of `n` (1 ≤ k ≤ n), written `k/n`.
///
/// ```
/// use handrank::equity::Shard;
/// let shard: Shard = "3/16".parse()?;
/// assert_eq!((shard.index(), shard.count()), (3, 16));
/// assert_eq!(shard.board_classes(), 8_404);
/// assert!("17/16".parse::<Shard>().is_err());
/// # Ok::<(), handrank::equity::ShardError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shard {
    index: u32,
    count: u32,
}

/// Why a shard is not `k/n` with 1 ≤ k ≤ n.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}': a shard is K/N with 1 ≤ K ≤ N (as 3/16)")]
pub struct ShardError(pub String);

impl Shard {
    /// All the work in one shard.
    pub const WHOLE: Shard = Shard { index: 1, count: 1 };

    /// Shard `index` of `count`.
    pub fn new(index: u32, count: u32) -> Result<Shard, ShardError> {
        if 1 <= index && index <= count {
            Ok(Shard { index, count })
        } else {
            Err(ShardError(format!("{index}/{count}")))
        }
    }

    /// `k`, from 1.
    pub fn index(self) -> u32 {
        self.index
    }

    /// `n`.
    pub fn count(self) -> u32 {
        self.count
    }

    /// The board classes this shard sweeps (of 134,459).
    pub fn board_classes(self) -> u64 {
        let (k, n) = (u64::from(self.index), u64::from(self.count));
        (boards::CLASSES as u64 + n - k) / n
    }

    /// This shard's board classes.
    pub(super) fn boards(self) -> Vec<BoardClass> {
        let skip = (self.index - 1) as usize;
        boards::classes()
            .into_iter()
            .skip(skip)
            .step_by(self.count as usize)
            .collect()
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl FromStr for Shard {
    type Err = ShardError;

    fn from_str(text: &str) -> Result<Shard, ShardError> {
        let error = || ShardError(text.to_owned());
        let (k, n) = text.trim().split_once('/').ok_or_else(error)?;
        let number = |s: &str| s.trim().parse::<u32>().map_err(|_| error());
        Shard::new(number(k)?, number(n)?).map_err(|_| error())
    }
}

impl PreflopPart {
    /// Counts one shard of `game`'s table (on all cores), calling `progress(done, total)`
    /// in board classes as they finish.
    pub fn compute(
        game: PreflopGame,
        shard: Shard,
        progress: &(dyn Fn(u64, u64) + Sync),
    ) -> PreflopPart {
        let boards = shard.boards();
        let total = boards.len() as u64;
        let done = AtomicU64::new(0);
        let tick = |n: u64| progress(done.fetch_add(n, Ordering::Relaxed) + n, total);
        let counts = match game {
            PreflopGame::Holdem => super::count(&boards, &tick),
            PreflopGame::Omaha => omaha::count(&boards, &|| tick(1)),
        };
        PreflopPart {
            game,
            shard,
            counts,
        }
    }
}
