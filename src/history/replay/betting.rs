//! The betting: whose turn it is, calls, bets and raises, and the end of a round, where
//! an uncalled bet goes back to its bettor (never below its own forced bet).

// Players are indexed 0..n: an action's player is checked against n (`turn`) before any
// use, and every per-player array has n entries, so such an index is in range.

use super::{ActionError, AllIn, Phase, Table};
use crate::history::hand::{Cards, Chips};

impl Table {
    pub(super) fn in_hand(&self) -> usize {
        self.out.iter().filter(|&&out| !out).count()
    }

    /// Players still in who have chips behind.
    pub(super) fn can_bet(&self) -> usize {
        self.out
            .iter()
            .zip(&self.stack)
            .filter(|&(&out, &stack)| !out && stack > Chips::ZERO)
            .count()
    }

    pub(super) fn actor(&self) -> Option<usize> {
        (0..self.n)
            .map(|k| (self.position + k) % self.n)
            .find(|&i| self.pending >> i & 1 == 1)
    }

    pub(super) fn max_bet(&self) -> Chips {
        self.bet.iter().copied().max().unwrap_or_default()
    }

    /// Everyone still in with chips behind, but `except`.
    pub(super) fn everyone_but(&self, except: Option<usize>) -> u64 {
        self.out
            .iter()
            .zip(&self.stack)
            .enumerate()
            .filter(|&(i, (&out, &stack))| Some(i) != except && !out && stack > Chips::ZERO)
            .fold(0, |set, (i, _)| set | 1 << i)
    }

    /// Checks that `player` exists and it is their turn to bet (in stud whose up cards
    /// are unknown, the first to act among those who may opens the round).
    pub(super) fn turn(&mut self, player: usize) -> Result<(), ActionError> {
        if player >= self.n {
            return Err(ActionError::NoSuchPlayer { players: self.n });
        }
        match (self.phase, self.actor()) {
            (Phase::Betting, Some(actor)) if actor == player => {
                self.unsure = 0;
                Ok(())
            }
            (Phase::Betting, Some(_)) if self.unsure >> player & 1 == 1 => {
                self.position = player;
                self.unsure = 0;
                Ok(())
            }
            (Phase::Betting, Some(_)) if self.unsure != 0 => {
                let who: Vec<String> = (0..self.n)
                    .filter(|i| self.unsure >> i & 1 == 1)
                    .map(|i| format!("p{}", i + 1))
                    .collect();
                let who = match &who[..] {
                    [a, b] => format!("{a} or {b}"),
                    _ => format!("one of {}", who.join(", ")),
                };
                Err(ActionError::OutOfTurnUnsure { player, who })
            }
            (Phase::Betting, Some(actor)) => Err(ActionError::OutOfTurn {
                player,
                to_act: actor,
            }),
            (Phase::DealHole, _) => Err(ActionError::ActsBeforeDeal),
            (Phase::Board, _) if self.is_draw() => Err(ActionError::BetDuringDraw(self.waiting())),
            (Phase::Board, _) if self.stud.is_some() => {
                Err(ActionError::BetBeforeStreet(self.next_street()))
            }
            (Phase::Board, _) => Err(ActionError::BetBeforeBoard {
                dealt: self.board.len(),
                of: self.board_cards(),
                all_in: self.can_bet() < 2,
            }),
            _ => Err(ActionError::BettingOver),
        }
    }

    /// `player` (checked) puts `chips` in.
    #[allow(clippy::indexing_slicing)] // a checked player: below n
    pub(super) fn put(&mut self, player: usize, chips: Chips) {
        self.stack[player] -= chips;
        self.bet[player] += chips;
        self.put_in[player] += chips;
    }

    /// What `player` (checked) has bet this round and has behind.
    #[allow(clippy::indexing_slicing)] // a checked player: below n
    pub(super) fn chips(&self, player: usize) -> (Chips, Chips) {
        (self.bet[player], self.stack[player])
    }

