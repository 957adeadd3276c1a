//! Equity checked against counts written plainly here: every deal, every board, and the
//! naive evaluator (or, for preflop sizes, the table evaluator without any of the
//! enumerator's shortcuts).

use handrank::equity::{Equity, EquityError, EquityResult, Method, MonteCarlo, Range};
use handrank::{Card, Hand, naive, parse_cards};

/// wins, ties, losses per player and the equity numerator (shares of 2520) per player.
#[derive(Debug, PartialEq, Default, Clone)]
struct Count {
    boards: u64,
    wins: Vec<u64>,
    ties: Vec<u64>,
    shares: Vec<u64>,
}

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Every valid deal of the ranges, then every board completion, scored by `score`.
fn brute_force(players: &[&str], board: &str, dead: &str, score: &dyn Fn(&[Card]) -> u32) -> Count {
    let board = cards(board);
    let dead = cards(dead);
    let ranges: Vec<Vec<[Card; 2]>> = players
        .iter()
        .map(|p| {
            let range = Range::parse(p).unwrap_or_else(|e| panic!("{p}: {e}"));
            range.combos().iter().map(|c| c.cards()).collect()
        })
        .collect();
    let n = players.len();
    let mut count = Count {
        wins: vec![0; n],
        ties: vec![0; n],
        shares: vec![0; n],
        ..Count::default()
    };
    let mut deal = Vec::new();
    deal_rec(&ranges, &board, &dead, &mut deal, score, &mut count);
    count
}

fn deal_rec(
    ranges: &[Vec<[Card; 2]>],
    board: &[Card],
    dead: &[Card],
    deal: &mut Vec<[Card; 2]>,
    score: &dyn Fn(&[Card]) -> u32,
    count: &mut Count,
) {
    if deal.len() == ranges.len() {
        let used: Vec<Card> = board
            .iter()
            .chain(dead)
            .copied()
            .chain(deal.iter().flatten().copied())
            .collect();
        let deck: Vec<Card> = Card::all().filter(|c| !used.contains(c)).collect();
        let mut extra = Vec::new();
        boards_rec(&deck, 0, 5 - board.len(), &mut extra, &mut |more| {
            let full: Vec<Card> = board.iter().chain(more).copied().collect();
            let scores: Vec<u32> = deal
                .iter()
                .map(|hole| {
                    let seven: Vec<Card> = hole.iter().chain(&full).copied().collect();
                    score(&seven)
                })
                .collect();
            let best = scores.iter().copied().max().unwrap_or(0);
            let k = scores.iter().filter(|&&s| s == best).count() as u64;
            count.boards += 1;
            for (i, &s) in scores.iter().enumerate() {
                if s == best && k == 1 {
                    count.wins[i] += 1;
                    count.shares[i] += 2520;
                } else if s == best {
                    count.ties[i] += 1;
                    count.shares[i] += 2520 / k;
                }
            }
        });
        return;
    }
    for &combo in &ranges[deal.len()] {
        let clash = combo.iter().any(|c| {
            board.contains(c) || dead.contains(c) || deal.iter().flatten().any(|d| d == c)
        });
        if !clash {
            deal.push(combo);
            deal_rec(ranges, board, dead, deal, score, count);
            deal.pop();
        }
    }
}

fn boards_rec(
    deck: &[Card],
    from: usize,
    need: usize,
    chosen: &mut Vec<Card>,
    visit: &mut dyn FnMut(&[Card]),
) {
    if need == 0 {
        visit(chosen);
        return;
    }
    for i in from..deck.len() {
        chosen.push(deck[i]);
        boards_rec(deck, i + 1, need - 1, chosen, visit);
        chosen.pop();
    }
}

fn naive_score(cards: &[Card]) -> u32 {
    naive::evaluate(cards).packed()
}

fn table_score(cards: &[Card]) -> u32 {
    u32::from(Hand::from_cards(cards).strength().get())
}

fn exact(players: &[&str], board: &str, dead: &str) -> EquityResult {
    Equity::parse(players)
        .and_then(|e| e.board(&cards(board)).dead(&cards(dead)).exact())
        .unwrap_or_else(|e| panic!("{players:?} {board}: {e}"))
}

