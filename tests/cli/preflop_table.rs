//! `handrank preflop-table`: its help examples run (the whole table five times, at once: CSV
//! to a file, JSON Lines, two grids and one hand's rows to stdout), the grids and rows agree
//! with the CSV, and the table they write is checked against
//! [`Equity::exact`] on sampled class pairs, against the counts every row must have, and
//! against the published values. Bad output is refused before the work starts.

use std::collections::HashMap;
use std::process::{Command, Output};

use handrank::equity::{Equity, Range, StartingHand};

use crate::common;

const BOARDS_PER_DEAL: u64 = 1_712_304;

/// One row's numbers.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Cells {
    equity_pct: f64,
    deals: u64,
    boards: u64,
    wins: u64,
    ties: u64,
    losses: u64,
}

type Table = HashMap<(String, String), Cells>;

/// The examples of `handrank preflop-table --help`, as argument lists.
fn help_examples() -> Vec<Vec<String>> {
    let (code, help, _) = common::run_handrank(&["preflop-table", "--help"], b"");
    assert_eq!(code, 0);
    String::from_utf8(help)
        .unwrap()
        .lines()
        .skip_while(|line| !line.starts_with("Examples:"))
        .filter_map(|line| line.trim().strip_prefix("handrank "))
        .map(|line| line.split_whitespace().map(str::to_owned).collect())
        .collect()
}

fn parse_csv(text: &str) -> Table {
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some("hero,villain,equity_pct,win_pct,tie_pct,deals,boards,wins,ties,losses")
    );
    lines
        .map(|line| {
            let f: Vec<&str> = line.split(',').collect();
            assert_eq!(f.len(), 10, "{line}");
            let n = |i: usize| {
                f[i].parse::<u64>()
                    .unwrap_or_else(|e| panic!("{line}: {e}"))
            };
            let cells = Cells {
                equity_pct: f[2].parse().unwrap(),
                deals: n(5),
                boards: n(6),
                wins: n(7),
                ties: n(8),
                losses: n(9),
            };
            ((f[0].to_owned(), f[1].to_owned()), cells)
        })
        .collect()
}

fn parse_json(text: &str) -> Table {
    text.lines()
        .map(|line| {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            let n = |key: &str| v[key].as_u64().unwrap_or_else(|| panic!("{line}: {key}"));
            let cells = Cells {
                equity_pct: v["equity_pct"].as_f64().unwrap(),
                deals: n("deals"),
                boards: n("boards"),
                wins: n("wins"),
                ties: n("ties"),
                losses: n("losses"),
            };
            let text = |key: &str| v[key].as_str().unwrap().to_owned();
            ((text("hero"), text("villain")), cells)
        })
        .collect()
}

fn cells(table: &Table, hero: &str, villain: &str) -> Cells {
    table[&(hero.to_owned(), villain.to_owned())]
}

/// The row as `Equity::exact` counts it, treating both classes as ranges.
fn exact(hero: &str, villain: &str) -> Cells {
    let ranges = [hero, villain].map(|r| Range::parse(r).unwrap());
    let result = Equity::new(ranges).exact().unwrap();
    let p = &result.players[0];
    Cells {
        equity_pct: 100.0 * p.equity,
        deals: result.boards / BOARDS_PER_DEAL,
        boards: result.boards,
        wins: p.wins,
        ties: p.ties,
        losses: p.losses,
    }
}

