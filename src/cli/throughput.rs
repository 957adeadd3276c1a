//! `handrank throughput`: the main job on built-in data, fast against naive.

use std::io::Write;
use std::time::Instant;

use handrank::{Category, Hand, Strength, naive, sample};
use rayon::prelude::*;

use super::{CliError, Format, Status, grouped, stdout, write_json};

/// Benchmark the fast evaluator against the naive one.
///
/// Scores seeded random 7-card hands with the fast evaluator (all cores) and a smaller
/// sample with the naive reference evaluator (all cores), then prints both rates, their
/// ratio and the category histogram. Exits 1 if the two evaluators disagree on a
/// category in the sample.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank throughput --hands 2M\n  \
    handrank throughput --hands 1e6 --naive-hands 20k --seed 7 --format json")]
pub struct Args {
    /// Hands for the fast evaluator: 10000000, 10_000_000, 1e7, 10M or 500k.
    #[arg(long, default_value = "10M", value_parser = super::count::parse::<usize>)]
    hands: usize,
    /// Hands for the naive evaluator (the first ones of the same sequence); a count as
    /// for --hands.
    #[arg(long, default_value = "200k", value_parser = super::count::parse::<usize>)]
    naive_hands: usize,
    /// Random seed: the same seed deals the same hands on any machine.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    #[arg(long, value_enum, default_value_t)]
    format: Format,
    /// Run even when the estimated time passes an hour (such runs are refused otherwise).
    #[arg(long)]
    long: bool,
}

/// Hands dealt and scored per second per thread, deliberately modest (measured about
/// 2.5e7 on a 2-core machine in release), so the estimate errs long.
const HANDS_PER_SECOND: f64 = 5e6;

#[derive(serde::Serialize)]
struct Bucket {
    /// The machine name, each once: the categories' ids (`two_pair`, …), with
    /// `straight_flush` counting no royal flush, then `royal_flush`.
    category: &'static str,
    /// "Two Pair", … "Royal Flush".
    description: &'static str,
    hands: u64,
    percent: f64,
}

#[derive(serde::Serialize)]
struct Throughput {
    seed: u64,
    threads: usize,
    fast_hands: u64,
    fast_seconds: f64,
    fast_hands_per_second: f64,
    naive_hands: u64,
    naive_seconds: f64,
    naive_hands_per_second: f64,
    ratio: f64,
    disagreements: u64,
    histogram: Vec<Bucket>,
}

/// The histogram's key for royal flushes, beside the categories' ids.
const ROYAL_FLUSH: &str = "royal_flush";

/// Rows of the histogram: the nine categories (straight flushes without the royal ones),
/// then royal flushes.
fn bucket(strength: Strength) -> usize {
    if strength.is_royal() {
        9
    } else {
        usize::from(strength.category().number()).saturating_sub(1)
    }
}

