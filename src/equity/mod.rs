//! Equity in every game: exact enumeration and Monte Carlo, for hands and ranges.
//!
//! One engine serves every [`Game`]: the question (players, board, dead cards, ranges and
//! weights) is checked once into a [`Question`], whose methods give the cost, the time
//! estimate, the method to use, exact enumeration, Monte Carlo and the per-hand breakdown.
//! What differs between games (dealing, scoring, the pot split, range notation) comes from
//! the game; see docs/DESIGN.md.
//!
//! Every valid deal (one combo per player, no card shared, none on the board or dead) has
//! the same weight, and every board completion is counted for each deal. That is what
//! "player 1 holds this range" means; choosing player 1's combo first and then player 2's
//! from what is left would weight the deals unequally and give different, wrong numbers.
//!
//! ```
//! use handrank::equity::{Equity, MonteCarlo};
//! use handrank::parse_cards;
//! // AdAc against KhKs on a turn: 44 rivers, enumerated; only a king saves KhKs.
//! let result = Equity::parse(&["AdAc", "KhKs"])?
//!     .board(&parse_cards("Qd 7c 2h 9s")?)
//!     .exact()?;
//! assert_eq!(result.boards, 44);
//! assert_eq!(result.players[0].wins, 42);
//! // The same question by Monte Carlo, reproducible through its seed.
//! let mc = Equity::parse(&["AdAc", "KK"])?.monte_carlo(&MonteCarlo::new().seed(7).trials(20_000))?;
//! assert_eq!(mc.boards, 20_000);
//! assert!((mc.players[0].equity - 0.82).abs() < 0.02);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod breakdown;
mod counts;
mod error;
mod estimate;
pub(crate) mod exact;
mod feasible;
mod flops;
mod hands;
mod hits;
mod known;
mod monte_carlo;
mod own;
mod part;
mod part_file;
mod policy;
mod preflop;
mod question;
mod range;
mod result;
mod shard;
pub(crate) mod showdown;
mod starting_hand;
mod tally;
mod weighted;

use crate::Game;
use crate::card::{Card, parse_cards};
use crate::game::Notation;
use crate::omaha::OmahaRange;

pub use breakdown::{BreakdownBy, HandEquity, TRIALS_PER_PART};
pub use counts::{Counts, CountsError};
pub use error::EquityError;
pub use estimate::{Estimate, LONG_RUN_SECONDS, duration};
pub use flops::{
    BUCKETS, FLOPS_PER_BOARD, FlopGroup, FlopPart, FlopReport, FlopRow, FlopSummary, FlopsError,
    Pairing, Suits, TRIALS_PER_FLOP, Texture,
};
pub use hits::{Draw, Draws, Hit, HitCount, Hits, HitsError, Made};
pub use monte_carlo::MonteCarlo;
pub use own::OwnCardsError;
pub use part::EquityPart;
pub use part_file::PartError;
pub use policy::{ExactTakesNoStoppingRule, clock_seed, refuses};
pub use preflop::{
    Matchup, OmahaClass, OmahaPreflopTable, PreflopPart, PreflopTable, PreflopTableKind,
};
pub use question::Question;
pub use range::{Combo, Range, RangeError};
pub use result::{EquityResult, HiLoEquity, Method, PlayerEquity, WeightedCounts};
pub use shard::{Shard, ShardError};
pub use starting_hand::{StartingHand, StartingHandError};

use hands::Hands;
use own::OwnCards;
pub(crate) use question::{Hole, PlayerRange, Setup};
pub(crate) use tally::Tally;

/// The most players at one table.
pub const MAX_PLAYERS: usize = 10;

/// An equity question: the game, players (hands or ranges), a board so far and dead
/// cards. [`Equity::check`] checks it once into a [`Question`], which answers it.
///
/// ```
/// use handrank::equity::{Equity, Range};
/// let players = [Range::parse("AA")?, Range::parse("KK")?];
/// let result = Equity::new(players).exact().expect("a valid question");
/// assert_eq!(result.boards, 36 * 1_712_304);
/// assert_eq!(format!("{:.3}", 100.0 * result.players[0].equity), "81.946");
/// # Ok::<(), handrank::equity::RangeError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Equity {
    game: Game,
    players: Vec<Hands>,
    board: Vec<Card>,
    dead: Vec<Card>,
}

impl Equity {
    /// The hold'em question for these players, with no board and no dead cards yet.
    pub fn new(players: impl IntoIterator<Item = Range>) -> Equity {
        Equity {
            game: Game::default(),
            players: players.into_iter().map(Hands::Holdem).collect(),
            board: Vec::new(),
            dead: Vec::new(),
        }
    }

    /// Reads each hold'em player's hole cards or range (see [`Equity::parse_game`]).
    pub fn parse<S: AsRef<str>>(players: &[S]) -> Result<Equity, EquityError> {
        Equity::parse_game(Game::default(), players)
    }

