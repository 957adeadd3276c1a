//! `handrank showdown`: the showdown table format.

use std::io::Write;
use std::path::PathBuf;

use clap::ValueEnum;
use handrank::lines::LineError;
use handrank::showdown::{WinnerRule, seats};
use handrank::{Category, ParseError};

use super::{CliError, Format, Status, csv_field, read_input, stdout, write_json};

/// Mark the winner of a Texas Hold'em table (the showdown table format).
///
/// Each line is one player's cards, hole cards and
/// board together. A line with fewer than 7 cards is a player who folded and is echoed
/// unchanged; every other line is echoed with its best category appended, and the best
/// line(s) also get " (winner)". Lines are echoed exactly as written (unicode suits too).
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
    let input = read_input(args.file.as_ref())?;
    let located = |line: u64, error: ParseError| LineError {
        source_name: input.name.clone(),
        line,
        error,
    };
    let mut lines = Vec::new();
    for (line, text) in handrank::lines::numbered(&input.bytes) {
        lines.push(text.map_err(|e| located(line, e))?);
    }
    let rule = match args.winner {
        Winner::Hand => WinnerRule::BestHand,
        Winner::Category => WinnerRule::BestCategory,
    };
    let seats = seats(&lines, rule).map_err(|error| match error {
        ParseError::InHand { hand, error } => located(hand as u64, *error).into(),
        other => CliError::from(other),
    })?;

    let mut out = stdout();
    if args.format == Format::Csv {
        writeln!(out, "line,cards,category,description,winner")?;
    }
    for (i, (line, seat)) in lines.iter().zip(&seats).enumerate() {
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
