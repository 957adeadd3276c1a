//! The every-flop report from Python: the library's exact answer on each flop class as
//! columns (one list per field) that `handrank.flops` turns into two DataFrames, the
//! flops and the texture groups.

use std::sync::atomic::Ordering;

use handrank::equity::{BUCKETS, Equity, FlopReport, FlopSummary, LONG_RUN_SECONDS};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::equity::{Cancelled, game_of, known_cards, run_interruptible};
use crate::errors::{equity_error, equity_error_text};

/// The report's two tables as dicts of columns: "flops" and "groups".
pub fn flops<'py>(
    py: Python<'py>,
    hero: &str,
    villain: &str,
    dead: Option<&Bound<'py, PyAny>>,
    game: Option<&str>,
    long: bool,
) -> PyResult<Bound<'py, PyDict>> {
    let game = game_of(py, game)?;
    let dead = known_cards(dead, "dead")?;
    let question = Equity::parse_game(game, &[hero, villain])
        .and_then(|e| e.dead(&dead).check())
        .map_err(|e| equity_error(py, &e))?;
    let text = |e: &dyn std::fmt::Display| equity_error_text(py, e.to_string(), None);
    let seconds = question.flops_estimate().map_err(|e| text(&e))?;
    if seconds > LONG_RUN_SECONDS && !long {
        return Err(text(&format!(
            "the flop report would take about {seconds:.0} seconds (estimate, more than \
             {LONG_RUN_SECONDS} s); narrow the ranges, or pass long=True to run it anyway"
        )));
    }
    let report = run_interruptible(py, move |cancel| {
        question.flops_with_progress(&|_, _| {
            if cancel.load(Ordering::Relaxed) {
                std::panic::resume_unwind(Box::new(Cancelled));
            }
        })
    })?
    .map_err(|e| text(&e))?;
    let tables = PyDict::new(py);
    tables.set_item("flops", flop_columns(py, &report)?)?;
    tables.set_item("groups", group_columns(py, &report)?)?;
    Ok(tables)
}

/// Sets each player's distribution columns (hero_0_10 … villain_90_100) from each row's
/// fractions.
fn set_distributions(
    columns: &Bound<'_, PyDict>,
    fractions: &[[[f64; BUCKETS]; 2]],
) -> PyResult<()> {
    for (p, player) in ["hero", "villain"].iter().enumerate() {
        for b in 0..BUCKETS {
            let column: Vec<f64> = (fractions.iter())
                .flat_map(|f| f.get(p).and_then(|buckets| buckets.get(b)).copied())
                .collect();
            columns.set_item(format!("{player}_{}_{}", 10 * b, 10 * (b + 1)), column)?;
        }
    }
    Ok(())
}

/// One row per flop class.
fn flop_columns<'py>(py: Python<'py>, report: &FlopReport) -> PyResult<Bound<'py, PyDict>> {
    let rows = &report.rows;
    let columns = PyDict::new(py);
    let set = |name: &str, column: Bound<'py, PyAny>| columns.set_item(name, column);
    macro_rules! column {
        ($name:literal, $row:ident => $value:expr) => {
            set(
                $name,
                rows.iter()
                    .map(|$row| $value)
                    .collect::<Vec<_>>()
                    .into_pyobject(py)?
                    .into_any(),
            )?
        };
    }
    column!("flop", row => row.name());
    column!("flops", row => row.flops);
    column!("deals", row => row.deals);
    column!("boards", row => row.boards);
    column!("wins", row => row.wins);
    column!("ties", row => row.ties);
    column!("losses", row => row.losses);
    column!("equity", row => row.equity());
    column!("hero_combos", row => row.combos[0]);
    column!("villain_combos", row => row.combos[1]);
    column!("suits", row => row.texture.suits.name());
    column!("pairing", row => row.texture.pairing.name());
    column!("high", row => row.texture.high.symbol().to_string());
    column!("connected", row => row.texture.connected);
    let fractions: Vec<_> = rows.iter().map(|r| r.distribution_fractions()).collect();
    set_distributions(&columns, &fractions)?;
    Ok(columns)
}

/// One row per texture group, then the whole ("all") with the preflop counts.
fn group_columns<'py>(py: Python<'py>, report: &FlopReport) -> PyResult<Bound<'py, PyDict>> {
    let [boards, wins, ties, losses] = report.preflop();
    let whole = FlopSummary {
        boards,
        wins,
        ties,
        losses,
        ..report.total()
    };
    let mut rows: Vec<(String, String, FlopSummary)> = (report.groups().into_iter())
        .map(|(group, sum)| (group.cut().to_owned(), group.name(), sum))
        .collect();
    rows.push(("all".to_owned(), "all".to_owned(), whole));
    let columns = PyDict::new(py);
    let set = |name: &str, column: Bound<'py, PyAny>| columns.set_item(name, column);
    macro_rules! column {
        ($name:literal, $row:ident => $value:expr) => {
            set(
                $name,
                rows.iter()
                    .map(|$row| $value)
                    .collect::<Vec<_>>()
                    .into_pyobject(py)?
                    .into_any(),
            )?
        };
    }
    column!("cut", row => row.0.clone());
    column!("group", row => row.1.clone());
    column!("flops", row => row.2.flops);
    column!("boards", row => row.2.boards);
    column!("wins", row => row.2.wins);
    column!("ties", row => row.2.ties);
    column!("losses", row => row.2.losses);
    column!("equity", row => row.2.equity());
    let fractions: Vec<_> = rows.iter().map(|r| r.2.distribution_fractions()).collect();
    set_distributions(&columns, &fractions)?;
    Ok(columns)
}