fn assert_same(result: &EquityResult, count: &Count, what: &str) {
    assert_eq!(result.method, Method::Exact);
    assert_eq!(result.boards, count.boards, "{what}: boards");
    for (i, p) in result.players.iter().enumerate() {
        assert_eq!(p.wins, count.wins[i], "{what}: player {} wins", i + 1);
        assert_eq!(p.ties, count.ties[i], "{what}: player {} ties", i + 1);
        assert_eq!(
            p.losses,
            count.boards - count.wins[i] - count.ties[i],
            "{what}: player {} losses",
            i + 1
        );
        let equity = count.shares[i] as f64 / 2520.0 / count.boards as f64;
        assert!(
            (p.equity - equity).abs() < 1e-12,
            "{what}: player {} equity {} vs {equity}",
            i + 1,
            p.equity
        );
    }
}

/// Exact equity against the naive count. (Heads-up questions have two exact paths; the
/// crate's unit tests check that they agree on these same questions.)
fn check_naive(players: &[&str], board: &str, dead: &str) {
    let what = format!("{players:?} board {board} dead {dead}");
    let count = brute_force(players, board, dead, &naive_score);
    assert_same(&exact(players, board, dead), &count, &what);
}

#[test]
fn river_and_turn_match_naive_count() {
    check_naive(&["AdAc", "KhKs"], "Qd 7c 2h 9s 3c", "");
    check_naive(&["AdAc", "KhKs"], "Qd 7c 2h 9s", "");
    check_naive(&["AdAc", "KhKs"], "Kd 7c 2h 9s", "");
    check_naive(&["AhKh", "7c7d", "QsJs"], "Th 9h 2c 5s", "");
    check_naive(&["AhKh", "AdKd"], "2c 3c 4c Qs", "");
    check_naive(&["Ah5h", "5c4c", "8d8s", "Kc2d"], "6h 7h 3d", "Ac");
    // Ranges on turns, with card removal and multiway ties.
    check_naive(&["QQ+", "AKs", "JJ"], "Ks 7h 2c 9d", "");
    check_naive(&["random", "AA"], "Ah Kd 7c 7s", "2h");
    check_naive(&["TT+", "ATs+", "KQo"], "Qh Jh Th 2h 5c", "");
    check_naive(&["AhKh", "*"], "Qh Jh 2c 3d 4s", "");
}

#[test]
fn flops_match_naive_count() {
    // Monotone and two-tone flops exercise the flush rules of the last-card shortcut.
    check_naive(&["AhKh", "QcQd"], "2h 7h 9c", "");
    check_naive(&["As2s", "KdKc"], "3s 8s Js", "");
    check_naive(&["AA", "KK"], "2c 7d 9h", "");
    check_naive(&["JTs", "99", "AhQc"], "8h 7h 2c", "Ks");
}

#[test]
fn preflop_matches_plain_enumeration() {
    // Too many boards for the naive evaluator here; the plain loop uses the table
    // evaluator, which the crate's exhaustive test checks against the naive one.
    for (players, dead) in [
        (&["AhKh", "7c7d", "QsJs"][..], ""),
        (&["AsKs", "AdKd"][..], "2c 3c"),
        (&["2c2d", "AhKs"][..], ""),
    ] {
        let what = format!("{players:?} dead {dead}");
        let count = brute_force(players, "", dead, &table_score);
        assert_same(&exact(players, "", dead), &count, &what);
    }
}

