//! Card notation: single tokens (`Ah`, `10h`, `A♥`, `A♥️`) and whole hands, with errors
//! that name the token and its position.

use std::borrow::Cow;
use std::str::FromStr;

use super::{Card, CardSet, Rank, Suit};
use crate::error::ParseError;

impl FromStr for Card {
    type Err = ParseError;

    /// Reads one card token: a rank (`2`-`9`, `T`/`10`, `J`, `Q`, `K`, `A`) and a suit
    /// (`c d h s` or `♣ ♦ ♥ ♠`, also `♧ ♢ ♡ ♤`, with or without an emoji variation
    /// selector: `♦️`), any case.
    fn from_str(token: &str) -> Result<Card, ParseError> {
        parse_token(token, 1)
    }
}

/// Parses one card token; `position` (1-based) is only used in errors.
fn parse_token(token: &str, position: usize) -> Result<Card, ParseError> {
    parse_clean_token(&without_emoji_selectors(token), position)
}

/// [`parse_token`] for a token already through [`without_emoji_selectors`].
fn parse_clean_token(token: &str, position: usize) -> Result<Card, ParseError> {
    // At most four characters are looked at, however long the token.
    let mut chars = token.chars();
    let (rank, rank_part, suit) = match (chars.next(), chars.next(), chars.next(), chars.next()) {
        (Some('1'), Some('0'), Some(suit), None) => (Some(Rank::Ten), "10".to_owned(), suit),
        (Some(rank), Some(suit), None, _) if !(rank == '1' && suit == '0') => {
            (Rank::from_symbol(rank), rank.to_string(), suit)
        }
        _ => {
            return Err(ParseError::TokenLength {
                token: token.to_owned(),
                position,
            });
        }
    };
    let rank = rank.ok_or_else(|| ParseError::UnknownRank {
        rank: rank_part,
        token: token.to_owned(),
        position,
    })?;
    let suit = Suit::from_symbol(suit).ok_or_else(|| ParseError::UnknownSuit {
        suit: suit.to_string(),
        token: token.to_owned(),
        position,
    })?;
    Ok(Card::new(rank, suit))
}

/// `text` without the emoji variation selectors (U+FE0F, and U+FE0E for text style) that
/// directly follow a suit symbol: an emoji keyboard types `♥️` as `♥` plus U+FE0F, which
/// only asks for a coloured glyph. A selector anywhere else stays and is an error. Text
/// without selectors is borrowed as it is.
fn without_emoji_selectors(text: &str) -> Cow<'_, str> {
    if !text.contains(['\u{fe0e}', '\u{fe0f}']) {
        return Cow::Borrowed(text);
    }
    let mut previous = None;
    text.chars()
        .filter(|&c| {
            let after_suit =
                previous.is_some_and(|p: char| !p.is_ascii() && Suit::from_symbol(p).is_some());
            previous = Some(c);
            !(after_suit && matches!(c, '\u{fe0e}' | '\u{fe0f}'))
        })
        .collect()
}

/// Parses cards separated by spaces and/or commas, or written together (`AhKhQh`).
/// Any number of cards; a card given twice is an error. The first error from the left is
/// reported, and parsing stops there: past 52 cards there must be a duplicate, so the work
/// and the error's size stay small however long the text is.
///
/// ```
/// let cards = handrank::parse_cards("Ah, kh 10♥ JhQh")?;
/// assert_eq!(cards.len(), 5);
/// assert!(handrank::parse_cards("Ah Ax").is_err());
/// # Ok::<(), handrank::ParseError>(())
/// ```
pub fn parse_cards(text: &str) -> Result<Vec<Card>, ParseError> {
    let text = without_emoji_selectors(text);
    let mut cards = Vec::new();
    let mut seen = CardSet::EMPTY;
    for chunk in text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
    {
        let chunk_start = cards.len() + 1;
        for token in split_run(chunk) {
            let position = cards.len() + 1;
            // A run that does not split into whole cards is reported as a whole, at the
            // position where it starts.
            let token = token.map_err(|()| ParseError::TokenLength {
                token: chunk.to_owned(),
                position: chunk_start,
            })?;
            let card = parse_clean_token(token, position)?;
            if seen.contains(card) {
                return Err(ParseError::DuplicateCard { card, position });
            }
            seen.insert(card);
            cards.push(card);
        }
    }
    Ok(cards)
}

/// Parses one hand of `count` cards (see [`parse_cards`] for the notation).
pub fn parse_hand_of(
    text: &str,
    count: std::ops::RangeInclusive<usize>,
) -> Result<Vec<Card>, ParseError> {
    let cards = parse_cards(text)?;
    if count.contains(&cards.len()) {
        Ok(cards)
    } else {
        Err(ParseError::WrongCount {
            min: *count.start(),
            max: *count.end(),
            found: cards.len(),
        })
    }
}

/// Parses a hand of 5, 6 or 7 cards.
///
/// ```
/// let hand = handrank::parse_hand("AhKhQhJhTh")?;
/// assert_eq!(handrank::evaluate(&hand)?.describe(), "Royal Flush");
/// # Ok::<(), handrank::ParseError>(())
/// ```
pub fn parse_hand(text: &str) -> Result<Vec<Card>, ParseError> {
    parse_hand_of(text, 5..=7)
}

/// Splits a chunk with no separators into card tokens, lazily, so that the first bad card
/// ends the work. A chunk of up to 3 characters is one token (so its own error is
/// reported); a longer one must be whole cards written together, and `Err(())` marks a
/// left-over piece too short to be a card (after which the iterator ends).
fn split_run(chunk: &str) -> impl Iterator<Item = Result<&str, ()>> {
    let whole = chunk.chars().nth(3).is_none();
    let mut rest = chunk;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        if whole {
            return Some(Ok(std::mem::take(&mut rest)));
        }
        let take = if rest.starts_with("10") { 3 } else { 2 };
        let end = rest.char_indices().nth(take).map_or(rest.len(), |(i, _)| i);
        // `end` comes from `char_indices`, so it is a char boundary and this never fails.
        let (token, tail) = rest.split_at_checked(end)?;
        if token.chars().count() < take {
            rest = "";
            return Some(Err(()));
        }
        rest = tail;
        Some(Ok(token))
    })
}
