use super::*;
use crate::parse_cards;

/// The Haskell scorer's `scores` unit test scores lines one by one; its table is not one
/// deal (6♣ is on line 1's board and in line 2's hand), so here it is refused. The same
/// marks come from the lines of one deal, with unicode suits.
#[test]
fn the_scores_unit_test() {
    let input = [
        "6♥ 6♦ 6♠ 6♣",
        "6♣ 4♦ A♣ 3♠ K♠ 5♦ T♠",
        "6♣ 6♦ A♣ 3♠ K♠",
        "9♣ A♥ K♠ 3♣ K♦ 9♦ 6♠",
    ];
    let error = scores(&input, WinnerRule::BestHand).unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 2: 6c is dealt twice: line 1 has it too (a table is one deal)"
    );
    let input = ["6♥ 6♦ A♣", "4♦ 2♣ A♣ 3♠ K♠ 5♦ T♠", "9♣ A♥ A♣ 3♠ K♠ 5♦ T♠"];
    let expected = [
        "6♥ 6♦ A♣",
        "4♦ 2♣ A♣ 3♠ K♠ 5♦ T♠ Straight (winner)",
        "9♣ A♥ A♣ 3♠ K♠ 5♦ T♠ Pair",
    ];
    assert_eq!(
        scores(&input, WinnerRule::BestHand),
        Ok(expected.map(String::from).to_vec())
    );
}

/// The Haskell scorer's `game.txt` example.
#[test]
fn the_game_example() {
    let input = [
        "Kc 9s Ks Kd 9d 3c 6d",
        "9c Ah Ks Kd 9d 3c 6d",
        "Ac Qc Ks Kd 9d 3c",
        "9h 5s",
        "4d 2d Ks Kd 9d 3c 6d",
        "7s Ts Ks Kd 9d",
    ];
    let expected = [
        "Kc 9s Ks Kd 9d 3c 6d Full House (winner)",
        "9c Ah Ks Kd 9d 3c 6d Two Pairs",
        "Ac Qc Ks Kd 9d 3c",
        "9h 5s",
        "4d 2d Ks Kd 9d 3c 6d Flush",
        "7s Ts Ks Kd 9d",
    ];
    for rule in [WinnerRule::BestHand, WinnerRule::BestCategory] {
        assert_eq!(
            scores(&input, rule),
            Ok(expected.map(String::from).to_vec())
        );
    }
}

/// The Haskell scorer's `markResults` cases, through seats.
#[test]
fn marks() {
    assert_eq!(scores(&[""], WinnerRule::BestHand), Ok(vec![String::new()]));
    let table = ["", "2c 2d 5h 7s 9c Jd Kh", "Ac 3d 5h 7s 9c Jd Kh"];
    assert_eq!(
        scores(&table, WinnerRule::BestHand).map(|v| v[1..].to_vec()),
        Ok(vec![
            format!("{} Pair (winner)", table[1]),
            format!("{} High Card", table[2])
        ])
    );
}

#[test]
fn kickers_decide_unless_the_best_category_rule_is_asked_for() {
    let table = ["Ah As Kd 9c 7h 3s 2d", "Kh Qs Kd 9c 7h 3s 2d"];
    let best = seats(&table, WinnerRule::BestHand).unwrap();
    assert_eq!(
        best.iter().map(|s| s.winner).collect::<Vec<_>>(),
        [true, false]
    );
    let by_category = seats(&table, WinnerRule::BestCategory).unwrap();
    assert_eq!(
        by_category.iter().map(|s| s.winner).collect::<Vec<_>>(),
        [true, true]
    );
}

#[test]
fn more_than_seven_cards_use_the_best_five() {
    let cards = parse_cards("2c 3c 4c 5c 6c Ah Ad Ac As").unwrap();
    assert_eq!(best_of(&cards).map(|s| s.name()), Some("Straight Flush"));
}

#[test]
fn a_bad_card_names_its_line() {
    let error = scores(&["Kc 9s Ks Kd 9d 3c 6d", "Ax 2c"], WinnerRule::BestHand).unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 2: unknown suit 'x' in \"Ax\" (card 1): a suit is one of c d h s (or ♣ ♦ ♥ ♠)"
    );
}

/// The table of the issue: Ac in two seats.
#[test]
fn a_card_in_two_seats_is_refused_naming_both_lines() {
    let table = ["Ac Ad Ks Kd 9d 3c 6d", "Ac 2d Ks Kd 9d 3c 6d"];
    let error = seats(&table, WinnerRule::BestHand).unwrap_err();
    let ace = "Ac".parse().unwrap();
    assert_eq!(
        error,
        TableError {
            line: 2,
            problem: TableProblem::CardTwice {
                card: ace,
                other: 1
            }
        }
    );
    // A hole card on the board, either way round, and after a folded player.
    for table in [
        ["Ac Ad Ks Kd 9d 3c 6d", "Ks 2d Ks Kd 9d 3c 6d"],
        ["Ac Ad Ks Kd 9d", "2c 2d Ks Kd 9d Ac 6d"],
        ["9h 5s", "Ac Ad Ks Kd 9d 3c 9h"],
    ] {
        let error = seats(&table, WinnerRule::BestHand).unwrap_err();
        assert_eq!(error.line, 2, "{table:?}");
        assert!(
            matches!(
                error.problem,
                TableProblem::CardTwice { other: 1, .. } | TableProblem::Cards(_)
            ),
            "{table:?}: {error}"
        );
    }
}

#[test]
fn one_board_for_everyone_in_any_order() {
    let table = ["Ac Ad Ks Kd 9d 3c 6d", "2c 2d Ks Kd 9d 3c 5d"];
    let error = seats(&table, WinnerRule::BestHand).unwrap_err();
    assert_eq!(error.line, 2);
    assert_eq!(
        error.problem,
        TableProblem::BoardDiffers {
            card: "5d".parse().unwrap(),
            other: 1
        }
    );
    assert_eq!(
        error.to_string(),
        "line 2: the board has 5d but line 1's board does not (a table is one deal with one \
         board; a player who folded shows fewer of its cards)"
    );
    // Folded players show part of the board; the full board may come after them; the board
    // cards may be in any order.
    let table = [
        "7s Ts Ks",
        "9h 5s Ks Kd 9d",
        "Ac Ad 6d 3c 9d Kd Ks",
        "2c 2d",
    ];
    let marks: Vec<bool> = seats(&table, WinnerRule::BestHand)
        .unwrap()
        .iter()
        .map(|s| s.strength.is_some())
        .collect();
    assert_eq!(marks, [false, false, true, false]);
    // Two folded players whose boards cannot be one board.
    let table = ["7s Ts Ks Kd 9d", "9h 5s Ks Kd 2d"];
    let error = seats(&table, WinnerRule::BestHand).unwrap_err();
    assert!(
        matches!(error.problem, TableProblem::BoardDiffers { other: 1, .. }),
        "{error}"
    );
}

#[test]
fn a_line_of_more_than_seven_cards_is_refused() {
    let table = [
        "Ac Ad Ks Kd 9d 3c 6d",
        "2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc",
    ];
    let error = seats(&table, WinnerRule::BestHand).unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 2: 12 cards; a player has at most 7 (2 hole cards and a board of 5)"
    );
}
