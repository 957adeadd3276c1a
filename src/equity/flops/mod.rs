//! Every flop at once: the exact heads-up range-against-range answer on each flop class,
//! over every turn and river, with each player's equity distribution, and the report by
//! texture.
//!
//! Flops that a change of suits keeping both weighted ranges and the dead cards turns into
//! one another have the same answer, so one flop of each class is computed and weighted by
//! the class's size ([`symmetry`]): 1,755 classes of the 22,100 flops when no suit is
//! named. On each flop the work goes board by board: the rank-pair groups' order on each
//! rank pair of turn and river is found once ([`order`]), each board merges its flushes
//! into it, and one sweep in strength order counts every combo's showdowns against the
//! opposing range ([`sweep`], [`board`]). A run can be cut into deterministic shards of
//! the flop classes, merged back to the same report ([`part`]). In the games of more hole cards
//! (Omaha) each flop is asked of the equity engine as its own question ([`asked`]): exact
//! where the estimate allows, else by Monte Carlo with each flop's standard error.
//!
//! Each row's counts are those of [`Question::exact`] asked with that flop as the board.
//! Summed over the flops, each weighted by its class's size, every deal and five-card
//! board is counted once for each of its C(5, 3) = 10 flops: ten times the preflop answer
//! ([`FlopReport::preflop`] divides it back).

mod asked;
#[cfg(test)]
mod asked_tests;
mod board;
mod deals;
mod order;
mod part;
mod report;
mod sweep;
mod symmetry;
#[cfg(test)]
mod symmetry_tests;
#[cfg(test)]
mod tests;
mod texture;

use std::sync::atomic::{AtomicU64, Ordering};

use rayon::prelude::*;

use super::showdown::with_showdown;
use super::{EquityError, Estimate, ExactTakesNoStoppingRule, Method, MonteCarlo, Question, Shard};
use crate::Game;
use crate::card::Card;
use crate::game::Notation;

pub use part::FlopPart;
pub use report::{FlopRow, FlopSummary};
pub use sweep::BUCKETS;
pub use texture::{FlopGroup, Pairing, Suits, Texture};

/// The flops of each five-card board: C(5, 3).
pub const FLOPS_PER_BOARD: u64 = 10;

/// Nanoseconds of one core per live combo per turn-and-river board, for the estimate:
/// 10.3 s of CPU for 530 against 794 combos on 1,755 flops of 1,176 boards each, one board
/// of each orbit swept, on an idle machine (docs/BENCHMARKS.md).
const NANOS_PER_SCORE: f64 = 4.0;

/// Monte Carlo trials per flop when no stopping rule is given: a flop's equity to about
/// ±0.35 % (one standard error), the whole report's to a small fraction of that.
pub const TRIALS_PER_FLOP: u64 = 20_000;

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
    #[error("the flop report is for the games with a flop; {0} has none")]
    Game(String),
    /// Monte Carlo asked of a game whose every flop is swept exactly.
    #[error(
        "the flop report of {0} is always exact (quicker than Monte Carlo): give no Monte Carlo option"
    )]
    AlwaysExact(String),
    /// Exact enumeration asked with a Monte Carlo stopping rule.
    #[error(transparent)]
    Stopping(#[from] ExactTakesNoStoppingRule),
    /// A flop asked for that is not three cards of the deck left.
    #[error("'{0}' is not a flop of the cards left: give three distinct live cards")]
    Flop(String),
    /// A board was given.
    #[error("the flop report deals every flop itself: give no board ({found} cards given)")]
    Board { found: usize },
}

/// The answer on every flop class, each row a class.
#[derive(Clone, Debug, PartialEq)]
pub struct FlopReport {
    pub game: Game,
    /// The two ranges as given.
    pub ranges: [String; 2],
    /// The suit changes that keep the question (24 when no suit is named).
    pub symmetries: usize,
    /// Exact, or Monte Carlo on each flop.
    pub method: Method,
    /// The Monte Carlo seed each flop's is mixed from (none when exact).
    pub seed: Option<u64>,
    /// Whether the rows have equity distributions: the sweep's games (two hole cards).
    pub distributions: bool,
    /// One row per flop class, in the order of the classes' card masks.
    pub rows: Vec<FlopRow>,
}