pub fn run(args: Args) -> Result<Status, CliError> {
    if args.hands == 0 {
        return Err(CliError::Input("--hands must be at least 1".into()));
    }
    if args.naive_hands == 0 {
        return Err(CliError::Input(
            "--naive-hands must be at least 1: the agreement check needs hands to check".into(),
        ));
    }
    let naive_count = args.naive_hands.min(args.hands);
    let threads = rayon::current_num_threads().max(1) as f64;
    super::equity::estimate::check_seconds(
        args.hands as f64 / (HANDS_PER_SECOND * threads) + naive_count as f64 / 1e6,
        "this run",
        "give fewer --hands",
        args.long,
    )?;

    // Hands are dealt and scored a group of chunks at a time, so memory stays flat for
    // any count; only the scoring is timed.
    let group = sample::CHUNK * 64;
    let mut by_strength = vec![0u64; usize::from(Strength::MAX.get()) + 1];
    let mut fast_seconds = 0.0;
    let mut naive_seconds = 0.0;
    let mut disagreements = 0u64;
    let mut first = 0;
    while first < args.hands {
        let count = group.min(args.hands - first);
        let cards = sample::hands(args.seed, first, count, 7);
        let start = Instant::now();
        let counts = fast_histogram(&cards);
        fast_seconds += start.elapsed().as_secs_f64();
        by_strength
            .iter_mut()
            .zip(counts)
            .for_each(|(x, y)| *x += y);
        if first < naive_count {
            let sample = &cards[..(naive_count - first).min(count) * 7];
            let start = Instant::now();
            let naive_categories: Vec<u8> = sample
                .par_chunks_exact(7)
                .map(|hand| naive::evaluate(hand).category)
                .collect();
            naive_seconds += start.elapsed().as_secs_f64();
            disagreements += sample
                .chunks_exact(7)
                .zip(&naive_categories)
                .filter(|&(hand, &c)| Hand::from_cards(hand).strength().category().number() != c)
                .count() as u64;
        }
        first += count;
    }

    let mut histogram = [0u64; 10];
    for (value, &count) in by_strength.iter().enumerate() {
        if let Some(s) = u16::try_from(value).ok().and_then(Strength::new) {
            histogram[bucket(s)] += count;
        }
    }
    let total = args.hands as f64;
    let report = Throughput {
        seed: args.seed,
        threads: rayon::current_num_threads(),
        fast_hands: args.hands as u64,
        fast_seconds,
        fast_hands_per_second: total / fast_seconds.max(1e-9),
        naive_hands: naive_count as u64,
        naive_seconds,
        naive_hands_per_second: naive_count as f64 / naive_seconds.max(1e-9),
        ratio: 0.0,
        disagreements,
        histogram: Category::ALL
            .iter()
            .map(|&c| (c.id(), c.name()))
            .chain([(ROYAL_FLUSH, Strength::MAX.name())])
            .zip(histogram)
            .map(|((category, description), hands)| Bucket {
                category,
                description,
                hands,
                percent: hands as f64 * 100.0 / total,
            })
            .collect(),
    };
    let report = Throughput {
        ratio: report.fast_hands_per_second / report.naive_hands_per_second.max(1e-9),
        ..report
    };

    let mut out = stdout();
    match args.format {
        Format::Text => write_text(&mut out, &report)?,
        Format::Json => write_json(&mut out, &report)?,
        Format::Csv => {
            writeln!(out, "category,description,hands,percent")?;
            for b in &report.histogram {
                let (category, description) = (b.category, b.description);
                writeln!(out, "{category},{description},{},{:.4}", b.hands, b.percent)?;
            }
        }
    }
    out.flush()?;
    if disagreements > 0 {
        super::stdio::stderr_line!(
            "handrank: fast and naive categories differ on {disagreements} hands"
        );
        return Ok(Status::Failure);
    }
    Ok(Status::Success)
}

/// Counts by strength of 7-card hands (flat), on every core: a histogram per task, so the
/// timed loop is lookups and adds.
fn fast_histogram(cards: &[handrank::Card]) -> Vec<u64> {
    let size = usize::from(Strength::MAX.get()) + 1;
    cards
        .par_chunks(7 << 16)
        .map(|chunk| {
            let mut counts = vec![0u64; size];
            for hand in chunk.chunks_exact(7) {
                let s = Hand::from_cards(hand).strength().get();
                if let Some(c) = counts.get_mut(usize::from(s)) {
                    *c += 1;
                }
            }
            counts
        })
        .reduce_with(|mut a, b| {
            a.iter_mut().zip(b).for_each(|(x, y)| *x += y);
            a
        })
        .unwrap_or_else(|| vec![0; size])
}

fn write_text(out: &mut impl Write, r: &Throughput) -> std::io::Result<()> {
    writeln!(
        out,
        "{} seeded random 7-card hands (seed {}), {} threads",
        grouped(r.fast_hands),
        r.seed,
        r.threads
    )?;
    writeln!(
        out,
        "  fast evaluator:  {:>12} hands in {:.3} s = {:>8.2} M hands/s",
        grouped(r.fast_hands),
        r.fast_seconds,
        r.fast_hands_per_second / 1e6
    )?;
    writeln!(
        out,
        "  naive evaluator: {:>12} hands in {:.3} s = {:>8.2} M hands/s",
        grouped(r.naive_hands),
        r.naive_seconds,
        r.naive_hands_per_second / 1e6
    )?;
    writeln!(out, "  fast / naive: {:.0}x", r.ratio)?;
    if r.disagreements == 0 {
        writeln!(
            out,
            "  the evaluators agree on the category of all {} sample hands",
            grouped(r.naive_hands)
        )?;
    } else {
        writeln!(
            out,
            "  the evaluators DISAGREE on {} sample hands",
            grouped(r.disagreements)
        )?;
    }
    writeln!(
        out,
        "category histogram (straight flushes exclude royal ones):"
    )?;
    for b in &r.histogram {
        writeln!(
            out,
            "  {:<16} {:>12} {:>8.4} %",
            b.description,
            grouped(b.hands),
            b.percent
        )?;
    }
    Ok(())
}
