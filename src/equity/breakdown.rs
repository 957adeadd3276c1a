//! The equity of each combo, or each starting-hand class, of a player's range against the
//! other players: Equilab's per-hand view of a range.
//!
//! Each part of the range is asked as its own question, the player holding only that part
//! and the others their whole ranges, so every answer is exact (or a Monte Carlo estimate)
//! in the same sense as the whole question's; the parts' weighted sums add up to it.

use super::{Equity, EquityError, EquityResult, Method, MonteCarlo, Question};

/// What a breakdown splits a range into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum BreakdownBy {
    /// Every combo (`AhKh`).
    Combo,
    /// Every starting-hand class (`AKs`, `QQ`), all its combos in the range together.
    Class,
}

/// One part of a player's range and its equity against the others.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct HandEquity {
    /// The player, from 1.
    pub player: usize,
    /// The combo (`AhKh`) or class (`AKs`).
    pub hand: String,
    /// The part's combos left after card removal.
    pub combos: usize,
    /// The sum of those combos' weights.
    pub weight: f64,
    /// The answer to the part's own question: boards, win, tie, equity and (Monte Carlo)
    /// its standard error, all of the player's entry.
    pub method: Method,
    pub boards: u64,
    pub win: f64,
    pub tie: f64,
    pub equity: f64,
    pub std_err: Option<f64>,
}

/// Monte Carlo trials per part of a breakdown when no stopping rule is given.
pub const TRIALS_PER_PART: u64 = 1_000_000;

impl Equity {
    /// The equity of every part (combo or class) of every player's range against the
    /// others, best first within each player: exact enumeration, or Monte Carlo with
    /// `monte_carlo`'s options for each part (its seed mixed with the part's number, so
    /// the parts are independent and the run reproducible). Parts that cannot be dealt
    /// with the other ranges are left out. In Omaha a class is a hole's ranks and suit
    /// pattern (`AAKKds`); Omaha's `random` has no listed parts.
    ///
    /// ```
    /// use handrank::equity::{BreakdownBy, Equity};
    /// let rows = Equity::parse(&["AA, KK", "QQ"])?
    ///     .board(&handrank::parse_cards("Qs 7h 2c")?)
    ///     .breakdown(BreakdownBy::Class, None)?;
    /// let names: Vec<_> = rows.iter().map(|r| (r.player, r.hand.as_str())).collect();
    /// assert_eq!(names, [(1, "AA"), (1, "KK"), (2, "QQ")]);
    /// assert!(rows[0].equity < 0.1 && rows[2].equity > 0.9);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn breakdown(
        &self,
        by: BreakdownBy,
        monte_carlo: Option<&MonteCarlo>,
    ) -> Result<Vec<HandEquity>, EquityError> {
        self.check()?.breakdown(by, monte_carlo)
    }
}

/// One part's question: the player holding only that part.
pub(super) struct Part {
    player: usize,
    hand: String,
    combos: usize,
    weight: f64,
    /// The part's checked question; `None` when it cannot be dealt with the others.
    question: Option<Question>,
}

impl Part {
    /// The part's exact cost (nothing for a part that cannot be dealt).
    pub(super) fn cost(&self) -> f64 {
        self.question.as_ref().map_or(0.0, Question::exact_cost)
    }
}

impl Question {
    /// Refuses a breakdown of a range whose holes are not listed (Omaha's `random`).
    pub(super) fn check_parts(&self, by: BreakdownBy) -> Result<(), EquityError> {
        match self.setup.ranges.iter().position(|r| r.parts(by).is_none()) {
            Some(player) => Err(EquityError::NoParts { player: player + 1 }),
            None => Ok(()),
        }
    }

    /// Every part of every player's range, each with its question.
    pub(super) fn breakdown_questions(&self, by: BreakdownBy) -> Vec<Part> {
        let mut parts = Vec::new();
        for (player, range) in self.setup.ranges.iter().enumerate() {
            for part in range.parts(by).unwrap_or_default() {
                let holes = part.holes().unwrap_or_default();
                let weights = part.weights();
                let mut asked = self.asked.clone();
                let (hand, combos) = (part.text().to_owned(), holes.len());
                let weight = if weights.is_empty() {
                    combos as f64
                } else {
                    weights.iter().sum()
                };
                if let Some(slot) = asked.players.get_mut(player) {
                    *slot = part;
                }
                parts.push(Part {
                    player,
                    hand,
                    combos,
                    weight,
                    question: asked.check().ok(),
                });
            }
        }
        parts
    }
}

/// A part's Monte Carlo options: `options`, with [`TRIALS_PER_PART`] when they set no limit.
pub(super) fn per_part(options: &MonteCarlo) -> MonteCarlo {
    let mut options = *options;
    if options.trials.is_none() && options.std_err.is_none() && options.time.is_none() {
        options.trials = Some(TRIALS_PER_PART);
    }
    options
}

/// Each part's equity (see [`Equity::breakdown`]).
pub(super) fn run(
    whole: &Question,
    by: BreakdownBy,
    monte_carlo: Option<&MonteCarlo>,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Result<Vec<HandEquity>, EquityError> {
    if let Some(options) = monte_carlo {
        options.check()?;
    }
    if let Some(player) = whole
        .setup
        .ranges
        .iter()
        .position(|r| r.parts(by).is_none())
    {
        return Err(EquityError::NoParts { player: player + 1 });
    }
    let parts = whole.breakdown_questions(by);
    let total = parts.len() as u64;
    let mut rows = Vec::with_capacity(parts.len());
    for (k, part) in parts.into_iter().enumerate() {
        let answer = part.question.as_ref().map(|question| match monte_carlo {
            None => question.exact(),
            Some(options) => {
                let seed = crate::sample::stream_seed(options.seed, k as u64);
                question.monte_carlo(&per_part(options).seed(seed))
            }
        });
        progress(k as u64 + 1, total);
        let Some(answer) = answer else { continue };
        let result: EquityResult = answer?;
        let Some(mine) = result.players.get(part.player) else {
            continue;
        };
        rows.push(HandEquity {
            player: part.player + 1,
            hand: part.hand,
            combos: part.combos,
            weight: part.weight,
            method: result.method,
            boards: result.boards,
            win: mine.win,
            tie: mine.tie,
            equity: mine.equity,
            std_err: mine.std_err,
        });
    }
    rows.sort_by(|a, b| a.player.cmp(&b.player).then(b.equity.total_cmp(&a.equity)));
    Ok(rows)
}
