//! PokerStars' stud and draw games: the project's hands settle to their recorded amounts,
//! in PHH's shape (stud's bring-in and street deals, a draw's discards and deals), and bad
//! text of these games is an error naming its line.

use super::super::{EvOptions, Report, analyze};
use super::*;
use crate::history::{Act, Chips, Phh, read_str};

const STUD: &str = include_str!("../../../tests/data/sites/pokerstars_stud.txt");
const DRAW: &str = include_str!("../../../tests/data/sites/pokerstars_draw.txt");

fn read_all(text: &str) -> Vec<Result<HandHistory, HistoryError>> {
    let file: Arc<str> = "hands.txt".into();
    hands(Site::PokerStars, text.as_bytes(), &file, 1).collect()
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

#[test]
fn every_stud_and_draw_hand_settles_to_its_recorded_amounts() {
    let hands: Vec<HandHistory> = read_all(STUD)
        .into_iter()
        .chain(read_all(DRAW))
        .map(Result::unwrap)
        .collect();
    // Each hand's variant, what each player collected (worked by hand from the text:
    // the pot before rake) and its rake.
    let expected: [(&str, &[f64], f64); 8] = [
        ("F7S", &[2.16, 0.0, 0.0], 0.10),
        ("F7S/8", &[165.0, 165.0], 0.0),
        ("FR", &[1.71, 0.0, 0.0], 0.08),
        ("F7S", &[0.0, 0.11, 0.0], 0.0),
        ("F7S", &[0.0, 0.0, 0.26], 0.01),
        ("F2L3D", &[0.0, 0.0, 1.85], 0.09),
        ("FB", &[0.0, 1.2], 0.06),
        ("N2L1D", &[0.0, 0.0, 80.25], 1.5),
    ];
    assert_eq!(hands.len(), expected.len());
    for (hand, (variant, collected, rake)) in hands.into_iter().zip(expected) {
        let id = hand.hand.clone().unwrap();
        assert_eq!(hand.variant, variant, "{id}");
        let report = settle(hand);
        assert!(!report.mismatch(), "{id}: {report:?}");
        assert_eq!(report.rake(), Some(money(rake)), "{id}");
        let settled = report.settlement.unwrap();
        let collected: Vec<Chips> = collected.iter().map(|&c| money(c)).collect();
        assert_eq!(settled.collected.to_vec(), collected, "{id}");
    }
}

#[test]
fn stud_deals_street_by_street_with_the_bring_in() {
    let hands: Vec<HandHistory> = read_all(STUD).into_iter().map(Result::unwrap).collect();
    let first = &hands[0];
    // No button: the players in seat order; antes, a bring-in, no blinds.
    let names: Vec<&str> = first.players.as_ref().unwrap().iter().collect();
    assert_eq!(names, ["ann", "bob", "cat"]);
    assert_eq!(first.antes, [money(0.02); 3]);
    assert!(first.blinds_or_straddles.is_empty());
    assert_eq!(first.bring_in, Some(money(0.05)));
    assert_eq!(
        (first.small_bet, first.big_bet, first.min_bet),
        (Some(money(0.1)), Some(money(0.2)), None)
    );
    let acts = actions(first);
    // Third street: the hero's three cards, the others' up card after two unknown.
    assert_eq!(
        acts[..7],
        [
            "d dh p1 AdKc6h",
            "d dh p2 ????3c",
            "d dh p3 ????Qs",
            "p2 pb",
            "p3 cbr 0.1",
            "p1 cc",
            "p2 cc"
        ]
    );
    // Fourth street deals all three; seventh (the text's RIVER) the hero's card and an
    // unknown one to the other player still in.
    assert_eq!(acts[7..10], ["d dh p1 6s", "d dh p2 7d", "d dh p3 Qh"]);
    let seventh = acts.iter().position(|a| a == "d dh p1 2s").unwrap();
    assert_eq!(acts[seventh + 1], "d dh p3 ??");
    assert_eq!(acts.last().unwrap(), "p3 sm 9c9dQsQh4d8cTc");
    // The bring-in is on the line that posts it.
    assert!(matches!(first.actions[3].act, Act::BringIn(1)));
    assert_eq!(first.actions[3].line, 13);
    // Heads-up stud hi-lo, in tournament chips.
    assert_eq!(hands[1].chip(), money(1.0));
    assert_eq!(hands[1].bring_in, Some(money(10.0)));
    // A bring-in player who completes at once writes no bring-in: PHH's field is zero.
    assert_eq!(hands[4].bring_in, Some(Chips::ZERO));
    assert_eq!(actions(&hands[4])[3], "p2 cbr 0.1");
}

#[test]
fn everyone_folding_to_the_bring_in_counts_it_as_collected() {
    let hand = read_all(STUD).swap_remove(3).unwrap();
    // The site returns the bring-in; PHH never returns a forced bet, so the reader
    // counts it as collected, and the net is the same.
    assert_eq!(
        hand.winnings.as_ref().unwrap(),
        &[Chips::ZERO, money(0.11), Chips::ZERO]
    );
}

#[test]
fn a_draw_deals_what_each_player_threw_after_every_discard() {
    let hands: Vec<HandHistory> = read_all(DRAW).into_iter().map(Result::unwrap).collect();
    let acts = actions(&hands[0]);
    let first_draw = acts.iter().position(|a| a == "p2 sd ????").unwrap();
    assert_eq!(
        acts[first_draw..first_draw + 4],
        ["p2 sd ????", "p3 sd Kd", "d dh p2 ????", "d dh p3 2c"]
    );
    // The second draw: a stand pat (its `Dealt to` line repeats the hand, nothing new).
    let second = acts.iter().position(|a| a == "p2 sd ??").unwrap();
    assert_eq!(
        acts[second..second + 3],
        ["p2 sd ??", "p3 sd", "d dh p2 ??"]
    );
    assert_eq!(
        hands[0].blinds_or_straddles,
        [money(0.05), money(0.1), Chips::ZERO]
    );
    // Badugi heads-up: the button posts the small blind and is p2.
    let names: Vec<&str> = hands[1].players.as_ref().unwrap().iter().collect();
    assert_eq!(names, ["bob", "ann"]);
    assert_eq!(actions(&hands[1])[1], "d dh p2 Ac2d9hKs");
    // A single draw has no marker: its first discard ends the betting round.
    let single = actions(&hands[2]);
    let draw = single.iter().position(|a| a == "p2 sd ????").unwrap();
    assert_eq!(
        single[draw..draw + 4],
        ["p2 sd ????", "p3 sd Qd", "d dh p2 ????", "d dh p3 2d"]
    );
}

#[test]
fn written_as_phh_stud_and_draw_hands_read_back_the_same() {
    for hand in read_all(STUD).into_iter().chain(read_all(DRAW)) {
        let hand = hand.unwrap();
        let text = Phh(&hand).to_string();
        let mut again = read_str(&text, "again.phh").unwrap_or_else(|e| panic!("{e}\n{text}"));
        for (action, original) in again.actions.iter_mut().zip(&hand.actions) {
            action.line = original.line;
        }
        again.source = hand.source.clone();
        assert_eq!(again, hand, "{text}");
        let (settled, again) = (settle(hand), settle(again));
        assert_eq!(settled.settlement, again.settlement);
    }
}

/// The `n`th hand (from 0) of `text` with one line replaced.
fn hand_with(text: &str, n: usize, from: &str, to: &str) -> String {
    let hand = text.split("\n\n\n\n").nth(n).unwrap();
    assert!(hand.contains(from), "{from}");
    hand.replacen(from, to, 1)
}

fn error_of(text: &str) -> String {
    read_all(text)
        .into_iter()
        .find_map(Result::err)
        .map(|e| e.to_string())
        .unwrap_or_default()
}

#[test]
fn bad_stud_and_draw_text_is_an_error_naming_its_line() {
    let cases = [
        (
            hand_with(STUD, 0, "Dealt to bob [3c]", "Dealt to bob [3c 4c]"),
            "hands.txt:11: hand [240000000001]: 'Dealt to bob [3c 4c]': 2 cards dealt where this street deals 3",
        ),
        (
            hand_with(STUD, 0, "*** 5th STREET ***", "*** FLOP *** [2c 3c 4c]"),
            "hands.txt:24: hand [240000000001]: '*** FLOP *** [2c 3c 4c]': '*** FLOP ***' is not a marker of this game here",
        ),
        (
            hand_with(
                STUD,
                0,
                "cat: completes it to $0.10",
                "cat: completes it to $0.10x",
            ),
            "hands.txt:14: hand [240000000001]: 'cat: completes it to $0.10x': '$0.10x' is not an amount",
        ),
        (
            hand_with(STUD, 0, "bob: brings in for $0.05", "bob: brings in for $9"),
            "hands.txt:13: hand [240000000001]: 'bob: brings in for $9': a bring-in of 9 from a stack of 3.98",
        ),
        (
            hand_with(
                DRAW,
                0,
                "Dealt to cat [8c 7d 5h 3s] [2c]",
                "Dealt to cat [8c 7d 5h] [3s 2c]",
            ),
            "hands.txt:16: hand [240000000011]: 'Dealt to cat [8c 7d 5h] [3s 2c]': 2 cards dealt to a player who threw 1",
        ),
        (
            hand_with(DRAW, 0, "bob: discards 2 cards", "bob: discards two cards"),
            "hands.txt:14: hand [240000000011]: 'bob: discards two cards': 'two' is not a number of cards",
        ),
        (
            hand_with(
                DRAW,
                0,
                "cat: discards 1 card [Kd]",
                "cat: discards 2 cards [Kd]",
            ),
            "hands.txt:15: hand [240000000011]: 'cat: discards 2 cards [Kd]': 2 cards discarded, 1 named",
        ),
        (
            hand_with(DRAW, 0, "*** FIRST DRAW ***", "*** FLOP *** [2c 3c 4c]"),
            "hands.txt:13: hand [240000000011]: '*** FLOP *** [2c 3c 4c]': '*** FLOP ***' is not a marker",
        ),
        // A draw's verbs are no hold'em action, nor a bring-in a draw's.
        (
            hand_with(DRAW, 0, "ann: folds", "ann: brings in for $0.05"),
            "hands.txt:11: hand [240000000011]: 'ann: brings in for $0.05': not an action this reader knows",
        ),
    ];
    for (text, expected) in cases {
        let error = error_of(&text);
        assert!(
            error.starts_with(expected),
            "{error}\n  expected: {expected}"
        );
    }
}

#[test]
fn five_card_draw_is_refused_as_a_game_handrank_does_not_have() {
    let text = hand_with(
        DRAW,
        2,
        "Single Draw 2-7 Lowball No Limit",
        "5 Card Draw No Limit",
    );
    let error = error_of(&format!("\n\n{text}"));
    assert!(
        error.starts_with(
            "hands.txt:3: 'PokerStars Hand #240000000013:  5 Card Draw No Limit ($0.25/$0.50 USD) - 2024/03/05 6:20:00 ET': \
             5 Card Draw is not supported: handrank has no five-card draw high game"
        ),
        "{error}"
    );
    // Stud with a betting PHH has no code for is refused as such.
    let text = hand_with(STUD, 0, "7 Card Stud Limit", "7 Card Stud Pot Limit");
    assert!(
        error_of(&text).contains("7 Card Stud with this betting has no PHH variant"),
        "{}",
        error_of(&text)
    );
}
