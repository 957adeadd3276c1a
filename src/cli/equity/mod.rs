//! `handrank equity`: the arguments, the choice between exact enumeration and Monte Carlo,
//! the progress bar and the output ([`output`]).

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use handrank::equity::{Equity, EquityError, EquityResult, Method, MonteCarlo};
use handrank::parse_cards;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::{CliError, Status, card_text, stdout};

mod estimate;
mod output;
#[cfg(test)]
mod tests;

/// Above this many showdowns (deals × boards × players, before symmetry savings, as
/// [`Equity::exact_cost`] estimates them) the default method is Monte Carlo rather than
/// exact enumeration.
const EXACT_BY_DEFAULT_UP_TO: f64 = 2e9;

/// Output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum Format {
    /// An aligned table.
    Text,
    /// One JSON object.
    Json,
}

/// Win, tie and equity of 2 to 10 hands or ranges, exact or by Monte Carlo.
///
/// Each player is hole cards (AhKh, "Ah Kh") or a range (QQ+, 99-66, AKs, ATs+, KTo+,
/// A5s-A2s, AhKh, random). Exact enumeration is the default when it is quick; otherwise a
/// seeded Monte Carlo run stops at --trials, --std-err or --time.
#[derive(Clone, Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank equity AdAc KhKs --exact\n  \
    handrank equity AhKh QQ+,AKs --board \"Qs 7h 2c\"\n  \
    handrank equity AKs random random --trials 20000000 --seed 7 --format json")]
pub struct Args {
    /// Each player's hole cards (AhKh, "Ah Kh") or range (QQ+,AKs,A5s-A2s,KTo+, random).
    #[arg(required = true, value_name = "HAND_OR_RANGE")]
    players: Vec<String>,
    /// Community cards so far: a flop (3), turn (4) or river (5).
    #[arg(long, value_name = "CARDS")]
    board: Option<String>,
    /// Cards known to be out of the deck.
    #[arg(long, value_name = "CARDS")]
    dead: Option<String>,
    /// Enumerate every deal and board (the default when that is quick).
    #[arg(long, conflicts_with_all = ["monte_carlo", "trials", "std_err", "time"])]
    exact: bool,
    /// Use Monte Carlo even when exact enumeration would be quick.
    #[arg(long)]
    monte_carlo: bool,
    /// Monte Carlo: stop after N boards (default 10,000,000 when no limit is given).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    trials: Option<u64>,
    /// Monte Carlo: stop when every player's standard error is below E percentage points
    /// (the printed "± %" column; 0.05 means 0.05%).
    #[arg(long, value_name = "E", allow_hyphen_values = true)]
    std_err: Option<f64>,
    /// Monte Carlo: stop after this many seconds.
    #[arg(long, value_name = "SECONDS", allow_hyphen_values = true)]
    time: Option<f64>,
    /// Monte Carlo seed, to reproduce a run (default: from the clock, and printed).
    #[arg(long)]
    seed: Option<u64>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// Run even when the estimated time passes an hour (such runs are refused otherwise).
    #[arg(long)]
    long: bool,
}

pub fn run(args: Args) -> Result<Status, CliError> {
    let mut out = stdout();
    equity(&args, &mut out)?;
    out.flush()?;
    Ok(Status::Success)
}

/// Answers the question, writing the table or JSON to `out` (and a progress bar to a
/// terminal's stderr for runs over a second).
fn equity(args: &Args, out: &mut impl Write) -> Result<EquityResult, CliError> {
    let cards = |text: &Option<String>, flag: &str| {
        parse_cards(text.as_deref().unwrap_or(""))
            .map_err(|error| CliError::Input(format!("{flag}: {error}")))
    };
    let board = cards(&args.board, "--board")?;
    let dead = cards(&args.dead, "--dead")?;
    let equity = Equity::parse(&args.players)
        .map_err(input)?
        .board(&board)
        .dead(&dead);
    let bar = Progress::new(std::io::stderr().is_terminal());
    let result = match method(args, &equity).map_err(input)? {
        Method::Exact => {
            let seconds = estimate::exact_seconds(&equity).map_err(input)?;
            estimate::check(
                seconds,
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
            let mut options = MonteCarlo::new().seed(args.seed.unwrap_or_else(clock_seed));
            options.trials = args.trials;
            options.std_err = args.std_err.map(|e| e / 100.0);
            options.time = args.time;
            // A time limit the user gave bounds the run: said, never refused (a bad one
            // is refused as such below).
            let timed = args.time.is_some();
            if args
                .time
                .is_none_or(|t| t.is_finite() && t > 0.0 && t < 1e9)
            {
                let seconds = estimate::monte_carlo_seconds(args.players.len(), &options);
                estimate::check(
                    seconds,
                    "this Monte Carlo run",
                    "bound it with --time SECONDS, --trials N or a larger --std-err",
                    args.long || timed,
                )?;
            }
            bar.bar.set_style(
                ProgressStyle::with_template(
                    "monte carlo {human_pos} boards, {per_sec:0}, {elapsed}",
                )
                .unwrap_or_else(|_| ProgressStyle::default_spinner()),
            );
            equity.monte_carlo_with_progress(&options, &|done| bar.update(done))
        }
    };
    bar.bar.finish_and_clear();
    let result = result.map_err(input)?;
    let (board, dead) = (card_text(&board), card_text(&dead));
    match args.format {
        Format::Text => output::write_text(out, &result, &board, &dead)?,
        Format::Json => output::write_json(out, &result, &board, &dead)?,
    }
    Ok(result)
}

/// The method: as asked, else exact enumeration when its estimated cost is at most
/// [`EXACT_BY_DEFAULT_UP_TO`] showdowns.
fn method(args: &Args, equity: &Equity) -> Result<Method, EquityError> {
    let wants_mc =
        args.monte_carlo || args.trials.is_some() || args.std_err.is_some() || args.time.is_some();
    Ok(if args.exact {
        Method::Exact
    } else if wants_mc || equity.exact_cost()? > EXACT_BY_DEFAULT_UP_TO {
        Method::MonteCarlo
    } else {
        Method::Exact
    })
}

/// An equity error as the command line reports it, with advice about its options where
/// the mistake is usually in them.
fn input(error: EquityError) -> CliError {
    match error {
        EquityError::LoneCard { .. } => CliError::Input(format!(
            "{error}; --board and --dead take one argument, so write their cards together \
             or quoted: --board Qs7h2c or --board \"Qs 7h 2c\""
        )),
        error => CliError::Input(error.to_string()),
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

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0)
}
