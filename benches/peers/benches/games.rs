//! Every game in one run: handrank's evaluator for each game against hold'em's own time
//! (5- and 7-card) and against aya_poker 0.1 on the games it has (short deck, ace-to-five,
//! deuce-to-seven, badugi), on the same random hands. docs/BENCHMARKS.md's per-game table
//! comes from this bench.
//!
//! Hands are dealt once from a seeded `SmallRng` (4,096 per batch: 52-card hands of 4, 5 and
//! 7 cards, 36-card hands of 7 for short deck) and converted to each library's card type
//! before timing; each library builds its hand state from card indices inside the timed
//! loop, through the calls a user makes (handrank `Hand::from_cards` then the game's
//! function, `Badugi::from_cards`; aya_poker `insert_unchecked` per card, then the game's
//! `*_rank`). Before timing, aya_poker must order every consecutive pair of hands as
//! handrank does (in deuce-to-seven, hands holding A-5-4-3-2 are left out of that check:
//! aya_poker 0.1 counts them as a straight, where they are ace-high).
//!
//! Run: `cargo bench -p handrank-peers --bench games -- --measurement-time 3 --warm-up-time 1`.

use std::hint::black_box;

use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};
use handrank::badugi::Badugi;
use handrank::{Card, Hand, lowball, short_deck};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

const HANDS: usize = 4096;
/// The seed of every other bench.
const SEED: u64 = 0x5eed_0007;

type Aya = aya_poker::base::Card;

/// `HANDS` random hands of `N` distinct cards from `deck`, in both libraries' card types.
fn deal<const N: usize>(deck: &[Card]) -> (Vec<[Card; N]>, Vec<[Aya; N]>) {
    let mut rng = SmallRng::seed_from_u64(SEED);
    let ours: Vec<[Card; N]> = (0..HANDS)
        .map(|_| {
            let mut deck = deck.to_vec();
            for i in 0..N {
                let j = rng.random_range(i..deck.len());
                deck.swap(i, j);
            }
            std::array::from_fn(|i| deck[i])
        })
        .collect();
    // aya_poker's card index is 4·rank + suit, clubs to spades, like handrank's.
    let theirs = ours
        .iter()
        .map(|h| h.map(|c| aya_poker::base::CARDS[c.index()]))
        .collect();
    (ours, theirs)
}

fn aya_hand(cards: &[Aya]) -> aya_poker::base::Hand {
    let mut hand = aya_poker::base::Hand::new();
    for card in cards {
        hand.insert_unchecked(card);
    }
    hand
}

/// Panics unless both libraries order every consecutive pair of the kept hands alike.
fn check_agrees<A: Ord, B: Ord>(
    game: &str,
    ours: &[A],
    theirs: &[B],
    keep: impl Fn(usize) -> bool,
) {
    let kept: Vec<usize> = (0..ours.len()).filter(|&i| keep(i)).collect();
    assert!(kept.len() > HANDS / 2, "{game}: too few hands kept");
    for pair in kept.windows(2) {
        let (i, j) = (pair[0], pair[1]);
        assert_eq!(
            ours[i].cmp(&ours[j]),
            theirs[i].cmp(&theirs[j]),
            "aya_poker disagrees with handrank on {game} hands {i} and {j}"
        );
    }
}

/// Times `score` over every hand of `hands`, summing the scores.
fn time<T>(
    group: &mut BenchmarkGroup<'_, criterion::measurement::WallTime>,
    name: &str,
    hands: &[T],
    score: impl Fn(&T) -> u64,
) {
    group.bench_function(name, |b| {
        b.iter(|| black_box(hands).iter().map(&score).sum::<u64>())
    });
}

