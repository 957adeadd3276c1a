//! The games handrank plays, listed once. Adding a game is a module with its
//! [`super::Rules`] and a line in each list below.

use super::{Game, GameError};

/// One arm per game's [`super::Rules`]; a [`Game`] is one of these and its hole count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Variant {
    Holdem,
    Omaha,
    OmahaHiLo,
    ShortDeck,
    Stud,
    StudHiLo,
    Razz,
    AceFive,
    DeuceSeven,
    Badugi,
}

/// Runs `$body` with `$rules` naming the game's [`super::Rules`] type: the one place a
/// [`Game`] becomes its rules.
macro_rules! dispatch {
    ($game:expr, $rules:ident => $body:expr) => {{
        #[allow(unused_imports)]
        use $crate::game::Rules as _;
        use $crate::game::registry::Variant;
        match $game.variant() {
            Variant::Holdem => {
                type $rules = $crate::holdem::HoldemRules;
                $body
            }
            Variant::Omaha => {
                type $rules = $crate::omaha::OmahaRules<false>;
                $body
            }
            Variant::OmahaHiLo => {
                type $rules = $crate::omaha::OmahaRules<true>;
                $body
            }
            Variant::ShortDeck => {
                type $rules = $crate::short_deck::ShortDeckRules;
                $body
            }
            Variant::Stud => {
                type $rules = $crate::stud::StudRules;
                $body
            }
            Variant::StudHiLo => {
                type $rules = $crate::stud::StudHiLoRules;
                $body
            }
            Variant::Razz => {
                type $rules = $crate::stud::RazzRules;
                $body
            }
            Variant::AceFive => {
                type $rules = $crate::lowball::AceFiveRules;
                $body
            }
            Variant::DeuceSeven => {
                type $rules = $crate::lowball::DeuceSevenRules;
                $body
            }
            Variant::Badugi => {
                type $rules = $crate::badugi::BadugiRules;
                $body
            }
        }
    }};
}
pub(crate) use dispatch;

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

    /// Omaha high with `hole_cards` (4, 5 or 6) hole cards.
    pub fn omaha(hole_cards: usize) -> Result<Game, GameError> {
        Game::OMAHA.with_hole_cards(hole_cards)
    }

    /// Omaha hi-lo with `hole_cards` (4, 5 or 6) hole cards.
    pub fn omaha_hi_lo(hole_cards: usize) -> Result<Game, GameError> {
        Game::OMAHA_HI_LO.with_hole_cards(hole_cards)
    }
}

/// Hold'em: the game of every question that names none.
impl Default for Game {
    fn default() -> Game {
        Game::HOLDEM
    }
}

/// Every game's name, as [`Game::name`] writes it and `parse` reads it.
pub(super) const NAMES: [&str; 14] = [
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

/// Every game, in the order of [`NAMES`].
pub(super) const ALL: [Game; 14] = [
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
