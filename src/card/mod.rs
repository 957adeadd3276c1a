//! Cards, ranks, suits and card sets, with parsing of every common notation.
//!
//! A [`Card`] is an index `4·rank + suit` (0 = 2♣ … 51 = A♠). A [`CardSet`] is a 64-bit
//! mask with one 16-bit lane per suit, card `(rank, suit)` at bit `16·suit + rank`, so a
//! suit's 13-bit rank mask is a shift away (a flush's lookup index is that mask).

mod card_set;
mod parse;
mod rank;
#[cfg(test)]
mod tests;

use std::fmt;

pub(crate) use card_set::CARD_BIT;
pub use card_set::CardSet;
pub use parse::{parse_cards, parse_hand, parse_hand_of};
pub use rank::{Rank, Suit};

/// A card index, `4·rank + suit`, as an enum of 52 values: the compiler then knows every
/// index is below 52 and drops the bounds check on 52-entry tables (the evaluator's card
/// keys), with no `unsafe`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
#[rustfmt::skip]
enum CardIndex {
    I0, I1, I2, I3, I4, I5, I6, I7, I8, I9, I10, I11, I12, I13, I14, I15, I16, I17, I18, I19, I20, I21, I22, I23, I24, I25, I26, I27, I28, I29, I30, I31, I32, I33, I34, I35, I36, I37, I38, I39, I40, I41, I42, I43, I44, I45, I46, I47, I48, I49, I50, I51,
}

/// One of the 52 cards.
///
/// ```
/// use handrank::{Card, Rank, Suit};
/// let card: Card = "10h".parse()?;
/// assert_eq!(card, Card::new(Rank::Ten, Suit::Hearts));
/// assert_eq!(card.to_string(), "Th");
/// assert_eq!(card.long_name(), "Ten of Hearts");
/// assert_eq!(Card::ALL[card.index()], card);
/// # Ok::<(), handrank::ParseError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(transparent)]
pub struct Card(CardIndex);

impl Card {
    /// All 52 cards by index (`4·rank + suit`): 2♣ 2♦ 2♥ 2♠ 3♣ … A♠.
    #[rustfmt::skip]
    pub const ALL: [Card; 52] = {
        use CardIndex::*;
        [
            Card(I0), Card(I1), Card(I2), Card(I3), Card(I4), Card(I5), Card(I6), Card(I7), Card(I8), Card(I9), Card(I10), Card(I11), Card(I12),
            Card(I13), Card(I14), Card(I15), Card(I16), Card(I17), Card(I18), Card(I19), Card(I20), Card(I21), Card(I22), Card(I23), Card(I24), Card(I25),
            Card(I26), Card(I27), Card(I28), Card(I29), Card(I30), Card(I31), Card(I32), Card(I33), Card(I34), Card(I35), Card(I36), Card(I37), Card(I38),
            Card(I39), Card(I40), Card(I41), Card(I42), Card(I43), Card(I44), Card(I45), Card(I46), Card(I47), Card(I48), Card(I49), Card(I50), Card(I51),
        ]
    };

    /// The card of this rank and suit.
    #[allow(clippy::indexing_slicing)] // rank < 13 and suit < 4, so the index is < 52
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card::ALL[rank as usize * 4 + suit as usize]
    }

    /// The card with index `4·rank + suit` (0..52).
    #[allow(clippy::indexing_slicing)] // checked just before
    pub const fn from_index(index: usize) -> Option<Card> {
        if index < 52 {
            Some(Card::ALL[index])
        } else {
            None
        }
    }

    /// The card of a two-byte ASCII token such as `Ah` or `tc` (any case); `const`, so
    /// the batch scanner builds its token table from it at compile time.
    pub(crate) const fn from_ascii(rank: u8, suit: u8) -> Option<Card> {
        match (Rank::from_ascii(rank), Suit::from_ascii(suit)) {
            (Some(rank), Some(suit)) => Some(Card::new(rank, suit)),
            _ => None,
        }
    }

    /// The card at bit `bit` of a [`CardSet`] mask (`16·suit + rank`). Only called with a
    /// set's own bits, which are all cards: any other bit (a rank of 13 to 15) gives an
    /// index past 51 and fails loudly.
    #[allow(clippy::indexing_slicing)] // a set holds only card bits (see above)
    pub(crate) const fn at_bit(bit: u32) -> Card {
        debug_assert!(bit < 64 && bit % 16 < 13, "not a card bit");
        Card::ALL[4 * (bit as usize % 16) + bit as usize / 16]
    }

    /// `4·rank + suit`, in 0..52.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// This card's rank.
    #[allow(clippy::indexing_slicing)] // index < 52, so index / 4 < 13
    pub const fn rank(self) -> Rank {
        Rank::ALL[self.index() / 4]
    }

    /// This card's suit.
    #[allow(clippy::indexing_slicing)] // index % 4 < 4
    pub const fn suit(self) -> Suit {
        Suit::ALL[self.index() % 4]
    }

    /// The card's bit in a [`CardSet`]: `16·suit + rank`.
    pub const fn bit(self) -> u64 {
        let index = self.0 as u8;
        1 << (16 * (index % 4) + index / 4)
    }

    /// "Ace of Hearts".
    pub fn long_name(self) -> String {
        format!("{} of {}", self.rank().name(), self.suit().name())
    }

    /// All 52 cards in index order (the iterator of [`Card::ALL`]).
    pub fn all() -> impl Iterator<Item = Card> {
        Card::ALL.into_iter()
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Card({self})")
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank(), self.suit())
    }
}
