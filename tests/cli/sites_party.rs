//! `handrank history` and `handrank convert` on the project's PartyPoker text
//! (tests/data/sites/partypoker.txt): hands cut at their `#Game No` lines, settled to their
//! recorded amounts with the rake PartyPoker does not write inferred, converted to PHH, and
//! bad text.

use super::sites::{folder, handrank, nets, records, stdout};

#[test]
fn partypoker_hands_settle_and_convert_to_phh_that_settles_the_same() {
    let file = "tests/data/sites/partypoker.txt";
    let converted_file = "tests/data/converted/partypoker.phhs";
    let site = records(&["history", file, "--format", "json", "--no-ev"]);
    let sections: Vec<&str> = site
        .iter()
        .map(|h| h["source"]["section"].as_str().unwrap())
        .collect();
    assert_eq!(sections, ["900000001", "900000002", "900000003"]);
    let lines: Vec<u64> = site
        .iter()
        .map(|h| h["source"]["line"].as_u64().unwrap())
        .collect();
    assert_eq!(lines, [1, 33, 65]);
    for hand in &site {
        assert_eq!(hand["mismatch"], false, "{hand}");
    }
    // A raise writes what it puts in: ann's `raises [$4.25 USD]` over her small blind
    // makes 4.50; the 41.50 pot pays her 39.50, a rake of 2 the site does not write.
    assert_eq!(site[0]["recorded"], serde_json::json!([39.5, 0.0, 0.0]));
    let rakes: Vec<f64> = site.iter().map(|h| h["rake"].as_f64().unwrap()).collect();
    assert_eq!(rakes, [2.0, 0.4, 0.0]);
    // Pot-limit Omaha: bob's `is all-In [$2.70 USD]` is a raise to 2.80, the pot; he wins
    // the main pot, cat the side pot.
    assert_eq!(
        nets(&site),
        [
            vec![41.5, 0.0, 0.0],
            vec![8.4, 10.0, 0.0],
            vec![0.0, 0.75, 0.0]
        ]
    );
    let converted = stdout(&handrank(&["convert", "--to", "phh", file, "-q"]));
    assert_eq!(converted, std::fs::read_to_string(converted_file).unwrap());
    assert!(
        converted.contains("'p3 cbr 1.5',\n  'p1 cbr 4.5',"),
        "{converted}"
    );
    assert!(converted.contains("'p1 cbr 2.8',"), "{converted}");
    let phh = records(&["history", converted_file, "--format", "json", "--no-ev"]);
    assert_eq!(nets(&site), nets(&phh));
    for (site, phh) in site.iter().zip(&phh) {
        assert_eq!(site["recorded"], phh["recorded"]);
        assert_eq!(site["rake"], phh["rake"]);
        assert_eq!(phh["mismatch"], false);
    }
}

#[test]
fn bad_partypoker_hands_name_file_and_line_and_skipping_loses_no_other() {
    // An amount that is not one, an unknown game, a hand cut before its `wins` lines.
    let text = std::fs::read_to_string("tests/data/sites/partypoker.txt")
        .unwrap()
        .replace("cat calls [$3 USD]", "cat calls [$3..0 USD]")
        .replace("USD PL Omaha Hi -", "USD PL Courchevel -")
        .replace("cat wins $0.75 USD from the main pot", "");
    let dir = folder(&[("party.txt", text.as_bytes())]);
    let bad = dir.path().join("party.txt");
    let bad = bad.to_str().unwrap();
    let hands = records(&[
        "history",
        bad,
        "--no-ev",
        "--skip-invalid",
        "--format",
        "json",
    ]);
    let errors: Vec<&str> = hands.iter().filter_map(|h| h["error"].as_str()).collect();
    assert_eq!((hands.len(), errors.len()), (3, 3), "{errors:?}");
    assert!(
        errors[0].starts_with(&format!("{bad}:19: ")) && errors[0].contains("'[$3..0 USD]'"),
        "{}",
        errors[0]
    );
    assert!(
        errors[1].starts_with(&format!("{bad}:35: "))
            && errors[1].ends_with("a game this reader does not know"),
        "{}",
        errors[1]
    );
    assert!(
        errors[2].starts_with(&format!("{bad}:81: ")) && errors[2].contains("truncated"),
        "{}",
        errors[2]
    );
    // A good hand between bad ones is read.
    let text = std::fs::read_to_string("tests/data/sites/partypoker.txt")
        .unwrap()
        .replace("cat calls [$3 USD]", "cat calls [$3..0 USD]");
    let dir = folder(&[("party.txt", text.as_bytes())]);
    let one = dir.path().join("party.txt");
    let hands = records(&[
        "history",
        one.to_str().unwrap(),
        "--no-ev",
        "--skip-invalid",
        "--format",
        "json",
    ]);
    let read: Vec<bool> = hands.iter().map(|h| h["error"].is_null()).collect();
    assert_eq!(read, [false, true, true]);
}
