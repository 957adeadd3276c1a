//! Omaha equity: exact enumeration and Monte Carlo for 2-10 players, high only or hi-lo.
//!
//! Every valid deal (one hole per player, no card shared with another player, the board or
//! the dead cards) has the same weight, and every board completion counts for each deal.
//! In hi-lo the pot is two halves: the high half split among the best high hands, the low
//! half among the best qualifying lows; when no low qualifies, the high hands split it all.
//!
//! ```
//! use handrank::omaha::equity::OmahaEquity;
//! use handrank::parse_cards;
//! // AhAsKhKs against 2c3d4c5d on a flop: every turn and river, enumerated.
//! let result = OmahaEquity::parse(&["AhAsKhKs", "2c3d4c5d"], 4)?
//!     .board(&parse_cards("Ad 7s 8h")?)
//!     .hi_lo(true)
//!     .exact()?;
//! assert_eq!(result.boards, 41 * 40 / 2);
//! let shares: f64 = result.players.iter().map(|p| p.equity).sum();
//! assert!((shares - 1.0).abs() < 1e-12);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod exact;
mod monte_carlo;

use crate::card::{Card, CardSet};

use super::board::{Board, Hole};
use super::range::{OmahaRange, OmahaRangeError};
use super::tables::Tables;

/// The most players at one table.
pub const MAX_PLAYERS: usize = 10;
/// A pot in units that split evenly in halves among up to 10 players: 2 · 2,520.
const POT: u64 = 5_040;
/// `WHOLE[k]`: the pot split k ways; `HALF[k]`: half of it split k ways (table lookups,
/// not divisions, on the hot path).
const WHOLE: [u64; MAX_PLAYERS + 1] = split(POT);
const HALF: [u64; MAX_PLAYERS + 1] = split(POT / 2);

#[allow(clippy::indexing_slicing)] // compile-time: an out-of-range index fails the build
const fn split(pot: u64) -> [u64; MAX_PLAYERS + 1] {
    let mut table = [0; MAX_PLAYERS + 1];
    let mut k = 1;
    while k <= MAX_PLAYERS {
        table[k] = pot / k as u64;
        k += 1;
    }
    table
}

/// Why an equity question cannot be answered.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum OmahaEquityError {
    #[error("player {player}: {error}")]
    Range {
        player: usize,
        error: OmahaRangeError,
    },
    #[error("an Omaha hole has 4 to 6 cards, not {0}")]
    HoleCards(usize),
    #[error("equity needs 2 to {MAX_PLAYERS} players, found {0}")]
    Players(usize),
    #[error("the board has {0} cards; it can have at most 5")]
    Board(usize),
    #[error("{0} is dealt twice (board, dead cards and exact hands must not share a card)")]
    SharedCard(Card),
    #[error("player {0}: every hole in the range uses a card that is already dealt")]
    NoHoles(usize),
    #[error(
        "{players} players of {hole} cards, a board and {dead} dead cards need more than 52 cards"
    )]
    Deck {
        players: usize,
        hole: usize,
        dead: usize,
    },
    #[error("exact enumeration would score about {0:.1e} showdowns; use Monte Carlo")]
    TooLarge(f64),
    #[error("the ranges almost never fit together without sharing a card")]
    RangesCollide,
}

/// An Omaha equity question.
#[derive(Clone, Debug)]
pub struct OmahaEquity {
    hole_cards: usize,
    hi_lo: bool,
    players: Vec<OmahaRange>,
    board: Vec<Card>,
    dead: Vec<Card>,
}

