//! Row-displacement perfect hash from a hand's lookup index `x` to its slot.
//!
//! Two kinds of `x` share one table (see [`rank_x`] and [`flush_x`]):
//! - no flush: the rank sum mixed by an odd multiplier modulo 2^24 (a bijection; the
//!   73,775 rank sums of 5-7 cards are already distinct modulo 2^24, which the build
//!   asserts), so the rows fill evenly;
//! - a flush: 2^24 plus the flush suit's 13 rank bits, four more rows after the others.
//!
//! `x` splits into a row (`x >> 11`) and a column (the low 11 bits). Each row gets a
//! displacement chosen so that its occupied columns land on free slots of the one table.
//! The row table stores the displacement minus the row's first `x`, so the lookup is one
//! add (wrapping in 32 bits) and needs no column mask:
//!
//! ```text
//! slot = x + OFFSET[x >> 11]  (mod 2^32)  =  column + base(row)
//! ```
//!
//! Rows are placed fullest first, each at the lowest base that fits (first fit
//! decreasing). The table is then padded so that *every* column of *every* row, live or
//! not, is a slot inside it: any `x` below `rows << 11`, even from a hand that is not a
//! hand, indexes the table. The runtime relies on this to load without a bounds check,
//! and re-checks it at compile time.

use bitvec::vec::BitVec;

/// Rank sums are mixed modulo `2^KEY_BITS`; flush indexes start at `2^KEY_BITS`.
pub const KEY_BITS: u32 = 24;
const KEY_MASK: u32 = (1 << KEY_BITS) - 1;

/// The multiplier in use: the smallest table among 400 random odd multipliers (24 bits);
/// the build re-checks that the layout is perfect.
pub const MUL: u32 = 0x0083_2da7;
/// Columns per row are `1 << ROW_SHIFT`.
pub const ROW_SHIFT: u32 = 11;

/// The lookup index of a hand without a flush, from its rank sum.
pub fn rank_x(rank_sum: u32) -> u32 {
    rank_sum.wrapping_mul(MUL) & KEY_MASK
}

/// The lookup index of a flush, from the 13 rank bits of its suit.
pub fn flush_x(suit_mask: u32) -> u32 {
    assert!(suit_mask < 1 << 13);
    1 << KEY_BITS | suit_mask
}

/// A perfect hash for one fixed key set.
pub struct PerfectHash {
    /// Columns per row are `1 << row_shift`.
    pub row_shift: u32,
    /// Per row: its base slot minus its first `x`, modulo 2^32.
    pub offsets: Vec<u32>,
    table_len: usize,
}

impl PerfectHash {
    /// Lays out distinct indexes `xs` in rows of `1 << row_shift` columns.
    pub fn build(xs: &[u32], row_shift: u32) -> Self {
        let mut sorted = xs.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), xs.len(), "lookup indexes must be distinct");
        let rows = sorted.last().map_or(1, |&x| (x >> row_shift) as usize + 1);
        let width = 1usize << row_shift;
        let column_mask = (1u32 << row_shift) - 1;
        let mut columns: Vec<Vec<u32>> = vec![Vec::new(); rows];
        for &x in xs {
            columns[(x >> row_shift) as usize].push(x & column_mask);
        }
        let mut order: Vec<usize> = (0..rows).collect();
        order.sort_by_key(|&r| std::cmp::Reverse(columns[r].len()));

        let mut used: BitVec = BitVec::repeat(false, xs.len() * 2 + 2 * width);
        // Rows without keys keep base 0: their columns still fall inside the table.
        let mut bases = vec![0usize; rows];
        let mut first_free = 0usize;
        for row in order {
            let cols = &columns[row];
            let Some(&min_col) = cols.iter().min() else {
                continue;
            };
            let mut base = first_free.saturating_sub(min_col as usize);
            while cols.iter().any(|&c| used[base + c as usize]) {
                base += 1;
                if used.len() < base + 2 * width {
                    let grow = used.len();
                    used.resize(grow * 2, false);
                }
            }
            for &c in cols {
                used.set(base + c as usize, true);
            }
            while first_free < used.len() && used[first_free] {
                first_free += 1;
            }
            bases[row] = base;
        }
        let table_len = bases.iter().max().map_or(width, |&b| b + width);
        let offsets = bases
            .iter()
            .enumerate()
            .map(|(row, &base)| {
                let base = u32::try_from(base).expect("table fits u32");
                base.wrapping_sub((row as u32) << row_shift)
            })
            .collect();
        Self {
            row_shift,
            offsets,
            table_len,
        }
    }

    /// The slot of `x`: inside the table for every `x` below `rows << row_shift`,
    /// meaningful for the indexes the hash was built on.
    pub fn slot(&self, x: u32) -> usize {
        x.wrapping_add(self.offsets[(x >> self.row_shift) as usize]) as usize
    }

    /// Number of slots in the value table, padding included.
    pub fn table_len(&self) -> usize {
        self.table_len
    }

    /// Bytes of the row offsets (u32) plus the value table (u16).
    pub fn bytes(&self) -> usize {
        self.offsets.len() * 4 + self.table_len * 2
    }
}
