use super::*;

/// A no-limit hold'em hand (or another variant's) from its changing fields.
pub(super) fn nt(stacks: &str, blinds: &str, actions: &[&str]) -> String {
    let n = stacks.split(',').count();
    let zeros = vec!["0"; n].join(", ");
    let actions: Vec<String> = actions.iter().map(|a| format!("'{a}'")).collect();
    format!(
        "variant = 'NT'\nantes = [{zeros}]\nblinds_or_straddles = [{blinds}]\nmin_bet = 2\n\
         starting_stacks = [{stacks}]\nactions = [{}]\n",
        actions.join(", ")
    )
}

pub(super) fn report(text: &str) -> Report {
    analyze(read_str(text, "t.phh").unwrap(), &EvOptions::default()).unwrap()
}

pub(super) fn collected(text: &str) -> Vec<String> {
    let report = report(text);
    let settled = report
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

#[test]
fn folds_to_the_big_blind_leave_it_the_pot_with_its_blind() {
    let text = nt(
        "80.60, 197, 201.30",
        "0.50, 1, 0",
        &[
            "d dh p1 ????",
            "d dh p2 ????",
            "d dh p3 ????",
            "p3 f",
            "p1 f",
        ],
    );
    assert_eq!(collected(&text), ["0", "1.5", "0"]);
}

#[test]
fn an_uncalled_raise_goes_back_and_is_not_winnings() {
    let text = nt(
        "200.30, 81.60, 197",
        "0.50, 1, 0",
        &[
            "d dh p1 ????",
            "d dh p2 ????",
            "d dh p3 ????",
            "p3 f",
            "p1 cbr 3.00",
            "p2 f",
        ],
    );
    let report = report(&text);
    assert_eq!(report.settlement.unwrap().collected[0].to_string(), "2");
    assert_eq!(report.replay.returned[0].to_string(), "2");
    assert_eq!(report.replay.put_in[0].to_string(), "1");
}

#[test]
fn heads_up_the_button_posts_the_small_blind_and_acts_first() {
    // p2 is the button: it posts 0.50 and folds first pre-flop.
    let text = nt(
        "82.40, 197",
        "0.50, 1",
        &["d dh p1 ????", "d dh p2 ????", "p2 f"],
    );
    assert_eq!(collected(&text), ["1.5", "0"]);
    // After the flop p1 (the big blind) acts first.
    let text = nt(
        "100, 100",
        "1, 2",
        &[
            "d dh p1 ????",
            "d dh p2 ????",
            "p2 cc",
            "p1 cc",
            "d db 2c3c4c",
            "p2 cc",
        ],
    );
    assert!(
        error(&text).contains("p2 acts out of turn: p1 is to act"),
        "{}",
        error(&text)
    );
}

#[test]
fn three_all_ins_make_a_main_and_two_side_pots() {
    let text = nt(
        "20, 50, 100, 100",
        "1, 2, 0, 0",
        &[
            "d dh p1 AsAc",
            "d dh p2 KsKc",
            "d dh p3 QsQc",
            "d dh p4 2h3d",
            "p3 cbr 100",
            "p4 f",
            "p1 cc",
            "p2 cc",
            "d db 4s5s9d",
            "d db Td",
            "d db Jc",
        ],
    );
    let report = report(&text);
    let settled = report.settlement.as_ref().unwrap();
    let pots: Vec<(String, Vec<usize>, Vec<usize>)> = settled
        .pots
        .iter()
        .map(|p| {
            (
                p.amount.to_string(),
                p.players.iter().collect(),
                p.high.iter().collect(),
            )
        })
        .collect();
    assert_eq!(
        pots,
        [
            ("60".to_owned(), vec![0, 1, 2], vec![0]),
            ("60".to_owned(), vec![1, 2], vec![1]),
            ("0".to_owned(), vec![], vec![]),
        ][..2]
    );
    // p3's 50 above p2's stack is uncalled and returned.
    assert_eq!(report.replay.returned[2].to_string(), "50");
    assert_eq!(collected(&text), ["60", "60", "0", "0"]);
    let ev = report.all_in.unwrap();
    assert_eq!(ev.board, 0);
    assert_eq!(ev.pots.len(), 2);
    let total: f64 = ev.expected.iter().map(|c| c.to_f64()).sum();
    assert!((total - 120.0).abs() < 1e-3, "{total}");
    assert_eq!(report.unpriced, None);
}

#[test]
fn an_all_in_that_cannot_be_priced_says_why() {
    // p2's cards never shown: the all-in has no EV, and the report says why.
    let actions = ["d dh p1 AsAc", "d dh p2 ????", "p2 cbr 100", "p1 cc"];
    let mut actions = actions.to_vec();
    actions.extend(["d db 4s5s9d", "d db Td", "d db Jc"]);
    let report = report(&nt("100, 100", "1, 2", &actions));
    assert_eq!(report.all_in, None);
    assert_eq!(
        report.unpriced.as_deref(),
        Some("p2's cards at the all-in are not known")
    );
    // Pricing off: nothing is priced, and nothing needs a reason.
    let text = nt("100, 100", "1, 2", &actions);
    let off = EvOptions {
        enabled: false,
        ..EvOptions::default()
    };
    let report = analyze(read_str(&text, "t.phh").unwrap(), &off).unwrap();
    assert_eq!((report.all_in, report.unpriced), (None, None));
}

#[test]
fn two_side_pots_with_three_different_stacks() {
    let text = nt(
        "30, 60, 100",
        "1, 2, 0",
        &[
            "d dh p1 2c2d",
            "d dh p2 KsKc",
            "d dh p3 AsAc",
            "p3 cbr 100",
            "p1 cc",
            "p2 cc",
            "d db 2s7h9d",
            "d db Td",
            "d db 3c",
        ],
    );
    // Main pot 90 (three ways) to p1's set; side pot 60 between p2 and p3 to p3's aces.
    assert_eq!(collected(&text), ["90", "0", "60"]);
}

fn fo8(stacks: &str, actions: &[&str]) -> String {
    let n = stacks.split(',').count();
    let zeros = vec!["0"; n].join(", ");
    let blinds = ["1", "2"]
        .iter()
        .copied()
        .chain(std::iter::repeat_n("0", n - 2))
        .collect::<Vec<_>>()
        .join(", ");
    let actions: Vec<String> = actions.iter().map(|a| format!("'{a}'")).collect();
    format!(
        "variant = 'FO/8'\nantes = [{zeros}]\nblinds_or_straddles = [{blinds}]\nsmall_bet = 2\nbig_bet = 4\n\
         starting_stacks = [{stacks}]\nactions = [{}]\n",
        actions.join(", ")
    )
}

#[test]
fn hi_lo_splits_with_a_low_and_scoops_without() {
    let deal = ["d dh p1 AhKhQdJd", "d dh p2 2c3c9s9d", "p2 cc", "p1 cc"];
    let with_low = [
        &deal[..],
        &[
            "d db 4d5d8s",
            "p1 cc",
            "p2 cc",
            "d db Kc",
            "p1 cc",
            "p2 cc",
            "d db 7h",
            "p1 cc",
            "p2 cc",
        ],
    ]
    .concat();
    // p2: low 7-5-4-3-2... and p1 high with kings: 4 chips split 2/2.
    assert_eq!(collected(&fo8("50, 50", &with_low)), ["2", "2"]);
    let no_low = [
        &deal[..],
        &[
            "d db KdQsJs",
            "p1 cc",
            "p2 cc",
            "d db Kc",
            "p1 cc",
            "p2 cc",
            "d db 7h",
            "p1 cc",
            "p2 cc",
        ],
    ]
    .concat();
    assert_eq!(collected(&fo8("50, 50", &no_low)), ["4", "0"]);
    // An odd pot of 5 (p1's small blind folded): 3 to the high hand, 2 to the low.
    let odd = fo8(
        "50, 50, 50",
        &[
            "d dh p1 TcTd6h6s",
            "d dh p2 2c3c9s9d",
            "d dh p3 AhKhQdJd",
            "p3 cc",
            "p1 f",
            "p2 cc",
            "d db 4d5d8s",
            "p2 cc",
            "p3 cc",
            "d db Kc",
            "p2 cc",
            "p3 cc",
            "d db 7h",
            "p2 cc",
            "p3 cc",
        ],
    );
    assert_eq!(collected(&odd), ["0", "2", "3"]);
}

#[test]
fn a_hi_lo_side_pot_without_a_low_among_its_players_goes_to_the_high_hand() {
    // p1 (short, all in) has the only low; the side pot between p2 and p3 has none.
    let text = fo8(
        "6, 100, 100",
        &[
            "d dh p1 2c3c9s9d",
            "d dh p2 AhAsKdKs",
            "d dh p3 QcQdJcJd",
            "p3 cbr 4",
            "p1 cbr 6",
            "p2 cbr 8",
            "p3 cc",
            "d db 4d5d8s",
            "p2 cbr 2",
            "p3 cc",
            "d db Kc",
            "p2 cbr 4",
            "p3 cc",
            "d db 7h",
            "p2 cc",
            "p3 cc",
        ],
    );
    // Main pot 18: high p2 (kings set), low p1: 9 / 9. Side pot 16 (p2, p3): no low
    // among them, so all 16 to p2, not halved.
    assert_eq!(collected(&text), ["9", "25", "0"]);
}

#[test]
fn unknown_cards_at_a_showdown_leave_the_hand_unsettled() {
    let text = nt(
        "100, 100",
        "1, 2",
        &[
            "d dh p1 ????",
            "d dh p2 ????",
            "p2 cc",
            "p1 cc",
            "d db 2c3c4c",
            "p1 cc",
            "p2 cc",
            "d db 5d",
            "p1 cc",
            "p2 cc",
            "d db 9s",
            "p1 cc",
            "p2 cc",
            "p1 sm AhKh",
            "p2 sm ????",
        ],
    );
    let report = report(&text);
    let unsettled = report.settlement.unwrap_err();
    assert_eq!(unsettled.to_string(), "p2's cards are not shown");
    assert_eq!(
        unsettled,
        SettleError::NotShown {
            player: "p2".into()
        }
    );
    // A muck forfeits: p1 takes the pot.
    let text = nt(
        "100, 100",
        "1, 2",
        &[
            "d dh p1 ????",
            "d dh p2 ????",
            "p2 cc",
            "p1 cc",
            "d db 2c3c4c",
            "p1 cc",
            "p2 cc",
            "d db 5d",
            "p1 cc",
            "p2 cc",
            "d db 9s",
            "p1 cc",
            "p2 cc",
            "p1 sm AhKh",
            "p2 sm",
        ],
    );
    assert_eq!(collected(&text), ["4", "0"]);
}

#[test]
fn partial_histories_are_unsettled_with_the_reason() {
    let text = nt(
        "100, 100, 100",
        "1, 2, 0",
        &["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cc"],
    );
    assert_eq!(
        report(&text).settlement.unwrap_err().to_string(),
        "the history stops with p1 to act"
    );
    let text = nt(
        "100, 100",
        "1, 2",
        &["d dh p1 ????", "d dh p2 ????", "p2 cc", "p1 cc"],
    );
    assert_eq!(
        report(&text).settlement.unwrap_err().to_string(),
        "the history stops with 0 of 5 board cards dealt"
    );
}

#[test]
fn impossible_actions_are_errors_naming_the_action_and_line() {
    let deal = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????"];
    let with = |more: &[&str]| nt("100, 100, 100", "1, 2, 0", &[&deal[..], more].concat());
    let cases = [
        (
            with(&["p1 f"]),
            "t.phh:6: 'p1 f': p1 acts out of turn: p3 is to act",
        ),
        (
            with(&["p3 cbr 101"]),
            "'p3 cbr 101': p3 bets to 101 with only 100",
        ),
        (with(&["p3 cbr 2"]), "not more than the 2 to call"),
        (with(&["p3 f", "p1 f", "p2 f"]), "the hand is already over"),
        (
            with(&["d db 2c3c4c"]),
            "the board is dealt before the betting ends (p3 to act)",
        ),
        (
            with(&["p3 cc", "p1 cc", "p2 cc", "d db 2c3c2c"]),
            "2c is dealt twice",
        ),
        (
            with(&["p3 cc", "p1 cc", "p2 cc", "d db 2c3c"]),
            "this street deals 3 board cards, not 2",
        ),
        (with(&["p4 f"]), "there are only 3 players"),
        (
            nt("100, 100", "1, 2", &["d dh p1 AhKh", "d dh p2 AhQh"]),
            "Ah is dealt twice",
        ),
        (
            nt("100, 100", "1, 2", &["d dh p1 AhKhQh"]),
            "NT deals 2 hole cards, not 3",
        ),
        (
            nt("100, 100", "1, 2", &["d dh p1 AhKh", "p1 f"]),
            "a player acts before every player is dealt",
        ),
        (
            nt("100, 100", "1, 2, 3", &[]),
            "the field 'blinds_or_straddles' has 3 entries for 2 players",
        ),
        (
            nt("100, 100", "1, 2", &[]).replace("'NT'", "'XX'"),
            "unknown variant 'XX': the standard's codes are NT, FT, NS, PO, FO/8, N2L1D, F2L3D, \
             FB, F7S, F7S/8, FR, and handrank adds PT, PO/8",
        ),
        (
            nt("100, 100", "1, 2", &[]).replace("min_bet = 2\n", ""),
            "the field 'min_bet' is missing",
        ),
        (
            nt("100, 0", "1, 2", &[]),
            "has a stack that is not positive",
        ),
    ];
    for (text, expected) in cases {
        let error = error(&text);
        assert!(error.contains(expected), "{error}\n  expected: {expected}");
    }
}

#[test]
fn shows_must_agree_with_the_cards_dealt() {
    let base = ["d dh p1 AhKh", "d dh p2 ????", "p2 cbr 100", "p1 cc"];
    let with = |more: &[&str]| nt("100, 100", "1, 2", &[&base[..], more].concat());
    assert!(error(&with(&["p1 sm AsKs"])).contains("p1 shows AsKs but was dealt AhKh"));
    assert!(error(&with(&["p2 sm AhQh"])).contains("Ah is dealt twice"));
    // Shown before the board comes (an all-in), then the board: settled.
    let text = with(&["p1 sm -", "p2 sm QsQc", "d db 2c7c8d", "d db Jd", "d db 9s"]);
    assert_eq!(collected(&text), ["0", "200"]);
}

#[test]
fn chips_print_as_short_decimals() {
    assert_eq!(Chips(15_650_000).to_string(), "15.65");
    assert_eq!(Chips(-500_000).to_string(), "-0.5");
    assert_eq!(Chips(2_000_000).to_string(), "2");
    assert_eq!(Chips(0).to_string(), "0");
    assert_eq!(Chips(1).to_string(), "0.000001");
    assert_eq!(Chips(-10_050_000).to_string(), "-10.05");
    assert_eq!(Chips(i64::MIN).to_string(), "-9223372036854.775808");
    assert_eq!(Chips(i64::MAX).to_string(), "9223372036854.775807");
}

#[test]
fn phhs_sections_are_read_in_order_and_a_bad_one_does_not_lose_the_rest() {
    let one = nt(
        "100, 100",
        "1, 2",
        &["d dh p1 ????", "d dh p2 ????", "p2 f"],
    );
    let text =
        format!("# a collection\n[1]\n{one}\n[2]\nvariant = 'NT'\nantes = [0, 0]\n\n[3]\n{one}");
    let chunk = Chunk {
        file: "c.phhs".into(),
        text: text.into_bytes(),
        first_line: 1,
        format: Format::Phhs,
    };
    let hands: Vec<Result<HandHistory, HistoryError>> = chunk.hands().collect();
    assert_eq!(hands.len(), 3);
    assert_eq!(hands[0].as_ref().unwrap().source.to_string(), "c.phhs [1]");
    assert_eq!(hands[0].as_ref().unwrap().actions[0].line, 8);
    let bad = hands[1].as_ref().unwrap_err().to_string();
    assert!(
        bad.starts_with("c.phhs:10: hand [2]: the field 'starting_stacks' is missing"),
        "{bad}"
    );
    assert_eq!(hands[2].as_ref().unwrap().source.line, 14);
}

#[test]
fn a_heads_up_preflop_all_in_is_priced_exactly() {
    let text = nt(
        "200, 200",
        "1, 2",
        &[
            "d dh p1 KhKc",
            "d dh p2 AsAd",
            "p2 cbr 6",
            "p1 cbr 200",
            "p2 cc",
            "d db 7c8d2s",
            "d db 9h",
            "d db Qc",
        ],
    );
    let ev = report(&text).all_in.unwrap();
    assert_eq!(ev.pots.len(), 1);
    assert_eq!(ev.pots[0].method, crate::equity::Method::Exact);
    assert_eq!(ev.pots[0].std_err, None);
    let exact = crate::equity::Equity::parse(&["KhKc", "AsAd"])
        .unwrap()
        .exact()
        .unwrap();
    for (player, expected) in exact.players.iter().zip(&ev.expected) {
        let want = Chips::from_f64(player.equity * 400.0);
        assert_eq!(*expected, want, "{expected} against {want}");
    }
}

#[test]
fn a_sampled_all_in_is_priced_the_same_from_any_file() {
    let text = nt(
        "100, 100, 100",
        "1, 2, 0",
        &[
            "d dh p1 AsAd",
            "d dh p2 QhQc",
            "d dh p3 9s8s",
            "p3 cbr 100",
            "p1 cc",
            "p2 cc",
            "d db 2c3d4h",
            "d db 5s",
            "d db 6h",
        ],
    );
    // Sampled however cheap the count would be.
    let sampled = EvOptions {
        exact_seconds: 0.0,
        ..EvOptions::default()
    };
    let priced = |file: &str, options: &EvOptions| {
        let hand = read_str(&text, file).unwrap();
        analyze(hand, options).unwrap().all_in.unwrap()
    };
    let here = priced("t.phh", &sampled);
    assert_eq!(here.pots[0].method, crate::equity::Method::MonteCarlo);
    for file in ["./t.phh", "/elsewhere/hands.phhs", "<stdin>"] {
        assert_eq!(priced(file, &sampled).expected, here.expected, "{file}");
    }
    // The options' seed still changes the sample.
    let reseeded = EvOptions { seed: 1, ..sampled };
    assert_ne!(priced("t.phh", &reseeded).expected, here.expected);
}

#[test]
fn small_chunks_reading_over_their_buffers_give_the_records_of_one_chunk() {
    // Every test collection and site file, read in chunks of about 300 bytes (a hand or
    // two each, the done chunks' buffers handed back and read over, long and short; a
    // first read of comments alone, which does not tell the format yet) and in one chunk
    // a file: the same records, their lines included, in order.
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let inputs = inputs(&[root.join("history"), root.join("sites")]).unwrap();
    let records = |chunk_size: usize| {
        let options = HistoryOptions {
            ev: EvOptions {
                enabled: false,
                ..EvOptions::default()
            },
            skip_invalid: true,
            chunk_size,
            group_size: 4 * chunk_size,
            ..HistoryOptions::default()
        };
        let mut out = Vec::new();
        run(&inputs, &options, &mut out, |report, out| {
            out.extend(format!("{report:?}\n").bytes());
        })
        .unwrap();
        String::from_utf8(out).unwrap()
    };
    let whole = records(1 << 20);
    assert!(whole.lines().count() > 60, "{}", whole.lines().count());
    assert_eq!(records(300), whole);
}
