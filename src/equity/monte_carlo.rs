//! Monte Carlo equity: random deals and boards from a seeded `SmallRng`.
//!
//! Trials run in fixed-size chunks; chunk `i` draws from its own generator seeded from
//! `(seed, i)`, and chunks are summed with integer counters, so a run gives the same
//! result whatever the number of threads. A deal of ranges is drawn by picking every
//! player's combo uniformly and starting over on any shared card: that is uniform over
//! the valid deals, unlike drawing each player's combo from what the others left.

use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{Rng, RngCore, SeedableRng};
use rayon::prelude::*;

use crate::card::{Card, Rank, Suit};
use crate::eval::Hand;

use super::{EquityError, MAX_PLAYERS, Setup, Tally};

/// Trials per chunk: each chunk has its own generator.
pub(crate) const CHUNK: u64 = 1 << 14;
/// The most chunks between two checks of the stopping rules.
const MAX_ROUND: u64 = 64;

/// When to stop a Monte Carlo run, and its seed. The run stops at whichever limit comes
/// first; with no limit at all it runs [`MonteCarlo::DEFAULT_TRIALS`] trials.
///
/// ```
/// use handrank::equity::{Equity, MonteCarlo};
/// let options = MonteCarlo::new().seed(1).std_err(0.002).time(10.0);
/// let result = Equity::parse(&["AhKh", "QQ"])?.monte_carlo(&options)?;
/// assert!(result.players.iter().all(|p| p.std_err.unwrap_or(1.0) < 0.002));
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

    pub(crate) fn check(&self) -> Result<(), EquityError> {
        if self.trials == Some(0) {
            return Err(EquityError::ZeroTrials);
        }
        if let Some(e) = self.std_err
            && !(e.is_finite() && e > 0.0)
        {
            return Err(EquityError::BadStdErr(e));
        }
        if let Some(t) = self.time
            && !(t.is_finite() && t > 0.0 && t < 1e9)
        {
            return Err(EquityError::BadTime(t));
        }
        Ok(())
    }
}

/// Card and bit for each 6-bit draw; draws 52..64 have every bit set, so they are
/// always rejected as "already used".
static DRAW: [(Card, u64); 64] = {
    let mut table = [(Card::new(Rank::Two, Suit::Clubs), u64::MAX); 64];
    let mut i = 0;
    while i < 52 {
        let card = Card::new(Rank::ALL[i / 4], Suit::ALL[i % 4]);
        table[i] = (card, card.bit());
        i += 1;
    }
    table
};

/// Random cards from a 64-bit word, six bits at a time.
struct Draws {
    rng: SmallRng,
    bits: u64,
    left: u32,
}

impl Draws {
    #[inline(always)]
    fn card(&mut self, used: &mut u64) -> Card {
        loop {
            if self.left == 0 {
                self.bits = self.rng.next_u64();
                self.left = 10;
            }
            let (card, bit) = DRAW[(self.bits & 63) as usize];
            self.bits >>= 6;
            self.left -= 1;
            if *used & bit == 0 {
                *used |= bit;
                return card;
            }
        }
    }
}

pub(crate) fn run(setup: &Setup, options: &MonteCarlo, progress: &(dyn Fn(u64) + Sync)) -> Tally {
    let unlimited = options.std_err.is_none() && options.time.is_none();
    let target = options.trials.unwrap_or(if unlimited {
        MonteCarlo::DEFAULT_TRIALS
    } else {
        u64::MAX
    });
    let deadline = options
        .time
        .map(|t| Instant::now() + Duration::from_secs_f64(t));
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
                let j = j as u64;
                let trials = CHUNK.min(remaining - j * CHUNK);
                chunk(setup, options.seed, first + j, trials)
            })
            .reduce(Tally::default, |a, b| a.merge(&b));
        total = total.merge(&tally);
        next_chunk += chunks;
        round = (round * 2).min(MAX_ROUND);
        progress(total.boards);
        if deadline.is_some_and(|d| Instant::now() >= d) {
            break;
        }
        if let Some(limit) = options.std_err {
            let n = setup.players.len();
            if (0..n).all(|i| total.equity_and_error(i).1 < limit) {
                break;
            }
        }
    }
    total
}

/// Runs `trials` trials with the generator of chunk `index`.
fn chunk(setup: &Setup, seed: u64, index: u64, trials: u64) -> Tally {
    let mut draws = Draws {
        rng: SmallRng::seed_from_u64(seed ^ (index + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)),
        bits: 0,
        left: 0,
    };
    let mut tally = Tally::default();
    let n = setup.players.len();
    let known = setup.known();
    let need = setup.need;
    let fixed = setup.players.iter().all(|p| p.combos.len() == 1);
    if fixed && n == 2 {
        // Heads-up with known hands: the common case, kept tight.
        let (a, b) = (setup.players[0].combos[0], setup.players[1].combos[0]);
        let used = known | a.mask | b.mask;
        for _ in 0..trials {
            let mut used = used;
            let mut board = setup.board;
            for _ in 0..need {
                board = board.add(draws.card(&mut used));
            }
            let strengths = [
                a.hand.combine(board).strength().get(),
                b.hand.combine(board).strength().get(),
            ];
            tally.showdown(&strengths, 1);
        }
        return tally;
    }
    let mut holes = [Hand::EMPTY; MAX_PLAYERS];
    for _ in 0..trials {
        // A deal: every player's combo uniformly at random, again on any collision.
        let mut used;
        'deal: loop {
            used = known;
            for (i, player) in setup.players.iter().enumerate() {
                let combos = &player.combos;
                let combo = if combos.len() == 1 {
                    combos[0]
                } else {
                    combos[draws.rng.random_range(0..combos.len())]
                };
                if combo.mask & used != 0 {
                    continue 'deal;
                }
                used |= combo.mask;
                holes[i] = combo.hand;
            }
            break;
        }
        let mut board = setup.board;
        for _ in 0..need {
            board = board.add(draws.card(&mut used));
        }
        let mut strengths = [0u16; MAX_PLAYERS];
        for (s, hole) in strengths.iter_mut().zip(&holes[..n]) {
            *s = hole.combine(board).strength().get();
        }
        tally.showdown(&strengths[..n], 1);
    }
    tally
}
