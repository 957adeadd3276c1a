use super::*;

/// The Haskell scorer's `scores` unit test, with unicode suits.
#[test]
fn the_scores_unit_test() {
    let input = [
        "6♥ 6♦ 6♠ 6♣",
        "6♣ 4♦ A♣ 3♠ K♠ 5♦ T♠",
        "6♣ 6♦ A♣ 3♠ K♠",
        "9♣ A♥ K♠ 3♣ K♦ 9♦ 6♠",
    ];
    let expected = [
        "6♥ 6♦ 6♠ 6♣",
        "6♣ 4♦ A♣ 3♠ K♠ 5♦ T♠ High Card",
        "6♣ 6♦ A♣ 3♠ K♠",
        "9♣ A♥ K♠ 3♣ K♦ 9♦ 6♠ Two Pairs (winner)",
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
    let table = ["", "2c 2d 5h 7s 9c Jd Kh", "2c 3d 5h 7s 9c Jd Kh"];
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
    let table = ["Ah As Kd 9c 7h 3s 2d", "Ac Ad Qd 9s 7d 3c 2h"];
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
        "hand 2: unknown suit 'x' in \"Ax\" (card 1): a suit is one of c d h s (or ♣ ♦ ♥ ♠)"
    );
}
