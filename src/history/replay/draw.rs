//! The draw games (`N2L1D`, `F2L3D`, `FB`): after each betting round but the last, every
//! player still in (all-in or not) stands pat or discards, `p1`'s side first (`p2 sd`,
//! `p2 sd 7h2c`), a card is burnt, and each is dealt as many cards as they threw
//! (`d dh p2 9s3d`, in one action or several). Then the next betting round, or the next
//! draw when the betting is closed, or the showdown.
//!
//! The deck is followed as pokerkit deals it: the stub loses every card dealt (known or
//! not) and a burn card at each draw; when a dealing needs more cards than the stub has,
//! the discards, burnt and mucked cards are shuffled into a new stub. A discarded card
//! dealt again before that is an error, after it a legitimate second dealing.

// Players are indexed 0..n: an action's player is checked against n before any use, and
// every per-player vector has n entries, so such an index is in range.

use super::{ActionError, Phase, Table};
use crate::card::{Card, CardSet};
use crate::history::hand::Cards;
use crate::history::per_player::Seats;
use crate::history::variant::PhhVariant;

/// The board size after each street: a draw game's betting rounds (one before the first
/// draw and one after each) deal none; the other games' are their board sizes.
pub(super) fn streets(variant: PhhVariant) -> &'static [usize] {
    match variant.draws() {
        1 => &[0; 2],
        2 => &[0; 3],
        3 => &[0; 4],
        _ => variant.game.board_sizes(),
    }
}

/// A draw game's deck and the draw under way.
#[derive(Clone, Debug, Default)]
pub(super) struct Drawing {
    /// Whether a draw is under way: its discards begun, its cards not all dealt.
    open: bool,
    /// Players still to stand pat or discard in this draw, as a bit set.
    discarding: u64,
    /// Cards each player is still to be dealt in this draw.
    owed: Vec<usize>,
    /// Cards left in the stub, unknown ones and burns counted.
    stub: usize,
    /// Known cards shuffled back into a new stub: they may be dealt again.
    back: CardSet,
    /// The draw (1 for the first) at whose start the betting had closed for good.
    all_in_draw: Option<usize>,
    /// The last draw, recorded when the betting closed for good just before it.
    last: Option<LastDraw>,
}

/// The last draw of a hand whose betting closed for good just before it: what each
/// player kept and was dealt, so each player's equity is their kept cards drawing the
/// number they threw (`7s5d3c2h+1`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastDraw {
    /// Each player's cards after their discards (empty for a player out).
    pub kept: Vec<Cards>,
    /// How many cards each player threw.
    pub thrown: Vec<usize>,
    /// The cards each player was dealt in the draw.
    pub dealt: Vec<Cards>,
    /// Known cards out of the stub when the draw was dealt: held, thrown, mucked.
    pub out: CardSet,
    /// Whether the stub held every card the draw dealt (no reshuffle in it).
    pub from_stub: bool,
}

impl LastDraw {
    /// A player's kept cards, known: as written at the draw, or their hand shown at the
    /// end less the cards the draw dealt them (when those are known). `None` when they are
    /// not known (or `player` is not one of the hand's).
    pub fn kept_known(&self, player: usize, end: &Cards) -> Option<Cards> {
        known_kept(*self.kept.get(player)?, *self.dealt.get(player)?, end)
    }

    /// Each player's hand at the draw as the equity engine reads it, where the kept cards
    /// are known: the kept cards and the number thrown (`7s5d3c2h+1`); `end` is each
    /// player's hand at the end.
    pub fn hands(&self, end: &[Cards]) -> Vec<Option<(Cards, usize)>> {
        let players = self.kept.iter().zip(&self.dealt).zip(&self.thrown);
        players
            .zip(end)
            .map(|(((&kept, &dealt), &thrown), end)| {
                let kept = known_kept(kept, dealt, end)?;
                (kept.len() + thrown > 0).then_some((kept, thrown))
            })
            .collect()
    }

    /// The cards dead to a pot's players at the draw: every known card out of the stub
    /// but their own kept cards.
    pub fn dead(&self, players: Seats, end: &[Cards]) -> Vec<Card> {
        let own = players
            .iter()
            .filter_map(|i| self.kept_known(i, end.get(i)?))
            .fold(CardSet::EMPTY, |set, kept| set.union(kept.set()));
        self.out.difference(own).iter().collect()
    }
}

