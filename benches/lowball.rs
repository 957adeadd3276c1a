//! The low games against hold'em's own evaluator, per hand, in the same run.
//!
//! Random 5-, 6- and 7-card hands (4,096 per batch, dealt once from a seeded `SmallRng`,
//! the same hands for every evaluator), from card indices: the hand's key is built inside
//! the timed loop (`Hand::from_cards`), then one lookup. At five cards: hold'em, ace-to-five
//! (razz's table) and deuce-to-seven; at 5-7 cards: hold'em (which is stud), razz, stud
//! hi-lo (`lowball::stud_hi_lo_of`: the high hand and the low) and the eight-or-better low.
//!
//! Run: `cargo bench -p handrank-benches --bench lowball -- --measurement-time 2 --warm-up-time 1`. The
//! comparison with aya_poker is `benches/peers/benches/lowball.rs`.

#[path = "harness.rs"]
mod harness;

use criterion::{Criterion, criterion_group, criterion_main};
use handrank::{Hand, lowball};
use harness::{SEED, deal, full_deck, hands_group};

fn random_hands<const N: usize>(c: &mut Criterion) {
    let cards = deal::<N>(&full_deck(), SEED);
    let mut group = hands_group(c, format!("random {N}-card low hands"));
    group.time("hold'em", &cards, |c| {
        u64::from(Hand::from_cards(c).strength().get())
    });
    let razz = |c: &[_; N]| u64::from(lowball::razz_of(Hand::from_cards(c)).get());
    if N == 5 {
        group
            .time("ace-to-five", &cards, razz)
            .time("deuce-to-seven", &cards, |c| {
                u64::from(lowball::deuce_seven_of(Hand::from_cards(c)).get())
            });
    } else {
        group.time("razz", &cards, razz);
    }
    group
        .time("stud hi-lo (high and low)", &cards, |c| {
            let (high, low) = lowball::stud_hi_lo_of(Hand::from_cards(c));
            u64::from(high.get()) + low.map_or(0, |l| u64::from(l.mask()))
        })
        .time("eight-or-better", &cards, |c| {
            lowball::eight_or_better_of(Hand::from_cards(c)).map_or(0, |l| u64::from(l.mask()))
        });
    group.finish();
}

criterion_group!(
    benches,
    random_hands::<5>,
    random_hands::<6>,
    random_hands::<7>
);
criterion_main!(benches);
