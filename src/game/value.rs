//! A hand's value in its game: one type for the front ends that print, sort and compare
//! hands of any game, whatever the game's own ranking.
//!
//! Each ranking keeps its own type ([`Strength`] for hold'em, Omaha and stud, and one per
//! other ranking), because each has its own number of classes, categories and words. A
//! [`HandValue`] holds one of them; in every ranking the number is dense and higher is
//! better, so sorting by [`HandValue::strength`] sorts hands of one game.
//!
//! ```
//! use handrank::{Game, parse_cards};
//! let razz = Game::RAZZ.score(&parse_cards("Kc Kd 8h 7s 6c 3d 2h")?, &[])?;
//! assert_eq!(razz.hand.describe(), "Eight-Seven low (8-7-6-3-2)");
//! assert_eq!(razz.hand.category_id(), "no_pair");
//! let badugi = Game::BADUGI.score(&parse_cards("7c 4d Ah 4s")?, &[])?;
//! assert_eq!(badugi.hand.describe(), "three-card badugi, 7-4-A");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;

use super::{Game, dispatch};
use crate::badugi::Badugi;
use crate::card::Rank;
use crate::lowball::{AceFiveLow, DeuceSevenLow};
use crate::short_deck::ShortDeckStrength;
use crate::strength::{Category, Strength};

/// A hand's value in its game's ranking. Values of one game compare as hands do (the
/// better hand is greater); values of two different rankings are not comparable in poker
/// terms, and their order here means nothing.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum HandValue {
    /// The standard high ranking: hold'em, Omaha, stud (1..=7,462).
    High(Strength),
    /// Short deck (six plus): a flush beats a full house, A-6-7-8-9 is a straight (1..=1,404).
    ShortDeck(ShortDeckStrength),
    /// Ace-to-five low: razz and A-5 draw (1..=6,175).
    AceFive(AceFiveLow),
    /// Deuce-to-seven low (1..=7,462).
    DeuceSeven(DeuceSevenLow),
    /// Badugi (1..=1,092).
    Badugi(Badugi),
}

impl HandValue {
    /// The number in the game's ranking, 1 for the worst hand; higher is better.
    #[inline]
    pub fn strength(self) -> u16 {
        match self {
            HandValue::High(s) => s.get(),
            HandValue::ShortDeck(s) => s.get(),
            HandValue::AceFive(s) => s.get(),
            HandValue::DeuceSeven(s) => s.get(),
            HandValue::Badugi(s) => s.get(),
        }
    }

    /// The number of values in the ranking: the best hand's [`HandValue::strength`].
    pub fn classes(self) -> u16 {
        match self {
            HandValue::High(_) => Strength::MAX.get(),
            HandValue::ShortDeck(_) => ShortDeckStrength::MAX.get(),
            HandValue::AceFive(_) => AceFiveLow::MAX.get(),
            HandValue::DeuceSeven(_) => DeuceSevenLow::MAX.get(),
            HandValue::Badugi(_) => Badugi::MAX.get(),
        }
    }

    /// The category as players name it: "Flush", "Royal Flush", "No Pair" (a low without
    /// a pair), "three-card badugi".
    pub fn category_name(self) -> &'static str {
        match self {
            HandValue::High(s) => s.name(),
            HandValue::ShortDeck(s) => s.name(),
            HandValue::AceFive(s) => s.category().name(),
            HandValue::DeuceSeven(s) => s.category().name(),
            HandValue::Badugi(s) => s.category().name(),
        }
    }

    /// The category's number in its ranking: hold'em's (1 = high card … 9 = straight
    /// flush) where the game ranks by hold'em's categories (hold'em, Omaha, stud, short
    /// deck, deuce-to-seven); 1 = four of a kind … 6 = no pair in ace-to-five; the cards
    /// that play, 1..=4, in badugi.
    pub fn category_number(self) -> u8 {
        match self {
            HandValue::High(s) => s.category().number(),
            HandValue::ShortDeck(s) => s.category().number(),
            HandValue::AceFive(s) => s.category().number(),
            HandValue::DeuceSeven(s) => s.category().number(),
            HandValue::Badugi(s) => s.category().cards() as u8,
        }
    }

    /// The category's machine name: "flush", "no_pair", "three_card".
    pub fn category_id(self) -> &'static str {
        match self {
            HandValue::High(s) => s.category().id(),
            HandValue::ShortDeck(s) => s.category().id(),
            HandValue::AceFive(s) => s.category().id(),
            HandValue::DeuceSeven(s) => s.category().id(),
            HandValue::Badugi(s) => s.category().id(),
        }
    }

    /// Words a player would use: "Two Pair, Kings and Nines, Queen kicker",
    /// "Seven-Five low (7-5-4-3-2)", "three-card badugi, 7-4-A".
    pub fn describe(self) -> String {
        match self {
            HandValue::High(s) => s.describe(),
            HandValue::ShortDeck(s) => s.describe(),
            HandValue::AceFive(s) => s.describe(),
            HandValue::DeuceSeven(s) => s.describe(),
            HandValue::Badugi(s) => s.describe(),
        }
    }

    /// The category and the five ranks as they are compared ([`Strength::ranks`]), in the
    /// rankings of a high hand by hold'em's categories: hold'em, Omaha and stud (the high
    /// half in a hi-lo game), and short deck (in its own order); `None` for the lows and
    /// badugi. What a range hits on a board is read from it.
    pub fn high_hand(self) -> Option<(Category, [Rank; 5])> {
        match self {
            HandValue::High(s) => Some((s.category(), s.ranks())),
            HandValue::ShortDeck(s) => Some((s.category(), s.ranks())),
            HandValue::AceFive(_) | HandValue::DeuceSeven(_) | HandValue::Badugi(_) => None,
        }
    }

    /// The hold'em strength, when the game ranks hands as hold'em does.
    pub fn high(self) -> Option<Strength> {
        match self {
            HandValue::High(s) => Some(s),
            _ => None,
        }
    }
}

