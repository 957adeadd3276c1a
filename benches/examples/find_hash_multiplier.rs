//! Re-runs the search that chose the perfect hash's multiplier, `tables::perfect_hash::MUL`.
//!
//! The build script takes the multiplier as an input and only re-checks that its layout is
//! perfect; this program is where the number comes from. It lays out the lookup indexes
//! of every 5-7 card rank pattern and flush with each of `COUNT` random odd 24-bit
//! multipliers (seeded, so the run is repeatable) and prints the smallest tables found,
//! beside the size that `MUL` gives.
//!
//! Run: `cargo run --release -p handrank-benches --example find_hash_multiplier [COUNT] [SEED]`
//! (400 candidates take about a minute).

#[path = "../../tables/mod.rs"]
#[allow(dead_code)]
mod tables;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tables::{codes, perfect_hash, rank_bases};

/// Table bytes (strengths plus row offsets) of the layout that `multiplier` gives.
fn layout_bytes(sums: &[u32], flushes: &[u32], multiplier: u32) -> usize {
    let key_mask = (1u32 << perfect_hash::KEY_BITS) - 1;
    let mut xs: Vec<u32> = sums
        .iter()
        .map(|&sum| sum.wrapping_mul(multiplier) & key_mask)
        .collect();
    xs.extend(flushes.iter().map(|&m| perfect_hash::flush_x(m)));
    let mut distinct = xs.clone();
    distinct.sort_unstable();
    distinct.dedup();
    if distinct.len() != xs.len() {
        return usize::MAX; // two rank patterns collide modulo 2^24
    }
    perfect_hash::PerfectHash::build(&xs, perfect_hash::ROW_SHIFT).bytes()
}

fn main() {
    let mut args = std::env::args().skip(1);
    let count: usize = args
        .next()
        .map_or(400, |a| a.parse().expect("COUNT is a number"));
    let seed: u64 = args
        .next()
        .map_or(1, |a| a.parse().expect("SEED is a number"));

    let sums: Vec<u32> = codes::rank_multisets(5..=7)
        .iter()
        .map(|ranks| rank_bases::rank_sum(&rank_bases::RANK_BASES, ranks))
        .collect();
    let flushes: Vec<u32> = (0u32..1 << 13)
        .filter(|m| (5..=7).contains(&m.count_ones()))
        .collect();

    let mut rng = SmallRng::seed_from_u64(seed);
    let mut found: Vec<(usize, u32)> = (0..count)
        .map(|_| {
            let multiplier = rng.random_range(0..1u32 << 23) << 1 | 1;
            (layout_bytes(&sums, &flushes, multiplier), multiplier)
        })
        .collect();
    found.sort_unstable();
    println!("smallest of {count} random odd multipliers (seed {seed}):");
    for (bytes, multiplier) in found.iter().take(5) {
        println!("  {multiplier:#08x}: {bytes} bytes");
    }
    let current = layout_bytes(&sums, &flushes, perfect_hash::MUL);
    println!("in use {:#08x}: {current} bytes", perfect_hash::MUL);
}
