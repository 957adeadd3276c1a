//! `handrank hits`: the table, JSON and CSV agree with each other and with known counts;
//! errors name the offending token; `-o FILE` writes the same output.

use crate::common;

use common::cli::{fails, ok, run_text as run};

fn json(args: &[&str]) -> serde_json::Value {
    let out = ok(&[args, &["--format", "json"]].concat());
    assert_eq!(out.lines().count(), 1, "one JSON object on one line: {out}");
    serde_json::from_str(&out).expect("the output is JSON")
}

/// The weighted count and share of one row of a JSON list (`made` or `draws`).
fn row(value: &serde_json::Value, list: &str, name: &str) -> (f64, f64) {
    let rows = value[list].as_array().expect("a list");
    let row = rows
        .iter()
        .find(|r| r["name"] == name)
        .unwrap_or_else(|| panic!("no {name} in {list}"));
    (
        row["combos"].as_f64().unwrap_or(-1.0),
        row["share_pct"].as_f64().unwrap_or(-1.0),
    )
}

#[test]
fn text_table_of_made_hands_and_draws() {
    let out = ok(&["hits", "QQ+,AKs,AQs", "--board", "Qh7h2c"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[..3],
        ["range: QQ+,AKs,AQs", "board: Qh 7h 2c", "combos: 22"]
    );
    // QQ: 3 sets; KK, AA: 12 overpairs; AQs without AhQh: 3 top pairs; AKs: 4 high cards.
    for expected in [
        "Set                              3    13.64",
        "Overpair                        12    54.55",
        "Top Pair                         3    13.64",
        "High Card                        4    18.18",
        "Flush Draw                       1     4.55",
        "Two Overcards                    4    18.18",
    ] {
        assert!(lines.contains(&expected), "{expected:?} in\n{out}");
    }
    // Seventeen made hands and four draws, each once.
    assert_eq!(
        lines.iter().filter(|l| l.ends_with("%")).count(),
        2,
        "{out}"
    );
    assert_eq!(lines.len(), 3 + 1 + 1 + 17 + 1 + 1 + 4, "{out}");
}

#[test]
fn json_and_csv_agree_with_known_counts() {
    // Any two cards on 9s 8s 2d: 1,176 combos, counted by hand in the comments.
    let args = ["hits", "random", "--board", "9s8s2d"];
    let value = json(&args);
    assert_eq!(value["combos"], 1176);
    assert_eq!(value["board"], "9s 8s 2d");
    assert_eq!(value["dead"], serde_json::Value::Null);
    let expected = [
        ("made", "set", 9.0),              // three ranks, three pairs each
        ("made", "two_pair", 27.0),        // two board ranks paired, 3 x 3 per rank pair
        ("made", "overpair", 30.0),        // TT-AA
        ("made", "top_pair", 120.0),       // a nine with one of the 40 cards of other ranks
        ("made", "middle_pair", 150.0),    // an eight likewise, and 33-77
        ("made", "bottom_pair", 120.0),    // a deuce likewise
        ("made", "underpair", 0.0),        // no pair is below a deuce
        ("made", "high_card", 720.0),      // C(40, 2) less the 60 pocket pairs of other ranks
        ("draws", "flush_draw", 55.0),     // two of the 11 spades left
        ("draws", "open_ended", 48.0),     // JT, T7, 76
        ("draws", "gutshot", 96.0),        // QJ, J7, T6, 75, 65, 64 (16 each)
        ("draws", "two_overcards", 160.0), // two different ranks of T-A: C(5,2) x 16
    ];
    for (list, name, combos) in expected {
        let (count, share) = row(&value, list, name);
        assert_eq!(count, combos, "{name}");
        assert!((share - 100.0 * combos / 1176.0).abs() < 1e-9, "{name}");
    }
    let made = value["made"].as_array().expect("made hands");
    let total: f64 = made.iter().filter_map(|r| r["combos"].as_f64()).sum();
    assert_eq!(total, 1176.0);

    let csv = ok(&[&args[..], &["--format", "csv"]].concat());
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "kind,name,combos,share_pct,range,board,dead,range_combos,range_weight"
    );
    assert_eq!(lines.len(), 1 + 17 + 4, "{csv}");
    for line in &lines[1..] {
        let fields: Vec<&str> = line.split(',').collect();
        let list = if fields[0] == "made" { "made" } else { "draws" };
        let (count, share) = row(&value, list, fields[1]);
        assert_eq!(fields[2].parse::<f64>().ok(), Some(count), "{line}");
        // (serde_json reads the last digit of a float less carefully than Rust.)
        let csv_share: f64 = fields[3].parse().unwrap_or(-1.0);
        assert!((csv_share - share).abs() < 1e-12, "{line}");
        assert_eq!(fields[4..], ["random", "9s 8s 2d", "", "1176", "1176"]);
    }
    // A range with commas is one quoted field.
    let quoted = ok(&["hits", "AA,KK", "--board", "2c3d4h", "--format", "csv"]);
    assert!(
        quoted
            .lines()
            .nth(1)
            .is_some_and(|l| l.contains(",\"AA,KK\",")),
        "{quoted}"
    );
}

