//! The proof that the Omaha tables agree with the naive evaluator on every deal.
//!
//! Every quantity the fast path reads depends on far less than the deal:
//! - a non-flush value, on the board's rank multiset and the two hole ranks: so every
//!   (board multiset of 3-5 ranks, hole rank pair) is dealt once, with suits that make no
//!   flush, and the table entry, reached through the board's row index exactly as a deal
//!   reaches it, must equal the naive best of its choices;
//! - a flush value, on the board's ranks in the one suit with three board cards and two
//!   hole ranks of that suit: every (suit mask of 3-5 ranks, rank pair off it) is dealt in
//!   one suit;
//! - a low, on the board's and the hole's sets of low ranks: every pair of masks a deal
//!   can have is dealt.
//!
//! A hand's value is the best over its hole pairs of the best of (non-flush value, flush
//! value when the pair is suited in the board's flush suit); naive scoring is the same
//! maximum over the same choices, so agreement on these cases is agreement on every deal.
//! Random deals of 4-6 hole cards check that maximum's code against the naive evaluator.

use rayon::prelude::*;

use crate::card::{Card, Rank, Suit};
use crate::proof::{Count, Exhaustive, Findings, Part, Proof, run, words};
use crate::strength::Strength;

use super::board::Board;
use super::naive;
use super::tables::{PAIRS, Row, flush_row, pair_column, rank_multisets};

/// Proves the tables: the non-flush rows of the given board sizes (all three for the full
/// proof), every flush and low case, and `random_deals` random deals.
///
/// ```
/// // Boards of 3 cards only, and a few random deals: the quick part.
/// let proof = handrank::omaha::verify::verify(&[3], 100);
/// assert!(proof.passed(), "{:?}", proof.problems());
/// assert_eq!(proof.count("flush_cases"), Some(74_646));
/// ```
pub fn verify(board_sizes: &[usize], random_deals: u64) -> Proof {
    let mut proofs = prove("omaha", board_sizes, random_deals);
    proofs
        .pop()
        .unwrap_or_else(|| Proof::refused("omaha", "omaha", 0, "no proof ran".to_owned()))
}

/// The proof, reported as `game`'s (every Omaha game shares the tables).
pub(crate) fn prove(game: &'static str, board_sizes: &[usize], random_deals: u64) -> Vec<Proof> {
    let proof = Cases {
        board_sizes: board_sizes.to_vec(),
        random_deals,
    };
    run(game, &proof, None, 1, &|_| {})
}

/// The proof's cases: which board sizes' non-flush rows, and how many random deals.
struct Cases {
    board_sizes: Vec<usize>,
    random_deals: u64,
}

/// One task's cases checked, by kind.
#[derive(Default)]
struct Checked {
    high: u64,
    flush: u64,
    low: u64,
    random: u64,
}

type Found = Findings<Checked>;

fn merge(a: Found, b: Found) -> Found {
    a.merge(b, |a, b| Checked {
        high: a.high + b.high,
        flush: a.flush + b.flush,
        low: a.low + b.low,
        random: a.random + b.random,
    })
}

impl Exhaustive for Cases {
    type Seen = Checked;

    fn walk(&self, _: usize, _: &(dyn Fn(u64) + Sync)) -> Found {
        let found = self
            .board_sizes
            .iter()
            .map(|&size| high(size))
            .fold(Found::default(), merge);
        let mut found = merge(
            merge(merge(found, flush()), low()),
            random(self.random_deals),
        );
        found.hands = found.own.high + found.own.flush + found.own.low + found.own.random;
        found
    }

    fn parts(&self, found: &mut Found) -> Vec<Part> {
        let c = &found.own;
        vec![Part {
            name: "omaha",
            hands: None,
            categories: Vec::new(),
            counts: vec![
                Count::found(
                    "high_cases",
                    "non-flush (board rank multiset, hole rank pair)",
                    c.high,
                ),
                Count::found(
                    "flush_cases",
                    "flush (board suit ranks, suited hole pair)",
                    c.flush,
                ),
                Count::found("low_cases", "low (board low ranks, hole low ranks)", c.low),
                Count::found(
                    "random_deals",
                    "random full deals (4-6 hole, 3-5 board)",
                    c.random,
                ),
            ],
        }]
    }
}

/// The card of `rank` (0..13) and suit `suit % 4` (callers count suits round-robin).
#[allow(clippy::indexing_slicing)] // rank < 13 by the callers; suit % 4 < 4
fn card(rank: u8, suit: usize) -> Card {
    debug_assert!(rank < 13);
    Card::new(Rank::ALL[usize::from(rank)], Suit::ALL[suit % 4])
}

/// Checks a deal both ways the fast path scores it, through the prepared board and as
/// one deal ([`super::strength`], which finds the flush row only when the hole can use
/// it): they must agree, and with the naive evaluator.
fn check_deal(report: &mut Found, prepared: &Board, hole: &[Card], board: &[Card]) {
    let fast = prepared.strength(hole);
    let once = super::strength(hole, board);
    if once != fast {
        report.disagree(|| {
            format!(
                "hole {} board {}: as one deal {}, through the prepared board {}",
                words(hole),
                words(board),
                once.describe(),
                fast.describe()
            )
        });
    }
    check_value(report, fast, hole, board);
}

fn check_value(report: &mut Found, fast: Strength, hole: &[Card], board: &[Card]) {
    let naive = naive::evaluate(hole, board);
    if naive::value_of(fast) != naive {
        report.disagree(|| {
            format!(
                "hole {} board {}: tables say {} (naive {naive:?})",
                words(hole),
                words(board),
                fast.describe()
            )
        });
    }
}