    /// After `player`'s action: the turn moves on, and the round may end.
    pub(super) fn acted(&mut self, player: usize) {
        self.limits.acted(player);
        self.pending &= !(1 << player);
        self.position = (player + 1) % self.n;
        if self.pending == 0 || self.in_hand() <= 1 {
            self.end_round();
        }
    }

    pub(super) fn bet_raise(&mut self, player: usize, to: Chips) -> Result<(), ActionError> {
        self.turn(player)?;
        let max = self.max_bet();
        let (bet, stack) = self.chips(player);
        let have = bet + stack;
        if to <= max {
            return Err(ActionError::NotARaise { to, max });
        }
        if to > have {
            return Err(ActionError::PastStack { player, to, have });
        }
        self.check_size(player, to)?;
        self.put(player, to - bet);
        self.involve_raise(player);
        self.sized(player, max, to);
        self.pending = self.everyone_but(Some(player));
        self.position = (player + 1) % self.n;
        if self.pending == 0 {
            self.end_round();
        }
        Ok(())
    }

    pub(super) fn begin_round(&mut self) {
        // The first to act: after the largest blind or straddle, each player's bet
        // signed by their entry (pokerkit's rule: a post counts below no blind at all; on
        // later streets no one has bet, so `p1`'s side starts).
        let largest = self
            .blinds
            .iter()
            .zip(&self.bet)
            .enumerate()
            .max_by_key(|&(i, (&blind, &bet))| (bet.micros() * blind.micros().signum(), i))
            .map_or(0, |(i, _)| i);
        self.open_round((largest + 1) % self.n, false);
    }

    /// A betting round from `first` (with stud's bring-in due on third street).
    pub(super) fn open_round(&mut self, first: usize, bring_in: bool) {
        self.phase = Phase::Betting;
        self.unsure = 0;
        self.limits.open(bring_in);
        self.position = first;
        self.pending = self.everyone_but(None);
        let max = self.max_bet();
        let alone_and_matched =
            self.pending.count_ones() == 1 && self.actor().is_some_and(|i| self.chips(i).0 >= max);
        if self.pending == 0 || alone_and_matched {
            self.end_round();
        }
    }

    pub(super) fn end_round(&mut self) {
        self.pending = 0;
        // An uncalled bet goes back to its bettor, down to the next largest bet (and
        // never below the bettor's own forced bet: blind, straddle, post or bring-in).
        let max = self.max_bet();
        let mut top = self.bet.iter().enumerate().filter(|&(_, &bet)| bet == max);
        if let (Some((bettor, _)), None) = (top.next(), top.next()) {
            let next = self
                .bet
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != bettor)
                .map(|(_, &bet)| bet)
                .max()
                .unwrap_or_default();
            // The bettor is one of the table's players: below n.
            #[allow(clippy::indexing_slicing)]
            {
                let uncalled = max - next.max(self.forced[bettor]);
                if uncalled > Chips::ZERO {
                    self.stack[bettor] += uncalled;
                    self.put_in[bettor] -= uncalled;
                    self.returned[bettor] += uncalled;
                }
            }
        }
        self.bet.iter_mut().for_each(|b| *b = Chips::ZERO);
        self.forced.iter_mut().for_each(|f| *f = Chips::ZERO);
        self.involve_round_over();
        if self.in_hand() <= 1 {
            self.phase = Phase::Over;
            return;
        }
        let last = self.street + 1 == self.streets.len();
        if last {
            self.phase = Phase::Showdown;
            return;
        }
        if self.can_bet() <= 1 && self.all_in.is_none() {
            self.all_in = Some(AllIn {
                board: self.board.len(),
                players: (0..self.n)
                    .zip(&self.out)
                    .filter(|&(_, &out)| !out)
                    .map(|(i, _)| i)
                    .collect(),
                hole: self.hole.iter().map(Cards::len).collect(),
                unpriced: (self.stud.is_some() && self.shared_card_to_come())
                    .then_some("the deck runs out: a shared card is to come"),
            });
        }
        self.phase = Phase::Board;
    }
}
