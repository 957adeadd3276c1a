//! The two exact paths against each other. `tests/equity.rs` checks [`Equity::exact`]
//! against a plain count; here the deal-by-deal path and the heads-up path must give the
//! same counts as each other and as [`super::run`] on every heads-up question, so each
//! path meets the plain count too.

use crate::card::{Card, parse_cards};
use crate::equity::{Equity, EquityError, EquityResult, Method, Shard};

use super::symmetry::Symmetry;
use super::{deals, heads_up, run};

#[derive(Clone, Copy, Debug)]
enum Path {
    /// Every canonical deal, each with its own board walk.
    Deals,
    /// One board walk per combo of the narrower side (heads-up only: with more players,
    /// deals).
    HeadsUp,
    /// The quicker of the two, as [`Equity::exact`] runs.
    Quicker,
}

fn by(path: Path, equity: &Equity) -> Result<EquityResult, EquityError> {
    let setup = equity.check().map(|q| q.setup)?;
    let symmetry = Symmetry::of(&setup);
    let progress = |_, _| {};
    let tally = match path {
        Path::Deals => deals::run(&setup, &symmetry, Shard::WHOLE, &progress),
        Path::HeadsUp => heads_up::run(&setup, &symmetry, Shard::WHOLE, &progress)
            .unwrap_or_else(|| deals::run(&setup, &symmetry, Shard::WHOLE, &progress)),
        Path::Quicker => run(&setup, Shard::WHOLE, &progress)?,
    };
    Ok(tally.result(&setup, Method::Exact, None))
}

