use super::*;
use crate::equity::Range;

fn masks(text: &str) -> Vec<u64> {
    Range::parse(text)
        .unwrap()
        .combos()
        .iter()
        .map(|c| c.set().bits())
        .collect()
}

fn known(cards: &str) -> u64 {
    crate::card::parse_cards(cards)
        .unwrap()
        .into_iter()
        .collect::<crate::card::CardSet>()
        .bits()
}

/// The plain backtracking search, the reference on small cases.
fn brute(ranges: &[Vec<u64>], used: u64) -> bool {
    match ranges.split_first() {
        None => true,
        Some((first, rest)) => first
            .iter()
            .any(|&c| c & used == 0 && brute(rest, used | c)),
    }
}

#[test]
fn answers_like_backtracking() {
    let cases: &[(&[&str], &str)] = &[
        (&["AA", "AA"], ""),
        (&["AA", "AA", "AA"], ""),
        (&["AA", "AA"], "Ah"),
        (&["AKs", "AKs", "AKs", "AKs"], ""),
        (&["AKs", "AKs", "AKs", "AKs", "AKs"], ""),
        (&["AA,KK", "AA,KK", "AA,KK", "AA,KK"], "As"),
        (&["AhKh", "KhQh,QsJs", "AA"], ""),
        (&["22+", "AKo", "random"], "AcAd"),
    ];
    for &(ranges, dead) in cases {
        let ranges: Vec<Vec<u64>> = ranges.iter().map(|r| masks(r)).collect();
        assert_eq!(
            some_deal_exists(&ranges, known(dead)),
            brute(&ranges, known(dead)),
            "{ranges:?} dead {dead}"
        );
    }
}

#[test]
fn the_crowded_impossible_case_answers_at_once() {
    // Seven ranks hold at most 2 + 2 + 5 pairs with five of their cards dead: ten players
    // cannot all be dealt. Backtracking took minutes; this must not.
    let ranges = vec![masks("AA,KK,QQ,JJ,TT,99,88"); 10];
    assert!(!some_deal_exists(&ranges, known("AhKhQhJhTh")));
    let ranges = vec![masks("AA,KK,QQ,JJ,TT,99,88,77"); 10];
    assert!(some_deal_exists(&ranges, known("AhKhQhJhTh")));
    // Five pairs from A-T, one each from 9-6, none from 5 (one card left): nine.
    let ranges = vec![masks("AA,KK,QQ,JJ,TT,99,88,77,66,55"); 10];
    let dead = "AhKhQhJhTh9h8h7h6h5h9d8d7d6d5d";
    assert!(some_deal_exists(&ranges, known(dead)));
    assert!(!some_deal_exists(&ranges, known(&format!("{dead}5c"))));
}
