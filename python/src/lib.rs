//! `handrank._handrank`: the native half of the `handrank` Python package.
//!
//! Cards follow the Rust crate: a card index is `4·rank + suit` (rank 0 = deuce … 12 =
//! ace; suits c, d, h, s), a card mask has bit `16·suit + rank`, and strings are read by
//! the Rust parser. The Python package (`handrank/__init__.py`) re-exports these
//! functions and adds the `Category` enum.

#![deny(unsafe_code)]
#![deny(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]

mod analytics;
mod arrays;
mod columns;
mod counts;
mod equity;
mod errors;
mod flops;
mod games;
mod hands;
mod history;
mod lows;
mod omaha;
mod parts;
mod preflop;
mod range_hits;
mod result;
mod summary;

use numpy::PyUntypedArrayMethods;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::columns::Lists;
use crate::counts::WholeNumber;

/// The strength of one hand, or of every row of many hands.
///
/// `hand` is one hand: a string in any notation the Rust parser reads ("Ah Kh Qh Jh Th",
/// "AhKhQhJhTh", "10♥ J♥ Q♥ K♥ A♥"), a sequence of card strings or card indices, or a 1-D
/// integer array of card indices. Or many hands, giving a uint16 array of strengths
/// (scored on every core with the GIL released): an (N, 5..7) integer array of card
/// indices (any width; a list of rows, a DataFrame of index columns), or strings of cards,
/// one hand per string (a 1-D string or object array, a pandas Series; a 2-D one reads a
/// row's strings together).
///
/// A strength runs from 1 (7-5-4-3-2 offsuit) to 7462 (a royal flush); higher is better,
/// equal strengths tie. Raises ParseError for a bad card, a card given twice (naming the
/// row of many) or a wrong number of cards, TypeError for a wrong type or dtype. A pandas
/// Series with missing values (None, NaN, pd.NA) gives a Series of its index, nullable
/// UInt16, <NA> where the hand is missing.
///
/// game: "holdem" (the default), "short-deck", "stud", "stud-hilo" (its high hand),
/// "razz", "ace-five", "deuce-seven" or "badugi" (and the aliases the command line reads):
/// the strength in that game's ranking, higher is better in every game (short deck 1..1404,
/// razz and ace-five 1..6175, deuce-seven 1..7462, badugi 1..1092). A hand is the player's
/// cards as one run: 5 to 7 (short deck, stud, razz), exactly 5 (ace-five, deuce-seven),
/// exactly 4 (badugi); a 2-5 in short deck is a ParseError. Omaha: `evaluate_omaha`.
#[pyfunction]
#[pyo3(signature = (hand, game=None))]
fn evaluate<'py>(hand: &Bound<'py, PyAny>, game: Option<&str>) -> PyResult<Bound<'py, PyAny>> {
    let py = hand.py();
    let game = games::scored_alone(games::named(game)?)?;
    if let Some(array) = columns::array_of(hand, Lists::OfRows)? {
        if columns::is_text(&array) {
            return Ok(arrays::evaluate_texts(&array, game)?.into_any());
        }
        if array.ndim() != 1 {
            return Ok(arrays::evaluate_rows(&array, game)?.into_any());
        }
    }
    let strength = if game.uses_evaluator() {
        hands::evaluate_one(hand)?
    } else {
        games::evaluate_one(hand, game)?
    };
    Ok(strength.into_pyobject(py)?.into_any())
}

/// The strengths of hands given as card masks (bit 16·suit + rank, 5 to 7 bits set).
///
/// `masks` is one int, giving an int, or many: a 1-D integer array (any width), a list or
/// a pandas Series, giving a uint16 array of strengths (scored on every core with the GIL
/// released). A mask with bits that are not cards or without 5 to 7 cards raises
/// ParseError naming its index.
#[pyfunction]
fn evaluate_masks<'py>(masks: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    let py = masks.py();
    if let Some(array) = columns::array_of(masks, Lists::All)? {
        return Ok(arrays::evaluate_masks(&array)?.into_any());
    }
    let mask = masks.extract::<u64>().map_err(|_| {
        pyo3::exceptions::PyTypeError::new_err(format!(
            "expected a card mask (an int of 52 bits) or a uint64 array of them; got {}",
            hands::type_name(masks)
        ))
    })?;
    let strength = handrank::batch::score_mask(mask)
        .map_err(|_| arrays::mask_error(py, mask, None))?
        .get();
    Ok(strength.into_pyobject(py)?.into_any())
}

