//! Monte Carlo equity: random deals and boards from a seed, reproducible on any number of
//! threads (each chunk of trials has its own stream, derived from the seed and the chunk's
//! index).

use rand::rngs::SmallRng;
use rand::{Rng, RngCore, SeedableRng};
use rayon::prelude::*;

use crate::card::{Card, CardSet};
use crate::eval::Hand;

use super::super::board::{Board, Hole, Sheet};
use super::super::tables::{TABLES, Tables};
use super::{MAX_PLAYERS, OmahaEquityError, Setup, Tally};

/// Trials per chunk: one random stream each.
const CHUNK: u64 = 1 << 14;
/// Consecutive collisions of range deals after which the ranges are judged incompatible.
const MAX_REJECTS: u32 = 100_000;

pub(super) fn run(setup: &Setup, trials: u64, seed: u64) -> Result<Tally, OmahaEquityError> {
    let tables: &Tables = &TABLES;
    // Exact hands are fixed; their cards are out of every deal.
    let mut fixed = setup.out;
    let mut holes = [Hole::new(&[]); MAX_PLAYERS];
    let mut sheets: Vec<Option<Sheet>> = Vec::with_capacity(setup.players.len());
    for (hole, player) in holes.iter_mut().zip(&setup.players) {
        sheets.push(None);
        if let Some([one]) = player.combos.as_deref() {
            *hole = Hole::new(&one.iter().collect::<Vec<_>>());
            fixed = fixed.union(*one);
            if let Some(sheet) = sheets.last_mut() {
                *sheet = Some(Sheet::new(tables, *hole));
            }
        }
    }
    let cards: Vec<Card> = Card::all().collect();
    // With every hand known, only the board is dealt: from the live cards, by a partial
    // Fisher-Yates shuffle (no rejections). The deck's order carries over between trials,
    // which keeps each draw uniform.
    let all_fixed = sheets.iter().all(Option::is_some);
    let live: Vec<Card> = Card::all().filter(|&c| !fixed.contains(c)).collect();
    let known = setup.board.len();
    let chunks = trials.div_ceil(CHUNK);
    (0..chunks)
        .into_par_iter()
        .map(|chunk| {
            let mut rng = Draws::new(seed ^ (chunk + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15));
            let count = CHUNK.min(trials - chunk * CHUNK);
            let mut tally = Tally::default();
            let mut holes = holes;
            if all_fixed {
                let mut deck = live.clone();
                let n = deck.len();
                // The known board's key and ranks; dealt cards add theirs in registers.
                let known_hand = Hand::from_cards(&setup.board);
                let mut known_ranks = [0u32; 5];
                for (slot, card) in known_ranks.iter_mut().zip(&setup.board) {
                    *slot = (card.index() / 4) as u32;
                }
                for _ in 0..count {
                    let (mut hand, mut ranks) = (known_hand, known_ranks);
                    for (t, slot) in ranks.iter_mut().skip(known).enumerate() {
                        // j is uniform in t..n (t < n: the deck check left room for the board).
                        let left = n.saturating_sub(t) as u64;
                        let j = t + ((u64::from(rng.next_u32()) * left) >> 32) as usize;
                        deck.swap(t, j.min(n.saturating_sub(1)));
                        if let Some(&card) = deck.get(t) {
                            hand = hand.add(card);
                            *slot = (card.index() / 4) as u32;
                        }
                    }
                    let board = Board::from_five(hand, ranks);
                    score_board(&mut tally, tables, setup.hi_lo, &holes, &sheets, &board);
                }
                return Ok(tally);
            }
            for _ in 0..count {
                let used = deal_players(setup, &mut rng, &cards, fixed, &mut holes)?;
                let board = deal_board(setup, &mut rng, &cards, used);
                score(&mut tally, tables, setup.hi_lo, &holes, &sheets, &board);
            }
            Ok(tally)
        })
        .try_reduce(Tally::default, |a, b| Ok(a.merge(&b)))
}

/// A random stream split into 32-bit halves: one generator call serves two cards.
struct Draws {
    rng: SmallRng,
    spare: Option<u32>,
}

impl Draws {
    fn new(seed: u64) -> Draws {
        Draws {
            rng: SmallRng::seed_from_u64(seed),
            spare: None,
        }
    }

    #[inline(always)]
    fn next_u32(&mut self) -> u32 {
        match self.spare.take() {
            Some(half) => half,
            None => {
                let bits = self.rng.next_u64();
                self.spare = Some((bits >> 32) as u32);
                bits as u32
            }
        }
    }
}

