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

use criterion::{Criterion, criterion_group, criterion_main};
use handrank::{Hand, lowball};
use handrank_peers::{SEED, aya_cards, aya_hand, check_agrees, deal, full_deck, hands_group};

fn lows<const N: usize>(c: &mut Criterion) {
    let ours = deal::<N>(&full_deck(), SEED);
    let theirs = aya_cards(&ours);
    let (a5, aya_a5) = if N == 5 {
        ("handrank ace-to-five", "aya_poker ace-to-five")
    } else {
        ("handrank razz", "aya_poker razz")
    };

    let razz: Vec<_> = ours
        .iter()
        .map(|c| lowball::razz_of(Hand::from_cards(c)))
        .collect();
    let aya: Vec<_> = theirs
        .iter()
        .map(|c| aya_poker::ace_five_rank(&aya_hand(c)))
        .collect();
    check_agrees(aya_a5, &razz, &aya, |_| true);
    let eight: Vec<_> = ours
        .iter()
        .map(|c| lowball::eight_or_better_of(Hand::from_cards(c)))
        .collect();
    let aya: Vec<_> = theirs
        .iter()
        .map(|c| aya_poker::ace_five_rank(&aya_hand(c)).to_lo_8_rank())
        .collect();
    check_agrees("aya_poker eight-or-better", &eight, &aya, |_| true);
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
        let wheel = |i: usize| {
            let mut ranks = ours[i].map(|c| c.rank().index());
            ranks.sort_unstable();
            ranks[..] == [0, 1, 2, 3, 12]
        };
        assert!(
            (0..ours.len()).any(wheel),
            "expected a few wheels among the hands"
        );
        check_agrees("aya_poker deuce-to-seven", &deuce, &aya, |i| !wheel(i));
    }

    let mut group = hands_group(c, format!("random {N}-card low hands vs aya_poker"));
    group
        .time("handrank hold'em", &ours, |c| {
            u64::from(Hand::from_cards(c).strength().get())
        })
        .time(a5, &ours, |c| {
            u64::from(lowball::razz_of(Hand::from_cards(c)).get())
        })
        .time(aya_a5, &theirs, |c| {
            u64::from(aya_poker::ace_five_rank(&aya_hand(c)).0)
        })
        .time("handrank eight-or-better", &ours, |c| {
            lowball::eight_or_better_of(Hand::from_cards(c)).map_or(0, |l| u64::from(l.mask()))
        })
        .time("aya_poker eight-or-better", &theirs, |c| {
            u64::from(aya_poker::ace_five_rank(&aya_hand(c)).to_lo_8_rank().0)
        });
    if N == 5 {
        group
            .time("handrank deuce-to-seven", &ours, |c| {
                u64::from(lowball::deuce_seven_of(Hand::from_cards(c)).get())
            })
            .time("aya_poker deuce-to-seven", &theirs, |c| {
                u64::from(aya_poker::deuce_seven_rank(&aya_hand(c)).0)
            });
    }
    group.finish();
}

criterion_group!(benches, lows::<5>, lows::<7>);
criterion_main!(benches);