    /// Reads each player's hole cards or range in the game's notation (hold'em and short
    /// deck: [`Range`], short deck's from its 36 cards; Omaha: [`OmahaRange`]; stud, stud
    /// hi-lo and razz: the player's 2 to 7 known cards, `AhKd7c`, the rest of seven dealt;
    /// the draw games: the cards kept and the number drawn, `7s5d3c2h+1`); an error names
    /// the player and the part. A player given as
    /// one card is reported first: it is most likely a board or dead card put with the
    /// players by mistake. A game's hole count is a rule: a PLO5 hand in `omaha`
    /// (PLO4) is an error naming that player, not a switch to PLO5.
    ///
    /// ```
    /// use handrank::equity::Equity;
    /// use handrank::{Game, parse_cards};
    /// let game = |name: &str| name.parse::<Game>();
    /// let result = Equity::parse_game(game("omaha-hilo")?, &["AhAsKhKs", "2c3d4c5d"])?
    ///     .board(&parse_cards("Ad 7s 8h")?)
    ///     .exact()?;
    /// assert_eq!(result.boards, 41 * 40 / 2);
    /// let shares: f64 = result.players.iter().map(|p| p.equity).sum();
    /// assert!((shares - 1.0).abs() < 1e-12);
    /// // Razz on sixth street: each player's six cards, one more to come.
    /// let razz = Equity::parse_game(game("razz")?, &["Ah2c3d Kh 9s 8c", "4h5h6c 7d Qs Js"])?.exact()?;
    /// assert_eq!(razz.boards, 40 * 39);
    /// // Deuce-to-seven single draw: a pat 9-low against a one-card draw to a 7.
    /// let draw = Equity::parse_game(game("deuce-seven")?, &["9h6c5d3s2c", "7s5h4c3d+1"])?.exact()?;
    /// assert_eq!(draw.boards, 43);
    /// // PLO5 hands in PLO4: refused, naming the player, not played as PLO5.
    /// let error = Equity::parse_game(game("omaha")?, &["AhKhQhJhTh", "2c3d4c5d"]).unwrap_err();
    /// assert_eq!(error.to_string(), "player 1: 'AhKhQhJhTh': 5 cards, but this game deals 4");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn parse_game<S: AsRef<str>>(game: Game, players: &[S]) -> Result<Equity, EquityError> {
        let texts = players.iter().map(AsRef::as_ref);
        let lone = |text: &str| parse_cards(text).is_ok_and(|cards| cards.len() == 1);
        let hole = game.hole_cards();
        if players.len() >= 2 * hole
            && players.len().is_multiple_of(hole)
            && texts.clone().all(lone)
        {
            let texts: Vec<&str> = texts.map(str::trim).collect();
            let holes: Vec<String> = texts.chunks(hole).map(<[&str]>::concat).collect();
            return Err(EquityError::HolesApart(holes.join(" ")));
        }
        if let Some((i, text)) = texts.enumerate().find(|(_, text)| lone(text)) {
            return Err(EquityError::LoneCard {
                player: i + 1,
                text: text.to_owned(),
            });
        }
        let players = players
            .iter()
            .enumerate()
            .map(|(i, text)| {
                let text = text.as_ref();
                let player = i + 1;
                match game.notation() {
                    Notation::Omaha => OmahaRange::parse(text, game.hole_cards())
                        .map(Hands::Omaha)
                        .map_err(|error| EquityError::OmahaRange { player, error }),
                    Notation::OwnCards => OwnCards::parse(game, text)
                        .map(Hands::Own)
                        .map_err(|error| EquityError::OwnCards { player, error }),
                    Notation::Range => Range::parse_in(text, game.deck())
                        .map(Hands::Holdem)
                        .map_err(|error| EquityError::Range { player, error }),
                }
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Equity {
            game,
            players,
            board: Vec::new(),
            dead: Vec::new(),
        })
    }

    /// Sets the community cards dealt so far (0, 3, 4 or 5).
    #[must_use]
    pub fn board(mut self, cards: &[Card]) -> Equity {
        self.board = cards.to_vec();
        self
    }

    /// Sets cards known to be out of the deck.
    #[must_use]
    pub fn dead(mut self, cards: &[Card]) -> Equity {
        self.dead = cards.to_vec();
        self
    }

    /// The game.
    pub fn game(&self) -> Game {
        self.game
    }

    /// Each player's hands as given.
    pub fn texts(&self) -> Vec<&str> {
        self.players.iter().map(Hands::text).collect()
    }

    /// Checks the question once: player count, board size, card conflicts, the deck, and
    /// that some deal exists. The [`Question`] answers it any number of ways.
    pub fn check(&self) -> Result<Question, EquityError> {
        Question::check(self)
    }

    /// Exact equity: every valid deal and every board completion.
    pub fn exact(&self) -> Result<EquityResult, EquityError> {
        self.check()?.exact()
    }

    /// Monte Carlo equity, stopping as `options` says.
    pub fn monte_carlo(&self, options: &MonteCarlo) -> Result<EquityResult, EquityError> {
        self.check()?.monte_carlo(options)
    }

    /// See [`Question::exact_cost`].
    pub fn exact_cost(&self) -> Result<f64, EquityError> {
        Ok(self.check()?.exact_cost())
    }

    /// See [`Question::exact_is_quicker`].
    ///
    /// ```
    /// use handrank::equity::{Equity, MonteCarlo};
    /// let trials = MonteCarlo::DEFAULT_TRIALS;
    /// assert!(Equity::parse(&["A2s+", "KTo+"])?.exact_is_quicker(trials)?);
    /// assert!(!Equity::parse(&["random", "random"])?.exact_is_quicker(trials)?);
    /// # Ok::<(), handrank::equity::EquityError>(())
    /// ```
    pub fn exact_is_quicker(&self, trials: u64) -> Result<bool, EquityError> {
        Ok(self.check()?.exact_is_quicker(trials))
    }
}
