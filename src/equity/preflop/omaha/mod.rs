//! The exact PLO4 preflop table: every starting hole class against a random hole.
//!
//! A hole against a random hole is every deal of it and another hole of four of the 48
//! cards left (194,580), each played on every board of five of the 44 cards then left
//! (1,086,008). The work goes board by board: on one board, one sweep scores every live
//! hole and counts, for each, the live holes it beats and ties that share no card with it
//! ([`sweep`]). A class's counts are the same on boards that differ by a change of suits,
//! so one board of each of the 134,459 board classes is swept, weighted by its class's
//! size, as for hold'em.

mod classes;
mod sweep;
#[cfg(test)]
mod tests;

use rayon::prelude::*;

use crate::card::{Card, CardSet, Suit};

use super::boards::BoardClass;
use super::{Matchup, PartError, PreflopPart, PreflopTableKind, Shard};
pub use classes::CLASSES;
use classes::HOLE_CLASSES;
#[cfg(test)]
use classes::HoleClasses;
use sweep::BoardSweep;

/// The villain's holes beside a hero's: four of the 48 cards left, C(48, 4).
const DEALS_PER_HOLE: u64 = 194_580;
/// The boards of each deal: five of the 44 cards left, C(44, 5).
const BOARDS_PER_DEAL: u64 = 1_086_008;

/// Each PLO4 starting hole class against a random hole, exactly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OmahaPreflopTable {
    /// By class: the representative hole and its combos.
    representatives: Vec<u64>,
    combos: Vec<u32>,
    /// By class: boards won and tied over every deal.
    wins: Vec<u64>,
    ties: Vec<u64>,
}

/// One class of the Omaha table: a representative hole and its counts against a random
/// hole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OmahaClass {
    /// One hole of the class, suits in the order spades, hearts, diamonds, clubs (`AsAhKsKh`).
    pub hole: CardSet,
    /// The holes in the class.
    pub combos: u32,
    /// Its holes against a random hole over every deal and board.
    pub matchup: Matchup,
}

impl OmahaPreflopTable {
    /// Sweeps every board class (on all cores).
    pub fn compute() -> OmahaPreflopTable {
        OmahaPreflopTable::compute_with_progress(&|_, _| {})
    }

    /// [`OmahaPreflopTable::compute`], calling `progress(done, total)` in board classes
    /// (of 134,459) as they finish.
    pub fn compute_with_progress(progress: &(dyn Fn(u64, u64) + Sync)) -> OmahaPreflopTable {
        OmahaPreflopTable::new(&PreflopTableKind::ClassAgainstRandom.count(Shard::WHOLE, progress))
    }

    /// The table of these counts: by class, wins then ties.
    fn new(counts: &[u64]) -> OmahaPreflopTable {
        let classes = &*HOLE_CLASSES;
        OmahaPreflopTable {
            representatives: classes.representatives.clone(),
            combos: classes.combos.clone(),
            wins: counts.iter().step_by(2).copied().collect(),
            ties: counts.iter().skip(1).step_by(2).copied().collect(),
        }
    }

    /// The table of a whole Omaha part (all shards merged), checked.
    #[allow(clippy::indexing_slicing)] // class < CLASSES, the length of every vector
    pub fn from_part(part: &PreflopPart) -> Result<OmahaPreflopTable, PartError> {
        let table = OmahaPreflopTable::new(part.whole(PreflopTableKind::ClassAgainstRandom)?);
        for class in 0..CLASSES {
            let (wins, ties) = (table.wins[class], table.ties[class]);
            if wins
                .checked_add(ties)
                .is_none_or(|n| n > table.boards(class))
            {
                let hole = crate::omaha::hole_text(shown(table.representatives[class]));
                return Err(PartError::Inconsistent(format!(
                    "{hole} wins and ties more than all its boards"
                )));
            }
        }
        Ok(table)
    }

    /// Every class, in the order of their representatives' card masks.
    pub fn classes(&self) -> impl Iterator<Item = OmahaClass> + '_ {
        (0..self.combos.len()).map(|class| self.class(class))
    }

    /// Every class, best first: by equity against a random hole (exactly, as fractions),
    /// then by representative.
    pub fn ranked(&self) -> Vec<OmahaClass> {
        let mut classes: Vec<OmahaClass> = self.classes().collect();
        // Equity is (2·wins + ties) / (2·boards): compared by cross-multiplying.
        let score = |c: &OmahaClass| {
            (
                u128::from(2 * c.matchup.wins + c.matchup.ties),
                u128::from(c.matchup.boards),
            )
        };
        classes.sort_by(|x, y| {
            let ((px, qx), (py, qy)) = (score(x), score(y));
            (py * qx)
                .cmp(&(px * qy))
                .then(x.hole.bits().cmp(&y.hole.bits()))
        });
        classes
    }

    /// A class's boards over every deal.
    #[allow(clippy::indexing_slicing)] // class < CLASSES, the length of every vector
    fn boards(&self, class: usize) -> u64 {
        u64::from(self.combos[class]) * DEALS_PER_HOLE * BOARDS_PER_DEAL
    }

    #[allow(clippy::indexing_slicing)] // class < CLASSES, the length of every vector
    fn class(&self, class: usize) -> OmahaClass {
        let combos = self.combos[class];
        let deals = u64::from(combos) * DEALS_PER_HOLE;
        let boards = self.boards(class);
        let (wins, ties) = (self.wins[class], self.ties[class]);
        OmahaClass {
            hole: shown(self.representatives[class]),
            combos,
            matchup: Matchup {
                deals,
                boards,
                wins,
                ties,
                losses: boards - wins - ties,
            },
        }
    }
}

/// By class, wins then ties: the counts over these board classes, each weighted by its
/// size; `progress()` after each board.
#[allow(clippy::indexing_slicing)] // holes < C(52, 4), classes < CLASSES: by construction
pub(super) fn count(boards: &[BoardClass], progress: &(dyn Fn() + Sync)) -> Vec<u64> {
    let class_of = &HOLE_CLASSES.class_of;
    boards
        .par_iter()
        .with_max_len(1)
        .fold(
            || (BoardSweep::new(), vec![0u64; 2 * CLASSES]),
            |(mut sweep, mut counts), board| {
                sweep.run(CardSet::from_card_bits(board.mask));
                let weight = u64::from(board.boards);
                sweep.each_hole(|hole, wins, ties| {
                    let class = 2 * usize::from(class_of[hole]);
                    counts[class] += weight * u64::from(wins);
                    counts[class + 1] += weight * u64::from(ties);
                });
                progress();
                (sweep, counts)
            },
        )
        .map(|(_, counts)| counts)
        .reduce(
            || vec![0u64; 2 * CLASSES],
            |mut a, b| {
                a.iter_mut().zip(b).for_each(|(a, b)| *a += b);
                a
            },
        )
}

/// A representative's cards with its first suit lane shown as spades, the next as hearts,
/// then diamonds, then clubs: the suits players write first come first.
fn shown(representative: u64) -> CardSet {
    let suits = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
    let cards = (0..64u32)
        .filter(|bit| representative >> bit & 1 == 1)
        .filter_map(|bit| {
            let rank = crate::card::Rank::from_index((bit % 16) as usize)?;
            let suit = *suits.get((bit / 16) as usize)?;
            Some(Card::new(rank, suit))
        });
    cards.collect()
}
