//! `handrank best`: the hands that tie for best (the exercism poker exercise).

use std::io::Write;

use handrank::lines::LineError;
use handrank::{Category, ParseError, Strength, evaluate, parse_hand};

use super::{CliError, Format, Status, csv_field, open_input, stdout, write_json};

/// Print the hand(s) that tie for best.
///
/// Every hand that ties for best is printed in input order, one per line, as written. Hands
/// are independent (one deck each). Without HAND arguments, reads one hand per line from
/// stdin (blank lines are skipped).
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank best \"4D 5S 6S 8D 3C\" \"2S 4C 7S 9H 10H\" \"3S 4S 5D 6H JH\"\n  \
    printf '4S 5H 4C 8D 4H\\n4D AH 3S 2D 5C\\n' | handrank best --format json")]
pub struct Args {
    /// The hands, one per argument: "4S 5S 7H 8D JC".
    hands: Vec<String>,
    #[arg(long, value_enum, default_value_t)]
    format: Format,
}

#[derive(serde::Serialize)]
struct Row<'a> {
    /// Line (stdin) or argument number, 1-based.
    line: u64,
    hand: &'a str,
    strength: u16,
    category: Category,
    description: String,
}

pub fn run(args: Args) -> Result<Status, CliError> {
    // Only the best hands so far are kept: stdin is read line by line in bounded memory
    // (apart from ties for best), and a bad line stops the run as soon as it is read.
    let mut best: Option<Strength> = None;
    let mut scored: Vec<(u64, String, Strength)> = Vec::new();
    let mut consider = |line: u64, hand: String| -> Result<(), CliError> {
        let strength = parse_hand(&hand)
            .and_then(|cards| evaluate(&cards))
            .map_err(|error| located(&args, line, error))?;
        if best.is_none_or(|b| strength > b) {
            best = Some(strength);
            scored.clear();
        }
        if best == Some(strength) {
            scored.push((line, hand, strength));
        }
        Ok(())
    };
    if args.hands.is_empty() {
        let (name, input) = open_input(None)?;
        for item in handrank::lines::Reader::new(std::io::BufReader::new(input)) {
            let (line, text) = item.map_err(|e| CliError::Input(format!("reading {name}: {e}")))?;
            let text = text.map_err(|error| LineError {
                source_name: name.clone(),
                line,
                error,
            })?;
            if !text.trim().is_empty() {
                consider(line, text)?;
            }
        }
    } else {
        for (line, hand) in (1..).zip(&args.hands) {
            consider(line, hand.clone())?;
        }
    }

    let mut out = stdout();
    if args.format == Format::Csv {
        writeln!(out, "line,hand,strength,category,description")?;
    }
    for (line, hand, strength) in &scored {
        let (line, hand, strength) = (*line, hand.as_str(), *strength);
        match args.format {
            Format::Text => writeln!(out, "{hand}")?,
            Format::Json => write_json(
                &mut out,
                &Row {
                    line,
                    hand,
                    strength: strength.get(),
                    category: strength.category(),
                    description: strength.describe(),
                },
            )?,
            Format::Csv => writeln!(
                out,
                "{line},{},{},{},{}",
                csv_field(hand),
                strength.get(),
                strength.category().id(),
                csv_field(&strength.describe())
            )?,
        }
    }
    out.flush()?;
    Ok(Status::Success)
}

/// `<stdin>:3: …` for a line of stdin, `hand 3: …` for an argument.
fn located(args: &Args, line: u64, error: ParseError) -> CliError {
    if args.hands.is_empty() {
        LineError {
            source_name: "<stdin>".to_owned(),
            line,
            error,
        }
        .into()
    } else {
        error.in_hand(line as usize).into()
    }
}
