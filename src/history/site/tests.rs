use super::testing::{money, read_all, read_site, settle};
use super::*;
use crate::history::{Act, Chips, Format};

const CASH: &str = include_str!("../../../tests/data/sites/pokerstars_cash.txt");
const TOURNAMENT: &str = include_str!("../../../tests/data/sites/pokerstars_tournament.txt");
const POSTS: &str = include_str!("../../../tests/data/sites/pokerstars_posts.txt");

#[test]
fn every_hand_settles_to_its_recorded_amounts_and_rake() {
    let hands: Vec<HandHistory> = read_all(CASH)
        .into_iter()
        .chain(read_all(TOURNAMENT))
        .map(Result::unwrap)
        .collect();
    assert_eq!(hands.len(), 8);
    let mut rakes = Vec::new();
    for hand in hands {
        let id = hand.hand.clone().unwrap();
        let report = settle(hand);
        assert!(report.settlement.is_ok(), "{id}: {:?}", report.settlement);
        assert!(!report.mismatch(), "{id}: {report:?}");
        rakes.push((id, report.rake().unwrap()));
    }
    let expected = [
        ("230000000001", 0.35),
        ("230000000003", 0.26),
        ("230000000004", 2.0),
        ("230000000005", 2.0),
        ("230000000006", 0.09),
        ("230000000007", 0.5),
        ("230000000008", 0.0),
        ("230000000002", 0.0),
    ];
    let expected: Vec<(String, Chips)> = expected
        .iter()
        .map(|&(id, rake)| (id.to_owned(), money(rake)))
        .collect();
    assert_eq!(rakes, expected);
}

#[test]
fn players_are_in_phh_order_with_forced_bets_by_position() {
    let hands: Vec<HandHistory> = read_all(CASH).into_iter().map(Result::unwrap).collect();
    // Button seat 3; dan sits out: ann (small blind), bob (big blind), cat (button).
    let first = &hands[0];
    let names: Vec<&str> = first.players.as_ref().unwrap().iter().collect();
    assert_eq!(names, ["ann", "bob", "cat"]);
    assert_eq!(first.variant, "NT");
    assert_eq!(
        first.blinds_or_straddles,
        [money(0.5), money(1.0), Chips::ZERO]
    );
    assert_eq!(first.min_bet, Some(money(1.0)));
    assert_eq!(
        first.starting_stacks,
        [Some(money(100.0)), Some(money(98.5)), Some(money(1250.0))]
    );
    assert_eq!(first.chip(), money(0.01));
    assert_eq!(first.source.section.as_deref(), Some("230000000001"));
    assert_eq!(first.source.line, 1);
    // The first action is ann's known cards, on the line after *** HOLE CARDS ***'s
    // `Dealt to` line.
    assert_eq!(first.actions[0].line, 11);
    assert!(
        matches!(first.actions[0].act, Act::DealHole { player: 0, cards } if cards.to_string() == "AhKh")
    );
    assert!(
        matches!(first.actions[1].act, Act::DealHole { player: 1, cards } if cards.to_string() == "????")
    );
    // Heads-up: bob (not the button) is p1 and posts the big blind; the arrays are
    // reversed, as PHH writes heads-up blinds.
    let heads_up = &hands[1];
    let names: Vec<&str> = heads_up.players.as_ref().unwrap().iter().collect();
    assert_eq!(names, ["bob", "ann"]);
    assert_eq!(heads_up.blinds_or_straddles, [money(0.05), money(0.1)]);
    assert_eq!(heads_up.variant, "PO");
    // A straddle is the third player's blind; the limit game has small and big bets.
    assert_eq!(
        hands[3].blinds_or_straddles,
        [money(0.25), money(0.5), money(1.0), Chips::ZERO]
    );
    assert_eq!(
        (hands[4].small_bet, hands[4].big_bet),
        (Some(money(0.1)), Some(money(0.2)))
    );
    assert_eq!(hands[5].variant, "PO/8");
}

