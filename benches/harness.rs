//! What every per-hand bench shares: the random hands (dealt once from a seeded
//! `SmallRng`, the same for every evaluator and every bench with the same seed) and the
//! timed loop (score each hand of a batch, sum the scores). The benches of both packages
//! include this file (`#[path]`; the peer benches through `handrank_peers`), so each bench
//! says only what it times.

// Each bench uses a part of it.
#![allow(dead_code)]

use std::hint::black_box;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, BenchmarkId, Criterion, Throughput};
use handrank::Card;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Hands per timed batch: large enough to hide loop overhead, small enough for L1/L2.
pub const HANDS: usize = 4096;
/// The seed of the hold'em, short-deck and lowball benches, so they see the same hands.
pub const SEED: u64 = 0x5eed_0007;

/// `count` random hands of `cards` distinct cards from `deck` (a partial Fisher-Yates on a
/// fresh copy of the deck for each hand: its first `cards` places are a uniform hand).
pub fn deal_many(deck: &[Card], cards: usize, count: usize, seed: u64) -> Vec<Vec<Card>> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut shuffled = deck.to_vec();
    (0..count)
        .map(|_| shuffle_front(&mut rng, deck, &mut shuffled, cards).to_vec())
        .collect()
}

/// [`HANDS`] random hands of `N` distinct cards from `deck`.
pub fn deal<const N: usize>(deck: &[Card], seed: u64) -> Vec<[Card; N]> {
    deal_count(deck, HANDS, seed)
}

/// `count` random hands of `N` distinct cards from `deck`: the hands [`deal_many`] deals,
/// without a vector per hand, so that ten million of them take 70 MB.
pub fn deal_count<const N: usize>(deck: &[Card], count: usize, seed: u64) -> Vec<[Card; N]> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut shuffled = deck.to_vec();
    (0..count)
        .map(|_| {
            let hand = shuffle_front(&mut rng, deck, &mut shuffled, N);
            std::array::from_fn(|i| hand[i])
        })
        .collect()
}

/// One hand: `deck` copied into `shuffled`, then its first `cards` places shuffled.
fn shuffle_front<'a>(
    rng: &mut SmallRng,
    deck: &[Card],
    shuffled: &'a mut [Card],
    cards: usize,
) -> &'a [Card] {
    shuffled.copy_from_slice(deck);
    for i in 0..cards {
        let j = rng.random_range(i..shuffled.len());
        shuffled.swap(i, j);
    }
    &shuffled[..cards]
}

/// The 52-card deck, in card index order (4·rank + suit).
pub fn full_deck() -> Vec<Card> {
    Card::all().collect()
}

/// A benchmark group whose throughput is [`HANDS`] hands a batch.
pub fn hands_group<'a>(c: &'a mut Criterion, name: impl Into<String>) -> Hands<'a> {
    hands_group_of(c, name, HANDS)
}

/// A benchmark group whose throughput is `hands` hands a batch.
pub fn hands_group_of<'a>(
    c: &'a mut Criterion,
    name: impl Into<String>,
    hands: usize,
) -> Hands<'a> {
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(hands as u64));
    Hands(group)
}

/// A group of per-hand timings: each times one way of scoring every hand of a batch.
pub struct Hands<'a>(pub BenchmarkGroup<'a, WallTime>);

impl Hands<'_> {
    /// Times `score` over every hand of `hands`, summing the scores (so none is skipped).
    pub fn time<T>(&mut self, name: &str, hands: &[T], score: impl Fn(&T) -> u64) -> &mut Self {
        self.time_id(BenchmarkId::from_parameter(name), hands, score)
    }

    /// [`Hands::time`] under `library/input` (`from_cards`, `from_hand`).
    pub fn time_input<T>(
        &mut self,
        library: &str,
        input: &str,
        hands: &[T],
        score: impl Fn(&T) -> u64,
    ) -> &mut Self {
        self.time_id(BenchmarkId::new(library, input), hands, score)
    }

    /// Times `score_all` on the whole of `hands` at once, under `library/input`: a
    /// library's call that scores many hands (it must keep or consume every result).
    pub fn time_all<T>(
        &mut self,
        library: &str,
        input: &str,
        hands: &[T],
        mut score_all: impl FnMut(&[T]),
    ) -> &mut Self {
        self.0
            .bench_function(BenchmarkId::new(library, input), |b| {
                b.iter(|| score_all(black_box(hands)))
            });
        self
    }

    fn time_id<T>(&mut self, id: BenchmarkId, hands: &[T], score: impl Fn(&T) -> u64) -> &mut Self {
        self.0.bench_function(id, |b| {
            b.iter(|| black_box(hands).iter().map(&score).sum::<u64>())
        });
        self
    }

    /// Ends the group (criterion writes its summary).
    pub fn finish(self) {
        self.0.finish();
    }
}
