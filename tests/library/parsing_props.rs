//! Card parsing under generated input: bytes, any text and card-like text give cards or
//! a short error and never a panic; printing and parsing round-trip for every card and
//! every accepted spelling.

use crate::common;

use common::{below, cards, check, within};
use handrank::{Card, CardSet, evaluate, parse_cards, parse_hand};
use quickcheck::{Arbitrary, Gen};

/// Bytes of any value, up to a length the type says.
#[derive(Clone, Debug)]
struct Bytes<const MAX: usize>(Vec<u8>);

impl<const MAX: usize> Arbitrary for Bytes<MAX> {
    fn arbitrary(g: &mut Gen) -> Bytes<MAX> {
        let len = below(g, MAX);
        Bytes((0..len).map(|_| u8::arbitrary(g)).collect())
    }
}

/// Card-like text: up to 9 pieces, each a rank or two (`1` and the full-width `０Ａ`
/// among them), maybe a suit (the symbols, the wrong `x`), then up to two separators
/// (space, comma, line endings, a byte-order mark, a NUL).
#[derive(Clone, Debug)]
struct CardLikeText(String);

impl Arbitrary for CardLikeText {
    fn arbitrary(g: &mut Gen) -> CardLikeText {
        let ranks: Vec<char> = "23456789TJQKAtjqka1０Ａ".chars().collect();
        let suits: Vec<char> = "cdhsCDHS♣♦♥♠♤◆x".chars().collect();
        let separators = [' ', ',', '\r', '\n', '\u{feff}', '\0'];
        let pieces = within(g, 0..=9);
        let mut text = String::new();
        for _ in 0..pieces {
            text += &common::text(g, &ranks, 1..=2);
            text += &common::text(g, &suits, 0..=1);
            text += &common::text(g, &separators, 0..=2);
        }
        CardLikeText(text)
    }
}

/// Up to 40 characters of any kind.
#[derive(Clone, Debug)]
struct AnyText(String);

impl Arbitrary for AnyText {
    fn arbitrary(g: &mut Gen) -> AnyText {
        let len = within(g, 0..=40);
        AnyText((0..len).map(|_| char::arbitrary(g)).collect())
    }
}

/// Up to 30 characters from the cards' alphabet and its near misses.
#[derive(Clone, Debug)]
struct CardAlphabetText(String);

impl Arbitrary for CardAlphabetText {
    fn arbitrary(g: &mut Gen) -> CardAlphabetText {
        let alphabet: Vec<char> = "0123456789TJQKAtjqkaXx1♣♦♥♠♧♢♡♤cdhsCDHS, \u{fe0f}"
            .chars()
            .collect();
        CardAlphabetText(common::text(g, &alphabet, 0..=30))
    }
}

/// Any number of distinct cards (0 to 52) and one of the four ways to write them.
#[derive(Clone, Debug)]
struct Written {
    cards: Vec<Card>,
    style: u8,
}

impl Arbitrary for Written {
    fn arbitrary(g: &mut Gen) -> Written {
        Written {
            cards: cards(g, 0..=52),
            style: below(g, 4) as u8,
        }
    }
}

/// Arbitrary bytes (made text the way a reader would) never panic the parsers, and an
/// error is always short.
#[test]
fn arbitrary_bytes_never_panic() {
    fn property(Bytes(bytes): Bytes<300>) {
        let text = String::from_utf8_lossy(&bytes);
        for result in [parse_cards(&text), parse_hand(&text)] {
            if let Err(error) = result {
                assert!(error.to_string().len() < 1_000);
            }
        }
    }
    check(2_000, property as fn(Bytes<300>));
}

/// Card-like text: a valid parse round-trips and scores; an error is short.
#[test]
fn card_like_text_round_trips() {
    fn property(CardLikeText(text): CardLikeText) {
        match parse_cards(&text) {
            Ok(cards) => {
                let printed: Vec<String> = cards.iter().map(ToString::to_string).collect();
                assert_eq!(parse_cards(&printed.join(" ")), Ok(cards.clone()));
                if (5..=7).contains(&cards.len()) {
                    let strength = evaluate(&cards).expect("parsed cards are distinct");
                    assert_eq!(
                        strength.category().number(),
                        handrank::naive::evaluate(&cards).category
                    );
                }
            }
            Err(error) => assert!(error.to_string().len() < 1_000),
        }
    }
    check(2_000, property as fn(CardLikeText));
}

/// Any text at all gives cards or an error, never a panic; errors have a message.
#[test]
fn parser_never_panics_on_text() {
    fn property(AnyText(text): AnyText) {
        if let Err(error) = parse_cards(&text) {
            assert!(!error.to_string().is_empty());
        }
        let _ = parse_hand(&text);
    }
    check(10_000, property as fn(AnyText));
}

/// Text made of card-like pieces reaches the deeper parser paths.
#[test]
fn parser_never_panics_on_card_like_text() {
    fn property(CardAlphabetText(text): CardAlphabetText) {
        match parse_cards(&text) {
            Ok(cards) => {
                let set: CardSet = cards.iter().copied().collect();
                assert_eq!(set.len(), cards.len(), "no duplicates accepted");
            }
            Err(error) => assert!(!error.to_string().is_empty()),
        }
    }
    check(10_000, property as fn(CardAlphabetText));
}

/// Arbitrary bytes, as a file reader would see them.
#[test]
fn parser_never_panics_on_bytes() {
    fn property(Bytes(bytes): Bytes<48>) {
        if let Ok(text) = std::str::from_utf8(&bytes) {
            let _ = parse_cards(text);
        }
        let _ = parse_cards(&String::from_utf8_lossy(&bytes));
    }
    check(10_000, property as fn(Bytes<48>));
}

/// Display then parse gives the same cards, in any of the accepted spellings.
#[test]
fn display_round_trips() {
    fn property(Written { cards, style }: Written) {
        let tokens: Vec<String> = cards
            .iter()
            .map(|c| match style {
                0 => c.to_string(),
                1 => c.to_string().to_uppercase(),
                2 => format!(
                    "{}{}",
                    if c.rank() == handrank::Rank::Ten {
                        "10".to_owned()
                    } else {
                        c.rank().to_string()
                    },
                    c.suit().symbol()
                ),
                _ => c.to_string(),
            })
            .collect();
        let separator = if style == 3 { "" } else { " " };
        let text = tokens.join(separator);
        assert_eq!(parse_cards(&text).unwrap(), cards, "{text}");
        let set: CardSet = cards.iter().copied().collect();
        let mut sorted = cards.clone();
        sorted.sort_by_key(|c| c.bit());
        assert_eq!(parse_cards(&set.to_string()).unwrap(), sorted);
    }
    check(10_000, property as fn(Written));
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
