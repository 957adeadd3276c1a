//! PHH's variant codes, and the [`Game`] each one is played with: the one place that
//! knows which codes handrank replays. A game that `Game` learns is a line here.

use crate::game::Game;

/// How bets are sized: what PHH's first letter of a code says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Betting {
    NoLimit,
    PotLimit,
    FixedLimit,
}

/// A variant handrank replays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant {
    /// The PHH code: `NT`, `FO/8`, …
    pub code: &'static str,
    pub game: Game,
    pub betting: Betting,
}

/// The codes handrank replays, each with its game: community-card games whose hole
/// cards are dealt once, before the first betting round, and the draw games.
const REPLAYED: [Variant; 8] = [
    Variant {
        code: "NT",
        game: Game::HOLDEM,
        betting: Betting::NoLimit,
    },
    Variant {
        code: "FT",
        game: Game::HOLDEM,
        betting: Betting::FixedLimit,
    },
    Variant {
        code: "NS",
        game: Game::SHORT_DECK,
        betting: Betting::NoLimit,
    },
    Variant {
        code: "PO",
        game: Game::OMAHA,
        betting: Betting::PotLimit,
    },
    Variant {
        code: "FO/8",
        game: Game::OMAHA_HI_LO,
        betting: Betting::FixedLimit,
    },
    Variant {
        code: "N2L1D",
        game: Game::DEUCE_SEVEN,
        betting: Betting::NoLimit,
    },
    Variant {
        code: "F2L3D",
        game: Game::DEUCE_SEVEN,
        betting: Betting::FixedLimit,
    },
    Variant {
        code: "FB",
        game: Game::BADUGI,
        betting: Betting::FixedLimit,
    },
];

/// The standard's other codes, named in the error for a hand of one of them.
const NOT_YET: [(&str, &str); 3] = [
    ("F7S", "fixed-limit seven card stud"),
    ("F7S/8", "fixed-limit seven card stud hi-lo"),
    ("FR", "fixed-limit razz"),
];

impl Variant {
    /// The variant of a PHH code; an error names the code and what handrank replays.
    pub fn of_code(code: &str) -> Result<Variant, String> {
        if let Some(variant) = REPLAYED.iter().find(|v| v.code == code) {
            return Ok(*variant);
        }
        let replayed: Vec<&str> = REPLAYED.iter().map(|v| v.code).collect();
        Err(match NOT_YET.iter().find(|(c, _)| *c == code) {
            Some((_, name)) => format!(
                "variant '{code}' ({name}) is not one handrank replays yet; it replays {}",
                replayed.join(", ")
            ),
            None => format!(
                "unknown variant '{code}': the standard's codes are {}, {}",
                replayed.join(", "),
                NOT_YET.map(|(c, _)| c).join(", ")
            ),
        })
    }

    /// The fields a hand of this variant must give, besides `antes`, `starting_stacks`
    /// and `actions`.
    pub fn required(self) -> &'static [&'static str] {
        match self.betting {
            Betting::NoLimit | Betting::PotLimit => &["blinds_or_straddles", "min_bet"],
            Betting::FixedLimit => &["blinds_or_straddles", "small_bet", "big_bet"],
        }
    }

    /// The draws of a draw game: one in single draw, three in triple draw and badugi;
    /// none in the games with a board.
    pub fn draws(self) -> usize {
        match self.code {
            "N2L1D" => 1,
            "F2L3D" | "FB" => 3,
            _ => 0,
        }
    }
}
