//! `handrank history` over many hands: directories, the per-player summary, the hero's
//! lines and graph, rake, compressed and piped input, and a bad hand among good ones.

use std::path::Path;
use std::process::Command;

use serde_json::Value;

use super::history::{data, handrank, records, succeeds, winnings};

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

/// `handrank history` of site.phhs drawing ann's graph to `path`, with `more` arguments.
fn graph_ann(path: &Path, more: &[&str]) {
    let site = data("site.phhs");
    let path = path.to_str().unwrap();
    let mut args = vec!["history", &site, "--hero", "ann", "--graph", path];
    args.extend(more);
    succeeds(&args);
}

#[test]
fn the_graph_draws_the_heros_four_lines() {
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("ann.svg");
    graph_ann(&svg, &["--summary", "-q"]);
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
    graph_ann(&png, &["-o", "/dev/null"]);
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
