//! The rank pairs' strengths, looked up once per question (by the board's ranks) or once
//! per process (flushes, by the suit's three board ranks).

use std::sync::OnceLock;

use crate::eval::Hand;

use super::super::symmetry::{binomial, card};

/// Rank pairs (13 pairs and 78 unpaired), padded to whole vector steps.
pub(super) const PAIRS: usize = 96;

/// The index of the rank pair of ranks `a` and `b` (0..91 for ranks below 13).
#[inline(always)]
pub(super) fn pair(a: usize, b: usize) -> usize {
    let (hi, lo) = (a.max(b), a.min(b));
    hi * (hi + 1) / 2 + lo
}

/// The positions of the set bits, lowest first.
pub(super) fn bits(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let pos = mask.trailing_zeros() as usize;
        mask &= mask.wrapping_sub(1);
        (pos < 64).then_some(pos)
    })
}

/// Each rank pair's strength (as if no flush) on one multiset of board ranks.
pub(super) type Row = [u16; PAIRS];

/// `STEP[i][r]` = C(r + i, i + 1): what the (i+1)-th dealt rank, `r`, adds to the index of
/// the multiset of dealt ranks. Ranks come in ascending order, so `r + i` strictly
/// increases and the sum is the combinatorial number system's index: every multiset of
/// `n` ranks gets its own number below C(12 + n, n).
// Evaluated at compile time: an out-of-range index here fails the build, never a run.
#[allow(clippy::indexing_slicing)]
const STEP: [[u16; 13]; 5] = {
    let mut table = [[0; 13]; 5];
    let mut i = 0;
    while i < 5 {
        let mut r = 0;
        while r < 13 {
            table[i][r] = binomial(r + i, i + 1) as u16;
            r += 1;
        }
        i += 1;
    }
    table
};

/// What dealing rank `rank` as the board's card number `dealt` (from 0) adds to the index
/// of its multiset of dealt ranks.
// At most five cards are dealt and ranks are below 13.
#[allow(clippy::indexing_slicing)]
#[inline(always)]
pub(super) fn step(dealt: u8, rank: usize) -> u16 {
    debug_assert!(dealt < 5 && rank < 13);
    STEP[usize::from(dealt)][rank]
}

/// Each rank pair's strength on each multiset of `need` dealt ranks (with the given board):
/// the lookups of the wide side's non-flush combos, done once per question.
pub(super) fn rank_rows(board: Hand, need: usize) -> Vec<Row> {
    // `index` is a multiset's number, below the rows' count C(12 + need, need), and a
    // rank pair's index is below 91.
    #[allow(clippy::indexing_slicing)]
    fn fill(rows: &mut [Row], hand: Hand, left: usize, dealt: u8, start: usize, index: usize) {
        if left == 0 {
            let row = &mut rows[index];
            for hi in 0..13 {
                let with_hi = hand.add(card(hi, 0));
                for lo in 0..=hi {
                    // Suits do not matter to a rank strength (a card may even repeat one of
                    // the board's: only impossible pairs do that, and they have no combos).
                    row[pair(hi, lo)] = with_hi.add(card(lo, 1)).rank_strength().get();
                }
            }
            return;
        }
        for rank in start..13 {
            let index = index + usize::from(step(dealt, rank));
            fill(
                rows,
                hand.add(card(rank, 2)),
                left - 1,
                dealt + 1,
                rank,
                index,
            );
        }
    }
    let mut rows = vec![[0; PAIRS]; binomial(12 + need, need)];
    fill(&mut rows, board, need, 0, 0, 0);
    rows
}

/// The strength of each rank pair of one suit with three board cards of that suit (a
/// flush), for every three board ranks.
pub(super) struct FlushRows {
    three: Vec<Row>,
}

impl FlushRows {
    // A set of three ranks has an index below C(13, 3), the rows' count; a rank pair's
    // index is below 91.
    #[allow(clippy::indexing_slicing)]
    pub(super) fn get() -> &'static FlushRows {
        static ROWS: OnceLock<FlushRows> = OnceLock::new();
        ROWS.get_or_init(|| {
            let mut three = vec![[0; PAIRS]; binomial(13, 3)];
            for ranks in (0u64..1 << 13).filter(|r| r.count_ones() == 3) {
                let board = bits(ranks).fold(Hand::EMPTY, |h, r| h.add(card(r, 0)));
                let row = &mut three[subset_index(ranks)];
                for hi in 0..13 {
                    for lo in 0..hi {
                        // Pairs that repeat a board rank have no combos.
                        let hand = board.add(card(hi, 0)).add(card(lo, 0));
                        row[pair(hi, lo)] = hand.strength().get();
                    }
                }
            }
            FlushRows { three }
        })
    }

    /// The row for a board whose cards of the suit have these ranks (a 13-bit mask of
    /// three ranks).
    // Three ranks below 13 have an index below C(13, 3), the rows' count.
    #[allow(clippy::indexing_slicing)]
    #[inline(always)]
    pub(super) fn three(&self, ranks: u64) -> &Row {
        debug_assert!(ranks.count_ones() == 3 && ranks < 1 << 13);
        &self.three[subset_index(ranks)]
    }
}

/// The index of a set of ranks among the sets of its size (colexicographic order).
#[inline(always)]
fn subset_index(ranks: u64) -> usize {
    bits(ranks)
        .enumerate()
        .map(|(i, r)| binomial(r, i + 1))
        .sum()
}
