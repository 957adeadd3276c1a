//! The forms real PHH files take beyond simulated hands: posts (negative blinds), forced
//! bets never returned, unknown cards shown again and then known, a show after the pot is
//! won, and stud whose up cards are unknown.

use super::*;

fn outcome(text: &str) -> Result<Report, String> {
    read_str(text, "t.phh")
        .and_then(|hand| analyze(hand, &EvOptions::default()))
        .map_err(|error| error.to_string())
}

fn collected(text: &str) -> Vec<String> {
    let report = outcome(text).unwrap_or_else(|error| panic!("{error}"));
    let settled = report
        .settlement
        .unwrap_or_else(|reason| panic!("unsettled: {reason}"));
    settled.collected.iter().map(Chips::to_string).collect()
}

fn error(text: &str) -> String {
    match outcome(text) {
        Ok(_) => panic!("no error for {text}"),
        Err(error) => error,
    }
}

/// A hand of `variant` with the given fields (`antes` zero) and actions.
fn hand(variant: &str, fields: &str, stacks: &str, actions: &[&str]) -> String {
    let n = stacks.split(',').count();
    let zeros = vec!["0"; n].join(", ");
    let actions: Vec<String> = actions.iter().map(|a| format!("'{a}'")).collect();
    format!(
        "variant = '{variant}'\nantes = [{zeros}]\n{fields}\nstarting_stacks = [{stacks}]\n\
         actions = [{}]\n",
        actions.join(", ")
    )
}

/// Five players, blinds 1 and 2, and p4 posting 2.
fn posted(actions: &[&str]) -> String {
    let deal = [
        "d dh p1 ????",
        "d dh p2 ????",
        "d dh p3 ????",
        "d dh p4 ????",
        "d dh p5 ????",
    ];
    let actions: Vec<&str> = deal.iter().chain(actions).copied().collect();
    hand(
        "NT",
        "blinds_or_straddles = [1, 2, 0, -2, 0]\nmin_bet = 2",
        "100, 100, 100, 100, 100",
        &actions,
    )
}

#[test]
fn a_post_is_a_live_bet_that_is_no_blind_for_the_order_of_play() {
    // p3 acts first: after p2's big blind, not after p4's post.
    let error = error(&posted(&["p5 f"]));
    assert!(
        error.contains("'p5 f': p5 acts out of turn: p3 is to act"),
        "{error}"
    );
    // The post is live: p4 checks its option, and the round closes when p2 checks.
    let checked = outcome(&posted(&["p3 f", "p4 cc", "p5 f", "p1 f", "p2 cc"])).unwrap();
    assert_eq!(
        checked.settlement.unwrap_err().to_string(),
        "the history stops with 0 of 5 board cards dealt"
    );
    let put_in: Vec<String> = checked.replay.put_in.iter().map(Chips::to_string).collect();
    assert_eq!(put_in, ["1", "2", "0", "2", "0"]);
    // A raise over the post comes back down to the big blind; the post stays.
    assert_eq!(
        collected(&posted(&["p3 f", "p4 cbr 6", "p5 f", "p1 f", "p2 f"])),
        ["0", "0", "0", "5", "0"]
    );
    // A poster who folds leaves the post in the pot.
    assert_eq!(
        collected(&posted(&[
            "p3 f", "p4 cc", "p5 cbr 8", "p1 f", "p2 f", "p4 f"
        ])),
        ["0", "0", "0", "0", "7"]
    );
}

