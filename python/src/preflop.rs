//! The preflop tables in shards from Python: a shard's counts as the command line's part
//! bytes (computed on every core with the GIL released, so a Dask worker's other threads
//! run meanwhile), parts merged, and the Omaha table read from a whole part.

use handrank::Game;
use handrank::equity::{OmahaPreflopTable, PreflopPart, PreflopTable, PreflopTableKind, Shard};
use handrank::omaha::hole_text;
use numpy::{PyArray1, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::PyBytes;

use crate::analytics::{Table, stop_if};
use crate::equity::run_interruptible;
use crate::errors::equity_error_text;

/// The table of a game name ("holdem", "omaha", "plo4" …), or an EquityError.
fn table_game(py: Python<'_>, game: &str) -> PyResult<Game> {
    let error = |message: String| equity_error_text(py, message, None);
    let parsed: Game = game
        .parse()
        .map_err(|e: handrank::GameError| error(e.to_string()))?;
    match parsed.preflop_table() {
        Some(_) => Ok(parsed),
        None => Err(error(format!(
            "game '{game}': the preflop table is for holdem and omaha (PLO4)"
        ))),
    }
}

/// One shard's counts in the part format `handrank preflop-table --shard K/N` writes.
pub fn part<'py>(
    py: Python<'py>,
    game: &str,
    shard: u32,
    shards: u32,
) -> PyResult<Bound<'py, PyBytes>> {
    let game = table_game(py, game)?;
    let shard =
        Shard::new(shard, shards).map_err(|e| equity_error_text(py, e.to_string(), None))?;
    let part = run_interruptible(py, move |cancel| {
        PreflopPart::compute(game, shard, &|_, _| stop_if(cancel))
    })?
    .map_err(|e| equity_error_text(py, e.to_string(), None))?;
    let mut bytes = Vec::new();
    // Writing to memory cannot fail.
    let _ = part.write(&mut bytes);
    Ok(PyBytes::new(py, &bytes))
}

/// All N parts added into the whole (shard 1/1), in the part format.
pub fn merge<'py>(py: Python<'py>, parts: Vec<(String, Vec<u8>)>) -> PyResult<Bound<'py, PyBytes>> {
    let whole = PreflopPart::merge(crate::parts::read_parts(py, parts, PreflopPart::read)?)
        .map_err(|e| equity_error_text(py, e.to_string(), None))?;
    let mut bytes = Vec::new();
    let _ = whole.write(&mut bytes);
    Ok(PyBytes::new(py, &bytes))
}

/// The table of a whole part: a PreflopTable (hold'em) or an OmahaPreflopTable.
pub fn table(py: Python<'_>, whole: &[u8]) -> PyResult<Py<PyAny>> {
    let error = |e: handrank::equity::PartError| equity_error_text(py, e.to_string(), None);
    let part = PreflopPart::read(whole).map_err(error)?;
    Ok(match part.kind() {
        PreflopTableKind::ClassAgainstClass => {
            Py::new(py, Table(PreflopTable::from_part(&part).map_err(error)?))?.into_any()
        }
        PreflopTableKind::ClassAgainstRandom => {
            let table = OmahaPreflopTable::from_part(&part).map_err(error)?;
            Py::new(py, OmahaTable::new(&table))?.into_any()
        }
    })
}

/// The exact equity of each of the 16,432 PLO4 hole classes against a random hole, best
/// first: each class by one hole ("AsAhKsKh"), its combos, and its wins, ties and losses
/// over every deal and board.
#[pyclass(frozen, module = "handrank", name = "OmahaPreflopTable")]
pub struct OmahaTable {
    hands: Vec<String>,
    combos: Vec<u32>,
    /// wins, ties, losses by class.
    counts: Vec<u64>,
    equities: Vec<f64>,
}

impl OmahaTable {
    fn new(table: &OmahaPreflopTable) -> OmahaTable {
        let ranked = table.ranked();
        OmahaTable {
            hands: ranked.iter().map(|c| hole_text(c.hole)).collect(),
            combos: ranked.iter().map(|c| c.combos).collect(),
            counts: ranked
                .iter()
                .flat_map(|c| [c.matchup.wins, c.matchup.ties, c.matchup.losses])
                .collect(),
            equities: ranked.iter().map(|c| c.matchup.equity()).collect(),
        }
    }
}

#[pymethods]
impl OmahaTable {
    /// One hole of each class, best first ("AsAhKsKh").
    fn hands(&self) -> Vec<String> {
        self.hands.clone()
    }

    /// Each class's combos (holes), as a uint32 array in `hands()` order.
    fn combos<'py>(&self, py: Python<'py>) -> Bound<'py, PyAny> {
        PyArray1::from_slice(py, &self.combos).into_any()
    }

    /// Each class's wins, ties and losses (boards over every deal), as an (N, 3) uint64
    /// array in `hands()` order.
    fn counts<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let array = PyArray1::from_slice(py, &self.counts);
        Ok(array.reshape([self.hands.len(), 3])?.into_any())
    }

    /// Each class's equity against a random hole (wins plus half the ties, per board), as
    /// a float64 array in `hands()` order.
    fn equities<'py>(&self, py: Python<'py>) -> Bound<'py, PyAny> {
        PyArray1::from_slice(py, &self.equities).into_any()
    }

    fn __len__(&self) -> usize {
        self.hands.len()
    }

    fn __repr__(&self) -> String {
        format!("OmahaPreflopTable({} PLO4 hole classes)", self.hands.len())
    }
}
