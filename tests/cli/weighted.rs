//! The command line's weighted ranges and breakdowns: the weighted note and sums in
//! every format, one breakdown row per part in every format, and clear refusals.

use crate::common;

use common::run_handrank;

fn ok(args: &[&str]) -> String {
    let (code, out, err) = run_handrank(args, b"");
    assert_eq!(code, 0, "{args:?}: {err}");
    String::from_utf8(out).expect("utf-8")
}

fn refused(args: &[&str]) -> String {
    let (code, _, err) = run_handrank(args, b"");
    assert_eq!(code, 2, "{args:?}: {err}");
    err
}

const WEIGHTED: [&str; 4] = ["equity", "QQ+,AKs:0.5,AQs:25%", "JJ+,AK", "--board=Qs7h2c"];

#[test]
fn weighted_answers_say_so_in_every_format() {
    let text = ok(&WEIGHTED);
    assert!(
        text.contains("\nweighted: each deal counts at the product"),
        "{text}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&ok(&[&WEIGHTED[..], &["--format", "json"]].concat())).unwrap();
    assert_eq!(json["weighted"], true);
    let hero = &json["players"][0];
    let sums = &hero["weighted"];
    let boards = sums["boards"].as_f64().unwrap();
    let share = (sums["wins"].as_f64().unwrap() + sums["ties"].as_f64().unwrap() / 2.0) / boards;
    assert!((100.0 * share - hero["equity_pct"].as_f64().unwrap()).abs() < 1e-9);
    let csv = ok(&[&WEIGHTED[..], &["--format", "csv"]].concat());
    let header = csv.lines().next().unwrap_or_default();
    assert!(header.ends_with(",weighted_boards,weighted_wins,weighted_ties,weighted_losses"));
    assert!(
        csv.lines().skip(1).all(|row| row.split(',').count() >= 19),
        "{csv}"
    );
    // Without weights: no note, no key, no columns.
    let plain = ok(&[
        "equity",
        "QQ+,AKs",
        "JJ+",
        "--board=Qs7h2c",
        "--format",
        "json",
    ]);
    assert!(!plain.contains("weighted"), "{plain}");
}

#[test]
fn a_breakdown_has_one_row_per_part_in_every_format() {
    let args = [&WEIGHTED[..], &["--breakdown", "--by", "class"]].concat();
    let text = ok(&args);
    assert!(
        text.starts_with("exact, by class\nboard: Qs 7h 2c\n"),
        "{text}"
    );
    assert!(text.contains("player 1: QQ+,AKs:0.5,AQs:25%"), "{text}");
    let json = ok(&[&args[..], &["--format", "json"]].concat());
    let rows: Vec<serde_json::Value> = json
        .lines()
        .map(|line| serde_json::from_str(line).expect("one object per line"))
        .collect();
    // Player 1: QQ, KK, AA, AKs, AQs; player 2: JJ, QQ, KK, AA, AKs, AKo.
    assert_eq!(rows.len(), 5 + 6, "{json}");
    let aks = rows
        .iter()
        .find(|r| r["player"] == 1 && r["hand"] == "AKs")
        .unwrap();
    assert_eq!(
        (aks["combos"].as_u64(), aks["weight"].as_f64()),
        (Some(4), Some(2.0))
    );
    for player in [1, 2] {
        let equities: Vec<f64> = rows
            .iter()
            .filter(|r| r["player"] == player)
            .map(|r| r["equity_pct"].as_f64().unwrap())
            .collect();
        assert!(
            equities.windows(2).all(|w| w[0] >= w[1]),
            "best first: {equities:?}"
        );
    }
    let csv = ok(&[&args[..], &["--format", "csv"]].concat());
    assert_eq!(csv.lines().count(), 1 + 11, "{csv}");
    assert!(
        csv.starts_with("player,by,hand,combos,weight,method,boards,"),
        "{csv}"
    );
    // By combo, and by Monte Carlo with a standard error per part.
    let combos = ok(&["equity", "AKs", "QQ", "--breakdown", "--format", "csv"]);
    assert_eq!(combos.lines().count(), 1 + 4 + 6, "{combos}");
    let mc = ok(&[
        "equity",
        "AKs",
        "QQ",
        "--breakdown",
        "--by",
        "class",
        "--trials",
        "20k",
        "--seed",
        "3",
        "--format",
        "json",
    ]);
    for line in mc.lines() {
        let row: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(row["method"], "monte_carlo");
        assert_eq!(row["boards"], 20_000);
        assert!(
            row["std_err_pct"].as_f64().is_some_and(|e| e > 0.0),
            "{line}"
        );
    }
}

#[test]
fn bad_weights_and_misplaced_flags_are_refused_clearly() {
    let err = refused(&["equity", "AKs:1.5", "QQ"]);
    assert!(
        err.contains("'AKs:1.5'") && err.contains("more than 1"),
        "{err}"
    );
    let err = refused(&["equity", "AKs:half", "QQ"]);
    assert!(err.contains("'half' is not a weight"), "{err}");
    let err = refused(&["equity", "AKs", "QQ", "--by", "class"]);
    assert!(err.contains("--breakdown"), "{err}");
    // Omaha's random is every hole of the deck, dealt rather than listed: no parts.
    let err = refused(&["equity", "AAKK", "random", "--game", "omaha", "--breakdown"]);
    assert!(
        err.contains("player 2") && err.contains("random") && !err.contains("estimated"),
        "{err}"
    );
}
