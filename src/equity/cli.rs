//! The `handrank equity` subcommand: arguments, method choice, progress bar and output.
//!
//! The CLI crate adds one variant, `Equity(handrank::equity::cli::EquityArgs)`, and calls
//! [`run`].

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::card::parse_cards;

use super::{Equity, EquityError, EquityResult, Method, MonteCarlo};

/// Above this many showdowns (deals × boards × players, before symmetry savings) the
/// default method is Monte Carlo rather than exact enumeration.
pub const EXACT_BY_DEFAULT_UP_TO: f64 = 2e9;

/// Output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// An aligned table.
    Text,
    /// One JSON object.
    Json,
}

/// Win, tie and equity of 2 to 10 hands or ranges, exact or by Monte Carlo.
#[derive(Clone, Debug, clap::Args)]
pub struct EquityArgs {
    /// Each player's hole cards (AhKh, "Ah Kh") or range (QQ+,AKs,A5s-A2s,KTo+, random).
    #[arg(required = true, value_name = "HAND_OR_RANGE")]
    pub players: Vec<String>,
    /// Community cards so far: a flop (3), turn (4) or river (5).
    #[arg(long, value_name = "CARDS")]
    pub board: Option<String>,
    /// Cards known to be out of the deck.
    #[arg(long, value_name = "CARDS")]
    pub dead: Option<String>,
    /// Enumerate every deal and board (the default when that is quick).
    #[arg(long, conflicts_with_all = ["monte_carlo", "trials", "std_err", "time"])]
    pub exact: bool,
    /// Use Monte Carlo even when exact enumeration would be quick.
    #[arg(long)]
    pub monte_carlo: bool,
    /// Monte Carlo: stop after N boards (default 10,000,000 when no limit is given).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub trials: Option<u64>,
    /// Monte Carlo: stop when every player's standard error is below E percentage points
    /// (the printed "± %" column; 0.05 means 0.05%).
    #[arg(long, value_name = "E", allow_hyphen_values = true)]
    pub std_err: Option<f64>,
    /// Monte Carlo: stop after this many seconds.
    #[arg(long, value_name = "SECONDS", allow_hyphen_values = true)]
    pub time: Option<f64>,
    /// Monte Carlo seed, to reproduce a run (default: from the clock, and printed).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// Runs the subcommand, writing the table or JSON to `out` (and a progress bar to a
/// terminal's stderr for runs over a second).
///
/// ```
/// use clap::Parser;
/// use handrank::equity::cli::{EquityArgs, run};
/// #[derive(Parser)]
/// struct Cli {
///     #[command(flatten)]
///     args: EquityArgs,
/// }
/// let cli = Cli::try_parse_from(["equity", "AdAc", "KhKs", "--board", "Qd 7c 2h 9s"])?;
/// let mut out = Vec::new();
/// let result = run(&cli.args, &mut out)?;
/// assert_eq!(result.boards, 44);
/// assert!(String::from_utf8(out)?.contains("95.455"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn run(args: &EquityArgs, out: &mut impl Write) -> Result<EquityResult, EquityError> {
    let cards = |text: &Option<String>, what: &'static str| {
        parse_cards(text.as_deref().unwrap_or(""))
            .map_err(|error| EquityError::Cards { what, error })
    };
    let board = cards(&args.board, "--board")?;
    let dead = cards(&args.dead, "--dead")?;
    if let Some((i, text)) = (args.players.iter().enumerate())
        .find(|(_, text)| parse_cards(text).is_ok_and(|cards| cards.len() == 1))
    {
        return Err(EquityError::LoneCard {
            player: i + 1,
            text: text.clone(),
        });
    }
    let equity = Equity::parse(&args.players)?.board(&board).dead(&dead);
    let wants_mc =
        args.monte_carlo || args.trials.is_some() || args.std_err.is_some() || args.time.is_some();
    let method = if args.exact {
        Method::Exact
    } else if wants_mc || equity.exact_cost()? > EXACT_BY_DEFAULT_UP_TO {
        Method::MonteCarlo
    } else {
        Method::Exact
    };
    let bar = Progress::new(std::io::stderr().is_terminal());
    let result = match method {
        Method::Exact => {
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
            let seed = args.seed.unwrap_or_else(clock_seed);
            let mut options = MonteCarlo::new().seed(seed);
            options.trials = args.trials;
            options.std_err = args.std_err.map(|e| e / 100.0);
            options.time = args.time;
            if let Some(e) = args.std_err
                && !(e.is_finite() && e > 0.0)
            {
                return Err(EquityError::BadStdErr(e));
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
    let result = result?;
    let (board, dead) = (board_text(&board), board_text(&dead));
    match args.format {
        Format::Text => write_text(out, &result, &board, &dead)?,
        Format::Json => {
            let json = Json::new(&result, &board, &dead);
            serde_json::to_writer_pretty(&mut *out, &json)?;
            writeln!(out)?;
        }
    }
    Ok(result)
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

fn board_text(cards: &[crate::card::Card]) -> String {
    cards
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// 1712304 -> "1,712,304".
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn write_text(
    out: &mut impl Write,
    result: &EquityResult,
    board: &str,
    dead: &str,
) -> std::io::Result<()> {
    match result.method {
        Method::Exact => writeln!(out, "exact: {} boards", thousands(result.boards))?,
        Method::MonteCarlo => writeln!(
            out,
            "monte carlo: {} boards, seed {}",
            thousands(result.boards),
            result.seed.unwrap_or(0)
        )?,
    }
    if !board.is_empty() {
        writeln!(out, "board: {board}")?;
    }
    if !dead.is_empty() {
        writeln!(out, "dead: {dead}")?;
    }
    let width = result
        .players
        .iter()
        .map(|p| p.range.chars().count())
        .max()
        .unwrap_or(4)
        .max(4);
    let mc = result.method == Method::MonteCarlo;
    write!(
        out,
        "{:<6}  {:<width$}  {:>6}  {:>8}  {:>8}  {:>8}",
        "player", "hand", "combos", "win %", "tie %", "equity %"
    )?;
    if mc {
        write!(out, "  {:>7}", "± %")?;
    }
    writeln!(out)?;
    for (i, p) in result.players.iter().enumerate() {
        write!(
            out,
            "{:<6}  {:<width$}  {:>6}  {:>8.3}  {:>8.3}  {:>8.3}",
            i + 1,
            p.range,
            p.combos,
            100.0 * p.win,
            100.0 * p.tie,
            100.0 * p.equity
        )?;
        if let Some(se) = p.std_err.filter(|_| mc) {
            write!(out, "  {:>7.3}", 100.0 * se)?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// The JSON output: the result with percentages spelled out.
#[derive(serde::Serialize)]
struct Json<'a> {
    method: Method,
    boards: u64,
    seed: Option<u64>,
    board: &'a str,
    dead: &'a str,
    players: Vec<JsonPlayer<'a>>,
}

#[derive(serde::Serialize)]
struct JsonPlayer<'a> {
    player: usize,
    hand: &'a str,
    combos: usize,
    wins: u64,
    ties: u64,
    losses: u64,
    win_pct: f64,
    tie_pct: f64,
    equity_pct: f64,
    std_err_pct: Option<f64>,
}

impl<'a> Json<'a> {
    fn new(result: &'a EquityResult, board: &'a str, dead: &'a str) -> Json<'a> {
        Json {
            method: result.method,
            boards: result.boards,
            seed: result.seed,
            board,
            dead,
            players: result
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| JsonPlayer {
                    player: i + 1,
                    hand: &p.range,
                    combos: p.combos,
                    wins: p.wins,
                    ties: p.ties,
                    losses: p.losses,
                    win_pct: 100.0 * p.win,
                    tie_pct: 100.0 * p.tie,
                    equity_pct: 100.0 * p.equity,
                    std_err_pct: p.std_err.map(|e| 100.0 * e),
                })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::thousands;

    #[test]
    fn thousands_separators() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(thousands(1_712_304), "1,712,304");
    }
}
