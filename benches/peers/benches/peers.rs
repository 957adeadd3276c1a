//! handrank against the Rust 7-card evaluators users would otherwise pick, on identical
//! random hands.
//!
//! The hands are dealt once from a seeded `SmallRng` and converted to each library's own
//! card type before any timing starts. Each library is timed two ways where it can be:
//! - `from_cards`: seven card values in, strength out (the hand state is built in the loop);
//! - `from_hand`: the library's combined hand state is built beforehand, only the lookup is
//!   timed.
//!
//! Before timing, every peer must order each consecutive pair of hands the way handrank
//! does, so a wrong card conversion cannot produce a fast but meaningless number.
//!
//! Run: `cd benches/peers && cargo bench --bench peers -- --measurement-time 2 --warm-up-time 1`.

use std::cmp::Ordering;
use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use handrank::{Card, Hand};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Hands per timed batch: large enough to hide loop overhead, small enough for L1/L2.
const HANDS: usize = 4096;
/// The same seed as `benches/evaluate.rs`, so the two benches see the same hands.
const SEED: u64 = 0x5eed_0007;

/// `HANDS` random 7-card hands of distinct cards, as card indices (4·rank + suit).
fn deal() -> Vec<[u8; 7]> {
    let mut rng = SmallRng::seed_from_u64(SEED);
    (0..HANDS)
        .map(|_| {
            let mut deck: [u8; 52] = std::array::from_fn(|i| i as u8);
            // Partial Fisher-Yates: the first seven places are a uniform random hand.
            for i in 0..7 {
                let j = rng.random_range(i..52);
                deck.swap(i, j);
            }
            std::array::from_fn(|i| deck[i])
        })
        .collect()
}

fn rank_suit(index: u8) -> (u8, u8) {
    (index / 4, index % 4)
}

/// Checks that `peer` orders every consecutive pair of hands as handrank does.
fn check_agrees<T: Ord>(name: &str, ours: &[handrank::Strength], theirs: &[T]) {
    for i in 1..ours.len() {
        let a = ours[i - 1].cmp(&ours[i]);
        let b = theirs[i - 1].cmp(&theirs[i]);
        assert_eq!(
            a,
            b,
            "{name} disagrees with handrank on hands {} and {i}",
            i - 1
        );
    }
    assert!(
        ours.windows(2).any(|w| w[0].cmp(&w[1]) == Ordering::Equal) || ours.len() < 1000,
        "expected some ties among {} random hands",
        ours.len()
    );
}

fn peers(c: &mut Criterion) {
    let hands = deal();

    // handrank
    let hr_cards: Vec<[Card; 7]> = hands
        .iter()
        .map(|h| h.map(|i| Card::from_index(usize::from(i)).expect("index < 52")))
        .collect();
    let hr_hands: Vec<Hand> = hr_cards.iter().map(|c| Hand::from_cards(c)).collect();
    let ours: Vec<handrank::Strength> = hr_hands.iter().map(|h| h.strength()).collect();

    // pokers 0.10: card index 4·rank + suit with suits s, h, c, d.
    let pk_suit = |ours: u8| [2u8, 3, 1, 0][usize::from(ours)]; // c d h s -> pokers
    let pk_cards: Vec<[u8; 7]> = hands
        .iter()
        .map(|h| {
            h.map(|i| {
                let (r, s) = rank_suit(i);
                4 * r + pk_suit(s)
            })
        })
        .collect();
    let pk_fold = |cards: &[u8; 7]| {
        cards.iter().fold(pokers::Hand::default(), |hand, &i| {
            hand + pokers::CARDS[usize::from(i)]
        })
    };
    let pk_hands: Vec<pokers::Hand> = pk_cards.iter().map(pk_fold).collect();
    let theirs: Vec<u16> = pk_hands.iter().map(|h| h.evaluate()).collect();
    check_agrees("pokers", &ours, &theirs);

    // rs_poker 5.0.0: its own Card of Value and Suit.
    let rs_suit = |ours: u8| {
        use rs_poker::core::Suit;
        [Suit::Club, Suit::Diamond, Suit::Heart, Suit::Spade][usize::from(ours)]
    };
    let rs_cards: Vec<[rs_poker::core::Card; 7]> = hands
        .iter()
        .map(|h| {
            h.map(|i| {
                let (r, s) = rank_suit(i);
                rs_poker::core::Card::new(rs_poker::core::Value::from_u8(r), rs_suit(s))
            })
        })
        .collect();
    let rs_hands: Vec<rs_poker::core::SevenCardAccum> = rs_cards
        .iter()
        .map(|cards| {
            let mut acc = rs_poker::core::SevenCardAccum::new();
            for &card in cards {
                acc.add(card);
            }
            acc
        })
        .collect();
    {
        use rs_poker::core::Rankable;
        let theirs: Vec<_> = rs_cards.iter().map(|c| c[..].rank()).collect();
        check_agrees("rs_poker", &ours, &theirs);
        let theirs: Vec<_> = rs_hands.iter().map(|h| h.rank()).collect();
        check_agrees("rs_poker SevenCardAccum", &ours, &theirs);
    }

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
    let theirs: Vec<_> = aya_hands.iter().map(aya_poker::poker_rank).collect();
    check_agrees("aya_poker", &ours, &theirs);

    let mut group = c.benchmark_group("random 7-card hands");
    group.throughput(Throughput::Elements(HANDS as u64));

    let id = |library: &str, input: &str| BenchmarkId::new(library, input);
    group.bench_function(id("handrank", "from_cards"), |b| {
        b.iter(|| {
            black_box(&hr_cards)
                .iter()
                .map(|c| u64::from(Hand::from_cards(c).strength().get()))
                .sum::<u64>()
        })
    });
    group.bench_function(id("handrank", "from_hand"), |b| {
        b.iter(|| {
            black_box(&hr_hands)
                .iter()
                .map(|h| u64::from(h.strength().get()))
                .sum::<u64>()
        })
    });
    group.bench_function(id("pokers", "from_cards"), |b| {
        b.iter(|| {
            black_box(&pk_cards)
                .iter()
                .map(|c| u64::from(pk_fold(c).evaluate()))
                .sum::<u64>()
        })
    });
    group.bench_function(id("pokers", "from_hand"), |b| {
        b.iter(|| {
            black_box(&pk_hands)
                .iter()
                .map(|h| u64::from(h.evaluate()))
                .sum::<u64>()
        })
    });
    group.bench_function(id("rs_poker", "from_cards"), |b| {
        use rs_poker::core::Rankable;
        b.iter(|| {
            black_box(&rs_cards)
                .iter()
                .map(|c| u64::from(c[..].rank().value_bits()))
                .sum::<u64>()
        })
    });
    group.bench_function(id("rs_poker", "from_hand"), |b| {
        b.iter(|| {
            black_box(&rs_hands)
                .iter()
                .map(|h| u64::from(h.rank().value_bits()))
                .sum::<u64>()
        })
    });
    group.bench_function(id("aya_poker", "from_cards"), |b| {
        b.iter(|| {
            black_box(&aya_cards)
                .iter()
                .map(|c| u64::from(aya_poker::poker_rank(&aya_fold(c)).0))
                .sum::<u64>()
        })
    });
    group.bench_function(id("aya_poker", "from_hand"), |b| {
        b.iter(|| {
            black_box(&aya_hands)
                .iter()
                .map(|h| u64::from(aya_poker::poker_rank(h).0))
                .sum::<u64>()
        })
    });
    group.finish();
}

criterion_group!(benches, peers);
criterion_main!(benches);
