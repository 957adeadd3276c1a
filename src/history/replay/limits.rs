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

// Players are indexed 0..n: an action's player is checked against n before any use, and
// every per-player array has n entries, so such an index is in range.

use super::{ActionError, LeastAllowed, Table};
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
    pub(super) fn check_size(&self, player: usize, to: Chips) -> Result<(), ActionError> {
        let limits = &self.limits;
        let max = self.max_bet();
        let (bet, stack) = self.chips(player);
        let have = bet + stack;
        let call = (max - bet).min(stack);
        if !limits.bring_in_due && call < limits.increment {
            return Err(ActionError::NotReopened { player });
        }
        if limits.betting == Betting::FixedLimit && limits.raises == FIXED_LIMIT_CAP {
            return Err(ActionError::RaiseCap {
                cap: FIXED_LIMIT_CAP,
            });
        }
        if limits.short.is_some_and(|short| short < limits.increment)
            && limits.acted >> player & 1 == 1
        {
            return Err(ActionError::ActedBeforeShortAllIn { player });
        }
        let mut others = self.out.iter().zip(&self.bet).zip(&self.stack).enumerate();
        if !others.any(|(i, ((&out, &bet), &stack))| i != player && !out && bet + stack > max) {
            return Err(ActionError::NoCaller);
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
                (max + max - bet + pot).max(least).min(have)
            }
        };
        if to < least {
            let why = if least == have {
                LeastAllowed::WholeStack(player)
            } else if limits.completion {
                LeastAllowed::SmallBet
            } else if max == Chips::ZERO {
                LeastAllowed::StreetMinimum
            } else {
                LeastAllowed::Raise { increment, max }
            };
            return Err(ActionError::BelowLeast {
                what,
                to,
                least,
                why,
            });
        }
        if to > most {
            let why = match limits.betting {
                Betting::FixedLimit => "fixed-limit: one size",
                _ => "pot-limit: the pot after calling",
            };
            return Err(ActionError::AboveMost {
                what,
                to,
                most,
                why,
            });
        }
        Ok(())
    }

    /// Records a completion, bet or raise by `player` from the largest bet `max` to `to`
    /// (its chips already put in).
    pub(super) fn sized(&mut self, player: usize, max: Chips, to: Chips) {
        let all_in = self.chips(player).1 == Chips::ZERO;
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

#[cfg(test)]
mod tests {
    use crate::history::{EvOptions, analyze, read_str};

    /// The error of a hand of `variant` (blinds 1 and 2, a minimum or small bet of 2, a
    /// big bet of 4) whose players are dealt unknown cards and then act, or `None`.
    fn check(variant: &str, stacks: &str, actions: &[&str]) -> Option<String> {
        let (sizes, hole) = match variant {
            "NT" => ("min_bet = 2", "????"),
            "PO" => ("min_bet = 2", "????????"),
            _ => ("small_bet = 2\nbig_bet = 4", "????"),
        };
        let n = stacks.split(',').count();
        let blinds = ["1", "2"]
            .into_iter()
            .chain(std::iter::repeat_n("0", n - 2));
        let blinds: Vec<&str> = blinds.collect();
        let deals = (1..=n).map(|p| format!("'d dh p{p} {hole}'"));
        let actions: Vec<String> = deals
            .chain(actions.iter().map(|a| format!("'{a}'")))
            .collect();
        let text = format!(
            "variant = '{variant}'\nantes = [{}]\nblinds_or_straddles = [{}]\n{sizes}\n\
             starting_stacks = [{stacks}]\nactions = [{}]\n",
            vec!["0"; n].join(", "),
            blinds.join(", "),
            actions.join(", ")
        );
        let options = EvOptions::default();
        read_str(&text, "t.phh")
            .and_then(|hand| analyze(hand, &options))
            .err()
            .map(|e| e.to_string())
    }

    #[test]
    fn no_limit_raises_are_at_least_the_last_raise_and_all_ins_for_less_are_allowed() {
        let stacks = "100, 100, 100";
        assert_eq!(check("NT", stacks, &["p3 cbr 6", "p1 cbr 10"]), None);
        assert!(check("NT", stacks, &["p3 cbr 6", "p1 cbr 9"]).is_some());
        assert_eq!(check("NT", stacks, &["p3 cbr 100"]), None);
        // All in for less than a full raise is allowed; it does not reopen the betting
        // for p3, who has acted, but p2, who has not, may still raise.
        let short = "100, 100, 100, 12";
        let opened = ["p3 cbr 8", "p4 cbr 12", "p1 f"];
        assert_eq!(
            check("NT", short, &[&opened[..], &["p2 cbr 30"]].concat()),
            None
        );
        let error = check(
            "NT",
            short,
            &[&opened[..], &["p2 cc", "p3 cbr 30"]].concat(),
        );
        assert!(error.unwrap().contains("p3 may only call or fold"));
    }

    #[test]
    fn pot_limit_raises_are_at_most_the_pot_after_calling() {
        let stacks = "100, 100, 100";
        // 3 in blinds: p3 calls 2 and raises the 5 then in the pot: to 7.
        assert_eq!(check("PO", stacks, &["p3 cbr 7"]), None);
        let error = check("PO", stacks, &["p3 cbr 8"]).unwrap();
        assert!(error.contains("most allowed, 7"), "{error}");
        // After p3's 7 (10 in the pot), p1 (1 in) calls 6 to make it 16 and raises 16:
        // to 23.
        assert_eq!(check("PO", stacks, &["p3 cbr 7", "p1 cbr 23"]), None);
        assert!(check("PO", stacks, &["p3 cbr 7", "p1 cbr 24"]).is_some());
    }

    #[test]
    fn fixed_limit_bets_are_one_size_and_capped() {
        let stacks = "100, 100, 100";
        let raises = ["p3 cbr 4", "p1 cbr 6", "p2 cbr 8", "p3 cbr 10"];
        assert_eq!(check("FT", stacks, &raises), None);
        let error = check("FT", stacks, &[&raises[..], &["p1 cbr 12"]].concat()).unwrap();
        assert!(error.contains("fixed-limit allows 4"), "{error}");
        assert!(check("FT", stacks, &["p3 cbr 5"]).is_some());
        // A short stack goes all-in for less.
        assert_eq!(check("FT", "100, 100, 3", &["p3 cbr 3"]), None);
    }
}
