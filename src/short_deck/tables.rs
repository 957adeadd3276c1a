//! The short-deck table, built once at first use, on hold'em's keys and perfect hash.
//!
//! Without five cards of a suit, a hand's best five depends only on its rank pattern;
//! with five (at most one suit can have them among seven cards), only on that suit's
//! ranks: four of a kind needs four suits, so beside five suited cards it would need three
//! more, and the flush outranks everything else that is left. Those are exactly the two
//! things hold'em's lookup index encodes, and hold'em's perfect hash gives every rank
//! pattern and every suit's rank set of 5-7 cards its own slot ([`Hand::slot`]). So short
//! deck needs no keys and no hash of its own: one more table of the same length holds the
//! short-deck strength at the slot of every short-deck pattern and flush.
//!
//! ```text
//!  Hand (hold'em's): key = Σ card keys, mask = ∪ card bits        (one add + one or per card)
//!        │
//!        ├─ no suit counter at 5: x = mixed rank sum ─┐
//!        └─ a suit at 5 (cold):   x = 2^24 + suit's 13 rank bits
//!                                                     ▼
//!  slot = x + ROW_OFFSET[x >> 11]       hold'em's row-displacement hash (32,784 B, shared)
//!        │
//!        ├─► STRENGTH[slot]             hold'em strength  (166,384 B)
//!        └─► SHORT_DECK[slot]           short-deck strength, this module (166,384 B);
//!                                        0 at the slots of patterns with a 2-5 in them
//! ```
//!
//! 10,476 of the 83,192 slots are short deck's: 10,230 rank patterns of 5-7 cards from
//! nine ranks (1,278 + 2,922 + 6,030) and 246 rank sets of 5-7 suited cards (C(9,5) +
//! C(9,6) + C(9,7)); the tests count them. The table has hold'em's length so that every
//! slot the hash can give is inside it.
//!
//! The strengths come from this module's own classifier of rank counts and suit masks,
//! written apart from [`super::naive`], so the exhaustive verification compares two
//! independent codes.

use std::sync::LazyLock;

use crate::card::{Card, Rank, Suit};
use crate::eval::{Hand, SLOTS, Slot};

use super::strength::{CATEGORY_ORDER, CLASSES, ShortDeckStrength};

/// The short deck's ranks, 6 … A, as hold'em rank indices 4 … 12: rank `r` here is
/// `Rank::ALL[r + LOWEST]`.
const LOWEST: usize = 4;
/// Ranks in the short deck.
pub(crate) const RANKS: usize = 9;

/// A strength code: the category's place in [`CATEGORY_ORDER`] `<< 20`, then five 4-bit
/// hold'em rank indices as compared (the lowest straight 9-8-7-6-A). Codes sort as the
/// hands they describe.
type Code = u32;

/// The short-deck tables.
pub(crate) struct Tables {
    /// `strength[slot]`: the stored [`ShortDeckStrength`] of the pattern at that slot, 0
    /// where no short-deck hand lands.
    strength: Box<[u16; SLOTS]>,
    /// `codes[strength]`: the code of each strength (index 0 unused).
    codes: Box<[Code]>,
}

impl Tables {
    /// The strength of 5-7 cards of the short deck, from hold'em's combined hand: the
    /// engine's fast path, with the tables taken once outside the loop.
    ///
    /// A hand holding a 2-5 gives a value whose `get()` is 0 (not a strength); other sizes
    /// than 5-7 give an unspecified value, as [`Hand::strength`] does. Never panics.
    #[inline(always)]
    pub(crate) fn strength(&self, hand: Hand) -> ShortDeckStrength {
        self.at(hand.slot())
    }

    /// The strength at a slot ([`Hand::slot`]).
    #[inline(always)]
    pub(crate) fn at(&self, slot: Slot) -> ShortDeckStrength {
        ShortDeckStrength(slot.entry(&self.strength))
    }

    /// Bytes of the tables.
    pub(crate) fn bytes(&self) -> usize {
        size_of_val(&*self.strength) + size_of_val(&*self.codes)
    }
}

