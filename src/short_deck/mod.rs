//! Short deck (six-plus hold'em): hold'em with the 2s to 5s taken out.
//!
//! The deck has 36 cards, 6 to ace in four suits; a hand is the best five of 5 to 7 cards
//! (two hole cards and a board of five, as in hold'em). The rules are the ones the Triton
//! series and most rooms play:
//!
//! - a **flush beats a full house** (with nine cards a suit, flushes are the rarer: 480
//!   five-card flushes against 1,728 full houses);
//! - a **straight still beats three of a kind** (some rooms rank three of a kind above a
//!   straight; this module does not);
//! - the ace plays low below the six: **A-6-7-8-9** is the lowest straight, and A-6-7-8-9
//!   of one suit the lowest straight flush. A-2-3-4-5 cannot be held, and a 2-5 is an error.
//!
//! Seven cards never hold a flush and a full house at once: the full house's five cards
//! have two ranks, three and two of them, and at most one card of each rank is in the
//! flush suit, so three cards besides the five suited ones are needed. Flush over full
//! house decides only between players (a flush on one side, a full house on the other).
//!
//! From weakest to best: high card, pair, two pair, three of a kind, straight, full house,
//! flush, four of a kind, straight flush ([`CATEGORY_ORDER`]). A [`ShortDeckStrength`] is
//! dense, 1 to 1,404 ([`CLASSES`]), and higher is better.
//!
//! ```
//! use handrank::{parse_cards, parse_hand, short_deck, Category};
//! // A flush and three Kings: the flush plays.
//! let s = short_deck::evaluate(&parse_hand("Ah Kh Ks Kd 9h 8h 6h")?)?;
//! assert_eq!(s.category(), Category::Flush);
//! assert_eq!(s.describe(), "Flush, Ace-King-Nine-Eight-Six");
//! // The lowest straight.
//! let wheel = short_deck::evaluate(&parse_hand("Ac 6d 7h 8s 9c")?)?;
//! assert_eq!(wheel.describe(), "Straight, Nine high");
//! // No 2s to 5s in this deck.
//! let error = short_deck::evaluate(&parse_hand("Ac 5d 7h 8s 9c")?).unwrap_err();
//! assert_eq!(error.to_string(), "5d is not in the short deck, which has no 2s to 5s");
//! // Hold'em's hands and keys serve as they are: the fast path.
//! let hole = handrank::Hand::from_cards(&parse_cards("Jh Th")?);
//! let board = handrank::Hand::from_cards(&parse_cards("Ah Kh Qh 7c 6d")?);
//! assert_eq!(short_deck::strength(hole.combine(board)), Some(short_deck::ShortDeckStrength::MAX));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The table design (hold'em's keys and perfect hash, one more table of strengths) is in
//! `tables/short_deck.rs`, which generates the table when the crate builds, and
//! docs/GAMES.md.

mod game;
pub mod naive;
mod strength;
pub(crate) mod tables;
#[cfg(test)]
mod tests;
pub mod verify;

use crate::card::{Card, CardSet, Rank};
use crate::eval::{Hand, as_compared, best_of_fives};
use crate::game::{DealError, Game};

pub(crate) use game::ShortDeckRules;
pub use strength::{CATEGORY_ORDER, CLASSES, CLASSES_PER_CATEGORY, ShortDeckStrength};

/// The 36 cards of the short deck, 6 to ace in every suit.
///
/// ```
/// let deck = handrank::short_deck::deck();
/// assert_eq!(deck.len(), 36);
/// assert!(!deck.contains("5h".parse()?));
/// # Ok::<(), handrank::ParseError>(())
/// ```
pub fn deck() -> CardSet {
    // Ranks 6 … A are bits 4 … 12 of each suit's 16-bit lane.
    CardSet::from_card_bits(0x1ff0_1ff0_1ff0_1ff0)
}

/// Whether the card is in the short deck (a 6 or higher).
pub fn in_deck(card: Card) -> bool {
    card.rank() >= Rank::Six
}

/// Checks the hand as [`Game::check`] does for [`Game::SHORT_DECK`] (5 to 7 cards, every
/// one in the short deck, none twice), and gives its [`Hand`].
fn checked(cards: &[Card]) -> Result<Hand, DealError> {
    Game::SHORT_DECK.check(cards, &[])?;
    Ok(Hand::from_cards(cards))
}

/// The short-deck strength of a 5-, 6- or 7-card hand.
///
/// ```
/// use handrank::{parse_hand, short_deck};
/// let trips = short_deck::evaluate(&parse_hand("9c 9d 9h Ks Qc")?)?;
/// let straight = short_deck::evaluate(&parse_hand("Tc 9d 8h 7s 6c")?)?;
/// assert!(straight > trips);
/// assert_eq!(trips.describe(), "Three of a Kind, Nines, King-Queen kickers");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn evaluate(cards: &[Card]) -> Result<ShortDeckStrength, DealError> {
    Ok(tables::strength(checked(cards)?))
}

/// The fast path: the strength of a hold'em [`Hand`] of 5-7 distinct cards, `None` when
/// one of them is a 2-5. Two table loads, as for [`Hand::strength`]; for other sizes the
/// answer is unspecified (but this never panics).
///
/// ```
/// use handrank::{parse_cards, short_deck, Hand};
/// let hand = Hand::from_cards(&parse_cards("Ah Ad 6c 6h Ks")?);
/// assert_eq!(short_deck::strength(hand).unwrap().describe(), "Two Pair, Aces and Sixes, King kicker");
/// let low = Hand::from_cards(&parse_cards("Ah Ad 5c 6h Ks")?);
/// assert_eq!(short_deck::strength(low), None);
/// # Ok::<(), handrank::ParseError>(())
/// ```
#[inline]
pub fn strength(hand: Hand) -> Option<ShortDeckStrength> {
    let strength = tables::strength(hand);
    (strength.get() != 0).then_some(strength)
}

/// The strength of a hold'em [`Hand`] of 5-7 distinct short-deck cards, for loops that
/// score many hands (`strength_of(hole.combine(board))`): the table entry as it is, whose
/// `get()` is 0 for a hand with a 2-5 in it.
#[inline(always)]
pub(crate) fn strength_of(hand: Hand) -> ShortDeckStrength {
    tables::strength(hand)
}

/// The five cards that make the hand, ordered as they are compared (the pair first, …;
/// the ace last in A-6-7-8-9).
///
/// ```
/// let five = handrank::short_deck::best_five(&handrank::parse_hand("Kh Kd Ks 9h 8h 7h 6h")?)?;
/// let text: Vec<String> = five.iter().map(|c| c.to_string()).collect();
/// assert_eq!(text, ["Kh", "9h", "8h", "7h", "6h"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn best_five(cards: &[Card]) -> Result<[Card; 5], DealError> {
    checked(cards)?;
    // The check allows 5-7 cards, so there is a 5-card choice.
    let Some((strength, five)) = best_of_fives(cards, tables::strength) else {
        return Err(Game::SHORT_DECK.hand_count_error(cards.len()));
    };
    Ok(as_compared(five, strength.ranks()))
}
