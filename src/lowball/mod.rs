//! The low games: ace-to-five (A-5 draw, razz, the eight-or-better low of stud hi-lo) and
//! deuce-to-seven (single and triple draw).
//!
//! | game | cards | function | strength |
//! |---|---|---|---|
//! | ace-to-five draw | 5 | [`ace_five`] | [`AceFiveLow`], 1..=6,175 |
//! | razz | 5-7 | [`razz`] | [`AceFiveLow`]: the best low five, pairs if it must |
//! | stud hi-lo's low | 5-7 | [`eight_or_better`] | `Option<`[`Low`]`>`, as in Omaha hi-lo |
//! | deuce-to-seven | 5 | [`deuce_seven`] | [`DeuceSevenLow`], 1..=7,462 |
//!
//! Every game reads one table entry at the slot the hold'em evaluator already computes for
//! the same cards ([`Hand`]: one additive key, then the perfect hash of `src/eval/mod.rs`). The
//! lowball tables are parallel to hold'em's strength table, slot for slot:
//!
//! ```text
//!  cards ──► Hand key (Σ card keys) ──► rank index x = key >> 40       (flush: 2^24 + suit bits)
//!                                       slot = x + ROW_OFFSET[x >> 13]  (hold'em's perfect hash)
//!            ┌────────────────────────────────┼─────────────────────────────────┐
//!            ▼                                ▼                                 ▼
//!   STRENGTH[slot] (hold'em)     razz[slot]: A-5 strength of the      deuce[slot]: 2-7 strength
//!   173,937 × u16                best five of 5-7 ranks (u16)         of 5 ranks offsuit (u16);
//!                                                                     flush: minus 5,863 (or
//!                                                                     1,599 for a straight)
//!                                     │ ≥ 6,120 (8-7-6-5-4)?
//!                                     ▼
//!                                eight[s - 6,119]: the Low (57 entries)
//! ```
//!
//! Both read the rank slot only. Razz ignores suits; in deuce-to-seven five suited cards
//! make the flush of the same ranks, which sits among the flushes where those ranks offsuit
//! sit among the no-pair hands, so a flush (a suit counter's high bit in the key) subtracts
//! a constant from the offsuit strength. The eight-or-better low is the razz strength when it is
//! one of the 56 best (no pair, eight or lower): no table of its own.
//!
//! ```
//! use handrank::lowball::{self, LowCategory};
//! use handrank::parse_cards;
//! // A razz hand of seven cards with four ranks must play a pair.
//! let razz = lowball::razz(&parse_cards("Ac As 2d 2h 3c 3s 4d")?)?;
//! assert_eq!(razz.describe(), "Pair of Aces, 4-3-2 (A-A-4-3-2)");
//! assert_eq!(razz.category(), LowCategory::Pair);
//! // The same ranks, with a five, make a wheel; and a qualifying eight-or-better low.
//! let cards = parse_cards("Ac As 2d 5h 3c 3s 4d")?;
//! assert_eq!(lowball::razz(&cards)?.describe(), "Wheel (5-4-3-2-A)");
//! assert_eq!(lowball::eight_or_better(&cards)?.map(|l| l.to_string()).as_deref(), Some("5-4-3-2-A"));
//! // In deuce-to-seven the ace is high and A-5-4-3-2 is no straight.
//! let a5 = lowball::deuce_seven(&parse_cards("Ac 5d 4h 3s 2c")?)?;
//! assert_eq!(a5.describe(), "Ace-Five low (A-5-4-3-2)");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod draw;
mod game;
pub(crate) mod naive;
mod strength;
pub(crate) mod tables;
#[cfg(test)]
mod tests;
pub mod verify;

use crate::card::Card;
use crate::eval::Hand;
use crate::game::{DealError, Game};

pub use crate::omaha::Low;
pub(crate) use game::{AceFiveRules, DeuceSevenRules, lowball_part};
pub use strength::{AceFiveLow, DeuceSevenLow, LowCategory};

use crate::strength::Strength;
use tables::{
    DEUCE, EIGHT, EIGHT_FLOOR, FLUSH_BITS, HIGH_CARD_FIRST, HIGH_CARD_TO_FLUSH, RAZZ,
    STRAIGHT_TO_STRAIGHT_FLUSH,
};

/// Checks the hand as [`Game::check`] does for `game` (its count, no card twice), and
/// gives its [`Hand`].
fn checked(game: Game, cards: &[Card]) -> Result<Hand, DealError> {
    game.check(cards, &[])?;
    Ok(Hand::from_cards(cards))
}

/// The ace-to-five strength of exactly five cards (A-5 draw lowball).
///
/// ```
/// use handrank::lowball::ace_five;
/// use handrank::parse_cards;
/// let wheel = ace_five(&parse_cards("Ah 2h 3h 4h 5h")?)?; // a flush and a straight: no matter
/// assert_eq!(wheel.describe(), "Wheel (5-4-3-2-A)");
/// let error = ace_five(&parse_cards("Ah 2h 3h 4h")?).unwrap_err();
/// assert_eq!(error.to_string(), "an ace-to-five hand has 5 cards, found 4");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn ace_five(cards: &[Card]) -> Result<AceFiveLow, DealError> {
    Ok(razz_of(checked(Game::ACE_FIVE, cards)?))
}

