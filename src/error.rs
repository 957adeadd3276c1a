//! The error for card text that cannot be read: [`ParseError`], the ground floor. Cards
//! that read but are not a hand of a game are a [`crate::DealError`], which may hold a
//! `ParseError`; a `ParseError` never holds one.

use crate::card::Card;

/// Why some text is not a valid hand. Every variant names the offending token or card
/// and, where it helps, its 1-based position in the hand.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// The hand has too few or too many cards.
    #[error("expected {} cards, found {found}", count_range(*min, *max))]
    WrongCount {
        min: usize,
        max: usize,
        found: usize,
    },
    /// A token is not two characters (three for a ten written `10h`).
    #[error(
        "'{}' is not a card: a card is a rank and a suit, like Ah or 10h (card {position})",
        visible(token)
    )]
    TokenLength { token: String, position: usize },
    /// The rank part of a token is not 2-9, T, 10, J, Q, K or A.
    #[error(
        "unknown rank '{}' in \"{}\" (card {position}): a rank is one of 2 3 4 5 6 7 8 9 T J Q K A \
         (or 10 for T)",
        visible(rank),
        visible(token)
    )]
    UnknownRank {
        rank: String,
        token: String,
        position: usize,
    },
    /// The suit part of a token is not c, d, h, s or a suit symbol.
    #[error(
        "unknown suit '{}' in \"{}\" (card {position}): a suit is one of c d h s (or ♣ ♦ ♥ ♠)",
        visible(suit),
        visible(token)
    )]
    UnknownSuit {
        suit: String,
        token: String,
        position: usize,
    },
    /// The same card appears twice in one hand.
    #[error("{card} appears twice in the hand (card {position})")]
    DuplicateCard { card: Card, position: usize },
    /// The same card is in two hands that are dealt from one deck.
    #[error("{card} is in both hands")]
    SharedCard { card: Card },
    /// Two hands written as one run of cards whose count does not say where the first
    /// ends (an even count of 10, 12 or 14 is split in half).
    #[error(
        "{found} cards for two hands: cannot tell where the first hand ends; \
         separate the hands with 'vs' or '|' (\"Ah Kh Qh Jh Th vs 2c 3c 4c 5c 6c 7c\")"
    )]
    UnsplitPair { found: usize },
    /// The input is not valid UTF-8.
    #[error("invalid UTF-8 at byte {offset}")]
    NotUtf8 { offset: usize },
    /// A line longer than [`crate::lines::MAX_LINE`] bytes: no hand is that long, and
    /// reading it whole would let one line take any amount of memory.
    #[error("the line is {length} bytes long; the longest line accepted is {max} bytes")]
    LineTooLong { length: u64, max: usize },
    /// An error in one of several hands (1-based).
    #[error("hand {hand}: {error}")]
    InHand { hand: usize, error: Box<ParseError> },
}

/// The most characters of offending text an error quotes.
const EXCERPT_CHARS: usize = 32;

/// Offending text as an error quotes it: control and invisible characters (NUL, a BOM, a
/// zero-width space) written as escapes like `\u{feff}`, so an error about them does not
/// seem to be about nothing, and at most [`EXCERPT_CHARS`] of it, so a 100 KB token makes
/// a one-line error.
pub(crate) fn visible(text: &str) -> String {
    let mut out: String = text
        .chars()
        .take(EXCERPT_CHARS)
        .map(|c| match c {
            '\'' | '"' | '\\' => c.to_string(),
            _ => c.escape_debug().to_string(),
        })
        .collect();
    let total = text.chars().count();
    if total > EXCERPT_CHARS {
        out.push_str(&format!("… ({total} characters)"));
    }
    out
}

/// A number in an error: plain when short, in exponent form when it would be long
/// (`1e308`, not 309 digits).
pub(crate) fn short_number(x: f64) -> String {
    let plain = x.to_string();
    if plain.len() > 12 {
        format!("{x:e}")
    } else {
        plain
    }
}

/// "5", "5 to 7": a count of cards an error expects.
pub(crate) fn count_range(min: usize, max: usize) -> String {
    if min == max {
        min.to_string()
    } else {
        format!("{min} to {max}")
    }
}

impl ParseError {
    /// Wraps the error with the 1-based number of the hand it belongs to.
    pub fn in_hand(self, hand: usize) -> ParseError {
        ParseError::InHand {
            hand,
            error: Box::new(self),
        }
    }
}
