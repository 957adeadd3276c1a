//! Every hand of five, six or seven cards of the 52, each visited with its strength: the
//! category counts, proofs and benchmarks that walk them all, without a table lookup per
//! hand where hands share one.
//!
//! The last card is the inner loop, and the cards of one rank are next to each other in
//! index order (`4 * rank + suit`). When no suit of the other cards can reach five with one
//! more card, the hand's strength depends on the last card's rank alone: the cards of a
//! rank share one lookup of the rank table. Otherwise (about one six-card hand in nine
//! has four or more of a suit) each hand is scored in full. Every hand is still visited,
//! each with its own [`Hand`].
//!
//! ```
//! use handrank::enumerate::{self, HandSize};
//! let mut flushes = 0u64;
//! enumerate::for_each(HandSize::Five, |_, strength| {
//!     flushes += u64::from(strength.category() == handrank::Category::Flush);
//! });
//! assert_eq!(flushes, 5_108);
//! ```

use rayon::prelude::*;

use crate::eval::Hand;
use crate::strength::Strength;

/// How many cards a hand has: the sizes the strength table scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HandSize {
    /// 2,598,960 hands.
    Five,
    /// 20,358,520 hands.
    Six,
    /// 133,784,560 hands.
    Seven,
}

impl HandSize {
    /// The number of cards.
    pub fn cards(self) -> usize {
        match self {
            HandSize::Five => 5,
            HandSize::Six => 6,
            HandSize::Seven => 7,
        }
    }

    /// The number of hands of this size, C(52, cards).
    pub fn hands(self) -> u64 {
        match self {
            HandSize::Five => 2_598_960,
            HandSize::Six => 20_358_520,
            HandSize::Seven => 133_784_560,
        }
    }
}

impl TryFrom<usize> for HandSize {
    type Error = usize;

    /// 5, 6 or 7; any other number is given back.
    fn try_from(cards: usize) -> Result<HandSize, usize> {
        match cards {
            5 => Ok(HandSize::Five),
            6 => Ok(HandSize::Six),
            7 => Ok(HandSize::Seven),
            other => Err(other),
        }
    }
}

/// Visits every hand of `size` on this thread, in index order (lowest cards first).
pub fn for_each(size: HandSize, mut visit: impl FnMut(Hand, Strength)) {
    each(&Hand::CARDS, |first, rest| {
        each(rest, |second, rest| {
            part(size, first.combine(second), rest, &mut visit);
        });
    });
}

/// Folds every hand of `size` on rayon's pool: 1,326 parts (one per pair of lowest
/// cards), each folded from `init()` by `visit`, then merged by `merge` (in no fixed
/// order: `merge` should be commutative and associative, as sums and counts are).
pub fn par_fold<T: Send>(
    size: HandSize,
    init: impl Fn() -> T + Sync + Send,
    visit: impl Fn(&mut T, Hand, Strength) + Sync + Send,
    merge: impl Fn(T, T) -> T + Sync + Send,
) -> T {
    let firsts: Vec<(Hand, &[Hand])> = tails(&Hand::CARDS).collect();
    firsts
        .par_iter()
        .flat_map_iter(|&(first, rest)| {
            tails(rest).map(move |(second, rest)| (first, second, rest))
        })
        .map(|(first, second, rest)| {
            let mut acc = init();
            part(size, first.combine(second), rest, &mut |hand, strength| {
                visit(&mut acc, hand, strength)
            });
            acc
        })
        .reduce(&init, &merge)
}

