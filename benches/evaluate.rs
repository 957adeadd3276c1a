//! Evaluator throughput, per hand.
//!
//! - random 5-, 6- and 7-card hands (4,096 per batch, dealt once from a seeded `SmallRng`):
//!   from card values (`Hand::from_cards(&cards).strength()`) and from a hand already
//!   combined (`hand.strength()`);
//! - the naive evaluator on the same 7-card hands, for the ratio;
//! - every one of the 133,784,560 7-card hands, nested loops with the partial hands hoisted
//!   out of the inner loops, one thread.
//!
//! Run: `cargo bench --bench evaluate` (add `-- --measurement-time 2 --warm-up-time 1` for
//! a quick run). The comparison with other crates is in `benches/peers`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{
    BenchmarkId, Criterion, SamplingMode, Throughput, criterion_group, criterion_main,
};
use handrank::{Card, Hand, naive};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Hands per timed batch.
const HANDS: usize = 4096;
/// The same seed as `benches/peers`, so both see the same 7-card hands.
const SEED: u64 = 0x5eed_0007;

/// `HANDS` random hands of `N` distinct cards (partial Fisher-Yates on a fresh deck).
fn deal<const N: usize>() -> Vec<[Card; N]> {
    let mut rng = SmallRng::seed_from_u64(SEED);
    let deck: Vec<Card> = Card::all().collect();
    (0..HANDS)
        .map(|_| {
            let mut deck = deck.clone();
            for i in 0..N {
                let j = rng.random_range(i..52);
                deck.swap(i, j);
            }
            std::array::from_fn(|i| deck[i])
        })
        .collect()
}

fn random_hands<const N: usize>(c: &mut Criterion) {
    let cards = deal::<N>();
    let hands: Vec<Hand> = cards.iter().map(|c| Hand::from_cards(c)).collect();
    let mut group = c.benchmark_group(format!("random {N}-card hands"));
    group.throughput(Throughput::Elements(HANDS as u64));
    group.bench_function("from_cards", |b| {
        b.iter(|| {
            black_box(&cards)
                .iter()
                .map(|c| u64::from(Hand::from_cards(c).strength().get()))
                .sum::<u64>()
        })
    });
    group.bench_function("from_hand", |b| {
        b.iter(|| {
            black_box(&hands)
                .iter()
                .map(|h| u64::from(h.strength().get()))
                .sum::<u64>()
        })
    });
    if N == 7 {
        group.bench_function("naive", |b| {
            b.iter(|| {
                black_box(&cards)
                    .iter()
                    .map(|c| u64::from(naive::evaluate(c).packed()))
                    .sum::<u64>()
            })
        });
    }
    group.finish();
}

/// Sums the strengths of every 7-card hand: one `add` per loop level, one lookup per hand.
fn all_seven_card_hands() -> u64 {
    let deck: Vec<Card> = Card::all().collect();
    let mut total = 0u64;
    for a in 0..46 {
        let ha = Hand::EMPTY.add(deck[a]);
        for b in a + 1..47 {
            let hb = ha.add(deck[b]);
            for c in b + 1..48 {
                let hc = hb.add(deck[c]);
                for d in c + 1..49 {
                    let hd = hc.add(deck[d]);
                    for e in d + 1..50 {
                        let he = hd.add(deck[e]);
                        for f in e + 1..51 {
                            let hf = he.add(deck[f]);
                            for &g in &deck[f + 1..] {
                                total += u64::from(hf.add(g).strength().get());
                            }
                        }
                    }
                }
            }
        }
    }
    total
}

fn exhaustive(c: &mut Criterion) {
    let mut group = c.benchmark_group("all 7-card hands");
    group.sampling_mode(SamplingMode::Flat);
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(5));
    group.throughput(Throughput::Elements(133_784_560));
    group.bench_function(BenchmarkId::new("nested loops", "1 thread"), |b| {
        b.iter(all_seven_card_hands)
    });
    group.finish();
}

criterion_group!(
    benches,
    random_hands::<5>,
    random_hands::<6>,
    random_hands::<7>,
    exhaustive
);
criterion_main!(benches);
