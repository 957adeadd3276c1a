//! Weighted ranges in exact enumeration: a deal counts at the product of its combos'
//! weights.
//!
//! Each player's range splits into parts of equal weight. Every choice of one part per
//! player is an unweighted question that the exact engine answers with all its savings;
//! the answers add up, each times the product of its parts' weights. Ranges carry few
//! distinct weights, so the questions are few.

use super::tally::Tally;
use super::{
    CountsError, Equity, EquityError, EquityResult, Hands, MAX_PLAYERS, Question, Shard,
    WeightedCounts, exact,
};

/// The most unweighted questions one weighted question may split into.
pub(super) const MAX_QUESTIONS: usize = 1024;

/// One unweighted question and the weight of each of its deals.
pub(super) struct WeightedQuestion {
    pub weight: f64,
    pub question: Equity,
}

/// The unweighted questions `equity` splits into: one per choice of a weight per player.
/// Questions whose parts cannot be dealt (a part wholly on the board, or parts that always
/// share a card) are left out: they hold no deal.
pub(super) fn split(equity: &Equity) -> Result<Vec<WeightedQuestion>, EquityError> {
    let by_player: Vec<Vec<(f64, Hands)>> =
        equity.players.iter().map(Hands::split_by_weight).collect();
    let questions: usize = by_player.iter().map(Vec::len).product();
    if questions > MAX_QUESTIONS {
        return Err(EquityError::TooManyWeights { questions });
    }
    let mut parts = vec![WeightedQuestion {
        weight: 1.0,
        question: Equity {
            players: Vec::new(),
            ..equity.clone()
        },
    }];
    for player in &by_player {
        parts = parts
            .iter()
            .flat_map(|part| {
                player.iter().map(|(weight, range)| {
                    let mut question = part.question.clone();
                    question.players.push(range.clone());
                    WeightedQuestion {
                        weight: part.weight * weight,
                        question,
                    }
                })
            })
            .collect();
    }
    parts.retain(|part| {
        !matches!(
            part.question.check(),
            Err(EquityError::Conflict { .. }
                | EquityError::EmptyRange { .. }
                | EquityError::NoDeal)
        )
    });
    Ok(parts)
}

/// The exact counts of `shard` of each unweighted question a weighted question splits into,
/// in [`split`]'s order.
pub(super) fn tallies(
    question: &Question,
    shard: Shard,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Result<Vec<Tally>, EquityError> {
    let parts = split(&question.asked)?;
    const STEP: u64 = 1 << 20;
    let total = parts.len() as u64 * STEP;
    let mut tallies = Vec::with_capacity(parts.len());
    for (k, part) in parts.iter().enumerate() {
        let setup = part.question.check()?.setup;
        let done = k as u64 * STEP;
        tallies.push(exact::run(&setup, shard, &|d, t| {
            progress(done + d * STEP / t.max(1), total);
        })?);
    }
    Ok(tallies)
}

/// Exact equity of a weighted question from the counts of its unweighted questions
/// ([`tallies`]): the plain counts added up, and the fractions from the weighted sums.
pub(super) fn result(question: &Question, tallies: &[Tally]) -> Result<EquityResult, CountsError> {
    let whole = &question.setup;
    // The question split before; splitting again gives the same parts.
    let parts = split(&question.asked).map_err(|_| CountsError::Foreign("question"))?;
    if parts.len() != tallies.len() {
        return Err(CountsError::Foreign("question"));
    }
    let mut plain = Tally::default();
    let mut weighted = Sums::default();
    for (part, tally) in parts.iter().zip(tallies) {
        weighted.add(tally, part.weight);
        plain = plain.merge(tally);
    }
    let mut result = plain.result(whole, super::Method::Exact, None);
    result.weighted = true;
    for (i, player) in result.players.iter_mut().enumerate() {
        let (counts, shares) = weighted.player(i);
        let boards = counts.boards.max(f64::MIN_POSITIVE);
        player.win = counts.wins / boards;
        player.tie = counts.ties / boards;
        player.equity = shares / boards;
        player.weighted = Some(counts);
    }
    Ok(result)
}

/// Weighted sums of a [`Tally`]'s counts.
#[derive(Default)]
struct Sums {
    boards: f64,
    wins: [f64; MAX_PLAYERS],
    ties: [f64; MAX_PLAYERS],
    /// Wins plus 1/k of each k-way tie.
    shares: [f64; MAX_PLAYERS],
}

impl Sums {
    fn add(&mut self, tally: &Tally, weight: f64) {
        self.boards += weight * tally.boards as f64;
        let players = tally.wins.iter().zip(&tally.ties);
        let sums = self
            .wins
            .iter_mut()
            .zip(&mut self.ties)
            .zip(&mut self.shares);
        for ((&wins, ties), ((w, t), s)) in players.zip(sums) {
            let split = |k: usize, n: u64| n as f64 / k.max(1) as f64;
            *w += weight * wins as f64;
            *t += weight * ties.iter().sum::<u64>() as f64;
            let splits: f64 = ties.iter().enumerate().map(|(k, &n)| split(k, n)).sum();
            *s += weight * (wins as f64 + splits);
        }
    }

    // `player` is below the number of players, at most MAX_PLAYERS.
    #[allow(clippy::indexing_slicing)]
    /// A player's weighted counts and shares of the pot.
    fn player(&self, player: usize) -> (WeightedCounts, f64) {
        let (wins, ties) = (self.wins[player], self.ties[player]);
        let counts = WeightedCounts {
            boards: self.boards,
            wins,
            ties,
            losses: (self.boards - wins - ties).max(0.0),
        };
        (counts, self.shares[player])
    }
}
