use std::collections::HashMap;

use super::*;
use crate::card::parse_cards;
use crate::equity::showdown::Pooled;
use crate::equity::{Equity, MAX_PLAYERS};
use crate::eval::Hand;
use crate::holdem::HoldemRules;

fn question(players: &[&str], board: &str) -> Equity {
    Equity::parse(players)
        .unwrap()
        .board(&parse_cards(board).unwrap())
}

/// Dealer `n` deals of three players with `draw` and checks that every valid deal comes up
/// in proportion to its weight (the product of its combos' weights) and nothing else does.
fn check_deals(
    players: &[&str],
    n: u64,
    draw: &dyn Fn(&Setup, &mut Dealer, &mut [Hand; MAX_PLAYERS]),
) {
    let setup = question(players, "").check().map(|q| q.setup).unwrap();
    // Every valid deal and its weight, by brute force.
    let mut valid: HashMap<[u64; 3], f64> = HashMap::new();
    let p = &setup.players;
    for (i, a) in p[0].combos.iter().enumerate() {
        for (j, b) in p[1].combos.iter().enumerate() {
            for (k, c) in p[2].combos.iter().enumerate() {
                if a.mask & b.mask == 0 && (a.mask | b.mask) & c.mask == 0 {
                    let weight = p[0].weight(i) * p[1].weight(j) * p[2].weight(k);
                    valid.insert([a.mask, b.mask, c.mask], weight);
                }
            }
        }
    }
    let masks: HashMap<Hand, u64> = p
        .iter()
        .flat_map(|p| p.combos.iter().map(|c| (c.hand, c.mask)))
        .collect();
    let mut seen: HashMap<[u64; 3], u64> = HashMap::new();
    let mut draws = Dealer::new(7);
    let mut holes = [Hand::EMPTY; MAX_PLAYERS];
    for _ in 0..n {
        draw(&setup, &mut draws, &mut holes);
        let deal = [masks[&holes[0]], masks[&holes[1]], masks[&holes[2]]];
        *seen.entry(deal).or_default() += 1;
    }
    assert_eq!(
        seen.len(),
        valid.len(),
        "{players:?}: every valid deal and nothing else"
    );
    let total: f64 = valid.values().sum();
    for (deal, weight) in &valid {
        let count = seen.get(deal).copied().unwrap_or(0) as f64;
        let expected = n as f64 * weight / total;
        // Five standard deviations of a binomial count.
        assert!(
            (count - expected).abs() < 5.0 * expected.sqrt(),
            "{players:?} {deal:?}: {count} draws, expected {expected}"
        );
    }
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "7 s unoptimized, the longest of a newcomer's tests: .ci/run runs it with --ignored"
)]
fn both_deals_draw_every_valid_deal_in_proportion_to_its_weight() {
    let table = |setup: &Setup, draws: &mut Dealer, holes: &mut [Hand; MAX_PLAYERS]| {
        let table = DealTable::build(setup).expect("a small table");
        table
            .deal(&Pooled(HoldemRules), draws, holes)
            .expect("a deal");
    };
    let retry = |setup: &Setup, draws: &mut Dealer, holes: &mut [Hand; MAX_PLAYERS]| {
        deals::deal(&Pooled(HoldemRules), setup, draws, holes);
    };
    // Three players over four aces and two kings: few valid deals, most draws collide.
    for players in [
        &["AA,KK", "AA,AKs", "AA,KK,AKo"][..],
        &["AA:0.5,KK", "AA,AKs:20%", "AA:0.25,KK:0.75,AKo"][..],
    ] {
        check_deals(players, 200_000, &table);
        check_deals(players, 200_000, &retry);
    }
}

#[test]
fn counted_deals_agree_with_exact_equity() {
    for (players, board) in [
        (&["AA,KK,QQ", "AA,KK,QQ", "AA,KK,QQ,AKs"][..], "2c7d9h"),
        (&["AA,KK", "AA,KK", "AA,KK,QQ", "KK,QQ"][..], "2c7d9hTs"),
    ] {
        let equity = question(players, board);
        assert!(DealTable::build(&equity.check().map(|q| q.setup).unwrap()).is_some());
        let exact = equity.exact().unwrap();
        let mc = equity
            .monte_carlo(&MonteCarlo::new().seed(3).trials(300_000))
            .unwrap();
        for (e, m) in exact.players.iter().zip(&mc.players) {
            let se = m.std_err.unwrap_or(0.0).max(1e-4);
            assert!(
                (e.equity - m.equity).abs() < 5.0 * se,
                "{players:?}: exact {} monte carlo {} ± {se}",
                e.equity,
                m.equity
            );
        }
    }
}
