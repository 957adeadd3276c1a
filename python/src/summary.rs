//! The per-player summary of hand histories, the library's own (`history::Summary`): a
//! players frame's rows are added to it as the library adds a hand (`PlayerHand`), partial
//! summaries merge with the library's merge (exact, in millionths, in any order), and its
//! columns come out in the order `handrank history --summary` prints them.

use handrank::history::{Chips, PlayerHand, PlayerTotals, Summary};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyType};

/// A player's sums, what a pickle keeps: the name, the counts (hands, all-ins, hands in big
/// blinds, VPIP, PFR, saw the flop, went to showdown, won there) and the amounts (net,
/// adjusted, showdown, and the three in big blinds), exact to the millionth.
type State = (String, [u64; 8], [f64; 6]);

/// Per-player totals of hand histories (`handrank.player_summary` makes one and shows it
/// as a DataFrame; `handrank.dask` merges one per file).
#[pyclass(module = "handrank._handrank", name = "PlayerSummary")]
#[derive(Default)]
pub struct PlayerSummary {
    summary: Summary,
}

#[pymethods]
impl PlayerSummary {
    /// A summary of the players' sums, as `state()` gives them (what a pickle keeps).
    #[new]
    #[pyo3(signature = (state = Vec::new()))]
    fn new(state: Vec<State>) -> PlayerSummary {
        let mut summary = Summary::default();
        for (name, counts, amounts) in state {
            let [
                hands,
                all_ins,
                bb_hands,
                voluntary,
                raised,
                saw_flop,
                went,
                won,
            ] = counts;
            let [net, adjusted, showdown, net_bb, adjusted_bb, showdown_bb] =
                amounts.map(Chips::from_f64);
            summary.add_player(
                name,
                &PlayerTotals {
                    hands,
                    all_ins,
                    net,
                    adjusted,
                    showdown,
                    bb_hands,
                    net_bb,
                    adjusted_bb,
                    showdown_bb,
                    voluntary,
                    raised,
                    saw_flop,
                    went_to_showdown: went,
                    won_at_showdown: won,
                },
            );
        }
        PlayerSummary { summary }
    }

    /// The summary of a players frame's columns, one settled hand of one player a row:
    /// the player's name, whether the hand had an all-in priced for them, the net and the
    /// all-in-adjusted net (amounts of the file's units, exact to the millionth), the
    /// hand's big blind (None without one), and the player's VPIP, PFR, saw the flop, went
    /// to showdown and won there.
    #[classmethod]
    #[allow(clippy::too_many_arguments)] // a frame's columns
    fn of_players(
        _cls: &Bound<'_, PyType>,
        player: Vec<String>,
        all_in: Vec<bool>,
        net: Vec<f64>,
        adjusted_net: Vec<f64>,
        big_blind: Vec<Option<f64>>,
        vpip: Vec<bool>,
        pfr: Vec<bool>,
        saw_flop: Vec<bool>,
        went_to_showdown: Vec<bool>,
        won_at_showdown: Vec<bool>,
    ) -> PyResult<PlayerSummary> {
        let rows = player.len();
        let lengths = [
            ("all_in", all_in.len()),
            ("net", net.len()),
            ("adjusted_net", adjusted_net.len()),
            ("big_blind", big_blind.len()),
            ("vpip", vpip.len()),
            ("pfr", pfr.len()),
            ("saw_flop", saw_flop.len()),
            ("went_to_showdown", went_to_showdown.len()),
            ("won_at_showdown", won_at_showdown.len()),
        ];
        if lengths.iter().any(|&(_, len)| len != rows) {
            let given: Vec<String> = lengths
                .iter()
                .map(|(name, len)| format!("{len} {name}"))
                .collect();
            return Err(PyValueError::new_err(format!(
                "the columns differ in length: {rows} players, {}",
                given.join(", ")
            )));
        }
        let mut summary = Summary::default();
        let amounts = net.into_iter().zip(adjusted_net).zip(big_blind).zip(all_in);
        let flags = vpip
            .into_iter()
            .zip(pfr)
            .zip(saw_flop)
            .zip(went_to_showdown)
            .zip(won_at_showdown);
        for ((name, (((net, adjusted), big_blind), all_in)), ((((vpip, pfr), saw), went), won)) in
            player.into_iter().zip(amounts).zip(flags)
        {
            let hand = PlayerHand {
                net: Chips::from_f64(net),
                adjusted: Chips::from_f64(adjusted),
                all_in,
                big_blind: big_blind.map(Chips::from_f64),
                voluntary: vpip,
                raised: pfr,
                saw_flop: saw,
                showdown: went,
                won_at_showdown: won,
            };
            summary.add_player(name, &PlayerTotals::of_hand(&hand));
        }
        Ok(PlayerSummary { summary })
    }

