//! The board walk of one deal, over groups of interchangeable suits.
//!
//! - **Suit groups.** Suits in which every player, the board and the dead cards hold the
//!   same ranks are interchangeable (see [`super::symmetry`]).
//! - **Dead suits.** A suit in which no player can reach five cards any more matters
//!   only through its ranks, so all such suits join one group. On the last card this
//!   means the cards of one rank in those suits are one showdown, counted together.
//!
//! Board sums are extended one rank at a time and the last card is added to each
//! player's hole-plus-board sum, so a showdown costs one key addition and one lookup per
//! player.

use crate::equity::tally::HeadsUp;
use crate::equity::{MAX_PLAYERS, Setup, Tally};
use crate::eval::Hand;

use super::symmetry::{Choice, Node, SuitGroups, card, lane};

/// Board enumeration for one deal.
pub(super) struct Boards<'a> {
    holes: &'a [Hand],
    /// Suits (4-bit mask) still in the deck at each rank.
    free: [u8; 13],
    /// The most hole cards any player holds in each suit.
    max_hole: [u8; 4],
}

impl<'a> Boards<'a> {
    /// The boards of the deal of these hole cards (with these card masks).
    pub(super) fn new(setup: &Setup, holes: &'a [Hand], masks: &[u64]) -> Boards<'a> {
        let used = masks.iter().fold(setup.known(), |acc, &m| acc | m);
        let mut free = [0u8; 13];
        for (rank, slot) in free.iter_mut().enumerate() {
            for suit in 0..4 {
                if lane(used, suit) >> rank & 1 == 0 {
                    *slot |= 1 << suit;
                }
            }
        }
        let mut max_hole = [0u8; 4];
        for &mask in masks {
            for (suit, most) in max_hole.iter_mut().enumerate() {
                *most = (*most).max(lane(mask, suit).count_ones() as u8);
            }
        }
        Boards {
            holes,
            free,
            max_hole,
        }
    }

    /// The board given, standing for `weight` deals.
    pub(super) fn root(&self, setup: &Setup, weight: u64) -> Node {
        // Suits are interchangeable when every player, the board and the dead cards hold
        // the same ranks in them.
        let signature = |suit: usize| -> Vec<u64> {
            let mut sig: Vec<u64> = self
                .holes
                .iter()
                .map(|h| lane(h.cards().bits(), suit))
                .collect();
            sig.push(lane(setup.board_set.bits(), suit));
            sig.push(lane(setup.dead.bits(), suit));
            sig
        };
        let groups = SuitGroups::by(|s, t| signature(s) == signature(t));
        self.merge_dead(Node::root(setup, groups, weight))
    }

    #[inline(always)]
    fn child(&self, node: &Node, rank: usize, choice: &Choice) -> Node {
        let child = node.child(rank, choice);
        // The last card handles suits nobody can flush in by itself.
        if child.need >= 2 {
            self.merge_dead(child)
        } else {
            child
        }
    }

    /// Puts the suits in which nobody can make a flush any more into one group: the
    /// showdown depends only on the ranks dealt in them, so they are interchangeable.
    fn merge_dead(&self, mut node: Node) -> Node {
        let mut dead = 0u8;
        let counts = self.max_hole.iter().zip(node.suit_counts);
        for (suit, (&hole, board)) in counts.enumerate() {
            if hole + board + node.need <= 4 {
                dead |= 1 << suit;
            }
        }
        if dead.count_ones() >= 2 {
            let mut groups = SuitGroups::EMPTY;
            for group in node.groups.iter() {
                groups.push(group & !dead);
            }
            groups.push(dead);
            node.groups = groups;
        }
        node
    }

    /// The nodes one rank deeper (or the node itself when it cannot be split).
    pub(super) fn children(&self, node: Node) -> Vec<Node> {
        if node.need <= 1 {
            return vec![node];
        }
        let mut out = Vec::new();
        node.each_choice(&self.free, |rank, choice| {
            out.push(self.child(&node, rank, choice));
        });
        out
    }

    /// Scores every board that completes `node`.
    pub(super) fn walk(&self, node: Node, tally: &mut Tally) {
        match node.need {
            0 => self.showdown(node.board, node.weight, tally),
            1 => self.last_card(node, tally),
            _ => node.each_choice(&self.free, |rank, choice| {
                let child = self.child(&node, rank, choice);
                // Call the last two levels directly: most nodes are there.
                match child.need {
                    0 => self.showdown(child.board, child.weight, tally),
                    1 => self.last_card(child, tally),
                    _ => self.walk(child, tally),
                }
            }),
        }
    }

    // Each entry of `cards` is a different set of cards: at most 52, so `len` < 52.
    #[allow(clippy::indexing_slicing)]
    fn last_card(&self, node: Node, tally: &mut Tally) {
        // Suits in which some player could reach five cards with this one.
        let mut flushing = 0u8;
        let counts = self.max_hole.iter().zip(node.suit_counts);
        for (suit, (&hole, board)) in counts.enumerate() {
            if hole + board >= 4 {
                flushing |= 1 << suit;
            }
        }
        // Each card to deal, with the number of cards it stands for.
        let mut cards = [(card(0, 0), 0u64); 52];
        let mut len = 0;
        let mut add = |suits: u8, rank: usize| {
            if suits != 0 {
                let suit = suits.trailing_zeros() as usize;
                cards[len] = (card(rank, suit), u64::from(suits.count_ones()));
                len += 1;
            }
        };
        for (rank, &free) in self.free.iter().enumerate().skip(node.start.into()) {
            add(free & !flushing, rank);
            if free & flushing != 0 {
                for group in node.groups.iter() {
                    add(group & free & flushing, rank);
                }
            }
        }
        let cards = &cards[..len];
        if let [a, b] = *self.holes {
            // Heads-up: hole plus board so far is summed once, and the counts stay in
            // registers until the node is done.
            let (a, b) = (a.combine(node.board), b.combine(node.board));
            let mut outcomes = HeadsUp::default();
            for &(card, count) in cards {
                outcomes.showdown(a.add(card).strength(), b.add(card).strength(), count);
            }
            tally.add_heads_up(outcomes.times(node.weight));
        } else {
            for &(card, count) in cards {
                self.showdown(node.board.add(card), node.weight * count, tally);
            }
        }
    }

    // A deal has at most MAX_PLAYERS players.
    #[allow(clippy::indexing_slicing)]
    #[inline(always)]
    fn showdown(&self, board: Hand, weight: u64, tally: &mut Tally) {
        if let [a, b] = *self.holes {
            let mut outcomes = HeadsUp::default();
            outcomes.showdown(
                a.combine(board).strength(),
                b.combine(board).strength(),
                weight,
            );
            tally.add_heads_up(outcomes);
        } else {
            let mut strengths = [0u16; MAX_PLAYERS];
            for (s, hole) in strengths.iter_mut().zip(self.holes) {
                *s = hole.combine(board).strength().get();
            }
            let n = self.holes.len().min(MAX_PLAYERS);
            tally.showdown(&strengths[..n], weight);
        }
    }
}
