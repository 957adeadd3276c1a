//! The lowball tables, as `build.rs` generated them from `tables/lowball.rs` (the layout is
//! drawn there and in the module doc of [`super`]), and the constants that read them.
//!
//! - `RAZZ[slot]`: for every rank multiset of 5-7 cards, the ace-to-five strength of its
//!   best five ranks (pairs included when there are fewer than five distinct ranks);
//! - `DEUCE[slot]`: for every 5-card rank multiset, the deuce-to-seven strength of those
//!   ranks offsuit: the hold'em order reversed, with the wheel moved down to ace-high
//!   (just below A-6-4-3-2);
//! - `EIGHT_LOW`, `RAZZ_RANKS`, `DEUCE_HOLDEM`: small tables off the hot path (a low's
//!   mask, a strength's ranks, a deuce-to-seven strength's hold'em value).
//!
//! Both slot tables are parallel to hold'em's strength table ([`SlotTable`]): a hand
//! reaches its entry by its rank slot ([`crate::Hand`]), as hold'em reaches its strength.

#![allow(clippy::unreadable_literal)]

use crate::card::Rank;
use crate::eval::SlotTable;
use crate::omaha::Low;

include!(concat!(env!("OUT_DIR"), "/lowball.rs"));

/// The two tables the hot path reads, as slot tables: the build fails if their length is
/// not hold'em's.
const _: (&SlotTable, &SlotTable) = (&RAZZ, &DEUCE);

/// The suit counters' high bits in a hand's key: one is set when a suit has five cards.
pub(crate) const FLUSH_BITS: u64 = 0x8888;
/// The first no-pair deuce-to-seven strength.
pub(crate) const HIGH_CARD_FIRST: u16 = DEUCE_SEVEN_FIRST[8];
/// From a no-pair hand to the flush of the same ranks (both 1,278 long, in the same order).
pub(crate) const HIGH_CARD_TO_FLUSH: u16 = DEUCE_SEVEN_FIRST[8] - DEUCE_SEVEN_FIRST[3];
/// From a straight to the straight flush of the same ranks (both 9 long).
pub(crate) const STRAIGHT_TO_STRAIGHT_FLUSH: u16 = DEUCE_SEVEN_FIRST[4] - DEUCE_SEVEN_FIRST[0];

/// `EIGHT[razz - EIGHT_FLOOR + 1]` for an ace-to-five strength of at least 8-7-6-5-4, and
/// `EIGHT[0] = None`: the qualifying low of each strength.
#[allow(clippy::indexing_slicing)] // compile-time: an out-of-range index fails the build
pub(crate) static EIGHT: [Option<Low>; 57] = {
    let mut lows = [None; 57];
    let mut i = 1;
    while i < 57 {
        lows[i] = Low::from_mask(EIGHT_LOW[i]);
        assert!(lows[i].is_some(), "every entry past the first is a low");
        i += 1;
    }
    lows
};

/// The five ranks of an ace-to-five strength (1..=6,175), as a player reads them.
#[allow(clippy::indexing_slicing)] // a strength indexes its 6,176 entries, a rank index 13
pub(crate) fn razz_ranks(strength: u16) -> [Rank; 5] {
    debug_assert!((1..=6_175).contains(&strength));
    RAZZ_RANKS[usize::from(strength)].map(|r| Rank::ALL[usize::from(r)])
}

/// The stored hold'em value of a deuce-to-seven strength (1..=7,462).
#[allow(clippy::indexing_slicing)] // a strength indexes its 7,463 entries by construction
pub(crate) fn deuce_holdem(strength: u16) -> u16 {
    debug_assert!((1..=7_462).contains(&strength));
    DEUCE_HOLDEM[usize::from(strength)]
}
