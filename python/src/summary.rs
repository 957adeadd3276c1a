//! The per-player summary of hand histories, the library's own (`history::Summary`): a
//! players frame's rows are added to it as the library adds a hand, partial summaries
//! merge with the library's merge (exact, in millionths, in any order), and its rows come
//! out in the order `handrank history --summary` prints them.

use handrank::history::{Chips, PlayerTotals, Summary};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyType;

/// A player's totals as Python sees them: name, hands, all-ins, net, adjusted net, luck.
type Row = (String, u64, u64, f64, f64, f64);

/// Per-player totals of hand histories (`handrank.player_summary` makes one and shows it
/// as a DataFrame; `handrank.dask` merges one per file).
#[pyclass(module = "handrank._handrank", name = "PlayerSummary")]
#[derive(Default)]
pub struct PlayerSummary {
    summary: Summary,
}

#[pymethods]
impl PlayerSummary {
    /// A summary of the rows given: `(player, hands, all_ins, net, adjusted_net, ...)`, as
    /// `rows()` gives them (what a pickle keeps).
    #[new]
    #[pyo3(signature = (rows = Vec::new()))]
    fn new(rows: Vec<Row>) -> PlayerSummary {
        let mut summary = Summary::default();
        for (name, hands, all_ins, net, adjusted, _luck) in rows {
            summary.add_player(
                name,
                &PlayerTotals {
                    hands,
                    all_ins,
                    net: Chips::from_f64(net),
                    adjusted: Chips::from_f64(adjusted),
                },
            );
        }
        PlayerSummary { summary }
    }

    /// The summary of a players frame's columns, one settled hand of one player a row:
    /// the player's name, whether the hand had an all-in priced for them, the net and the
    /// all-in-adjusted net (amounts of the file's units, exact to the millionth).
    #[classmethod]
    fn of_players(
        _cls: &Bound<'_, PyType>,
        player: Vec<String>,
        all_in: Vec<bool>,
        net: Vec<f64>,
        adjusted_net: Vec<f64>,
    ) -> PyResult<PlayerSummary> {
        let rows = player.len();
        if [all_in.len(), net.len(), adjusted_net.len()] != [rows; 3] {
            return Err(PyValueError::new_err(format!(
                "the columns differ in length: {rows} players, {} all_in, {} net, {} \
                 adjusted_net",
                all_in.len(),
                net.len(),
                adjusted_net.len()
            )));
        }
        let mut summary = Summary::default();
        let hands = player
            .into_iter()
            .zip(all_in)
            .zip(net.into_iter().zip(adjusted_net));
        for ((name, all_in), (net, adjusted)) in hands {
            summary.add_player(
                name,
                &PlayerTotals::of_hand(Chips::from_f64(net), Chips::from_f64(adjusted), all_in),
            );
        }
        Ok(PlayerSummary { summary })
    }

    /// Adds another summary's totals (the library's merge: the order does not matter).
    fn merge(&mut self, other: PyRef<'_, PlayerSummary>) {
        for (name, totals) in &other.summary.players {
            self.summary.add_player(name.clone(), totals);
        }
    }

    /// Each player's totals, most hands first, then by name (as `handrank history
    /// --summary` prints them): `(player, hands, all_ins, net, adjusted_net, luck)`.
    fn rows(&self) -> Vec<Row> {
        self.summary
            .ranked()
            .into_iter()
            .map(|(name, t)| {
                let (net, adjusted, luck) = (t.net.to_f64(), t.adjusted.to_f64(), t.luck());
                (
                    name.clone(),
                    t.hands,
                    t.all_ins,
                    net,
                    adjusted,
                    luck.to_f64(),
                )
            })
            .collect()
    }

    fn __len__(&self) -> usize {
        self.summary.players.len()
    }

    /// Pickled as its rows (Dask sends one from each worker).
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyType>, (Vec<Row>,))> {
        Ok((slf.get_type(), (slf.borrow().rows(),)))
    }
}
