//! The equity result classes: `EquityResult` and its `PlayerEquity`s, the same for every
//! game (fields a game does not have are None).

use handrank::equity::{EquityResult, Method, WeightedCounts};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

/// One player's share of the outcomes (fractions in 0..1).
#[pyclass(frozen, get_all, module = "handrank", name = "PlayerEquity")]
pub struct Player {
    /// The hand or range as given.
    range: String,
    /// Holes left after removing those that collide with known cards (1 for a stud or
    /// draw player's known cards; for Omaha's
    /// `random`, every hole of the cards left).
    combos: usize,
    /// Boards won outright (in a hi-lo game, by the high hand).
    wins: u64,
    /// Boards where the player split the pot (with any number of others).
    ties: u64,
    /// Boards lost.
    losses: u64,
    /// Fraction of boards won outright (the high hand alone, in a hi-lo game).
    win: f64,
    /// Fraction of boards tied (for the high hand, in a hi-lo game).
    tie: f64,
    /// Share of the pot: wins plus 1/k of each k-way tie, per board.
    equity: f64,
    /// Standard error of `equity` (Monte Carlo only, else None).
    std_err: Option<f64>,
    /// Share of the pot won by the high hand (the whole equity in a game without a low).
    high: Option<f64>,
    /// Share of the pot won by the low hand (hi-lo games only, else None).
    low: Option<f64>,
    /// Fraction of boards where the player took the whole pot alone (hi-lo games only).
    scoop: Option<f64>,
    /// Exact answers over weighted ranges: {"boards", "wins", "ties", "losses"} as
    /// weighted sums (each deal counted at the product of its combos' weights); `win`,
    /// `tie` and `equity` are fractions of these. None otherwise.
    weighted: Option<Py<PyDict>>,
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
        match &self.weighted {
            Some(sums) => dict.set_item("weighted", sums.bind(py).copy()?)?,
            None => dict.set_item("weighted", py.None())?,
        }
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
    /// The game's name: "holdem", "omaha", "omaha-hilo", "short-deck", "razz", …
    #[pyo3(get)]
    game: &'static str,
    /// Cards per player: 2 in hold'em and short deck, 4 to 6 in Omaha, 7 in the stud
    /// games, 5 in ace-five and deuce-seven, 4 in badugi.
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
    /// Whether some range's combos differ in weight (`AKs:0.5`): exact answers are then
    /// weighted sums (`PlayerEquity.weighted`), Monte Carlo draws deals by weight.
    #[pyo3(get)]
    weighted: bool,
    players: Vec<Py<Player>>,
}

impl Outcome {
    pub fn new(py: Python<'_>, result: &EquityResult) -> PyResult<Outcome> {
        let players = result
            .players
            .iter()
            .map(|p| {
                Py::new(
                    py,
                    Player {
                        range: p.range.clone(),
                        combos: p.combos,
                        wins: p.wins,
                        ties: p.ties,
                        losses: p.losses,
                        win: p.win,
                        tie: p.tie,
                        equity: p.equity,
                        std_err: p.std_err,
                        high: Some(p.hi_lo.map_or(p.equity, |h| h.high)),
                        low: p.hi_lo.map(|h| h.low),
                        scoop: p.hi_lo.map(|h| h.scoop),
                        weighted: p.weighted.map(|w| weighted_sums(py, &w)).transpose()?,
                    },
                )
            })
            .collect::<PyResult<_>>()?;
        Ok(Outcome {
            game: result.game.name(),
            hole_cards: result.game.hole_cards(),
            method: match result.method {
                Method::Exact => "exact",
                Method::MonteCarlo => "monte_carlo",
            },
            boards: result.boards,
            seed: result.seed,
            weighted: result.weighted,
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
    fn wins(&self) -> Vec<u64> {
        self.column(|p| p.wins)
    }

    /// Boards tied, per player.
    #[getter]
    fn ties(&self) -> Vec<u64> {
        self.column(|p| p.ties)
    }

    /// Boards lost, per player.
    #[getter]
    fn losses(&self) -> Vec<u64> {
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

    /// Share of the pot won by the high hand, per player.
    #[getter]
    fn high(&self) -> Vec<Option<f64>> {
        self.column(|p| p.high)
    }

    /// Share of the pot won by the low hand, per player (hi-lo games only, else None).
    #[getter]
    fn low(&self) -> Vec<Option<f64>> {
        self.column(|p| p.low)
    }

    /// Fraction of boards scooped, per player (hi-lo games only, else None).
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
        dict.set_item("weighted", self.weighted)?;
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

/// The weighted sums of an exact answer over weighted ranges, as a dict.
fn weighted_sums(py: Python<'_>, sums: &WeightedCounts) -> PyResult<Py<PyDict>> {
    let dict = PyDict::new(py);
    dict.set_item("boards", sums.boards)?;
    dict.set_item("wins", sums.wins)?;
    dict.set_item("ties", sums.ties)?;
    dict.set_item("losses", sums.losses)?;
    Ok(dict.unbind())
}

/// A Python string literal of `text`, for reprs.
fn quoted(text: &str) -> String {
    format!("'{}'", text.replace('\\', "\\\\").replace('\'', "\\'"))
}
