//! `handrank preflop-table`: the exact heads-up equity of every starting-hand class against
//! every other and against a random hand.

use std::io::Write;
use std::path::PathBuf;

use handrank::equity::{Matchup, PreflopTable, StartingHand};

use super::output_file::OutputFile;
use super::{CliError, Format, Status, grouped, progress_bar, stdio, stdout, write_json};

#[cfg(test)]
mod tests;

/// The exact heads-up preflop table: all 169 × 169 starting-hand classes and each class
/// against a random hand.
///
/// Every class is all its combos; every pair of combos that share no card is one deal,
/// played on all 1,712,304 boards of the 48 cards left, all weighted equally. Rows go hero
/// by hero in grid order (AA, AKs, …, 22), each hero's 169 villains then `random`.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank preflop-table --format csv -o preflop.csv\n  \
    handrank preflop-table --format json")]
pub struct Args {
    /// Output format: an aligned table, one JSON object per row, or CSV with a header.
    #[arg(long, value_enum, default_value_t)]
    format: Format,
    /// Output file, written whole or not at all (default: stdout).
    #[arg(short, long, value_name = "OUT")]
    output: Option<PathBuf>,
}

pub fn run(args: Args) -> Result<Status, CliError> {
    // A bad output is refused before the work, not after it.
    let file = match &args.output {
        Some(path) => Some(OutputFile::create(path)?),
        None => {
            stdio::require_stdout()?;
            None
        }
    };
    let table = compute();
    match file {
        Some(mut file) => {
            write_rows(&mut file, rows(&table), args.format)?;
            file.commit()?;
        }
        None => {
            let mut out = stdout();
            write_rows(&mut out, rows(&table), args.format)?;
            out.flush()?;
        }
    }
    Ok(Status::Success)
}

/// The table, with a progress bar on a terminal's stderr.
fn compute() -> PreflopTable {
    let bar = progress_bar(0, "boards");
    let table = PreflopTable::compute_with_progress(&|done, total| {
        if let Some(bar) = &bar {
            bar.set_length(total);
            bar.set_position(done);
        }
    });
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    table
}

/// One row: a hero class against a villain class or a random hand.
#[derive(serde::Serialize)]
struct Row {
    hero: String,
    villain: String,
    equity_pct: f64,
    win_pct: f64,
    tie_pct: f64,
    deals: u64,
    boards: u64,
    wins: u64,
    ties: u64,
    losses: u64,
}

impl Row {
    fn new(hero: StartingHand, villain: String, m: Matchup) -> Row {
        Row {
            hero: hero.to_string(),
            villain,
            equity_pct: 100.0 * m.equity(),
            win_pct: 100.0 * m.win(),
            tie_pct: 100.0 * m.tie(),
            deals: m.deals,
            boards: m.boards,
            wins: m.wins,
            ties: m.ties,
            losses: m.losses,
        }
    }
}

/// Every row in order: hero by hero, its villains in grid order, then `random`.
fn rows(table: &PreflopTable) -> impl Iterator<Item = Row> + '_ {
    StartingHand::all().flat_map(move |hero| {
        StartingHand::all()
            .map(move |villain| Row::new(hero, villain.to_string(), table.matchup(hero, villain)))
            .chain(std::iter::once(Row::new(
                hero,
                "random".to_owned(),
                table.versus_random(hero),
            )))
    })
}

fn write_rows(
    out: &mut impl Write,
    rows: impl Iterator<Item = Row>,
    format: Format,
) -> std::io::Result<()> {
    match format {
        Format::Text => writeln!(
            out,
            "{:<4}  {:<7}  {:>8}  {:>8}  {:>8}  {:>6}  {:>15}",
            "hero", "villain", "equity %", "win %", "tie %", "deals", "boards"
        )?,
        Format::Csv => writeln!(
            out,
            "hero,villain,equity_pct,win_pct,tie_pct,deals,boards,wins,ties,losses"
        )?,
        Format::Json => {}
    }
    for row in rows {
        match format {
            Format::Text => writeln!(
                out,
                "{:<4}  {:<7}  {:>8.3}  {:>8.3}  {:>8.3}  {:>6}  {:>15}",
                row.hero,
                row.villain,
                row.equity_pct,
                row.win_pct,
                row.tie_pct,
                grouped(row.deals),
                grouped(row.boards)
            )?,
            Format::Csv => writeln!(
                out,
                "{},{},{},{},{},{},{},{},{},{}",
                row.hero,
                row.villain,
                row.equity_pct,
                row.win_pct,
                row.tie_pct,
                row.deals,
                row.boards,
                row.wins,
                row.ties,
                row.losses
            )?,
            Format::Json => write_json(out, &row)?,
        }
    }
    Ok(())
}
