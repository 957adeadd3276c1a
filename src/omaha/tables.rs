//! The Omaha tables, as `build.rs` generated them from `tables/omaha.rs` (the layout is
//! drawn there), and the arithmetic that finds a board's row and a hole pair's column.
//!
//! Without a flush, the best hand that uses two given hole ranks depends only on those two
//! ranks and the board's rank multiset. So `high` holds one row per board rank multiset
//! (455 + 1,820 + 6,188 rows for 3-, 4- and 5-card boards, numbered by the combinatorial
//! number system) and one column per unordered hole rank pair (91). Only one suit can
//! have three board cards; a flush then depends only on that suit's board ranks and two
//! hole ranks of it, so `flush` holds one row per board suit mask of 3-5 ranks (2,288).
//! A low depends only on the sets of low ranks on the board and in the hole: `low` is
//! indexed by both 8-bit masks. The 16-bit tables are stored as the little-endian byte
//! pairs `include_bytes!` gives (a text array of 1.9 M numbers would cost seconds of every
//! compile); reading an entry is one 16-bit load.

use crate::card::{Card, Rank, Suit};

include!(concat!(env!("OUT_DIR"), "/omaha.rs"));

/// Unordered rank pairs, pocket pairs included: the columns of a row.
pub(crate) const PAIRS: usize = 91;
/// The first row of each board size: 3-, 4- and 5-card boards have C(15,3), C(16,4) and
/// C(17,5) rows (the last counts the 13 impossible five-of-a-kinds, which keeps the
/// numbering arithmetic).
const FIRST_ROW: [usize; 3] = [0, 455, 455 + 1_820];
pub(crate) const ROWS: usize = 455 + 1_820 + 6_188;

/// The generated tables have the lengths the runtime indexes by: checked when the crate
/// compiles. `HIGH` and `FLUSH` end with the padding a row's view needs.
const _: () = assert!(
    HIGH.len() == 2 * ROWS * PAIRS + ROW_VIEW - 2 * PAIRS
        && FLUSH_ROW.len() == 2 << 13
        && FLUSH.len() == 2 * FLUSH_ROWS * PAIRS + ROW_VIEW - 2 * PAIRS
        && LOW.len() == 1 << 16
        && ROW_VIEW == 2 << 8
);

/// Flush rows: one per board suit mask of 3-5 ranks, C(13,3) + C(13,4) + C(13,5).
pub(crate) const FLUSH_ROWS: usize = 286 + 715 + 1_287;

/// The board hash's tables fit the indexes it forms: a bucket for every 24-bit `x` and a
/// slot for every spread value XOR displacement. Checked when the crate compiles, so
/// [`row_of_five_index`] indexes them directly.
#[allow(clippy::indexing_slicing)] // compile-time: an out-of-range index fails the build
const _: () = {
    assert!(BOARD_DISPLACE.len() == 1 << (24 - BOARD_BUCKET_SHIFT));
    assert!(BOARD_SLOT_ROW.len() == 1 << BOARD_SLOT_BITS);
    let mut bucket = 0;
    while bucket < BOARD_DISPLACE.len() {
        assert!((BOARD_DISPLACE[bucket] as usize) < BOARD_SLOT_ROW.len());
        bucket += 1;
    }
};

