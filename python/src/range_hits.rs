//! What a range hits on a board (Flopzilla's view), from Python: the weight and share of
//! the range's combos left after card removal that make each hand and have each draw.

use handrank::equity::{Draw, HitCount, Hits, Made};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::equity::{game_of, known_cards};
use crate::errors::equity_error_text;

/// What a range hits on a board.
#[pyclass(frozen, module = "handrank", name = "RangeHits")]
pub struct RangeHits {
    /// The range as given.
    #[pyo3(get)]
    range: String,
    /// Combos left after removing those that use a board or dead card.
    #[pyo3(get)]
    combos: usize,
    /// Their summed weight: what every share is a share of.
    #[pyo3(get)]
    weight: f64,
    made: Vec<Row>,
    draws: Vec<Row>,
}

/// One made hand or draw: its id ("top_pair"), name ("Top Pair"), weight and share.
struct Row {
    id: &'static str,
    name: &'static str,
    combos: f64,
    share: f64,
}

impl Row {
    fn dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("kind", self.id)?;
        dict.set_item("name", self.name)?;
        dict.set_item("combos", self.combos)?;
        dict.set_item("share", self.share)?;
        Ok(dict)
    }
}

fn rows<T: Copy>(
    counts: &[HitCount<T>],
    names: impl Fn(T) -> (&'static str, &'static str),
) -> Vec<Row> {
    counts
        .iter()
        .map(|count| {
            let (id, name) = names(count.kind);
            Row {
                id,
                name,
                combos: count.combos,
                share: count.share,
            }
        })
        .collect()
}

fn dicts<'py>(py: Python<'py>, rows: &[Row]) -> PyResult<Vec<Bound<'py, PyDict>>> {
    rows.iter().map(|row| row.dict(py)).collect()
}

#[pymethods]
impl RangeHits {
    /// Every made hand, strongest first: dicts of kind, name, combos (weight) and share.
    /// Each combo left is in exactly one.
    #[getter]
    fn made<'py>(&self, py: Python<'py>) -> PyResult<Vec<Bound<'py, PyDict>>> {
        dicts(py, &self.made)
    }

    /// Every draw (flop and turn; none on the river), as `made`. A combo may have several
    /// draws or none; a straight or better has none.
    #[getter]
    fn draws<'py>(&self, py: Python<'py>) -> PyResult<Vec<Bound<'py, PyDict>>> {
        dicts(py, &self.draws)
    }

    /// The share of one made hand or draw by its kind ("top_pair", "flush_draw"); a draw's
    /// share is 0 on the river.
    fn share(&self, py: Python<'_>, kind: &str) -> PyResult<f64> {
        if let Some(row) = self
            .made
            .iter()
            .chain(&self.draws)
            .find(|row| row.id == kind)
        {
            return Ok(row.share);
        }
        if Draw::ALL.iter().any(|draw| draw.id() == kind) {
            return Ok(0.0);
        }
        let kinds: Vec<&str> = Made::ALL
            .iter()
            .map(|m| m.id())
            .chain(Draw::ALL.iter().map(|d| d.id()))
            .collect();
        Err(equity_error_text(
            py,
            format!("unknown kind '{kind}': use one of {}", kinds.join(", ")),
            None,
        ))
    }

    /// The fields as plain dicts and lists.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("range", &self.range)?;
        dict.set_item("combos", self.combos)?;
        dict.set_item("weight", self.weight)?;
        dict.set_item("made", dicts(py, &self.made)?)?;
        dict.set_item("draws", dicts(py, &self.draws)?)?;
        Ok(dict)
    }

    fn __repr__(&self) -> String {
        format!(
            "RangeHits(range='{}', combos={}, weight={:?})",
            self.range, self.combos, self.weight
        )
    }
}

/// Counts what `range` (in the notation of `game`, hold'em when `None`) hits on `board`
/// with `dead` cards out.
pub fn hits(
    py: Python<'_>,
    range: &str,
    board: &Bound<'_, PyAny>,
    dead: Option<&Bound<'_, PyAny>>,
    game: Option<&str>,
) -> PyResult<RangeHits> {
    let game = game_of(py, game)?;
    let board = known_cards(Some(board), "board")?;
    let dead = known_cards(dead, "dead")?;
    let hits: Hits = py
        .detach(|| Hits::parse_game(game, range, &board, &dead))
        .map_err(|e| equity_error_text(py, e.to_string(), None))?;
    Ok(RangeHits {
        range: range.to_owned(),
        combos: hits.combos,
        weight: hits.weight,
        made: rows(&hits.made, |m| (m.id(), m.name())),
        draws: rows(&hits.draws, |d| (d.id(), d.name())),
    })
}
