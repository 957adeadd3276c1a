//! Draws: what one more board card could complete for a combo that has not yet made a
//! straight or better.

use std::fmt;

use super::Board;
use crate::card::{Card, CardSet, Rank, Suit};

/// A draw to a straight or a flush with one card to come, or two overcards. A combo may
/// have several; only a combo below a straight has any, and only on the flop or turn.
///
/// - [`Draw::FlushDraw`]: four cards of one suit among the hole cards and the board, at
///   least one of them a hole card (on a board with four of a suit, a combo holding one
///   has made a flush and a combo holding none has no draw).
/// - A rank *completes a straight* for a combo when a card of that rank is still unseen
///   (not on the board, in the combo or dead) and, with one card of that rank added, the
///   hole cards and the board make a straight higher than the board and that card make
///   alone (so a straight the board makes by itself is no draw). An ace plays high and
///   low (A-2-3-4-5).
/// - [`Draw::OpenEnded`]: two or more ranks complete a straight. This counts a double
///   gutshot (9-7 on J-8-5: a six or a ten) as open-ended, as Flopzilla does: both have
///   eight outs.
/// - [`Draw::Gutshot`]: exactly one rank completes a straight.
/// - [`Draw::TwoOvercards`]: two hole cards of different ranks, both above every board
///   card (so neither pairs the board; a pocket pair is an overpair, not overcards).
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
    pub(super) fn of(hole: [Card; 2], board: &Board) -> Draws {
        let hole_set: CardSet = hole.into_iter().collect();
        let cards = board.cards.union(hole_set);
        let flush_draw = Suit::ALL.into_iter().any(|suit| {
            cards.suit_mask(suit).count_ones() == 4 && hole.iter().any(|c| c.suit() == suit)
        });
        let outs = straight_ranks(hole, board);
        let [a, b] = hole.map(Card::rank);
        let overcards = a != b && a.min(b) > board.high;
        Draws::NONE
            .with(Draw::FlushDraw, flush_draw)
            .with(Draw::OpenEnded, outs >= 2)
            .with(Draw::Gutshot, outs == 1)
            .with(Draw::TwoOvercards, overcards)
    }
}

/// How many ranks complete a straight for `hole` (see [`Draw`]).
fn straight_ranks(hole: [Card; 2], board: &Board) -> usize {
    let seen = board.seen.union(hole.into_iter().collect());
    let with_hole = board.ranks | hole.iter().fold(0, |m, c| m | rank_bit(c.rank()));
    Rank::ALL
        .into_iter()
        .filter(|&rank| {
            Suit::ALL
                .into_iter()
                .any(|s| !seen.contains(Card::new(rank, s)))
        })
        .filter(|&rank| {
            let bit = rank_bit(rank);
            best_straight(with_hole | bit) > best_straight(board.ranks | bit)
        })
        .count()
}

/// The bit of `rank` in a 13-bit rank mask (deuce lowest).
pub(super) fn rank_bit(rank: Rank) -> u16 {
    1 << rank.index()
}

/// The highest straight in a rank mask, as its top card's place in the ace-low order
/// (4 for a wheel, 5-high, up to 13 for ace-high), or `None`.
fn best_straight(ranks: u16) -> Option<u32> {
    // Bit 0 is the ace playing low, bit i + 1 the rank of index i.
    let ranks = u32::from(ranks);
    let low_ace = ranks >> Rank::Ace.index() & 1;
    let ordered = ranks << 1 | low_ace;
    (4..=13)
        .rev()
        .find(|&top| ordered >> (top - 4) & 0x1f == 0x1f)
}
