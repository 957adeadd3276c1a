//! `handrank history`: replay PHH hand histories through [`handrank::history`], one
//! record per hand, or the per-player summary.

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use handrank::history::{self, EvOptions, HistoryError, HistoryOptions, Report, RunError, Summary};
use serde_json::json;

use super::history_record::{CSV_HEADER, record};
use super::output_file::OutputFile;
use super::stdio::{self, stderr_line};
use super::{CliError, Format, Status, csv_field, grouped};

/// Replay poker hand histories (PHH and the poker sites' text) and settle every pot.
///
/// Reads .phh files (one hand), .phhs files (hands in [N] sections) and PokerStars text
/// hand histories (.txt; each file's format told from its first line), gzip'd or not,
/// directories (recursively, in name order) and '-' for stdin. Each hand is replayed
/// action by action and its pots settled from the cards shown; all-ins with cards to come
/// are priced through the equity engine (exact where cheap, else Monte Carlo with a
/// standard error). One record per hand, in input order. "winnings" is what handrank
/// settles each player collects (before rake, PHH's meaning), "recorded" the file's own.
///
/// A hand that cannot be read or replayed stops the run with "FILE:LINE: hand [N]: error"
/// (exit 2) unless --skip-invalid, which writes {"source": …, "error": …} in its place. A
/// hand that cannot be settled (cards not shown, a partial history) is a record with
/// "winnings": null and the reason. --summary writes the per-player table instead: hands,
/// net won, all-in-adjusted net and the luck between them.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank history hands/ --format json | head -3\n  \
    handrank history session.phhs.gz --summary\n  \
    zcat *.phhs.gz | handrank history - --no-ev --format csv -o hands.csv")]
pub struct Args {
    /// Files and directories ('-': stdin).
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// Output file (default: stdout).
    #[arg(short, long, value_name = "OUT")]
    output: Option<PathBuf>,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// Write the per-player totals instead of one record per hand.
    #[arg(long)]
    summary: bool,
    /// Write an error record for a hand that cannot be read and go on.
    #[arg(long)]
    skip_invalid: bool,
    /// Do not price all-ins (faster).
    #[arg(long)]
    no_ev: bool,
    /// Monte Carlo trials for an all-in too costly to count exactly.
    #[arg(
        long,
        value_parser = super::count::parse::<u64>,
        default_value_t = EvOptions::default().trials
    )]
    trials: u64,
    /// Seed of the Monte Carlo runs (mixed with each all-in's cards).
    #[arg(long, default_value_t = EvOptions::default().seed)]
    seed: u64,
    /// No totals line on stderr.
    #[arg(long, short)]
    quiet: bool,
}

pub fn run(args: Args) -> Result<Status, CliError> {
    let inputs = history::inputs(&args.paths).map_err(|e| CliError::Input(e.to_string()))?;
    if inputs.contains(&history::Input::Stdin) {
        stdio::require_stdin()?;
    }
    let options = HistoryOptions {
        ev: EvOptions {
            enabled: !args.no_ev,
            ..EvOptions::monte_carlo(args.trials, args.seed)
        },
        skip_invalid: args.skip_invalid,
        per_player: args.summary,
        ..HistoryOptions::default()
    };
    let format = args.format;
    let per_hand = !args.summary;
    let render = |report: &Result<Report, HistoryError>, out: &mut Vec<u8>| {
        if per_hand {
            record(format, report, out);
        }
    };
    let start = Instant::now();
    let run = |out: &mut (dyn Write + Send)| -> Result<Summary, CliError> {
        if per_hand && format == Format::Csv {
            out.write_all(CSV_HEADER.as_bytes())?;
        }
        let summary = history::run(&inputs, &options, &mut *out, render).map_err(|e| match e {
            RunError::Write(error) => CliError::Output(error),
            RunError::Hand(error) => CliError::Input(error.to_string()),
        })?;
        if args.summary {
            write_summary(format, &summary, out)?;
        }
        Ok(summary)
    };
    let summary = match &args.output {
        Some(path) => {
            let mut file = OutputFile::create(path)?;
            let summary = run(&mut file)?;
            file.commit()?;
            summary
        }
        None => {
            stdio::require_stdout()?;
            let mut out = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout());
            let summary = run(&mut out)?;
            out.flush()?;
            summary
        }
    };
    if !args.quiet {
        let seconds = start.elapsed().as_secs_f64();
        stderr_line!(
            "{} hands: {} settled, {} unsettled, {} invalid; {} recorded winnings differ (rake {}); {:.3} s, {} hands/s",
            grouped(summary.hands + summary.invalid),
            grouped(summary.settled),
            grouped(summary.unsettled),
            grouped(summary.invalid),
            grouped(summary.mismatches),
            summary.rake,
            seconds,
            grouped(((summary.hands + summary.invalid) as f64 / seconds.max(1e-9)) as u64)
        );
    }
    Ok(Status::Success)
}

/// The per-player table, most hands first.
fn write_summary(
    format: Format,
    summary: &Summary,
    mut out: &mut (dyn Write + Send),
) -> Result<(), CliError> {
    let players = summary.ranked();
    match format {
        Format::Text => {
            writeln!(
                out,
                "{:<24} {:>8} {:>7} {:>12} {:>12} {:>12}",
                "player", "hands", "all-ins", "net", "adjusted", "luck"
            )?;
            for (name, t) in players {
                writeln!(
                    out,
                    "{:<24} {:>8} {:>7} {:>12} {:>12} {:>12}",
                    name,
                    t.hands,
                    t.all_ins,
                    t.net.to_string(),
                    t.adjusted.to_string(),
                    t.luck().to_string()
                )?;
            }
        }
        Format::Csv => {
            writeln!(out, "player,hands,all_ins,net,adjusted,luck")?;
            for (name, t) in players {
                writeln!(
                    out,
                    "{},{},{},{},{},{}",
                    csv_field(name),
                    t.hands,
                    t.all_ins,
                    t.net,
                    t.adjusted,
                    t.luck()
                )?;
            }
        }
        Format::Json => {
            for (name, t) in players {
                super::write_json(
                    &mut out,
                    &json!({
                        "player": name, "hands": t.hands, "all_ins": t.all_ins,
                        "net": t.net.to_f64(), "adjusted": t.adjusted.to_f64(), "luck": t.luck().to_f64(),
                    }),
                )?;
            }
        }
    }
    Ok(())
}
