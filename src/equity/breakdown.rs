//! The equity of each combo, or each starting-hand class, of a player's range against the
//! other players: Equilab's per-hand view of a range.
//!
//! Each part of the range is asked as its own question, the player holding only that part
//! and the others their whole ranges, so every answer is exact (or a Monte Carlo estimate)
//! in the same sense as the whole question's; the parts' weighted sums add up to it.

use super::{Equity, EquityError, EquityResult, Method, MonteCarlo, Range, StartingHand};

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

impl Equity {
    /// The equity of every part (combo or class) of every player's range against the
    /// others, best first within each player: exact enumeration, or Monte Carlo with
    /// `monte_carlo`'s options for each part (its seed mixed with the part's number, so
    /// the parts are independent and the run reproducible). Parts that cannot be dealt
    /// with the other ranges are left out.
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
        self.breakdown_with_progress(by, monte_carlo, &|_, _| {})
    }

    /// [`Equity::breakdown`], calling `progress(parts_done, parts)` after each part.
    // `player` numbers the checked question's ranges, one per player.
    #[allow(clippy::indexing_slicing)]
    pub fn breakdown_with_progress(
        &self,
        by: BreakdownBy,
        monte_carlo: Option<&MonteCarlo>,
        progress: &(dyn Fn(u64, u64) + Sync),
    ) -> Result<Vec<HandEquity>, EquityError> {
        let setup = self.setup()?;
        if let Some(options) = monte_carlo {
            options.check()?;
        }
        let questions: Vec<(usize, Range)> = setup
            .ranges
            .iter()
            .enumerate()
            .flat_map(|(player, range)| parts(range, by).into_iter().map(move |p| (player, p)))
            .collect();
        let total = questions.len() as u64;
        let mut rows = Vec::with_capacity(questions.len());
        for (k, (player, part)) in questions.into_iter().enumerate() {
            let mut question = self.clone();
            let (hand, combos) = (part.text().to_owned(), part.len());
            let weight = part.weights().iter().sum();
            question.players[player] = part;
            let answer = match monte_carlo {
                None => question.exact(),
                Some(options) => {
                    let seed = crate::sample::stream_seed(options.seed, k as u64);
                    question.monte_carlo(&options.seed(seed))
                }
            };
            progress(k as u64 + 1, total);
            let result: EquityResult = match answer {
                Err(EquityError::NoDeal | EquityError::Conflict { .. }) => continue,
                other => other?,
            };
            let Some(mine) = result.players.get(player) else {
                continue;
            };
            rows.push(HandEquity {
                player: player + 1,
                hand,
                combos,
                weight,
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
}

/// A range's parts: each combo, or each class with the range's combos of it (weights
/// kept), in the range's order; each part's text names it.
fn parts(range: &Range, by: BreakdownBy) -> Vec<Range> {
    match by {
        BreakdownBy::Combo => range
            .combos()
            .iter()
            .map(|&combo| range.renamed(&combo.to_string(), |c| c == combo))
            .collect(),
        BreakdownBy::Class => {
            let mut classes: Vec<StartingHand> = range
                .combos()
                .iter()
                .map(|&c| StartingHand::of(c))
                .collect();
            classes.sort_unstable_by_key(|c| c.index());
            classes.dedup();
            classes
                .into_iter()
                .map(|class| range.renamed(&class.to_string(), |c| StartingHand::of(c) == class))
                .collect()
        }
    }
}
