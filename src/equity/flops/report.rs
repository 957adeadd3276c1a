//! The report's rows and sums: one row per flop class, and any set of rows summed with
//! each row weighted by its class's size (the whole report, a texture group).

use super::sweep::FlopCounts;
use super::{BUCKETS, FLOPS_PER_BOARD, FlopGroup, FlopReport, Texture};
use crate::card::Card;
use crate::equity::Method;

/// One flop class's answer: exact, the counts those of its representative flop as
/// [`crate::equity::Question::exact`] gives them with that flop as the board; or by Monte
/// Carlo (Omaha ranges too wide to be exact), the counts its trials'.
#[derive(Clone, Debug, PartialEq)]
pub struct FlopRow {
    /// The representative flop, highest card first.
    pub flop: [Card; 3],
    /// The flops the class stands for (its representative's suit changes).
    pub flops: u32,
    pub texture: Texture,
    /// Pairs of combos (player 1's, player 2's) that share no card with each other or the
    /// flop.
    pub deals: u64,
    /// Deals times the turn and river pairs each is played on (Monte Carlo: the trials).
    pub boards: u64,
    /// Player 1's boards won, split and lost (Monte Carlo: of the trials).
    pub wins: u64,
    pub ties: u64,
    pub losses: u64,
    /// Each player's combos left on the flop.
    pub combos: [usize; 2],
    /// Boards weighted by the product of the two combos' range weights (`boards` when no
    /// weight is given).
    pub weighted_boards: f64,
    /// Each player's weighted boards won plus half those split.
    pub shares: [f64; 2],
    /// Each player's weighted boards by the equity bucket (10 % wide) of the combo that
    /// plays them: the share of a player's deals held by combos of each equity on this flop.
    /// Zeros when the report has no distributions ([`FlopReport::distributions`]).
    pub distribution: [[f64; BUCKETS]; 2],
    /// The standard error of player 1's equity: Monte Carlo only.
    pub std_err: Option<f64>,
}

impl FlopRow {
    pub(super) fn new(flop: [Card; 3], flops: u32, texture: Texture, c: FlopCounts) -> FlopRow {
        FlopRow {
            flop,
            flops,
            texture,
            deals: c.deals,
            boards: c.boards,
            wins: c.wins,
            ties: c.ties,
            losses: c.losses,
            combos: c.combos,
            weighted_boards: c.weighted_boards,
            shares: c.shares,
            distribution: c.distribution,
            std_err: c.std_err,
        }
    }

    /// Player 1's equity on the flop; `None` when no deal is left.
    pub fn equity(&self) -> Option<f64> {
        (self.weighted_boards > 0.0).then(|| self.shares[0] / self.weighted_boards)
    }

    /// Each player's equity distribution as fractions summing to 1 (zeros when no deal).
    pub fn distribution_fractions(&self) -> [[f64; BUCKETS]; 2] {
        self.distribution.map(fractions)
    }

    /// The flop as cards written together: "As7d2c".
    pub fn name(&self) -> String {
        self.flop.iter().map(ToString::to_string).collect()
    }
}

/// Rows summed, each times the flops its class stands for.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FlopSummary {
    /// The flops summed (22,100 for the whole report when no card is dead).
    pub flops: u64,
    /// Deal, flop and turn-and-river boards: each deal's five-card boards once per flop
    /// among their cards.
    pub boards: u64,
    pub wins: u64,
    pub ties: u64,
    pub losses: u64,
    pub weighted_boards: f64,
    pub shares: [f64; 2],
    pub distribution: [[f64; BUCKETS]; 2],
    /// The standard error of player 1's equity: Monte Carlo only.
    pub std_err: Option<f64>,
}

