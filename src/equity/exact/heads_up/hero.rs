//! One hero combo and the wide range's combos that can go with it, counted by rank pair.

use crate::equity::{Hole, Setup};
use crate::eval::Hand;

use super::super::symmetry::SuitGroups;
use super::rows::{PAIRS, bits, pair};

/// Live wide combos by rank pair. A rank pair has at most 16 combos, so a byte holds it;
/// updates wrap (a count may dip below zero between taking out and adding back).
pub(super) type PairCombos = [u8; PAIRS];

/// Every card's bit in the card-mask layout (13 ranks in each 16-bit suit lane).
const ALL_CARDS: u64 = 0x1fff_1fff_1fff_1fff;

/// One hero combo and the wide range's combos that can go with it.
pub(super) struct Hero {
    pub hand: Hand,
    pub weight: u64,
    /// Cards that are neither the hero's nor known: the wide combos are made of these.
    pub free: u64,
    /// For each card (by bit position), the other cards it makes a wide combo with.
    partners: [u64; 64],
    /// For each card, the wide combos that hold it, by rank pair.
    holders: [PairCombos; 64],
    /// For each card, the wide combos that hold it and another card of its suit.
    suited_holders: [PairCombos; 64],
    /// All the wide combos, by rank pair.
    pub counts: PairCombos,
    /// The wide combos with both cards in each suit.
    pub suited: [PairCombos; 4],
    /// Suits free at each rank: where board cards come from.
    pub free_suits: [u8; 13],
    /// The suits the walk may treat alike: swaps that leave the hero, the known cards
    /// and the wide range unchanged.
    pub groups: SuitGroups,
}

impl Hero {
    /// `None` when no wide combo goes with this one (it adds nothing).
    // Card positions are below 64 (`& 63` shows it), suits below 4 and rank pairs
    // below 91.
    #[allow(clippy::indexing_slicing)]
    pub(super) fn new(
        setup: &Setup,
        hero: &Hole,
        weight: u64,
        wide: &[Hole],
        groups: SuitGroups,
    ) -> Option<Box<Hero>> {
        let free = ALL_CARDS & !(setup.known() | hero.mask);
        let mut out = Box::new(Hero {
            hand: hero.hand,
            weight,
            free,
            partners: [0; 64],
            holders: [[0; PAIRS]; 64],
            suited_holders: [[0; PAIRS]; 64],
            counts: [0; PAIRS],
            suited: [[0; PAIRS]; 4],
            free_suits: [0; 13],
            groups,
        });
        for combo in wide.iter().filter(|c| c.mask & !free == 0) {
            debug_assert_eq!(combo.mask.count_ones(), 2);
            let low = combo.mask.trailing_zeros() as usize & 63;
            let high = (63 - combo.mask.leading_zeros() as usize) & 63;
            let p = pair(low % 16, high % 16);
            for (a, b) in [(low, high), (high, low)] {
                out.partners[a] |= 1 << b;
                out.holders[a][p] += 1;
            }
            out.counts[p] += 1;
            if low / 16 == high / 16 {
                for c in [low, high] {
                    out.suited_holders[c][p] += 1;
                }
                out.suited[(low / 16) & 3][p] += 1;
            }
        }
        if out.counts.iter().all(|&n| n == 0) {
            return None;
        }
        for (rank, suits) in out.free_suits.iter_mut().enumerate() {
            for suit in 0..4 {
                if free >> (16 * suit + rank) & 1 == 1 {
                    *suits |= 1 << suit;
                }
            }
        }
        Some(out)
    }

    /// For each card, the wide combos that hold it, by rank pair.
    // `& 63` keeps the card position in range.
    #[allow(clippy::indexing_slicing)]
    #[inline(always)]
    pub(super) fn holders(&self, pos: usize) -> &PairCombos {
        &self.holders[pos & 63]
    }

    /// The other cards the card at `pos` makes a wide combo with.
    // `& 63` keeps the card position in range.
    #[allow(clippy::indexing_slicing)]
    #[inline(always)]
    pub(super) fn partners(&self, pos: usize) -> u64 {
        self.partners[pos & 63]
    }

    /// Takes the combos holding the card at `pos` out of `counts`, except those that also
    /// hold a card of `gone` (they are out already).
    #[inline(always)]
    pub(super) fn remove(&self, counts: &mut PairCombos, pos: usize, gone: u64) {
        take_out(counts, self.holders(pos), pos, self.partners(pos) & gone);
    }

    /// [`Hero::remove`] for the combos with both cards in the suit of `pos`.
    // `& 63` keeps the card position in range.
    #[allow(clippy::indexing_slicing)]
    #[inline(always)]
    pub(super) fn remove_suited(&self, suited: &mut PairCombos, pos: usize, gone: u64) {
        let pos = pos & 63;
        let lane = 0x1fff << (pos / 16 * 16);
        let back = self.partners(pos) & gone & lane;
        take_out(suited, &self.suited_holders[pos], pos, back);
    }
}

/// Adds `factor` (1 to 4) times `counts` less `holders` to `sum`. (Bytes have no vector
/// multiply: each factor gets its own loop of additions.)
#[inline(always)]
pub(super) fn add_times(
    sum: &mut PairCombos,
    counts: &PairCombos,
    holders: &PairCombos,
    factor: u8,
) {
    let live = counts.iter().zip(holders);
    let pairs = sum.iter_mut().zip(live);
    match factor {
        1 => pairs.for_each(|(s, (&n, &h))| *s = s.wrapping_add(n.wrapping_sub(h))),
        2 => pairs.for_each(|(s, (&n, &h))| {
            let d = n.wrapping_sub(h);
            *s = s.wrapping_add(d.wrapping_add(d));
        }),
        3 => pairs.for_each(|(s, (&n, &h))| {
            let d = n.wrapping_sub(h);
            *s = s.wrapping_add(d.wrapping_add(d).wrapping_add(d));
        }),
        _ => pairs.for_each(|(s, (&n, &h))| {
            let d = n.wrapping_sub(h);
            let d2 = d.wrapping_add(d);
            *s = s.wrapping_add(d2.wrapping_add(d2));
        }),
    }
}

/// `counts` less `holders` (the combos holding the card at `pos`), plus the combos of that
/// card with the cards of `back` (they were taken out before, with those cards).
// Both cards are cards (ranks below 13), so their rank pair is below 91.
#[allow(clippy::indexing_slicing)]
#[inline(always)]
fn take_out(counts: &mut PairCombos, holders: &PairCombos, pos: usize, back: u64) {
    for (n, &h) in counts.iter_mut().zip(holders) {
        *n = n.wrapping_sub(h);
    }
    for other in bits(back) {
        debug_assert!(pos % 16 < 13 && other % 16 < 13);
        let n = &mut counts[pair(pos % 16, other % 16)];
        *n = n.wrapping_add(1);
    }
}
