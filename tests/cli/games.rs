//! Every subcommand in every game, through the real binary: eval, compare (arguments and
//! --file), best, batch, generate and verify give the library's answer
//! ([`handrank::Game::score`]) in one schema, a hi-lo game adding its low; bad input exits
//! 2 naming the token.

use crate::common;

use std::collections::BTreeSet;

use common::cli::{Run, handrank, json_lines, temp_dir, write};
use handrank::{Game, Outcome, Score, parse_cards};

/// Two hands of a game, on a shared board in the games that have one.
pub(super) struct Case {
    pub game: &'static str,
    pub a: &'static str,
    pub b: &'static str,
    pub board: Option<&'static str>,
}

pub(super) const CASES: [Case; 13] = [
    Case {
        game: "holdem",
        a: "Ah Kh",
        b: "Qs Qd",
        board: Some("Qh Jh Th 2c 3d"),
    },
    Case {
        game: "omaha",
        a: "Ah Kh 2c 3d",
        b: "Qs Qd 9c 8c",
        board: Some("Qh Jh Th 4s 8d"),
    },
    Case {
        game: "omaha5",
        a: "Ah Kh 2c 3d 5s",
        b: "Qs Qd 9c 8c 7c",
        board: Some("Qh Jh Th 4s 8d"),
    },
    Case {
        game: "omaha6",
        a: "Ah Kh 2c 3d 5s 6s",
        b: "Qs Qd 9c 8c 7c 6c",
        board: Some("Qh Jh Th 4s 8d"),
    },
    Case {
        game: "omaha-hilo",
        a: "Ah 2c Kd Ks",
        b: "As 3c Qd Qs",
        board: Some("4h 6d 8s Qc Jh"),
    },
    Case {
        game: "plo8",
        a: "Ah 2c Kd Ks 9h",
        b: "As 3c Qd Qs 9c",
        board: Some("4h 6d 8s"),
    },
    // A flush against a full house: in short deck the flush wins.
    Case {
        game: "short-deck",
        a: "Ah 9h",
        b: "Kc Kd",
        board: Some("Kh 8h 6h 6c Ts"),
    },
    Case {
        game: "stud",
        a: "Ah Kh Qh Jh 2c 3d 9s",
        b: "Qs Qd Qc 7h 7d 2h 3s",
        board: None,
    },
    // A high half to the full house, the low to the other hand.
    Case {
        game: "stud-hilo",
        a: "Ah 2c 4d 6s 8h Kd Ks",
        b: "Qs Qd Qc 7h 7d 2h 3s",
        board: None,
    },
    Case {
        game: "razz",
        a: "Kc Kd 8h 7s 6c 3d 2h",
        b: "Ac Ad 2c 2d 3h 3s 4c",
        board: None,
    },
    Case {
        game: "ace-five",
        a: "7c 5d 4h 3s 2c",
        b: "Ac 2d 3h 4s 5c",
        board: None,
    },
    Case {
        game: "deuce-seven",
        a: "7c 5d 4h 3s 2c",
        b: "Ac 2d 3h 4s 5c",
        board: None,
    },
    Case {
        game: "badugi",
        a: "7c 4d Ah 4s",
        b: "Kc Qd Jh Ts",
        board: None,
    },
];

impl Case {
    fn game(&self) -> Game {
        self.game.parse().expect("a game")
    }

    /// The library's score of a hand (a hole on the board).
    fn score(&self, hole: &str) -> Score {
        let (hole, board) = (parse_cards(hole), parse_cards(self.board.unwrap_or("")));
        self.game()
            .score(&hole.expect("cards"), &board.expect("cards"))
            .expect("a hand of the game")
    }

    /// `--board BOARD`, or nothing in a game without a board.
    pub(super) fn board_args(&self) -> Vec<&'static str> {
        self.board
            .map_or_else(Vec::new, |board| vec!["--board", board])
    }

    /// A line of batch input: the hand, or the hole, '|', then the board.
    pub(super) fn line(&self, hand: &str) -> String {
        match self.board {
            Some(board) => format!("{hand} | {board}"),
            None => hand.to_owned(),
        }
    }
}

