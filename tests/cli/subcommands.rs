//! Runs the real `handrank` binary on small files written here: every subcommand, every
//! format, bad lines, empty input, CRLF, blank lines, a byte-order mark, a closed pipe.
//! (`batch` has its own file, `tests/cli/batch.rs`; verify, throughput, generate and
//! equity have `tests/cli/verify_equity.rs`.)

use std::process::Command;

use crate::common;

use common::cli::{handrank, json_lines, temp_dir, write};

// ---------------------------------------------------------------- usage

#[test]
fn usage_errors_exit_2_and_help_has_examples() {
    assert_eq!(handrank(&[], "").code, 2);
    assert_eq!(handrank(&["frobnicate"], "").code, 2);
    assert_eq!(handrank(&["eval", "Ah", "--format", "xml"], "").code, 2);
    for sub in [
        "eval",
        "compare",
        "best",
        "showdown",
        "batch",
        "verify",
        "throughput",
        "generate",
    ] {
        let help = handrank(&[sub, "--help"], "");
        assert_eq!(help.code, 0, "{sub}");
        assert!(
            help.stdout.contains("Example"),
            "{sub} --help has no example"
        );
    }
}

/// Splits a shell command line on spaces, keeping double-quoted words whole.
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '"' => quoted = !quoted,
            ' ' if !quoted => {
                if !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
            }
            _ => word.push(c),
        }
    }
    words.extend((!word.is_empty()).then_some(word));
    words
}

#[test]
fn top_level_help_examples_run() {
    let help = handrank(&["--help"], "").stdout;
    let examples: Vec<Vec<String>> = help
        .lines()
        .skip_while(|line| !line.starts_with("Examples:"))
        .filter_map(|line| line.trim().strip_prefix("handrank "))
        .map(shell_words)
        .collect();
    assert!(examples.len() >= 4, "{help}");
    let dir = temp_dir();
    write(dir.path(), "hands.txt", b"Ah Kh Qh Jh Th\n2c 3d 4h 5s 7c\n");
    std::fs::create_dir(dir.path().join("hands")).expect("a folder");
    write(
        &dir.path().join("hands"),
        "a.phhs",
        include_bytes!("../data/history/posts.phhs"),
    );
    for args in examples {
        let output = Command::new(crate::common::handrank_binary())
            .args(&args)
            .current_dir(dir.path())
            .output()
            .expect("run handrank");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(0), "{args:?}: {stderr}");
    }
}

// ---------------------------------------------------------------- eval

#[test]
fn eval_text_json_csv() {
    let text = handrank(&["eval", "Kh", "Kd", "9c", "9s", "Qh", "2d", "3c"], "");
    assert_eq!(text.code, 0, "{}", text.stderr);
    assert!(text.stdout.contains("category:    Two Pair\n"));
    assert!(
        text.stdout
            .contains("description: Two Pair, Kings and Nines, Queen kicker\n")
    );
    assert!(text.stdout.contains("best five:   Kh Kd 9s 9c Qh\n"));
    // One argument or several: the same hand.
    let one = handrank(&["eval", "Kh Kd 9c 9s Qh 2d 3c"], "");
    assert_eq!(one.stdout, text.stdout);

    let json = handrank(&["eval", "Ah Kh Qh Jh Th", "--format", "json"], "");
    let value = &json_lines(&json.stdout)[0];
    assert_eq!(value["category"], "straight_flush");
    assert_eq!(value.get("name"), None, "one human field: description");
    assert_eq!(value["description"], "Royal Flush");
    assert_eq!(value["strength"], 7462);
    assert_eq!(value["best_five"], "Ah Kh Qh Jh Th");

    let csv = handrank(&["eval", "4S 5S 7H 8D JC", "--format", "csv"], "");
    let lines: Vec<&str> = csv.stdout.lines().collect();
    assert_eq!(
        lines[0],
        "cards,category,description,best_five,strength,base14,board"
    );
    let base14 = [1, 10, 7, 6, 4, 3].iter().fold(0, |t, v| t * 14 + v);
    assert!(
        lines[1].starts_with("4s 5s 7h 8d Jc,high_card,\"High Card, Jack-Eight-Seven-Five-Four\",")
    );
    assert!(
        lines[1].ends_with(&format!(",{base14},")),
        "no board: an empty column"
    );
}

