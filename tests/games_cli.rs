//! Every subcommand in every game, through the real binary: eval, compare (arguments and
//! --file), best, batch, generate and verify give the library's answer
//! ([`handrank::Game::score`]) in one schema, a hi-lo game adding its low; bad input exits
//! 2 naming the token.

#[allow(dead_code)] // this file runs the binary; the data helpers serve other files
mod common;

use std::collections::BTreeSet;

use common::cli::{Run, handrank, json_lines, temp_dir, write};
use handrank::{Game, Outcome, Score, parse_cards};

/// Two hands of a game on a shared board.
struct Case {
    game: &'static str,
    a: &'static str,
    b: &'static str,
    board: &'static str,
}

const CASES: [Case; 6] = [
    Case {
        game: "holdem",
        a: "Ah Kh",
        b: "Qs Qd",
        board: "Qh Jh Th 2c 3d",
    },
    Case {
        game: "omaha",
        a: "Ah Kh 2c 3d",
        b: "Qs Qd 9c 8c",
        board: "Qh Jh Th 4s 8d",
    },
    Case {
        game: "omaha5",
        a: "Ah Kh 2c 3d 5s",
        b: "Qs Qd 9c 8c 7c",
        board: "Qh Jh Th 4s 8d",
    },
    Case {
        game: "omaha6",
        a: "Ah Kh 2c 3d 5s 6s",
        b: "Qs Qd 9c 8c 7c 6c",
        board: "Qh Jh Th 4s 8d",
    },
    Case {
        game: "omaha-hilo",
        a: "Ah 2c Kd Ks",
        b: "As 3c Qd Qs",
        board: "4h 6d 8s Qc Jh",
    },
    Case {
        game: "plo8",
        a: "Ah 2c Kd Ks 9h",
        b: "As 3c Qd Qs 9c",
        board: "4h 6d 8s",
    },
];

impl Case {
    fn game(&self) -> Game {
        self.game.parse().expect("a game")
    }

    /// The library's score of a hole on the board.
    fn score(&self, hole: &str) -> Score {
        let (hole, board) = (parse_cards(hole), parse_cards(self.board));
        self.game()
            .score(&hole.expect("cards"), &board.expect("cards"))
            .expect("a hand of the game")
    }
}

fn ok(args: &[&str], stdin: &str) -> String {
    let run = handrank(args, stdin);
    assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
    run.stdout
}

/// A run that must fail with exit code 2.
fn fails(args: &[&str], stdin: &str) -> Run {
    let run = handrank(args, stdin);
    assert_eq!(run.code, 2, "{args:?} should fail: {}", run.stdout);
    run
}

fn keys(value: &serde_json::Value) -> BTreeSet<String> {
    value
        .as_object()
        .map(|o| o.keys().cloned().collect())
        .unwrap_or_default()
}

fn low_text(score: Score) -> serde_json::Value {
    score
        .low
        .map_or(serde_json::Value::Null, |low| low.to_string().into())
}

#[test]
fn eval_gives_the_library_score_in_one_schema() {
    let mut schema: Option<BTreeSet<String>> = None;
    for case in &CASES {
        let args = [
            "eval", "--game", case.game, case.a, "--board", case.board, "--format", "json",
        ];
        let value = &json_lines(&ok(&args, ""))[0];
        let score = case.score(case.a);
        assert_eq!(value["strength"], score.hand.strength(), "{}", case.game);
        assert_eq!(value["description"], score.hand.describe());
        assert_eq!(value["board"], case.board);
        let five = value["best_five"].as_str().unwrap_or_default();
        assert_eq!(parse_cards(five).map(|c| c.len()), Ok(5), "{five}");
        let mut fields = keys(value);
        if case.game().has_low() {
            assert_eq!(value["low"], low_text(score), "{}", case.game);
            fields.remove("low");
        } else {
            assert_eq!(value.get("low"), None, "{}", case.game);
        }
        // The same fields for every game, a hi-lo game adding its low.
        match &schema {
            Some(first) => assert_eq!(&fields, first, "{}", case.game),
            None => schema = Some(fields),
        }
        let text = ok(&args[..6], "");
        assert!(
            text.contains(&format!("strength:    {} of 7462", score.hand.strength())),
            "{text}"
        );
        assert_eq!(text.contains("low:"), case.game().has_low(), "{text}");
        let csv = ok(&[&args[..6], &["--format", "csv"]].concat(), "");
        let header = csv.lines().next().unwrap_or_default();
        assert!(header.starts_with("cards,category,description,best_five,strength,base14,board"));
        assert_eq!(header.ends_with(",low"), case.game().has_low(), "{csv}");
    }
    // Hold'em: the hole with the board is the 7-card hand.
    let holdem = ok(&["eval", "AhKh", "--board", "Qh Jh Th 2c 3d"], "");
    assert!(holdem.contains("description: Royal Flush"), "{holdem}");
}

