//! Exact heads-up equity against a wide range: the boards are walked once per combo of the
//! narrower side (the hero), and the wide side's combos are counted on each board instead
//! of being dealt one by one.
//!
//! - **Hero combos.** One per orbit of the question's suit symmetries, weighted by the
//!   orbit size, as deals are in [`super::deals`].
//! - **Boards.** Built rank by rank with the shared suit groups ([`super::symmetry`]), here the suits that a
//!   swap leaves the hero, the known cards and the wide range unchanged in. (Dead suits are
//!   not merged: two suits that no one can flush in still block different wide combos.)
//! - **Rank pairs.** A wide combo that cannot make a flush scores by its two ranks alone, so
//!   each of the 91 rank pairs is scored once per board with the count of its live combos
//!   (not sharing a card with the hero, the known cards or the board). The counts are kept
//!   as cards are dealt: a card takes out the combos that hold it, and adds back the ones
//!   with a card dealt before (they were out already). The rank pairs' strengths depend only
//!   on the board's ranks: they are looked up per multiset of dealt ranks, computed once.
//! - **Flushes.** On a board with three or more cards of a suit, the combos that can reach
//!   five cards in it are taken out of the counts and scored by their cards of the suit:
//!   with four or five on the board, one such card decides, whatever the other card.

use std::sync::atomic::{AtomicU64, Ordering};

use rayon::prelude::*;

use crate::equity::tally::HeadsUp;
use crate::equity::{Hole, PlayerRange, Setup, Shard, Tally};

use super::symmetry::{SuitGroups, Symmetry, fixes, permute};
use hero::Hero;
use rows::rank_rows;
use walk::{LiveNode, Walk};

mod hero;
mod rows;
mod walk;

/// A hero combo's board walk, when no suit swap leaves it unchanged, costs about this many
/// of the deal path's walks (which merge suits no one can flush in), preflop and after.
/// Measured preflop, the heads-up path is as quick from 12 canonical deals for AhAs, 8 for
/// AhKh, 20-25 for AhKd; on flops and turns it has fixed costs of its own (the rank rows).
const DEAL_WALKS_PER_HERO_WALK: [usize; 2] = [48, 16];

/// n! for the sizes of suit groups.
const FACTORIAL: [usize; 5] = [1, 1, 2, 6, 24];

/// The heads-up path's work in deal walks: each canonical hero combo's walk, divided by the
/// suit swaps that leave it, the known cards and the wide range unchanged (`None` when the
/// question is not heads-up).
// A suit group has one to four suits.
#[allow(clippy::indexing_slicing)]
pub(super) fn cost_in_deals(setup: &Setup, symmetry: &Symmetry) -> Option<usize> {
    let (heroes, wide, _) = sides(setup)?;
    let swaps = Swaps::of(setup, &wide.combos);
    let [preflop, later] = DEAL_WALKS_PER_HERO_WALK;
    let per_walk = if setup.need == 5 { preflop } else { later };
    let walks = heroes
        .combos
        .iter()
        .filter(|h| symmetry.orbit_size(&[h.mask]).is_some())
        .map(|h| {
            let groups = swaps.groups(h.mask);
            let swapped: usize = groups
                .iter()
                .map(|g| FACTORIAL[g.count_ones() as usize])
                .product();
            per_walk / swapped
        })
        .sum();
    Some(walks)
}

/// The hero and wide sides of a heads-up question (the side with fewer combos is the
/// hero), and whether the hero is player 1.
fn sides(setup: &Setup) -> Option<(&PlayerRange, &PlayerRange, bool)> {
    let [a, b] = setup.players.as_slice() else {
        return None;
    };
    Some(if a.combos.len() <= b.combos.len() {
        (a, b, true)
    } else {
        (b, a, false)
    })
}