#[test]
fn eval_bad_hands_exit_2_naming_the_token() {
    let bad = handrank(&["eval", "Ah Kh Qh Jh Tx"], "");
    assert_eq!(bad.code, 2);
    assert!(
        bad.stderr.contains("unknown suit 'x' in \"Tx\""),
        "{}",
        bad.stderr
    );
    assert_eq!(handrank(&["eval", "Ah Kh Qh"], "").code, 2);
    assert_eq!(handrank(&["eval", "Ah Ah Qh Jh Th"], "").code, 2);
}

// ---------------------------------------------------------------- compare

#[test]
fn compare_two_hands() {
    let win = handrank(&["compare", "2H 3H 4H 5H 6H", "AS AD AC AH JD"], "");
    assert_eq!(win.code, 0);
    assert_eq!(
        win.stdout,
        "win (Straight Flush, Six high vs Four of a Kind, Aces, Jack kicker)\n"
    );
    let tie = handrank(&["compare", "2H 3D 5S 9C KD", "2D 3H 5C 9S KH"], "");
    assert!(tie.stdout.starts_with("tie ("));
    let lose = handrank(&["compare", "2H 3D 5S 9C KD", "2C 3H 4S 8C AH"], "");
    assert!(lose.stdout.starts_with("lose ("));
    // Independent decks by default; one deck makes a shared card an error.
    assert_eq!(
        handrank(&["compare", "Ah Kh Qh Jh Th", "Ah Kh Qh Jh 9h"], "").code,
        0
    );
    let shared = handrank(
        &["compare", "Ah Kh Qh Jh Th", "Ad Kh 2c 3c 4c", "--one-deck"],
        "",
    );
    assert_eq!(shared.code, 2);
    assert!(
        shared.stderr.contains("Kh is in both hands"),
        "{}",
        shared.stderr
    );
}

#[test]
fn compare_file_in_order_with_summary() {
    let dir = temp_dir();
    let file = write(
        dir.path(),
        "poker.txt",
        b"\xEF\xBB\xBF8C TS KC 9H 4S 7D 2S 5D 3S AC\r\n\
          5C AD 5D AC 9C | 7C 5H 8D TD KS\r\n\
          \r\n\
          2H 3D 5S 9C KD vs 2D 3H 5C 9S KH\r\n\
          AhKhQhJhTh 2c3c4c5c6c\r\n",
    );
    let path = file.to_str().unwrap_or_default();
    let text = handrank(&["compare", "--file", path], "");
    assert_eq!(text.code, 0, "{}", text.stderr);
    let results: Vec<&str> = text
        .stdout
        .lines()
        .map(|l| l.split(' ').next().unwrap_or_default())
        .collect();
    assert_eq!(results, ["lose", "win", "tie", "win"]);
    assert_eq!(text.stderr, "win 2 tie 1 lose 1\n");

    let json = handrank(&["compare", "-f", path, "--format", "json"], "");
    let values = json_lines(&json.stdout);
    assert_eq!(values.len(), 5);
    assert_eq!(values[0]["line"], 1);
    assert_eq!(values[2]["line"], 4, "the blank line 3 is skipped");
    assert_eq!(values[3]["hand_b"], "2c 3c 4c 5c 6c");
    assert_eq!(values[4]["type"], "summary");
    assert_eq!(values[4]["win"], 2);
    assert_eq!(values[4]["lose"], 1);

    let csv = handrank(&["compare", "-f", path, "--format", "csv"], "");
    let lines: Vec<&str> = csv.stdout.lines().collect();
    assert_eq!(lines.len(), 5);
    assert!(lines[0].starts_with("line,result,hand_a,hand_b"));
    assert!(lines[2].starts_with(
        "2,win,5c Ad 5d Ac 9c,7c 5h 8d Td Ks,two_pair,high_card,\"Two Pair, Aces and Fives, Nine kicker\""
    ));

    // stdin with '-'
    let stdin = handrank(
        &["compare", "--file", "-"],
        "8C TS KC 9H 4S 7D 2S 5D 3S AC\n",
    );
    assert!(stdin.stdout.starts_with("lose"));
}