/// The category number of a strength (1 = high card … 9 = straight flush), or a uint8
/// array of them, of the same shape, for many strengths (an integer array of any width, a
/// list, a pandas Series). `handrank.category` wraps this to give `Category` members for
/// single strengths.
///
/// game: as for `evaluate`. Games on hold'em's scale and short deck and deuce-seven number
/// hold'em's nine categories; razz and ace-five 1 (four of a kind) to 6 (no pair); badugi
/// the cards that play, 1 to 4.
#[pyfunction]
#[pyo3(signature = (strength, game=None))]
fn category_number<'py>(
    strength: &Bound<'py, PyAny>,
    game: Option<&str>,
) -> PyResult<Bound<'py, PyAny>> {
    let py = strength.py();
    let game = games::named(game)?;
    if !games::on_holdem_scale(game) {
        return games::category_number(strength, game);
    }
    if let Some(array) = columns::array_of(strength, Lists::All)? {
        return arrays::categories(&array);
    }
    let number = hands::strength_of(strength)?.category().number();
    Ok(number.into_pyobject(py)?.into_any())
}

/// Words a player would use for a strength: "Two Pair, Kings and Nines, Queen kicker",
/// "Straight, Five high", "Royal Flush". For many strengths (a 1-D integer array, a list,
/// a pandas Series), a list of them. game: the strength's game, as for `evaluate`
/// ("Seven-Five low (7-5-4-3-2)" in deuce-seven, "three-card badugi, 7-4-A").
#[pyfunction]
#[pyo3(signature = (strength, game=None))]
fn describe<'py>(strength: &Bound<'py, PyAny>, game: Option<&str>) -> PyResult<Bound<'py, PyAny>> {
    let py = strength.py();
    let game = games::named(game)?;
    if !games::on_holdem_scale(game) {
        return games::describe(strength, game);
    }
    if let Some(array) = columns::array_of(strength, Lists::All)? {
        return Ok(arrays::descriptions(&array)?.into_any());
    }
    let text = hands::strength_of(strength)?.describe();
    Ok(PyString::new(py, &text).into_any())
}

/// The five cards that make a 5-, 6- or 7-card hand, as card strings ordered as they are
/// compared (the pair first, then kickers): best_five("Kh 9c Kd 2s 9s Qh 3d") is
/// ['Kh', 'Kd', '9s', '9c', 'Qh'].
#[pyfunction]
fn best_five(hand: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    hands::best_five(hand)
}

/// "win", "tie" or "lose": hand `a` against hand `b` (each 5 to 7 cards in hold'em, dealt
/// from separate decks). game: any game scored from a run of cards ("short-deck", "stud",
/// "razz", "deuce-seven", "badugi", ...; in stud hi-lo the high hands; Omaha keeps hole
/// and board apart). Errors name the hand (1 or 2).
#[pyfunction]
#[pyo3(signature = (a, b, game=None))]
fn compare(a: &Bound<'_, PyAny>, b: &Bound<'_, PyAny>, game: Option<&str>) -> PyResult<String> {
    let game = games::scored_alone(games::named(game)?)?;
    if game.uses_evaluator() {
        return hands::compare(a, b);
    }
    games::compare(a, b, game)
}

/// The card indices (4·rank + suit) of a text of cards: parse("Ah Kd") is [50, 45].
/// Any number of cards; a card given twice raises ParseError.
#[pyfunction]
fn parse<'py>(text: &Bound<'py, PyAny>) -> PyResult<Bound<'py, pyo3::types::PyList>> {
    hands::parse(text)
}