/// Kept cards, known: as written at the draw, or the hand at the end less the cards dealt.
fn known_kept(kept: Cards, dealt: Cards, end: &Cards) -> Option<Cards> {
    if kept.all_known() {
        return Some(kept);
    }
    if !dealt.all_known() || !end.all_known() || !dealt.set().difference(end.set()).is_empty() {
        return None;
    }
    let mut known = Cards::EMPTY;
    for card in end.known().filter(|&c| !dealt.set().contains(c)) {
        known.push(Some(card));
    }
    Some(known)
}

impl Table {
    pub(super) fn is_draw(&self) -> bool {
        self.variant.draws() > 0
    }

    /// `p2 sd` or `p2 sd 7h2c`: stands pat or discards, in turn.
    #[allow(clippy::indexing_slicing)] // `player` is checked against n first
    pub(super) fn discard(&mut self, player: usize, cards: Cards) -> Result<(), ActionError> {
        if !self.is_draw() {
            return Err(ActionError::NoDraws {
                code: self.variant.code,
            });
        }
        if player >= self.n {
            return Err(ActionError::NoSuchPlayer { players: self.n });
        }
        match self.phase {
            Phase::Board => {}
            Phase::DealHole => return Err(ActionError::DrawBeforeDeal),
            Phase::Betting => {
                return Err(ActionError::BeforeBettingEnds {
                    what: "a player draws",
                    to_act: self.actor().map_or(0, |i| i + 1),
                });
            }
            Phase::Showdown | Phase::Over => return Err(ActionError::NoDrawLeft),
        }
        if !self.draws.open {
            self.open_draw()?;
        }
        let Some(next) = (0..self.n).find(|&i| self.draws.discarding >> i & 1 == 1) else {
            return Err(ActionError::EveryoneDrew {
                owed: self.owed_to(),
            });
        };
        if player != next {
            return Err(ActionError::DrawOutOfTurn { player, next });
        }
        let kept =
            without(self.hole[player], cards).ok_or_else(|| ActionError::DiscardsUnheld {
                player,
                cards,
                holds: self.hole[player],
            })?;
        self.hole[player] = kept;
        self.draws.owed[player] = cards.len();
        self.draws.discarding &= !(1 << player);
        if let Some(last) = &mut self.draws.last {
            last.kept[player] = kept;
            last.thrown[player] = cards.len();
        }
        if self.draws.discarding == 0 {
            // The burn card, from a new stub if this one is empty.
            if self.draws.stub == 0 {
                self.reshuffle(1)?;
            }
            self.draws.stub -= 1;
            let (out, stub) = (self.seen.difference(self.draws.back), self.draws.stub);
            let owed: usize = self.draws.owed.iter().sum();
            if let Some(last) = &mut self.draws.last {
                last.out = out;
                last.from_stub = owed <= stub;
            }
            self.close_draw_if_dealt();
        }
        Ok(())
    }

    /// `d dh p2 9s3d` in a draw: cards replacing the ones a player threw.
    #[allow(clippy::indexing_slicing)] // `player` is checked against n first
    pub(super) fn deal_draw(&mut self, player: usize, cards: Cards) -> Result<(), ActionError> {
        if player >= self.n {
            return Err(ActionError::NoSuchPlayer { players: self.n });
        }
        match self.phase {
            Phase::Board => {}
            Phase::Betting => {
                return Err(ActionError::BeforeBettingEnds {
                    what: "cards are dealt",
                    to_act: self.actor().map_or(0, |i| i + 1),
                });
            }
            _ => return Err(ActionError::NoDrawLeft),
        }
        if !self.draws.open || self.draws.discarding != 0 {
            return Err(ActionError::DealtBefore(self.waiting()));
        }
        let owed = self.draws.owed[player];
        if cards.len() > owed {
            return Err(ActionError::NotOwed {
                player,
                owed,
                dealt: cards.len(),
            });
        }
        if cards.len() > self.draws.stub {
            self.reshuffle(cards.len())?;
        }
        self.see(&cards)?;
        self.draws.stub -= cards.len();
        self.draws.owed[player] -= cards.len();
        for card in cards.iter() {
            self.hole[player].push(card);
        }
        if let Some(last) = &mut self.draws.last {
            for card in cards.iter() {
                last.dealt[player].push(card);
            }
        }
        self.close_draw_if_dealt();
        Ok(())
    }

    /// A card the deck cannot deal again: held, or thrown with the stub not yet run out.
    pub(super) fn dealt_twice(&self, card: Card) -> ActionError {
        let held = self.held().any(|(_, hole)| hole.set().contains(card));
        if !self.is_draw() || held {
            return ActionError::CardDealtTwice(card);
        }
        ActionError::ThrownDealtAgain {
            card,
            stub: self.draws.stub,
        }
    }

