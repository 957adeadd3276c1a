//! The draw games: stand pat and discards in turn, replacement cards, the stub followed
//! as pokerkit deals it, errors naming the action and line, and all-in EV at the last
//! draw only.

use super::*;
use crate::Game;
use crate::equity::Equity;

/// A draw hand: the variant, stacks, blinds and actions (`min_bet` or the limits as the
/// variant needs them).
fn draw(variant: &str, stacks: &str, blinds: &str, actions: &[&str]) -> String {
    let n = stacks.split(',').count();
    let zeros = vec!["0"; n].join(", ");
    let bets = if variant == "N2L1D" {
        "min_bet = 2"
    } else {
        "small_bet = 2\nbig_bet = 4"
    };
    let actions: Vec<String> = actions.iter().map(|a| format!("'{a}'")).collect();
    format!(
        "variant = '{variant}'\nantes = [{zeros}]\nblinds_or_straddles = [{blinds}]\n{bets}\n\
         starting_stacks = [{stacks}]\nactions = [\n{}\n]\n",
        actions.join(",\n")
    )
}

fn report(text: &str) -> Report {
    analyze(read_str(text, "t.phh").unwrap(), &EvOptions::default()).unwrap()
}

fn collected(text: &str) -> Vec<String> {
    let settled = report(text)
        .settlement
        .unwrap_or_else(|reason| panic!("unsettled: {reason}"));
    settled.collected.iter().map(Chips::to_string).collect()
}

fn error(text: &str) -> String {
    match read_str(text, "t.phh").and_then(|hand| analyze(hand, &EvOptions::default())) {
        Ok(_) => panic!("no error for {text}"),
        Err(error) => error.to_string(),
    }
}

/// Single draw, heads-up: p2 (the button) opens, p1 draws first.
const PAT_AGAINST_A_ONE_CARD_DRAW: [&str; 8] = [
    "d dh p1 9h6c5d3s2c",
    "d dh p2 7s5h4c3dKd",
    "p2 cbr 100",
    "p1 cc",
    "p1 sd",
    "p2 sd Kd",
    "d dh p2 8d",
    "p1 sm 9h6c5d3s2c",
];

#[test]
fn a_stand_pat_and_a_one_card_draw_replace_the_thrown_card() {
    let mut actions = PAT_AGAINST_A_ONE_CARD_DRAW.to_vec();
    actions.push("p2 sm 8d7s5h4c3d");
    let report = report(&draw("N2L1D", "100, 100", "1, 2", &actions));
    // The hand as shown: the kept cards and the one drawn.
    assert_eq!(report.replay.hole[1].to_string(), "8d7s5h4c3d");
    assert_eq!(report.replay.end, End::Showdown);
    let settled = report.settlement.unwrap();
    // 8-7-5-4-3 beats 9-6-5-3-2: the lowest hand wins deuce-to-seven.
    assert_eq!(settled.collected, [Chips::ZERO, Chips::from_f64(200.0)]);
}

#[test]
fn an_all_in_before_the_last_draw_is_priced_with_the_draws_taken() {
    let mut actions = PAT_AGAINST_A_ONE_CARD_DRAW.to_vec();
    actions.push("p2 sm 8d7s5h4c3d");
    let report = report(&draw("N2L1D", "100, 100", "1, 2", &actions));
    let ev = report.all_in.expect("an all-in before the draw");
    // p2 draws one to 7-5-4-3 (Kd thrown, dead): a deuce or an eight wins (a six makes a
    // straight), 3 + 4 of the 42 cards unseen.
    assert_eq!(ev.pots.len(), 1);
    assert!((ev.pots[0].equity[1] - 7.0 / 42.0).abs() < 1e-12, "{ev:?}");
    assert_eq!(ev.expected[1], Chips::from_f64(200.0 * 7.0 / 42.0));
    // The same question put to the engine directly.
    let direct = Equity::parse_game(Game::DEUCE_SEVEN, &["9h6c5d3s2c+0", "7s5h4c3d+1"])
        .unwrap()
        .dead(&crate::card::parse_cards("Kd").unwrap())
        .exact()
        .unwrap();
    assert_eq!(direct.boards, 42);
    assert!((direct.players[1].equity - ev.pots[0].equity[1]).abs() < 1e-12);
}

