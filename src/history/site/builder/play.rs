//! The play as the text writes it: folds, checks, calls, bets and raises checked against
//! the bets so far, each betting round's start, and the shows and mucks at the end.

use super::super::super::hand::{Act, Cards, Chips, Show};
use super::super::super::per_player::PerPlayer;
use super::super::text::Amount;
use super::Builder;

impl Builder<'_> {
    #[allow(clippy::indexing_slicing)] // `player` is a seat's PHH index (`who`): below n
    pub(crate) fn fold(&mut self, player: usize, line: u64) {
        self.folded[player] = true;
        self.act(Act::Fold(player), line);
    }

    #[allow(clippy::indexing_slicing)] // `player` is a seat's PHH index (`who`): below n
    pub(crate) fn check(&mut self, player: usize, line: u64) -> Result<(), String> {
        if self.bets[player] < self.max_bet() {
            return Err(format!("a check facing a bet of {}", self.max_bet()));
        }
        self.act(Act::CheckCall(player), line);
        Ok(())
    }

    /// A call of `amount` more: the bet to call, or all the player has left.
    #[allow(clippy::indexing_slicing)] // `player` is a seat's PHH index (`who`): below n
    pub(crate) fn call(&mut self, player: usize, amount: Amount, line: u64) -> Result<(), String> {
        let chips = self.amount(amount);
        let owed = (self.max_bet() - self.bets[player]).min(self.stacks[player]);
        if chips != owed {
            return Err(format!("a call of {chips} where the call is {owed}"));
        }
        self.put(player, chips);
        self.act(Act::CheckCall(player), line);
        Ok(())
    }

    /// A bet of `amount` (or, with `to`, a raise to that street total).
    #[allow(clippy::indexing_slicing)] // `player` is a seat's PHH index (`who`): below n
    pub(crate) fn bet_to(&mut self, player: usize, to: Chips, line: u64) -> Result<(), String> {
        let more = to - self.bets[player];
        if more <= Chips::ZERO || more > self.stacks[player] {
            return Err(format!(
                "a bet to {to}, from a bet of {} and a stack of {}",
                self.bets[player], self.stacks[player]
            ));
        }
        self.put(player, more);
        self.act(Act::BetRaiseTo(player, to), line);
        Ok(())
    }

    /// The street total a bet of `amount` makes.
    #[allow(clippy::indexing_slicing)] // `player` is a seat's PHH index (`who`): below n
    pub(crate) fn bet_total(&mut self, player: usize, amount: Amount) -> Chips {
        self.amount(amount) + self.bets[player]
    }

    #[allow(clippy::indexing_slicing)] // `player` is a seat's PHH index (`who`): below n
    pub(super) fn put(&mut self, player: usize, chips: Chips) {
        self.stacks[player] -= chips;
        self.bets[player] += chips;
    }

    pub(super) fn max_bet(&self) -> Chips {
        self.bets.iter().copied().max().unwrap_or_default()
    }

    /// A new betting round: no bets yet.
    pub(super) fn new_round(&mut self) {
        self.bets = PerPlayer::filled(self.names.len(), Chips::ZERO);
        self.forced = self.bets;
    }

    /// A show; one after everyone else folded changes nothing and is left out.
    pub(crate) fn show(&mut self, player: usize, cards: Cards, line: u64) {
        if self.contested() {
            self.act(Act::ShowMuck(player, Show::Cards(cards)), line);
        }
    }

    pub(crate) fn muck(&mut self, player: usize, line: u64) {
        if self.contested() {
            self.act(Act::ShowMuck(player, Show::Muck), line);
        }
    }

    pub(super) fn contested(&self) -> bool {
        self.folded.iter().filter(|&&out| !out).count() > 1
    }
}
