//! `handrank preflop-table`: the exact heads-up equity of every starting-hand class against
//! every other and against a random hand.

use std::io::Write;
use std::path::PathBuf;

use handrank::equity::{Matchup, PreflopTable, StartingHand};

use super::output_file::OutputFile;
use super::{CliError, Format, Status, grouped, progress_bar, stdio, stdout, write_json};

mod grid;
#[cfg(test)]
mod tests;

/// The exact heads-up preflop table: all 169 × 169 starting-hand classes and each class
/// against a random hand.
///
/// Every class is all its combos; every pair of combos that share no card is one deal,
/// played on all 1,712,304 boards of the 48 cards left, all weighted equally. Rows go hero
/// by hero in grid order (AA, AKs, …, 22), each hero's 169 villains then `random`; --hand
/// and --against keep a hero's or a villain's rows. --format grid shows the 13×13 grid
/// (rows and columns A to 2: pairs on the diagonal, suited above it, offsuit below) of each
/// class's equity against a random hand, against the --against class, or of the --hand
/// class against each.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank preflop-table --format csv -o preflop.csv\n  \
    handrank preflop-table --format json\n  \
    handrank preflop-table --format grid\n  \
    handrank preflop-table --format grid --against AA\n  \
    handrank preflop-table --hand AKs")]
pub struct Args {
    /// Output format: an aligned table, one JSON object per row, CSV with a header, or the
    /// 13×13 grid of equities to one decimal.
    #[arg(long, value_enum, default_value_t)]
    format: TableFormat,
    /// Only this class's rows: its equity against each class and a random hand (as a grid:
    /// its equity against each cell's class).
    #[arg(long, value_name = "CLASS", value_parser = class)]
    hand: Option<StartingHand>,
    /// Only the rows against this class or `random` (as a grid: each class's equity against
    /// it; the grid's default is against a random hand).
    #[arg(long, value_name = "CLASS", value_parser = villain)]
    against: Option<Villain>,
    /// Output file, written whole or not at all (default: stdout).
    #[arg(short, long, value_name = "OUT")]
    output: Option<PathBuf>,
}

/// The table's output formats: the rows' three, and the grid.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
enum TableFormat {
    /// Words for people.
    #[default]
    Text,
    /// One JSON object per line.
    Json,
    /// Comma-separated values with a header row.
    Csv,
    /// The 13×13 grid of equities.
    Grid,
}

/// The other side of a row: a class or a random hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Villain {
    Class(StartingHand),
    Random,
}

/// A starting-hand class as `--hand` takes it (`AA`, `AKs`, `T9o`).
fn class(text: &str) -> Result<StartingHand, String> {
    text.trim()
        .parse()
        .map_err(|e: handrank::equity::StartingHandError| e.to_string())
}

/// A class or `random`, as `--against` takes it.
fn villain(text: &str) -> Result<Villain, String> {
    if text.trim().eq_ignore_ascii_case("random") {
        Ok(Villain::Random)
    } else {
        class(text).map(Villain::Class)
    }
}

pub fn run(args: Args) -> Result<Status, CliError> {
    if args.format == TableFormat::Grid && args.hand.is_some() && args.against.is_some() {
        return Err(CliError::Input(
            "--format grid shows one class against each (--hand) or each class against one \
             (--against): give one of them, not both"
                .to_owned(),
        ));
    }
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
            write_table(&mut file, &table, &args)?;
            file.commit()?;
        }
        None => {
            let mut out = stdout();
            write_table(&mut out, &table, &args)?;
            out.flush()?;
        }
    }
    Ok(Status::Success)
}

/// The rows the arguments keep, or the grid they ask for.
fn write_table(out: &mut impl Write, table: &PreflopTable, args: &Args) -> std::io::Result<()> {
    let format = match args.format {
        TableFormat::Text => Format::Text,
        TableFormat::Json => Format::Json,
        TableFormat::Csv => Format::Csv,
        TableFormat::Grid => return write_grid(out, table, args.hand, args.against),
    };
    write_rows(out, rows(table, args.hand, args.against), format)
}

/// The grid of `hand` against each class, of each class against `against`, or (neither)
/// of each class against a random hand.
fn write_grid(
    out: &mut impl Write,
    table: &PreflopTable,
    hand: Option<StartingHand>,
    against: Option<Villain>,
) -> std::io::Result<()> {
    let pct = |m: Matchup| 100.0 * m.equity();
    match (hand, against) {
        (Some(hero), _) => {
            let title = format!("equity % of {hero} against each class");
            grid::write(out, &title, |villain| pct(table.matchup(hero, villain)))?;
            let random = pct(table.versus_random(hero));
            writeln!(out, "{hero} against a random hand: {random:.1}")
        }
        (None, Some(Villain::Class(villain))) => {
            let title = format!("equity % of each class against {villain}");
            grid::write(out, &title, |hero| pct(table.matchup(hero, villain)))
        }
        (None, _) => grid::write(
            out,
            "equity % of each class against a random hand",
            |hero| pct(table.versus_random(hero)),
        ),
    }
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

/// Every row in order (hero by hero, its villains in grid order, then `random`), or only
/// those of one hero or one villain.
fn rows(
    table: &PreflopTable,
    hand: Option<StartingHand>,
    against: Option<Villain>,
) -> impl Iterator<Item = Row> + '_ {
    let heroes = StartingHand::all().filter(move |&hero| hand.is_none_or(|h| h == hero));
    heroes.flat_map(move |hero| {
        let villains = StartingHand::all()
            .map(Villain::Class)
            .chain([Villain::Random]);
        villains
            .filter(move |&villain| against.is_none_or(|a| a == villain))
            .map(move |villain| match villain {
                Villain::Class(v) => Row::new(hero, v.to_string(), table.matchup(hero, v)),
                Villain::Random => Row::new(hero, "random".to_owned(), table.versus_random(hero)),
            })
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
