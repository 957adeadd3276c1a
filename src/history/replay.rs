//! Replays a hand's actions: forced bets, dealing, betting rounds in turn, uncalled bets
//! returned, the board, and the showdown. Every action is checked against the state of
//! the hand (whose turn it is, what a player has left, which cards are still in the deck,
//! what the betting structure lets a bet be: `limits.rs`; stud's streets: `stud.rs`),
//! so an impossible history is an error naming the action and its line, never a guess.
//!
//! The rules follow pokerkit, the standard's reference: antes and blinds are reversed
//! heads-up; the first to act pre-flop is the player after the largest blind or straddle
//! and on later streets `p1`'s side; after a bet or raise everyone else still holding
//! chips acts again. Where the standard is silent, as real sites record hands: an uncalled
//! bet goes back to its bettor down to the next largest bet, but a blind or straddle is
//! never returned (everyone folding to the big blind leaves it the pot with its own blind).

// Players are indexed 0..n: an action's player is checked against n before any use, and
// every per-player array has n entries, so such an index is in range.

mod betting;
mod dealing;
mod draw;
mod error;
mod involvement;
mod limits;
mod stud;

pub use draw::LastDraw;
pub use error::{ActionError, LeastAllowed};
pub use involvement::Involvement;

use super::error::{HistoryError, Problem};
use super::hand::{Act, Cards, Chips, HandHistory};
use super::per_player::{MAX_SEATS, PerPlayer, Seats};
use super::variant::{Betting, Dealing, PhhVariant};
use crate::card::CardSet;
use crate::game::Game;

/// What a replay leaves: what each player put in and still holds, the cards, and how
/// the hand ended.
#[derive(Clone, Debug, PartialEq)]
pub struct Replay {
    pub variant: PhhVariant,
    /// The game, with the hole count the players were dealt.
    pub game: Game,
    /// Each player's hole cards: as dealt, completed by what was shown.
    pub hole: PerPlayer<Cards>,
    /// The community cards.
    pub board: Cards,
    /// Chips each player put in the pots: antes, blinds and bets, less any uncalled bet
    /// returned.
    pub put_in: PerPlayer<Chips>,
    /// The antes in `put_in`.
    pub antes: PerPlayer<Chips>,
    /// Uncalled bets returned to their bettor.
    pub returned: PerPlayer<Chips>,
    /// Players out of the pots: folded, or mucked at the showdown.
    pub out: PerPlayer<bool>,
    /// Players who showed every card (or whose dealt cards reached the showdown).
    pub shown: PerPlayer<bool>,
    pub end: End,
    /// When the betting closed for good with cards still to come and two or more
    /// players in (an all-in), the board then and the players in.
    pub all_in: Option<AllIn>,
    /// In a draw game whose betting closed for good just before the last draw: that draw.
    pub last_draw: Option<LastDraw>,
    /// Who put money in voluntarily or raised in the first betting round, saw the second,
    /// folded: the tracker's counts.
    pub involvement: Involvement,
}

/// How the history ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum End {
    /// Everyone but one player folded.
    Folds,
    /// The betting is over and the board complete: the cards decide.
    Showdown,
    /// The history stops before the hand is over (the standard allows partial histories).
    Incomplete(Unfinished),
}

/// Where a history that stops before the hand is over stops.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Unfinished {
    #[error("the history stops before every player is dealt")]
    BeforeDeal,
    /// The player's number as the file writes it (`p2`: 2).
    #[error("the history stops with p{0} to act")]
    ToAct(usize),
    /// A draw game between streets: the draw and what it waits for.
    #[error("the history stops in {0}")]
    InDraw(String),
    /// Stud between streets: the street's name (`fourth`).
    #[error("the history stops before {0} street is dealt")]
    BeforeStreet(&'static str),
    #[error("the history stops with {dealt} of {of} board cards dealt")]
    Board { dealt: usize, of: usize },
}

/// The moment of an all-in: cards still to come, no more betting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AllIn {
    /// Board cards dealt at that moment.
    pub board: usize,
    /// Players still in then.
    pub players: Seats,
    /// Cards each player held then (stud deals them street by street).
    pub hole: PerPlayer<usize>,
    /// Why the all-in's equity cannot be priced, when it cannot: in stud, a shared card
    /// to come (the deck too short), or a show not in the order dealt.
    pub unpriced: Option<&'static str>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    DealHole,
    Betting,
    Board,
    Showdown,
    Over,
}