#[test]
fn compare_gives_the_library_outcome_for_arguments_and_files() {
    let dir = temp_dir();
    for case in &CASES {
        let (sa, sb) = (case.score(case.a), case.score(case.b));
        let args = [
            "compare", "--game", case.game, case.a, case.b, "--board", case.board, "--format",
            "json",
        ];
        let single = &json_lines(&ok(&args, ""))[0];
        let expected: Outcome = sa.hand.cmp(&sb.hand).into();
        assert_eq!(single["result"], expected.to_string(), "{}", case.game);
        assert_eq!(single["strength_a"], sa.hand.strength());
        assert_eq!(single["board"], case.board);
        if case.game().has_low() {
            let low: Outcome = sa.low.cmp(&sb.low).into();
            assert_eq!(single["low_result"], low.to_string(), "{}", case.game);
            assert_eq!(single["low_a"], low_text(sa));
            assert_eq!(single["low_b"], low_text(sb));
        } else {
            assert_eq!(single.get("low_result"), None, "{}", case.game);
        }

        // The same pair as a line of a file, written three ways: the same row, numbered.
        // Then a blank line, 'vs', and each hand glued into one run of cards ("AhKh QsQd").
        let glued = |hand: &str| hand.replace(' ', "");
        let (a, b) = (case.a, case.b);
        let lines = format!("{a} | {b}\n\n{a} vs {b}\n{} {}\n", glued(a), glued(b));
        let file = write(dir.path(), "pairs.txt", lines.as_bytes());
        let path = file.to_str().unwrap_or_default();
        let rows = json_lines(&ok(
            &[
                "compare", "--game", case.game, "--file", path, "--board", case.board, "--format",
                "json",
            ],
            "",
        ));
        assert_eq!(rows.len(), 4, "three rows and the summary: {rows:?}");
        for (row, line) in rows.iter().zip([1, 3, 4]) {
            let mut row = row.clone();
            assert_eq!(row["line"], line);
            row.as_object_mut().map(|o| o.remove("line"));
            assert_eq!(&row, single, "{}: line {line}", case.game);
        }
        assert_eq!(rows[3]["type"], "summary");
    }
}

#[test]
fn compare_holdem_holes_with_a_board_and_three_hands() {
    let out = ok(
        &["compare", "AhKh", "QsQd", "--board", "Qh Jh Th 2c 3d"],
        "",
    );
    assert!(
        out.starts_with("win (Royal Flush vs Three of a Kind"),
        "{out}"
    );
    let three = fails(
        &[
            "compare",
            "AhKh",
            "QsQd",
            "7c7d",
            "--board",
            "Qh Jh Th 2c 3d",
        ],
        "",
    );
    assert!(
        three
            .stderr
            .contains("compare takes two hands (use `best` for more)"),
        "{}",
        three.stderr
    );
    let omaha_three = fails(
        &[
            "compare",
            "--game",
            "omaha",
            "Ah Kh 2c 3d | Qs Qd 9c 8c | 7c 7d 6c 6d",
            "--board",
            "Qh Jh Th 4s 8d",
        ],
        "",
    );
    assert!(omaha_three.stderr.contains("compare takes two hands"));
    // A shared board deals both holes from one deck.
    let shared = fails(
        &["compare", "AhKh", "AhQd", "--board", "Qh Jh Th 2c 3d"],
        "",
    );
    assert!(
        shared.stderr.contains("Ah is in both hands"),
        "{}",
        shared.stderr
    );
}

