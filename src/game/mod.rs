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
mod score;
mod value;

use std::fmt;
use std::str::FromStr;

use crate::card::CardSet;

pub use score::{DealError, Score};
pub use value::HandValue;

/// A poker game: Texas hold'em, Omaha (4, 5 or 6 hole cards, high or hi-lo), short deck,
/// seven-card stud (high, hi-lo, razz), and the draw games (A-5, 2-7, badugi).
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
    /// Hold'em with a 36-card deck (6 to ace): a flush beats a full house, A-6-7-8-9 is
    /// the lowest straight.
    ShortDeck,
    /// The best five of a player's own 5 to 7 cards, hold'em's ranking.
    Stud,
    /// Stud's high hand, and the pot split with the best eight-or-better low.
    StudHiLo,
    /// The lowest five of a player's own 5 to 7 cards, ace-to-five.
    Razz,
    /// Five cards, ace-to-five low (A-5 draw).
    AceFive,
    /// Five cards, deuce-to-seven low (2-7 single and triple draw).
    DeuceSeven,
    /// Four cards: the best badugi.
    Badugi,
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
        allowed: &'static str,
        found: usize,
    },
}

impl Game {
    /// Texas hold'em.
    pub const HOLDEM: Game = Game::new(Variant::Holdem, 2);
    /// Pot-limit Omaha with four hole cards (PLO4), high only.
    pub const OMAHA: Game = Game::new(Variant::Omaha, 4);
    /// Omaha hi-lo, eight or better, with four hole cards (PLO8).
    pub const OMAHA_HI_LO: Game = Game::new(Variant::OmahaHiLo, 4);
    /// Short deck (six plus) hold'em.
    pub const SHORT_DECK: Game = Game::new(Variant::ShortDeck, 2);
    /// Seven-card stud, high.
    pub const STUD: Game = Game::new(Variant::Stud, 7);
    /// Seven-card stud hi-lo, eight or better.
    pub const STUD_HI_LO: Game = Game::new(Variant::StudHiLo, 7);
    /// Razz: seven-card stud for the ace-to-five low.
    pub const RAZZ: Game = Game::new(Variant::Razz, 7);
    /// Ace-to-five lowball draw.
    pub const ACE_FIVE: Game = Game::new(Variant::AceFive, 5);
    /// Deuce-to-seven lowball (single and triple draw).
    pub const DEUCE_SEVEN: Game = Game::new(Variant::DeuceSeven, 5);
    /// Badugi.
    pub const BADUGI: Game = Game::new(Variant::Badugi, 4);

    /// Every game's name, as [`Game::name`] writes it and `parse` reads it.
    pub const NAMES: [&'static str; 14] = [
        "holdem",
        "omaha",
        "omaha5",
        "omaha6",
        "omaha-hilo",
        "omaha-hilo5",
        "omaha-hilo6",
        "short-deck",
        "stud",
        "stud-hilo",
        "razz",
        "ace-five",
        "deuce-seven",
        "badugi",
    ];

    /// Every game, in the order of [`Game::NAMES`].
    pub const ALL: [Game; 14] = [
        Game::HOLDEM,
        Game::OMAHA,
        Game::new(Variant::Omaha, 5),
        Game::new(Variant::Omaha, 6),
        Game::OMAHA_HI_LO,
        Game::new(Variant::OmahaHiLo, 5),
        Game::new(Variant::OmahaHiLo, 6),
        Game::SHORT_DECK,
        Game::STUD,
        Game::STUD_HI_LO,
        Game::RAZZ,
        Game::ACE_FIVE,
        Game::DEUCE_SEVEN,
        Game::BADUGI,
    ];

    const fn new(variant: Variant, hole_cards: u8) -> Game {
        Game {
            variant,
            hole_cards,
        }
    }

    /// Omaha high with `hole_cards` (4, 5 or 6) hole cards.
    pub fn omaha(hole_cards: usize) -> Result<Game, GameError> {
        Game::OMAHA.with_hole_cards(hole_cards)
    }

    /// Omaha hi-lo with `hole_cards` (4, 5 or 6) hole cards.
    pub fn omaha_hi_lo(hole_cards: usize) -> Result<Game, GameError> {
        Game::OMAHA_HI_LO.with_hole_cards(hole_cards)
    }

