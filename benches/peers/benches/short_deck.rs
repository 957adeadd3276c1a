//! handrank's short deck against aya_poker's (`short_deck_rank`) on identical random
//! 7-card hands of the 36-card deck, with hold'em (handrank's own) in the same run.
//!
//! The hands are dealt once from a seeded `SmallRng` and converted to each library's card
//! type before timing. Before timing, aya_poker must order each consecutive pair of hands
//! the way handrank does, so a wrong conversion cannot give a fast, meaningless number.
//!
//! Run: `cd benches/peers && cargo bench --bench short_deck -- --measurement-time 3 --warm-up-time 1`.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use handrank::short_deck::{self, ShortDeckStrength};
use handrank::{Card, Hand};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Hands per timed batch.
const HANDS: usize = 4096;
/// The seed of `benches/short_deck.rs`.
const SEED: u64 = 0x5eed_0007;

/// `HANDS` random 7-card hands of the short deck, as card indices (4·rank + suit).
fn deal() -> Vec<[u8; 7]> {
    let mut rng = SmallRng::seed_from_u64(SEED);
    let deck: Vec<u8> = short_deck::deck().iter().map(|c| c.index() as u8).collect();
    (0..HANDS)
        .map(|_| {
            let mut deck = deck.clone();
            for i in 0..7 {
                let j = rng.random_range(i..deck.len());
                deck.swap(i, j);
            }
            std::array::from_fn(|i| deck[i])
        })
        .collect()
}

fn short_deck_peers(c: &mut Criterion) {
    let hands = deal();

    let hr_cards: Vec<[Card; 7]> = hands
        .iter()
        .map(|h| h.map(|i| Card::from_index(usize::from(i)).expect("index < 52")))
        .collect();
    let hr_hands: Vec<Hand> = hr_cards.iter().map(|c| Hand::from_cards(c)).collect();
    let ours: Vec<ShortDeckStrength> = hr_cards
        .iter()
        .map(|c| short_deck::evaluate(c).expect("a short-deck hand"))
        .collect();

    // aya_poker 0.1: card index 4·rank + suit, clubs to spades, like ours.
    let aya_cards: Vec<[aya_poker::base::Card; 7]> = hands
        .iter()
        .map(|h| h.map(|i| aya_poker::base::CARDS[usize::from(i)]))
        .collect();
    let aya_fold = |cards: &[aya_poker::base::Card; 7]| {
        let mut hand = aya_poker::base::Hand::new();
        for card in cards {
            hand.insert_unchecked(card);
        }
        hand
    };
    let aya_hands: Vec<aya_poker::base::Hand> = aya_cards.iter().map(aya_fold).collect();
    let theirs: Vec<_> = aya_hands.iter().map(aya_poker::short_deck_rank).collect();
    for i in 1..HANDS {
        assert_eq!(
            ours[i - 1].cmp(&ours[i]),
            theirs[i - 1].cmp(&theirs[i]),
            "aya_poker disagrees with handrank on hands {} and {i}",
            i - 1
        );
    }

    let score = |hand: Hand| short_deck::strength(hand).map_or(0, |s| u64::from(s.get()));
    let mut group = c.benchmark_group("random short-deck 7-card hands");
    group.throughput(Throughput::Elements(HANDS as u64));
    let id = |library: &str, input: &str| BenchmarkId::new(library, input);
    group.bench_function(id("handrank short deck", "from_cards"), |b| {
        b.iter(|| {
            black_box(&hr_cards)
                .iter()
                .map(|c| score(Hand::from_cards(c)))
                .sum::<u64>()
        })
    });
    group.bench_function(id("handrank short deck", "from_hand"), |b| {
        b.iter(|| black_box(&hr_hands).iter().map(|&h| score(h)).sum::<u64>())
    });
    group.bench_function(id("handrank hold'em", "from_cards"), |b| {
        b.iter(|| {
            black_box(&hr_cards)
                .iter()
                .map(|c| u64::from(Hand::from_cards(c).strength().get()))
                .sum::<u64>()
        })
    });
    group.bench_function(id("aya_poker short deck", "from_cards"), |b| {
        b.iter(|| {
            black_box(&aya_cards)
                .iter()
                .map(|c| u64::from(aya_poker::short_deck_rank(&aya_fold(c)).0))
                .sum::<u64>()
        })
    });
    group.bench_function(id("aya_poker short deck", "from_hand"), |b| {
        b.iter(|| {
            black_box(&aya_hands)
                .iter()
                .map(|h| u64::from(aya_poker::short_deck_rank(h).0))
                .sum::<u64>()
        })
    });
    group.finish();
}

criterion_group!(benches, short_deck_peers);
criterion_main!(benches);