/// A row of the non-flush or the flush table: one strength per hole rank pair, read
/// through a view of 256 entries so that a column held in a `u8` needs no bounds check
/// (six to fifteen of them a hand: 0.89 of a PLO4 hand's time).
#[derive(Clone, Copy)]
pub(crate) struct Row(&'static [u8; ROW_VIEW]);

impl Row {
    /// The non-flush row whose first entry is `first` (row · 91).
    #[inline(always)]
    pub(crate) fn high(first: usize) -> Row {
        Row::view(&HIGH, first)
    }

    /// The flush row whose first entry is `first` (flush row · 91).
    #[inline(always)]
    pub(crate) fn flush(first: usize) -> Row {
        Row::view(&FLUSH, first)
    }

    /// The view from entry `first` of `table`: callers' rows are rows of the table, whose
    /// padding makes every row's view fit.
    #[inline(always)]
    fn view(table: &'static [u8], first: usize) -> Row {
        match table.get(2 * first..).and_then(<[u8]>::first_chunk) {
            Some(view) => Row(view),
            None => unreachable!("an Omaha row past its table"),
        }
    }

    /// The strength at a column (0..91): 0 for a deal no deck has.
    #[inline(always)]
    #[allow(clippy::indexing_slicing)] // 2·255 + 1 < 512: the compiler drops the check
    pub(crate) fn get(self, column: u8) -> u16 {
        let at = 2 * usize::from(column);
        u16::from_le_bytes([self.0[at], self.0[at + 1]])
    }
}

/// The row of a 5-card board from its hold'em lookup index `x` (its mixed rank sum, below
/// 2^24): the board hash's bucket displacement, then its slot's row (tables/board_hash.rs).
/// Two loads from 18 KB, which stay in L1.
#[inline(always)]
#[allow(clippy::indexing_slicing)] // each `%` is a no-op by the check above; it drops the bounds check
pub(crate) fn row_of_five_index(x: u32) -> usize {
    debug_assert!(x < 1 << 24);
    let displace = BOARD_DISPLACE[(x >> BOARD_BUCKET_SHIFT) as usize % BOARD_DISPLACE.len()];
    let slot = (x.wrapping_mul(BOARD_MUL) >> (32 - BOARD_SLOT_BITS)) ^ u32::from(displace);
    usize::from(BOARD_SLOT_ROW[slot as usize % BOARD_SLOT_ROW.len()])
}

/// [`flush_row`] of a mask without 3-5 ranks (no board has one of those as its flush suit).
pub(crate) const NO_ROW: usize = u16::MAX as usize;

/// The flush row of a board's suit mask (13 rank bits) holding 3-5 ranks, else [`NO_ROW`].
#[inline(always)]
#[allow(clippy::indexing_slicing)] // a 13-bit mask indexes 2^13 entries
pub(crate) fn flush_row(mask: usize) -> usize {
    let entry = &FLUSH_ROW[2 * mask..2 * mask + 2];
    usize::from(u16::from_le_bytes([entry[0], entry[1]]))
}

/// The best low's mask (0 for none) at `board_mask · 256 + hole_mask`.
#[inline(always)]
#[allow(clippy::indexing_slicing)] // two 8-bit masks index 2^16 entries
pub(crate) fn best_low(index: usize) -> u8 {
    LOW[index]
}

/// The column of two ranks (0..13, either order): `hi·(hi+1)/2 + lo`, below 91.
pub(crate) const fn pair_column(a: usize, b: usize) -> u8 {
    let (lo, hi) = if a < b { (a, b) } else { (b, a) };
    (hi * (hi + 1) / 2 + lo) as u8
}

/// `PAIR_OF_CARDS[52·c1 + c2]`: the column of two cards' ranks (2.7 KB, stays in L1).
#[allow(clippy::indexing_slicing)] // compile-time: an out-of-range index fails the build
pub(crate) static PAIR_OF_CARDS: [u8; 52 * 52] = {
    let mut table = [0; 52 * 52];
    let mut i = 0;
    while i < 52 * 52 {
        table[i] = pair_column(i / 52 / 4, i % 52 / 4);
        i += 1;
    }
    table
};

/// A card's bit in a low mask: ace bit 0, deuce bit 1 … eight bit 7; nine and up none.
#[allow(clippy::indexing_slicing)] // compile-time, as above
pub(crate) static LOW_BIT: [u8; 52] = {
    let mut table = [0; 52];
    let mut i = 0;
    while i < 52 {
        let rank = i / 4;
        table[i] = if rank == 12 {
            1
        } else if rank <= 6 {
            1 << (rank + 1)
        } else {
            0
        };
        i += 1;
    }
    table
};

/// `BINOM[n][k]` for n < 18, k ≤ 5.
#[allow(clippy::indexing_slicing)] // compile-time, as above
const BINOM: [[u16; 6]; 18] = {
    let mut table = [[0; 6]; 18];
    let mut n = 0;
    while n < 18 {
        table[n][0] = 1;
        let mut k = 1;
        while k < 6 {
            table[n][k] = if n == 0 {
                0
            } else {
                table[n - 1][k - 1] + table[n - 1][k]
            };
            k += 1;
        }
        n += 1;
    }
    table
};

/// The row of a 3-, 4- or 5-card board from its ranks sorted ascending: the rank of the
/// multiset in the combinatorial number system (`s_i = r_i + i` is strictly increasing).
/// Other sizes give row 0 (callers check sizes at the edge).
#[allow(clippy::indexing_slicing)] // r < 13 and i < 5, so r + i < 18 and i + 1 ≤ 5
pub(crate) fn row_of_sorted(ranks: &[u8]) -> usize {
    let Some(&first) = FIRST_ROW.get(ranks.len().wrapping_sub(3)) else {
        return 0;
    };
    ranks.iter().enumerate().fold(first, |row, (i, &r)| {
        row + usize::from(BINOM[usize::from(r % 13) + i][i + 1])
    })
}

/// `FIVE_PART[i][r]`: what the i-th smallest rank `r` of a 5-card board adds to its row,
/// `C(r + i, i + 1)`, with the first 5-card row folded into `i = 0`. Sixteen columns, so
/// a rank masked to four bits needs no bounds check.
#[allow(clippy::indexing_slicing)] // compile-time, as above
static FIVE_PART: [[u16; 16]; 5] = {
    let mut table = [[0; 16]; 5];
    let mut i = 0;
    while i < 5 {
        let mut r = 0;
        while r < 13 {
            let first = if i == 0 { FIRST_ROW[2] as u16 } else { 0 };
            table[i][r] = first + BINOM[r + i][i + 1];
            r += 1;
        }
        i += 1;
    }
    table
};

/// What the `i`-th smallest rank `r` of a 5-card board adds to its row (see `FIVE_PART`):
/// exact enumeration deals boards in rank order and sums its row as it goes.
#[inline(always)]
#[allow(clippy::indexing_slicing)] // i % 5 < 5 and r & 15 < 16
pub(crate) fn five_part(i: usize, r: u32) -> usize {
    usize::from(FIVE_PART[i % 5][(r & 15) as usize])
}

/// Every rank multiset of `size` cards with no rank more than four times, ascending.
pub(crate) fn rank_multisets(size: usize) -> Vec<Vec<u8>> {
    fn extend(from: u8, size: usize, current: &mut Vec<u8>, out: &mut Vec<Vec<u8>>) {
        if current.len() == size {
            out.push(current.clone());
            return;
        }
        for r in from..13 {
            if current.iter().filter(|&&c| c == r).count() < 4 {
                current.push(r);
                extend(r, size, current, out);
                current.pop();
            }
        }
    }
    let mut out = Vec::new();
    extend(0, size, &mut Vec::new(), &mut out);
    out
}

/// Cards of these ranks (ascending) with suits spread: card i gets suit i mod 4, so equal
/// ranks get different suits and five cards never hold three of a suit.
#[allow(clippy::indexing_slicing)] // i % 4 < 4
pub(crate) fn spread(ranks: &[u8]) -> Vec<Card> {
    ranks
        .iter()
        .enumerate()
        .map(|(i, &r)| Card::new(rank(r), Suit::ALL[i % 4]))
        .collect()
}

#[allow(clippy::indexing_slicing)] // the tables' rank numbers are 0..13
fn rank(r: u8) -> Rank {
    Rank::ALL[usize::from(r)]
}

/// Every way to pick three of `n` items, as index triples.
pub(crate) fn triples(n: usize) -> impl Iterator<Item = [usize; 3]> {
    (0..n).flat_map(move |a| (a + 1..n).flat_map(move |b| (b + 1..n).map(move |c| [a, b, c])))
}
