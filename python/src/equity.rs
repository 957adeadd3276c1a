//! Hold'em equity from Python: the library's exact enumeration and Monte Carlo, run with
//! the GIL released and stoppable with Ctrl-C.
//!
//! A long run goes to a worker thread while the calling thread waits in short slices,
//! taking the GIL between them only to let Python handle signals. On Ctrl-C the call
//! raises `KeyboardInterrupt` at once and sets a flag; the library's progress callback
//! sees it at the next round (Monte Carlo) or finished task (exact) and unwinds the run
//! with a payload no panic hook reports, so the worker's threads are free soon after.

use std::panic::{AssertUnwindSafe, catch_unwind, resume_unwind};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use handrank::equity::{Equity, EquityError as QuestionError, EquityResult, Method, MonteCarlo};
use handrank::omaha::equity::{Method as OmahaMethod, OmahaResult};
use pyo3::exceptions::{PyRuntimeError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};

use crate::errors::{equity_error, equity_error_text};
use crate::hands::{cards_of, type_name};

/// Runs at most this big (a bound of exact enumeration's showdowns, or Monte Carlo
/// trials) stay on the calling thread: they end within about half a second, soon enough
/// for a Ctrl-C, and skip a thread's start (about 0.1 ms on a busy machine, which is 2%
/// of exact AA v KK).
const INLINE_EXACT_COST: f64 = 2e8;
const INLINE_TRIALS: u64 = 1_000_000;
/// How long the calling thread waits between checks for Ctrl-C.
const POLL: Duration = Duration::from_millis(20);

/// The unwinding payload that stops a cancelled run.
struct Cancelled;

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
    let monte_carlo_rules =
        question.trials.is_some() || question.std_err.is_some() || question.time.is_some();
    let method = match question.method.as_deref() {
        Some("exact") if monte_carlo_rules => {
            return Err(equity_error_text(
                py,
                "method='exact' takes no trials, std_err or time: those are Monte Carlo \
                 stopping rules"
                    .to_owned(),
                None,
            ));
        }
        Some("exact") => Method::Exact,
        Some("monte_carlo" | "monte-carlo") => Method::MonteCarlo,
        Some(other) => {
            return Err(equity_error_text(
                py,
                format!("unknown method '{other}': use 'exact', 'monte_carlo' or None (choose)"),
                None,
            ));
        }
        None if monte_carlo_rules => Method::MonteCarlo,
        None => {
            // The command line's rule: whichever answers sooner at the default precision.
            if equity
                .exact_is_quicker(MonteCarlo::DEFAULT_TRIALS)
                .map_err(|e| equity_error(py, &e))?
            {
                Method::Exact
            } else {
                Method::MonteCarlo
            }
        }
    };
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
fn run_interruptible<T: Send + 'static>(
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
fn player_texts(players: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
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
fn known_cards(value: Option<&Bound<'_, PyAny>>, what: &str) -> PyResult<Vec<handrank::Card>> {
    match value {
        Some(value) if !value.is_none() => {
            cards_of(value).map_err(|bad| bad.into_py(value.py(), Some(what), None))
        }
        _ => Ok(Vec::new()),
    }
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0)
}

/// One player's share of the outcomes (fractions in 0..1).
#[pyclass(frozen, get_all, module = "handrank", name = "PlayerEquity")]
pub struct Player {
    /// The hand or range as given.
    range: String,
    /// Combos left after removing those that collide with known cards (None for an
    /// Omaha `random`).
    combos: Option<usize>,
    /// Boards won outright (hold'em; None for Omaha, which reports fractions).
    wins: Option<u64>,
    /// Boards where the player split the pot (with any number of others; hold'em).
    ties: Option<u64>,
    /// Boards lost (hold'em).
    losses: Option<u64>,
    /// Fraction of boards won outright (the high hand alone, in Omaha hi-lo).
    win: f64,
    /// Fraction of boards tied (for the high hand, in Omaha hi-lo).
    tie: f64,
    /// Share of the pot: wins plus 1/k of each k-way tie, per board.
    equity: f64,
    /// Standard error of `equity` (Monte Carlo only, else None).
    std_err: Option<f64>,
    /// Share of the pot won by the high hand (Omaha only, else None).
    high: Option<f64>,
    /// Share of the pot won by the low hand (Omaha hi-lo only, else None).
    low: Option<f64>,
    /// Fraction of boards where the player took the whole pot alone (Omaha hi-lo only).
    scoop: Option<f64>,
}

