//! Card sets.

use std::fmt;

use super::{Card, Suit};

/// Each byte's card bit ([`Card::bit`]), read as a card index: [`OFF_DECK`] past card 51,
/// so that a byte that is no card shows in a set of bits (and a [`crate::Hand`]'s mask).
/// With an entry for every byte, a byte or a [`Card`] indexes it without a bounds check.
#[allow(clippy::indexing_slicing)] // compile-time: an out-of-range index fails the build
pub(crate) static CARD_BIT: [u64; 256] = {
    let mut table = [OFF_DECK; 256];
    let mut i = 0;
    while i < 52 {
        table[i] = Card::ALL[i].bit();
        i += 1;
    }
    table
};

/// The bit of a byte that is no card index: bit 63, `16·3 + 15`, a rank past the ace.
const OFF_DECK: u64 = 1 << 63;

/// A set of cards: one bit per card, one 16-bit lane per suit (bit `16·suit + rank`).
///
/// ```
/// use handrank::{Card, CardSet};
/// let set: CardSet = handrank::parse_cards("Ah Kd")?.into_iter().collect();
/// assert_eq!(set.len(), 2);
/// assert!(set.contains("Ah".parse::<Card>()?));
/// # Ok::<(), handrank::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

impl CardSet {
    /// No cards.
    pub const EMPTY: CardSet = CardSet(0);
    /// All 52 cards.
    pub const FULL: CardSet = CardSet(0x1fff_1fff_1fff_1fff);

    /// The set with these raw bits, if every bit is a card.
    pub fn from_bits(bits: u64) -> Option<CardSet> {
        (bits & !Self::FULL.0 == 0).then_some(CardSet(bits))
    }

    /// The set of these card indices (`4·rank + suit`, as [`Card::index`]), checked: `None`
    /// when an index is above 51 or appears twice, or there are more than seven. A load, an
    /// add and an OR a card and one test, no branch per card: for cards kept as bytes (the
    /// rows of a NumPy array).
    ///
    /// ```
    /// use handrank::CardSet;
    /// assert_eq!(CardSet::from_indices(&[51, 0]).map(|set| set.len()), Some(2)); // As 2c
    /// assert_eq!(CardSet::from_indices(&[51, 52]), None);
    /// assert_eq!(CardSet::from_indices(&[51, 51]), None);
    /// ```
    #[inline]
    #[allow(clippy::indexing_slicing)] // a byte indexes 256 entries
    pub fn from_indices(indices: &[u8]) -> Option<CardSet> {
        if indices.len() > 7 {
            return None;
        }
        let (sum, union) = indices.iter().fold((0u64, 0u64), |(sum, union), &index| {
            let bit = CARD_BIT[usize::from(index)];
            (sum.wrapping_add(bit), union | bit)
        });
        // Distinct cards' bits add without a carry, so their sum is their union; a repeated
        // card's carries (at most seven bits below 2^61: no wrap) make the sum larger. A
        // byte past 51 sets `OFF_DECK` in the union.
        (sum == union && union & OFF_DECK == 0).then_some(CardSet(union))
    }

    /// The set of bits that are cards by construction (a [`crate::Hand`]'s mask).
    pub(crate) const fn from_card_bits(bits: u64) -> CardSet {
        debug_assert!(bits & !Self::FULL.0 == 0, "a bit that is not a card");
        CardSet(bits)
    }

    /// The raw bits (`16·suit + rank`).
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// Number of cards.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True when there are no cards.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether `card` is in the set.
    pub const fn contains(self, card: Card) -> bool {
        self.0 & card.bit() != 0
    }

    /// Adds `card`; returns whether it was new.
    pub fn insert(&mut self, card: Card) -> bool {
        let new = !self.contains(card);
        self.0 |= card.bit();
        new
    }

    /// Removes `card`.
    pub fn remove(&mut self, card: Card) {
        self.0 &= !card.bit();
    }

    /// Cards in either set.
    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// Cards in both sets.
    pub const fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// Cards in `self` but not in `other`.
    pub const fn difference(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// The 13-bit rank mask of one suit.
    pub const fn suit_mask(self, suit: Suit) -> u16 {
        (self.0 >> (16 * suit as u32)) as u16 & 0x1fff
    }

    /// The cards, lowest bit first (clubs deuce to ace, then diamonds, …).
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let bit = bits.trailing_zeros();
            bits &= bits - 1;
            // Every set bit is a card: the constructors keep only the 52 card bits.
            Some(Card::at_bit(bit))
        })
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl fmt::Display for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for card in self.iter() {
            if !first {
                f.write_str(" ")?;
            }
            write!(f, "{card}")?;
            first = false;
        }
        Ok(())
    }
}
