//! `handrank equity` behaves the same for every game: the same flags, the same fields in
//! every format (a hi-lo game adds its own), the same refusals.

use crate::common;

use common::run_handrank;

/// One question per game (a board where the game has one): hold'em, PLO4, PLO5, PLO4
/// hi-lo, short deck, the stud games on sixth street and the draws.
const GAMES: [(&str, &[&str], &str); 11] = [
    ("holdem", &["AhKh", "QsQd"], "Qh 7c 2d"),
    ("omaha", &["AhAsKhKs", "2c3d4c5d"], "Ad 7s 8h"),
    ("omaha5", &["AhAsKhKsQd", "2c3d4c5d6h"], "Ad 7s 8h"),
    ("omaha-hilo", &["AhAsKhKs", "2c3d4c5d"], "Ad 7s 8h"),
    ("short-deck", &["AhKh", "QsQd"], "Qh 7c 6d"),
    ("stud", &["AhKh9s9d4c2h", "QsQdJhTc8c7d"], ""),
    ("stud-hilo", &["Ah2c3d7s8hKc", "4h5h6h9cTcJd"], ""),
    ("razz", &["Ah2c3dKh9s8c", "4h5h6c7dQsJs"], ""),
    ("ace-five", &["As2d3c4h+1", "7h6c4d2c"], ""),
    ("deuce-seven", &["7s5h4c3d+1", "8h6c5d3s2c"], ""),
    ("badugi", &["Ac2d3h+1", "4c5d6h7s"], ""),
];

fn run(game: &str, players: &[&str], more: &[&str]) -> (i32, String, String) {
    let mut args = vec!["equity", "--game", game];
    args.extend(players);
    args.extend(more);
    let (code, out, err) = run_handrank(&args, b"");
    (code, String::from_utf8(out).expect("utf-8"), err)
}

fn ok(game: &str, players: &[&str], more: &[&str]) -> String {
    let (code, out, err) = run(game, players, more);
    assert_eq!(code, 0, "{game} {more:?}: {err}");
    out
}

fn refused(game: &str, players: &[&str], more: &[&str]) -> String {
    let (code, _, err) = run(game, players, more);
    assert_eq!(code, 2, "{game} {more:?}: {err}");
    err
}

fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text.trim()).expect("one JSON object")
}

#[test]
fn every_format_has_the_same_fields_in_every_game() {
    for (game, players, board) in GAMES {
        let hi_lo = game.contains("hilo");
        let board: &str = board;
        let out = ok(game, players, &["--board", board, "--format", "json"]);
        let v = json(&out);
        assert_eq!(v["game"], game, "{out}");
        for key in ["method", "boards", "seed", "board", "dead"] {
            assert!(v.get(key).is_some(), "{game}: {key} in {out}");
        }
        for p in v["players"].as_array().expect("players") {
            for key in [
                "player",
                "hand",
                "combos",
                "wins",
                "ties",
                "losses",
                "win_pct",
                "tie_pct",
                "equity_pct",
                "std_err_pct",
            ] {
                assert!(p.get(key).is_some(), "{game}: {key} in {out}");
            }
            let counts = ["wins", "ties", "losses"].map(|k| p[k].as_u64().expect("a count"));
            assert_eq!(
                counts.iter().sum::<u64>(),
                v["boards"].as_u64().unwrap_or(0)
            );
            for key in ["high_pct", "low_pct", "scoop_pct", "low_wins", "low_ties"] {
                assert_eq!(p.get(key).is_some(), hi_lo, "{game}: {key} in {out}");
            }
        }
        let csv = ok(game, players, &["--board", board, "--format", "csv"]);
        let header = csv.lines().next().unwrap_or_default();
        assert!(
            header.starts_with("player,hand,combos,wins,ties,losses,win_pct,tie_pct,equity_pct"),
            "{game}: {csv}"
        );
        assert_eq!(
            header.contains("high_pct,low_pct,scoop_pct"),
            hi_lo,
            "{csv}"
        );
        assert_eq!(csv.lines().count(), 3, "{game}: {csv}");
        let text = ok(game, players, &["--board", board]);
        assert!(text.contains("equity %"), "{game}: {text}");
        assert_eq!(text.contains("scoop %"), hi_lo, "{game}: {text}");
        // In a hi-lo game the win and tie columns count the high hand's boards.
        assert_eq!(text.contains("hi win %  hi tie %"), hi_lo, "{game}: {text}");
        assert_eq!(text.contains("  win %     tie %"), !hi_lo, "{game}: {text}");
    }
}

