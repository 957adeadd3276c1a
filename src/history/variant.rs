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

/// How the cards come out, street by street.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dealing {
    /// Hole cards, then a shared board.
    Board,
    /// Hole cards, then `draws` rounds of discarding and drawing.
    Draw { draws: usize },
    /// Each player's own cards street by street, some face up, with a bring-in by the
    /// lowest up card (`razz`: the highest, the ace low).
    Stud { razz: bool },
}

/// A variant handrank replays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PhhVariant {
    /// The PHH code: `NT`, `FO/8`, …
    pub code: &'static str,
    pub game: Game,
    pub betting: Betting,
    pub dealing: Dealing,
}

/// The standard's codes, each with its game: every one handrank replays (the
/// community-card games, the draw games and the stud games); then the codes handrank
/// adds, in the standard's scheme, for games the sites deal that the standard has no
/// code for (pot-limit hold'em and pot-limit Omaha hi-lo).
const CODES: [PhhVariant; 13] = [
    PhhVariant {
        code: "NT",
        game: Game::HOLDEM,
        betting: Betting::NoLimit,
        dealing: Dealing::Board,
    },
    PhhVariant {
        code: "FT",
        game: Game::HOLDEM,
        betting: Betting::FixedLimit,
        dealing: Dealing::Board,
    },
    PhhVariant {
        code: "NS",
        game: Game::SHORT_DECK,
        betting: Betting::NoLimit,
        dealing: Dealing::Board,
    },
    PhhVariant {
        code: "PO",
        game: Game::OMAHA,
        betting: Betting::PotLimit,
        dealing: Dealing::Board,
    },
    PhhVariant {
        code: "FO/8",
        game: Game::OMAHA_HI_LO,
        betting: Betting::FixedLimit,
        dealing: Dealing::Board,
    },
    PhhVariant {
        code: "N2L1D",
        game: Game::DEUCE_SEVEN,
        betting: Betting::NoLimit,
        dealing: Dealing::Draw { draws: 1 },
    },
    PhhVariant {
        code: "F2L3D",
        game: Game::DEUCE_SEVEN,
        betting: Betting::FixedLimit,
        dealing: Dealing::Draw { draws: 3 },
    },
    PhhVariant {
        code: "FB",
        game: Game::BADUGI,
        betting: Betting::FixedLimit,
        dealing: Dealing::Draw { draws: 3 },
    },
    PhhVariant {
        code: "F7S",
        game: Game::STUD,
        betting: Betting::FixedLimit,
        dealing: Dealing::Stud { razz: false },
    },
    PhhVariant {
        code: "F7S/8",
        game: Game::STUD_HI_LO,
        betting: Betting::FixedLimit,
        dealing: Dealing::Stud { razz: false },
    },
    PhhVariant {
        code: "FR",
        game: Game::RAZZ,
        betting: Betting::FixedLimit,
        dealing: Dealing::Stud { razz: true },
    },
    PhhVariant {
        code: "PT",
        game: Game::HOLDEM,
        betting: Betting::PotLimit,
        dealing: Dealing::Board,
    },
    PhhVariant {
        code: "PO/8",
        game: Game::OMAHA_HI_LO,
        betting: Betting::PotLimit,
        dealing: Dealing::Board,
    },
];

/// How many of [`CODES`] are the standard's own.
const STANDARD: usize = 11;

impl PhhVariant {
    /// The variant of a PHH code; an error names the code and the standard's codes.
    pub fn of_code(code: &str) -> Result<PhhVariant, String> {
        if let Some(variant) = CODES.iter().find(|v| v.code == code) {
            return Ok(*variant);
        }
        let codes: Vec<&str> = CODES.iter().map(|v| v.code).collect();
        let (standard, added) = codes.split_at(STANDARD);
        Err(format!(
            "unknown variant '{code}': the standard's codes are {}, and handrank adds {}",
            standard.join(", "),
            added.join(", ")
        ))
    }

    /// Whether players are dealt their own cards street by street, some face up, with a
    /// bring-in (seven-card stud, stud hi-lo, razz).
    pub fn is_stud(self) -> bool {
        matches!(self.dealing, Dealing::Stud { .. })
    }

    /// The fields a hand of this variant must give, besides `antes`, `starting_stacks`
    /// and `actions`.
    pub fn required(self) -> &'static [&'static str] {
        if self.is_stud() {
            return &["bring_in", "small_bet", "big_bet"];
        }
        match self.betting {
            Betting::NoLimit | Betting::PotLimit => &["blinds_or_straddles", "min_bet"],
            Betting::FixedLimit => &["blinds_or_straddles", "small_bet", "big_bet"],
        }
    }

    /// The draws of a draw game: one in single draw, three in triple draw and badugi;
    /// none in the games with a board.
    pub fn draws(self) -> usize {
        match self.dealing {
            Dealing::Draw { draws } => draws,
            Dealing::Board | Dealing::Stud { .. } => 0,
        }
    }
}
