//! The cards of stud and the draw games, as the sites' text gives them, into PHH's deals:
//! a stud street deals each player still in a card (three on third street: two down, one
//! up), the text naming the up cards and the hero's own; a draw deals each player what
//! they threw, after every player has stood pat or discarded, the text naming only the
//! hero's. The cards the text does not name are dealt as `??`.

use super::super::super::hand::{Act, Cards, Chips};
use super::super::super::variant::Dealing;
use super::super::text::Amount;
use super::Builder;

/// The cards dealt on stud's third street: two down, one up.
const THIRD_STREET: usize = 3;

impl Builder<'_> {
    /// `Dealt to P [..]`, `Dealt to P [old] [new]`: `cards` are the last brackets'
    /// (the ones dealt now), `restated` whether a bracket of cards dealt before comes
    /// first.
    pub(crate) fn dealt_to(
        &mut self,
        player: usize,
        cards: Cards,
        restated: bool,
    ) -> Result<(), String> {
        match self.dealing {
            Dealing::Board => self.hole(player, cards),
            Dealing::Draw { .. } if !self.dealt => self.hole(player, cards),
            Dealing::Draw { .. } => self.drawn(player, cards, restated),
            Dealing::Stud { .. } => self.stud_dealt(player, cards),
        }
    }

    /// A stud street's cards of one player: on third street the hero's three or another
    /// player's up card, then one card a street.
    #[allow(clippy::indexing_slicing)] // `player` is a seat's PHH index (`who`): below n
    fn stud_dealt(&mut self, player: usize, cards: Cards) -> Result<(), String> {
        let fits = match self.street_cards {
            THIRD_STREET => cards.len() == THIRD_STREET || cards.len() == 1,
            due => cards.len() == due,
        };
        if !fits || self.folded[player] {
            return Err(format!(
                "{} cards dealt where this street deals {} a player still in",
                cards.len(),
                self.street_cards
            ));
        }
        self.known[player] = cards;
        Ok(())
    }

    /// The hero's cards from a draw: the new ones after the kept ones.
    #[allow(clippy::indexing_slicing)] // `player` is a seat's PHH index (`who`): below n
    fn drawn(&mut self, player: usize, cards: Cards, restated: bool) -> Result<(), String> {
        let owed = self.owed[player];
        if !restated && owed == 0 && cards.len() == self.hole_cards {
            // The whole hand again, nothing new (a player who stood pat).
            return Ok(());
        }
        if !self.drawing || cards.len() != owed {
            return Err(format!(
                "{} cards dealt to a player who threw {owed}",
                cards.len()
            ));
        }
        self.known[player] = cards;
        Ok(())
    }

    /// A stud street (`*** 4th STREET ***`): the last street's cards are dealt, a new
    /// betting round begins, and each player still in is dealt a card.
    pub(crate) fn stud_street(&mut self, line: u64) {
        self.deal(line);
        self.new_round();
        self.street_cards = 1;
    }

    /// A draw begins (`*** FIRST DRAW ***`, or the first discard of a single draw,
    /// which has no marker): the betting round is over.
    pub(crate) fn open_draw(&mut self, line: u64) {
        if self.drawing {
            return;
        }
        self.deal(line);
        self.new_round();
        self.drawing = true;
    }

    /// `discards 2 cards [Kc 9h]` (the hero), `discards 2 cards` (another player),
    /// `stands pat` (no cards): the cards are dealt when the draw's lines end.
    #[allow(clippy::indexing_slicing)] // `player` is a seat's PHH index (`who`): below n
    pub(crate) fn discard(&mut self, player: usize, cards: Cards, line: u64) {
        self.open_draw(line);
        self.owed[player] = cards.len();
        self.act(Act::Discard(player, cards), line);
    }

    /// `brings in for $0.02`: stud's forced bet on third street, never returned.
    #[allow(clippy::indexing_slicing)] // `player` is a seat's PHH index (`who`): below n
    pub(crate) fn bring_in(
        &mut self,
        player: usize,
        amount: Amount,
        line: u64,
    ) -> Result<(), String> {
        let chips = self.amount(amount);
        if chips > self.stacks[player] || chips <= Chips::ZERO {
            return Err(format!(
                "a bring-in of {chips} from a stack of {}",
                self.stacks[player]
            ));
        }
        if self.bring_in.is_some() {
            return Err("a second bring-in".into());
        }
        self.put(player, chips);
        self.forced[player] = chips;
        self.bring_in = Some(chips);
        self.act(Act::BringIn(player), line);
        Ok(())
    }
}

/// `count` unknown cards (`????`): what the text shows of another player's discards.
pub(crate) fn unknown(count: usize) -> Option<Cards> {
    let mut cards = Cards::EMPTY;
    (0..count).all(|_| cards.push(None)).then_some(cards)
}
