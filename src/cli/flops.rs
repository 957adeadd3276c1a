//! `handrank flops`: the exact all-flop report of two ranges, as text, CSV or JSON lines.

use std::io::{self, Write};
use std::path::PathBuf;

use handrank::Game;
use handrank::equity::{
    BUCKETS, Equity, FlopPart, FlopReport, FlopSummary, Method, MonteCarlo, Shard, TRIALS_PER_FLOP,
};

use super::equity::estimate;
use super::flops_plot;
use super::graph::Picture;
use super::output_file::Output;
use super::parts::{merge_error, read_parts};
use super::{CliError, Format, Status, csv_field, flag_cards, grouped, progress_bar};

/// The exact equity of two ranges on every flop, by texture, with equity distributions.
///
/// For each flop class (flops that a change of suits keeping both ranges and the dead
/// cards turns into one another: 1,755 of the 22,100 flops when no suit is named), the
/// exact result of HERO against VILLAIN all-in on that flop over every turn and river:
/// wins, ties and losses (integer counts, those of `handrank equity HERO VILLAIN --board
/// FLOP --exact`), the combos left, and each player's equity distribution: the share of
/// its deals held by combos of each 10 % equity bucket against the other range on that
/// flop. Flops are weighted by how often they come, so the report adds up to the preflop
/// answer (each five-card board counted once for each of its 10 flops). The groups cut the
/// flops by suits (rainbow, two-tone, monotone), pairing (unpaired, paired, trips), high
/// card, and connected (three ranks inside one straight's five, so two hole cards can
/// complete a straight on the flop); the best and worst flops for the hero close the text
/// report. CSV has one row per flop class, then the groups and the whole (`type` column);
/// JSON one object per line, the groups with "type": "group". A group's counts count each
/// deal's five-card board once for each of its flops in the group; the whole ("all") gives
/// the preflop counts, those of `handrank equity HERO VILLAIN --exact`.
///
/// Time grows with the flop classes, the live combos of both ranges and the 1,176 turn and
/// river pairs of each flop (about 4 ns of CPU per combo and board; boards the flop's suit
/// symmetry maps onto each other are swept once): a pair against a pair takes under a
/// fifth of a second of CPU, 40 % of hands against 60 % (530 against 794 combos) about
/// 10 s of CPU, some 5 s on two free cores. The estimate is said up front
/// when long; Ctrl-C stops the run and leaves an -o FILE untouched. --shard K/N computes
/// every N-th flop class from the K-th and writes its rows as a part file; --merge puts
/// the parts of all N shards together into the report, the same to the byte as one run's,
/// so the work can be spread over machines or resumed.
///
/// With --game omaha (PLO4 ranges as `equity` reads them: AhAsKhKs, AA**ds, KQJTr,
/// random) each flop is its own equity question: exact when a flop's exact estimate is
/// below a Monte Carlo run's, else Monte Carlo on each flop (20,000 trials unless
/// --trials or --std-err say otherwise, each flop's seed mixed from --seed), its standard
/// error in the `std_err_pct` column; --exact or --monte-carlo choose. The report says its
/// method. A Monte Carlo flop's equity is weighted by its deals, counted exactly, and
/// Omaha reports have no equity distributions.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank flops QQ AKs\n  \
    handrank flops \"TT+,AQs+,AKo\" \"QQ+,AK,JTs\" --format csv -o flops.csv\n  \
    handrank flops AhKh 77 --dead As --format json\n  \
    handrank flops QQ AKs --plot flops.png\n  \
    handrank flops --game short-deck AA KQs\n  \
    handrank flops --game omaha AhAsKhKs QdQcJdTc\n  \
    handrank flops --game omaha AA**ds random --trials 5k --seed 7\n  \
    handrank flops \"TT+,AQs+,AKo\" \"QQ+,AK,JTs\" --shard 1/2 -o part1.txt\n  \
    handrank flops \"TT+,AQs+,AKo\" \"QQ+,AK,JTs\" --shard 2/2 -o part2.txt\n  \
    handrank flops --merge part1.txt part2.txt --format csv -o flops.csv")]
