//! Hand strength: a dense integer per 5-card hand value, with its category and description.

use std::fmt;

use crate::card::Rank;
use crate::tables::{self, CATEGORY_FIRST};

/// The nine hand categories, weakest first. A royal flush is the ace-high
/// [`Category::StraightFlush`]; [`Strength::is_royal`] tells it apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Category {
    HighCard = 1,
    Pair,
    TwoPair,
    ThreeOfAKind,
    Straight,
    Flush,
    FullHouse,
    FourOfAKind,
    StraightFlush,
}

impl Category {
    /// All categories, weakest first.
    pub const ALL: [Category; 9] = [
        Category::HighCard,
        Category::Pair,
        Category::TwoPair,
        Category::ThreeOfAKind,
        Category::Straight,
        Category::Flush,
        Category::FullHouse,
        Category::FourOfAKind,
        Category::StraightFlush,
    ];

    /// 1 (high card) … 9 (straight flush): the first digit of the exercism poker score.
    pub const fn number(self) -> u8 {
        self as u8
    }

    /// The standard poker name: "High Card", "Pair", "Two Pair", "Three of a Kind",
    /// "Straight", "Flush", "Full House", "Four of a Kind", "Straight Flush". (The showdown
    /// table format has its own names: [`crate::showdown::category_name`].)
    pub fn name(self) -> &'static str {
        match self {
            Category::HighCard => "High Card",
            Category::Pair => "Pair",
            Category::TwoPair => "Two Pair",
            Category::ThreeOfAKind => "Three of a Kind",
            Category::Straight => "Straight",
            Category::Flush => "Flush",
            Category::FullHouse => "Full House",
            Category::FourOfAKind => "Four of a Kind",
            Category::StraightFlush => "Straight Flush",
        }
    }
}

impl Category {
    /// The machine name, as in JSON and CSV: "high_card", "pair", "two_pair",
    /// "three_of_a_kind", "straight", "flush", "full_house", "four_of_a_kind",
    /// "straight_flush".
    pub fn id(self) -> &'static str {
        match self {
            Category::HighCard => "high_card",
            Category::Pair => "pair",
            Category::TwoPair => "two_pair",
            Category::ThreeOfAKind => "three_of_a_kind",
            Category::Straight => "straight",
            Category::Flush => "flush",
            Category::FullHouse => "full_house",
            Category::FourOfAKind => "four_of_a_kind",
            Category::StraightFlush => "straight_flush",
        }
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How good a hand is: 1 (7-5-4-3-2 offsuit) to 7,462 (royal flush). Higher is better;
/// equal strengths tie. One value per set of 5-card hands that tie.
///
/// ```
/// use handrank::{evaluate, parse_hand, Category};
/// let s = evaluate(&parse_hand("Kh Kd 9c 9s Qh")?)?;
/// assert_eq!(s.category(), Category::TwoPair);
/// assert_eq!(s.describe(), "Two Pair, Kings and Nines, Queen kicker");
/// assert!(s < evaluate(&parse_hand("2c 2d 2h 3s 4s")?)?);
/// # Ok::<(), handrank::ParseError>(())
/// ```
// The value as the tables store it: the strength itself, so that `get` is free, and
// comparing values compares strengths.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(transparent)]
pub struct Strength(pub(crate) u16);

/// `CATEGORY[strength]`: each strength's category (index 0 unused). Strengths are sorted by
/// category, so the table follows from each category's first strength; 7,463 bytes, one
/// load for `Strength::category`.
#[allow(clippy::indexing_slicing)] // compile-time: an out-of-range index fails the build
static CATEGORY: [Category; 7_463] = {
    let mut table = [Category::HighCard; 7_463];
    let mut strength = 1;
    let mut category = 0;
    while strength < table.len() {
        while category + 1 < CATEGORY_FIRST.len()
            && strength >= CATEGORY_FIRST[category + 1] as usize
        {
            category += 1;
        }
        table[strength] = Category::ALL[category];
        strength += 1;
    }
    table
};

impl Strength {
    /// The weakest possible 5-card hand.
    pub const MIN: Strength = Strength(1);
    /// A royal flush.
    pub const MAX: Strength = Strength(7_462);

    /// The strength with this number, if it is in 1..=7,462.
    pub const fn new(value: u16) -> Option<Strength> {
        if 1 <= value && value <= 7_462 {
            Some(Strength(value))
        } else {
            None
        }
    }

