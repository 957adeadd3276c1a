//! Badugi: four cards, and the hand is the largest set of them with no two sharing a suit or
//! a rank.
//!
//! A four-card badugi beats any three-card hand, which beats any two-card hand, which beats
//! any one-card hand. Among hands of one size the lowest highest card wins, then the next
//! highest, and so on; aces are low, so A-2-3-4 of four suits is the best hand. Hands of one
//! size and the same ranks tie exactly (suits never break ties). Players say "four-card
//! badugi, 7-4-3-A", "three-card badugi, 7-4-A", "two-card, 3-A", "one-card, A".
//!
//! ```
//! use handrank::badugi::{self, BadugiSize};
//! use handrank::parse_cards;
//! let wheel = badugi::evaluate(&parse_cards("As 2h 3d 4c")?)?;
//! assert_eq!(wheel.describe(), "four-card badugi, 4-3-2-A");
//! assert_eq!(wheel, badugi::Badugi::MAX);
//! // Two spades: only one of them plays.
//! let three = badugi::evaluate(&parse_cards("As 2s 3h 4d")?)?;
//! assert_eq!(three.category(), BadugiSize::ThreeCard);
//! assert_eq!(three.to_string(), "three-card badugi, 4-3-A");
//! // Any four-card badugi beats the best three-card hand.
//! assert!(badugi::evaluate(&parse_cards("Kc Qd Jh Ts")?)? > three);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # The lookup
//!
//! The hand depends only on the cards' ranks and on which of them share a suit. Sorting the
//! four card indices (`4·rank + suit`) sorts the ranks, so the sorted ranks' multiset and
//! the way the sorted places group into suits decide the strength: 1,820 rank multisets
//! (C(16, 4)) times 15 groupings (the Bell number B4), one table row per multiset.
//!
//! ```text
//!  cards, any order ──► c0 ≤ c1 ≤ c2 ≤ c3   (card indices; 5 compare-exchanges, no branch)
//!  key = Σ KEY_PART[i][c_i]        KEY_PART[i][c] = C(rank(c) + i, i + 1) << 12 | suit(c) << 2i
//!  ┌─ bits 22..12: row = the rank multiset's number, 0..1,820 ─┬─ 11..8: 0 ─┬─ 7..0: s3 s2 s1 s0 ─┐
//!  index    = key >> 8 | SUIT_PATTERN[key & 0xff]   (the suits' grouping: one of 15 columns)
//!  strength = STRENGTH[index]                       (1,820 rows × 16 u16, 1 = K one-card …
//!                                                    1,092 = A-2-3-4 four-card)
//! ```
//!
//! Per hand: five loads from 1 KB of small tables, three adds, and one load from the 58 KB
//! strength table; no loop over subsets. `build.rs` writes the tables with the generator in
//! `tables/badugi.rs`, which tries every subset of each entry's four cards; [`naive`] scores
//! hands from the rules with no shared code, and [`verify`] checks the two agree on all
//! 270,725 hands.

mod draw;
mod game;
pub mod naive;
mod tables;
#[cfg(test)]
mod tests;
pub mod verify;

use std::fmt;

pub(crate) use game::BadugiRules;

use crate::card::{Card, Rank};
use crate::game::{DealError, Game};

/// How many cards play: the badugi's size, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum BadugiSize {
    /// Every card shares a suit or a rank with every other: four of a suit, or quads.
    OneCard = 1,
    TwoCard,
    ThreeCard,
    /// Four suits and four ranks: a badugi proper.
    FourCard,
}

impl BadugiSize {
    /// All sizes, weakest first.
    pub const ALL: [BadugiSize; 4] = [
        BadugiSize::OneCard,
        BadugiSize::TwoCard,
        BadugiSize::ThreeCard,
        BadugiSize::FourCard,
    ];

    /// The number of cards that play, 1..=4.
    pub const fn cards(self) -> usize {
        self as usize
    }

    /// The words players use: "four-card badugi", "three-card badugi", "two-card",
    /// "one-card".
    pub fn name(self) -> &'static str {
        match self {
            BadugiSize::OneCard => "one-card",
            BadugiSize::TwoCard => "two-card",
            BadugiSize::ThreeCard => "three-card badugi",
            BadugiSize::FourCard => "four-card badugi",
        }
    }

    /// The machine name, as in JSON and CSV: "one_card" … "four_card".
    pub fn id(self) -> &'static str {
        match self {
            BadugiSize::OneCard => "one_card",
            BadugiSize::TwoCard => "two_card",
            BadugiSize::ThreeCard => "three_card",
            BadugiSize::FourCard => "four_card",
        }
    }
}

impl fmt::Display for BadugiSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How good a badugi hand is: 1 (a one-card king) to 1,092 (A-2-3-4 of four suits). Higher
/// is better; equal strengths tie. One value per size and set of ranks: 13 one-card, 78
/// two-card, 286 three-card and 715 four-card hands, in that order.
///
/// ```
/// use handrank::badugi::{Badugi, BadugiSize};
/// use handrank::{Card, parse_cards};
/// let cards: [Card; 4] = parse_cards("Kc 9d 5h Ks")?.try_into().unwrap();
/// let hand = Badugi::from_cards(cards);
/// assert_eq!(hand.category(), BadugiSize::ThreeCard);
/// assert_eq!(hand.describe(), "three-card badugi, K-9-5");
/// assert_eq!(Badugi::MIN.describe(), "one-card, K");
/// assert_eq!(Badugi::MAX.get(), 1_092);
/// # Ok::<(), handrank::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Badugi(u16);

impl Badugi {
    /// The weakest hand: a one-card king (four kings, say).
    pub const MIN: Badugi = Badugi(1);
    /// The best hand: A-2-3-4 of four suits.
    pub const MAX: Badugi = Badugi(1_092);