pub struct Args {
    /// Player 1's range (QQ+,AKs,A5s-A2s,JTs-87s,KTo+,AhKh; parts may carry a weight,
    /// AKs:0.5).
    #[arg(value_name = "HERO", required_unless_present = "merge")]
    hero: Option<String>,
    /// Player 2's range.
    #[arg(value_name = "VILLAIN", required_unless_present = "merge")]
    villain: Option<String>,
    /// Cards known to be out of the deck, as one argument (3h4h or "3h 4h").
    #[arg(long, value_name = "CARDS")]
    dead: Option<String>,
    /// The game: holdem, short-deck (6+) or omaha (PLO4; omaha-hilo, omaha5 and omaha6
    /// too).
    #[arg(long, value_parser = super::game)]
    game: Option<Game>,
    /// Omaha: enumerate every turn and river of every flop, however long it takes.
    #[arg(long, conflicts_with_all = ["monte_carlo", "trials", "std_err"])]
    exact: bool,
    /// Omaha: Monte Carlo on each flop even when exact would be quick.
    #[arg(long)]
    monte_carlo: bool,
    #[arg(
        long,
        help = format!(
            "Omaha, Monte Carlo: trials on each flop (default {}). N may be written {}",
            super::grouped(TRIALS_PER_FLOP),
            super::count::FORMS,
        ),
        value_name = "N",
        allow_hyphen_values = true,
        value_parser = super::count::parse::<u64>
    )]
    trials: Option<u64>,
    /// Omaha, Monte Carlo: stop each flop when its standard error is below E percentage
    /// points.
    #[arg(long, value_name = "E", allow_hyphen_values = true)]
    std_err: Option<f64>,
    /// Omaha, Monte Carlo: the seed each flop's is mixed from, to reproduce a run
    /// (default: from the clock, and printed).
    #[arg(long)]
    seed: Option<u64>,
    /// Output format: the report for people, CSV rows, or one JSON object per line.
    #[arg(long, value_enum, default_value_t)]
    format: Format,
    /// How many best and worst flops the text report lists.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_TOP)]
    top: usize,
    /// Output file (default: stdout), written whole or not at all.
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
    /// Also draw the hero's equity by texture and the two equity distributions into
    /// FILE.svg or FILE.png.
    #[arg(long, value_name = "FILE")]
    plot: Option<PathBuf>,
    /// Run even when the estimated time passes an hour (such runs are refused otherwise).
    #[arg(long)]
    long: bool,
    /// Compute only shard K of N (1 ≤ K ≤ N: every N-th flop class from the K-th) and
    /// write its rows as a part for --merge.
    #[arg(long, value_name = "K/N", value_parser = super::shard, conflicts_with = "merge")]
    shard: Option<Shard>,
    /// Put the part files of all N shards of one run together into the report instead of
    /// computing it, the same to the byte as one run's (a missing, repeated or foreign
    /// part is an error that names it).
    #[arg(
        long,
        value_name = "PART",
        num_args = 1..,
        conflicts_with_all = ["hero", "villain", "dead", "game", "exact", "monte_carlo", "trials", "std_err", "seed", "long"]
    )]
    merge: Vec<PathBuf>,
}

pub fn run(args: Args) -> Result<Status, CliError> {
    if args.shard.is_some()
        && (args.format != Format::Text || args.plot.is_some() || args.top != DEFAULT_TOP)
    {
        return Err(CliError::Input(
            "--shard writes a part file for --merge: --format, --plot and --top apply to the \
             merged report"
                .to_owned(),
        ));
    }
    // A bad output is refused before the work, not after it.
    let output = Output::open(args.output.as_deref())?;
    let picture = (args.plot.as_deref())
        .map(|path| Picture::of(path, "--plot"))
        .transpose()?;
    let report = if args.merge.is_empty() {
        match compute(&args)? {
            Computed::Report(report) => report,
            Computed::Part(part) => {
                return output
                    .write(|out| Ok(part.write(out)?))
                    .map(|()| Status::Success);
            }
        }
    } else {
        merge(&args.merge)?
    };
    if let (Some(path), Some(picture)) = (&args.plot, picture) {
        flops_plot::write(path, picture, &report)?;
    }
    output.write(|out| match args.format {
        Format::Text => Ok(write_text(out, &report, args.top)?),
        Format::Csv => Ok(write_csv(out, &report)?),
        Format::Json => Ok(write_json(out, &report)?),
    })?;
    Ok(Status::Success)
}

