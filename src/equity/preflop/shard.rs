//! The work of a preflop table cut into [`Shard`]s: a shard's tasks are board classes, in
//! the classes' fixed order.

use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};

use super::boards::{self, BoardClass};
use super::{PartError, PreflopPart, omaha};
use crate::equity::Shard;
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

impl Shard {
    /// The board classes this shard sweeps (of 134,459).
    pub fn board_classes(self) -> u64 {
        let (k, n) = (u64::from(self.index()), u64::from(self.count()));
        (boards::CLASSES as u64 + n - k) / n
    }

    /// This shard's board classes.
    pub(super) fn boards(self) -> Vec<BoardClass> {
        self.take(boards::classes()).collect()
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