    /// The strength with this number, if it is in 1..=1,092.
    pub const fn new(value: u16) -> Option<Badugi> {
        if 1 <= value && value <= Badugi::MAX.0 {
            Some(Badugi(value))
        } else {
            None
        }
    }

    /// The strength of four cards: the fast path, with no check that the cards differ. A
    /// card given twice scores as the cards there are (never a panic).
    ///
    /// ```
    /// use handrank::badugi::Badugi;
    /// use handrank::Card;
    /// // Card indices are 4·rank + suit: 48 is the ace of clubs, 1 the deuce of diamonds.
    /// let [ac, d2, h3, s4] = [48, 1, 6, 11].map(|i| Card::from_index(i).unwrap());
    /// assert_eq!(Badugi::from_cards([ac, d2, h3, s4]), Badugi::MAX);
    /// ```
    #[inline]
    pub fn from_cards(cards: [Card; 4]) -> Badugi {
        Badugi(tables::strength(cards))
    }

    /// The number, 1..=1,092.
    #[inline]
    pub const fn get(self) -> u16 {
        self.0
    }

    /// How many cards play: three compares, no table.
    #[inline]
    pub const fn category(self) -> BadugiSize {
        let [one, two, three] = tables::LAST_OF_SIZE;
        match (self.0 > one) as u8 + (self.0 > two) as u8 + (self.0 > three) as u8 {
            0 => BadugiSize::OneCard,
            1 => BadugiSize::TwoCard,
            2 => BadugiSize::ThreeCard,
            _ => BadugiSize::FourCard,
        }
    }

    /// The size's name: "four-card badugi" … "one-card" (see [`BadugiSize::name`]).
    pub fn name(self) -> &'static str {
        self.category().name()
    }

    /// The ranks that play, highest first; the ace, low, comes last.
    ///
    /// ```
    /// use handrank::{badugi, parse_cards, Rank};
    /// let hand = badugi::evaluate(&parse_cards("7c 4d Ah 3s")?)?;
    /// assert_eq!(hand.ranks(), [Rank::Seven, Rank::Four, Rank::Three, Rank::Ace]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn ranks(self) -> Vec<Rank> {
        let mask = tables::low_mask(self.0);
        // Ace-low bits: bit 0 the ace, bit b ≥ 1 the rank of index b - 1 (deuce = 0).
        (0..13)
            .rev()
            .filter(|bit| mask >> bit & 1 == 1)
            .filter_map(|bit| Rank::from_index((bit + 12) % 13))
            .collect()
    }

    /// Words a player would use: "four-card badugi, 7-4-3-A", "three-card badugi, 7-4-A",
    /// "two-card, 3-A", "one-card, A".
    pub fn describe(self) -> String {
        let ranks: Vec<String> = self
            .ranks()
            .iter()
            .map(|r| r.symbol().to_string())
            .collect();
        format!("{}, {}", self.category().name(), ranks.join("-"))
    }
}

impl fmt::Display for Badugi {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

/// The four cards of a hand checked as [`Game::check`] does for [`Game::BADUGI`]: exactly
/// four, none twice.
fn checked(cards: &[Card]) -> Result<[Card; 4], DealError> {
    Game::BADUGI.check(cards, &[])?;
    cards
        .try_into()
        .map_err(|_| Game::BADUGI.hand_count_error(cards.len()))
}

/// The strength of a badugi hand: exactly four different cards.
///
/// ```
/// use handrank::{DealErrorKind, DealPart, badugi, parse_cards};
/// let hand = badugi::evaluate(&parse_cards("Ac Ad 2h 3s")?)?;
/// assert_eq!(hand.describe(), "three-card badugi, 3-2-A");
/// let error = badugi::evaluate(&parse_cards("Ac 2d 3h")?).unwrap_err();
/// assert_eq!(
///     error.kind(),
///     &DealErrorKind::Count { part: DealPart::Hand, min: 4, max: 4, found: 3 }
/// );
/// assert_eq!(error.to_string(), "a badugi hand has 4 cards, found 3");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn evaluate(cards: &[Card]) -> Result<Badugi, DealError> {
    Ok(Badugi::from_cards(checked(cards)?))
}

/// The cards that play, highest rank first (the ace last). Where two choices tie (Ac Ad 2h
/// 3s plays either ace), one of them, always the same for the same cards in the same order.
///
/// ```
/// use handrank::{badugi, parse_cards};
/// let cards = badugi::best_cards(&parse_cards("Kc Kd 2c 9h")?)?;
/// let text: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
/// assert_eq!(text, ["Kd", "9h", "2c"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn best_cards(cards: &[Card]) -> Result<Vec<Card>, DealError> {
    let four = checked(cards)?;
    let want = tables::low_mask(Badugi::from_cards(four).0);
    let low_bit = |card: Card| 1u16 << ((card.rank().index() + 1) % 13);
    for subset in 1..16u32 {
        let chosen: Vec<Card> = (0..4)
            .filter(|i| subset >> i & 1 == 1)
            .filter_map(|i| four.get(i).copied())
            .collect();
        let mask = chosen.iter().fold(0, |m, &c| m | low_bit(c));
        let suits = chosen.iter().fold(0u8, |m, c| m | 1 << c.suit().index());
        let distinct = mask.count_ones() as usize == chosen.len()
            && suits.count_ones() as usize == chosen.len();
        if distinct && mask == want {
            let mut chosen = chosen;
            chosen.sort_by_key(|&c| std::cmp::Reverse(low_bit(c)));
            return Ok(chosen);
        }
    }
    // Unreachable: the strength's ranks come from one of the subsets.
    Ok(Vec::new())
}
