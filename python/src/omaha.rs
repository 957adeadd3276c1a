//! Omaha from Python: one hole and board, the low, and Omaha equity. Many deals at once
//! are [`crate::omaha_rows`].

use handrank::Card;
use handrank::omaha::equity::{OmahaEquity, OmahaEquityError, OmahaResult};
use handrank::omaha::{self, OmahaError};
use pyo3::prelude::*;

use crate::errors::{At, equity_error_text, parse_error_text};
use crate::hands::hand_of;

/// A `handrank.ParseError` for a hole and board that are not an Omaha deal (`row` of many).
pub fn deal_error(py: Python<'_>, error: &OmahaError, row: Option<usize>) -> PyErr {
    let message = match row {
        Some(row) => format!("row {row}: {error}"),
        None => error.to_string(),
    };
    parse_error_text(
        py,
        message,
        At {
            row,
            ..At::default()
        },
    )
}

/// The hole and board cards of one deal, checked.
fn deal_of(hole: &Bound<'_, PyAny>, board: &Bound<'_, PyAny>) -> PyResult<(Vec<Card>, Vec<Card>)> {
    let hole_cards = hand_of(hole, Some("hole"), None)?;
    let board_cards = hand_of(board, Some("board"), None)?;
    omaha::check(&hole_cards, &board_cards).map_err(|e| deal_error(hole.py(), &e, None))?;
    Ok((hole_cards, board_cards))
}

/// The strength of one Omaha hand.
pub fn evaluate_one(hole: &Bound<'_, PyAny>, board: &Bound<'_, PyAny>) -> PyResult<u16> {
    let (hole_cards, board_cards) = deal_of(hole, board)?;
    omaha::evaluate(&hole_cards, &board_cards)
        .map(|s| s.get())
        .map_err(|e| deal_error(hole.py(), &e, None))
}

/// The low of one Omaha hand ("8-6-4-2-A"), or None.
pub fn low_one(hole: &Bound<'_, PyAny>, board: &Bound<'_, PyAny>) -> PyResult<Option<String>> {
    let (hole_cards, board_cards) = deal_of(hole, board)?;
    omaha::low(&hole_cards, &board_cards)
        .map(|low| low.map(|l| l.describe()))
        .map_err(|e| deal_error(hole.py(), &e, None))
}

/// A `handrank.EquityError` for an Omaha question, naming the player when there is one.
fn omaha_equity_error(py: Python<'_>, error: &OmahaEquityError) -> PyErr {
    let player = match error {
        OmahaEquityError::Range { player, .. } => Some(*player),
        OmahaEquityError::NoHoles(player) if *player > 0 => Some(*player),
        _ => None,
    };
    equity_error_text(py, error.to_string(), player)
}

/// The Monte Carlo trials when none are given (as on the command line).
const DEFAULT_TRIALS: u64 = 10_000_000;
/// Exact enumeration is chosen when it scores at most this many showdowns (about a second).
const QUICK_EXACT: f64 = 2e8;

/// An Omaha equity question as Python gave it, already read into texts and cards.
pub struct OmahaQuestion {
    pub players: Vec<String>,
    pub board: Vec<Card>,
    pub dead: Vec<Card>,
    pub hi_lo: bool,
    /// Some(true) for exact, Some(false) for Monte Carlo, None to choose.
    pub exact: Option<bool>,
    pub trials: Option<u64>,
    pub seed: u64,
}

/// Answers an Omaha equity question: exact when asked, or when unasked and quick; else
/// Monte Carlo.
pub fn equity(py: Python<'_>, question: OmahaQuestion) -> PyResult<OmahaResult> {
    let error = |e: OmahaEquityError| omaha_equity_error(py, &e);
    let omaha = OmahaEquity::parse(
        &question.players,
        handrank::omaha::hole_cards_implied(&question.players),
    )
    .map_err(error)?
    .board(&question.board)
    .dead(&question.dead)
    .hi_lo(question.hi_lo);
    let trials = question.trials.unwrap_or(DEFAULT_TRIALS);
    let seed = question.seed;
    let exact = match question.exact {
        Some(exact) => exact,
        None => question.trials.is_none() && omaha.exact_cost().map_err(error)? <= QUICK_EXACT,
    };
    let result = py.detach(|| {
        if exact {
            omaha.exact()
        } else {
            omaha.monte_carlo(trials, seed)
        }
    });
    result.map_err(error)
}