#[test]
fn a_post_is_paid_up_to_the_stack_and_is_never_returned() {
    // p3 posts 4 from a stack of 3: all in for 3, which p2 (the big blind) calls.
    let text = hand(
        "NT",
        "blinds_or_straddles = [1, 2, -4]\nmin_bet = 2",
        "50, 50, 3",
        &[
            "d dh p1 AsAd",
            "d dh p2 KsKd",
            "d dh p3 2c2h",
            "p1 f",
            "p2 cc",
            "d db 2d8s9c",
            "d db Jh",
            "d db Qd",
        ],
    );
    let report = outcome(&text).unwrap();
    let put_in: Vec<String> = report.replay.put_in.iter().map(Chips::to_string).collect();
    assert_eq!(put_in, ["1", "3", "3"]);
    assert_eq!(collected(&text), ["0", "0", "7"]);
    // Stud has a bring-in: a post there is an error, as a blind is.
    let stud = hand(
        "F7S",
        "blinds_or_straddles = [0, -1]\nbring_in = 1\nsmall_bet = 2\nbig_bet = 4",
        "10, 10",
        &[],
    );
    assert!(error(&stud).contains("F7S has a bring-in, never blinds"));
}

#[test]
fn everyone_folding_to_the_bring_in_leaves_it_the_pot_with_its_bring_in() {
    let text = "variant = 'F7S'\nantes = [1, 1, 1]\nbring_in = 1\nsmall_bet = 2\nbig_bet = 4\n\
                starting_stacks = [20, 20, 20]\nactions = ['d dh p1 ????Ah', 'd dh p2 ????2c', \
                'd dh p3 ????Kd', 'p2 pb', 'p3 f', 'p1 f']\n";
    assert_eq!(collected(text), ["0", "4", "0"]);
    let report = outcome(text).unwrap();
    assert_eq!(report.replay.returned[1], Chips::ZERO);
    // A completion is no forced bet: it goes back down to nothing.
    let completed = text.replace("'p2 pb'", "'p2 cbr 2'");
    assert_eq!(collected(&completed), ["0", "3", "0"]);
}

/// Heads-up, all in before the flop, then `run_out` (shows and board).
fn all_in(dealt: [&str; 2], run_out: &[&str]) -> String {
    let deal = [
        format!("d dh p1 {}", dealt[0]),
        format!("d dh p2 {}", dealt[1]),
    ];
    let mut actions: Vec<&str> = deal.iter().map(String::as_str).collect();
    actions.extend(["p2 cbr 50", "p1 cc"]);
    actions.extend(run_out);
    hand(
        "NT",
        "blinds_or_straddles = [1, 2]\nmin_bet = 2",
        "50, 50",
        &actions,
    )
}

