//! Equity from Python: the library's exact enumeration and Monte Carlo, run with
//! the GIL released and stoppable with Ctrl-C.
//!
//! A long run goes to a worker thread while the calling thread waits in short slices,
//! taking the GIL between them only to let Python handle signals. On Ctrl-C the call
//! raises `KeyboardInterrupt` at once and sets a flag; the library's progress callback
//! sees it at the next round (Monte Carlo) or finished task (exact) and unwinds the run
//! with a payload no panic hook reports, so the worker's threads are free soon after.
//!
//! Every game goes through the library's one engine: the question is checked once, and
//! the method, the time estimate and the long-run refusal are the library's.

use std::panic::{AssertUnwindSafe, catch_unwind, resume_unwind};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use handrank::Game;
use handrank::equity::{
    Equity, EquityError as QuestionError, Estimate, ExactTakesNoStoppingRule, LONG_RUN_SECONDS,
    Method, MonteCarlo, Question as CheckedQuestion,
};
use pyo3::exceptions::{PyRuntimeError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::errors::{equity_error, equity_error_text};
use crate::hands::{cards_of, type_name};
use crate::result::Outcome;

/// Runs the library estimates at most this long stay on the calling thread: soon enough
/// for a Ctrl-C, and they skip a thread's start (about 0.1 ms on a busy machine, which is
/// 2% of exact AA v KK).
const INLINE_SECONDS: f64 = 0.5;
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
    /// A game's name (None: hold'em).
    pub game: Option<String>,
    /// Run even past the library's long-run limit.
    pub long: bool,
    /// Draws to come in a draw game (None: the game's, one unless it is a triple draw).
    pub draws: Option<usize>,
}

/// A question checked once, with its method and Monte Carlo options: what a whole run and
/// each part of a run in parts share.
pub struct Plan {
    pub question: CheckedQuestion,
    pub method: Method,
    pub options: MonteCarlo,
    pub estimate: Estimate,
}

/// Checks the question once and picks the method by the library's rule, refusing a run
/// past the library's long-run limit unless `long` (the estimate divided by `parts`, the
/// pieces the run is cut into).
pub fn plan(py: Python<'_>, question: Question<'_>, parts: u32) -> PyResult<Plan> {
    let mut game = game_of(py, question.game.as_deref())?;
    if let Some(draws) = question.draws {
        game = game
            .with_draws(draws)
            .map_err(|e| equity_error_text(py, format!("draws={draws}: {e}"), None))?;
    }
    let players = player_texts(&question.players)?;
    let board = known_cards(question.board.as_ref(), "board")?;
    let dead = known_cards(question.dead.as_ref(), "dead")?;
    let checked = Equity::parse_game(game, &players)
        .and_then(|e| e.board(&board).dead(&dead).check())
        .map_err(|e| equity_error(py, &e))?;
    let options = MonteCarlo {
        trials: question.trials.map(trials),
        std_err: question.std_err,
        time: question.time,
        ..MonteCarlo::new()
    }
    .seed_or_clock(question.seed);
    let rules = "trials, std_err or time: those are Monte Carlo stopping rules";
    let method = choose_method(py, &checked, question.method.as_deref(), &options, rules)?;
    let mut estimate = match method {
        Method::Exact => {
            checked.check_exact().map_err(|e| equity_error(py, &e))?;
            checked.exact_estimate()
        }
        Method::MonteCarlo => {
            options.check().map_err(|e| equity_error(py, &e))?;
            checked.monte_carlo_estimate(&options)
        }
    };
    estimate.seconds /= f64::from(parts.max(1));
    refuse_long(py, estimate, options.allows_long_run(question.long))?;
    Ok(Plan {
        question: checked,
        method,
        options,
        estimate,
    })
}

/// Answers the question: checks it once, picks the method and runs it.
pub fn equity(py: Python<'_>, question: Question<'_>) -> PyResult<Outcome> {
    let Plan {
        question: checked,
        method,
        options,
        estimate,
    } = plan(py, question, 1)?;
    let inline = estimate.seconds <= INLINE_SECONDS;
    let solve = move |cancel: &AtomicBool| {
        let check = || {
            if cancel.load(Ordering::Relaxed) {
                resume_unwind(Box::new(Cancelled));
            }
        };
        match method {
            Method::Exact => checked.exact_with_progress(&|_, _| check()),
            Method::MonteCarlo => checked.monte_carlo_with_progress(&options, &|_, _| check()),
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

/// The game a call names (`None`: hold'em).
pub fn game_of(py: Python<'_>, name: Option<&str>) -> PyResult<Game> {
    name.map_or(Ok(Game::default()), str::parse)
        .map_err(|e: handrank::GameError| equity_error_text(py, e.to_string(), None))
}

/// The trials a call asked for: fewer than one is the library's own error (kept as 0),
/// more than u64 cannot be asked.
pub fn trials(asked: i128) -> u64 {
    u64::try_from(asked.max(0)).unwrap_or(u64::MAX)
}

/// Refuses a run the library refuses ([`Estimate::refused`], past [`LONG_RUN_SECONDS`])
/// unless `long` allows it.
pub fn refuse_long(py: Python<'_>, estimate: Estimate, long: bool) -> PyResult<()> {
    if estimate.refused(long) {
        return Err(equity_error_text(
            py,
            format!(
                "this run would take about {:.1e} seconds (estimate, more than {LONG_RUN_SECONDS} s); \
                 bound it with trials, std_err or time, or pass long=True to run it anyway",
                estimate.seconds
            ),
            None,
        ));
    }
    Ok(())
}

/// The method a call asked for, by the library's rule ([`CheckedQuestion::method_asked`]):
/// `None` or "auto" leaves it to the library, and a stopping rule in `options` asks for
/// Monte Carlo. `rules` names the call's stopping rules, for the error when exact
/// enumeration is asked with one.
pub fn choose_method(
    py: Python<'_>,
    question: &CheckedQuestion,
    method: Option<&str>,
    options: &MonteCarlo,
    rules: &str,
) -> PyResult<Method> {
    let refuse = |message: String| Err(equity_error_text(py, message, None));
    let asked = match method {
        None | Some("auto") => None,
        Some("exact") => Some(Method::Exact),
        Some("monte_carlo" | "monte-carlo") => Some(Method::MonteCarlo),
        Some(other) => {
            return refuse(format!(
                "unknown method '{other}': use 'exact', 'monte_carlo' or 'auto' (or None)"
            ));
        }
    };
    question
        .method_asked(asked, options)
        .or_else(|ExactTakesNoStoppingRule| refuse(format!("method='exact' takes no {rules}")))
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