/// The tables, built on first use (a few milliseconds).
pub(crate) static TABLES: LazyLock<Tables> = LazyLock::new(build);

/// The code of a strength, for its ranks and description.
pub(crate) fn code(strength: ShortDeckStrength) -> Code {
    TABLES
        .codes
        .get(usize::from(strength.get()))
        .copied()
        .unwrap_or(0)
}

/// Every way to put `cards` cards on nine ranks, at most four on one: rank counts.
pub(crate) fn rank_patterns(cards: usize) -> Vec<[u8; RANKS]> {
    fn extend(rank: usize, left: usize, counts: &mut [u8; RANKS], out: &mut Vec<[u8; RANKS]>) {
        if rank == RANKS {
            if left == 0 {
                out.push(*counts);
            }
            return;
        }
        for n in 0..=left.min(4) {
            if let Some(count) = counts.get_mut(rank) {
                *count = n as u8;
            }
            extend(rank + 1, left - n, counts, out);
        }
    }
    let mut out = Vec::new();
    extend(0, cards, &mut [0; RANKS], &mut out);
    out
}

/// The short-deck card of rank `r` (0 = six … 8 = ace) and a suit.
#[allow(clippy::indexing_slicing)] // r % 9 + 4 < 13
pub(crate) fn card(r: usize, suit: Suit) -> Card {
    Card::new(Rank::ALL[r % RANKS + LOWEST], suit)
}

/// Cards with these rank counts, suits dealt in turn: equal ranks get different suits,
/// and seven cards hold at most two of a suit, so there is no flush.
#[allow(clippy::indexing_slicing)] // i % 4 < 4
fn spread(counts: &[u8; RANKS]) -> Vec<Card> {
    let ranks = (0..RANKS).flat_map(|r| std::iter::repeat_n(r, usize::from(counts[r])));
    ranks
        .enumerate()
        .map(|(i, r)| card(r, Suit::ALL[i % 4]))
        .collect()
}

/// The top rank (0 = six … 8 = ace) of the highest straight in a 9-bit rank mask, where
/// the ace also plays below the six: A-6-7-8-9 has top 3 (the nine).
fn straight_top(mask: u16) -> Option<usize> {
    // Bit 0 is the low ace; bits 1..=9 are six … ace.
    let extended = (mask << 1) | (mask >> 8 & 1);
    (4..=9)
        .rev()
        .find(|&top| extended >> (top - 4) & 0x1f == 0x1f)
        .map(|top| top - 1)
}

/// A code from a category place and five short-deck ranks (0..9).
fn code_of(place: usize, ranks: [usize; 5]) -> Code {
    ranks.iter().fold(place as Code, |code, &r| {
        code << 4 | (r % RANKS + LOWEST) as Code
    })
}

/// The five ranks of a straight with this top: the lowest plays its ace (8) last.
fn straight_ranks(top: usize) -> [usize; 5] {
    std::array::from_fn(|i| (top + RANKS - i) % RANKS)
}

/// The best code of a hand with these rank counts and no five cards of a suit, read off
/// the counts.
pub(crate) fn best_of_ranks(counts: &[u8; RANKS]) -> Code {
    // Ranks with at least `n` cards, highest first.
    let with = |n: u8| (0..RANKS).rev().filter(move |&r| counts.get(r) >= Some(&n));
    let mask = (0..RANKS).fold(0u16, |m, r| m | u16::from(counts.get(r) > Some(&0)) << r);
    let highest_other = |not: &[usize], take: usize| -> Vec<usize> {
        with(1).filter(|r| !not.contains(r)).take(take).collect()
    };
    let five = |ranks: Vec<usize>| -> [usize; 5] {
        std::array::from_fn(|i| ranks.get(i).copied().unwrap_or(0))
    };
    let place = |category| {
        CATEGORY_ORDER
            .iter()
            .position(|&c| c == category)
            .unwrap_or(0)
    };
    use crate::strength::Category::*;
    if let Some(quad) = with(4).next() {
        let kicker = highest_other(&[quad], 1);
        return code_of(place(FourOfAKind), five([vec![quad; 4], kicker].concat()));
    }
    if let Some(trips) = with(3).next() {
        if let Some(pair) = with(2).find(|&r| r != trips) {
            return code_of(
                place(FullHouse),
                five([vec![trips; 3], vec![pair; 2]].concat()),
            );
        }
    }
    if let Some(top) = straight_top(mask) {
        return code_of(place(Straight), straight_ranks(top));
    }
    if let Some(trips) = with(3).next() {
        let kickers = highest_other(&[trips], 2);
        return code_of(
            place(ThreeOfAKind),
            five([vec![trips; 3], kickers].concat()),
        );
    }
    let pairs: Vec<usize> = with(2).take(2).collect();
    if let [high, low] = pairs[..] {
        let kicker = highest_other(&[high, low], 1);
        return code_of(
            place(TwoPair),
            five([vec![high, high, low, low], kicker].concat()),
        );
    }
    if let [pair] = pairs[..] {
        let kickers = highest_other(&[pair], 3);
        return code_of(place(Pair), five([vec![pair, pair], kickers].concat()));
    }
    code_of(place(HighCard), five(highest_other(&[], 5)))
}

