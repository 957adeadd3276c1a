//! Exact enumeration card by card, for any game's [`Rules`]: every deal of the players'
//! ranges, then every way the cards to come can fall: each player's own cards to come in
//! turn (stud, the draws), then the board's (short deck). Each (deal, completion) is
//! scored once; nothing is saved by symmetry, so this serves the games whose questions
//! are small enough (the method choice weighs the cost).

use rayon::prelude::*;

use crate::card::Card;
use crate::equity::rules::{Rules, with_rules};
use crate::equity::{MAX_PLAYERS, Setup, Tally};
use crate::eval::Hand;

use super::binomial;

/// About how many (player, completion) showdowns a run scores: deals (the product of the
/// range sizes, before removing those that share a card) times the ways to deal the cards
/// to come, times players.
pub(super) fn cost(setup: &Setup) -> f64 {
    let mut free = 52 - setup.board_set.len() - setup.dead.len();
    let mut deals = 1.0;
    for player in &setup.players {
        deals *= player.combos.len() as f64;
        free = free.saturating_sub(setup.game.hole_cards() - player.draw);
    }
    let mut completions = 1.0;
    for player in &setup.players {
        completions *= binomial(free, player.draw) as f64;
        free = free.saturating_sub(player.draw);
    }
    completions *= binomial(free, setup.need) as f64;
    deals * completions * setup.players.len() as f64
}

/// Exact counts of a checked question in any game.
pub(super) fn run(setup: &Setup, progress: &(dyn Fn(u64, u64) + Sync)) -> Tally {
    with_rules!(setup.game, rules => walk(&rules, setup, progress))
}

/// One deal: each player's hand so far (its card mask and hand), and every card in use.
#[derive(Clone, Copy)]
struct Deal {
    masks: [u64; MAX_PLAYERS],
    hands: [Hand; MAX_PLAYERS],
    used: u64,
}

/// Where the cards to come go, in dealing order: `(player, count)` for each player's own
/// cards, then `(None, need)` for the board.
type Slots = Vec<(Option<usize>, usize)>;

/// [`run`] in one game's rules: the deals, then a task per deal and first card to come,
/// in parallel.
fn walk<R: Rules>(rules: &R, setup: &Setup, progress: &(dyn Fn(u64, u64) + Sync)) -> Tally {
    let mut deals = Vec::new();
    let start = Deal {
        masks: [0; MAX_PLAYERS],
        hands: [Hand::EMPTY; MAX_PLAYERS],
        used: setup.known(),
    };
    deal(setup, 0, start, &mut deals);
    let mut slots: Slots = setup
        .players
        .iter()
        .enumerate()
        .filter(|(_, p)| p.draw > 0)
        .map(|(i, p)| (Some(i), p.draw))
        .collect();
    if setup.need > 0 {
        slots.push((None, setup.need));
    }
    let free: Vec<Card> = Card::all()
        .filter(|c| c.bit() & setup.known() == 0)
        .collect();
    let walker = Walker {
        rules,
        setup,
        slots: &slots,
        free: &free,
        board: rules.start(&setup.board_cards),
    };
    // A task is a deal and the first card to come (by its place in `free`), or the deal
    // alone when nothing is to come.
    let tasks: Vec<(usize, Option<usize>)> = if slots.is_empty() {
        (0..deals.len()).map(|d| (d, None)).collect()
    } else {
        (0..deals.len())
            .flat_map(|d| (0..free.len()).map(move |k| (d, Some(k))))
            .collect()
    };
    let done = std::sync::atomic::AtomicU64::new(0);
    let total = tasks.len() as u64;
    tasks
        .par_iter()
        .fold(Tally::default, |mut tally, &(d, first)| {
            if let Some(&deal) = deals.get(d) {
                walker.start(deal, first, &mut tally);
            }
            let done = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
            progress(done, total);
            tally
        })
        .reduce(Tally::default, |a, b| a.merge(&b))
}

