//! The tracker's numbers on hands written so each value is known by hand: a fold pre-flop,
//! a limp, a raise, a big blind who checks, showdowns won and lost, a pot won without a
//! showdown, a walk, two stakes in one collection, stud's bring-in and completion, and the
//! same hands as PokerStars text.

use super::*;

/// The players' names, and each hand's text.
fn phh(blinds: &str, actions: &[&str]) -> String {
    let actions: Vec<String> = actions.iter().map(|a| format!("'{a}'")).collect();
    format!(
        "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [{blinds}, 0]\nmin_bet = 1\n\
         starting_stacks = [1000, 1000, 1000]\nplayers = ['ann', 'bob', 'cat']\n\
         actions = ['d dh p1 AhAd', 'd dh p2 KhKd', 'd dh p3 QhQd', {}]\n",
        actions.join(", ")
    )
}

/// Raise, fold, call; a bet on the flop takes it without a showdown.
const RAISED: &[&str] = &[
    "p3 cbr 6",
    "p1 f",
    "p2 cc",
    "d db 2c7s9d",
    "p2 cc",
    "p3 cbr 10",
    "p2 f",
];

/// A limp, the small blind completes, the big blind checks; checked down to a showdown
/// the aces win.
const LIMPED: &[&str] = &[
    "p3 cc",
    "p1 cc",
    "p2 cc",
    "d db 2c7s9d",
    "p1 cc",
    "p2 cc",
    "p3 cc",
    "d db Ts",
    "p1 cc",
    "p2 cc",
    "p3 cc",
    "d db 3c",
    "p1 cc",
    "p2 cc",
    "p3 cc",
    "p1 sm AhAd",
    "p2 sm KhKd",
    "p3 sm QhQd",
];

/// Everyone folds to the big blind.
const WALK: &[&str] = &["p3 f", "p1 f"];

fn summary_of(hands: &[String]) -> Summary {
    let mut summary = Summary::default();
    for text in hands {
        let hand = read_str(text, "t.phh").unwrap();
        summary.add(&analyze(hand, &EvOptions::default()).unwrap());
    }
    summary
}

fn chips(amount: f64) -> Chips {
    Chips::from_f64(amount)
}

/// (hands, VPIP, PFR, saw the flop, went to showdown, won there).
fn counts(t: &PlayerTotals) -> [u64; 6] {
    [
        t.hands,
        t.voluntary,
        t.raised,
        t.saw_flop,
        t.went_to_showdown,
        t.won_at_showdown,
    ]
}

#[test]
fn each_stat_counts_what_the_players_did() {
    let hands = [
        phh("1, 2", RAISED),
        phh("1, 2", LIMPED),
        phh("1, 2", WALK),
        // The same walk at ten times the stakes: the same in big blinds.
        phh("10, 20", WALK),
    ];
    let summary = summary_of(&hands);
    let ann = &summary.players["ann"];
    let bob = &summary.players["bob"];
    let cat = &summary.players["cat"];
    // ann: folds the small blind, completes the limped pot and wins its showdown.
    assert_eq!(counts(ann), [4, 1, 0, 1, 1, 1]);
    assert_eq!(ann.net, chips(-1.0 + 4.0 - 1.0 - 10.0));
    assert_eq!(
        (ann.showdown, ann.non_showdown()),
        (chips(4.0), chips(-12.0))
    );
    assert_eq!(ann.net_bb, chips(-0.5 + 2.0 - 0.5 - 0.5));
    assert_eq!(ann.showdown_bb, chips(2.0));
    // bob: calls the raise (voluntary) and folds the flop; checks his big blind in the
    // limped pot (not voluntary) and loses its showdown; wins both walks.
    assert_eq!(counts(bob), [4, 1, 0, 2, 1, 0]);
    assert_eq!(bob.net, chips(-6.0 - 2.0 + 1.0 + 10.0));
    assert_eq!(
        (bob.showdown, bob.non_showdown()),
        (chips(-2.0), chips(5.0))
    );
    assert_eq!(bob.net_bb, chips(-3.0 - 1.0 + 0.5 + 0.5));
    // cat: raises (voluntary and PFR) and takes the pot on the flop; limps and loses.
    assert_eq!(counts(cat), [4, 2, 1, 2, 1, 0]);
    assert_eq!(cat.net, chips(7.0 - 2.0));
    assert_eq!(
        (cat.showdown, cat.non_showdown()),
        (chips(-2.0), chips(7.0))
    );
    assert_eq!((cat.net_bb, cat.bb_hands), (chips(3.5 - 1.0), 4));
    assert_eq!(cat.bb_per_100(), Some(2.5 * 100.0 / 4.0));
    assert_eq!(cat.vpip(), Some(0.5));
    assert_eq!(cat.pfr(), Some(0.25));
    assert_eq!(cat.wtsd(), Some(0.5));
    assert_eq!(cat.wsd(), Some(0.0));
    assert_eq!(ann.wsd(), Some(1.0));
    // No flop seen: no WTSD.
    let walk = summary_of(&[phh("1, 2", WALK)]);
    assert_eq!(walk.players["bob"].wtsd(), None);
    assert_eq!(walk.players["bob"].vpip(), Some(0.0));
}