/// The best code of five to seven cards of one suit, from their 9-bit rank mask.
pub(crate) fn best_of_suit(mask: u16) -> Code {
    let flush_place = CATEGORY_ORDER.len() - 3;
    let straight_flush_place = CATEGORY_ORDER.len() - 1;
    if let Some(top) = straight_top(mask) {
        return code_of(straight_flush_place, straight_ranks(top));
    }
    let ranks: Vec<usize> = (0..RANKS)
        .rev()
        .filter(|&r| mask >> r & 1 == 1)
        .take(5)
        .collect();
    code_of(
        flush_place,
        std::array::from_fn(|i| ranks.get(i).copied().unwrap_or(0)),
    )
}

/// The 9-bit rank masks of 5-7 cards of one suit.
pub(crate) fn suit_masks() -> impl Iterator<Item = u16> {
    (0u16..1 << RANKS).filter(|m| (5..=7).contains(&m.count_ones()))
}

/// Every 5-card code, sorted: `index + 1` is the strength.
pub(crate) fn all_codes() -> Vec<Code> {
    let mut codes: Vec<Code> = rank_patterns(5)
        .iter()
        .map(best_of_ranks)
        .chain(
            (0u16..1 << RANKS)
                .filter(|m| m.count_ones() == 5)
                .map(best_of_suit),
        )
        .collect();
    codes.sort_unstable();
    codes.dedup();
    codes
}

/// The hold'em hand of 5-7 suited cards of this 9-bit rank mask.
pub(crate) fn suited(mask: u16) -> Hand {
    (0..RANKS)
        .filter(|r| mask >> r & 1 == 1)
        .fold(Hand::EMPTY, |hand, r| hand.add(card(r, Suit::Hearts)))
}

#[allow(clippy::indexing_slicing)] // slots < SLOTS; strengths ≤ 1,404 < codes.len()
fn build() -> Tables {
    let codes = all_codes();
    debug_assert_eq!(codes.len(), usize::from(CLASSES));
    let strength_of = |code: Code| -> u16 {
        match codes.binary_search(&code) {
            Ok(i) => ShortDeckStrength::stored(i as u16 + 1).0,
            Err(_) => 0,
        }
    };
    // Built on the heap (a `Box::new` of the array could go through the stack).
    let mut strength: Box<[u16; SLOTS]> = match vec![0u16; SLOTS].into_boxed_slice().try_into() {
        Ok(table) => table,
        Err(_) => Box::new([0; SLOTS]), // not reached: the vector has SLOTS entries
    };
    for cards in 5..=7 {
        for counts in rank_patterns(cards) {
            let slot = Hand::from_cards(&spread(&counts)).slot().index();
            strength[slot] = strength_of(best_of_ranks(&counts));
        }
    }
    for mask in suit_masks() {
        strength[suited(mask).slot().index()] = strength_of(best_of_suit(mask));
    }
    let mut table = vec![0; codes.len() + 1];
    table[1..].copy_from_slice(&codes);
    Tables {
        strength,
        codes: table.into_boxed_slice(),
    }
}
