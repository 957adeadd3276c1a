//! `handrank equity`: the arguments, the choice between exact enumeration and Monte Carlo,
//! the progress bar and the output ([`output`]).

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use handrank::Card;
use handrank::equity::{
    BreakdownBy, Equity, EquityError, EquityResult, HandEquity, Method, MonteCarlo, Question,
    Shard, TRIALS_PER_PART,
};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::output_file::Output;
use super::stdio::stderr_line;
use super::{CliError, Format, Status, card_text, flag_cards, grouped};

mod breakdown;
pub(super) mod estimate;
mod output;
mod parts;
#[cfg(test)]
mod tests;

/// Win, tie and equity of 2 to 10 hands or ranges, exact or by Monte Carlo.
///
/// Each player is hole cards (AhKh, "Ah Kh") or a range (QQ+, 99-66, AKs, ATs+, KTo+,
/// A5s-A2s, JTs-87s, AhKh, random); a range part may carry a weight (AKs:0.5, AQo:75%). In
/// stud, stud hi-lo and razz a player is the 2 to 7 cards known (AhKd7c), the rest of seven
/// dealt; in the draw games (ace-five, deuce-seven, badugi) the cards kept and the number
/// drawn (7s5d3c2h+1), the discards given as --dead: the last draw, or with --draws 2 or 3
/// (or --game 27td) more to come, each later draw by the game's drawing policy, by Monte
/// Carlo. Exact enumeration is the
/// default when it is quick; otherwise a seeded Monte Carlo run stops at --trials,
/// --std-err or --time. --breakdown gives each combo's or class's equity. --shard K/N runs
/// part K of N of the run (every N-th task of the exact enumeration from the K-th, or the
/// K-th N-th of a Monte Carlo run's trials, given --seed) and writes it as a part file;
/// --merge puts the parts of all N together into the answer, the same to the byte as one
/// run's.
#[derive(Clone, Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank equity AdAc KhKs --exact\n  \
    handrank equity AhKh QQ+,AKs --board \"Qs 7h 2c\"\n  \
    handrank equity AKs random random --trials 2M --seed 7 --format json\n  \
    handrank equity A2s+ KTo+ --format csv\n  \
    handrank equity \"QQ+,AKs:0.5,AQs:25%\" JJ+,AK --board Qs7h2c --breakdown --by class\n  \
    handrank equity --game short-deck AA KK,AKs --board Ts9s6h\n  \
    handrank equity --game razz \"Ah2c 3d 9s Kc\" \"4h5h 6c 7d Qs\" --dead \"2s 8c\"\n  \
    handrank equity --game deuce-seven 7s5h4c3d+1 8h6c5d3s2c --dead Ks\n  \
    handrank equity --game 2-7-triple-draw 7s5h4c3d+1 8h6c5d3s2c --trials 1M --seed 7\n  \
    handrank equity AKs,AQs QQ+,AKo --board Qs7h2c --shard 1/2 -o part1.txt\n  \
    handrank equity AKs,AQs QQ+,AKo --board Qs7h2c --shard 2/2 -o part2.txt\n  \
    handrank equity --merge part1.txt part2.txt --format json")]