#[test]
fn run_it_twice_splits_each_pot_between_the_boards() {
    let hand = read_all(CASH).swap_remove(2).unwrap();
    assert_eq!(hand.runs.len(), 1);
    assert_eq!(hand.runs[0].to_string(), "KsAc");
    let report = settle(hand);
    let settled = report.settlement.as_ref().unwrap();
    // bob, cat, ann: each run's half of the 302 pot.
    assert_eq!(settled.collected, [money(151.0), Chips::ZERO, money(151.0)]);
    assert_eq!(
        report.hand.winnings.as_ref().unwrap(),
        &[money(150.0), Chips::ZERO, money(150.0)]
    );
}

#[test]
fn a_walk_counts_the_returned_blind_as_collected() {
    let hand = read_all(CASH).pop().unwrap().unwrap();
    // cat's returned half of the big blind is collected in PHH's meaning.
    assert_eq!(
        hand.winnings.as_ref().unwrap(),
        &[Chips::ZERO, money(1.5), Chips::ZERO]
    );
    let report = settle(hand);
    assert_eq!(
        report.settlement.unwrap().collected,
        [Chips::ZERO, money(1.5), Chips::ZERO]
    );
}

#[test]
fn a_big_blind_from_another_seat_is_a_post() {
    let hands: Vec<HandHistory> = read_all(POSTS).into_iter().map(Result::unwrap).collect();
    assert_eq!(hands.len(), 3);
    let zero = Chips::ZERO;
    // eve (p3) posts beside bob's big blind, checks first to act and calls dan's raise;
    // dan (p4), the button, is the first to act after her.
    assert_eq!(
        hands[0].blinds_or_straddles,
        [money(0.5), money(1.0), money(-1.0), zero]
    );
    assert_eq!(hands[0].antes, [zero; 4]);
    // dan (p3) posts small & big blinds: the small blind's half dead (an ante), the big
    // blind's live (a post).
    assert_eq!(
        hands[1].blinds_or_straddles,
        [money(0.5), money(1.0), money(-1.0), zero]
    );
    assert_eq!(hands[1].antes, [zero, zero, money(0.5), zero]);
    // eve (p4) posts; dan limps and she checks her option.
    assert_eq!(
        hands[2].blinds_or_straddles,
        [money(0.5), money(1.0), zero, money(-1.0), zero]
    );
    // What each put in and collected, worked by hand from the text (pot less rake).
    let expected: [(&[f64], &[f64]); 3] = [
        (&[0.5, 3.0, 8.0, 8.0], &[0.0, 0.0, 19.5, 0.0]),
        (&[0.5, 19.0, 19.5, 0.0], &[0.0, 39.0, 0.0, 0.0]),
        (&[1.0, 4.0, 1.0, 4.0, 0.0], &[0.0, 0.0, 0.0, 10.0, 0.0]),
    ];
    let rakes = [0.5, 1.5, 0.4];
    for ((hand, (put_in, collected)), rake) in hands.into_iter().zip(expected).zip(rakes) {
        let id = hand.hand.clone().unwrap();
        let report = settle(hand);
        assert!(!report.mismatch(), "{id}: {report:?}");
        assert_eq!(report.rake(), Some(money(rake)), "{id}");
        let money_of = |values: &[f64]| values.iter().map(|&v| money(v)).collect::<Vec<_>>();
        assert_eq!(report.replay.put_in.to_vec(), money_of(put_in), "{id}");
        let settled = report.settlement.unwrap();
        assert_eq!(settled.collected.to_vec(), money_of(collected), "{id}");
    }
}

#[test]
fn tournament_chips_antes_and_side_pots() {
    let hand = read_all(TOURNAMENT).pop().unwrap().unwrap();
    assert_eq!(hand.chip(), Chips::from_f64(1.0));
    assert_eq!(hand.antes, [Chips::from_f64(10.0); 4]);
    let report = settle(hand);
    let settled = report.settlement.as_ref().unwrap();
    let pots: Vec<f64> = settled.pots.iter().map(|pot| pot.amount.to_f64()).collect();
    assert_eq!(pots, [2410.0, 1400.0]);
    assert_eq!(settled.collected[2], Chips::from_f64(3810.0));
}

/// The first hand of the cash file with one line replaced.
fn first_with(from: &str, to: &str) -> String {
    let first = CASH.split("\n\n\n\n").next().unwrap();
    assert!(first.contains(from), "{from}");
    first.replacen(from, to, 1)
}

fn error_of(text: &str) -> String {
    read_all(text)
        .into_iter()
        .find_map(Result::err)
        .map(|e| e.to_string())
        .unwrap_or_default()
}