/// The table as the actions go.
struct Table {
    variant: PhhVariant,
    game: Game,
    streets: &'static [usize],
    n: usize,
    stack: PerPlayer<Chips>,
    bet: PerPlayer<Chips>,
    /// Each player's forced bet on this street: blind, straddle, post or bring-in (never
    /// returned).
    forced: PerPlayer<Chips>,
    /// Each player's `blinds_or_straddles` entry (heads-up, as posted): a post negative.
    blinds: PerPlayer<Chips>,
    put_in: PerPlayer<Chips>,
    antes: PerPlayer<Chips>,
    returned: PerPlayer<Chips>,
    out: PerPlayer<bool>,
    dealt: PerPlayer<bool>,
    shown: PerPlayer<bool>,
    hole: PerPlayer<Cards>,
    board: Cards,
    seen: CardSet,
    street: usize,
    phase: Phase,
    /// Players still to act this round, as a bit set, and where the turn goes next.
    pending: u64,
    position: usize,
    /// Stud with up cards unknown: the players who may open the round (a bit set, empty
    /// when the cards tell); the first of them to act opens it.
    unsure: u64,
    all_in: Option<AllIn>,
    involvement: Involvement,
    draws: draw::Drawing,
    limits: limits::Limits,
    stud: Option<stud::Stud>,
}

/// Replays a hand of a variant handrank plays.
pub fn replay(hand: &HandHistory) -> Result<Replay, HistoryError> {
    played(hand, Table::finish)
}

/// Replays a hand into `replay` (a report's, reused from the hand before: see
/// [`crate::history::Report`]).
pub(super) fn replay_into(hand: &HandHistory, replay: &mut Replay) -> Result<(), HistoryError> {
    played(hand, |table| *replay = table.finish())
}

/// Plays the hand's actions at a table, then gives `finish` the table where it stands
/// (never moved: it is a few kilobytes).
fn played<R>(hand: &HandHistory, finish: impl FnOnce(&mut Table) -> R) -> Result<R, HistoryError> {
    let at = |line, problem| HistoryError::new(&hand.source, line, problem);
    let first = Some(hand.source.line);
    let variant =
        PhhVariant::of_code(&hand.variant).map_err(|m| at(first, Problem::Unsupported(m)))?;
    let n = Table::check(hand, variant).map_err(|problem| at(first, problem))?;
    let mut table = Table::new(hand, variant, n);
    table.post_forced(hand);
    for action in &hand.actions {
        table.apply(&action.act).map_err(|error| {
            at(
                Some(action.line),
                Problem::Refused {
                    action: action.act.to_string(),
                    error: Box::new(error),
                },
            )
        })?;
    }
    Ok(finish(&mut table))
}

impl Table {
    /// Checks that the hand's fields fit its variant and each other; the player count.
    fn check(hand: &HandHistory, variant: PhhVariant) -> Result<usize, Problem> {
        let n = hand.player_count();
        let most = if variant.is_stud() {
            stud::MAX_STUD_PLAYERS
        } else {
            MAX_SEATS
        };
        if !(2..=most).contains(&n) {
            return Err(Problem::field(
                "starting_stacks",
                format!("has {n} players: a {} hand has 2 to {most}", variant.code),
            ));
        }
        for field in variant.required() {
            let given = match *field {
                "blinds_or_straddles" => !hand.blinds_or_straddles.is_empty(),
                "bring_in" => hand.bring_in.is_some(),
                "min_bet" => hand.min_bet.is_some(),
                "small_bet" => hand.small_bet.is_some(),
                "big_bet" => hand.big_bet.is_some(),
                _ => true,
            };
            if !given {
                return Err(Problem::Missing(field));
            }
        }
        let length = |field: &str, len: Option<usize>| match len {
            Some(len) if len != n => Err(Problem::field(
                field,
                format!("has {len} entries for {n} players"),
            )),
            _ => Ok(()),
        };
        length("antes", Some(hand.antes.len()))?;
        let blinds = hand.blinds_or_straddles.len();
        length("blinds_or_straddles", (blinds > 0).then_some(blinds))?;
        length("players", hand.players.as_ref().map(|names| names.len()))?;
        length("winnings", hand.winnings.as_ref().map(|won| won.len()))?;
        if hand.bring_in.is_some_and(|b| b > Chips::ZERO) && !variant.is_stud() {
            return Err(Problem::field(
                "bring_in",
                format!("is for stud games, not {}", variant.code),
            ));
        }
        if variant.is_stud() && hand.blinds_or_straddles.iter().any(|&b| b != Chips::ZERO) {
            return Err(Problem::field(
                "blinds_or_straddles",
                format!("{} has a bring-in, never blinds or straddles", variant.code),
            ));
        }
        Ok(n)
    }

