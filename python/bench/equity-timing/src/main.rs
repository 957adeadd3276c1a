//! Best (least disturbed) seconds per call of the Rust library on one of the equity
//! questions of `python/bench.py`, which runs this program between its own Python calls
//! so that both see the same spells of machine load.
//!
//! `equity-timing <question number> <repeats>` prints the seconds.

use std::time::Instant;

use handrank::equity::{Equity, MonteCarlo};
use handrank::parse_cards;

/// The questions, in `bench.py`'s order: players, board, Monte Carlo trials (None: exact).
const QUESTIONS: [(&[&str], &str, Option<u64>); 6] = [
    (&["AdAc", "KhKs"], "Qd 7c 2h 9s 3s", None),
    (&["AdAc", "KhKs"], "", None),
    (&["AA", "KK"], "", None),
    (&["AKs", "QQ"], "Qs 7h 2c", None),
    (&["AdAc", "KhKs"], "", Some(10_000_000)),
    (&["AKs", "random", "random"], "", Some(2_000_000)),
];

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [number, repeats] = args.as_slice() else {
        return Err("usage: equity-timing <question number> <repeats>".into());
    };
    let (players, board, trials) = *QUESTIONS
        .get(number.parse::<usize>()?)
        .ok_or("no such question")?;
    // The whole question from its text, as the Python call asks it.
    let run = || -> Result<(), Box<dyn std::error::Error>> {
        let equity = Equity::parse(players)?.board(&parse_cards(board)?);
        match trials {
            None => equity.exact().map(drop)?,
            Some(trials) => equity
                .monte_carlo(&MonteCarlo::new().seed(1).trials(trials))
                .map(drop)?,
        }
        Ok(())
    };
    run()?; // warm up
    let mut best = f64::INFINITY;
    for _ in 0..repeats.parse::<usize>()? {
        let started = Instant::now();
        run()?;
        best = best.min(started.elapsed().as_secs_f64());
    }
    println!("{best:.9}");
    Ok(())
}