/// The razz strength of 5 to 7 cards: the ace-to-five strength of their best five, which
/// includes a pair when fewer than five ranks are different.
///
/// ```
/// use handrank::lowball::razz;
/// use handrank::parse_cards;
/// let low = razz(&parse_cards("Kc Kd 8h 7s 6c 3d 2h")?)?;
/// assert_eq!(low.describe(), "Eight-Seven low (8-7-6-3-2)");
/// let mut twice = parse_cards("Kc 8h 7s 6c")?;
/// twice.push(twice[0]);
/// assert_eq!(
///     razz(&twice).unwrap_err().to_string(),
///     "Kc appears twice among the hole and board cards"
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn razz(cards: &[Card]) -> Result<AceFiveLow, DealError> {
    Ok(razz_of(checked(Game::RAZZ, cards)?))
}

/// The best eight-or-better low of 5 to 7 cards (seven card stud hi-lo): five different
/// ranks, eight or lower, the ace low; `None` when there is none.
///
/// ```
/// use handrank::lowball::eight_or_better;
/// use handrank::parse_cards;
/// let low = eight_or_better(&parse_cards("8c 7d 6h 5s 4c Kd Kh")?)?;
/// assert_eq!(low.map(|l| l.to_string()).as_deref(), Some("8-7-6-5-4"));
/// assert_eq!(eight_or_better(&parse_cards("9c 7d 6h 5s 4c Kd Kh")?)?, None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn eight_or_better(cards: &[Card]) -> Result<Option<Low>, DealError> {
    Ok(eight_or_better_of(checked(Game::STUD_HI_LO, cards)?))
}

/// The deuce-to-seven strength of exactly five cards (single and triple draw).
///
/// ```
/// use handrank::lowball::deuce_seven;
/// use handrank::parse_cards;
/// let flush = deuce_seven(&parse_cards("7h 5h 4h 3h 2h")?)?;
/// let pair = deuce_seven(&parse_cards("2c 2d 4h 3s 5c")?)?;
/// assert!(pair > flush);
/// assert_eq!(flush.describe(), "Flush, Seven-Five-Four-Three-Two (7-5-4-3-2)");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn deuce_seven(cards: &[Card]) -> Result<DeuceSevenLow, DealError> {
    Ok(deuce_seven_of(checked(Game::DEUCE_SEVEN, cards)?))
}

/// The razz (ace-to-five) strength of a prepared hand of 5-7 distinct cards: one load at
/// its rank slot. For other hands the value is unspecified (0 or a strength), but this
/// never panics. The engine's hot loops build the hand once (`Hand::combine`).
///
/// ```
/// use handrank::{Hand, parse_cards, lowball};
/// let hand = Hand::from_cards(&parse_cards("Ac 2d 3h 4s 6c Kd Kh")?);
/// assert_eq!(lowball::razz_of(hand).describe(), "Six-Four low (6-4-3-2-A)");
/// # Ok::<(), handrank::ParseError>(())
/// ```
#[inline(always)]
pub fn razz_of(hand: Hand) -> AceFiveLow {
    AceFiveLow(hand.rank_entry(&RAZZ))
}

/// The eight-or-better low of a prepared hand of 5-7 distinct cards (see [`razz_of`]).
#[inline(always)]
pub fn eight_or_better_of(hand: Hand) -> Option<Low> {
    eight_of(hand.rank_entry(&RAZZ))
}

/// Seven-card stud hi-lo from one prepared hand of 5-7 distinct cards: the high hand (as
/// [`Hand::strength`]) and the eight-or-better low (as [`eight_or_better_of`]).
///
/// ```
/// use handrank::{Hand, parse_cards, lowball};
/// let (high, low) = lowball::stud_hi_lo_of(Hand::from_cards(&parse_cards("Ac 2d 3h 4s 5c Kd Kh")?));
/// assert_eq!(high.describe(), "Straight, Five high");
/// assert_eq!(low.map(|l| l.to_string()).as_deref(), Some("5-4-3-2-A"));
/// # Ok::<(), handrank::ParseError>(())
/// ```
#[inline(always)]
pub fn stud_hi_lo_of(hand: Hand) -> (Strength, Option<Low>) {
    // Written as two lookups, the optimiser shares the rank part of the key and the row
    // offset between them (51.8 instructions a 7-card hand when the sharing was spelled
    // out by hand, 44.7 this way, against 27.5 for hold'em and 32.2 for the low alone).
    (hand.strength(), eight_or_better_of(hand))
}

/// The low of an ace-to-five strength (0 for no hand): one of the 56 best, or none.
#[inline(always)]
#[allow(clippy::indexing_slicing)] // a strength is at most 6,175: the index at most 56
fn eight_of(razz: u16) -> Option<Low> {
    debug_assert!(razz <= AceFiveLow::MAX.get());
    // 0 below the floor, 1..=56 for the 56 lows.
    EIGHT[usize::from(razz.saturating_sub(EIGHT_FLOOR - 1))]
}

/// The deuce-to-seven strength of a prepared hand of five distinct cards (see
/// [`razz_of`]; other sizes give an unspecified value).
///
/// One load at the rank slot, as for razz. Five suited cards have five different ranks, and
/// their flush sits among the flushes exactly where the same ranks offsuit sit among the
/// no-pair hands (or a straight flush among the straights): so a flush only subtracts a
/// constant, and the card mask is never needed.
#[inline(always)]
pub fn deuce_seven_of(hand: Hand) -> DeuceSevenLow {
    let offsuit = hand.rank_entry(&DEUCE);
    let flush = hand.suit_counters() & FLUSH_BITS != 0;
    let down = if offsuit >= HIGH_CARD_FIRST {
        HIGH_CARD_TO_FLUSH
    } else {
        STRAIGHT_TO_STRAIGHT_FLUSH
    };
    DeuceSevenLow(if flush {
        offsuit.wrapping_sub(down)
    } else {
        offsuit
    })
}
