//! The lowball tables, built once at first use (a few milliseconds in release).
//!
//! Both lowball tables are parallel to the hold'em strength table: entry `slot` belongs to
//! the rank pattern (or flush mask) whose perfect-hash slot it is, so a hand reaches its
//! entry exactly as hold'em reaches its strength (see `src/eval.rs`).
//!
//! - `razz[slot]`: for every rank multiset of 5-7 cards, the ace-to-five strength of its
//!   best five ranks (pairs included when there are fewer than five distinct ranks);
//! - `deuce[slot]`: for every 5-card rank multiset, the deuce-to-seven strength of those
//!   ranks offsuit: the hold'em order reversed, with the wheel moved down to ace-high (just
//!   below A-6-4-3-2). The flushes are ranked too (the steel wheel just below A-6-4-3-2
//!   suited), to check that each is its offsuit strength less a constant.

use std::collections::HashMap;
use std::sync::LazyLock;

use crate::card::{Card, Rank, Suit};
use crate::eval::{Hand, SLOTS};
use crate::omaha::Low;

use super::strength::ACE_FIVE_FIRST;

/// The weakest qualifying eight-or-better low, 8-7-6-5-4: the lows are exactly the 56 best
/// ace-to-five strengths (C(8,5) no-pair hands eight or lower), 6,120 to 6,175.
pub(crate) const EIGHT_FLOOR: u16 = 6_120;

/// The suit counters' high bits in a hand's key: one is set when a suit has five cards.
pub(crate) const FLUSH_BITS: u64 = 0x8888;
/// The first no-pair deuce-to-seven strength (see `DEUCE_SEVEN_FIRST`).
pub(crate) const HIGH_CARD_FIRST: u16 = 6_185;
/// From a no-pair hand to the flush of the same ranks: 6,185 - 322 (both 1,278 long, in the
/// same order).
pub(crate) const HIGH_CARD_TO_FLUSH: u16 = 6_185 - 322;
/// From a straight to the straight flush of the same ranks: 1,600 - 1 (both 9 long).
pub(crate) const STRAIGHT_TO_STRAIGHT_FLUSH: u16 = 1_600 - 1;

/// The lowball tables.
pub(crate) struct Tables {
    /// `razz[slot]`: the ace-to-five strength of a 5-7 card rank pattern, 0 for no pattern.
    pub razz: Box<[u16; SLOTS]>,
    /// `deuce[slot]`: the deuce-to-seven strength of five cards of these ranks offsuit, 0 for
    /// other slots.
    pub deuce: Box<[u16; SLOTS]>,
    /// `eight[s - 6,119]` for an ace-to-five strength `s` of at least 6,120, `eight[0]` =
    /// `None`: the qualifying low of each strength.
    pub eight: [Option<Low>; 57],
    /// `razz_ranks[s]`: the five ranks of ace-to-five strength `s` (off the hot path).
    pub razz_ranks: Box<[[Rank; 5]]>,
    /// `deuce_holdem[s]`: the stored hold'em strength of deuce-to-seven strength `s`.
    pub deuce_holdem: Box<[u16]>,
}

impl Tables {
    /// All tables' bytes together.
    pub fn bytes(&self) -> usize {
        2 * (self.razz.len() + self.deuce.len() + self.deuce_holdem.len())
            + size_of_val(&self.eight)
            + 5 * self.razz_ranks.len()
    }
}

pub(crate) static TABLES: LazyLock<Tables> = LazyLock::new(build);

/// Every rank multiset of `size` cards (rank indices, deuce 0 … ace 12, ascending) with no
/// rank more than four times.
fn rank_multisets(size: usize) -> Vec<Vec<u8>> {
    fn extend(from: u8, size: usize, current: &mut Vec<u8>, out: &mut Vec<Vec<u8>>) {
        if current.len() == size {
            out.push(current.clone());
            return;
        }
        for r in from..13 {
            if current.iter().filter(|&&c| c == r).count() < 4 {
                current.push(r);
                extend(r, size, current, out);
                current.pop();
            }
        }
    }
    let mut out = Vec::new();
    extend(0, size, &mut Vec::new(), &mut out);
    out
}

