//! Short-deck strength: a dense number per 5-card value of the 36-card deck, with its
//! category and the words players use.

use std::fmt;

use crate::card::Rank;
use crate::strength::Category;

use super::tables::{self, STRENGTH_BITS};

/// Distinct 5-card values (classes) in short deck: the sum of [`CLASSES_PER_CATEGORY`].
pub const CLASSES: u16 = 1_404;

/// The categories in short-deck order, weakest first: a straight beats three of a kind,
/// and a **flush beats a full house**.
pub const CATEGORY_ORDER: [Category; 9] = [
    Category::HighCard,
    Category::Pair,
    Category::TwoPair,
    Category::ThreeOfAKind,
    Category::Straight,
    Category::FullHouse,
    Category::Flush,
    Category::FourOfAKind,
    Category::StraightFlush,
];

/// Distinct 5-card values per category, in [`CATEGORY_ORDER`], counted by hand over the
/// nine ranks 6 … A (C(n, k) ways to choose ranks):
///
/// | category | classes | why |
/// |---|---|---|
/// | high card | 120 | C(9,5) = 126 rank sets, less the 6 straights |
/// | pair | 504 | 9 pair ranks × C(8,3) kicker sets |
/// | two pair | 252 | C(9,2) pair ranks × 7 kickers |
/// | three of a kind | 252 | 9 × C(8,2) |
/// | straight | 6 | tops 9 (A-6-7-8-9), T, J, Q, K, A |
/// | full house | 72 | 9 × 8 |
/// | flush | 120 | as high card |
/// | four of a kind | 72 | 9 × 8 |
/// | straight flush | 6 | as straight |
pub const CLASSES_PER_CATEGORY: [u16; 9] = [120, 504, 252, 252, 6, 72, 120, 72, 6];

/// The weakest strength of each category, in [`CATEGORY_ORDER`].
#[allow(clippy::indexing_slicing)] // compile-time: an out-of-range index fails the build
pub(crate) const CATEGORY_FIRST: [u16; 9] = {
    let mut first = [1; 9];
    let mut i = 1;
    while i < 9 {
        first[i] = first[i - 1] + CLASSES_PER_CATEGORY[i - 1];
        i += 1;
    }
    first
};

// A stored value holds the category's place in [`CATEGORY_ORDER`] above `STRENGTH_BITS`
// bits, as the generator wrote the table.
const STRENGTH_MASK: u16 = (1 << STRENGTH_BITS) - 1;
const _: () = assert!(CLASSES < 1 << STRENGTH_BITS);
const _: () = assert!(CATEGORY_FIRST[8] + CLASSES_PER_CATEGORY[8] - 1 == CLASSES);
const _: () = assert!(CLASSES as usize == tables::SHORT_DECK_CODE.len() - 1);

/// How good a short-deck hand is: 1 (J-9-8-7-6 offsuit) to 1,404 (royal flush). Higher is
/// better; equal strengths tie. One value per set of 5-card hands that tie.
///
/// Its own scale, not hold'em's [`crate::Strength`]: a flush outranks a full house, and
/// A-6-7-8-9 is a straight.
///
/// ```
/// use handrank::{parse_hand, short_deck, Category};
/// let flush = short_deck::evaluate(&parse_hand("Ah Qh 9h 8h 6h")?)?;
/// let full_house = short_deck::evaluate(&parse_hand("Ac Ad As Kc Kd")?)?;
/// assert!(flush > full_house);
/// assert_eq!(flush.category(), Category::Flush);
/// assert_eq!(full_house.describe(), "Full House, Aces over Kings");
/// assert_eq!(short_deck::ShortDeckStrength::MAX.describe(), "Royal Flush");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
// The value as the table stores it: the strength in the low 11 bits, the category's place
// in `CATEGORY_ORDER` (0..9) above. Strengths are sorted by category, so stored values
// compare as strengths do, and the category is a shift.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ShortDeckStrength(pub(crate) u16);

impl ShortDeckStrength {
    /// The weakest hand: J-9-8-7-6 of more than one suit.
    pub const MIN: ShortDeckStrength = ShortDeckStrength::stored(1);
    /// A royal flush.
    pub const MAX: ShortDeckStrength = ShortDeckStrength::stored(CLASSES);

    /// The stored form of `strength` (1..=1,404): its category found from each
    /// category's first strength.
    #[allow(clippy::indexing_slicing)] // i < 9 = CATEGORY_FIRST.len()
    pub(crate) const fn stored(strength: u16) -> ShortDeckStrength {
        let mut place = 0;
        let mut i = 1;
        while i < 9 {
            place += (strength >= CATEGORY_FIRST[i]) as u16;
            i += 1;
        }
        ShortDeckStrength(strength | place << STRENGTH_BITS)
    }

