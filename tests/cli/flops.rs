//! `handrank flops`: the report adds up to `handrank equity --exact`, a flop's row is the
//! exact answer on that flop, the three formats agree, and bad input is refused by name.

use crate::common;

use common::cli::{fails, ok};

fn json_lines(args: &[&str]) -> Vec<serde_json::Value> {
    let out = ok(&[args, &["--format", "json"]].concat());
    out.lines()
        .map(|line| serde_json::from_str(line).expect("each line is JSON"))
        .collect()
}

/// Player 1's (boards, wins, ties, losses) from `handrank equity --exact --format json`.
fn exact(args: &[&str]) -> [u64; 4] {
    let out = ok(&[&["equity", "--exact", "--format", "json"], args].concat());
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    let p = &v["players"][0];
    [&v["boards"], &p["wins"], &p["ties"], &p["losses"]].map(|n| n.as_u64().expect("a count"))
}

fn counts(v: &serde_json::Value) -> [u64; 4] {
    ["boards", "wins", "ties", "losses"].map(|k| v[k].as_u64().expect("a count"))
}

#[test]
fn the_whole_is_the_preflop_answer_and_each_flop_its_exact_answer() {
    for (hero, villain) in [("QQ", "AKs"), ("AhKh,77", "JTs,QQ:0.5")] {
        let lines = json_lines(&["flops", hero, villain]);
        let flops: Vec<_> = lines.iter().filter(|v| v["type"] == "flop").collect();
        let total: u64 = flops.iter().map(|v| v["flops"].as_u64().unwrap()).sum();
        assert_eq!(total, 22_100);
        let all = lines.last().expect("the whole");
        assert_eq!(
            (&all["type"], &all["group"]),
            (&"group".into(), &"all".into())
        );
        assert_eq!(counts(all), exact(&[hero, villain]), "{hero} v {villain}");
        for v in flops.iter().step_by(211) {
            let flop = v["flop"].as_str().unwrap();
            assert_eq!(
                counts(v),
                exact(&[hero, villain, "--board", flop]),
                "{flop}"
            );
        }
    }
}

#[test]
fn text_csv_and_json_agree() {
    let text = ok(&["flops", "QQ", "AKs"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[..3],
        ["hero: QQ", "villain: AKs", "flops: 22,100 in 1,755 classes"]
    );
    let [boards, wins, ties, losses] = exact(&["QQ", "AKs"]);
    assert!(
        lines[3].contains(&format!("of {} boards", grouped(boards))),
        "{}",
        lines[3]
    );
    assert!(lines[3].contains(&format!("wins {}", grouped(wins))));
    assert!(lines[3].contains(&format!("ties {}", grouped(ties))));
    assert!(lines[3].contains(&format!("losses {}", grouped(losses))));
    assert!(lines[3].starts_with("hero equity: 53.95 %"), "{}", lines[3]);
    assert!(text.contains("best flops for the hero:\n  Q"), "{text}");
    let csv = ok(&["flops", "QQ", "AKs", "--format", "csv"]);
    let rows: Vec<&str> = csv.lines().collect();
    let json = json_lines(&["flops", "QQ", "AKs"]);
    assert_eq!(rows.len(), 1 + json.len());
    assert_eq!(
        rows.iter().filter(|r| r.starts_with("flop,")).count(),
        1_755
    );
    // The first flop's row: its wins in both.
    let first: Vec<&str> = rows[1].split(',').collect();
    assert_eq!(first[1], json[0]["flop"]);
    assert_eq!(first[7], json[0]["wins"].to_string());
    // A file gets what stdout gets.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("flops.csv");
    ok(&[
        "flops",
        "QQ",
        "AKs",
        "--format",
        "csv",
        "-o",
        path.to_str().unwrap(),
    ]);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), csv);
}

#[test]
fn short_deck_has_its_7140_flops() {
    let lines = json_lines(&["flops", "--game", "short-deck", "AA", "KQs"]);
    let total: u64 = (lines.iter())
        .filter(|v| v["type"] == "flop")
        .map(|v| v["flops"].as_u64().unwrap())
        .sum();
    assert_eq!(total, 7_140);
    let all = lines.last().unwrap();
    assert_eq!(counts(all), exact(&["--game", "short-deck", "AA", "KQs"]));
}

#[test]
fn bad_input_is_refused_by_name() {
    assert!(fails(&["flops", "QQ", "AKx"]).contains("player 2: bad range part 'AKx'"));
    assert!(fails(&["flops", "AhAs", "AhKd"]).contains("Ah is in player 1's hand"));
    let stud = fails(&["flops", "--game", "stud", "AhKd7c", "QsQd2c"]);
    assert!(stud.contains("has none"), "{stud}");
    let holdem = fails(&["flops", "QQ", "AKs", "--monte-carlo"]);
    assert!(holdem.contains("always exact"), "{holdem}");
    let hours = fails(&["flops", "--game", "omaha", "AA**", "random", "--exact"]);
    assert!(hours.contains("drop --exact"), "{hours}");
    assert!(fails(&["flops", "QQ", "AKs", "--dead", "Qx"]).contains("Qx"));
}