#[pymethods]
impl Player {
    /// The fields as a dict.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("range", &self.range)?;
        dict.set_item("combos", self.combos)?;
        dict.set_item("wins", self.wins)?;
        dict.set_item("ties", self.ties)?;
        dict.set_item("losses", self.losses)?;
        dict.set_item("win", self.win)?;
        dict.set_item("tie", self.tie)?;
        dict.set_item("equity", self.equity)?;
        dict.set_item("std_err", self.std_err)?;
        dict.set_item("high", self.high)?;
        dict.set_item("low", self.low)?;
        dict.set_item("scoop", self.scoop)?;
        Ok(dict)
    }

    fn __repr__(&self) -> String {
        let std_err = self
            .std_err
            .map(|e| format!(", std_err={e:.6}"))
            .unwrap_or_default();
        format!(
            "PlayerEquity(range={}, equity={:.6}, win={:.6}, tie={:.6}{std_err})",
            quoted(&self.range),
            self.equity,
            self.win,
            self.tie
        )
    }
}

/// The answer to an equity question: how it was computed, how many boards it counted, the
/// Monte Carlo seed, and one `PlayerEquity` per player (also as per-field lists:
/// `result.equity[0]` is `result.players[0].equity`).
#[pyclass(frozen, module = "handrank", name = "EquityResult")]
pub struct Outcome {
    /// "holdem", "omaha" or "omaha-hilo".
    #[pyo3(get)]
    game: &'static str,
    /// Hole cards per player: 2 for hold'em, 4 to 6 for Omaha.
    #[pyo3(get)]
    hole_cards: usize,
    /// "exact" or "monte_carlo".
    #[pyo3(get)]
    method: &'static str,
    /// Boards counted: every (deal, board completion) pair for exact results, the number
    /// of trials for Monte Carlo.
    #[pyo3(get)]
    boards: u64,
    /// The Monte Carlo seed (None for exact results): pass it back to reproduce a run.
    #[pyo3(get)]
    seed: Option<u64>,
    players: Vec<Py<Player>>,
}

impl Outcome {
    fn new(py: Python<'_>, result: &EquityResult) -> PyResult<Outcome> {
        let players = result
            .players
            .iter()
            .map(|p| {
                Py::new(
                    py,
                    Player {
                        range: p.range.clone(),
                        combos: Some(p.combos),
                        wins: Some(p.wins),
                        ties: Some(p.ties),
                        losses: Some(p.losses),
                        win: p.win,
                        tie: p.tie,
                        equity: p.equity,
                        std_err: p.std_err,
                        high: None,
                        low: None,
                        scoop: None,
                    },
                )
            })
            .collect::<PyResult<_>>()?;
        Ok(Outcome {
            game: "holdem",
            hole_cards: 2,
            method: match result.method {
                Method::Exact => "exact",
                Method::MonteCarlo => "monte_carlo",
            },
            boards: result.boards,
            seed: result.seed,
            players,
        })
    }

