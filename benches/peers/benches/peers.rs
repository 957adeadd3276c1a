//! handrank against the Rust 7-card evaluators users would otherwise pick, on identical
//! random hands.
//!
//! The hands are dealt once from a seeded `SmallRng` and converted to each library's own
//! card type before any timing starts. Each library is timed two ways where it can be:
//! - `from_cards`: seven card values in, strength out (the hand state is built in the loop):
//!   handrank's `[Card; 7]`, `pokers`' seven `u8` card indices (each card's `pokers::Hand`
//!   read from `pokers::CARDS` in the loop), `rs_poker`'s and `aya_poker`'s own cards;
//! - `from_card_hands`: each card already as a one-card hand (`pokers::CARDS[i]`, 16 bytes,
//!   looked up before timing, as a `pokers` user may keep cards; handrank's `Hand` of each
//!   card likewise), the seven added in the loop;
//! - `from_hand`: the library's combined hand state is built beforehand, only the lookup is
//!   timed (handrank's also all at once, `Hand::strengths`, each strength written out).
//!
//! Before timing, every peer must order each consecutive pair of hands the way handrank
//! does, so a wrong card conversion cannot produce a fast but meaningless number.
//!
//! Run: `cd benches/peers && cargo bench --bench peers -- --measurement-time 2 --warm-up-time 1`.

use criterion::{Criterion, criterion_group, criterion_main};
use handrank::{Hand, Strength};
use handrank_peers::{
    SEED, aya_cards, aya_hand, check_agrees, deal, full_deck, hands_group, pokers_card,
    pokers_hand, pokers_index, rs_card, rs_hand,
};

fn peers(c: &mut Criterion) {
    // handrank
    let hr_cards = deal::<7>(&full_deck(), SEED);
    let hr_hands: Vec<Hand> = hr_cards.iter().map(|c| Hand::from_cards(c)).collect();
    let ours: Vec<Strength> = hr_hands.iter().map(|h| h.strength()).collect();
    assert!(
        ours.windows(2).any(|w| w[0] == w[1]),
        "expected some ties among {} random hands",
        ours.len()
    );

    // pokers 0.10
    let pk_indices: Vec<[u8; 7]> = hr_cards.iter().map(|h| h.map(pokers_index)).collect();
    let pk_cards: Vec<[pokers::Hand; 7]> = hr_cards.iter().map(|h| h.map(pokers_card)).collect();
    let pk_fold = |cards: &[pokers::Hand; 7]| {
        cards
            .iter()
            .fold(pokers::Hand::default(), |hand, &card| hand + card)
    };
    let pk_hands: Vec<pokers::Hand> = pk_cards.iter().map(pk_fold).collect();
    let theirs: Vec<u16> = pk_hands.iter().map(|h| h.evaluate()).collect();
    check_agrees("pokers", &ours, &theirs, |_| true);
    let theirs: Vec<u16> = pk_indices
        .iter()
        .map(|i| pokers_hand(i).evaluate())
        .collect();
    check_agrees("pokers from indices", &ours, &theirs, |_| true);
    let hr_card_hands: Vec<[Hand; 7]> = hr_cards
        .iter()
        .map(|h| h.map(|card| Hand::CARDS[card.index()]))
        .collect();
    let hr_fold = |cards: &[Hand; 7]| {
        cards[1..]
            .iter()
            .fold(cards[0], |hand, &card| hand.combine(card))
    };
    assert!(
        hr_card_hands
            .iter()
            .zip(&hr_hands)
            .all(|(c, &h)| hr_fold(c) == h)
    );

    // rs_poker 5.0.0
    let rs_cards: Vec<[rs_poker::core::Card; 7]> =
        hr_cards.iter().map(|h| h.map(rs_card)).collect();
    let rs_hands: Vec<rs_poker::core::SevenCardAccum> =
        rs_cards.iter().map(|cards| rs_hand(cards)).collect();
    {
        use rs_poker::core::Rankable;
        let theirs: Vec<_> = rs_cards.iter().map(|c| c[..].rank()).collect();
        check_agrees("rs_poker", &ours, &theirs, |_| true);
        let theirs: Vec<_> = rs_hands.iter().map(|h| h.rank()).collect();
        check_agrees("rs_poker SevenCardAccum", &ours, &theirs, |_| true);
    }

    // aya_poker 0.1
    let aya = aya_cards(&hr_cards);
    let aya_hands: Vec<_> = aya.iter().map(|c| aya_hand(c)).collect();
    let theirs: Vec<_> = aya_hands.iter().map(aya_poker::poker_rank).collect();
    check_agrees("aya_poker", &ours, &theirs, |_| true);

    use rs_poker::core::Rankable;
    let mut out = Vec::with_capacity(hr_hands.len());
    let mut group = hands_group(c, "random 7-card hands");
    group
        .time_input("handrank", "from_cards", &hr_cards, |c| {
            u64::from(Hand::from_cards(c).strength().get())
        })
        .time_input("handrank", "from_card_hands", &hr_card_hands, |c| {
            u64::from(hr_fold(c).strength().get())
        })
        .time_input("handrank", "from_hand", &hr_hands, |h| {
            u64::from(h.strength().get())
        })
        .time_all("handrank strengths", "from_hand", &hr_hands, |hands| {
            out.clear();
            Hand::strengths(hands, &mut out);
            std::hint::black_box(&out);
        })
        .time_input("pokers", "from_cards", &pk_indices, |i| {
            u64::from(pokers_hand(i).evaluate())
        })
        .time_input("pokers", "from_card_hands", &pk_cards, |c| {
            u64::from(pk_fold(c).evaluate())
        })
        .time_input("pokers", "from_hand", &pk_hands, |h| {
            u64::from(h.evaluate())
        })
        .time_input("rs_poker", "from_cards", &rs_cards, |c| {
            u64::from(c[..].rank().value_bits())
        })
        .time_input("rs_poker", "from_hand", &rs_hands, |h| {
            u64::from(h.rank().value_bits())
        })
        .time_input("aya_poker", "from_cards", &aya, |c| {
            u64::from(aya_poker::poker_rank(&aya_hand(c)).0)
        })
        .time_input("aya_poker", "from_hand", &aya_hands, |h| {
            u64::from(aya_poker::poker_rank(h).0)
        });
    group.finish();
}

criterion_group!(benches, peers);
criterion_main!(benches);