#[test]
fn the_plot_draws_the_groups_and_both_distributions() {
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("flops.svg");
    let json = json_lines(&["flops", "QQ", "AKs", "--plot", svg.to_str().unwrap()]);
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.starts_with("<svg"), "{text}");
    let all = json.last().unwrap();
    let equity = all["equity_pct"].as_f64().unwrap();
    let title = format!("QQ vs AKs: hero {equity:.2} % over every flop");
    assert!(text.contains(&title), "{title}: {text}");
    // Every group with a deal is a bar with its name (QQ v AKs: all of them).
    let groups: Vec<_> = (json.iter())
        .filter(|v| v["type"] == "group" && v["group"] != "all")
        .collect();
    assert_eq!(groups.len(), 3 + 3 + 13 + 2);
    for group in &groups {
        let name = group["group"].as_str().unwrap();
        assert!(text.contains(&format!("\n{name}\n")), "{name}");
    }
    // Each player's curve, in its colour, has a point per 10 % bucket (and a legend sample).
    for color in ["#1F5FBF", "#C82A2A"] {
        let points: Vec<usize> = (text.split("<polyline"))
            .filter(|element| element.split('>').next().unwrap().contains(color))
            .map(|element| {
                let points = element.split("points=\"").nth(1).unwrap();
                points.split('"').next().unwrap().split_whitespace().count()
            })
            .collect();
        assert_eq!(points, [10, 2], "{color}");
    }
    let png = dir.path().join("flops.PNG");
    ok(&[
        "flops",
        "QQ",
        "AKs",
        "--plot",
        png.to_str().unwrap(),
        "-o",
        "/dev/null",
    ]);
    let bytes = std::fs::read(&png).unwrap();
    assert_eq!(bytes[..8], *b"\x89PNG\r\n\x1a\n");
}

#[test]
fn a_plot_is_an_svg_or_png_written_whole_or_not_at_all() {
    let dir = tempfile::tempdir().unwrap();
    let jpg = dir.path().join("flops.jpg");
    let error = fails(&["flops", "QQ", "AKs", "--plot", jpg.to_str().unwrap()]);
    assert!(
        error.contains("flops.jpg: --plot writes an .svg or .png file, not '.jpg'"),
        "{error}"
    );
    assert!(!jpg.exists());
    // A plot already there is left as it was when the run fails.
    let svg = dir.path().join("flops.svg");
    std::fs::write(&svg, "before").unwrap();
    fails(&["flops", "QQ", "AKx", "--plot", svg.to_str().unwrap()]);
    assert_eq!(std::fs::read_to_string(&svg).unwrap(), "before");
    let missing = dir.path().join("no/such/folder/flops.svg");
    fails(&["flops", "QQ", "AKs", "--plot", missing.to_str().unwrap()]);
    let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(names.len(), 1, "no temporary file is left: {names:?}");
}

fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The README's flop report is what the command prints (`| head -N` kept).
#[test]
fn the_readme_example_is_what_the_command_prints() {
    let mut checked = 0;
    for (command, rest, expected) in crate::common::cli::readme_examples("flops") {
        let (args, head) = match rest.split_once(" | head -") {
            Some((args, n)) => (args, n.parse::<usize>().expect("a line count")),
            None => (rest.as_str(), usize::MAX),
        };
        let args: Vec<&str> = std::iter::once("flops")
            .chain(args.split_whitespace())
            .collect();
        let out = ok(&args);
        let shown: Vec<&str> = out.lines().take(head).collect();
        assert_eq!(shown, expected.lines().collect::<Vec<_>>(), "{command}");
        checked += 1;
    }
    assert_eq!(checked, 1, "the README shows one flop report");
}

/// Omaha's cases: a deck of eight to ace (every suit of 2 to 7 dead), small enough for
/// debug-build tests.
const SMALL: &str = "2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c6d6h6s7c7d7h7s";

#[test]
fn omaha_flops_are_exact_and_add_up_to_the_preflop_answer() {
    let (hero, villain) = ("AhAsKhKs", "QhQsJhTh");
    let lines = json_lines(&["flops", "--game", "omaha", hero, villain, "--dead", SMALL]);
    let all = lines.last().expect("the whole");
    assert_eq!(all["method"], "exact");
    let whole = ["--game", "omaha", hero, villain, "--dead", SMALL];
    assert_eq!(counts(all), exact(&whole));
    let flops: Vec<_> = lines.iter().filter(|v| v["type"] == "flop").collect();
    let total: u64 = flops.iter().map(|v| v["flops"].as_u64().unwrap()).sum();
    assert_eq!(total, 3_276, "C(28, 3)");
    for v in flops.iter().filter(|v| v["deals"] != 0).step_by(97) {
        let flop = v["flop"].as_str().unwrap();
        let on = [&whole[..], &["--board", flop]].concat();
        assert_eq!(counts(v), exact(&on), "{flop}");
        assert!(v["std_err_pct"].is_null() && v["distribution_pct"].is_null());
    }
}

#[test]
fn omaha_monte_carlo_flops_say_so_and_reproduce_by_seed() {
    let args = [
        "flops",
        "--game",
        "omaha",
        "AhAsKhKs",
        "QhQsJhTh",
        "--dead",
        SMALL,
        "--monte-carlo",
        "--trials",
        "300",
        "--seed",
        "5",
    ];
    let text = ok(&args);
    assert!(
        text.contains("Monte Carlo on each flop") && text.contains("seed 5"),
        "{text}"
    );
    let lines = json_lines(&args);
    assert_eq!(lines, json_lines(&args));
    let flop = lines
        .iter()
        .find(|v| v["type"] == "flop" && v["deals"] != 0)
        .unwrap();
    assert_eq!(
        (&flop["method"], &flop["boards"]),
        (&"monte_carlo".into(), &300.into())
    );
    assert!(flop["std_err_pct"].as_f64().is_some());
    let all = lines.last().unwrap();
    let (mc, se) = (
        all["equity_pct"].as_f64().unwrap(),
        all["std_err_pct"].as_f64().unwrap(),
    );
    let exact = json_lines(&[
        "flops", "--game", "omaha", "AhAsKhKs", "QhQsJhTh", "--dead", SMALL,
    ]);
    let want = exact.last().unwrap()["equity_pct"].as_f64().unwrap();
    assert!((mc - want).abs() <= 5.0 * se, "{mc} v {want} ± {se}");
}
