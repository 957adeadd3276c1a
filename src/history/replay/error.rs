//! Why an action cannot happen at its point of the hand. Players are indexes (`0` is
//! `p1`), shown as the file writes them.

use crate::card::Card;
use crate::history::hand::{Cards, Chips};

/// An action the replay refuses: the words name the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ActionError {
    // Whose turn, and when.
    #[error("there are only {players} players")]
    NoSuchPlayer { players: usize },
    #[error("the hand is already over")]
    HandOver,
    #[error("p{} acts out of turn: p{} is to act", .player + 1, .to_act + 1)]
    OutOfTurn { player: usize, to_act: usize },
    /// Stud with unknown up cards: `who` lists the players who may be first.
    #[error("p{} acts out of turn: {who} is to act (the up cards known cannot tell which)", .player + 1)]
    OutOfTurnUnsure { player: usize, who: String },
    #[error("a player acts before every player is dealt")]
    ActsBeforeDeal,
    /// A draw game between betting rounds: the draw and what it waits for.
    #[error("no betting during {0}")]
    BetDuringDraw(String),
    #[error("no betting before {0} street is dealt")]
    BetBeforeStreet(&'static str),
    #[error("no betting before the next board cards are dealt ({dealt} of {of} dealt){}", if *.all_in { ", and no betting after an all-in" } else { "" })]
    BetBeforeBoard {
        dealt: usize,
        of: usize,
        all_in: bool,
    },
    #[error("the betting is over")]
    BettingOver,
    /// The player's number as written (`0` when no one is to act).
    #[error("{what} before the betting ends (p{to_act} to act)")]
    BeforeBettingEnds { what: &'static str, to_act: usize },

    // Bet sizes.
    #[error("a bet or raise to {to} is not more than the {max} to call")]
    NotARaise { to: Chips, max: Chips },
    #[error("p{} bets to {to} with only {have} (bet and stack)", .player + 1)]
    PastStack {
        player: usize,
        to: Chips,
        have: Chips,
    },
    #[error("p{} may only call or fold: an all-in for less than a full raise does not reopen the betting", .player + 1)]
    NotReopened { player: usize },
    #[error("p{} may only call or fold: it acted before an all-in for less than a full raise", .player + 1)]
    ActedBeforeShortAllIn { player: usize },
    #[error("fixed-limit allows {cap} completions, bets and raises a round: this would be the {}th", .cap + 1)]
    RaiseCap { cap: u32 },
    #[error("no one is left to call a raise")]
    NoCaller,
    /// `what`: a completion, a bet or a raise.
    #[error("{what} to {to} is less than the least allowed, {least} ({why})")]
    BelowLeast {
        what: &'static str,
        to: Chips,
        least: Chips,
        why: LeastAllowed,
    },
    #[error("{what} to {to} is more than the most allowed, {most} ({why})")]
    AboveMost {
        what: &'static str,
        to: Chips,
        most: Chips,
        why: &'static str,
    },

    // Cards.
    #[error("{code} deals hole cards only before the betting")]
    HoleAfterBetting { code: &'static str },
    #[error("p{} is dealt twice", .player + 1)]
    PlayerDealtTwice { player: usize },
    #[error("{code} deals {holds} hole cards, not {dealt}")]
    HoleCount {
        code: &'static str,
        holds: usize,
        dealt: usize,
    },
    #[error("{card} is not in {code}'s deck")]
    NotInDeck { card: Card, code: &'static str },
    #[error("{0} is dealt twice")]
    CardDealtTwice(Card),
    /// A draw game's thrown card dealt again before the stub ran out.
    #[error("{card} is dealt twice: it was thrown or mucked, and the stub has {stub} left")]
    ThrownDealtAgain { card: Card, stub: usize },
    #[error("{dealt} cards are dealt from a deck of {deck}")]
    DeckTooSmall { dealt: usize, deck: usize },
    #[error("the deck has {left} cards left to deal, not {count}")]
    DeckRunsOut { left: usize, count: usize },
    #[error("{code} has no board")]
    NoBoard { code: &'static str },
    #[error("the board is complete")]
    BoardComplete,
    #[error("the board is dealt before every player is dealt")]
    BoardBeforeDeal,
    #[error("this street deals {count} board cards, not {dealt}")]
    StreetSize { count: usize, dealt: usize },

    // Shows.
    #[error("there is no showdown at this point of the hand")]
    NoShowdown,
    #[error("p{} is not in the hand", .player + 1)]
    NotInHand { player: usize },
    #[error("p{} has already shown", .player + 1)]
    AlreadyShown { player: usize },
    #[error("every player has mucked: no one is left to win")]
    AllMucked,
    #[error("p{} is not in the hand: after the pot is won only its winner may show", .player + 1)]
    NotTheWinner { player: usize },
    #[error("the hand is already over: after the pot is won p{} may only show every card", .player + 1)]
    OnlyShowAll { player: usize },
    #[error("p{} holds {held} cards, not {shown}", .player + 1)]
    ShowsOtherCount {
        player: usize,
        held: usize,
        shown: usize,
    },
    #[error("p{} shows {shown} but was dealt {dealt}", .player + 1)]
    ShowsOtherCards {
        player: usize,
        shown: Cards,
        dealt: Cards,
    },
    #[error("p{} shows a card twice: {shown}", .player + 1)]
    ShowsCardTwice { player: usize, shown: Cards },

    // Draws.
    #[error("{code} has no draws")]
    NoDraws { code: &'static str },
    #[error("a player draws before every player is dealt")]
    DrawBeforeDeal,
    #[error("there is no draw left")]
    NoDrawLeft,
    /// `owed`: ` to p1, p3`, or nothing.
    #[error("every player has drawn: cards are to be dealt{owed}")]
    EveryoneDrew { owed: String },
    #[error("p{} draws out of turn: p{} is to stand pat or discard", .player + 1, .next + 1)]
    DrawOutOfTurn { player: usize, next: usize },
    #[error("p{} discards {cards} but holds {holds}", .player + 1)]
    DiscardsUnheld {
        player: usize,
        cards: Cards,
        holds: Cards,
    },
    /// The draw and what it waits for.
    #[error("cards are dealt before {0}")]
    DealtBefore(String),
    #[error("p{} is owed {owed} cards in this draw, not {dealt}", .player + 1)]
    NotOwed {
        player: usize,
        owed: usize,
        dealt: usize,
    },

    // Stud.
    #[error("{code} is not a stud game")]
    NotStud { code: &'static str },
    #[error("every street is dealt")]
    EveryStreetDealt,
    #[error(
        "the deck is too short to deal each player a card on {street} street: it deals one shared card (d db)"
    )]
    SharedCardDue { street: &'static str },
    #[error("p{} has folded", .player + 1)]
    Folded { player: usize },
    #[error("p{} already has their cards for {street} street", .player + 1)]
    StreetDealt { player: usize, street: &'static str },
    #[error("p{} is dealt {dealt} cards, but {owed} are still to come on {street} street", .player + 1)]
    StreetOwed {
        player: usize,
        dealt: usize,
        owed: usize,
        street: &'static str,
    },
    #[error(
        "{code} has no board: a shared card comes only when the deck is too short for a card each"
    )]
    NoSharedCard { code: &'static str },
    #[error("the shared card is one card, not {0}")]
    SharedCount(usize),
    #[error("no player is left to act")]
    NoOneToAct,
    #[error("{code} has no bring-in")]
    NoBringIn { code: &'static str },
    #[error("the bring-in is posted only by the first to act on third street")]
    BringInNotDue,
    #[error("p{} brings in (pb) or completes (cbr) first", .player + 1)]
    BringInFirst { player: usize },
}

/// Why the least bet or raise allowed is what it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LeastAllowed {
    #[error("p{}'s whole stack", .0 + 1)]
    WholeStack(usize),
    #[error("the small bet")]
    SmallBet,
    #[error("the street's minimum bet")]
    StreetMinimum,
    #[error(
        "{increment} over the {max} to call: the larger of the round's largest raise and the street's minimum bet"
    )]
    Raise { increment: Chips, max: Chips },
}
