//! Omaha from Python: one hole and board, and the low. Many deals at once are
//! [`rows`]; Omaha equity is `equity(game=...)`.

use handrank::omaha;
use handrank::{Card, DealError};
use pyo3::prelude::*;

use crate::errors::{At, parse_error_text};
use crate::hands::hand_of;

pub mod rows;

/// A `handrank.ParseError` for a hole and board that are not an Omaha deal (`row` of many).
pub fn deal_error(py: Python<'_>, error: &DealError, row: Option<usize>) -> PyErr {
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

/// The hole and board cards of one deal (the library's Omaha functions check them).
fn deal_of(hole: &Bound<'_, PyAny>, board: &Bound<'_, PyAny>) -> PyResult<(Vec<Card>, Vec<Card>)> {
    let hole_cards = hand_of(hole, Some("hole"), None)?;
    let board_cards = hand_of(board, Some("board"), None)?;
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
