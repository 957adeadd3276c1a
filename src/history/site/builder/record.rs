//! What the text records of the money: bets returned, pots collected, deals with the
//! site outside the pot, the rake.

use super::super::super::hand::Chips;
use super::super::text::Amount;
use super::Builder;

impl Builder<'_> {
    /// `Uncalled bet ($X) returned to P`: checked against the bets (the replay returns it
    /// again by the rules).
    #[allow(clippy::indexing_slicing)] // `player` is a seat's PHH index (`who`): below n
    pub(crate) fn uncalled(&mut self, player: usize, amount: Amount) -> Result<(), String> {
        let chips = self.amount(amount);
        let others = (0..self.names.len())
            .filter(|&i| i != player)
            .map(|i| self.bets[i])
            .max()
            .unwrap_or_default();
        let over = self.bets[player] - others;
        if chips != over {
            return Err(format!("{chips} returned where the uncalled bet is {over}"));
        }
        // The site returns a blind's uncalled part; PHH's replay never returns a forced
        // bet, so it counts what the site returned of it as collected from the pot.
        let kept = self.forced[player].min(self.bets[player]) - others;
        if kept > Chips::ZERO {
            self.winnings[player] += kept;
        }
        self.bets[player] -= chips;
        self.stacks[player] += chips;
        Ok(())
    }

    /// `P collected $X from pot`: what the site paid the player (after rake).
    #[allow(clippy::indexing_slicing)] // `player` is a seat's PHH index (`who`): below n
    pub(crate) fn collect(&mut self, player: usize, amount: Amount) {
        let chips = self.amount(amount);
        self.winnings[player] += chips;
    }

    /// A deal with the site outside the pot (an all-in cash out, insurance): what the
    /// site paid the player (or, `paid`, the player the site) is part of the record,
    /// never of the replay, which settles the pot by the cards.
    #[allow(clippy::indexing_slicing)] // `player` is a seat's PHH index (`who`): below n
    pub(crate) fn cash_out(&mut self, player: usize, amount: Amount, paid: bool) {
        let chips = self.amount(amount);
        if paid {
            self.winnings[player] -= chips;
        } else {
            self.winnings[player] += chips;
        }
    }

    pub(crate) fn rake(&mut self, amount: Amount) {
        self.rake = Some(self.amount(amount));
    }
}
