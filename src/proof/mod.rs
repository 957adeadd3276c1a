//! Every game's exhaustive check, through one harness into one report ([`Proof`]).
//!
//! A game supplies only what is its own (`Exhaustive`): what it deals (its deck and hand
//! size, `EveryHand`, or Omaha's cases), how one hand is scored by the fast and the naive
//! evaluator, and its known counts. The harness deals on every core in a fixed order,
//! times the run, keeps the first disagreements, asserts the counts and writes the report;
//! [`prove`] is the one place a game chooses its proof.

mod fives;
mod order;
mod report;

use std::ops::RangeInclusive;
use std::time::Instant;

use rayon::prelude::*;

use crate::card::Card;
use crate::eval::Hand;
use crate::game::Game;

pub(crate) use fives::{Best, Fives};
pub(crate) use order::{Order, OrderMap, OutOfOrder};
pub(crate) use report::{CategoriesSeen, Findings, Part, add, words};
pub use report::{Count, Proof};

/// What a game's exhaustive check supplies; [`run`] does the rest.
pub(crate) trait Exhaustive: Sync {
    /// What one task saw: its own counts (per category, distinct values, …).
    type Seen: Default + Send;

    /// Checks every hand (or case) of the proof, or of every `one_in`-th two-card start
    /// (a quick sample), reporting hands done to `progress`.
    fn walk(&self, one_in: usize, progress: &(dyn Fn(u64) + Sync)) -> Findings<Self::Seen>;

    /// Each ranking's counts with the known ones, after the last checks of the whole run
    /// (reading the order maps).
    fn parts(&self, found: &mut Findings<Self::Seen>) -> Vec<Part>;
}

/// A proof that deals every hand of one size from a deck: its [`Exhaustive::walk`] is
/// [`deal_every_hand`].
pub(crate) trait EveryHand: Sync {
    type Seen: Default + Send;
    /// The game's cards, in index order.
    fn deck(&self) -> Vec<Card> {
        Card::ALL.to_vec()
    }
    /// Cards per hand.
    fn cards(&self) -> usize;
    /// Scores one hand both ways: counts it, and records any disagreement.
    fn check(&self, found: &mut Findings<Self::Seen>, cards: &[Card], hand: Hand);
    /// Merges what two tasks saw, `a` first in deal order.
    fn merge(a: Self::Seen, b: Self::Seen) -> Self::Seen;
}

/// [`Exhaustive::walk`] for a proof of every hand.
pub(crate) fn deal_every_hand<E: EveryHand>(
    proof: &E,
    one_in: usize,
    progress: &(dyn Fn(u64) + Sync),
) -> Findings<E::Seen> {
    every_hand(
        &proof.deck(),
        proof.cards(),
        one_in,
        progress,
        |found: &mut Findings<E::Seen>, cards, hand| {
            found.hands += 1;
            proof.check(found, cards, hand);
        },
        |a, b| a.merge(b, E::merge),
    )
}

/// Runs `proof` of `game` (every hand when `one_in` is 1, a sample otherwise): one report
/// per ranking it proves.
pub(crate) fn run<E: Exhaustive>(
    game: &'static str,
    proof: &E,
    cards: Option<usize>,
    one_in: usize,
    progress: &(dyn Fn(u64) + Sync),
) -> Vec<Proof> {
    let start = Instant::now();
    let mut found = proof.walk(one_in.max(1), progress);
    let parts = proof.parts(&mut found);
    let run = || report::Run {
        game,
        cards,
        seconds: start.elapsed().as_secs_f64(),
        complete: one_in <= 1,
    };
    parts
        .into_iter()
        .map(|part| Proof::new(run(), part, &found))
        .collect()
}

/// The hand sizes `game`'s proof is run at, one by one; `None` for a proof that is not by
/// hand size (Omaha's, by cases that stand for every deal).
pub fn sizes(game: Game) -> Option<RangeInclusive<usize>> {
    (!game.is_omaha()).then(|| game.cards_range())
}

/// Hands `game`'s proof deals at `cards` cards, over all its passes (a hi-lo game proves
/// its high and its low ranking one after the other): a progress total.
pub fn hands(game: Game, cards: usize) -> u64 {
    let passes = if game.has_low() { 2 } else { 1 };
    choose(game.deck().len() as u64, cards as u64) * passes
}

/// C(n, k).
fn choose(n: u64, k: u64) -> u64 {
    (0..k).fold(1, |acc, i| acc * n.saturating_sub(i) / (i + 1))
}

