//! The every-flop report from Python: the library's exact answer on each flop class as
//! columns (one list per field) that `handrank.flops` turns into two DataFrames, the
//! flops and the texture groups.

use std::sync::atomic::{AtomicBool, Ordering};

use handrank::equity::{
    BUCKETS, Equity, FlopPart, FlopReport, FlopSummary, LONG_RUN_SECONDS, Method, MonteCarlo,
    Question, Shard,
};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict};

use crate::equity::{Cancelled, game_of, known_cards, run_interruptible};
use crate::errors::{equity_error, equity_error_text};

/// How the caller asks each flop answered (Omaha): the method ("exact", "monte_carlo" or
/// the library's choice), Monte Carlo trials per flop and the seed.
pub struct FlopsAsked<'a> {
    pub method: Option<&'a str>,
    pub trials: Option<u64>,
    pub seed: Option<u64>,
}

/// A flop question checked once, with its method (Monte Carlo options for Omaha flops
/// answered by sampling, else exact): what a whole report and each part share.
struct Plan {
    question: Question,
    monte_carlo: Option<MonteCarlo>,
}

/// Checks the question and picks each flop's method by the library's rule, refusing a run
/// past the library's long-run limit unless `long` (the estimate divided by `parts`).
fn plan(
    py: Python<'_>,
    [hero, villain]: [&str; 2],
    dead: Option<&Bound<'_, PyAny>>,
    game: Option<&str>,
    long: bool,
    asked: FlopsAsked<'_>,
    parts: u32,
) -> PyResult<Plan> {
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
        .seconds
        / f64::from(parts.max(1));
    if seconds > LONG_RUN_SECONDS && !long {
        return Err(text(&format!(
            "the flop report would take about {seconds:.0} seconds (estimate, more than \
             {LONG_RUN_SECONDS} s); narrow the ranges, or pass long=True to run it anyway"
        )));
    }
    Ok(Plan {
        question,
        monte_carlo,
    })
}

/// Stops a run at its next flop class once `cancel` is set (Ctrl-C).
fn stop_if(cancel: &AtomicBool) {
    if cancel.load(Ordering::Relaxed) {
        std::panic::resume_unwind(Box::new(Cancelled));
    }
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
    let Plan {
        question,
        monte_carlo,
    } = plan(py, [hero, villain], dead, game, long, asked, 1)?;
    let report = run_interruptible(py, move |cancel| {
        question.flops_with_progress(monte_carlo.as_ref(), &|_, _| stop_if(cancel))
    })?
    .map_err(|e| equity_error_text(py, e.to_string(), None))?;
    tables(py, &report)
}

/// Shard `shard` of `shards` of the report, as the bytes `handrank flops --shard K/N`
/// writes. Omaha flops answered by Monte Carlo need `asked.seed`: every part's flops are
/// seeded from the one run's seed.
#[allow(clippy::too_many_arguments)] // the Python signature's keywords
pub fn part<'py>(
    py: Python<'py>,
    hero: &str,
    villain: &str,
    shard: u32,
    shards: u32,
    dead: Option<&Bound<'py, PyAny>>,
    game: Option<&str>,
    long: bool,
    asked: FlopsAsked<'_>,
) -> PyResult<Bound<'py, PyBytes>> {
    let text = |e: &dyn std::fmt::Display| equity_error_text(py, e.to_string(), None);
    let shard = Shard::new(shard, shards).map_err(|e| text(&e))?;
    let seeded = asked.seed.is_some();
    let Plan {
        question,
        monte_carlo,
    } = plan(py, [hero, villain], dead, game, long, asked, shard.count())?;
    if monte_carlo.is_some() && !seeded {
        return Err(text(
            &"a flop report in parts by Monte Carlo needs a seed: every part's flops are \
              seeded from the one run's seed",
        ));
    }
    let part = run_interruptible(py, move |cancel| {
        question.flops_part(shard, monte_carlo.as_ref(), &|_, _| stop_if(cancel))
    })?
    .map_err(|e| text(&e))?;
    let mut bytes = Vec::new();
    // Writing to memory cannot fail.
    let _ = part.write(&mut bytes);
    Ok(PyBytes::new(py, &bytes))
}

