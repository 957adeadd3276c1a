use super::*;
use crate::error::ParseError;

#[test]
fn all_cards_are_in_index_order() {
    for (i, card) in Card::ALL.into_iter().enumerate() {
        assert_eq!(card.index(), i);
        assert_eq!(Card::from_index(i), Some(card));
        assert_eq!(card, Card::new(card.rank(), card.suit()));
        assert_eq!((card.rank().index(), card.suit().index()), (i / 4, i % 4));
    }
    assert_eq!(Card::from_index(52), None);
    assert_eq!(Card::ALL[0].to_string(), "2c");
    assert_eq!(Card::ALL[51].to_string(), "As");
}

#[test]
fn bits_and_cards_are_inverse() {
    for card in Card::ALL {
        assert_eq!(card.bit().count_ones(), 1);
        assert_eq!(Card::at_bit(card.bit().trailing_zeros()), card);
    }
    let all: Vec<Card> = CardSet::FULL.iter().collect();
    assert_eq!(all.len(), 52);
    assert_eq!(
        all.iter().collect::<std::collections::HashSet<_>>().len(),
        52
    );
}

#[test]
#[should_panic]
fn a_bit_that_is_no_card_fails_loudly() {
    let _ = Card::at_bit(13);
}

#[test]
fn byte_readers_agree_with_the_symbol_readers() {
    for byte in 0..=u8::MAX {
        let c = char::from(byte);
        assert_eq!(Rank::from_ascii(byte), Rank::from_symbol(c), "{byte:#x}");
        if byte.is_ascii() {
            assert_eq!(Suit::from_ascii(byte), Suit::from_symbol(c), "{byte:#x}");
        }
        for suit in [b'c', b'D', b'h', b'S', b'x'] {
            let token = format!("{c}{}", char::from(suit));
            assert_eq!(
                Card::from_ascii(byte, suit),
                token.parse::<Card>().ok().filter(|_| byte.is_ascii()),
                "{token}"
            );
        }
    }
}

#[test]
fn names_and_symbols() {
    let names: Vec<&str> = Rank::ALL.iter().map(|r| r.name()).collect();
    assert_eq!(names[0], "Two");
    assert_eq!(names[12], "Ace");
    assert_eq!(Rank::Six.plural(), "Sixes");
    let symbols: String = Rank::ALL.iter().map(|r| r.symbol()).collect();
    assert_eq!(symbols, "23456789TJQKA");
    let letters: String = Suit::ALL.iter().map(|s| s.letter()).collect();
    assert_eq!(letters, "cdhs");
    for (i, rank) in Rank::ALL.into_iter().enumerate() {
        assert_eq!(Rank::from_index(i), Some(rank));
    }
    assert_eq!((Rank::from_index(13), Suit::from_index(4)), (None, None));
}

#[test]
fn runs_split_into_whole_cards() {
    let cards = parse_cards("AhKh10hJ♥️,Qh").unwrap();
    let text: Vec<String> = cards.iter().map(ToString::to_string).collect();
    assert_eq!(text, ["Ah", "Kh", "Th", "Jh", "Qh"]);
    assert_eq!(
        parse_cards("AhKhQ").unwrap_err(),
        ParseError::TokenLength {
            token: "AhKhQ".to_owned(),
            position: 1
        }
    );
    assert!(
        parse_cards("Ah\u{fe0f}").is_err(),
        "a selector after a rank letter"
    );
}
