//! Counting outcomes: wins and k-way ties per player, summed over deals and boards, and
//! turned into an [`EquityResult`].

use super::{EquityResult, MAX_PLAYERS, Method, PlayerEquity, Setup};

/// Ties are counted in shares of this unit so that a k-way split (k ≤ 10) is exact.
const SHARE_UNIT: u64 = 2520;

/// Win, tie and equity counts summed over deals and boards.
#[derive(Clone, Debug)]
pub(crate) struct Tally {
    pub boards: u64,
    pub wins: [u64; MAX_PLAYERS],
    /// `ties[player][k]`: boards where the player split the pot k ways.
    pub ties: [[u64; MAX_PLAYERS + 1]; MAX_PLAYERS],
}

impl Default for Tally {
    fn default() -> Tally {
        Tally {
            boards: 0,
            wins: [0; MAX_PLAYERS],
            ties: [[0; MAX_PLAYERS + 1]; MAX_PLAYERS],
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
        if let [a, b] = *strengths {
            let mut outcomes = HeadsUp::default();
            outcomes.showdown(a, b, weight);
            self.add_heads_up(outcomes);
            return;
        }
        debug_assert!(strengths.len() <= MAX_PLAYERS);
        let best = strengths.iter().copied().max().unwrap_or(0);
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

    pub fn merge(mut self, other: &Tally) -> Tally {
        self.boards += other.boards;
        for (wins, more) in self.wins.iter_mut().zip(other.wins) {
            *wins += more;
        }
        for (ties, more) in self.ties.iter_mut().zip(&other.ties) {
            for (ties, more) in ties.iter_mut().zip(more) {
                *ties += more;
            }
        }
        self
    }

    /// A player's equity and its standard error, the mean and the standard error of the
    /// mean of the per-board share x (1 for a win, 1/k for a k-way tie, 0 for a loss).
    // Callers pass a player's index, below MAX_PLAYERS.
    #[allow(clippy::indexing_slicing)]
    pub fn equity_and_error(&self, player: usize) -> (f64, f64) {
        let (wins, ties) = (self.wins[player], &self.ties[player]);
        // `(k, boards split k ways)` for k = 2..=MAX_PLAYERS.
        let splits = || ties.iter().enumerate().skip(2);
        let n = self.boards.max(1) as f64;
        // Shares in units of SHARE_UNIT, so k-way splits stay integers.
        let shares: u128 = u128::from(wins) * u128::from(SHARE_UNIT)
            + splits()
                .map(|(k, &t)| u128::from(t) * u128::from(SHARE_UNIT / k as u64))
                .sum::<u128>();
        let equity = shares as f64 / SHARE_UNIT as f64 / n;
        let squares: f64 = wins as f64
            + splits()
                .map(|(k, &t)| t as f64 / (k * k) as f64)
                .sum::<f64>();
        let variance = (squares / n - equity * equity).max(0.0) * n / (n - 1.0).max(1.0);
        (equity, (variance / n).sqrt())
    }

    pub(super) fn result(&self, setup: &Setup, method: Method, seed: Option<u64>) -> EquityResult {
        let n = self.boards.max(1) as f64;
        let players = setup
            .texts
            .iter()
            .zip(&setup.players)
            .zip(self.wins.iter().zip(&self.ties))
            .enumerate()
            .map(|(i, ((text, player), (&wins, ties)))| {
                let ties: u64 = ties.iter().sum();
                let (equity, std_err) = self.equity_and_error(i);
                let std_err = (method == Method::MonteCarlo).then_some(std_err);
                PlayerEquity {
                    range: text.clone(),
                    combos: player.combos.len(),
                    wins,
                    ties,
                    losses: self.boards - wins - ties,
                    win: wins as f64 / n,
                    tie: ties as f64 / n,
                    equity,
                    std_err,
                    weighted: None,
                }
            })
            .collect();
        EquityResult {
            method,
            boards: self.boards,
            seed,
            players,
            weighted: setup.is_weighted(),
        }
    }
}
