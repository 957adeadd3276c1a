//! Everything that can be wrong with an equity question.

use crate::card::Card;
use crate::error::{short_number, visible};

use super::range::RangeError;

/// Why an equity calculation cannot run. Each variant names the player, card or option.
#[derive(Debug, thiserror::Error)]
pub enum EquityError {
    /// A player's hand or range could not be read.
    #[error("player {player}: {error}")]
    Range { player: usize, error: RangeError },
    /// A player's Omaha hand or range could not be read.
    #[error("player {player}: {error}")]
    OmahaRange {
        player: usize,
        error: crate::omaha::OmahaRangeError,
    },
    /// A breakdown of a range whose holes are dealt, not listed (Omaha's `random`).
    #[error(
        "player {player}: a breakdown lists the parts of a range; this player's holes are \
         every hole of the deck (random), too many to list"
    )]
    NoParts { player: usize },
    /// A stud or draw player's cards could not be read.
    #[error("player {player}: {error}")]
    OwnCards {
        player: usize,
        error: super::own::OwnCardsError,
    },
    /// Fewer than 2 or more than 10 players.
    #[error("equity needs 2 to 10 players, got {found}")]
    PlayerCount { found: usize },
    /// The board is not empty, a flop, a turn or a river.
    #[error(
        "{found} board card{} given: give none, 3 (flop), 4 (turn) or 5 (river)",
        if *found == 1 { "" } else { "s" }
    )]
    BoardSize { found: usize },
    /// One card is in two places (board, dead cards, a player's hand).
    #[error("{card} is {first} and {second}")]
    Conflict {
        card: Card,
        first: String,
        second: String,
    },
    /// Every combo of a range uses a card that is known to be elsewhere.
    #[error(
        "player {player}: every combo of '{}' uses a card that is on the board, dead or in another hand",
        visible(range)
    )]
    EmptyRange { player: usize, range: String },
    /// The ranges cannot be dealt at once without two players sharing a card.
    #[error("the ranges cannot all be dealt at once: every deal gives two players the same card")]
    NoDeal,
    /// Board cards in a game where each hand is the player's own cards.
    #[error("{game} hand has no board: give each player's cards as the player's hand", game = .0.family())]
    NoBoard(crate::Game),
    /// A board or dead card the game's deck does not have (short deck's 2 to 5).
    #[error("{card} is {place}, but the short deck has no 2s to 5s")]
    NotInDeck { card: Card, place: String },
    /// Too few cards left to complete the board, or to deal every player's cards.
    #[error("only {left} cards are left in the deck, {needed} are needed to {what}")]
    DeckTooSmall {
        left: usize,
        needed: usize,
        /// "complete the board", "deal every player's cards to come".
        what: &'static str,
    },
    /// A player given as one card, not hole cards or a range: most likely a board or
    /// dead card among the players.
    #[error(
        "player {player}: '{}' is one card, not hole cards or a range",
        visible(text)
    )]
    LoneCard { player: usize, text: String },
    /// Every player given as one card, as many as the players' hole cards would make: each
    /// player's cards written apart (`Ah Kh Qs Qd` for `AhKh QsQd`).
    #[error("each player is one card: write each player's cards together, as {0}")]
    HolesApart(String),
    /// A trial limit of zero.
    #[error("the number of trials must be at least 1")]
    ZeroTrials,
    /// A target standard error that is not a positive finite number.
    #[error("the target standard error must be a positive number, not {}", short_number(*.0))]
    BadStdErr(f64),
    /// A time limit that is not a positive finite number of seconds.
    #[error(
        "the time limit must be more than 0 and less than {} seconds (about 31 years), not {}",
        short_number(super::monte_carlo::MAX_SECONDS),
        short_number(*.0)
    )]
    BadTime(f64),
    /// Exact enumeration asked with more than one draw to come.
    #[error(
        "exact enumeration answers the last draw only: with {draws} draws to come the later \
         draws follow the game's drawing policy and are sampled; use Monte Carlo"
    )]
    ExactDraws { draws: usize },
    /// Exact enumeration of these ranges would take far too long.
    #[error(
        "exact enumeration would evaluate about {showdowns:.1e} showdowns: too many; use Monte Carlo"
    )]
    TooLarge { showdowns: f64 },
    /// Weighted ranges with so many distinct weights that exact enumeration would split
    /// into too many questions.
    #[error(
        "exact enumeration of these weighted ranges splits into {questions} questions (one per \
         choice of a weight for each player), more than {}: use Monte Carlo or fewer distinct weights",
        super::weighted::MAX_QUESTIONS
    )]
    TooManyWeights { questions: usize },
    /// A Monte Carlo run in parts bounded by a time or a standard error, which would stop
    /// each part at another point ([`super::Question::monte_carlo_part`]).
    #[error(
        "a Monte Carlo run in parts stops at its number of trials: a time or standard-error \
         limit would stop each part at another point"
    )]
    PartsByTrials,
    /// Counts merged from parts of another run or question ([`super::Counts`]).
    #[error(transparent)]
    Counts(#[from] super::CountsError),
}
