//! The lines of a real PokerStars file that move no chips (table talk, players coming and
//! going, disconnections, seats sitting out) are read past, whatever they say; the deals
//! with the site outside the pot (an all-in cash out, insurance) are recorded, never
//! replayed.

use super::super::{EvOptions, Report, analyze};
use super::*;
use crate::history::Chips;

const EVENTS: &str = include_str!("../../../tests/data/sites/pokerstars_events.txt");

fn read_all(text: &str) -> Vec<Result<HandHistory, HistoryError>> {
    let file: Arc<str> = "hands.txt".into();
    hands(Site::PokerStars, text.as_bytes(), &file, 1).collect()
}

fn hand(n: usize) -> &'static str {
    EVENTS.split("\n\n\n\n").nth(n).unwrap()
}

fn read_one(text: &str) -> HandHistory {
    let mut hands = read_all(text);
    assert_eq!(hands.len(), 1);
    hands
        .pop()
        .unwrap()
        .unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn settle(hand: HandHistory) -> Report {
    let options = EvOptions {
        enabled: false,
        ..EvOptions::default()
    };
    analyze(hand, &options).unwrap()
}

fn money(amount: f64) -> Chips {
    Chips::from_f64(amount)
}

fn actions(hand: &HandHistory) -> Vec<String> {
    hand.actions.iter().map(|a| a.act.to_string()).collect()
}

/// The first hand without its lines of talk and table events: only seats, posts and play.
fn without_events() -> String {
    let noise = [
        " said, \"",
        " will be allowed to play",
        " leaves the table",
        " joins the table",
        " was removed from the table",
        " is disconnected",
        " has timed out",
        " is connected",
        " has returned",
    ];
    hand(0)
        .lines()
        .filter(|line| !noise.iter().any(|n| line.contains(n)))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn table_events_and_talk_change_nothing() {
    let quiet = without_events();
    assert_eq!(hand(0).lines().count() - quiet.lines().count(), 14);
    let hand = read_one(hand(0));
    let quiet = read_one(&quiet);
    assert_eq!(actions(&hand), actions(&quiet));
    // Seats sitting out and `out of hand` are not dealt in: bob (small blind), cat (big
    // blind), ann (the button).
    let names: Vec<&str> = hand.players.as_ref().unwrap().iter().collect();
    assert_eq!(names, ["bob", "cat", "ann"]);
    assert_eq!(
        actions(&hand),
        [
            "d dh p1 ????",
            "d dh p2 ????",
            "d dh p3 AhAd",
            "p3 cbr 0.3",
            "p1 f",
            "p2 cc",
            "d db Kc7d2s",
            "p2 cc",
            "p3 cbr 0.4",
            "p2 f"
        ]
    );
    let report = settle(hand);
    assert!(!report.mismatch(), "{report:?}");
    assert_eq!(report.rake(), Some(money(0.03)));
}

#[test]
fn each_event_line_is_read_past_anywhere_in_the_hand() {
    let events = [
        "gus said, \"cat: raises $1 to $2\"",
        "ann said, \"*** RIVER *** [2c 3c 4c 5c] [6c]\"",
        "ann said, \"Dealt to ann [2c 3c]\"",
        "bob said, \"ann collected $5 from pot\"",
        "bob said, \"Uncalled bet ($1) returned to bob\"",
        "cat said, \"\"",
        "bob is sitting out",
        "bob: is sitting out",
        "bob: sits out",
        "cat has timed out",
        "cat has timed out while disconnected",
        "cat is disconnected",
        "cat is connected",
        "cat has returned",
        "dan leaves the table",
        "gus joins the table at seat #4",
        "hal was removed from the table for failing to post",
        "fay will be allowed to play after the button",
        "fay: will be allowed to play after the button",
    ];
    let quiet = without_events();
    let expected = actions(&read_one(&quiet));
    // After the seats (among the posts), before the first action, mid-street, and
    // after the last action.
    let places = [
        "bob: posts small blind",
        "ann: raises",
        "cat: checks",
        "Uncalled bet",
    ];
    for event in events {
        for place in places {
            let text = quiet.replacen(place, &format!("{event}\n{place}"), 1);
            let hand = read_one(&text);
            assert_eq!(actions(&hand), expected, "{event} before {place}");
            assert_eq!(
                hand.winnings.as_ref().unwrap(),
                &[Chips::ZERO, Chips::ZERO, money(0.62)],
                "{event} before {place}"
            );
        }
    }
}

#[test]
fn seats_out_of_hand_and_names_with_parentheses() {
    let text = hand(0).replace("bob", "bob (uk)");
    let hand = read_one(&text);
    let names: Vec<&str> = hand.players.as_ref().unwrap().iter().collect();
    assert_eq!(names, ["bob (uk)", "cat", "ann"]);
    // A seat with a bounty, and one `out of hand` still has its stack read.
    let text = self::hand(0).replace(
        "($10 in chips) out of hand",
        "($10 in chips, $5 bounty) out of hand",
    );
    assert_eq!(read_one(&text).players.unwrap().len(), 3);
}

#[test]
fn a_cash_out_is_recorded_and_the_pot_still_settled_by_the_cards() {
    let hand = read_one(hand(1));
    // ann (big blind), bob (button), cat (small blind) in PHH order: cat, ann, bob.
    let names: Vec<&str> = hand.players.as_ref().unwrap().iter().collect();
    assert_eq!(names, ["cat", "ann", "bob"]);
    // bob took $6.86 from the site on the flop; cat collected the pot.
    assert_eq!(
        hand.winnings.as_ref().unwrap(),
        &[money(7.7), Chips::ZERO, money(6.86)]
    );
    let report = settle(hand);
    // The replay pays the pot by the cards, cat's four kings: the record differs by the
    // deal, and says so.
    let settled = report.settlement.as_ref().unwrap();
    assert_eq!(settled.collected, [money(8.05), Chips::ZERO, Chips::ZERO]);
    assert!(report.mismatch());
}

#[test]
fn insurance_paid_and_received_is_recorded() {
    let insured = hand(1).replace(
        "bob cashed out the hand for $6.86 | Cash Out Fee $0.07",
        "cat: Pays Cashout Risk ($1.50)\nbob: Receives Cashout ($2.25)",
    );
    let hand = read_one(&insured);
    assert_eq!(
        hand.winnings.as_ref().unwrap(),
        &[money(6.2), Chips::ZERO, money(2.25)]
    );
    for bad in [
        "cat: Pays Cashout Risk ($1.50",
        "cat: Pays Cashout Risk (lots)",
    ] {
        let text = self::hand(1).replace(
            "bob cashed out the hand for $6.86 | Cash Out Fee $0.07",
            bad,
        );
        let error = read_all(&text).pop().unwrap().unwrap_err().to_string();
        assert!(
            error.starts_with(&format!("hands.txt:15: hand [250000000002]: '{bad}': '")),
            "{error}"
        );
        assert!(error.ends_with("is not an amount"), "{error}");
    }
}
