//! Whether the ranges can be dealt at all: one combo per player, no card twice.
//!
//! Packing two-card combos one per player is not a plain bipartite matching (a combo
//! holds two cards), and a plain backtracking search repeats itself: ten players of
//! `AA,KK,QQ,JJ,TT,99,88` with five of those cards dead retried the same partial deals in
//! every order, for minutes. This search remembers which (player, cards still in play)
//! states failed, so each is explored once; it deals first to the players with the fewest
//! combos, and only the cards later players could still use are part of a state. A state
//! is a subset of the cards in the remaining ranges, and in practice those are few.

use std::collections::HashSet;

/// Whether some deal gives every player one combo of their range (as card masks) with no
/// card twice and none in `known`.
pub(crate) fn some_deal_exists(ranges: &[Vec<u64>], known: u64) -> bool {
    let mut ranges: Vec<Vec<u64>> = ranges
        .iter()
        .map(|range| {
            let mut combos: Vec<u64> = range.iter().copied().filter(|m| m & known == 0).collect();
            combos.sort_unstable();
            combos.dedup();
            combos
        })
        .collect();
    ranges.sort_by(|a, b| a.len().cmp(&b.len()).then_with(|| a.cmp(b)));
    // later[i]: the cards players i.. could use (none past the last player).
    let mut later: Vec<u64> = (ranges.iter().rev())
        .scan(0, |cards, range| {
            *cards |= range.iter().fold(0, |all, m| all | m);
            Some(*cards)
        })
        .collect();
    later.reverse();
    later.push(0);
    let mut search = Search {
        ranges: &ranges,
        later: &later,
        failed: HashSet::new(),
    };
    search.from(0, 0)
}

struct Search<'a> {
    ranges: &'a [Vec<u64>],
    later: &'a [u64],
    failed: HashSet<(usize, u64)>,
}

impl Search<'_> {
    /// Whether players `player..` can be dealt around the cards `used`.
    fn from(&mut self, player: usize, used: u64) -> bool {
        let Some(range) = self.ranges.get(player) else {
            return true;
        };
        // Only the cards a remaining player could hold tell states apart (`later` has an
        // entry for each player and one past the last).
        #[allow(clippy::indexing_slicing)]
        let state = (player, used & self.later[player]);
        if self.failed.contains(&state) {
            return false;
        }
        for &combo in range {
            if combo & used == 0 && self.from(player + 1, used | combo) {
                return true;
            }
        }
        self.failed.insert(state);
        false
    }
}

#[cfg(test)]
mod tests;
