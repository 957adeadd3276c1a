//! Exact enumeration card by card, for any game's [`Showdown`]: every deal of the players'
//! ranges, then every way the cards to come can fall: each player's own cards to come in
//! turn (stud, the draws), then the board's (short deck). Each (deal, completion) is
//! scored once; nothing is saved by symmetry, so this serves the games whose questions
//! are small enough (the method choice weighs the cost).

use rayon::prelude::*;

use crate::card::Card;
use crate::equity::showdown::{Showdown, with_showdown};
use crate::equity::{MAX_PLAYERS, Setup, Shard, Tally};
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

/// Exact counts of `shard` of a checked question in any game.
pub(super) fn run(setup: &Setup, shard: Shard, progress: &(dyn Fn(u64, u64) + Sync)) -> Tally {
    with_showdown!(setup.game, rules => walk(&rules, setup, shard, progress))
}

/// One deal: each player's hand so far (its card mask and hand), and every card in use.
#[derive(Clone, Copy)]
struct DealSoFar {
    masks: [u64; MAX_PLAYERS],
    hands: [Hand; MAX_PLAYERS],
    used: u64,
}

/// [`run`] in one game's rules: the deals, then a task per deal and first card to come,
/// in parallel.
fn walk<R: Showdown>(
    rules: &R,
    setup: &Setup,
    shard: Shard,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Tally {
    let mut deals = Vec::new();
    let start = DealSoFar {
        masks: [0; MAX_PLAYERS],
        hands: [Hand::EMPTY; MAX_PLAYERS],
        used: setup.known(),
    };
    deal(setup, 0, start, &mut deals);
    // Each player's cards to come, in dealing order; the board's come last.
    let draws: Vec<(usize, usize)> = setup
        .players
        .iter()
        .enumerate()
        .filter(|(_, p)| p.draw > 0)
        .map(|(i, p)| (i, p.draw))
        .collect();
    let free: Vec<Card> = Card::all()
        .filter(|c| c.bit() & setup.known() == 0)
        .collect();
    let walker = Walker {
        rules,
        setup,
        draws: &draws,
        free: &free,
        board: rules.start(&setup.board_cards),
    };
    // A task is a deal and the first card to come (by its place in `free`), or the deal
    // alone when nothing is to come.
    let split = !draws.is_empty() || setup.need > 0;
    let tasks = (0..deals.len()).flat_map(|d| {
        let firsts: Vec<Option<usize>> = if split {
            (0..free.len()).map(Some).collect()
        } else {
            vec![None]
        };
        firsts.into_iter().map(move |k| (d, k))
    });
    let tasks: Vec<(usize, Option<usize>)> = shard.take(tasks).collect();
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
fn deal(setup: &Setup, i: usize, current: DealSoFar, out: &mut Vec<DealSoFar>) {
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

/// What the walk reads: the rules, the players' draws and the cards they come from.
struct Walker<'a, R: Showdown> {
    rules: &'a R,
    setup: &'a Setup,
    /// `(player, cards to come)`, in dealing order.
    draws: &'a [(usize, usize)],
    /// The cards not known, in index order; a deal's combos take some of them.
    free: &'a [Card],
    board: R::Partial,
}

impl<R: Showdown> Walker<'_, R> {
    /// Walks one task: the deal with `first` as the first card to come.
    fn start(&self, mut deal: DealSoFar, first: Option<usize>, tally: &mut Tally) {
        let Some(k) = first else {
            self.draw(&mut deal, 0, 0, 0, tally);
            return;
        };
        let Some(&card) = self.free.get(k) else {
            return;
        };
        if card.bit() & deal.used != 0 {
            return;
        }
        match self.draws.first() {
            Some(&(player, _)) => self.give(&mut deal, player, card, |deal| {
                self.draw(deal, 0, 1, k + 1, tally);
            }),
            None => self.board(&deal, R::add(self.board, card), 1, k + 1, tally),
        }
    }

    /// Draw `d` has `dealt` of its cards; the next comes from `free[from..]` (one
    /// player's cards come in index order, so each set is dealt once). Then the board.
    fn draw(&self, deal: &mut DealSoFar, d: usize, dealt: usize, from: usize, tally: &mut Tally) {
        let Some(&(player, count)) = self.draws.get(d) else {
            self.board(deal, self.board, 0, 0, tally);
            return;
        };
        if dealt == count {
            self.draw(deal, d + 1, 0, 0, tally);
            return;
        }
        for (k, &card) in self.free.iter().enumerate().skip(from) {
            if card.bit() & deal.used == 0 {
                self.give(deal, player, card, |deal| {
                    self.draw(deal, d, dealt + 1, k + 1, tally);
                });
            }
        }
    }

    /// Deals `card` to `player`, runs `then`, and takes the card back.
    #[inline(always)]
    fn give(
        &self,
        deal: &mut DealSoFar,
        player: usize,
        card: Card,
        then: impl FnOnce(&mut DealSoFar),
    ) {
        let (Some(&mask), Some(&hand)) = (deal.masks.get(player), deal.hands.get(player)) else {
            return;
        };
        let set = |deal: &mut DealSoFar, m: u64, h: Hand| {
            if let (Some(mask), Some(hand)) =
                (deal.masks.get_mut(player), deal.hands.get_mut(player))
            {
                *mask = m;
                *hand = h;
            }
        };
        deal.used |= card.bit();
        set(deal, mask | card.bit(), hand.add(card));
        then(deal);
        deal.used &= !card.bit();
        set(deal, mask, hand);
    }

    /// Every completion of the board from `board` (`dealt` of its cards to come so far),
    /// the next card from `free[from..]`.
    fn board(
        &self,
        deal: &DealSoFar,
        board: R::Partial,
        dealt: usize,
        from: usize,
        tally: &mut Tally,
    ) {
        if dealt == self.setup.need {
            self.score(deal, board, tally);
            return;
        }
        for (k, &card) in self.free.iter().enumerate().skip(from) {
            if card.bit() & deal.used == 0 {
                self.board(deal, R::add(board, card), dealt + 1, k + 1, tally);
            }
        }
    }

    /// Scores one complete deal.
    #[inline(always)]
    fn score(&self, deal: &DealSoFar, board: R::Partial, tally: &mut Tally) {
        let rules = self.rules;
        let board = rules.finish(board);
        let n = self.setup.players.len().min(MAX_PLAYERS);
        let (mut high, mut low) = ([0u16; MAX_PLAYERS], [0u16; MAX_PLAYERS]);
        let players = deal.masks.iter().zip(&deal.hands).take(n);
        for ((&mask, &hand), (h, l)) in players.zip(high.iter_mut().zip(&mut low)) {
            let hole = rules.hole(mask, hand);
            *h = rules.high(&hole, &board);
            if R::HI_LO {
                *l = rules.low(&hole, &board);
            }
        }
        let (high, low) = (
            high.get(..n).unwrap_or_default(),
            low.get(..n).unwrap_or_default(),
        );
        if R::HI_LO {
            tally.showdown_hi_lo(high, low, 1);
        } else {
            tally.showdown(high, 1);
        }
    }
}

#[cfg(test)]
mod tests;
