//! The short-deck reference evaluator, written for obviousness rather than speed: sort,
//! count and classify five cards by the short-deck rules, and take the best of every
//! 5-card subset. It shares no code with the tables or their classifier, so agreement
//! between the two is evidence, not tautology.

use crate::card::Card;

/// A short-deck hand's value as a tuple that compares the way the game does: the
/// category (1 = high card, 2 pair, 3 two pair, 4 three of a kind, 5 straight, 6 full
/// house, 7 flush, 8 four of a kind, 9 straight flush), then the ranks (6 … 14 for an
/// ace) in the order they are compared. The ace of A-6-7-8-9 counts as 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct NaiveValue {
    pub category: u8,
    pub ranks: [u8; 5],
}

impl NaiveValue {
    /// Packs the value into 24 bits (4 bits per field), preserving order.
    pub fn packed(self) -> u32 {
        self.ranks
            .iter()
            .fold(u32::from(self.category), |acc, &r| acc << 4 | u32::from(r))
    }
}

/// Classifies exactly five cards of the short deck (6 to ace).
pub fn evaluate_five(cards: [Card; 5]) -> NaiveValue {
    let mut values: [u8; 5] = cards.map(|c| c.rank().index() as u8 + 2);
    values.sort_unstable_by(|a, b| b.cmp(a));

    let count_of = |v: u8| values.iter().filter(|&&w| w == v).count();
    // Order by how often each value occurs, then by value: [K, K, 9, 9, Q].
    let mut ordered = values;
    ordered.sort_by_key(|&v| std::cmp::Reverse((count_of(v), v)));
    let mut counts: [usize; 5] = values.map(count_of);
    counts.sort_unstable_by(|a, b| b.cmp(a));

    let flush = cards.iter().all(|c| c.suit() == cards[0].suit());
    let all_different = counts == [1, 1, 1, 1, 1];
    // With no 2-5 in the deck, the ace plays low below the six: A-6-7-8-9.
    let low_ace = values == [14, 9, 8, 7, 6];
    let straight = all_different && (values[0] - values[4] == 4 || low_ace);
    if low_ace {
        ordered = [9, 8, 7, 6, 1];
    }

    // Short-deck order: a flush beats a full house; a straight still beats three of a kind.
    let category = if straight && flush {
        9
    } else if counts == [4, 4, 4, 4, 1] {
        8
    } else if flush {
        7
    } else if counts == [3, 3, 3, 2, 2] {
        6
    } else if straight {
        5
    } else if counts == [3, 3, 3, 1, 1] {
        4
    } else if counts == [2, 2, 2, 2, 1] {
        3
    } else if counts == [2, 2, 1, 1, 1] {
        2
    } else {
        1
    };
    NaiveValue {
        category,
        ranks: ordered,
    }
}

/// The best value among all 5-card subsets of 5 to 7 cards.
pub fn evaluate(cards: &[Card]) -> NaiveValue {
    let mut best = NaiveValue::default();
    for (i, &a) in cards.iter().enumerate() {
        for (j, &b) in cards.iter().enumerate().skip(i + 1) {
            for (k, &c) in cards.iter().enumerate().skip(j + 1) {
                for (l, &d) in cards.iter().enumerate().skip(k + 1) {
                    for &e in cards.iter().skip(l + 1) {
                        best = best.max(evaluate_five([a, b, c, d, e]));
                    }
                }
            }
        }
    }
    best
}