#[test]
fn compare_file_errors_name_file_line_and_token() {
    let dir = temp_dir();
    let file = write(
        dir.path(),
        "poker.txt",
        b"8C TS KC 9H 4S 7D 2S 5D 3S AC\nAh Kh Qh Jh Th | Ax 2c 3c 4c 5c\n",
    );
    let run = handrank(
        &["compare", "--file", file.to_str().unwrap_or_default()],
        "",
    );
    assert_eq!(run.code, 2);
    let expected = format!(
        "{}:2: hand 2: unknown suit 'x' in \"Ax\" (card 1): a suit is one of c d h s (or ♣ ♦ ♥ ♠)",
        file.display()
    );
    assert!(run.stderr.contains(&expected), "{}", run.stderr);

    let shared = handrank(
        &["compare", "--file", "-", "--one-deck"],
        "Ah Kh Qh Jh Th Ad 2c 3c 4c Th\n",
    );
    assert_eq!(shared.code, 2);
    assert!(
        shared.stderr.contains("<stdin>:1: Th is in both hands"),
        "{}",
        shared.stderr
    );
    let empty = handrank(&["compare", "--file", "-"], "");
    assert_eq!((empty.code, empty.stdout.as_str()), (0, ""));
    assert_eq!(empty.stderr, "win 0 tie 0 lose 0\n");
    let missing = handrank(&["compare", "--file", "/nonexistent/poker.txt"], "");
    assert_eq!(missing.code, 2);
    assert!(missing.stderr.contains("/nonexistent/poker.txt"));
}

// ---------------------------------------------------------------- best

#[test]
fn best_prints_every_tied_hand_in_order() {
    let run = handrank(
        &[
            "best",
            "4D 5S 6S 8D 3C",
            "2S 4C 7S 9H 10H",
            "3S 4S 5D 6H JH",
        ],
        "",
    );
    assert_eq!((run.code, run.stdout.as_str()), (0, "3S 4S 5D 6H JH\n"));
    let ties = handrank(
        &["best"],
        "4S 5H 4C 8D 4H\n\n3S 4H 5S 7S 2C\r\n4S 5H 4C 8C 4H\n",
    );
    assert_eq!(ties.stdout, "4S 5H 4C 8D 4H\n4S 5H 4C 8C 4H\n");
    let json = handrank(
        &["best", "--format", "json"],
        "2c 3c 4c 5c 6c\n2d 3d 4d 5d 6d\n",
    );
    let values = json_lines(&json.stdout);
    assert_eq!(values.len(), 2);
    assert_eq!(values[1]["line"], 2);
    assert_eq!(values[1]["description"], "Straight Flush, Six high");
    let csv = handrank(&["best", "--format", "csv", "Ah Kh Qh Jh Th"], "");
    assert_eq!(
        csv.stdout,
        "line,hand,strength,category,description\n1,Ah Kh Qh Jh Th,7462,straight_flush,Royal Flush\n"
    );
    let bad = handrank(&["best"], "4S 5H 4C 8D 4H\n4S 5H 4C 8D 1H\n");
    assert_eq!(bad.code, 2);
    assert!(
        bad.stderr.contains("<stdin>:2: unknown rank '1'"),
        "{}",
        bad.stderr
    );
    let empty = handrank(&["best"], "");
    assert_eq!((empty.code, empty.stdout.as_str()), (0, ""));
}

// ---------------------------------------------------------------- showdown

const GAME: &str = "Kc 9s Ks Kd 9d 3c 6d\n9c Ah Ks Kd 9d 3c 6d\nAc Qc Ks Kd 9d 3c\n9h 5s\n4d 2d Ks Kd 9d 3c 6d\n7s Ts Ks Kd 9d\n";

