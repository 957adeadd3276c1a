//! What a game is, through the public API: names and aliases, the cards each game deals,
//! hole and board counts and their errors, Omaha's scores against its naive reference.

use handrank::equity::{PartError, PreflopPart, PreflopTableKind, Shard};
use handrank::{Card, DealError, DealErrorKind, Game, Hand, omaha, parse_cards};

#[test]
fn only_holdem_and_plo4_have_a_preflop_table() {
    let tables: Vec<(&str, PreflopTableKind)> = Game::ALL
        .iter()
        .filter_map(|g| Some((g.name(), g.preflop_table()?)))
        .collect();
    assert_eq!(
        tables,
        [
            ("holdem", PreflopTableKind::ClassAgainstClass),
            ("omaha", PreflopTableKind::ClassAgainstRandom)
        ]
    );
    let none = PreflopPart::compute(Game::omaha(5).unwrap(), Shard::WHOLE, &|_, _| {});
    assert_eq!(
        none.unwrap_err(),
        PartError::NoTable(Game::omaha(5).unwrap())
    );
}

#[test]
fn every_name_reads_back() {
    for name in Game::NAMES {
        let game: Game = name.parse().unwrap();
        assert_eq!(game.name(), name);
        assert_eq!(game.to_string(), name);
    }
    let names: Vec<&str> = Game::ALL.iter().map(|g| g.name()).collect();
    assert_eq!(names, Game::NAMES);
}

#[test]
fn each_game_deals_its_cards() {
    let holes: Vec<usize> = Game::ALL.iter().map(|g| g.hole_cards()).collect();
    assert_eq!(holes, [2, 4, 5, 6, 4, 5, 6, 2, 7, 7, 7, 5, 5, 4]);
    let boards: Vec<usize> = Game::ALL.iter().map(|g| g.full_board()).collect();
    assert_eq!(boards, [5, 5, 5, 5, 5, 5, 5, 5, 0, 0, 0, 0, 0, 0]);
    let lows: Vec<&str> = Game::ALL
        .iter()
        .filter(|g| g.has_low())
        .map(|g| g.name())
        .collect();
    assert_eq!(
        lows,
        ["omaha-hilo", "omaha-hilo5", "omaha-hilo6", "stud-hilo"]
    );
    assert_eq!(Game::SHORT_DECK.deck().len(), 36);
    assert_eq!(Game::RAZZ.deck().len(), 52);
    assert_eq!(Game::STUD.board_sizes(), [0]);
    assert_eq!("6+".parse::<Game>().unwrap(), Game::SHORT_DECK);
    assert_eq!("2-7".parse::<Game>().unwrap(), Game::DEUCE_SEVEN);
    assert_eq!("Stud8".parse::<Game>().unwrap(), Game::STUD_HI_LO);
}

#[test]
fn aliases_and_hole_counts() {
    assert_eq!("PLO5".parse::<Game>().unwrap(), Game::omaha(5).unwrap());
    assert_eq!("plo8".parse::<Game>().unwrap(), Game::OMAHA_HI_LO);
    assert_eq!("Hold'em".parse::<Game>().unwrap(), Game::HOLDEM);
    assert_eq!(Game::omaha(6).unwrap().hole_cards(), 6);
    assert_eq!(
        Game::omaha(7).unwrap_err().to_string(),
        "an Omaha hand has 4, 5 or 6 hole cards, not 7"
    );
    assert_eq!(
        Game::HOLDEM.with_hole_cards(4).unwrap_err().to_string(),
        "a Texas hold'em hand has 2 hole cards, not 4"
    );
    assert_eq!(Game::RAZZ.with_hole_cards(7), Ok(Game::RAZZ));
    assert!(Game::OMAHA_HI_LO.has_low() && !Game::OMAHA.has_low());
    assert_eq!(Game::omaha_hi_lo(4).unwrap().title(), "Omaha hi-lo (PLO8)");
}

#[test]
fn unknown_names_list_the_games() {
    let error = "pineapple".parse::<Game>().unwrap_err().to_string();
    assert!(
        error.contains("'pineapple'") && error.contains("omaha-hilo6, short-deck"),
        "{error}"
    );
}

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).unwrap()
}

