//! Why some cards are not a hand of a game: [`DealError`], the one error every game's
//! checked functions return.
//!
//! It sits above the cards: a card that cannot be read is a [`ParseError`] inside it
//! ([`DealErrorKind::Unreadable`]), and a `ParseError` never holds a `DealError`.
//!
//! ```text
//!   ParseError (src/error.rs: card text)  ◄── held by ──  DealError (this file: game + kind)
//! ```

use std::fmt;

use super::Game;
use crate::card::Card;
use crate::error::{ParseError, count_range};

/// Why some cards are not a hand of a game: the game, and what is wrong with them
/// ([`DealErrorKind`]). [`Game::check`], [`Game::score`], [`Game::parse_deal`], the batch
/// line scorers and every game's own checked functions (`omaha::evaluate`,
/// `short_deck::evaluate`, `lowball::razz`, `badugi::evaluate`, …) return it.
///
/// ```
/// use handrank::{DealErrorKind, DealPart, Game, parse_cards};
/// let error = Game::OMAHA.check(&parse_cards("Ah Kh Qh")?, &parse_cards("2c 3d 4s")?).unwrap_err();
/// assert_eq!(error.game(), Game::OMAHA);
/// assert_eq!(
///     error.kind(),
///     &DealErrorKind::Count { part: DealPart::Hole, min: 4, max: 6, found: 3 }
/// );
/// assert_eq!(error.to_string(), "an Omaha hole has 4 to 6 cards, found 3");
/// let error = handrank::badugi::evaluate(&parse_cards("Ac 2d 3h")?).unwrap_err();
/// assert_eq!(error.to_string(), "a badugi hand has 4 cards, found 3");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DealError {
    game: Game,
    kind: DealErrorKind,
}

/// What is wrong with the cards of a [`DealError`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DealErrorKind {
    /// Too few or too many cards in the hole, on the board, or in the hand as a whole.
    Count {
        part: DealPart,
        min: usize,
        max: usize,
        found: usize,
    },
    /// Hole and board cards that together are too few or too many for a hand of a game
    /// that pools them (hold'em: 5 to 7).
    PooledCount {
        min: usize,
        max: usize,
        hole: usize,
        board: usize,
    },
    /// A card given twice among the hole and board cards.
    DuplicateCard(Card),
    /// A card the game's deck does not have: a 2 to 5 in short deck, the one game dealt
    /// from less than the whole deck.
    NotInDeck(Card),
    /// Board cards in a game that deals none (stud, the draw games), where each hand is the
    /// player's own cards.
    BoardNotDealt,
    /// A hand of a game that keeps the hole apart from the board (Omaha), written without
    /// the `|` between them.
    UnsplitDeal,
    /// Cards that cannot be read: a hole or board card, or the hand's text as a whole (a
    /// bad token, a line that is not UTF-8 or too long).
    Unreadable {
        part: DealPart,
        error: Box<ParseError>,
    },
}

/// The part of a deal an error is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DealPart {
    /// The player's hole cards.
    Hole,
    /// The shared board.
    Board,
    /// The whole hand: hole and board together, or a hand written as one run of cards.
    Hand,
}

impl DealError {
    pub(crate) fn new(game: Game, kind: DealErrorKind) -> DealError {
        DealError { game, kind }
    }

    /// The text of a hand of `game` that cannot be read.
    pub(crate) fn unreadable(game: Game, part: DealPart, error: ParseError) -> DealError {
        DealError::new(
            game,
            DealErrorKind::Unreadable {
                part,
                error: Box::new(error),
            },
        )
    }

    /// The game whose hand the cards are not.
    pub fn game(&self) -> Game {
        self.game
    }

    /// What is wrong with the cards.
    pub fn kind(&self) -> &DealErrorKind {
        &self.kind
    }

    /// What is wrong with the cards, taken out of the error.
    pub fn into_kind(self) -> DealErrorKind {
        self.kind
    }
}

impl fmt::Display for DealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let game = self.game;
        match &self.kind {
            DealErrorKind::Count {
                part,
                min,
                max,
                found,
            } => {
                let [hole, board, hand] = game.counts().names;
                let what = match part {
                    DealPart::Hole => hole,
                    DealPart::Board => board,
                    DealPart::Hand => hand,
                };
                write!(
                    f,
                    "{what} has {} cards, found {found}",
                    count_range(*min, *max)
                )
            }
            DealErrorKind::PooledCount {
                min,
                max,
                hole,
                board,
            } => {
                let hand = game.counts().names[2];
                write!(
                    f,
                    "{hand} has {} cards, found {}: {hole} in the hole and {board} on the board",
                    count_range(*min, *max),
                    hole + board
                )
            }
            DealErrorKind::DuplicateCard(card) => {
                write!(f, "{card} appears twice among the hole and board cards")
            }
            DealErrorKind::NotInDeck(card) => {
                write!(f, "{card} is not in the short deck, which has no 2s to 5s")
            }
            DealErrorKind::BoardNotDealt => write!(
                f,
                "{} hand has no board: give all of the player's cards as the hand",
                game.family()
            ),
            DealErrorKind::UnsplitDeal => write!(
                f,
                "{} hand is the hole cards, '|', then the board (\"Ah Kd Qs Jc | 2h 3h 4h\")",
                article(&game.title())
            ),
            DealErrorKind::Unreadable {
                part: DealPart::Hand,
                error,
            } => write!(f, "{error}"),
            DealErrorKind::Unreadable {
                part: DealPart::Hole,
                error,
            } => write!(f, "hole: {error}"),
            DealErrorKind::Unreadable {
                part: DealPart::Board,
                error,
            } => write!(f, "board: {error}"),
        }
    }
}

// The message holds the unreadable card's error, so it is not given again as a source.
impl std::error::Error for DealError {}

/// "an Omaha (PLO4)", "a Texas hold'em".
fn article(title: &str) -> String {
    let vowel = title.starts_with(['A', 'E', 'I', 'O', 'U']);
    format!("{} {title}", if vowel { "an" } else { "a" })
}