#[test]
fn showdown_reproduces_the_seed_example() {
    let dir = temp_dir();
    let file = write(dir.path(), "game.txt", GAME.as_bytes());
    let run = handrank(&["showdown", file.to_str().unwrap_or_default()], "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        "Kc 9s Ks Kd 9d 3c 6d Full House (winner)\n\
         9c Ah Ks Kd 9d 3c 6d Two Pairs\n\
         Ac Qc Ks Kd 9d 3c\n\
         9h 5s\n\
         4d 2d Ks Kd 9d 3c 6d Flush\n\
         7s Ts Ks Kd 9d\n"
    );
    // stdin, CRLF and a BOM give the same output.
    let crlf = format!("\u{feff}{}", GAME.replace('\n', "\r\n"));
    assert_eq!(handrank(&["showdown"], &crlf).stdout, run.stdout);
}

#[test]
fn showdown_unicode_suits_are_echoed_as_written() {
    let table = "6♥ 6♦ A♣\n4♦ 2♣ A♣ 3♠ K♠ 5♦ T♠\n9♣ A♥ A♣ 3♠ K♠ 5♦ T♠\n";
    let run = handrank(&["showdown", "-"], table);
    assert_eq!(
        run.stdout,
        "6♥ 6♦ A♣\n4♦ 2♣ A♣ 3♠ K♠ 5♦ T♠ Straight (winner)\n9♣ A♥ A♣ 3♠ K♠ 5♦ T♠ Pair\n"
    );
}

/// A table is one deal: a card in two seats, boards that differ, or a line longer than two
/// hole cards and a board is an error naming the line (exit 2).
#[test]
fn showdown_refuses_a_table_that_is_not_one_deal() {
    let cases = [
        (
            "Ac Ad Ks Kd 9d 3c 6d\nAc 2d Ks Kd 9d 3c 6d\n",
            "<stdin>:2: Ac is dealt twice: line 1 has it too",
        ),
        (
            "Ac Ad Ks Kd 9d 3c 6d\n9h 5s\n2c 2d Ks Kd 9d 3c 5d\n",
            "<stdin>:3: the board has 5d but line 1's board does not",
        ),
        (
            "Ac Ad Ks Kd 9d 3c 6d\n2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc\n",
            "<stdin>:2: 12 cards; a player has at most 7",
        ),
    ];
    for (table, error) in cases {
        let run = handrank(&["showdown"], table);
        assert_eq!(run.code, 2, "{table}");
        assert!(run.stdout.is_empty(), "{}", run.stdout);
        assert!(run.stderr.contains(error), "{}", run.stderr);
        assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    }
}

#[test]
fn showdown_formats_rules_and_errors() {
    let json = handrank(&["showdown", "--format", "json"], GAME);
    let values = json_lines(&json.stdout);
    assert_eq!(values.len(), 6);
    assert_eq!(values[0]["winner"], true);
    assert_eq!(values[0]["category"], "full_house");
    assert_eq!(values[0]["description"], "Full House, Kings over Nines");
    assert_eq!(values[3]["category"], serde_json::Value::Null);
    let csv = handrank(&["showdown", "--format", "csv"], GAME);
    assert_eq!(
        csv.stdout.lines().nth(1),
        Some("1,Kc 9s Ks Kd 9d 3c 6d,full_house,\"Full House, Kings over Nines\",true")
    );
    assert_eq!(csv.stdout.lines().nth(4), Some("4,9h 5s,,,false"));

    let pairs = "Ah As Kd 9c 7h 3s 2d\nKh Qs Kd 9c 7h 3s 2d\n";
    let by_hand = handrank(&["showdown"], pairs);
    assert_eq!(by_hand.stdout.matches("(winner)").count(), 1);
    let by_category = handrank(&["showdown", "--winner", "category"], pairs);
    assert_eq!(by_category.stdout.matches("(winner)").count(), 2);

    let bad = handrank(
        &["showdown"],
        "Kc 9s Ks Kd 9d 3c 6d\n9c Ah Ks Kd 9x 3c 6d\n",
    );
    assert_eq!(bad.code, 2);
    assert!(
        bad.stderr.contains("<stdin>:2: unknown suit 'x' in \"9x\""),
        "{}",
        bad.stderr
    );
    let empty = handrank(&["showdown"], "");
    assert_eq!((empty.code, empty.stdout.as_str()), (0, ""));
}
