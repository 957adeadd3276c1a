//! Draws: what one more board card could complete for a combo that has not yet made a
//! straight or better.

use std::fmt;

use super::CheckedBoard;
use super::shape::rank_bit;
use crate::card::{Card, CardSet, Rank, Suit};

/// A draw to a straight or a flush with one card to come, or two overcards. A combo may
/// have several; only a combo below a straight has any, and only on the flop or turn.
///
/// - [`Draw::FlushDraw`]: four cards of one suit among the hole cards and the board, at
///   least one of them a hole card (on a board with four of a suit, a combo holding one
///   has made a flush and a combo holding none has no draw); in Omaha, where exactly two
///   hole cards play, two hole cards and two board cards of the suit.
/// - A rank *completes a straight* for a combo when a card of that rank is still unseen
///   (not on the board, in the combo or dead) and, with one card of that rank added, the
///   hole cards and the board make a straight higher than the board and that card make
///   alone (so a straight the board makes by itself is no draw); in Omaha the straight is
///   of two hole and three board cards. The straights are the game's: an ace plays high
///   and low (A-2-3-4-5; in short deck A-6-7-8-9), and outs are the game's deck.
/// - [`Draw::OpenEnded`]: two or more ranks complete a straight. This counts a double
///   gutshot (9-7 on J-8-5: a six or a ten) as open-ended, as Flopzilla does: both have
///   eight outs.
/// - [`Draw::Gutshot`]: exactly one rank completes a straight.
/// - [`Draw::TwoOvercards`]: two hole cards of different ranks, both above every board
///   card (so neither pairs the board; a pocket pair is an overpair, not overcards); in
///   Omaha any two of the hole cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Draw {
    FlushDraw,
    OpenEnded,
    Gutshot,
    TwoOvercards,
}

impl Draw {
    /// Every draw, in the order they are shown.
    pub const ALL: [Draw; 4] = [
        Draw::FlushDraw,
        Draw::OpenEnded,
        Draw::Gutshot,
        Draw::TwoOvercards,
    ];

    /// The name people read.
    pub fn name(self) -> &'static str {
        match self {
            Draw::FlushDraw => "Flush Draw",
            Draw::OpenEnded => "Open-Ended Straight Draw",
            Draw::Gutshot => "Gutshot",
            Draw::TwoOvercards => "Two Overcards",
        }
    }

    /// The machine name, as in JSON and CSV.
    pub fn id(self) -> &'static str {
        match self {
            Draw::FlushDraw => "flush_draw",
            Draw::OpenEnded => "open_ended",
            Draw::Gutshot => "gutshot",
            Draw::TwoOvercards => "two_overcards",
        }
    }

    fn bit(self) -> u8 {
        1 << self as u8
    }
}

impl fmt::Display for Draw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The draws of one combo: a small set of [`Draw`]s.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Draws(u8);

impl fmt::Debug for Draws {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl Draws {
    /// No draw.
    pub const NONE: Draws = Draws(0);

    /// Whether `draw` is among them.
    pub fn contains(self, draw: Draw) -> bool {
        self.0 & draw.bit() != 0
    }

    /// True when there is no draw.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The draws, in [`Draw::ALL`] order.
    pub fn iter(self) -> impl Iterator<Item = Draw> {
        Draw::ALL.into_iter().filter(move |&d| self.contains(d))
    }

    fn with(self, draw: Draw, has: bool) -> Draws {
        if has {
            Draws(self.0 | draw.bit())
        } else {
            self
        }
    }

    /// The draws of `hole` on `board`, for a combo below a straight with cards to come.
    pub(super) fn of(hole: &[Card], board: &CheckedBoard) -> Draws {
        let hole_set: CardSet = hole.iter().copied().collect();
        let flush_draw = Suit::ALL.into_iter().any(|suit| {
            let in_hole = hole_set.suit_mask(suit).count_ones();
            let on_board = board.cards.suit_mask(suit).count_ones();
            board.shape.flush_draw(in_hole, on_board)
        });
        let outs = straight_ranks(hole_set, board);
        let above = ranks_of(hole_set) >> (board.high.index() + 1);
        Draws::NONE
            .with(Draw::FlushDraw, flush_draw)
            .with(Draw::OpenEnded, outs >= 2)
            .with(Draw::Gutshot, outs == 1)
            .with(Draw::TwoOvercards, above.count_ones() >= 2)
    }
}

/// How many ranks complete a straight for `hole` (see [`Draw`]).
fn straight_ranks(hole: CardSet, board: &CheckedBoard) -> usize {
    let unseen = board.deck.difference(board.seen.union(hole));
    let with_hole = ranks_of(hole);
    Rank::ALL
        .into_iter()
        .filter(|&rank| {
            Suit::ALL
                .into_iter()
                .any(|s| unseen.contains(Card::new(rank, s)))
        })
        .filter(|&rank| {
            let with = board.ranks | rank_bit(rank);
            board.shape.best_straight(with_hole, with) > board.shape.best_straight(0, with)
        })
        .count()
}

/// The ranks of `cards` as a 13-bit mask.
pub(super) fn ranks_of(cards: CardSet) -> u16 {
    Suit::ALL.into_iter().fold(0, |m, s| m | cards.suit_mask(s))
}
