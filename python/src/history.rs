//! `handrank.read_phh`: hand histories in the PHH standard, read, replayed and settled by
//! the Rust crate (`handrank::history`), handed to Python one hand at a time as a dict.
//!
//! The library's streaming pipeline (`handrank::pipeline`) does the work: a reader thread
//! cuts the files into chunks of whole hands (a bounded channel keeps a few ahead); each
//! `__next__` that finds no hand ready settles the next group of chunks on every core with
//! the GIL released. Memory stays flat whatever the collection's size.

use std::collections::VecDeque;
use std::sync::Mutex;

use handrank::equity::Method;
use handrank::history::{self, Chips, Chunk, EvOptions, HistoryError, Input, PlayerHand, Report};
use handrank::pipeline::{Capacity, Job, Stream};
use pyo3::create_exception;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyInt, PyList, PyString};

use crate::errors::HandrankError;

create_exception!(
    handrank,
    HistoryFileError,
    HandrankError,
    "A hand history that cannot be read or replayed: a syntax error, an unknown variant, an \
     impossible action. The message names the file, the hand's section and the line.\n\n\
     Attributes: file, section (the .phhs section's number, a site's hand ID, or None), line \
     (or None)."
);

/// Chunks of text settled at once.
const CHUNKS_PER_STEP: usize = 8;
const CHUNK_BYTES: usize = 64 << 10;

/// The hands of PHH files, one dict each, in input order (see `handrank.read_phh`).
#[pyclass(module = "handrank", name = "HandReader")]
pub struct HandReader {
    state: Mutex<State>,
}

struct State {
    hands: Stream<Settle, HistoryError>,
    ready: VecDeque<Result<Report, HistoryError>>,
    skip_invalid: bool,
    finished: bool,
}

/// What the workers do with a chunk: read, replay and settle its hands.
struct Settle {
    ev: EvOptions,
}

impl Job for Settle {
    type Piece = Chunk;
    type Output = Vec<Result<Report, HistoryError>>;

    fn size(&self, chunk: &Chunk) -> usize {
        chunk.text.len()
    }

    fn work(&self, chunk: &Chunk, _: Option<Self::Output>) -> Self::Output {
        chunk
            .hands()
            .map(|hand| hand.and_then(|hand| history::analyze(hand, &self.ev)))
            .collect()
    }
}

#[pymethods]
impl HandReader {
    #[new]
    #[pyo3(signature = (
        paths, *, all_in_ev = true, trials = EvOptions::default().trials,
        seed = EvOptions::default().seed, skip_invalid = false,
    ))]
    fn new(
        paths: Vec<std::path::PathBuf>,
        all_in_ev: bool,
        trials: u64,
        seed: u64,
        skip_invalid: bool,
    ) -> PyResult<HandReader> {
        let inputs = history::inputs(&paths).map_err(|e| to_python(&e))?;
        let ev = EvOptions {
            enabled: all_in_ev,
            ..EvOptions::monte_carlo(trials, seed)
        };
        let capacity = Capacity {
            ahead: CHUNKS_PER_STEP * 2,
            group_bytes: CHUNKS_PER_STEP * CHUNK_BYTES,
        };
        let hands = Stream::spawn(Settle { ev }, capacity, move |feed| {
            history::read_chunks(&inputs, CHUNK_BYTES, feed);
        });
        Ok(HandReader {
            state: Mutex::new(State {
                hands,
                ready: VecDeque::new(),
                skip_invalid,
                finished: false,
            }),
        })
    }

    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        let mut state = self
            .state
            .lock()
            .map_err(|_| HandrankError::new_err("the reader failed in another thread"))?;
        loop {
            match state.ready.pop_front() {
                Some(Ok(report)) => return hand_dict(py, &report).map(Some),
                Some(Err(error)) if state.skip_invalid => {
                    return error_dict(py, &error).map(Some);
                }
                Some(Err(error)) => {
                    state.finished = true;
                    state.ready.clear();
                    return Err(to_python(&error));
                }
                None if state.finished => return Ok(None),
                None => {
                    let state = &mut *state;
                    match py.detach(|| state.hands.next()) {
                        Some(step) => {
                            state.ready.extend(step.outputs.into_iter().flatten());
                            if let Some(error) = step.failed {
                                state.ready.push_back(Err(error));
                                state.finished = true;
                            }
                        }
                        None => state.finished = true,
                    }
                }
            }
        }
    }
}