#[test]
fn kept_cards_not_written_are_read_from_the_shown_hand_less_the_draw() {
    // p2's cards are unknown until the showdown; the draw dealt a known 8d, so p2 kept
    // the other four.
    let mut actions: Vec<&str> = PAT_AGAINST_A_ONE_CARD_DRAW.to_vec();
    actions[1] = "d dh p2 ??????????";
    actions[5] = "p2 sd ??";
    actions.push("p2 sm 8d7s5h4c3d");
    let ev = report(&draw("N2L1D", "100, 100", "1, 2", &actions)).all_in;
    // Kd is no longer known dead: 43 cards unseen.
    let ev = ev.expect("p2's kept cards are known from the show");
    assert!((ev.pots[0].equity[1] - 7.0 / 43.0).abs() < 1e-12, "{ev:?}");
    // Dealt an unknown card, the kept cards cannot be told: no EV.
    actions[6] = "d dh p2 ??";
    let unknown = report(&draw("N2L1D", "100, 100", "1, 2", &actions));
    assert_eq!(unknown.all_in, None);
    assert_eq!(
        unknown.unpriced.as_deref(),
        Some("p2's cards at the all-in are not known")
    );
}

#[test]
fn an_all_in_with_more_than_one_draw_to_come_has_no_ev() {
    let actions = [
        "d dh p1 9h6c5d3s2c",
        "d dh p2 7s5h4c3dKd",
        "p2 cbr 4",
        "p1 cbr 6",
        "p2 cc",
        "p1 sd",
        "p2 sd Kd",
        "d dh p2 Ks",
        "p1 sd",
        "p2 sd Ks",
        "d dh p2 Kh",
        "p1 sd",
        "p2 sd Kh",
        "d dh p2 8d",
        "p1 sm 9h6c5d3s2c",
        "p2 sm 8d7s5h4c3d",
    ];
    let report = report(&draw("F2L3D", "6, 6", "1, 2", &actions));
    assert!(report.replay.all_in.is_some());
    assert_eq!(report.replay.last_draw, None);
    assert_eq!(report.all_in, None);
    assert!(
        (report.unpriced.as_deref()).is_some_and(|r| r.contains("not just before the last draw")),
        "{:?}",
        report.unpriced
    );
    assert_eq!(report.settlement.unwrap().collected[1].to_string(), "12");
}

#[test]
fn three_handed_triple_draw_deals_in_any_order_and_in_parts() {
    let actions = [
        "d dh p1 Kc9h7d4s2h",
        "d dh p2 Qd8c6s5h5d",
        "d dh p3 AhAdAcAsKs",
        "p3 f",
        "p1 cc",
        "p2 cc",
        "p1 sd Kc9h",
        "p2 sd Qd5d",
        "d dh p2 Js3s",
        "d dh p1 3c",
        "d dh p1 8d",
        "p1 cc",
        "p2 cbr 2",
        "p1 cc",
        "p1 sd 8d",
        "p2 sd Js",
        "d dh p1 5c",
        "d dh p2 Kd",
        "p1 cbr 4",
        "p2 cc",
        "p1 sd",
        "p2 sd Kd",
        "d dh p2 4c",
        "p1 cbr 4",
        "p2 cbr 8",
        "p1 cc",
        "p1 sm 7d5c4s3c2h",
        "p2 sm 8c6s5h4c3s",
    ];
    assert_eq!(
        collected(&draw("F2L3D", "50, 50, 50", "1, 2, 0", &actions)),
        ["32", "0", "0"]
    );
}

