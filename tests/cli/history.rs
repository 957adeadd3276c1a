//! `handrank history` on PHH files the project writes (tests/data/history/): every action,
//! split pots with odd chips, side pots, hi-lo with and without a low, mucked and unknown
//! hands, fold-outs, the draw games, and bad input.

use std::path::Path;
use std::process::{Command, Output};

use serde_json::Value;

fn handrank(args: &[&str]) -> Output {
    Command::new(crate::common::handrank_binary())
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("handrank runs")
}

fn data(name: &str) -> String {
    format!("tests/data/history/{name}")
}

/// The JSON records of a run that must succeed.
fn records(args: &[&str]) -> Vec<Value> {
    let output = handrank(args);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

fn winnings(record: &Value) -> Vec<f64> {
    record["winnings"]
        .as_array()
        .unwrap_or_else(|| panic!("unsettled: {record}"))
        .iter()
        .map(|v| v.as_f64().unwrap())
        .collect()
}

#[test]
fn every_action_settles_as_recorded() {
    let hands = records(&["history", &data("every_action.phh"), "--format", "json"]);
    assert_eq!(hands.len(), 1);
    let hand = &hands[0];
    assert_eq!(winnings(hand), [0.0, 281.0, 0.0, 0.0]);
    assert_eq!(hand["recorded"], serde_json::json!([0.0, 281.0, 0.0, 0.0]));
    assert_eq!(hand["mismatch"], false);
    assert_eq!(hand["players"][1], "Bob");
    assert_eq!(hand["variant"], "NT");
    assert_eq!(hand["source"]["file"], data("every_action.phh"));
    assert_eq!(hand["all_in_ev"], Value::Null);
}

#[test]
fn split_pots_give_odd_chips_to_the_first_winner() {
    let hands = records(&["history", &data("odd_chips.phhs"), "--format", "json"]);
    assert_eq!(winnings(&hands[0]), [0.0, 5.0, 4.0]);
    assert_eq!(winnings(&hands[1]), [0.0, 1.14, 1.13]);
    assert_eq!(hands[1]["source"]["section"], "2");
    assert_eq!(hands[1]["showdown"][1]["cards"], "QdJd");
    assert_eq!(hands[1]["showdown"][0], Value::Null);
    assert!(hands.iter().all(|h| h["mismatch"] == false));
}

#[test]
fn three_all_ins_make_two_side_pots_and_are_priced() {
    let hands = records(&["history", &data("side_pots.phh"), "--format", "json"]);
    let hand = &hands[0];
    assert_eq!(winnings(hand), [80.0, 0.0, 0.0, 150.0]);
    let pots = hand["all_in_equity"].as_array().unwrap();
    assert_eq!(pots.len(), 3);
    assert_eq!(pots[0]["amount"], 80.0);
    assert_eq!(pots[0]["players"], serde_json::json!([1, 2, 3, 4]));
    assert_eq!(pots[2]["players"], serde_json::json!([3, 4]));
    let ev: Vec<f64> = hand["all_in_ev"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_f64().unwrap())
        .collect();
    assert!((ev.iter().sum::<f64>() - 230.0).abs() < 1e-3, "{ev:?}");
    // Aces against queens alone (the last side pot) win about 81%: p4 expects most.
    assert!(ev[3] > 100.0 && ev[0] < 30.0, "{ev:?}");
}

#[test]
fn hi_lo_splits_scoops_and_keeps_a_side_pot_without_a_low_whole() {
    let hands = records(&["history", &data("hilo.phhs"), "--format", "json"]);
    assert_eq!(winnings(&hands[0]), [6.0, 6.0]);
    assert_eq!(hands[0]["showdown"][1]["low"], "7-5-4-3-2");
    assert_eq!(winnings(&hands[1]), [4.0, 0.0]);
    assert_eq!(winnings(&hands[2]), [9.0, 25.0, 0.0]);
}

#[test]
fn stud_brings_in_completes_splits_and_prices_an_all_in() {
    let hands = records(&["history", &data("stud.phhs"), "--format", "json"]);
    assert_eq!(winnings(&hands[0]), [51.0, 0.0, 0.0]);
    assert!(
        hands[0]["showdown"][0]["high"]
            .as_str()
            .unwrap()
            .starts_with("Flush")
    );
    assert_eq!(winnings(&hands[1]), [9.0, 10.0, 0.0]);
    assert_eq!(hands[1]["showdown"][0]["low"], "8-4-3-2-A");
    assert_eq!(winnings(&hands[2]), [0.0, 19.0, 0.0]);
    assert_eq!(hands[2]["showdown"][0]["low"], Value::Null);
    assert_eq!(hands[3]["variant"], "FR");
    assert_eq!(winnings(&hands[3]), [0.0, 20.0, 0.0]);
    // All in on third street: trips against a pair with four cards to come each.
    assert_eq!(winnings(&hands[4]), [18.0, 0.0]);
    let ev: Vec<f64> = hands[4]["all_in_ev"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_f64().unwrap())
        .collect();
    assert!(
        (ev[0] + ev[1] - 18.0).abs() < 1e-3 && ev[0] > 15.0,
        "{ev:?}"
    );
    // Eight players on seventh street: one shared card.
    assert_eq!(hands[5]["board"], "Js");
    assert_eq!(winnings(&hands[5])[6], 16.0);
    // The deck used up on seventh street: a folded player's card dealt again.
    assert_eq!(winnings(&hands[6])[3], 77.0);
    assert_eq!(hands[6]["showdown"][6]["cards"], "4hKh3h2dJdAhQs");
}

#[test]
fn bet_sizes_the_structure_does_not_allow_are_errors() {
    let path = "tests/data/history-invalid/bet_sizes.phhs";
    let hands = records(&["history", path, "--format", "json", "--skip-invalid"]);
    let errors: Vec<&str> = hands.iter().map(|h| h["error"].as_str().unwrap()).collect();
    let expected = [
        ":11: hand [1]: 'p1 cbr 9': a raise to 9 is less than the least allowed, 10 (4 over the 6 to call",
        ":20: hand [2]: 'p1 cbr 1': a bet to 1 is less than the least allowed, 2 (the street's minimum bet)",
        ":30: hand [3]: 'p1 cbr 30': p1 may only call or fold: an all-in for less than a full raise does not reopen the betting",
        ":39: hand [4]: 'p3 cbr 8': a raise to 8 is more than the most allowed, 7 (pot-limit: the pot after calling)",
        ":49: hand [5]: 'p1 cbr 2': a bet to 2 is less than the least allowed, 4",
        ":59: hand [6]: 'p3 cbr 6': a raise to 6 is more than the most allowed, 4 (fixed-limit: one size)",
        ":69: hand [7]: 'p2 cbr 12': fixed-limit allows 4 completions, bets and raises a round",
        ":79: hand [8]: 'p1 cbr 3': a completion to 3 is more than the most allowed, 2",
        ":89: hand [9]: 'p2 f': p2 brings in (pb) or completes (cbr) first",
        ":99: hand [10]: 'p1 cbr 5': a raise to 5 is more than the most allowed, 4",
        ":109: hand [11]: 'p2 pb': p2 acts out of turn: p1 is to act",
        ":118: hand [12]: 'p4 cbr 200': no one is left to call a raise",
    ];
    assert_eq!(errors.len(), expected.len());
    for (error, expected) in errors.iter().zip(expected) {
        assert!(
            error.contains(&format!("{path}{expected}")),
            "{error}\n  expected: {expected}"
        );
    }
}

#[test]
fn a_hi_lo_side_pot_without_a_low_goes_to_its_high_hand_with_four_stacks() {
    // p1's low takes half the main pot only; the side pot of p2, p3 and p4 (none with a
    // low) goes whole to p2's kings, the last side pot to p3's queens.
    let hands = records(&["history", &data("hilo_side_pot.phh"), "--format", "json"]);
    assert_eq!(winnings(&hands[0]), [8.0, 26.0, 12.0, 0.0]);
    assert_eq!(hands[0]["showdown"][0]["low"], "7-5-4-3-2");
    assert!(hands[0]["showdown"][1]["low"].is_null());
}

#[test]
fn site_hands_show_rake_and_unsettled_showdowns() {
    let hands = records(&["history", &data("site.phhs"), "--format", "json"]);
    assert_eq!(winnings(&hands[0]), [2.0, 0.0, 0.0]);
    assert_eq!(winnings(&hands[1]), [1.5, 0.0]);
    assert_eq!(winnings(&hands[2]), [14.0, 0.0]);
    assert_eq!(hands[2]["mismatch"], true);
    assert!((hands[2]["rake"].as_f64().unwrap() - 0.35).abs() < 1e-9);
    assert_eq!(hands[3]["winnings"], Value::Null);
    // The file names its players: every message and list names them.
    assert_eq!(hands[3]["unsettled"], "bob's cards are not shown");
    let text = handrank(&["history", &data("site.phhs")]);
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(
        text.contains("site.phhs [3] NT: ann collects 14 (Two Pair"),
        "{text}"
    );
    assert!(
        text.contains("recorded ann 13.65, bob 0 (rake 0.35)"),
        "{text}"
    );
    // Without names, players are p1, p2, … (the PHH actions' names), the EV labelled too.
    let text = handrank(&["history", &data("side_pots.phh")]);
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(text.contains("; all-in EV p1 "), "{text}");
    assert!(text.contains(", p4 "), "{text}");
}

#[test]
fn short_deck_ranks_a_flush_over_a_full_house_and_knows_its_deck() {
    let hands = records(&["history", &data("short_deck.phhs"), "--format", "json"]);
    assert_eq!(hands.len(), 2);
    assert_eq!(winnings(&hands[0]), [89.0, 0.0, 0.0]);
    assert!(
        hands[0]["showdown"][0]["high"]
            .as_str()
            .unwrap()
            .starts_with("Flush")
    );
    assert!(
        hands[0]["showdown"][1]["high"]
            .as_str()
            .unwrap()
            .starts_with("Full House")
    );
    // A-6-7-8-9: the ace plays low below the six.
    assert_eq!(winnings(&hands[1]), [101.0, 0.0, 0.0]);
    assert!(
        hands[1]["showdown"][0]["high"]
            .as_str()
            .unwrap()
            .starts_with("Straight")
    );
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("deuce.phhs");
    let text = std::fs::read_to_string(data("short_deck.phhs")).unwrap();
    std::fs::write(&path, text.replacen("QsQd", "Qs2d", 1)).unwrap();
    let output = handrank(&["history", path.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.contains("2d is not in NS's deck"), "{stderr}");
}

#[test]
fn draw_games_stand_pat_discard_and_settle_as_recorded() {
    let hands = records(&[
        "history",
        &data("single_draw.phh"),
        &data("triple_draw.phhs"),
        &data("badugi.phhs"),
        "--format",
        "json",
    ]);
    assert_eq!(hands.len(), 8);
    for hand in &hands {
        assert_eq!(hand["winnings"], hand["recorded"], "{hand}");
        assert_eq!(hand["all_in_ev"], Value::Null, "{hand}");
    }
    // p1 stood pat on a seven-six low; p2 drew one to an eight.
    assert_eq!(hands[0]["variant"], "N2L1D");
    assert_eq!(hands[0]["showdown"][0]["high"], "Seven-Six low (7-6-4-3-2)");
    assert_eq!(hands[0]["showdown"][1]["cards"], "8s6d5h4d3s");
    // The standard's example: Arieh's three draws make 7-5-4-3-2 against Yockey's pat
    // 7-6-4-3-2, all in on the last round.
    assert_eq!(winnings(&hands[2]), [0.0, 0.0, 0.0, 2_510_000.0]);
    // Eight players run the stub out: p1 is dealt a thrown card and a mucked one again.
    assert_eq!(winnings(&hands[4])[2], 34.0);
    // Two A-2-3-4 badugis split 17, the odd chip to p2.
    assert_eq!(winnings(&hands[5]), [0.0, 9.0, 8.0]);
    assert_eq!(
        hands[5]["showdown"][1]["high"],
        hands[5]["showdown"][2]["high"]
    );
    // A discard of a card not held stops the run, naming the file, line and action.
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(data("single_draw.phh")).unwrap();
    let path = dir.path().join("bad.phh");
    std::fs::write(&path, text.replacen("'p2 sd 9c'", "'p2 sd 9h'", 1)).unwrap();
    let path = path.to_str().unwrap();
    let output = handrank(&["history", path]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.contains(&format!(
            "{path}:16: 'p2 sd 9h': p2 discards 9h but holds 8s5h4d3s9c"
        )),
        "{stderr}"
    );
}

#[test]
fn directories_are_read_recursively_in_name_order() {
    let hands = records(&[
        "history",
        "tests/data/history",
        "--format",
        "json",
        "--no-ev",
    ]);
    let files: Vec<&str> = hands
        .iter()
        .map(|h| h["source"]["file"].as_str().unwrap())
        .collect();
    let mut sorted = files.clone();
    sorted.sort();
    assert_eq!(files, sorted);
    // badugi, every_action, hilo, hilo_side_pot, odd_chips, posts, short_deck, shows,
    // side_pots, single_draw, site, stud, stud_unknown, toml_strings, triple_draw.
    assert_eq!(
        hands.len(),
        3 + 1 + 3 + 1 + 2 + 5 + 2 + 4 + 1 + 1 + 4 + 7 + 3 + 2 + 4
    );
}

#[test]
fn the_summary_totals_each_player() {
    let output = handrank(&[
        "history",
        &data("site.phhs"),
        "--summary",
        "--format",
        "csv",
    ]);
    let text = String::from_utf8(output.stdout).unwrap();
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some(
            "player,hands,all_ins,net,net_bb,bb_per_100,adjusted,adjusted_bb,ev_bb_per_100,\
             luck,showdown,non_showdown,showdown_bb,non_showdown_bb,vpip,pfr,wtsd,wsd"
        )
    );
    // ann: +1 raising in hand 1, +0.5 as the big blind heads-up in hand 2 (not
    // voluntary), +7 calling a raise and winning the showdown of hand 3; bob the opposite
    // (he raised hand 3); hand 4 unsettled. The big blind is 1 throughout.
    let third = 1.0 / 3.0 * 100.0;
    let rates = |vpip: f64, pfr: f64, wtsd: &str, wsd: &str| format!("{vpip},{pfr},{wtsd},{wsd}");
    assert_eq!(
        lines.next(),
        Some(&*format!(
            "ann,3,0,8.5,8.5,{},8.5,8.5,{},0,7,1.5,7,1.5,{}",
            8.5 * 100.0 / 3.0,
            8.5 * 100.0 / 3.0,
            rates(2.0 / 3.0 * 100.0, third, "100", "100")
        ))
    );
    assert_eq!(
        lines.next(),
        Some(&*format!(
            "bob,3,0,-8.5,-8.5,{},-8.5,-8.5,{},0,-7,-1.5,-7,-1.5,{}",
            -8.5 * 100.0 / 3.0,
            -8.5 * 100.0 / 3.0,
            rates(third, third, "100", "0")
        ))
    );
    // cid folded in hand 1 only: no flop seen, so no WTSD or W$SD.
    assert_eq!(lines.next(), Some("cid,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,,"));
}

#[test]
fn the_hero_has_one_line_in_every_format() {
    let site = data("site.phhs");
    let json = records(&[
        "history",
        &site,
        "--summary",
        "--hero",
        "bob",
        "--format",
        "json",
    ]);
    assert_eq!(json.len(), 1);
    let bob = &json[0];
    assert_eq!(bob["player"], "bob");
    assert_eq!(
        (bob["hands"].as_u64(), bob["net_bb"].as_f64()),
        (Some(3), Some(-8.5))
    );
    assert_eq!(
        (bob["showdown"].as_f64(), bob["non_showdown"].as_f64()),
        (Some(-7.0), Some(-1.5))
    );
    assert_eq!(
        (bob["wtsd"].as_f64(), bob["wsd"].as_f64()),
        (Some(100.0), Some(0.0))
    );
    let cid = &records(&[
        "history",
        &site,
        "--summary",
        "--hero",
        "cid",
        "--format",
        "json",
    ])[0];
    assert_eq!((&cid["wtsd"], &cid["wsd"]), (&Value::Null, &Value::Null));
    let text =
        String::from_utf8(handrank(&["history", &site, "--summary", "--hero", "ann", "-q"]).stdout)
            .unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    for heading in [
        "bb/100",
        "EV bb/100",
        "luck",
        "non-sd",
        "VPIP",
        "PFR",
        "WTSD",
        "W$SD",
    ] {
        assert!(lines[0].contains(heading), "{heading}: {text}");
    }
    let fields: Vec<&str> = lines[1].split_whitespace().collect();
    assert_eq!(fields[..6], ["ann", "3", "0", "8.5", "8.50", "283.3"]);
    assert_eq!(
        fields[fields.len() - 4..],
        ["66.7", "33.3", "100.0", "100.0"]
    );
}

#[test]
fn the_graph_draws_the_heros_four_lines() {
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("ann.svg");
    let output = handrank(&[
        "history",
        &data("site.phhs"),
        "--hero",
        "ann",
        "--graph",
        svg.to_str().unwrap(),
        "--summary",
        "-q",
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.starts_with("<svg"), "{text}");
    // Three settled hands of ann's: each line, in its colour, has a point at hands 0 to 3
    // (and a sample in the legend).
    for color in ["#1A9E3A", "#E68A00", "#1F5FBF", "#C82A2A"] {
        let points: Vec<usize> = text
            .split("<polyline")
            .filter(|element| element.split('>').next().unwrap().contains(color))
            .map(|element| {
                element
                    .split("points=\"")
                    .nth(1)
                    .unwrap()
                    .split('"')
                    .next()
                    .unwrap()
            })
            .map(|points| points.split_whitespace().count())
            .collect();
        assert_eq!(points, [4, 2], "{color}: {text}");
    }
    for label in [
        "net won: +8.5 bb",
        "all-in adjusted (EV): +8.5 bb",
        "showdown: +7.0 bb",
        "non-showdown: +1.5 bb",
        "ann: 3 hands, in big blinds",
        "hands",
        "big blinds",
    ] {
        assert!(text.contains(label), "{label}: {text}");
    }
    let png = dir.path().join("ann.PNG");
    let output = handrank(&[
        "history",
        &data("site.phhs"),
        "--hero",
        "ann",
        "--graph",
        png.to_str().unwrap(),
        "-o",
        "/dev/null",
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let bytes = std::fs::read(&png).unwrap();
    assert_eq!(bytes[..8], *b"\x89PNG\r\n\x1a\n");
}

#[test]
fn a_graph_needs_a_hero_in_the_hands_and_a_picture_format() {
    let dir = tempfile::tempdir().unwrap();
    let graph = dir.path().join("g.svg");
    let graph = graph.to_str().unwrap();
    let site = data("site.phhs");
    let fails = |args: &[&str], message: &str| {
        let output = handrank(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    };
    fails(&["history", &site, "--graph", graph], "--hero <NAME>");
    fails(
        &["history", &site, "--hero", "zed", "--graph", graph],
        "--hero zed: no player of that name in the 3 settled hands",
    );
    fails(
        &["history", &site, "--hero", "zed", "--summary"],
        "--hero zed: no player of that name",
    );
    fails(
        &["history", &site, "--hero", "ann", "--graph", "g.jpg"],
        "g.jpg: --graph writes an .svg or .png file, not '.jpg'",
    );
    fails(
        &["history", &site, "--hero", "ann", "--graph", "graph"],
        "not a file without an extension",
    );
    assert!(!Path::new(graph).exists());
    // A graph already there is left as it was when the run fails.
    std::fs::write(graph, "before").unwrap();
    fails(
        &["history", &site, "--hero", "zed", "--graph", graph],
        "zed",
    );
    assert_eq!(std::fs::read_to_string(graph).unwrap(), "before");
}

#[test]
fn recorded_winnings_above_the_pots_are_no_rake() {
    // The file counts p2's uncalled 48 as won: the pots hold 4, and a rake is never negative.
    let dir = tempfile::tempdir().unwrap();
    let hand = dir.path().join("uncalled.phh");
    std::fs::write(
        &hand,
        "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n\
         starting_stacks = [100, 100]\n\
         actions = ['d dh p1 AsAd', 'd dh p2 KhKc', 'p2 cbr 50', 'p1 f']\nwinnings = [0, 52]\n",
    )
    .unwrap();
    let hand = hand.to_str().unwrap();
    let json = records(&["history", hand, "--format", "json"]);
    assert_eq!(winnings(&json[0]), [0.0, 4.0]);
    assert_eq!(json[0]["mismatch"], true);
    assert_eq!(json[0]["rake"], Value::Null);
    let text = String::from_utf8(handrank(&["history", hand]).stdout).unwrap();
    assert!(
        text.contains("recorded p1 0, p2 52 (the recorded amounts are 48 more than the pots)"),
        "{text}"
    );
    assert!(!text.contains("rake -"), "{text}");
}

#[test]
fn gzip_and_stdin_read_the_same_hands() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read(data("site.phhs")).unwrap();
    let gz = dir.path().join("site.phhs.gz");
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    std::io::Write::write_all(&mut encoder, &text).unwrap();
    std::fs::write(&gz, encoder.finish().unwrap()).unwrap();
    let from_gz = records(&["history", gz.to_str().unwrap(), "--format", "json"]);
    let plain = records(&["history", &data("site.phhs"), "--format", "json"]);
    assert_eq!(from_gz.len(), plain.len());
    for (a, b) in from_gz.iter().zip(&plain) {
        assert_eq!(a["winnings"], b["winnings"]);
    }
    let mut child = Command::new(crate::common::handrank_binary())
        .args(["history", "-", "--format", "json"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), &text).unwrap();
    let output = child.wait_with_output().unwrap();
    let stdin: Vec<Value> = String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(stdin.len(), 4);
    assert_eq!(stdin[2]["source"]["file"], "<stdin>");
}

#[test]
fn a_bad_hand_stops_the_run_or_is_skipped_without_losing_others() {
    let dir = tempfile::tempdir().unwrap();
    let good = std::fs::read_to_string(data("site.phhs")).unwrap();
    let bad = good.replacen("'p3 f', 'p1 cbr 3.00'", "'p1 cbr 3.00', 'p3 f'", 1);
    let path = dir.path().join("bad.phhs");
    std::fs::write(&path, &bad).unwrap();
    let path = path.to_str().unwrap();
    let output = handrank(&["history", path]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.contains(&format!(
            "{path}:10: hand [1]: 'p1 cbr 3': p1 acts out of turn: p3 is to act"
        )),
        "{stderr}"
    );
    let hands = records(&["history", path, "--format", "json", "--skip-invalid"]);
    assert_eq!(hands.len(), 4);
    assert!(hands[0]["error"].as_str().unwrap().contains("out of turn"));
    assert_eq!(hands[0]["source"]["section"], "1");
    assert_eq!(winnings(&hands[2]), [14.0, 0.0]);
    // Truncated files, malformed numbers and unknown variants: errors, never panics.
    for (text, expected) in [
        (
            &good[..good.find("'p2 f']").unwrap()],
            "ends before its array is closed",
        ),
        (
            &good.replacen("200.30", "200.3.0", 1)[..],
            "'200.3.0', which is not a number",
        ),
        (
            &good.replacen("'NT'", "'NX'", 1)[..],
            "unknown variant 'NX'",
        ),
        (
            &good.replacen("'p1 cbr 3.00'", "'p1 cbr 300'", 1)[..],
            "with only 200.3",
        ),
    ] {
        std::fs::write(dir.path().join("bad.phhs"), text).unwrap();
        let output = handrank(&["history", path]);
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(output.status.code(), Some(2), "{stderr}");
        assert!(
            stderr.contains(expected),
            "{stderr}\n  expected: {expected}"
        );
    }
    assert!(!Path::new(&dir.path().join("missing")).exists());
    let output = handrank(&["history", dir.path().join("missing").to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
}

/// docs/HISTORY.md's first hand, saved as its text says, prints what the doc shows.
#[test]
fn the_first_hand_of_the_docs_is_what_the_command_prints() {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/HISTORY.md"))
        .expect("docs/HISTORY.md");
    let block = |fence: &str| {
        let start = doc.find(fence).expect(fence) + fence.len();
        doc[start..].split("```").next().expect("a closed block")
    };
    let file = block("```toml\n");
    let shown = block("```text\n$ handrank history first.phh\n");
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("first.phh"), file).unwrap();
    let output = Command::new(crate::common::handrank_binary())
        .args(["history", "first.phh"])
        .current_dir(dir.path())
        .output()
        .expect("handrank runs");
    assert!(output.status.success());
    assert_eq!(String::from_utf8(output.stdout).unwrap(), shown);
    assert_eq!(
        String::from_utf8(output.stderr).unwrap().split(';').next(),
        Some("1 hand: 1 settled, 0 unsettled, 0 invalid")
    );
}

/// The README's hand-history examples are what the command prints, to the byte.
#[test]
fn the_readme_examples_are_what_the_command_prints() {
    let mut checked = 0;
    for (command, args, expected) in crate::common::cli::readme_examples("history") {
        let args: Vec<&str> = std::iter::once("history")
            .chain(args.split_whitespace())
            .collect();
        let output = handrank(&args);
        assert!(output.status.success(), "{command}");
        assert_eq!(
            String::from_utf8(output.stdout).unwrap(),
            expected,
            "{command}"
        );
        checked += 1;
    }
    assert_eq!(checked, 2, "the README shows two history commands");
}

#[test]
fn an_all_in_that_cannot_be_priced_says_why() {
    // p2's cards are never shown: no all-in EV, and the record says why (text and JSON).
    let dir = std::env::temp_dir().join(format!("handrank-unpriced-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("unknown.phh");
    std::fs::write(
        &path,
        "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n\
         starting_stacks = [100, 100]\nactions = ['d dh p1 AsAc', 'd dh p2 ????', \
         'p2 cbr 100', 'p1 cc', 'd db 4s5s9d', 'd db Td', 'd db Jc']\n",
    )
    .unwrap();
    let path = path.to_str().unwrap();
    let hands = records(&["history", path, "--format", "json"]);
    assert_eq!(hands[0]["all_in_ev"], Value::Null);
    assert_eq!(
        hands[0]["all_in_unpriced"],
        "p2's cards at the all-in are not known"
    );
    let text = String::from_utf8(handrank(&["history", path]).stdout).unwrap();
    assert!(
        text.trim_end()
            .ends_with("; no all-in EV: p2's cards at the all-in are not known"),
        "{text}"
    );
    // A priced all-in's record has no such field.
    let priced = records(&["history", &data("every_action.phh"), "--format", "json"]);
    assert!(priced[0].get("all_in_unpriced").is_none());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The records of a file of the project's that must all settle as recorded.
fn settled_as_recorded(name: &str, hands: usize) -> Vec<Value> {
    let records = records(&["history", &data(name), "--format", "json"]);
    assert_eq!(records.len(), hands, "{name}");
    for record in &records {
        assert_eq!(record["mismatch"], false, "{record}");
        assert_eq!(record["winnings"], record["recorded"], "{record}");
    }
    records
}

#[test]
fn posts_are_live_bets_never_returned_and_no_blinds_for_the_order_of_play() {
    let hands = settled_as_recorded("posts.phhs", 5);
    // p4's raise comes back down to its post, which stays: p4 collects 1 + 2 + 2.
    assert_eq!(winnings(&hands[1]), [0.0, 0.0, 0.0, 5.0, 0.0]);
    // Had the post been a blind, p5 would act first.
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(data("posts.phhs")).unwrap();
    let path = dir.path().join("posts.phhs");
    std::fs::write(
        &path,
        text.replacen("'p3 f', 'p4 cc'", "'p5 f', 'p4 cc'", 1),
    )
    .unwrap();
    let path = path.to_str().unwrap();
    let stderr = String::from_utf8(handrank(&["history", path]).stderr).unwrap();
    assert!(
        stderr.contains(&format!(
            "{path}:12: hand [1]: 'p5 f': p5 acts out of turn: p3 is to act"
        )),
        "{stderr}"
    );
}

#[test]
fn unknown_cards_shown_on_each_street_then_known_and_a_show_after_the_pot_is_won() {
    let hands = settled_as_recorded("shows.phhs", 4);
    assert_eq!(hands[0]["board"], "3s4cTc9d2h");
    assert_eq!(hands[0]["showdown"][0]["cards"], "AcKc");
    assert_eq!(hands[0]["showdown"][2]["cards"], "JhJs");
    // The all-in is priced with the cards shown at the end: jacks against ace-king.
    let ev = hands[0]["all_in_ev"].as_array().unwrap();
    assert!(
        (ev[2].as_f64().unwrap() - 0.54 * 82.0).abs() < 2.0,
        "{ev:?}"
    );
    assert_eq!(winnings(&hands[2]), [4.0, 0.0]);
    assert_eq!(hands[2]["showdown"], Value::Null);
}

#[test]
fn stud_with_unknown_up_cards_opens_with_whom_the_history_names() {
    let hands = settled_as_recorded("stud_unknown.phhs", 3);
    // Everyone folds to p1's bring-in: the antes and the bring-in are p1's.
    assert_eq!(winnings(&hands[1]), [4.0, 0.0, 0.0]);
    assert_eq!(hands[2]["variant"], "FR");
}

#[test]
fn toml_strings_of_every_form_are_read_in_every_field() {
    let hands = settled_as_recorded("toml_strings.phhs", 2);
    assert_eq!(
        hands[0]["players"],
        serde_json::json!(["Amy \"the Ave\" O'Neil", "Bob\\Smith"])
    );
    assert_eq!(
        hands[1]["players"],
        serde_json::json!(["Élodie", "Björn", "Chen 陈"])
    );
    assert_eq!(hands[1]["source"]["line"], 16);
    // A multi-line string never closed: named at the line that opens it.
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(data("toml_strings.phhs")).unwrap();
    let path = dir.path().join("open.phhs");
    std::fs::write(&path, text.replacen("'''Chen 陈'''", "'''Chen 陈", 1)).unwrap();
    let path = path.to_str().unwrap();
    let output = handrank(&["history", path]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.contains(&format!(
            "{path}:42: hand [2]: the field 'players' has a multi-line string that is never \
             closed"
        )),
        "{stderr}"
    );
}

#[test]
fn inconsistent_hands_are_refused_naming_file_line_and_action() {
    let path = "tests/data/history-invalid/inconsistent.phhs";
    // Without --skip-invalid the first stops the run; with it, each is a record.
    let output = handrank(&["history", path]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.contains(&format!("{path}:12: hand [1]: 'p1 cbr 8'")),
        "{stderr}"
    );
    let output = handrank(&["history", path, "--skip-invalid"]);
    let stdout = String::from_utf8(output.stdout).unwrap();
    for expected in [
        ":12: hand [1]: 'p1 cbr 8': a raise to 8 is less than the least allowed, 10 (4 over \
         the 6 to call",
        ":21: hand [2]: 'p4 cc': p4 acts out of turn: p3 is to act",
    ] {
        assert!(
            stdout.contains(&format!("error: {path}{expected}")),
            "{stdout}"
        );
    }
    let hands = records(&["history", path, "--format", "json", "--skip-invalid"]);
    assert_eq!(hands.len(), 2);
    assert!(hands.iter().all(|hand| hand["error"].is_string()));
}
