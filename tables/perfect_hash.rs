//! Row-displacement perfect hash for the rank sums (keys below 2^25).
//!
//! A key is first mixed by an odd multiplier modulo 2^25 (a bijection, so no two keys
//! meet), then split into a row (high bits) and a column (low `row_shift` bits). Each row
//! gets an offset chosen so that its occupied columns land on free slots of one shared
//! table: `slot = x + ROW_OFFSET[x >> row_shift]` (wrapping u32 add). Rows are placed
//! fullest first, each at the lowest offset that fits (first fit decreasing).

use bitvec::vec::BitVec;

/// Keys (rank sums) are below this bound.
pub const KEY_BITS: u32 = 25;
const KEY_MASK: u32 = (1 << KEY_BITS) - 1;

/// A perfect hash for one fixed key set.
pub struct PerfectHash {
    /// Odd mixing multiplier (1 = no mixing).
    pub mul: u32,
    /// Columns per row are `1 << row_shift`.
    pub row_shift: u32,
    /// Per-row displacement, pre-biased so that `x + offset` is the slot.
    pub offsets: Vec<u32>,
    table_len: usize,
}

impl PerfectHash {
    /// Tries a few multipliers and row widths, keeping the layout with the fewest bytes.
    pub fn build(keys: &[u32]) -> Self {
        const MULTIPLIERS: [u32; 4] = [1, 0x0106_6f05, 0x01e3_5a7b, 0x00d5_b3c9];
        let mut best: Option<Self> = None;
        for &mul in &MULTIPLIERS {
            for row_shift in 11..=13 {
                let candidate = Self::build_with(keys, mul, row_shift);
                if best.as_ref().is_none_or(|b| candidate.bytes() < b.bytes()) {
                    best = Some(candidate);
                }
            }
        }
        best.expect("at least one layout")
    }

    /// Lays out `keys` with one multiplier and row width.
    pub fn build_with(keys: &[u32], mul: u32, row_shift: u32) -> Self {
        assert!(mul % 2 == 1, "the multiplier must be odd to be a bijection");
        let rows = 1usize << (KEY_BITS - row_shift);
        let mut columns: Vec<Vec<u32>> = vec![Vec::new(); rows];
        for &key in keys {
            assert!(key <= KEY_MASK, "key {key} exceeds {KEY_BITS} bits");
            let x = key.wrapping_mul(mul) & KEY_MASK;
            columns[(x >> row_shift) as usize].push(x & ((1 << row_shift) - 1));
        }
        let mut order: Vec<usize> = (0..rows).collect();
        order.sort_by_key(|&r| std::cmp::Reverse(columns[r].len()));

        let mut used: BitVec = BitVec::repeat(false, keys.len() * 2 + (1 << row_shift));
        let mut offsets = vec![0u32; rows];
        let mut table_len = 0usize;
        let mut first_free = 0usize;
        for row in order {
            let cols = &columns[row];
            if cols.is_empty() {
                // Never addressed by a live key: any offset will do.
                offsets[row] = 0u32.wrapping_sub((row as u32) << row_shift);
                continue;
            }
            let min_col = *cols.iter().min().expect("non-empty") as usize;
            let mut base = first_free.saturating_sub(min_col);
            while cols.iter().any(|&c| used[base + c as usize]) {
                base += 1;
                if used.len() < base + (1 << row_shift) {
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
            let base = u32::try_from(base).expect("table fits in u32");
            offsets[row] = base.wrapping_sub((row as u32) << row_shift);
        }
        Self {
            mul,
            row_shift,
            offsets,
            table_len,
        }
    }

    /// The slot of `key` (meaningful only for keys the hash was built on).
    pub fn slot(&self, key: u32) -> usize {
        let x = key.wrapping_mul(self.mul) & KEY_MASK;
        x.wrapping_add(self.offsets[(x >> self.row_shift) as usize]) as usize
    }

    /// Number of slots in the value table.
    pub fn table_len(&self) -> usize {
        self.table_len
    }

    /// Bytes of the offsets (u32) plus the value table (u16).
    pub fn bytes(&self) -> usize {
        self.offsets.len() * 4 + self.table_len * 2
    }
}
