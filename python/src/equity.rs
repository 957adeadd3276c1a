//! Equity from Python: the library's hold'em exact enumeration and Monte Carlo, run with
//! the GIL released and stoppable with Ctrl-C.
//!
//! A long run goes to a worker thread while the calling thread waits in short slices,
//! taking the GIL between them only to let Python handle signals. On Ctrl-C the call
//! raises `KeyboardInterrupt` at once and sets a flag; the library's progress callback
//! sees it at the next round (Monte Carlo) or finished task (exact) and unwinds the run
//! with a payload no panic hook reports, so the worker's threads are free soon after.
//!
//! `game="omaha"` and `"omaha-hilo"` are checked here and answered by [`crate::omaha`].

use std::panic::{AssertUnwindSafe, catch_unwind, resume_unwind};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use handrank::equity::{Equity, EquityError as QuestionError, Method, MonteCarlo};
use pyo3::exceptions::{PyRuntimeError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::errors::{equity_error, equity_error_text};
use crate::hands::{cards_of, type_name};
use crate::result::Outcome;

/// Runs at most this big (a bound of exact enumeration's showdowns, or Monte Carlo
/// trials) stay on the calling thread: they end within about half a second, soon enough
/// for a Ctrl-C, and skip a thread's start (about 0.1 ms on a busy machine, which is 2%
/// of exact AA v KK).
const INLINE_EXACT_COST: f64 = 2e8;
const INLINE_TRIALS: u64 = 1_000_000;
/// How long the calling thread waits between checks for Ctrl-C.
const POLL: Duration = Duration::from_millis(20);

/// The unwinding payload that stops a cancelled run.
pub struct Cancelled;

/// The arguments of `handrank.equity`, as Python gave them.
pub struct Question<'py> {
    pub players: Bound<'py, PyAny>,
    pub board: Option<Bound<'py, PyAny>>,
    pub dead: Option<Bound<'py, PyAny>>,
    pub method: Option<String>,
    pub trials: Option<i128>,
    pub std_err: Option<f64>,
    pub time: Option<f64>,
    pub seed: Option<u64>,
    /// "holdem" (None), "omaha" or "omaha-hilo".
    pub game: Option<String>,
}

/// Answers the question: checks it, picks the method and runs it.
pub fn equity(py: Python<'_>, question: Question<'_>) -> PyResult<Outcome> {
    let hi_lo = match question.game.as_deref() {
        None | Some("holdem" | "hold'em") => None,
        Some("omaha") => Some(false),
        Some("omaha-hilo" | "omaha_hilo") => Some(true),
        Some(other) => {
            return Err(equity_error_text(
                py,
                format!("unknown game '{other}': use 'holdem', 'omaha' or 'omaha-hilo'"),
                None,
            ));
        }
    };
    if let Some(hi_lo) = hi_lo {
        return omaha_equity(py, question, hi_lo);
    }
    let players = player_texts(&question.players)?;
    let board = known_cards(question.board.as_ref(), "board")?;
    let dead = known_cards(question.dead.as_ref(), "dead")?;
    let equity = Equity::parse(&players)
        .map_err(|e| equity_error(py, &e))?
        .board(&board)
        .dead(&dead);
    let rules =
        (question.trials.is_some() || question.std_err.is_some() || question.time.is_some())
            .then_some("trials, std_err or time: those are Monte Carlo stopping rules");
    let method = choose_method(py, &equity, question.method.as_deref(), rules)?;
    let mut options = MonteCarlo::new().seed(question.seed.unwrap_or_else(clock_seed));
    if let Some(trials) = question.trials {
        // Fewer than one trial is the library's own error; more than u64 cannot be asked.
        options.trials = Some(u64::try_from(trials.max(0)).unwrap_or(u64::MAX));
    }
    options.std_err = question.std_err;
    options.time = question.time;
    let inline = match method {
        Method::Exact => rough_cost(&equity, board.len(), dead.len()) <= INLINE_EXACT_COST,
        Method::MonteCarlo => {
            options.time.is_none()
                && options.std_err.is_none()
                && options.trials.unwrap_or(MonteCarlo::DEFAULT_TRIALS) <= INLINE_TRIALS
        }
    };
    let solve = move |cancel: &AtomicBool| {
        let check = || {
            if cancel.load(Ordering::Relaxed) {
                resume_unwind(Box::new(Cancelled));
            }
        };
        match method {
            Method::Exact => equity.exact_with_progress(&|_, _| check()),
            Method::MonteCarlo => equity.monte_carlo_with_progress(&options, &|_, _| check()),
        }
    };
    let result = if inline {
        py.detach(|| solve(&AtomicBool::new(false)))
    } else {
        run_interruptible(py, solve)?
    };
    let result = result.map_err(|e: QuestionError| equity_error(py, &e))?;
    Outcome::new(py, &result)
}

/// The method a call asked for (`None` or "auto": the command line's rule, whichever
/// answers sooner at the default precision). `rules` names the Monte Carlo stopping rules
/// given, if any: they ask for Monte Carlo, and exact enumeration takes none.
pub fn choose_method(
    py: Python<'_>,
    equity: &Equity,
    method: Option<&str>,
    rules: Option<&str>,
) -> PyResult<Method> {
    let refuse = |message: String| Err(equity_error_text(py, message, None));
    match (method.filter(|m| *m != "auto"), rules) {
        (Some("exact"), Some(rules)) => refuse(format!("method='exact' takes no {rules}")),
        (Some("exact"), None) => Ok(Method::Exact),
        (Some("monte_carlo" | "monte-carlo"), _) | (None, Some(_)) => Ok(Method::MonteCarlo),
        (Some(other), _) => refuse(format!(
            "unknown method '{other}': use 'exact', 'monte_carlo' or 'auto' (or None)"
        )),
        (None, None) => {
            let exact = equity
                .exact_is_quicker(MonteCarlo::DEFAULT_TRIALS)
                .map_err(|e| equity_error(py, &e))?;
            Ok(if exact {
                Method::Exact
            } else {
                Method::MonteCarlo
            })
        }
    }
}