/// The files `read_phh(paths)` reads, in its order: a file as named, a directory's hand
/// histories recursively in name order, `-` for standard input (so `handrank.dask` can
/// make a task of each).
#[pyfunction]
pub fn phh_files(paths: Vec<std::path::PathBuf>) -> PyResult<Vec<std::path::PathBuf>> {
    let inputs = history::inputs(&paths).map_err(|e| to_python(&e))?;
    Ok(inputs
        .into_iter()
        .map(|input| match input {
            Input::File(path) => path,
            Input::Stdin => "-".into(),
        })
        .collect())
}

fn to_python(error: &HistoryError) -> PyErr {
    let err = HistoryFileError::new_err(error.to_string());
    Python::attach(|py| {
        let value = err.value(py);
        let _ = value.setattr("file", &*error.file);
        let _ = value.setattr("section", section(py, error.section.as_deref()));
        let _ = value.setattr("line", error.line);
    });
    err
}

/// A hand's section as Python sees it: the number of a `.phhs` file's `[N]` (an `int`,
/// so hands sort as written), a site's hand ID that is not a plain number (`"RC1234"`) as
/// the text, `None` for a `.phh` file.
fn section<'py>(py: Python<'py>, section: Option<&str>) -> Option<Bound<'py, PyAny>> {
    let section = section?;
    let plain = !section.starts_with('0') || section == "0";
    Some(match section.parse::<u64>() {
        Ok(number) if plain => PyInt::new(py, number).into_any(),
        _ => PyString::new(py, section).into_any(),
    })
}

fn amounts<'py>(
    py: Python<'py>,
    list: &[handrank::history::Chips],
) -> PyResult<Bound<'py, PyList>> {
    PyList::new(py, list.iter().map(|c| c.to_f64()))
}

/// A hand that cannot be read (with `skip_invalid`): its place and the error.
fn error_dict<'py>(py: Python<'py>, error: &HistoryError) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    dict.set_item("file", &*error.file)?;
    dict.set_item("section", section(py, error.section.as_deref()))?;
    dict.set_item("line", error.line)?;
    dict.set_item("error", error.to_string())?;
    Ok(dict)
}