#[allow(clippy::indexing_slicing)] // rank indices are 0..13
fn rank(r: u8) -> Rank {
    Rank::ALL[usize::from(r)]
}

/// Cards of these ranks with suits in turn (card i gets suit i mod 4): equal ranks get
/// different suits and seven cards never hold five of a suit.
#[allow(clippy::indexing_slicing)] // i % 4 < 4
fn spread(ranks: &[u8]) -> Vec<Card> {
    ranks
        .iter()
        .enumerate()
        .map(|(i, &r)| Card::new(rank(r), Suit::ALL[i % 4]))
        .collect()
}

/// An ace-to-five sort key of five ranks: smaller is better. The shape first (no pair,
/// pair, two pair, trips, full house, quads), then the ranks ordered by count and value,
/// both descending, the ace counting 0 (below the deuce).
fn ace_five_key(five: &[u8]) -> (u8, [u8; 5]) {
    let value = |r: u8| (r + 1) % 13; // deuce 1 … king 12, ace 0
    let count = |r: u8| five.iter().filter(|&&c| c == r).count() as u8;
    let mut ordered: Vec<u8> = five.to_vec();
    ordered.sort_by_key(|&r| std::cmp::Reverse((count(r), value(r))));
    let mut counts: Vec<u8> = five.iter().map(|&r| count(r)).collect();
    counts.sort_unstable();
    let shape = match counts.as_slice() {
        [1, 1, 1, 1, 1] => 0,
        [1, 1, 1, 2, 2] => 1,
        [1, 2, 2, 2, 2] => 2,
        [1, 1, 3, 3, 3] => 3,
        [2, 2, 3, 3, 3] => 4,
        _ => 5,
    };
    let mut values = [0; 5];
    for (v, &r) in values.iter_mut().zip(&ordered) {
        *v = value(r);
    }
    (shape, values)
}

/// Every choice of five of `n` positions.
fn fives(n: usize) -> impl Iterator<Item = [usize; 5]> {
    (0..n).flat_map(move |a| {
        (a + 1..n).flat_map(move |b| {
            (b + 1..n).flat_map(move |c| {
                (c + 1..n).flat_map(move |d| (d + 1..n).map(move |e| [a, b, c, d, e]))
            })
        })
    })
}

