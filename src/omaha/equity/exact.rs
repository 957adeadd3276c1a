//! Exact equity: every deal of the players' ranges, every completion of the board.

use rayon::prelude::*;

use crate::card::{Card, CardSet};

use super::super::board::Hole;
use super::super::tables::{TABLES, Tables};
use super::{OmahaEquityError, Setup, Tally, score};

/// Showdowns beyond this are refused (minutes of work): Monte Carlo answers instead.
const MAX_SHOWDOWNS: f64 = 2e10;

fn binom(n: usize, k: usize) -> f64 {
    (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
}

pub(super) fn run(setup: &Setup) -> Result<Tally, OmahaEquityError> {
    let need = 5 - setup.board.len();
    let mut free = 52 - setup.out.len();
    let mut deals = 1.0;
    for player in &setup.players {
        deals *= player
            .combos
            .as_ref()
            .map_or_else(|| binom(free, setup.hole_cards), |c| c.len() as f64);
        free = free.saturating_sub(setup.hole_cards);
    }
    let cost = deals * binom(free, need) * setup.players.len() as f64;
    if cost > MAX_SHOWDOWNS {
        return Err(OmahaEquityError::TooLarge(cost));
    }
    let mut all = Vec::new();
    deal(setup, 0, setup.out, &mut Vec::new(), &mut all);
    let tables: &Tables = &TABLES;
    let tally = if all.len() >= 64 {
        all.par_iter()
            .map(|(holes, used)| boards_of(setup, tables, holes, *used, false))
            .reduce(Tally::default, |a, b| a.merge(&b))
    } else {
        all.iter()
            .map(|(holes, used)| boards_of(setup, tables, holes, *used, true))
            .fold(Tally::default(), |a, b| a.merge(&b))
    };
    Ok(tally)
}

/// Every deal from player `i` on, given the cards already `used`.
fn deal(
    setup: &Setup,
    i: usize,
    used: CardSet,
    holes: &mut Vec<Hole>,
    out: &mut Vec<(Vec<Hole>, CardSet)>,
) {
    let Some(player) = setup.players.get(i) else {
        out.push((holes.clone(), used));
        return;
    };
    let take = |combo: CardSet, holes: &mut Vec<Hole>, out: &mut Vec<(Vec<Hole>, CardSet)>| {
        let cards: Vec<Card> = combo.iter().collect();
        holes.push(Hole::new(&cards));
        deal(setup, i + 1, used.union(combo), holes, out);
        holes.pop();
    };
    match &player.combos {
        Some(combos) => {
            for &combo in combos {
                if combo.intersection(used).is_empty() {
                    take(combo, holes, out);
                }
            }
        }
        None => {
            let deck: Vec<Card> = CardSet::FULL.difference(used).iter().collect();
            for_each_subset(&deck, setup.hole_cards, CardSet::EMPTY, 0, &mut |combo| {
                take(combo, holes, out)
            });
        }
    }
}

fn for_each_subset(
    deck: &[Card],
    k: usize,
    set: CardSet,
    from: usize,
    f: &mut impl FnMut(CardSet),
) {
    if k == 0 {
        f(set);
        return;
    }
    for (i, &card) in deck.iter().enumerate().skip(from) {
        let mut next = set;
        next.insert(card);
        for_each_subset(deck, k - 1, next, i + 1, f);
    }
}

/// Every completion of the board for one deal; in parallel over its first two new cards
/// when `parallel`.
#[allow(clippy::indexing_slicing)] // filled < 5 where written; i < j < deck.len()
fn boards_of(
    setup: &Setup,
    tables: &Tables,
    holes: &[Hole],
    used: CardSet,
    parallel: bool,
) -> Tally {
    let deck: Vec<Card> = CardSet::FULL.difference(used).iter().collect();
    let mut board = [setup.board.first().copied().unwrap_or(deck[0]); 5];
    for (slot, &card) in board.iter_mut().zip(&setup.board) {
        *slot = card;
    }
    let filled = setup.board.len();
    let walk = |board: &mut [Card; 5], filled: usize, from: usize| {
        let mut tally = Tally::default();
        complete(&deck, board, filled, from, &mut |b| {
            score(&mut tally, tables, setup.hi_lo, holes, b)
        });
        tally
    };
    if parallel && filled <= 3 {
        let prefixes: Vec<(usize, usize)> = (0..deck.len())
            .flat_map(|i| (i + 1..deck.len()).map(move |j| (i, j)))
            .collect();
        prefixes
            .par_iter()
            .with_max_len(1)
            .map(|&(i, j)| {
                let mut board = board;
                board[filled] = deck[i];
                board[filled + 1] = deck[j];
                walk(&mut board, filled + 2, j + 1)
            })
            .reduce(Tally::default, |a, b| a.merge(&b))
    } else {
        walk(&mut board, filled, 0)
    }
}

/// Fills `board[filled..]` with every increasing choice from `deck[from..]`.
#[allow(clippy::indexing_slicing)] // filled < 5 when written
fn complete(
    deck: &[Card],
    board: &mut [Card; 5],
    filled: usize,
    from: usize,
    f: &mut impl FnMut(&[Card; 5]),
) {
    if filled == 5 {
        f(board);
        return;
    }
    for i in from..deck.len() {
        board[filled] = deck[i];
        complete(deck, board, filled + 1, i + 1, f);
    }
}
