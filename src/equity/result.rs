//! The answer to an equity question, the same in every game.

use crate::Game;

/// How a result was computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Method {
    Exact,
    MonteCarlo,
}

/// The answer to an equity question.
///
/// ```
/// use handrank::equity::{Equity, Method};
/// let r = Equity::parse(&["AhKh", "2c2d"])?
///     .board(&handrank::parse_cards("Qh Jh 3s 4d")?)
///     .exact()?;
/// assert_eq!(r.method, Method::Exact);
/// let hero = &r.players[0];
/// assert_eq!(hero.wins + hero.ties + hero.losses, r.boards);
/// assert!((hero.equity + r.players[1].equity - 1.0).abs() < 1e-12);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct EquityResult {
    /// The game.
    pub game: Game,
    /// Exact enumeration or Monte Carlo.
    pub method: Method,
    /// Boards counted: for exact results, every (deal, board completion) pair; for Monte
    /// Carlo, the number of trials.
    pub boards: u64,
    /// The Monte Carlo seed (none for exact results).
    pub seed: Option<u64>,
    /// One entry per player, in the order given.
    pub players: Vec<PlayerEquity>,
    /// Whether the combos left in some range differ in weight: exact enumeration then
    /// weighs each deal by the product of its combos' weights (see
    /// [`PlayerEquity::weighted`]); Monte Carlo draws deals in proportion to it.
    pub weighted: bool,
}

/// One player's share of the outcomes. Fractions are in 0..=1.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct PlayerEquity {
    /// The hand or range as given.
    pub range: String,
    /// Combos (holes) left after removing those that collide with known cards.
    pub combos: usize,
    /// Boards won outright (in a hi-lo game: by the high hand).
    pub wins: u64,
    /// Boards where the player split the pot (with any number of others).
    pub ties: u64,
    /// Boards lost.
    pub losses: u64,
    /// Fraction of boards won outright.
    pub win: f64,
    /// Fraction of boards tied.
    pub tie: f64,
    /// Share of the pot: wins plus 1/k of each k-way tie, per board.
    pub equity: f64,
    /// Standard error of `equity` (Monte Carlo only).
    pub std_err: Option<f64>,
    /// Exact enumeration of weighted ranges: boards, wins, ties and losses as weighted
    /// sums, each deal counted at the product of its combos' weights. The fractions above
    /// are of these; `wins`, `ties` and `losses` count boards without weights.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub weighted: Option<WeightedCounts>,
    /// A hi-lo game's split: the shares won by the high and the low hand, scoops, and the
    /// low's counts. `None` in high-only games.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub hi_lo: Option<HiLoEquity>,
}

/// How a player's pot went in a hi-lo game. `wins`, `ties` and `losses` of
/// [`PlayerEquity`] count the high hand; these count the low.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct HiLoEquity {
    /// Share of the pot won by the high hand, on average (whole pots when no low
    /// qualifies, halves when one does).
    pub high: f64,
    /// Share of the pot won by the low hand, on average (at most half a pot a board).
    pub low: f64,
    /// Fraction of boards where the player took the whole pot alone.
    pub scoop: f64,
    /// Boards where the player's low took the low half alone.
    pub low_wins: u64,
    /// Boards where the player's low split the low half.
    pub low_ties: u64,
    /// Boards where the player's low took nothing (no qualifying low included).
    pub low_losses: u64,
    /// Boards where the player took the whole pot alone.
    pub scoops: u64,
}

/// Weighted sums of boards and outcomes (see [`PlayerEquity::weighted`]).
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct WeightedCounts {
    pub boards: f64,
    pub wins: f64,
    pub ties: f64,
    pub losses: f64,
}
