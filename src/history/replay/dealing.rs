//! The cards: hole cards and board dealt in turn, each card once, and the showdown's
//! shows and mucks, which must agree with what was dealt.

// Players are indexed 0..n: an action's player is checked against n before any use, and
// every per-player array has n entries, so such an index is in range.

use super::{ActionError, Phase, Table};
use crate::card::Card;
use crate::history::hand::{Cards, Show};

impl Table {
    pub(super) fn deal_hole(&mut self, player: usize, cards: Cards) -> Result<(), ActionError> {
        if self.phase != Phase::DealHole {
            return Err(ActionError::HoleAfterBetting {
                code: self.variant.code,
            });
        }
        match self.dealt.get(player) {
            None => return Err(ActionError::NoSuchPlayer { players: self.n }),
            Some(true) => return Err(ActionError::PlayerDealtTwice { player }),
            Some(false) => {}
        }
        if cards.len() != self.game.hole_cards() {
            let first = !self.dealt.iter().any(|&d| d);
            match self.game.with_hole_cards(cards.len()) {
                Ok(game) if first => self.game = game,
                _ => {
                    return Err(ActionError::HoleCount {
                        code: self.variant.code,
                        holds: self.game.hole_cards(),
                        dealt: cards.len(),
                    });
                }
            }
        }
        self.see(&cards)?;
        #[allow(clippy::indexing_slicing)] // checked above: below n
        {
            self.hole[player] = cards;
            self.dealt[player] = true;
        }
        if self.dealt.iter().all(|&d| d) {
            self.begin_round();
        }
        Ok(())
    }

    /// Takes known cards out of the deck: a card dealt twice is an error.
    pub(super) fn see(&mut self, cards: &Cards) -> Result<(), ActionError> {
        cards.known().try_for_each(|card| self.take(card))
    }

    /// Takes one card out of the deck: it must be in the game's deck (short deck has no
    /// 2 to 5) and not dealt before.
    pub(super) fn take(&mut self, card: Card) -> Result<(), ActionError> {
        if !self.game.deck().contains(card) {
            return Err(ActionError::NotInDeck {
                card,
                code: self.variant.code,
            });
        }
        // A draw game may deal a thrown card again once the stub has run out.
        if !self.seen.insert(card) && !self.redeal(card) {
            return Err(self.dealt_twice(card));
        }
        Ok(())
    }

    pub(super) fn deal_board(&mut self, cards: Cards) -> Result<(), ActionError> {
        let street = self.street + 1;
        let Some(&size) = self.streets.get(street) else {
            return Err(ActionError::BoardComplete);
        };
        match self.phase {
            Phase::Board => {}
            Phase::DealHole => return Err(ActionError::BoardBeforeDeal),
            Phase::Betting => {
                return Err(ActionError::BeforeBettingEnds {
                    what: "the board is dealt",
                    to_act: self.actor().map_or(0, |i| i + 1),
                });
            }
            _ => return Err(ActionError::BoardComplete),
        }
        let count = size - self.board.len();
        if cards.len() != count {
            return Err(ActionError::StreetSize {
                count,
                dealt: cards.len(),
            });
        }
        self.see(&cards)?;
        for card in cards.iter() {
            self.board.push(card);
        }
        self.street = street;
        if self.can_bet() >= 2 {
            self.begin_round();
        } else if street + 1 == self.streets.len() {
            self.phase = Phase::Showdown;
        }
        Ok(())
    }

    #[allow(clippy::indexing_slicing)] // `player` is checked against n first
    pub(super) fn show(&mut self, player: usize, show: Show) -> Result<(), ActionError> {
        if player >= self.n {
            return Err(ActionError::NoSuchPlayer { players: self.n });
        }
        // After an all-in the hands show before the board, not before a draw.
        let early = self.phase == Phase::Board && self.can_bet() <= 1 && !self.is_draw();
        let showdown = self.phase == Phase::Showdown || early;
        if !showdown {
            return Err(ActionError::NoShowdown);
        }
        if self.out[player] {
            return Err(ActionError::NotInHand { player });
        }
        // A stud player all-in shows again as more cards come (as pokerkit writes it);
        // a player whose show left cards unknown (`????` after an all-in, at each street
        // of the run-out) may show again, and a later show reveals what it hid.
        if self.shown[player] && self.stud.is_none() {
            return Err(ActionError::AlreadyShown { player });
        }
        match show {
            Show::Muck => self.out[player] = true,
            Show::Dealt => self.shown[player] = true,
            Show::Cards(cards) => self.reveal_shown(player, cards)?,
        }
        if self.phase == Phase::Showdown && self.in_hand() == 0 {
            return Err(ActionError::AllMucked);
        }
        Ok(())
    }

    /// A show of cards (some perhaps unknown), which must agree with the cards known.
    #[allow(clippy::indexing_slicing)] // `player` is checked by the caller
    fn reveal_shown(&mut self, player: usize, cards: Cards) -> Result<(), ActionError> {
        if self.stud.is_some() {
            self.reveal_stud(player, cards)?;
        } else {
            self.reveal(player, cards)?;
        }
        self.shown[player] = cards.all_known();
        Ok(())
    }

    /// A show after the pot is won (everyone else folded): the winner may show every
    /// card, and that changes nothing but the cards known. As pokerkit's showdown after
    /// the hand: only a player still in (the winner), and neither a muck nor a show that
    /// keeps cards hidden.
    #[allow(clippy::indexing_slicing)] // `player` is checked against n first
    pub(super) fn show_after_won(&mut self, player: usize, show: Show) -> Result<(), ActionError> {
        if player >= self.n {
            return Err(ActionError::NoSuchPlayer { players: self.n });
        }
        if self.out[player] {
            return Err(ActionError::NotTheWinner { player });
        }
        if self.shown[player] && self.stud.is_none() {
            return Err(ActionError::AlreadyShown { player });
        }
        match show {
            Show::Dealt => {
                self.shown[player] = true;
                Ok(())
            }
            Show::Cards(cards) if cards.all_known() => self.reveal_shown(player, cards),
            Show::Muck | Show::Cards(_) => Err(ActionError::OnlyShowAll { player }),
        }
    }

    /// Adds what a show reveals to the cards dealt: the known cards must agree.
    #[allow(clippy::indexing_slicing)] // `player` is checked by `show`
    pub(super) fn reveal(&mut self, player: usize, shown: Cards) -> Result<(), ActionError> {
        let dealt = self.hole[player];
        if shown.len() != dealt.len() {
            return Err(ActionError::ShowsOtherCount {
                player,
                held: dealt.len(),
                shown: shown.len(),
            });
        }
        let all = dealt.set().union(shown.set());
        if all.len() > dealt.len() {
            return Err(ActionError::ShowsOtherCards {
                player,
                shown,
                dealt,
            });
        }
        let new = shown.set().difference(dealt.set());
        let mut cards = Cards::EMPTY;
        for card in new.iter() {
            self.take(card)?;
        }
        if all.len() == dealt.len() {
            for card in shown
                .known()
                .chain(dealt.known().filter(|c| !shown.set().contains(*c)))
            {
                cards.push(Some(card));
            }
            self.hole[player] = cards;
        } else if shown.known().count() > dealt.known().count() {
            self.hole[player] = shown;
        }
        Ok(())
    }
}