impl OmahaEquity {
    /// Players as range texts (see [`OmahaRange`]) for a game of `hole_cards` (4-6) cards.
    pub fn parse<S: AsRef<str>>(
        players: &[S],
        hole_cards: usize,
    ) -> Result<OmahaEquity, OmahaEquityError> {
        if !(4..=6).contains(&hole_cards) {
            return Err(OmahaEquityError::HoleCards(hole_cards));
        }
        let players = players
            .iter()
            .enumerate()
            .map(|(i, text)| {
                OmahaRange::parse(text.as_ref(), hole_cards).map_err(|error| {
                    OmahaEquityError::Range {
                        player: i + 1,
                        error,
                    }
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(OmahaEquity {
            hole_cards,
            hi_lo: false,
            players,
            board: Vec::new(),
            dead: Vec::new(),
        })
    }

    /// Omaha hi-lo (eight or better) instead of high only.
    #[must_use]
    pub fn hi_lo(mut self, hi_lo: bool) -> OmahaEquity {
        self.hi_lo = hi_lo;
        self
    }

    /// The board so far (0-5 cards).
    #[must_use]
    pub fn board(mut self, cards: &[Card]) -> OmahaEquity {
        self.board = cards.to_vec();
        self
    }

    /// Cards known to be out of play.
    #[must_use]
    pub fn dead(mut self, cards: &[Card]) -> OmahaEquity {
        self.dead = cards.to_vec();
        self
    }

    /// About how many showdowns [`OmahaEquity::exact`] would enumerate: heads-up PLO4
    /// preflop is 2.2 million (about 15 ms on two cores).
    pub fn exact_cost(&self) -> Result<f64, OmahaEquityError> {
        Ok(exact::cost(&self.setup()?))
    }

    /// Every deal and every board completion.
    pub fn exact(&self) -> Result<OmahaResult, OmahaEquityError> {
        let setup = self.setup()?;
        let tally = exact::run(&setup)?;
        Ok(tally.result(&setup, Method::Exact, None))
    }

    /// `trials` random deals and boards from `seed`: the same seed and trials give the same
    /// result on any number of threads.
    pub fn monte_carlo(&self, trials: u64, seed: u64) -> Result<OmahaResult, OmahaEquityError> {
        let setup = self.setup()?;
        let tally = monte_carlo::run(&setup, trials, seed)?;
        Ok(tally.result(&setup, Method::MonteCarlo, Some(seed)))
    }

    fn setup(&self) -> Result<Setup, OmahaEquityError> {
        let n = self.players.len();
        if !(2..=MAX_PLAYERS).contains(&n) {
            return Err(OmahaEquityError::Players(n));
        }
        if self.board.len() > 5 {
            return Err(OmahaEquityError::Board(self.board.len()));
        }
        if n * self.hole_cards + 5 + self.dead.len() > 52 {
            return Err(OmahaEquityError::Deck {
                players: n,
                hole: self.hole_cards,
                dead: self.dead.len(),
            });
        }
        let mut known = CardSet::EMPTY;
        for &card in self.board.iter().chain(&self.dead) {
            if !known.insert(card) {
                return Err(OmahaEquityError::SharedCard(card));
            }
        }
        // Exact hands are known cards too.
        for player in &self.players {
            if let Some([one]) = player.combos() {
                if known.intersection(*one) != CardSet::EMPTY {
                    let card = known.intersection(*one).iter().next();
                    return Err(
                        card.map_or(OmahaEquityError::NoHoles(0), OmahaEquityError::SharedCard)
                    );
                }
                known = known.union(*one);
            }
        }
        let mut players = Vec::with_capacity(n);
        for (i, range) in self.players.iter().enumerate() {
            let combos = range.combos().map(|combos| {
                let own = match combos {
                    [one] => *one,
                    _ => CardSet::EMPTY,
                };
                let others = known.difference(own);
                combos
                    .iter()
                    .copied()
                    .filter(|c| c.intersection(others).is_empty())
                    .collect::<Vec<_>>()
            });
            if combos.as_ref().is_some_and(Vec::is_empty) {
                return Err(OmahaEquityError::NoHoles(i + 1));
            }
            players.push(Player {
                text: range.text().to_owned(),
                combos,
            });
        }
        let board_set: CardSet = self.board.iter().copied().collect();
        Ok(Setup {
            hole_cards: self.hole_cards,
            hi_lo: self.hi_lo,
            players,
            board: self.board.clone(),
            // Board and dead cards; exact hands are removed per deal.
            out: board_set.union(self.dead.iter().copied().collect()),
        })
    }
}

/// A validated question.
pub(crate) struct Setup {
    hole_cards: usize,
    hi_lo: bool,
    players: Vec<Player>,
    board: Vec<Card>,
    /// Board and dead cards.
    out: CardSet,
}

struct Player {
    text: String,
    /// The holes left once board and dead cards and others' exact hands are removed;
    /// `None` for `random`.
    combos: Option<Vec<CardSet>>,
}

/// How a result was computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Method {
    Exact,
    MonteCarlo,
}

/// Per-player sums over boards, in pot units ([`POT`] a board).
#[derive(Clone, Debug, Default)]
pub(crate) struct Tally {
    boards: u64,
    share: [u64; MAX_PLAYERS],
    /// Sum of squared shares, for the standard error.
    /// (At most 5,040² a board: u64 holds 7·10^11 boards.)
    squares: [u64; MAX_PLAYERS],
    high: [u64; MAX_PLAYERS],
    low: [u64; MAX_PLAYERS],
    /// Boards with the best high hand alone, and tied for it.
    wins: [u64; MAX_PLAYERS],
    ties: [u64; MAX_PLAYERS],
    /// Boards where the player took the whole pot alone.
    scoops: [u64; MAX_PLAYERS],
}

impl Tally {
    /// Scores `weight` boards of one outcome: `high[i]` strengths, `low[i]` low masks
    /// (0 = none, smaller better).
    #[inline(always)]
    #[allow(clippy::indexing_slicing)] // i < players ≤ MAX_PLAYERS, counts ≤ MAX_PLAYERS
    fn showdown(&mut self, high: &[u16], low: &[u8], weight: u64) {
        self.boards += weight;
        let best = high.iter().copied().max().unwrap_or(0);
        let winners = high.iter().filter(|&&s| s == best).count();
        // Lows as `!mask`, so the best qualifying low is the largest and "none" stays 0.
        let best_low = low
            .iter()
            .map(|&l| if l == 0 { 0 } else { !l })
            .max()
            .unwrap_or(0);
        let low_winners = if best_low == 0 {
            0
        } else {
            low.iter().filter(|&&l| l == !best_low).count()
        };
        let high_share = if low_winners == 0 {
            WHOLE[winners]
        } else {
            HALF[winners]
        };
        let low_share = HALF[low_winners];
        for i in 0..high.len() {
            let h = if high[i] == best { high_share } else { 0 };
            let l = if low_winners != 0 && low[i] == !best_low {
                low_share
            } else {
                0
            };
            let share = h + l;
            self.share[i] += weight * share;
            self.squares[i] += weight * share * share;
            self.high[i] += weight * h;
            self.low[i] += weight * l;
            self.wins[i] += weight * u64::from(h != 0 && winners == 1);
            self.ties[i] += weight * u64::from(h != 0 && winners > 1);
            self.scoops[i] += weight * u64::from(share == POT);
        }
    }

    /// [`Tally::showdown`] of one board for two players, high only: branch-free, since who
    /// wins is what the caller cannot predict.
    #[inline(always)]
    fn heads_up(&mut self, a: u16, b: u16) {
        let (win_a, win_b, tie) = (u64::from(a > b), u64::from(b > a), u64::from(a == b));
        let share_a = win_a * POT + tie * (POT / 2);
        let share_b = win_b * POT + tie * (POT / 2);
        self.boards += 1;
        self.share[0] += share_a;
        self.share[1] += share_b;
        self.squares[0] += share_a * share_a;
        self.squares[1] += share_b * share_b;
        self.high[0] += share_a;
        self.high[1] += share_b;
        self.wins[0] += win_a;
        self.wins[1] += win_b;
        self.ties[0] += tie;
        self.ties[1] += tie;
        self.scoops[0] += win_a;
        self.scoops[1] += win_b;
    }

    fn merge(mut self, other: &Tally) -> Tally {
        self.boards += other.boards;
        for i in 0..MAX_PLAYERS {
            let pick = |a: &[u64; MAX_PLAYERS]| a.get(i).copied().unwrap_or(0);
            if let (Some(s), Some(q), Some(h), Some(l), Some(w), Some(t), Some(c)) = (
                self.share.get_mut(i),
                self.squares.get_mut(i),
                self.high.get_mut(i),
                self.low.get_mut(i),
                self.wins.get_mut(i),
                self.ties.get_mut(i),
                self.scoops.get_mut(i),
            ) {
                *s += pick(&other.share);
                *q += pick(&other.squares);
                *h += pick(&other.high);
                *l += pick(&other.low);
                *w += pick(&other.wins);
                *t += pick(&other.ties);
                *c += pick(&other.scoops);
            }
        }
        self
    }

    #[allow(clippy::indexing_slicing)] // i < players ≤ MAX_PLAYERS
    fn result(&self, setup: &Setup, method: Method, seed: Option<u64>) -> OmahaResult {
        let n = self.boards.max(1) as f64;
        let pot = POT as f64;
        let players = setup
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let equity = self.share[i] as f64 / pot / n;
                let mean_square = self.squares[i] as f64 / (pot * pot) / n;
                let variance = (mean_square - equity * equity).max(0.0) * n / (n - 1.0).max(1.0);
                OmahaPlayer {
                    range: p.text.clone(),
                    combos: p.combos.as_ref().map(Vec::len),
                    equity,
                    std_err: (method == Method::MonteCarlo).then(|| (variance / n).sqrt()),
                    win: self.wins[i] as f64 / n,
                    tie: self.ties[i] as f64 / n,
                    high: self.high[i] as f64 / pot / n,
                    low: setup.hi_lo.then(|| self.low[i] as f64 / pot / n),
                    scoop: setup.hi_lo.then(|| self.scoops[i] as f64 / n),
                }
            })
            .collect();
        OmahaResult {
            method,
            hi_lo: setup.hi_lo,
            hole_cards: setup.hole_cards,
            boards: self.boards,
            seed,
            players,
        }
    }
}

/// Evaluates every player's prepared hole on one 5-card board and scores it.
#[inline(always)]
#[allow(clippy::indexing_slicing)] // holes.len() = players ≤ MAX_PLAYERS
fn score(tally: &mut Tally, tables: &Tables, hi_lo: bool, holes: &[Hole], board: &[Card; 5]) {
    let board = Board::from_cards(board);
    let mut high = [0u16; MAX_PLAYERS];
    let mut low = [0u8; MAX_PLAYERS];
    for (i, hole) in holes.iter().enumerate() {
        high[i] = board.hole_strength(tables, hole);
        if hi_lo {
            low[i] = board.hole_low(tables, hole);
        }
    }
    let n = holes.len();
    tally.showdown(&high[..n], &low[..n], 1);
}

/// The answer to an equity question.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct OmahaResult {
    pub method: Method,
    /// Omaha hi-lo (eight or better) rather than high only.
    pub hi_lo: bool,
    pub hole_cards: usize,
    /// (deal, board) pairs counted, or Monte Carlo trials.
    pub boards: u64,
    pub seed: Option<u64>,
    pub players: Vec<OmahaPlayer>,
}

/// One player's share. Fractions are in 0..=1.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct OmahaPlayer {
    /// The hand or range as given.
    pub range: String,
    /// Holes left in the range once known cards are removed (`None` for `random`).
    pub combos: Option<usize>,
    /// Share of the pot won, on average.
    pub equity: f64,
    /// Standard error of `equity` (Monte Carlo only).
    pub std_err: Option<f64>,
    /// Boards with the best high hand alone.
    pub win: f64,
    /// Boards tied for the best high hand.
    pub tie: f64,
    /// Share of the pot won by the high hand.
    pub high: f64,
    /// Share of the pot won by the low hand (hi-lo only).
    pub low: Option<f64>,
    /// Boards where the player took the whole pot alone (hi-lo only).
    pub scoop: Option<f64>,
}