pub struct Args {
    /// Each player's hole cards (AhKh, "Ah Kh") or range (QQ+,AKs,A5s-A2s,JTs-87s,KTo+,
    /// random); in stud the cards known (AhKd7c); in a draw game the cards kept and the
    /// draw (7s5d3c2h+1).
    #[arg(required_unless_present = "merge", value_name = "HAND_OR_RANGE")]
    pub(crate) players: Vec<String>,
    /// Community cards so far: a flop (3), turn (4) or river (5); none in stud and the
    /// draw games.
    #[arg(long, value_name = "CARDS")]
    pub(crate) board: Option<String>,
    /// Cards known to be out of the deck (in stud, folded up-cards; in a draw game, the
    /// discards).
    #[arg(long, value_name = "CARDS")]
    pub(crate) dead: Option<String>,
    /// Enumerate every deal and board (the default when that is quick).
    #[arg(long, conflicts_with_all = ["monte_carlo", "trials", "std_err", "time"])]
    pub(crate) exact: bool,
    /// Use Monte Carlo even when exact enumeration would be quick.
    #[arg(long)]
    pub(crate) monte_carlo: bool,
    #[arg(
        long,
        help = format!(
            "Monte Carlo: stop after N boards (default {} when no limit is given). N may be \
             written {}",
            grouped(MonteCarlo::DEFAULT_TRIALS),
            super::count::FORMS,
        ),
        value_name = "N",
        allow_hyphen_values = true,
        value_parser = super::count::parse::<u64>
    )]
    pub(crate) trials: Option<u64>,
    /// Monte Carlo: stop when every player's standard error is below E percentage points
    /// (the printed "± %" column; 0.05 means 0.05%).
    #[arg(long, value_name = "E", allow_hyphen_values = true)]
    pub(crate) std_err: Option<f64>,
    /// Monte Carlo: stop after this many seconds.
    #[arg(long, value_name = "SECONDS", allow_hyphen_values = true)]
    pub(crate) time: Option<f64>,
    /// Monte Carlo seed, to reproduce a run (default: from the clock, and printed).
    #[arg(long)]
    pub(crate) seed: Option<u64>,
    /// Output format: an aligned table, one JSON object on one line, or CSV with one row
    /// per player.
    #[arg(long, value_enum, default_value_t)]
    pub(crate) format: Format,
    /// The game: holdem, omaha (omaha5, omaha6), omaha-hilo (…5, …6), short-deck, stud,
    /// stud-hilo, razz, ace-five, deuce-seven or badugi (Omaha players: AhKhQdJd, AA**ds,
    /// KQJTr, random, of the game's hole count: omaha is PLO4); 2-7-triple-draw (27td,
    /// triple-draw) and a5-triple-draw are deuce-seven and ace-five with 3 draws to come.
    #[arg(long, value_parser = super::game, default_value = "holdem")]
    pub(crate) game: handrank::Game,
    /// Draws to come in a draw game, 1 to 3 (default 1, the last draw; 3 for a
    /// triple-draw --game): each player's cards are as they stand now, and every later
    /// draw follows the game's drawing policy (Monte Carlo only).
    #[arg(long, value_name = "N")]
    pub(crate) draws: Option<usize>,
    /// Run even when the estimated time passes an hour (such runs are refused otherwise).
    #[arg(long)]
    pub(crate) long: bool,
    #[arg(long, help = format!(
        "The equity of each part of every player's range against the others, best first \
         (Monte Carlo: --trials boards per part, default {})",
        grouped(TRIALS_PER_PART),
    ))]
    pub(crate) breakdown: bool,
    /// What --breakdown splits a range into: each combo (AhKh) or each class (AKs, QQ).
    #[arg(long, value_enum, default_value_t, requires = "breakdown")]
    pub(crate) by: By,
    /// Output file (default: stdout), written whole or not at all.
    #[arg(short, long, value_name = "FILE")]
    pub(crate) output: Option<PathBuf>,
    /// Run only part K of N (1 ≤ K ≤ N) and write its counts as a part file for --merge
    /// (Monte Carlo: with --seed, bounded by --trials).
    #[arg(long, value_name = "K/N", value_parser = super::shard, conflicts_with_all = ["merge", "breakdown"])]
    pub(crate) shard: Option<Shard>,
    /// Put the part files of all N parts of one run together into the answer instead of
    /// computing it (a missing, repeated or foreign part is an error that names it).
    #[arg(
        long,
        value_name = "PART",
        num_args = 1..,
        conflicts_with_all = ["players", "board", "dead", "exact", "monte_carlo", "trials", "std_err", "time", "seed", "game", "draws", "long", "breakdown"]
    )]
    pub(crate) merge: Vec<PathBuf>,
}

/// The parts of a breakdown, as the command line names them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum By {
    #[default]
    Combo,
    Class,
}

pub fn run(args: Args) -> Result<Status, CliError> {
    // A bad output is refused before the work, not after it.
    let output = Output::open(args.output.as_deref())?;
    if let Some(shard) = args.shard {
        let part = parts::compute(&args, shard)?;
        output.write(|out| Ok(part.write(out)?))?;
    } else if !args.merge.is_empty() {
        let (result, board, dead) = parts::merge(&args.merge)?;
        output.write(|mut out| write_result(&mut out, args.format, &result, &board, &dead))?;
    } else if args.breakdown {
        output.write(|mut out| breakdown(&args, &mut out).map(drop))?;
    } else {
        output.write(|mut out| equity(&args, &mut out).map(drop))?;
    }
    Ok(Status::Success)
}

/// The question the arguments ask, checked, with its board and dead cards.
pub(super) fn question(args: &Args) -> Result<(Question, Vec<Card>, Vec<Card>), CliError> {
    let cards = |text: &Option<String>, flag: &str, place: &str| {
        flag_cards(text.as_deref().unwrap_or(""), flag, place)
    };
    let board = cards(&args.board, "--board", "on the board")?;
    let dead = cards(&args.dead, "--dead", "among the dead cards")?;
    let game = match args.draws {
        Some(draws) => args
            .game
            .with_draws(draws)
            .map_err(|e| CliError::Input(format!("--draws {draws}: {e}")))?,
        None => args.game,
    };
    let question = Equity::parse_game(game, &args.players)
        .map_err(input)?
        .board(&board)
        .dead(&dead)
        .check()
        .map_err(input)?;
    Ok((question, board, dead))
}

