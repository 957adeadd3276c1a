//! The short-deck tables, as `build.rs` generated them from `tables/short_deck.rs` (the
//! layout is drawn there and in docs/GAMES.md), and the lookup that reads them.
//!
//! - `SHORT_DECK[slot]`: a table parallel to hold'em's strength table ([`SlotTable`]): the
//!   short-deck strength of the rank pattern or flush at each slot, 0 where a pattern holds
//!   a 2-5. A hand reaches its entry as hold'em reaches its strength ([`Hand::entry`]).
//! - `SHORT_DECK_CODE[strength]`: each strength's category and five ranks, off the hot
//!   path (`ranks()`, `describe()`).

#![allow(clippy::unreadable_literal)]

use crate::eval::{Hand, SlotTable};

use super::strength::ShortDeckStrength;

include!(concat!(env!("OUT_DIR"), "/short_deck.rs"));

/// The hot path's table as a slot table: the build fails if its length is not hold'em's.
const _: &SlotTable = &SHORT_DECK;

/// The generator's classifier and the counts derived by hand
/// ([`super::CLASSES_PER_CATEGORY`]) agree on where every category starts: checked when
/// the crate compiles.
#[allow(clippy::indexing_slicing)] // compile-time: an out-of-range index fails the build
const _: () = {
    let mut place = 0;
    while place < 9 {
        assert!(CATEGORY_FIRST[place] == super::strength::CATEGORY_FIRST[place]);
        place += 1;
    }
};

/// The strength of 5-7 cards of the short deck, from hold'em's combined hand: the
/// engine's fast path. A hand holding a 2-5 gives a value whose `get()` is 0 (not a
/// strength); other sizes than 5-7 give an unspecified value, as [`Hand::strength`] does.
/// Never panics.
#[inline(always)]
pub(crate) fn strength(hand: Hand) -> ShortDeckStrength {
    ShortDeckStrength(hand.entry(&SHORT_DECK))
}

/// The code of a strength, for its ranks and description: `category place << 20`, then
/// five 4-bit rank indices as compared (0 for the "no strength" of a 2-5).
#[allow(clippy::indexing_slicing)] // a stored value's strength is 0..=1,404: the table's
pub(crate) fn code(strength: ShortDeckStrength) -> u32 {
    debug_assert!(strength.get() <= super::CLASSES);
    SHORT_DECK_CODE[usize::from(strength.get())]
}
