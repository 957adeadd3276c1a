//! One chunk of Monte Carlo trials, for any game: deal, score, count.
//!
//! Boards are dealt a batch at a time and then scored, so that the table lookups of
//! independent showdowns overlap. Three ways to deal, by what the question allows:
//! two known hands (only the board is dealt), two ranges (the deal drawn inline), and the
//! general deal (counted deals for overlapping ranges, else draw and retry; players dealt
//! any hole take theirs from what is left).

use crate::equity::showdown::Showdown;
use crate::equity::tally::{HeadsUp, Tally};
use crate::equity::{MAX_PLAYERS, Setup};

use super::sampler::DealTable;
use super::{Dealer, Deck};

/// Boards dealt before any is scored.
const BATCH: usize = 8;

/// Each player's known hand in its prepared form (Omaha: an answer sheet), once per run;
/// `None` for a range, and for every player in a game that prepares nothing.
pub(super) fn prepare<R: Showdown>(rules: &R, setup: &Setup) -> Vec<Option<R::Fixed>> {
    setup
        .players
        .iter()
        .map(|p| match (p.combos.as_slice(), p.any) {
            ([one], None) if R::FIXED => Some(rules.fixed(&rules.hole(one.mask, one.hand))),
            _ => None,
        })
        .collect()
}