/// Omaha equity: exact or Monte Carlo by `trials`, as the command line's `--game omaha`.
fn omaha_equity(py: Python<'_>, question: Question<'_>, hi_lo: bool) -> PyResult<Outcome> {
    let refuse = |message: &str| Err(equity_error_text(py, message.to_owned(), None));
    if question.std_err.is_some() || question.time.is_some() {
        return refuse("std_err and time are hold'em only; give Omaha trials");
    }
    let exact = match question.method.as_deref() {
        Some("exact") if question.trials.is_some() => {
            return refuse("method='exact' takes no trials: that is a Monte Carlo stopping rule");
        }
        Some("exact") => Some(true),
        Some("monte_carlo" | "monte-carlo") => Some(false),
        None => None,
        Some(other) => {
            return refuse(&format!(
                "unknown method '{other}': use 'exact', 'monte_carlo' or None (choose)"
            ));
        }
    };
    let trials = match question.trials {
        Some(trials) if trials < 1 => return refuse("trials must be at least 1"),
        Some(trials) => Some(u64::try_from(trials).unwrap_or(u64::MAX)),
        None => None,
    };
    let omaha = crate::omaha::OmahaQuestion {
        players: player_texts(&question.players)?,
        board: known_cards(question.board.as_ref(), "board")?,
        dead: known_cards(question.dead.as_ref(), "dead")?,
        hi_lo,
        exact,
        trials,
        seed: question.seed.unwrap_or_else(clock_seed),
    };
    let result = crate::omaha::equity(py, omaha)?;
    Outcome::from_omaha(py, &result)
}

/// An upper bound of the showdowns exact enumeration evaluates (deals times boards times
/// players), from the range sizes alone: cheaper than the library's estimate, which checks
/// the whole question, and enough to tell a quick run from a long one.
fn rough_cost(equity: &Equity, board: usize, dead: usize) -> f64 {
    let players = equity.players();
    let deals: f64 = players.iter().map(|range| range.len() as f64).product();
    let left = 52usize.saturating_sub(board + dead + 2 * players.len());
    let need = 5usize.saturating_sub(board);
    let boards: f64 = (0..need)
        .map(|i| (left - i.min(left)) as f64 / (i + 1) as f64)
        .product();
    deals * boards * players.len() as f64
}

/// Runs `solve` on a worker thread, checking for Ctrl-C on this one meanwhile.
pub fn run_interruptible<T: Send + 'static>(
    py: Python<'_>,
    solve: impl FnOnce(&AtomicBool) -> T + Send + 'static,
) -> PyResult<T> {
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&cancel);
    let (sender, mut receiver) = mpsc::channel();
    std::thread::Builder::new()
        .name("handrank-equity".to_owned())
        .spawn(move || {
            let outcome = catch_unwind(AssertUnwindSafe(|| solve(&flag)));
            // The caller is gone only after Ctrl-C; then nobody wants the answer.
            let _ = sender.send(outcome);
        })
        .map_err(|e| PyRuntimeError::new_err(format!("cannot start a thread: {e}")))?;
    loop {
        let (answer, back) = py.detach(move || (receiver.recv_timeout(POLL), receiver));
        receiver = back;
        match answer {
            Ok(Ok(value)) => return Ok(value),
            Ok(Err(payload)) if payload.is::<Cancelled>() => {
                return Err(PyRuntimeError::new_err("the equity run was cancelled"));
            }
            // A panic in the library is a bug; PyO3 reports it as a PanicException.
            Ok(Err(payload)) => resume_unwind(payload),
            Err(RecvTimeoutError::Timeout) => {
                if let Err(error) = py.check_signals() {
                    cancel.store(true, Ordering::Relaxed);
                    return Err(error);
                }
            }
            Err(RecvTimeoutError::Disconnected) => {
                return Err(PyRuntimeError::new_err(
                    "the equity worker ended without an answer",
                ));
            }
        }
    }
}

/// Each player as text for the range parser: a string as it is, or a sequence of two
/// cards (strings or indices) written out.
pub fn player_texts(players: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    let py = players.py();
    let hint = "players must be a list of hands or ranges, like ['AhKh', 'QQ+,AKs']";
    if players.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(format!("{hint}, not one string")));
    }
    let items = players
        .try_iter()
        .map_err(|_| PyTypeError::new_err(format!("{hint}; got {}", type_name(players))))?;
    let mut texts = Vec::new();
    for (i, item) in items.enumerate() {
        let item = item?;
        if let Ok(text) = item.cast::<PyString>() {
            texts.push(text.to_cow()?.into_owned());
            continue;
        }
        let context = format!("player {}", i + 1);
        let cards = cards_of(&item).map_err(|bad| bad.into_py(py, Some(&context), None))?;
        texts.push(cards.iter().map(ToString::to_string).collect());
    }
    Ok(texts)
}

/// The board or dead cards: none, a string, or a sequence of cards.
pub fn known_cards(value: Option<&Bound<'_, PyAny>>, what: &str) -> PyResult<Vec<handrank::Card>> {
    match value {
        Some(value) if !value.is_none() => {
            cards_of(value).map_err(|bad| bad.into_py(value.py(), Some(what), None))
        }
        _ => Ok(Vec::new()),
    }
}

pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0)
}