#[test]
fn best_picks_the_library_winner_in_every_game() {
    for case in &CASES {
        let (sa, sb) = (case.score(case.a), case.score(case.b));
        let args = [
            "best", "--game", case.game, case.a, case.b, "--board", case.board, "--format", "json",
        ];
        let rows = json_lines(&ok(&args, ""));
        let high = if sa.hand >= sb.hand { case.a } else { case.b };
        assert!(
            rows.iter().any(|r| r["hand"] == high && r["half"] != "low"),
            "{}: {rows:?}",
            case.game
        );
        if case.game().has_low() {
            assert!(rows.iter().all(|r| r.get("low").is_some()), "{rows:?}");
        } else {
            assert_eq!(rows.len(), 1, "{}: {rows:?}", case.game);
            assert_eq!(rows[0].get("low"), None);
        }
        // From stdin, one hole per line.
        let stdin = format!("{}\n{}\n", case.a, case.b);
        let text = ok(
            &["best", "--game", case.game, "--board", case.board],
            &stdin,
        );
        assert!(text.lines().any(|l| l.starts_with(high)), "{text}");
    }
    let hilo = ok(
        &[
            "best",
            "--game",
            "omaha-hilo",
            "Ah 2c Kd Ks",
            "As 3c Qd Qs",
            "--board",
            "4h 6d 8s Qc Jh",
        ],
        "",
    );
    assert_eq!(hilo, "Ah 2c Kd Ks (low)\nAs 3c Qd Qs (high)\n");
}

#[test]
fn batch_scores_every_game_through_one_engine() {
    let dir = temp_dir();
    for case in &CASES {
        let input = format!("{} | {}\n{} | {}\n", case.a, case.board, case.b, case.board);
        let file = write(dir.path(), "deals.txt", input.as_bytes());
        let path = file.to_str().unwrap_or_default();
        let records = json_lines(&ok(
            &["batch", path, "--game", case.game, "--format", "json", "-q"],
            "",
        ));
        assert_eq!(records.len(), 2);
        for (record, hole) in records.iter().zip([case.a, case.b]) {
            let score = case.score(hole);
            assert_eq!(record["strength"], score.hand.strength(), "{}", case.game);
            assert_eq!(record["category"], score.hand.category_id());
            if case.game().has_low() {
                assert_eq!(record["low"], low_text(score), "{}", case.game);
                let low_strength = score.low.map(|low| low.strength());
                assert_eq!(record["low_strength"], serde_json::json!(low_strength));
            } else {
                assert_eq!(record.get("low"), None, "{}", case.game);
            }
        }
        let csv = ok(
            &["batch", path, "--game", case.game, "--format", "csv", "-q"],
            "",
        );
        let header = if case.game().has_low() {
            "strength,category,low,low_strength,error"
        } else {
            "strength,category,error"
        };
        assert_eq!(csv.lines().next(), Some(header), "{csv}");
        // Generated hands of the game are batch input of the game.
        let generated = ok(
            &[
                "generate", "--game", case.game, "--hands", "300", "--seed", "9",
            ],
            "",
        );
        let scored = ok(&["batch", "--game", case.game, "-q"], &generated);
        assert_eq!(scored.lines().count(), 300, "{}", case.game);
        assert!(!scored.contains("invalid"), "{scored}");
        let hole = generated
            .lines()
            .next()
            .and_then(|l| l.split(" | ").next())
            .map(|h| h.split(' ').count());
        let expected = if case.game().pools_board() {
            7
        } else {
            case.game().hole_cards()
        };
        assert_eq!(hole, Some(expected), "{}: {generated}", case.game);
    }
    // The summary counts lines of text (and hands of binary input, below).
    let run = handrank(&["batch", "--game", "omaha"], "Ah Kh 2c 3d | Qh Jh Th\n");
    assert!(
        run.stderr.contains(": 1 lines, 1 hands scored"),
        "{}",
        run.stderr
    );
}