#[test]
fn aces_against_kings_matches_published_counts() {
    // GNU poker-eval: AdAc v KhKs, 1,712,304 boards.
    let result = exact(&["AdAc", "KhKs"], "", "");
    assert_eq!(result.boards, 1_712_304);
    let aa = &result.players[0];
    assert_eq!((aa.wins, aa.losses, aa.ties), (1_388_072, 317_694, 6_538));
    let kk = &result.players[1];
    assert_eq!((kk.wins, kk.losses, kk.ties), (317_694, 1_388_072, 6_538));
    // As ranges: every one of the 36 deals, each with its 1,712,304 boards.
    let ranges = exact(&["AA", "KK"], "", "");
    assert_eq!(ranges.boards, 36 * 1_712_304);
    assert_eq!(format!("{:.3}", 100.0 * ranges.players[0].equity), "81.946");
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "4.2 s unoptimized, the longest of a newcomer's tests: .ci/run runs it with --ignored"
)]
fn heads_up_against_wide_ranges_matches_naive_count() {
    // A hand against `random` on turns: three of a suit on the board (a river of the suit
    // makes four), the wide side first or second.
    check_naive(&["AhKh", "random"], "Qh 7h 2c 9h", "");
    check_naive(&["random", "AsKs"], "Qs 7s 2s 3d", "");
    // Four of a suit on the turn, a fifth on the river: one suited card decides.
    check_naive(&["22+,A2s+", "KhQh"], "Jh Th 2h 5h", "");
    // Five of a suit on the river: combos without the suit play the board.
    check_naive(&["AhKd", "random"], "2h 5h 9h Jh 3h", "");
    check_naive(&["random", "Th9c"], "2h 5h 9h Jh Kh", "");
    // Card removal: the board, dead cards and the hand take combos out of the range.
    check_naive(&["7c7d", "random"], "7h 7s 2c 2d", "Ac Kc");
    check_naive(&["KK", "random"], "Kh Kd 5c 5d", "");
    // Ranges against ranges, neither symmetric, on flops of one, two and three suits.
    check_naive(&["AKs", "QQ+,AJo"], "Ks 7s 2d", "");
    check_naive(&["AKs", "QQ+,AJo"], "Qc 7d 2h", "");
    check_naive(&["QQ+,AKs", "T9s,98s,87s,76s,A5s-A2s"], "9s 8s 2s", "Ks");
    check_naive(&["AhAs", "22-99,AT+,KQ"], "Ac 5h 5c", "Qd");
    // A range that suit swaps change: the board walk must not treat its suits as alike.
    check_naive(&["AsKd", "AhQh,QsQd,JcTc,KK,9h8h"], "Qc 7d 2h", "");
}

#[test]
fn random_against_aces_preflop_is_unchanged() {
    // The counts of the deal-by-deal enumeration (before the heads-up path existed), which
    // agree with its other checks: 1,326 - 101 combos of `random` for each of AA's 6.
    let result = exact(&["random", "AA"], "", "");
    assert_eq!(result.boards, 12_585_434_400);
    let random = &result.players[0];
    assert_eq!(
        (random.wins, random.ties, random.losses),
        (1_827_970_020, 68_413_872, 10_689_050_508)
    );
    assert_eq!(result.players[1].wins, 10_689_050_508);
}

#[test]
fn range_deals_are_weighted_equally() {
    // Player 2's AK combos are limited by player 1's; a sequential draw would give
    // different numbers. The plain count takes every valid deal once.
    check_naive(&["AA,KK", "AK", "AA,AK"], "Qc 7d 2h 5s 9c", "");
    // One ace is on the board: AA has 3 combos, and each leaves `random` different cards.
    check_naive(&["AA", "random"], "As 9c 4d 3h", "");
}

#[test]
fn monte_carlo_is_within_four_standard_errors() {
    for (players, board, dead) in [
        (&["AdAc", "KhKs"][..], "", ""),
        (&["AA,KK", "AK", "AA,AK"][..], "Qc 7d 2h", ""),
        (&["QQ+,AKs", "22+", "JTs"][..], "Ts 9s 2d", "Ah"),
        (&["AhKh", "7c7d", "QsJs", "AA"][..], "", ""),
    ] {
        let equity = Equity::parse(players)
            .unwrap_or_else(|e| panic!("{e}"))
            .board(&cards(board))
            .dead(&cards(dead));
        let exact = equity.exact().unwrap_or_else(|e| panic!("{e}"));
        let mc = equity
            .monte_carlo(&MonteCarlo::new().seed(11).trials(400_000))
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(mc.method, Method::MonteCarlo);
        assert_eq!(mc.boards, 400_000);
        for (e, m) in exact.players.iter().zip(&mc.players) {
            let se = m.std_err.unwrap_or(0.0);
            assert!(se > 0.0, "{players:?}: no standard error");
            assert!(
                (e.equity - m.equity).abs() < 4.0 * se,
                "{players:?} {board}: exact {} mc {} se {se}",
                e.equity,
                m.equity
            );
        }
    }
}