impl FlopSummary {
    fn add(&mut self, row: &FlopRow) {
        let k = u64::from(row.flops);
        let w = f64::from(row.flops);
        self.flops += k;
        self.boards += k * row.boards;
        self.wins += k * row.wins;
        self.ties += k * row.ties;
        self.losses += k * row.losses;
        self.weighted_boards += w * row.weighted_boards;
        for (sum, &share) in self.shares.iter_mut().zip(&row.shares) {
            *sum += w * share;
        }
        let sums = self.distribution.iter_mut().flatten();
        for (sum, &d) in sums.zip(row.distribution.iter().flatten()) {
            *sum += w * d;
        }
    }

    /// Player 1's equity over these flops, each as often as it is dealt; `None` when no
    /// deal is left.
    pub fn equity(&self) -> Option<f64> {
        (self.weighted_boards > 0.0).then(|| self.shares[0] / self.weighted_boards)
    }

    /// Each player's equity distribution as fractions summing to 1 (zeros when no deal).
    pub fn distribution_fractions(&self) -> [[f64; BUCKETS]; 2] {
        self.distribution.map(fractions)
    }
}

impl FlopReport {
    /// Every row summed.
    pub fn total(&self) -> FlopSummary {
        self.sum(|_| true)
    }

    /// The rows in a group summed.
    pub fn group(&self, group: FlopGroup) -> FlopSummary {
        self.sum(|row| group.holds(&row.texture))
    }

    /// Every texture group of the game's deck with its sum, in report order.
    pub fn groups(&self) -> Vec<(FlopGroup, FlopSummary)> {
        FlopGroup::all(self.game.deck())
            .into_iter()
            .map(|group| (group, self.group(group)))
            .collect()
    }

    fn sum(&self, keep: impl Fn(&FlopRow) -> bool) -> FlopSummary {
        let mut sum = FlopSummary::default();
        // Monte Carlo: the flops' estimates are independent, each weighted by its deals.
        let mut variance = 0.0;
        for row in self.rows.iter().filter(|row| keep(row)) {
            sum.add(row);
            let weight = f64::from(row.flops) * row.weighted_boards;
            // An exact row (no standard error) adds no variance.
            variance += (weight * row.std_err.unwrap_or(0.0)).powi(2);
        }
        if self.method == Method::MonteCarlo && sum.weighted_boards > 0.0 {
            sum.std_err = Some(variance.sqrt() / sum.weighted_boards);
        }
        sum
    }

    /// The preflop answer's boards, wins, ties and losses (player 1's): the sum over the
    /// flops counts each deal's five-card board once per flop among its cards, ten times.
    /// `None` for a Monte Carlo report, whose counts are trials.
    pub fn preflop(&self) -> Option<[u64; 4]> {
        if self.method == Method::MonteCarlo {
            return None;
        }
        let total = self.total();
        Some(
            [total.boards, total.wins, total.ties, total.losses].map(|n| {
                debug_assert_eq!(
                    n % FLOPS_PER_BOARD,
                    0,
                    "each board counted for its 10 flops"
                );
                n / FLOPS_PER_BOARD
            }),
        )
    }

    /// Up to `n` rows with a deal, player 1's best first.
    pub fn best(&self, n: usize) -> Vec<&FlopRow> {
        let mut rows = self.ranked();
        rows.truncate(n);
        rows
    }

    /// Up to `n` rows with a deal, player 1's worst first.
    pub fn worst(&self, n: usize) -> Vec<&FlopRow> {
        let mut rows = self.ranked();
        rows.reverse();
        rows.truncate(n);
        rows
    }

    /// The rows with a deal, player 1's equity highest first (ties in row order).
    fn ranked(&self) -> Vec<&FlopRow> {
        let mut rows: Vec<(&FlopRow, f64)> = (self.rows.iter())
            .filter_map(|row| row.equity().map(|e| (row, e)))
            .collect();
        rows.sort_by(|a, b| b.1.total_cmp(&a.1));
        rows.into_iter().map(|(row, _)| row).collect()
    }
}

/// Weights as fractions of their sum (zeros when it is 0).
fn fractions(weights: [f64; BUCKETS]) -> [f64; BUCKETS] {
    let total: f64 = weights.iter().sum();
    weights.map(|w| if total > 0.0 { w / total } else { 0.0 })
}
