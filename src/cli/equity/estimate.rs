//! How long a run will take, said before it starts: above [`REFUSE_ABOVE`] seconds the
//! run is refused with the estimate and the options that bound or allow it, and above
//! [`SAY_ABOVE`] the estimate is printed on stderr (terminal or not).
//!
//! The rates are deliberately modest constants per thread (measured on a 2-core machine
//! shared with other work), so the estimate errs long; it is about order of magnitude.

use handrank::equity::{Equity, EquityError, MonteCarlo};

use super::super::CliError;
use super::super::stdio::stderr_line;

/// Runs estimated longer than this are refused without `--long` (one hour).
pub const REFUSE_ABOVE: f64 = 3600.0;
/// Runs estimated longer than this say so on stderr.
pub const SAY_ABOVE: f64 = 10.0;
/// Exact enumeration: units of [`Equity::exact_cost`] per second per thread.
const EXACT_RATE: f64 = 2e8;
/// Monte Carlo: player-boards (one player's hand scored on one board) per second per
/// thread.
const MONTE_CARLO_RATE: f64 = 5e6;

/// The estimated seconds of an exact run.
pub fn exact_seconds(equity: &Equity) -> Result<f64, EquityError> {
    Ok(equity.exact_cost()? / (EXACT_RATE * threads()))
}

/// The estimated seconds of a Monte Carlo run: its trial limit, or the trials its
/// standard-error target needs at worst (an equity's variance is at most 1/4), bounded by
/// its time limit.
pub fn monte_carlo_seconds(players: usize, options: &MonteCarlo) -> f64 {
    let trials = match (options.trials, options.std_err) {
        (Some(trials), _) => trials as f64,
        (None, Some(e)) => 0.25 / (e * e),
        (None, None) if options.time.is_some() => f64::INFINITY,
        (None, None) => MonteCarlo::DEFAULT_TRIALS as f64,
    };
    let seconds = trials * players as f64 / (MONTE_CARLO_RATE * threads());
    options.time.map_or(seconds, |t| seconds.min(t))
}

/// Says the estimate when it is long, and refuses it past the limit unless `allow_long`.
/// `bound` names the options that would bound the run.
pub fn check(seconds: f64, what: &str, bound: &str, allow_long: bool) -> Result<(), CliError> {
    if seconds > REFUSE_ABOVE && !allow_long {
        return Err(CliError::Input(format!(
            "{what} would take about {} (estimate); {bound}, or give --long to run it anyway",
            duration(seconds)
        )));
    }
    if seconds > SAY_ABOVE {
        stderr_line!(
            "handrank: {what}: estimated time about {}",
            duration(seconds)
        );
    }
    Ok(())
}

fn threads() -> f64 {
    rayon::current_num_threads().max(1) as f64
}

/// Seconds as people read them: `40 s`, `12 min`, `14 h`, `3.2e5 years`.
pub fn duration(seconds: f64) -> String {
    const YEAR: f64 = 365.25 * 86400.0;
    if !seconds.is_finite() {
        "forever".to_owned()
    } else if seconds < 120.0 {
        format!("{seconds:.0} s")
    } else if seconds < 7200.0 {
        format!("{:.0} min", seconds / 60.0)
    } else if seconds < 2.0 * 86400.0 {
        format!("{:.0} h", seconds / 3600.0)
    } else if seconds < YEAR {
        format!("{:.0} days", seconds / 86400.0)
    } else if seconds < 1e4 * YEAR {
        format!("{:.0} years", seconds / YEAR)
    } else {
        format!("{:.1e} years", seconds / YEAR)
    }
}
