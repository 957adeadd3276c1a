//! Range notation: combo counts, expansions, and errors that name the part and advise.

use super::*;
use crate::equity::StartingHand;

fn count(text: &str) -> usize {
    Range::parse(text).map(|r| r.len()).unwrap_or(0)
}

#[test]
fn combo_counts() {
    assert_eq!(count("QQ+"), 18);
    assert_eq!(count("AKs"), 4);
    assert_eq!(count("AKo"), 12);
    assert_eq!(count("AK"), 16);
    assert_eq!(count("KA"), 16);
    assert_eq!(count("random"), 1326);
    assert_eq!(count("*"), 1326);
    assert_eq!(count("99-66"), 24);
    assert_eq!(count("66-99"), 24);
    assert_eq!(count("ATs+"), 16);
    assert_eq!(count("KTo+"), 36);
    assert_eq!(count("A5s-A2s"), 16);
    assert_eq!(count("KQs-KTs"), 12);
    assert_eq!(count("22+"), 78);
    assert_eq!(count("AhKh"), 1);
    assert_eq!(count("Ah Kh"), 1);
    assert_eq!(count("AhKh, AKs"), 4);
    assert_eq!(count("QQ+,AKs, AKo"), 34);
    assert_eq!(count("QQ+ AK"), 34);
    assert_eq!(count("qq+,aks"), 22);
    assert_eq!(count("AT+"), 16 * 4);
}

#[test]
fn plus_and_dash_expand_the_right_hands() {
    let r = Range::parse("KTs+").unwrap_or_else(|e| panic!("{e}"));
    let mut names: Vec<String> = r
        .combos()
        .iter()
        .filter(|c| c.cards()[0].suit() == Suit::Spades)
        .map(|c| c.to_string())
        .collect();
    names.sort();
    assert_eq!(names, ["KsJs", "KsQs", "KsTs"]);
    for combo in Range::parse("AKo")
        .unwrap_or_else(|e| panic!("{e}"))
        .combos()
    {
        let [a, b] = combo.cards();
        assert_ne!(a.suit(), b.suit());
    }
}

