//! Every flop at once: the exact heads-up range-against-range answer on each flop class,
//! over every turn and river, with each player's equity distribution, and the report by
//! texture.
//!
//! Flops that a change of suits keeping both weighted ranges and the dead cards turns into
//! one another have the same answer, so one flop of each class is computed and weighted by
//! the class's size ([`symmetry`]): 1,755 classes of the 22,100 flops when no suit is
//! named. On each flop the work goes board by board: each turn and river scores every live
//! combo of both ranges once, and one sweep in strength order counts every combo's
//! showdowns against the opposing range ([`sweep`]).
//!
//! Each row's counts are those of [`Question::exact`] asked with that flop as the board.
//! Summed over the flops, each weighted by its class's size, every deal and five-card
//! board is counted once for each of its C(5, 3) = 10 flops: ten times the preflop answer
//! ([`FlopReport::preflop`] divides it back).

mod report;
mod sweep;
mod symmetry;
#[cfg(test)]
mod tests;
mod texture;

use std::sync::atomic::{AtomicU64, Ordering};

use rayon::prelude::*;

use super::showdown::with_showdown;
use super::{EquityError, Question};
use crate::Game;
use crate::card::Card;
use crate::game::Notation;

pub use report::{FlopRow, FlopSummary};
pub use sweep::BUCKETS;
pub use texture::{FlopGroup, Pairing, Suits, Texture};

/// The flops of each five-card board: C(5, 3).
pub const FLOPS_PER_BOARD: u64 = 10;

/// Nanoseconds of one core per live combo per turn-and-river board, for the estimate:
/// 49.7 s of CPU for 530 against 794 combos on 1,755 flops of 1,176 boards each
/// (docs/BENCHMARKS.md).
const NANOS_PER_SCORE: f64 = 18.0;

/// Why an every-flop report cannot run.
#[derive(Debug, thiserror::Error)]
pub enum FlopsError {
    /// The question itself is wrong.
    #[error(transparent)]
    Equity(#[from] EquityError),
    /// Not two players.
    #[error("the flop report is for two players (a hero and a villain), got {found}")]
    Players { found: usize },
    /// A game without two hole cards and a flop.
    #[error("the flop report is for the games of two hole cards and a board; {0} is not one")]
    Game(String),
    /// A flop asked for that is not three cards of the deck left.
    #[error("'{0}' is not a flop of the cards left: give three distinct live cards")]
    Flop(String),
    /// A board was given.
    #[error("the flop report deals every flop itself: give no board ({found} cards given)")]
    Board { found: usize },
}

/// The answer on every flop class, each row a class.
#[derive(Clone, Debug)]
pub struct FlopReport {
    pub game: Game,
    /// The two ranges as given.
    pub ranges: [String; 2],
    /// The suit changes that keep the question (24 when no suit is named).
    pub symmetries: usize,
    /// One row per flop class, in the order of the classes' card masks.
    pub rows: Vec<FlopRow>,
}

impl Question {
    /// Every flop class's exact answer; see [the module](self).
    ///
    /// ```no_run
    /// use handrank::equity::Equity;
    /// let report = Equity::parse(&["QQ", "AKs"])?.check()?.flops()?;
    /// assert_eq!(report.rows.len(), 1_755);
    /// assert_eq!(report.rows.iter().map(|row| u64::from(row.flops)).sum::<u64>(), 22_100);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn flops(&self) -> Result<FlopReport, FlopsError> {
        self.flops_with_progress(&|_, _| {})
    }

