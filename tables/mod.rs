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
//!  flush?  key & 0x8888 ≠ 0 ──► FLUSH[mask >> 16·suit & 0x1fff]                 (8,192 × u16)
//!  else    x = key >> 40;  RANK[(x & 0x7ff) + 2 · ROW_BASE[x >> 11]]           (perfect hash)
//! ```

pub mod classes;
pub mod perfect_hash;
pub mod rank_bases;
pub mod write;

use classes::{ClassCode, NO_CLASS, best_code};
use perfect_hash::PerfectHash;

/// Every table the runtime needs, with the constants that address them.
pub struct Tables {
    /// `RANK_BASE[r]`: the rank part that a card of rank `r` adds to a hand key.
    pub rank_bases: [u32; 13],
    /// Strength of the best flush in a 13-bit suit mask (0 when fewer than five bits).
    pub flush: Vec<u16>,
    /// Perfect hash of the rank sums of every 5-, 6- and 7-card rank multiset.
    pub hash: PerfectHash,
    /// Non-flush strength, addressed through `hash`.
    pub rank: Vec<u16>,
    /// `CLASS_CODE[strength]`: category and ranks of each of the 7,462 classes (index 0 unused).
    pub class_codes: Vec<ClassCode>,
}

/// Builds every table and checks the invariants the runtime relies on.
///
/// # Panics
/// When an invariant breaks: the build must fail rather than ship a wrong table.
pub fn generate() -> Tables {
    let rank_bases = rank_bases::RANK_BASES;
    rank_bases::assert_unique_sums(&rank_bases);

    let class_codes = classes::all_five_card_classes();
    assert_eq!(class_codes.len(), 7_462, "distinct 5-card classes");
    let strength_of = |code: ClassCode| -> u16 {
        let index = class_codes
            .binary_search(&code)
            .expect("every code is a 5-card class");
        u16::try_from(index + 1).expect("7,462 fits in u16")
    };

    let mut flush = vec![0u16; 1 << 13];
    for (mask, slot) in flush.iter_mut().enumerate() {
        if mask.count_ones() >= 5 {
            let ranks: Vec<u8> = (0..13).filter(|r| mask >> r & 1 == 1).collect();
            *slot = strength_of(best_code(&ranks, true));
        }
    }

    let multisets = classes::rank_multisets(5..=7);
    let keys: Vec<u32> = multisets
        .iter()
        .map(|m| rank_bases::rank_sum(&rank_bases, m))
        .collect();
    let hash = PerfectHash::build(&keys);
    let mut rank = vec![0u16; hash.table_len()];
    for (multiset, &key) in multisets.iter().zip(&keys) {
        let slot = hash.slot(key);
        assert_eq!(rank[slot], 0, "perfect hash collision at slot {slot}");
        rank[slot] = strength_of(best_code(multiset, false));
    }
    for (&key, multiset) in keys.iter().zip(&multisets) {
        let expect = strength_of(best_code(multiset, false));
        assert_eq!(rank[hash.slot(key)], expect, "hash read-back");
    }

    let mut codes = vec![NO_CLASS];
    codes.extend(class_codes);
    Tables {
        rank_bases,
        flush,
        hash,
        rank,
        class_codes: codes,
    }
}
