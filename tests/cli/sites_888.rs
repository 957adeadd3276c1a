//! `handrank history` and `handrank convert` on the project's 888poker text
//! (tests/data/sites/poker888.txt): hands cut at their `#Game No` lines, settled to their
//! recorded amounts, converted to PHH, and bad text.

use super::sites::{folder, handrank, nets, records, stdout};

#[test]
fn poker888_hands_settle_and_convert_to_phh_that_settles_the_same() {
    let file = "tests/data/sites/poker888.txt";
    let converted_file = "tests/data/converted/poker888.phhs";
    let site = records(&["history", file, "--format", "json", "--no-ev"]);
    let sections: Vec<&str> = site
        .iter()
        .map(|h| h["source"]["section"].as_str().unwrap())
        .collect();
    assert_eq!(sections, ["700000001", "700000002", "700000003"]);
    // Each hand starts at its `#Game No` line, not at the `*****` line after it.
    let lines: Vec<u64> = site
        .iter()
        .map(|h| h["source"]["line"].as_u64().unwrap())
        .collect();
    assert_eq!(lines, [1, 20, 53]);
    for hand in &site {
        assert_eq!(hand["mismatch"], false, "{hand}");
    }
    // A raise writes what it puts in: ann's `raises [$0.16]` over her big blind makes
    // 0.18, and the showdown in the summary pays her the 2.62 pot less a rake 888poker
    // does not write: 0.13, inferred.
    assert_eq!(site[1]["recorded"], serde_json::json!([0.0, 2.49, 0.0]));
    let rakes: Vec<f64> = site.iter().map(|h| h["rake"].as_f64().unwrap()).collect();
    assert_eq!(rakes, [0.0, 0.13, 0.0]);
    // Pot-limit Omaha, bob all-in for the main pot, cat the side pot.
    assert_eq!(site[2]["recorded"], serde_json::json!([0.0, 4.2, 4.0]));
    let converted = stdout(&handrank(&["convert", "--to", "phh", file, "-q"]));
    assert_eq!(converted, std::fs::read_to_string(converted_file).unwrap());
    assert!(converted.contains("'p2 cbr 0.18'"), "{converted}");
    let phh = records(&["history", converted_file, "--format", "json", "--no-ev"]);
    assert_eq!(nets(&site), nets(&phh));
    // `_rake_unstated = true`: the PHH infers the same rake.
    assert!(
        converted.contains("\n_rake_unstated = true\n"),
        "{converted}"
    );
    for (site, phh) in site.iter().zip(&phh) {
        assert_eq!(site["recorded"], phh["recorded"]);
        assert_eq!(
            (site["rake"].clone(), phh["mismatch"].clone()),
            (phh["rake"].clone(), false.into())
        );
    }
    // An unknown game, and a raise whose amount is not in brackets: clear errors naming
    // the file's line; the other hand is read.
    let text = std::fs::read_to_string(file)
        .unwrap()
        .replace("Blinds Pot Limit Omaha", "Blinds Pot Limit Courchevel")
        .replace("bob raises [$0.06]", "bob raises $0.06");
    let dir = folder(&[("888.txt", text.as_bytes())]);
    let bad = dir.path().join("888.txt");
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
    assert_eq!((hands.len(), errors.len()), (3, 2), "{errors:?}");
    assert!(
        errors[0].starts_with(&format!("{bad}:33: ")) && errors[0].contains("'$0.06'"),
        "{}",
        errors[0]
    );
    assert!(
        errors[1].starts_with(&format!("{bad}:55: "))
            && errors[1].ends_with("a game this reader does not know"),
        "{}",
        errors[1]
    );
}
