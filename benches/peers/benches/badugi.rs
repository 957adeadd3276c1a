//! handrank's badugi evaluator against aya_poker 0.1's `badugi_rank` on identical random
//! 4-card hands (the same seed as `benches/badugi.rs`).
//!
//! Both are timed from card values: handrank's `Badugi::from_cards`, and aya_poker's hand
//! built from its cards inside the loop. A second aya_poker line gets its `Hand` built
//! beforehand, which favours it. Before timing, aya_poker must order every consecutive pair
//! of hands as handrank does, so a wrong card conversion cannot give a meaningless number.
//!
//! Run: `cargo bench -p handrank-peers --bench badugi -- --measurement-time 2 --warm-up-time 1`.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use handrank::Card;
use handrank::badugi::Badugi;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

const HANDS: usize = 4096;
/// The same seed as `benches/badugi.rs`.
const SEED: u64 = 0x5eed_bad0;

/// `HANDS` random 4-card hands of distinct cards (partial Fisher-Yates on a fresh deck).
fn deal() -> Vec<[Card; 4]> {
    let mut rng = SmallRng::seed_from_u64(SEED);
    (0..HANDS)
        .map(|_| {
            let mut deck = Card::ALL;
            for i in 0..4 {
                let j = rng.random_range(i..52);
                deck.swap(i, j);
            }
            std::array::from_fn(|i| deck[i])
        })
        .collect()
}

fn badugi(c: &mut Criterion) {
    let hands = deal();
    let ours: Vec<Badugi> = hands.iter().map(|&h| Badugi::from_cards(h)).collect();

    // aya_poker 0.1: card index 4·rank + suit, clubs to spades, like ours.
    let aya_cards: Vec<[aya_poker::base::Card; 4]> = hands
        .iter()
        .map(|h| h.map(|c| aya_poker::base::CARDS[c.index()]))
        .collect();
    let aya_fold = |cards: &[aya_poker::base::Card; 4]| {
        let mut hand = aya_poker::base::Hand::new();
        for card in cards {
            hand.insert_unchecked(card);
        }
        hand
    };
    let aya_hands: Vec<aya_poker::base::Hand> = aya_cards.iter().map(aya_fold).collect();
    let theirs: Vec<_> = aya_hands.iter().map(aya_poker::badugi_rank).collect();
    for i in 1..HANDS {
        assert_eq!(
            ours[i - 1].cmp(&ours[i]),
            theirs[i - 1].cmp(&theirs[i]),
            "aya_poker disagrees with handrank on hands {} and {i}",
            i - 1
        );
    }

    let mut group = c.benchmark_group("random badugi hands");
    group.throughput(Throughput::Elements(HANDS as u64));
    let id = |library: &str, input: &str| BenchmarkId::new(library, input);
    group.bench_function(id("handrank", "from_cards"), |b| {
        b.iter(|| {
            black_box(&hands)
                .iter()
                .map(|&c| u64::from(Badugi::from_cards(c).get()))
                .sum::<u64>()
        })
    });
    group.bench_function(id("aya_poker", "from_cards"), |b| {
        b.iter(|| {
            black_box(&aya_cards)
                .iter()
                .map(|c| u64::from(aya_poker::badugi_rank(&aya_fold(c)).0))
                .sum::<u64>()
        })
    });
    group.bench_function(id("aya_poker", "from_hand"), |b| {
        b.iter(|| {
            black_box(&aya_hands)
                .iter()
                .map(|h| u64::from(aya_poker::badugi_rank(h).0))
                .sum::<u64>()
        })
    });
    group.finish();
}

criterion_group!(benches, badugi);
criterion_main!(benches);