#[test]
fn bad_text_is_an_error_naming_file_line_and_hand() {
    let cases = [
        (
            first_with("ann: calls $2.50", "ann: calls $2"),
            "hands.txt:12: hand [230000000001]: 'ann: calls $2': a call of 2 where the call is 2.5",
        ),
        (
            first_with("Uncalled bet ($10)", "Uncalled bet ($9)"),
            "hands.txt:27: hand [230000000001]: 'Uncalled bet ($9) returned to ann': 9 returned where the uncalled bet is 10",
        ),
        (
            first_with("cat: checks", "cat: dances"),
            "hands.txt:23: hand [230000000001]: 'cat: dances': not an action this reader knows",
        ),
        (
            first_with("Hold'em No Limit", "Courchevel No Limit"),
            "hands.txt:1: 'PokerStars Hand #230000000001:  Courchevel No Limit ($0.50/$1.00 USD) - 2024/01/02 3:04:05 ET': a game this reader does not know",
        ),
        (
            first_with("*** TURN ***", "*** FOURTH ***"),
            "hands.txt:21: hand [230000000001]: '*** FOURTH *** [2c 7d 9h] [Ts]': '*** FOURTH ***' is not a marker",
        ),
        (
            first_with("Dealt to ann [Ah Kh]", "Dealt to ann [Ah]"),
            "hands.txt:10: hand [230000000001]: 'Dealt to ann [Ah]': 1 cards dealt: this game deals 2",
        ),
        (
            first_with(
                "Seat 2: bob ($98.50 in chips)",
                "Seat 2: bob (lots in chips)",
            ),
            "hands.txt:4: hand [230000000001]: 'Seat 2: bob (lots in chips)' is not a seat",
        ),
        (
            CASH.split("*** RIVER ***").next().unwrap().to_owned(),
            "hands.txt:23: hand [230000000001]: the hand ends before its *** SUMMARY ***",
        ),
        (
            first_with("ann collected $14.65", "ann collected $90000000014.65"),
            "hands.txt:36: hand [230000000001]: an amount of 90000000014.65 is more than a hand history holds",
        ),
        (
            first_with("Seat 2: bob ($98.50 in chips)", "Seat 2: bob ($0 in chips)"),
            "hands.txt:7: hand [230000000001]: seat 2 (bob) is dealt in with no chips",
        ),
        (
            first_with("ann: checks", "zed: checks"),
            "hands.txt:17: hand [230000000001]: 'zed: checks': no player 'zed' is seated",
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
fn bom_crlf_and_junk_before_a_hand() {
    assert_eq!(
        Format::detect(CASH.as_bytes()),
        Format::Site(Site::PokerStars)
    );
    let crlf = format!("\u{feff}{}", CASH.replace('\n', "\r\n"));
    // The reader of files drops the byte-order mark.
    let text = crlf.strip_prefix('\u{feff}').unwrap();
    assert_eq!(
        Format::detect(text.as_bytes()),
        Format::Site(Site::PokerStars)
    );
    let hands = read_all(text);
    assert_eq!(hands.len(), 7);
    assert!(hands.iter().all(Result::is_ok));
    let junk = format!("hello\n\n{CASH}");
    let hands = read_all(&junk);
    assert_eq!(hands.len(), 8);
    let error = hands[0].as_ref().unwrap_err().to_string();
    assert!(
        error.starts_with("hands.txt:1: 'hello' does not start a PokerStars hand"),
        "{error}"
    );
    assert!(hands[1..].iter().all(Result::is_ok));
}

#[test]
fn written_as_phh_each_hand_reads_back_the_same_and_settles_the_same() {
    use crate::history::{Phh, read_str};
    let hands = read_all(CASH)
        .into_iter()
        .chain(read_all(TOURNAMENT))
        .chain(read_all(POSTS));
    for hand in hands.map(Result::unwrap) {
        let text = Phh(&hand).to_string();
        let mut again = read_str(&text, "again.phh").unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(again.actions.len(), hand.actions.len());
        for (action, original) in again.actions.iter_mut().zip(&hand.actions) {
            action.line = original.line;
        }
        again.source = hand.source.clone();
        assert_eq!(again, hand, "{text}");
        let (settled, again) = (settle(hand), settle(again));
        assert_eq!(settled.settlement, again.settlement);
        assert_eq!(settled.mismatch(), again.mismatch());
    }
}

#[test]
fn phh_text_of_a_site_hand() {
    let hand = read_all(CASH).swap_remove(2).unwrap();
    let text = crate::history::Phh(&hand).to_string();
    let expected = "variant = 'NT'\nantes = [0.00, 0.00, 0.00]\n\
        blinds_or_straddles = [1.00, 2.00, 0.00]\nmin_bet = 2.00\n\
        starting_stacks = [150.00, 300.00, 200.00]\nactions = [\n  'd dh p1 ????',\n  \
        'd dh p2 ????',\n  'd dh p3 ????',\n  'p3 cbr 6',\n  'p1 cc',\n  'p2 f',\n  \
        'd db Kd8s3c',\n  'p1 cbr 144',\n  'p3 cc',\n  'd db 2h',\n  'd db 9d',\n  \
        'p1 sm AhKh',\n  'p3 sm 8d8c',\n]\nplayers = [\"bob\", \"cat\", \"ann\"]\n\
        winnings = [150.00, 0.00, 150.00]\nhand = 230000000004\n_rake = 2.00\n_runs = ['KsAc']\n";
    assert_eq!(text, expected);
}

const GGPOKER: &str = include_str!("../../../tests/data/sites/ggpoker.txt");

fn read_gg(text: &str) -> Vec<Result<HandHistory, HistoryError>> {
    read_site(Site::GGPoker, text)
}

#[test]
fn sites_are_told_by_their_header_lines() {
    assert_eq!(
        Site::of_line(b"Poker Hand #HD1: Hold'em No Limit"),
        Some(Site::GGPoker)
    );
    assert_eq!(
        Site::of_line(b"PokerStars Hand #1: Hold'em"),
        Some(Site::PokerStars)
    );
    for other in [&b"Poker Hands #1"[..], b"Poker", b"PokerStarz Hand", b""] {
        assert_eq!(Site::of_line(other), None);
    }
    assert_eq!(
        Format::detect(b"\n\nPoker Hand #HD1: Hold'em"),
        Format::Site(Site::GGPoker)
    );
}

#[test]
fn ggpoker_hands_read_straddles_runs_and_fees() {
    let hands: Vec<HandHistory> = read_gg(GGPOKER).into_iter().map(Result::unwrap).collect();
    assert_eq!(hands.len(), 6);
    // Button seat 1: the straddle is the third player's blind, Hero (the button) last.
    let first = &hands[0];
    let names: Vec<&str> = first.players.as_ref().unwrap().iter().collect();
    assert_eq!(names, ["a1b2c3d4", "9f8e7d6c", "0badc0de", "Hero"]);
    assert_eq!(
        first.blinds_or_straddles,
        [money(0.02), money(0.05), money(0.1), Chips::ZERO]
    );
    // Rake 0.03 and jackpot 0.01, both from the pot.
    assert_eq!(first.rake, Some(money(0.04)));
    assert_eq!(hands[1].runs.len(), 1);
    let runs: Vec<String> = hands[2].runs.iter().map(ToString::to_string).collect();
    assert_eq!(runs, ["Ah6d7c4sTh", "Qd5s2hKd6c"]);
    // A tournament in chips with antes; PLO-5 deals five cards.
    assert_eq!(hands[3].hand.as_deref(), Some("TM2001"));
    assert_eq!(hands[3].chip(), Chips::from_f64(1.0));
    assert_eq!(hands[3].antes, [Chips::from_f64(50.0); 4]);
    assert!(
        matches!(hands[4].actions[0].act, Act::DealHole { player: 0, cards } if cards.to_string() == "AhKdQsJcTc")
    );
    for hand in hands {
        let id = hand.hand.clone().unwrap();
        let report = settle(hand);
        assert!(report.settlement.is_ok(), "{id}: {:?}", report.settlement);
        assert_eq!(report.mismatch(), id == "HD1006", "{id}");
    }
}

#[test]
fn a_run_dealt_before_the_run_before_it_is_an_error() {
    // The third hand is run three times; without its second run's lines the third run
    // would follow an empty one.
    let lines: Vec<&str> = GGPOKER.lines().collect();
    let thrice = lines
        .iter()
        .position(|l| *l == "Hand was run three times")
        .unwrap();
    let text: Vec<&str> = (lines.iter().enumerate())
        .filter(|&(i, line)| !(i > thrice && line.starts_with("*** SECOND ")))
        .map(|(_, line)| *line)
        .collect();
    let error = read_gg(&(text.join("\n") + "\n"))
        .into_iter()
        .find_map(Result::err)
        .unwrap()
        .to_string();
    assert!(error.contains("run 3 is dealt before run 2"), "{error}");
}

#[test]
fn ggpoker_headers_name_games_in_tournament_names_and_one_amount_stakes() {
    let hand = GGPOKER.split("\n\n\n").next().unwrap();
    let with = |header: &str| {
        let text = hand.replacen(
            "Poker Hand #HD1001: Hold'em No Limit ($0.02/$0.05) - 2024/01/02 03:04:05",
            header,
            1,
        );
        read_gg(&text).swap_remove(0)
    };
    let named = with(
        "Poker Hand #TM9: Tournament #5, Hold'em Heroes $5 Hold'em No Limit - Level3(0.02/0.05) - 2024/01/02",
    )
    .unwrap();
    assert_eq!(
        (named.variant.as_str(), named.min_bet),
        ("NT", Some(money(0.05)))
    );
    let deck = with("Poker Hand #SD1: ShortDeck No Limit ($0.05) - 2024/01/02").unwrap();
    assert_eq!(
        (deck.variant.as_str(), deck.min_bet),
        ("NS", Some(money(0.05)))
    );
    let error = with("Poker Hand #HD1: Courchevel Pot Limit ($0.02/$0.05) - 2024/01/02")
        .unwrap_err()
        .to_string();
    assert!(
        error.ends_with("a game this reader does not know"),
        "{error}"
    );
    let error = with("Poker Hand #HD-1: Hold'em No Limit ($0.02/$0.05) - 2024/01/02")
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("the hand number is not letters and digits"),
        "{error}"
    );
    let error = with("Poker Hand #HD1: Hold'em No Limit ($0.02/$0.05 - 2024/01/02")
        .unwrap_err()
        .to_string();
    assert!(error.contains("no ')' after the stakes"), "{error}");
    // fpdb-3's variants: a tournament's ante before the blinds, a currency code after.
    for header in [
        "Poker Hand #TM9: Tournament #5, Big $5 Hold'em No Limit - Level3 (ante 0.01, 0.02/0.05) - 2024/01/02",
        "Poker Hand #HD1: Hold'em No Limit ($0.02/$0.05 USD) - 2024/01/02",
        "Poker Hand #HD1: Hold'em No Limit, ($0.02/$0.05) - 2024/01/02",
    ] {
        let hand = with(header).unwrap_or_else(|e| panic!("{header}: {e}"));
        assert_eq!(hand.min_bet, Some(money(0.05)), "{header}");
        assert!(!settle(hand).mismatch(), "{header}");
    }
    for (header, message) in [
        (
            "Poker Hand #TM9: Tournament #5, Big Hold'em No Limit - Level3 (ante x, 0.02/0.05) - 2024/01/02",
            "not '(ante N, SB/BB)'",
        ),
        (
            "Poker Hand #HD1: Hold'em No Limit ($0.02/$0.05 - $2 Cap - USD) - 2024/01/02",
            "a capped game",
        ),
        (
            "Poker Hand #HD1: Hold'em No Limit ($0.02/$0.05 US) - 2024/01/02",
            "stakes not like",
        ),
    ] {
        let error = with(header).unwrap_err();
        assert_eq!(error.line, Some(1), "{error}");
        assert!(error.to_string().contains(message), "{header}: {error}");
    }
}

const BOMB: &str = include_str!("../../../tests/data/sites/ggpoker_bomb.txt");

#[test]
fn ggpoker_bomb_pots_check_the_pre_flop_round_and_big_blind_antes_are_antes() {
    let hands: Vec<HandHistory> = read_gg(BOMB).into_iter().map(Result::unwrap).collect();
    assert_eq!(hands.len(), 3);
    let checks = |hand: &HandHistory| -> Vec<usize> {
        let flop = hand
            .actions
            .iter()
            .position(|a| matches!(a.act, Act::DealBoard(_)))
            .unwrap();
        hand.actions[..flop]
            .iter()
            .filter_map(|a| match a.act {
                Act::CheckCall(player) => Some(player),
                _ => None,
            })
            .collect()
    };
    // `(NL postflop)`: antes only; everyone checks the round PHH cannot skip, from p1.
    assert_eq!(hands[0].antes, [money(0.5); 4]);
    assert_eq!(hands[0].blinds_or_straddles, [Chips::ZERO; 4]);
    assert_eq!(checks(&hands[0]), [0, 1, 2, 3]);
    // A bomb pot under the usual header; the player all-in with the ante (p1) acts no more.
    assert_eq!(checks(&hands[1]), [1, 2, 3]);
    // A big-blind ante is the big blind's ante; the hand's pre-flop round is its own.
    assert_eq!(
        hands[2].antes,
        [Chips::ZERO, money(200.0), Chips::ZERO, Chips::ZERO]
    );
    assert_eq!(checks(&hands[2]), [3]);
    for hand in hands {
        let id = hand.hand.clone().unwrap();
        let report = settle(hand);
        assert!(report.settlement.is_ok(), "{id}: {:?}", report.settlement);
        assert!(!report.mismatch(), "{id}: {report:?}");
    }
    // With blinds posted, a flop before anyone acts is no bomb pot: the replay refuses it.
    let blinds = BOMB.split("\n\n\n").next().unwrap().replacen(
        "Hero: posts the ante $0.50\n",
        "Hero: posts the ante $0.50\naa11bb22: posts small blind $0.10\ncc33dd44: posts big blind $0.25\n",
        1,
    );
    let hand = read_gg(&blinds).swap_remove(0).unwrap();
    let options = super::super::EvOptions::default();
    let refused = super::super::analyze(hand, &options).map_or(true, |r| r.settlement.is_err());
    assert!(refused, "{blinds}");
}

#[test]
fn hands_cut_while_read_are_the_hands_cut_first() {
    // A chunk of UTF-8 is cut into hands as its lines are read; one with a byte that is
    // not is cut first. Every site's hands, both ways: a bad byte on a line after the last
    // hand makes the cut-first reading, and stops that hand alone.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sites");
    let file: Arc<str> = "hands.txt".into();
    for entry in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read(entry.unwrap().path()).unwrap();
        let Format::Site(site) = Format::detect(&text) else {
            panic!("not a site's hands")
        };
        let read = |text: &[u8]| -> Vec<String> {
            hands(site, text, &file, 1)
                .map(|hand| format!("{hand:?}"))
                .collect()
        };
        let whole = read(&text);
        let mut bad = text.clone();
        bad.extend_from_slice(b"\n\xff\n");
        let cut_first = read(&bad);
        assert!(
            !whole.is_empty() && whole.len() == cut_first.len(),
            "{site:?}"
        );
        let last = whole.len() - 1;
        assert_eq!(whole[..last], cut_first[..last], "{site:?}");
        let bad_line = text.iter().filter(|&&b| b == b'\n').count() + 2;
        assert!(cut_first[last].contains("not UTF-8"), "{}", cut_first[last]);
        assert!(
            cut_first[last].contains(&format!("line: Some({bad_line})")),
            "{site:?}"
        );
    }
}

#[test]
fn a_hand_stopped_by_an_error_leaves_the_next_hands_and_their_lines_as_they_were() {
    // Read in one pass, a hand that fails is cut where its next hand starts.
    let bad = CASH.replacen("bob: calls $5\n", "bob: calls $x5\n", 1);
    let (good, read) = (read_all(CASH), read_all(&bad));
    assert_eq!(good.len(), read.len());
    let failed: Vec<usize> = (0..read.len()).filter(|&i| read[i].is_err()).collect();
    assert_eq!(failed.len(), 1);
    let error = read[failed[0]].as_ref().unwrap_err();
    assert_eq!(error.line, Some(82), "{error}");
    assert!(
        error.to_string().contains("'$x5' is not an amount"),
        "{error}"
    );
    for (i, (good, read)) in good.iter().zip(&read).enumerate() {
        if i != failed[0] {
            assert_eq!(good.as_ref().unwrap(), read.as_ref().unwrap());
        }
    }
}
