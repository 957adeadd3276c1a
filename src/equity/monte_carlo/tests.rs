use std::collections::HashMap;

use super::*;
use crate::card::parse_cards;
use crate::equity::Equity;

fn question(players: &[&str], board: &str) -> Equity {
    Equity::parse(players)
        .unwrap()
        .board(&parse_cards(board).unwrap())
}

#[test]
fn the_deal_table_draws_every_valid_deal_equally_often() {
    // Three players over four aces and two kings: few valid deals, most draws collide.
    let setup = question(&["AA,KK", "AA,AKs", "AA,KK,AKo"], "")
        .setup()
        .unwrap();
    let table = DealTable::build(&setup).expect("a small table");
    // Every valid deal, by brute force.
    let mut valid = Vec::new();
    for a in &setup.players[0].combos {
        for b in &setup.players[1].combos {
            for c in &setup.players[2].combos {
                if a.mask & b.mask == 0 && (a.mask | b.mask) & c.mask == 0 {
                    valid.push([a.mask, b.mask, c.mask]);
                }
            }
        }
    }
    let masks: HashMap<Hand, u64> = setup
        .players
        .iter()
        .flat_map(|p| p.combos.iter().map(|c| (c.hand, c.mask)))
        .collect();
    let mut seen: HashMap<[u64; 3], u64> = HashMap::new();
    let mut draws = Draws::new(7);
    let mut holes = [Hand::EMPTY; MAX_PLAYERS];
    let n = 200_000u64;
    for _ in 0..n {
        table.deal(&mut draws, &mut holes).expect("a deal");
        let deal = [masks[&holes[0]], masks[&holes[1]], masks[&holes[2]]];
        *seen.entry(deal).or_default() += 1;
    }
    assert_eq!(seen.len(), valid.len(), "every valid deal and nothing else");
    let expected = n as f64 / valid.len() as f64;
    for deal in &valid {
        let count = seen.get(deal).copied().unwrap_or(0) as f64;
        // Five standard deviations of a binomial count.
        assert!(
            (count - expected).abs() < 5.0 * expected.sqrt(),
            "{deal:?}: {count} draws, expected {expected}"
        );
    }
}

#[test]
fn counted_deals_agree_with_exact_equity() {
    for (players, board) in [
        (&["AA,KK,QQ", "AA,KK,QQ", "AA,KK,QQ,AKs"][..], "2c7d9h"),
        (&["AA,KK", "AA,KK", "AA,KK,QQ", "KK,QQ"][..], "2c7d9hTs"),
    ] {
        let equity = question(players, board);
        assert!(DealTable::build(&equity.setup().unwrap()).is_some());
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