    /// Whom the draw under way waits for, for messages: "draw 2 of 3 (p1 to stand pat or
    /// discard)".
    pub(super) fn waiting(&self) -> String {
        let draw = self.street + 1;
        let of = self.variant.draws();
        let first = |set: u64| (0..self.n).find(|&i| set >> i & 1 == 1);
        let discarding = if self.draws.open {
            self.draws.discarding
        } else {
            self.players_in()
        };
        match first(discarding) {
            Some(i) => format!("draw {draw} of {of} (p{} to stand pat or discard)", i + 1),
            None => format!("draw {draw} of {of} (cards to deal{})", self.owed_to()),
        }
    }

    /// The last draw, for pricing an all-in, if the betting closed for good just before it
    /// and the draw was dealt.
    pub(super) fn last_draw(&mut self) -> Option<LastDraw> {
        let last = self.draws.last.take()?;
        (!self.draws.open).then_some(last)
    }

    fn players_in(&self) -> u64 {
        self.held().fold(0, |set, (i, _)| set | 1 << i)
    }

    fn owed_to(&self) -> String {
        let owed: Vec<String> = (0..self.n)
            .filter(|&i| self.draws.owed.get(i).is_some_and(|&o| o > 0))
            .map(|i| format!("p{}", i + 1))
            .collect();
        if owed.is_empty() {
            String::new()
        } else {
            format!(" to {}", owed.join(", "))
        }
    }

    fn open_draw(&mut self) -> Result<(), ActionError> {
        if self.street == 0 {
            let dealt: usize = self.hole.iter().map(Cards::len).sum();
            let deck = self.game.deck().len();
            self.draws.stub = deck
                .checked_sub(dealt)
                .ok_or(ActionError::DeckTooSmall { dealt, deck })?;
        }
        let draw = self.street + 1;
        if self.all_in.is_some() && self.draws.all_in_draw.is_none() {
            self.draws.all_in_draw = Some(draw);
        }
        self.draws.open = true;
        self.draws.discarding = self.players_in();
        self.draws.owed.clear();
        self.draws.owed.resize(self.n, 0);
        // Recorded only for an all-in just before the last draw: the one priced.
        if draw == self.variant.draws() && self.draws.all_in_draw == Some(draw) {
            self.draws.last = Some(LastDraw {
                kept: vec![Cards::EMPTY; self.n],
                thrown: vec![0; self.n],
                dealt: vec![Cards::EMPTY; self.n],
                out: CardSet::EMPTY,
                from_stub: false,
            });
        }
        Ok(())
    }

    /// When the stub cannot deal `count` cards: the rest of it is dealt, and the thrown,
    /// burnt and mucked cards (all but what the players still in hold) become the new stub.
    fn reshuffle(&mut self, count: usize) -> Result<(), ActionError> {
        let held: usize = self.held().map(|(_, hole)| hole.len()).sum();
        let deck = self.game.deck().len();
        let left = deck.saturating_sub(held);
        if count > left {
            return Err(ActionError::DeckRunsOut { left, count });
        }
        self.draws.stub = left;
        let held_known = self
            .held()
            .fold(CardSet::EMPTY, |set, (_, hole)| set.union(hole.set()));
        self.draws.back = self.seen.difference(held_known);
        Ok(())
    }

    fn close_draw_if_dealt(&mut self) {
        if self.draws.discarding != 0 || self.draws.owed.iter().any(|&o| o > 0) {
            return;
        }
        self.draws.open = false;
        self.street += 1;
        if self.can_bet() >= 2 {
            self.begin_round();
        } else if self.street + 1 == self.streets.len() {
            self.phase = Phase::Showdown;
        }
    }

    /// Takes a card dealt again out of the new stub (false when it is not there).
    pub(super) fn redeal(&mut self, card: Card) -> bool {
        let back = self.draws.back.contains(card);
        self.draws.back.remove(card);
        back
    }
}

/// A hand less the discards: each known one held, unknown ones (`??`) no more than the
/// hand's unknown cards.
fn without(hand: Cards, discards: Cards) -> Option<Cards> {
    let mut thrown = discards.set();
    if thrown.len() != discards.known().count() || !thrown.difference(hand.set()).is_empty() {
        return None;
    }
    let mut unknown = discards.len() - thrown.len();
    let mut kept = Cards::EMPTY;
    for card in hand.iter() {
        match card {
            Some(card) if thrown.contains(card) => thrown.remove(card),
            None if unknown > 0 => unknown -= 1,
            _ => {
                kept.push(card);
            }
        }
    }
    (unknown == 0).then_some(kept)
}
