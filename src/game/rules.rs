//! What a game is, written once: the [`Rules`] each game implements in its own module, and
//! the plain facts ([`CardCounts`], [`Speeds`], [`Notation`], [`ExactWalk`]) it states there.
//!
//! ```text
//!   src/holdem.rs, src/stud.rs, src/omaha/game.rs, …     one `impl Rules` per game
//!                        │
//!   src/game/registry.rs ┤  `Variant` (one arm per game) and `dispatch!`: the one place
//!                        │  a `Game` becomes its `Rules` type
//!                        ▼
//!   Game's methods, equity, batch, history, the front ends: never name a game
//! ```

use crate::card::{Card, CardSet};
use crate::equity::PreflopTableKind;
use crate::equity::showdown::Showdown;
use crate::proof::Proof;

use super::{HandValue, Score};

/// Everything that makes a game the game it is. Each game is a type in its own module;
/// [`super::registry`] lists them. Every item is a constant or a function of the cards, so
/// a game's hot loops compile once per game with no branch on the game.
pub(crate) trait Rules {
    /// Hole counts the game is dealt with, the usual one first (Omaha: 4, 5 or 6).
    const HOLE_CARDS: &'static [u8];
    /// Every name [`crate::Game`]'s `parse` reads for the game, each with its hole count:
    /// its own names and the common aliases (`plo5`, `6+`, `2-7`).
    const ALIASES: &'static [(&'static str, u8)];
    /// The game as errors name it, with its article: "an Omaha", "a razz".
    const FAMILY: &'static str;
    /// The most draws an equity question may have to come: 0 in a game without draws.
    const DRAWS: u8 = 0;
    /// Names of the game with a number of draws to come (`27td`: three).
    const DRAW_ALIASES: &'static [(&'static str, u8)] = &[];
    /// Whether the pot is split with the best eight-or-better low.
    const HAS_LOW: bool;
    /// Whether the crate's own evaluator ([`crate::evaluate`], [`crate::batch::score_line`])
    /// is this game's, messages included: the front ends' fast paths. Hold'em's alone.
    const EVALUATOR: bool = false;
    /// How many cards a hand has when scored, and what errors call its parts.
    const COUNTS: CardCounts;
    /// The engine's measured speeds, for the method choice and the estimates.
    const SPEEDS: Speeds;
    /// How a player's hand or range is written in an equity question.
    const NOTATION: Notation;
    /// The exact enumeration's walk.
    const EXACT: ExactWalk;

    /// How the engine's hot loops hold and score hands.
    type Showdown: Showdown;

    /// The hot loops' scorer.
    fn showdown() -> Self::Showdown;

    /// The cards the game is dealt from.
    fn deck() -> CardSet {
        CardSet::FULL
    }

    /// The name `Game::name` writes and `parse` reads, for `hole` hole cards.
    fn name(hole: u8) -> &'static str;

    /// The game as players call it, for `hole` hole cards: "Omaha (PLO5)", "Razz".
    fn title(hole: u8) -> String;

    /// The hand's value and, in a hi-lo game, its low, for cards checked to be a hand.
    fn score(hole: &[Card], board: &[Card]) -> Score;

    /// The value of strength `n` in the game's ranking: `None` outside its classes.
    fn value(n: u16) -> Option<HandValue>;

    /// The cards that make the hand worth `score`, ordered as they are compared.
    fn best_cards(hole: &[Card], board: &[Card], score: Score) -> Option<Vec<Card>>;

    /// The exact preflop table of the game with `hole` hole cards, if it has one.
    fn preflop_table(hole: u8) -> Option<PreflopTableKind> {
        let _ = hole;
        None
    }

    /// The exhaustive proof of the game's tables against its naive reference at `cards`
    /// cards, reported as game `name`: one [`Proof`] per ranking the game has. Hold'em's
    /// (and stud's) unless the game has tables of its own.
    fn prove(name: &'static str, cards: usize, progress: &(dyn Fn(u64) + Sync)) -> Vec<Proof> {
        crate::verify::prove(name, cards, progress)
    }
}

/// How many cards a game's hands have, and what errors call them.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CardCounts {
    /// Hole cards in scoring: Omaha scores 4 to 6 in any of its games (the game's own hole
    /// count is what is dealt); stud scores 5 to 7 (a hand before seventh street).
    pub hole: (usize, usize),
    pub board: (usize, usize),
    /// Hole and board together.
    pub cards: (usize, usize),
    /// The best five of hole and board cards together: a hand may be written as one run of
    /// cards, its hole and board not told apart.
    pub pooled: bool,
    /// The names of the hole, the board and the whole hand in errors.
    pub names: [&'static str; 3],
}

impl CardCounts {
    /// A game without a board: the hand is the player's own `min` to `max` cards.
    pub(crate) const fn own(min: usize, max: usize, name: &'static str) -> CardCounts {
        CardCounts {
            hole: (min, max),
            board: (0, 0),
            cards: (min, max),
            pooled: true,
            names: [name, "a board", name],
        }
    }

    /// Whether the players share a board.
    pub(crate) const fn has_board(&self) -> bool {
        self.board.1 > 0
    }
}

/// What a game's engine does per second per thread.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Speeds {
    /// Units of the exact cost.
    pub exact: f64,
    /// Monte Carlo showdowns (one player's hand on one board).
    pub monte_carlo: f64,
    /// Units of exact cost worth one Monte Carlo showdown, for the choice of method: the
    /// ratio of the two speeds measured on all cores.
    pub units_per_showdown: f64,
}

/// How a player's cards are written in an equity question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Notation {
    /// Two hole cards or a range of them (`AKs`, `QQ+`, `random`), over the game's deck.
    Range,
    /// Omaha holes or patterns (`AAKK`, `AA**ds`), of the game's hole count.
    Omaha,
    /// A player's own known cards and the number to come (stud `Ah2c3d Kh`, draws `+2`).
    OwnCards,
}

/// The exact enumeration's walk over boards and deals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ExactWalk {
    /// Two-card holes on a shared board: suit symmetry and the heads-up rank-pair path.
    TwoCardHoles,
    /// Omaha's rank rows.
    RankRows,
    /// Card by card, every deal and completion scored once.
    Plain,
}
