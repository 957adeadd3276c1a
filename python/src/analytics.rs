//! Range analytics from Python: the per-hand breakdown of an equity question and the
//! exact preflop table of the 169 starting-hand classes, run with the GIL released and
//! stoppable with Ctrl-C (between parts of a breakdown, between board runs of the table).

use std::panic::resume_unwind;
use std::sync::atomic::{AtomicBool, Ordering};

use handrank::equity::{
    BreakdownBy, Equity, HandEquity, Matchup as Counts, Method, MonteCarlo, PreflopTable,
    StartingHand,
};
use numpy::{PyArray1, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::equity::{
    Cancelled, choose_method, game_of, known_cards, player_texts, refuse_long, run_interruptible,
    trials,
};
use crate::errors::{equity_error, equity_error_text};

/// Unwinds a run once `cancel` is set (by Ctrl-C on the calling thread).
pub(crate) fn stop_if(cancel: &AtomicBool) {
    if cancel.load(Ordering::Relaxed) {
        resume_unwind(Box::new(Cancelled));
    }
}

/// One part (combo or class) of a player's range and its equity against the others.
#[pyclass(frozen, get_all, module = "handrank", name = "HandEquity")]
pub struct Row {
    /// The player, from 1.
    player: usize,
    /// The combo ("AhKh") or class ("AKs").
    hand: String,
    /// The part's combos left after card removal.
    combos: usize,
    /// The sum of those combos' weights.
    weight: f64,
    /// "exact" or "monte_carlo".
    method: &'static str,
    /// Boards counted for the part (trials, for Monte Carlo).
    boards: u64,
    win: f64,
    tie: f64,
    equity: f64,
    /// Standard error of `equity` (Monte Carlo only, else None).
    std_err: Option<f64>,
    /// Why the part has no answer (it cannot be dealt with the other ranges; its numbers
    /// are then NaN), else None.
    left_out: Option<String>,
}

#[pymethods]
impl Row {
    /// The fields as a dict.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("player", self.player)?;
        dict.set_item("hand", &self.hand)?;
        dict.set_item("combos", self.combos)?;
        dict.set_item("weight", self.weight)?;
        dict.set_item("method", self.method)?;
        dict.set_item("boards", self.boards)?;
        dict.set_item("win", self.win)?;
        dict.set_item("tie", self.tie)?;
        dict.set_item("equity", self.equity)?;
        dict.set_item("std_err", self.std_err)?;
        // As the command line's JSON: the key only for a part left out, with its reason.
        if let Some(reason) = &self.left_out {
            dict.set_item("left_out", reason)?;
        }
        Ok(dict)
    }

    fn __repr__(&self) -> String {
        let mut std_err = self
            .std_err
            .map(|e| format!(", std_err={e:.6}"))
            .unwrap_or_default();
        if let Some(reason) = &self.left_out {
            std_err = format!(", left_out='{reason}'");
        }
        format!(
            "HandEquity(player={}, hand='{}', combos={}, weight={:?}, equity={:.6}{std_err})",
            self.player, self.hand, self.combos, self.weight, self.equity
        )
    }
}

impl From<HandEquity> for Row {
    fn from(row: HandEquity) -> Row {
        Row {
            player: row.player,
            hand: row.hand,
            combos: row.combos,
            weight: row.weight,
            method: method_name(row.method),
            boards: row.boards,
            win: row.win,
            tie: row.tie,
            equity: row.equity,
            std_err: row.std_err,
            left_out: row.left_out,
        }
    }
}

fn method_name(method: Method) -> &'static str {
    match method {
        Method::Exact => "exact",
        Method::MonteCarlo => "monte_carlo",
    }
}

/// The arguments of `handrank.breakdown`, as Python gave them.
pub struct BreakdownQuestion<'py> {
    pub players: Bound<'py, PyAny>,
    pub board: Option<Bound<'py, PyAny>>,
    pub dead: Option<Bound<'py, PyAny>>,
    pub by: String,
    pub method: Option<String>,
    pub trials: Option<i128>,
    pub seed: Option<u64>,
    /// A game's name (None: hold'em).
    pub game: Option<String>,
    /// Run even past the library's long-run limit.
    pub long: bool,
}

/// Answers a breakdown: checks it, picks the method as `equity` does and runs it.
pub fn breakdown(py: Python<'_>, question: BreakdownQuestion<'_>) -> PyResult<Vec<Row>> {
    let refuse = |message: String| Err(equity_error_text(py, message, None));
    let by = match question.by.as_str() {
        "combo" => BreakdownBy::Combo,
        "class" => BreakdownBy::Class,
        other => return refuse(format!("unknown by '{other}': use 'combo' or 'class'")),
    };
    let players = player_texts(&question.players)?;
    let board = known_cards(question.board.as_ref(), "board")?;
    let dead = known_cards(question.dead.as_ref(), "dead")?;
    let game = game_of(py, question.game.as_deref())?;
    let equity = Equity::parse_game(game, &players)
        .and_then(|e| e.board(&board).dead(&dead).check())
        .map_err(|e| equity_error(py, &e))?;
    // No trials: the library's default per part.
    let options = MonteCarlo {
        trials: question.trials.map(trials),
        ..MonteCarlo::new()
    };
    let rules = "trials: that is a Monte Carlo stopping rule";
    let method = choose_method(py, &equity, question.method.as_deref(), &options, rules)?;
    let monte_carlo = match method {
        Method::Exact => None,
        Method::MonteCarlo => Some(options.seed_or_clock(question.seed)),
    };
    refuse_long(
        py,
        equity
            .breakdown_estimate(by, monte_carlo.as_ref())
            .map_err(|e| equity_error(py, &e))?,
        question.long,
    )?;
    let rows = run_interruptible(py, move |cancel| {
        equity.breakdown_with_progress(by, monte_carlo.as_ref(), &|_, _| stop_if(cancel))
    })?
    .map_err(|e| equity_error(py, &e))?;
    Ok(rows.into_iter().map(Row::from).collect())
}

