//! Arbitrary pairs (and lists) of strings through `compare` and `best_hands`.
//!
//! Checks: `compare` is antisymmetric, agrees with the naive evaluator, and names the right
//! hand in its errors; `best_hands` returns a non-empty, input-ordered list of exactly the
//! hands of the best strength, or the error of the first bad hand.

#![no_main]

use arbitrary::Arbitrary;
use handrank::{
    Card, Outcome, Rank, best_hands, compare, evaluate, naive, parse_cards, parse_hand,
};
use libfuzzer_sys::fuzz_target;

#[derive(Arbitrary, Debug)]
struct Input<'a> {
    a: &'a str,
    b: &'a str,
    more: Vec<&'a str>,
    /// Hands dealt from card numbers, so most pairs are valid and reach the comparison.
    dealt: Vec<Dealt>,
}

#[derive(Arbitrary, Debug)]
struct Dealt {
    cards: [u8; 7],
    size: u8,
    style: u8,
}

impl Dealt {
    /// 5 to 7 cards (a repeated number gives a duplicate card), written in one of several
    /// notations.
    fn text(&self) -> String {
        let count = 5 + usize::from(self.size % 3);
        let cards = self
            .cards
            .iter()
            .take(count)
            .map(|&n| Card::ALL[usize::from(n % 52)]);
        let tokens: Vec<String> = cards
            .map(|card| match self.style % 4 {
                0 => card.to_string(),
                1 => card.to_string().to_lowercase(),
                2 => format!("{}{}", card.rank(), card.suit().symbol()),
                _ if card.rank() == Rank::Ten => format!("10{}", card.suit()),
                _ => card.to_string().to_uppercase(),
            })
            .collect();
        let separator = [" ", "", ",", ", ", "\t", "\r\n"][usize::from(self.style / 4 % 6)];
        tokens.join(separator)
    }
}

fuzz_target!(|input: Input<'_>| {
    check_compare(input.a, input.b);
    let mut hands = vec![input.a, input.b];
    hands.extend(input.more.iter().take(8));
    check_best(&hands);

    let dealt: Vec<String> = input.dealt.iter().take(8).map(Dealt::text).collect();
    for pair in dealt.windows(2) {
        if let [a, b] = pair {
            check_compare(a, b);
        }
    }
    let dealt: Vec<&str> = dealt.iter().map(String::as_str).collect();
    check_best(&dealt);
});

fn reverse(outcome: Outcome) -> Outcome {
    match outcome {
        Outcome::Win => Outcome::Lose,
        Outcome::Tie => Outcome::Tie,
        Outcome::Lose => Outcome::Win,
    }
}

fn check_compare(a: &str, b: &str) {
    // Any card list, so wrong counts and duplicates reach `compare` too.
    let (Ok(a), Ok(b)) = (parse_cards(a), parse_cards(b)) else {
        return;
    };
    let forward = compare(&a, &b);
    let backward = compare(&b, &a);
    match (evaluate(&a), evaluate(&b)) {
        (Ok(sa), Ok(sb)) => {
            let outcome = forward.expect("both hands are valid");
            assert_eq!(backward, Ok(reverse(outcome)));
            assert_eq!(outcome, Outcome::from(sa.cmp(&sb)));
            let slow = naive::evaluate(&a).cmp(&naive::evaluate(&b));
            assert_eq!(outcome, Outcome::from(slow), "{a:?} vs {b:?}");
        }
        (Err(ea), Ok(_)) => {
            assert_eq!(forward, Err(ea.clone().in_hand(1)));
            assert_eq!(backward, Err(ea.in_hand(2)));
        }
        (Ok(_), Err(eb)) => {
            assert_eq!(forward, Err(eb.clone().in_hand(2)));
            assert_eq!(backward, Err(eb.in_hand(1)));
        }
        (Err(ea), Err(eb)) => {
            assert_eq!(forward, Err(ea.in_hand(1)));
            assert_eq!(backward, Err(eb.in_hand(1)));
        }
    }
}

fn check_best(hands: &[&str]) {
    let first_error = hands
        .iter()
        .enumerate()
        .find_map(|(i, h)| parse_hand(h).err().map(|e| e.in_hand(i + 1)));
    let best = best_hands(hands);
    let best = match (best, first_error) {
        (Err(error), Some(first)) => {
            assert_eq!(error, first);
            assert!(error.to_string().len() < 1_000);
            return;
        }
        (Ok(best), None) => best,
        (result, first) => panic!("best_hands gave {result:?}, first bad hand {first:?}"),
    };
    assert_eq!(
        best.is_empty(),
        hands.is_empty(),
        "no best among {} hands",
        hands.len()
    );
    let strengths: Vec<_> = hands
        .iter()
        .map(|h| evaluate(&parse_hand(h).expect("checked above")).expect("valid hand"))
        .collect();
    let top = strengths.iter().max().copied();
    // The winners, by address, must be exactly the top-strength inputs in input order.
    let expected: Vec<*const u8> = hands
        .iter()
        .zip(&strengths)
        .filter(|&(_, s)| Some(*s) == top)
        .map(|(h, _)| h.as_ptr())
        .collect();
    let found: Vec<*const u8> = best.iter().map(|h| h.as_ptr()).collect();
    assert_eq!(found, expected);
}
