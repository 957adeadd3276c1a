//! The two lowball strengths: ace-to-five ([`AceFiveLow`], for A-5 draw and razz) and
//! deuce-to-seven ([`DeuceSevenLow`]). Both are dense numbers, 1 for the worst hand, so
//! comparing hands is comparing integers; categories come from fixed boundaries (no table).

use std::fmt;

use crate::card::Rank;
use crate::strength::{Category, Strength};

use super::tables::{self, ACE_FIVE_FIRST, DEUCE_SEVEN_FIRST};

/// Ace-to-five hand categories, worst first: pairs are bad, straights and flushes do not
/// count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum LowCategory {
    FourOfAKind = 1,
    FullHouse,
    ThreeOfAKind,
    TwoPair,
    Pair,
    NoPair,
}

impl LowCategory {
    /// All categories, worst first.
    pub const ALL: [LowCategory; 6] = [
        LowCategory::FourOfAKind,
        LowCategory::FullHouse,
        LowCategory::ThreeOfAKind,
        LowCategory::TwoPair,
        LowCategory::Pair,
        LowCategory::NoPair,
    ];

    /// 1 (four of a kind) … 6 (no pair).
    pub const fn number(self) -> u8 {
        self as u8
    }

    /// "Four of a Kind", "Full House", "Three of a Kind", "Two Pair", "Pair", "No Pair".
    pub fn name(self) -> &'static str {
        match self {
            LowCategory::FourOfAKind => "Four of a Kind",
            LowCategory::FullHouse => "Full House",
            LowCategory::ThreeOfAKind => "Three of a Kind",
            LowCategory::TwoPair => "Two Pair",
            LowCategory::Pair => "Pair",
            LowCategory::NoPair => "No Pair",
        }
    }

    /// The machine name: "four_of_a_kind", "full_house", "three_of_a_kind", "two_pair",
    /// "pair", "no_pair".
    pub fn id(self) -> &'static str {
        match self {
            LowCategory::FourOfAKind => "four_of_a_kind",
            LowCategory::FullHouse => "full_house",
            LowCategory::ThreeOfAKind => "three_of_a_kind",
            LowCategory::TwoPair => "two_pair",
            LowCategory::Pair => "pair",
            LowCategory::NoPair => "no_pair",
        }
    }
}