/// Equity of 2 to 10 players in any game, exact or by Monte Carlo.
///
/// players: each a hand ("AhKh", "Ah Kh", ["Ah", "Kh"]) or a range as on the command
/// line ("QQ+,AKs", "A5s-A2s", "random"). board: cards dealt so far (none, 3, 4 or 5).
/// dead: cards known to be out of the deck. method: "exact", "monte_carlo", or None to
/// choose as the `handrank equity` command does (Monte Carlo when a stopping rule is given
/// or when 10,000,000 Monte Carlo boards would answer sooner than exact enumeration, else
/// exact). Monte Carlo stops
/// at `trials` boards, when every player's standard error is below `std_err` (a fraction,
/// like the result's), or after `time` seconds, whichever comes first; with none of them,
/// after 10,000,000 boards. `seed` makes a run reproducible (default: from the clock; the
/// result reports it).
///
/// Long runs release the GIL and stop with KeyboardInterrupt on Ctrl-C.
///
/// game: "holdem" (the default), "omaha", "omaha5", "omaha6", "omaha-hilo" (eight or
/// better), "omaha-hilo5", "omaha-hilo6" (and "plo", "plo5", "plo8", …), "short-deck",
/// "stud", "stud-hilo", "razz", "ace-five", "deuce-seven", "badugi". Omaha players are
/// holes of 4 to 6 cards ("AhAsKhKs") or the Omaha ranges the command line reads; plain
/// "omaha" takes 5 or 6 hole cards from the hands given. Short deck takes hold'em hands
/// and ranges of its 36 cards (a range naming a 2 to 5 is an error). In stud, stud hi-lo
/// and razz each player is the 2 to 7 cards known ("AhKd7c"), the rest of seven dealt, and
/// `dead` the folded cards; in the draw games the cards kept and the number drawn
/// ("7s5d3c2h+1") and `dead` the discards, the draw the last one unless `draws` (1 to 3)
/// or a triple-draw game ("2-7-triple-draw", "27td", "a5-triple-draw": 3 draws) says more
/// are to come, each later one by the game's drawing policy (Monte Carlo only, so
/// method="exact" is an error); these games have no board. Every
/// game runs through the same engine: the same method choice, stopping rules, counts and
/// Ctrl-C. `high` is the share won by the high hand; hi-lo games (Omaha hi-lo, stud hi-lo)
/// add `low`, `scoop` and the low's counts.
///
/// long: run even when the library estimates more than an hour (refused otherwise with
/// the estimate; a `time` limit always bounds a run).
#[pyfunction(name = "equity")]
#[pyo3(signature = (players, board=None, dead=None, method=None, trials=None, std_err=None, time=None, seed=None, game=None, long=false, draws=None))]
#[allow(clippy::too_many_arguments)] // the Python signature: every one is a keyword
fn equity_of<'py>(
    py: Python<'py>,
    players: Bound<'py, PyAny>,
    board: Option<Bound<'py, PyAny>>,
    dead: Option<Bound<'py, PyAny>>,
    method: Option<String>,
    trials: Option<WholeNumber>,
    std_err: Option<f64>,
    time: Option<f64>,
    seed: Option<u64>,
    game: Option<String>,
    long: bool,
    draws: Option<usize>,
) -> PyResult<result::Outcome> {
    let question = equity::Question {
        players,
        board,
        dead,
        method,
        trials: trials.map(|t| t.0),
        std_err,
        time,
        seed,
        game,
        long,
        draws,
    };
    equity::equity(py, question)
}

/// The equity of every part of each player's range against the others, best first within
/// each player: a list of `HandEquity` rows (player from 1, hand, combos, weight, method,
/// boards, win, tie, equity, std_err).
///
/// players, board, dead: as for `equity` (ranges may carry weights, `AKs:0.5`).
/// by: "combo" (every combo, "AhKh") or "class" (every class, "AKs", its combos together).
/// method: "auto" (exact when it answers sooner than 10,000,000 Monte Carlo boards, as
/// `equity` chooses), "exact" or "monte_carlo"; Monte Carlo runs `trials` per part
/// (default 1,000,000, as the command line), each part's seed mixed from `seed`.
///
/// game: as for `equity` (an Omaha class is a hole's ranks and suit pattern, "AAKKds").
/// long: run even when the library estimates more than an hour (refused otherwise).
///
/// The GIL is released; Ctrl-C stops the run between parts (KeyboardInterrupt).
/// Raises EquityError for a bad range, card, option or question.
#[pyfunction]
#[pyo3(signature = (players, board=None, dead=None, by="combo", method=None, trials=None, seed=None, game=None, long=false))]
#[allow(clippy::too_many_arguments)] // the Python signature: every one is a keyword
fn breakdown<'py>(
    py: Python<'py>,
    players: Bound<'py, PyAny>,
    board: Option<Bound<'py, PyAny>>,
    dead: Option<Bound<'py, PyAny>>,
    by: &str,
    method: Option<String>,
    trials: Option<WholeNumber>,
    seed: Option<u64>,
    game: Option<String>,
    long: bool,
) -> PyResult<Vec<analytics::Row>> {
    let question = analytics::BreakdownQuestion {
        players,
        board,
        dead,
        by: by.to_owned(),
        method,
        trials: trials.map(|t| t.0),
        seed,
        game,
        long,
    };
    analytics::breakdown(py, question)
}