    /// The table before the forced bets, for a hand that [`Table::check`] passed with `n`
    /// players. Not fallible, and nothing but the value, so it is built where its caller
    /// keeps it: not moved out of a `Result`, nor out of a local (it is a few kilobytes).
    fn new(hand: &HandHistory, variant: PhhVariant, n: usize) -> Table {
        let (small, big) = match variant.betting {
            Betting::FixedLimit => (hand.small_bet, hand.big_bet),
            Betting::NoLimit | Betting::PotLimit => (hand.min_bet, hand.min_bet),
        };
        Table {
            variant,
            game: variant.game,
            // Stud's five streets deal no board (a shared card only when the deck is short),
            // nor do a draw game's rounds.
            streets: if variant.is_stud() {
                &[0; 5]
            } else {
                draw::streets(variant)
            },
            n,
            stack: PerPlayer::filled(n, Chips::ZERO),
            bet: PerPlayer::filled(n, Chips::ZERO),
            forced: PerPlayer::filled(n, Chips::ZERO),
            blinds: PerPlayer::filled(n, Chips::ZERO),
            put_in: PerPlayer::filled(n, Chips::ZERO),
            antes: PerPlayer::filled(n, Chips::ZERO),
            returned: PerPlayer::filled(n, Chips::ZERO),
            out: PerPlayer::filled(n, false),
            dealt: PerPlayer::filled(n, false),
            shown: PerPlayer::filled(n, false),
            hole: PerPlayer::filled(n, Cards::EMPTY),
            board: Cards::EMPTY,
            seen: CardSet::EMPTY,
            street: 0,
            phase: Phase::DealHole,
            pending: 0,
            position: 0,
            unsure: 0,
            all_in: None,
            involvement: Involvement::default(),
            draws: draw::Drawing::default(),
            limits: limits::Limits::new(
                variant.betting,
                small.unwrap_or_default(),
                big.unwrap_or_default(),
            ),
            stud: match variant.dealing {
                Dealing::Stud { razz } => {
                    Some(stud::Stud::new(n, razz, hand.bring_in.unwrap_or_default()))
                }
                Dealing::Board | Dealing::Draw { .. } => None,
            },
        }
    }

    /// The stacks and the forced bets: antes, blinds, straddles and posts.
    fn post_forced(&mut self, hand: &HandHistory) {
        let (n, table) = (self.n, self);
        // Heads-up, the forced bets are reversed (the button posts the small blind).
        let seat = |i: usize| if n == 2 { 1 - i } else { i };
        // Filled here rather than collected and moved in: the table is built where its
        // caller keeps it. PHH writes `inf` (read as `None`) for a stack that never runs out.
        let stacks = hand.starting_stacks.iter();
        for ((stack, start), (i, blind)) in table
            .stack
            .iter_mut()
            .zip(stacks)
            .zip(table.blinds.iter_mut().enumerate())
        {
            *stack = start.unwrap_or(Chips::UNLIMITED);
            *blind = hand
                .blinds_or_straddles
                .get(seat(i))
                .copied()
                .unwrap_or_default();
        }
        let players = table.stack.iter_mut().zip(table.put_in.iter_mut());
        for (i, ((stack, put_in), antes)) in players.zip(table.antes.iter_mut()).enumerate() {
            let ante = hand.antes.get(seat(i)).copied().unwrap_or_default();
            let ante = ante.min(*stack);
            *stack -= ante;
            *put_in += ante;
            *antes = ante;
        }
        let players = table.stack.iter_mut().zip(table.put_in.iter_mut());
        let forced = table.bet.iter_mut().zip(table.forced.iter_mut());
        for (((stack, put_in), (bet, forced)), &blind) in players.zip(forced).zip(&table.blinds) {
            // A post (negative) is paid as a blind of its size: live, and never returned.
            let blind = blind.abs().min(*stack);
            *stack -= blind;
            *put_in += blind;
            *bet = blind;
            *forced = blind;
        }
    }