    /// The number, 1..=7,462.
    #[inline]
    pub const fn get(self) -> u16 {
        self.0
    }

    /// The strength code: category and the five ranks as they are compared.
    #[allow(clippy::indexing_slicing)] // a strength is in 1..=7,462 and the table has 7,463 codes
    fn code(self) -> u32 {
        tables::STRENGTH_CODE[usize::from(self.get())]
    }

    /// The hand's category: one load from a 7,463-byte table, cheap enough for loops over
    /// every hand.
    ///
    /// ```
    /// use handrank::{Category, Strength};
    /// assert_eq!(Strength::MIN.category(), Category::HighCard);
    /// assert_eq!(Strength::new(1_278).unwrap().category(), Category::Pair);
    /// assert_eq!(Strength::new(7_452).unwrap().category(), Category::FourOfAKind);
    /// assert_eq!(Strength::MAX.category(), Category::StraightFlush);
    /// ```
    #[inline]
    #[allow(clippy::indexing_slicing)] // a strength is in 1..=7,462 and the table has 7,463
    pub const fn category(self) -> Category {
        CATEGORY[self.0 as usize]
    }

    /// True for the ace-high straight flush.
    pub fn is_royal(self) -> bool {
        self == Strength::MAX
    }

    /// The category's name, or "Royal Flush".
    pub fn name(self) -> &'static str {
        if self.is_royal() {
            "Royal Flush"
        } else {
            self.category().name()
        }
    }

    /// The five ranks of the strength, ordered as they are compared: by how many times they
    /// occur, then by rank, both descending; a wheel is 5-4-3-2-A.
    #[allow(clippy::indexing_slicing)] // the generator writes rank nibbles of 0..=12 only
    pub fn ranks(self) -> [Rank; 5] {
        let code = self.code();
        std::array::from_fn(|i| Rank::ALL[((code >> (16 - 4 * i)) & 0xf) as usize])
    }

    /// The exercism poker score (base 14): `category, r1, …, r5` read as base-14 digits, where ranks
    /// count 1 (deuce) … 13 (ace), ordered by count then rank, and a wheel is 5-4-3-2-A.
    ///
    /// ```
    /// let s = handrank::evaluate(&handrank::parse_hand("4S 5S 7H 8D JC")?)?;
    /// assert_eq!(s.base14(), [1, 10, 7, 6, 4, 3].iter().fold(0, |t, v| t * 14 + v));
    /// # Ok::<(), handrank::ParseError>(())
    /// ```
    pub fn base14(self) -> u32 {
        self.ranks()
            .iter()
            .fold(u32::from(self.category().number()), |total, r| {
                total * 14 + r.index() as u32 + 1
            })
    }

    /// Words a player would use: "Two Pair, Kings and Nines, Queen kicker",
    /// "Straight, Five high", "Full House, Fives over Eights", "Royal Flush".
    pub fn describe(self) -> String {
        let [a, b, c, d, e] = self.ranks();
        let run = |ranks: &[Rank]| ranks.iter().map(|r| r.name()).collect::<Vec<_>>().join("-");
        match self.category() {
            _ if self.is_royal() => "Royal Flush".to_owned(),
            Category::HighCard => format!("High Card, {}", run(&[a, b, c, d, e])),
            Category::Pair => format!("Pair, {}, {} kickers", a.plural(), run(&[c, d, e])),
            Category::TwoPair => {
                format!(
                    "Two Pair, {} and {}, {} kicker",
                    a.plural(),
                    c.plural(),
                    e.name()
                )
            }
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

impl fmt::Debug for Strength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Strength").field(&self.get()).finish()
    }
}

/// Serialized as the number, 1..=7,462.
#[cfg(feature = "serde")]
impl serde::Serialize for Strength {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u16(self.get())
    }
}

impl fmt::Display for Strength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

/// The result of a comparison, for the first hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Outcome {
    Win,
    Tie,
    Lose,
}

impl From<std::cmp::Ordering> for Outcome {
    fn from(ordering: std::cmp::Ordering) -> Outcome {
        match ordering {
            std::cmp::Ordering::Greater => Outcome::Win,
            std::cmp::Ordering::Equal => Outcome::Tie,
            std::cmp::Ordering::Less => Outcome::Lose,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::Win => "win",
            Outcome::Tie => "tie",
            Outcome::Lose => "lose",
        })
    }
}