/// One class against another (or against a random hand): exact counts over every deal of
/// one combo of each that share no card, and every board of each deal.
#[pyclass(frozen, get_all, module = "handrank", name = "Matchup")]
pub struct Matchup {
    hero: String,
    /// The villain class, or "random".
    villain: String,
    /// Deals: pairs of combos that share no card.
    deals: u64,
    /// Boards: every deal's 1,712,304 boards.
    boards: u64,
    wins: u64,
    ties: u64,
    losses: u64,
    /// Fraction of boards won.
    win: f64,
    /// Fraction of boards tied.
    tie: f64,
    /// Share of the pot: wins plus half the ties.
    equity: f64,
}

impl Matchup {
    fn new(hero: StartingHand, villain: String, counts: &Counts) -> Matchup {
        Matchup {
            hero: hero.to_string(),
            villain,
            deals: counts.deals,
            boards: counts.boards,
            wins: counts.wins,
            ties: counts.ties,
            losses: counts.losses,
            win: counts.win(),
            tie: counts.tie(),
            equity: counts.equity(),
        }
    }
}

#[pymethods]
impl Matchup {
    /// The fields as a dict.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("hero", &self.hero)?;
        dict.set_item("villain", &self.villain)?;
        dict.set_item("deals", self.deals)?;
        dict.set_item("boards", self.boards)?;
        dict.set_item("wins", self.wins)?;
        dict.set_item("ties", self.ties)?;
        dict.set_item("losses", self.losses)?;
        dict.set_item("win", self.win)?;
        dict.set_item("tie", self.tie)?;
        dict.set_item("equity", self.equity)?;
        Ok(dict)
    }

    fn __repr__(&self) -> String {
        format!(
            "Matchup(hero='{}', villain='{}', equity={:.6}, win={:.6}, tie={:.6})",
            self.hero, self.villain, self.equity, self.win, self.tie
        )
    }
}

/// The exact heads-up equity of every pair of the 169 starting-hand classes.
#[pyclass(frozen, module = "handrank", name = "PreflopTable")]
pub struct Table(pub(crate) PreflopTable);

/// Computes the table (every core, the GIL released, Ctrl-C between board runs).
pub fn preflop_table(py: Python<'_>) -> PyResult<Table> {
    let table = run_interruptible(py, |cancel| {
        PreflopTable::compute_with_progress(&|_, _| stop_if(cancel))
    })?;
    Ok(Table(table))
}

/// The class `text` names, or an EquityError naming it.
fn class(py: Python<'_>, text: &str) -> PyResult<StartingHand> {
    text.parse()
        .map_err(|e: handrank::equity::StartingHandError| {
            equity_error_text(py, e.to_string(), None)
        })
}

#[pymethods]
impl Table {
    /// `hero` against `villain`, both classes such as "AA", "AKs", "T9o".
    fn matchup(&self, py: Python<'_>, hero: &str, villain: &str) -> PyResult<Matchup> {
        let (hero, villain) = (class(py, hero)?, class(py, villain)?);
        let counts = self.0.matchup(hero, villain);
        Ok(Matchup::new(hero, villain.to_string(), &counts))
    }

    /// `hero` against a random hand (every combo that shares no card with it).
    fn versus_random(&self, py: Python<'_>, hero: &str) -> PyResult<Matchup> {
        let hero = class(py, hero)?;
        Ok(Matchup::new(
            hero,
            "random".to_owned(),
            &self.0.versus_random(hero),
        ))
    }

    /// The 169 class names in grid order (pairs on the diagonal, suited above it).
    #[staticmethod]
    fn classes() -> Vec<String> {
        StartingHand::all().map(|hand| hand.to_string()).collect()
    }

    /// The equity of each class (row) against each class (column) as a (169, 169) float64
    /// array in `classes()` order; `m[x, y] + m[y, x]` is 1.
    fn equities<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let mut values = Vec::with_capacity(StartingHand::COUNT * StartingHand::COUNT);
        for hero in StartingHand::all() {
            for villain in StartingHand::all() {
                values.push(self.0.matchup(hero, villain).equity());
            }
        }
        let shape = [StartingHand::COUNT, StartingHand::COUNT];
        Ok(PyArray1::from_vec(py, values).reshape(shape)?.into_any())
    }

    /// The equity of each class against a random hand, as a (169,) float64 array.
    fn versus_random_equities<'py>(&self, py: Python<'py>) -> Bound<'py, PyAny> {
        let values = StartingHand::all()
            .map(|hero| self.0.versus_random(hero).equity())
            .collect();
        PyArray1::from_vec(py, values).into_any()
    }

    fn __repr__(&self) -> String {
        "PreflopTable(169 x 169 starting-hand classes)".to_owned()
    }
}
