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
/// cards are dealt once, before the first betting round.
const REPLAYED: [Variant; 5] = [
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
];

/// The standard's other codes, named in the error for a hand of one of them.
const NOT_YET: [(&str, &str); 6] = [
    ("F7S", "fixed-limit seven card stud"),
    ("F7S/8", "fixed-limit seven card stud hi-lo"),
    ("FR", "fixed-limit razz"),
    ("N2L1D", "no-limit deuce-to-seven single draw"),
    ("F2L3D", "fixed-limit deuce-to-seven triple draw"),
    ("FB", "fixed-limit badugi"),
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
}
