//! Evaluator throughput, per hand.
//!
//! - random 5-, 6- and 7-card hands (4,096 per batch, dealt once from a seeded `SmallRng`):
//!   from card values (`Hand::from_cards(&cards).strength()`) and from a hand already
//!   combined (`hand.strength()`);
//! - the naive evaluator on the same 7-card hands, for the ratio;
//! - every one of the 133,784,560 7-card hands, nested loops with the partial hands hoisted
//!   out of the inner loops, one thread.
//!
//! Run: `cargo bench -p handrank-benches --bench evaluate` (add `-- --measurement-time 2 --warm-up-time 1` for
//! a quick run). The comparison with other crates is in `benches/peers`.

#[path = "harness.rs"]
mod harness;

use std::time::Duration;

use criterion::{
    BenchmarkId, Criterion, SamplingMode, Throughput, criterion_group, criterion_main,
};
use handrank::{Card, Hand, naive};
use harness::{SEED, deal, full_deck, hands_group};

fn random_hands<const N: usize>(c: &mut Criterion) {
    let cards = deal::<N>(&full_deck(), SEED);
    let hands: Vec<Hand> = cards.iter().map(|c| Hand::from_cards(c)).collect();
    let mut group = hands_group(c, format!("random {N}-card hands"));
    group
        .time("from_cards", &cards, |c| {
            u64::from(Hand::from_cards(c).strength().get())
        })
        .time("from_hand", &hands, |h| u64::from(h.strength().get()));
    if N == 7 {
        group.time("naive", &cards, |c| u64::from(naive::evaluate(c).packed()));
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
