//! Texas hold'em equity: exact enumeration and Monte Carlo, for hands and ranges.
//!
//! Every valid deal (one combo per player, no card shared, none on the board or dead) has
//! the same weight, and every board completion is counted for each deal. That is what
//! "player 1 holds this range" means; choosing player 1's combo first and then player 2's
//! from what is left would weight the deals unequally and give different, wrong numbers.
//!
//! ```
//! use handrank::equity::{Equity, MonteCarlo};
//! use handrank::parse_cards;
//! // AdAc against KhKs on a turn: 44 rivers, enumerated; only a king saves KhKs.
//! let result = Equity::parse(&["AdAc", "KhKs"])?
//!     .board(&parse_cards("Qd 7c 2h 9s")?)
//!     .exact()?;
//! assert_eq!(result.boards, 44);
//! assert_eq!(result.players[0].wins, 42);
//! // The same question by Monte Carlo, reproducible through its seed.
//! let mc = Equity::parse(&["AdAc", "KK"])?.monte_carlo(&MonteCarlo::new().seed(7).trials(20_000))?;
//! assert_eq!(mc.boards, 20_000);
//! assert!((mc.players[0].equity - 0.82).abs() < 0.02);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod breakdown;
mod error;
mod exact;
mod feasible;
mod hits;
mod monte_carlo;
mod preflop;
mod range;
mod starting_hand;
mod tally;
mod weighted;

use crate::card::{Card, CardSet, parse_cards};
use crate::eval::Hand;

pub use breakdown::{BreakdownBy, HandEquity};
pub use error::EquityError;
pub use hits::{Draw, Draws, Hit, HitCount, Hits, HitsError, Made};
pub use monte_carlo::MonteCarlo;
pub use preflop::{Matchup, PreflopTable};
pub use range::{Combo, Range, RangeError};
pub use starting_hand::{StartingHand, StartingHandError};

use tally::Tally;

/// The most players at one table.
pub const MAX_PLAYERS: usize = 10;

/// An equity question: players (hands or ranges), a board so far and dead cards.
///
/// ```
/// use handrank::equity::{Equity, Range};
/// let players = [Range::parse("AA")?, Range::parse("KK")?];
/// let result = Equity::new(players).exact().expect("a valid question");
/// assert_eq!(result.boards, 36 * 1_712_304);
/// assert_eq!(format!("{:.3}", 100.0 * result.players[0].equity), "81.946");
/// # Ok::<(), handrank::equity::RangeError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Equity {
    players: Vec<Range>,
    board: Vec<Card>,
    dead: Vec<Card>,
}

impl Equity {
    /// The question for these players, with no board and no dead cards yet.
    pub fn new(players: impl IntoIterator<Item = Range>) -> Equity {
        Equity {
            players: players.into_iter().collect(),
            board: Vec::new(),
            dead: Vec::new(),
        }
    }

