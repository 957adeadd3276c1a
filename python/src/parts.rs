//! An equity question's run in parts from Python: each part as the bytes `handrank equity
//! --shard K/N` writes (computed on every core with the GIL released, stoppable with
//! Ctrl-C), and the parts merged into the answer `handrank.equity` gives. `handrank.dask`
//! runs the parts on a Dask cluster.

use handrank::equity::{EquityPart, Method, PartError, Shard};
use pyo3::prelude::*;
use pyo3::types::PyBytes;

use crate::WholeNumber;
use crate::analytics::stop_if;
use crate::equity::{self, Plan, run_interruptible};
use crate::errors::{equity_error, equity_error_text};
use crate::result::Outcome;

/// Part `shard` of `shards` of an equity question's run, as the bytes `handrank equity
/// --shard K/N` writes (the same on any machine): exact enumeration cut as the library cuts
/// it for threads, or a Monte Carlo run of `trials` boards (default 10,000,000) with `seed`
/// (required: every part draws from the one run's seed) cut into consecutive chunks of its
/// seed's streams. players, board, dead, method, game, draws, long: as for `equity`
/// (`long` compares the part's estimate with the limit). `merge_equity_parts` gives the
/// answer; `handrank.dask.equity` runs the parts on a Dask cluster.
#[pyfunction]
#[pyo3(signature = (players, shard, shards, board=None, dead=None, method=None, trials=None, seed=None, game=None, long=false, draws=None))]
#[allow(clippy::too_many_arguments)] // the Python signature: every one is a keyword
pub fn equity_part<'py>(
    py: Python<'py>,
    players: Bound<'py, PyAny>,
    shard: u32,
    shards: u32,
    board: Option<Bound<'py, PyAny>>,
    dead: Option<Bound<'py, PyAny>>,
    method: Option<String>,
    trials: Option<WholeNumber>,
    seed: Option<u64>,
    game: Option<String>,
    long: bool,
    draws: Option<usize>,
) -> PyResult<Bound<'py, PyBytes>> {
    let shard =
        Shard::new(shard, shards).map_err(|e| equity_error_text(py, e.to_string(), None))?;
    let question = equity::Question {
        players,
        board,
        dead,
        method,
        trials: trials.map(|t| t.0),
        std_err: None,
        time: None,
        seed,
        game,
        long,
        draws,
    };
    let Plan {
        question,
        method,
        options,
        ..
    } = equity::plan(py, question, shard.count())?;
    if method == Method::MonteCarlo && seed.is_none() {
        return Err(equity_error_text(
            py,
            "a Monte Carlo run in parts needs a seed: every part draws from the one run's seed"
                .to_owned(),
            None,
        ));
    }
    let part = run_interruptible(py, move |cancel| match method {
        Method::Exact => question.exact_part(shard, &|_, _| stop_if(cancel)),
        Method::MonteCarlo => question.monte_carlo_part(&options, shard),
    })?
    .map_err(|e| equity_error(py, &e))?;
    let mut bytes = Vec::new();
    // Writing to memory cannot fail.
    let _ = part.write(&mut bytes);
    Ok(PyBytes::new(py, &bytes))
}

/// The answer of the parts of all N shards of one run, given as `(name, bytes)` pairs: the
/// result `equity` gives for the question in one piece, to the last count. A missing,
/// repeated or foreign part raises EquityError naming it.
#[pyfunction]
pub fn merge_equity_parts(py: Python<'_>, parts: Vec<(String, Vec<u8>)>) -> PyResult<Outcome> {
    let error = |e: PartError| equity_error_text(py, e.to_string(), None);
    let whole = EquityPart::merge(read_parts(py, parts, EquityPart::read)?).map_err(error)?;
    let result = whole.result().map_err(error)?;
    Outcome::new(py, &result)
}

/// `(name, bytes)` parts read by `read`; an EquityError names the part that is not one.
pub fn read_parts<P>(
    py: Python<'_>,
    parts: Vec<(String, Vec<u8>)>,
    read: impl Fn(&[u8]) -> Result<P, PartError>,
) -> PyResult<Vec<(String, P)>> {
    (parts.into_iter())
        .map(|(name, bytes)| match read(&bytes) {
            Ok(part) => Ok((name, part)),
            Err(e) => Err(equity_error_text(py, format!("{name}: {e}"), None)),
        })
        .collect()
}
