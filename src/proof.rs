//! What the exhaustive proofs share: dealing every hand of a deck on every core, and a map
//! that checks that a fast evaluator orders hands exactly as a naive reference does.
//!
//! Each game's proof (`verify`, `short_deck::verify`, `lowball::verify`,
//! `badugi::verify`) says what it scores and which counts it knows; the dealing and the
//! order check are here once.

use std::sync::atomic::{AtomicU16, Ordering};

use rayon::prelude::*;

use crate::card::Card;
use crate::eval::Hand;

/// Calls `visit` with every `cards`-card hand of `deck`, as its cards in deck order and as a
/// [`Hand`], on every core. There is one task per two-card start, and every `one_in`-th
/// start is dealt (1: all of them, a proof; more: a quick sample). Each task folds its
/// hands into a fresh `T`, and the tasks' results are merged in deck order, so that the
/// first disagreement found is the same on any number of threads. `progress` is called
/// with each task's number of hands, from any thread.
pub(crate) fn every_hand<T: Default + Send>(
    deck: &[Card],
    cards: usize,
    one_in: usize,
    progress: impl Fn(u64) + Sync,
    visit: impl Fn(&mut T, &[Card], Hand) + Sync,
    merge: impl Fn(T, T) -> T + Sync + Send,
) -> T {
    assert!((2..=deck.len()).contains(&cards), "{cards}-card hands");
    let starts: Vec<(usize, usize)> = (0..deck.len())
        .flat_map(|a| (a + 1..deck.len()).map(move |b| (a, b)))
        .step_by(one_in.max(1))
        .collect();
    starts
        .par_iter()
        .with_max_len(1)
        .map(|&(a, b)| {
            #[allow(clippy::indexing_slicing)] // a < b < deck.len() by construction
            let (first, second, rest) = (deck[a], deck[b], &deck[b + 1..]);
            let mut found = T::default();
            let mut hands = 0u64;
            let mut chosen = Vec::with_capacity(cards);
            chosen.extend([first, second]);
            let hand = Hand::EMPTY.add(first).add(second);
            deal(rest, cards - 2, &mut chosen, hand, &mut |chosen, hand| {
                hands += 1;
                visit(&mut found, chosen, hand);
            });
            progress(hands);
            found
        })
        .reduce(T::default, merge)
}

/// Calls `visit` for every way to add `left` more cards from `rest`, in order.
fn deal(
    rest: &[Card],
    left: usize,
    chosen: &mut Vec<Card>,
    hand: Hand,
    visit: &mut impl FnMut(&[Card], Hand),
) {
    if left == 0 {
        visit(chosen, hand);
        return;
    }
    for (i, &card) in rest.iter().enumerate() {
        if rest.len() - i < left {
            break; // too few cards left to complete a hand
        }
        chosen.push(card);
        #[allow(clippy::indexing_slicing)] // i < rest.len()
        let after = &rest[i + 1..];
        deal(after, left - 1, chosen, hand.add(card), visit);
        chosen.pop();
    }
}

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

/// One task's findings in a proof of a high ranking (hold'em's, short deck's): hands per
/// category (in the ranking's order), royal flushes, and the first disagreement `M`.
pub(crate) struct Tally<M> {
    pub hands: u64,
    pub categories: [u64; 9],
    pub royal: u64,
    pub mismatch: Option<M>,
}

impl<M> Default for Tally<M> {
    fn default() -> Self {
        Tally {
            hands: 0,
            categories: [0; 9],
            royal: 0,
            mismatch: None,
        }
    }
}

impl<M> Tally<M> {
    /// `self` came first in deal order: its mismatch is kept.
    pub(crate) fn merge(mut self, other: Tally<M>) -> Tally<M> {
        self.hands += other.hands;
        for (total, add) in self.categories.iter_mut().zip(other.categories) {
            *total += add;
        }
        self.royal += other.royal;
        self.mismatch = self.mismatch.or(other.mismatch);
        self
    }
}

/// Pushes a line to `problems` when a count found is not the one known.
pub(crate) fn compare(problems: &mut Vec<String>, what: &str, found: u64, known: u64) {
    if found != known {
        problems.push(format!("{what}: found {found}, expected {known}"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_hand_deals_each_hand_once_in_deck_order() {
        let deck: Vec<Card> = Card::all().take(9).collect();
        let hands: Vec<Vec<Card>> = every_hand(
            &deck,
            4,
            1,
            |_| {},
            |found: &mut Vec<Vec<Card>>, cards, hand| {
                assert_eq!(hand.len(), 4);
                found.push(cards.to_vec());
            },
            |mut a, b| {
                a.extend(b);
                a
            },
        );
        assert_eq!(hands.len(), 126); // C(9, 4)
        let mut sorted = hands.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted, hands);
    }

    #[test]
    fn a_sample_deals_every_nth_start() {
        let deck: Vec<Card> = Card::all().take(6).collect();
        let count = |one_in| {
            every_hand(
                &deck,
                3,
                one_in,
                |_| {},
                |n: &mut u64, _, _| *n += 1,
                |a, b| a + b,
            )
        };
        assert_eq!(count(1), 20);
        // Starts 0-1, 0-3, 0-5, 1-3, 1-5, 2-4, 3-4, 4-5: 4 + 2 + 0 + 2 + 0 + 1 + 1 + 0.
        assert_eq!(count(2), 10);
    }

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