    /// Reads each player's hole cards or range; an error names the player and the part.
    /// A player given as one card is reported first: it is most likely a board or dead
    /// card put with the players by mistake.
    pub fn parse<S: AsRef<str>>(players: &[S]) -> Result<Equity, EquityError> {
        let texts = players.iter().map(AsRef::as_ref);
        if let Some((i, text)) = texts
            .enumerate()
            .find(|(_, text)| parse_cards(text).is_ok_and(|cards| cards.len() == 1))
        {
            return Err(EquityError::LoneCard {
                player: i + 1,
                text: text.to_owned(),
            });
        }
        let ranges = players
            .iter()
            .enumerate()
            .map(|(i, text)| {
                Range::parse(text.as_ref()).map_err(|error| EquityError::Range {
                    player: i + 1,
                    error,
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Equity::new(ranges))
    }

    /// Sets the community cards dealt so far (0, 3, 4 or 5).
    #[must_use]
    pub fn board(mut self, cards: &[Card]) -> Equity {
        self.board = cards.to_vec();
        self
    }

    /// Sets cards known to be out of the deck.
    #[must_use]
    pub fn dead(mut self, cards: &[Card]) -> Equity {
        self.dead = cards.to_vec();
        self
    }

    /// The players' ranges as given.
    pub fn players(&self) -> &[Range] {
        &self.players
    }

    /// Exact equity: every valid deal and every board completion.
    pub fn exact(&self) -> Result<EquityResult, EquityError> {
        self.exact_with_progress(&|_, _| {})
    }

    /// [`Equity::exact`], calling `progress(done, total)` as parts of the work finish.
    pub fn exact_with_progress(
        &self,
        progress: &(dyn Fn(u64, u64) + Sync),
    ) -> Result<EquityResult, EquityError> {
        let setup = self.setup()?;
        if setup.is_weighted() {
            return weighted::exact(self, progress);
        }
        let tally = exact::run(&setup, progress)?;
        Ok(tally.result(&setup, Method::Exact, None))
    }

    /// Monte Carlo equity, stopping as `options` says.
    pub fn monte_carlo(&self, options: &MonteCarlo) -> Result<EquityResult, EquityError> {
        self.monte_carlo_with_progress(options, &|_, _| {})
    }

    /// [`Equity::monte_carlo`], calling `progress(trials_done, worst_std_err)` between
    /// rounds: the boards so far and the largest standard error of any player's equity
    /// (a fraction, like the `std_err` option).
    pub fn monte_carlo_with_progress(
        &self,
        options: &MonteCarlo,
        progress: &(dyn Fn(u64, f64) + Sync),
    ) -> Result<EquityResult, EquityError> {
        options.check()?;
        let setup = self.setup()?;
        let tally = monte_carlo::run(&setup, options, progress);
        Ok(tally.result(&setup, Method::MonteCarlo, Some(options.seed)))
    }

    /// A rough count of the showdowns exact enumeration would evaluate (before the
    /// symmetry savings): deals times boards times players, or for two players, if less,
    /// the narrower side's combos times boards times 100 (the heads-up path scores the
    /// wider side once per rank pair). A caller can weigh it to choose between exact
    /// enumeration and Monte Carlo.
    /// With weighted ranges, the sum over the unweighted questions exact enumeration
    /// splits into (infinite past the most it takes).
    pub fn exact_cost(&self) -> Result<f64, EquityError> {
        let setup = self.setup()?;
        if !setup.is_weighted() {
            return Ok(exact::cost(&setup));
        }
        match weighted::split(self) {
            Err(EquityError::TooManyWeights { .. }) => Ok(f64::INFINITY),
            Err(error) => Err(error),
            Ok(parts) => parts.iter().try_fold(0.0, |sum, part| {
                Ok(sum + exact::cost(&part.question.setup()?))
            }),
        }
    }

    /// Whether exact enumeration answers sooner than a Monte Carlo run of `trials`
    /// boards, by [`Equity::exact_cost`] weighed with measured speeds: exact enumeration
    /// takes about 6e-11 s per unit of cost and Monte Carlo about 2.5e-8 s per showdown
    /// (one board for one player), both on all cores, so a unit of exact cost is worth
    /// 1/400 of a Monte Carlo showdown (docs/EQUITY-METHOD.md has the measurements).
    ///
    /// ```
    /// use handrank::equity::{Equity, MonteCarlo};
    /// let trials = MonteCarlo::DEFAULT_TRIALS;
    /// assert!(Equity::parse(&["A2s+", "KTo+"])?.exact_is_quicker(trials)?);
    /// assert!(!Equity::parse(&["random", "random"])?.exact_is_quicker(trials)?);
    /// # Ok::<(), handrank::equity::EquityError>(())
    /// ```
    pub fn exact_is_quicker(&self, trials: u64) -> Result<bool, EquityError> {
        const EXACT_COST_PER_SHOWDOWN: f64 = 400.0;
        let monte_carlo = trials as f64 * self.players.len() as f64 * EXACT_COST_PER_SHOWDOWN;
        Ok(self.exact_cost()? <= monte_carlo)
    }

    /// Checks the question and prepares the per-player combo lists.
    fn setup(&self) -> Result<Setup, EquityError> {
        let n = self.players.len();
        if !(2..=MAX_PLAYERS).contains(&n) {
            return Err(EquityError::PlayerCount { found: n });
        }
        if !matches!(self.board.len(), 0 | 3 | 4 | 5) {
            return Err(EquityError::BoardSize {
                found: self.board.len(),
            });
        }
        // Every known card with the place it is in, to name both places of a conflict.
        let mut places: Vec<(CardSet, String)> = Vec::new();
        let mut claim = |cards: &[Card], place: String| -> Result<CardSet, EquityError> {
            let mut set = CardSet::EMPTY;
            for &card in cards {
                if let Some((_, first)) = places.iter().find(|(s, _)| s.contains(card)) {
                    return Err(EquityError::Conflict {
                        card,
                        first: first.clone(),
                        second: place,
                    });
                }
                if !set.insert(card) {
                    return Err(EquityError::Conflict {
                        card,
                        first: place.clone(),
                        second: "given twice".to_owned(),
                    });
                }
            }
            places.push((set, place));
            Ok(set)
        };
        let board_set = claim(&self.board, "on the board".to_owned())?;
        let dead = claim(&self.dead, "dead".to_owned())?;
        let mut known = board_set.union(dead);
        for (i, range) in self.players.iter().enumerate() {
            if let [combo] = range.combos() {
                let cards = combo.cards();
                known = known.union(claim(&cards, format!("in player {}'s hand", i + 1))?);
            }
        }
        let mut players = Vec::with_capacity(n);
        let mut ranges = Vec::with_capacity(n);
        for (i, range) in self.players.iter().enumerate() {
            let range = if range.is_hand() {
                range.clone()
            } else {
                range.filtered(|c| c.set().intersection(known).is_empty())
            };
            if range.is_empty() {
                return Err(EquityError::EmptyRange {
                    player: i + 1,
                    range: range.text().to_owned(),
                });
            }
            players.push(PlayerRange::new(&range));
            ranges.push(range);
        }
        let need = 5 - self.board.len();
        let left = 52 - board_set.len() - dead.len() - 2 * n;
        if left < need {
            return Err(EquityError::DeckTooSmall { left, needed: need });
        }
        let setup = Setup {
            players,
            ranges,
            texts: self.players.iter().map(|r| r.text().to_owned()).collect(),
            board: Hand::from_cards(&self.board),
            board_set,
            dead,
            need,
        };
        if !setup.some_deal_exists() {
            return Err(EquityError::NoDeal);
        }
        Ok(setup)
    }
}

/// One combo ready for the hot loops: its card bits and its evaluator state.
/// (Its weight, if any, is in [`PlayerRange::weights`], off the hot path.)
#[derive(Clone, Copy, Debug)]
pub(crate) struct Hole {
    pub mask: u64,
    pub hand: Hand,
}

/// A player's combos after removing those that collide with known cards.
#[derive(Clone, Debug)]
pub(crate) struct PlayerRange {
    pub combos: Vec<Hole>,
    /// Each combo's weight over the heaviest's, in combo order; empty when every combo
    /// weighs the same (the usual case: no weight is then drawn or multiplied).
    pub weights: Vec<f64>,
}

impl PlayerRange {
    fn new(range: &Range) -> PlayerRange {
        let combos = range
            .combos()
            .iter()
            .map(|c| Hole {
                mask: c.set().bits(),
                hand: Hand::from_cards(&c.cards()),
            })
            .collect();
        let weights = range.weights();
        let heaviest = weights.iter().copied().fold(0.0, f64::max);
        let weights = if weights.iter().all(|&w| w == heaviest) {
            Vec::new()
        } else {
            weights.iter().map(|w| w / heaviest).collect()
        };
        PlayerRange { combos, weights }
    }

    /// The weight of combo `i` relative to the heaviest.
    #[inline(always)]
    pub fn weight(&self, i: usize) -> f64 {
        self.weights.get(i).copied().unwrap_or(1.0)
    }
}

/// A checked question.
#[derive(Clone, Debug)]
pub(crate) struct Setup {
    pub players: Vec<PlayerRange>,
    /// The ranges the combos came from, less the combos that collide with known cards.
    pub ranges: Vec<Range>,
    pub texts: Vec<String>,
    pub board: Hand,
    pub board_set: CardSet,
    pub dead: CardSet,
    /// Board cards still to come.
    pub need: usize,
}

impl Setup {
    /// Whether some player's combos (those left) differ in weight.
    fn is_weighted(&self) -> bool {
        self.players.iter().any(|p| !p.weights.is_empty())
    }

    fn known(&self) -> u64 {
        self.board_set.union(self.dead).bits()
    }

    fn some_deal_exists(&self) -> bool {
        let ranges: Vec<Vec<u64>> = self
            .players
            .iter()
            .map(|p| p.combos.iter().map(|c| c.mask).collect())
            .collect();
        feasible::some_deal_exists(&ranges, self.known())
    }
}

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
    /// Combos left after removing those that collide with known cards.
    pub combos: usize,
    /// Boards won outright.
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
