//! `handrank history` on PHH as real collections write it: posts, unknown cards shown again,
//! a show after the pot is won, stud with unknown up cards, TOML strings of every form, and
//! inconsistent hands refused.

use serde_json::Value;

use super::history::{data, handrank, records, refused_after, winnings};

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
    let (path, stderr) = refused_after("toml_strings.phhs", "'''Chen 陈'''", "'''Chen 陈");
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