/// A random card not in `used`.
#[inline(always)]
fn draw(rng: &mut Draws, cards: &[Card], used: CardSet) -> Card {
    loop {
        // 52 cards: a multiply-shift maps 32 random bits to 0..52 (bias below 10^-8).
        let i = ((u64::from(rng.next_u32()) * 52) >> 32) as usize;
        if let Some(&card) = cards.get(i) {
            if !used.contains(card) {
                return card;
            }
        }
    }
}

/// Deals every range and random player a hole, rejecting whole deals whose ranges collide
/// (so every valid deal is equally likely); returns the cards in use.
fn deal_players(
    setup: &Setup,
    rng: &mut Draws,
    cards: &[Card],
    fixed: CardSet,
    holes: &mut [Hole; MAX_PLAYERS],
) -> Result<CardSet, OmahaEquityError> {
    let mut rejects = 0;
    'deal: loop {
        let mut used = fixed;
        for (hole, player) in holes.iter_mut().zip(&setup.players) {
            match player.combos.as_deref() {
                Some([_]) => {}
                Some(combos) => {
                    let pick = combos
                        .get(rng.rng.random_range(0..combos.len()))
                        .copied()
                        .unwrap_or_default();
                    if !pick.intersection(used).is_empty() {
                        rejects += 1;
                        if rejects > MAX_REJECTS {
                            return Err(OmahaEquityError::RangesCollide);
                        }
                        continue 'deal;
                    }
                    used = used.union(pick);
                    *hole = Hole::new(&pick.iter().collect::<Vec<_>>());
                }
                None => {}
            }
        }
        // Random players draw from what the ranges left.
        for (hole, player) in holes.iter_mut().zip(&setup.players) {
            if player.combos.is_none() {
                let mut hand = [Card::new(crate::card::Rank::Two, crate::card::Suit::Clubs); 6];
                for slot in hand.iter_mut().take(setup.hole_cards) {
                    *slot = draw(rng, cards, used);
                    used.insert(*slot);
                }
                *hole = Hole::new(hand.get(..setup.hole_cards).unwrap_or_default());
            }
        }
        return Ok(used);
    }
}

/// The known board completed with random cards not in `used`.
fn deal_board(setup: &Setup, rng: &mut Draws, cards: &[Card], mut used: CardSet) -> [Card; 5] {
    let mut board = [Card::new(crate::card::Rank::Two, crate::card::Suit::Clubs); 5];
    for (i, slot) in board.iter_mut().enumerate() {
        *slot = match setup.board.get(i) {
            Some(&card) => card,
            None => {
                let card = draw(rng, cards, used);
                used.insert(card);
                card
            }
        };
    }
    board
}

/// Scores one board: fixed hands through their sheets, dealt ones through their holes.
#[inline(always)]
#[allow(clippy::indexing_slicing)] // i < players ≤ MAX_PLAYERS
fn score(
    tally: &mut Tally,
    tables: &Tables,
    hi_lo: bool,
    holes: &[Hole; MAX_PLAYERS],
    sheets: &[Option<Sheet>],
    board: &[Card; 5],
) {
    score_board(
        tally,
        tables,
        hi_lo,
        holes,
        sheets,
        &Board::from_cards(board),
    );
}

/// [`score`] of a prepared board.
#[inline(always)]
#[allow(clippy::indexing_slicing)] // i < players ≤ MAX_PLAYERS
fn score_board(
    tally: &mut Tally,
    tables: &Tables,
    hi_lo: bool,
    holes: &[Hole; MAX_PLAYERS],
    sheets: &[Option<Sheet>],
    board: &Board,
) {
    let mut high = [0u16; MAX_PLAYERS];
    let mut low = [0u8; MAX_PLAYERS];
    for (i, sheet) in sheets.iter().enumerate() {
        match sheet {
            Some(sheet) => {
                high[i] = board.sheet_strength(tables, sheet);
                if hi_lo {
                    low[i] = board.sheet_low(sheet);
                }
            }
            None => {
                high[i] = board.hole_strength(tables, &holes[i]);
                if hi_lo {
                    low[i] = board.hole_low(tables, &holes[i]);
                }
            }
        }
    }
    let n = sheets.len();
    if n == 2 && !hi_lo {
        tally.heads_up(high[0], high[1]);
    } else {
        tally.showdown(&high[..n], &low[..n], 1);
    }
}
