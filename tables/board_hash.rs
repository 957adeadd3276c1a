//! A small perfect hash from a 5-card Omaha board's lookup index to its row, so that a
//! board finds its row in two loads from 18 KB (which stay in L1) instead of two from
//! hold'em's 8 KB row offsets and a 348 KB table parallel to its strengths.
//!
//! The index `x` is hold'em's mixed rank sum (24 bits; distinct for the 6,175 board rank
//! multisets). Its top ten bits pick a bucket; a second multiplier spreads `x` over 8,192
//! slots, and each bucket's displacement (XORed in) moves its boards onto free slots:
//!
//! ```text
//! slot = (x·BOARD_MUL mod 2^32) >> 19  ^  BOARD_DISPLACE[x >> 14]     (both < 8,192)
//! row  = BOARD_SLOT_ROW[slot]                                          (0 at free slots)
//! ```
//!
//! Buckets are placed fullest first, each at the smallest displacement that fits (the
//! hash-and-displace scheme of CHD and PTHash); the build tries multipliers from a fixed
//! sequence until one places every bucket, so the tables are the same on every build.

/// Buckets are the index's top bits: `x >> BUCKET_SHIFT` of a 24-bit `x`.
pub const BUCKET_SHIFT: u32 = 14;
/// `2^24 >> BUCKET_SHIFT` buckets.
pub const BUCKETS: usize = 1 << (24 - BUCKET_SHIFT);
/// Slots are 13-bit: the top bits of the 32-bit product, then a 13-bit displacement.
pub const SLOT_BITS: u32 = 13;
/// `2^SLOT_BITS` slots, three in four of them used.
pub const SLOTS: usize = 1 << SLOT_BITS;

/// The board hash for one key set.
pub struct BoardHash {
    /// The multiplier that spreads an index over the slots.
    pub mul: u32,
    /// Per bucket: the displacement XORed into its boards' slots (below `SLOTS`).
    pub displace: Vec<u16>,
    /// Per slot: the row of the board placed there, 0 where none is.
    pub row: Vec<u16>,
}

impl BoardHash {
    /// Places `(index, row)` pairs of distinct 24-bit indexes.
    ///
    /// # Panics
    /// When no multiplier of the sequence places them all (the build must fail).
    pub fn build(keys: &[(u32, u16)]) -> BoardHash {
        assert!(keys.iter().all(|&(x, _)| x < 1 << 24), "indexes are 24-bit");
        let mut state = 0x9e37_79b9u32;
        for _ in 0..1_000 {
            state = state.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            if let Some(hash) = BoardHash::place(keys, state | 1) {
                return hash;
            }
        }
        panic!("no multiplier places every board");
    }

    /// Every bucket placed with multiplier `mul`, or `None` when two indexes of a bucket
    /// share their spread slot (no displacement can part them).
    fn place(keys: &[(u32, u16)], mul: u32) -> Option<BoardHash> {
        let mut buckets = vec![Vec::new(); BUCKETS];
        for &(x, row) in keys {
            buckets[(x >> BUCKET_SHIFT) as usize].push((spread(x, mul), row));
        }
        let mut order: Vec<usize> = (0..BUCKETS).collect();
        order.sort_by_key(|&b| std::cmp::Reverse(buckets[b].len()));
        let mut hash = BoardHash {
            mul,
            displace: vec![0; BUCKETS],
            row: vec![0; SLOTS],
        };
        let mut taken = vec![false; SLOTS];
        for b in order {
            let bucket = &buckets[b];
            let fits = |d: u32| {
                bucket.iter().enumerate().all(|(i, &(h, _))| {
                    let slot = (h ^ d) as usize;
                    !taken[slot] && bucket[..i].iter().all(|&(g, _)| g != h)
                })
            };
            let d = (0..SLOTS as u32).find(|&d| fits(d))?;
            for &(h, row) in bucket {
                let slot = (h ^ d) as usize;
                taken[slot] = true;
                hash.row[slot] = row;
            }
            hash.displace[b] = u16::try_from(d).expect("displacements are 13-bit");
        }
        Some(hash)
    }

    /// The slot of index `x`, as the runtime computes it.
    pub fn slot(&self, x: u32) -> usize {
        (spread(x, self.mul) ^ u32::from(self.displace[(x >> BUCKET_SHIFT) as usize])) as usize
    }
}

/// The top `SLOT_BITS` bits of `x · mul` (mod 2^32).
fn spread(x: u32, mul: u32) -> u32 {
    x.wrapping_mul(mul) >> (32 - SLOT_BITS)
}
