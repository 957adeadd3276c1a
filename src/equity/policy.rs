//! What a front end asks the library instead of deciding for itself: which method a
//! request means, when a run is refused as too long, and the seed of a run that names
//! none. The command line and the Python package both call these, so a request means the
//! same in each, and a change of policy is made here once.

use std::fmt;
use std::time::{SystemTime, UNIX_EPOCH};

use super::{Estimate, LONG_RUN_SECONDS, Method, MonteCarlo, Question};

/// Exact enumeration was asked for together with a Monte Carlo stopping rule (trials, a
/// standard error or a time limit), which it cannot honour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExactTakesNoStoppingRule;

impl fmt::Display for ExactTakesNoStoppingRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("exact enumeration takes no Monte Carlo stopping rule")
    }
}

impl std::error::Error for ExactTakesNoStoppingRule {}

impl Question {
    /// The method a request means: `asked` when it names one, Monte Carlo whenever
    /// `options` set a stopping rule, else the library's choice ([`Question::method`]).
    ///
    /// ```
    /// use handrank::equity::{Equity, Method, MonteCarlo};
    /// let question = Equity::parse(&["AhKh", "QQ"])?.check()?;
    /// let none = MonteCarlo::new();
    /// assert_eq!(question.method_asked(None, &none), Ok(Method::Exact));
    /// assert_eq!(question.method_asked(None, &none.trials(1000)), Ok(Method::MonteCarlo));
    /// assert!(question.method_asked(Some(Method::Exact), &none.trials(1000)).is_err());
    /// # Ok::<(), handrank::equity::EquityError>(())
    /// ```
    pub fn method_asked(
        &self,
        asked: Option<Method>,
        options: &MonteCarlo,
    ) -> Result<Method, ExactTakesNoStoppingRule> {
        match (asked, options.has_stopping_rule()) {
            (Some(Method::Exact), true) => Err(ExactTakesNoStoppingRule),
            (Some(method), _) => Ok(method),
            (None, true) => Ok(Method::MonteCarlo),
            (None, false) => Ok(self.method()),
        }
    }
}

impl MonteCarlo {
    /// Seeded with `seed`, or from the clock ([`clock_seed`]) when none is given: the
    /// result reports its seed, so a run can be repeated.
    #[must_use]
    pub fn seed_or_clock(self, seed: Option<u64>) -> MonteCarlo {
        self.seed(seed.unwrap_or_else(clock_seed))
    }

    /// Whether any stopping rule is set (trials, a standard error or a time limit): giving
    /// one asks for Monte Carlo.
    pub fn has_stopping_rule(&self) -> bool {
        self.trials.is_some() || self.std_err.is_some() || self.time.is_some()
    }

    /// The trials the run stops at unless another limit comes first: its own limit, or
    /// [`MonteCarlo::DEFAULT_TRIALS`] when it sets no stopping rule at all; `None` when
    /// only a standard error or a time limit bounds it.
    pub fn trial_limit(&self) -> Option<u64> {
        self.trials
            .or((!self.has_stopping_rule()).then_some(MonteCarlo::DEFAULT_TRIALS))
    }

    /// Whether one run with these options may pass [`LONG_RUN_SECONDS`]: when the caller
    /// allows long runs (`long`), or bounds this one with a time limit, which is the
    /// caller's own word on how long it may take.
    pub fn allows_long_run(&self, long: bool) -> bool {
        long || self.time.is_some()
    }
}

impl Estimate {
    /// Whether a run of this estimate is refused before it starts (see [`refuses`]).
    pub fn refused(&self, long_allowed: bool) -> bool {
        refuses(self.seconds, long_allowed)
    }
}

/// Whether a run estimated at `seconds` is refused before it starts: past
/// [`LONG_RUN_SECONDS`] unless the caller allowed a long run.
pub fn refuses(seconds: f64, long_allowed: bool) -> bool {
    seconds > LONG_RUN_SECONDS && !long_allowed
}

/// A seed from the clock (nanoseconds since 1970), for a run that names none. A clock set
/// before 1970 gives seed 0: any seed is as good, and the result reports the one used.
pub fn clock_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_nanos() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::equity::Equity;

    #[test]
    fn the_trial_limit_is_the_default_only_without_any_stopping_rule() {
        let none = MonteCarlo::new();
        assert_eq!(none.trial_limit(), Some(MonteCarlo::DEFAULT_TRIALS));
        assert_eq!(none.trials(5).trial_limit(), Some(5));
        assert_eq!(none.time(1.0).trial_limit(), None);
        assert_eq!(none.std_err(0.01).trial_limit(), None);
    }

    #[test]
    fn a_time_limit_or_long_allows_a_long_run() {
        let none = MonteCarlo::new();
        assert!(!none.allows_long_run(false));
        assert!(none.allows_long_run(true));
        assert!(none.time(7200.0).allows_long_run(false));
        assert!(refuses(LONG_RUN_SECONDS + 1.0, false));
        assert!(!refuses(LONG_RUN_SECONDS + 1.0, true));
        assert!(!refuses(LONG_RUN_SECONDS, false));
    }

    #[test]
    fn the_method_asked() -> Result<(), crate::equity::EquityError> {
        let quick = Equity::parse(&["AhKh", "QQ"])?.check()?;
        let slow = Equity::parse(&["random", "random", "random"])?.check()?;
        let none = MonteCarlo::new();
        let mc = Method::MonteCarlo;
        assert_eq!(quick.method_asked(None, &none), Ok(Method::Exact));
        assert_eq!(slow.method_asked(None, &none), Ok(mc));
        assert_eq!(
            slow.method_asked(Some(Method::Exact), &none),
            Ok(Method::Exact)
        );
        assert_eq!(quick.method_asked(Some(mc), &none), Ok(mc));
        for limited in [none.trials(10), none.std_err(0.01), none.time(1.0)] {
            assert_eq!(quick.method_asked(None, &limited), Ok(mc));
            assert_eq!(quick.method_asked(Some(mc), &limited), Ok(mc));
            let exact = quick.method_asked(Some(Method::Exact), &limited);
            assert_eq!(exact, Err(ExactTakesNoStoppingRule));
        }
        Ok(())
    }

    #[test]
    fn a_seed_given_is_kept() {
        let options = MonteCarlo::new().trials(5).seed_or_clock(Some(7));
        assert_eq!((options.seed, options.trials), (7, Some(5)));
    }
}
