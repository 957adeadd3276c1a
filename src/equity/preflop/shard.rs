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
use super::{PartError, PreflopPart, omaha};
use crate::game::Game;

/// The two shapes of exact preflop table ([`crate::Game::preflop_table`] says which a game
/// has): each of hold'em's 169 classes against each, or each of PLO4's 16,432 hole classes
/// against a random hole.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PreflopTableKind {
    /// Wins by hero class and villain class ([`super::PreflopTable`]).
    ClassAgainstClass,
    /// Wins and ties by class against a random hole ([`super::OmahaPreflopTable`]).
    ClassAgainstRandom,
}

impl fmt::Display for PreflopTableKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PreflopTableKind::ClassAgainstClass => "class-against-class",
            PreflopTableKind::ClassAgainstRandom => "class-against-random",
        })
    }
}

impl PreflopTableKind {
    /// How many counts a part holds.
    pub(super) fn counts(self) -> usize {
        match self {
            PreflopTableKind::ClassAgainstClass => super::sweep::CLASSES * super::sweep::CLASSES,
            PreflopTableKind::ClassAgainstRandom => 2 * omaha::CLASSES,
        }
    }

    /// Counts one shard of the table (on all cores), calling `progress(done, total)` in
    /// board classes as they finish.
    pub(super) fn count(self, shard: Shard, progress: &(dyn Fn(u64, u64) + Sync)) -> Vec<u64> {
        let boards = shard.boards();
        let total = boards.len() as u64;
        let done = AtomicU64::new(0);
        let tick = |n: u64| progress(done.fetch_add(n, Ordering::Relaxed) + n, total);
        match self {
            PreflopTableKind::ClassAgainstClass => super::count(&boards, &tick),
            PreflopTableKind::ClassAgainstRandom => omaha::count(&boards, &|| tick(1)),
        }
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
    /// Counts one shard of `game`'s preflop table (on all cores), calling
    /// `progress(done, total)` in board classes as they finish; an error for a game
    /// without one.
    pub fn compute(
        game: Game,
        shard: Shard,
        progress: &(dyn Fn(u64, u64) + Sync),
    ) -> Result<PreflopPart, PartError> {
        let kind = game.preflop_table().ok_or(PartError::NoTable(game))?;
        Ok(PreflopPart {
            game,
            kind,
            shard,
            counts: kind.count(shard, progress),
        })
    }
}
