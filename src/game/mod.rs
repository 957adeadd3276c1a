//! The games handrank plays, and what each supplies to the one engine.
//!
//! A [`Game`] names the game once; everything that differs between games hangs off it:
//! how many hole cards a player holds, which board sizes are dealt, whether the pot is
//! split with a low hand, and (in the engine) how a hand is scored and a range is written.
//! Equity, batch scoring, the command line and the Python package all take a `Game` and
//! never branch on the game again.
//!
//! ```
//! use handrank::Game;
//! let game: Game = "omaha-hilo5".parse()?;
//! assert_eq!(game.hole_cards(), 5);
//! assert!(game.has_low());
//! assert_eq!(game.to_string(), "omaha-hilo5");
//! assert_eq!(Game::HOLDEM.hole_cards(), 2);
//! # Ok::<(), handrank::GameError>(())
//! ```

mod best;
mod error;
pub(crate) mod registry;
mod rows;
mod rules;
mod score;
mod value;

use std::fmt;
use std::str::FromStr;

use crate::card::CardSet;
use crate::equity::PreflopTableKind;

pub use error::{DealError, DealErrorKind, DealPart};
pub(crate) use registry::{Variant, dispatch};
pub(crate) use rules::{CardCounts, ExactWalk, Notation, Rules, Speeds};
pub use score::Score;
pub use value::HandValue;

/// A poker game: Texas hold'em, Omaha (4, 5 or 6 hole cards, high or hi-lo), short deck,
/// seven-card stud (high, hi-lo, razz), and the draw games (A-5, 2-7, badugi). What each
/// game is lives in its own module's `Rules`; a `Game` is which one, its hole count and,
/// in a draw game, the draws to come in an equity question ([`Game::draws`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    variant: Variant,
    hole_cards: u8,
    /// Draws to come after the next one (0: the next draw is the last), so that one draw,
    /// the default, is the same `Game` however it was asked for.
    later_draws: u8,
}

/// Why a game name or hole count is not one handrank plays.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    /// A name that is not a game.
    #[error(
        "unknown game '{0}': the games are {names}",
        names = Game::NAMES.join(", ")
    )]
    Unknown(String),
    /// A hole count the game is not dealt with (Omaha takes 4, 5 or 6).
    #[error("{game} hand has {allowed} hole cards, not {found}")]
    HoleCards {
        /// "an Omaha", "a Texas hold'em".
        game: &'static str,
        /// "4, 5 or 6", "2".
        allowed: String,
        found: usize,
    },
    /// Draws to come in a game without draws.
    #[error(
        "{title} has no draws: draws to come are for the draw games ({names})",
        names = Game::draw_games()
    )]
    NoDraws {
        /// "Texas hold'em".
        title: String,
    },
    /// A number of draws to come the game does not have.
    #[error("{game} question has 1 to {most} draws to come, not {found}")]
    Draws {
        /// "a deuce-to-seven".
        game: &'static str,
        most: usize,
        found: usize,
    },
}

