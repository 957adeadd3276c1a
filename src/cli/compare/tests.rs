use super::*;

fn pair_with(game: Game, board: &str, line: &str) -> Result<(String, String), String> {
    let table = Table {
        game,
        board: parse_cards(board).unwrap(),
        board_text: None,
        one_deck: false,
    };
    table
        .split_pair(line)
        .map(|(a, b)| (card_text(&a), card_text(&b)))
}

fn pair(line: &str) -> Result<(String, String), String> {
    pair_with(Game::HOLDEM, "", line)
}

#[test]
fn holes_with_a_board_split_in_half() {
    let board = "Qh Jh Th 2c 3d";
    let holes = Ok(("Ah Kh".to_owned(), "Qs Qd".to_owned()));
    assert_eq!(pair_with(Game::HOLDEM, board, "Ah Kh Qs Qd"), holes);
    assert_eq!(pair_with(Game::HOLDEM, board, "AhKh QsQd"), holes);
    let omaha = Ok(("Ah Kd Qs Jc".to_owned(), "9s 9d 8c 7c".to_owned()));
    assert_eq!(
        pair_with(Game::OMAHA, board, "Ah Kd Qs Jc 9s 9d 8c 7c"),
        omaha
    );
    assert_eq!(
        pair_with(Game::OMAHA, board, "Ah Kd Qs Jc | 9s 9d 8c 7c"),
        omaha
    );
    // Six cards are two hold'em hands of three only with a board of 2 to 4.
    assert!(pair_with(Game::HOLDEM, board, "Ah Kh Qs Qd 2s 3s").is_err());
    for three in [
        "AhKh QsQd 7c7d",
        "Ah Kh | Qs Qd | 7c 7d",
        "AhKh vs QsQd vs 7c7d",
    ] {
        assert_eq!(
            pair_with(Game::HOLDEM, board, three),
            Err(TWO_HANDS.to_owned()),
            "{three}"
        );
    }
}

#[test]
fn every_line_notation() {
    let expected = Ok(("8c Ts Kc 9h 4s".to_owned(), "7d 2s 5d 3s Ac".to_owned()));
    assert_eq!(pair("8C TS KC 9H 4S 7D 2S 5D 3S AC"), expected);
    assert_eq!(pair("8C TS KC 9H 4S | 7D 2S 5D 3S AC"), expected);
    assert_eq!(pair("8C TS KC 9H 4S vs 7D 2S 5D 3S AC"), expected);
    assert_eq!(pair("8C TS KC 9H 4S VS 7D 2S 5D 3S AC"), expected);
    assert_eq!(pair("8CTSKC9H4S 7D2S5D3SAC"), expected);
    // Independent decks: the same card may be in both hands.
    assert!(pair("Ah Kh Qh Jh Th Ah Kh Qh Jh Th").is_ok());
}

#[test]
fn errors_name_the_hand() {
    assert_eq!(
        pair("Ah Kh Qh Jh Th | Ax 2c 3c 4c 5c"),
        Err(
            "hand 2: unknown suit 'x' in \"Ax\" (card 1): a suit is one of c d h s (or ♣ ♦ ♥ ♠)"
                .to_owned()
        )
    );
    assert!(
        pair("Ah Kh Qh")
            .unwrap_err()
            .starts_with("3 cards for two hands")
    );
    assert!(pair("Ah Kh Qh Jh Th 9h 2c 3c 4c 5c 6c").is_err());
    assert_eq!(
        pair("Ah Kh Qh Jh Th 9h 2c 3c 4c 5c 6c 7c"),
        Ok((
            "Ah Kh Qh Jh Th 9h".to_owned(),
            "2c 3c 4c 5c 6c 7c".to_owned()
        ))
    );
    assert_eq!(
        pair("Ah Kh Qx"),
        Err(
            "unknown suit 'x' in \"Qx\" (card 3): a suit is one of c d h s (or ♣ ♦ ♥ ♠)".to_owned()
        )
    );
}
