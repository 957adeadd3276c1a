//! The badugi reference, written from the rules for obviousness rather than speed: try every
//! subset of the cards, keep those with no two cards sharing a suit or a rank, and take the
//! best by size, then by ranks compared highest first, lower winning. It shares no code
//! with the tables.

use std::cmp::Ordering;

use crate::card::Card;

/// A badugi hand as the rules describe it: how many cards play, and their ranks highest
/// first with the ace counting 1 (deuce 2 … king 13). Ordered so that the better hand is
/// greater.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct NaiveBadugi {
    /// The cards that play, 1..=4 (0 for no cards at all).
    pub size: usize,
    /// Their ranks, highest first, ace = 1.
    pub ranks: Vec<u8>,
}

impl Ord for NaiveBadugi {
    fn cmp(&self, other: &NaiveBadugi) -> Ordering {
        // More cards win; then the lower ranks, read from the highest card down.
        self.size
            .cmp(&other.size)
            .then_with(|| other.ranks.cmp(&self.ranks))
    }
}

impl PartialOrd for NaiveBadugi {
    fn partial_cmp(&self, other: &NaiveBadugi) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// The ace-low value of a card: ace 1, deuce 2 … king 13.
pub fn low_value(card: Card) -> u8 {
    match card.rank().index() {
        12 => 1,
        deuce_based => deuce_based as u8 + 2,
    }
}

/// The best badugi among the cards (any number of them; the game deals four).
pub fn evaluate(cards: &[Card]) -> NaiveBadugi {
    let mut best = NaiveBadugi::default();
    for subset in 1u32..1 << cards.len() {
        let chosen: Vec<Card> = cards
            .iter()
            .enumerate()
            .filter(|(i, _)| subset >> i & 1 == 1)
            .map(|(_, &c)| c)
            .collect();
        let clash = chosen.iter().enumerate().any(|(i, a)| {
            chosen
                .iter()
                .skip(i + 1)
                .any(|b| a.suit() == b.suit() || a.rank() == b.rank())
        });
        if clash {
            continue;
        }
        let mut ranks: Vec<u8> = chosen.iter().map(|&c| low_value(c)).collect();
        ranks.sort_unstable_by(|a, b| b.cmp(a));
        let candidate = NaiveBadugi {
            size: chosen.len(),
            ranks,
        };
        if candidate > best {
            best = candidate;
        }
    }
    best
}