/// Every deal of the listed ranges from player `i` on, around the cards `deal.used`.
fn deal(setup: &Setup, i: usize, current: Deal, out: &mut Vec<Deal>) {
    let Some(player) = setup.players.get(i) else {
        out.push(current);
        return;
    };
    for combo in &player.combos {
        if combo.mask & current.used != 0 {
            continue;
        }
        let mut next = current;
        if let (Some(mask), Some(hand)) = (next.masks.get_mut(i), next.hands.get_mut(i)) {
            *mask = combo.mask;
            *hand = combo.hand;
        }
        next.used |= combo.mask;
        deal(setup, i + 1, next, out);
    }
}

/// What the walk reads: the rules, the slots to fill and the cards they come from.
struct Walker<'a, R: Rules> {
    rules: &'a R,
    setup: &'a Setup,
    slots: &'a [(Option<usize>, usize)],
    /// The cards not known, in index order; a deal's combos take some of them.
    free: &'a [Card],
    board: R::Partial,
}

impl<R: Rules> Walker<'_, R> {
    /// Walks one task: the deal with `first` as the first card to come.
    fn start(&self, deal: Deal, first: Option<usize>, tally: &mut Tally) {
        let Some(k) = first else {
            self.fill(deal, self.board, 0, 0, 0, tally);
            return;
        };
        let Some(&card) = self.free.get(k) else {
            return;
        };
        if card.bit() & deal.used != 0 {
            return;
        }
        let (deal, board) = self.place(deal, self.board, 0, card);
        self.fill(deal, board, 0, 1, k + 1, tally);
    }

    /// Slot `s` has `dealt` of its cards; the next comes from `free[from..]` (cards of one
    /// slot come in index order, so each set is dealt once).
    fn fill(
        &self,
        deal: Deal,
        board: R::Partial,
        s: usize,
        dealt: usize,
        from: usize,
        tally: &mut Tally,
    ) {
        let Some(&(_, count)) = self.slots.get(s) else {
            self.score(&deal, board, tally);
            return;
        };
        if dealt == count {
            self.fill(deal, board, s + 1, 0, 0, tally);
            return;
        }
        for (k, &card) in self.free.iter().enumerate().skip(from) {
            if card.bit() & deal.used == 0 {
                let (deal, board) = self.place(deal, board, s, card);
                self.fill(deal, board, s, dealt + 1, k + 1, tally);
            }
        }
    }

    /// The deal and board with `card` dealt to slot `s`.
    #[inline(always)]
    fn place(&self, mut deal: Deal, board: R::Partial, s: usize, card: Card) -> (Deal, R::Partial) {
        deal.used |= card.bit();
        match self.slots.get(s) {
            Some(&(Some(i), _)) => {
                if let (Some(mask), Some(hand)) = (deal.masks.get_mut(i), deal.hands.get_mut(i)) {
                    *mask |= card.bit();
                    *hand = hand.add(card);
                }
                (deal, board)
            }
            _ => (deal, R::add(board, card)),
        }
    }

    /// Scores one complete deal.
    #[inline(always)]
    fn score(&self, deal: &Deal, board: R::Partial, tally: &mut Tally) {
        let rules = self.rules;
        let board = rules.finish(board);
        let n = self.setup.players.len().min(MAX_PLAYERS);
        let (mut high, mut low) = ([0u16; MAX_PLAYERS], [0u16; MAX_PLAYERS]);
        let players = deal.masks.iter().zip(&deal.hands).take(n);
        for ((&mask, &hand), (h, l)) in players.zip(high.iter_mut().zip(&mut low)) {
            let hole = rules.hole(mask, hand);
            *h = rules.high(&hole, &board);
            if rules.hi_lo() {
                *l = rules.low(&hole, &board);
            }
        }
        let (high, low) = (
            high.get(..n).unwrap_or_default(),
            low.get(..n).unwrap_or_default(),
        );
        if rules.hi_lo() {
            tally.showdown_hi_lo(high, low, 1);
        } else {
            tally.showdown(high, 1);
        }
    }
}

#[cfg(test)]
mod tests;
