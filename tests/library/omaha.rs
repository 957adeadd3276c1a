//! Omaha equity against a brute force written plainly here: every board completion,
//! every deal, scored with the naive evaluator and split by hand.

use handrank::Game;
use handrank::equity::{Equity, Method, MonteCarlo};
use handrank::omaha::naive;
use handrank::{Card, parse_cards};

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).unwrap()
}

fn subsets(deck: &[Card], k: usize) -> Vec<Vec<Card>> {
    if k == 0 {
        return vec![vec![]];
    }
    let mut out = Vec::new();
    for (i, &c) in deck.iter().enumerate() {
        for mut rest in subsets(&deck[i + 1..], k - 1) {
            rest.insert(0, c);
            out.push(rest);
        }
    }
    out
}

/// Each player's average share of the pot and scoop frequency over every completion.
fn brute(
    holes: &[Vec<Card>],
    board: &[Card],
    dead: &[Card],
    hi_lo: bool,
) -> (Vec<f64>, Vec<f64>, u64) {
    let known: Vec<Card> = holes
        .iter()
        .flatten()
        .chain(board)
        .chain(dead)
        .copied()
        .collect();
    let deck: Vec<Card> = Card::all().filter(|c| !known.contains(c)).collect();
    let mut shares = vec![0.0; holes.len()];
    let mut scoops = vec![0.0; holes.len()];
    let completions = subsets(&deck, 5 - board.len());
    for extra in &completions {
        let full: Vec<Card> = board.iter().chain(extra).copied().collect();
        let highs: Vec<_> = holes.iter().map(|h| naive::evaluate(h, &full)).collect();
        let lows: Vec<_> = holes.iter().map(|h| naive::low(h, &full)).collect();
        let best = highs.iter().max().unwrap();
        let high_winners = highs.iter().filter(|v| *v == best).count() as f64;
        let best_low = lows.iter().flatten().min().filter(|_| hi_lo);
        let low_winners = lows
            .iter()
            .filter(|l| l.as_ref() == best_low && best_low.is_some())
            .count() as f64;
        let high_pot = if best_low.is_some() { 0.5 } else { 1.0 };
        for i in 0..holes.len() {
            let mut share = 0.0;
            if highs[i] == *best {
                share += high_pot / high_winners;
            }
            if best_low.is_some() && lows[i].as_ref() == best_low {
                share += 0.5 / low_winners;
            }
            shares[i] += share;
            if share == 1.0 {
                scoops[i] += 1.0;
            }
        }
    }
    let n = completions.len() as f64;
    (
        shares.iter().map(|s| s / n).collect(),
        scoops.iter().map(|s| s / n).collect(),
        completions.len() as u64,
    )
}

fn game(hole_cards: usize, hi_lo: bool) -> Game {
    if hi_lo {
        Game::omaha_hi_lo(hole_cards).unwrap()
    } else {
        Game::omaha(hole_cards).unwrap()
    }
}

fn mc(trials: u64, seed: u64) -> MonteCarlo {
    MonteCarlo::new().trials(trials).seed(seed)
}

fn check(players: &[&str], board: &str, dead: &str, hi_lo: bool) {
    let holes: Vec<Vec<Card>> = players.iter().map(|p| cards(p)).collect();
    let (board, dead) = (cards(board), cards(dead));
    let result = Equity::parse_game(game(holes[0].len(), hi_lo), players)
        .unwrap()
        .board(&board)
        .dead(&dead)
        .exact()
        .unwrap();
    let (shares, scoops, boards) = brute(&holes, &board, &dead, hi_lo);
    assert_eq!(result.method, Method::Exact);
    assert_eq!(result.boards, boards);
    for (i, p) in result.players.iter().enumerate() {
        assert!(
            (p.equity - shares[i]).abs() < 1e-12,
            "player {i}: {} vs {}",
            p.equity,
            shares[i]
        );
        if hi_lo {
            assert!(
                (p.hi_lo.unwrap().scoop - scoops[i]).abs() < 1e-12,
                "player {i} scoops"
            );
        }
    }
}