    /// The same game with another hole count: Omaha takes 4, 5 or 6; every other game
    /// only its own.
    pub fn with_hole_cards(self, hole_cards: usize) -> Result<Game, GameError> {
        let allowed = if self.is_omaha() {
            (4..=6).contains(&hole_cards)
        } else {
            hole_cards == self.hole_cards()
        };
        if !allowed {
            return Err(GameError::HoleCards {
                game: self.family(),
                allowed: match self.hole_cards {
                    _ if self.is_omaha() => "4, 5 or 6",
                    2 => "2",
                    4 => "4",
                    5 => "5",
                    _ => "7",
                },
                found: hole_cards,
            });
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

    /// Cards a player holds when all are dealt: 2 in hold'em and short deck, 4 to 6 in
    /// Omaha, 7 in the stud games, 5 in A-5 and 2-7, 4 in badugi.
    pub fn hole_cards(self) -> usize {
        usize::from(self.hole_cards)
    }

    /// Whether the pot is split between the best high hand and the best eight-or-better
    /// low (Omaha hi-lo, stud hi-lo).
    pub fn has_low(self) -> bool {
        matches!(self.variant, Variant::OmahaHiLo | Variant::StudHiLo)
    }

    /// Whether the hand is the best five of exactly two hole and three board cards.
    pub fn is_omaha(self) -> bool {
        matches!(self.variant, Variant::Omaha | Variant::OmahaHiLo)
    }

    /// Whether the players share a board (hold'em, Omaha, short deck); in stud and the
    /// draw games each hand is the player's own cards.
    pub fn has_board(self) -> bool {
        matches!(
            self.variant,
            Variant::Holdem | Variant::Omaha | Variant::OmahaHiLo | Variant::ShortDeck
        )
    }

    /// The cards the game is dealt from: 52, or short deck's 36 (6 to ace).
    pub fn deck(self) -> CardSet {
        match self.variant {
            Variant::ShortDeck => crate::short_deck::deck(),
            _ => CardSet::FULL,
        }
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
        match (self.variant, self.hole_cards) {
            (Variant::Holdem, _) => "holdem",
            (Variant::Omaha, 5) => "omaha5",
            (Variant::Omaha, 6) => "omaha6",
            (Variant::Omaha, _) => "omaha",
            (Variant::OmahaHiLo, 5) => "omaha-hilo5",
            (Variant::OmahaHiLo, 6) => "omaha-hilo6",
            (Variant::OmahaHiLo, _) => "omaha-hilo",
            (Variant::ShortDeck, _) => "short-deck",
            (Variant::Stud, _) => "stud",
            (Variant::StudHiLo, _) => "stud-hilo",
            (Variant::Razz, _) => "razz",
            (Variant::AceFive, _) => "ace-five",
            (Variant::DeuceSeven, _) => "deuce-seven",
            (Variant::Badugi, _) => "badugi",
        }
    }

    /// The game as errors name it, with its article: "an Omaha", "a Texas hold'em",
    /// "a razz".
    pub(crate) fn family(self) -> &'static str {
        match self.variant {
            Variant::Holdem => "a Texas hold'em",
            Variant::Omaha | Variant::OmahaHiLo => "an Omaha",
            Variant::ShortDeck => "a short-deck",
            Variant::Stud => "a stud",
            Variant::StudHiLo => "a stud hi-lo",
            Variant::Razz => "a razz",
            Variant::AceFive => "an ace-to-five",
            Variant::DeuceSeven => "a deuce-to-seven",
            Variant::Badugi => "a badugi",
        }
    }

    /// The game as players call it: "Texas hold'em", "Omaha (PLO5)", "Omaha hi-lo (PLO8)",
    /// "Short deck hold'em", "Seven-card stud hi-lo", "Deuce-to-seven lowball".
    pub fn title(self) -> String {
        let title = match (self.variant, self.hole_cards) {
            (Variant::Holdem, _) => "Texas hold'em",
            (Variant::Omaha, n) => return format!("Omaha (PLO{n})"),
            (Variant::OmahaHiLo, 4) => "Omaha hi-lo (PLO8)",
            (Variant::OmahaHiLo, n) => return format!("Omaha hi-lo ({n} hole cards)"),
            (Variant::ShortDeck, _) => "Short deck hold'em",
            (Variant::Stud, _) => "Seven-card stud",
            (Variant::StudHiLo, _) => "Seven-card stud hi-lo",
            (Variant::Razz, _) => "Razz",
            (Variant::AceFive, _) => "Ace-to-five lowball",
            (Variant::DeuceSeven, _) => "Deuce-to-seven lowball",
            (Variant::Badugi, _) => "Badugi",
        };
        title.to_owned()
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
    /// `texas-holdem`, `plo`, `plo4`, `plo5`, `plo6`, `plo8`, `omaha8`, `omaha-hi-lo`,
    /// `6+`, `six-plus`, `stud8`, `a-5`, `2-7`, `deuce-to-seven`, …
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
            "short-deck" | "shortdeck" | "short-deck-holdem" | "six-plus" | "6+" | "6-plus" => {
                Game::SHORT_DECK
            }
            "stud" | "seven-card-stud" | "7-card-stud" | "stud7" => Game::STUD,
            "stud-hilo" | "stud-hi-lo" | "stud8" | "seven-card-stud-hi-lo" => Game::STUD_HI_LO,
            "razz" => Game::RAZZ,
            "ace-five" | "ace-to-five" | "a-5" | "a5" | "a-5-draw" => Game::ACE_FIVE,
            "deuce-seven" | "deuce-to-seven" | "2-7" | "27" | "2-7-draw" => Game::DEUCE_SEVEN,
            "badugi" => Game::BADUGI,
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
        let names: Vec<&str> = Game::ALL.iter().map(|g| g.name()).collect();
        assert_eq!(names, Game::NAMES);
    }

    #[test]
    fn each_game_deals_its_cards() {
        let holes: Vec<usize> = Game::ALL.iter().map(|g| g.hole_cards()).collect();
        assert_eq!(holes, [2, 4, 5, 6, 4, 5, 6, 2, 7, 7, 7, 5, 5, 4]);
        let boards: Vec<usize> = Game::ALL.iter().map(|g| g.full_board()).collect();
        assert_eq!(boards, [5, 5, 5, 5, 5, 5, 5, 5, 0, 0, 0, 0, 0, 0]);
        let lows: Vec<&str> = Game::ALL
            .iter()
            .filter(|g| g.has_low())
            .map(|g| g.name())
            .collect();
        assert_eq!(
            lows,
            ["omaha-hilo", "omaha-hilo5", "omaha-hilo6", "stud-hilo"]
        );
        assert_eq!(Game::SHORT_DECK.deck().len(), 36);
        assert_eq!(Game::RAZZ.deck().len(), 52);
        assert_eq!(Game::STUD.board_sizes(), [0]);
        assert_eq!("6+".parse::<Game>().unwrap(), Game::SHORT_DECK);
        assert_eq!("2-7".parse::<Game>().unwrap(), Game::DEUCE_SEVEN);
        assert_eq!("Stud8".parse::<Game>().unwrap(), Game::STUD_HI_LO);
    }

    #[test]
    fn aliases_and_hole_counts() {
        assert_eq!("PLO5".parse::<Game>().unwrap(), Game::omaha(5).unwrap());
        assert_eq!("plo8".parse::<Game>().unwrap(), Game::OMAHA_HI_LO);
        assert_eq!("Hold'em".parse::<Game>().unwrap(), Game::HOLDEM);
        assert_eq!(Game::omaha(6).unwrap().hole_cards(), 6);
        assert_eq!(
            Game::omaha(7).unwrap_err().to_string(),
            "an Omaha hand has 4, 5 or 6 hole cards, not 7"
        );
        assert_eq!(
            Game::HOLDEM.with_hole_cards(4).unwrap_err().to_string(),
            "a Texas hold'em hand has 2 hole cards, not 4"
        );
        assert_eq!(Game::RAZZ.with_hole_cards(7), Ok(Game::RAZZ));
        assert!(Game::OMAHA_HI_LO.has_low() && !Game::OMAHA.has_low());
        assert_eq!(Game::omaha_hi_lo(4).unwrap().title(), "Omaha hi-lo (PLO8)");
    }

    #[test]
    fn unknown_names_list_the_games() {
        let error = "pineapple".parse::<Game>().unwrap_err().to_string();
        assert!(
            error.contains("'pineapple'") && error.contains("omaha-hilo6, short-deck"),
            "{error}"
        );
    }
}