/// Exact counts of a heads-up question by this path (`None` when it is not heads-up).
pub(super) fn run(
    setup: &Setup,
    symmetry: &Symmetry,
    shard: Shard,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Option<Tally> {
    let (heroes, wide, hero_first) = sides(setup)?;
    let wide = &wide.combos;
    let swaps = Swaps::of(setup, wide);
    let heroes: Vec<Box<Hero>> = heroes
        .combos
        .iter()
        .filter_map(|h| {
            let weight = symmetry.orbit_size(&[h.mask])?;
            Hero::new(setup, h, weight, wide, swaps.groups(h.mask))
        })
        .collect();
    let rows = rank_rows(setup.board, setup.need);
    let fixed = setup.board_set.bits();
    let enough = super::tasks_wanted(shard);
    let mut tasks = Vec::new();
    for hero in &heroes {
        let walk = Walk {
            hero,
            rows: &rows,
            fixed,
        };
        // Tasks by the first board ranks: enough of them for the threads and, with one to
        // three hero combos, none dealing four or five cards (each is a large share then).
        let mut nodes = vec![walk.root(setup)];
        for _ in 0..2 {
            let more = nodes.len() * heroes.len() < enough;
            let split = |n: &LiveNode| more || (heroes.len() < 4 && n.node.need >= 4);
            if !nodes.iter().any(split) {
                break;
            }
            nodes = nodes
                .iter()
                .flat_map(|n| if split(n) { walk.children(n) } else { vec![*n] })
                .collect();
        }
        tasks.extend(nodes.into_iter().map(|node| (walk.hero, node)));
    }
    let tasks: Vec<_> = shard.take(tasks).collect();
    // Progress in boards (estimated per task), as tasks differ in size.
    let total = tasks.iter().map(|(_, live)| live.node.work()).sum();
    let done = AtomicU64::new(0);
    let outcomes = tasks
        .par_iter()
        .fold(HeadsUp::default, |mut outcomes, (hero, node)| {
            let walk = Walk {
                hero,
                rows: &rows,
                fixed,
            };
            walk.walk(node, &mut outcomes);
            let work = node.node.work();
            progress(done.fetch_add(work, Ordering::Relaxed) + work, total);
            outcomes
        })
        .reduce(HeadsUp::default, HeadsUp::merge);
    let mut tally = Tally::default();
    tally.add_heads_up(if hero_first {
        outcomes
    } else {
        outcomes.swapped()
    });
    Some(tally)
}

/// The suit swaps (transpositions) that leave the known cards and the wide range unchanged:
/// `ok[s]` has bit `t` when swapping suits `s` and `t` does.
#[derive(Clone, Copy)]
struct Swaps {
    ok: [u8; 4],
}

impl Swaps {
    fn swap(s: usize, t: usize) -> [u8; 4] {
        let mut perm = [0, 1, 2, 3];
        perm.swap(s & 3, t & 3);
        perm
    }

    // Suits are below 4.
    #[allow(clippy::indexing_slicing)]
    fn of(setup: &Setup, wide: &[Hole]) -> Swaps {
        let known = setup.known();
        let mut masks: Vec<u64> = wide.iter().map(|c| c.mask).collect();
        masks.sort_unstable();
        let mut ok = [0u8; 4];
        for s in 0..4 {
            for t in s + 1..4 {
                let perm = Swaps::swap(s, t);
                if permute(known, perm) == known && fixes(&masks, perm) {
                    ok[s] |= 1 << t;
                    ok[t] |= 1 << s;
                }
            }
        }
        Swaps { ok }
    }

    /// Groups of suits that can be swapped without changing the hero's cards either.
    /// Swaps that are symmetries compose, so "some swap joins them" is an equivalence.
    // Suits are below 4.
    #[allow(clippy::indexing_slicing)]
    fn groups(self, hero: u64) -> SuitGroups {
        SuitGroups::by(|s, t| {
            s == t || (self.ok[s] >> t & 1 == 1 && permute(hero, Swaps::swap(s, t)) == hero)
        })
    }
}