/// What a run computes: the report, or one shard's part.
enum Computed {
    Report(FlopReport),
    Part(FlopPart),
}

/// Asks the question of the arguments, whole or its --shard.
fn compute(args: &Args) -> Result<Computed, CliError> {
    let input = |e: &dyn std::fmt::Display| CliError::Input(e.to_string());
    let game = args.game.unwrap_or_default();
    let [hero, villain] = [&args.hero, &args.villain].map(|r| r.as_deref().unwrap_or_default());
    let dead = flag_cards(
        args.dead.as_deref().unwrap_or(""),
        "--dead",
        "among the dead cards",
    )?;
    let question = Equity::parse_game(game, &[hero, villain])
        .map_err(|e| input(&e))?
        .dead(&dead)
        .check()
        .map_err(|e| input(&e))?;
    let asked = if args.exact {
        Some(Method::Exact)
    } else {
        args.monte_carlo.then_some(Method::MonteCarlo)
    };
    let rules = MonteCarlo {
        trials: args.trials,
        std_err: args.std_err.map(|e| e / 100.0),
        ..MonteCarlo::new()
    };
    let monte_carlo = question
        .flops_method(asked, &rules.seed_or_clock(args.seed))
        .map_err(|e| input(&e))?;
    let seconds = question
        .flops_estimate(monte_carlo.as_ref())
        .map_err(|e| input(&e))?
        .seconds
        / f64::from(args.shard.map_or(1, |shard| shard.count()));
    let bound = match monte_carlo {
        None if game.has_starting_hands() => "narrow the ranges, or cut the run with --shard",
        None if args.exact => "narrow the ranges, or drop --exact for Monte Carlo on each flop",
        None => "narrow the ranges",
        Some(_) => "narrow the ranges or bound each flop with --trials N",
    };
    estimate::check_seconds(seconds, "the flop report", bound, args.long)?;
    let bar = progress_bar(0, "flop classes");
    let progress = |done, total| {
        if let Some(bar) = &bar {
            bar.set_length(total);
            bar.set_position(done);
        }
    };
    let computed = match args.shard {
        Some(shard) => Computed::Part(
            (question.flops_part(shard, monte_carlo.as_ref(), &progress)).map_err(|e| input(&e))?,
        ),
        None => Computed::Report(
            (question.flops_with_progress(monte_carlo.as_ref(), &progress))
                .map_err(|e| input(&e))?,
        ),
    };
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    Ok(computed)
}

/// Reads the parts and puts them together; the error names the part at fault.
fn merge(paths: &[PathBuf]) -> Result<FlopReport, CliError> {
    FlopPart::merge(read_parts(paths, FlopPart::read)?).map_err(merge_error)
}

/// The best and worst flops the text report lists unless --top says.
const DEFAULT_TOP: usize = 5;

/// A fraction as a percentage with two decimals, or "-" for none.
fn pct(value: Option<f64>) -> String {
    value.map_or_else(|| "-".to_owned(), |v| format!("{:.2}", 100.0 * v))
}

