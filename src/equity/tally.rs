//! Counting outcomes: wins and k-way ties per player, summed over deals and boards, and
//! turned into an [`EquityResult`]. A hi-lo game also counts how the low half went.

use super::{EquityResult, HiLoEquity, MAX_PLAYERS, Method, PlayerEquity, Setup};

/// Shares are counted in units of this pot so that a k-way split of the pot or of half of
/// it (k ≤ 10) is exact.
const POT: u64 = 5040;

/// Counts by number of players: `[k]` is boards split k ways (`[1]`: won alone).
type Splits = [u64; MAX_PLAYERS + 1];

/// Win, tie and equity counts summed over deals and boards.
#[derive(Clone, Debug)]
pub(crate) struct Tally {
    pub boards: u64,
    /// Boards the player's high hand won alone (in a high-only game, the pot).
    pub wins: [u64; MAX_PLAYERS],
    /// `ties[player][k]`: boards where the player's high hand split k ways.
    pub ties: [Splits; MAX_PLAYERS],
    /// A hi-lo game's counts of the low half (untouched in high-only games).
    pub hi_lo: HiLo,
}

/// What a hi-lo game adds to the counts; pot shares in units of [`POT`], exact for every
/// split.
#[derive(Clone, Debug, Default)]
pub(crate) struct HiLo {
    /// Pot units the player's high hand gave up to a qualifying low: half of each high
    /// share counted in `wins` and `ties`.
    pub halved: [u64; MAX_PLAYERS],
    /// Pot units the player's low took.
    pub low: [u64; MAX_PLAYERS],
    /// Boards where the player's low took the low half alone.
    pub low_wins: [u64; MAX_PLAYERS],
    /// Boards where the player's low split the low half.
    pub low_ties: [u64; MAX_PLAYERS],
    /// Boards where the player took the whole pot alone.
    pub scoops: [u64; MAX_PLAYERS],
    /// Sum over boards of the squared share of the pot, for the standard error.
    pub squares: [f64; MAX_PLAYERS],
}

/// `WHOLE[k]`: a k-way split of the pot, in units of [`POT`] (`[0]`: nothing won).
const WHOLE: [u64; MAX_PLAYERS + 1] = split(POT);
/// `HALF[k]`: a k-way split of half the pot.
const HALF: [u64; MAX_PLAYERS + 1] = split(POT / 2);

/// `pot` split k ways for each k (`[0]`: 0).
#[allow(clippy::indexing_slicing)] // k ≤ MAX_PLAYERS: compile-time
const fn split(pot: u64) -> [u64; MAX_PLAYERS + 1] {
    let mut shares = [0; MAX_PLAYERS + 1];
    let mut k = 1;
    while k <= MAX_PLAYERS {
        shares[k] = pot / k as u64;
        k += 1;
    }
    shares
}

impl Default for Tally {
    fn default() -> Tally {
        Tally {
            boards: 0,
            wins: [0; MAX_PLAYERS],
            ties: [[0; MAX_PLAYERS + 1]; MAX_PLAYERS],
            hi_lo: HiLo::default(),
        }
    }
}

/// The heads-up outcomes of boards: each is won by one player or split two ways. Hot loops
/// count in one of these (in registers) and add it to a [`Tally`] once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct HeadsUp {
    pub boards: u64,
    /// Boards the first player wins.
    pub wins: u64,
    /// Boards the second player wins.
    pub losses: u64,
    pub ties: u64,
}

impl HeadsUp {
    /// Scores `weight` boards on which the players' strengths are `a` and `b`.
    #[inline(always)]
    pub fn showdown<S: PartialOrd>(&mut self, a: S, b: S, weight: u64) {
        // Branch-free: who wins is what the caller cannot predict.
        self.boards += weight;
        self.wins += weight * u64::from(a > b);
        self.losses += weight * u64::from(b > a);
        self.ties += weight * u64::from(a == b);
    }