impl fmt::Display for LowCategory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How good an ace-to-five low is: 1 (four kings with a queen) to 6,175 (the wheel,
/// 5-4-3-2-A). Higher is better; equal strengths tie. Aces are low, straights and flushes
/// do not count, and pairs are bad: any no-pair hand beats any pair, and within a shape
/// the highest card (the pair first) decides, then the next.
///
/// ```
/// use handrank::lowball::{razz, LowCategory};
/// use handrank::parse_cards;
/// let wheel = razz(&parse_cards("5h 4d 3c 2s Ah Kd Kc")?)?;
/// let seven = razz(&parse_cards("7c 5d 4h 3s 2c Ks Qd")?)?;
/// let pair = razz(&parse_cards("9c 9d 8h 6s 4c")?)?;
/// assert_eq!(wheel.describe(), "Wheel (5-4-3-2-A)");
/// assert_eq!(seven.describe(), "Seven-Five low (7-5-4-3-2)");
/// assert_eq!(pair.describe(), "Pair of Nines, 8-6-4 (9-9-8-6-4)");
/// assert!(wheel > seven && seven > pair);
/// assert_eq!(pair.category(), LowCategory::Pair);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct AceFiveLow(pub(crate) u16);

impl AceFiveLow {
    /// The worst ace-to-five hand: K-K-K-K-Q.
    pub const MIN: AceFiveLow = AceFiveLow(1);
    /// The wheel, 5-4-3-2-A.
    pub const MAX: AceFiveLow = AceFiveLow(6_175);

    /// The strength with this number, if it is in 1..=6,175.
    pub const fn new(value: u16) -> Option<AceFiveLow> {
        if 1 <= value && value <= 6_175 {
            Some(AceFiveLow(value))
        } else {
            None
        }
    }

    /// The number, 1..=6,175.
    #[inline]
    pub const fn get(self) -> u16 {
        self.0
    }

    /// The category: a few compares against fixed boundaries, no table.
    #[inline]
    #[allow(clippy::indexing_slicing)] // i < 6 = ACE_FIVE_FIRST.len()
    pub const fn category(self) -> LowCategory {
        let mut category = 0;
        let mut i = 1;
        while i < ACE_FIVE_FIRST.len() {
            category += (self.0 >= ACE_FIVE_FIRST[i]) as usize;
            i += 1;
        }
        LowCategory::ALL[if category < 6 { category } else { 5 }]
    }

    /// The five ranks as a player reads them: by how many times they occur, then highest
    /// first, the ace lowest ("9-9-8-6-4", "5-4-3-2-A").
    pub fn ranks(self) -> [Rank; 5] {
        tables::razz_ranks(self.0)
    }

    /// Words a player would use: "Wheel (5-4-3-2-A)", "Seven-Five low (7-5-4-3-2)",
    /// "Pair of Nines, 8-6-4 (9-9-8-6-4)", "Two Pair, Nines and Fours, 8 (9-9-4-4-8)",
    /// "Three Nines, 8-4 (9-9-9-8-4)", "Full House, Nines over Fours (9-9-9-4-4)",
    /// "Four Nines, 4 (9-9-9-9-4)".
    pub fn describe(self) -> String {
        let ranks = self.ranks();
        let [a, b, c, d, e] = ranks;
        let cards = symbols(&ranks);
        let words = match self.category() {
            _ if self == AceFiveLow::MAX => "Wheel".to_owned(),
            LowCategory::NoPair => format!("{}-{} low", a.name(), b.name()),
            LowCategory::Pair => format!("Pair of {}, {}", a.plural(), symbols(&[c, d, e])),
            LowCategory::TwoPair => {
                format!("Two Pair, {} and {}, {e}", a.plural(), c.plural())
            }
            LowCategory::ThreeOfAKind => format!("Three {}, {}", a.plural(), symbols(&[d, e])),
            LowCategory::FullHouse => format!("Full House, {} over {}", a.plural(), d.plural()),
            LowCategory::FourOfAKind => format!("Four {}, {e}", a.plural()),
        };
        format!("{words} ({cards})")
    }
}

/// "9-9-8-6-4".
fn symbols(ranks: &[Rank]) -> String {
    ranks
        .iter()
        .map(|r| r.symbol().to_string())
        .collect::<Vec<_>>()
        .join("-")
}

impl fmt::Debug for AceFiveLow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("AceFiveLow").field(&self.0).finish()
    }
}

impl fmt::Display for AceFiveLow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

/// Serialized as the number, 1..=6,175.
#[cfg(feature = "serde")]
impl serde::Serialize for AceFiveLow {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u16(self.0)
    }
}

/// The hold'em categories in deuce-to-seven order, worst first (as [`DEUCE_SEVEN_FIRST`]).
const DEUCE_SEVEN_CATEGORIES: [Category; 9] = [
    Category::StraightFlush,
    Category::FourOfAKind,
    Category::FullHouse,
    Category::Flush,
    Category::Straight,
    Category::ThreeOfAKind,
    Category::TwoPair,
    Category::Pair,
    Category::HighCard,
];

/// How good a deuce-to-seven low is: 1 (a royal flush) to 7,462 (7-5-4-3-2 offsuit, "the
/// number one"). Higher is better. Aces are always high, and straights and flushes count
/// against you: the hold'em order turned upside down, except that A-5-4-3-2 is no
/// straight but an ace-high hand (and A-5-4-3-2 suited an ace-high flush).
///
/// ```
/// use handrank::lowball::deuce_seven;
/// use handrank::{parse_cards, Category};
/// let number_one = deuce_seven(&parse_cards("7c 5d 4h 3s 2c")?)?;
/// let ace_five = deuce_seven(&parse_cards("Ac 5d 4h 3s 2c")?)?;
/// let straight = deuce_seven(&parse_cards("6c 5d 4h 3s 2c")?)?;
/// assert_eq!(number_one.describe(), "Seven-Five low (7-5-4-3-2)");
/// assert_eq!(ace_five.describe(), "Ace-Five low (A-5-4-3-2)");
/// assert_eq!(straight.category(), Category::Straight);
/// assert!(number_one > ace_five && ace_five > straight);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DeuceSevenLow(pub(crate) u16);