#[test]
fn binary_batch_summary_counts_hands() {
    let (code, hands, _) =
        common::run_handrank(&["generate", "--hands", "3", "--output-format", "bin"], b"");
    assert_eq!(code, 0);
    let (code, out, err) = common::run_handrank(
        &["batch", "--input-format", "bin", "--output-format", "bin"],
        &hands,
    );
    assert_eq!((code, out.len()), (0, 6), "{err}");
    assert!(err.contains("<stdin>: 3 hands, 3 hands scored"), "{err}");
    // A mask cannot keep an Omaha hole apart from its board.
    let (code, _, err) = common::run_handrank(
        &["batch", "--game", "omaha", "--input-format", "bin"],
        &hands,
    );
    assert_eq!(code, 2);
    assert!(err.contains("binary input is hold'em only"), "{err}");
}

#[test]
fn verify_runs_the_proof_of_every_omaha_game() {
    let csv = ok(&["verify", "--game", "omaha-hilo6", "--format", "csv"], "");
    let row = csv.lines().nth(1).unwrap_or_default();
    assert!(row.ends_with(",true"), "no mismatch: {csv}");
}

#[test]
fn bad_input_exits_2_naming_the_token_in_every_subcommand() {
    for case in &CASES {
        let g = case.game;
        let board = case.board;
        let bad_hole = case.a.replacen('h', "x", 1); // "Ax …": an unknown suit 'x'
        let runs = [
            fails(&["eval", "--game", g, &bad_hole, "--board", board], ""),
            fails(
                &["compare", "--game", g, &bad_hole, case.b, "--board", board],
                "",
            ),
            fails(
                &["best", "--game", g, &bad_hole, case.b, "--board", board],
                "",
            ),
            fails(
                &["batch", "--game", g, "-q"],
                &format!("{} | {board}\n{bad_hole} | {board}\n", case.b),
            ),
            fails(&["eval", "--game", g, case.a, "--board", "Qh Jh Tz"], ""),
        ];
        for run in &runs {
            assert!(
                run.stderr.contains("unknown suit 'x'") || run.stderr.contains("unknown suit 'z'"),
                "{g}: {}",
                run.stderr
            );
        }
        assert!(runs[1].stderr.contains("hand 1: "), "{}", runs[1].stderr);
        assert!(runs[2].stderr.contains("hand 1: "), "{}", runs[2].stderr);
        assert!(runs[3].stderr.contains("<stdin>:2: "), "{}", runs[3].stderr);
        assert!(runs[4].stderr.contains("--board: "), "{}", runs[4].stderr);
    }
    // Sizes: the part and the count.
    let hole = fails(
        &[
            "eval", "--game", "omaha5", "Ah Kh Qh", "--board", "2c 3c 4c",
        ],
        "",
    );
    assert!(
        hole.stderr
            .contains("an Omaha hole has 4 to 6 cards, found 3"),
        "{}",
        hole.stderr
    );
    let board = fails(
        &[
            "compare",
            "--game",
            "omaha",
            "Ah Kh Qh Jh",
            "2c 3c 4c 5c",
            "--board",
            "2d 3d",
        ],
        "",
    );
    assert!(
        board
            .stderr
            .contains("--board: an Omaha board has 3 to 5 cards, found 2"),
        "{}",
        board.stderr
    );
    let none = fails(&["best", "--game", "omaha6", "Ah Kh Qh Jh Th 9h"], "");
    assert!(
        none.stderr.contains("needs the board: --board"),
        "{}",
        none.stderr
    );
    let holdem = fails(&["compare", "AhKh", "QsQd"], "");
    assert!(
        holdem
            .stderr
            .contains("hand 1: a hold'em hand has 5 to 7 cards, found 2"),
        "{}",
        holdem.stderr
    );
    let line = fails(
        &["batch", "--game", "omaha-hilo", "-q"],
        "Ah Kd Qs Jc 2h 3h 4h\n",
    );
    assert!(
        line.stderr.contains("<stdin>:1: ") && line.stderr.contains("'|'"),
        "{}",
        line.stderr
    );
    // An unknown game lists the games, in every subcommand.
    for sub in ["eval", "compare", "best", "batch", "verify", "generate"] {
        let run = fails(&[sub, "--game", "pineapple"], "");
        assert!(
            run.stderr.contains("unknown game 'pineapple'") && run.stderr.contains("badugi"),
            "{sub}: {}",
            run.stderr
        );
    }
}
