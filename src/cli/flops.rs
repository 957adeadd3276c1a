//! `handrank flops`: the exact all-flop report of two ranges, as text, CSV or JSON lines.

use std::io::{self, Write};
use std::path::PathBuf;

use handrank::Game;
use handrank::equity::{BUCKETS, Equity, FlopReport, FlopSummary};

use super::equity::estimate;
use super::flops_plot;
use super::graph::Picture;
use super::output_file::OutputFile;
use super::{CliError, Format, Status, csv_field, flag_cards, grouped, progress_bar, stdout};

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
/// river pairs of each flop (about 18 ns of CPU per combo and board): a pair against a
/// pair takes half a second of CPU, 40 % of hands against 60 % (530 against 794 combos)
/// about 50 s of CPU, some 25 s on two free cores. The estimate is said up front when
/// long; Ctrl-C stops the run and leaves an -o FILE untouched.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank flops QQ AKs\n  \
    handrank flops \"TT+,AQs+,AKo\" \"QQ+,AK,JTs\" --format csv -o flops.csv\n  \
    handrank flops AhKh 77 --dead As --format json\n  \
    handrank flops QQ AKs --plot flops.png\n  \
    handrank flops --game short-deck AA KQs")]
pub struct Args {
    /// Player 1's range (QQ+,AKs,A5s-A2s,JTs-87s,KTo+,AhKh; parts may carry a weight,
    /// AKs:0.5).
    #[arg(value_name = "HERO")]
    hero: String,
    /// Player 2's range.
    #[arg(value_name = "VILLAIN")]
    villain: String,
    /// Cards known to be out of the deck, as one argument (3h4h or "3h 4h").
    #[arg(long, value_name = "CARDS")]
    dead: Option<String>,
    /// The game: holdem or short-deck (6+).
    #[arg(long, value_parser = super::game)]
    game: Option<Game>,
    /// Output format: the report for people, CSV rows, or one JSON object per line.
    #[arg(long, value_enum, default_value_t)]
    format: Format,
    /// How many best and worst flops the text report lists.
    #[arg(long, value_name = "N", default_value_t = 5)]
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
}

pub fn run(args: Args) -> Result<Status, CliError> {
    let input = |e: &dyn std::fmt::Display| CliError::Input(e.to_string());
    let game = args.game.unwrap_or_default();
    let dead = flag_cards(
        args.dead.as_deref().unwrap_or(""),
        "--dead",
        "among the dead cards",
    )?;
    let question = Equity::parse_game(game, &[&args.hero, &args.villain])
        .map_err(|e| input(&e))?
        .dead(&dead)
        .check()
        .map_err(|e| input(&e))?;
    let picture = (args.plot.as_deref())
        .map(|path| Picture::of(path, "--plot"))
        .transpose()?;
    let seconds = question.flops_estimate().map_err(|e| input(&e))?;
    estimate::check_seconds(seconds, "the flop report", "narrow the ranges", args.long)?;
    // A bad output is refused before the work, not after it.
    let file = match &args.output {
        Some(path) => Some(OutputFile::create(path)?),
        None => {
            super::stdio::require_stdout()?;
            None
        }
    };
    let bar = progress_bar(0, "flop classes");
    let report = question
        .flops_with_progress(&|done, total| {
            if let Some(bar) = &bar {
                bar.set_length(total);
                bar.set_position(done);
            }
        })
        .map_err(|e| input(&e))?;
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    let write = |out: &mut dyn Write| match args.format {
        Format::Text => write_text(out, &report, args.top),
        Format::Csv => write_csv(out, &report),
        Format::Json => write_json(out, &report),
    };
    if let (Some(path), Some(picture)) = (&args.plot, picture) {
        flops_plot::write(path, picture, &report)?;
    }
    match file {
        Some(mut file) => {
            write(&mut file)?;
            file.commit()?;
        }
        None => {
            let mut out = stdout();
            write(&mut out)?;
            out.flush()?;
        }
    }
    Ok(Status::Success)
}