/// The whole report's equity distributions, a line per player.
fn write_distributions(out: &mut dyn Write, total: &FlopSummary) -> io::Result<()> {
    writeln!(out)?;
    writeln!(
        out,
        "equity distribution (% of deals by the combo's equity on the flop):"
    )?;
    write!(out, "{:<8}", "equity")?;
    for b in 0..BUCKETS {
        write!(out, " {:>6}", format!("{}-{}", 10 * b, 10 * (b + 1)))?;
    }
    writeln!(out)?;
    for (name, fractions) in ["hero", "villain"]
        .iter()
        .zip(total.distribution_fractions())
    {
        write!(out, "{name:<8}")?;
        for f in fractions {
            write!(out, " {:>6.2}", 100.0 * f)?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// A Monte Carlo report's trials over every flop.
fn trials(report: &FlopReport) -> u64 {
    report.rows.iter().map(|row| row.boards).sum()
}

/// The report for people: the question, the whole, the groups, the two distributions and
/// the best and worst flops.
fn write_text(out: &mut dyn Write, report: &FlopReport, top: usize) -> io::Result<()> {
    let total = report.total();
    writeln!(out, "hero: {}", report.ranges[0])?;
    writeln!(out, "villain: {}", report.ranges[1])?;
    writeln!(
        out,
        "flops: {} in {} classes",
        grouped(total.flops),
        grouped(report.rows.len() as u64)
    )?;
    match (report.preflop(), report.seed) {
        (Some([boards, wins, ties, losses]), _) => writeln!(
            out,
            "hero equity: {} % (wins {}, ties {}, losses {} of {} boards)",
            pct(total.equity()),
            grouped(wins),
            grouped(ties),
            grouped(losses),
            grouped(boards)
        )?,
        (None, seed) => writeln!(
            out,
            "hero equity: {} % ± {} (Monte Carlo on each flop, {} trials in all, seed {})",
            pct(total.equity()),
            pct(total.std_err),
            grouped(trials(report)),
            seed.map_or_else(|| "-".to_owned(), |s| s.to_string())
        )?,
    }
    writeln!(out)?;
    writeln!(
        out,
        "{:<12} {:<12} {:>7} {:>8} {:>9}",
        "cut", "group", "flops", "deals %", "equity %"
    )?;
    for (group, sum) in report.groups() {
        if sum.flops == 0 {
            continue;
        }
        let share = sum.weighted_boards / total.weighted_boards;
        writeln!(
            out,
            "{:<12} {:<12} {:>7} {:>8.2} {:>9}",
            group.cut(),
            group.name(),
            grouped(sum.flops),
            100.0 * share,
            pct(sum.equity())
        )?;
    }
    if report.distributions {
        write_distributions(out, &total)?;
    }
    for (title, rows) in [
        ("best flops for the hero", report.best(top)),
        ("worst flops for the hero", report.worst(top)),
    ] {
        writeln!(out)?;
        writeln!(out, "{title}:")?;
        for row in rows {
            let error = row
                .std_err
                .map_or_else(String::new, |e| format!(" ± {}", pct(Some(e))));
            writeln!(
                out,
                "  {}  equity {:>6} %{error}  ({} flops like it)",
                row.name(),
                pct(row.equity()),
                row.flops
            )?;
        }
    }
    Ok(())
}

const CSV_HEADER: &str = "type,flop,cut,group,flops,deals,boards,wins,ties,losses,equity_pct,\
    std_err_pct,method,hero_combos,villain_combos,suits,pairing,high,connected";

/// One row per flop class, then one per group and the whole (`all`).
fn write_csv(out: &mut dyn Write, report: &FlopReport) -> io::Result<()> {
    write!(out, "{CSV_HEADER}")?;
    for p in ["hero", "villain"] {
        for b in 0..BUCKETS {
            write!(out, ",{p}_{}_{}", 10 * b, 10 * (b + 1))?;
        }
    }
    writeln!(out)?;
    let opt = |v: Option<f64>| v.map_or_else(String::new, |v| format!("{:.6}", 100.0 * v));
    let method = method_name(report.method);
    for row in &report.rows {
        let t = &row.texture;
        write!(
            out,
            "flop,{},,,{},{},{},{},{},{},{},{},{method},{},{},{},{},{},{}",
            row.name(),
            row.flops,
            row.deals,
            row.boards,
            row.wins,
            row.ties,
            row.losses,
            opt(row.equity()),
            opt(row.std_err),
            row.combos[0],
            row.combos[1],
            t.suits.name(),
            t.pairing.name(),
            t.high.symbol(),
            t.connected
        )?;
        write_distribution(out, report, &row.distribution_fractions())?;
    }
    let groups = report.groups().into_iter().map(|(g, s)| (Some(g), s));
    for (group, sum) in groups.chain([(None, whole(report))]) {
        let (cut, name) = group.map_or(("all".to_owned(), "all".to_owned()), |g| {
            (g.cut().to_owned(), g.name())
        });
        write!(
            out,
            "group,,{},{},{},,{},{},{},{},{},{},{method},,,,,,",
            csv_field(&cut),
            csv_field(&name),
            sum.flops,
            sum.boards,
            sum.wins,
            sum.ties,
            sum.losses,
            opt(sum.equity()),
            opt(sum.std_err)
        )?;
        write_distribution(out, report, &sum.distribution_fractions())?;
    }
    Ok(())
}

/// The distribution columns: empty when the report has none.
fn write_distribution(
    out: &mut dyn Write,
    report: &FlopReport,
    fractions: &[[f64; BUCKETS]; 2],
) -> io::Result<()> {
    for f in fractions.iter().flatten() {
        match report.distributions {
            true => write!(out, ",{:.4}", 100.0 * f)?,
            false => write!(out, ",")?,
        }
    }
    writeln!(out)
}

/// The method as the CSV and JSON name it.
fn method_name(method: Method) -> &'static str {
    match method {
        Method::Exact => "exact",
        Method::MonteCarlo => "monte_carlo",
    }
}

/// One JSON object per flop class, then one per group and the whole.
fn write_json(out: &mut dyn Write, report: &FlopReport) -> io::Result<()> {
    let pct = |v: Option<f64>| v.map(|v| 100.0 * v);
    let dist =
        |f: [[f64; BUCKETS]; 2]| (report.distributions).then(|| f.map(|p| p.map(|x| 100.0 * x)));
    let method = method_name(report.method);
    for row in &report.rows {
        let t = &row.texture;
        let value = serde_json::json!({
            "type": "flop",
            "flop": row.name(),
            "flops": row.flops,
            "deals": row.deals,
            "boards": row.boards,
            "wins": row.wins,
            "ties": row.ties,
            "losses": row.losses,
            "equity_pct": pct(row.equity()),
            "std_err_pct": pct(row.std_err),
            "method": method,
            "combos": row.combos,
            "suits": t.suits.name(),
            "pairing": t.pairing.name(),
            "high": t.high.symbol().to_string(),
            "connected": t.connected,
            "distribution_pct": dist(row.distribution_fractions()),
        });
        super::write_json(&mut &mut *out, &value)?;
    }
    let group_json = |cut: &str, name: &str, sum: &FlopSummary| {
        serde_json::json!({
            "type": "group",
            "cut": cut,
            "group": name,
            "flops": sum.flops,
            "boards": sum.boards,
            "wins": sum.wins,
            "ties": sum.ties,
            "losses": sum.losses,
            "equity_pct": pct(sum.equity()),
            "std_err_pct": pct(sum.std_err),
            "method": method,
            "distribution_pct": dist(sum.distribution_fractions()),
        })
    };
    for (group, sum) in report.groups() {
        super::write_json(
            &mut &mut *out,
            &group_json(group.cut(), &group.name(), &sum),
        )?;
    }
    super::write_json(&mut &mut *out, &group_json("all", "all", &whole(report)))
}

/// The whole report with the preflop counts: the flops' sum counts each five-card board
/// once for each of its 10 flops. A Monte Carlo report's whole is its flops' sum.
fn whole(report: &FlopReport) -> FlopSummary {
    let total = report.total();
    match report.preflop() {
        Some([boards, wins, ties, losses]) => FlopSummary {
            boards,
            wins,
            ties,
            losses,
            ..total
        },
        None => total,
    }
}
