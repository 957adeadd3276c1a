//! The badugi tables, as `build.rs` generated them from `tables/badugi.rs` (the layout is
//! drawn there and in the module doc of [`super`]), and the lookup that reads them. Nothing
//! here is shared with [`super::naive`], which scores hands from the rules in plain code.

#![allow(clippy::unreadable_literal)]

use crate::card::Card;

include!(concat!(env!("OUT_DIR"), "/badugi.rs"));

/// The last strength of each size, one-card to three-card: a `k`-card hand's strengths
/// follow the C(13, j) of every smaller size j.
pub(crate) const LAST_OF_SIZE: [u16; 3] = [13, 13 + 78, 13 + 78 + 286];

/// The strength (1..=1,092) of four cards: sort, add four key parts, two loads. A card
/// given twice scores as the cards there are.
#[inline(always)]
#[allow(clippy::indexing_slicing)] // every key four cards make indexes the table (its build proves it)
pub(crate) fn strength([mut a, mut b, mut c, mut d]: [Card; 4]) -> u16 {
    // A 5-comparator sorting network, branch-free (min/max compile to conditional moves).
    // Cards order by index, 4·rank + suit, so this sorts the ranks.
    let sort = |x: &mut Card, y: &mut Card| {
        let (lo, hi) = ((*x).min(*y), (*x).max(*y));
        *x = lo;
        *y = hi;
    };
    sort(&mut a, &mut b);
    sort(&mut c, &mut d);
    sort(&mut a, &mut c);
    sort(&mut b, &mut d);
    sort(&mut b, &mut c);
    let key = part(0, a) + part(1, b) + part(2, c) + part(3, d);
    // key >> 8 is row · 16 (bits 8..12 of the key are zero); the low byte is the suits.
    let index = (key >> 8) as usize | usize::from(suit_pattern(key));
    debug_assert!(index < STRENGTH.len());
    STRENGTH[index]
}

/// `KEY_PART[i][c]`: a card index is below 52, which the compiler knows of a `Card`.
#[inline(always)]
#[allow(clippy::indexing_slicing)] // i & 3 < 4, a card's index < 52
fn part(i: usize, card: Card) -> u32 {
    KEY_PART[i & 3][card.index()]
}

/// The column of the key's low byte (four 2-bit suits).
#[inline(always)]
#[allow(clippy::indexing_slicing)] // a byte indexes 256 entries
fn suit_pattern(key: u32) -> u8 {
    SUIT_PATTERN[(key & 0xff) as usize]
}

/// The ace-low rank mask (ace bit 0, deuce bit 1 … king bit 12) of a strength.
#[allow(clippy::indexing_slicing)] // a `Badugi` is 1..=1,092 by construction, the table 1,093 long
pub(crate) fn low_mask(strength: u16) -> u16 {
    LOW_MASK[usize::from(strength)]
}