fn check(table: &Table) {
    let classes: Vec<String> = StartingHand::all().map(|h| h.to_string()).collect();
    assert_eq!(table.len(), 169 * 170);
    for ((hero, villain), c) in table {
        assert_eq!(c.boards, c.deals * BOARDS_PER_DEAL, "{hero} v {villain}");
        assert_eq!(c.wins + c.ties + c.losses, c.boards, "{hero} v {villain}");
        let equity = (c.wins as f64 + c.ties as f64 / 2.0) / c.boards as f64;
        assert!(
            (100.0 * equity - c.equity_pct).abs() < 1e-9,
            "{hero} v {villain}"
        );
        if villain != "random" {
            let mirror = cells(table, villain, hero);
            assert_eq!((mirror.wins, mirror.ties), (c.losses, c.ties));
        }
    }
    for (hand, hero) in StartingHand::all().zip(&classes) {
        let random = cells(table, hero, "random");
        assert_eq!(random.deals, hand.combos().count() as u64 * 1225, "{hero}");
        let wins: u64 = classes.iter().map(|v| cells(table, hero, v).wins).sum();
        assert_eq!(random.wins, wins, "{hero}");
    }
    // The published values, and the totals a class pair must have.
    let pct = |hero: &str, villain: &str| format!("{:.3}", cells(table, hero, villain).equity_pct);
    assert_eq!(pct("AA", "KK"), "81.946");
    assert_eq!(pct("AA", "random"), "85.204");
    assert_eq!(cells(table, "AA", "KK").deals, 36);
    assert_eq!(cells(table, "AKs", "AKo").deals, 24);
    assert_eq!(cells(table, "AKo", "AKo").deals, 84);
    // Exact enumeration of sampled pairs (a stride through the grid, and the pairs where
    // card removal bites hardest), and of a few classes against a random hand.
    let sampled = (0..169 * 169).step_by(601).map(|i| (i / 169, i % 169));
    let named = [
        ("AA", "AA"),
        ("AKs", "AKo"),
        ("72o", "72o"),
        ("T9s", "98s"),
        ("32o", "32s"),
        ("KK", "AKs"),
    ]
    .map(|(h, v)| {
        let at = |text: &str| classes.iter().position(|c| c == text).unwrap();
        (at(h), at(v))
    });
    for (h, v) in sampled.chain(named) {
        let (hero, villain) = (&classes[h], &classes[v]);
        assert_eq!(
            cells(table, hero, villain),
            exact(hero, villain),
            "{hero} v {villain}"
        );
    }
    for hero in ["AA", "72o", "T9s", "22"] {
        assert_eq!(
            cells(table, hero, "random"),
            exact(hero, "random"),
            "{hero}"
        );
    }
}

/// A grid's cells by class: rows and columns A to 2, pairs on the diagonal, suited above.
fn grid_cells(text: &str) -> HashMap<String, String> {
    let ranks = "AKQJT98765432".chars().collect::<Vec<_>>();
    let mut lines = text.lines();
    assert!(
        lines
            .next()
            .unwrap()
            .ends_with("(suited above the diagonal, offsuit below)")
    );
    let header: Vec<&str> = lines.next().unwrap().split_whitespace().collect();
    assert_eq!(header.concat(), "AKQJT98765432");
    let mut cells = HashMap::new();
    for (i, line) in lines.take(13).enumerate() {
        let words: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(words.len(), 14, "{line}");
        assert_eq!(words[0], ranks[i].to_string());
        for (j, value) in words[1..].iter().enumerate() {
            let class = match i.cmp(&j) {
                std::cmp::Ordering::Equal => format!("{0}{0}", ranks[i]),
                std::cmp::Ordering::Less => format!("{}{}s", ranks[i], ranks[j]),
                std::cmp::Ordering::Greater => format!("{}{}o", ranks[j], ranks[i]),
            };
            cells.insert(class, (*value).to_owned());
        }
    }
    assert_eq!(cells.len(), 169);
    cells
}

