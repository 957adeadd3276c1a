//! The low games against hold'em's own evaluator, per hand, in the same run.
//!
//! Random 5-, 6- and 7-card hands (4,096 per batch, dealt once from a seeded `SmallRng`,
//! the same hands for every evaluator), from card indices: the hand's key is built inside
//! the timed loop (`Hand::from_cards`), then one lookup. At five cards: hold'em, ace-to-five
//! (razz's table) and deuce-to-seven; at 5-7 cards: hold'em (which is stud), razz, stud
//! hi-lo (`lowball::stud_hi_lo_of`: the high hand and the low) and the eight-or-better low.
//!
//! Run: `cargo bench --bench lowball -- --measurement-time 2 --warm-up-time 1`. The
//! comparison with aya_poker is `benches/peers/benches/lowball.rs`.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use handrank::{Card, Hand, lowball};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

const HANDS: usize = 4096;
/// The same seed as `benches/evaluate.rs` and the peer benches.
const SEED: u64 = 0x5eed_0007;

/// `HANDS` random hands of `N` distinct cards, from card indices.
fn deal<const N: usize>() -> Vec<[Card; N]> {
    let mut rng = SmallRng::seed_from_u64(SEED);
    (0..HANDS)
        .map(|_| {
            let mut deck: [u8; 52] = std::array::from_fn(|i| i as u8);
            for i in 0..N {
                let j = rng.random_range(i..52);
                deck.swap(i, j);
            }
            std::array::from_fn(|i| Card::from_index(usize::from(deck[i])).expect("index < 52"))
        })
        .collect()
}

fn random_hands<const N: usize>(c: &mut Criterion) {
    let cards = deal::<N>();
    let mut group = c.benchmark_group(format!("random {N}-card low hands"));
    group.throughput(Throughput::Elements(HANDS as u64));
    group.bench_function("hold'em", |b| {
        b.iter(|| {
            black_box(&cards)
                .iter()
                .map(|c| u64::from(Hand::from_cards(c).strength().get()))
                .sum::<u64>()
        })
    });
    if N == 5 {
        group.bench_function("ace-to-five", |b| {
            b.iter(|| {
                black_box(&cards)
                    .iter()
                    .map(|c| u64::from(lowball::razz_of(Hand::from_cards(c)).get()))
                    .sum::<u64>()
            })
        });
        group.bench_function("deuce-to-seven", |b| {
            b.iter(|| {
                black_box(&cards)
                    .iter()
                    .map(|c| u64::from(lowball::deuce_seven_of(Hand::from_cards(c)).get()))
                    .sum::<u64>()
            })
        });
    } else {
        group.bench_function("razz", |b| {
            b.iter(|| {
                black_box(&cards)
                    .iter()
                    .map(|c| u64::from(lowball::razz_of(Hand::from_cards(c)).get()))
                    .sum::<u64>()
            })
        });
    }
    group.bench_function("stud hi-lo (high and low)", |b| {
        b.iter(|| {
            black_box(&cards)
                .iter()
                .map(|c| {
                    let (high, low) = lowball::stud_hi_lo_of(Hand::from_cards(c));
                    u64::from(high.get()) + low.map_or(0, |l| u64::from(l.mask()))
                })
                .sum::<u64>()
        })
    });
    group.bench_function("eight-or-better", |b| {
        b.iter(|| {
            black_box(&cards)
                .iter()
                .map(|c| {
                    lowball::eight_or_better_of(Hand::from_cards(c))
                        .map_or(0, |l| u64::from(l.mask()))
                })
                .sum::<u64>()
        })
    });
    group.finish();
}

criterion_group!(
    benches,
    random_hands::<5>,
    random_hands::<6>,
    random_hands::<7>
);
criterion_main!(benches);
