//! Arbitrary bytes through the card and hand parsers.
//!
//! Checks, beyond "never panics": a parsed card prints and re-parses to itself; errors are
//! short whatever the input's length; a parsed hand of 5-7 cards scores the same by every
//! entry point, its strength is in range, and its order against the other hands of the
//! input (split at `|`) and against its own first five cards is the naive evaluator's. The
//! first bytes, read as card indices (`Hand::from_indices`), are a hand exactly when a
//! plain check says so, and then the hand of those cards.

#![no_main]

use std::cmp::Ordering;

use handrank::{
    Card, CardSet, Hand, ParseError, best_five, evaluate, naive, parse_cards, parse_hand,
};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    check_indices(data);
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    check_cards(text);
    let hands: Vec<Vec<Card>> = text
        .split('|')
        .filter_map(|part| match parse_hand(part) {
            Ok(cards) => Some(cards),
            Err(error) => {
                check_error(&error);
                None
            }
        })
        .collect();
    for cards in &hands {
        check_hand(cards);
        if let Some(five) = cards.get(..5) {
            check_order(cards, five);
        }
    }
    // Pairs among the first 16 hands: enough for ordering, and long inputs stay fast.
    for (i, a) in hands.iter().take(16).enumerate() {
        for b in hands.iter().take(16).skip(i + 1) {
            check_order(a, b);
        }
    }
});

/// Any card list: each card round-trips through Display, and there are no duplicates.
fn check_cards(text: &str) {
    match parse_cards(text) {
        Ok(cards) => {
            let set: CardSet = cards.iter().copied().collect();
            assert_eq!(set.len(), cards.len(), "duplicate accepted in {text:?}");
            for card in &cards {
                let printed = card.to_string();
                assert_eq!(
                    printed.parse::<Card>(),
                    Ok(*card),
                    "{printed} does not re-parse"
                );
                assert_eq!(Card::from_index(card.index()), Some(*card));
                let _ = card.long_name();
            }
            // Any number of cards (0 to 52) goes through the evaluator without a panic or
            // an overflow (cargo-fuzz builds with overflow checks on).
            let hand = Hand::from_cards(&cards);
            assert_eq!(hand.len(), cards.len());
            assert_eq!(hand.cards(), set);
            assert_eq!(Hand::from_set(set), hand);
            let (a, b) = cards.split_at(cards.len() / 2);
            assert_eq!(Hand::from_cards(a).combine(Hand::from_cards(b)), hand);
            let _ = hand.strength();
            let joined: Vec<String> = cards.iter().map(ToString::to_string).collect();
            assert_eq!(parse_cards(&joined.join(" ")).as_ref(), Ok(&cards));
            assert_eq!(parse_cards(&joined.concat()).as_ref(), Ok(&cards));
        }
        Err(error) => check_error(&error),
    }
}

/// Errors name a short token (parsing stops at the first bad card) and print.
fn check_error(error: &ParseError) {
    let message = error.to_string();
    assert!(!message.is_empty());
    assert!(
        message.len() < 1_000,
        "error too long: {} bytes",
        message.len()
    );
}

/// Every way to score a valid hand agrees and gives a strength in range.
fn check_hand(cards: &[Card]) {
    assert!((5..=7).contains(&cards.len()));
    let strength = evaluate(cards).expect("parse_hand gave a valid hand");
    assert_eq!(handrank::Strength::new(strength.get()), Some(strength));
    assert_eq!(Hand::from_cards(cards).strength(), strength);
    let set: CardSet = cards.iter().copied().collect();
    assert_eq!(Hand::from_set(set).strength(), strength);
    assert_eq!(Hand::from_cards(cards).cards(), set);
    let naive = naive::evaluate(cards);
    assert_eq!(strength.category().number(), naive.category);
    let five = best_five(cards).expect("a valid hand has a best five");
    assert_eq!(evaluate(&five), Ok(strength));
    let _ = (strength.describe(), strength.name(), strength.base14());
}

/// The fast evaluator orders two hands exactly as the naive one does.
fn check_order(a: &[Card], b: &[Card]) {
    let fast = Hand::from_cards(a)
        .strength()
        .cmp(&Hand::from_cards(b).strength());
    let slow: Ordering = naive::evaluate(a).cmp(&naive::evaluate(b));
    assert_eq!(fast, slow, "{a:?} vs {b:?}");
}

/// The first 0-8 bytes (as many as the first byte says, modulo 9) as card indices.
fn check_indices(data: &[u8]) {
    let Some((&count, rest)) = data.split_first() else {
        return;
    };
    let row = &rest[..rest.len().min(usize::from(count % 9))];
    let cards: Option<Vec<Card>> = row
        .iter()
        .map(|&i| Card::from_index(usize::from(i)))
        .collect();
    let expected = cards.filter(|cards| {
        let set: CardSet = cards.iter().copied().collect();
        cards.len() <= 7 && set.len() == cards.len()
    });
    assert_eq!(
        Hand::from_indices(row),
        expected.as_deref().map(Hand::from_cards),
        "{row:?}"
    );
    assert_eq!(
        CardSet::from_indices(row),
        expected.map(|cards| cards.into_iter().collect()),
        "{row:?}"
    );
}