fn question(players: &[&str], board: &str, dead: &str) -> Equity {
    let cards = |text: &str| parse_cards(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    Equity::parse(players)
        .unwrap_or_else(|e| panic!("{players:?}: {e}"))
        .board(&cards(board))
        .dead(&cards(dead))
}

fn exact_by(path: Path, players: &[&str], board: &str, dead: &str) -> EquityResult {
    by(path, &question(players, board, dead))
        .unwrap_or_else(|e| panic!("{players:?} {board} ({path:?}): {e}"))
}

/// The heads-up path, the deal path and the quicker of them must give the same counts;
/// returns them.
fn both_paths(players: &[&str], board: &str, dead: &str) -> EquityResult {
    let what = format!("{players:?} board {board} dead {dead}");
    let heads_up = exact_by(Path::HeadsUp, players, board, dead);
    let deals = exact_by(Path::Deals, players, board, dead);
    assert_eq!(heads_up, deals, "{what}");
    assert_eq!(
        exact_by(Path::Quicker, players, board, dead),
        deals,
        "{what}"
    );
    heads_up
}

#[test]
fn paths_agree_where_the_plain_count_is_checked() {
    // The heads-up questions that `tests/equity.rs` counts plainly.
    for (players, board, dead) in [
        // Rivers and turns.
        (["AdAc", "KhKs"], "Qd 7c 2h 9s 3c", ""),
        (["AdAc", "KhKs"], "Qd 7c 2h 9s", ""),
        (["AdAc", "KhKs"], "Kd 7c 2h 9s", ""),
        (["AhKh", "AdKd"], "2c 3c 4c Qs", ""),
        (["random", "AA"], "Ah Kd 7c 7s", "2h"),
        (["AhKh", "*"], "Qh Jh 2c 3d 4s", ""),
        // Monotone and two-tone flops.
        (["AhKh", "QcQd"], "2h 7h 9c", ""),
        (["As2s", "KdKc"], "3s 8s Js", ""),
        (["AA", "KK"], "2c 7d 9h", ""),
        // A hand against `random` on turns: three of a suit on the board (a river of the
        // suit makes four), the wide side first or second.
        (["AhKh", "random"], "Qh 7h 2c 9h", ""),
        (["random", "AsKs"], "Qs 7s 2s 3d", ""),
        // Four of a suit on the turn, a fifth on the river: one suited card decides.
        (["22+,A2s+", "KhQh"], "Jh Th 2h 5h", ""),
        // Five of a suit on the river: combos without the suit play the board.
        (["AhKd", "random"], "2h 5h 9h Jh 3h", ""),
        (["random", "Th9c"], "2h 5h 9h Jh Kh", ""),
        // Card removal: the board, dead cards and the hand take combos out of the range.
        (["7c7d", "random"], "7h 7s 2c 2d", "Ac Kc"),
        (["KK", "random"], "Kh Kd 5c 5d", ""),
        // Ranges against ranges, neither symmetric, on flops of one, two and three suits.
        (["AKs", "QQ+,AJo"], "Ks 7s 2d", ""),
        (["AKs", "QQ+,AJo"], "Qc 7d 2h", ""),
        (["QQ+,AKs", "T9s,98s,87s,76s,A5s-A2s"], "9s 8s 2s", "Ks"),
        (["AhAs", "22-99,AT+,KQ"], "Ac 5h 5c", "Qd"),
        // A range that suit swaps change: the board walk must not treat its suits as alike.
        (["AsKd", "AhQh,QsQd,JcTc,KK,9h8h"], "Qc 7d 2h", ""),
        // One ace on the board: AA has 3 combos, each leaving `random` different cards.
        (["AA", "random"], "As 9c 4d 3h", ""),
        // Collisions with known cards are dropped from the ranges.
        (["AhAs", "AA,KK"], "Kd 7c 2h", "Kc"),
    ] {
        both_paths(&players, board, dead);
    }
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "9.5 s unoptimized, the longest of a newcomer's tests: .ci/run runs it with --ignored"
)]
fn heads_up_path_matches_the_deal_path() {
    // Preflop: ranges against ranges, with and without dead cards and a wide range.
    both_paths(&["AKs", "QQ+,AJo"], "", "");
    both_paths(&["QQ+,AJo", "AKs"], "", "Ad 2c");
    both_paths(&["AhKh", "22+,ATs+,KQo"], "", "");
    both_paths(&["T9s", "A2s+,KTs+"], "", "Ts 9s 2h");
    // Both sides wide: many hero combos, each with its own walk.
    both_paths(&["22+", "random"], "Kh 8h 3h 2d", "");
    both_paths(&["random", "random"], "Kh 8h 3c 2h", "5c");
    both_paths(&["random", "K9+,A2s+"], "Jd 8d 3d 2d 7c", "");
    // A fixed generator: random questions on flops, turns and rivers.
    let mut state = 0x2468_ace0_1357_9bdf_u64;
    let mut next = |n: usize| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as usize % n
    };
    let ranges = [
        "random",
        "22+",
        "A2s+,K9s+,QTs+",
        "QQ+,AJo",
        "AKs",
        "T9s-T7s",
        "A5s-A2s",
        "KQo",
        "JJ-66,ATo+",
        "76s+",
        "AA,KK",
        "K9+",
    ];
    for _ in 0..60 {
        let mut deck: Vec<Card> = Card::all().collect();
        for i in 0..deck.len() {
            let j = i + next(deck.len() - i);
            deck.swap(i, j);
        }
        let mut players: Vec<String> = (0..2)
            .map(|p| format!("{}{}", deck[2 * p], deck[2 * p + 1]))
            .collect();
        for player in &mut players {
            if next(3) > 0 {
                *player = ranges[next(ranges.len())].to_owned();
            }
        }
        // Keep the deal path quick: a flop only when one side is a hand.
        let board_len = if players.iter().any(|p| p.len() == 4) {
            [3, 4, 5][next(3)]
        } else {
            [4, 5][next(2)]
        };
        let text = |cards: &[Card]| {
            cards
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        let board = text(&deck[4..4 + board_len]);
        let dead = text(&deck[4 + board_len..4 + board_len + next(3)]);
        let names: Vec<&str> = players.iter().map(String::as_str).collect();
        let equity = question(&names, &board, &dead);
        match by(Path::Deals, &equity) {
            Ok(deals) => {
                let what = format!("{names:?} board {board} dead {dead}");
                let heads_up = by(Path::HeadsUp, &equity);
                assert_eq!(heads_up.as_ref().ok(), Some(&deals), "{what}");
                assert_eq!(equity.exact().ok(), Some(deals), "{what}");
            }
            // A range can lose every combo to the dealt cards, or the two ranges may have
            // no deal together: that must be the error of both paths.
            Err(e @ (EquityError::EmptyRange { .. } | EquityError::NoDeal)) => {
                let heads_up = by(Path::HeadsUp, &equity);
                assert_eq!(heads_up.err().map(|e| e.to_string()), Some(e.to_string()));
            }
            Err(e) => panic!("{names:?} {board} {dead}: {e}"),
        }
    }
}

