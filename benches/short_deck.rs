//! Short-deck evaluator throughput against hold'em's own, in the same run.
//!
//! - random 5- and 7-card hands of the 36-card deck (4,096 per batch, dealt once from a
//!   seeded `SmallRng`), short deck from card values (`short_deck::strength(Hand::from_cards
//!   (&cards))`), from a combined `Hand`, and through the checked `short_deck::evaluate`;
//! - hold'em's evaluator on the same hands and on random hands of the full deck (its own
//!   workload, the seed of `benches/evaluate.rs`), for the ratio.
//!
//! Run: `cargo bench -p handrank-benches --bench short_deck -- --measurement-time 3 --warm-up-time 1`. The
//! comparison with aya_poker is `benches/peers/benches/short_deck.rs`.

#[path = "harness.rs"]
mod harness;

use criterion::{Criterion, criterion_group, criterion_main};
use handrank::{Card, Hand, short_deck};
use harness::{SEED, deal, full_deck, hands_group};

fn random_hands<const N: usize>(c: &mut Criterion) {
    let short: Vec<Card> = short_deck::deck().iter().collect();
    let cards = deal::<N>(&short, SEED);
    let full_cards = deal::<N>(&full_deck(), SEED);
    let hands: Vec<Hand> = cards.iter().map(|c| Hand::from_cards(c)).collect();
    let full_hands: Vec<Hand> = full_cards.iter().map(|c| Hand::from_cards(c)).collect();
    let score = |hand: Hand| short_deck::strength(hand).map_or(0, |s| u64::from(s.get()));
    assert!(hands.iter().all(|&h| score(h) > 0));
    let holdem = |c: &[Card; N]| u64::from(Hand::from_cards(c).strength().get());

    let mut group = hands_group(c, format!("random {N}-card hands"));
    group
        .time_input("short deck", "from_cards", &cards, |c| {
            score(Hand::from_cards(c))
        })
        .time_input("short deck", "from_hand", &hands, |&h| score(h))
        .time_input("short deck", "evaluate (checked)", &cards, |c| {
            short_deck::evaluate(c).map_or(0, |s| u64::from(s.get()))
        })
        .time_input("hold'em, same hands", "from_cards", &cards, holdem)
        .time_input("hold'em, 52-card hands", "from_cards", &full_cards, holdem)
        .time_input("hold'em, 52-card hands", "from_hand", &full_hands, |h| {
            u64::from(h.strength().get())
        });
    group.finish();
}

criterion_group!(benches, random_hands::<7>, random_hands::<5>);
criterion_main!(benches);
