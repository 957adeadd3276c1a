//! What is left of the Omaha front end: `equity --game omaha`, until the equity engine
//! takes a [`handrank::Game`] too. Every other subcommand reads `--game` as a
//! `handrank::Game` and scores every game through the library.

use std::io::Write;

use clap::ValueEnum;
use handrank::parse_cards;

use super::{CliError, Status, stdout, write_json};

/// Which poker game the cards are for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Game {
    /// Texas hold'em: the best five of 5-7 cards.
    #[default]
    Holdem,
    /// Omaha (PLO4/5/6): exactly two of 4-6 hole cards and three of 3-5 board cards.
    Omaha,
    /// Omaha hi-lo, eight or better: the high hand and the low.
    OmahaHilo,
}

impl Game {
    pub fn hi_lo(self) -> bool {
        self == Game::OmahaHilo
    }
}

fn input(error: impl ToString) -> CliError {
    CliError::Input(error.to_string())
}

/// `handrank equity --game omaha`: exact when asked or quick, else Monte Carlo.
pub fn equity(args: &super::equity::Args, game: Game) -> Result<Status, CliError> {
    use handrank::omaha::equity::{OmahaEquity, OmahaEquityError, OmahaResult};
    if args.std_err.is_some() || args.time.is_some() {
        return Err(input(
            "--std-err and --time are hold'em only; give Omaha --trials",
        ));
    }
    let board = parse_cards(args.board.as_deref().unwrap_or(""))
        .map_err(|e| input(format!("--board: {e}")))?;
    let dead = parse_cards(args.dead.as_deref().unwrap_or(""))
        .map_err(|e| input(format!("--dead: {e}")))?;
    let question = OmahaEquity::parse(
        &args.players,
        handrank::omaha::hole_cards_implied(&args.players),
    )
    .map_err(input)?
    .board(&board)
    .dead(&dead)
    .hi_lo(game.hi_lo());
    let seed = args.seed.unwrap_or(1);
    let trials = args.trials.unwrap_or(10_000_000);
    let monte_carlo = |q: &OmahaEquity| q.monte_carlo(trials, seed).map_err(input);
    // Exact by default when it takes about a second or less (2.2 M showdowns: ~15 ms).
    let quick = question.exact_cost().map_err(input)? <= 2e8;
    let result: OmahaResult =
        if args.monte_carlo || args.trials.is_some() || (!args.exact && !quick) {
            monte_carlo(&question)?
        } else {
            match question.exact() {
                Ok(result) => result,
                Err(OmahaEquityError::TooLarge(_)) if !args.exact => monte_carlo(&question)?,
                Err(error) => return Err(input(error)),
            }
        };
    let mut out = stdout();
    if matches!(args.format, super::Format::Json) {
        write_json(&mut out, &result)?;
    } else {
        let how = match result.seed {
            Some(seed) => format!(
                "Monte Carlo, {} boards, seed {seed}",
                super::grouped(result.boards)
            ),
            None => format!("exact, {} boards", super::grouped(result.boards)),
        };
        let game_name = if result.hi_lo { "Omaha hi-lo" } else { "Omaha" };
        writeln!(out, "{game_name} ({} hole cards), {how}", result.hole_cards)?;
        let width = result
            .players
            .iter()
            .map(|p| p.range.len())
            .max()
            .unwrap_or(5)
            .max(5);
        let mut header = format!(
            "{:<width$}  {:>8}  {:>8}  {:>8}",
            "hand", "equity", "win", "tie"
        );
        if result.hi_lo {
            header += &format!("  {:>8}  {:>8}  {:>8}", "high", "low", "scoop");
        }
        if result.seed.is_some() {
            header += &format!("  {:>7}", "± %");
        }
        writeln!(out, "{header}")?;
        let pct = |x: f64| format!("{:.3}%", 100.0 * x);
        for p in &result.players {
            let mut line = format!(
                "{:<width$}  {:>8}  {:>8}  {:>8}",
                p.range,
                pct(p.equity),
                pct(p.win),
                pct(p.tie)
            );
            if result.hi_lo {
                let (low, scoop) = (p.low.unwrap_or(0.0), p.scoop.unwrap_or(0.0));
                line += &format!("  {:>8}  {:>8}  {:>8}", pct(p.high), pct(low), pct(scoop));
            }
            if let Some(se) = p.std_err {
                line += &format!("  {:>7.3}", 100.0 * se);
            }
            writeln!(out, "{line}")?;
        }
    }
    out.flush()?;
    Ok(Status::Success)
}
