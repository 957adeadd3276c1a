//! Monte Carlo equity: random deals and boards from a seeded [`crate::sample::Generator`].
//!
//! Trials run in fixed-size chunks; chunk `i` draws from its own generator seeded from
//! `(seed, i)`, and chunks are summed with integer counters, so a run gives the same
//! result whatever the number of threads. A deal of ranges is uniform over the valid
//! deals (unlike drawing each player's combo from what the others left): heads-up and for
//! wide ranges by picking every player's combo uniformly and starting over on any shared
//! card; for overlapping multiway ranges from a table of deal counts (see `sampler`), so
//! the time per deal does not blow up with the overlap.

use std::ops::Range;
use std::time::{Duration, Instant};

use rand::{RngCore, SeedableRng};
use rayon::prelude::*;

use crate::card::Card;
use crate::sample::Generator;

use super::showdown::{Showdown, with_showdown};
use super::tally::Tally;
use super::{EquityError, Setup};
use sampler::DealTable;

mod deals;
mod later_draws;
mod sampler;

/// Trials per chunk: each chunk has its own generator.
pub(crate) const CHUNK: u64 = 1 << 14;
/// The longest time limit accepted, in seconds (a `Duration` must hold it).
pub(crate) const MAX_SECONDS: f64 = 1e9;
/// The most chunks between two checks of the stopping rules.
const MAX_ROUND: u64 = 64;

/// When to stop a Monte Carlo run, and its seed. The run stops at whichever limit comes
/// first; with no limit at all it runs [`MonteCarlo::DEFAULT_TRIALS`] trials.
///
/// ```
/// use handrank::equity::{Equity, MonteCarlo};
/// let options = MonteCarlo::new().seed(1).std_err(0.002).time(10.0);
/// let result = Equity::parse(&["AhKh", "QQ"])?.monte_carlo(&options)?;
/// assert!(result.players.iter().all(|p| p.std_err.is_some_and(|e| e < 0.002)));
/// # Ok::<(), handrank::equity::EquityError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct MonteCarlo {
    /// Seed of the random number generators: the same seed gives the same result.
    pub seed: u64,
    /// Stop after this many trials (boards).
    pub trials: Option<u64>,
    /// Stop once every player's equity has a standard error below this (a fraction).
    pub std_err: Option<f64>,
    /// Stop after about this many seconds.
    pub time: Option<f64>,
}

impl MonteCarlo {
    /// Trials run when no limit is given.
    pub const DEFAULT_TRIALS: u64 = 10_000_000;

    /// Seed 0, no limit yet.
    pub fn new() -> MonteCarlo {
        MonteCarlo::default()
    }

    /// Sets the seed.
    #[must_use]
    pub fn seed(self, seed: u64) -> MonteCarlo {
        MonteCarlo { seed, ..self }
    }

    /// Stops after `trials` trials.
    #[must_use]
    pub fn trials(self, trials: u64) -> MonteCarlo {
        MonteCarlo {
            trials: Some(trials),
            ..self
        }
    }

    /// Stops when every standard error is below `std_err`.
    #[must_use]
    pub fn std_err(self, std_err: f64) -> MonteCarlo {
        MonteCarlo {
            std_err: Some(std_err),
            ..self
        }
    }

    /// Stops after `seconds`.
    #[must_use]
    pub fn time(self, seconds: f64) -> MonteCarlo {
        MonteCarlo {
            time: Some(seconds),
            ..self
        }
    }

    /// Checks the options: at least one trial, a positive finite standard error and time
    /// limit. Every run checks them; a front end may check them first, before estimates.
    pub fn check(&self) -> Result<(), EquityError> {
        if self.trials == Some(0) {
            return Err(EquityError::ZeroTrials);
        }
        if let Some(e) = self.std_err
            && !(e.is_finite() && e > 0.0)
        {
            return Err(EquityError::BadStdErr(e));
        }
        if let Some(t) = self.time
            && !(t.is_finite() && t > 0.0 && t < MAX_SECONDS)
        {
            return Err(EquityError::BadTime(t));
        }
        Ok(())
    }
}

/// Uniform random numbers below a bound, from 32-bit halves of the generator's output.
pub(super) struct Dealer {
    rng: Generator,
    spare: u64,
    has_spare: bool,
}

impl Dealer {
    fn new(seed: u64) -> Dealer {
        Dealer {
            rng: Generator::seed_from_u64(seed),
            spare: 0,
            has_spare: false,
        }
    }

    #[inline(always)]
    fn next_u32(&mut self) -> u32 {
        if self.has_spare {
            self.has_spare = false;
            (self.spare >> 32) as u32
        } else {
            self.spare = self.rng.next_u64();
            self.has_spare = true;
            self.spare as u32
        }
    }

