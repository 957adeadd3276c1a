//! The evaluator's loops as a user writes them, timed in one process: for comparing two
//! builds of the same code (`benches/build_flags.sh` builds this with default flags and with
//! `-C target-cpu=native` and runs both). Each figure is the best of 40 passes, in
//! nanoseconds a hand: 7-card hands from card indices, prebuilt 7- and 5-card hands one at
//! a time, and prebuilt 7-card hands all at once (`Hand::strengths`).
//! Usage: `build_flags [HANDS]` (default 4,096 hands, which stay in cache; 10,000,000
//! stream from memory).

use std::hint::black_box;
use std::time::Instant;

use handrank::{Card, Hand};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;

fn main() {
    let hands: usize = std::env::args().nth(1).map_or(4_096, |n| {
        n.parse().unwrap_or_else(|_| {
            eprintln!("build_flags: '{n}' is not a number of hands");
            std::process::exit(2)
        })
    });
    // Every pass scores about 4 M hands, however many distinct ones there are.
    let passes = (4_000_000 / hands).max(1);
    let mut rng = SmallRng::seed_from_u64(7);
    let cards: Vec<[Card; 7]> = (0..hands)
        .map(|_| {
            let mut hand = [Card::ALL[0]; 7];
            for (slot, &card) in hand.iter_mut().zip(Card::ALL.choose_multiple(&mut rng, 7)) {
                *slot = card;
            }
            hand
        })
        .collect();
    let sevens: Vec<Hand> = cards.iter().map(|h| Hand::from_cards(h)).collect();
    let fives: Vec<Hand> = cards.iter().map(|h| Hand::from_cards(&h[..5])).collect();

    let time = |score: &dyn Fn() -> u64| {
        let mut best = f64::MAX;
        for _ in 0..40 {
            let start = Instant::now();
            for _ in 0..passes {
                black_box(score());
            }
            best = best.min(start.elapsed().as_secs_f64() * 1e9 / (hands * passes) as f64);
        }
        best
    };
    let from_cards = time(&|| {
        black_box(&cards)
            .iter()
            .map(|h| u64::from(Hand::from_cards(h).strength().get()))
            .sum()
    });
    let prebuilt = |hands: &[Hand]| {
        time(&|| {
            black_box(hands)
                .iter()
                .map(|h| u64::from(h.strength().get()))
                .sum()
        })
    };
    // `time` takes a `Fn`: the output, reused pass after pass, sits in a `RefCell`.
    let out = std::cell::RefCell::new(Vec::with_capacity(hands));
    let at_once = time(&|| {
        let mut out = out.borrow_mut();
        out.clear();
        Hand::strengths(black_box(&sevens), &mut out);
        out.len() as u64
    });
    println!(
        "{hands} hands: 7 cards from card indices {from_cards:.2} ns, prebuilt 7 cards {:.2} ns, prebuilt 5 cards {:.2} ns, prebuilt 7 cards at once {at_once:.2} ns",
        prebuilt(&sevens),
        prebuilt(&fives)
    );
}
