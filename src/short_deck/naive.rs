//! The short-deck reference evaluator, written for obviousness rather than speed: sort,
//! count and classify five cards by the short-deck rules, and take the best of every
//! 5-card subset. It shares no code with the tables or their classifier, so agreement
//! between the two is evidence, not tautology.

use crate::card::Card;
use crate::naive::{Five, best_of};

/// A short-deck hand's value as a tuple that compares the way the game does: the
/// category (1 = high card, 2 pair, 3 two pair, 4 three of a kind, 5 straight, 6 full
/// house, 7 flush, 8 four of a kind, 9 straight flush), then the ranks (6 … 14 for an
/// ace) in the order they are compared. The ace of A-6-7-8-9 counts as 1. It is
/// hold'em's [`crate::naive::NaiveValue`], with short deck's order of categories.
pub use crate::naive::NaiveValue;

/// Classifies exactly five cards of the short deck (6 to ace).
pub fn evaluate_five(cards: [Card; 5]) -> NaiveValue {
    let five = Five::of(cards);
    // With no 2-5 in the deck, the ace plays low below the six: A-6-7-8-9.
    let low_ace = five.values == [14, 9, 8, 7, 6];
    let straight = five.all_different() && (five.values[0] - five.values[4] == 4 || low_ace);
    // Short-deck order: a flush beats a full house; a straight still beats three of a kind.
    let category = if straight && five.flush {
        9
    } else if five.counts == [4, 4, 4, 4, 1] {
        8
    } else if five.flush {
        7
    } else if five.counts == [3, 3, 3, 2, 2] {
        6
    } else if straight {
        5
    } else {
        five.by_pairs()
    };
    NaiveValue {
        category,
        ranks: if low_ace {
            [9, 8, 7, 6, 1]
        } else {
            five.ordered
        },
    }
}

/// The best value among all 5-card subsets of 5 to 7 cards.
pub fn evaluate(cards: &[Card]) -> NaiveValue {
    best_of(cards, evaluate_five)
}