/// Every board rank multiset of `size` cards against every hole rank pair, with suits that
/// make no flush: the board's cards take suits in turn (at most two of a suit), so equal
/// ranks get different suits, and the hole cards take suits their rank leaves free.
fn high(size: usize) -> Found {
    rank_multisets(size)
        .par_iter()
        .map(|ranks| {
            let mut report = Found::default();
            let board: Vec<Card> = ranks.iter().enumerate().map(|(i, &r)| card(r, i)).collect();
            let prepared = Board::from_cards(&board);
            for a in 0..13u8 {
                for b in a..13u8 {
                    let free = |r: u8, not: Option<usize>| {
                        (0..4).find(|&s| Some(s) != not && !board.contains(&card(r, s)))
                    };
                    let Some(sa) = free(a, None) else { continue };
                    let Some(sb) = free(b, Some(sa)) else {
                        continue;
                    };
                    let hole = [card(a, sa), card(b, sb)];
                    report.own.high += 1;
                    check_deal(&mut report, &prepared, &hole, &board);
                }
            }
            report
        })
        .reduce(Found::default, merge)
}

/// Every board suit mask of 3-5 ranks against every pair of other ranks of that suit: the
/// flush table's entry itself must equal the naive best of the all-heart choices.
#[allow(clippy::indexing_slicing)] // flush rows have 91 entries; masks < 2^13
fn flush() -> Found {
    let masks: Vec<u16> = (0u16..1 << 13)
        .filter(|m| (3..=5).contains(&m.count_ones()))
        .collect();
    masks
        .par_iter()
        .map(|&mask| {
            let mut report = Found::default();
            let board: Vec<Card> = (0..13u8)
                .filter(|r| mask >> r & 1 == 1)
                .map(|r| card(r, 2))
                .collect();
            let row = Row::flush(flush_row(usize::from(mask)) * PAIRS);
            for a in 0..13u8 {
                for b in a + 1..13u8 {
                    if mask >> a & 1 == 1 || mask >> b & 1 == 1 {
                        continue;
                    }
                    let hole = [card(a, 2), card(b, 2)];
                    report.own.flush += 1;
                    let entry = row.get(pair_column(a.into(), b.into()));
                    check_value(&mut report, Strength(entry), &hole, &board);
                    // And both ways a deal reads it, which also read the non-flush row.
                    check_deal(&mut report, &Board::from_cards(&board), &hole, &board);
                }
            }
            report
        })
        .reduce(Found::default, merge)
}

/// Every board low mask of at most five ranks against every hole low mask of at most six:
/// low cards of the board in clubs, of the hole in diamonds, kings and queens filling up
/// to three board cards and four hole cards.
fn low() -> Found {
    let masks = |most: u32| (0u32..256).filter(move |m| m.count_ones() <= most);
    let low_card = |bit: u32, suit: usize| card(if bit == 0 { 12 } else { bit as u8 - 1 }, suit);
    let boards: Vec<u32> = masks(5).collect();
    boards
        .par_iter()
        .map(|&board_mask| {
            let mut report = Found::default();
            let mut board: Vec<Card> = (0..8)
                .filter(|b| board_mask >> b & 1 == 1)
                .map(|b| low_card(b, 0))
                .collect();
            let fill = [card(11, 0), card(10, 0), card(9, 0)];
            board.extend(fill.iter().take(3usize.saturating_sub(board.len())));
            let prepared = Board::from_cards(&board);
            for hole_mask in masks(6) {
                let mut hole: Vec<Card> = (0..8)
                    .filter(|b| hole_mask >> b & 1 == 1)
                    .map(|b| low_card(b, 1))
                    .collect();
                let fill = [card(11, 1), card(10, 1), card(9, 1), card(8, 1)];
                hole.extend(fill.iter().take(4usize.saturating_sub(hole.len())));
                report.own.low += 1;
                let fast = prepared.low(&hole).map(|l| l.mask());
                let naive = naive::low(&hole, &board).map(naive::low_mask);
                if fast != naive {
                    report.disagree(|| {
                        format!(
                            "hole {} board {}: low {fast:?}, naive {naive:?}",
                            words(&hole),
                            words(&board)
                        )
                    });
                }
            }
            report
        })
        .reduce(Found::default, merge)
}

/// `deals` random deals, cycling through 4-6 hole cards and 3-5 board cards, each checked
/// high and low against the naive evaluator. Seeded: the same deals every run.
fn random(deals: u64) -> Found {
    use crate::sample::Generator;
    use rand::{Rng, SeedableRng};
    (0..deals)
        .into_par_iter()
        .map(|i| {
            let mut report = Found::default();
            report.own.random = 1;
            let mut rng = Generator::seed_from_u64(i);
            let (holes, boards) = (4 + (i % 3) as usize, 3 + (i / 3 % 3) as usize);
            let mut deck: Vec<Card> = Card::all().collect();
            for k in 0..holes + boards {
                let j = rng.random_range(k..52);
                deck.swap(k, j);
            }
            let (hole, rest) = deck.split_at(holes);
            let board = rest.get(..boards).unwrap_or_default();
            let prepared = Board::from_cards(board);
            check_deal(&mut report, &prepared, hole, board);
            let fast = prepared.low(hole).map(|l| l.mask());
            let naive = naive::low(hole, board).map(naive::low_mask);
            if fast != naive {
                report.disagree(|| {
                    format!(
                        "hole {} board {}: low {fast:?}, naive {naive:?}",
                        words(hole),
                        words(board)
                    )
                });
            }
            report
        })
        .reduce(Found::default, merge)
}
