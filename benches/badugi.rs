//! Badugi throughput, per hand, beside hold'em's own evaluator in the same run.
//!
//! - random 4-card badugi hands (4,096 per batch, dealt once from a seeded `SmallRng`),
//!   from card values: `Badugi::from_cards(cards)`;
//! - hold'em's `Hand::from_cards(&cards).strength()` on random 5- and 7-card hands, for
//!   the ratio;
//! - the naive badugi evaluator on the same 4-card hands;
//! - every one of the 270,725 4-card hands, nested loops, one thread.
//!
//! Run: `cargo bench -p handrank-benches --bench badugi -- --measurement-time 2 --warm-up-time 1`. The
//! comparison with aya_poker is in `benches/peers/benches/badugi.rs`.

#[path = "harness.rs"]
mod harness;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use handrank::badugi::{self, Badugi};
use handrank::{Card, Hand};
use harness::{deal, full_deck, hands_group};

/// The same seed as `benches/peers/benches/badugi.rs`, so both see the same hands.
const SEED: u64 = 0x5eed_bad0;

fn random_hands(c: &mut Criterion) {
    let full = full_deck();
    let badugi_hands = deal::<4>(&full, SEED);
    let five = deal::<5>(&full, SEED);
    let seven = deal::<7>(&full, SEED);
    let mut group = hands_group(c, "random hands from cards");
    group
        .time("badugi 4 cards", &badugi_hands, |&c| {
            u64::from(Badugi::from_cards(c).get())
        })
        .time("hold'em 5 cards", &five, |c| {
            u64::from(Hand::from_cards(c).strength().get())
        })
        .time("hold'em 7 cards", &seven, |c| {
            u64::from(Hand::from_cards(c).strength().get())
        })
        .time("badugi naive", &badugi_hands, |c| {
            badugi::naive::evaluate(c).size as u64
        });
    group.finish();
}

/// Sums the strengths of every 4-card hand.
fn all_hands() -> u64 {
    let mut total = 0u64;
    for a in 0..49 {
        for b in a + 1..50 {
            for c in b + 1..51 {
                for d in c + 1..52 {
                    let cards = [a, b, c, d].map(|i| Card::ALL[i]);
                    total += u64::from(Badugi::from_cards(cards).get());
                }
            }
        }
    }
    total
}

fn exhaustive(c: &mut Criterion) {
    let mut group = c.benchmark_group("all 4-card badugi hands");
    group.sample_size(10);
    group.throughput(Throughput::Elements(270_725));
    group.bench_function("nested loops, 1 thread", |b| b.iter(all_hands));
    group.finish();
}

criterion_group!(benches, random_hands, exhaustive);
criterion_main!(benches);