#[test]
fn totals_merge_in_any_order() {
    let hands = [
        phh("1, 2", RAISED),
        phh("1, 2", LIMPED),
        phh("10, 20", WALK),
    ];
    let whole = summary_of(&hands);
    let mut merged = summary_of(&hands[2..]);
    merged.merge(summary_of(&hands[..1]));
    merged.merge(summary_of(&hands[1..2]));
    assert_eq!(merged, whole);
}

#[test]
fn an_all_in_counts_at_its_equity_in_the_adjusted_net() {
    // Aces against kings all in before the flop, the kings hit: 81.5% to 18.5% of 200.
    let text = "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n\
        starting_stacks = [100, 100]\nplayers = ['ann', 'bob']\nactions = ['d dh p1 AhAd', \
        'd dh p2 KsKc', 'p2 cbr 100', 'p1 cc', 'd db 2c7dKh', 'd db Qs', 'd db 3c']\n";
    let summary = summary_of(&[text.to_owned()]);
    let (ann, bob) = (&summary.players["ann"], &summary.players["bob"]);
    assert_eq!((ann.net, ann.all_ins), (chips(-100.0), 1));
    let expected = ann.adjusted.to_f64();
    assert!((expected - 63.0).abs() < 1.0, "{expected}");
    assert_eq!(ann.luck() + bob.luck(), Chips::ZERO);
    // Both all in from the first round: both saw the flop and went to showdown.
    assert_eq!(counts(ann), [1, 1, 0, 1, 1, 0]);
    assert_eq!(counts(bob), [1, 1, 1, 1, 1, 1]);
    assert_eq!(
        ann.adjusted_bb,
        PlayerHand {
            big_blind: Some(chips(2.0)),
            ..Default::default()
        }
        .in_big_blinds(ann.adjusted)
        .unwrap()
    );
}

#[test]
fn stud_counts_the_completion_and_not_the_bring_in_in_small_bets() {
    let text = "variant = 'F7S'\nantes = [1, 1]\nbring_in = 1\nsmall_bet = 2\nbig_bet = 4\n\
        starting_stacks = [50, 50]\nactions = ['d dh p1 AsAh2c', 'd dh p2 QsQhKd', 'p1 pb', \
        'p2 cbr 2', 'p1 f']\n";
    let summary = summary_of(&[text.to_owned()]);
    let (p1, p2) = (&summary.players["p1"], &summary.players["p2"]);
    assert_eq!(counts(p1), [1, 0, 0, 0, 0, 0]);
    assert_eq!(counts(p2), [1, 1, 1, 0, 0, 0]);
    // The unit is the small bet: p1 lost the ante and the bring-in, one small bet.
    assert_eq!((p1.net, p1.net_bb), (chips(-2.0), chips(-1.0)));
}

#[test]
fn big_blinds_are_each_hands_own_and_the_hero_is_found_by_name() {
    let hand = read_str(&phh("1, 2", WALK), "t.phh").unwrap();
    assert_eq!(hand.big_blind(), Some(chips(2.0)));
    assert_eq!(hand.seat_of("cat"), Some(2));
    assert_eq!(hand.seat_of("p3"), None);
    let unnamed = phh("0.5, 1", WALK).replace("players = ['ann', 'bob', 'cat']\n", "");
    let hand = read_str(&unnamed, "t.phh").unwrap();
    assert_eq!(hand.big_blind(), Some(chips(1.0)));
    assert_eq!(hand.seat_of("p3"), Some(2));
    assert_eq!(
        [hand.seat_of("p4"), hand.seat_of("p03"), hand.seat_of("cat")],
        [None; 3]
    );
    let in_bb = PlayerHand {
        big_blind: Some(chips(3.0)),
        ..Default::default()
    };
    assert_eq!(in_bb.in_big_blinds(chips(-1.0)), Some(Chips(-333_333)));
    assert_eq!(in_bb.in_big_blinds(chips(2.0)), Some(Chips(666_667)));
}

/// The same three hands as PokerStars writes them ($0.50/$1: the big blind is $1).
const STARS: &str = "\
PokerStars Hand #1:  Hold'em No Limit ($0.50/$1.00 USD) - 2024/01/02 3:04:05 ET
Table 'T' 6-max Seat #3 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($100 in chips)
Seat 3: cat ($100 in chips)
ann: posts small blind $0.50
bob: posts big blind $1
*** HOLE CARDS ***
cat: raises $2 to $3
ann: folds
bob: calls $2
*** FLOP *** [2c 7s 9d]
bob: checks
cat: bets $4
bob: folds
Uncalled bet ($4) returned to cat
cat collected $6.50 from pot
cat: doesn't show hand
*** SUMMARY ***
Total pot $6.50 | Rake $0
Board [2c 7s 9d]
Seat 1: ann (small blind) folded before Flop
Seat 2: bob (big blind) folded on the Flop
Seat 3: cat (button) collected ($6.50)