/// Connectors and gappers by a dash: both ends of one gap and suitedness, the same combos as
/// the classes listed.
#[test]
fn a_dash_between_ends_of_one_gap_is_a_ladder() {
    let same = |dash: &str, listed: &str| {
        let parse = |text| Range::parse(text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(parse(dash).combos(), parse(listed).combos(), "{dash}");
    };
    same("JTs-87s", "JTs, T9s, 98s, 87s");
    same("87s-JTs", "JTs, T9s, 98s, 87s");
    same("T8s-64s", "T8s, 97s, 86s, 75s, 64s");
    same("JTo-87o", "JTo, T9o, 98o, 87o");
    same("JT-87", "JT, T9, 98, 87");
    same("AKs-32s", "AKs KQs QJs JTs T9s 98s 87s 76s 65s 54s 43s 32s");
    same("A2s-A2s", "A2s");
    // A fixed first card with a falling second one, as before.
    same("KQo-K9o", "KQo, KJo, KTo, K9o");
    assert_eq!(count("JTs-87s"), 16);
    assert_eq!(count("JTs-87s:0.5, 99"), 22);
    let reason = |text: &str| Range::parse(text).map(|_| ()).unwrap_err().to_string();
    assert_eq!(
        reason("JTs-86s"),
        "bad range part 'JTs-86s': the two ends must have the same gap (JTs-87s, T8s-64s) or \
         the same first rank (A5s-A2s)"
    );
    assert_eq!(
        reason("AA, JTs-87o"),
        "bad range part 'JTs-87o': the two ends must have the same suitedness (both s, both o \
         or neither)"
    );
    assert!(
        reason("JTs-88").contains("both be pairs"),
        "{}",
        reason("JTs-88")
    );
}

#[test]
fn errors_name_the_bad_part() {
    for (text, part) in [
        ("QQ+, AKx", "AKx"),
        ("QQ+,A5s-K2s", "A5s-K2s"),
        ("99-6", "99-6"),
        ("AAs", "AAs"),
        ("AhKx", "AhKx"),
        ("QQ+,Ah", "Ah"),
        ("ZZ", "ZZ"),
        ("AhAh", "AhAh"),
        ("AKs+-", "AKs+-"),
        ("AhKhQh", "AhKhQh"),
    ] {
        match Range::parse(text) {
            Ok(r) => panic!("{text} parsed as {} combos", r.len()),
            Err(e) => assert_eq!(e.part, part, "{text}: {e}"),
        }
    }
    assert!(Range::parse("").is_err());
    assert!(Range::parse(" , ").is_err());
}

#[test]
fn range_typos_get_range_advice() {
    let reason = |text: &str| Range::parse(text).map(|_| ()).unwrap_err().reason;
    assert_eq!(reason("rand"), "did you mean `random`?");
    assert_eq!(reason("ranodm"), "did you mean `random`?");
    assert!(
        reason("1010").contains("tens are `T` or `10`"),
        "{}",
        reason("1010")
    );
    assert!(reason("1010").ends_with("`TT`"));
    assert!(reason("A10s+").ends_with("`ATs+`"));
    assert!(reason("KK+-").contains("not both"));
    assert!(reason("KK-").contains("both ends"));
    assert!(reason("AKx").contains("use s (suited), o (offsuit)"));
    assert!(
        reason("AKss").starts_with("expected a hand class"),
        "{}",
        reason("AKss")
    );
    assert!(reason("AhKx").starts_with("unknown suit 'x'"));
}

fn weights(text: &str) -> Vec<(String, f64)> {
    let range = Range::parse(text).unwrap_or_else(|e| panic!("{e}"));
    let pairs = range.combos().iter().zip(range.weights());
    pairs.map(|(c, &w)| (c.to_string(), w)).collect()
}

#[test]
fn weights_are_fractions_or_percentages_and_the_last_one_counts() {
    let r = Range::parse("AKs:0.5, QQ+, AQo:75%").unwrap();
    assert_eq!(r.len(), 4 + 18 + 12);
    for (&combo, &w) in r.combos().iter().zip(r.weights()) {
        let expected = match StartingHand::of(combo).to_string().as_str() {
            "AKs" => 0.5,
            "AQo" => 0.75,
            _ => 1.0,
        };
        assert_eq!(w, expected, "{combo}");
    }
    // Listed twice: the later part wins, in either order.
    let later = weights("AK:0.25, AKs");
    assert_eq!(later.iter().filter(|(_, w)| *w == 1.0).count(), 4);
    assert_eq!(later.iter().filter(|(_, w)| *w == 0.25).count(), 12);
    let earlier = weights("AKs, AK:0.25");
    assert!(earlier.iter().all(|(_, w)| *w == 0.25));
    // Weight 0 takes combos out; `.5`, `1`, `100%` and `0%` are weights too.
    assert_eq!(weights("random, AA:0").len(), 1326 - 6);
    assert_eq!(weights("AhKh:.5"), [("AhKh".to_owned(), 0.5)]);
    assert_eq!(weights("KK:1, AA:100%")[0].1, 1.0);
    assert_eq!(weights("AhKh:12.5%"), [("AhKh".to_owned(), 0.125)]);
    assert_eq!(count("AA:0%, KK"), 6);
    assert!(!Range::parse("AA:1, KK:100%").unwrap().is_weighted());
    assert!(Range::parse("AA:0.99").unwrap().is_weighted());
}

#[test]
fn bad_weights_name_the_part() {
    for (text, part, says) in [
        ("AKs:1.5", "AKs:1.5", "more than 1"),
        ("AKs:150%", "AKs:150%", "more than 100%"),
        ("AKs:", "AKs:", "not a weight"),
        ("AKs:-0.5", "AKs:-0.5", "not a weight"),
        ("AKs:1e-1", "AKs:1e-1", "not a weight"),
        ("AKs:NaN", "AKs:NaN", "not a weight"),
        ("AKs:0.5.1", "AKs:0.5.1", "not a weight"),
        ("QQ, AKx:0.5", "AKx:0.5", "suffix"),
        ("AA:0", "AA:0", "every combo has weight 0"),
    ] {
        let err = Range::parse(text).unwrap_err();
        assert!(err.part == part || err.part == text, "{text}: {err}");
        assert!(err.to_string().contains(says), "{text}: {err}");
    }
}