/// The report's tables from the parts of all N shards of one run, given as `(name,
/// bytes)` pairs; a missing, repeated or foreign part is an error naming it.
pub fn merge<'py>(py: Python<'py>, parts: Vec<(String, Vec<u8>)>) -> PyResult<Bound<'py, PyDict>> {
    let parts = crate::parts::read_parts(py, parts, FlopPart::read)?;
    let report = FlopPart::merge(parts).map_err(|e| equity_error_text(py, e.to_string(), None))?;
    tables(py, &report)
}

/// The report as two tables of columns, "flops" and "groups".
fn tables<'py>(py: Python<'py>, report: &FlopReport) -> PyResult<Bound<'py, PyDict>> {
    let tables = PyDict::new(py);
    tables.set_item("flops", flop_columns(py, report)?)?;
    tables.set_item("groups", group_columns(py, report)?)?;
    Ok(tables)
}

// ---- the module's functions (`handrank.flops` wraps the tables into DataFrames) ----

/// The exact every-flop report of two ranges (see `handrank flops`), as a dict of two
/// tables of columns: "flops", one row per flop class (its representative, the flops it
/// stands for, deals, boards, the hero's wins, ties and losses, equity, each player's
/// combos left, the texture and each player's equity distribution as fractions), and
/// "groups", one row per texture group then the whole ("all", with the preflop counts).
/// `handrank.flops` wraps this into pandas DataFrames.
///
/// Omaha: each flop exact or by Monte Carlo (`method`, `trials` per flop, `seed`), the
/// method and each flop's standard error in the columns.
///
/// Raises EquityError for a bad range or card, a question that is not two ranges of a
/// game with a flop, or (without long=True) one estimated past an hour.
#[pyfunction]
#[pyo3(signature = (hero, villain, dead=None, game=None, long=false, method=None, trials=None, seed=None))]
#[allow(clippy::too_many_arguments)]
pub fn flop_tables<'py>(
    py: Python<'py>,
    hero: &str,
    villain: &str,
    dead: Option<Bound<'py, PyAny>>,
    game: Option<String>,
    long: bool,
    method: Option<String>,
    trials: Option<u64>,
    seed: Option<u64>,
) -> PyResult<Bound<'py, PyDict>> {
    let asked = FlopsAsked {
        method: method.as_deref(),
        trials,
        seed,
    };
    flops(
        py,
        hero,
        villain,
        dead.as_ref(),
        game.as_deref(),
        long,
        asked,
    )
}

/// Shard `shard` of `shards` (1 ≤ shard ≤ shards: every N-th flop class from the K-th) of
/// the every-flop report, as the bytes `handrank flops --shard K/N` writes (the same on any
/// machine); the other arguments as for `flops`. Omaha flops by Monte Carlo need `seed`.
/// `handrank.merge_flops_parts` gives the report; `handrank.dask.flops` runs the parts on
/// a Dask cluster.
#[pyfunction]
#[pyo3(signature = (hero, villain, shard, shards, dead=None, game=None, long=false, method=None, trials=None, seed=None))]
#[allow(clippy::too_many_arguments)]
pub fn flops_part<'py>(
    py: Python<'py>,
    hero: &str,
    villain: &str,
    shard: u32,
    shards: u32,
    dead: Option<Bound<'py, PyAny>>,
    game: Option<String>,
    long: bool,
    method: Option<String>,
    trials: Option<u64>,
    seed: Option<u64>,
) -> PyResult<Bound<'py, PyBytes>> {
    let asked = FlopsAsked {
        method: method.as_deref(),
        trials,
        seed,
    };
    let (dead, game) = (dead.as_ref(), game.as_deref());
    part(py, hero, villain, shard, shards, dead, game, long, asked)
}

/// The every-flop report's tables (as `flop_tables`) from the parts of all N shards of one
/// run, given as `(name, bytes)` pairs: the one-run report to the last bit. A missing,
/// repeated or foreign part raises EquityError naming it.
#[pyfunction]
pub fn merge_flop_tables<'py>(
    py: Python<'py>,
    parts: Vec<(String, Vec<u8>)>,
) -> PyResult<Bound<'py, PyDict>> {
    merge(py, parts)
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