/// Proves `game`'s tables at `cards` cards (ignored by Omaha's proof): one report per
/// ranking the game has, by the game's own `Rules::prove`: hold'em's (and
/// stud's) 5 to 7 cards against the naive evaluator with the published counts; every Omaha
/// game's tables by cases; short deck's 36 cards; stud hi-lo adds the eight-or-better low;
/// razz, ace-five and deuce-seven their lowball ranking (one pass checks all three);
/// badugi every 4-card hand.
pub fn prove(game: Game, cards: usize, progress: &(dyn Fn(u64) + Sync)) -> Vec<Proof> {
    crate::game::dispatch!(game, R => R::prove(game.name(), cards, progress))
}

/// Calls `visit` with every `cards`-card hand of `deck`, as its cards in deck order and as a
/// [`Hand`], on every core. There is one task per two-card start, and every `one_in`-th
/// start is dealt (1: all of them, a proof; more: a quick sample). Each task folds its
/// hands into a fresh `T`, and the tasks' results are merged in deck order, so that the
/// first disagreement found is the same on any number of threads. `progress` is called
/// with each task's number of hands, from any thread.
pub(crate) fn every_hand<T: Default + Send>(
    deck: &[Card],
    cards: usize,
    one_in: usize,
    progress: impl Fn(u64) + Sync,
    visit: impl Fn(&mut T, &[Card], Hand) + Sync,
    merge: impl Fn(T, T) -> T + Sync + Send,
) -> T {
    assert!((2..=deck.len()).contains(&cards), "{cards}-card hands");
    let starts: Vec<(usize, usize)> = (0..deck.len())
        .flat_map(|a| (a + 1..deck.len()).map(move |b| (a, b)))
        .step_by(one_in.max(1))
        .collect();
    starts
        .par_iter()
        .with_max_len(1)
        .map(|&(a, b)| {
            #[allow(clippy::indexing_slicing)] // a < b < deck.len() by construction
            let (first, second, rest) = (deck[a], deck[b], &deck[b + 1..]);
            let mut found = T::default();
            let mut hands = 0u64;
            let mut chosen = Vec::with_capacity(cards);
            chosen.extend([first, second]);
            let hand = Hand::EMPTY.add(first).add(second);
            deal(rest, cards - 2, &mut chosen, hand, &mut |chosen, hand| {
                hands += 1;
                visit(&mut found, chosen, hand);
            });
            progress(hands);
            found
        })
        .reduce(T::default, merge)
}

/// Calls `visit` for every way to add `left` more cards from `rest`, in order.
fn deal(
    rest: &[Card],
    left: usize,
    chosen: &mut Vec<Card>,
    hand: Hand,
    visit: &mut impl FnMut(&[Card], Hand),
) {
    if left == 0 {
        visit(chosen, hand);
        return;
    }
    for (i, &card) in rest.iter().enumerate() {
        if rest.len() - i < left {
            break; // too few cards left to complete a hand
        }
        chosen.push(card);
        #[allow(clippy::indexing_slicing)] // i < rest.len()
        let after = &rest[i + 1..];
        deal(after, left - 1, chosen, hand.add(card), visit);
        chosen.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_hand_deals_each_hand_once_in_deck_order() {
        let deck: Vec<Card> = Card::all().take(9).collect();
        let hands: Vec<Vec<Card>> = every_hand(
            &deck,
            4,
            1,
            |_| {},
            |found: &mut Vec<Vec<Card>>, cards, hand| {
                assert_eq!(hand.len(), 4);
                found.push(cards.to_vec());
            },
            |mut a, b| {
                a.extend(b);
                a
            },
        );
        assert_eq!(hands.len(), 126); // C(9, 4)
        let mut sorted = hands.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted, hands);
    }

    #[test]
    fn a_sample_deals_every_nth_start() {
        let deck: Vec<Card> = Card::all().take(6).collect();
        let count = |one_in| {
            every_hand(
                &deck,
                3,
                one_in,
                |_| {},
                |n: &mut u64, _, _| *n += 1,
                |a, b| a + b,
            )
        };
        assert_eq!(count(1), 20);
        // Starts 0-1, 0-3, 0-5, 1-3, 1-5, 2-4, 3-4, 4-5: 4 + 2 + 0 + 2 + 0 + 1 + 1 + 0.
        assert_eq!(count(2), 10);
    }
}
