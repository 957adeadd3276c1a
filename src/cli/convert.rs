//! `handrank convert --to phh`: any hand histories (PHH, or a site's text) written as one
//! PHH `.phhs` text through [`handrank::history::convert`].

use std::io::Write;
use std::path::PathBuf;

use handrank::history::{self, HistoryOptions, RunError};

use super::output_file::OutputFile;
use super::stdio::{self, stderr_line};
use super::{CliError, Status, grouped};

/// Write hand histories as PHH, so a collection becomes standard.
///
/// Reads what `handrank history` reads: .phh and .phhs files, PokerStars text hand
/// histories (.txt; the format is told from each file's first line, so a folder may mix
/// them), gzip'd or not, directories (recursively, in name order) and '-' for stdin. Each
/// hand is replayed (what is written replays) and written as one .phhs text, sections
/// [1], [2], … in input order. A site's hand keeps its players' names, its hand number
/// (`hand`), its collected amounts (`winnings`) and, as PHH's user-defined fields, the
/// site's rake (`_rake`) and the further boards of a hand run more than once (`_runs`).
///
/// A hand that cannot be read or replayed stops the run with "FILE:LINE: hand [N]: error"
/// (exit 2, -o untouched) unless --skip-invalid, which writes it as a "# FILE:LINE: error"
/// comment in its place and goes on.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank convert --to phh ~/PokerStars/HandHistory/ -o hands.phhs\n  \
    handrank convert --to phh session.txt | handrank history - --summary")]
pub struct Args {
    /// The format to write.
    #[arg(long, value_enum)]
    to: Target,
    /// Files and directories ('-': stdin).
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// Output file (default: stdout).
    #[arg(short, long, value_name = "OUT")]
    output: Option<PathBuf>,
    /// Write a hand that cannot be read as a comment and go on.
    #[arg(long)]
    skip_invalid: bool,
    /// No totals line on stderr.
    #[arg(long, short)]
    quiet: bool,
}

/// What `convert` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum Target {
    /// PHH: one .phhs text with [N] sections.
    Phh,
}

pub fn run(args: Args) -> Result<Status, CliError> {
    let Target::Phh = args.to;
    let inputs = history::inputs(&args.paths).map_err(|e| CliError::Input(e.to_string()))?;
    if inputs.contains(&history::Input::Stdin) {
        stdio::require_stdin()?;
    }
    let options = HistoryOptions {
        skip_invalid: args.skip_invalid,
        ..HistoryOptions::default()
    };
    let convert = |out: &mut (dyn Write + Send)| {
        history::convert(&inputs, &options, out).map_err(|e| match e {
            RunError::Write(error) => CliError::Output(error),
            RunError::Hand(error) => CliError::Input(error.to_string()),
        })
    };
    let converted = match &args.output {
        Some(path) => {
            let mut file = OutputFile::create(path)?;
            let converted = convert(&mut file)?;
            file.commit()?;
            converted
        }
        None => {
            stdio::require_stdout()?;
            let mut out = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout());
            let converted = convert(&mut out)?;
            out.flush()?;
            converted
        }
    };
    if !args.quiet {
        stderr_line!(
            "{} hands written as PHH, {} invalid",
            grouped(converted.hands),
            grouped(converted.invalid)
        );
    }
    Ok(Status::Success)
}