#[test]
fn dead_cards_and_the_river() {
    // AA on K72 with the Ah dead: three combos left, all overpairs.
    let value = json(&["hits", "AA", "--board", "Kd7c2h", "--dead", "Ah"]);
    assert_eq!(value["combos"], 3);
    assert_eq!(value["dead"], "Ah");
    assert_eq!(row(&value, "made", "overpair"), (3.0, 100.0));
    // The river: no draws in any format.
    let river = ["hits", "AKs", "--board", "Qh Jh 2c 3d 4s"];
    assert_eq!(json(&river)["draws"], serde_json::json!([]));
    let text = ok(&river);
    assert!(!text.contains("draw"), "{text}");
    let csv = ok(&[&river[..], &["--format", "csv"]].concat());
    assert!(csv.lines().skip(1).all(|l| l.starts_with("made,")), "{csv}");
}

#[test]
fn errors_name_the_token() {
    let range = fails(&["hits", "QQ+,AKx", "--board", "Qh7h2c"]);
    assert!(range.contains("'AKx'"), "{range}");
    let card = fails(&["hits", "AA", "--board", "Qh7h2x"]);
    assert!(card.contains("--board") && card.contains("2x"), "{card}");
    let size = fails(&["hits", "AA", "--board", "Qh7h"]);
    assert!(size.contains("2 board cards given"), "{size}");
    let twice = fails(&["hits", "AA", "--board", "Qh7hQh"]);
    assert!(twice.contains("Qh is on the board twice"), "{twice}");
    let dead = fails(&["hits", "AA", "--board", "Qh7h2c", "--dead", "7h"]);
    assert!(dead.contains("7h is on the board and dead"), "{dead}");
    let gone = fails(&["hits", "AA", "--board", "AhAd2c", "--dead", "As"]);
    assert!(gone.contains("every combo of 'AA'"), "{gone}");
    // --board and --dead take one argument: cards written apart are refused with the fix.
    let apart = fails(&["hits", "AA", "--board", "Qh", "7h", "2c"]);
    assert!(
        apart.contains("--board Qh: a single card, followed by 7h 2c")
            && apart.contains("--board Qh7h2c"),
        "{apart}"
    );
    let apart = fails(&["hits", "AA", "--board", "Qh7h2c", "--dead", "3s", "4s5s"]);
    assert!(apart.contains("--dead \"3s 4s 5s\""), "{apart}");
    // The board is required.
    let (code, _, stderr) = run(&["hits", "AA"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("--board"), "{stderr}");
}

#[test]
fn output_file_holds_what_stdout_shows() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let path = dir.path().join("hits.json");
    let path_text = path.to_str().expect("a UTF-8 path");
    let args = ["hits", "22+,A2s+", "--board", "Ks9h4h", "--format", "json"];
    let stdout = ok(&args);
    assert_eq!(ok(&[&args[..], &["-o", path_text]].concat()), "");
    assert_eq!(std::fs::read_to_string(&path).ok(), Some(stdout));
}

#[test]
fn weights_scale_counts_and_shares() {
    // On Kc 7d 2s: AA (6 combos, weight 0.5) are overpairs, KQs (3 left) top pairs.
    let v = json(&["hits", "AA:0.5,KQs", "--board", "Kc7d2s"]);
    assert_eq!(v["combos"], 9);
    assert_eq!(v["weight"].as_f64(), Some(6.0));
    assert_eq!(row(&v, "made", "overpair"), (3.0, 50.0));
    assert_eq!(row(&v, "made", "top_pair"), (3.0, 50.0));
    let text = ok(&["hits", "AA:50%,KQs", "--board", "Kc7d2s"]);
    assert!(text.contains("combos: 9 (weight 6)"), "{text}");
}

