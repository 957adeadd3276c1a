//! The flop classes: flops that a change of suits turns into one another, when that change
//! maps both weighted ranges and the dead cards to themselves, have the same answer.
//!
//! The suit changes that keep the question (a subgroup of the 24 permutations of the four
//! suits) are found by trying each; a flop's class is its orbit under them, represented by
//! the orbit's smallest card mask, and weighted by the orbit's size.
//!
//! On one flop the same holds for its turns and rivers under the changes that fix the flop
//! ([`Fixing`]): a monotone flop is fixed by the six changes of the other three suits, a
//! two-tone or a paired flop by two, so its sweep walks one board of each orbit.

use std::collections::{BTreeMap, HashMap};

use super::super::Setup;

/// A permutation of the four suits: suit `s` goes to `self.0[s]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct SuitChange([usize; 4]);

impl SuitChange {
    /// All 24 suit changes.
    fn all() -> Vec<SuitChange> {
        let mut out = Vec::with_capacity(24);
        for a in 0..4 {
            for b in (0..4).filter(|&b| b != a) {
                for c in (0..4).filter(|&c| c != a && c != b) {
                    let d = 6 - a - b - c;
                    out.push(SuitChange([a, b, c, d]));
                }
            }
        }
        out
    }

    /// The card mask with each suit's 13-bit lane moved to its new suit.
    pub(super) fn apply(self, mask: u64) -> u64 {
        self.0.iter().enumerate().fold(0, |acc, (suit, &to)| {
            acc | (mask >> (16 * suit) & 0x1fff) << (16 * to)
        })
    }
}

/// The suit changes that map every player's weighted combos and the dead cards to
/// themselves (the identity always among them).
pub(super) fn keeping(setup: &Setup) -> Vec<SuitChange> {
    let ranges: Vec<HashMap<u64, u64>> = setup
        .players
        .iter()
        .map(|player| {
            (player.combos.iter().enumerate())
                .map(|(i, hole)| (hole.mask, player.weight(i).to_bits()))
                .collect()
        })
        .collect();
    let dead = setup.dead.bits();
    SuitChange::all()
        .into_iter()
        .filter(|change| change.apply(dead) == dead)
        .filter(|change| {
            ranges.iter().all(|range| {
                range
                    .iter()
                    .all(|(&mask, weight)| range.get(&change.apply(mask)) == Some(weight))
            })
        })
        .collect()
}

/// One class of flops: its representative (the smallest mask of the orbit) and how many
/// flops it stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct FlopClass {
    pub mask: u64,
    pub flops: u32,
}

/// Every flop of the cards not in `dead`, by class under `changes`, in mask order.
pub(super) fn classes(dead: u64, changes: &[SuitChange]) -> Vec<FlopClass> {
    let cards: Vec<u64> = (0..64)
        .filter(|bit| bit % 16 < 13 && dead >> bit & 1 == 0)
        .map(|bit| 1u64 << bit)
        .collect();
    let mut orbits: BTreeMap<u64, u32> = BTreeMap::new();
    for (i, &a) in cards.iter().enumerate() {
        for (j, &b) in cards.iter().enumerate().skip(i + 1) {
            for &c in cards.iter().skip(j + 1) {
                let flop = a | b | c;
                // The flop itself is in its orbit (the identity is among the changes).
                let least = (changes.iter())
                    .map(|change| change.apply(flop))
                    .fold(flop, u64::min);
                *orbits.entry(least).or_default() += 1;
            }
        }
    }
    orbits
        .into_iter()
        .map(|(mask, flops)| FlopClass { mask, flops })
        .collect()
}

/// The changes of a question that map one flop to itself: they map its turn-and-river
/// boards among themselves, and each board's answer, combo for combo, to its image's.
pub(super) struct Fixing {
    changes: Vec<SuitChange>,
}

impl Fixing {
    /// The changes among `changes` (those keeping the question) that fix `flop`.
    pub(super) fn new(flop: u64, changes: &[SuitChange]) -> Fixing {
        Fixing {
            changes: (changes.iter())
                .copied()
                .filter(|change| change.apply(flop) == flop)
                .collect(),
        }
    }

    /// The identity alone: every board walked.
    pub(super) fn identity() -> Fixing {
        Fixing {
            changes: vec![SuitChange([0, 1, 2, 3])],
        }
    }

    /// The fixing changes, the identity among them.
    pub(super) fn changes(&self) -> &[SuitChange] {
        &self.changes
    }

    /// The boards the board of these turn and river masks stands for: its orbit's size when
    /// it is the orbit's smallest mask, else 0 (another board of its orbit stands for it).
    pub(super) fn stands_for(&self, board: u64) -> u32 {
        let mut images = [0u64; 24];
        let mut n = 0;
        for change in &self.changes {
            let image = change.apply(board);
            if image < board {
                return 0;
            }
            if !images.iter().take(n).any(|&seen| seen == image) {
                if let Some(slot) = images.get_mut(n) {
                    *slot = image;
                }
                n += 1;
            }
        }
        n as u32
    }
}
