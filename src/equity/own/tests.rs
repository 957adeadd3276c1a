use super::*;

#[test]
fn stud_players_give_two_to_seven_cards() {
    let player = OwnCards::parse(Game::STUD, "Ah Kd 7c").unwrap();
    assert_eq!((player.cards().len(), player.draw()), (3, 4));
    assert_eq!(
        OwnCards::parse(Game::RAZZ, "AhKd7c2s3s4s5s")
            .unwrap()
            .draw(),
        0
    );
    let eight = OwnCards::parse(Game::STUD_HI_LO, "AhKd7c2s3s4s5s6s").unwrap_err();
    assert_eq!(
        eight.to_string(),
        "a stud hi-lo player has 2 to 7 known cards (up and hole cards together, \"AhKd7c\"), found 8"
    );
    assert!(OwnCards::parse(Game::STUD, "AhKd+4").is_err());
}

#[test]
fn draw_players_keep_cards_and_draw_the_rest() {
    let player = OwnCards::parse(Game::DEUCE_SEVEN, "7s5d3c2h+1").unwrap();
    assert_eq!((player.cards().len(), player.draw()), (4, 1));
    assert_eq!(OwnCards::parse(Game::ACE_FIVE, "7s5d3c").unwrap().draw(), 2);
    assert_eq!(OwnCards::parse(Game::BADUGI, "+4").unwrap().draw(), 4);
    assert_eq!(OwnCards::parse(Game::BADUGI, "Ac2d3h4s").unwrap().draw(), 0);
    let six = OwnCards::parse(Game::DEUCE_SEVEN, "7s5d3c2h+6").unwrap_err();
    assert_eq!(
        six.to_string(),
        "'7s5d3c2h+6': a deuce-to-seven player keeps cards and draws the rest of 5 \
         (\"7s5d3c2h+1\" keeps four and draws one), not 4 kept and 6 drawn"
    );
    assert!(OwnCards::parse(Game::BADUGI, "Ac2d+x").is_err());
    let bad = OwnCards::parse(Game::ACE_FIVE, "7s5x+2")
        .unwrap_err()
        .to_string();
    assert!(bad.starts_with("'7s5x+2': "), "{bad}");
}