    /// A uniform number in `[0, 1)` with 53 random bits.
    #[inline(always)]
    fn unit(&mut self) -> f64 {
        (self.rng.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// A uniform number in `0..n` (n > 0), without bias: Lemire's multiply-and-reject.
    #[inline(always)]
    fn below(&mut self, n: u32) -> usize {
        let mut product = u64::from(self.next_u32()) * u64::from(n);
        if (product as u32) < n {
            let threshold = n.wrapping_neg() % n;
            while (product as u32) < threshold {
                product = u64::from(self.next_u32()) * u64::from(n);
            }
        }
        (product >> 32) as usize
    }
}

/// The cards a board can be completed from, shuffled in place a few at a time.
pub(super) struct Deck {
    cards: Vec<Card>,
}

impl Deck {
    fn without(used: u64) -> Deck {
        Deck {
            cards: Card::all().filter(|c| c.bit() & used == 0).collect(),
        }
    }

    /// Adds `need` random cards to `board`. A partial Fisher-Yates shuffle picks
    /// uniformly among the cards not yet picked, whatever order earlier trials left the
    /// deck in.
    // `swap` has checked `i`: indexing again costs no branch.
    #[allow(clippy::indexing_slicing)]
    #[inline(always)]
    fn deal<R: Showdown>(
        &mut self,
        draws: &mut Dealer,
        need: usize,
        mut board: R::Partial,
    ) -> R::Partial {
        let len = self.cards.len();
        for i in 0..need.min(len) {
            let j = i + draws.below((len - i) as u32);
            self.cards.swap(i, j);
            board = R::add(board, self.cards[i]);
        }
        board
    }

    /// Like [`Deck::deal`], skipping the cards in `held`: the cards that are left still
    /// come in uniformly random order.
    // `swap` has checked `i`: indexing again costs no branch.
    #[allow(clippy::indexing_slicing)]
    #[inline(always)]
    fn deal_around<R: Showdown>(
        &mut self,
        draws: &mut Dealer,
        need: usize,
        held: u64,
        mut board: R::Partial,
    ) -> R::Partial {
        let len = self.cards.len();
        let mut i = 0;
        let mut dealt = 0;
        while dealt < need && i < len {
            let j = i + draws.below((len - i) as u32);
            self.cards.swap(i, j);
            let card = self.cards[i];
            i += 1;
            if card.bit() & held == 0 {
                board = R::add(board, card);
                dealt += 1;
            }
        }
        board
    }
}

impl Deck {
    /// Card `i` of a partial shuffle: a uniform pick among the cards from place `i` on,
    /// moved to place `i` (so picks `0, 1, …` deal distinct cards).
    // `swap` has checked `i`: indexing again costs no branch.
    #[allow(clippy::indexing_slicing)]
    #[inline(always)]
    fn pick(&mut self, draws: &mut Dealer, i: usize) -> Card {
        let j = i + draws.below((self.cards.len() - i) as u32);
        self.cards.swap(i, j);
        self.cards[i]
    }

    /// Moves the cards of `cards` to the deck's end, keeping the set of cards: returns the
    /// place they start at, from which [`Deck::pick`] deals them (a stub's discards
    /// shuffled back in).
    // `swap` has checked both places: indexing again costs no branch.
    #[allow(clippy::indexing_slicing)]
    fn gather(&mut self, cards: u64) -> usize {
        let mut back = self.cards.len();
        let mut i = 0;
        while i < back {
            if self.cards[i].bit() & cards != 0 {
                back -= 1;
                self.cards.swap(i, back);
            } else {
                i += 1;
            }
        }
        back
    }

    /// Moves the cards of `cards` to the deck's front, keeping the set of cards: returns
    /// how many there are, the place the rest start at.
    // `swap` has checked both places: indexing again costs no branch.
    #[allow(clippy::indexing_slicing)]
    fn front(&mut self, cards: u64) -> usize {
        let mut front = 0;
        for i in 0..self.cards.len() {
            if self.cards[i].bit() & cards != 0 {
                self.cards.swap(i, front);
                front += 1;
            }
        }
        front
    }

    /// `count` random cards not in `held`, as a mask (a partial shuffle, as
    /// [`Deck::deal_around`]).
    // `swap` has checked `i`: indexing again costs no branch.
    #[allow(clippy::indexing_slicing)]
    #[inline(always)]
    fn draw_around(&mut self, draws: &mut Dealer, count: usize, held: u64) -> u64 {
        let len = self.cards.len();
        let (mut i, mut cards, mut dealt) = (0, 0u64, 0);
        while dealt < count && i < len {
            let j = i + draws.below((len - i) as u32);
            self.cards.swap(i, j);
            let bit = self.cards[i].bit();
            i += 1;
            if bit & held == 0 {
                cards |= bit;
                dealt += 1;
            }
        }
        cards
    }
}

/// A chunk's trials from its seed: `chunk(seed, trials)`.
type Chunk<'a> = &'a (dyn Fn(u64, u64) -> Tally + Sync);

/// Runs the trials round by round, calling `progress(boards, worst standard error)`
/// after each round.
pub(crate) fn run(
    setup: &Setup,
    options: &MonteCarlo,
    progress: &(dyn Fn(u64, f64) + Sync),
) -> Tally {
    with_chunks(setup, &|chunk| rounds_of(setup, options, progress, chunk))
}

/// Chunks `chunks` of the run `seed` seeds, bounded by `trials` (all chunks full when
/// `u64::MAX`): the same chunks, seeds and trials as [`run`]'s rounds give them.
pub(crate) fn chunks(setup: &Setup, seed: u64, chunks: Range<u64>, trials: u64) -> Tally {
    with_chunks(setup, &|chunk| {
        let chunks: Vec<u64> = chunks.clone().collect();
        chunks
            .into_par_iter()
            .with_max_len(1)
            .map(|j| {
                let trials = chunk_trials(j, trials);
                if trials == 0 {
                    return Tally::default();
                }
                chunk(crate::sample::stream_seed(seed, j), trials)
            })
            .reduce(Tally::default, |a, b| a.merge(&b))
    })
}

/// The trials of chunk `j` in a run of `trials`: a whole chunk, what is left, or none.
fn chunk_trials(j: u64, trials: u64) -> u64 {
    CHUNK.min(trials.saturating_sub(j.saturating_mul(CHUNK)))
}

/// Calls `drive` with the question's chunk function in its game's rules.
fn with_chunks(setup: &Setup, drive: &dyn Fn(Chunk) -> Tally) -> Tally {
    with_showdown!(setup.game, rules => prepared(&rules, setup, drive))
}

/// [`with_chunks`] in one game's rules: what is prepared once (the deal table, known
/// hands' prepared forms) is prepared here, then `drive` runs the game's chunks.
fn prepared<R: Showdown>(rules: &R, setup: &Setup, drive: &dyn Fn(Chunk) -> Tally) -> Tally {
    if setup.draws > 1 {
        return drive(&|seed, trials| later_draws::run(rules, setup, seed, trials));
    }
    if !setup.game.has_board() {
        return drive(&|seed, trials| deals::own_cards(rules, setup, seed, trials));
    }
    // Multiway deals come from counted deals when the table fits (overlapping ranges),
    // else by draw-and-retry (wide ranges, where retries are rare).
    let dealt_any = setup.players.iter().any(|p| p.any.is_some());
    let table = if setup.players.len() > 2 && !dealt_any {
        DealTable::build(setup)
    } else {
        None
    };
    let known = deals::prepare(rules, setup);
    drive(&|seed, trials| deals::chunk(rules, setup, table.as_ref(), &known, seed, trials))
}

/// Rounds of chunks (`chunk(seed, trials)`) until a limit is met.
fn rounds_of(
    setup: &Setup,
    options: &MonteCarlo,
    progress: &(dyn Fn(u64, f64) + Sync),
    chunk: Chunk,
) -> Tally {
    let unlimited = options.std_err.is_none() && options.time.is_none();
    let target = options.trials.unwrap_or(if unlimited {
        MonteCarlo::DEFAULT_TRIALS
    } else {
        u64::MAX
    });
    let deadline = options
        .time
        .map(|t| Instant::now() + Duration::from_secs_f64(t));
    let hi_lo = setup.game.has_low();
    let mut total = Tally::default();
    let mut next_chunk = 0u64;
    let mut round = 4u64;
    while total.boards < target {
        let remaining = target - total.boards;
        let chunks = round.min(remaining.div_ceil(CHUNK));
        let first = next_chunk;
        let tally = (0..chunks as usize)
            .into_par_iter()
            .with_max_len(1)
            .map(|j| {
                let j = first + j as u64;
                let seed = crate::sample::stream_seed(options.seed, j);
                chunk(seed, chunk_trials(j, target))
            })
            .reduce(Tally::default, |a, b| a.merge(&b));
        total = total.merge(&tally);
        next_chunk += chunks;
        round = (round * 2).min(MAX_ROUND);
        let worst = total.worst_error(setup.players.len(), hi_lo);
        progress(total.boards, worst);
        if deadline.is_some_and(|d| Instant::now() >= d) {
            break;
        }
        if let Some(limit) = options.std_err {
            if worst < limit {
                break;
            }
            // The error falls as 1/sqrt(trials): aim the next round at the target rather
            // than overshooting it (this depends only on the counts, so it is
            // reproducible).
            let wanted = total.boards as f64 * (worst / limit).powi(2) * 1.02;
            let more = ((wanted - total.boards as f64) / CHUNK as f64).ceil();
            if more.is_finite() {
                round = round.min(more.max(1.0) as u64);
            }
        }
    }
    total
}

#[cfg(test)]
mod tests;