/// The grids and the one hand's rows show the table's numbers, rounded.
fn check_views(table: &Table, grid: &str, against_aces: &str, suited_big_slick: &str) {
    let one = |hero: &str, villain: &str| format!("{:.1}", cells(table, hero, villain).equity_pct);
    for (class, value) in grid_cells(grid) {
        assert_eq!(value, one(&class, "random"), "{class}");
    }
    for (class, value) in grid_cells(against_aces) {
        assert_eq!(value, one(&class, "AA"), "{class} v AA");
    }
    assert!(against_aces.starts_with("equity % of each class against AA "));
    let lines: Vec<&str> = suited_big_slick.lines().collect();
    assert_eq!(lines.len(), 1 + 170);
    assert!(lines[0].starts_with("hero  villain  equity %"));
    for line in &lines[1..] {
        let words: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(words[0], "AKs", "{line}");
        let equity = cells(table, "AKs", words[1]).equity_pct;
        assert_eq!(words[2], format!("{equity:.3}"), "{line}");
    }
    assert!(
        lines[170].starts_with("AKs   random     67.045"),
        "{}",
        lines[170]
    );
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "slow unoptimized: .ci/run runs it in release"
)]
fn the_help_examples_write_the_exact_table() {
    let mut examples = help_examples();
    assert_eq!(
        examples,
        [
            "preflop-table --format csv -o preflop.csv",
            "preflop-table --format json",
            "preflop-table --format grid",
            "preflop-table --format grid --against AA",
            "preflop-table --hand AKs",
            "preflop-table --game omaha --format csv -o plo4.csv",
            "preflop-table --game omaha --shard 3/16 -o part3.txt",
            "preflop-table --merge part*.txt --format csv -o plo4.csv",
        ]
        .map(|line| line.split(' ').map(str::to_owned).collect::<Vec<_>>())
    );
    // The Omaha table takes minutes (tests/cli/preflop_shards.rs runs its shards and merges).
    examples.truncate(5);
    let dir = tempfile::tempdir().unwrap();
    let outputs: Vec<Output> = std::thread::scope(|scope| {
        let runs: Vec<_> = examples
            .iter()
            .map(|args| {
                let dir = dir.path();
                scope.spawn(move || {
                    Command::new(crate::common::handrank_binary())
                        .args(args)
                        .current_dir(dir)
                        .output()
                        .unwrap()
                })
            })
            .collect();
        runs.into_iter().map(|run| run.join().unwrap()).collect()
    });
    for (args, output) in examples.iter().zip(&outputs) {
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(0), "{args:?}: {stderr}");
    }
    assert!(outputs[0].stdout.is_empty());
    let csv = parse_csv(&std::fs::read_to_string(dir.path().join("preflop.csv")).unwrap());
    check(&csv);
    let text = |i: usize| std::str::from_utf8(&outputs[i].stdout).unwrap();
    check_views(&csv, text(2), text(3), text(4));
    // The same rows as JSON (equities read back within a rounding: serde_json's default
    // float parsing is not exact to the last bit).
    let json = parse_json(std::str::from_utf8(&outputs[1].stdout).unwrap());
    assert_eq!(json.len(), csv.len());
    for (key, c) in &csv {
        let j = json
            .get(key)
            .unwrap_or_else(|| panic!("{key:?} is not in the JSON"));
        assert!((j.equity_pct - c.equity_pct).abs() < 1e-12, "{key:?}");
        assert_eq!(
            Cells {
                equity_pct: 0.0,
                ..*j
            },
            Cells {
                equity_pct: 0.0,
                ..*c
            },
            "{key:?}"
        );
    }
}

#[test]
fn bad_output_is_refused_before_the_work() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no/such/dir/table.csv");
    let (code, stdout, stderr) =
        common::run_handrank(&["preflop-table", "-o", missing.to_str().unwrap()], b"");
    assert_eq!(code, 2, "{stderr}");
    assert!(stdout.is_empty());
    assert!(stderr.contains("table.csv"), "{stderr}");
    let (code, _, stderr) = common::run_handrank(&["preflop-table", "--format", "xml"], b"");
    assert_eq!(code, 2, "{stderr}");
    // Bad classes, and a grid asked for two ways at once.
    let (code, _, stderr) = common::run_handrank(&["preflop-table", "--hand", "AKx"], b"");
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("'AKx' is not a starting hand"), "{stderr}");
    let (code, _, stderr) = common::run_handrank(&["preflop-table", "--against", "AAs"], b"");
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("'AAs' is not a starting hand"), "{stderr}");
    let both = [
        "preflop-table",
        "--format",
        "grid",
        "--hand",
        "AA",
        "--against",
        "KK",
    ];
    let (code, stdout, stderr) = common::run_handrank(&both, b"");
    assert_eq!(code, 2, "{stderr}");
    assert!(stdout.is_empty());
    assert!(stderr.contains("give one of them, not both"), "{stderr}");
}
