//! handrank's low games against aya_poker 0.1's, on identical random hands from card
//! indices: ace-to-five and deuce-to-seven at five cards, razz and the eight-or-better low
//! at seven, with hold'em (handrank's own) in the same run for the ratio.
//!
//! Both libraries build their hand state inside the timed loop (handrank `Hand::from_cards`,
//! aya_poker `Hand::insert_unchecked` per card). Before timing, aya_poker must order every
//! consecutive pair of hands as handrank does, except in deuce-to-seven where aya_poker 0.1
//! counts A-5-4-3-2 as a straight (it is ace-high in 2-7): hands with those ranks are left
//! out of that check.
//!
//! Run: `cargo bench -p handrank-peers --bench lowball -- --measurement-time 2 --warm-up-time 1`.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use handrank::{Card, Hand, lowball};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

const HANDS: usize = 4096;
const SEED: u64 = 0x5eed_0007;

/// `HANDS` random hands of `N` distinct cards, as card indices (4·rank + suit).
fn deal<const N: usize>() -> Vec<[u8; N]> {
    let mut rng = SmallRng::seed_from_u64(SEED);
    (0..HANDS)
        .map(|_| {
            let mut deck: [u8; 52] = std::array::from_fn(|i| i as u8);
            for i in 0..N {
                let j = rng.random_range(i..52);
                deck.swap(i, j);
            }
            std::array::from_fn(|i| deck[i])
        })
        .collect()
}

fn check_agrees<A: Ord + std::fmt::Debug, B: Ord + std::fmt::Debug, const N: usize>(
    name: &str,
    hands: &[[Card; N]],
    ours: &[A],
    theirs: &[B],
) {
    let text = |cards: &[Card; N]| cards.map(|c| c.to_string()).join(" ");
    for i in 1..ours.len() {
        assert_eq!(
            ours[i - 1].cmp(&ours[i]),
            theirs[i - 1].cmp(&theirs[i]),
            "aya_poker disagrees on {name} hands {} ({}) and {i} ({}): {:?} {:?} / {:?} {:?}",
            i - 1,
            text(&hands[i - 1]),
            text(&hands[i]),
            ours[i - 1],
            ours[i],
            theirs[i - 1],
            theirs[i]
        );
    }
}

/// aya_poker's card index is 4·rank + suit, clubs to spades, like handrank's.
fn aya_hand<const N: usize>(cards: &[aya_poker::base::Card; N]) -> aya_poker::base::Hand {
    let mut hand = aya_poker::base::Hand::new();
    for card in cards {
        hand.insert_unchecked(card);
    }
    hand
}

fn lows<const N: usize>(c: &mut Criterion) {
    let indices = deal::<N>();
    let ours: Vec<[Card; N]> = indices
        .iter()
        .map(|h| h.map(|i| Card::from_index(usize::from(i)).expect("index < 52")))
        .collect();
    let theirs: Vec<[aya_poker::base::Card; N]> = indices
        .iter()
        .map(|h| h.map(|i| aya_poker::base::CARDS[usize::from(i)]))
        .collect();

    let razz: Vec<_> = ours
        .iter()
        .map(|c| lowball::razz_of(Hand::from_cards(c)))
        .collect();
    let aya: Vec<_> = theirs
        .iter()
        .map(|c| aya_poker::ace_five_rank(&aya_hand(c)))
        .collect();
    check_agrees("ace-to-five", &ours, &razz, &aya);
    let eight: Vec<_> = ours
        .iter()
        .map(|c| lowball::eight_or_better_of(Hand::from_cards(c)))
        .collect();
    let aya: Vec<_> = theirs
        .iter()
        .map(|c| aya_poker::ace_five_rank(&aya_hand(c)).to_lo_8_rank())
        .collect();
    check_agrees("eight-or-better", &ours, &eight, &aya);
    if N == 5 {
        let deuce: Vec<_> = ours
            .iter()
            .map(|c| lowball::deuce_seven_of(Hand::from_cards(c)))
            .collect();
        let aya: Vec<_> = theirs
            .iter()
            .map(|c| aya_poker::deuce_seven_rank(&aya_hand(c)))
            .collect();
        // aya_poker 0.1 ranks A-5-4-3-2 as a straight in deuce-to-seven (its own test case
        // "Ah 3c 5s 4d 2h"); in 2-7 the ace is high only and A-5-4-3-2 is ace-high. Compare
        // the other hands.
        let wheel = |cards: &[Card; N]| {
            let mut ranks = cards.map(|c| c.rank().index());
            ranks.sort_unstable();
            ranks[..] == [0, 1, 2, 3, 12]
        };
        let keep: Vec<usize> = (0..HANDS).filter(|&i| !wheel(&ours[i])).collect();
        let pick = |i: &usize| (ours[*i], deuce[*i], aya[*i]);
        let kept: Vec<_> = keep.iter().map(pick).collect();
        let hands: Vec<[Card; N]> = kept.iter().map(|k| k.0).collect();
        let deuce: Vec<_> = kept.iter().map(|k| k.1).collect();
        let aya: Vec<_> = kept.iter().map(|k| k.2).collect();
        assert!(hands.len() < HANDS, "expected a few wheels among the hands");
        check_agrees("deuce-to-seven", &hands, &deuce, &aya);
    }

    let mut group = c.benchmark_group(format!("random {N}-card low hands vs aya_poker"));
    group.throughput(Throughput::Elements(HANDS as u64));
    group.bench_function("handrank hold'em", |b| {
        b.iter(|| {
            black_box(&ours)
                .iter()
                .map(|c| u64::from(Hand::from_cards(c).strength().get()))
                .sum::<u64>()
        })
    });
    let a5 = if N == 5 { "ace-to-five" } else { "razz" };
    group.bench_function(format!("handrank {a5}"), |b| {
        b.iter(|| {
            black_box(&ours)
                .iter()
                .map(|c| u64::from(lowball::razz_of(Hand::from_cards(c)).get()))
                .sum::<u64>()
        })
    });
    group.bench_function(format!("aya_poker {a5}"), |b| {
        b.iter(|| {
            black_box(&theirs)
                .iter()
                .map(|c| u64::from(aya_poker::ace_five_rank(&aya_hand(c)).0))
                .sum::<u64>()
        })
    });
    group.bench_function("handrank eight-or-better", |b| {
        b.iter(|| {
            black_box(&ours)
                .iter()
                .map(|c| {
                    lowball::eight_or_better_of(Hand::from_cards(c))
                        .map_or(0, |l| u64::from(l.mask()))
                })
                .sum::<u64>()
        })
    });
    group.bench_function("aya_poker eight-or-better", |b| {
        b.iter(|| {
            black_box(&theirs)
                .iter()
                .map(|c| u64::from(aya_poker::ace_five_rank(&aya_hand(c)).to_lo_8_rank().0))
                .sum::<u64>()
        })
    });
    if N == 5 {
        group.bench_function("handrank deuce-to-seven", |b| {
            b.iter(|| {
                black_box(&ours)
                    .iter()
                    .map(|c| u64::from(lowball::deuce_seven_of(Hand::from_cards(c)).get()))
                    .sum::<u64>()
            })
        });
        group.bench_function("aya_poker deuce-to-seven", |b| {
            b.iter(|| {
                black_box(&theirs)
                    .iter()
                    .map(|c| u64::from(aya_poker::deuce_seven_rank(&aya_hand(c)).0))
                    .sum::<u64>()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, lows::<5>, lows::<7>);
criterion_main!(benches);
