//! What the one engine asks of a game in its hot loops: how a hole and a board are held
//! while cards are dealt, and how a showdown is scored. Each game is a type, so the
//! engine's loops are compiled once per game (static dispatch, no branch on the game).

use crate::card::{Card, CardSet};
use crate::eval::Hand;
use crate::omaha::board::{Board as OmahaBoard, Hole as OmahaHole, Sheet};
use crate::{lowball, short_deck};

/// A game's scoring, as the engine's hot loops use it.
pub(crate) trait Rules: Sync {
    /// A hole prepared for scoring on many boards.
    type Hole: Copy + Send + Sync;
    /// A board while its cards are dealt.
    type Partial: Copy + Send + Sync;
    /// A complete board, prepared once for every player's showdown.
    type Board;
    /// A hand known for the whole run, prepared further (Omaha: its answer sheet).
    type Fixed: Send + Sync;
    /// Whether [`Rules::Fixed`] is worth preparing.
    const FIXED: bool;
    /// Whether the pot is split with a low hand (a constant, so a high-only game's loops
    /// carry no trace of the low).
    const HI_LO: bool;

    /// The hole of these cards (with their hold'em key).
    fn hole(&self, cards: u64, hand: Hand) -> Self::Hole;
    /// The board so far.
    fn start(&self, cards: &[Card]) -> Self::Partial;
    /// The board with one more card.
    fn add(partial: Self::Partial, card: Card) -> Self::Partial;
    /// The complete board, ready to score.
    fn finish(&self, partial: Self::Partial) -> Self::Board;
    /// The high hand's strength as stored (higher is better).
    fn high(&self, hole: &Self::Hole, board: &Self::Board) -> u16;
    /// The low hand's strength: 0 when none qualifies, higher is better.
    fn low(&self, hole: &Self::Hole, board: &Self::Board) -> u16;
    /// A known hand's prepared form.
    fn fixed(&self, hole: &Self::Hole) -> Self::Fixed;
    /// [`Rules::high`] through a prepared hand.
    fn fixed_high(&self, fixed: &Self::Fixed, board: &Self::Board) -> u16;
    /// [`Rules::low`] through a prepared hand.
    fn fixed_low(&self, fixed: &Self::Fixed, board: &Self::Board) -> u16;
}

/// Texas hold'em: hole and board are additive keys; a showdown is one key addition and
/// two table loads.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Holdem;