#[test]
fn river_high_and_hi_lo() {
    check(&["Ah As Kh Kd", "2c 3c 4d 5d"], "Ac 6s 7h 8d Qc", "", false);
    check(&["Ah As Kh Kd", "2c 3c 4d 5d"], "Ac 6s 7h 8d Qc", "", true);
    // A chopped low: both hold A2.
    check(
        &["Ah 2h Kc Kd", "As 2s Qc Qd", "9h 9s Td Jd"],
        "3c 4d 8h Ts 9c",
        "",
        true,
    );
}

#[test]
fn turn_with_dead_cards_and_three_players() {
    check(
        &["Ah As Kh Kd", "2c 3c 4d 5d", "Jh Th 9s 8s"],
        "Qh 7c 6h 2d",
        "Js",
        false,
    );
    check(
        &["Ah As Kh Kd", "2c 3c 4d 5d", "Jh Th 9s 8s"],
        "Qh 7c 6h 2d",
        "Js",
        true,
    );
}

#[test]
fn flop_plo4_plo5_plo6() {
    check(&["Ah Kh Qc Jc", "7s 7d 6s 5d"], "Th 9h 2c", "", false);
    check(&["Ah 2h 3c Kc 9d", "7s 7d 6s 5d 4h"], "Th 8h 2c", "", true);
    check(
        &["Ah 2h 3c Kc 9d Jc", "7s 7d 6s 5d 4h Qs"],
        "Th 8h 2c",
        "",
        false,
    );
}

/// A range player: the brute force averages exact results over every hole in the range
/// that fits (every valid deal weighs the same, and each has the same number of rivers).
#[test]
fn a_range_is_every_deal_weighted_alike() {
    let board = cards("Kh Qd 7c 2s 3h");
    let range = "AA**ds";
    let result = Equity::parse_game(Game::OMAHA, &[range, "Kc Ks Jd Td"])
        .unwrap()
        .board(&board)
        .exact()
        .unwrap();
    let combos = handrank::omaha::OmahaRange::parse(range, 4).unwrap();
    let villain = cards("Kc Ks Jd Td");
    let mut total = 0.0;
    let mut deals = 0.0;
    for combo in combos.combos().unwrap() {
        let hole: Vec<Card> = combo.iter().collect();
        if hole
            .iter()
            .any(|c| villain.contains(c) || board.contains(c))
        {
            continue;
        }
        total += brute(&[hole, villain.clone()], &board, &[], false).0[0];
        deals += 1.0;
    }
    assert_eq!(result.boards, deals as u64);
    assert!((result.players[0].equity - total / deals).abs() < 1e-12);
}

#[test]
fn monte_carlo_is_within_four_standard_errors_and_reproducible() {
    let players = ["Ah As Kh Kd", "2c 3c 4d 5d", "Jh Th 9s 8s"];
    let question = Equity::parse_game(Game::OMAHA_HI_LO, &players)
        .unwrap()
        .board(&cards("Qh 7c 2d"))
        .check()
        .unwrap();
    let exact = question.exact().unwrap();
    let mc = question.monte_carlo(&self::mc(300_000, 42)).unwrap();
    assert_eq!(mc, question.monte_carlo(&self::mc(300_000, 42)).unwrap());
    assert_eq!(mc.boards, 300_000);
    for (e, m) in exact.players.iter().zip(&mc.players) {
        let se = m.std_err.unwrap();
        assert!(se > 0.0);
        assert!(
            (e.equity - m.equity).abs() < 4.0 * se,
            "{} vs {} ± {se}",
            e.equity,
            m.equity
        );
    }
    // Heads-up, high only (its own branch-free scoring).
    let question = Equity::parse_game(Game::OMAHA, &["Ah As Kh Kd", "Jc Tc 9s 8s"])
        .unwrap()
        .board(&cards("Qh 7c 2d"))
        .check()
        .unwrap();
    let exact = question.exact().unwrap();
    let mc = question.monte_carlo(&self::mc(200_000, 9)).unwrap();
    for (e, m) in exact.players.iter().zip(&mc.players) {
        let se = m.std_err.unwrap();
        assert!(
            (e.equity - m.equity).abs() < 4.0 * se,
            "{} vs {} ± {se}",
            e.equity,
            m.equity
        );
        assert!((e.win - m.win).abs() < 0.01 && (e.tie - m.tie).abs() < 0.01);
    }
    // Preflop with a range and a random hand: shares still sum to one.
    let mc = Equity::parse_game(Game::OMAHA, &["AA**ds", "random", "KQJTr"])
        .unwrap()
        .monte_carlo(&self::mc(50_000, 1))
        .unwrap();
    let total: f64 = mc.players.iter().map(|p| p.equity).sum();
    assert!((total - 1.0).abs() < 1e-9);
}

