//! Monte Carlo of a draw game with more than one draw to come.
//!
//! Each trial plays the draws out from one stub shared by the players: the deck less every
//! card seen (the cards kept, the dead cards). The next draw is each player's own, as the
//! question gives it (the cards kept and the number drawn); at every later draw each
//! player in turn, player 1 first, keeps what the game's drawing policy keeps
//! ([`Showdown::keep`]), throws the rest face down and is dealt as many from the stub.
//!
//! When the stub runs out, the cards thrown in the draws played so far (not the dead cards
//! of the question, nor the cards the player drawing has just thrown) are shuffled and
//! become the stub, as a dealer does. The question's check makes sure they are enough.

use crate::card::CardSet;
use crate::equity::showdown::Showdown;
use crate::equity::tally::Tally;
use crate::equity::{MAX_PLAYERS, Setup};
use crate::eval::Hand;

use super::{Dealer, Deck};

/// Runs `trials` trials with the generator seeded `seed`: every draw to come, then the
/// showdown. With one draw to come it deals as the one-draw path does (the same
/// distribution, though not the same cards for a seed).
// A checked question has at most MAX_PLAYERS players, each one known hand.
#[allow(clippy::indexing_slicing)]
pub(super) fn run<R: Showdown>(rules: &R, setup: &Setup, seed: u64, trials: u64) -> Tally {
    let mut draws = Dealer::new(seed);
    let n = setup.players.len().min(MAX_PLAYERS);
    let mut start = [(0u64, 0usize); MAX_PLAYERS];
    let mut kept_now = 0;
    for (slot, player) in start.iter_mut().zip(&setup.players) {
        debug_assert_eq!(player.combos.len(), 1, "one known hand each");
        if let Some(hole) = player.combos.first() {
            *slot = (hole.mask, player.draw);
            kept_now |= hole.mask;
        }
    }
    // Every live card is in the deck, the cards kept now at its front (out of the stub,
    // but thrown and shuffled back in at a later draw like any other).
    let mut deck = Deck::without(setup.known());
    let first = deck.front(kept_now);
    let mut gathered = false;
    let board = rules.finish(rules.start(&[]));
    let mut tally = Tally::default();
    let (mut high, mut low) = ([0u16; MAX_PLAYERS], [0u16; MAX_PLAYERS]);
    let mut held = [0u64; MAX_PLAYERS];
    for _ in 0..trials {
        if gathered {
            deck.front(kept_now);
        }
        let mut stub = Stub::new(&deck, first);
        for i in 0..n {
            let (kept, count) = start[i];
            held[i] = kept | stub.deal(&mut deck, &mut draws, count);
        }
        for _ in 1..setup.draws {
            for hand in held.iter_mut().take(n) {
                let kept = rules.keep(*hand);
                debug_assert_eq!(kept & !*hand, 0, "the policy keeps cards held");
                let thrown = *hand & !kept;
                *hand = kept | stub.deal(&mut deck, &mut draws, thrown.count_ones() as usize);
                stub.thrown |= thrown;
            }
        }
        for i in 0..n {
            let cards = held[i];
            let hole = rules.hole(cards, Hand::from_set(CardSet::from_card_bits(cards)));
            high[i] = rules.high(&hole, &board);
            if R::HI_LO {
                low[i] = rules.low(&hole, &board);
            }
        }
        if R::HI_LO {
            tally.showdown_hi_lo(&high[..n], &low[..n], 1);
        } else {
            tally.showdown(&high[..n], 1);
        }
        gathered = stub.gathered;
    }
    tally
}

/// A trial's stub: the deck's cards from place `next` on (a partial shuffle deals from
/// there), and the cards thrown so far, not yet shuffled back in.
struct Stub {
    next: usize,
    len: usize,
    thrown: u64,
    /// Whether the thrown cards were shuffled back in (the deck's order then needs the
    /// cards kept now moved to its front again).
    gathered: bool,
}

impl Stub {
    fn new(deck: &Deck, first: usize) -> Stub {
        Stub {
            next: first,
            len: deck.cards.len(),
            thrown: 0,
            gathered: false,
        }
    }

    /// `count` cards from the stub, as a mask; when it runs out, the thrown cards are
    /// moved to the deck's end and dealt from there (a shuffle: each pick is uniform).
    fn deal(&mut self, deck: &mut Deck, draws: &mut Dealer, count: usize) -> u64 {
        let mut cards = 0u64;
        for _ in 0..count {
            if self.next == self.len {
                self.next = deck.gather(self.thrown);
                self.thrown = 0;
                self.gathered = true;
            }
            debug_assert!(
                self.next < self.len,
                "the check leaves a hand's worth of cards"
            );
            cards |= deck.pick(draws, self.next).bit();
            self.next += 1;
        }
        cards
    }
}

#[cfg(test)]
mod tests;