#[test]
fn monte_carlo_flags_work_in_every_game() {
    for (game, players, board) in GAMES {
        let b = ["--board", board];
        // --trials with a seed reproduces; no seed: one is drawn and reported.
        let a = ok(
            game,
            players,
            &[&b[..], &["--trials", "20k", "--seed", "3"]].concat(),
        );
        let again = ok(
            game,
            players,
            &[&b[..], &["--trials", "20k", "--seed", "3"]].concat(),
        );
        assert_eq!(a, again, "{game}");
        assert!(
            a.contains("monte carlo: 20,000 boards, seed 3"),
            "{game}: {a}"
        );
        let drawn = ok(
            game,
            players,
            &[&b[..], &["--trials", "5k", "--format", "json"]].concat(),
        );
        assert!(json(&drawn)["seed"].as_u64().is_some(), "{game}: {drawn}");
        // --std-err stops near the target; --time bounds the run.
        let out = ok(
            game,
            players,
            &[&b[..], &["--std-err", "0.5", "--format", "json"]].concat(),
        );
        for p in json(&out)["players"].as_array().expect("players") {
            assert!(
                p["std_err_pct"].as_f64().expect("an error") < 0.5,
                "{game}: {out}"
            );
        }
        let out = ok(
            game,
            players,
            &[&b[..], &["--time", "0.2", "--format", "json"]].concat(),
        );
        assert!(json(&out)["boards"].as_u64().expect("boards") > 0, "{game}");
    }
}

#[test]
fn breakdowns_work_in_every_game() {
    let combos = ok(
        "omaha-hilo",
        &["AhAs2c3d, KhKsQdJd", "2d3c4h5s, 2h3h4s5c"],
        &[
            "--breakdown",
            "--trials",
            "2000",
            "--seed",
            "1",
            "--format",
            "json",
        ],
    );
    // Two parts for each player, one JSON line each.
    assert_eq!(combos.lines().count(), 4, "{combos}");
    // Omaha's random lists no parts.
    let err = refused("omaha", &["random", "AhAsKhKs"], &["--breakdown"]);
    assert!(err.contains("player 1") && err.contains("random"), "{err}");
}

/// PLO4's breakdown by hand class on a flop, every part exact.
#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "17 s of CPU unoptimized: .ci/run runs it with --ignored"
)]
fn omaha_breaks_down_by_class_on_a_flop() {
    let omaha = ok(
        "omaha",
        &["AA**ds", "KhKsQhQs"],
        &[
            "--board",
            "2c 7d 9h",
            "--breakdown",
            "--by",
            "class",
            "--format",
            "csv",
        ],
    );
    let rows: Vec<&str> = omaha.lines().skip(1).collect();
    assert!(rows.iter().any(|r| r.contains("AA")), "{omaha}");
    assert!(rows.iter().all(|r| r.contains("exact")), "{omaha}");
}

#[test]
fn the_same_refusals_in_every_game() {
    for (game, players, board) in GAMES {
        for given in ["Ac", "Ac 2d"] {
            let err = refused(game, players, &["--board", given]);
            let expected = if board.is_empty() {
                "hand has no board: give each player's cards"
            } else {
                "give none, 3 (flop)"
            };
            assert!(err.contains(expected), "{game}: {err}");
        }
        let err = refused(game, players, &["--trials", "0"]);
        assert!(err.contains("at least 1"), "{game}: {err}");
        let err = refused(game, players, &["--std-err", "-1"]);
        assert!(err.contains("standard error"), "{game}: {err}");
    }
    // Hours of work are refused before they start, with the estimate, in every game.
    let err = refused("omaha6", &["random"; 6], &["--exact"]);
    assert!(err.contains("--long"), "{err}");
    let err = refused(
        "holdem",
        &["random", "random"],
        &["--breakdown", "--trials", "10M"],
    );
    assert!(
        err.contains("would take about") && err.contains("--long"),
        "{err}"
    );
}

