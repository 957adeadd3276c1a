//! `handrank verify`: the exhaustive proof, from the command line.

use std::io::Write;

use handrank::Category;
use handrank::verify::{Report, expected, verify};

use super::omaha::Game;
use super::{CliError, Format, Status, grouped, progress_bar, stdout, write_json};

/// Prove the evaluator right on every 5-, 6- or 7-card hand.
///
/// Scores every hand with both the fast and the naive evaluator and
/// checks that they order all hands alike and match the published category counts.
/// Exits 1 on any mismatch, naming the first hand. The 7-card run takes about a minute.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank verify --cards 5\n  \
    handrank verify --cards 5 --format json")]
pub struct Args {
    /// Hand size to check.
    #[arg(long, value_parser = ["5", "6", "7", "all"], default_value = "all")]
    cards: String,
    /// The game: holdem (the 5/6/7-card tables) or omaha / omaha-hilo (the Omaha tables,
    /// high and low, by every case that can differ).
    #[arg(long, value_enum, default_value_t)]
    game: Game,
    #[arg(long, value_enum, default_value_t)]
    format: Format,
}

#[derive(serde::Serialize)]
struct Count {
    category: Category,
    hands: u64,
}

#[derive(serde::Serialize)]
struct Row<'a> {
    cards: usize,
    hands: u64,
    categories: Vec<Count>,
    royal_flushes: u64,
    distinct: usize,
    seconds: f64,
    hands_per_second: f64,
    problems: &'a [String],
}

pub fn run(args: Args) -> Result<Status, CliError> {
    if args.game != Game::Holdem {
        return super::omaha::verify(args.format);
    }
    let sizes: Vec<usize> = match args.cards.parse() {
        Ok(n) => vec![n],
        Err(_) => vec![5, 6, 7],
    };
    let mut out = stdout();
    if args.format == Format::Csv {
        writeln!(
            out,
            "cards,hands,{},royal_flush,distinct,seconds,hands_per_second,ok",
            Category::ALL.map(|c| c.id()).join(",")
        )?;
    }
    let mut status = Status::Success;
    for n in sizes {
        let total = expected(n).map_or(0, |e| e.hands);
        let bar = progress_bar(total, &format!("{n}-card hands"));
        let report = verify(n, |done| {
            if let Some(bar) = &bar {
                bar.inc(done);
            }
        });
        if let Some(bar) = &bar {
            bar.finish_and_clear();
        }
        let problems = report.problems();
        write_report(&mut out, &report, &problems, args.format)?;
        out.flush()?;
        if let Some(first) = problems.first() {
            super::stdio::stderr_line!("handrank: {n}-card verification FAILED: {first}");
            status = Status::Failure;
        }
    }
    out.flush()?;
    Ok(status)
}

fn write_report(
    out: &mut impl Write,
    report: &Report,
    problems: &[String],
    format: Format,
) -> std::io::Result<()> {
    match format {
        Format::Text => {
            writeln!(
                out,
                "{}-card hands: {} in {:.2} s ({:.1} M hands/s)",
                report.cards,
                grouped(report.hands),
                report.seconds,
                report.rate() / 1e6
            )?;
            for (category, count) in Category::ALL.iter().zip(report.categories) {
                writeln!(out, "  {:<16} {:>12}", category.name(), grouped(count))?;
            }
            writeln!(
                out,
                "  {:<16} {:>12}",
                "(Royal Flush)",
                grouped(report.royal)
            )?;
            writeln!(
                out,
                "  distinct strengths: {}",
                grouped(report.distinct as u64)
            )?;
            if problems.is_empty() {
                writeln!(
                    out,
                    "  OK: fast and naive evaluators agree; counts match the published ones"
                )?;
            } else {
                for problem in problems {
                    writeln!(out, "  MISMATCH: {problem}")?;
                }
            }
        }
        Format::Json => write_json(
            out,
            &Row {
                cards: report.cards,
                hands: report.hands,
                categories: Category::ALL
                    .iter()
                    .zip(report.categories)
                    .map(|(&category, hands)| Count { category, hands })
                    .collect(),
                royal_flushes: report.royal,
                distinct: report.distinct,
                seconds: report.seconds,
                hands_per_second: report.rate(),
                problems,
            },
        )?,
        Format::Csv => writeln!(
            out,
            "{},{},{},{},{},{:.3},{:.0},{}",
            report.cards,
            report.hands,
            report.categories.map(|c| c.to_string()).join(","),
            report.royal,
            report.distinct,
            report.seconds,
            report.rate(),
            problems.is_empty()
        )?,
    }
    Ok(())
}
