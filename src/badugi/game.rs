//! Badugi as a game definition: four cards of a player's own, the best badugi (one card
//! of each rank and suit) by the tables in tables.rs, proved by verify.rs.

use crate::card::{Card, CardSet};
use crate::equity::showdown::Showdown;
use crate::eval::Hand;
use crate::game::{CardCounts, ExactWalk, HandValue, Notation, Rules, Score, Speeds};
use crate::proof::Proof;
use crate::stud::OWN_CARDS_SPEEDS;

use super::{Badugi, best_cards};

/// Badugi's rules; in the engine, a hand is scored from its four cards themselves.
#[derive(Clone, Copy, Debug)]
pub(crate) struct BadugiRules;

impl Rules for BadugiRules {
    const HOLE_CARDS: &'static [u8] = &[4];
    const ALIASES: &'static [(&'static str, u8)] = &[("badugi", 4)];
    const FAMILY: &'static str = "a badugi";
    const DRAWS: u8 = 3;
    const HAS_LOW: bool = false;
    const COUNTS: CardCounts = CardCounts::own(4, 4, "a badugi hand");
    const SPEEDS: Speeds = OWN_CARDS_SPEEDS;
    const NOTATION: Notation = Notation::OwnCards;
    const EXACT: ExactWalk = ExactWalk::Plain;

    type Showdown = BadugiRules;

    fn showdown() -> BadugiRules {
        BadugiRules
    }

    fn name(_hole: u8) -> &'static str {
        "badugi"
    }

    fn title(_hole: u8) -> String {
        "Badugi".to_owned()
    }

    #[inline]
    fn score(hole: &[Card], _board: &[Card]) -> Score {
        debug_assert_eq!(hole.len(), 4, "a badugi hand is checked to have 4 cards");
        #[allow(clippy::indexing_slicing)] // checked: four cards
        let cards = [hole[0], hole[1], hole[2], hole[3]];
        Score {
            hand: HandValue::Badugi(Badugi::from_cards(cards)),
            low: None,
        }
    }

    fn value(n: u16) -> Option<HandValue> {
        Badugi::new(n).map(HandValue::Badugi)
    }

    fn best_cards(hole: &[Card], board: &[Card], _score: Score) -> Option<Vec<Card>> {
        let cards: Vec<Card> = hole.iter().chain(board).copied().collect();
        best_cards(&cards).ok()
    }

    fn prove(name: &'static str, _cards: usize, progress: &(dyn Fn(u64) + Sync)) -> Vec<Proof> {
        super::verify::prove(name, 1, progress)
    }
}

impl Showdown for BadugiRules {
    type Hole = [Card; 4];
    type Partial = Hand;
    type Board = Hand;
    type Fixed = [Card; 4];
    const FIXED: bool = false;
    const HI_LO: bool = false;
    #[inline(always)]
    fn hole(&self, cards: u64, _hand: Hand) -> [Card; 4] {
        // A badugi hand has four cards; the engine deals every player four.
        let mut hole = [Card::ALL[0]; 4];
        for (slot, card) in hole.iter_mut().zip(CardSet::from_card_bits(cards).iter()) {
            *slot = card;
        }
        hole
    }
    fn start(&self, cards: &[Card]) -> Hand {
        Hand::from_cards(cards)
    }
    #[inline(always)]
    fn add(partial: Hand, card: Card) -> Hand {
        partial.add(card)
    }
    #[inline(always)]
    fn finish(&self, partial: Hand) -> Hand {
        partial
    }
    #[inline(always)]
    fn high(&self, hole: &[Card; 4], _board: &Hand) -> u16 {
        Badugi::from_cards(*hole).get()
    }
    #[inline(always)]
    fn low(&self, _hole: &[Card; 4], _board: &Hand) -> u16 {
        0
    }
    fn fixed(&self, hole: &[Card; 4]) -> [Card; 4] {
        *hole
    }
    #[inline(always)]
    fn fixed_high(&self, fixed: &[Card; 4], board: &Hand) -> u16 {
        self.high(fixed, board)
    }
    #[inline(always)]
    fn fixed_low(&self, _fixed: &[Card; 4], _board: &Hand) -> u16 {
        0
    }
    #[inline]
    fn keep(&self, cards: u64) -> u64 {
        super::draw::keep(cards)
    }
}