fn games(c: &mut Criterion) {
    let full: Vec<Card> = Card::all().collect();
    let short: Vec<Card> = short_deck::deck().iter().collect();
    let (four, aya_four) = deal::<4>(&full);
    let (five, aya_five) = deal::<5>(&full);
    let (seven, aya_seven) = deal::<7>(&full);
    let (short_seven, aya_short_seven) = deal::<7>(&short);

    // The answers agree before anything is timed.
    let ours: Vec<_> = short_seven
        .iter()
        .map(|c| short_deck::strength(Hand::from_cards(c)))
        .collect();
    let theirs: Vec<_> = aya_short_seven
        .iter()
        .map(|c| aya_poker::short_deck_rank(&aya_hand(c)))
        .collect();
    check_agrees("short-deck", &ours, &theirs, |_| true);
    let ours: Vec<_> = five
        .iter()
        .map(|c| lowball::razz_of(Hand::from_cards(c)))
        .collect();
    let theirs: Vec<_> = aya_five
        .iter()
        .map(|c| aya_poker::ace_five_rank(&aya_hand(c)))
        .collect();
    check_agrees("ace-to-five", &ours, &theirs, |_| true);
    let ours: Vec<_> = seven
        .iter()
        .map(|c| lowball::razz_of(Hand::from_cards(c)))
        .collect();
    let theirs: Vec<_> = aya_seven
        .iter()
        .map(|c| aya_poker::ace_five_rank(&aya_hand(c)))
        .collect();
    check_agrees("razz", &ours, &theirs, |_| true);
    let ours: Vec<_> = five
        .iter()
        .map(|c| lowball::deuce_seven_of(Hand::from_cards(c)))
        .collect();
    let theirs: Vec<_> = aya_five
        .iter()
        .map(|c| aya_poker::deuce_seven_rank(&aya_hand(c)))
        .collect();
    let wheel = |i: usize| {
        let mut ranks = five[i].map(|c| c.rank().index());
        ranks.sort_unstable();
        ranks == [0, 1, 2, 3, 12]
    };
    check_agrees("deuce-to-seven", &ours, &theirs, |i| !wheel(i));
    let ours: Vec<_> = four.iter().map(|&c| Badugi::from_cards(c)).collect();
    let theirs: Vec<_> = aya_four
        .iter()
        .map(|c| aya_poker::badugi_rank(&aya_hand(c)))
        .collect();
    check_agrees("badugi", &ours, &theirs, |_| true);

    let mut group = c.benchmark_group("every game, random hands");
    group.throughput(Throughput::Elements(HANDS as u64));
    let holdem = |c: &[Card]| u64::from(Hand::from_cards(c).strength().get());
    time(&mut group, "hold'em 5-card", &five, |c| holdem(c));
    time(&mut group, "hold'em 7-card", &seven, |c| holdem(c));
    time(&mut group, "short deck", &short_seven, |c| {
        short_deck::strength(Hand::from_cards(c)).map_or(0, |s| u64::from(s.get()))
    });
    time(&mut group, "stud", &seven, |c| holdem(c));
    time(&mut group, "stud hi-lo", &seven, |c| {
        let (high, low) = lowball::stud_hi_lo_of(Hand::from_cards(c));
        u64::from(high.get()) + low.map_or(0, |l| u64::from(l.mask()))
    });
    time(&mut group, "razz", &seven, |c| {
        u64::from(lowball::razz_of(Hand::from_cards(c)).get())
    });
    time(&mut group, "ace-to-five", &five, |c| {
        u64::from(lowball::razz_of(Hand::from_cards(c)).get())
    });
    time(&mut group, "deuce-to-seven", &five, |c| {
        u64::from(lowball::deuce_seven_of(Hand::from_cards(c)).get())
    });
    time(&mut group, "badugi", &four, |&c| {
        u64::from(Badugi::from_cards(c).get())
    });
    time(&mut group, "aya_poker hold'em 7-card", &aya_seven, |c| {
        u64::from(aya_poker::poker_rank(&aya_hand(c)).0)
    });
    time(&mut group, "aya_poker short deck", &aya_short_seven, |c| {
        u64::from(aya_poker::short_deck_rank(&aya_hand(c)).0)
    });
    time(&mut group, "aya_poker razz", &aya_seven, |c| {
        u64::from(aya_poker::ace_five_rank(&aya_hand(c)).0)
    });
    time(&mut group, "aya_poker ace-to-five", &aya_five, |c| {
        u64::from(aya_poker::ace_five_rank(&aya_hand(c)).0)
    });
    time(&mut group, "aya_poker deuce-to-seven", &aya_five, |c| {
        u64::from(aya_poker::deuce_seven_rank(&aya_hand(c)).0)
    });
    time(&mut group, "aya_poker badugi", &aya_four, |c| {
        u64::from(aya_poker::badugi_rank(&aya_hand(c)).0)
    });
    group.finish();
}

criterion_group!(benches, games);
criterion_main!(benches);