    /// The result of an Omaha question: shares as fractions, no board counts per player.
    pub fn from_omaha(py: Python<'_>, result: &OmahaResult) -> PyResult<Outcome> {
        let players = result
            .players
            .iter()
            .map(|p| {
                Py::new(
                    py,
                    Player {
                        range: p.range.clone(),
                        combos: p.combos,
                        wins: None,
                        ties: None,
                        losses: None,
                        win: p.win,
                        tie: p.tie,
                        equity: p.equity,
                        std_err: p.std_err,
                        high: Some(p.high),
                        low: p.low,
                        scoop: p.scoop,
                    },
                )
            })
            .collect::<PyResult<_>>()?;
        Ok(Outcome {
            game: if result.hi_lo { "omaha-hilo" } else { "omaha" },
            hole_cards: result.hole_cards,
            method: match result.method {
                OmahaMethod::Exact => "exact",
                OmahaMethod::MonteCarlo => "monte_carlo",
            },
            boards: result.boards,
            seed: result.seed,
            players,
        })
    }

    fn column<T>(&self, field: impl Fn(&Player) -> T) -> Vec<T> {
        self.players.iter().map(|p| field(p.get())).collect()
    }
}

#[pymethods]
impl Outcome {
    /// One `PlayerEquity` per player, in the order given.
    #[getter]
    fn players<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, self.players.iter().map(|p| p.clone_ref(py)))
    }

    /// Boards won outright, per player.
    #[getter]
    fn wins(&self) -> Vec<Option<u64>> {
        self.column(|p| p.wins)
    }

    /// Boards tied, per player.
    #[getter]
    fn ties(&self) -> Vec<Option<u64>> {
        self.column(|p| p.ties)
    }

    /// Boards lost, per player.
    #[getter]
    fn losses(&self) -> Vec<Option<u64>> {
        self.column(|p| p.losses)
    }

    /// Fraction of boards won outright, per player.
    #[getter]
    fn win(&self) -> Vec<f64> {
        self.column(|p| p.win)
    }

    /// Fraction of boards tied, per player.
    #[getter]
    fn tie(&self) -> Vec<f64> {
        self.column(|p| p.tie)
    }

    /// Share of the pot, per player.
    #[getter]
    fn equity(&self) -> Vec<f64> {
        self.column(|p| p.equity)
    }

    /// Standard error of the equity, per player (None for exact results).
    #[getter]
    fn std_err(&self) -> Vec<Option<f64>> {
        self.column(|p| p.std_err)
    }

    /// Share of the pot won by the high hand, per player (Omaha only, else None).
    #[getter]
    fn high(&self) -> Vec<Option<f64>> {
        self.column(|p| p.high)
    }

    /// Share of the pot won by the low hand, per player (Omaha hi-lo only, else None).
    #[getter]
    fn low(&self) -> Vec<Option<f64>> {
        self.column(|p| p.low)
    }

    /// Fraction of boards scooped, per player (Omaha hi-lo only, else None).
    #[getter]
    fn scoop(&self) -> Vec<Option<f64>> {
        self.column(|p| p.scoop)
    }

    /// The result as plain dicts and lists (for JSON, pandas, …).
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("game", self.game)?;
        dict.set_item("hole_cards", self.hole_cards)?;
        dict.set_item("method", self.method)?;
        dict.set_item("boards", self.boards)?;
        dict.set_item("seed", self.seed)?;
        let players = self
            .players
            .iter()
            .map(|p| p.get().to_dict(py))
            .collect::<PyResult<Vec<_>>>()?;
        dict.set_item("players", players)?;
        Ok(dict)
    }

    fn __repr__(&self) -> String {
        let players: Vec<String> = self.players.iter().map(|p| p.get().__repr__()).collect();
        format!(
            "EquityResult(game={}, method={}, boards={}, seed={}, players=[{}])",
            quoted(self.game),
            quoted(self.method),
            self.boards,
            self.seed.map_or("None".to_owned(), |s| s.to_string()),
            players.join(", ")
        )
    }
}

/// A Python string literal of `text`, for reprs.
fn quoted(text: &str) -> String {
    format!("'{}'", text.replace('\\', "\\\\").replace('\'', "\\'"))
}
