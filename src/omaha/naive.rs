//! The Omaha reference: every choice of two hole cards and three board cards, scored by
//! the naive 5-card evaluator ([`crate::naive`]), which shares no code with the tables.

use crate::card::Card;
use crate::naive::{NaiveValue, evaluate_five};
use crate::strength::{Category, Strength};

/// Every (two hole cards, three board cards) choice.
fn choices<'a>(hole: &'a [Card], board: &'a [Card]) -> impl Iterator<Item = [Card; 5]> + 'a {
    let pairs = hole
        .iter()
        .enumerate()
        .flat_map(move |(i, &a)| hole.iter().skip(i + 1).map(move |&b| (a, b)));
    pairs.flat_map(move |(a, b)| {
        board.iter().enumerate().flat_map(move |(i, &x)| {
            board
                .iter()
                .enumerate()
                .skip(i + 1)
                .flat_map(move |(j, &y)| board.iter().skip(j + 1).map(move |&z| [a, b, x, y, z]))
        })
    })
}

/// The best high hand's value.
pub fn evaluate(hole: &[Card], board: &[Card]) -> NaiveValue {
    choices(hole, board)
        .map(evaluate_five)
        .max()
        .unwrap_or_default()
}

/// The best low as its five values highest first (ace = 1, deuce = 2 … eight = 8), or
/// `None`. A smaller array is a better low.
pub fn low(hole: &[Card], board: &[Card]) -> Option<[u8; 5]> {
    choices(hole, board)
        .filter_map(|five| {
            let mut values = five.map(|c| match c.rank().index() {
                12 => 1,
                r => r as u8 + 2,
            });
            values.sort_unstable_by(|a, b| b.cmp(a));
            let distinct = values.windows(2).all(|w| matches!(w, [a, b] if a != b));
            (distinct && values[0] <= 8).then_some(values)
        })
        .min()
}

/// A strength as the naive evaluator writes it: category, then ranks 2-14 in comparison
/// order, a wheel's ace as 1.
pub fn value_of(strength: Strength) -> NaiveValue {
    let category = strength.category();
    let mut ranks = strength.ranks().map(|r| r.index() as u8 + 2);
    let straight = matches!(category, Category::Straight | Category::StraightFlush);
    if straight && ranks[0] == 5 {
        ranks[4] = 1;
    }
    NaiveValue {
        category: category.number(),
        ranks,
    }
}

/// A naive low's values as a low mask (ace bit 0 … eight bit 7).
pub fn low_mask(values: [u8; 5]) -> u8 {
    values.iter().fold(0, |m, &v| m | 1 << (v - 1))
}
