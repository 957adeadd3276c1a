//! How long a run will take, said before it starts: a run the library refuses as too long
//! ([`refuses`], past its `LONG_RUN_SECONDS`) is refused with the estimate and the options
//! that bound or allow it, and above [`SAY_ABOVE`] the estimate is printed on stderr
//! (terminal or not).

use handrank::equity::{Estimate, duration, refuses};

use super::super::CliError;
use super::super::stdio::stderr_line;

/// Runs estimated longer than this say so on stderr.
pub const SAY_ABOVE: f64 = 10.0;

/// Says the estimate when it is long, and refuses it past the limit unless `allow_long`.
/// `bound` names the options that would bound the run.
pub fn check(
    estimate: Estimate,
    what: &str,
    bound: &str,
    allow_long: bool,
) -> Result<(), CliError> {
    check_seconds(estimate.seconds, what, bound, allow_long)
}

/// [`check`] of a number of seconds.
pub fn check_seconds(
    seconds: f64,
    what: &str,
    bound: &str,
    allow_long: bool,
) -> Result<(), CliError> {
    if refuses(seconds, allow_long) {
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