/// A command's arguments: `words`, then the case's board flag, then `more`.
fn with_board<'a>(words: &[&'a str], case: &Case, more: &[&'a str]) -> Vec<&'a str> {
    [words, &case.board_args(), more].concat()
}

pub(super) fn ok(args: &[&str], stdin: &str) -> String {
    let run = handrank(args, stdin);
    assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
    run.stdout
}

/// A run that must fail with exit code 2.
pub(super) fn fails(args: &[&str], stdin: &str) -> Run {
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
        let hand = with_board(&["eval", "--game", case.game, case.a], case, &[]);
        let args = [&hand[..], &["--format", "json"]].concat();
        let value = &json_lines(&ok(&args, ""))[0];
        let score = case.score(case.a);
        assert_eq!(value["strength"], score.hand.strength(), "{}", case.game);
        assert_eq!(value["description"], score.hand.describe());
        assert_eq!(value["board"], serde_json::json!(case.board));
        let five = value["best_five"].as_str().unwrap_or_default();
        let five = parse_cards(five).map(|c| c.len()).unwrap_or_default();
        // Five cards in every game but badugi, whose badugi has 1 to 4.
        let size = if case.game == "badugi" { 3 } else { 5 };
        assert_eq!(five, size, "{}: {value}", case.game);
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
        let text = ok(&hand, "");
        let of = score.hand.classes();
        assert!(
            text.contains(&format!("strength:    {} of {of}", score.hand.strength())),
            "{text}"
        );
        assert!(text.contains(&score.hand.describe()), "{text}");
        assert_eq!(text.contains("low:"), case.game().has_low(), "{text}");
        let csv = ok(&[&hand[..], &["--format", "csv"]].concat(), "");
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
        let args = with_board(
            &["compare", "--game", case.game, case.a, case.b],
            case,
            &["--format", "json"],
        );
        let single = &json_lines(&ok(&args, ""))[0];
        let expected: Outcome = sa.hand.cmp(&sb.hand).into();
        assert_eq!(single["result"], expected.to_string(), "{}", case.game);
        assert_eq!(single["strength_a"], sa.hand.strength());
        assert_eq!(single["board"], serde_json::json!(case.board));
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
            &with_board(
                &["compare", "--game", case.game, "--file", path],
                case,
                &["--format", "json"],
            ),
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
        let args = with_board(
            &["best", "--game", case.game, case.a, case.b],
            case,
            &["--format", "json"],
        );
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
            &with_board(&["best", "--game", case.game], case, &[]),
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
        let input = format!("{}\n{}\n", case.line(case.a), case.line(case.b));
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
            *case.game().cards_range().end()
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
    assert!(err.contains("cannot keep omaha's hole apart"), "{err}");
}

/// Every game scored from a player's own cards reads card masks as it reads text: the same
/// generated hands give the same records, and binary output is a u16 strength (and in a
/// hi-lo game a u16 low mask) per hand.
#[test]
fn binary_batch_scores_each_game_as_text_does() {
    for case in CASES
        .iter()
        .filter(|c| c.board.is_none() || c.game == "short-deck")
    {
        let generate = |format| {
            let args = [
                "generate", "--game", case.game, "--hands", "500", "--seed", "5", "--format",
                format,
            ];
            let (code, out, err) = common::run_handrank(&args, b"");
            assert_eq!(code, 0, "{err}");
            out
        };
        let (text, bin) = (generate("text"), generate("bin"));
        assert_eq!(bin.len(), 500 * 8);
        let batch = |input: &[u8], format: &str, out: &str| {
            let args = [
                "batch",
                "--game",
                case.game,
                "-q",
                "--input-format",
                format,
                "--format",
                out,
            ];
            let (code, out, err) = common::run_handrank(&args, input);
            assert_eq!(code, 0, "{}: {err}", case.game);
            out
        };
        assert_eq!(
            batch(&text, "text", "json"),
            batch(&bin, "bin", "json"),
            "{}",
            case.game
        );
        // The binary records are the JSON records' numbers.
        let records = json_lines(&String::from_utf8_lossy(&batch(&text, "text", "json")));
        let words = batch(&bin, "bin", "bin");
        let width = if case.game().has_low() { 4 } else { 2 };
        assert_eq!(words.len(), 500 * width, "{}", case.game);
        for (record, word) in records.iter().zip(words.chunks_exact(width)) {
            assert_eq!(record["strength"], u16::from_le_bytes([word[0], word[1]]));
        }
        // Every short-deck card is a 6 or higher.
        if case.game == "short-deck" {
            let text = String::from_utf8_lossy(&text);
            assert!(!text.contains(['2', '3', '4', '5']), "{text}");
        }
    }
    // A mask of the wrong size names the record and the count.
    let mask = |text: &str| {
        let set: handrank::CardSet = parse_cards(text).unwrap().into_iter().collect();
        set.bits().to_le_bytes()
    };
    let (code, _, err) = common::run_handrank(
        &["batch", "--game", "badugi", "--input-format", "bin", "-q"],
        &[mask("7c 4d Ah 4s"), mask("7c 4d Ah 4s 2h")].concat(),
    );
    assert_eq!(code, 2);
    assert!(
        err.contains("record 2: ") && err.contains("a badugi hand has 4 cards, found 5"),
        "{err}"
    );
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "2.6 s unoptimized, the longest of the cli tests: .ci/run runs it with --ignored"
)]
fn verify_runs_the_proof_of_every_omaha_game() {
    let csv = ok(&["verify", "--game", "omaha-hilo6", "--format", "csv"], "");
    let row = csv.lines().nth(1).unwrap_or_default();
    assert!(row.ends_with(",true"), "no mismatch: {csv}");
}

/// The quick proofs through the binary (the dev profile): every badugi hand and every
/// 5-card short-deck hand, with their counts; the rest run in CI, in release.
#[test]
fn verify_proves_the_new_games_on_every_hand() {
    let badugi = json_lines(&ok(&["verify", "--game", "badugi", "--format", "json"], ""));
    assert_eq!(badugi.len(), 1);
    assert_eq!(badugi[0]["hands"], 270_725);
    assert_eq!(badugi[0]["problems"], serde_json::json!([]));
    let sizes: Vec<&serde_json::Value> = badugi[0]["categories"]
        .as_array()
        .map(|a| a.iter().map(|c| &c["hands"]).collect())
        .unwrap_or_default();
    assert_eq!(sizes, [2_873, 96_252, 154_440, 17_160]);
    let text = ok(&["verify", "--game", "short-deck", "--cards", "5"], "");
    assert!(
        text.starts_with("short-deck 5-card hands: 376,992 in "),
        "{text}"
    );
    assert!(
        text.contains("  Flush                         480\n"),
        "{text}"
    );
    assert!(text.contains("  OK: "), "{text}");
    let csv = ok(
        &[
            "verify",
            "--game",
            "short-deck",
            "--cards",
            "5",
            "--format",
            "csv",
        ],
        "",
    );
    assert!(
        csv.lines().nth(1).is_some_and(|row| row.ends_with(",true")),
        "{csv}"
    );
    // A size the game does not have.
    let run = fails(&["verify", "--game", "deuce-seven", "--cards", "7"], "");
    assert!(
        run.stderr
            .contains("--cards 7: Deuce-to-seven lowball hands have 5 cards"),
        "{}",
        run.stderr
    );
}