/// Runs `trials` trials with the generator seeded `seed`; `known` is [`prepare`]'s.
// Dealer are below the lengths they are drawn for, and a checked question has at most
// MAX_PLAYERS players.
#[allow(clippy::indexing_slicing)]
pub(super) fn chunk<R: Showdown>(
    rules: &R,
    setup: &Setup,
    table: Option<&DealTable>,
    known_hands: &[Option<R::Fixed>],
    seed: u64,
    trials: u64,
) -> Tally {
    let mut draws = Dealer::new(seed);
    let known = setup.known();
    let need = setup.need;
    let start = rules.start(&setup.board_cards);
    let mut tally = Tally::default();
    let hi_lo = R::HI_LO;
    if let [first, second] = setup.players.as_slice()
        && let ([a], [b]) = (first.combos.as_slice(), second.combos.as_slice())
    {
        // Heads-up with known hands: the common case, kept tight.
        let mut deck = Deck::without(known | a.mask | b.mask);
        let (x, y) = (rules.hole(a.mask, a.hand), rules.hole(b.mask, b.hand));
        let sheets = (known_hands.first(), known_hands.get(1));
        let mut outcomes = HeadsUp::default();
        let mut boards = [start; BATCH];
        let mut left = trials;
        while left > 0 {
            let batch = BATCH.min(left as usize);
            for board in boards.iter_mut().take(batch) {
                *board = deck.deal::<R>(&mut draws, need, start);
            }
            for &board in boards.iter().take(batch) {
                let board = rules.finish(board);
                let prepared = match (R::FIXED, sheets) {
                    (true, (Some(Some(fx)), Some(Some(fy)))) => Some((fx, fy)),
                    _ => None,
                };
                let (p, q) = match prepared {
                    Some((fx, fy)) => (rules.fixed_high(fx, &board), rules.fixed_high(fy, &board)),
                    None => (rules.high(&x, &board), rules.high(&y, &board)),
                };
                if hi_lo {
                    let lows = match prepared {
                        Some((fx, fy)) => {
                            [rules.fixed_low(fx, &board), rules.fixed_low(fy, &board)]
                        }
                        None => [rules.low(&x, &board), rules.low(&y, &board)],
                    };
                    tally.showdown_hi_lo(&[p, q], &lows, 1);
                } else {
                    outcomes.showdown(p, q, 1);
                }
            }
            left -= batch as u64;
        }
        tally.add_heads_up(outcomes);
        return tally;
    }
    let mut deck = Deck::without(known);
    if let [first, second] = setup.players.as_slice()
        && first.any.is_none()
        && second.any.is_none()
        && !hi_lo
    {
        // Heads-up with a range: the same batching, with the deal drawn inline; with
        // weights, a deal is kept with probability its weight (relative to the heaviest).
        let weighted = setup.is_weighted();
        let (first_combos, second_combos) = (&first.combos, &second.combos);
        let mut hands = [(
            rules.hole(0, crate::eval::Hand::EMPTY),
            rules.hole(0, crate::eval::Hand::EMPTY),
            start,
        ); BATCH];
        let mut outcomes = HeadsUp::default();
        let mut left = trials;
        while left > 0 {
            let batch = BATCH.min(left as usize);
            for slot in hands.iter_mut().take(batch) {
                let (a, b) = loop {
                    let (i, j) = (
                        draws.below(first_combos.len() as u32),
                        draws.below(second_combos.len() as u32),
                    );
                    let (a, b) = (&first_combos[i], &second_combos[j]);
                    let kept = !weighted || draws.unit() < first.weight(i) * second.weight(j);
                    if a.mask & b.mask == 0 && kept {
                        break (a, b);
                    }
                };
                let board = deck.deal_around::<R>(&mut draws, need, a.mask | b.mask, start);
                *slot = (
                    rules.hole(a.mask, a.hand),
                    rules.hole(b.mask, b.hand),
                    board,
                );
            }
            for (a, b, board) in hands.iter().take(batch) {
                let board = rules.finish(*board);
                outcomes.showdown(rules.high(a, &board), rules.high(b, &board), 1);
            }
            left -= batch as u64;
        }
        tally.add_heads_up(outcomes);
        return tally;
    }
    // At most MAX_PLAYERS in a checked question (the `min` shows the compiler).
    let n = setup.players.len().min(MAX_PLAYERS);
    let dealt_any = setup.players.iter().any(|p| p.any.is_some());
    let empty = rules.hole(0, crate::eval::Hand::EMPTY);
    let mut boards = [start; BATCH];
    let mut deals = [[empty; MAX_PLAYERS]; BATCH];
    let mut left = trials;
    while left > 0 {
        let batch = BATCH.min(left as usize);
        for (holes, board) in deals.iter_mut().zip(&mut boards).take(batch) {
            let used = match table.and_then(|t| t.deal(rules, &mut draws, holes)) {
                Some(used) => used,
                None => deal(rules, setup, &mut draws, holes),
            };
            let used = if dealt_any {
                deal_any(rules, setup, &mut deck, &mut draws, holes, used)
            } else {
                used
            };
            *board = deck.deal_around::<R>(&mut draws, need, used, start);
        }
        for (holes, &board) in deals.iter().zip(&boards).take(batch) {
            let board = rules.finish(board);
            let mut high = [0u16; MAX_PLAYERS];
            if !R::FIXED && !hi_lo {
                // High only, nothing prepared (hold'em): the plain loop.
                for (s, hole) in high.iter_mut().zip(holes).take(n) {
                    *s = rules.high(hole, &board);
                }
                tally.showdown(&high[..n], 1);
                continue;
            }
            let mut low = [0u16; MAX_PLAYERS];
            for i in 0..n {
                // A game without prepared hands never reads the list.
                let sheet = if R::FIXED {
                    known_hands.get(i).and_then(Option::as_ref)
                } else {
                    None
                };
                match sheet {
                    Some(sheet) => {
                        high[i] = rules.fixed_high(sheet, &board);
                        if hi_lo {
                            low[i] = rules.fixed_low(sheet, &board);
                        }
                    }
                    _ => {
                        high[i] = rules.high(&holes[i], &board);
                        if hi_lo {
                            low[i] = rules.low(&holes[i], &board);
                        }
                    }
                }
            }
            if hi_lo {
                tally.showdown_hi_lo(&high[..n], &low[..n], 1);
            } else {
                tally.showdown(&high[..n], 1);
            }
        }
        left -= batch as u64;
    }
    tally
}