    /// The strength with this number, if it is in 1..=1,404.
    ///
    /// ```
    /// use handrank::{short_deck::ShortDeckStrength, Category};
    /// assert_eq!(ShortDeckStrength::new(1_207).unwrap().category(), Category::Flush);
    /// assert_eq!(ShortDeckStrength::new(1_206).unwrap().category(), Category::FullHouse);
    /// assert_eq!(ShortDeckStrength::new(1_405), None);
    /// ```
    pub const fn new(value: u16) -> Option<ShortDeckStrength> {
        if 1 <= value && value <= CLASSES {
            Some(ShortDeckStrength::stored(value))
        } else {
            None
        }
    }

    /// The number, 1..=1,404.
    #[inline]
    pub const fn get(self) -> u16 {
        self.0 & STRENGTH_MASK
    }

    /// The category's place in [`CATEGORY_ORDER`], 0 (high card) … 8 (straight flush).
    #[inline]
    pub(crate) const fn place(self) -> usize {
        (self.0 >> STRENGTH_BITS) as usize
    }

    /// The hand's category, a shift. Note that [`Category`]'s own order is hold'em's
    /// (full house above flush): compare strengths, or places in [`CATEGORY_ORDER`], not
    /// categories.
    #[inline]
    pub const fn category(self) -> Category {
        match self.place() {
            0 => Category::HighCard,
            1 => Category::Pair,
            2 => Category::TwoPair,
            3 => Category::ThreeOfAKind,
            4 => Category::Straight,
            5 => Category::FullHouse,
            6 => Category::Flush,
            7 => Category::FourOfAKind,
            _ => Category::StraightFlush,
        }
    }

    /// True for the ace-high straight flush.
    pub fn is_royal(self) -> bool {
        self == ShortDeckStrength::MAX
    }

    /// The category's name, or "Royal Flush".
    pub fn name(self) -> &'static str {
        if self.is_royal() {
            "Royal Flush"
        } else {
            self.category().name()
        }
    }

    /// The five ranks, ordered as they are compared: by how many times they occur, then
    /// by rank, both descending; the lowest straight is 9-8-7-6-A.
    ///
    /// ```
    /// use handrank::{parse_hand, short_deck, Rank};
    /// let wheel = short_deck::evaluate(&parse_hand("Ah 6c 7d 8s 9h")?)?;
    /// assert_eq!(wheel.ranks(), [Rank::Nine, Rank::Eight, Rank::Seven, Rank::Six, Rank::Ace]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[allow(clippy::indexing_slicing)] // codes hold rank nibbles of 4..=12 only
    pub fn ranks(self) -> [Rank; 5] {
        let code = tables::code(self);
        std::array::from_fn(|i| Rank::ALL[((code >> (16 - 4 * i)) & 0xf) as usize % 13])
    }

    /// Words a player would use, as for hold'em: "Two Pair, Kings and Nines, Queen
    /// kicker", "Straight, Nine high" (A-6-7-8-9), "Flush, Ace-Queen-Nine-Eight-Six",
    /// "Royal Flush".
    pub fn describe(self) -> String {
        let [a, b, c, d, e] = self.ranks();
        let run = |ranks: &[Rank]| ranks.iter().map(|r| r.name()).collect::<Vec<_>>().join("-");
        match self.category() {
            _ if self.is_royal() => "Royal Flush".to_owned(),
            Category::HighCard => format!("High Card, {}", run(&[a, b, c, d, e])),
            Category::Pair => format!("Pair, {}, {} kickers", a.plural(), run(&[c, d, e])),
            Category::TwoPair => format!(
                "Two Pair, {} and {}, {} kicker",
                a.plural(),
                c.plural(),
                e.name()
            ),
            Category::ThreeOfAKind => {
                format!("Three of a Kind, {}, {} kickers", a.plural(), run(&[d, e]))
            }
            Category::Straight => format!("Straight, {} high", a.name()),
            Category::Flush => format!("Flush, {}", run(&[a, b, c, d, e])),
            Category::FullHouse => format!("Full House, {} over {}", a.plural(), d.plural()),
            Category::FourOfAKind => format!("Four of a Kind, {}, {} kicker", a.plural(), e.name()),
            Category::StraightFlush => format!("Straight Flush, {} high", a.name()),
        }
    }
}

impl fmt::Debug for ShortDeckStrength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("ShortDeckStrength")
            .field(&self.get())
            .finish()
    }
}

impl fmt::Display for ShortDeckStrength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

/// Serialized as the number, 1..=1,404.
#[cfg(feature = "serde")]
impl serde::Serialize for ShortDeckStrength {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u16(self.get())
    }
}
