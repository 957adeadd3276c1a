//! Short-deck evaluator throughput against hold'em's own, in the same run.
//!
//! - random 5- and 7-card hands of the 36-card deck (4,096 per batch, dealt once from a
//!   seeded `SmallRng`), short deck from card values (`short_deck::strength(Hand::from_cards
//!   (&cards))`), from a combined `Hand`, and through the checked `short_deck::evaluate`;
//! - hold'em's evaluator on the same hands and on random hands of the full deck (its own
//!   workload, the seed of `benches/evaluate.rs`), for the ratio.
//!
//! Run: `cargo bench --bench short_deck -- --measurement-time 3 --warm-up-time 1`. The
//! comparison with aya_poker is `benches/peers/benches/short_deck.rs`.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use handrank::{Card, Hand, short_deck};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Hands per timed batch.
const HANDS: usize = 4096;
/// The seed of `benches/evaluate.rs` and `benches/peers`.
const SEED: u64 = 0x5eed_0007;

/// `HANDS` random hands of `N` distinct cards from `deck` (partial Fisher-Yates).
fn deal<const N: usize>(deck: &[Card]) -> Vec<[Card; N]> {
    let mut rng = SmallRng::seed_from_u64(SEED);
    (0..HANDS)
        .map(|_| {
            let mut deck = deck.to_vec();
            for i in 0..N {
                let j = rng.random_range(i..deck.len());
                deck.swap(i, j);
            }
            std::array::from_fn(|i| deck[i])
        })
        .collect()
}

fn random_hands<const N: usize>(c: &mut Criterion) {
    let short: Vec<Card> = short_deck::deck().iter().collect();
    let full: Vec<Card> = Card::all().collect();
    let cards = deal::<N>(&short);
    let full_cards = deal::<N>(&full);
    let hands: Vec<Hand> = cards.iter().map(|c| Hand::from_cards(c)).collect();
    let full_hands: Vec<Hand> = full_cards.iter().map(|c| Hand::from_cards(c)).collect();
    let score = |hand: Hand| short_deck::strength(hand).map_or(0, |s| u64::from(s.get()));
    assert!(hands.iter().all(|&h| score(h) > 0));

    let mut group = c.benchmark_group(format!("random {N}-card hands"));
    group.throughput(Throughput::Elements(HANDS as u64));
    let id = |evaluator: &str, input: &str| BenchmarkId::new(evaluator, input);
    group.bench_function(id("short deck", "from_cards"), |b| {
        b.iter(|| {
            black_box(&cards)
                .iter()
                .map(|c| score(Hand::from_cards(c)))
                .sum::<u64>()
        })
    });
    group.bench_function(id("short deck", "from_hand"), |b| {
        b.iter(|| black_box(&hands).iter().map(|&h| score(h)).sum::<u64>())
    });
    group.bench_function(id("short deck", "evaluate (checked)"), |b| {
        b.iter(|| {
            black_box(&cards)
                .iter()
                .map(|c| short_deck::evaluate(c).map_or(0, |s| u64::from(s.get())))
                .sum::<u64>()
        })
    });
    group.bench_function(id("hold'em, same hands", "from_cards"), |b| {
        b.iter(|| {
            black_box(&cards)
                .iter()
                .map(|c| u64::from(Hand::from_cards(c).strength().get()))
                .sum::<u64>()
        })
    });
    group.bench_function(id("hold'em, 52-card hands", "from_cards"), |b| {
        b.iter(|| {
            black_box(&full_cards)
                .iter()
                .map(|c| u64::from(Hand::from_cards(c).strength().get()))
                .sum::<u64>()
        })
    });
    group.bench_function(id("hold'em, 52-card hands", "from_hand"), |b| {
        b.iter(|| {
            black_box(&full_hands)
                .iter()
                .map(|h| u64::from(h.strength().get()))
                .sum::<u64>()
        })
    });
    group.finish();
}

criterion_group!(benches, random_hands::<7>, random_hands::<5>);
criterion_main!(benches);
