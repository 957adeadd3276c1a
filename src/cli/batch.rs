//! `handrank batch`: the bulk job, streamed through [`handrank::batch`].

use std::io;
use std::path::PathBuf;

use clap::ValueEnum;
use handrank::Game;
use handrank::batch::{BatchOptions, InputFormat, OutputFormat};

use super::output_file::OutputFile;
use super::stdio::{self, stderr_line};
use super::{CliError, Status, grouped, open_input_for, progress_bar};

/// Score one hand per line, streaming, on every core.
///
/// Each input line is one hand: in hold'em 5 to 7 cards ("Ah Kd 7c 2s 9h Td 3c") or the
/// hole, '|', then the board ("Ah Kd | 7c 2s 9h Td 3c"), and so in short deck; in Omaha the
/// hole, '|', then the board ("Ah Kd Qs Jc | 2h 3h 4h 5d 9c"); in stud, stud-hilo and razz
/// the player's 5 to 7 cards, in ace-five and deuce-seven 5, in badugi 4. Each output line
/// is its result, in input order, in flat memory, for every game alike.
///
/// Text output is "strength category" (strength 1 to the game's number of hands, higher is
/// better); a game with a low (omaha-hilo, stud-hilo) adds "low 8-6-4-2-A" (or "low none"),
/// CSV low and low_strength columns and JSON "low" and "low_strength" fields. A bad line
/// stops the run with "FILE:LINE: error" (exit 2) unless --skip-invalid, which writes an
/// error record in its place. A blank line is a bad line. A summary goes to stderr.
///
/// Binary formats, for maximum throughput: --input-format bin (every game but Omaha) reads
/// one little-endian u64 card mask per hand (card of rank r (0 = deuce … 12 = ace) and suit
/// s (0 = clubs, 1 = diamonds, 2 = hearts, 3 = spades) is bit 16*s + r; the game's count of
/// cards from its deck); --output-format bin writes one little-endian u16 strength per hand
/// (0 = invalid), followed in a game with a low by a u16 low mask (0 = no low).
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank batch hands.txt -o strengths.txt\n  \
    handrank batch hands.txt --format csv --skip-invalid | head\n  \
    handrank generate --game omaha-hilo --hands 1000 -o plo8.txt\n  \
    handrank batch plo8.txt --game omaha-hilo --format json -q | head -3\n  \
    handrank generate --hands 1M --output-format bin -o hands.bin\n  \
    handrank batch hands.bin --input-format bin --output-format bin -o strengths.u16")]
pub struct Args {
    /// Input file (none or '-': stdin).
    file: Option<PathBuf>,
    /// Output file (default: stdout).
    #[arg(short, long, value_name = "OUT")]
    output: Option<PathBuf>,
    /// How hands are written in the input.
    #[arg(long, value_enum, default_value_t = In::Text)]
    input_format: In,
    /// How results are written.
    #[arg(long, visible_alias = "format", value_enum, default_value_t = Out::Text)]
    output_format: Out,
    /// Write an error record for a bad line and go on.
    #[arg(long)]
    skip_invalid: bool,
    /// No summary on stderr.
    #[arg(long, short)]
    quiet: bool,
    #[arg(long, value_parser = super::game, default_value = "holdem", help = super::GAME_HELP)]
    game: Game,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum In {
    /// One hand per line, any notation.
    Text,
    /// One little-endian u64 card mask per hand.
    Bin,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Out {
    /// "4567 Two Pair".
    Text,
    /// strength,category,error with a header row.
    Csv,
    /// {"strength":4567,"category":"two_pair"}.
    Json,
    /// One little-endian u16 strength per hand, 0 for an invalid one.
    Bin,
}

pub fn run(args: Args) -> Result<Status, CliError> {
    let (source_name, input) = open_input_for(args.file.as_deref(), args.output.as_deref())?;
    let options = BatchOptions {
        game: args.game,
        input: match args.input_format {
            In::Text => InputFormat::Text,
            In::Bin => InputFormat::Bin,
        },
        output: match args.output_format {
            Out::Text => OutputFormat::Text,
            Out::Csv => OutputFormat::Csv,
            Out::Json => OutputFormat::Json,
            Out::Bin => OutputFormat::Bin,
        },
        skip_invalid: args.skip_invalid,
        source_name: source_name.clone(),
        ..BatchOptions::default()
    };
    let size = args
        .file
        .as_ref()
        .filter(|p| p.as_os_str() != "-")
        .and_then(|p| std::fs::metadata(p).ok())
        .filter(|m| m.is_file())
        .map(|m| m.len());
    let bar = size.and_then(|total| progress_bar(total, "bytes"));
    let progress = |bytes| {
        if let Some(bar) = &bar {
            bar.inc(bytes);
        }
    };
    let summary = match &args.output {
        Some(path) => {
            let mut file = OutputFile::create(path)?;
            let summary = handrank::batch::run(input, &mut file, &options, progress);
            if summary.is_ok() {
                file.commit()?;
            }
            summary
        }
        None => {
            stdio::require_stdout()?;
            handrank::batch::run(input, io::stdout(), &options, progress)
        }
    };
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    let summary = summary?;
    if !args.quiet {
        // A line of text, or a record of binary input: one hand each.
        let unit = match args.input_format {
            In::Text => "lines",
            In::Bin => "hands",
        };
        stderr_line!(
            "{source_name}: {} {unit}, {} hands scored, {} invalid, {:.3} s, {} hands/s, {:.1} MB/s",
            grouped(summary.lines),
            grouped(summary.scored),
            grouped(summary.invalid),
            summary.seconds,
            grouped(summary.rate() as u64),
            summary.megabytes_per_second()
        );
    }
    Ok(Status::Success)
}