    /// What the replay leaves. By reference: moving the table (a few kilobytes) into a
    /// by-value `self` copied it whole.
    fn finish(&mut self) -> Replay {
        let last_draw = self.last_draw();
        let end = match self.phase {
            Phase::Over => End::Folds,
            Phase::Showdown => End::Showdown,
            Phase::DealHole => End::Incomplete(Unfinished::BeforeDeal),
            Phase::Betting => End::Incomplete(Unfinished::ToAct(self.actor().map_or(0, |i| i + 1))),
            Phase::Board if self.is_draw() => End::Incomplete(Unfinished::InDraw(self.waiting())),
            Phase::Board if self.stud.is_some() => {
                End::Incomplete(Unfinished::BeforeStreet(self.next_street()))
            }
            Phase::Board => End::Incomplete(Unfinished::Board {
                dealt: self.board.len(),
                of: self.board_cards(),
            }),
        };
        let mut shown = self.shown;
        if end == End::Showdown {
            // Cards dealt face up to the file (known) reach the showdown without a show.
            for ((shown, &out), hole) in shown.iter_mut().zip(&self.out).zip(&self.hole) {
                *shown = !out && hole.all_known() && !hole.is_empty();
            }
        }
        Replay {
            variant: self.variant,
            game: self.game,
            hole: self.hole,
            board: self.board,
            put_in: self.put_in,
            antes: self.antes,
            returned: self.returned,
            out: self.out,
            shown,
            end,
            all_in: self.all_in.take(),
            last_draw,
            involvement: self.involvement,
        }
    }

    /// The board cards the last street completes (0 without a board).
    fn board_cards(&self) -> usize {
        self.streets.iter().fold(0, |most, &size| most.max(size))
    }

    /// The players still in, each with their cards.
    fn held(&self) -> impl Iterator<Item = (usize, &Cards)> {
        let players = self.out.iter().zip(&self.hole).enumerate();
        players
            .filter(|(_, (out, _))| !**out)
            .map(|(i, (_, hole))| (i, hole))
    }

    fn apply(&mut self, act: &Act) -> Result<(), ActionError> {
        if self.phase == Phase::Over {
            return match *act {
                Act::ShowMuck(player, show) => self.show_after_won(player, show),
                _ => Err(ActionError::HandOver),
            };
        }
        match *act {
            Act::DealHole { player, cards } if self.stud.is_some() => self.deal_stud(player, cards),
            Act::DealHole { player, cards } if self.is_draw() && self.phase != Phase::DealHole => {
                self.deal_draw(player, cards)
            }
            Act::DealHole { player, cards } => self.deal_hole(player, cards),
            Act::DealBoard(cards) if self.stud.is_some() => self.deal_shared(cards),
            Act::DealBoard(_) if self.is_draw() => Err(ActionError::NoBoard {
                code: self.variant.code,
            }),
            Act::DealBoard(cards) => self.deal_board(cards),
            Act::Fold(player) => {
                self.turn(player)?;
                self.no_bring_in_due(player)?;
                #[allow(clippy::indexing_slicing)] // checked by `turn`: below n
                {
                    self.out[player] = true;
                }
                self.involve_fold(player);
                self.acted(player);
                Ok(())
            }
            Act::CheckCall(player) => {
                self.turn(player)?;
                self.no_bring_in_due(player)?;
                let (bet, stack) = self.chips(player);
                let call = (self.max_bet() - bet).min(stack);
                self.put(player, call);
                self.involve_call(player, call);
                self.acted(player);
                Ok(())
            }
            Act::BetRaiseTo(player, amount) => self.bet_raise(player, amount),
            Act::BringIn(player) => self.bring_in(player),
            Act::Discard(player, cards) => self.discard(player, cards),
            Act::ShowMuck(player, show) => self.show(player, show),
        }
    }
}