#[test]
fn short_deck_has_its_own_order_deck_and_straight() {
    let args = [
        "hits",
        "AA,Ac6d",
        "--board",
        "Ah7c8d9s",
        "--game",
        "short-deck",
    ];
    let text = ok(&args);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "game: Short deck hold'em", "{text}");
    // A flush ranks above a full house; A-6-7-8-9 is a straight; AA are 3 sets.
    let made: Vec<&str> = lines
        .iter()
        .skip(6)
        .take(5)
        .map(|l| l[..24].trim_end())
        .collect();
    assert_eq!(
        made,
        [
            "Straight Flush",
            "Four of a Kind",
            "Flush",
            "Full House",
            "Straight"
        ],
        "{text}"
    );
    let v = json(&args);
    assert_eq!(v["game"], "short-deck");
    assert_eq!(row(&v, "made", "straight"), (1.0, 25.0));
    assert_eq!(row(&v, "made", "set"), (3.0, 75.0));
    let csv = ok(&[&args[..], &["--format", "csv"]].concat());
    let header = "kind,name,combos,share_pct,range,board,dead,range_combos,range_weight";
    assert_eq!(csv.lines().next(), Some(header));
    assert!(
        csv.lines()
            .nth(3)
            .is_some_and(|l| l.starts_with("made,flush,0,")),
        "{csv}"
    );
    assert!(
        csv.contains("made,straight,1,25,\"AA,Ac6d\",Ah 7c 8d 9s,,4,4\n"),
        "{csv}"
    );
    // Its deck has no 2s to 5s.
    let error = fails(&["hits", "AA", "--board", "5h7c8d", "--game", "short-deck"]);
    assert!(error.contains("5h is not in the short deck"), "{error}");
    let error = fails(&["hits", "A5s", "--board", "Ah7c8d", "--game", "6+"]);
    assert!(error.contains("'A5s'"), "{error}");
}

#[test]
fn omaha_plays_two_hole_cards() {
    // AA** on Ah 7h 2c: two or three of the other aces and any others of the 46 left,
    // 3 × C(46, 2) + 46 = 3,151 holes, all sets. KQJT: 4^4 = 256 holes, all high cards;
    // 67 of them hold two or more hearts (256 − 3^4 − 4 × 3^3): a flush draw.
    let args = ["hits", "AA**,KQJT", "--board", "Ah7h2c", "--game", "omaha"];
    let v = json(&args);
    assert_eq!(
        (v["game"].as_str(), v["combos"].as_u64()),
        (Some("omaha"), Some(3407))
    );
    assert_eq!(row(&v, "made", "set").0, 3151.0);
    assert_eq!(row(&v, "made", "high_card").0, 256.0);
    let kqjt = json(&["hits", "KQJT", "--board", "Ah7h2c", "--game", "plo"]);
    assert_eq!(row(&kqjt, "draws", "flush_draw").0, 67.0);
    // A third heart on the board: the 67 make a flush, the 108 with one heart do not.
    let flush = json(&["hits", "KQJT", "--board", "Ah7h2h", "--game", "plo"]);
    assert_eq!(row(&flush, "made", "flush").0, 67.0);
    assert_eq!(row(&flush, "made", "high_card").0, 189.0);
    assert_eq!(row(&flush, "draws", "flush_draw").0, 0.0);
    let text = ok(&args);
    assert!(
        text.starts_with("game: Omaha (PLO4)\nrange: AA**,KQJT\n"),
        "{text}"
    );
    assert!(
        text.contains("\nSet                           3151    92.49\n"),
        "{text}"
    );
    let csv = ok(&[&args[..], &["--format", "csv"]].concat());
    let set = "made,set,3151,92.48605811564427,\"AA**,KQJT\",Ah 7h 2c,,3407,3407\n";
    assert!(csv.contains(set), "{csv}");
    // Hi-lo: the high hand, said so; PLO5 holes in PLO4 are an error naming the hole.
    let hilo = ok(&["hits", "AA**", "--board", "Ah7h2c", "--game", "omaha-hilo"]);
    assert!(
        hilo.starts_with("game: Omaha hi-lo (PLO8), the high hand\n"),
        "{hilo}"
    );
    let five = fails(&["hits", "AhKhQhJhTh", "--board", "2c3c4c", "--game", "omaha"]);
    assert!(
        five.contains("'AhKhQhJhTh': 5 cards, but this game deals 4"),
        "{five}"
    );
}

#[test]
fn games_without_a_board_are_refused_by_name() {
    let error = fails(&["hits", "AhKd7c", "--board", "Ah7h2c", "--game", "razz"]);
    assert!(error.contains("Razz has no board"), "{error}");
    assert!(error.contains("holdem, omaha,"), "{error}");
}