    /// These outcomes `weight` times.
    #[inline(always)]
    pub fn times(self, weight: u64) -> HeadsUp {
        HeadsUp {
            boards: weight * self.boards,
            wins: weight * self.wins,
            losses: weight * self.losses,
            ties: weight * self.ties,
        }
    }

    pub fn merge(self, other: HeadsUp) -> HeadsUp {
        HeadsUp {
            boards: self.boards + other.boards,
            wins: self.wins + other.wins,
            losses: self.losses + other.losses,
            ties: self.ties + other.ties,
        }
    }

    /// The same outcomes seen from the other seat.
    pub fn swapped(self) -> HeadsUp {
        HeadsUp {
            wins: self.losses,
            losses: self.wins,
            ..self
        }
    }
}

impl Tally {
    /// Adds heads-up outcomes (player 1 first).
    #[inline(always)]
    pub fn add_heads_up(&mut self, outcomes: HeadsUp) {
        self.boards += outcomes.boards;
        self.wins[0] += outcomes.wins;
        self.wins[1] += outcomes.losses;
        self.ties[0][2] += outcomes.ties;
        self.ties[1][2] += outcomes.ties;
    }

    /// Scores one showdown of `weight` boards; `strengths` has one entry per player.
    // `k` counts players, at most MAX_PLAYERS (the `min` shows the compiler), so
    // `ties[k]` is in range.
    #[allow(clippy::indexing_slicing)]
    #[inline(always)]
    pub fn showdown(&mut self, strengths: &[u16], weight: u64) {
        debug_assert!(strengths.len() <= MAX_PLAYERS);
        let best = best_of(strengths);
        let k = strengths
            .iter()
            .filter(|&&s| s == best)
            .count()
            .min(MAX_PLAYERS);
        self.boards += weight;
        let players = strengths.iter().zip(&mut self.wins).zip(&mut self.ties);
        for ((&s, wins), ties) in players {
            if s == best {
                if k == 1 {
                    *wins += weight;
                } else {
                    ties[k] += weight;
                }
            }
        }
    }

    /// Scores one hi-lo showdown of `weight` boards: `high` and `low` have one entry per
    /// player, a low of 0 does not qualify and a higher low is better. The best low takes
    /// half the pot and the best high the other half; with no low the high takes it all.
    // `k` and `m` count players, at most MAX_PLAYERS.
    #[allow(clippy::indexing_slicing)]
    #[inline(always)]
    pub fn showdown_hi_lo(&mut self, high: &[u16], low: &[u16], weight: u64) {
        debug_assert!(high.len() <= MAX_PLAYERS && low.len() == high.len());
        let best = best_of(high);
        let k = high.iter().filter(|&&s| s == best).count().min(MAX_PLAYERS);
        let best_low = best_of(low);
        let m = if best_low == 0 {
            0
        } else {
            low.iter()
                .filter(|&&l| l == best_low)
                .count()
                .min(MAX_PLAYERS)
        };
        // What a winning high and a winning low take, in units of POT.
        let high_share = if m == 0 { WHOLE[k] } else { HALF[k] };
        let (halved, low_share) = (WHOLE[k] - high_share, HALF[m]);
        self.boards += weight;
        let hi_lo = &mut self.hi_lo;
        for (i, (&h, &l)) in high.iter().zip(low).enumerate() {
            let wins_high = h == best;
            let wins_low = m != 0 && l == best_low;
            if wins_high {
                if k == 1 {
                    self.wins[i] += weight;
                } else {
                    self.ties[i][k] += weight;
                }
                hi_lo.halved[i] += weight * halved;
            }
            if wins_low {
                if m == 1 {
                    hi_lo.low_wins[i] += weight;
                } else {
                    hi_lo.low_ties[i] += weight;
                }
                hi_lo.low[i] += weight * low_share;
            }
            let share = u64::from(wins_high) * high_share + u64::from(wins_low) * low_share;
            hi_lo.scoops[i] += weight * u64::from(share == POT);
            let fraction = share as f64 / POT as f64;
            hi_lo.squares[i] += weight as f64 * fraction * fraction;
        }
    }

