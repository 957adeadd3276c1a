//! Checking a question once: the checked [`Question`] and what the engine reads from it.

use crate::Game;
use crate::card::{Card, CardSet};
use crate::eval::Hand;

use super::breakdown::{self, BreakdownBy, HandEquity};
use super::exact::{self, binomial};
use super::{
    Equity, EquityError, EquityResult, Hands, MAX_PLAYERS, Method, MonteCarlo, Shard, feasible,
    monte_carlo, weighted,
};

/// A checked equity question: every answer comes from here, and none checks again.
///
/// ```
/// use handrank::equity::{Equity, Method, MonteCarlo};
/// let question = Equity::parse(&["AhKh", "QQ"])?.check()?;
/// assert_eq!(question.method(), Method::Exact);
/// let exact = question.exact()?;
/// let mc = question.monte_carlo(&MonteCarlo::new().seed(3).trials(100_000))?;
/// assert!((exact.players[0].equity - mc.players[0].equity).abs() < 0.01);
/// # Ok::<(), handrank::equity::EquityError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Question {
    /// The question as asked (weighted exact enumeration and breakdowns ask parts of it).
    pub(super) asked: Equity,
    pub(super) setup: Setup,
}

impl Question {
    pub(super) fn check(equity: &Equity) -> Result<Question, EquityError> {
        Ok(Question {
            asked: equity.clone(),
            setup: Setup::of(equity)?,
        })
    }

    /// The board as asked.
    pub fn board(&self) -> &[Card] {
        &self.asked.board
    }

    /// The dead cards as asked.
    pub fn dead(&self) -> &[Card] {
        &self.asked.dead
    }

    /// The game.
    pub fn game(&self) -> Game {
        self.setup.game
    }

    /// The number of players.
    pub fn players(&self) -> usize {
        self.setup.players.len()
    }

    /// Draws to come in a draw game (1: the last draw, whose answer can be exact); 0 in a
    /// game without draws.
    pub fn draws(&self) -> usize {
        self.setup.draws
    }

    /// Whether exact enumeration can answer the question at all: not with more than one
    /// draw to come (each later draw is the game's drawing policy on cards not yet dealt, a
    /// tree far too large to walk). The error is the one [`Question::exact`] would give,
    /// for a front end to give before any estimate of the time.
    pub fn check_exact(&self) -> Result<(), EquityError> {
        exact::check_draws(&self.setup)
    }

    /// Whether some player's combos (those left) differ in weight.
    pub fn is_weighted(&self) -> bool {
        self.setup.is_weighted()
    }

    /// Exact equity: every valid deal and every board completion.
    pub fn exact(&self) -> Result<EquityResult, EquityError> {
        self.exact_with_progress(&|_, _| {})
    }

    /// [`Question::exact`], calling `progress(done, total)` as parts of the work finish.
    pub fn exact_with_progress(
        &self,
        progress: &(dyn Fn(u64, u64) + Sync),
    ) -> Result<EquityResult, EquityError> {
        let counts = self.exact_shard(Shard::WHOLE, progress)?;
        // The counts are this question's, of the shape it gives them.
        self.result_of(&counts).map_err(EquityError::Counts)
    }

    /// Monte Carlo equity, stopping as `options` says.
    pub fn monte_carlo(&self, options: &MonteCarlo) -> Result<EquityResult, EquityError> {
        self.monte_carlo_with_progress(options, &|_, _| {})
    }

    /// [`Question::monte_carlo`], calling `progress(trials_done, worst_std_err)` between
    /// rounds: the boards so far and the largest standard error of any player's equity
    /// (a fraction, like the `std_err` option). Returning from the run early is the
    /// caller's to arrange through `options.time`; the progress callback may also panic
    /// to unwind out of the run (the Python package does so on Ctrl-C).
    pub fn monte_carlo_with_progress(
        &self,
        options: &MonteCarlo,
        progress: &(dyn Fn(u64, f64) + Sync),
    ) -> Result<EquityResult, EquityError> {
        options.check()?;
        let tally = monte_carlo::run(&self.setup, options, progress);
        Ok(tally.result(&self.setup, Method::MonteCarlo, Some(options.seed)))
    }

    /// A rough count of the showdowns exact enumeration would evaluate (before the
    /// symmetry savings): deals times boards times players, or for two hold'em players,
    /// if less, the narrower side's combos times boards times 100 (the heads-up path
    /// scores the wider side once per rank pair). With weighted ranges, the sum over the
    /// unweighted questions exact enumeration splits into (infinite past the most it
    /// takes).
    pub fn exact_cost(&self) -> f64 {
        if !self.setup.is_weighted() {
            return exact::cost(&self.setup);
        }
        match weighted::split(&self.asked) {
            Err(_) => f64::INFINITY,
            Ok(parts) => parts
                .iter()
                .map(|part| part.question.check().map_or(0.0, |q| exact::cost(&q.setup)))
                .sum(),
        }
    }