impl Rules for Holdem {
    type Hole = Hand;
    type Partial = Hand;
    type Board = Hand;
    type Fixed = Hand;
    const FIXED: bool = false;
    const HI_LO: bool = false;
    #[inline(always)]
    fn hole(&self, _cards: u64, hand: Hand) -> Hand {
        hand
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
    fn high(&self, hole: &Hand, board: &Hand) -> u16 {
        hole.combine(*board).strength().0
    }
    #[inline(always)]
    fn low(&self, _hole: &Hand, _board: &Hand) -> u16 {
        0
    }
    fn fixed(&self, hole: &Hand) -> Hand {
        *hole
    }
    #[inline(always)]
    fn fixed_high(&self, fixed: &Hand, board: &Hand) -> u16 {
        self.high(fixed, board)
    }
    #[inline(always)]
    fn fixed_low(&self, _fixed: &Hand, _board: &Hand) -> u16 {
        0
    }
}

/// Omaha, high only or hi-lo (`HI_LO`): a board finds its table rows once, then each hole
/// costs a load per pair of its cards (or one through a known hand's sheet).
#[derive(Clone, Copy)]
pub(crate) struct Omaha<const HI_LO: bool>;

impl<const HI_LO: bool> Omaha<HI_LO> {
    pub fn new() -> Omaha<HI_LO> {
        Omaha
    }
}

/// An Omaha board while dealt: its key and its ranks so far, four bits each (the newest
/// lowest), so that adding a card is a shift in a register.
#[derive(Clone, Copy, Debug)]
pub(crate) struct OmahaPartial {
    hand: Hand,
    ranks: u32,
}

/// A low mask (smaller is better, 0 for none) as a low strength (higher is better, 0 for
/// none): a 5-rank mask is at most 0b1111_1000, so its complement is never 0.
#[inline(always)]
fn low_strength(mask: u8) -> u16 {
    if mask == 0 { 0 } else { u16::from(!mask) }
}

impl<const HI_LO: bool> Rules for Omaha<HI_LO> {
    type Hole = OmahaHole;
    type Partial = OmahaPartial;
    type Board = OmahaBoard;
    type Fixed = Sheet;
    const FIXED: bool = true;
    const HI_LO: bool = HI_LO;
    #[inline(always)]
    fn hole(&self, cards: u64, _hand: Hand) -> OmahaHole {
        OmahaHole::from_bits(cards)
    }
    fn start(&self, cards: &[Card]) -> OmahaPartial {
        let partial = OmahaPartial {
            hand: Hand::EMPTY,
            ranks: 0,
        };
        cards
            .iter()
            .fold(partial, |partial, &card| Self::add(partial, card))
    }
    #[inline(always)]
    fn add(partial: OmahaPartial, card: Card) -> OmahaPartial {
        OmahaPartial {
            hand: partial.hand.add(card),
            ranks: partial.ranks << 4 | (card.index() / 4) as u32,
        }
    }
    #[inline(always)]
    fn finish(&self, partial: OmahaPartial) -> OmahaBoard {
        let r = partial.ranks;
        debug_assert!(r < 1 << 20, "a board has five cards");
        let ranks = [r & 15, r >> 4 & 15, r >> 8 & 15, r >> 12 & 15, r >> 16 & 15];
        OmahaBoard::from_five(partial.hand, ranks)
    }
    #[inline(always)]
    fn high(&self, hole: &OmahaHole, board: &OmahaBoard) -> u16 {
        board.hole_strength(hole)
    }
    #[inline(always)]
    fn low(&self, hole: &OmahaHole, board: &OmahaBoard) -> u16 {
        low_strength(board.hole_low(hole))
    }
    fn fixed(&self, hole: &OmahaHole) -> Sheet {
        Sheet::new(*hole)
    }
    #[inline(always)]
    fn fixed_high(&self, fixed: &Sheet, board: &OmahaBoard) -> u16 {
        board.sheet_strength(fixed)
    }
    #[inline(always)]
    fn fixed_low(&self, fixed: &Sheet, board: &OmahaBoard) -> u16 {
        low_strength(board.sheet_low(fixed))
    }
}

/// How a game scores one hand of 5 to 7 cards held as a hold'em [`Hand`].
pub(crate) trait Scoring: Copy + Sync {
    /// Whether the pot is split with a low hand.
    const HI_LO: bool = false;
    /// The hand's strength in the game (higher is better).
    fn high(self, hand: Hand) -> u16;
    /// The low hand's strength: 0 when none qualifies, higher is better.
    #[inline(always)]
    fn low(self, _hand: Hand) -> u16 {
        0
    }
}

/// A game scored from hole and board cards pooled into one hold'em [`Hand`], by its own
/// table: short deck (hole and board), and stud, razz and the lowball draws, whose board is
/// empty and whose hole is the player's whole hand. A showdown is one key addition and the
/// game's load.
#[derive(Clone, Copy)]
pub(crate) struct Pooled<S>(pub S);

impl<S: Scoring> Rules for Pooled<S> {
    type Hole = Hand;
    type Partial = Hand;
    type Board = Hand;
    type Fixed = Hand;
    const FIXED: bool = false;
    const HI_LO: bool = S::HI_LO;
    #[inline(always)]
    fn hole(&self, _cards: u64, hand: Hand) -> Hand {
        hand
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
    fn high(&self, hole: &Hand, board: &Hand) -> u16 {
        self.0.high(hole.combine(*board))
    }
    #[inline(always)]
    fn low(&self, hole: &Hand, board: &Hand) -> u16 {
        self.0.low(hole.combine(*board))
    }
    fn fixed(&self, hole: &Hand) -> Hand {
        *hole
    }
    #[inline(always)]
    fn fixed_high(&self, fixed: &Hand, board: &Hand) -> u16 {
        self.high(fixed, board)
    }
    #[inline(always)]
    fn fixed_low(&self, fixed: &Hand, board: &Hand) -> u16 {
        self.low(fixed, board)
    }
}

/// Short deck: its strength table, read at the slot hold'em's key reaches.
#[derive(Clone, Copy)]
pub(crate) struct ShortDeck;

impl Scoring for ShortDeck {
    #[inline(always)]
    fn high(self, hand: Hand) -> u16 {
        // Stored values compare as strengths do.
        short_deck::strength_of(hand).0
    }
}

/// Seven-card stud hi-lo: hold'em's high and the eight-or-better low of the same cards.
#[derive(Clone, Copy)]
pub(crate) struct StudHiLo;

impl Scoring for StudHiLo {
    const HI_LO: bool = true;
    #[inline(always)]
    fn high(self, hand: Hand) -> u16 {
        hand.strength().0
    }
    #[inline(always)]
    fn low(self, hand: Hand) -> u16 {
        lowball::eight_or_better_of(hand).map_or(0, |low| low_strength(low.mask()))
    }
}

/// Razz and ace-to-five draw: the best ace-to-five low of the cards.
#[derive(Clone, Copy)]
pub(crate) struct AceFive;

impl Scoring for AceFive {
    #[inline(always)]
    fn high(self, hand: Hand) -> u16 {
        lowball::razz_of(hand).get()
    }
}

/// Deuce-to-seven lowball.
#[derive(Clone, Copy)]
pub(crate) struct DeuceSeven;

impl Scoring for DeuceSeven {
    #[inline(always)]
    fn high(self, hand: Hand) -> u16 {
        lowball::deuce_seven_of(hand).get()
    }
}

/// Badugi: four cards, scored from the cards themselves (no board).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Badugi;

impl Rules for Badugi {
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
        crate::badugi::Badugi::from_cards(*hole).get()
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
}

/// Runs `$body` with `$rules` bound to the game's rules: the one place the engine turns a
/// [`crate::Game`] into a type.
macro_rules! with_rules {
    ($game:expr, $rules:ident => $body:expr) => {
        match $game.variant() {
            // Stud's high hand is hold'em's best five, of the player's cards alone.
            crate::game::Variant::Holdem | crate::game::Variant::Stud => {
                let $rules = crate::equity::rules::Holdem;
                $body
            }
            crate::game::Variant::Omaha => {
                let $rules = crate::equity::rules::Omaha::<false>::new();
                $body
            }
            crate::game::Variant::OmahaHiLo => {
                let $rules = crate::equity::rules::Omaha::<true>::new();
                $body
            }
            crate::game::Variant::ShortDeck => {
                let $rules = crate::equity::rules::Pooled(crate::equity::rules::ShortDeck);
                $body
            }
            crate::game::Variant::StudHiLo => {
                let $rules = crate::equity::rules::Pooled(crate::equity::rules::StudHiLo);
                $body
            }
            crate::game::Variant::Razz | crate::game::Variant::AceFive => {
                let $rules = crate::equity::rules::Pooled(crate::equity::rules::AceFive);
                $body
            }
            crate::game::Variant::DeuceSeven => {
                let $rules = crate::equity::rules::Pooled(crate::equity::rules::DeuceSeven);
                $body
            }
            crate::game::Variant::Badugi => {
                let $rules = crate::equity::rules::Badugi;
                $body
            }
        }
    };
}
pub(crate) use with_rules;
