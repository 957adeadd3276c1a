//! Writes PokerStars text hand histories from simulated no-limit hold'em play to stdout,
//! for timing `handrank history` on site text.
//! Usage: cargo run --release -p handrank-benches --example pokerstars_sample -- HANDS [SEED] > hands.txt

#[path = "../sites/generate.rs"]
mod generate;

fn main() {
    let mut args = std::env::args().skip(1);
    let hands = args.next().and_then(|a| a.parse().ok()).unwrap_or(10_000);
    let seed = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    print!("{}", generate::pokerstars(hands, seed));
}