/// Each part's equity, by the method [`method`] picks for the whole question.
fn breakdown(args: &Args, out: &mut impl Write) -> Result<Vec<HandEquity>, CliError> {
    let (equity, board, dead) = question(args)?;
    let method = method(args, &equity)?;
    let options = (method == Method::MonteCarlo).then(|| monte_carlo_options(args));
    let by = match args.by {
        By::Combo => BreakdownBy::Combo,
        By::Class => BreakdownBy::Class,
    };
    let estimate = equity
        .breakdown_estimate(by, options.as_ref())
        .map_err(input)?;
    estimate::check(
        estimate,
        "this breakdown",
        "bound each part with --trials N or --time SECONDS, or ask for --by class",
        args.long,
    )?;
    let bar = Progress::new(std::io::stderr().is_terminal());
    bar.bar.enable_steady_tick(Duration::from_millis(250));
    bar.bar.set_style(
        ProgressStyle::with_template("breakdown {bar:40} {pos}/{len} parts {elapsed} (eta {eta})")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let rows = equity.breakdown_with_progress(by, options.as_ref(), &|done, total| {
        bar.bar.set_length(total);
        bar.update(done);
    });
    bar.bar.finish_and_clear();
    let rows = rows.map_err(input)?;
    let (board, dead) = (card_text(&board), card_text(&dead));
    match args.format {
        Format::Text => {
            let hi_lo = equity.game().has_low();
            breakdown::write_text(out, &rows, by, &args.players, (&board, &dead), hi_lo)?
        }
        Format::Json => breakdown::write_json(out, &rows, by, &board, &dead)?,
        Format::Csv => breakdown::write_csv(out, &rows, by, &board, &dead)?,
    }
    Ok(rows)
}

/// The Monte Carlo options the arguments give (seed from the clock if none).
pub(super) fn monte_carlo_options(args: &Args) -> MonteCarlo {
    stopping_rules(args).seed_or_clock(args.seed)
}

/// The stopping rules the arguments give, unseeded.
fn stopping_rules(args: &Args) -> MonteCarlo {
    MonteCarlo {
        trials: args.trials,
        std_err: args.std_err.map(|e| e / 100.0),
        time: args.time,
        ..MonteCarlo::new()
    }
}

/// Answers the question, writing the table or JSON to `out` (and a progress bar to a
/// terminal's stderr for runs over a second).
fn equity(args: &Args, out: &mut impl Write) -> Result<EquityResult, CliError> {
    let (equity, board, dead) = question(args)?;
    let bar = Progress::new(std::io::stderr().is_terminal());
    // The clock keeps ticking between updates (a long exact task reports nothing).
    bar.bar.enable_steady_tick(Duration::from_millis(250));
    let method = method(args, &equity)?;
    if method == Method::Exact && args.seed.is_some() {
        stderr_line!(
            "handrank: warning: --seed has no effect {}",
            if args.exact {
                "with --exact (exact enumeration is not random)"
            } else {
                "here: exact enumeration is quicker and not random (--monte-carlo samples)"
            }
        );
    }
    let result = match method {
        Method::Exact => {
            equity.check_exact().map_err(input)?;
            estimate::check(
                equity.exact_estimate(),
                "exact enumeration",
                "use Monte Carlo instead (drop --exact; bound it with --time SECONDS)",
                args.long,
            )?;
            bar.bar.set_style(
                ProgressStyle::with_template("exact {bar:40} {percent}% {elapsed} (eta {eta})")
                    .unwrap_or_else(|_| ProgressStyle::default_bar()),
            );
            equity.exact_with_progress(&|done, total| {
                bar.bar.set_length(total);
                bar.update(done);
            })
        }
        Method::MonteCarlo => {
            // The standard error is given in percentage points: check it as given.
            if let Some(e) = args.std_err
                && !(e.is_finite() && e > 0.0)
            {
                return Err(input(EquityError::BadStdErr(e)));
            }
            let options = monte_carlo_options(args);
            options.check().map_err(input)?;
            estimate::check(
                equity.monte_carlo_estimate(&options),
                "this Monte Carlo run",
                "bound it with --time SECONDS, --trials N or a larger --std-err",
                options.allows_long_run(args.long),
            )?;
            bar.bar.set_style(
                ProgressStyle::with_template(
                    "monte carlo {bar:30} {percent}% {elapsed} (eta {eta}) {msg}",
                )
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
            );
            bar.bar.set_length(STOPPING_RULE_STEPS);
            let rule = StoppingRule::of(&options);
            equity.monte_carlo_with_progress(&options, &|boards, worst| {
                bar.bar.set_message(rule.message(boards, worst));
                bar.update(rule.done(boards, worst));
            })
        }
    };
    bar.bar.finish_and_clear();
    let result = result.map_err(input)?;
    write_result(out, args.format, &result, &board, &dead)?;
    Ok(result)
}

/// Writes the result in `format`, with the board and dead cards it was asked with.
fn write_result(
    out: &mut impl Write,
    format: Format,
    result: &EquityResult,
    board: &[Card],
    dead: &[Card],
) -> Result<(), CliError> {
    let (board, dead) = (card_text(board), card_text(dead));
    match format {
        Format::Text => output::write_text(out, result, &board, &dead)?,
        Format::Json => output::write_json(out, result, &board, &dead)?,
        Format::Csv => output::write_csv(out, result, &board, &dead)?,
    }
    Ok(())
}

/// The method the flags ask for, by the library's rule (`--exact` and the stopping rules
/// conflict as flags, so the rule's one error is a usage error).
pub(super) fn method(args: &Args, question: &Question) -> Result<Method, CliError> {
    let asked = if args.exact {
        Some(Method::Exact)
    } else {
        args.monte_carlo.then_some(Method::MonteCarlo)
    };
    question
        .method_asked(asked, &stopping_rules(args))
        .map_err(|e| CliError::Input(e.to_string()))
}

/// An equity error as the command line reports it, with advice about its options where
/// the mistake is usually in them.
pub(super) fn input(error: EquityError) -> CliError {
    match error {
        EquityError::LoneCard { .. } => CliError::Input(format!(
            "{error}; --board and --dead take one argument, so write their cards together \
             or quoted: --board Qs7h2c or --board \"Qs 7h 2c\""
        )),
        error => CliError::Input(error.to_string()),
    }
}

/// Monte Carlo progress is shown in thousandths of the way to the stopping rule.
const STOPPING_RULE_STEPS: u64 = 1_000;

/// How far a Monte Carlo run is toward whichever of its limits comes first: boards done
/// of `--trials`, time spent of `--time`, and for `--std-err`, the boards done of those
/// the target needs (the error falls as one over the square root of the boards).
struct StoppingRule {
    trials: Option<u64>,
    time: Option<f64>,
    std_err: Option<f64>,
    start: Instant,
}

impl StoppingRule {
    fn of(options: &MonteCarlo) -> StoppingRule {
        StoppingRule {
            trials: options.trial_limit(),
            time: options.time,
            std_err: options.std_err,
            start: Instant::now(),
        }
    }

    /// Thousandths of the way to the first limit.
    fn done(&self, boards: u64, worst: f64) -> u64 {
        let mut fraction: f64 = 0.0;
        if let Some(trials) = self.trials {
            fraction = fraction.max(boards as f64 / trials as f64);
        }
        if let Some(time) = self.time {
            fraction = fraction.max(self.start.elapsed().as_secs_f64() / time);
        }
        if let Some(target) = self.std_err
            && worst > 0.0
        {
            fraction = fraction.max((target / worst).powi(2));
        }
        (fraction.min(1.0) * STOPPING_RULE_STEPS as f64) as u64
    }

    /// "1,200,000 boards, ± 0.031% (target 0.050%)".
    fn message(&self, boards: u64, worst: f64) -> String {
        let target = self
            .std_err
            .map(|t| format!(" (target {:.3}%)", 100.0 * t))
            .unwrap_or_default();
        format!(
            "{} boards, ± {:.3}%{target}",
            grouped(boards),
            100.0 * worst
        )
    }
}

/// A progress bar that appears only on a terminal, and only once a second has passed.
struct Progress {
    bar: ProgressBar,
    start: Instant,
    terminal: bool,
    shown: AtomicBool,
}

impl Progress {
    fn new(terminal: bool) -> Progress {
        Progress {
            bar: ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden()),
            start: Instant::now(),
            terminal,
            shown: AtomicBool::new(false),
        }
    }

    fn update(&self, position: u64) {
        if self.terminal
            && !self.shown.load(Ordering::Relaxed)
            && self.start.elapsed() > Duration::from_secs(1)
            && !self.shown.swap(true, Ordering::Relaxed)
        {
            self.bar.set_draw_target(ProgressDrawTarget::stderr());
        }
        self.bar.set_position(position);
    }
}
