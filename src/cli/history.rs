//! `handrank history`: replay PHH hand histories through [`handrank::history`], one
//! record per hand, or the per-player summary.

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use handrank::history::{
    self, EvOptions, HistoryError, HistoryOptions, PlayerTotals, Report, RunError, RunOutcome,
    Summary,
};
use serde_json::json;

use super::graph::{self, Picture};
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
/// "winnings": null and the reason.
///
/// --summary writes the per-player table instead (only the hero's line with --hero): hands,
/// all-ins, net won in chips or money and in big blinds (each hand's own), bb/100, the
/// all-in-adjusted net and EV bb/100, luck, showdown and non-showdown winnings, VPIP, PFR,
/// WTSD and W$SD (in percent). --graph draws the hero's four lines over the hands in order
/// (net won, all-in adjusted, showdown, non-showdown; in big blinds) as SVG or PNG.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank history hands/ --format json | head -3\n  \
    handrank history session.phhs.gz --summary\n  \
    handrank history hands/ --summary --hero ann --graph ann.png\n  \
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
    /// The player whose line --summary writes and whose results --graph draws (a name as
    /// the files write it, or pN where they name no players).
    #[arg(long, value_name = "NAME")]
    hero: Option<String>,
    /// Draw the hero's all-in EV graph into FILE.svg or FILE.png.
    #[arg(long, value_name = "FILE", requires = "hero")]
    graph: Option<PathBuf>,
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
    let picture = args
        .graph
        .as_deref()
        .map(|p| Picture::of(p, "--graph"))
        .transpose()?;
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
        per_player: args.summary || args.hero.is_some(),
        hero: args.graph.as_ref().and(args.hero.clone()),
        ..HistoryOptions::default()
    };
    let format = args.format;
    let per_hand = !args.summary;
    let render = |report: Result<&Report, &HistoryError>, out: &mut Vec<u8>| {
        if per_hand {
            record(format, report, out);
        }
    };
    let start = Instant::now();
    let run = |out: &mut (dyn Write + Send)| -> Result<Summary, CliError> {
        if per_hand && format == Format::Csv {
            out.write_all(CSV_HEADER.as_bytes())?;
        }
        let RunOutcome { summary, hero } = history::run(&inputs, &options, &mut *out, render)
            .map_err(|e| match e {
                RunError::Write(error) => CliError::Output(error),
                RunError::Hand(error) => CliError::Input(error.to_string()),
            })?;
        let players = match &args.hero {
            Some(name) => match summary.players.get_key_value(name) {
                Some(player) => vec![player],
                None => {
                    return Err(CliError::Input(format!(
                        "--hero {name}: no player of that name in the {} settled hands{}",
                        grouped(summary.settled),
                        if summary.settled > 0 {
                            " (a name as the files write it, or pN where they name no players)"
                        } else {
                            ""
                        }
                    )));
                }
            },
            None => summary.ranked(),
        };
        if args.summary {
            write_summary(format, &players, out)?;
        }
        if let (Some(path), Some(picture), Some(name), Some(hero)) =
            (&args.graph, picture, &args.hero, &hero)
        {
            graph::write(path, picture, name, hero)?;
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
        let hands = summary.hands + summary.invalid;
        stderr_line!(
            "{} hand{}: {} settled, {} unsettled, {} invalid; {} recorded winnings differ (rake {}); {:.3} s, {} hands/s",
            grouped(hands),
            if hands == 1 { "" } else { "s" },
            grouped(summary.settled),
            grouped(summary.unsettled),
            grouped(summary.invalid),
            grouped(summary.mismatches),
            summary.rake,
            seconds,
            grouped((hands as f64 / seconds.max(1e-9)) as u64)
        );
    }
    Ok(Status::Success)
}

/// The summary's columns, in order (text, CSV and JSON alike).
const COLUMNS: [&str; 18] = [
    "player",
    "hands",
    "all_ins",
    "net",
    "net_bb",
    "bb_per_100",
    "adjusted",
    "adjusted_bb",
    "ev_bb_per_100",
    "luck",
    "showdown",
    "non_showdown",
    "showdown_bb",
    "non_showdown_bb",
    "vpip",
    "pfr",
    "wtsd",
    "wsd",
];

