//! The PLO4 starting holes up to a change of suits: 16,432 classes of the 270,725 holes.
//!
//! As for boards ([`super::super::boards`]), a change of suits permutes a card mask's four
//! 13-bit suit lanes, so a class's representative is the member whose lanes read in
//! non-increasing order. Classes are numbered by representative, ascending.

use std::sync::LazyLock;

use crate::card::Card;

use super::super::boards::representative;

/// The number of PLO4 hole classes.
pub const CLASSES: usize = 16_432;
/// The PLO4 holes: C(52, 4).
pub(super) const HOLES: usize = 270_725;

/// The classes, built at first use (a few tens of milliseconds) and shared by every shard
/// a process computes.
pub(super) static HOLE_CLASSES: LazyLock<HoleClasses> = LazyLock::new(HoleClasses::new);

/// Every hole's class, and each class's representative and size.
pub(super) struct HoleClasses {
    /// By class: the representative's card mask.
    pub representatives: Vec<u64>,
    /// By class: its holes.
    pub combos: Vec<u32>,
    /// By hole (colex index of its card indices): its class.
    pub class_of: Vec<u16>,
}

impl HoleClasses {
    #[allow(clippy::indexing_slicing)] // card indices < 52; classes < CLASSES, asserted
    pub(super) fn new() -> HoleClasses {
        let mut class_reps = Vec::with_capacity(HOLES);
        for d in 3..52 {
            for c in 2..d {
                for b in 1..c {
                    for a in 0..b {
                        let mask = [a, b, c, d].iter().fold(0, |m, &i| m | Card::ALL[i].bit());
                        class_reps.push(representative(mask));
                    }
                }
            }
        }
        debug_assert_eq!(class_reps.len(), HOLES);
        let mut representatives = class_reps.clone();
        representatives.sort_unstable();
        representatives.dedup();
        assert_eq!(representatives.len(), CLASSES, "PLO4 hole classes");
        let mut combos = vec![0; CLASSES];
        let class_of = class_reps
            .iter()
            .map(|rep| {
                let class = representatives.partition_point(|r| r < rep);
                combos[class] += 1;
                class as u16
            })
            .collect();
        HoleClasses {
            representatives,
            combos,
            class_of,
        }
    }
}