    /// Adds another summary's totals (the library's merge: the order does not matter).
    fn merge(&mut self, other: PyRef<'_, PlayerSummary>) {
        for (name, totals) in &other.summary.players {
            self.summary.add_player(name.clone(), totals);
        }
    }

    /// Each player's sums, most hands first (see `State`).
    fn state(&self) -> Vec<State> {
        self.summary
            .ranked()
            .into_iter()
            .map(|(name, t)| {
                let counts = [
                    t.hands,
                    t.all_ins,
                    t.bb_hands,
                    t.voluntary,
                    t.raised,
                    t.saw_flop,
                    t.went_to_showdown,
                    t.won_at_showdown,
                ];
                let amounts = [
                    t.net,
                    t.adjusted,
                    t.showdown,
                    t.net_bb,
                    t.adjusted_bb,
                    t.showdown_bb,
                ];
                (name.clone(), counts, amounts.map(Chips::to_f64))
            })
            .collect()
    }

    /// The summary's columns, `handrank history --summary`'s (rates in percent, None
    /// where they have no hands), one entry per player, most hands first, then by name.
    fn columns<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let players = self.summary.ranked();
        let dict = PyDict::new(py);
        let counts = |value: fn(&PlayerTotals) -> u64| -> Vec<u64> {
            players.iter().map(|(_, t)| value(t)).collect()
        };
        let amounts = |value: fn(&PlayerTotals) -> Chips| -> Vec<f64> {
            players.iter().map(|(_, t)| value(t).to_f64()).collect()
        };
        let rates = |value: fn(&PlayerTotals) -> Option<f64>, scale: f64| -> Vec<Option<f64>> {
            players
                .iter()
                .map(|(_, t)| value(t).map(|v| v * scale))
                .collect()
        };
        let names: Vec<&String> = players.iter().map(|(name, _)| *name).collect();
        dict.set_item("player", names)?;
        dict.set_item("hands", counts(|t| t.hands))?;
        dict.set_item("all_ins", counts(|t| t.all_ins))?;
        dict.set_item("net", amounts(|t| t.net))?;
        dict.set_item("net_bb", amounts(|t| t.net_bb))?;
        dict.set_item("bb_per_100", rates(PlayerTotals::bb_per_100, 1.0))?;
        dict.set_item("adjusted_net", amounts(|t| t.adjusted))?;
        dict.set_item("adjusted_bb", amounts(|t| t.adjusted_bb))?;
        dict.set_item("ev_bb_per_100", rates(PlayerTotals::ev_bb_per_100, 1.0))?;
        dict.set_item("luck", amounts(PlayerTotals::luck))?;
        dict.set_item("showdown", amounts(|t| t.showdown))?;
        dict.set_item("non_showdown", amounts(PlayerTotals::non_showdown))?;
        dict.set_item("showdown_bb", amounts(|t| t.showdown_bb))?;
        dict.set_item("non_showdown_bb", amounts(PlayerTotals::non_showdown_bb))?;
        dict.set_item("vpip", rates(PlayerTotals::vpip, 100.0))?;
        dict.set_item("pfr", rates(PlayerTotals::pfr, 100.0))?;
        dict.set_item("wtsd", rates(PlayerTotals::wtsd, 100.0))?;
        dict.set_item("wsd", rates(PlayerTotals::wsd, 100.0))?;
        Ok(dict)
    }

    fn __len__(&self) -> usize {
        self.summary.players.len()
    }

    /// Pickled as its sums (Dask sends one from each worker).
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyType>, (Vec<State>,))> {
        Ok((slf.get_type(), (slf.borrow().state(),)))
    }
}
