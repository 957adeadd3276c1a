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

mod score;

use std::fmt;
use std::str::FromStr;

pub use score::{DealError, Score};

/// A poker game: Texas hold'em, or Omaha with 4, 5 or 6 hole cards, high only or hi-lo
/// (eight or better).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    variant: Variant,
    hole_cards: u8,
}

/// The rules of a game, apart from its hole count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Variant {
    /// The best five of hole and board cards.
    Holdem,
    /// The best five of exactly two hole and three board cards.
    Omaha,
    /// Omaha's high hand, and the pot split with the best eight-or-better low.
    OmahaHiLo,
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
    /// Omaha with a hole count other than 4, 5 or 6.
    #[error("an Omaha hand has 4, 5 or 6 hole cards, not {0}")]
    HoleCards(usize),
}

impl Game {
    /// Texas hold'em.
    pub const HOLDEM: Game = Game {
        variant: Variant::Holdem,
        hole_cards: 2,
    };
    /// Pot-limit Omaha with four hole cards (PLO4), high only.
    pub const OMAHA: Game = Game {
        variant: Variant::Omaha,
        hole_cards: 4,
    };
    /// Omaha hi-lo, eight or better, with four hole cards (PLO8).
    pub const OMAHA_HI_LO: Game = Game {
        variant: Variant::OmahaHiLo,
        hole_cards: 4,
    };

    /// Every game's name, as [`Game::name`] writes it and `parse` reads it.
    pub const NAMES: [&'static str; 7] = [
        "holdem",
        "omaha",
        "omaha5",
        "omaha6",
        "omaha-hilo",
        "omaha-hilo5",
        "omaha-hilo6",
    ];

    /// Omaha high with `hole_cards` (4, 5 or 6) hole cards.
    pub fn omaha(hole_cards: usize) -> Result<Game, GameError> {
        Game::OMAHA.with_hole_cards(hole_cards)
    }

    /// Omaha hi-lo with `hole_cards` (4, 5 or 6) hole cards.
    pub fn omaha_hi_lo(hole_cards: usize) -> Result<Game, GameError> {
        Game::OMAHA_HI_LO.with_hole_cards(hole_cards)
    }

    /// The same game with another hole count: Omaha takes 4, 5 or 6, hold'em only 2.
    pub fn with_hole_cards(self, hole_cards: usize) -> Result<Game, GameError> {
        let allowed = match self.variant {
            Variant::Holdem => hole_cards == 2,
            Variant::Omaha | Variant::OmahaHiLo => (4..=6).contains(&hole_cards),
        };
        if !allowed {
            return Err(GameError::HoleCards(hole_cards));
        }
        Ok(Game {
            hole_cards: hole_cards as u8,
            ..self
        })
    }

    /// The rules apart from the hole count.
    pub(crate) fn variant(self) -> Variant {
        self.variant
    }

    /// Hole cards per player.
    pub fn hole_cards(self) -> usize {
        usize::from(self.hole_cards)
    }

    /// Whether the pot is split between the best high hand and the best low.
    pub fn has_low(self) -> bool {
        self.variant == Variant::OmahaHiLo
    }

    /// Whether the hand is the best five of exactly two hole and three board cards.
    pub fn is_omaha(self) -> bool {
        matches!(self.variant, Variant::Omaha | Variant::OmahaHiLo)
    }

    /// The board sizes a question may give: none, the flop, the turn or the river.
    pub fn board_sizes(self) -> &'static [usize] {
        &[0, 3, 4, 5]
    }

    /// Cards on a complete board.
    pub fn full_board(self) -> usize {
        5
    }

    /// The name `parse` reads: `holdem`, `omaha`, `omaha5`, `omaha-hilo6`, …
    pub fn name(self) -> &'static str {
        let names = &Game::NAMES;
        let index = match (self.variant, self.hole_cards) {
            (Variant::Holdem, _) => 0,
            (Variant::Omaha, n) => usize::from(n) - 3,
            (Variant::OmahaHiLo, n) => usize::from(n),
        };
        debug_assert!(index < names.len(), "a game's hole count is checked");
        names.get(index).copied().unwrap_or("holdem")
    }

    /// The game as players call it: "Texas hold'em", "Omaha (PLO5)", "Omaha hi-lo (PLO8)".
    pub fn title(self) -> String {
        match (self.variant, self.hole_cards) {
            (Variant::Holdem, _) => "Texas hold'em".to_owned(),
            (Variant::Omaha, n) => format!("Omaha (PLO{n})"),
            (Variant::OmahaHiLo, 4) => "Omaha hi-lo (PLO8)".to_owned(),
            (Variant::OmahaHiLo, n) => format!("Omaha hi-lo ({n} hole cards)"),
        }
    }
}

impl Default for Game {
    fn default() -> Game {
        Game::HOLDEM
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
    /// `texas-holdem`, `plo`, `plo4`, `plo5`, `plo6`, `plo8`, `omaha8`, `omaha-hi-lo`.
    fn from_str(text: &str) -> Result<Game, GameError> {
        let name = text.trim().to_ascii_lowercase().replace(['_', ' '], "-");
        let game = match name.as_str() {
            "holdem" | "hold'em" | "texas-holdem" | "texas-hold'em" | "nlhe" => Game::HOLDEM,
            "omaha" | "omaha4" | "plo" | "plo4" => Game::OMAHA,
            "omaha5" | "plo5" => Game::omaha(5)?,
            "omaha6" | "plo6" => Game::omaha(6)?,
            "omaha-hilo" | "omaha-hi-lo" | "omaha-hilo4" | "omaha8" | "plo8" | "o8" => {
                Game::OMAHA_HI_LO
            }
            "omaha-hilo5" | "omaha-hi-lo5" => Game::omaha_hi_lo(5)?,
            "omaha-hilo6" | "omaha-hi-lo6" => Game::omaha_hi_lo(6)?,
            _ => return Err(GameError::Unknown(text.to_owned())),
        };
        Ok(game)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Game {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_reads_back() {
        for name in Game::NAMES {
            let game: Game = name.parse().unwrap();
            assert_eq!(game.name(), name);
            assert_eq!(game.to_string(), name);
        }
        assert_eq!(Game::NAMES.len(), 7);
    }

    #[test]
    fn aliases_and_hole_counts() {
        assert_eq!("PLO5".parse::<Game>().unwrap(), Game::omaha(5).unwrap());
        assert_eq!("plo8".parse::<Game>().unwrap(), Game::OMAHA_HI_LO);
        assert_eq!("Hold'em".parse::<Game>().unwrap(), Game::HOLDEM);
        assert_eq!(Game::omaha(6).unwrap().hole_cards(), 6);
        assert_eq!(Game::omaha(7), Err(GameError::HoleCards(7)));
        assert_eq!(
            Game::HOLDEM.with_hole_cards(4),
            Err(GameError::HoleCards(4))
        );
        assert!(Game::OMAHA_HI_LO.has_low() && !Game::OMAHA.has_low());
        assert_eq!(Game::omaha_hi_lo(4).unwrap().title(), "Omaha hi-lo (PLO8)");
    }

    #[test]
    fn unknown_names_list_the_games() {
        let error = "razz".parse::<Game>().unwrap_err().to_string();
        assert!(
            error.contains("'razz'") && error.contains("omaha-hilo6"),
            "{error}"
        );
    }
}
