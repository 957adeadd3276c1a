//! Row-displacement perfect hash for the rank sums.
//!
//! A key is reduced modulo 2^24 and mixed by an odd multiplier (a bijection modulo 2^24;
//! the 73,775 rank sums of 5-7 cards are already distinct modulo 2^24, which the build
//! asserts), then split into a row (the high 13 bits) and a column (the low 11 bits). Each
//! row gets a displacement chosen so that its occupied columns land on free slots of one
//! shared table:
//!
//! ```text
//! x    = key · MUL mod 2^24          row = x >> 11          column = x & 0x7ff
//! slot = column + 2 · ROW_BASE[row]  (ROW_BASE: 8,192 × u16, bases kept even so they fit)
//! ```
//!
//! Rows are placed fullest first, each at the lowest even base that fits (first fit
//! decreasing). The mixing spreads the keys evenly over the rows, so the table comes out
//! 93% full. Why 24 bits and 8,192 rows: the row table is then 16 KB and stays in L1 next
//! to the card keys. With 25 bits and 16,384 rows the table was 99% full, but the 32 KB row
//! table made random 7-card hands from cards 4-5% slower (interleaved A/B runs), and the
//! total came to 197,690 bytes against 190,952 now.

use bitvec::vec::BitVec;

/// Keys (rank sums) are taken modulo `2^KEY_BITS`.
pub const KEY_BITS: u32 = 24;
const KEY_MASK: u32 = (1 << KEY_BITS) - 1;

/// The multiplier and row width in use: the smallest table among 400 random odd
/// multipliers (24 bits); the build re-checks that the layout is perfect.
pub const MUL: u32 = 0x0083_2da7;
/// Columns per row are `1 << ROW_SHIFT`.
pub const ROW_SHIFT: u32 = 11;

/// A perfect hash for one fixed key set.
pub struct PerfectHash {
    /// Odd mixing multiplier.
    pub mul: u32,
    /// Columns per row are `1 << row_shift`.
    pub row_shift: u32,
    /// Per-row base slot, halved (bases are even).
    pub bases: Vec<u16>,
    table_len: usize,
}

impl PerfectHash {
    /// Lays out `keys` with the chosen multiplier and row width.
    pub fn build(keys: &[u32]) -> Self {
        Self::build_with(keys, MUL, ROW_SHIFT)
    }

    /// Lays out `keys` with one multiplier and row width.
    pub fn build_with(keys: &[u32], mul: u32, row_shift: u32) -> Self {
        assert!(mul % 2 == 1, "the multiplier must be odd to be a bijection");
        let rows = 1usize << (KEY_BITS - row_shift);
        let column_mask = (1u32 << row_shift) - 1;
        let mut columns: Vec<Vec<u32>> = vec![Vec::new(); rows];
        let mut mixed: Vec<u32> = keys
            .iter()
            .map(|&k| k.wrapping_mul(mul) & KEY_MASK)
            .collect();
        mixed.sort_unstable();
        mixed.dedup();
        assert_eq!(
            mixed.len(),
            keys.len(),
            "keys must be distinct modulo 2^{KEY_BITS}"
        );
        for &key in keys {
            let x = key.wrapping_mul(mul) & KEY_MASK;
            columns[(x >> row_shift) as usize].push(x & column_mask);
        }
        let mut order: Vec<usize> = (0..rows).collect();
        order.sort_by_key(|&r| std::cmp::Reverse(columns[r].len()));

        let mut used: BitVec = BitVec::repeat(false, keys.len() * 2 + (2 << row_shift));
        let mut bases = vec![0u16; rows];
        let mut table_len = 0usize;
        let mut first_free = 0usize;
        for row in order {
            let cols = &columns[row];
            let Some(&min_col) = cols.iter().min() else {
                continue; // never addressed by a live key
            };
            let mut base = first_free.saturating_sub(min_col as usize) & !1;
            while cols.iter().any(|&c| used[base + c as usize]) {
                base += 2;
                if used.len() < base + (2 << row_shift) {
                    let grow = used.len();
                    used.resize(grow * 2, false);
                }
            }
            for &c in cols {
                used.set(base + c as usize, true);
                table_len = table_len.max(base + c as usize + 1);
            }
            while first_free < used.len() && used[first_free] {
                first_free += 1;
            }
            bases[row] = u16::try_from(base / 2).expect("row base fits in u16");
        }
        Self {
            mul,
            row_shift,
            bases,
            table_len,
        }
    }

    /// The slot of `key` (meaningful only for keys the hash was built on).
    pub fn slot(&self, key: u32) -> usize {
        let x = key.wrapping_mul(self.mul) & KEY_MASK;
        let column = x & ((1 << self.row_shift) - 1);
        column as usize + 2 * usize::from(self.bases[(x >> self.row_shift) as usize])
    }

    /// Number of slots in the value table.
    pub fn table_len(&self) -> usize {
        self.table_len
    }

    /// Bytes of the row bases (u16) plus the value table (u16).
    pub fn bytes(&self) -> usize {
        self.bases.len() * 2 + self.table_len * 2
    }
}
