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

/// Sets `name` to the column of `value` over the rows.
fn set_column<'py, R, T: IntoPyObject<'py>>(
    columns: &Bound<'py, PyDict>,
    name: &str,
    rows: &[R],
    value: impl Fn(&R) -> T,
) -> PyResult<()> {
    columns.set_item(name, rows.iter().map(value).collect::<Vec<_>>())
}

/// One row per flop class.
fn flop_columns<'py>(py: Python<'py>, report: &FlopReport) -> PyResult<Bound<'py, PyDict>> {
    let rows = &report.rows;
    let columns = PyDict::new(py);
    set_column(&columns, "flop", rows, |row| row.name())?;
    set_column(&columns, "flops", rows, |row| row.flops)?;
    set_column(&columns, "deals", rows, |row| row.deals)?;
    set_column(&columns, "boards", rows, |row| row.boards)?;
    set_column(&columns, "wins", rows, |row| row.wins)?;
    set_column(&columns, "ties", rows, |row| row.ties)?;
    set_column(&columns, "losses", rows, |row| row.losses)?;
    set_column(&columns, "equity", rows, |row| row.equity())?;
    set_column(&columns, "hero_combos", rows, |row| row.combos[0])?;
    set_column(&columns, "villain_combos", rows, |row| row.combos[1])?;
    set_column(&columns, "suits", rows, |row| row.texture.suits.name())?;
    set_column(&columns, "pairing", rows, |row| row.texture.pairing.name())?;
    set_column(&columns, "high", rows, |row| {
        row.texture.high.symbol().to_string()
    })?;
    set_column(&columns, "connected", rows, |row| row.texture.connected)?;
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
    set_column(&columns, "cut", &rows, |row| row.0.clone())?;
    set_column(&columns, "group", &rows, |row| row.1.clone())?;
    set_column(&columns, "flops", &rows, |row| row.2.flops)?;
    set_column(&columns, "boards", &rows, |row| row.2.boards)?;
    set_column(&columns, "wins", &rows, |row| row.2.wins)?;
    set_column(&columns, "ties", &rows, |row| row.2.ties)?;
    set_column(&columns, "losses", &rows, |row| row.2.losses)?;
    set_column(&columns, "equity", &rows, |row| row.2.equity())?;
    let fractions: Vec<_> = rows.iter().map(|r| r.2.distribution_fractions()).collect();
    set_distributions(&columns, &fractions)?;
    Ok(columns)
}