#[test]
fn heads_up_path_keeps_the_preflop_counts() {
    // `random` against AA: the counts of the deal-by-deal enumeration (before the heads-up
    // path existed), which `tests/equity.rs` also asserts for `Equity::exact`.
    let result = exact_by(Path::HeadsUp, &["random", "AA"], "", "");
    assert_eq!(result.boards, 12_585_434_400);
    let random = &result.players[0];
    assert_eq!(
        (random.wins, random.ties, random.losses),
        (1_827_970_020, 68_413_872, 10_689_050_508)
    );
    assert_eq!(result, exact_by(Path::Quicker, &["random", "AA"], "", ""));
    // The published counts (GNU poker-eval: AdAc v KhKs), through the heads-up path too.
    let hands = exact_by(Path::HeadsUp, &["AdAc", "KhKs"], "", "");
    assert_eq!(hands.boards, 1_712_304);
    let aa = &hands.players[0];
    assert_eq!((aa.wins, aa.losses, aa.ties), (1_388_072, 317_694, 6_538));
    let ranges = both_paths(&["AA", "KK"], "", "");
    assert_eq!(format!("{:.3}", 100.0 * ranges.players[0].equity), "81.946");
}

/// Progress on the deal-by-deal path counts deals, each one board walk: the reports come
/// in small, even steps up to the total, not a few jumps of uneven size.
#[test]
fn progress_advances_in_even_steps() {
    let equity = Equity::parse(&["AKs", "QQ+", "22+"])
        .unwrap_or_else(|e| panic!("{e}"))
        .board(&parse_cards("Qs 7h 2c").unwrap_or_default());
    let setup = equity
        .check()
        .map(|q| q.setup)
        .unwrap_or_else(|e| panic!("{e}"));
    let symmetry = Symmetry::of(&setup);
    let reports = std::sync::Mutex::new(Vec::new());
    deals::run(&setup, &symmetry, Shard::WHOLE, &|done, total| {
        if let Ok(mut reports) = reports.lock() {
            reports.push((done, total));
        }
    });
    let mut reports = reports.into_inner().unwrap_or_default();
    reports.sort_unstable();
    let total = reports.last().map_or(0, |&(_, total)| total);
    assert!(total > 1_000, "{total} deals");
    assert_eq!(reports.last().map(|&(done, _)| done), Some(total));
    assert!(reports.iter().all(|&(_, t)| t == total));
    let steps = reports.windows(2).map(|w| w[1].0 - w[0].0);
    assert!(steps.clone().all(|step| step <= 16), "uneven steps");
    assert!(reports.len() as u64 >= total / 16);
}

/// The heads-up path reports progress in (estimated) boards, not tasks, so that a task
/// dealing five cards weighs more than one dealing the last two.
#[test]
fn heads_up_progress_counts_boards() {
    let equity = Equity::parse(&["AhKh", "QQ+"]).unwrap_or_else(|e| panic!("{e}"));
    let setup = equity
        .check()
        .map(|q| q.setup)
        .unwrap_or_else(|e| panic!("{e}"));
    let symmetry = Symmetry::of(&setup);
    let reports = std::sync::Mutex::new(Vec::new());
    heads_up::run(&setup, &symmetry, Shard::WHOLE, &|done, total| {
        if let Ok(mut reports) = reports.lock() {
            reports.push((done, total));
        }
    });
    let reports = reports.into_inner().unwrap_or_default();
    let total = reports.first().map_or(0, |&(_, total)| total);
    assert!(total > 100_000, "{total}: counted in tasks, not boards");
    assert_eq!(reports.iter().map(|&(done, _)| done).max(), Some(total));
}
