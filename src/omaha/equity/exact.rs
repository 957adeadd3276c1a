//! Exact equity: every deal of the players' ranges, every completion of the board.

use rayon::prelude::*;

use crate::card::{Card, CardSet};

use crate::eval::Hand;

use super::super::board::{Board, Hole};
use super::super::tables::{
    ROWS, TABLES, Tables, five_part, rank_multisets, row_of_five, row_of_sorted, spread,
};
use super::{MAX_PLAYERS, OmahaEquityError, Setup, Tally, score};

/// Showdowns beyond this are refused (minutes of work): Monte Carlo answers instead.
const MAX_SHOWDOWNS: f64 = 2e10;

fn binom(n: usize, k: usize) -> f64 {
    (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
}

/// About how many (player, board) showdowns an exact run scores, before the row counting
/// that spares most of them.
pub(super) fn cost(setup: &Setup) -> f64 {
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
    deals * binom(free, need) * setup.players.len() as f64
}

pub(super) fn run(setup: &Setup) -> Result<Tally, OmahaEquityError> {
    let cost = cost(setup);
    if cost > MAX_SHOWDOWNS {
        return Err(OmahaEquityError::TooLarge(cost));
    }
    let mut all = Vec::new();
    deal(setup, 0, setup.out, &mut Vec::new(), &mut all);
    let tables: &Tables = &TABLES;
    let reps = representatives();
    let tally = if all.len() >= 64 {
        all.par_iter()
            .map(|(holes, used)| boards_of(setup, tables, &reps, holes, *used, false))
            .reduce(Tally::default, |a, b| a.merge(&b))
    } else {
        all.iter()
            .map(|(holes, used)| boards_of(setup, tables, &reps, holes, *used, true))
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

/// A 5-card rank multiset's row and cards of those ranks with no three of a suit.
pub(super) type Representative = (usize, [Card; 5]);

/// One representative board per 5-card rank multiset.
fn representatives() -> Vec<Representative> {
    rank_multisets(5)
        .iter()
        .filter_map(|ranks| Some((row_of_sorted(ranks), spread(ranks).try_into().ok()?)))
        .collect()
}

/// Boards scored one by one (those where a flush is possible) and, for the rest, board
/// counts per rank multiset row: without a flush a board's outcome depends only on its
/// ranks, so each row is scored once, weighted by its count.
struct Walk {
    tally: Tally,
    rows: Vec<u64>,
}

impl Walk {
    fn new() -> Walk {
        Walk {
            tally: Tally::default(),
            rows: vec![0; ROWS],
        }
    }

    fn merge(mut self, other: Walk) -> Walk {
        self.tally = self.tally.merge(&other.tally);
        for (a, b) in self.rows.iter_mut().zip(&other.rows) {
            *a += b;
        }
        self
    }
}

/// Every completion of the board for one deal; in parallel over its first two new cards
/// when `parallel`.
#[allow(clippy::indexing_slicing)] // filled < 5 where written; i < j < deck.len(); rows < ROWS
fn boards_of(
    setup: &Setup,
    tables: &Tables,
    reps: &[Representative],
    holes: &[Hole],
    used: CardSet,
    parallel: bool,
) -> Tally {
    // In card index order, ranks never decrease along a completion.
    let deck: Vec<Card> = Card::all().filter(|&c| !used.contains(c)).collect();
    // Places not yet dealt hold a placeholder until the walk fills them.
    let mut board = [Card::new(crate::card::Rank::Two, crate::card::Suit::Clubs); 5];
    for (slot, &card) in board.iter_mut().zip(&setup.board) {
        *slot = card;
    }
    let filled = setup.board.len();
    let known = Hand::from_cards(&setup.board);
    let flush_suits = holes.iter().fold(0, |m, h| m | h.suits_with_two());
    // With no board yet, cards come in rank order, so the row adds up along the walk.
    let incremental = filled == 0;
    let leaf = |walk: &mut Walk, board: &[Card; 5], hand: Hand, row: usize| {
        // Each suit counter is 3 plus its cards: adding 2 sets bit 3 from three on.
        let three = (hand.suit_counters() + 0x2222) & 0x8888;
        if three != 0 && flush_suits >> (three.trailing_zeros() / 4) & 1 == 1 {
            score(&mut walk.tally, tables, setup.hi_lo, holes, board);
        } else {
            walk.rows[if incremental { row } else { row_of_five(board) }] += 1;
        }
    };
    let walk = if parallel && filled <= 3 {
        let prefixes: Vec<(usize, usize)> = (0..deck.len())
            .flat_map(|i| (i + 1..deck.len()).map(move |j| (i, j)))
            .collect();
        prefixes
            .par_iter()
            .with_max_len(1)
            .fold(Walk::new, |mut walk, &(i, j)| {
                let mut board = board;
                board[filled] = deck[i];
                board[filled + 1] = deck[j];
                let hand = known.add(deck[i]).add(deck[j]);
                let row = part(filled, deck[i]) + part(filled + 1, deck[j]);
                let mut visit = |b: &[Card; 5], h: Hand, r: usize| leaf(&mut walk, b, h, r);
                complete(
                    &deck,
                    &mut board,
                    (hand, row),
                    filled + 2,
                    j + 1,
                    &mut visit,
                );
                walk
            })
            .reduce(Walk::new, Walk::merge)
    } else {
        let mut walk = Walk::new();
        let mut visit = |b: &[Card; 5], h: Hand, r: usize| leaf(&mut walk, b, h, r);
        complete(&deck, &mut board, (known, 0), filled, 0, &mut visit);
        walk
    };
    let mut tally = walk.tally;
    let players = holes.len();
    for (row, cards) in reps {
        let count = walk.rows[*row];
        if count != 0 {
            let board = Board::from_cards(cards);
            let mut high = [0u16; MAX_PLAYERS];
            let mut low = [0u8; MAX_PLAYERS];
            for (i, hole) in holes.iter().enumerate() {
                high[i] = board.hole_strength(tables, hole);
                low[i] = if setup.hi_lo {
                    board.hole_low(tables, hole)
                } else {
                    0
                };
            }
            tally.showdown(&high[..players], &low[..players], count);
        }
    }
    tally
}

/// What a card at place `i` of a rank-ordered board adds to its row.
fn part(i: usize, card: Card) -> usize {
    five_part(i, (card.index() / 4) as u32)
}

/// Fills `board[filled..]` with every increasing choice from `deck[from..]`, carrying the
/// hand's key and the row's partial sum (meaningful when the walk starts with no board).
#[allow(clippy::indexing_slicing)] // filled < 5 when written
fn complete(
    deck: &[Card],
    board: &mut [Card; 5],
    (hand, row): (Hand, usize),
    filled: usize,
    from: usize,
    f: &mut impl FnMut(&[Card; 5], Hand, usize),
) {
    if filled == 5 {
        f(board, hand, row);
        return;
    }
    for i in from..deck.len() {
        board[filled] = deck[i];
        let next = (hand.add(deck[i]), row + part(filled, deck[i]));
        complete(deck, board, next, filled + 1, i + 1, f);
    }
}
