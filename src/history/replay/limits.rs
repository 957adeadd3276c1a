//! Bet sizes: what a completion, bet or raise may be under the variant's betting
//! structure, as pokerkit 0.7.7 (the standard's reference) allows them.
//!
//! - The least is the round's largest completion, bet or raise increment so far, or the
//!   street's minimum (`min_bet`; in fixed-limit the small bet on the first two streets and
//!   the big bet after), over the bet to call; in stud the completion is to the small bet
//!   itself. A player may always go all-in for less.
//! - The most: no-limit the stack; pot-limit the pot after calling (twice the bet to call,
//!   less the player's own bet, plus every chip in the pots and bets); fixed-limit the
//!   least. Fixed-limit allows four completions, bets and raises a round (the bring-in and
//!   the blinds not counted).
//! - An all-in for less than a full raise does not reopen the betting: a player facing a
//!   call smaller than the round's largest increment may only call or fold, and so may a
//!   player who acted before a run of such all-ins that together make less than a full
//!   raise.

// Players are indexed 0..n: an action's player is checked against n before any use.
#![allow(clippy::indexing_slicing)]

use super::Table;
use crate::history::hand::Chips;
use crate::history::variant::Betting;

/// The betting structure and the state of the round that sizes depend on.
#[derive(Clone, Debug)]
pub(super) struct Limits {
    betting: Betting,
    /// The minimum bet of the first two streets (`min_bet`, or fixed-limit's small bet).
    small: Chips,
    /// The minimum bet from the third street on (`min_bet`, or fixed-limit's big bet).
    big: Chips,
    /// The largest completion, bet or raise increment of this round.
    increment: Chips,
    /// Completions, bets and raises this round.
    raises: u32,
    /// Players who acted since the last full raise (one bit each).
    acted: u64,
    /// The increments of consecutive all-ins for less than a full raise, summed (`None`
    /// when the last raise was not such an all-in).
    short: Option<Chips>,
    /// Stud's third street: the first player to act brings in or completes.
    pub bring_in_due: bool,
    /// Stud's third street before anyone completes: a raise is to the small bet itself.
    completion: bool,
}

/// Completions, bets and raises a fixed-limit round allows (pokerkit's cap).
const FIXED_LIMIT_CAP: u32 = 4;

impl Limits {
    pub fn new(betting: Betting, small: Chips, big: Chips) -> Limits {
        Limits {
            betting,
            small,
            big,
            increment: Chips::ZERO,
            raises: 0,
            acted: 0,
            short: None,
            bring_in_due: false,
            completion: false,
        }
    }

    /// A new betting round; `bring_in` on stud's third street with a bring-in.
    pub fn open(&mut self, bring_in: bool) {
        self.increment = Chips::ZERO;
        self.raises = 0;
        self.acted = 0;
        self.short = None;
        self.bring_in_due = bring_in;
        self.completion = bring_in;
    }

    /// A player checked, called, folded or brought in.
    pub fn acted(&mut self, player: usize) {
        self.acted |= 1 << player;
        self.bring_in_due = false;
    }
}

impl Table {
    /// The street's minimum bet or raise increment.
    fn street_min(&self) -> Chips {
        if self.street < 2 {
            self.limits.small
        } else {
            self.limits.big
        }
    }

    /// Checks a completion, bet or raise to `to` by `player`, whose turn it is, against
    /// the betting structure.
    pub(super) fn check_size(&self, player: usize, to: Chips) -> Result<(), String> {
        let limits = &self.limits;
        let max = self.max_bet();
        let have = self.bet[player] + self.stack[player];
        let call = (max - self.bet[player]).min(self.stack[player]);
        let who = format!("p{}", player + 1);
        if !limits.bring_in_due && call < limits.increment {
            return Err(format!(
                "{who} may only call or fold: an all-in for less than a full raise does not reopen the betting"
            ));
        }
        if limits.betting == Betting::FixedLimit && limits.raises == FIXED_LIMIT_CAP {
            return Err(format!(
                "fixed-limit allows {FIXED_LIMIT_CAP} completions, bets and raises a round: this would be the {}th",
                FIXED_LIMIT_CAP + 1
            ));
        }
        if limits.short.is_some_and(|short| short < limits.increment)
            && limits.acted >> player & 1 == 1
        {
            return Err(format!(
                "{who} may only call or fold: it acted before an all-in for less than a full raise"
            ));
        }
        if !(0..self.n).any(|i| i != player && !self.out[i] && self.bet[i] + self.stack[i] > max)
        {
            return Err("no one is left to call a raise".into());
        }
        let what = if limits.completion {
            "a completion"
        } else if max == Chips::ZERO {
            "a bet"
        } else {
            "a raise"
        };
        let increment = limits.increment.max(self.street_min());
        let least = if limits.completion {
            increment
        } else {
            max + increment
        }
        .min(have);
        let most = match limits.betting {
            Betting::NoLimit => have,
            Betting::FixedLimit => least,
            Betting::PotLimit => {
                let pot: Chips = self.put_in.iter().copied().sum();
                (max + max - self.bet[player] + pot).max(least).min(have)
            }
        };
        if to < least {
            let why = if least == have {
                format!("{who}'s whole stack")
            } else if limits.completion {
                "the small bet".to_owned()
            } else if max == Chips::ZERO {
                "the street's minimum bet".to_owned()
            } else {
                format!(
                    "{increment} over the {max} to call: the larger of the round's largest raise and the street's minimum bet"
                )
            };
            return Err(format!("{what} to {to} is less than the least allowed, {least} ({why})"));
        }
        if to > most {
            let why = match limits.betting {
                Betting::FixedLimit => "fixed-limit: one size",
                _ => "pot-limit: the pot after calling",
            };
            return Err(format!("{what} to {to} is more than the most allowed, {most} ({why})"));
        }
        Ok(())
    }

    /// Records a completion, bet or raise by `player` from the largest bet `max` to `to`
    /// (its chips already put in).
    pub(super) fn sized(&mut self, player: usize, max: Chips, to: Chips) {
        let all_in = self.stack[player] == Chips::ZERO;
        let limits = &mut self.limits;
        let increment = to - max;
        limits.acted |= 1 << player;
        if increment >= limits.increment {
            limits.acted = 1 << player;
        }
        limits.increment = limits.increment.max(increment);
        limits.raises += 1;
        limits.bring_in_due = false;
        limits.completion = false;
        limits.short = if all_in {
            Some(limits.short.unwrap_or_default() + increment)
        } else {
            None
        };
        if limits.short.is_some_and(|short| short >= limits.increment) {
            limits.short = None;
        }
    }
}
