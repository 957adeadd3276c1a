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
    /// its standard error, all of the player's entry. A part left out has no answer: no
    /// boards, and NaN for win, tie and equity.
    pub method: Method,
    pub boards: u64,
    pub win: f64,
    pub tie: f64,
    pub equity: f64,
    pub std_err: Option<f64>,
    /// Why the part has no answer, when its own question fails the check: it cannot be
    /// dealt with the other players' ranges (the check's error, as text).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub left_out: Option<String>,
}

/// Monte Carlo trials per part of a breakdown when no stopping rule is given.
pub const TRIALS_PER_PART: u64 = 1_000_000;

impl Equity {
    /// The equity of every part (combo or class) of every player's range against the
    /// others, best first within each player: exact enumeration, or Monte Carlo with
    /// `monte_carlo`'s options for each part (its seed mixed with the part's number, so
    /// the parts are independent and the run reproducible). A part that cannot be dealt
    /// with the other ranges comes last, with no answer and the reason
    /// ([`HandEquity::left_out`]). In Omaha a class is a hole's ranks and suit pattern
    /// (`AAKKds`); Omaha's `random` has no listed parts.
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
pub(super) struct PartQuestion {
    player: usize,
    hand: String,
    combos: usize,
    weight: f64,
    /// The part's checked question, or why it cannot be asked.
    question: Result<Question, EquityError>,
}

impl PartQuestion {
    /// The part's exact cost (nothing for a part that cannot be asked).
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
    pub(super) fn breakdown_questions(&self, by: BreakdownBy) -> Vec<PartQuestion> {
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
                parts.push(PartQuestion {
                    player,
                    hand,
                    combos,
                    weight,
                    question: asked.check(),
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
        let row = HandEquity {
            player: part.player + 1,
            hand: part.hand,
            combos: part.combos,
            weight: part.weight,
            method: monte_carlo.map_or(Method::Exact, |_| Method::MonteCarlo),
            boards: 0,
            win: f64::NAN,
            tie: f64::NAN,
            equity: f64::NAN,
            std_err: None,
            left_out: None,
        };
        let result: EquityResult = match answer {
            Ok(answer) => answer?,
            Err(reason) => {
                rows.push(HandEquity {
                    left_out: Some(reason.to_string()),
                    ..row
                });
                continue;
            }
        };
        // The part's question has the whole question's players.
        #[allow(clippy::indexing_slicing)]
        let mine = &result.players[part.player];
        rows.push(HandEquity {
            method: result.method,
            boards: result.boards,
            win: mine.win,
            tie: mine.tie,
            equity: mine.equity,
            std_err: mine.std_err,
            ..row
        });
    }
    // Best first within each player; the parts left out last, in range order.
    rows.sort_by(|a, b| {
        let answered = |row: &HandEquity| row.left_out.is_none();
        (a.player.cmp(&b.player))
            .then(answered(b).cmp(&answered(a)))
            .then(if answered(a) && answered(b) {
                b.equity.total_cmp(&a.equity)
            } else {
                std::cmp::Ordering::Equal
            })
    });
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_part_that_cannot_be_dealt_comes_last_with_the_reason() {
        let board = crate::parse_cards("2c 7d 9h").unwrap();
        let rows = Equity::parse(&["AhAd, AsAc", "AhKh, AdKd"])
            .unwrap()
            .board(&board)
            .breakdown(BreakdownBy::Combo, None)
            .unwrap();
        let first: Vec<&HandEquity> = rows.iter().filter(|r| r.player == 1).collect();
        // AhAd shares a card with each of the other player's combos: it comes last, and
        // says why.
        assert_eq!(first.len(), 2);
        assert!(first[0].left_out.is_none() && first[0].boards > 0);
        assert!(first[0].hand.contains("As") && first[0].hand.contains("Ac"));
        let reason = first[1].left_out.as_deref().unwrap_or_default();
        assert!(
            reason.contains("player 2: every combo of"),
            "{:?}",
            first[1]
        );
        assert!(first[1].equity.is_nan() && first[1].boards == 0);
        let second: Vec<&HandEquity> = rows.iter().filter(|r| r.player == 2).collect();
        assert_eq!(second.len(), 2);
        assert!(second.iter().all(|r| r.left_out.is_none()));
    }
}
