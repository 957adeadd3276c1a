//! What each player did with their own chips, as a tracker counts it: who put money in the
//! first betting round voluntarily or raised in it, who was still in when it closed with
//! the hand going on, and who folded. Kept as the actions are replayed (no second pass).
//!
//! The first betting round is hold'em's and Omaha's pre-flop, stud's third street and a
//! draw game's round before the first draw; the second is the flop's, fourth street's, the
//! round after the first draw.

use super::Table;
use crate::history::hand::Chips;

/// Each player's part in a hand, as bit sets over the players (`p1` is bit 0).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Involvement {
    /// Put chips in during the first betting round of their own will: a call of more than
    /// nothing, a bet, a raise or stud's completion. Antes, blinds, posts, straddles and
    /// the bring-in are forced; a big blind who checks put nothing in.
    voluntary: u64,
    /// Bet, raised or completed in the first betting round.
    raised: u64,
    /// In the hand when the first betting round closed with two or more players left:
    /// they saw the flop (stud's fourth street, the first draw), all-in or not.
    saw_second: u64,
    /// Folded at some point (a player who mucks at the showdown did not fold).
    folded: u64,
    /// Whether the first betting round has closed.
    first_over: bool,
}

impl Involvement {
    /// Whether `player` put money in voluntarily in the first betting round (VPIP).
    pub fn voluntary(&self, player: usize) -> bool {
        self.voluntary >> player & 1 == 1
    }

    /// Whether `player` bet, raised or completed in the first betting round (PFR).
    pub fn raised(&self, player: usize) -> bool {
        self.raised >> player & 1 == 1
    }

    /// Whether `player` saw the second betting round's cards (the flop).
    pub fn saw_flop(&self, player: usize) -> bool {
        self.saw_second >> player & 1 == 1
    }

    /// Whether `player` folded.
    pub fn folded(&self, player: usize) -> bool {
        self.folded >> player & 1 == 1
    }
}

impl Table {
    /// `player` (checked) called `chips` (nothing for a check).
    pub(super) fn involve_call(&mut self, player: usize, chips: Chips) {
        if !self.involvement.first_over && chips > Chips::ZERO {
            self.involvement.voluntary |= 1 << player;
        }
    }

    /// `player` (checked) bet, raised or completed.
    pub(super) fn involve_raise(&mut self, player: usize) {
        if !self.involvement.first_over {
            self.involvement.voluntary |= 1 << player;
            self.involvement.raised |= 1 << player;
        }
    }

    /// `player` (checked) folded.
    pub(super) fn involve_fold(&mut self, player: usize) {
        self.involvement.folded |= 1 << player;
    }

    /// A betting round closed (its uncalled bet returned).
    pub(super) fn involve_round_over(&mut self) {
        if self.involvement.first_over {
            return;
        }
        self.involvement.first_over = true;
        if self.in_hand() >= 2 {
            self.involvement.saw_second = (0..self.n)
                .zip(&self.out)
                .filter(|&(_, &out)| !out)
                .fold(0, |set, (i, _)| set | 1 << i);
        }
    }
}
