//! What the one engine asks of a game in its hot loops: how a hole and a board are held
//! while cards are dealt, and how a showdown is scored. Each game names its [`Showdown`]
//! type in its [`crate::game::Rules`], so the engine's loops are compiled once per game
//! (static dispatch, no branch on the game).

use crate::card::Card;
use crate::eval::Hand;

/// A game's scoring, as the engine's hot loops use it.
pub(crate) trait Showdown: Sync {
    /// A hole prepared for scoring on many boards.
    type Hole: Copy + Send + Sync;
    /// A board while its cards are dealt.
    type Partial: Copy + Send + Sync;
    /// A complete board, prepared once for every player's showdown.
    type Board;
    /// A hand known for the whole run, prepared further (Omaha: its answer sheet).
    type Fixed: Send + Sync;
    /// Whether [`Showdown::Fixed`] is worth preparing.
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
    /// [`Showdown::high`] through a prepared hand.
    fn fixed_high(&self, fixed: &Self::Fixed, board: &Self::Board) -> u16;
    /// [`Showdown::low`] through a prepared hand.
    fn fixed_low(&self, fixed: &Self::Fixed, board: &Self::Board) -> u16;
    /// The cards of a whole hand (a card mask) that the game's drawing policy keeps at a
    /// draw after the next one; the rest are thrown and replaced. Only the draw games
    /// draw more than once: every other game stands pat.
    #[inline(always)]
    fn keep(&self, cards: u64) -> u64 {
        cards
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
    /// The drawing policy ([`Showdown::keep`]): a game without draws stands pat.
    #[inline(always)]
    fn keep(self, cards: u64) -> u64 {
        cards
    }
}

/// A game scored from hole and board cards pooled into one hold'em [`Hand`], by its own
/// table: short deck (hole and board), and stud, razz and the lowball draws, whose board is
/// empty and whose hole is the player's whole hand. A showdown is one key addition and the
/// game's load.
#[derive(Clone, Copy)]
pub(crate) struct Pooled<S>(pub S);

impl<S: Scoring> Showdown for Pooled<S> {
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
    #[inline(always)]
    fn keep(&self, cards: u64) -> u64 {
        self.0.keep(cards)
    }
}

/// A low mask (smaller is better, 0 for none) as a low strength (higher is better, 0 for
/// none): a 5-rank mask is at most 0b1111_1000, so its complement is never 0.
#[inline(always)]
pub(crate) fn low_strength(mask: u8) -> u16 {
    if mask == 0 { 0 } else { u16::from(!mask) }
}

/// Runs `$body` with `$showdown` bound to the game's [`Showdown`]: the engine's one way
/// from a [`crate::Game`] to a type.
macro_rules! with_showdown {
    ($game:expr, $showdown:ident => $body:expr) => {
        crate::game::dispatch!($game, R => {
            let $showdown = R::showdown();
            $body
        })
    };
}
pub(crate) use with_showdown;
