//! `handrank batch`: the bulk job, streamed through [`handrank::batch`].

use std::io::{self, Write};
use std::path::PathBuf;

use clap::ValueEnum;
use handrank::batch::{InputFormat, Options, OutputFormat};

use super::omaha::Game;
use super::output_file::OutputFile;
use super::stdio::{self, stderr_line};
use super::{CliError, Format, Status, grouped, open_input_for, progress_bar};

/// Score one hand per line, streaming, on every core.
///
/// Each input line is one hand of 5 to 7 cards; each output line is its result, in input
/// order, in flat memory.
///
/// Text output is "strength category" (strength 1-7462, higher is better). A bad line
/// stops the run with "FILE:LINE: error" (exit 2) unless --skip-invalid, which writes an
/// error record in its place. A blank line is a bad line. A summary goes to stderr.
///
/// Binary formats, for maximum throughput: --input-format bin reads one little-endian
/// u64 card mask per hand (card of rank r (0 = deuce … 12 = ace) and suit s (0 = clubs,
/// 1 = diamonds, 2 = hearts, 3 = spades) is bit 16*s + r; 5 to 7 bits set);
/// --output-format bin writes one little-endian u16 strength per hand (0 = invalid).
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank batch hands.txt -o strengths.txt\n  \
    handrank batch hands.txt --format csv --skip-invalid | head\n  \
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
    /// The game: holdem, or omaha / omaha-hilo, where a line is the hole cards, '|', then
    /// the board ("Ah Kd Qs Jc | 2h 3h 4h 5d 9c"); omaha-hilo adds the low.
    #[arg(long, value_enum, default_value_t)]
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
    if args.game != Game::Holdem {
        return omaha(args, &source_name, input);
    }
    let options = Options {
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
        ..Options::default()
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
        stderr_line!(
            "{source_name}: {} lines, {} hands scored, {} invalid, {:.3} s, {} hands/s, {:.1} MB/s",
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

/// `--game omaha`: text lines in, one result per line out.
fn omaha(
    args: Args,
    source_name: &str,
    mut input: Box<dyn io::Read + Send>,
) -> Result<Status, CliError> {
    let format = match (args.input_format, args.output_format) {
        (In::Text, Out::Text) => Format::Text,
        (In::Text, Out::Csv) => Format::Csv,
        (In::Text, Out::Json) => Format::Json,
        _ => {
            return Err(CliError::Input(
                "Omaha batches are text lines in and text, csv or json out".to_owned(),
            ));
        }
    };
    let start = std::time::Instant::now();
    let mut score = |mut out: &mut dyn Write| {
        let lines = io::BufReader::new(&mut input);
        super::omaha::batch(
            source_name,
            lines,
            &mut out,
            args.game,
            format,
            args.skip_invalid,
        )
    };
    let (good, bad) = match &args.output {
        Some(path) => {
            let mut out = OutputFile::create(path)?;
            let counts = score(&mut out)?;
            out.commit()?;
            counts
        }
        None => {
            let mut out = super::stdout();
            let counts = score(&mut out)?;
            out.flush()?;
            counts
        }
    };
    if !args.quiet {
        stderr_line!(
            "{source_name}: {} hands scored, {} invalid, {:.3} s",
            grouped(good),
            grouped(bad),
            start.elapsed().as_secs_f64()
        );
    }
    Ok(Status::Success)
}