#[test]
fn holdem_scores_hole_with_board_or_alone() {
    let alone = Game::HOLDEM
        .score(&cards("Ah Kh Qh Jh Th 2c 3d"), &[])
        .unwrap();
    let split = Game::HOLDEM
        .score(&cards("Ah Kh"), &cards("Qh Jh Th 2c 3d"))
        .unwrap();
    assert_eq!(alone, split);
    assert_eq!(alone.hand.describe(), "Royal Flush");
    let flop = Game::HOLDEM
        .score(&cards("Ah Kh"), &cards("Qh Jh Th"))
        .unwrap();
    assert_eq!(flop, alone);
    assert_eq!(
        Game::HOLDEM
            .score(&cards("Ah Kh"), &[])
            .unwrap_err()
            .to_string(),
        "a hold'em hand has 5 to 7 cards, found 2"
    );
    assert_eq!(
        Game::HOLDEM
            .score(&cards("Ah Kh"), &cards("Qh Jh Th 2c 3d 4d"))
            .unwrap_err()
            .to_string(),
        "a hold'em board has 0 to 5 cards, found 6"
    );
    assert_eq!(
        Game::HOLDEM
            .score(&cards("Ah Kh Qh"), &cards("Jh Th 2c 3d 4d"))
            .unwrap_err()
            .to_string(),
        "a hold'em hand has 5 to 7 cards, found 8: 3 in the hole and 5 on the board"
    );
    assert_eq!(
        Game::HOLDEM
            .score(&cards("Ah Kh"), &cards("Qh Jh"))
            .unwrap_err()
            .to_string(),
        "a hold'em hand has 5 to 7 cards, found 4: 2 in the hole and 2 on the board"
    );
    assert_eq!(
        Game::HOLDEM
            .check(&cards("Ah Kh"), &cards("Ah Jh Th"))
            .map_err(DealError::into_kind),
        Err(DealErrorKind::DuplicateCard(cards("Ah")[0]))
    );
}

#[test]
fn omaha_games_agree_with_the_omaha_module_and_the_naive_evaluator() {
    let deals = [
        ("Ah Kh 2c 3d", "Qh Jh Th 4s 8c"),
        ("Ah 2c Kd Ks 9c", "4h 6d 8s Qc Jh"),
        ("As 3c Qd Qs 7h 7d", "4h 6d 8s"),
        ("2s 3s 4s 5s", "6s 7s 8s 9d"),
    ];
    for (hole, board) in deals {
        let (hole, board) = (cards(hole), cards(board));
        let naive_high = omaha::naive::evaluate(&hole, &board);
        for game in [Game::OMAHA, Game::omaha(6).unwrap()] {
            let score = game.score(&hole, &board).unwrap();
            let high = score.hand.high().unwrap();
            assert_eq!(omaha::naive::value_of(high), naive_high);
            assert_eq!(score.low, None, "a game without a low reports none");
        }
        let score = Game::OMAHA_HI_LO.score(&hole, &board).unwrap();
        let high = score.hand.high().unwrap();
        assert_eq!(high, omaha::evaluate(&hole, &board).unwrap());
        assert_eq!(score.low, omaha::low(&hole, &board).unwrap());
        let five = Game::OMAHA.best_cards(&hole, &board).unwrap();
        assert_eq!(Hand::from_cards(&five).strength(), high);
        assert!(five[..2].iter().all(|c| hole.contains(c)));
        assert!(five[2..].iter().all(|c| board.contains(c)));
    }
}

#[test]
fn errors_name_the_part_and_the_count() {
    let hole = cards("Ah Kh Qh Jh");
    let cases = [
        (
            Game::OMAHA.check(&hole[..3], &cards("2c 3c 4c")),
            "an Omaha hole has 4 to 6 cards, found 3",
        ),
        (
            Game::OMAHA.check(&hole, &[]),
            "an Omaha board has 3 to 5 cards, found 0",
        ),
        (
            Game::OMAHA_HI_LO.check(&hole, &cards("2c 3c 4c 5c 6c 7c")),
            "an Omaha board has 3 to 5 cards, found 6",
        ),
        (
            Game::OMAHA.check(&hole, &cards("2c 3c Ah")),
            "Ah appears twice among the hole and board cards",
        ),
    ];
    for (result, message) in cases {
        assert_eq!(result.unwrap_err().to_string(), message);
    }
    let parsed = |game: Game, text: &str| game.parse_deal(text).unwrap_err().to_string();
    assert_eq!(
        parsed(Game::OMAHA, "Ah Kh Qh Jh 2c 3c 4c"),
        "an Omaha (PLO4) hand is the hole cards, '|', then the board (\"Ah Kd Qs Jc | 2h 3h 4h\")"
    );
    assert!(parsed(Game::OMAHA, "Ah Kh Qh Jx | 2c 3c 4c").starts_with("hole: unknown suit 'x'"),);
    assert!(parsed(Game::HOLDEM, "Ah Kh | 2c 3c 4x").starts_with("board: unknown suit 'x'"));
    assert_eq!(
        parsed(Game::omaha(5).unwrap(), "Ah Kh Qh | 2c 3c 4c"),
        "an Omaha hole has 4 to 6 cards, found 3"
    );
}

#[test]
fn hole_ranges_split_runs_of_cards() {
    assert_eq!(Game::HOLDEM.hole_range_with(3), 2..=4);
    assert!(
        Game::OMAHA.hole_range_with(0).is_empty(),
        "no hole makes an Omaha hand without a board"
    );
    assert!(Game::HOLDEM.pools_board() && !Game::OMAHA_HI_LO.pools_board());
}
