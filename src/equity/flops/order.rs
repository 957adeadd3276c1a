//! The strength order of a flop's rank-pair groups on every turn and river of two ranks.
//!
//! A combo that makes no flush has the strength of its ranks and the board's alone, so on
//! every board of the same two turn-and-river ranks its rank pair's group has the same
//! strength and the groups the same order. One flop has at most 91 rank pairs of turn and
//! river, against its 1,176 boards: each order is found once, on seven cards of those ranks
//! spread over the suits so that none can hold five of one, and the boards only merge in
//! their flushes.

use crate::card::Card;
use crate::equity::showdown::Showdown;

/// Ranks of a deck (short deck uses the top nine).
const RANKS: usize = 13;

/// Each turn-and-river rank pair's groups, `(strength, group)` in strength order.
pub(super) struct Orders {
    by_ranks: Vec<Vec<(u16, u16)>>,
}

impl Orders {
    /// The orders of the groups whose rank pairs are `pairs` (high, low) on the flop
    /// `flop` (its cards' ranks matter, not their suits).
    #[allow(clippy::indexing_slicing)] // ranks below 13; the board has five cards
    pub(super) fn new<S: Showdown>(rules: &S, pairs: &[[u8; 2]], flop: &[Card; 3]) -> Orders {
        let flop_ranks = flop.map(|card| rank_of(card.bit()));
        let mut by_ranks = vec![Vec::new(); RANKS * RANKS];
        for turn in 0..RANKS as u8 {
            for river in turn..RANKS as u8 {
                let board = [flop_ranks[0], flop_ranks[1], flop_ranks[2], turn, river];
                let order: &mut Vec<(u16, u16)> = &mut by_ranks[slot(turn, river)];
                for (group, &pair) in pairs.iter().enumerate() {
                    let Some([hole, board]) = spread(pair, board) else {
                        // Five of a rank: no board of these ranks leaves the group a combo.
                        continue;
                    };
                    let hole = rules.hole(mask(&hole), crate::Hand::from_cards(&hole));
                    let partial = board[3..]
                        .iter()
                        .fold(rules.start(&board[..3]), |partial, &card| {
                            S::add(partial, card)
                        });
                    let strength = rules.high(&hole, &rules.finish(partial));
                    order.push((strength, group as u16));
                }
                order.sort_unstable();
            }
        }
        Orders { by_ranks }
    }

    /// The order on a board whose turn and river are these card bits.
    #[allow(clippy::indexing_slicing)] // a card bit's rank is below 13
    pub(super) fn on(&self, turn: u32, river: u32) -> &[(u16, u16)] {
        let (a, b) = (rank_of(1 << turn), rank_of(1 << river));
        &self.by_ranks[slot(a.min(b), a.max(b))]
    }
}

/// A card bit's rank (`bit % 16`).
fn rank_of(bit: u64) -> u8 {
    (bit.trailing_zeros() % 16) as u8
}

fn slot(low: u8, high: u8) -> usize {
    usize::from(low) * RANKS + usize::from(high)
}

fn mask(cards: &[Card]) -> u64 {
    cards.iter().fold(0, |m, c| m | c.bit())
}

/// Two hole cards of ranks `pair` and five board cards of ranks `board`, all distinct and
/// no three of a suit: the seven ranks in order take the suits in turn, so equal ranks
/// take distinct suits and no suit gets more than two. `None` when a rank comes five times.
#[allow(clippy::indexing_slicing)] // windows of five are not empty
fn spread(pair: [u8; 2], board: [u8; 5]) -> Option<[Vec<Card>; 2]> {
    let mut seven: Vec<(u8, bool)> = (pair.iter().map(|&r| (r, true)))
        .chain(board.iter().map(|&r| (r, false)))
        .collect();
    seven.sort_unstable();
    if seven
        .windows(5)
        .any(|five| five.iter().all(|c| c.0 == five[0].0))
    {
        return None;
    }
    let [mut hole, mut rest] = [Vec::with_capacity(2), Vec::with_capacity(5)];
    for (i, &(rank, in_hole)) in seven.iter().enumerate() {
        let card = Card::at_bit(16 * (i % 4) as u32 + u32::from(rank));
        if in_hole {
            hole.push(card)
        } else {
            rest.push(card)
        }
    }
    Some([hole, rest])
}
