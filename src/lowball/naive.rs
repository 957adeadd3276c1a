//! The lowball references, written from the rules for obviousness rather than speed: look
//! at five cards, sort and count them, and for more cards try every five. They share no code
//! with the tables (nor with the hold'em evaluator the deuce-to-seven table is built from).

use crate::card::{Card, Rank};

/// An ace-to-five hand as players compare lows: **smaller is better**. First how badly the
/// cards pair (0 no pair, 1 one pair, 2 two pair, 3 three of a kind, 4 full house, 5 four
/// of a kind), then the card values (ace 1, deuce 2 … king 13), the most repeated first and
/// then highest first: 9-9-8-6-4 is `(1, [9, 9, 8, 6, 4])`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct NaiveLow {
    pub pairing: u8,
    pub values: [u8; 5],
}

impl NaiveLow {
    /// Packs the value into 23 bits (3 for the pairing, 4 per card), preserving order.
    pub fn packed(self) -> u32 {
        self.values
            .iter()
            .fold(u32::from(self.pairing), |acc, &v| acc << 4 | u32::from(v))
    }

    /// The value `packed` stands for: the inverse of [`NaiveLow::packed`].
    pub fn from_packed(packed: u32) -> NaiveLow {
        let value = |shift: u32| ((packed >> shift) & 0xf) as u8;
        NaiveLow {
            pairing: (packed >> 20) as u8,
            values: [value(16), value(12), value(8), value(4), value(0)],
        }
    }
}

/// The value of a card with the ace low: ace 1, deuce 2 … king 13.
fn ace_low(card: Card) -> u8 {
    match card.rank() {
        Rank::Ace => 1,
        rank => rank.index() as u8 + 2,
    }
}

/// The value of a card with the ace high: deuce 2 … king 13, ace 14.
fn ace_high(card: Card) -> u8 {
    card.rank().index() as u8 + 2
}

/// How many times each value occurs, for each card, largest first: [2, 2, 1, 1, 1] for a pair.
fn counts(values: [u8; 5]) -> [usize; 5] {
    let mut counts = values.map(|v| values.iter().filter(|&&w| w == v).count());
    counts.sort_unstable_by(|a, b| b.cmp(a));
    counts
}

/// The values ordered as they are compared: most repeated first, then highest first.
fn compared(values: [u8; 5]) -> [u8; 5] {
    let mut ordered = values;
    let count = |v: u8| values.iter().filter(|&&w| w == v).count();
    ordered.sort_by_key(|&v| std::cmp::Reverse((count(v), v)));
    ordered
}

/// Ace-to-five value of exactly five cards. Suits never matter; straights do not count.
pub fn ace_five(cards: [Card; 5]) -> NaiveLow {
    let values = cards.map(ace_low);
    let pairing = match counts(values) {
        [1, 1, 1, 1, 1] => 0,
        [2, 2, 1, 1, 1] => 1,
        [2, 2, 2, 2, 1] => 2,
        [3, 3, 3, 1, 1] => 3,
        [3, 3, 3, 2, 2] => 4,
        _ => 5, // [4, 4, 4, 4, 1]
    };
    NaiveLow {
        pairing,
        values: compared(values),
    }
}

/// Every 5-card choice of the cards.
#[cfg(test)]
fn fives(cards: &[Card]) -> Vec<[Card; 5]> {
    let mut out = Vec::new();
    let n = cards.len();
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                for d in c + 1..n {
                    for e in d + 1..n {
                        let pick = |i: usize| cards.get(i).copied();
                        if let (Some(a), Some(b), Some(c), Some(d), Some(e)) =
                            (pick(a), pick(b), pick(c), pick(d), pick(e))
                        {
                            out.push([a, b, c, d, e]);
                        }
                    }
                }
            }
        }
    }
    out
}

/// Razz: the best (smallest) ace-to-five value of any five of 5-7 cards; `None` with fewer
/// than five. The proof reads the same best from every five scored once
/// (`crate::proof::Fives`); the tests check the two agree.
#[cfg(test)]
pub fn razz(cards: &[Card]) -> Option<NaiveLow> {
    fives(cards).into_iter().map(ace_five).min()
}

/// The eight-or-better low as a player reads it: the five lowest different values of
/// eight or under (ace 1), highest first; `None` with fewer than five.
pub fn eight_or_better(cards: &[Card]) -> Option<[u8; 5]> {
    let mut low: Vec<u8> = cards
        .iter()
        .map(|&c| ace_low(c))
        .filter(|&v| v <= 8)
        .collect();
    low.sort_unstable();
    low.dedup();
    let &[a, b, c, d, e] = low.first_chunk::<5>()?;
    Some([e, d, c, b, a])
}

/// A deuce-to-seven hand as a hold'em player would value it, where **higher is worse**:
/// the category (1 high card, 2 pair, 3 two pair, 4 trips, 5 straight, 6 flush, 7 full
/// house, 8 quads, 9 straight flush), then the values (deuce 2 … ace 14), most repeated
/// first, then highest first. The ace is always high: A-5-4-3-2 is no straight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct NaiveDeuce {
    pub category: u8,
    pub values: [u8; 5],
}

impl NaiveDeuce {
    /// Packs the value into 24 bits (4 per field), preserving order.
    pub fn packed(self) -> u32 {
        self.values
            .iter()
            .fold(u32::from(self.category), |acc, &v| acc << 4 | u32::from(v))
    }
}

/// Deuce-to-seven value of exactly five cards.
pub fn deuce_seven(cards: [Card; 5]) -> NaiveDeuce {
    let values = compared(cards.map(ace_high));
    let flush = cards.iter().all(|c| c.suit() == cards[0].suit());
    let different = counts(values) == [1, 1, 1, 1, 1];
    // Highest first and all different: a straight spans exactly four.
    let straight = different && values[0] - values[4] == 4;
    let category = match counts(values) {
        _ if straight && flush => 9,
        [4, ..] => 8,
        [3, 3, 3, 2, 2] => 7,
        _ if flush => 6,
        _ if straight => 5,
        [3, ..] => 4,
        [2, 2, 2, 2, 1] => 3,
        [2, ..] => 2,
        _ => 1,
    };
    NaiveDeuce { category, values }
}