#[test]
fn unknown_cards_shown_again_are_revealed_by_a_later_show() {
    let streets = [
        "p1 sm ????",
        "p2 sm ????",
        "d db 3s4cKd",
        "p1 sm Ac??",
        "p2 sm ????",
        "d db 9d",
        "d db 2h",
    ];
    let end = |shows: &[&'static str]| [&streets[..], shows].concat();
    let text = all_in(["????", "????"], &end(&["p2 sm QdQh", "p1 sm AcKc"]));
    assert_eq!(collected(&text), ["100", "0"]);
    // Dealt known cards may be hidden by '????' and shown at the end.
    let known = all_in(["AcKc", "QdQh"], &end(&["p2 sm QdQh", "p1 sm KcAc"]));
    assert_eq!(collected(&known), ["100", "0"]);
    // A later show must agree with what is known: the dealt cards, an earlier show.
    let wrong = error(&all_in(
        ["AcKc", "QdQh"],
        &end(&["p2 sm QdQh", "p1 sm AdKd"]),
    ));
    assert!(
        wrong.contains("'p1 sm AdKd': p1 shows AdKd but was dealt AcKc"),
        "{wrong}"
    );
    let wrong = error(&all_in(["????", "????"], &end(&["p1 sm AhKh"])));
    assert!(
        wrong.contains("'p1 sm AhKh': p1 shows AhKh but was dealt Ac??"),
        "{wrong}"
    );
    // Once every card is shown, there is nothing left to show.
    let twice = error(&all_in(
        ["????", "????"],
        &end(&["p1 sm AcKc", "p1 sm AcKc"]),
    ));
    assert!(twice.contains("p1 has already shown"), "{twice}");
    // Unknown at the showdown: unsettled, with the reason.
    let hidden = outcome(&all_in(
        ["????", "????"],
        &end(&["p2 sm QdQh", "p1 sm ????"]),
    ));
    assert_eq!(
        hidden.unwrap().settlement.unwrap_err().to_string(),
        "p1's cards are not shown"
    );
}

#[test]
fn a_show_after_the_pot_is_won_is_recorded_and_changes_nothing() {
    let won = |show: &str| {
        hand(
            "NT",
            "blinds_or_straddles = [1, 2]\nmin_bet = 2",
            "100, 100",
            &["d dh p1 ????", "d dh p2 ????", "p2 cbr 6", "p1 f", show],
        )
    };
    let report = outcome(&won("p2 sm AsTd")).unwrap();
    assert_eq!(report.replay.end, End::Folds);
    assert_eq!(report.replay.hole[1].to_string(), "AsTd");
    assert_eq!(
        report.settlement.unwrap().collected,
        [Chips::ZERO, Chips(4 * Chips::SCALE)]
    );
    for (show, expected) in [
        (
            "p1 sm AsTd",
            "'p1 sm AsTd': p1 is not in the hand: after the pot is won only",
        ),
        (
            "p2 sm",
            "'p2 sm': the hand is already over: after the pot is won p2 may only show every card",
        ),
        ("p2 sm As??", "p2 may only show every card"),
        ("p2 cc", "'p2 cc': the hand is already over"),
        ("p3 sm AsTd", "there are only 2 players"),
    ] {
        let message = error(&won(show));
        assert!(message.contains(expected), "{message} / {expected}");
    }
    let dealt = won("p2 sm -").replace("d dh p2 ????", "d dh p2 9s9c");
    assert_eq!(collected(&dealt), ["0", "4"]);
}

#[test]
fn stud_whose_up_cards_are_unknown_opens_with_whom_the_history_names() {
    let stud = |actions: &[&str]| {
        let deal = [
            "d dh p1 ??????",
            "d dh p2 ????Kd",
            "d dh p3 ??????",
            "d dh p4 ????2c",
        ];
        let actions: Vec<&str> = deal.iter().chain(actions).copied().collect();
        hand(
            "F7S",
            "bring_in = 1\nsmall_bet = 2\nbig_bet = 4",
            "30, 30, 30, 30",
            &actions,
        )
    };
    // p4's deuce is the lowest card known; p1 and p3 may have lower ones: not p2.
    let error = error(&stud(&["p2 pb"]));
    assert!(
        error.contains(
            "'p2 pb': p2 acts out of turn: one of p1, p3, p4 is to act (the up cards known \
             cannot tell which)"
        ),
        "{error}"
    );
    // Whoever brings in, the turn then goes round from them.
    let third = ["p3 pb", "p4 cc", "p1 f", "p2 cbr 2", "p3 f", "p4 cc"];
    let out_of_turn = outcome(&stud(&["p3 pb", "p1 f"])).unwrap_err();
    assert!(
        out_of_turn.contains("p1 acts out of turn: p4 is to act"),
        "{out_of_turn}"
    );
    // On fourth street no up card of p2 and p4 is known: either may act first.
    // (No antes: the pot is p3's bring-in and 2 each from p2 and p4.)
    for (fourth, won) in [
        (["p2 cc", "p4 cbr 2", "p2 f"], ["0", "0", "0", "5"]),
        (["p4 cc", "p2 cbr 2", "p4 f"], ["0", "5", "0", "0"]),
    ] {
        let deal = ["d dh p2 ??", "d dh p4 ??"];
        assert_eq!(
            collected(&stud(&[&third[..], &deal, &fourth].concat())),
            won
        );
    }
    // Known cards on fourth street decide again: p2's king-seven acts before p4's 2-3.
    let known = [&third[..], &["d dh p2 7h", "d dh p4 3d", "p4 cc"]].concat();
    let error = outcome(&stud(&known)).unwrap_err();
    assert!(
        error.contains("p4 acts out of turn: p2 is to act"),
        "{error}"
    );
}
