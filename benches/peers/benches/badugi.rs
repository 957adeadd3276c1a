//! handrank's badugi evaluator against aya_poker 0.1's `badugi_rank` on identical random
//! 4-card hands (the same seed as `benches/badugi.rs`).
//!
//! Both are timed from card values: handrank's `Badugi::from_cards`, and aya_poker's hand
//! built from its cards inside the loop. A second aya_poker line gets its `Hand` built
//! beforehand, which favours it. Before timing, aya_poker must order every consecutive pair
//! of hands as handrank does, so a wrong card conversion cannot give a meaningless number.
//!
//! Run: `cargo bench -p handrank-peers --bench badugi -- --measurement-time 2 --warm-up-time 1`.

use criterion::{Criterion, criterion_group, criterion_main};
use handrank::badugi::Badugi;
use handrank_peers::{aya_cards, aya_hand, check_agrees, deal, full_deck, hands_group};

/// The same seed as `benches/badugi.rs`.
const SEED: u64 = 0x5eed_bad0;

fn badugi(c: &mut Criterion) {
    let hands = deal::<4>(&full_deck(), SEED);
    let aya = aya_cards(&hands);
    let aya_hands: Vec<_> = aya.iter().map(|c| aya_hand(c)).collect();
    let ours: Vec<Badugi> = hands.iter().map(|&h| Badugi::from_cards(h)).collect();
    let theirs: Vec<_> = aya_hands.iter().map(aya_poker::badugi_rank).collect();
    check_agrees("aya_poker", &ours, &theirs, |_| true);

    let mut group = hands_group(c, "random badugi hands");
    group
        .time_input("handrank", "from_cards", &hands, |&c| {
            u64::from(Badugi::from_cards(c).get())
        })
        .time_input("aya_poker", "from_cards", &aya, |c| {
            u64::from(aya_poker::badugi_rank(&aya_hand(c)).0)
        })
        .time_input("aya_poker", "from_hand", &aya_hands, |h| {
            u64::from(aya_poker::badugi_rank(h).0)
        });
    group.finish();
}

criterion_group!(benches, badugi);
criterion_main!(benches);