/// Every hand of `size` that is `two` (its two lowest cards) and cards of `rest`.
#[inline(always)]
fn part(size: HandSize, two: Hand, rest: &[Hand], visit: &mut impl FnMut(Hand, Strength)) {
    match size {
        HandSize::Five => each(rest, |c, rest| {
            let three = two.combine(c);
            each(rest, |d, rest| last_card(three.combine(d), rest, visit));
        }),
        HandSize::Six => each(rest, |c, rest| {
            let three = two.combine(c);
            each(rest, |d, rest| {
                let four = three.combine(d);
                each(rest, |e, rest| last_card(four.combine(e), rest, visit));
            });
        }),
        HandSize::Seven => each(rest, |c, rest| {
            let three = two.combine(c);
            each(rest, |d, rest| {
                let four = three.combine(d);
                each(rest, |e, rest| {
                    let five = four.combine(e);
                    each(rest, |f, rest| last_card(five.combine(f), rest, visit));
                });
            });
        }),
    }
}

/// Calls `body` with each card of `cards` and the cards after it.
#[inline(always)]
fn each<'a>(cards: &'a [Hand], mut body: impl FnMut(Hand, &'a [Hand])) {
    for (card, rest) in tails(cards) {
        body(card, rest);
    }
}

/// Each card of `cards` with the cards after it.
fn tails(cards: &[Hand]) -> impl Iterator<Item = (Hand, &[Hand])> {
    let mut cards = cards;
    std::iter::from_fn(move || {
        let (&card, rest) = cards.split_first()?;
        cards = rest;
        Some((card, rest))
    })
}

/// Visits `hand` with each card of `rest` added: the cards of one rank share a lookup
/// when no flush is possible.
#[inline(always)]
fn last_card(hand: Hand, rest: &[Hand], visit: &mut impl FnMut(Hand, Strength)) {
    if hand.flush_with_one_more() {
        for &card in rest {
            let full = hand.combine(card);
            visit(full, full.strength());
        }
        return;
    }
    // `rest` ends at the ace of spades, so after the cards left of its first rank it
    // holds whole ranks of four.
    let (partial, ranks) = rest.split_at(rest.len() % 4);
    one_rank(hand, partial, visit);
    for rank in ranks.chunks_exact(4) {
        one_rank(hand, rank, visit);
    }
}

/// Visits `hand` with each card of `rank` (cards of one rank) added, scored once.
#[inline(always)]
fn one_rank(hand: Hand, rank: &[Hand], visit: &mut impl FnMut(Hand, Strength)) {
    let Some(&first) = rank.first() else {
        return;
    };
    let strength = hand.combine(first).rank_strength();
    for &card in rank {
        visit(hand.combine(card), strength);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verify::expected;

    fn categories(size: HandSize) -> [u64; 9] {
        par_fold(
            size,
            || [0u64; 9],
            |counts, hand, strength| {
                debug_assert_eq!(hand.strength(), strength);
                counts[strength.category().number() as usize - 1] += 1;
            },
            |mut a, b| {
                for (x, y) in a.iter_mut().zip(b) {
                    *x += y;
                }
                a
            },
        )
    }

    #[test]
    fn every_five_card_hand_once_with_its_strength() {
        let mut masks = std::collections::HashSet::new();
        for_each(HandSize::Five, |hand, strength| {
            assert_eq!(hand.strength(), strength);
            assert_eq!(hand.len(), 5);
            masks.insert(hand.mask());
        });
        // As many distinct hands of five as there are.
        assert_eq!(masks.len() as u64, HandSize::Five.hands());
        assert_eq!(categories(HandSize::Five), expected(5).unwrap().categories);
    }

    #[test]
    #[cfg_attr(debug_assertions, ignore = "133,784,560 hands: release (.ci/run)")]
    fn the_category_counts_of_six_and_seven_cards_are_the_published_ones() {
        assert_eq!(categories(HandSize::Six), expected(6).unwrap().categories);
        assert_eq!(categories(HandSize::Seven), expected(7).unwrap().categories);
    }

    #[test]
    fn sizes_are_five_to_seven() {
        assert_eq!(HandSize::try_from(7), Ok(HandSize::Seven));
        assert_eq!(HandSize::try_from(4), Err(4));
        for size in [HandSize::Five, HandSize::Six, HandSize::Seven] {
            assert_eq!(HandSize::try_from(size.cards()), Ok(size));
        }
    }
}