/// One settled hand, with the keys `handrank history --format json` writes and the
/// per-player amounts a DataFrame needs.
fn hand_dict<'py>(py: Python<'py>, report: &Report) -> PyResult<Bound<'py, PyDict>> {
    let hand = &report.hand;
    let replay = &report.replay;
    let n = hand.player_count();
    let settled = report.settlement.as_ref().ok();
    let dict = PyDict::new(py);
    dict.set_item("file", &*hand.source.file)?;
    dict.set_item("section", section(py, hand.source.section.as_deref()))?;
    dict.set_item("line", hand.source.line)?;
    dict.set_item("error", py.None())?;
    dict.set_item("variant", &hand.variant)?;
    dict.set_item("hand", hand.hand.clone())?;
    dict.set_item(
        "players",
        (0..n).map(|i| hand.player_name(i)).collect::<Vec<_>>(),
    )?;
    dict.set_item(
        "starting_stacks",
        hand.starting_stacks
            .iter()
            .map(|s| s.map_or(f64::INFINITY, |s| s.to_f64()))
            .collect::<Vec<_>>(),
    )?;
    dict.set_item("put_in", amounts(py, &replay.put_in)?)?;
    dict.set_item("returned", amounts(py, &replay.returned)?)?;
    match settled {
        Some(settled) => dict.set_item("winnings", amounts(py, &settled.collected)?)?,
        None => dict.set_item("winnings", py.None())?,
    }
    match report.net() {
        Some(net) => dict.set_item("net", amounts(py, &net)?)?,
        None => dict.set_item("net", py.None())?,
    }
    match &hand.winnings {
        Some(recorded) => dict.set_item("recorded", amounts(py, recorded)?)?,
        None => dict.set_item("recorded", py.None())?,
    }
    dict.set_item("rake", report.rake().map(|r| r.to_f64()))?;
    dict.set_item("mismatch", report.mismatch())?;
    dict.set_item(
        "unsettled",
        report.settlement.as_ref().err().map(ToString::to_string),
    )?;
    dict.set_item("board", replay.board.to_string())?;
    dict.set_item(
        "hole",
        replay
            .hole
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>(),
    )?;
    let showdown = settled
        .filter(|s| s.scores.iter().any(Option::is_some))
        .map(|s| {
            s.scores
                .iter()
                .map(|score| score.map(|score| score.hand.describe()))
                .collect::<Vec<_>>()
        });
    dict.set_item("showdown", showdown)?;
    match &report.all_in {
        Some(ev) => {
            dict.set_item("all_in_ev", amounts(py, &ev.expected)?)?;
            let pots = PyList::empty(py);
            for pot in &ev.pots {
                let item = PyDict::new(py);
                item.set_item("amount", pot.amount.to_f64())?;
                item.set_item("players", pot.players.clone())?;
                item.set_item("equity", pot.equity.clone())?;
                item.set_item("std_err", pot.std_err.clone())?;
                item.set_item(
                    "method",
                    match pot.method {
                        Method::Exact => "exact",
                        Method::MonteCarlo => "monte_carlo",
                    },
                )?;
                pots.append(item)?;
            }
            dict.set_item("all_in_equity", pots)?;
        }
        None => {
            dict.set_item("all_in_ev", py.None())?;
            dict.set_item("all_in_equity", py.None())?;
        }
    }
    dict.set_item("all_in_unpriced", report.unpriced.as_deref())?;
    dict.set_item("big_blind", hand.big_blind().map(|b| b.to_f64()))?;
    player_stats(report, &dict)?;
    Ok(dict)
}

/// A per-player flag of the dict, and where the library's `PlayerHand` keeps it.
type Flag = (&'static str, fn(&PlayerHand) -> bool);

/// Each player's hand as the library's summary counts it (`history::PlayerHand`): the net
/// and all-in-adjusted net in big blinds, VPIP, PFR, saw the flop, went to and won at
/// showdown, one list each (None when the hand is not settled).
fn player_stats(report: &Report, dict: &Bound<'_, PyDict>) -> PyResult<()> {
    let hands: Option<Vec<PlayerHand>> = (0..report.hand.player_count())
        .map(|seat| PlayerHand::of(report, seat))
        .collect();
    let in_bb = |chips: fn(&PlayerHand) -> Chips| {
        hands.as_ref().map(|hands| {
            hands
                .iter()
                .map(|hand| hand.in_big_blinds(chips(hand)).map(|bb| bb.to_f64()))
                .collect::<Vec<_>>()
        })
    };
    dict.set_item("net_bb", in_bb(|hand| hand.net))?;
    dict.set_item("adjusted_bb", in_bb(|hand| hand.adjusted))?;
    let flags: [Flag; 5] = [
        ("vpip", |hand| hand.voluntary),
        ("pfr", |hand| hand.raised),
        ("saw_flop", |hand| hand.saw_flop),
        ("went_to_showdown", |hand| hand.showdown),
        ("won_at_showdown", |hand| hand.won_at_showdown),
    ];
    for (key, flag) in flags {
        let values = hands
            .as_ref()
            .map(|hands| hands.iter().map(flag).collect::<Vec<_>>());
        dict.set_item(key, values)?;
    }
    Ok(())
}