impl Game {
    /// Every game's name, as [`Game::name`] writes it and `parse` reads it.
    pub const NAMES: [&'static str; 14] = registry::NAMES;

    /// Every game, in the order of [`Game::NAMES`].
    pub const ALL: [Game; 14] = registry::ALL;

    pub(crate) const fn new(variant: Variant, hole_cards: u8) -> Game {
        Game {
            variant,
            hole_cards,
            later_draws: 0,
        }
    }

    /// The same draw game with `draws` draws to come (1 to 3 in triple draw and badugi:
    /// 1 is the last draw, the default). Each player's cards are given as they stand (the
    /// cards kept now and the number drawn now); every later draw follows the game's
    /// drawing policy (docs/GAMES.md), and equity is then Monte Carlo only.
    ///
    /// ```
    /// use handrank::Game;
    /// let game = Game::DEUCE_SEVEN.with_draws(3)?;
    /// assert_eq!(game.draws(), 3);
    /// assert_eq!("27td".parse::<Game>()?, game);
    /// assert_eq!(Game::DEUCE_SEVEN.with_draws(1)?, Game::DEUCE_SEVEN);
    /// assert_eq!(
    ///     Game::DEUCE_SEVEN.with_draws(4).unwrap_err().to_string(),
    ///     "a deuce-to-seven question has 1 to 3 draws to come, not 4"
    /// );
    /// assert!(Game::HOLDEM.with_draws(1).is_err());
    /// # Ok::<(), handrank::GameError>(())
    /// ```
    pub fn with_draws(self, draws: usize) -> Result<Game, GameError> {
        let most = self.most_draws();
        if most == 0 {
            return Err(GameError::NoDraws {
                title: self.title(),
            });
        }
        match u8::try_from(draws) {
            Ok(n @ 1..) if usize::from(n) <= most => Ok(Game {
                later_draws: n - 1,
                ..self
            }),
            _ => Err(GameError::Draws {
                game: self.family(),
                most,
                found: draws,
            }),
        }
    }

    /// Draws to come in an equity question: 1 (the last draw) unless the game was named
    /// with more ([`Game::with_draws`], `27td`); 0 in a game without draws.
    pub fn draws(self) -> usize {
        match self.most_draws() {
            0 => 0,
            _ => 1 + usize::from(self.later_draws),
        }
    }

    /// The most draws to come an equity question of the game may ask ([`Game::with_draws`]
    /// takes 1 to this): 3 in the draw games, 0 in the others. What a front end offers.
    ///
    /// ```
    /// use handrank::Game;
    /// assert_eq!(Game::BADUGI.most_draws(), 3);
    /// assert_eq!(Game::HOLDEM.most_draws(), 0);
    /// ```
    pub fn most_draws(self) -> usize {
        usize::from(dispatch!(self, R => R::DRAWS))
    }

    /// The draw games' names, for errors: "ace-five, deuce-seven, badugi".
    fn draw_games() -> String {
        let names: Vec<&str> = Game::ALL
            .iter()
            .filter(|g| g.most_draws() > 0)
            .map(|g| g.name())
            .collect();
        names.join(", ")
    }

    /// The names of the games with a board, for errors: "holdem, omaha, …, short-deck".
    pub(crate) fn board_games() -> String {
        let names: Vec<&str> = Game::ALL
            .iter()
            .filter(|g| g.has_board())
            .map(|g| g.name())
            .collect();
        names.join(", ")
    }

    /// The same game with another hole count: Omaha takes 4, 5 or 6; every other game
    /// only its own.
    pub fn with_hole_cards(self, hole_cards: usize) -> Result<Game, GameError> {
        let counts: &[u8] = dispatch!(self, R => R::HOLE_CARDS);
        match counts.iter().find(|&&n| usize::from(n) == hole_cards) {
            Some(&n) => Ok(Game {
                hole_cards: n,
                ..self
            }),
            None => Err(GameError::HoleCards {
                game: self.family(),
                allowed: spoken_list(counts),
                found: hole_cards,
            }),
        }
    }

    /// Which game's rules: what the one dispatch reads.
    pub(crate) fn variant(self) -> Variant {
        self.variant
    }

    /// Cards a player holds when all are dealt: 2 in hold'em and short deck, 4 to 6 in
    /// Omaha, 7 in the stud games, 5 in A-5 and 2-7, 4 in badugi.
    pub fn hole_cards(self) -> usize {
        usize::from(self.hole_cards)
    }

    /// Whether the pot is split between the best high hand and the best eight-or-better
    /// low (Omaha hi-lo, stud hi-lo).
    pub fn has_low(self) -> bool {
        dispatch!(self, R => R::HAS_LOW)
    }

    /// Whether the crate's own evaluator ([`crate::evaluate`], [`crate::batch::score_line`],
    /// [`crate::Hand`]) scores this game's hands, with its messages: hold'em's. Front ends
    /// take the evaluator's fast paths for it and the game's rules for every other game.
    pub fn uses_evaluator(self) -> bool {
        dispatch!(self, R => R::EVALUATOR)
    }

    /// The game's exact preflop table, if it has one: hold'em's classes against each other,
    /// PLO4's against a random hole.
    pub fn preflop_table(self) -> Option<PreflopTableKind> {
        dispatch!(self, R => R::preflop_table(self.hole_cards))
    }

    /// How many cards the game's hands have, and what errors call them.
    pub(crate) fn counts(self) -> CardCounts {
        dispatch!(self, R => R::COUNTS)
    }

    /// Whether the hand is the best five of exactly two hole and three board cards.
    pub fn is_omaha(self) -> bool {
        let counts = self.counts();
        counts.has_board() && !counts.pooled
    }

    /// Whether the players share a board (hold'em, Omaha, short deck); in stud and the
    /// draw games each hand is the player's own cards.
    pub fn has_board(self) -> bool {
        self.counts().has_board()
    }

    /// The cards the game is dealt from: 52, or short deck's 36 (6 to ace).
    pub fn deck(self) -> CardSet {
        dispatch!(self, R => R::deck())
    }

    /// The board sizes a question may give: none, the flop, the turn or the river; only
    /// none in a game without a board.
    pub fn board_sizes(self) -> &'static [usize] {
        if self.has_board() {
            &[0, 3, 4, 5]
        } else {
            &[0]
        }
    }