/// The text table's headings and widths, column by column, and whether the column is in
/// big blinds (shown to the hundredth in text; exact in CSV and JSON).
const TEXT: [(&str, usize, bool); 18] = [
    ("player", 20, false),
    ("hands", 8, false),
    ("all-ins", 7, false),
    ("net", 11, false),
    ("net bb", 10, true),
    ("bb/100", 8, false),
    ("adjusted", 11, false),
    ("adj. bb", 10, true),
    ("EV bb/100", 9, false),
    ("luck", 11, false),
    ("showdown", 11, false),
    ("non-sd", 11, false),
    ("sd bb", 10, true),
    ("non-sd bb", 10, true),
    ("VPIP", 6, false),
    ("PFR", 6, false),
    ("WTSD", 6, false),
    ("W$SD", 6, false),
];

/// One player's values, column by column: amounts exact, rates as numbers (`None` where
/// the rate has no hands).
enum Value {
    Count(u64),
    Amount(handrank::history::Chips),
    Rate(Option<f64>),
}

fn values(t: &PlayerTotals) -> [Value; 17] {
    use Value::{Amount, Count, Rate};
    let percent = |rate: Option<f64>| Rate(rate.map(|r| r * 100.0));
    [
        Count(t.hands),
        Count(t.all_ins),
        Amount(t.net),
        Amount(t.net_bb),
        Rate(t.bb_per_100()),
        Amount(t.adjusted),
        Amount(t.adjusted_bb),
        Rate(t.ev_bb_per_100()),
        Amount(t.luck()),
        Amount(t.showdown),
        Amount(t.non_showdown()),
        Amount(t.showdown_bb),
        Amount(t.non_showdown_bb()),
        percent(t.vpip()),
        percent(t.pfr()),
        percent(t.wtsd()),
        percent(t.wsd()),
    ]
}

/// The per-player table, in the order given (most hands first, or the hero alone).
fn write_summary(
    format: Format,
    players: &[(&String, &PlayerTotals)],
    mut out: &mut (dyn Write + Send),
) -> Result<(), CliError> {
    match format {
        Format::Text => {
            for (i, (heading, width, _)) in TEXT.iter().enumerate() {
                match i {
                    0 => write!(out, "{heading:<width$}")?,
                    _ => write!(out, " {heading:>width$}")?,
                }
            }
            writeln!(out)?;
            for (name, t) in players {
                write!(out, "{name:<width$}", width = TEXT[0].1)?;
                for (value, &(_, width, in_bb)) in values(t).iter().zip(&TEXT[1..]) {
                    let text = match value {
                        Value::Count(n) => n.to_string(),
                        Value::Amount(chips) if in_bb => format!("{:.2}", chips.to_f64()),
                        Value::Amount(chips) => chips.to_string(),
                        Value::Rate(Some(rate)) => format!("{rate:.1}"),
                        Value::Rate(None) => "-".into(),
                    };
                    write!(out, " {text:>width$}")?;
                }
                writeln!(out)?;
            }
        }
        Format::Csv => {
            writeln!(out, "{}", COLUMNS.join(","))?;
            for (name, t) in players {
                write!(out, "{}", csv_field(name))?;
                for value in values(t) {
                    match value {
                        Value::Count(n) => write!(out, ",{n}")?,
                        Value::Amount(chips) => write!(out, ",{chips}")?,
                        Value::Rate(Some(rate)) => write!(out, ",{rate}")?,
                        Value::Rate(None) => write!(out, ",")?,
                    }
                }
                writeln!(out)?;
            }
        }
        Format::Json => {
            for (name, t) in players {
                let mut record = serde_json::Map::new();
                record.insert(COLUMNS[0].into(), json!(name));
                for (column, value) in COLUMNS[1..].iter().zip(values(t)) {
                    let value = match value {
                        Value::Count(n) => json!(n),
                        Value::Amount(chips) => json!(chips.to_f64()),
                        Value::Rate(rate) => json!(rate),
                    };
                    record.insert((*column).into(), value);
                }
                super::write_json(&mut out, &record)?;
            }
        }
    }
    Ok(())
}