/// A fraction as a percentage with two decimals, or "-" for none.
fn pct(value: Option<f64>) -> String {
    value.map_or_else(|| "-".to_owned(), |v| format!("{:.2}", 100.0 * v))
}

/// The report for people: the question, the whole, the groups, the two distributions and
/// the best and worst flops.
fn write_text(out: &mut dyn Write, report: &FlopReport, top: usize) -> io::Result<()> {
    let total = report.total();
    let [boards, wins, ties, losses] = report.preflop();
    writeln!(out, "hero: {}", report.ranges[0])?;
    writeln!(out, "villain: {}", report.ranges[1])?;
    writeln!(
        out,
        "flops: {} in {} classes",
        grouped(total.flops),
        grouped(report.rows.len() as u64)
    )?;
    writeln!(
        out,
        "hero equity: {} % (wins {}, ties {}, losses {} of {} boards)",
        pct(total.equity()),
        grouped(wins),
        grouped(ties),
        grouped(losses),
        grouped(boards)
    )?;
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
    for (title, rows) in [
        ("best flops for the hero", report.best(top)),
        ("worst flops for the hero", report.worst(top)),
    ] {
        writeln!(out)?;
        writeln!(out, "{title}:")?;
        for row in rows {
            writeln!(
                out,
                "  {}  equity {:>6} %  ({} flops like it)",
                row.name(),
                pct(row.equity()),
                row.flops
            )?;
        }
    }
    Ok(())
}

const CSV_HEADER: &str = "type,flop,cut,group,flops,deals,boards,wins,ties,losses,equity_pct,\
    hero_combos,villain_combos,suits,pairing,high,connected";

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
    for row in &report.rows {
        let t = &row.texture;
        write!(
            out,
            "flop,{},,,{},{},{},{},{},{},{},{},{},{},{},{},{}",
            row.name(),
            row.flops,
            row.deals,
            row.boards,
            row.wins,
            row.ties,
            row.losses,
            opt(row.equity()),
            row.combos[0],
            row.combos[1],
            t.suits.name(),
            t.pairing.name(),
            t.high.symbol(),
            t.connected
        )?;
        write_distribution(out, &row.distribution_fractions())?;
    }
    let groups = report.groups().into_iter().map(|(g, s)| (Some(g), s));
    for (group, sum) in groups.chain([(None, whole(report))]) {
        let (cut, name) = group.map_or(("all".to_owned(), "all".to_owned()), |g| {
            (g.cut().to_owned(), g.name())
        });
        write!(
            out,
            "group,,{},{},{},,{},{},{},{},{},,,,,,",
            csv_field(&cut),
            csv_field(&name),
            sum.flops,
            sum.boards,
            sum.wins,
            sum.ties,
            sum.losses,
            opt(sum.equity())
        )?;
        write_distribution(out, &sum.distribution_fractions())?;
    }
    Ok(())
}

fn write_distribution(out: &mut dyn Write, fractions: &[[f64; BUCKETS]; 2]) -> io::Result<()> {
    for f in fractions.iter().flatten() {
        write!(out, ",{:.4}", 100.0 * f)?;
    }
    writeln!(out)
}

/// One JSON object per flop class, then one per group and the whole.
fn write_json(out: &mut dyn Write, report: &FlopReport) -> io::Result<()> {
    let pct = |v: Option<f64>| v.map(|v| 100.0 * v);
    let dist = |f: [[f64; BUCKETS]; 2]| f.map(|p| p.map(|x| 100.0 * x));
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
/// once for each of its 10 flops.
fn whole(report: &FlopReport) -> FlopSummary {
    let [boards, wins, ties, losses] = report.preflop();
    FlopSummary {
        boards,
        wins,
        ties,
        losses,
        ..report.total()
    }
}