    /// Cards on a complete board: 5, or 0 in a game without a board.
    pub fn full_board(self) -> usize {
        if self.has_board() { 5 } else { 0 }
    }

    /// The name `parse` reads: `holdem`, `omaha5`, `omaha-hilo6`, `short-deck`, `razz`, …
    pub fn name(self) -> &'static str {
        dispatch!(self, R => R::name(self.hole_cards))
    }

    /// The game as errors name it, with its article: "an Omaha", "a Texas hold'em",
    /// "a razz".
    pub(crate) fn family(self) -> &'static str {
        dispatch!(self, R => R::FAMILY)
    }

    /// The game as players call it: "Texas hold'em", "Omaha (PLO5)", "Omaha hi-lo (PLO8)",
    /// "Short deck hold'em", "Seven-card stud hi-lo", "Deuce-to-seven lowball", and with
    /// more than one draw to come "Deuce-to-seven lowball, 3 draws to come".
    pub fn title(self) -> String {
        let title = dispatch!(self, R => R::title(self.hole_cards));
        match self.draws() {
            0 | 1 => title,
            draws => format!("{title}, {draws} draws to come"),
        }
    }

    /// The engine's measured speeds.
    pub(crate) fn speeds(self) -> Speeds {
        dispatch!(self, R => R::SPEEDS)
    }

    /// How a player's cards are written in an equity question.
    pub(crate) fn notation(self) -> Notation {
        dispatch!(self, R => R::NOTATION)
    }

    /// Whether a player's hands are two hole cards written as a range over the 169
    /// starting-hand classes ([`crate::equity::StartingHand`]): what a 13×13 range grid
    /// shows.
    pub fn has_starting_hands(self) -> bool {
        self.notation() == Notation::Range
    }

    /// The exact enumeration's walk.
    pub(crate) fn exact_walk(self) -> ExactWalk {
        dispatch!(self, R => R::EXACT)
    }
}

/// "2", "4, 5 or 6".
fn spoken_list(counts: &[u8]) -> String {
    let words: Vec<String> = counts.iter().map(u8::to_string).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => words.concat(),
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Game {
    type Err = GameError;

    /// Reads a name of [`Game::NAMES`] in any case, or a common alias: `hold'em`,
    /// `texas-holdem`, `plo`, `plo4`, `plo5`, `plo6`, `plo8`, `omaha8`, `omaha-hi-lo`,
    /// `6+`, `six-plus`, `stud8`, `a-5`, `2-7`, `deuce-to-seven`, …; the triple-draw names
    /// (`2-7-triple-draw`, `27td`, `triple-draw`, `a5-triple-draw`, …) are the game with
    /// three draws to come ([`Game::with_draws`]).
    fn from_str(text: &str) -> Result<Game, GameError> {
        let name = text.trim().to_ascii_lowercase().replace(['_', ' '], "-");
        for game in Game::ALL {
            let aliases: &[(&str, u8)] = dispatch!(game, R => R::ALIASES);
            if let Some(&(_, hole)) = aliases.iter().find(|&&(alias, _)| alias == name) {
                return game.with_hole_cards(usize::from(hole));
            }
            let draws: &[(&str, u8)] = dispatch!(game, R => R::DRAW_ALIASES);
            if let Some(&(_, draws)) = draws.iter().find(|&&(alias, _)| alias == name) {
                return game.with_draws(usize::from(draws));
            }
        }
        Err(GameError::Unknown(text.to_owned()))
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Game {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}
