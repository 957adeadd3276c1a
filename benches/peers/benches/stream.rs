//! handrank against the fastest peers on ten million random hands streamed from memory:
//! far more hands than any cache holds, so every hand's cards or combined state is read
//! from memory once, as when scoring a large file or a simulation's output. The `peers`
//! bench times the same loops on 4,096 hands that stay in cache.
//!
//! Three inputs, each library's fastest way in: a 7-card hand from card indices; a 7-card
//! and a 5-card hand prebuilt (the library's combined hand state built beforehand, only
//! the lookup timed). handrank's prebuilt hands are also scored all at once
//! (`Hand::strengths`, eight to a flush test, fetching the hands ahead), every strength
//! written to a vector.
//! Every peer must order the hands as handrank does before timing.
//!
//! Run: `cargo bench -p handrank-peers --bench stream -- --warm-up-time 1`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use handrank::{Hand, Strength};
use handrank_peers::{
    SEED, check_agrees, deal_count, full_deck, hands_group_of, pokers_hand, pokers_index, rs_card,
    rs_hand,
};
use rs_poker::core::{Rankable, SevenCardAccum};

/// Hands per pass: 70 MB of 7-card deals, 160 MB of combined hands a library.
const STREAMED: usize = 10_000_000;

fn stream(c: &mut Criterion) {
    let deals = deal_count::<7>(&full_deck(), STREAMED, SEED);
    let strengths = |cards: usize| -> Vec<Strength> {
        deals
            .iter()
            .map(|d| Hand::from_cards(&d[..cards]).strength())
            .collect()
    };
    let (seven, five) = (strengths(7), strengths(5));
    let pk_indices: Vec<[u8; 7]> = deals.iter().map(|d| d.map(pokers_index)).collect();
    let pk_direct: Vec<u16> = pk_indices
        .iter()
        .map(|d| pokers_hand(d).evaluate())
        .collect();
    check_agrees("pokers, from card indices", &seven, &pk_direct, |_| true);
    let rs_cards: Vec<[rs_poker::core::Card; 7]> = deals.iter().map(|d| d.map(rs_card)).collect();
    let rs_direct: Vec<_> = rs_cards.iter().map(|d| d[..].rank()).collect();
    check_agrees("rs_poker, from cards", &seven, &rs_direct, |_| true);

    let mut group = hands_group_of(c, "10 M random hands, streamed", STREAMED);
    group.0.sample_size(10);
    group
        .time_input("handrank", "7 from cards", &deals, |d| {
            u64::from(Hand::from_cards(d).strength().get())
        })
        .time_input("pokers", "7 from cards", &pk_indices, |d| {
            u64::from(pokers_hand(d).evaluate())
        })
        .time_input("rs_poker", "7 from cards", &rs_cards, |d| {
            u64::from(d[..].rank().value_bits())
        });
    // Each library's prebuilt hands are built just before they are timed and freed just
    // after, so each gets the memory the one before it freed: where a large array lands
    // moves a streamed loop's time by up to 10 % (the array allocated first ran slowest).
    for (cards, ours) in [(7, &seven), (5, &five)] {
        let input = format!("{cards} prebuilt");
        let hands: Vec<Hand> = deals
            .iter()
            .map(|d| Hand::from_cards(&d[..cards]))
            .collect();
        group.time_input("handrank", &input, &hands, |h| {
            u64::from(h.strength().get())
        });
        let mut out = Vec::with_capacity(hands.len());
        group.time_all("handrank strengths", &input, &hands, |hands| {
            out.clear();
            Hand::strengths(hands, &mut out);
            black_box(&out);
        });
        drop((hands, out));
        let hands: Vec<pokers::Hand> = pk_indices
            .iter()
            .map(|d| pokers_hand(&d[..cards]))
            .collect();
        let theirs: Vec<u16> = hands.iter().map(|h| h.evaluate()).collect();
        check_agrees(&format!("pokers, {input}"), ours, &theirs, |_| true);
        group.time_input("pokers", &input, &hands, |h| u64::from(h.evaluate()));
        drop(hands);
        let hands: Vec<SevenCardAccum> = rs_cards.iter().map(|d| rs_hand(&d[..cards])).collect();
        let theirs: Vec<_> = hands.iter().map(|h| h.rank()).collect();
        check_agrees(&format!("rs_poker, {input}"), ours, &theirs, |_| true);
        group.time_input("rs_poker", &input, &hands, |h| {
            u64::from(h.rank().value_bits())
        });
    }
    group.finish();
}

criterion_group!(benches, stream);
criterion_main!(benches);