#[test]
fn monte_carlo_is_reproducible_whatever_the_thread_count() {
    let equity = Equity::parse(&["QQ+,AKs", "random", "JTs"])
        .unwrap_or_else(|e| panic!("{e}"))
        .board(&cards("Ts 9s 2d"));
    let options = MonteCarlo::new().seed(5).trials(100_000);
    let in_pool = |threads| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap_or_else(|e| panic!("{e}"))
            .install(|| equity.monte_carlo(&options))
            .unwrap_or_else(|e| panic!("{e}"))
    };
    let one = in_pool(1);
    assert_eq!(one, in_pool(3));
    assert_eq!(one.boards, 100_000);
    let other_seed = equity
        .monte_carlo(&options.seed(6))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_ne!(one, other_seed);
}

#[test]
fn monte_carlo_stops_at_the_standard_error() {
    let equity = Equity::parse(&["AhKh", "QQ"]).unwrap_or_else(|e| panic!("{e}"));
    let result = equity
        .monte_carlo(&MonteCarlo::new().seed(1).std_err(0.003))
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(result.players.iter().all(|p| p.std_err < Some(0.003)));
    assert!(result.boards < 1_000_000, "{} boards", result.boards);
}

fn error(players: &[&str], board: &str, dead: &str) -> String {
    let board = parse_cards(board).unwrap_or_else(|e| panic!("{e}"));
    let dead = parse_cards(dead).unwrap_or_else(|e| panic!("{e}"));
    match Equity::parse(players).and_then(|e| e.board(&board).dead(&dead).exact()) {
        Ok(_) => panic!("{players:?} should fail"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn errors_name_what_is_wrong() {
    assert_eq!(
        error(&["AhKh", "QQ+,AKx"], "", ""),
        "player 2: bad range part 'AKx': 'x' is not a suffix: use s (suited), o (offsuit) or nothing (both)"
    );
    assert!(error(&["AhKh", "A5s-K2s"], "", "").contains("'A5s-K2s'"));
    assert_eq!(
        error(&["AhKh", "AhQd"], "", ""),
        "Ah is in player 1's hand and in player 2's hand"
    );
    assert_eq!(
        error(&["AhKh", "QQ"], "Kh 2c 3d", ""),
        "Kh is on the board and in player 1's hand"
    );
    assert_eq!(
        error(&["AhKh", "QQ"], "2c 3d 4s", "3d"),
        "3d is on the board and dead"
    );
    assert!(error(&["AhKh", "QQ"], "2c 3d", "").contains("2 board cards given"));
    assert!(error(&["AhKh", "QQ"], "2c 3d 4s 5s 6s 7s", "").contains("6 board cards given"));
    assert!(error(&["AhKh"], "", "").contains("2 to 10 players, got 1"));
    let eleven = ["random"; 11];
    assert!(error(&eleven, "", "").contains("got 11"));
    assert!(error(&["AhKh", "AK"], "Ad Ac As", "Kc Ks Kd").contains("player 2: every combo"));
    assert!(error(&["AA", "AA", "AA"], "", "").contains("cannot all be dealt"));
    // A board card among the players, said in terms of the question (no option names).
    assert_eq!(
        error(&["AhKh", "QQ+", "7h"], "", ""),
        "player 3: '7h' is one card, not hole cards or a range"
    );
    assert!(error(&["random"; 4], "", "").contains("too many; use Monte Carlo"));
    let equity = Equity::parse(&["AhKh", "QQ"]).unwrap_or_else(|e| panic!("{e}"));
    for (options, text) in [
        (MonteCarlo::new().trials(0), "at least 1"),
        (MonteCarlo::new().std_err(-1.0), "not -1"),
        (MonteCarlo::new().std_err(f64::NAN), "NaN"),
        (MonteCarlo::new().time(f64::INFINITY), "inf"),
        (MonteCarlo::new().time(0.0), "not 0"),
    ] {
        match equity.monte_carlo(&options) {
            Err(
                e @ (EquityError::ZeroTrials | EquityError::BadStdErr(_) | EquityError::BadTime(_)),
            ) => {
                assert!(e.to_string().contains(text), "{e}")
            }
            other => panic!("{options:?}: {other:?}"),
        }
    }
}

#[test]
fn collisions_with_known_cards_are_dropped_from_ranges() {
    let result = exact(&["AhAs", "AA,KK"], "Kd 7c 2h", "Kc");
    // AA keeps only AcAd; KK keeps the 3 combos of Kh Ks Kd minus Kd: KhKs.
    assert_eq!(result.players[1].combos, 2);
    check_naive(&["AhAs", "AA,KK"], "Kd 7c 2h", "Kc");
}

#[test]
fn random_small_cases_match_naive_count() {
    // A fixed linear congruential generator: the cases are random but always the same.
    let mut state = 0x1234_5678_9abc_def0_u64;
    let mut next = |n: usize| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as usize % n
    };
    let ranges = ["QQ+", "AKs", "JTs", "T9s-T7s", "A5s-A2s", "22", "KQo"];
    for _ in 0..40 {
        let players = 2 + next(3);
        let board_len = [3, 4, 4, 5][next(4)];
        let dead_len = next(3);
        let mut deck: Vec<Card> = Card::all().collect();
        for i in 0..deck.len() {
            let j = i + next(deck.len() - i);
            deck.swap(i, j);
        }
        let mut hands: Vec<String> = (0..players)
            .map(|p| format!("{}{}", deck[2 * p], deck[2 * p + 1]))
            .collect();
        if board_len > 3 && next(2) == 0 {
            hands[1] = ranges[next(ranges.len())].to_owned();
        }
        let text = |cards: &[Card]| {
            cards
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        let board = text(&deck[2 * players..2 * players + board_len]);
        let dead = text(&deck[2 * players + board_len..2 * players + board_len + dead_len]);
        let names: Vec<&str> = hands.iter().map(String::as_str).collect();
        let what = format!("{names:?} board {board} dead {dead}");
        let equity = Equity::parse(&names)
            .unwrap_or_else(|e| panic!("{what}: {e}"))
            .board(&cards(&board))
            .dead(&cards(&dead));
        match equity.exact() {
            Ok(result) => {
                let count = brute_force(&names, &board, &dead, &naive_score);
                assert_same(&result, &count, &what);
            }
            // A range can lose every combo to the dealt cards: that must be the error.
            Err(EquityError::EmptyRange { player: 2, .. }) => {}
            Err(e) => panic!("{what}: {e}"),
        }
    }
}

#[test]
fn monte_carlo_deals_ranges_uniformly() {
    // Five valid deals; player 2 wins only with QcQd against AhAs. Every deal counts the
    // same, so player 2's equity is 1/5. Drawing player 1 first and then player 2 from
    // what is left would give AhAs-QcQd a weight of 1/2 x 1/2 = 1/4.
    let players = ["AhAs, KcKd", "AhKh, QcQd, JcJd"];
    let board = cards("Ks Qh 5c 6d 2s");
    let exact = exact(&players, "Ks Qh 5c 6d 2s", "");
    assert_eq!(exact.boards, 5);
    assert_eq!(exact.players[1].wins, 1);
    let mc = Equity::parse(&players)
        .unwrap_or_else(|e| panic!("{e}"))
        .board(&board)
        .monte_carlo(&MonteCarlo::new().seed(3).trials(200_000))
        .unwrap_or_else(|e| panic!("{e}"));
    let (equity, se) = (mc.players[1].equity, mc.players[1].std_err.unwrap_or(1.0));
    assert!((equity - 0.2).abs() < 4.0 * se, "{equity} ± {se}");
    assert!((equity - 0.25).abs() > 10.0 * se, "{equity} ± {se}");
}
