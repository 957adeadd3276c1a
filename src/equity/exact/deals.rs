//! The deal-by-deal path: every canonical deal of the ranges (one per orbit of the
//! question's suit symmetries, weighted by the orbit size), each with its own board walk.
//! Work is split across threads by deal, and by the first board ranks when there are few
//! deals.

use std::sync::atomic::{AtomicU64, Ordering};

use rayon::prelude::*;

use crate::equity::{MAX_PLAYERS, Setup, Shard, Tally};
use crate::eval::Hand;

use super::boards::Boards;
use super::symmetry::Symmetry;

/// With at most this many distinct deals, the boards are split across threads too.
const FEW_DEALS: usize = 64;

/// Exact counts of a checked question, deal by deal.
// A checked question has at least two players, so `players[0]` and `[1]` exist; the
// combo indices are below the lengths they are taken modulo.
#[allow(clippy::indexing_slicing)]
pub(super) fn run(
    setup: &Setup,
    symmetry: &Symmetry,
    shard: Shard,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Tally {
    let few = collect(setup, symmetry, FEW_DEALS + 1);
    let done = AtomicU64::new(0);
    if few.len() <= FEW_DEALS {
        // Few deals: split each deal's boards into tasks by its first board ranks.
        let mut tasks = Vec::new();
        for deal in &few {
            let boards = Boards::new(setup, deal.holes(), deal.masks());
            let mut nodes = vec![boards.root(setup, deal.weight)];
            let enough = super::tasks_wanted(shard);
            for _ in 0..2 {
                if nodes.len() * few.len() >= enough {
                    break;
                }
                nodes = nodes.iter().flat_map(|&n| boards.children(n)).collect();
            }
            tasks.extend(nodes.into_iter().map(|node| (deal, node)));
        }
        let tasks: Vec<_> = shard.take(tasks).collect();
        // Progress in boards (estimated per task): tasks split at different depths differ
        // in size by orders of magnitude.
        let total = tasks.iter().map(|(_, node)| node.work()).sum();
        return tasks
            .par_iter()
            .fold(Tally::default, |mut tally, &(deal, node)| {
                Boards::new(setup, deal.holes(), deal.masks()).walk(node, &mut tally);
                let work = node.work();
                progress(done.fetch_add(work, Ordering::Relaxed) + work, total);
                tally
            })
            .reduce(Tally::default, |a, b| a.merge(&b));
    }
    // Many deals: each task is one combo pair of the first two players (and every deal
    // of the other players that goes with it).
    debug_assert!(setup.players.len() >= 2);
    let (first, second) = (&setup.players[0].combos, &setup.players[1].combos);
    let pairs: Vec<usize> = shard.take(0..first.len() * second.len()).collect();
    let for_pair = |index: usize, visit: &mut dyn FnMut(&CountedDeal) -> bool| {
        let (a, b) = (&first[index / second.len()], &second[index % second.len()]);
        let used = setup.known() | a.mask;
        if b.mask & used == 0 {
            let mut deal = CountedDeal::default();
            deal.push(a.hand, a.mask);
            deal.push(b.hand, b.mask);
            each_deal(setup, symmetry, &mut deal, used | b.mask, visit);
        }
    };
    // Progress counts deals walked, as every deal walks the same boards: a combo pair
    // stands for anything from no canonical deal to thousands, so counting pairs made the
    // bar stall and jump. Counting the deals first is cheap next to walking their boards.
    let total: u64 = pairs
        .par_iter()
        .map(|&index| {
            let mut deals = 0u64;
            for_pair(index, &mut |_| {
                deals += 1;
                true
            });
            deals
        })
        .sum();
    pairs
        .par_iter()
        .fold(Tally::default, |mut tally, &index| {
            for_pair(index, &mut |deal| {
                let boards = Boards::new(setup, deal.holes(), deal.masks());
                boards.walk(boards.root(setup, deal.weight), &mut tally);
                let done = done.fetch_add(1, Ordering::Relaxed) + 1;
                if done.is_multiple_of(16) || done == total {
                    progress(done, total);
                }
                true
            });
            tally
        })
        .reduce(Tally::default, |a, b| a.merge(&b))
}

/// One combo per player, with the number of deals it stands for.
#[derive(Clone, Copy, Debug)]
pub(super) struct CountedDeal {
    holes: [Hand; MAX_PLAYERS],
    masks: [u64; MAX_PLAYERS],
    len: usize,
    weight: u64,
}

impl Default for CountedDeal {
    fn default() -> CountedDeal {
        CountedDeal {
            holes: [Hand::EMPTY; MAX_PLAYERS],
            masks: [0; MAX_PLAYERS],
            len: 0,
            weight: 1,
        }
    }
}

// `len` counts the players dealt so far, at most MAX_PLAYERS (a checked question has no
// more): a deal never drops a player.
#[allow(clippy::indexing_slicing)]
impl CountedDeal {
    fn push(&mut self, hand: Hand, mask: u64) {
        debug_assert!(
            self.len < MAX_PLAYERS,
            "a deal has at most {MAX_PLAYERS} players"
        );
        self.holes[self.len] = hand;
        self.masks[self.len] = mask;
        self.len += 1;
    }

    /// The players' hole cards dealt so far.
    fn holes(&self) -> &[Hand] {
        &self.holes[..self.len]
    }

    /// The players' card masks dealt so far.
    fn masks(&self) -> &[u64] {
        &self.masks[..self.len]
    }
}

/// Up to `limit` canonical deals (fewer means that is all of them).
pub(super) fn collect(setup: &Setup, symmetry: &Symmetry, limit: usize) -> Vec<CountedDeal> {
    let mut deals = Vec::new();
    each_deal(
        setup,
        symmetry,
        &mut CountedDeal::default(),
        setup.known(),
        &mut |d| {
            deals.push(*d);
            deals.len() < limit
        },
    );
    deals
}

/// Calls `visit` with every canonical completion of `deal` (players `deal.len..`), with
/// its orbit weight; stops early when `visit` returns false.
fn each_deal(
    setup: &Setup,
    symmetry: &Symmetry,
    deal: &mut CountedDeal,
    used: u64,
    visit: &mut dyn FnMut(&CountedDeal) -> bool,
) -> bool {
    let Some(player) = setup.players.get(deal.len) else {
        // Every player has a combo: the deal is complete.
        return match symmetry.orbit_size(deal.masks()) {
            Some(weight) => {
                deal.weight = weight;
                visit(deal)
            }
            None => true,
        };
    };
    for combo in &player.combos {
        if combo.mask & used == 0 {
            deal.push(combo.hand, combo.mask);
            let go_on = each_deal(setup, symmetry, deal, used | combo.mask, visit);
            deal.len -= 1;
            if !go_on {
                return false;
            }
        }
    }
    true
}
