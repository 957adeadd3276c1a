//! A question from cards already dealt (a hand history's), not from text: each player's one
//! hand goes to the engine as cards, in the game's own form, with nothing written out and
//! read back.

use crate::Game;
use crate::card::{Card, CardSet};
use crate::omaha::{OmahaRange, OmahaRangeError, hole_text};

use super::Equity;
use super::error::EquityError;
use super::hands::Hands;
use super::own::OwnCards;
use super::range::{Combo, Range, RangeError};

impl Equity {
    /// Each player's one hand in `game`: the hole cards in the games with a board; in stud
    /// and the draw games the cards known and the number still to come (`draw`: `None` for
    /// the rest of the game's hand, as stud deals it). A hand the game cannot hold is an
    /// error naming the player, as [`Equity::parse_game`]'s are.
    pub(crate) fn of_hands(
        game: Game,
        players: &[(CardSet, Option<usize>)],
    ) -> Result<Equity, EquityError> {
        let players = players
            .iter()
            .enumerate()
            .map(|(i, &(cards, draw))| hands(game, i + 1, cards, draw))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Equity {
            game,
            players,
            board: Vec::new(),
            dead: Vec::new(),
        })
    }
}

/// One player's hand as the engine holds it.
fn hands(
    game: Game,
    player: usize,
    cards: CardSet,
    draw: Option<usize>,
) -> Result<Hands, EquityError> {
    let size = game.hole_cards();
    let wrong = || {
        let drawn = draw.map_or(String::new(), |draw| format!(" drawing {draw}"));
        format!(
            "a {game} hand holds {size} hole cards, not {}{drawn}",
            cards.len()
        )
    };
    if !game.has_board() {
        return OwnCards::dealt(game, cards, draw)
            .map(Hands::Own)
            .map_err(|error| EquityError::OwnCards { player, error });
    }
    if cards.len() != size || draw.is_some() {
        let part = hole_text(cards);
        return Err(if game.is_omaha() {
            let error = OmahaRangeError::Part {
                part,
                reason: wrong(),
            };
            EquityError::OmahaRange { player, error }
        } else {
            let error = RangeError {
                part,
                reason: wrong(),
            };
            EquityError::Range { player, error }
        });
    }
    if game.is_omaha() {
        let hole = OmahaRange::random(size).part(&hole_text(cards), vec![cards]);
        return Ok(Hands::Omaha(hole));
    }
    let two: Vec<Card> = cards.iter().collect();
    match two[..] {
        [a, b] => Combo::new(a, b).map(|combo| Hands::Holdem(Range::hole(combo))),
        _ => None,
    }
    .ok_or_else(|| EquityError::Range {
        player,
        error: RangeError {
            part: hole_text(cards),
            reason: wrong(),
        },
    })
}