impl Question {
    /// Every flop class's answer, by the method [`Question::flops_method`] chooses with no
    /// option given (hold'em and short deck: always exact), one flop of each class of flops
    /// that a change of suits turns into one another, weighted by the class's size.
    ///
    /// ```no_run
    /// use handrank::equity::Equity;
    /// let report = Equity::parse(&["QQ", "AKs"])?.check()?.flops()?;
    /// assert_eq!(report.rows.len(), 1_755);
    /// assert_eq!(report.rows.iter().map(|row| u64::from(row.flops)).sum::<u64>(), 22_100);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn flops(&self) -> Result<FlopReport, FlopsError> {
        let monte_carlo = self.flops_method(None, &MonteCarlo::new())?;
        self.flops_with_progress(monte_carlo.as_ref(), &|_, _| {})
    }

    /// How the flop report answers each flop: `None` for exact, else the Monte Carlo
    /// options of each flop (by default [`TRIALS_PER_FLOP`] trials). The games of two hole
    /// cards are always exact (asking Monte Carlo of them is an error); in the others,
    /// `asked` when given, Monte Carlo whenever `options` set a stopping rule, else exact
    /// when a flop's exact estimate is below its Monte Carlo estimate.
    ///
    /// ```
    /// use handrank::Game;
    /// use handrank::equity::{Equity, MonteCarlo};
    /// let (none, omaha) = (MonteCarlo::new(), "omaha".parse::<Game>()?);
    /// let two_hands = Equity::parse_game(omaha, &["AhAsKhKs", "QdQcJdJc"])?.check()?;
    /// assert!(two_hands.flops_method(None, &none)?.is_none());
    /// let wide = Equity::parse_game(omaha, &["AA**", "random"])?.check()?;
    /// assert_eq!(wide.flops_method(None, &none)?.and_then(|mc| mc.trials), Some(20_000));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn flops_method(
        &self,
        asked: Option<Method>,
        options: &MonteCarlo,
    ) -> Result<Option<MonteCarlo>, FlopsError> {
        let classes = self.flop_classes()?;
        let per_flop = per_flop(options);
        if self.is_swept() {
            return match (asked, options.has_stopping_rule()) {
                (Some(Method::MonteCarlo), _) | (None, true) => {
                    Err(FlopsError::AlwaysExact(self.setup.game.title()))
                }
                (Some(Method::Exact) | None, _) => Ok(None),
            };
        }
        let one = self.representative(&classes)?;
        let method = match one.method_asked(asked, options)? {
            method if asked.is_some() || options.has_stopping_rule() => method,
            _ if one.exact_estimate().seconds <= one.monte_carlo_estimate(&per_flop).seconds => {
                Method::Exact
            }
            _ => Method::MonteCarlo,
        };
        Ok((method == Method::MonteCarlo).then_some(per_flop))
    }

    /// Every flop class's answer, exact (`monte_carlo` is `None`) or by Monte Carlo with
    /// those options on each flop, calling `progress(done, total)` in flop classes as they
    /// finish.
    pub fn flops_with_progress(
        &self,
        monte_carlo: Option<&MonteCarlo>,
        progress: &(dyn Fn(u64, u64) + Sync),
    ) -> Result<FlopReport, FlopsError> {
        let classes = self.flop_classes()?;
        self.report_of(&classes, monte_carlo, progress)
    }

    /// Shard `shard` of the report: the rows of every `n`-th flop class from the `k`-th on
    /// (see [`Shard`]), which [`FlopPart::merge`] puts back together with the other shards'
    /// into the report of [`Question::flops_with_progress`], the same to the last bit.
    ///
    /// ```
    /// use handrank::equity::{Equity, FlopPart};
    /// let question = Equity::parse(&["QQ", "AKs"])?.check()?;
    /// let parts = (1..=3).map(|k| {
    ///     let part = question.flops_part(format!("{k}/3").parse()?, None, &|_, _| {})?;
    ///     Ok::<_, Box<dyn std::error::Error>>((format!("part {k}"), part))
    /// });
    /// let merged = FlopPart::merge(parts.collect::<Result<Vec<_>, _>>()?)?;
    /// assert_eq!(merged.rows, question.flops()?.rows);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn flops_part(
        &self,
        shard: Shard,
        monte_carlo: Option<&MonteCarlo>,
        progress: &(dyn Fn(u64, u64) + Sync),
    ) -> Result<FlopPart, FlopsError> {
        let classes = self.flop_classes()?;
        let mine: Vec<symmetry::FlopClass> = shard.take(classes.iter().copied()).collect();
        Ok(FlopPart {
            shard,
            classes: classes.len(),
            dead: self.setup.dead.to_string(),
            report: self.report_of(&mine, monte_carlo, progress)?,
        })
    }

    /// The report of these flop classes.
    fn report_of(
        &self,
        classes: &[symmetry::FlopClass],
        monte_carlo: Option<&MonteCarlo>,
        progress: &(dyn Fn(u64, u64) + Sync),
    ) -> Result<FlopReport, FlopsError> {
        let setup = &self.setup;
        let swept = self.is_swept();
        if swept && monte_carlo.is_some() {
            return Err(FlopsError::AlwaysExact(setup.game.title()));
        }
        let total = classes.len() as u64;
        let done = AtomicU64::new(0);
        let deck = setup.game.deck();
        let tick = || progress(done.fetch_add(1, Ordering::Relaxed) + 1, total);
        let counts: Vec<sweep::FlopCounts> = if swept {
            with_showdown!(setup.game, rules => {
                let prepared = sweep::Prepared::new(&rules, setup);
                classes
                    .par_iter()
                    .map(|class| {
                        let counts = sweep::flop(&rules, setup, &prepared, class.mask);
                        tick();
                        counts
                    })
                    .collect()
            })
        } else {
            let deals = deals::Deals::new(setup);
            classes
                .par_iter()
                .map(|class| {
                    let counts = asked::flop(self, &deals, flop_cards(class.mask), monte_carlo);
                    tick();
                    counts
                })
                .collect::<Result<_, _>>()?
        };
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
            method: monte_carlo.map_or(Method::Exact, |_| Method::MonteCarlo),
            seed: monte_carlo.map(|options| options.seed),
            distributions: swept,
            rows,
        })
    }

    /// One flop's row (its class's answer, with this flop as the representative): what
    /// [`Question::flops`] computes for each class, by the same method.
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
        let monte_carlo = self.flops_method(None, &MonteCarlo::new())?;
        let setup = &self.setup;
        let mask = flop.iter().fold(0, |m, c| m | c.bit());
        let cards: [Card; 3] = flop
            .try_into()
            .ok()
            .filter(|_| mask.count_ones() == 3 && mask & setup.dead.bits() == 0)
            .ok_or_else(|| FlopsError::Flop(flop.iter().map(ToString::to_string).collect()))?;
        let counts = if self.is_swept() {
            with_showdown!(setup.game, rules => {
                let prepared = sweep::Prepared::new(&rules, setup);
                sweep::flop(&rules, setup, &prepared, mask)
            })
        } else {
            asked::flop(self, &deals::Deals::new(setup), cards, monte_carlo.as_ref())?
        };
        Ok(FlopRow::new(
            cards,
            1,
            Texture::of(cards, setup.game.deck()),
            counts,
        ))
    }

    /// How long the flop report takes on this machine's cores, roughly, by `monte_carlo`
    /// as [`Question::flops_with_progress`] takes it. The sweep's: flop classes times
    /// turn-and-river boards times live combos, at the measured speed; a flop asked of the
    /// engine: its exact or Monte Carlo estimate, times the classes.
    pub fn flops_estimate(&self, monte_carlo: Option<&MonteCarlo>) -> Result<Estimate, FlopsError> {
        let classes = self.flop_classes()?;
        let setup = &self.setup;
        if self.is_swept() {
            let left = 52 - setup.dead.len() - 3;
            let boards = (left * (left - 1) / 2) as f64;
            let combos = (setup.players.iter())
                .map(|p| p.combos.len() as f64)
                .sum::<f64>();
            let threads = rayon::current_num_threads().max(1) as f64;
            let seconds = classes.len() as f64 * boards * combos * NANOS_PER_SCORE * 1e-9;
            return Ok(Estimate {
                method: Method::Exact,
                seconds: seconds / threads,
            });
        }
        let one = self.representative(&classes)?;
        let each = match monte_carlo {
            None => one.exact_estimate(),
            Some(options) => one.monte_carlo_estimate(options),
        };
        Ok(Estimate {
            seconds: each.seconds * classes.len() as f64,
            ..each
        })
    }

    /// Whether the flops are swept ([`sweep`]): the games of two hole cards in range
    /// notation; the others' flops are asked of the engine ([`asked`]).
    fn is_swept(&self) -> bool {
        self.setup.game.notation() == Notation::Range
    }

    /// The question on the first flop class that leaves a deal: what the estimates of a
    /// flop asked of the engine read.
    fn representative(&self, classes: &[symmetry::FlopClass]) -> Result<Question, FlopsError> {
        classes
            .iter()
            .find_map(|class| {
                let flop = flop_cards(class.mask);
                self.asked.clone().board(&flop).check().ok()
            })
            .ok_or(FlopsError::Equity(EquityError::NoDeal))
    }

    /// The flop classes, after checking the question suits a flop report.
    fn flop_classes(&self) -> Result<Vec<symmetry::FlopClass>, FlopsError> {
        let setup = &self.setup;
        if setup.players.len() != 2 {
            return Err(FlopsError::Players {
                found: setup.players.len(),
            });
        }
        if !setup.game.has_board() {
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

/// A flop's Monte Carlo options: `options`, with [`TRIALS_PER_FLOP`] trials when they set
/// no stopping rule.
fn per_flop(options: &MonteCarlo) -> MonteCarlo {
    match options.has_stopping_rule() {
        true => *options,
        false => options.trials(TRIALS_PER_FLOP),
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