#[allow(clippy::indexing_slicing)] // slots < SLOTS (eval proves it); strengths ≤ 7,462
fn build() -> Tables {
    // Ace-to-five: rank the 6,175 five-card multisets, best last, so the strength is the
    // position plus one.
    let mut five_sets = rank_multisets(5);
    five_sets.sort_by_key(|five| std::cmp::Reverse(ace_five_key(five)));
    assert_eq!(five_sets.len(), 6_175);
    let mut razz_ranks = vec![[Rank::King; 5]; 6_176].into_boxed_slice();
    let mut ace_five: HashMap<[u8; 5], u16> = HashMap::with_capacity(6_175);
    for (i, five) in five_sets.iter().enumerate() {
        let strength = i as u16 + 1;
        let (shape, values) = ace_five_key(five);
        // Categories start where `strength.rs` says they do.
        assert_eq!(
            ACE_FIVE_FIRST.iter().filter(|&&f| strength >= f).count(),
            6 - usize::from(shape)
        );
        razz_ranks[usize::from(strength)] = values.map(|v| rank((v + 12) % 13));
        ace_five.insert(std::array::from_fn(|i| five[i]), strength);
    }

    // Razz: the best five of every 5-7 card rank pattern, at its slot.
    let mut razz = vec![0u16; SLOTS].into_boxed_slice();
    for size in 5..=7 {
        for ranks in rank_multisets(size) {
            let best = fives(size)
                .filter_map(|five| ace_five.get(&five.map(|i| ranks[i])))
                .max()
                .copied()
                .unwrap_or(0);
            let slot = Hand::from_cards(&spread(&ranks)).rank_slot();
            assert_eq!(razz[slot], 0, "two rank patterns share a slot");
            razz[slot] = best;
        }
    }

    // Deuce-to-seven: every 5-card hand's hold'em strength, as spread ranks or one suit.
    let hands: Vec<Hand> = rank_multisets(5)
        .iter()
        .map(|ranks| Hand::from_cards(&spread(ranks)))
        .chain((0u16..1 << 13).filter(|m| m.count_ones() == 5).map(|mask| {
            let suited: Vec<Card> = (0..13u8)
                .filter(|r| mask >> r & 1 == 1)
                .map(|r| Card::new(rank(r), Suit::Hearts))
                .collect();
            Hand::from_cards(&suited)
        }))
        .collect();
    assert_eq!(hands.len(), 6_175 + 1_287);
    let holdem = |text: &str| {
        let cards: Vec<Card> = crate::card::parse_cards(text).unwrap_or_default();
        Hand::from_cards(&cards).strength().0
    };
    let wheel = holdem("Ac 2d 3c 4d 5c");
    let steel_wheel = holdem("Ah 2h 3h 4h 5h");
    // In hold'em order, twice over so a hand fits between two: the wheel goes just below
    // A-6-4-3-2, the steel wheel just below A-6-4-3-2 suited.
    let key = |s: u16| {
        let s = u32::from(s);
        if s == u32::from(wheel) {
            2 * u32::from(holdem("Ac 6d 4c 3d 2c")) - 1
        } else if s == u32::from(steel_wheel) {
            2 * u32::from(holdem("Ah 6h 4h 3h 2h")) - 1
        } else {
            2 * s
        }
    };
    let mut keys: Vec<u32> = hands.iter().map(|h| key(h.strength().0)).collect();
    keys.sort_unstable();
    keys.dedup();
    assert_eq!(keys.len(), 7_462);
    let mut deuce = vec![0u16; SLOTS].into_boxed_slice();
    let mut deuce_holdem = vec![0u16; 7_463].into_boxed_slice();
    for hand in &hands {
        let stored = hand.strength().0;
        let Ok(place) = keys.binary_search(&key(stored)) else {
            continue;
        };
        // The highest hold'em key (a royal flush) is the worst low, 1.
        let strength = (keys.len() - place) as u16;
        deuce_holdem[usize::from(strength)] = stored;
        if hand.suit_counters() & FLUSH_BITS == 0 {
            deuce[hand.rank_slot()] = strength;
        }
    }
    // Each flush is its ranks' offsuit strength less a constant (what `deuce_seven_of` does).
    for hand in hands.iter().filter(|h| h.suit_counters() & FLUSH_BITS != 0) {
        let Ok(place) = keys.binary_search(&key(hand.strength().0)) else {
            continue;
        };
        let offsuit = deuce[hand.rank_slot()];
        let down = if offsuit >= HIGH_CARD_FIRST {
            HIGH_CARD_TO_FLUSH
        } else {
            STRAIGHT_TO_STRAIGHT_FLUSH
        };
        assert_eq!(usize::from(offsuit - down), keys.len() - place);
    }

    let mut eight = [None; 57];
    for (i, entry) in eight.iter_mut().enumerate().skip(1) {
        let ranks = razz_ranks[usize::from(EIGHT_FLOOR) + i - 1];
        let bit = |r: Rank| if r == Rank::Ace { 1 } else { 2 << r.index() };
        let mask = ranks.iter().fold(0u16, |m, &r| m | bit(r));
        *entry = u8::try_from(mask).ok().and_then(Low::from_mask);
        assert!(
            entry.is_some(),
            "strength {} is not a low",
            EIGHT_FLOOR as usize + i - 1
        );
    }

    let fixed = |table: Box<[u16]>| -> Box<[u16; SLOTS]> {
        table
            .try_into()
            .unwrap_or_else(|_| unreachable!("built SLOTS long"))
    };
    Tables {
        razz: fixed(razz),
        deuce: fixed(deuce),
        eight,
        razz_ranks,
        deuce_holdem,
    }
}