/// A full board and a deck with no card left: one showdown, no panic.
#[test]
fn a_river_with_no_cards_left_is_one_showdown() {
    let players = [
        "Ah As Ad Ac Kh Ks",
        "Qh Qs Qd Qc Jh Js",
        "Th Ts Td Tc 9h 9s",
        "8h 8s 8d 8c 7h 7s",
        "6h 6s 6d 6c 5h 5s",
    ];
    let board = cards("2h 2s 2d 2c 3h");
    let dead = cards("Kd Kc Jd Jc 9d 9c 7d 7c 5d 5c 3s 3d 3c 4h 4s 4d 4c");
    let result = Equity::parse_game(Game::omaha(6).unwrap(), &players)
        .unwrap()
        .board(&board)
        .dead(&dead)
        .exact()
        .unwrap();
    assert_eq!(result.boards, 1);
    assert_eq!(result.players[0].equity, 1.0);
}

#[test]
fn bad_questions_are_errors() {
    let parse = |players: &[&str]| Equity::parse_game(Game::OMAHA, players);
    assert!(parse(&["AhAsKhKd"]).unwrap().exact().is_err());
    assert!(parse(&["AhAsKhKd", "AhQsQhQd"]).unwrap().exact().is_err());
    assert!(parse(&["AhAsKhKd", "QQ*"]).is_err());
    assert!(parse(&["AhAsKhKd", "QQ**zz"]).is_err());
    assert!(parse(&["AhAsKhKd", "QsQcJdJcTc"]).is_err());
    let err = parse(&["AhAsKhKd", "QQ**, AQ"]).unwrap_err();
    assert!(err.to_string().contains("'AQ'"), "{err}");
    // A board of one or two cards is no street, in every game.
    for board in ["Ac", "Ac Kc"] {
        let err = parse(&["AhAsKhKd", "QsQcJdJc"])
            .unwrap()
            .board(&cards(board))
            .exact()
            .unwrap_err();
        assert!(err.to_string().contains("give none, 3"), "{err}");
    }
}

/// Preflop enumeration adds each board's row up along the walk; a known flop takes the
/// other path (sorting each board). Every preflop board holds ten flops, so ten times the
/// preflop totals must equal the sum over every flop. Most of this crate's time in the
/// debug build of `cargo test`, so `.ci/run` runs it in release.
#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "slow unoptimized: .ci/run runs it in release"
)]
fn preflop_equals_the_sum_over_every_flop() {
    let players = ["Ah As Kh Kd", "Jc Tc 9s 8s"];
    // Twenty dead cards keep it small: 24 cards left, 42,504 boards.
    let dead = cards("2c 2d 2h 2s 3c 3d 3h 3s 4c 4d 4h 4s 5c 5d 6h 6s 7c 7d Qh Qs");
    for hi_lo in [false, true] {
        let question = Equity::parse_game(game(4, hi_lo), &players)
            .unwrap()
            .dead(&dead);
        let preflop = question.exact().unwrap();
        assert_eq!(preflop.boards, 42_504);
        let known: Vec<Card> = players
            .iter()
            .flat_map(|p| cards(p))
            .chain(dead.clone())
            .collect();
        let mut shares = [0.0; 2];
        let mut boards = 0;
        let deck: Vec<Card> = Card::all().filter(|c| !known.contains(c)).collect();
        for flop in subsets(&deck, 3) {
            let r = question.clone().board(&flop).exact().unwrap();
            boards += r.boards;
            for (s, p) in shares.iter_mut().zip(&r.players) {
                *s += p.equity * r.boards as f64;
            }
        }
        assert_eq!(boards, 10 * preflop.boards);
        for (s, p) in shares.iter().zip(&preflop.players) {
            let expected = 10.0 * p.equity * preflop.boards as f64;
            assert!((s - expected).abs() < 1e-6, "{s} vs {expected}");
        }
    }
}