PokerStars Hand #2:  Hold'em No Limit ($0.50/$1.00 USD) - 2024/01/02 3:05:05 ET
Table 'T' 6-max Seat #3 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($100 in chips)
Seat 3: cat ($100 in chips)
ann: posts small blind $0.50
bob: posts big blind $1
*** HOLE CARDS ***
cat: calls $1
ann: calls $0.50
bob: checks
*** FLOP *** [2c 7s 9d]
ann: checks
bob: checks
cat: checks
*** TURN *** [2c 7s 9d] [Ts]
ann: checks
bob: checks
cat: checks
*** RIVER *** [2c 7s 9d Ts] [3c]
ann: checks
bob: checks
cat: checks
*** SHOW DOWN ***
ann: shows [Ah Ad] (a pair of Aces)
bob: shows [Kh Kd] (a pair of Kings)
cat: shows [Qh Qd] (a pair of Queens)
ann collected $3 from pot
*** SUMMARY ***
Total pot $3 | Rake $0
Board [2c 7s 9d Ts 3c]
Seat 1: ann (small blind) showed [Ah Ad] and won ($3) with a pair of Aces
Seat 2: bob (big blind) showed [Kh Kd] and lost with a pair of Kings
Seat 3: cat (button) showed [Qh Qd] and lost with a pair of Queens



PokerStars Hand #3:  Hold'em No Limit ($0.50/$1.00 USD) - 2024/01/02 3:06:05 ET
Table 'T' 6-max Seat #3 is the button
Seat 1: ann ($100 in chips)
Seat 2: bob ($100 in chips)
Seat 3: cat ($100 in chips)
ann: posts small blind $0.50
bob: posts big blind $1
*** HOLE CARDS ***
cat: folds
ann: folds
Uncalled bet ($0.50) returned to bob
bob collected $1 from pot
*** SUMMARY ***
Total pot $1 | Rake $0
Seat 1: ann (small blind) folded before Flop
Seat 2: bob (big blind) collected ($1)
Seat 3: cat (button) folded before Flop
";

#[test]
fn pokerstars_text_counts_as_phh_does() {
    let chunk = Chunk {
        file: "stars.txt".into(),
        text: STARS.as_bytes().to_vec(),
        first_line: 1,
        format: Format::detect(STARS.as_bytes()),
    };
    let mut summary = Summary::default();
    for hand in chunk.hands() {
        summary.add(&analyze(hand.unwrap(), &EvOptions::default()).unwrap());
    }
    assert_eq!(summary.settled, 3);
    let (ann, bob, cat) = (
        &summary.players["ann"],
        &summary.players["bob"],
        &summary.players["cat"],
    );
    assert_eq!(counts(ann), [3, 1, 0, 1, 1, 1]);
    assert_eq!(counts(bob), [3, 1, 0, 2, 1, 0]);
    assert_eq!(counts(cat), [3, 2, 1, 2, 1, 0]);
    assert_eq!((ann.net, ann.showdown), (chips(1.0), chips(2.0)));
    assert_eq!((bob.net, bob.non_showdown()), (chips(-3.5), chips(-2.5)));
    assert_eq!(
        (cat.net_bb, cat.non_showdown_bb()),
        (chips(2.5), chips(3.5))
    );
}

#[test]
fn the_series_is_cumulative_in_big_blinds_and_keeps_few_points() {
    let hand = |net: f64, showdown: bool| PlayerHand {
        net: chips(net),
        adjusted: chips(net / 2.0),
        big_blind: Some(chips(2.0)),
        showdown,
        ..Default::default()
    };
    let mut series = Series::new(4);
    for i in 0..10 {
        series.add(&hand(f64::from(i), i % 2 == 0));
    }
    // Nets 0..9 in big blinds of 2: 22.5 in all, of which 0+2+4+6+8 = 10 at showdowns.
    let points = series.points();
    let last = points.last().copied().unwrap();
    assert_eq!((series.hands(), last.hand), (10, 10));
    assert_eq!(
        (last.net, last.adjusted, last.showdown, last.non_showdown),
        (22.5, 11.25, 10.0, 12.5)
    );
    // At most four points kept (the stride doubled twice: hands 0, 4, 8) and the last.
    let hands: Vec<u64> = points.iter().map(|p| p.hand).collect();
    assert_eq!(hands, [0, 4, 8, 10]);
    assert_eq!(points[1].net, (0.0 + 1.0 + 2.0 + 3.0) / 2.0);
}