#[test]
fn bad_draws_are_errors_naming_the_action_and_line() {
    let hand = |actions: &[&str]| draw("N2L1D", "100, 100", "1, 2", actions);
    let with = |k: usize, action: &'static str| {
        let mut actions = PAT_AGAINST_A_ONE_CARD_DRAW.to_vec();
        actions[k] = action;
        hand(&actions)
    };
    // Actions start on line 7 (the hand's fields take six).
    for (text, expected) in [
        (
            with(5, "p2 sd 9h"),
            "t.phh:12: 'p2 sd 9h': p2 discards 9h but holds 7s5h4c3dKd",
        ),
        (
            with(5, "p2 sd KdKd"),
            "'p2 sd KdKd': p2 discards KdKd but holds",
        ),
        (with(5, "p2 sd ??"), "'p2 sd ??': p2 discards ?? but holds"),
        (
            with(4, "p2 sd"),
            "t.phh:11: 'p2 sd': p2 draws out of turn: p1 is to stand pat or discard",
        ),
        (
            with(3, "p1 sd"),
            "'p1 sd': a player draws before the betting ends (p1 to act)",
        ),
        (
            with(5, "d dh p2 8d"),
            "'d dh p2 8d': cards are dealt before draw 1 of 1 (p2 to stand pat or discard)",
        ),
        (
            with(6, "d dh p2 8d7d"),
            "'d dh p2 8d7d': p2 is owed 1 cards in this draw, not 2",
        ),
        (
            with(6, "d dh p1 8d"),
            "'d dh p1 8d': p1 is owed 0 cards in this draw, not 1",
        ),
        (
            with(6, "d dh p2 Kd"),
            "'d dh p2 Kd': Kd is dealt twice: it was thrown or mucked, and the stub has 41 left",
        ),
        (with(6, "d dh p2 9h"), "'d dh p2 9h': 9h is dealt twice"),
        (with(6, "d db 8d"), "'d db 8d': N2L1D has no board"),
        (
            with(6, "p1 cc"),
            "'p1 cc': no betting during draw 1 of 1 (cards to deal to p2)",
        ),
        (
            with(4, "p1 sm 9h6c5d3s2c"),
            "'p1 sm 9h6c5d3s2c': there is no showdown at this point of the hand",
        ),
    ] {
        let message = error(&text);
        assert!(
            message.contains(expected),
            "{message}\n  expected: {expected}"
        );
    }
    // A stand pat in a game without draws.
    let holdem = "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n\
        starting_stacks = [9, 9]\nactions = ['d dh p1 AhAd', 'd dh p2 KsKc', 'p2 cc', 'p1 sd']\n";
    assert!(error(holdem).contains("'p1 sd': NT has no draws"));
    // The error is typed: the rule broken and its figures, beside the action and line.
    let refused = read_str(&with(6, "d dh p2 Kd"), "t.phh")
        .and_then(|hand| analyze(hand, &EvOptions::default()))
        .unwrap_err();
    assert_eq!(refused.line, Some(13));
    let Problem::Refused { action, error } = refused.problem else {
        panic!("not a refused action: {refused}");
    };
    assert_eq!(action, "d dh p2 Kd");
    let card = "Kd".parse().unwrap();
    assert_eq!(*error, ActionError::ThrownDealtAgain { card, stub: 41 });
}

#[test]
fn a_history_stopping_in_a_draw_is_unsettled_with_the_reason() {
    let text = draw(
        "N2L1D",
        "100, 100",
        "1, 2",
        &PAT_AGAINST_A_ONE_CARD_DRAW[..5],
    );
    assert_eq!(
        report(&text).settlement.unwrap_err().to_string(),
        "the history stops in draw 1 of 1 (p2 to stand pat or discard)"
    );
}

#[test]
fn a_thrown_card_is_dealt_again_only_once_the_stub_runs_out() {
    // Ten players hold fifty cards; the burn leaves one in the stub, so p1's second card
    // comes from a new stub of the thrown, burnt and mucked cards.
    let hands = [
        "2c3c4c5c6c",
        "7c8c9cTcJc",
        "QcKcAc2d3d",
        "4d5d6d7d8d",
        "9dTdJdQdKd",
        "Ad2h3h4h5h",
        "6h7h8h9hTh",
        "JhQhKhAh2s",
        "3s4s5s6s7s",
        "8s9sTsJsQs",
    ];
    let mut actions: Vec<String> = hands
        .iter()
        .enumerate()
        .map(|(i, cards)| format!("d dh p{} {cards}", i + 1))
        .collect();
    actions.extend((3..=10).map(|i| format!("p{i} f")));
    actions.extend(["p1 cc", "p2 cc", "p1 sd 6c5c", "p2 sd"].map(String::from));
    let blinds = "1, 2, 0, 0, 0, 0, 0, 0, 0, 0";
    let stacks = ["50"; 10].join(", ");
    let text = |deal: &str| {
        let mut actions = actions.clone();
        actions.push(deal.to_owned());
        let actions: Vec<&str> = actions.iter().map(String::as_str).collect();
        draw("F2L3D", &stacks, blinds, &actions)
    };
    // The stub's last card (Ks or As: the other was burnt), then p3's folded Qc or p1's
    // own thrown 6c.
    for deal in ["d dh p1 KsQc", "d dh p1 As6c"] {
        let report = report(&text(deal));
        assert_eq!(
            report.settlement.unwrap_err().to_string(),
            "the history stops with p1 to act"
        );
    }
    let report = report(&text("d dh p1 Ks"));
    assert_eq!(
        report.settlement.unwrap_err().to_string(),
        "the history stops in draw 1 of 3 (cards to deal to p1)"
    );
    // Not before the stub's last card is dealt; and the cards still held never.
    assert!(error(&text("d dh p1 6c")).contains(
        "'d dh p1 6c': 6c is dealt twice: it was thrown or mucked, and the stub has 1 left"
    ));
    assert!(error(&text("d dh p1 Ks2c")).contains("'d dh p1 Ks2c': 2c is dealt twice"));
    assert!(error(&text("d dh p1 Ks7c")).contains("7c is dealt twice"));
}
