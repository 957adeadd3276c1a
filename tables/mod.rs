//! Table generator: everything `build.rs` needs to precompute the evaluator's lookup
//! tables. It is plain, allocation-happy code that runs once per build; the runtime in
//! `src/` never links it. Tests include it through `#[path]` to re-check its invariants.
//!
//! ```text
//!  card  ──► CARD_KEY[c] = (RANK_BASE[rank] · HASH_MUL mod 2^24) << 40  +  1 << 4·suit
//!  hand key (u64) = Σ card keys + KEY_START (wrapping)   hand mask (u64) = ∪ 1 << (16·suit + rank)
//!  ┌─ bits 63..40: mixed rank sum (mod 2^24) ─┬─ 39..16: 0 ─┬─ 15..0: four 4-bit suit counters ─┐
//!  │  distinct for the 5-7 card rank patterns │             │  each starts at 3; bit 3 set ⇔ ≥5  │
//!  └──────────────────────────────────────────┴─────────────┴────────────────────────────────────┘
//!  no flush (key & 0x8888 = 0):  strength = STRENGTH[x + ROW_OFFSET[x >> 13]],  x = key >> 40
//!                                (mixed rank sum, 24 bits; perfect hash, 32-bit wrapping add)
//!  flush:                        strength = STRENGTH[mask >> 16·suit & 0x1fff]   (13 rank bits:
//!                                the flush row, x = 2^24 + those bits, lies first in the table)
//! ```

pub mod board_hash;
pub mod codes;
pub mod lowball;
pub mod omaha;
pub mod perfect_hash;
pub mod rank_bases;
pub mod short_deck;
pub mod write;

use codes::{NO_STRENGTH, StrengthCode, best_code};
use perfect_hash::PerfectHash;

/// Every table the runtime needs, with the constants that address them.
pub struct Tables {
    /// `RANK_BASE[r]`: the rank part that a card of rank `r` adds to a hand key.
    pub rank_bases: [u32; 13],
    /// Perfect hash of the lookup indexes of every 5-7 card rank multiset and flush.
    pub hash: PerfectHash,
    /// Strengths, addressed through `hash`.
    pub strength: Vec<u16>,
    /// `STRENGTH_CODE[strength]`: category and ranks of each of the 7,462 strengths (index 0 unused).
    pub strength_codes: Vec<StrengthCode>,
    /// `CATEGORY_FIRST[c - 1]`: the weakest strength of category `c` (1 = high card … 9).
    /// Strengths are sorted by category, so these nine numbers give every category.
    pub category_first: [u16; 9],
}

/// Builds every table and checks the invariants the runtime relies on.
///
/// # Panics
/// When an invariant breaks: the build must fail rather than ship a wrong table.
pub fn generate() -> Tables {
    let rank_bases = rank_bases::RANK_BASES;
    rank_bases::assert_unique_sums(&rank_bases);

    let strength_codes = codes::all_strength_codes();
    assert_eq!(strength_codes.len(), 7_462, "distinct 5-card strengths");
    // The value stored for a code: its strength, its index + 1.
    let strength_of = |code: StrengthCode| -> u16 {
        let index = strength_codes
            .binary_search(&code)
            .expect("every code is a 5-card strength");
        u16::try_from(index + 1).expect("7,462 fits in u16")
    };
    // Every rank multiset of 5-7 cards (no flush) and every suit holding 5-7 cards (a
    // flush: its ranks are distinct) gets a lookup index and the strength of its best five.
    let mut entries: Vec<(u32, u16)> = codes::rank_multisets(5..=7)
        .iter()
        .map(|ranks| {
            let x = perfect_hash::rank_x(rank_bases::rank_sum(&rank_bases, ranks));
            (x, strength_of(best_code(ranks, false)))
        })
        .collect();
    for mask in 0u32..1 << 13 {
        if (5..=7).contains(&mask.count_ones()) {
            let ranks: Vec<u8> = (0..13).filter(|r| mask >> r & 1 == 1).collect();
            entries.push((
                perfect_hash::flush_x(mask),
                strength_of(best_code(&ranks, true)),
            ));
        }
    }
    let xs: Vec<u32> = entries.iter().map(|&(x, _)| x).collect();
    let hash = PerfectHash::build(&xs, perfect_hash::ROW_SHIFT);
    let mut strength = vec![0u16; hash.table_len()];
    for &(x, value) in &entries {
        let slot = hash.slot(x);
        assert_eq!(strength[slot], 0, "perfect hash collision at slot {slot}");
        strength[slot] = value;
    }
    for &(x, value) in &entries {
        assert_eq!(strength[hash.slot(x)], value, "hash read-back");
    }
    let category_first: [u16; 9] = std::array::from_fn(|c| {
        let first = strength_codes.partition_point(|&code| code >> 20 <= c as u32);
        u16::try_from(first + 1).expect("7,462 fits in u16")
    });
    assert_eq!(category_first[0], 1, "the weakest strength is a high card");
    assert!(
        category_first.windows(2).all(|w| w[0] < w[1]),
        "every category has strengths"
    );
    let mut codes = vec![NO_STRENGTH];
    codes.extend(strength_codes);
    Tables {
        rank_bases,
        hash,
        strength,
        strength_codes: codes,
        category_first,
    }
}
