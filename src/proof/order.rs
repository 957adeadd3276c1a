//! The order check: a fast evaluator must order hands exactly as a naive reference does.

use std::sync::atomic::{AtomicU16, Ordering};

/// Which way the fast strengths must go as the naive values grow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Order {
    /// The naive value grows as hands get better (hold'em, short deck).
    Increasing,
    /// The naive value grows as hands get worse (the lowball references).
    Decreasing,
}

/// Each packed naive value's fast strength, filled in as hands are scored. Two hands of
/// one naive value with different strengths disagree at once; read in naive order, the
/// strengths must then go strictly one way ([`Order`]). Together: the fast strength is a
/// strictly monotone function of the naive value, so the two evaluators order every pair
/// of hands alike.
pub(crate) struct OrderMap {
    /// Naive value → fast strength; 0 = not seen yet (no fast strength is 0).
    slots: Vec<AtomicU16>,
}

/// Two neighbouring naive values (packed) whose fast strengths go the wrong way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct OutOfOrder {
    pub before: (usize, u16),
    pub after: (usize, u16),
}

impl OrderMap {
    /// A map for naive values packed below `len`.
    pub(crate) fn new(len: usize) -> OrderMap {
        OrderMap {
            slots: (0..len).map(|_| AtomicU16::new(0)).collect(),
        }
    }

    /// Records `fast` (not 0) as the strength of the naive value `packed`; gives the other
    /// strength when another hand of the same naive value had one.
    pub(crate) fn record(&self, packed: u32, fast: u16) -> Option<u16> {
        debug_assert!(fast != 0);
        #[allow(clippy::indexing_slicing)] // a packed naive value is below the map's length
        let slot = &self.slots[packed as usize];
        let seen = slot
            .compare_exchange(0, fast, Ordering::Relaxed, Ordering::Relaxed)
            .unwrap_or_else(|seen| seen);
        (seen != 0 && seen != fast).then_some(seen)
    }

    /// The number of naive values seen, and the first neighbours out of `order`.
    pub(crate) fn read(&self, order: Order) -> (usize, Option<OutOfOrder>) {
        let mut distinct = 0;
        let mut last: Option<(usize, u16)> = None;
        let mut first = None;
        for (packed, slot) in self.slots.iter().enumerate() {
            let fast = slot.load(Ordering::Relaxed);
            if fast == 0 {
                continue;
            }
            distinct += 1;
            if let Some(before) = last {
                let wrong = match order {
                    Order::Increasing => fast <= before.1,
                    Order::Decreasing => fast >= before.1,
                };
                if wrong && first.is_none() {
                    first = Some(OutOfOrder {
                        before,
                        after: (packed, fast),
                    });
                }
            }
            last = Some((packed, fast));
        }
        (distinct, first)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_map_finds_a_split_value_and_a_break_in_order() {
        let map = OrderMap::new(8);
        assert_eq!(map.record(1, 10), None);
        assert_eq!(map.record(1, 10), None);
        assert_eq!(map.record(1, 11), Some(10));
        assert_eq!(map.record(4, 20), None);
        assert_eq!(map.read(Order::Increasing), (2, None));
        assert_eq!(map.record(6, 15), None);
        assert_eq!(
            map.read(Order::Increasing),
            (
                3,
                Some(OutOfOrder {
                    before: (4, 20),
                    after: (6, 15)
                })
            )
        );
        assert!(map.read(Order::Decreasing).1.is_some());
    }
}
