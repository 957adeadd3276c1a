//! Every five cards of a deck scored once by a naive reference, for the proofs.
//!
//! A naive value of six or seven cards is the best of every five among them (21 for seven).
//! Scoring each five with the reference's sorts and counts was most of a proof's time, and
//! each five is in many hands: the 133,784,560 seven-card hands hold 2.8 billion fives, but
//! there are only 2,598,960 different ones. So each five is scored once, in parallel, and a
//! hand reads its fives' values by their colex index. Nothing the proof compares changes:
//! the values are the reference's own, and the best is still taken over every five.

use rayon::prelude::*;

use crate::card::Card;
use crate::equity::exact::binomial;

/// Which end of the packed values is the better hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Best {
    /// Hold'em and short deck: a larger value is a better hand.
    Highest,
    /// The lowball games: a smaller value is a better hand.
    Lowest,
}

/// Places in a hand of five to seven cards, for every five of them.
type Choices = Vec<[usize; 5]>;

/// `COLEX[place][k]` = C(place, k + 1): what a card at `place` in the deck adds to the colex
/// index of a five (its places in increasing order) when it is the five's `k`-th card.
#[allow(clippy::indexing_slicing)] // compile-time: an out-of-range index fails the build
const COLEX: [[usize; 5]; 52] = {
    let mut colex = [[0; 5]; 52];
    let mut place = 0;
    while place < 52 {
        let mut k = 0;
        while k < 5 {
            colex[place][k] = binomial(place, k + 1);
            k += 1;
        }
        place += 1;
    }
    colex
};

/// The naive value of every five cards of one deck.
pub(crate) struct Fives {
    /// Each card's place in the deck (by [`Card::index`]); cards not in it are never asked.
    place: [usize; 52],
    /// Each five's packed value, by the colex index of its places.
    values: Vec<u32>,
    best: Best,
    /// Every five of five, six and seven cards, as places among them.
    choices: [Choices; 3],
}

impl Fives {
    /// Scores every five of `deck` with `value` (a reference's packed, order-keeping value).
    #[allow(clippy::indexing_slicing)] // card indices are below 52, places below the deck's size
    pub(crate) fn new(deck: &[Card], best: Best, value: impl Fn([Card; 5]) -> u32 + Sync) -> Fives {
        let mut place = [usize::MAX; 52];
        for (i, card) in deck.iter().enumerate() {
            place[card.index()] = i;
        }
        // The fives whose highest place is `e` take the colex indices from C(e, 5) on, in the
        // order of these loops.
        let values = (4..deck.len())
            .into_par_iter()
            .flat_map_iter(|e| {
                let mut values = Vec::with_capacity(COLEX[e][3]);
                for d in 3..e {
                    for c in 2..d {
                        for b in 1..c {
                            for a in 0..b {
                                values.push(value([deck[a], deck[b], deck[c], deck[d], deck[e]]));
                            }
                        }
                    }
                }
                values
            })
            .collect();
        Fives {
            place,
            values,
            best,
            choices: [choose_five(5), choose_five(6), choose_five(7)],
        }
    }

    /// The best value among every five of `cards` (five to seven cards of the deck, in deck
    /// order).
    // Card indices are below 52 and a deck card's place below 52; a hand has five to seven
    // cards; a five's colex index is below C(deck, 5), the number of values.
    #[allow(clippy::indexing_slicing)]
    pub(crate) fn best(&self, cards: &[Card]) -> u32 {
        debug_assert!((5..=7).contains(&cards.len()), "{} cards", cards.len());
        let mut terms = [[0; 5]; 7];
        for (terms, card) in terms.iter_mut().zip(cards) {
            let place = self.place[card.index()];
            debug_assert!(place < 52, "{card} is not in the deck");
            *terms = COLEX[place];
        }
        let values = self.choices[cards.len() - 5].iter().map(|five| {
            let index: usize = (0..5).map(|k| terms[five[k]][k]).sum();
            self.values[index]
        });
        // Every hand has a five, so the fold's start is never the answer.
        match self.best {
            Best::Highest => values.fold(0, u32::max),
            Best::Lowest => values.fold(u32::MAX, u32::min),
        }
    }
}

/// Every five of `n` places, each in increasing order.
fn choose_five(n: usize) -> Choices {
    let mut out = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                for d in c + 1..n {
                    for e in d + 1..n {
                        out.push([a, b, c, d, e]);
                    }
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use rand::seq::IndexedRandom;
    use rand::{Rng, SeedableRng};
    use rand_xoshiro::Xoshiro256PlusPlus;

    use super::*;
    use crate::naive;

    /// A hand's best five read from the memo is the reference's best five, on seeded hands
    /// of every size, in a full deck and in a deck of some of its cards.
    #[test]
    fn the_best_five_is_the_references() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(38);
        let full = Card::ALL.to_vec();
        let some: Vec<Card> = Card::ALL
            .iter()
            .copied()
            .filter(|c| c.index() % 3 != 1)
            .collect();
        for deck in [full, some] {
            let fives = Fives::new(&deck, Best::Highest, |five| {
                naive::evaluate_five(five).packed()
            });
            let lowest = Fives::new(&deck, Best::Lowest, |five| {
                naive::evaluate_five(five).packed()
            });
            for _ in 0..3_000 {
                let n = rng.random_range(5..=7);
                let mut hand: Vec<Card> = deck.choose_multiple(&mut rng, n).copied().collect();
                hand.sort_by_key(|c| deck.iter().position(|d| d == c));
                let each: Vec<u32> = choose_five(n)
                    .iter()
                    .map(|f| naive::evaluate_five(f.map(|i| hand[i])).packed())
                    .collect();
                assert_eq!(
                    fives.best(&hand),
                    naive::evaluate(&hand).packed(),
                    "{hand:?}"
                );
                assert_eq!(fives.best(&hand), *each.iter().max().unwrap(), "{hand:?}");
                assert_eq!(lowest.best(&hand), *each.iter().min().unwrap(), "{hand:?}");
            }
        }
    }

    #[test]
    fn every_five_of_the_deck_is_scored_once() {
        let deck: Vec<Card> = Card::ALL[..9].to_vec();
        let fives = Fives::new(&deck, Best::Highest, |_| 0);
        assert_eq!(fives.values.len(), 126); // C(9, 5)
        assert_eq!(COLEX[51], [51, 1_275, 20_825, 249_900, 2_349_060]);
        assert_eq!((COLEX[4][4], COLEX[5][4]), (0, 1)); // C(4, 5), C(5, 5)
        assert_eq!(choose_five(7).len(), 21);
        assert_eq!(choose_five(6).len(), 6);
    }
}
