//! Median seconds per call of the Rust library on the equity questions of
//! `python/bench.py`, one `name<TAB>seconds` line each, for the Python/Rust ratio.

use std::time::Instant;

use handrank::equity::{Equity, EquityError, MonteCarlo};
use handrank::parse_cards;

fn median_seconds(repeat: usize, mut run: impl FnMut() -> Result<(), EquityError>) -> f64 {
    let mut times = Vec::with_capacity(repeat);
    run().unwrap_or_else(|e| fail(&e)); // warm up
    for _ in 0..repeat {
        let started = Instant::now();
        run().unwrap_or_else(|e| fail(&e));
        times.push(started.elapsed().as_secs_f64());
    }
    times.sort_by(f64::total_cmp);
    times.get(repeat / 2).copied().unwrap_or(f64::NAN)
}

fn fail(error: &EquityError) -> ! {
    eprintln!("equity-timing: {error}");
    std::process::exit(1)
}

fn question(players: &[&str], board: &str) -> Equity {
    let board = parse_cards(board).unwrap_or_else(|e| {
        eprintln!("equity-timing: {e}");
        std::process::exit(1)
    });
    Equity::parse(players)
        .unwrap_or_else(|e| fail(&e))
        .board(&board)
}

fn main() {
    let exact = [
        ("exact AdAc v KhKs", question(&["AdAc", "KhKs"], "")),
        ("exact AA v KK", question(&["AA", "KK"], "")),
        ("exact AKs v QQ on Qs 7h 2c", question(&["AKs", "QQ"], "Qs 7h 2c")),
    ];
    for (name, equity) in &exact {
        let seconds = median_seconds(20, || equity.exact().map(drop));
        println!("{name}\t{seconds:.9}");
    }
    let monte_carlo = [
        (
            "monte carlo AdAc v KhKs, 10M trials",
            question(&["AdAc", "KhKs"], ""),
            10_000_000,
        ),
        (
            "monte carlo AKs v random v random, 2M trials",
            question(&["AKs", "random", "random"], ""),
            2_000_000,
        ),
    ];
    for (name, equity, trials) in &monte_carlo {
        let options = MonteCarlo::new().seed(1).trials(*trials);
        let seconds = median_seconds(10, || equity.monte_carlo(&options).map(drop));
        println!("{name}\t{seconds:.9}");
    }
}