/// The exact heads-up equity of every pair of the 169 starting-hand classes (each class as
/// all its combos, card removal included), computed on every core with the GIL released
/// (about 2.4 s of CPU in a release build, as the command; Ctrl-C stops it). Compute it
/// once and ask it many questions: `matchup("AA", "KK")`, `versus_random("AA")`, `equities()` (a (169, 169) float64 array
/// in `PreflopTable.classes()` order). Bad class names raise EquityError naming them.
#[pyfunction]
fn preflop_table(py: Python<'_>) -> PyResult<analytics::Table> {
    analytics::preflop_table(py)
}

/// One shard of a preflop table: `game` "holdem" or "omaha" (PLO4), shard `shard` of
/// `shards` (1 ≤ shard ≤ shards), as the bytes `handrank preflop-table --shard K/N` writes
/// (the same on any machine). Computed on every core with the GIL released; Ctrl-C stops
/// it. The Omaha table is about 10 minutes of two cores in all, so a shard of N is about
/// 1/N of that. `handrank.dask` runs the shards on a Dask cluster.
#[pyfunction]
#[pyo3(signature = (game, shard, shards))]
fn preflop_part<'py>(
    py: Python<'py>,
    game: &str,
    shard: u32,
    shards: u32,
) -> PyResult<Bound<'py, pyo3::types::PyBytes>> {
    preflop::part(py, game, shard, shards)
}

/// Adds the parts of all N shards of one table, given as `(name, bytes)` pairs, into the
/// whole (the part of shard 1/1). A missing, repeated or foreign part raises EquityError
/// naming it.
#[pyfunction]
fn merge_preflop_parts<'py>(
    py: Python<'py>,
    parts: Vec<(String, Vec<u8>)>,
) -> PyResult<Bound<'py, pyo3::types::PyBytes>> {
    preflop::merge(py, parts)
}

/// The table of a whole part (`merge_preflop_parts`' result): a PreflopTable for hold'em,
/// an OmahaPreflopTable for Omaha.
#[pyfunction]
fn preflop_table_from_part(py: Python<'_>, whole: &[u8]) -> PyResult<Py<PyAny>> {
    preflop::table(py, whole)
}

/// What a range hits on a board (Flopzilla's view): for the combos of `range` left after
/// removing those that use a `board` (3, 4 or 5 cards) or `dead` card, the weight and
/// share that make each hand (straight flush down to high card, pairs split into overpair,
/// top, middle and bottom pair, underpair and a pair on the board) and that have each draw
/// (flush draw, open-ended straight draw, gutshot, two overcards; flop and turn only, and
/// not for a straight or better). Weighted ranges ("AKs:0.5") count by weight. `game`
/// names any game with a board (None: hold'em): the range is in its notation and the made
/// hand is its own (short deck's order; Omaha's two hole and three board cards; the high
/// hand in a hi-lo game).
///
/// Raises EquityError for a bad range or game, a game without a board, a board of the
/// wrong size, a card in two places or a range with no combo left.
#[pyfunction]
#[pyo3(signature = (range, board, dead=None, game=None))]
fn hits(
    py: Python<'_>,
    range: &str,
    board: &Bound<'_, PyAny>,
    dead: Option<Bound<'_, PyAny>>,
    game: Option<&str>,
) -> PyResult<range_hits::RangeHits> {
    range_hits::hits(py, range, board, dead.as_ref(), game)
}

/// The Omaha strength of a hole (4 to 6 cards) on a board (3 to 5 cards): the best five
/// of exactly two hole and three board cards, on the same 1..7462 scale as `evaluate`.
///
/// `hole` and `board` are each a string or a sequence of card strings or indices; or many
/// deals, giving a uint16 array of strengths (scored on every core with the GIL released):
/// (N, 4..6) and (N, 3..5) integer arrays of card indices, or strings of cards, one hole
/// or board per string (1-D string arrays, pandas Series), one deal per row.
///
/// Raises ParseError for a bad card, a card given twice among hole and board (naming the
/// row of many) or a wrong number of cards; ValueError when the holes and boards differ
/// in number; TypeError for a wrong type or dtype.
#[pyfunction]
fn evaluate_omaha<'py>(
    hole: &Bound<'py, PyAny>,
    board: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    let py = hole.py();
    if let Some(strengths) = omaha::rows::evaluate(hole, board)? {
        return Ok(strengths.into_any());
    }
    Ok(omaha::evaluate_one(hole, board)?
        .into_pyobject(py)?
        .into_any())
}

