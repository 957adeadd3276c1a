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

use criterion::{Criterion, criterion_group, criterion_main};
use handrank::badugi::Badugi;
use handrank::{Card, Hand, lowball, short_deck};
use handrank_peers::{SEED, aya_cards, aya_hand, check_agrees, deal, full_deck, hands_group};

fn games(c: &mut Criterion) {
    let full = full_deck();
    let short: Vec<Card> = short_deck::deck().iter().collect();
    let (four, five, seven) = (
        deal::<4>(&full, SEED),
        deal::<5>(&full, SEED),
        deal::<7>(&full, SEED),
    );
    let short_seven = deal::<7>(&short, SEED);
    let (aya_four, aya_five) = (aya_cards(&four), aya_cards(&five));
    let (aya_seven, aya_short_seven) = (aya_cards(&seven), aya_cards(&short_seven));

    // The answers agree before anything is timed.
    let ours: Vec<_> = short_seven
        .iter()
        .map(|c| short_deck::strength(Hand::from_cards(c)))
        .collect();
    let theirs: Vec<_> = aya_short_seven
        .iter()
        .map(|c| aya_poker::short_deck_rank(&aya_hand(c)))
        .collect();
    check_agrees("aya_poker short deck", &ours, &theirs, |_| true);
    let ours: Vec<_> = five
        .iter()
        .map(|c| lowball::razz_of(Hand::from_cards(c)))
        .collect();
    let theirs: Vec<_> = aya_five
        .iter()
        .map(|c| aya_poker::ace_five_rank(&aya_hand(c)))
        .collect();
    check_agrees("aya_poker ace-to-five", &ours, &theirs, |_| true);
    let ours: Vec<_> = seven
        .iter()
        .map(|c| lowball::razz_of(Hand::from_cards(c)))
        .collect();
    let theirs: Vec<_> = aya_seven
        .iter()
        .map(|c| aya_poker::ace_five_rank(&aya_hand(c)))
        .collect();
    check_agrees("aya_poker razz", &ours, &theirs, |_| true);
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
    check_agrees("aya_poker deuce-to-seven", &ours, &theirs, |i| !wheel(i));
    let ours: Vec<_> = four.iter().map(|&c| Badugi::from_cards(c)).collect();
    let theirs: Vec<_> = aya_four
        .iter()
        .map(|c| aya_poker::badugi_rank(&aya_hand(c)))
        .collect();
    check_agrees("aya_poker badugi", &ours, &theirs, |_| true);

    let mut group = hands_group(c, "every game, random hands");
    let holdem = |c: &[Card]| u64::from(Hand::from_cards(c).strength().get());
    group.time("hold'em 5-card", &five, |c| holdem(c));
    group.time("hold'em 7-card", &seven, |c| holdem(c));
    group.time("short deck", &short_seven, |c| {
        short_deck::strength(Hand::from_cards(c)).map_or(0, |s| u64::from(s.get()))
    });
    group.time("stud", &seven, |c| holdem(c));
    group.time("stud hi-lo", &seven, |c| {
        let (high, low) = lowball::stud_hi_lo_of(Hand::from_cards(c));
        u64::from(high.get()) + low.map_or(0, |l| u64::from(l.mask()))
    });
    group.time("razz", &seven, |c| {
        u64::from(lowball::razz_of(Hand::from_cards(c)).get())
    });
    group.time("ace-to-five", &five, |c| {
        u64::from(lowball::razz_of(Hand::from_cards(c)).get())
    });
    group.time("deuce-to-seven", &five, |c| {
        u64::from(lowball::deuce_seven_of(Hand::from_cards(c)).get())
    });
    group.time("badugi", &four, |&c| u64::from(Badugi::from_cards(c).get()));
    group.time("aya_poker hold'em 7-card", &aya_seven, |c| {
        u64::from(aya_poker::poker_rank(&aya_hand(c)).0)
    });
    group.time("aya_poker short deck", &aya_short_seven, |c| {
        u64::from(aya_poker::short_deck_rank(&aya_hand(c)).0)
    });
    group.time("aya_poker razz", &aya_seven, |c| {
        u64::from(aya_poker::ace_five_rank(&aya_hand(c)).0)
    });
    group.time("aya_poker ace-to-five", &aya_five, |c| {
        u64::from(aya_poker::ace_five_rank(&aya_hand(c)).0)
    });
    group.time("aya_poker deuce-to-seven", &aya_five, |c| {
        u64::from(aya_poker::deuce_seven_rank(&aya_hand(c)).0)
    });
    group.time("aya_poker badugi", &aya_four, |c| {
        u64::from(aya_poker::badugi_rank(&aya_hand(c)).0)
    });
    group.finish();
}

criterion_group!(benches, games);
criterion_main!(benches);