/// A breakdown of ranges of Omaha hands that would take hours is refused with its estimate.
#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "the estimate of every part takes 10 s unoptimized: .ci/run runs it with --ignored"
)]
fn an_omaha_breakdown_of_hours_is_refused() {
    let err = refused(
        "omaha",
        &["AA**", "KK**"],
        &["--breakdown", "--trials", "1G"],
    );
    assert!(err.contains("would take about"), "{err}");
}

#[test]
fn each_new_game_refuses_what_it_cannot_deal() {
    // Short deck: a range or a card naming a 2 to 5 is named.
    let err = refused("short-deck", &["A5s,KK", "QQ"], &[]);
    assert!(
        err.contains("player 1") && err.contains("'A5s'") && err.contains("no fives"),
        "{err}"
    );
    // Hole cards: the first card the deck lacks, as written.
    for (hole, rank) in [("2c3c", "twos"), ("2c 3c", "twos"), ("3c2c", "threes")] {
        let err = refused("short-deck", &[hole, "AhAd"], &[]);
        assert!(err.contains(&format!("has no {rank}")), "{hole}: {err}");
    }
    let err = refused("short-deck", &["AA", "KK"], &["--board", "Qh 7c 5d"]);
    assert!(
        err.contains("5d is on the board") && err.contains("no 2s to 5s"),
        "{err}"
    );
    let err = refused("short-deck", &["AA", "KK"], &["--dead", "2c"]);
    assert!(err.contains("2c is dead"), "{err}");
    // Stud: 2 to 7 known cards, no card twice, a deck that deals everyone seven.
    let err = refused("stud", &["AhKhQhJhTh9h8h7h", "2c2d"], &[]);
    assert!(
        err.contains("player 1") && err.contains("2 to 7 known cards") && err.contains("found 8"),
        "{err}"
    );
    let err = refused("razz", &["Ah2c", "Ah3d"], &[]);
    assert!(
        err.contains("Ah is in player 1's hand and in player 2's"),
        "{err}"
    );
    let eight: Vec<String> = (0..8)
        .map(|i| {
            let ranks = ["2", "3", "4", "5", "6", "7", "8", "9"];
            format!("{r}c{r}d", r = ranks[i])
        })
        .collect();
    let eight: Vec<&str> = eight.iter().map(String::as_str).collect();
    let err = refused("stud", &eight, &[]);
    assert!(
        err.contains(
            "only 36 cards are left in the deck, 40 are needed to deal every player's cards to come"
        ),
        "{err}"
    );
    // Draws: kept and drawn make the hand.
    let err = refused("deuce-seven", &["7s5d3c2h+6", "8h6c5d3s2c"], &[]);
    assert!(
        err.contains("player 1") && err.contains("not 4 kept and 6 drawn"),
        "{err}"
    );
    let err = refused("badugi", &["Ac2d3h4s5c", "+4"], &[]);
    assert!(
        err.contains("rest of 4") && err.contains("not 5 kept and 0 drawn"),
        "{err}"
    );
}

#[test]
fn new_games_answer_exactly_when_it_is_quick() {
    // Razz on sixth street: 40 × 39 deals of the last cards.
    let out = ok(
        "razz",
        &["Ah2c3d Kh 9s 8c", "4h5h6c 7d Qs Js"],
        &["--format", "json"],
    );
    let v = json(&out);
    assert_eq!(
        (v["method"].as_str(), v["boards"].as_u64()),
        (Some("exact"), Some(1_560))
    );
    // The draw's discards are dead: a one-card draw to a badugi has 42 cards to come from.
    let out = ok(
        "badugi",
        &["Ac2d3h+1", "4c5d6h7s"],
        &["--dead", "Kc Qd Jh", "--format", "json"],
    );
    assert_eq!(json(&out)["boards"].as_u64(), Some(42));
    // Stud hi-lo reports the high and low halves and scoops.
    let text = ok("stud-hilo", &["Ah2c3d7s8hKc", "4h5h6h9cTcJd"], &[]);
    assert!(
        text.contains("game: Seven-card stud hi-lo") && text.contains("scoop %"),
        "{text}"
    );
    // A breakdown of a stud or draw player is the player's hand; short deck's by class.
    let rows = ok(
        "short-deck",
        &["AA,KK", "QQ+"],
        &[
            "--board",
            "Ts9s6h",
            "--breakdown",
            "--by",
            "class",
            "--format",
            "csv",
        ],
    );
    let classes: Vec<(&str, &str)> = rows
        .lines()
        .skip(1)
        .map(|r| {
            let fields: Vec<&str> = r.split(',').collect();
            assert_eq!(fields[5], "exact", "{rows}");
            (fields[0], fields[2])
        })
        .collect();
    assert_eq!(
        classes,
        [
            ("1", "AA"),
            ("1", "KK"),
            ("2", "AA"),
            ("2", "KK"),
            ("2", "QQ")
        ],
        "{rows}"
    );
    let rows = ok("razz", &["Ah2c3dKh9s8c", "4h5h6c7dQsJs"], &["--breakdown"]);
    assert!(rows.contains("Ah2c3dKh9s8c"), "{rows}");
}

