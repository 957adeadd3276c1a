//! The reference evaluator, written for obviousness rather than speed: sort, count,
//! classify five cards, and take the best of every 5-card subset. It shares no code with
//! the tables or the generator, so agreement between the two is evidence, not tautology.

use crate::card::Card;

/// A hand's value as a tuple that compares the way poker does: the category
/// (1 = high card … 9 = straight flush), then the ranks (2 … 14 for an ace) in the order
/// they are compared. A wheel's ace counts as 1.
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

    /// The value `packed` stands for: the inverse of [`NaiveValue::packed`].
    pub fn from_packed(packed: u32) -> NaiveValue {
        let nibble = |shift: u32| ((packed >> shift) & 0xf) as u8;
        NaiveValue {
            category: nibble(20),
            ranks: [nibble(16), nibble(12), nibble(8), nibble(4), nibble(0)],
        }
    }
}

/// Classifies exactly five cards.
pub fn evaluate_five(cards: [Card; 5]) -> NaiveValue {
    let five = Five::of(cards);
    let wheel = five.values == [14, 5, 4, 3, 2];
    let straight = five.all_different() && (five.values[0] - five.values[4] == 4 || wheel);
    let category = if straight && five.flush {
        9
    } else if five.counts == [4, 4, 4, 4, 1] {
        8
    } else if five.counts == [3, 3, 3, 2, 2] {
        7
    } else if five.flush {
        6
    } else if straight {
        5
    } else {
        five.by_pairs()
    };
    NaiveValue {
        category,
        ranks: if wheel { [5, 4, 3, 2, 1] } else { five.ordered },
    }
}

/// Five cards sorted and counted: what classifying them by any high ranking starts from.
pub(crate) struct Five {
    /// Rank values (2 … 14), highest first.
    pub values: [u8; 5],
    /// The values ordered as they are compared: by how often each occurs, then by value
    /// ([K, K, 9, 9, Q]).
    pub ordered: [u8; 5],
    /// How often each card's value occurs, most first ([2, 2, 2, 2, 1] for two pair).
    pub counts: [usize; 5],
    pub flush: bool,
}

impl Five {
    pub fn of(cards: [Card; 5]) -> Five {
        let mut values: [u8; 5] = cards.map(|c| c.rank().index() as u8 + 2);
        values.sort_unstable_by(|a, b| b.cmp(a));
        let count_of = |v: u8| values.iter().filter(|&&w| w == v).count();
        let mut ordered = values;
        ordered.sort_by_key(|&v| std::cmp::Reverse((count_of(v), v)));
        let mut counts: [usize; 5] = values.map(count_of);
        counts.sort_unstable_by(|a, b| b.cmp(a));
        let flush = cards.iter().all(|c| c.suit() == cards[0].suit());
        Five {
            values,
            ordered,
            counts,
            flush,
        }
    }

    pub fn all_different(&self) -> bool {
        self.counts == [1; 5]
    }

    /// The category of a hand that is no straight, flush, full house or four of a kind:
    /// 4 three of a kind, 3 two pair, 2 pair, 1 high card.
    pub fn by_pairs(&self) -> u8 {
        match self.counts {
            [3, ..] => 4,
            [2, 2, 2, 2, 1] => 3,
            [2, ..] => 2,
            _ => 1,
        }
    }
}

/// The best value among all 5-card subsets of 5 to 7 cards, each scored by `five`.
pub(crate) fn best_of(cards: &[Card], five: impl Fn([Card; 5]) -> NaiveValue) -> NaiveValue {
    let mut best = NaiveValue::default();
    for (i, &a) in cards.iter().enumerate() {
        for (j, &b) in cards.iter().enumerate().skip(i + 1) {
            for (k, &c) in cards.iter().enumerate().skip(j + 1) {
                for (l, &d) in cards.iter().enumerate().skip(k + 1) {
                    for &e in cards.iter().skip(l + 1) {
                        best = best.max(five([a, b, c, d, e]));
                    }
                }
            }
        }
    }
    best
}

/// The best value among all 5-card subsets of 5 to 7 cards.
pub fn evaluate(cards: &[Card]) -> NaiveValue {
    best_of(cards, evaluate_five)
}
