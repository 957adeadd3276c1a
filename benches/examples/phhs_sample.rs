//! Writes generated real-site-like no-limit hold'em hands as `.phhs` text to stdout, for
//! `benches/history.sh` (which times handrank against pokerkit on them).
//! Usage: cargo run --release -p handrank-benches --example phhs_sample -- HANDS [SEED] > hands.phhs

#[path = "../phh/generate.rs"]
mod generate;

fn main() {
    let mut args = std::env::args().skip(1);
    let hands = args.next().and_then(|a| a.parse().ok()).unwrap_or(10_000);
    let seed = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    print!("{}", generate::phhs(hands, seed));
}
