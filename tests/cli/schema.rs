//! The command line as its users expect it: input the way people type it, errors that
//! say how to fix them, one output schema in every subcommand, and help examples that
//! run. Runs the real binary.

use std::process::{Command, Stdio};

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn handrank(args: &[&str]) -> Run {
    let output = Command::new(crate::common::handrank_binary())
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    Run {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

fn ok(args: &[&str]) -> String {
    let run = handrank(args);
    assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
    run.stdout
}

/// The stderr of a run that must fail with exit code 2.
fn fails(args: &[&str]) -> String {
    let run = handrank(args);
    assert_eq!(run.code, 2, "{args:?} should fail: {}", run.stdout);
    run.stderr
}

fn json_lines(text: &str) -> Vec<serde_json::Value> {
    text.lines()
        .map(|l| serde_json::from_str(l).expect("each line is one JSON value"))
        .collect()
}

// ---------------------------------------------------------------- input forms

#[test]
fn compare_takes_unquoted_cards_and_vs() {
    let quoted = ok(&["compare", "Ah Kh Qh Jh Th", "2c 3c 4c 5c 6c"]);
    assert!(quoted.starts_with("win (Royal Flush vs Straight Flush, Six high)"));
    let ten: Vec<&str> = "compare Ah Kh Qh Jh Th 2c 3c 4c 5c 6c".split(' ').collect();
    assert_eq!(ok(&ten), quoted);
    assert_eq!(
        ok(&["compare", "Ah Kh Qh Jh Th", "vs", "2c 3c 4c 5c 6c"]),
        quoted
    );
    let unquoted_vs: Vec<&str> = "compare Ah Kh Qh Jh Th vs 2c 3c 4c 5c 6c"
        .split(' ')
        .collect();
    assert_eq!(ok(&unquoted_vs), quoted);
    assert_eq!(ok(&["compare", "Ah Kh Qh Jh Th | 2c 3c 4c 5c 6c"]), quoted);
    // 14 cards split 7 + 7.
    let fourteen: Vec<&str> = "compare Ah Kh Qh Jh Th 2d 3d 2c 3c 4c 5c 6c 7d 8d"
        .split(' ')
        .collect();
    assert!(ok(&fourteen).starts_with("win"));
    // 11 cards cannot be split: the error says how.
    let eleven: Vec<&str> = "compare Ah Kh Qh Jh Th 9h 2c 3c 4c 5c 6c"
        .split(' ')
        .collect();
    let error = fails(&eleven);
    assert!(
        error.contains("11 cards for two hands") && error.contains("'vs'"),
        "{error}"
    );
}

// ---------------------------------------------------------------- one schema

#[test]
fn every_subcommand_names_categories_the_same_way() {
    let hand = "Kh Kd 9c 9s Qh 2d 3c";
    let text = ok(&["eval", hand]);
    assert!(text.contains("category:    Two Pair\n"), "{text}");
    let eval = &json_lines(&ok(&["eval", hand, "--format", "json"]))[0];
    assert_eq!(eval["category"], "two_pair");
    assert_eq!(
        eval["description"],
        "Two Pair, Kings and Nines, Queen kicker"
    );
    let best = &json_lines(&ok(&["best", hand, "--format", "json"]))[0];
    assert_eq!(best["category"], "two_pair");
    assert_eq!(best["description"], eval["description"]);
    let csv = ok(&["eval", hand, "--format", "csv"]);
    assert!(
        csv.lines().nth(1).is_some_and(|l| l.contains(",two_pair,")),
        "{csv}"
    );

    let dir = tempfile::tempdir().expect("a temp dir");
    let path = dir.path().join("hands.txt");
    // A second player at the same table (one deal: the same board).
    std::fs::write(&path, format!("{hand}\n4h 5d 9c 9s Qh 2d 3c\n")).expect("written");
    let path = path.to_str().unwrap_or_default();
    let batch = json_lines(&ok(&["batch", path, "--format", "json", "-q"]));
    assert_eq!(batch[0]["category"], "two_pair");
    let batch_text = ok(&["batch", path, "-q"]);
    assert!(
        batch_text
            .lines()
            .next()
            .is_some_and(|l| l.ends_with(" Two Pair")),
        "{batch_text}"
    );
    let showdown = json_lines(&ok(&["showdown", path, "--format", "json"]));
    assert_eq!(showdown[0]["category"], "two_pair");
    assert_eq!(showdown[0]["description"], eval["description"]);
    // The showdown table format keeps its own name for the category.
    assert!(ok(&["showdown", path]).starts_with(&format!("{hand} Two Pairs (winner)\n")));
    let throughput = &json_lines(&ok(&[
        "throughput",
        "--hands",
        "1000",
        "--naive-hands",
        "100",
        "--format",
        "json",
    ]))[0];
    assert_eq!(throughput["histogram"][2]["category"], "two_pair");
    assert_eq!(throughput["histogram"][2]["description"], "Two Pair");
}

#[test]
fn a_single_compare_has_the_fields_of_a_file_row() {
    let single = &json_lines(&ok(&[
        "compare",
        "Kh Kd 9c 9s Qh",
        "2c 3c 4c 5c 7d",
        "--format",
        "json",
    ]))[0];
    assert_eq!(single["result"], "win");
    assert_eq!(single["category_a"], "two_pair");
    assert_eq!(single["category_b"], "high_card");
    assert_eq!(
        single["description_a"],
        "Two Pair, Kings and Nines, Queen kicker"
    );
    let strength_a = single["strength_a"].as_u64().unwrap_or(0);
    let eval = &json_lines(&ok(&["eval", "Kh Kd 9c 9s Qh", "--format", "json"]))[0];
    assert_eq!(Some(strength_a), eval["strength"].as_u64());
    assert_eq!(
        single["strength_b"], 1,
        "7-5-4-3-2 offsuit is the weakest hand"
    );

    // The same pair as a line of a file: the same fields, with the line number.
    let dir = tempfile::tempdir().expect("a temp dir");
    let path = dir.path().join("pairs.txt");
    std::fs::write(&path, "Kh Kd 9c 9s Qh vs 2c 3c 4c 5c 7d\n").expect("written");
    let rows = json_lines(&ok(&[
        "compare",
        "--file",
        path.to_str().unwrap_or_default(),
        "--format",
        "json",
    ]));
    let mut row = rows[0].clone();
    assert_eq!(row["line"], 1);
    row.as_object_mut().map(|o| o.remove("line"));
    assert_eq!(&row, single);
    assert_eq!(rows[1]["type"], "summary");
    assert_eq!(
        (rows[1]["win"].as_u64(), rows[1]["lose"].as_u64()),
        (Some(1), Some(0))
    );
}

#[test]
fn equity_json_is_one_line_and_csv_one_row_per_player() {
    let args = ["equity", "AdAc", "KhKs", "--trials", "20000", "--seed", "3"];
    let json = ok(&[&args[..], &["--format", "json"]].concat());
    assert_eq!(json.lines().count(), 1, "{json}");
    let value = &json_lines(&json)[0];
    assert_eq!(value["board"], serde_json::Value::Null);
    assert_eq!(value["dead"], serde_json::Value::Null);
    assert_eq!(value["method"], "monte_carlo");
    let flop = &json_lines(&ok(&[
        "equity", "AdAc", "KhKs", "--board", "2c7h9s", "--format", "json",
    ]))[0];
    assert_eq!(flop["board"], "2c 7h 9s");
    assert_eq!(flop["method"], "exact");

    let csv = ok(&[&args[..], &["--format", "csv"]].concat());
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 3, "a header and one row per player: {csv}");
    assert!(lines[0].starts_with("player,hand,combos,wins,ties,losses,win_pct"));
    assert!(lines[1].starts_with("1,AdAc,1,"), "{csv}");
    assert!(lines[2].starts_with("2,KhKs,1,"), "{csv}");
    let equity: f64 = lines[1]
        .split(',')
        .nth(8)
        .and_then(|e| e.parse().ok())
        .unwrap_or(0.0);
    assert_eq!(Some(equity), value["players"][0]["equity_pct"].as_f64());
}

// ---------------------------------------------------------------- errors that guide

#[test]
fn card_errors_list_the_valid_ranks_and_suits() {
    let suit = fails(&["eval", "Ah Kh Qh Jh Tx"]);
    assert!(
        suit.contains("unknown suit 'x' in \"Tx\" (card 5): a suit is one of c d h s (or ♣ ♦ ♥ ♠)"),
        "{suit}"
    );
    let rank = fails(&["eval", "Ah Kh Qh Jh 1h"]);
    assert!(
        rank.contains(
            "unknown rank '1' in \"1h\" (card 5): a rank is one of 2 3 4 5 6 7 8 9 T J Q K A"
        ),
        "{rank}"
    );
}

#[test]
fn range_typos_get_range_advice() {
    for (range, advice) in [
        ("rand", "did you mean `random`?"),
        ("1010", "tens are `T` or `10`"),
        ("1010", "`TT`"),
        ("KK+-", "not both"),
        ("AKx", "use s (suited), o (offsuit) or nothing"),
    ] {
        let error = fails(&["equity", range, "AA"]);
        assert!(
            error.contains(&format!("player 1: bad range part '{range}'"))
                && error.contains(advice),
            "{range}: {error}"
        );
        assert!(
            !error.contains("unknown suit"),
            "{range}: card advice for a range: {error}"
        );
    }
}

#[test]
fn equity_errors_say_what_is_wrong_in_words() {
    let one = fails(&["equity", "AA", "KK", "--board", "Ah"]);
    assert!(one.contains("1 board card given"), "{one}");
    let twice = fails(&["equity", "AA", "KK", "--board", "Qh Qh 2c"]);
    assert!(twice.contains("Qh is on the board twice"), "{twice}");
    assert!(!twice.contains("in the hand"), "{twice}");
    let run = handrank(&[
        "equity", "AdAc", "KhKs", "--board", "2c7h9s", "--exact", "--seed", "4",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stderr.contains("--seed has no effect with --exact"),
        "{}",
        run.stderr
    );
}

// ---------------------------------------------------------------- the method

/// Without --exact or a Monte Carlo option, equity picks whichever is sooner at the
/// default precision (docs/EQUITY-METHOD.md has the measurements).
#[test]
fn equity_picks_the_quicker_method() {
    assert!(ok(&["equity", "A2s+", "KTo+"]).starts_with("exact:"));
    assert!(ok(&["equity", "random", "random", "--seed", "1"]).starts_with("monte carlo:"));
}

#[test]
fn counts_accept_the_forms_people_write() {
    for hands in ["12", "1_2", "1.2e1", "0.012k"] {
        let out = ok(&["generate", "--hands", hands, "--cards", "5"]);
        assert_eq!(out.lines().count(), 12, "--hands {hands}");
    }
    let json = ok(&[
        "equity", "AA", "KK", "--trials", "2k", "--seed", "1", "--format", "json",
    ]);
    assert_eq!(json_lines(&json)[0]["boards"], 2_000);
    let error = fails(&["equity", "AA", "KK", "--trials", "1.5"]);
    assert!(
        error.contains("'1.5' is not a count") && error.contains("1e6"),
        "{error}"
    );
    let help = ok(&["equity", "--help"]);
    assert!(help.contains("1_000_000, 1e6, 2.5M or 10k"), "{help}");
    // A count too large for any option says so, and gives the limit.
    for args in [
        &["equity", "AA", "KK", "--trials", "1e30"][..],
        &["throughput", "--hands", "1e30"],
        &["throughput", "--naive-hands", "99999999999999999999"],
        &["generate", "--hands", "2e19"],
    ] {
        let error = fails(args);
        assert!(
            error.contains("is too large: the largest count is 18,446,744,073,709,551,615"),
            "{args:?}: {error}"
        );
    }
}

// ---------------------------------------------------------------- help examples

/// Splits a shell command line on spaces, keeping quoted words whole.
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quote = None;
    for c in line.chars() {
        match (c, quote) {
            ('"' | '\'', None) => quote = Some(c),
            (c, Some(q)) if c == q => quote = None,
            (' ', None) => {
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

/// One example from a help text: `[printf '…' |] handrank … [| head]`, and the output
/// lines shown under it, if any.
struct Example {
    args: Vec<String>,
    stdin: String,
    shown: Vec<String>,
}

fn examples(help: &str) -> Vec<Example> {
    let mut found: Vec<Example> = Vec::new();
    let lines = help
        .lines()
        .skip_while(|line| !line.starts_with("Example"))
        .skip(1)
        .take_while(|line| line.starts_with("  "));
    for line in lines.map(str::trim) {
        let mut stdin = String::new();
        let mut command = None;
        for part in line.split(" | ") {
            if let Some(text) = part.strip_prefix("printf ") {
                stdin = shell_words(text).concat().replace("\\n", "\n");
            } else if part.starts_with("handrank ") && command.is_none() {
                command = Some(shell_words(part).split_off(1));
            }
        }
        match command {
            Some(args) => found.push(Example {
                args,
                stdin,
                shown: Vec::new(),
            }),
            None => {
                if let Some(last) = found.last_mut() {
                    last.shown.push(line.to_owned());
                }
            }
        }
    }
    found
}

/// Every example in every `--help` runs and succeeds, in a directory with the files the
/// examples name; output shown under an example is what it prints. (`preflop-table`'s
/// examples each compute the whole table: tests/cli/preflop_table.rs runs them all at once and
/// checks what they write, so here they are only listed.)
#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "slow unoptimized: .ci/run runs it with --ignored"
)]
fn every_help_example_runs() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let files: [(&str, &str); 2] = [
        ("hands.txt", "Ah Kh Qh Jh Th\n2c 3d 4h 5s 7c\n"),
        (
            "poker.txt",
            "8C TS KC 9H 4S 7D 2S 5D 3S AC\n5C AD 5D AC 9C | 7C 5H 8D TD KS\n",
        ),
    ];
    let subcommands = [
        "eval",
        "compare",
        "best",
        "showdown",
        "batch",
        "verify",
        "throughput",
        "generate",
        "equity",
        "preflop-table",
        "hits",
        "flops",
    ];
    let mut runs = 0;
    for sub in [None].into_iter().chain(subcommands.map(Some)) {
        let help = match sub {
            Some(sub) => ok(&[sub, "--help"]),
            None => ok(&["--help"]),
        };
        let found = examples(&help);
        assert!(!found.is_empty(), "{sub:?} --help has no example:\n{help}");
        if sub == Some("preflop-table") {
            runs += found.len();
            continue;
        }
        for example in found {
            // Each example starts from the same files (one may overwrite another's).
            for (name, text) in files {
                std::fs::write(dir.path().join(name), text).expect("written");
            }
            // A folder of hand histories, as `history`'s examples name.
            std::fs::create_dir_all(dir.path().join("hands")).expect("a folder");
            std::fs::write(
                dir.path().join("hands/a.phhs"),
                include_str!("../data/history/posts.phhs"),
            )
            .expect("written");
            let mut child = Command::new(crate::common::handrank_binary())
                .args(&example.args)
                .current_dir(dir.path())
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("the binary starts");
            if let Some(mut input) = child.stdin.take() {
                use std::io::Write;
                let _ = input.write_all(example.stdin.as_bytes());
            }
            let output = child.wait_with_output().expect("the binary runs");
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert_eq!(
                output.status.code(),
                Some(0),
                "{:?}: {stderr}",
                example.args
            );
            if !example.shown.is_empty() {
                let stdout = String::from_utf8_lossy(&output.stdout);
                assert_eq!(
                    stdout.lines().collect::<Vec<_>>(),
                    example.shown,
                    "{:?}",
                    example.args
                );
            }
            runs += 1;
        }
    }
    assert!(runs >= 20, "{runs} examples");
}
