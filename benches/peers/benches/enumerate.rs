//! Every 5-card and every 7-card hand, enumerated by card index with nested loops, each
//! hand's category counted: handrank against `pokers` 0.10, on one thread and on two.
//!
//! Both libraries run the same loop shape, written the way each library's users would: a
//! partial hand per loop level (adding a card is one step), the strength of the full hand,
//! its category counted. `handrank::enumerate` is the library's own walk of every hand (each
//! visited with its strength, the cards of a rank sharing one lookup when no flush is
//! possible), timed beside them as `handrank enumerate`. Two threads split the work by the first two cards (1,326 tasks,
//! so the uneven first-card shares balance out). Before timing, both libraries' counts
//! must equal the published category counts, so a loop that skips hands cannot give a
//! fast, meaningless number.
//!
//! Run: `cd benches/peers && cargo bench --bench enumerate -- --warm-up-time 1`.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use handrank::enumerate::{self as walk, HandSize};
use handrank::{Card, Hand};
use handrank_peers::pokers_card;
use rayon::prelude::*;

/// Hands per category, high card first, then the total.
type Counts = [u64; 9];

/// The published counts of 5-card and 7-card hands per category.
const FIVE_CARD: Counts = [
    1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40,
];
const SEVEN_CARD: Counts = [
    23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184, 224_848, 41_584,
];

fn add(mut a: Counts, b: Counts) -> Counts {
    for (x, y) in a.iter_mut().zip(b) {
        *x += y;
    }
    a
}

/// The (first, second) card index pairs: the tasks of a two-card split.
fn first_two() -> Vec<(usize, usize)> {
    (0..52)
        .flat_map(|a| (a + 1..52).map(move |b| (a, b)))
        .collect()
}

/// The library-specific parts of the loop: a partial hand, adding a card by index, the
/// category (0 = high card … 8 = straight flush) of a full hand.
trait Library: Sync {
    type Hand: Copy;
    fn empty(&self) -> Self::Hand;
    fn add(&self, hand: Self::Hand, card: usize) -> Self::Hand;
    fn category(&self, hand: Self::Hand) -> usize;
}

/// handrank adds a card by index through its one-card hands, `Hand::CARDS`.
struct Handrank;

impl Library for Handrank {
    type Hand = Hand;
    fn empty(&self) -> Hand {
        Hand::EMPTY
    }
    #[inline(always)]
    fn add(&self, hand: Hand, card: usize) -> Hand {
        hand.combine(Hand::CARDS[card])
    }
    #[inline(always)]
    fn category(&self, hand: Hand) -> usize {
        hand.strength().category() as usize - 1
    }
}

/// `pokers` numbers suits s, h, c, d; its strengths carry the category in bits 12 and up.
struct Pokers([pokers::Hand; 52]);

impl Library for Pokers {
    type Hand = pokers::Hand;
    fn empty(&self) -> pokers::Hand {
        pokers::Hand::default()
    }
    #[inline(always)]
    fn add(&self, hand: pokers::Hand, card: usize) -> pokers::Hand {
        hand + self.0[card]
    }
    #[inline(always)]
    fn category(&self, hand: pokers::Hand) -> usize {
        usize::from(hand.evaluate() >> 12) - 1
    }
}

fn pokers() -> Pokers {
    Pokers(std::array::from_fn(|i| pokers_card(Card::ALL[i])))
}

/// Counts the categories of the 5-card hands whose first two cards are `a` < `b`.
fn five_from<L: Library>(lib: &L, a: usize, b: usize) -> Counts {
    let mut counts = Counts::default();
    let h2 = lib.add(lib.add(lib.empty(), a), b);
    for c in b + 1..52 {
        let h3 = lib.add(h2, c);
        for d in c + 1..52 {
            let h4 = lib.add(h3, d);
            for e in d + 1..52 {
                counts[lib.category(lib.add(h4, e))] += 1;
            }
        }
    }
    counts
}

/// Counts the categories of the 7-card hands whose first two cards are `a` < `b`.
fn seven_from<L: Library>(lib: &L, a: usize, b: usize) -> Counts {
    let mut counts = Counts::default();
    let h2 = lib.add(lib.add(lib.empty(), a), b);
    for c in b + 1..52 {
        let h3 = lib.add(h2, c);
        for d in c + 1..52 {
            let h4 = lib.add(h3, d);
            for e in d + 1..52 {
                let h5 = lib.add(h4, e);
                for f in e + 1..52 {
                    let h6 = lib.add(h5, f);
                    for g in f + 1..52 {
                        counts[lib.category(lib.add(h6, g))] += 1;
                    }
                }
            }
        }
    }
    counts
}

/// Every hand of `cards` cards, on the current thread or split over a rayon pool.
fn enumerate<L: Library>(lib: &L, cards: usize, parallel: bool) -> Counts {
    let from = |&(a, b): &(usize, usize)| match cards {
        5 => five_from(lib, a, b),
        _ => seven_from(lib, a, b),
    };
    let tasks = first_two();
    if parallel {
        tasks
            .par_iter()
            .with_max_len(1)
            .map(from)
            .reduce(Counts::default, add)
    } else {
        tasks.iter().map(from).fold(Counts::default(), add)
    }
}

/// `handrank::enumerate`'s walk, each hand's category counted.
fn library_walk(cards: usize, parallel: bool) -> Counts {
    let size = HandSize::try_from(cards).expect("5 or 7 cards");
    let count = |counts: &mut Counts, strength: handrank::Strength| {
        counts[strength.category() as usize - 1] += 1;
    };
    if parallel {
        walk::par_fold(size, Counts::default, |counts, _, s| count(counts, s), add)
    } else {
        let mut counts = Counts::default();
        walk::for_each(size, |_, s| count(&mut counts, s));
        counts
    }
}

fn bench(c: &mut Criterion) {
    let (hr, pk) = (Handrank, pokers());
    let two = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .expect("a thread pool");
    for (cards, expected, hands) in [(5, FIVE_CARD, 2_598_960u64), (7, SEVEN_CARD, 133_784_560)] {
        assert_eq!(enumerate(&hr, cards, false), expected, "handrank {cards}");
        assert_eq!(enumerate(&pk, cards, false), expected, "pokers {cards}");
        assert_eq!(
            library_walk(cards, false),
            expected,
            "handrank enumerate {cards}"
        );
        assert_eq!(
            library_walk(cards, true),
            expected,
            "handrank enumerate {cards}"
        );

        let mut group = c.benchmark_group(format!("all {cards}-card hands"));
        group.throughput(Throughput::Elements(hands));
        group.sample_size(10);
        for threads in [1, 2] {
            let parallel = threads == 2;
            let id = |library: &str| BenchmarkId::new(library, format!("{threads} thread"));
            group.bench_function(id("handrank"), |b| {
                b.iter(|| two.install(|| enumerate(black_box(&hr), cards, parallel)))
            });
            group.bench_function(id("handrank enumerate"), |b| {
                b.iter(|| two.install(|| library_walk(black_box(cards), parallel)))
            });
            group.bench_function(id("pokers"), |b| {
                b.iter(|| two.install(|| enumerate(black_box(&pk), cards, parallel)))
            });
        }
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