impl DeuceSevenLow {
    /// The worst deuce-to-seven hand: a royal flush.
    pub const MIN: DeuceSevenLow = DeuceSevenLow(1);
    /// The best: 7-5-4-3-2 offsuit.
    pub const MAX: DeuceSevenLow = DeuceSevenLow(7_462);

    /// The strength with this number, if it is in 1..=7,462.
    pub const fn new(value: u16) -> Option<DeuceSevenLow> {
        if 1 <= value && value <= 7_462 {
            Some(DeuceSevenLow(value))
        } else {
            None
        }
    }

    /// The number, 1..=7,462.
    #[inline]
    pub const fn get(self) -> u16 {
        self.0
    }

    /// The hold'em category the hand falls in (here a higher category is a worse hand;
    /// A-5-4-3-2 is [`Category::HighCard`]). A few compares, no table.
    #[inline]
    #[allow(clippy::indexing_slicing)] // i < 9 = DEUCE_SEVEN_FIRST.len()
    pub const fn category(self) -> Category {
        let mut category = 0;
        let mut i = 1;
        while i < DEUCE_SEVEN_FIRST.len() {
            category += (self.0 >= DEUCE_SEVEN_FIRST[i]) as usize;
            i += 1;
        }
        DEUCE_SEVEN_CATEGORIES[if category < 9 { category } else { 8 }]
    }

    /// The hold'em strength of the same five cards (the wheel is a straight there).
    fn holdem(self) -> Strength {
        Strength(tables::deuce_holdem(self.0))
    }

    /// True for A-5-4-3-2 (suited or not): the hold'em wheel, ace-high here.
    fn is_wheel(self) -> bool {
        let category = self.holdem().category();
        let straight = matches!(category, Category::Straight | Category::StraightFlush);
        straight && self.holdem().ranks()[0] == Rank::Five
    }

    /// The five ranks, ordered as they are compared (the pair first …), the ace always
    /// highest: "A-5-4-3-2".
    pub fn ranks(self) -> [Rank; 5] {
        let ranks = self.holdem().ranks();
        if self.is_wheel() {
            [Rank::Ace, Rank::Five, Rank::Four, Rank::Three, Rank::Two]
        } else {
            ranks
        }
    }

    /// Words a player would use: "Seven-Five low (7-5-4-3-2)", "Ace-Five low (A-5-4-3-2)",
    /// "Pair, Kings, Queen-Jack-Eight kickers (K-K-Q-J-8)", "Straight, Six high
    /// (6-5-4-3-2)", "Flush, Ace-Five-Four-Three-Two (A-5-4-3-2)", "Royal Flush (A-K-Q-J-T)".
    pub fn describe(self) -> String {
        let ranks = self.ranks();
        let cards = symbols(&ranks);
        let words = match self.category() {
            Category::HighCard => format!("{}-{} low", ranks[0].name(), ranks[1].name()),
            Category::Flush if self.is_wheel() => {
                let names: Vec<&str> = ranks.iter().map(|r| r.name()).collect();
                format!("Flush, {}", names.join("-"))
            }
            _ => self.holdem().describe(),
        };
        format!("{words} ({cards})")
    }
}

impl fmt::Debug for DeuceSevenLow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("DeuceSevenLow").field(&self.0).finish()
    }
}

impl fmt::Display for DeuceSevenLow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

/// Serialized as the number, 1..=7,462.
#[cfg(feature = "serde")]
impl serde::Serialize for DeuceSevenLow {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u16(self.0)
    }
}
