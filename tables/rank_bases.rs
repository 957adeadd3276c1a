//! Rank bases: one number per rank such that the sum over any multiset of at most seven
//! ranks (each at most four times) is unique. Unique sums let a hand's rank pattern be
//! kept as a running sum: adding a card is one addition.
//!
//! The values are the greedy minimum: for each rank in turn, the smallest base above the
//! previous one that keeps all sums distinct. That search takes minutes, so its result is
//! written here and re-checked on every build by [`assert_unique_sums`]; the search itself
//! is `tests/tables.rs::greedy_rank_bases_are_minimal` (ignored by default, run with
//! `cargo test --release -- --ignored`). The largest 7-card sum, 18,393,157, fits in 25 bits.

/// `RANK_BASES[r]` for r = 0 (deuce) … 12 (ace).
pub const RANK_BASES: [u32; 13] = [
    1, 5, 24, 112, 521, 2_247, 9_244, 30_823, 103_066, 250_154, 667_453, 1_526_359, 3_453_520,
];

/// The rank part of a hand key: the sum of its ranks' bases.
pub fn rank_sum(bases: &[u32; 13], ranks: &[u8]) -> u32 {
    ranks.iter().map(|&r| bases[usize::from(r)]).sum()
}

/// Panics unless every multiset of 0..=7 ranks (each at most 4 times) has its own sum.
pub fn assert_unique_sums(bases: &[u32; 13]) {
    let multisets = super::codes::rank_multisets(0..=7);
    let mut sums: Vec<u32> = multisets.iter().map(|m| rank_sum(bases, m)).collect();
    sums.sort_unstable();
    let before = sums.len();
    sums.dedup();
    assert_eq!(
        sums.len(),
        before,
        "rank bases give two multisets the same sum"
    );
    assert!(
        sums.last().is_some_and(|&max| max < 1 << 25),
        "rank sums exceed 25 bits"
    );
}

/// The greedy search that produced [`RANK_BASES`]: slow (minutes), kept to show where the
/// numbers come from.
pub fn greedy_rank_bases() -> [u32; 13] {
    let mut sets: Vec<(u32, u32)> = vec![(0, 0)]; // (sum, cards) over the ranks chosen so far
    let mut bases = [0u32; 13];
    let mut seen = vec![0u32; 1 << 25];
    let mut stamp = 0u32;
    let mut base = 1u32;
    for slot in &mut bases {
        'candidate: loop {
            stamp += 1;
            for &(sum, cards) in &sets {
                for count in 0..=4u32.min(7 - cards) {
                    let value = (sum + count * base) as usize;
                    if seen[value] == stamp {
                        base += 1;
                        continue 'candidate;
                    }
                    seen[value] = stamp;
                }
            }
            break;
        }
        *slot = base;
        sets = sets
            .iter()
            .flat_map(|&(sum, cards)| {
                (0..=4u32.min(7 - cards)).map(move |c| (sum + c * base, cards + c))
            })
            .collect();
        base += 1;
    }
    bases
}
