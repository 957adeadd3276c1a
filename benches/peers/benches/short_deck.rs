//! handrank's short deck against aya_poker's (`short_deck_rank`) on identical random
//! 7-card hands of the 36-card deck, with hold'em (handrank's own) in the same run.
//!
//! The hands are dealt once from a seeded `SmallRng` and converted to each library's card
//! type before timing. Before timing, aya_poker must order each consecutive pair of hands
//! the way handrank does, so a wrong conversion cannot give a fast, meaningless number.
//!
//! Run: `cd benches/peers && cargo bench --bench short_deck -- --measurement-time 3 --warm-up-time 1`.

use criterion::{Criterion, criterion_group, criterion_main};
use handrank::{Card, Hand, short_deck};
use handrank_peers::{SEED, aya_cards, aya_hand, check_agrees, deal, hands_group};

fn short_deck_peers(c: &mut Criterion) {
    let deck: Vec<Card> = short_deck::deck().iter().collect();
    let cards = deal::<7>(&deck, SEED);
    let hands: Vec<Hand> = cards.iter().map(|c| Hand::from_cards(c)).collect();
    let aya = aya_cards(&cards);
    let aya_hands: Vec<_> = aya.iter().map(|c| aya_hand(c)).collect();
    let ours: Vec<_> = cards
        .iter()
        .map(|c| short_deck::evaluate(c).expect("a short-deck hand"))
        .collect();
    let theirs: Vec<_> = aya_hands.iter().map(aya_poker::short_deck_rank).collect();
    check_agrees("aya_poker", &ours, &theirs, |_| true);

    let score = |hand: Hand| short_deck::strength(hand).map_or(0, |s| u64::from(s.get()));
    let mut group = hands_group(c, "random short-deck 7-card hands");
    group
        .time_input("handrank short deck", "from_cards", &cards, |c| {
            score(Hand::from_cards(c))
        })
        .time_input("handrank short deck", "from_hand", &hands, |&h| score(h))
        .time_input("handrank hold'em", "from_cards", &cards, |c| {
            u64::from(Hand::from_cards(c).strength().get())
        })
        .time_input("aya_poker short deck", "from_cards", &aya, |c| {
            u64::from(aya_poker::short_deck_rank(&aya_hand(c)).0)
        })
        .time_input("aya_poker short deck", "from_hand", &aya_hands, |h| {
            u64::from(aya_poker::short_deck_rank(h).0)
        });
    group.finish();
}

criterion_group!(benches, short_deck_peers);
criterion_main!(benches);