/// The Omaha hi-lo low (eight or better) of a hole on a board, from exactly two hole and
/// three board cards: "8-6-4-2-A" (highest card first), or None when no low qualifies.
///
/// For many deals (as `evaluate_omaha` takes them), a uint8 array of low values: 0 when no
/// low qualifies, else 1 (8-7-6-5-4) to 56 (5-4-3-2-A), higher is better, so lows compare
/// like strengths; `describe_low` gives their words.
#[pyfunction]
fn omaha_low<'py>(
    hole: &Bound<'py, PyAny>,
    board: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    let py = hole.py();
    if let Some(values) = omaha::rows::lows(hole, board)? {
        return Ok(values.into_any());
    }
    Ok(omaha::low_one(hole, board)?.into_pyobject(py)?.into_any())
}

/// Words for a low value (as `omaha_low` gives for many deals): "8-6-4-2-A", or None for 0
/// (no low). For many values (an integer array, a list, a pandas Series), a list of them.
/// `game` names the scale: "omaha-hilo" (1 to 56). Raises ParseError for a value off the
/// scale, naming its index, and ValueError for a game without a low.
#[pyfunction]
#[pyo3(signature = (low, game="omaha-hilo"))]
fn describe_low<'py>(low: &Bound<'py, PyAny>, game: &str) -> PyResult<Bound<'py, PyAny>> {
    let game = lows::LowGame::named(game).ok_or_else(|| {
        PyValueError::new_err(format!(
            "unknown game '{game}': lows are defined for {}",
            lows::LowGame::NAMES
        ))
    })?;
    lows::describe(low, game)
}

#[pymodule]
fn _handrank(module: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = module.py();
    module.add_function(wrap_pyfunction!(evaluate, module)?)?;
    module.add_function(wrap_pyfunction!(evaluate_masks, module)?)?;
    module.add_function(wrap_pyfunction!(category_number, module)?)?;
    module.add_function(wrap_pyfunction!(games::has_holdem_categories, module)?)?;
    module.add_function(wrap_pyfunction!(games::category_labels, module)?)?;
    module.add_function(wrap_pyfunction!(describe, module)?)?;
    module.add_function(wrap_pyfunction!(best_five, module)?)?;
    module.add_function(wrap_pyfunction!(compare, module)?)?;
    module.add_function(wrap_pyfunction!(parse, module)?)?;
    module.add_function(wrap_pyfunction!(equity_of, module)?)?;
    module.add_function(wrap_pyfunction!(evaluate_omaha, module)?)?;
    module.add_function(wrap_pyfunction!(omaha_low, module)?)?;
    module.add_function(wrap_pyfunction!(describe_low, module)?)?;
    module.add_function(wrap_pyfunction!(breakdown, module)?)?;
    module.add_function(wrap_pyfunction!(preflop_table, module)?)?;
    module.add_function(wrap_pyfunction!(hits, module)?)?;
    module.add_function(wrap_pyfunction!(flops::flop_tables, module)?)?;
    module.add_function(wrap_pyfunction!(preflop_part, module)?)?;
    module.add_function(wrap_pyfunction!(merge_preflop_parts, module)?)?;
    module.add_function(wrap_pyfunction!(parts::equity_part, module)?)?;
    module.add_function(wrap_pyfunction!(flops::flops_part, module)?)?;
    module.add_function(wrap_pyfunction!(flops::merge_flop_tables, module)?)?;
    module.add_function(wrap_pyfunction!(parts::merge_equity_parts, module)?)?;
    module.add_function(wrap_pyfunction!(preflop_table_from_part, module)?)?;
    module.add_class::<preflop::OmahaTable>()?;
    module.add_class::<range_hits::RangeHits>()?;
    module.add_class::<history::HandReader>()?;
    module.add_function(wrap_pyfunction!(history::phh_files, module)?)?;
    module.add_class::<summary::PlayerSummary>()?;
    // The library's pricing defaults, for the signatures of the Python readers.
    let ev = handrank::history::EvOptions::default();
    module.add("_HISTORY_TRIALS", ev.trials)?;
    module.add("_HISTORY_SEED", ev.seed)?;
    module.add(
        "HistoryFileError",
        py.get_type::<history::HistoryFileError>(),
    )?;
    module.add_class::<analytics::Row>()?;
    module.add_class::<analytics::Matchup>()?;
    module.add_class::<analytics::Table>()?;
    module.add_class::<result::Outcome>()?;
    module.add_class::<result::Player>()?;
    module.add("HandrankError", py.get_type::<errors::HandrankError>())?;
    module.add("ParseError", py.get_type::<errors::ParseError>())?;
    module.add("EquityError", py.get_type::<errors::EquityError>())?;
    module.add("MAX_STRENGTH", handrank::Strength::MAX.get())?;
    // Cargo.toml's version, which maturin also writes into the package metadata.
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
