//! The policies every front end shares: which method answers sooner, and about how long a
//! run will take, so a run of hours is said or refused before it starts.
//!
//! The rates are deliberately modest constants per thread (measured on a 2-core machine
//! shared with other work), so estimates err long; they are about order of magnitude.
//! docs/EQUITY-METHOD.md has the measurements.

use super::breakdown::{BreakdownBy, per_part};
use super::{EquityError, Method, MonteCarlo, Question};

/// Runs estimated longer than this (one hour) should be refused unless the user asks for
/// them: the command line's `--long`, the Python package's `long=True`.
pub const LONG_RUN_SECONDS: f64 = 3600.0;

/// How long a run would take, and by which method.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    pub method: Method,
    /// Estimated seconds on this machine's threads (infinite when unbounded).
    pub seconds: f64,
}

impl Estimate {
    /// Whether the run passes [`LONG_RUN_SECONDS`].
    pub fn is_long(&self) -> bool {
        self.seconds > LONG_RUN_SECONDS
    }
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

fn threads() -> f64 {
    rayon::current_num_threads().max(1) as f64
}

impl Question {
    /// The method that answers sooner at the default precision: exact enumeration when
    /// its estimated time is below that of a default Monte Carlo run
    /// ([`MonteCarlo::DEFAULT_TRIALS`] boards).
    pub fn method(&self) -> Method {
        if self.exact_is_quicker(MonteCarlo::DEFAULT_TRIALS) {
            Method::Exact
        } else {
            Method::MonteCarlo
        }
    }

    /// Whether exact enumeration answers sooner than a Monte Carlo run of `trials` boards,
    /// by [`Question::exact_cost`] weighed with the game's measured speeds.
    pub fn exact_is_quicker(&self, trials: u64) -> bool {
        let showdowns = trials as f64 * self.players() as f64;
        self.exact_cost() <= showdowns * self.game().speeds().units_per_showdown
    }

    /// The estimated time of exact enumeration.
    pub fn exact_estimate(&self) -> Estimate {
        Estimate {
            method: Method::Exact,
            seconds: self.exact_cost() / (self.game().speeds().exact * threads()),
        }
    }

    /// The estimated time of a Monte Carlo run: its trial limit, or the trials its
    /// standard-error target needs at worst (an equity's variance is at most 1/4), bounded
    /// by its time limit.
    pub fn monte_carlo_estimate(&self, options: &MonteCarlo) -> Estimate {
        let trials = match (options.trials, options.std_err) {
            (Some(trials), _) => trials as f64,
            (None, Some(e)) => 0.25 / (e * e),
            (None, None) if options.time.is_some() => f64::INFINITY,
            (None, None) => MonteCarlo::DEFAULT_TRIALS as f64,
        };
        let rate = self.game().speeds().monte_carlo * threads();
        let seconds = trials * self.players() as f64 / rate;
        Estimate {
            method: Method::MonteCarlo,
            seconds: options.time.map_or(seconds, |t| seconds.min(t)),
        }
    }

    /// The estimated time of a breakdown: one question per part, each exact when the
    /// whole question is (`monte_carlo` is `None`), else a Monte Carlo run with those
    /// options (by default [`super::TRIALS_PER_PART`] boards). A range whose holes are
    /// not listed (Omaha's `random`) has no parts: an error.
    pub fn breakdown_estimate(
        &self,
        by: BreakdownBy,
        monte_carlo: Option<&MonteCarlo>,
    ) -> Result<Estimate, EquityError> {
        self.check_parts(by)?;
        let parts = self.breakdown_questions(by);
        match monte_carlo {
            None => {
                let cost: f64 = parts.iter().map(|p| p.cost()).sum();
                Ok(Estimate {
                    method: Method::Exact,
                    seconds: cost / (self.game().speeds().exact * threads()),
                })
            }
            Some(options) => {
                let one = self.monte_carlo_estimate(&per_part(options)).seconds;
                Ok(Estimate {
                    method: Method::MonteCarlo,
                    seconds: one * parts.len() as f64,
                })
            }
        }
    }
}
