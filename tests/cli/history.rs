//! `handrank history` on PHH files the project writes (tests/data/history/): every action,
//! split pots with odd chips, side pots, hi-lo with and without a low, mucked and unknown
//! hands, fold-outs, the draw games, and bad input.

use std::process::{Command, Output};

use serde_json::Value;

pub(super) fn handrank(args: &[&str]) -> Output {
    Command::new(crate::common::handrank_binary())
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("handrank runs")
}

pub(super) fn data(name: &str) -> String {
    format!("tests/data/history/{name}")
}

/// A run that must succeed.
pub(super) fn succeeds(args: &[&str]) -> Output {
    let output = handrank(args);
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

/// `handrank history` on the data file `name` with `from` replaced by `to`, which must
/// fail with exit code 2: the changed file's path and the error.
pub(super) fn refused_after(name: &str, from: &str, to: &str) -> (String, String) {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(data(name)).unwrap();
    assert!(text.contains(from), "{name} has no {from}");
    let path = dir.path().join(name);
    std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
    let path = path.to_str().unwrap().to_owned();
    let output = handrank(&["history", &path]);
    assert_eq!(output.status.code(), Some(2), "{path}");
    (path, String::from_utf8(output.stderr).unwrap())
}

/// The JSON records of a run that must succeed.
pub(super) fn records(args: &[&str]) -> Vec<Value> {
    let output = succeeds(args);
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

pub(super) fn winnings(record: &Value) -> Vec<f64> {
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
    let (path, stderr) = refused_after("single_draw.phh", "'p2 sd 9c'", "'p2 sd 9h'");
    assert!(
        stderr.contains(&format!(
            "{path}:16: 'p2 sd 9h': p2 discards 9h but holds 8s5h4d3s9c"
        )),
        "{stderr}"
    );
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
