//! Thread safety: the public types are `Send + Sync`, and scoring the same hands from many
//! threads at once gives exactly the single-threaded answers.

use handrank::{
    Card, CardSet, Category, Hand, Outcome, ParseError, Rank, Strength, Suit, evaluate, naive,
};
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

fn assert_send_sync<T: Send + Sync>() {}

#[test]
fn public_types_are_send_and_sync() {
    assert_send_sync::<Strength>();
    assert_send_sync::<Hand>();
    assert_send_sync::<Card>();
    assert_send_sync::<CardSet>();
    assert_send_sync::<ParseError>();
    assert_send_sync::<Rank>();
    assert_send_sync::<Suit>();
    assert_send_sync::<Category>();
    assert_send_sync::<Outcome>();
    assert_send_sync::<naive::NaiveValue>();
    assert_send_sync::<handrank::verify::Report>();
    // The equity engine: a configured calculation can be shared, its results sent.
    assert_send_sync::<handrank::equity::Equity>();
    assert_send_sync::<handrank::equity::Range>();
    assert_send_sync::<handrank::equity::MonteCarlo>();
    assert_send_sync::<handrank::equity::EquityResult>();
    assert_send_sync::<handrank::equity::EquityError>();
}

/// Random distinct hands of 5 to 7 cards, the same for every run.
fn sample_hands(count: usize) -> Vec<Vec<Card>> {
    let mut rng = SmallRng::seed_from_u64(0x5eed);
    let mut deck: Vec<Card> = Card::all().collect();
    (0..count)
        .map(|_| {
            deck.shuffle(&mut rng);
            let size = rng.random_range(5..=7);
            deck.iter().copied().take(size).collect()
        })
        .collect()
}

/// Everything a caller reads from one hand's score.
fn score(cards: &[Card]) -> (Strength, Strength, Strength, String) {
    let strength = evaluate(cards).expect("sample hands are valid");
    (
        strength,
        Hand::from_set(cards.iter().copied().collect()).strength(),
        Hand::from_cards(cards).strength(),
        strength.describe(),
    )
}

#[test]
fn eight_threads_score_the_same_hands_as_one() {
    let hands = sample_hands(20_000);
    let single: Vec<_> = hands.iter().map(|cards| score(cards)).collect();
    // The single-threaded answers are themselves right: each entry point agrees, and the
    // category is the naive evaluator's.
    for (cards, (a, b, c, _)) in hands.iter().zip(&single) {
        assert_eq!((a, a), (b, c));
        assert_eq!(a.category().number(), naive::evaluate(cards).category);
    }
    let results: Vec<Vec<_>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..8)
            .map(|offset| {
                let hands = &hands;
                // Each thread starts at a different place so they hit different table
                // entries at the same moment.
                scope.spawn(move || {
                    let start = offset * hands.len() / 8;
                    let mut out = vec![None; hands.len()];
                    for i in (start..hands.len()).chain(0..start) {
                        out[i] = Some(score(&hands[i]));
                    }
                    out.into_iter().map(Option::unwrap).collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("a scoring thread panicked"))
            .collect()
    });
    assert_eq!(results.len(), 8);
    for result in results {
        assert_eq!(result, single);
    }
}
