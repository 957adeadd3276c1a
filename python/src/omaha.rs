//! Omaha from Python: one hole and board, rows of holes and boards as NumPy arrays (scored
//! on every core with the GIL released) and the low. Omaha equity is `equity(game=...)`.

use handrank::Card;
use handrank::omaha::{self, Board, OmahaError};
use numpy::{
    PyArray1, PyArray2, PyArrayDescrMethods, PyArrayMethods, PyUntypedArray, PyUntypedArrayMethods,
    dtype,
};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use rayon::prelude::*;

use crate::errors::{At, parse_error_text};
use crate::hands::{hand_of, index_message, wrong_dtype};

/// Rows per parallel task (as in `arrays`).
const BLOCK: usize = 1 << 12;

/// A `handrank.ParseError` for a hole and board that are not an Omaha deal.
fn deal_error(py: Python<'_>, error: &OmahaError, row: Option<usize>) -> PyErr {
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

/// The rows of a 2-D `uint8` array in row order, with the number of cards per row.
fn rows_of(
    array: &Bound<'_, PyUntypedArray>,
    what: &str,
    sizes: std::ops::RangeInclusive<usize>,
) -> PyResult<(Vec<u8>, usize, usize)> {
    let py = array.py();
    if !array.dtype().is_equiv_to(&dtype::<u8>(py)) {
        return Err(wrong_dtype(array, "uint8", "card indices"));
    }
    let [n, k] = *array.shape() else {
        return Err(PyTypeError::new_err(format!(
            "expected the {what} as an array of shape (N, {}..{}), one per row; got {} dimensions",
            sizes.start(),
            sizes.end(),
            array.ndim()
        )));
    };
    if !sizes.contains(&k) {
        return Err(parse_error_text(
            py,
            format!(
                "an Omaha {what} has {} to {} cards, found {k} per row (array shape {:?})",
                sizes.start(),
                sizes.end(),
                array.shape()
            ),
            At::default(),
        ));
    }
    let array = array.cast::<PyArray2<u8>>()?.readonly();
    // A copy in row order whatever the layout: small next to the scoring.
    let rows = array.as_array().iter().copied().collect::<Vec<u8>>();
    Ok((rows, n, k))
}

/// The strengths of `(N, 4..6)` holes on `(N, 3..5)` boards, as a `uint16` array.
pub fn evaluate_rows<'py>(
    hole: &Bound<'py, PyUntypedArray>,
    board: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyArray1<u16>>> {
    let py = hole.py();
    let board = board.cast::<PyUntypedArray>().map_err(|_| {
        PyTypeError::new_err(
            "with an array of holes, the boards must be a uint8 array of shape (N, 3..5)",
        )
    })?;
    let (holes, n, h) = rows_of(hole, "hole", 4..=6)?;
    let (boards, m, b) = rows_of(board, "board", 3..=5)?;
    if n != m {
        return Err(pyo3::exceptions::PyValueError::new_err(format!(
            "{n} holes but {m} boards: the arrays need the same number of rows"
        )));
    }
    let (strengths, bad) = py.detach(|| {
        let mut strengths = vec![0u16; n];
        let bad = holes
            .par_chunks(BLOCK * h)
            .zip(boards.par_chunks(BLOCK * b))
            .zip(strengths.par_chunks_mut(BLOCK))
            .enumerate()
            .filter_map(|(block, ((holes, boards), out))| {
                score_block(holes, boards, h, b, out).map(|i| block * BLOCK + i)
            })
            .min();
        (strengths, bad)
    });
    match bad {
        Some(row) => Err(row_error(py, &holes, &boards, h, b, row)),
        None => Ok(PyArray1::from_vec(py, strengths)),
    }
}

/// Scores one block of rows; returns the first row that is not a deal.
fn score_block(holes: &[u8], boards: &[u8], h: usize, b: usize, out: &mut [u16]) -> Option<usize> {
    let mut first_bad = None;
    let mut hole = Vec::with_capacity(h);
    let mut board = Vec::with_capacity(b);
    let rows = holes.chunks_exact(h).zip(boards.chunks_exact(b));
    for (i, ((hole_row, board_row), strength)) in rows.zip(out.iter_mut()).enumerate() {
        let mut indices = 0u64;
        let mut too_big = false;
        hole.clear();
        board.clear();
        let mut take = |row: &[u8], cards: &mut Vec<Card>| {
            for &index in row {
                too_big |= index > 51;
                indices |= 1 << (index & 63);
                // A row with an index above 51 is flagged, never scored.
                cards.extend(Card::from_index(usize::from(index)));
            }
        };
        take(hole_row, &mut hole);
        take(board_row, &mut board);
        if too_big || indices.count_ones() as usize != h + b {
            first_bad.get_or_insert(i);
            continue;
        }
        *strength = Board::from_cards(&board).strength(&hole).get();
    }
    first_bad
}

/// The error for a row that is not a deal: the first index out of range, else the card
/// given twice, naming the row.
fn row_error(py: Python<'_>, holes: &[u8], boards: &[u8], h: usize, b: usize, row: usize) -> PyErr {
    let hole_row = holes.get(row * h..(row + 1) * h).unwrap_or_default();
    let board_row = boards.get(row * b..(row + 1) * b).unwrap_or_default();
    let mut cards = Vec::with_capacity(h + b);
    for (i, &index) in hole_row.iter().chain(board_row).enumerate() {
        match Card::from_index(usize::from(index)) {
            Some(card) => cards.push(card),
            None => {
                let (what, position) = if i < h {
                    ("hole", i + 1)
                } else {
                    ("board", i - h + 1)
                };
                let message = format!(
                    "row {row}: {what}: {}",
                    index_message(i128::from(index), position)
                );
                let at = At {
                    row: Some(row),
                    position: Some(position),
                    hand: None,
                };
                return parse_error_text(py, message, at);
            }
        }
    }
    let (hole, board) = cards.split_at(h.min(cards.len()));
    match omaha::check(hole, board) {
        Err(error) => deal_error(py, &error, Some(row)),
        // Not reached: the row was flagged, so it has a repeated card.
        Ok(()) => parse_error_text(py, format!("row {row} is not a deal"), At::default()),
    }
}
