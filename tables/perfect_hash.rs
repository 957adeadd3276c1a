//! Row-displacement perfect hash from a hand's lookup index `x` to its slot.
//!
//! Two kinds of `x` share one table (see [`rank_x`] and [`flush_x`]):
//! - no flush: the rank sum mixed by an odd multiplier modulo 2^24 (a bijection; the
//!   73,775 rank sums of 5-7 cards are already distinct modulo 2^24, which the build
//!   asserts), so the rows fill evenly;
//! - a flush: 2^24 plus the flush suit's 13 rank bits, one more row after the others.
//!
//! `x` splits into a row (`x >> 13`) and a column (the low 13 bits). Each row gets a
//! displacement chosen so that its occupied columns land on free slots of the one table.
//! The row table stores the displacement minus the row's first `x`, so the lookup is one
//! add (wrapping in 32 bits) and needs no column mask:
//!
//! ```text
//! slot = x + OFFSET[x >> 13]  (mod 2^32)  =  column + base(row)
//! ```
//!
//! The flush row comes first, from slot 0, so that a flush's slot is its 13 rank bits: the
//! runtime finds it without the row table. The other rows are placed fullest first, each
//! at the lowest base that fits (first fit decreasing), some of them in the flush row's
//! free slots. The table is then padded so that *every* column of *every* row, live or
//! not, is a slot inside it: any `x` below `rows << 13`, even from a hand that is not a
//! hand, indexes the table. The runtime relies on this to load without a bounds check, and
//! re-checks it at compile time.
//!
//! Rows of 8,192 columns make 2,049 rows: an 8 KB row table, a sixth of the first-level
//! cache, which every random hand reads at any of its lines. The price is the table's
//! fill: about 38 keys a row pack to 45% (173,937 slots), where rows of 4,096 columns (a
//! 16 KB row table) packed to 68% (115,130) and rows of 2,048 (32 KB) to 94% (83,193). The
//! strength table's size matters little (it is far larger than the first-level cache at
//! any width), the row table's does: ten million random prebuilt 7-card hands streamed
//! took 0.90 of the time of the 16 KB row table's layout, with 9% fewer first-level misses
//! in cachegrind's model (docs/DESIGN.md).

/// Rank sums are mixed modulo `2^KEY_BITS`; flush indexes start at `2^KEY_BITS`.
pub const KEY_BITS: u32 = 24;
const KEY_MASK: u32 = (1 << KEY_BITS) - 1;

/// The multiplier in use: the smallest table among 400 random odd multipliers (24 bits);
/// the build re-checks that the layout is perfect.
pub const MUL: u32 = 0x0068_5e89;
/// Columns per row are `1 << ROW_SHIFT` (see the module's last paragraph).
pub const ROW_SHIFT: u32 = 13;

/// The lookup index of a hand without a flush, from its rank sum.
pub fn rank_x(rank_sum: u32) -> u32 {
    rank_sum.wrapping_mul(MUL) & KEY_MASK
}

/// The first flush's lookup index: every rank sum is below it.
const FLUSH_X: u32 = 1 << KEY_BITS;

/// The lookup index of a flush, from the 13 rank bits of its suit.
pub fn flush_x(suit_mask: u32) -> u32 {
    assert!(suit_mask < 1 << 13);
    FLUSH_X | suit_mask
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
        let flush_rows = (FLUSH_X >> row_shift) as usize..rows;
        let mut order: Vec<usize> = (0..flush_rows.start).collect();
        order.sort_by_key(|&r| std::cmp::Reverse(columns[r].len()));

        let mut used = Slots::default();
        // Rows without keys keep base 0: their columns still fall inside the table.
        let mut bases = vec![0usize; rows];
        for row in flush_rows {
            bases[row] = (row << row_shift) - FLUSH_X as usize;
            for &c in &columns[row] {
                used.set(bases[row] + c as usize);
            }
        }
        let mut first_free = used.first_free(0);
        for row in order {
            let cols = &columns[row];
            let Some(&min_col) = cols.iter().min() else {
                continue;
            };
            let base = used.first_fit(cols, first_free.saturating_sub(min_col as usize));
            for &c in cols {
                used.set(base + c as usize);
            }
            first_free = used.first_free(first_free);
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

/// Occupied slots as a bit set in plain `u64` words. Build scripts run unoptimized in a
/// user's debug build, so the placement tests 64 candidate bases at once instead of one
/// slot at a time (a bit-vector crate's indexing is a chain of calls there).
#[derive(Default)]
struct Slots(Vec<u64>);

impl Slots {
    fn set(&mut self, slot: usize) {
        let word = slot / 64;
        if self.0.len() <= word {
            self.0.resize(word + 1, 0);
        }
        self.0[word] |= 1 << (slot % 64);
    }

    /// Occupancy of the 64 slots from `start` (bit `j` is slot `start + j`); slots past
    /// the end are free. Plain slice indexing: unoptimized, `get().copied().unwrap_or()`
    /// is three calls, and this runs for every column of every candidate base.
    fn window(&self, start: usize) -> u64 {
        let words = self.0.as_slice();
        let (i, shift) = (start / 64, start % 64);
        let low = if i < words.len() { words[i] } else { 0 };
        if shift == 0 {
            return low;
        }
        let high = if i + 1 < words.len() { words[i + 1] } else { 0 };
        low >> shift | high << (64 - shift)
    }

    /// The lowest base at or after `from` at which every column of `cols` is free: the
    /// same answer as trying bases one by one.
    fn first_fit(&self, cols: &[u32], from: usize) -> usize {
        let mut start = from;
        loop {
            // Bit j: base `start + j` fits every column tested so far.
            let mut fits = !0u64;
            for &c in cols {
                fits &= !self.window(start + c as usize);
                if fits == 0 {
                    break;
                }
            }
            if fits != 0 {
                return start + fits.trailing_zeros() as usize;
            }
            start += 64;
        }
    }

    /// The first free slot at or after `from`.
    fn first_free(&self, from: usize) -> usize {
        let mut start = from;
        loop {
            let free = !self.window(start);
            if free != 0 {
                return start + free.trailing_zeros() as usize;
            }
            start += 64;
        }
    }
}