    /// [`Question::flops`], calling `progress(done, total)` in flop classes as they
    /// finish.
    pub fn flops_with_progress(
        &self,
        progress: &(dyn Fn(u64, u64) + Sync),
    ) -> Result<FlopReport, FlopsError> {
        let classes = self.flop_classes()?;
        let setup = &self.setup;
        let total = classes.len() as u64;
        let done = AtomicU64::new(0);
        let deck = setup.game.deck();
        let counts: Vec<sweep::FlopCounts> = with_showdown!(setup.game, rules => {
            let prepared = sweep::Prepared::new(&rules, setup);
            classes
                .par_iter()
                .map(|class| {
                    let counts = sweep::flop(&rules, setup, &prepared, class.mask);
                    progress(done.fetch_add(1, Ordering::Relaxed) + 1, total);
                    counts
                })
                .collect()
        });
        let rows = classes
            .iter()
            .zip(counts)
            .map(|(class, counts)| {
                let flop = flop_cards(class.mask);
                FlopRow::new(flop, class.flops, Texture::of(flop, deck), counts)
            })
            .collect();
        Ok(FlopReport {
            game: setup.game,
            ranges: [0, 1].map(|p| setup.texts.get(p).cloned().unwrap_or_default()),
            symmetries: symmetry::keeping(setup).len(),
            rows,
        })
    }

    /// One flop's row (its class's answer, with this flop as the representative): what
    /// [`Question::flops`] computes for each class.
    ///
    /// ```
    /// use handrank::equity::Equity;
    /// use handrank::parse_cards;
    /// let question = Equity::parse(&["QQ", "AKs"])?.check()?;
    /// let row = question.flop(&parse_cards("Qd Qc 2c")?)?;
    /// assert_eq!((row.boards, row.wins, row.losses), (3_960, 3_958, 2));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn flop(&self, flop: &[Card]) -> Result<FlopRow, FlopsError> {
        self.flop_classes()?;
        let setup = &self.setup;
        let mask = flop.iter().fold(0, |m, c| m | c.bit());
        let cards: [Card; 3] = flop
            .try_into()
            .ok()
            .filter(|_| mask.count_ones() == 3 && mask & setup.dead.bits() == 0)
            .ok_or_else(|| FlopsError::Flop(flop.iter().map(ToString::to_string).collect()))?;
        let counts = with_showdown!(setup.game, rules => {
            let prepared = sweep::Prepared::new(&rules, setup);
            sweep::flop(&rules, setup, &prepared, mask)
        });
        Ok(FlopRow::new(
            cards,
            1,
            Texture::of(cards, setup.game.deck()),
            counts,
        ))
    }

    /// The seconds the flop report takes on this machine's cores, roughly: flop classes
    /// times turn-and-river boards times live combos, at the measured speed.
    pub fn flops_estimate(&self) -> Result<f64, FlopsError> {
        let classes = self.flop_classes()?.len() as f64;
        let setup = &self.setup;
        let left = 52 - setup.dead.len() - 3;
        let boards = (left * (left - 1) / 2) as f64;
        let combos = (setup.players.iter())
            .map(|p| p.combos.len() as f64)
            .sum::<f64>();
        let threads = rayon::current_num_threads().max(1) as f64;
        Ok(classes * boards * combos * NANOS_PER_SCORE * 1e-9 / threads)
    }

    /// The flop classes, after checking the question suits a flop report.
    fn flop_classes(&self) -> Result<Vec<symmetry::FlopClass>, FlopsError> {
        let setup = &self.setup;
        if setup.players.len() != 2 {
            return Err(FlopsError::Players {
                found: setup.players.len(),
            });
        }
        if setup.game.notation() != Notation::Range {
            return Err(FlopsError::Game(setup.game.title()));
        }
        if !setup.board_cards.is_empty() {
            return Err(FlopsError::Board {
                found: setup.board_cards.len(),
            });
        }
        let changes = symmetry::keeping(setup);
        Ok(symmetry::classes(setup.dead.bits(), &changes))
    }
}

/// The three cards of a flop's mask, highest first.
fn flop_cards(mask: u64) -> [Card; 3] {
    let mut bits = mask;
    let mut next = || {
        let bit = 63 - bits.leading_zeros();
        bits &= !(1 << bit);
        bit
    };
    let mut cards = [next(), next(), next()].map(Card::at_bit);
    cards.sort_by(|a, b| b.cmp(a));
    cards
}