    /// The equity of every part (combo or class) of every player's range: see
    /// [`Equity::breakdown`].
    pub fn breakdown(
        &self,
        by: BreakdownBy,
        monte_carlo: Option<&MonteCarlo>,
    ) -> Result<Vec<HandEquity>, EquityError> {
        self.breakdown_with_progress(by, monte_carlo, &|_, _| {})
    }

    /// [`Question::breakdown`], calling `progress(parts_done, parts)` after each part.
    pub fn breakdown_with_progress(
        &self,
        by: BreakdownBy,
        monte_carlo: Option<&MonteCarlo>,
        progress: &(dyn Fn(u64, u64) + Sync),
    ) -> Result<Vec<HandEquity>, EquityError> {
        breakdown::run(self, by, monte_carlo, progress)
    }
}

/// One combo ready for the hot loops: its card bits and its evaluator state.
/// (Its weight, if any, is in [`PlayerRange::weights`], off the hot path.)
#[derive(Clone, Copy, Debug)]
pub(crate) struct Hole {
    pub mask: u64,
    pub hand: Hand,
}

/// A player's combos after removing those that collide with known cards.
#[derive(Clone, Debug)]
pub(crate) struct PlayerRange {
    pub combos: Vec<Hole>,
    /// Each combo's weight over the heaviest's, in combo order; empty when every combo
    /// weighs the same (the usual case: no weight is then drawn or multiplied).
    pub weights: Vec<f64>,
    /// Every hole of the game's hole count from the cards left (Omaha's `random`, whose
    /// holes are dealt, not listed); `combos` is then empty.
    pub any: Option<usize>,
    /// Cards dealt to the player on every deal and joined to the one combo (the cards
    /// known): a stud player's cards to come, a draw. 0 in the games with a board.
    pub draw: usize,
}

impl PlayerRange {
    fn new(hands: &Hands) -> PlayerRange {
        let combos = hands
            .holes()
            .unwrap_or_default()
            .into_iter()
            .map(|set| Hole {
                mask: set.bits(),
                hand: Hand::from_set(set),
            })
            .collect();
        let weights = hands.weights();
        let heaviest = weights.iter().copied().fold(0.0, f64::max);
        let weights = if weights.iter().all(|&w| w == heaviest) {
            Vec::new()
        } else {
            weights.iter().map(|w| w / heaviest).collect()
        };
        PlayerRange {
            combos,
            weights,
            any: None,
            draw: hands.draw(),
        }
    }

    /// The weight of combo `i` relative to the heaviest.
    #[inline(always)]
    pub fn weight(&self, i: usize) -> f64 {
        match self.weights.get(i) {
            Some(&weight) => weight,
            // An unweighted range keeps no weights: every combo weighs 1.
            None => {
                debug_assert!(
                    self.weights.is_empty(),
                    "combo {i} of {}",
                    self.weights.len()
                );
                1.0
            }
        }
    }

    /// The number of holes the player may hold.
    pub fn combo_count(&self) -> usize {
        self.any.unwrap_or(self.combos.len())
    }
}

/// A checked question, as the engine reads it.
#[derive(Clone, Debug)]
pub(crate) struct Setup {
    pub game: Game,
    pub players: Vec<PlayerRange>,
    /// The ranges the combos came from, less the combos that collide with known cards.
    pub ranges: Vec<Hands>,
    pub texts: Vec<String>,
    pub board: Hand,
    pub board_cards: Vec<Card>,
    pub board_set: CardSet,
    /// The cards out of play: those given dead, and those the game's deck lacks (short
    /// deck's 2 to 5), so that no deal ever holds them.
    pub dead: CardSet,
    /// Board cards still to come.
    pub need: usize,
    /// Draws to come in a draw game ([`Game::draws`]): the next is each player's own (the
    /// cards kept and the number drawn), any later one follows the game's drawing policy.
    /// 0 in the other games.
    pub draws: usize,
}