/// Runs `trials` trials of a game without a board (stud, the draw games): each player
/// holds one known hand, and the cards to come are dealt to each in turn from one
/// shuffle of the cards left.
// A checked question has at most MAX_PLAYERS players; the deck holds every card dealt
// (the question's deck check).
#[allow(clippy::indexing_slicing)]
pub(super) fn own_cards<R: Showdown>(rules: &R, setup: &Setup, seed: u64, trials: u64) -> Tally {
    let mut draws = Dealer::new(seed);
    let n = setup.players.len().min(MAX_PLAYERS);
    let mut known = [(0u64, crate::eval::Hand::EMPTY, 0usize); MAX_PLAYERS];
    let mut used = setup.known();
    for (slot, player) in known.iter_mut().zip(&setup.players) {
        debug_assert_eq!(player.combos.len(), 1, "one known hand each");
        if let Some(hole) = player.combos.first() {
            *slot = (hole.mask, hole.hand, player.draw);
            used |= hole.mask;
        }
    }
    let mut deck = Deck::without(used);
    let board = rules.finish(rules.start(&[]));
    let hi_lo = R::HI_LO;
    let mut tally = Tally::default();
    let (mut high, mut low) = ([0u16; MAX_PLAYERS], [0u16; MAX_PLAYERS]);
    for _ in 0..trials {
        let mut next = 0;
        for i in 0..n {
            let (mut mask, mut hand, draw) = known[i];
            for _ in 0..draw {
                let card = deck.pick(&mut draws, next);
                next += 1;
                mask |= card.bit();
                hand = hand.add(card);
            }
            let hole = rules.hole(mask, hand);
            high[i] = rules.high(&hole, &board);
            if hi_lo {
                low[i] = rules.low(&hole, &board);
            }
        }
        if hi_lo {
            tally.showdown_hi_lo(&high[..n], &low[..n], 1);
        } else {
            tally.showdown(&high[..n], 1);
        }
    }
    tally
}

/// Deals every listed range a combo, uniformly among the deals where no card is shared:
/// each player's combo is drawn uniformly and the whole deal is drawn again on any
/// collision. With weights, a deal is kept with probability the product of its combos'
/// weights (relative to each range's heaviest), so deals come in proportion to their
/// weight. Players dealt any hole are left to [`deal_any`]. Returns the cards dealt.
// A draw is below the length it is drawn for (a range is never empty), and a checked
// question has at most MAX_PLAYERS players: every player gets a combo.
#[allow(clippy::indexing_slicing)]
#[inline(always)]
pub(super) fn deal<R: Showdown>(
    rules: &R,
    setup: &Setup,
    draws: &mut Dealer,
    holes: &mut [R::Hole; MAX_PLAYERS],
) -> u64 {
    debug_assert!(setup.players.len() <= MAX_PLAYERS);
    let weighted = setup.is_weighted();
    'deal: loop {
        let mut used = 0;
        let mut weight = 1.0;
        for (hole, player) in holes.iter_mut().zip(&setup.players) {
            if player.any.is_some() {
                continue;
            }
            let combos = &player.combos;
            let i = match combos.len() {
                1 => 0,
                n => draws.below(n as u32),
            };
            let combo = &combos[i];
            if combo.mask & used != 0 {
                continue 'deal;
            }
            used |= combo.mask;
            weight *= player.weight(i);
            *hole = rules.hole(combo.mask, combo.hand);
        }
        if weighted && draws.unit() >= weight {
            continue 'deal;
        }
        return used;
    }
}

/// Deals the players who may hold any hole theirs from the cards not `used` (nor on the
/// board or dead): uniform, since every valid deal of the listed ranges leaves the same
/// number of cards. Returns the cards now in use.
#[inline(always)]
fn deal_any<R: Showdown>(
    rules: &R,
    setup: &Setup,
    deck: &mut Deck,
    draws: &mut Dealer,
    holes: &mut [R::Hole; MAX_PLAYERS],
    mut used: u64,
) -> u64 {
    let hole_cards = setup.game.hole_cards();
    for (hole, player) in holes.iter_mut().zip(&setup.players) {
        if player.any.is_some() {
            let cards = deck.draw_around(draws, hole_cards, used);
            used |= cards;
            *hole = rules.hole(cards, crate::eval::Hand::EMPTY);
        }
    }
    used
}
