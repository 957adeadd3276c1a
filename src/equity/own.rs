//! A player's own cards in the games without a board: stud, stud hi-lo and razz (the cards
//! seen so far, the rest of the seven dealt), and the draw games (the cards kept and the
//! number drawn, one draw).
//!
//! Stud: `AhKd7c` or `Ah Kd 7c 7s`, 2 to 7 cards, each player's up and hole cards together.
//! Draw: `7s5d3c2h+1` keeps four cards and draws one; the draw may be left out when the
//! kept cards say it (`7s5d3c2h` in a five-card game draws one), and `+5` draws five. Kept
//! cards and draw make the game's hand: five in ace-to-five and deuce-to-seven, four in
//! badugi.

use crate::Game;
use crate::card::{CardSet, parse_cards};
use crate::error::{ParseError, visible};

/// A player's known cards and the number of cards still to come to them.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct OwnCards {
    text: String,
    cards: CardSet,
    draw: usize,
}

/// Why a player's cards in stud or a draw game could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OwnCardsError {
    /// A card that cannot be read.
    #[error("'{}': {error}", visible(text))]
    Cards { text: String, error: ParseError },
    /// A stud player with fewer than 2 or more than 7 cards.
    #[error(
        "{game} player has 2 to 7 known cards (up and hole cards together, \"AhKd7c\"), found {found}",
        game = .game.family()
    )]
    Stud { game: Game, found: usize },
    /// A draw that is not a number, or kept cards and a draw that do not make a hand.
    #[error(
        "'{}': {game} player keeps cards and draws the rest of {size} (\"7s5d3c2h+1\" keeps four and draws one){found}",
        visible(text),
        game = .game.family(),
        size = .game.hole_cards()
    )]
    Draw {
        game: Game,
        text: String,
        /// ", not 4 kept and 6 drawn", or empty for a draw that is not a number.
        found: String,
    },
}

impl OwnCards {
    /// Reads one player's cards in `game`, a game without a board.
    pub fn parse(game: Game, text: &str) -> Result<OwnCards, OwnCardsError> {
        let size = game.hole_cards();
        let stud = size == 7;
        let (cards_text, draw) = match text.rsplit_once('+') {
            Some((cards, draw)) if !stud => {
                let draw = draw
                    .trim()
                    .parse::<usize>()
                    .map_err(|_| OwnCardsError::Draw {
                        game,
                        text: text.to_owned(),
                        found: String::new(),
                    })?;
                (cards, Some(draw))
            }
            _ => (text, None),
        };
        let cards = if cards_text.trim().is_empty() && draw.is_some() {
            Vec::new()
        } else {
            parse_cards(cards_text).map_err(|error| OwnCardsError::Cards {
                text: text.to_owned(),
                error,
            })?
        };
        OwnCards::checked(game, text, cards.len(), cards.into_iter().collect(), draw)
    }

    /// A player's cards as dealt (a hand history's): the known cards and the number still
    /// to come (`None`: the rest of the game's hand), checked as [`OwnCards::parse`]
    /// checks them.
    pub fn dealt(
        game: Game,
        cards: CardSet,
        draw: Option<usize>,
    ) -> Result<OwnCards, OwnCardsError> {
        let mut text: String = cards.iter().map(|card| card.to_string()).collect();
        if let Some(draw) = draw {
            text = format!("{text}+{draw}");
        }
        OwnCards::checked(game, &text, cards.len(), cards, draw)
    }

    /// The checks both ways in share: a stud player's 2 to 7 cards; kept cards and a draw
    /// (by default the rest of the hand) that make the game's hand.
    fn checked(
        game: Game,
        text: &str,
        kept: usize,
        cards: CardSet,
        draw: Option<usize>,
    ) -> Result<OwnCards, OwnCardsError> {
        let size = game.hole_cards();
        if size == 7 && !(2..=7).contains(&kept) {
            return Err(OwnCardsError::Stud { game, found: kept });
        }
        let draw = match draw {
            Some(draw) => draw,
            None => size.saturating_sub(kept),
        };
        if kept + draw != size {
            return Err(OwnCardsError::Draw {
                game,
                text: text.to_owned(),
                found: format!(", not {kept} kept and {draw} drawn"),
            });
        }
        Ok(OwnCards {
            text: text.trim().to_owned(),
            cards,
            draw,
        })
    }

    /// The text as given.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The known cards (a card given twice is given once here; the question's check
    /// names it).
    pub fn cards(&self) -> CardSet {
        self.cards
    }

    /// Cards still to come to the player.
    pub fn draw(&self) -> usize {
        self.draw
    }
}

#[cfg(test)]
mod tests;
