//! `handrank showdown`: the showdown table format.

use std::io::{self, BufRead, Seek, Write};
use std::path::PathBuf;

use clap::ValueEnum;
use handrank::lines::LineError;
use handrank::showdown::{Deal, Seat, TableError, best_of};
use handrank::{Category, Strength, parse_cards};

use super::{CliError, Format, Status, csv_field, open_input, stdout, write_json};

/// Mark the winner of a Texas Hold'em table (the showdown table format).
///
/// Each line is one player's cards: two hole cards, then the
/// board. A line with fewer than 7 cards is a player who folded and is echoed unchanged;
/// every other line is echoed with its best category appended, and the best line(s) also
/// get " (winner)". Lines are echoed exactly as written (unicode suits too). A table is one
/// deal: one board (a player who folded may show fewer of its cards), no card twice, at
/// most 7 cards a line; a line that breaks this is an error naming it.
#[derive(Debug, clap::Args)]
#[command(after_help = "Example:\n  \
    printf 'Kc 9s Ks Kd 9d 3c 6d\\n9c Ah Ks Kd 9d 3c 6d\\n9h 5s\\n' | handrank showdown\n  \
    Kc 9s Ks Kd 9d 3c 6d Full House (winner)\n  \
    9c Ah Ks Kd 9d 3c 6d Two Pairs\n  \
    9h 5s")]
pub struct Args {
    /// The table, one player per line (none or '-': stdin).
    file: Option<PathBuf>,
    /// Who wins: the best hand with kickers, or (as the format's Haskell scorer does) everyone
    /// with the best category.
    #[arg(long, value_enum, default_value_t = Winner::Hand)]
    winner: Winner,
    #[arg(long, value_enum, default_value_t)]
    format: Format,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Winner {
    Hand,
    Category,
}

#[derive(serde::Serialize)]
struct Row<'a> {
    line: usize,
    cards: &'a str,
    /// `None` for a player who folded.
    category: Option<Category>,
    description: Option<String>,
    winner: bool,
}

pub fn run(args: Args) -> Result<Status, CliError> {
    // Two passes in bounded memory: the first reads the table line by line (a bad line
    // stops it as soon as it is read), finds the best hand and spools the lines to an
    // anonymous temporary file; the second reads them back and writes them marked.
    let (name, input) = open_input(args.file.as_deref())?;
    let located =
        |error: TableError| CliError::Input(format!("{name}:{}: {}", error.line, error.problem));
    let key = |strength: Strength| match args.winner {
        Winner::Hand => u32::from(strength.get()),
        Winner::Category => u32::from(strength.category().number()),
    };
    let spool_error = |e: io::Error| CliError::Input(format!("a temporary file for {name}: {e}"));
    let mut spool = io::BufWriter::new(tempfile::tempfile().map_err(spool_error)?);
    let mut best = None;
    let mut deal = Deal::new();
    for item in handrank::lines::Reader::new(io::BufReader::new(input)) {
        let (line, text) = item.map_err(|e| CliError::Input(format!("reading {name}: {e}")))?;
        let text = text.map_err(|error| LineError {
            source_name: name.clone(),
            line,
            error,
        })?;
        if let Some(strength) = deal.seat(line, &text).map_err(located)? {
            best = best.max(Some(key(strength)));
        }
        spool.write_all(text.as_bytes()).map_err(spool_error)?;
        spool.write_all(b"\n").map_err(spool_error)?;
    }
    let mut spool = spool
        .into_inner()
        .map_err(|e| spool_error(e.into_error()))?;
    spool.seek(io::SeekFrom::Start(0)).map_err(spool_error)?;

    let mut out = stdout();
    if args.format == Format::Csv {
        writeln!(out, "line,cards,category,description,winner")?;
    }
    for (i, line) in io::BufReader::new(spool).lines().enumerate() {
        let line = line.map_err(spool_error)?;
        let strength = parse_cards(&line).ok().and_then(|cards| best_of(&cards));
        let seat = Seat {
            strength,
            winner: strength.is_some_and(|s| Some(key(s)) == best),
        };
        let line = &line;
        match args.format {
            Format::Text => match seat.mark() {
                mark if mark.is_empty() => writeln!(out, "{line}")?,
                mark => writeln!(out, "{line} {mark}")?,
            },
            Format::Json => write_json(
                &mut out,
                &Row {
                    line: i + 1,
                    cards: line,
                    category: seat.strength.map(|s| s.category()),
                    description: seat.strength.map(|s| s.describe()),
                    winner: seat.winner,
                },
            )?,
            Format::Csv => writeln!(
                out,
                "{},{},{},{},{}",
                i + 1,
                csv_field(line),
                seat.strength.map_or("", |s| s.category().id()),
                csv_field(&seat.strength.map_or(String::new(), |s| s.describe())),
                seat.winner
            )?,
        }
    }
    out.flush()?;
    Ok(Status::Success)
}