    pub fn merge(mut self, other: &Tally) -> Tally {
        fn add(a: &mut [u64], b: &[u64]) {
            for (a, b) in a.iter_mut().zip(b) {
                *a += b;
            }
        }
        self.boards += other.boards;
        add(&mut self.wins, &other.wins);
        for (a, b) in self.ties.iter_mut().zip(&other.ties) {
            add(a, b);
        }
        let (mine, theirs) = (&mut self.hi_lo, &other.hi_lo);
        add(&mut mine.halved, &theirs.halved);
        add(&mut mine.low, &theirs.low);
        add(&mut mine.low_wins, &theirs.low_wins);
        add(&mut mine.low_ties, &theirs.low_ties);
        add(&mut mine.scoops, &theirs.scoops);
        for (a, b) in mine.squares.iter_mut().zip(&theirs.squares) {
            *a += b;
        }
        self
    }

    /// The number of words [`Tally::write_words`] writes.
    pub const WORDS: usize = 1 + MAX_PLAYERS * (1 + (MAX_PLAYERS + 1) + 6);

    /// Every count in a fixed order (the squares by their bits), for
    /// [`super::Counts::to_words`].
    pub fn write_words(&self, words: &mut Vec<u64>) {
        words.push(self.boards);
        words.extend(self.wins);
        words.extend(self.ties.iter().flatten());
        let hi_lo = &self.hi_lo;
        for part in [
            &hi_lo.halved,
            &hi_lo.low,
            &hi_lo.low_wins,
            &hi_lo.low_ties,
            &hi_lo.scoops,
        ] {
            words.extend(part);
        }
        words.extend(hi_lo.squares.map(f64::to_bits));
    }

    /// The tally [`Tally::write_words`] wrote as these [`Tally::WORDS`] words.
    // Callers pass `Tally::WORDS` words, as many as are read.
    #[allow(clippy::indexing_slicing)]
    pub fn read_words(words: &[u64]) -> Tally {
        debug_assert_eq!(words.len(), Tally::WORDS);
        let mut at = 0;
        let mut next = || {
            at += 1;
            words[at - 1]
        };
        let mut tally = Tally {
            boards: next(),
            ..Tally::default()
        };
        tally.wins = std::array::from_fn(|_| next());
        tally.ties = std::array::from_fn(|_| std::array::from_fn(|_| next()));
        let hi_lo = &mut tally.hi_lo;
        for part in [
            &mut hi_lo.halved,
            &mut hi_lo.low,
            &mut hi_lo.low_wins,
            &mut hi_lo.low_ties,
            &mut hi_lo.scoops,
        ] {
            *part = std::array::from_fn(|_| next());
        }
        hi_lo.squares = std::array::from_fn(|_| f64::from_bits(next()));
        tally
    }

    /// [`Tally::merge`], or `None` when a count passes 2^64 (counts not of one run).
    pub fn checked_merge(&self, other: &Tally) -> Option<Tally> {
        let (mut a, mut b) = (Vec::new(), Vec::new());
        self.write_words(&mut a);
        other.write_words(&mut b);
        let squares = Tally::WORDS - MAX_PLAYERS;
        let mut sum = Vec::with_capacity(Tally::WORDS);
        for (i, (x, y)) in a.into_iter().zip(b).enumerate() {
            sum.push(if i < squares {
                x.checked_add(y)?
            } else {
                (f64::from_bits(x) + f64::from_bits(y)).to_bits()
            });
        }
        Some(Tally::read_words(&sum))
    }

