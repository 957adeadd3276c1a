//! Uniform random deals of overlapping ranges without starting over.
//!
//! Drawing every player's combo and starting over on a shared card is uniform over the
//! valid deals, but when the ranges overlap almost every draw collides: ten players of
//! `AA,KK,QQ,JJ,TT` need hundreds of millions of draws per deal. Here the valid deals are
//! counted once, player by player: `count(player, cards in play)` is the number of ways
//! to deal players `player..` around those cards, remembered per state (only the cards a
//! remaining player could hold tell states apart). A deal is then drawn player by player,
//! each combo with probability proportional to the deals it leaves: exactly uniform over
//! the valid deals, with no retries. With weighted ranges a deal counts as the product of
//! its combos' weights, so deals come in proportion to their weight. The table has a size
//! budget; beyond it (wide ranges, where collisions are rare anyway) the caller keeps to
//! the draw-and-retry deal.

use rustc_hash::FxHashMap;

use super::Dealer;
use crate::equity::showdown::Showdown;
use crate::equity::{MAX_PLAYERS, Setup};
use crate::eval::Hand;

/// The most table entries (one per state and combo) built before giving up: 32 MB of
/// counts.
const BUDGET: usize = 4 << 20;

/// The deal counts of a question, ready to draw from.
pub(super) struct DealTable {
    /// Each player's combos: card mask, hand and weight (relative to the heaviest).
    ranges: Vec<Vec<(u64, Hand, f64)>>,
    /// `later[i]`: the cards players `i..` could hold.
    later: Vec<u64>,
    /// The cards out of play from the start (board and dead).
    start: u64,
    /// (player, cards in play among `later[player]`) -> running totals of the deals each
    /// of the player's combos leaves, in range order.
    counts: FxHashMap<(usize, u64), Box<[f64]>>,
    entries: usize,
}

impl DealTable {
    /// Counts the valid deals of `setup`; `None` if the table would pass its budget.
    pub(super) fn build(setup: &Setup) -> Option<DealTable> {
        let ranges: Vec<Vec<(u64, Hand, f64)>> = setup
            .players
            .iter()
            .map(|p| {
                let combos = p.combos.iter().enumerate();
                combos.map(|(i, c)| (c.mask, c.hand, p.weight(i))).collect()
            })
            .collect();
        // later[i]: the cards players i.. could use (none past the last player).
        let mut later: Vec<u64> = (ranges.iter().rev())
            .scan(0, |cards, range| {
                *cards |= range.iter().fold(0, |all, &(mask, _, _)| all | mask);
                Some(*cards)
            })
            .collect();
        later.reverse();
        later.push(0);
        let mut table = DealTable {
            ranges,
            later,
            start: setup.known(),
            counts: FxHashMap::default(),
            entries: 0,
        };
        let total = table.count(0, table.start)?;
        (total > 0.0).then_some(table)
    }

    /// The (weighted) number of deals of players `player..` around `used` (as a float: it can pass
    /// `u64`), or `None` past the budget.
    fn count(&mut self, player: usize, used: u64) -> Option<f64> {
        let Some(range) = self.ranges.get(player) else {
            return Some(1.0);
        };
        // `later` has an entry for each player and one past the last.
        #[allow(clippy::indexing_slicing)]
        let key = (player, used & self.later[player]);
        if let Some(totals) = self.counts.get(&key) {
            // The running totals end with the total; an empty range has no deals.
            return Some(totals.last().copied().unwrap_or(0.0));
        }
        self.entries += range.len();
        if self.entries > BUDGET {
            return None;
        }
        let combos: Vec<(u64, f64)> = range.iter().map(|&(mask, _, w)| (mask, w)).collect();
        let mut totals = Vec::with_capacity(combos.len());
        let mut total = 0.0;
        for (mask, weight) in combos {
            if mask & used == 0 {
                total += weight * self.count(player + 1, used | mask)?;
            }
            totals.push(total);
        }
        self.counts.insert(key, totals.into_boxed_slice());
        Some(total)
    }

    /// Deals every player a combo, uniformly (by weight) among the valid deals, into `holes`.
    /// Returns the cards dealt, or `None` if a state is missing (which the build rules
    /// out).
    pub(super) fn deal<R: Showdown>(
        &self,
        rules: &R,
        draws: &mut Dealer,
        holes: &mut [R::Hole; MAX_PLAYERS],
    ) -> Option<u64> {
        let mut used = self.start;
        for (player, (range, hole)) in self.ranges.iter().zip(holes.iter_mut()).enumerate() {
            let later = self.later.get(player).copied()?;
            let totals = self.counts.get(&(player, used & later))?;
            let total = totals.last().copied()?;
            let r = draws.unit() * total;
            // The first combo whose running total passes r: never one that leaves no deal.
            let i = totals.partition_point(|&t| t <= r).min(totals.len() - 1);
            let &(mask, hand, _) = range.get(i)?;
            *hole = rules.hole(mask, hand);
            used |= mask;
        }
        Some(used)
    }
}