impl Setup {
    /// Checks the question and prepares the per-player combo lists.
    fn of(question: &Equity) -> Result<Setup, EquityError> {
        let game = question.game;
        let n = question.players.len();
        if !(2..=MAX_PLAYERS).contains(&n) {
            return Err(EquityError::PlayerCount { found: n });
        }
        if !game.has_board() && !question.board.is_empty() {
            return Err(EquityError::NoBoard(game));
        }
        if !game.board_sizes().contains(&question.board.len()) {
            return Err(EquityError::BoardSize {
                found: question.board.len(),
            });
        }
        // Every known card with the place it is in, to name both places of a conflict.
        let mut places: Vec<(CardSet, String)> = Vec::new();
        let deck = game.deck();
        let mut claim = |cards: &[Card], place: String| -> Result<CardSet, EquityError> {
            let mut set = CardSet::EMPTY;
            for &card in cards {
                if !deck.contains(card) {
                    return Err(EquityError::NotInDeck { card, place });
                }
                if let Some((_, first)) = places.iter().find(|(s, _)| s.contains(card)) {
                    return Err(EquityError::Conflict {
                        card,
                        first: first.clone(),
                        second: place,
                    });
                }
                if !set.insert(card) {
                    return Err(EquityError::Conflict {
                        card,
                        first: place.clone(),
                        second: "given twice".to_owned(),
                    });
                }
            }
            places.push((set, place));
            Ok(set)
        };
        let board_set = claim(&question.board, "on the board".to_owned())?;
        let dead = claim(&question.dead, "dead".to_owned())?;
        let mut known = board_set.union(dead);
        let dead = dead.union(CardSet::FULL.difference(deck));
        for (i, hands) in question.players.iter().enumerate() {
            if let Some([hole]) = hands.holes().as_deref() {
                let cards: Vec<Card> = hole.iter().collect();
                known = known.union(claim(&cards, format!("in player {}'s hand", i + 1))?);
            }
        }
        let hole_cards = game.hole_cards();
        let mut players = Vec::with_capacity(n);
        let mut ranges = Vec::with_capacity(n);
        for (i, hands) in question.players.iter().enumerate() {
            let hands = if hands.is_hand() {
                hands.clone()
            } else {
                hands.without(known)
            };
            let mut player = PlayerRange::new(&hands);
            match hands.holes() {
                None => player.any = Some(binomial(deck.len() - known.len(), hole_cards)),
                Some(holes) if holes.is_empty() => {
                    return Err(EquityError::EmptyRange {
                        player: i + 1,
                        range: hands.text().to_owned(),
                    });
                }
                Some(_) => {}
            }
            players.push(player);
            ranges.push(hands);
        }
        let need = game.full_board() - question.board.len();
        // Every player ends with the game's hole count: listed, known or dealt.
        let drawn: usize = players.iter().map(|p: &PlayerRange| p.draw).sum();
        let held = hole_cards * n - drawn;
        let left = 52usize.saturating_sub(board_set.len() + dead.len() + held);
        let (needed, what) = if game.has_board() {
            (need, "complete the board")
        } else {
            (drawn, "deal every player's cards to come")
        };
        if board_set.len() + dead.len() + held + needed > 52 {
            return Err(EquityError::DeckTooSmall { left, needed, what });
        }
        // A later draw may throw a whole hand: the stub and the discards shuffled back
        // in (every card neither dead nor in a hand) must hold one.
        let draws = game.draws();
        let live = 52usize.saturating_sub(dead.len() + hole_cards * n);
        if draws > 1 && live < hole_cards {
            return Err(EquityError::DeckTooSmall {
                left: live,
                needed: hole_cards,
                what: "draw a whole hand in a later draw",
            });
        }
        let setup = Setup {
            game,
            players,
            ranges,
            texts: question
                .players
                .iter()
                .map(|r| r.text().to_owned())
                .collect(),
            board: Hand::from_cards(&question.board),
            board_cards: question.board.clone(),
            board_set,
            dead,
            need,
            draws,
        };
        if !setup.some_deal_exists() {
            return Err(EquityError::NoDeal);
        }
        Ok(setup)
    }

    /// Whether some player's combos (those left) differ in weight.
    pub fn is_weighted(&self) -> bool {
        self.players.iter().any(|p| !p.weights.is_empty())
    }

    pub fn known(&self) -> u64 {
        self.board_set.union(self.dead).bits()
    }

    /// Whether one combo per listed range fits without a shared card (players dealt any
    /// hole take theirs from what is left: the deck check made room).
    fn some_deal_exists(&self) -> bool {
        let ranges: Vec<Vec<u64>> = self
            .players
            .iter()
            .filter(|p| p.any.is_none())
            .map(|p| p.combos.iter().map(|c| c.mask).collect())
            .collect();
        feasible::some_deal_exists(&ranges, self.known())
    }
}