#[test]
fn a_breakdown_part_that_cannot_be_dealt_says_why() {
    // AhAd shares a card with each of the other player's combos: it comes last, with the
    // reason, in every format.
    let players = ["AhAd, AsAc", "AhKh, AdKd"];
    let args = ["--board", "2c 7d 9h", "--breakdown"];
    let text = ok("holdem", &players, &args);
    assert_eq!(text.matches("left out: ").count(), 1, "{text}");
    let json_rows = ok(
        "holdem",
        &players,
        &[&args[..], &["--format", "json"]].concat(),
    );
    let rows: Vec<serde_json::Value> = json_rows.lines().map(json).collect();
    assert_eq!(rows.len(), 4);
    let left_out: Vec<_> = rows.iter().filter(|r| r["left_out"].is_string()).collect();
    assert_eq!(left_out.len(), 1, "{json_rows}");
    assert!(left_out[0]["equity_pct"].is_null(), "{json_rows}");
    let csv = ok(
        "holdem",
        &players,
        &[&args[..], &["--format", "csv"]].concat(),
    );
    assert_eq!(csv.lines().count(), 5, "{csv}");
}

#[test]
fn draws_to_come_in_the_draw_games() {
    let players = ["8h6c4d3s2h", "7s5d4c3h+1"];
    // --draws 1 is the question without it, byte for byte.
    let last = ok("deuce-seven", &players, &[]);
    assert_eq!(ok("deuce-seven", &players, &["--draws", "1"]), last);
    assert!(
        last.starts_with("game: Deuce-to-seven lowball\nexact: 43 boards\n"),
        "{last}"
    );
    // Three draws: Monte Carlo, said in the title and the JSON; the triple-draw names the
    // same question.
    let more = ["--trials", "100000", "--seed", "3"];
    let three = ok(
        "deuce-seven",
        &players,
        &[&more[..], &["--draws", "3"]].concat(),
    );
    assert!(
        three.starts_with(
            "game: Deuce-to-seven lowball, 3 draws to come\nmonte carlo: 100,000 boards, seed 3\n"
        ),
        "{three}"
    );
    for name in ["2-7-triple-draw", "27td", "triple-draw"] {
        assert_eq!(ok(name, &players, &more), three, "{name}");
    }
    let v = json(&ok(
        "27td",
        &players,
        &[&more[..], &["--format", "json"]].concat(),
    ));
    assert_eq!(
        (v["game"].as_str(), v["draws"].as_u64()),
        (Some("deuce-seven"), Some(3))
    );
    let a5 = ok("a5-triple-draw", &["As2d3c4h+1", "7h6c4d2c"], &more);
    assert!(
        a5.starts_with("game: Ace-to-five lowball, 3 draws to come\n"),
        "{a5}"
    );
    // Bad draws, draws in a board game, exact enumeration of several draws.
    let err = refused("deuce-seven", &players, &["--draws", "4"]);
    assert!(
        err.contains("--draws 4: a deuce-to-seven question has 1 to 3 draws to come, not 4"),
        "{err}"
    );
    let err = refused("badugi", &["Ac2d3h+1", "4c5d6h7s"], &["--draws", "0"]);
    assert!(
        err.contains("--draws 0: a badugi question has 1 to 3 draws to come, not 0"),
        "{err}"
    );
    let err = refused("holdem", &["AA", "KK"], &["--draws", "2"]);
    assert!(
        err.contains("--draws 2: Texas hold'em has no draws: draws to come are for the draw games (ace-five, deuce-seven, badugi)"),
        "{err}"
    );
    let err = refused("27td", &players, &["--exact"]);
    assert!(
        err.contains("exact enumeration answers the last draw only"),
        "{err}"
    );
}
