//! Property tests: what must hold for every hand and every input, checked on generated ones.

use handrank::{Card, CardSet, Hand, evaluate, naive, parse_cards, parse_hand};
use proptest::prelude::*;

/// `n` distinct cards in random order.
fn cards(n: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = Vec<Card>> {
    let deck = Card::ALL.to_vec();
    (Just(deck).prop_shuffle(), n).prop_map(|(deck, n)| deck[..n].to_vec())
}

/// Seven distinct cards, then the same seven in another random order.
fn cards_and_reordering() -> impl Strategy<Value = (Vec<Card>, Vec<Card>)> {
    cards(7..=7).prop_flat_map(|c| (Just(c.clone()), Just(c).prop_shuffle()))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10_000))]

    /// The order the cards come in never matters, for 5, 6 or 7 of them.
    #[test]
    fn permutation_invariance((cards, shuffled) in cards_and_reordering(), n in 5usize..=7) {
        // The first n of `cards`, in the order `shuffled` has them.
        let chosen = &cards[..n];
        let reordered: Vec<Card> = shuffled.iter().filter(|c| chosen.contains(c)).copied().collect();
        prop_assert_eq!(evaluate(chosen).unwrap(), evaluate(&reordered).unwrap());
        prop_assert_eq!(Hand::from_cards(chosen), Hand::from_cards(&reordered));
        let set: CardSet = chosen.iter().copied().collect();
        prop_assert_eq!(Hand::from_set(set).strength(), evaluate(chosen).unwrap());
    }

    /// Keys that no hand has (a card twice or more, up to 80 cards, suit counters that
    /// overflow into each other) still read a strength inside the tables: never a panic,
    /// never a value out of range.
    #[test]
    fn any_key_stays_inside_the_tables(
        indexes in proptest::collection::vec(0usize..52, 0..40),
    ) {
        let hand = indexes.iter().fold(Hand::EMPTY, |hand, &i| hand.add(Card::ALL[i]));
        prop_assert!(hand.strength() <= handrank::Strength::MAX);
        prop_assert!(hand.combine(hand).strength() <= handrank::Strength::MAX);
    }

    /// A sixth or seventh card can only add choices: the best hand never gets worse.
    #[test]
    fn adding_a_card_never_lowers(cards in cards(7..=7)) {
        let five = evaluate(&cards[..5]).unwrap();
        let six = evaluate(&cards[..6]).unwrap();
        let seven = evaluate(&cards).unwrap();
        prop_assert!(five <= six && six <= seven, "{five:?} {six:?} {seven:?}");
        // Built card by card, or as two parts combined, the hand is the same.
        let board = Hand::from_cards(&cards[..5]);
        let hole = Hand::from_cards(&cards[5..]);
        prop_assert_eq!(board.combine(hole), Hand::from_cards(&cards));
        prop_assert_eq!(Hand::EMPTY.add(cards[0]).len(), 1);
        prop_assert_eq!(Hand::from_cards(&cards).cards(), cards.iter().copied().collect::<CardSet>());
    }

    /// The fast evaluator orders any two hands exactly as the naive one does.
    #[test]
    fn fast_orders_like_naive(a in cards(5..=7), b in cards(5..=7)) {
        let fast = evaluate(&a).unwrap().cmp(&evaluate(&b).unwrap());
        let slow = naive::evaluate(&a).cmp(&naive::evaluate(&b));
        prop_assert_eq!(fast, slow, "{:?} vs {:?}", a, b);
        prop_assert_eq!(
            evaluate(&a).unwrap().category().number(),
            naive::evaluate(&a).category
        );
    }

    /// Any text at all gives cards or an error, never a panic; errors have a message.
    #[test]
    fn parser_never_panics_on_text(text in ".{0,40}") {
        if let Err(error) = parse_cards(&text) {
            prop_assert!(!error.to_string().is_empty());
        }
        let _ = parse_hand(&text);
    }

    /// Text made of card-like pieces reaches the deeper parser paths.
    #[test]
    fn parser_never_panics_on_card_like_text(text in "[0-9TJQKAtjqkaXx1♣♦♥♠♧♢♡♤cdhsCDHS, \u{fe0f}]{0,30}") {
        match parse_cards(&text) {
            Ok(cards) => {
                let set: CardSet = cards.iter().copied().collect();
                prop_assert_eq!(set.len(), cards.len(), "no duplicates accepted");
            }
            Err(error) => prop_assert!(!error.to_string().is_empty()),
        }
    }

    /// Arbitrary bytes, as a file reader would see them.
    #[test]
    fn parser_never_panics_on_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..48)) {
        if let Ok(text) = std::str::from_utf8(&bytes) {
            let _ = parse_cards(text);
        }
        let _ = parse_cards(&String::from_utf8_lossy(&bytes));
    }

    /// Display then parse gives the same cards, in any of the accepted spellings.
    #[test]
    fn display_round_trips(cards in cards(0..=52), style in 0..4u8) {
        let tokens: Vec<String> = cards
            .iter()
            .map(|c| match style {
                0 => c.to_string(),
                1 => c.to_string().to_uppercase(),
                2 => format!("{}{}", if c.rank() == handrank::Rank::Ten { "10".to_owned() } else { c.rank().to_string() }, c.suit().symbol()),
                _ => c.to_string(),
            })
            .collect();
        let separator = if style == 3 { "" } else { " " };
        let text = tokens.join(separator);
        prop_assert_eq!(parse_cards(&text).unwrap(), cards.clone(), "{}", text);
        let set: CardSet = cards.iter().copied().collect();
        let mut sorted = cards.clone();
        sorted.sort_by_key(|c| c.bit());
        prop_assert_eq!(parse_cards(&set.to_string()).unwrap(), sorted);
    }
}

#[test]
fn every_card_round_trips() {
    for (index, card) in Card::ALL.into_iter().enumerate() {
        assert_eq!(card.index(), index);
        assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        assert_eq!(Card::from_index(card.index()), Some(card));
        assert_eq!(Card::new(card.rank(), card.suit()), card);
    }
    assert!(Card::all().eq(Card::ALL));
    assert_eq!(Card::from_index(52), None);
}
