//! `handrank preflop-table`: the exact heads-up equity of every starting-hand class against
//! every other and against a random hand (hold'em), or of every PLO4 hole class against a
//! random hole (Omaha); whole, by shards, or merged from shards.

use std::io::Write;
use std::path::PathBuf;

use handrank::Game;
use handrank::equity::{
    Matchup, OmahaPreflopTable, PreflopPart, PreflopTable, PreflopTableKind, Shard, StartingHand,
};

use super::output_file::Output;
use super::parts::{merge_error, read_parts};
use super::{CliError, Format, Status, grouped, progress_bar, write_json};

mod grid;
mod omaha;
#[cfg(test)]
mod tests;

/// The exact heads-up preflop table: all 169 × 169 starting-hand classes and each class
/// against a random hand; with --game omaha, each of the 16,432 PLO4 hole classes against
/// a random hole.
///
/// Every class is all its combos; every pair of combos that share no card is one deal,
/// played on every board of the cards left (hold'em: 1,712,304 of 48; PLO4: 1,086,008 of
/// 44), all weighted equally. Hold'em's rows go hero by hero in grid order (AA, AKs, …,
/// 22), each hero's 169 villains then `random`; --hand and --against keep a hero's or a
/// villain's rows. --format grid shows the 13×13 grid (rows and columns A to 2: pairs on
/// the diagonal, suited above it, offsuit below) of each class's equity against a random
/// hand, against the --against class, or of the --hand class against each. Omaha's rows
/// are its classes best first, each by one hole (AsAhKsKh), its combos and its exact wins,
/// ties and losses.
///
/// Hold'em takes about a second; Omaha about 11 minutes of CPU (some 5 ms a board class on
/// one core, 134,459 board classes): about 6 minutes on two free cores, up to an hour on a
/// busy machine; the progress bar shows the estimate as it goes. --shard K/N computes the K-th of N disjoint parts
/// of the boards and writes its counts as a part file; --merge adds the parts of all N
/// shards into the table, so the work can be spread over machines or resumed.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank preflop-table --format csv -o preflop.csv\n  \
    handrank preflop-table --format json\n  \
    handrank preflop-table --format grid\n  \
    handrank preflop-table --format grid --against AA\n  \
    handrank preflop-table --hand AKs\n  \
    handrank preflop-table --game omaha --format csv -o plo4.csv\n  \
    handrank preflop-table --game omaha --shard 3/16 -o part3.txt\n  \
    handrank preflop-table --merge part*.txt --format csv -o plo4.csv")]
pub struct Args {
    /// The table: holdem (169 × 169 classes) or omaha (PLO4: each hole class against a
    /// random hole). With --merge, the parts' game.
    #[arg(long, value_parser = super::game)]
    game: Option<Game>,
    /// Compute only shard K of N (1 ≤ K ≤ N) and write its counts as a part for --merge.
    #[arg(long, value_name = "K/N", value_parser = super::shard, conflicts_with = "merge")]
    shard: Option<Shard>,
    /// Add the part files of all N shards of one run into the table instead of computing
    /// it (a missing, repeated or foreign part is an error that names it).
    #[arg(long, value_name = "PART", num_args = 1..)]
    merge: Vec<PathBuf>,
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
    let game = args.game.map(preflop_game).transpose()?;
    check_usage(&args, game)?;
    // A bad output is refused before the work, not after it.
    let output = Output::open(args.output.as_deref())?;
    let part = if args.merge.is_empty() {
        compute(game.unwrap_or_default(), args.shard.unwrap_or(Shard::WHOLE))?
    } else {
        merge(&args.merge, game)?
    };
    let table = |error: handrank::equity::PartError| CliError::Input(error.to_string());
    match (args.shard, part.kind()) {
        (Some(_), _) => output.write(|mut out| Ok(part.write(&mut out)?)),
        (None, PreflopTableKind::ClassAgainstClass) => {
            let table = PreflopTable::from_part(&part).map_err(table)?;
            output.write(|mut out| Ok(write_table(&mut out, &table, &args)?))
        }
        (None, PreflopTableKind::ClassAgainstRandom) => {
            let table = OmahaPreflopTable::from_part(&part).map_err(table)?;
            let format = args.format.rows().unwrap_or(Format::Text);
            output.write(|mut out| Ok(omaha::write_rows(&mut out, &table.ranked(), format)?))
        }
    }?;
    Ok(Status::Success)
}

/// A `--game` with a preflop table: hold'em or PLO4.
fn preflop_game(game: Game) -> Result<Game, CliError> {
    match game.preflop_table() {
        Some(_) => Ok(game),
        None => Err(CliError::Input(format!(
            "--game {}: the preflop table is for holdem and omaha (PLO4)",
            game.name()
        ))),
    }
}

/// Refuses flags that do not go together, before any work.
fn check_usage(args: &Args, game: Option<Game>) -> Result<(), CliError> {
    let refuse = |message: &str| Err(CliError::Input(message.to_owned()));
    let selects = args.hand.is_some() || args.against.is_some();
    if args.shard.is_some() && (selects || args.format != TableFormat::Text) {
        return refuse(
            "--shard writes a part file for --merge: --format, --hand and --against apply to \
             the merged table",
        );
    }
    let kind = game.and_then(Game::preflop_table);
    if kind == Some(PreflopTableKind::ClassAgainstRandom)
        && (selects || args.format == TableFormat::Grid)
    {
        return refuse(
            "--hand, --against and --format grid are for the hold'em table; the Omaha table \
             is each class against a random hole",
        );
    }
    if args.format == TableFormat::Grid && args.hand.is_some() && args.against.is_some() {
        return refuse(
            "--format grid shows one class against each (--hand) or each class against one \
             (--against): give one of them, not both",
        );
    }
    Ok(())
}

/// Reads and adds up the parts; the error names the part at fault.
fn merge(paths: &[PathBuf], game: Option<Game>) -> Result<PreflopPart, CliError> {
    let parts = read_parts(paths, PreflopPart::read)?;
    if let Some(game) = game
        && let Some((name, part)) = parts.iter().find(|(_, part)| part.game() != game)
    {
        return Err(CliError::Input(format!(
            "{name}: a part of the {} table, not --game {game}",
            part.game()
        )));
    }
    PreflopPart::merge(parts).map_err(merge_error)
}

impl TableFormat {
    /// The rows' format, or `None` for the grid.
    fn rows(self) -> Option<Format> {
        match self {
            TableFormat::Text => Some(Format::Text),
            TableFormat::Json => Some(Format::Json),
            TableFormat::Csv => Some(Format::Csv),
            TableFormat::Grid => None,
        }
    }
}

/// The rows the arguments keep, or the grid they ask for.
fn write_table(out: &mut impl Write, table: &PreflopTable, args: &Args) -> std::io::Result<()> {
    match args.format.rows() {
        Some(format) => write_rows(out, rows(table, args.hand, args.against), format),
        None => write_grid(out, table, args.hand, args.against),
    }
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

/// One shard's counts (the whole table's for 1/1), with a progress bar on a terminal's
/// stderr.
fn compute(game: Game, shard: Shard) -> Result<PreflopPart, CliError> {
    let bar = progress_bar(shard.board_classes(), "board classes");
    let part = PreflopPart::compute(game, shard, &|done, _| {
        if let Some(bar) = &bar {
            bar.set_position(done);
        }
    });
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    part.map_err(|e| CliError::Input(e.to_string()))
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
