//! The every-flop report from Python: the library's exact answer on each flop class as
//! columns (one list per field) that `handrank.flops` turns into two DataFrames, the
//! flops and the texture groups.

use std::sync::atomic::Ordering;

use handrank::equity::{
    BUCKETS, Equity, FlopReport, FlopSummary, LONG_RUN_SECONDS, Method, MonteCarlo,
};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::equity::{Cancelled, game_of, known_cards, run_interruptible};
use crate::errors::{equity_error, equity_error_text};

/// How the caller asks each flop answered (Omaha): the method ("exact", "monte_carlo" or
/// the library's choice), Monte Carlo trials per flop and the seed.
pub struct FlopsAsked<'a> {
    pub method: Option<&'a str>,
    pub trials: Option<u64>,
    pub seed: Option<u64>,
}

/// The report's two tables as dicts of columns: "flops" and "groups".
pub fn flops<'py>(
    py: Python<'py>,
    hero: &str,
    villain: &str,
    dead: Option<&Bound<'py, PyAny>>,
    game: Option<&str>,
    long: bool,
    asked: FlopsAsked<'_>,
) -> PyResult<Bound<'py, PyDict>> {
    let game = game_of(py, game)?;
    let dead = known_cards(dead, "dead")?;
    let question = Equity::parse_game(game, &[hero, villain])
        .and_then(|e| e.dead(&dead).check())
        .map_err(|e| equity_error(py, &e))?;
    let text = |e: &dyn std::fmt::Display| equity_error_text(py, e.to_string(), None);
    let method = match asked.method {
        None => None,
        Some("exact") => Some(Method::Exact),
        Some("monte_carlo") => Some(Method::MonteCarlo),
        Some(other) => {
            return Err(text(&format!(
                "method '{other}': give \"exact\" or \"monte_carlo\""
            )));
        }
    };
    let options = MonteCarlo {
        trials: asked.trials,
        ..MonteCarlo::new()
    }
    .seed_or_clock(asked.seed);
    let monte_carlo = question
        .flops_method(method, &options)
        .map_err(|e| text(&e))?;
    let seconds = question
        .flops_estimate(monte_carlo.as_ref())
        .map_err(|e| text(&e))?
        .seconds;
    if seconds > LONG_RUN_SECONDS && !long {
        return Err(text(&format!(
            "the flop report would take about {seconds:.0} seconds (estimate, more than \
             {LONG_RUN_SECONDS} s); narrow the ranges, or pass long=True to run it anyway"
        )));
    }
    let report = run_interruptible(py, move |cancel| {
        question.flops_with_progress(monte_carlo.as_ref(), &|_, _| {
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
/// fractions (None without distributions: Omaha).
fn set_distributions(
    columns: &Bound<'_, PyDict>,
    fractions: &[Option<[[f64; BUCKETS]; 2]>],
) -> PyResult<()> {
    for (p, player) in ["hero", "villain"].iter().enumerate() {
        for b in 0..BUCKETS {
            let column: Vec<Option<f64>> = (fractions.iter())
                .map(|f| {
                    let buckets = f.as_ref().and_then(|f| f.get(p));
                    buckets.and_then(|buckets| buckets.get(b)).copied()
                })
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
    set_column(&columns, "std_err", rows, |row| row.std_err)?;
    set_column(&columns, "method", rows, |_| method_name(report.method))?;
    set_column(&columns, "hero_combos", rows, |row| row.combos[0])?;
    set_column(&columns, "villain_combos", rows, |row| row.combos[1])?;
    set_column(&columns, "suits", rows, |row| row.texture.suits.name())?;
    set_column(&columns, "pairing", rows, |row| row.texture.pairing.name())?;
    set_column(&columns, "high", rows, |row| {
        row.texture.high.symbol().to_string()
    })?;
    set_column(&columns, "connected", rows, |row| row.texture.connected)?;
    let fractions: Vec<_> = (rows.iter())
        .map(|r| report.distributions.then(|| r.distribution_fractions()))
        .collect();
    set_distributions(&columns, &fractions)?;
    Ok(columns)
}

/// One row per texture group, then the whole ("all") with the preflop counts.
fn group_columns<'py>(py: Python<'py>, report: &FlopReport) -> PyResult<Bound<'py, PyDict>> {
    let total = report.total();
    let whole = match report.preflop() {
        Some([boards, wins, ties, losses]) => FlopSummary {
            boards,
            wins,
            ties,
            losses,
            ..total
        },
        None => total,
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
    set_column(&columns, "std_err", &rows, |row| row.2.std_err)?;
    set_column(&columns, "method", &rows, |_| method_name(report.method))?;
    let fractions: Vec<_> = (rows.iter())
        .map(|r| report.distributions.then(|| r.2.distribution_fractions()))
        .collect();
    set_distributions(&columns, &fractions)?;
    Ok(columns)
}

/// The method as the columns name it.
fn method_name(method: Method) -> &'static str {
    match method {
        Method::Exact => "exact",
        Method::MonteCarlo => "monte_carlo",
    }
}