impl Game {
    /// The value of strength `n` in the game's ranking, as [`Game::score`] gives it:
    /// `None` outside `1..=`[`Game::classes`]. Front ends that lay out one record per
    /// value (batch's pre-formatted tables) read the ranking through this.
    ///
    /// ```
    /// use handrank::Game;
    /// assert_eq!(Game::RAZZ.value(6_175).map(|v| v.describe()).as_deref(), Some("Wheel (5-4-3-2-A)"));
    /// assert_eq!(Game::BADUGI.value(1_093), None);
    /// ```
    pub fn value(self, n: u16) -> Option<HandValue> {
        dispatch!(self, R => R::value(n))
    }

    /// The number of values in the game's ranking: its best hand's strength (7,462 in
    /// hold'em, Omaha and stud; 1,404 in short deck; 6,175 in razz and A-5; 7,462 in 2-7;
    /// 1,092 in badugi).
    pub fn classes(self) -> u16 {
        self.value(1).map_or(0, HandValue::classes)
    }
}

impl fmt::Debug for HandValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.strength(), self.describe())
    }
}

impl fmt::Display for HandValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

/// Serialized as its strength number, as [`Strength`] is.
#[cfg(feature = "serde")]
impl serde::Serialize for HandValue {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u16(self.strength())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A hand of each size (by hole count: badugi 4, draw 5, stud 7), of short-deck cards.
    const HANDS: [&str; 8] = [
        "",
        "",
        "",
        "",
        "Ah Kd 9c 6s",
        "Ah Kd 9c 6s 6h",
        "",
        "Ah Kd 9c 6s 6h Tc Td",
    ];

    #[test]
    fn every_ranking_runs_from_one_to_its_classes() {
        let worst = [
            HandValue::High(Strength::MIN),
            HandValue::ShortDeck(ShortDeckStrength::MIN),
            HandValue::AceFive(AceFiveLow::MIN),
            HandValue::DeuceSeven(DeuceSevenLow::MIN),
            HandValue::Badugi(Badugi::MIN),
        ];
        let classes: Vec<u16> = worst.iter().map(|v| v.classes()).collect();
        assert_eq!(classes, [7_462, 1_404, 6_175, 7_462, 1_092]);
        assert!(worst.iter().all(|v| v.strength() == 1));
        let best = [
            HandValue::High(Strength::MAX),
            HandValue::ShortDeck(ShortDeckStrength::MAX),
            HandValue::AceFive(AceFiveLow::MAX),
            HandValue::DeuceSeven(DeuceSevenLow::MAX),
            HandValue::Badugi(Badugi::MAX),
        ];
        for (worst, best) in worst.iter().zip(&best) {
            assert!(worst < best);
            assert_eq!(best.strength(), best.classes());
        }
        let words: Vec<String> = best.iter().map(|v| v.describe()).collect();
        assert_eq!(
            words,
            [
                "Royal Flush",
                "Royal Flush",
                "Wheel (5-4-3-2-A)",
                "Seven-Five low (7-5-4-3-2)",
                "four-card badugi, 4-3-2-A",
            ]
        );
        for game in Game::ALL {
            let (worst, best) = (game.value(1).unwrap(), game.value(game.classes()).unwrap());
            assert!(worst < best && best.strength() == game.classes(), "{game}");
            assert_eq!(game.value(0), None);
            assert_eq!(game.value(game.classes() + 1), None, "{game}");
            let hand = game.score(&crate::parse_cards(HANDS[game.hole_cards()]).unwrap(), &[]);
            if let Ok(score) = hand {
                assert_eq!(
                    game.value(score.hand.strength()),
                    Some(score.hand),
                    "{game}"
                );
            }
        }
        let ids: Vec<&str> = best.iter().map(|v| v.category_id()).collect();
        assert_eq!(
            ids,
            [
                "straight_flush",
                "straight_flush",
                "no_pair",
                "high_card",
                "four_card"
            ]
        );
    }
}