    /// A player's share of the pot from the high hand and from the low, each as a sum over
    /// boards (a board's whole pot counts 1).
    // Callers pass a player's index, below MAX_PLAYERS.
    #[allow(clippy::indexing_slicing)]
    pub fn shares(&self, player: usize) -> (f64, f64) {
        // In units of POT, so every split is an integer.
        let units = |splits: &Splits, pot: u64| -> u128 {
            splits
                .iter()
                .enumerate()
                .skip(1)
                .map(|(k, &n)| u128::from(n) * u128::from(pot / k as u64))
                .sum()
        };
        let mut high = self.ties[player];
        high[1] = self.wins[player];
        // Every high share counted as a whole pot, less what a low took of it.
        let high = units(&high, POT) - u128::from(self.hi_lo.halved[player]);
        let low = u128::from(self.hi_lo.low[player]);
        (high as f64 / POT as f64, low as f64 / POT as f64)
    }

    /// A player's equity and its standard error, the mean and the standard error of the
    /// mean of the per-board share of the pot.
    // Callers pass a player's index, below MAX_PLAYERS.
    #[allow(clippy::indexing_slicing)]
    pub fn equity_and_error(&self, player: usize, hi_lo: bool) -> (f64, f64) {
        let n = self.boards.max(1) as f64;
        let (high, low) = self.shares(player);
        let equity = (high + low) / n;
        let squares = if hi_lo {
            self.hi_lo.squares[player]
        } else {
            let (wins, ties) = (self.wins[player], &self.ties[player]);
            wins as f64
                + ties
                    .iter()
                    .enumerate()
                    .skip(2)
                    .map(|(k, &t)| t as f64 / (k * k) as f64)
                    .sum::<f64>()
        };
        let variance = (squares / n - equity * equity).max(0.0) * n / (n - 1.0).max(1.0);
        (equity, (variance / n).sqrt())
    }

    /// The largest standard error of any player's equity.
    pub fn worst_error(&self, players: usize, hi_lo: bool) -> f64 {
        (0..players)
            .map(|i| self.equity_and_error(i, hi_lo).1)
            .fold(0.0, f64::max)
    }

    // Players are below MAX_PLAYERS.
    #[allow(clippy::indexing_slicing)]
    pub(super) fn result(&self, setup: &Setup, method: Method, seed: Option<u64>) -> EquityResult {
        let n = self.boards.max(1) as f64;
        let hi_lo = setup.game.has_low();
        let players = setup
            .texts
            .iter()
            .zip(&setup.players)
            .enumerate()
            .map(|(i, (text, player))| {
                let wins = self.wins[i];
                let ties: u64 = self.ties[i].iter().sum();
                let (equity, std_err) = self.equity_and_error(i, hi_lo);
                let std_err = (method == Method::MonteCarlo).then_some(std_err);
                let (high, low) = self.shares(i);
                let hi_lo = hi_lo.then(|| {
                    let (low_wins, low_ties) = (self.hi_lo.low_wins[i], self.hi_lo.low_ties[i]);
                    HiLoEquity {
                        high: high / n,
                        low: low / n,
                        scoop: self.hi_lo.scoops[i] as f64 / n,
                        low_wins,
                        low_ties,
                        low_losses: self.boards - low_wins - low_ties,
                        scoops: self.hi_lo.scoops[i],
                    }
                });
                PlayerEquity {
                    range: text.clone(),
                    combos: player.combo_count(),
                    wins,
                    ties,
                    losses: self.boards - wins - ties,
                    win: wins as f64 / n,
                    tie: ties as f64 / n,
                    equity,
                    std_err,
                    weighted: None,
                    hi_lo,
                }
            })
            .collect();
        EquityResult {
            game: setup.game,
            method,
            boards: self.boards,
            seed,
            players,
            weighted: setup.is_weighted(),
        }
    }
}

/// The best of the players' strengths (or lows); a showdown always has players.
#[inline(always)]
fn best_of(strengths: &[u16]) -> u16 {
    debug_assert!(!strengths.is_empty());
    strengths.iter().copied().fold(0, u16::max)
}
