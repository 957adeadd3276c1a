//! Runs the real `handrank` binary's counting subcommands: verify, throughput and generate
//! (reports, rates, reproducible seeds), and equity's errors, seeds, ranges and method.

use std::process::Command;

use crate::common;

use common::cli::{handrank, json_lines};

// ---------------------------------------------------------------- verify, throughput, generate

#[test]
fn verify_five_card_hands() {
    let run = handrank(&["verify", "--cards", "5"], "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.starts_with("5-card hands: 2,598,960 in"));
    assert!(run.stdout.contains("  Straight Flush             40\n"));
    assert!(run.stdout.contains("distinct strengths: 7,462"));
    assert!(run.stdout.contains("  (many at once)      2,598,960\n"));
    assert!(run.stdout.contains("OK"));
    assert_eq!(handrank(&["verify", "--cards", "8"], "").code, 2);
    let json = handrank(&["verify", "--cards", "5", "--format", "json"], "");
    let report = &json_lines(&json.stdout)[0];
    assert_eq!(report["hands"], 2_598_960);
    assert_eq!(report["royal_flushes"], 4);
    assert_eq!(report["many_at_once"], 2_598_960);
    assert_eq!(report["categories"][1]["category"], "pair");
    assert_eq!(report["categories"][1]["hands"], 1_098_240);
    assert_eq!(report["problems"].as_array().map(Vec::len), Some(0));
    let csv = handrank(&["verify", "--cards", "5", "--format", "csv"], "");
    let lines: Vec<&str> = csv.stdout.lines().collect();
    assert!(lines[0].starts_with("cards,hands,high_card,pair,two_pair"));
    assert!(lines[0].contains(",royal_flush,many_at_once,distinct,"));
    assert!(lines[1].contains(",4,2598960,7462,"));
    assert!(lines[1].starts_with("5,2598960,1302540,1098240,123552,"));
    assert!(lines[1].ends_with(",true"));
}

#[test]
fn throughput_reports_rates_and_a_histogram() {
    let run = handrank(
        &[
            "throughput",
            "--hands",
            "50000",
            "--naive-hands",
            "2000",
            "--format",
            "json",
        ],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let report = &json_lines(&run.stdout)[0];
    assert_eq!(report["fast_hands"], 50_000);
    assert_eq!(report["naive_hands"], 2_000);
    assert_eq!(report["disagreements"], 0);
    let histogram = report["histogram"].as_array().cloned().unwrap_or_default();
    assert_eq!(histogram.len(), 10);
    assert_eq!(histogram[9]["description"], "Royal Flush");
    // One key per row: royal flushes are `royal_flush`, not a second `straight_flush`.
    let keys: Vec<&str> = histogram
        .iter()
        .filter_map(|b| b["category"].as_str())
        .collect();
    assert_eq!(
        keys,
        [
            "high_card",
            "pair",
            "two_pair",
            "three_of_a_kind",
            "straight",
            "flush",
            "full_house",
            "four_of_a_kind",
            "straight_flush",
            "royal_flush"
        ]
    );
    let total: u64 = histogram.iter().filter_map(|b| b["hands"].as_u64()).sum();
    assert_eq!(total, 50_000);
    // Pairs are the most common 7-card category (about 44 %).
    let pair = histogram[1]["percent"].as_f64().unwrap_or(0.0);
    assert!((40.0..48.0).contains(&pair), "{pair}");

    let text = handrank(
        &["throughput", "--hands", "20000", "--naive-hands", "1000"],
        "",
    );
    assert!(text.stdout.contains("fast / naive:"));
    assert!(text.stdout.contains("Royal Flush"));
    // CSV has the same keys, each once.
    let csv = handrank(
        &[
            "throughput",
            "--hands",
            "2000",
            "--naive-hands",
            "100",
            "--format",
            "csv",
        ],
        "",
    );
    let csv_keys: Vec<&str> = csv
        .stdout
        .lines()
        .skip(1)
        .filter_map(|line| line.split(',').next())
        .collect();
    assert_eq!(csv_keys, keys);
}

#[test]
fn generate_is_reproducible() {
    let a = handrank(
        &["generate", "--hands", "5", "--cards", "5", "--seed", "42"],
        "",
    );
    let b = handrank(
        &["generate", "--hands", "5", "--cards", "5", "--seed", "42"],
        "",
    );
    let c = handrank(
        &["generate", "--hands", "5", "--cards", "5", "--seed", "43"],
        "",
    );
    assert_eq!(a.code, 0);
    assert_eq!(a.stdout, b.stdout);
    assert_ne!(a.stdout, c.stdout);
    assert_eq!(a.stdout.lines().count(), 5);
    assert!(a.stdout.lines().all(|l| l.split(' ').count() == 5));
    assert_eq!(handrank(&["generate", "--cards", "8"], "").code, 2);
}

/// `handrank equity`: bad players, cards and limits exit 2 with a message naming the
/// problem; the same seed gives the same Monte Carlo output whatever the thread count.
#[test]
fn equity_bad_input_exits_2_and_seeded_runs_repeat() {
    let eleven = [
        "AA", "KK", "QQ", "JJ", "TT", "99", "88", "77", "66", "55", "44",
    ];
    let mut args = vec!["equity"];
    args.extend(eleven);
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (args, "2 to 10 players"),
        (vec!["equity", "AhKh"], "2 to 10 players"),
        (vec!["equity", "AhKh", "QQ", "--board", "Ah 7c 2d"], "Ah"),
        (vec!["equity", "AhKh", "AhQh"], "Ah"),
        (
            vec!["equity", "AhAd", "AA", "--dead", "As Ac"],
            "every combo of 'AA'",
        ),
        (vec!["equity", "AhKh", "QQ+,AKx"], "AKx"),
        (vec!["equity", "AhKh", "QQ", "--trials", "0"], "trials"),
        (vec!["equity", "AhKh", "QQ", "--std-err", "-1"], "-1"),
        (vec!["equity", "AhKh", "QQ", "--time", "-5"], "-5"),
        (vec!["equity", "AhKh", "QQ", "--time", "nan"], "NaN"),
        (vec!["equity", "AhKh", "QQ", "--board", "Ah"], "board"),
        // `--board` and `--dead` take one argument: cards given as separate words are
        // refused with the fix, not read as more players.
        (
            vec!["equity", "AhKh", "QQ+", "--board", "Qs", "7h", "2c"],
            "--board Qs: a single card, followed by 7h 2c",
        ),
        (
            vec!["equity", "AhKh", "QQ", "--dead", "3h", "4h5h"],
            "if 4h5h was meant as dead cards too, write --dead \"3h 4h 5h\" or --dead 3h4h5h",
        ),
        (
            vec![
                "equity",
                "AhKh",
                "QQ",
                "--game",
                "omaha",
                "--dead=3h",
                "4h5h6h7h",
            ],
            "--dead 3h: a single card, followed by 4h5h6h7h",
        ),
        (
            vec!["equity", "AhKh", "QQ+", "7h"],
            "player 3: '7h' is one card",
        ),
    ];
    for (args, needle) in cases {
        let run = handrank(&args, "");
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert!(run.stderr.contains(needle), "{args:?}: {}", run.stderr);
        assert!(!run.stderr.contains("panicked"), "{args:?}: {}", run.stderr);
    }

    let seeded = [
        "equity", "AKs", "QQ+", "--trials", "100000", "--seed", "9", "--format", "json",
    ];
    let with_threads = |threads: &str| {
        let output = Command::new(crate::common::handrank_binary())
            .args(seeded)
            .env("RAYON_NUM_THREADS", threads)
            .output()
            .expect("run handrank");
        assert_eq!(output.status.code(), Some(0));
        output.stdout
    };
    assert_eq!(with_threads("1"), with_threads("2"));
}

/// A dash between connectors or gappers is the classes between, listed: the same counts.
#[test]
fn equity_dash_ranges_of_connectors_are_the_classes_listed() {
    for (dash, listed) in [
        ("JTs-87s", "JTs,T9s,98s,87s"),
        ("T8s-64s", "T8s,97s,86s,75s,64s"),
        ("JTo-87o", "JTo,T9o,98o,87o"),
        ("KQo-K9o", "KQo,KJo,KTo,K9o"),
    ] {
        let run = |range: &str| {
            let run = handrank(
                &[
                    "equity", range, "AA", "--board", "Qs7h2c", "--format", "json",
                ],
                "",
            );
            assert_eq!(run.code, 0, "{range}: {}", run.stderr);
            let mut result = json_lines(&run.stdout).remove(0);
            result["players"][0]["hand"] = serde_json::Value::Null;
            result
        };
        assert_eq!(run(dash), run(listed), "{dash}");
    }
    let run = handrank(&["equity", "JTs-86s", "AA"], "");
    assert_eq!(run.code, 2);
    assert!(
        run.stderr
            .contains("'JTs-86s': the two ends must have the same gap"),
        "{}",
        run.stderr
    );
}

/// Without `--exact` or a Monte Carlo option the cheaper method is picked: heads-up
/// against a wide range is exact when one board walk per narrow combo is cheap enough.
#[test]
fn equity_picks_exact_when_it_is_cheap() {
    for (args, method) in [
        (vec!["equity", "random", "AA"], "exact:"),
        (vec!["equity", "AhKh", "QQ+"], "exact:"),
        (
            vec!["equity", "random", "random", "--seed", "1"],
            "monte carlo:",
        ),
        (
            vec!["equity", "22+", "random", "--seed", "1"],
            "monte carlo:",
        ),
    ] {
        let run = handrank(&args, "");
        assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
        assert!(run.stdout.starts_with(method), "{args:?}: {}", run.stdout);
    }
}
