//! `handrank verify`: the exhaustive proof, from the command line.

mod games;

use std::io::Write;

use handrank::verify::{Report, expected, verify};
use handrank::{Category, Game, omaha};

use super::stdio::stderr_line;
use super::{CliError, Format, Status, grouped, progress_bar, stdout, write_json};

/// Prove the evaluator of a game right, case by case.
///
/// Hold'em: scores every 5-, 6- or 7-card hand with both the fast and the naive evaluator
/// and checks that they order all hands alike and match the published category counts
/// (the 7-card run takes about a minute). Omaha (every omaha game: they share the tables):
/// proves the Omaha tables, high and low, against the naive evaluator on every case that
/// can differ, and on random deals (seconds). Every other game, on every hand it can have,
/// against its naive reference, with the known counts: short-deck every 5-, 6- and 7-card
/// hand of its 36 cards; stud hold'em's tables on 5 to 7 cards; stud-hilo those and the
/// eight-or-better low; razz every 5-, 6- and 7-card hand; ace-five and deuce-seven every
/// 5-card hand; badugi every 4-card hand (the lowball games' proof checks razz, the
/// eight-or-better low and deuce-to-seven in one pass). Exits 1 on any mismatch, naming
/// the first.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank verify --cards 5\n  \
    handrank verify --cards 5 --format json\n  \
    handrank verify --game omaha --format csv\n  \
    handrank verify --game short-deck\n  \
    handrank verify --game razz --cards 5 --format json")]
pub struct Args {
    /// The hand size to check (hold'em, short deck and the stud games: 5, 6, 7 or all).
    #[arg(long, value_parser = ["5", "6", "7", "all"], default_value = "all")]
    cards: String,
    #[arg(long, value_parser = super::game, default_value = "holdem", help = super::GAME_HELP)]
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

/// Each game's tables have their own proof: the one place verify tells games apart.
pub fn run(args: Args) -> Result<Status, CliError> {
    if args.game.is_omaha() {
        verify_omaha(args.format)
    } else if args.game == Game::HOLDEM {
        verify_holdem(&args)
    } else {
        games::run(args.game, &args.cards, args.format)
    }
}

fn verify_holdem(args: &Args) -> Result<Status, CliError> {
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
            stderr_line!("handrank: {n}-card verification FAILED: {first}");
            status = Status::Failure;
        }
    }
    out.flush()?;
    Ok(status)
}

/// The proof of [`handrank::omaha::verify`], for every Omaha game.
fn verify_omaha(format: Format) -> Result<Status, CliError> {
    let start = std::time::Instant::now();
    let report = omaha::verify::verify(&[3, 4, 5], 300_000);
    let seconds = start.elapsed().as_secs_f64();
    let mut out = stdout();
    match format {
        Format::Json => write_json(
            &mut out,
            &serde_json::json!({ "report": report, "seconds": seconds }),
        )?,
        Format::Csv => {
            writeln!(
                out,
                "high_cases,flush_cases,low_cases,random_deals,mismatches,seconds,ok"
            )?;
            writeln!(
                out,
                "{},{},{},{},{},{seconds:.2},{}",
                report.high_cases,
                report.flush_cases,
                report.low_cases,
                report.random_deals,
                report.mismatches,
                report.ok()
            )?;
        }
        Format::Text => {
            writeln!(
                out,
                "non-flush (board rank multiset, hole rank pair): {} cases",
                report.high_cases
            )?;
            writeln!(
                out,
                "flush (board suit ranks, suited hole pair):      {} cases",
                report.flush_cases
            )?;
            writeln!(
                out,
                "low (board low ranks, hole low ranks):           {} cases",
                report.low_cases
            )?;
            writeln!(
                out,
                "random full deals (4-6 hole, 3-5 board):         {}",
                report.random_deals
            )?;
            writeln!(out, "mismatches: {}   ({seconds:.1} s)", report.mismatches)?;
        }
    }
    out.flush()?;
    if let Some(first) = report.problems.first() {
        stderr_line!("handrank: Omaha verification FAILED: {first}");
        return Ok(Status::Failure);
    }
    Ok(Status::Success)
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
