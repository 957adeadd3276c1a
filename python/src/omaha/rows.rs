//! Many Omaha deals at once: holes and boards as `(N, k)` arrays of card indices (any
//! integer dtype) or as strings (a Series, a 1-D string array, a DataFrame with a column
//! per card), scored on every core with the GIL released. The high hand gives strengths,
//! the low gives values on the Omaha hi-lo scale of [`crate::lows`].

use std::ops::RangeInclusive;

use handrank::omaha;
use handrank::{Card, CardSet, DealError};
use numpy::{PyArray1, PyUntypedArrayMethods};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;

use crate::columns::{self, Lists, Narrowed, Texts};
use crate::errors::{At, parse_error_text};
use crate::hands::{BadCards, wrong_dtype};
use crate::lows;

/// One side of many deals (the holes, or the boards).
enum Side {
    /// Card indices, `per_row` to a row (out of range: 255, reported as given).
    Indices { cells: Narrowed<u8>, per_row: usize },
    /// One string of cards per row.
    Texts(Texts),
}

impl Side {
    fn rows(&self) -> usize {
        match self {
            Side::Indices { cells, per_row } => cells.values.len() / (*per_row).max(1),
            Side::Texts(texts) => texts.len(),
        }
    }

    /// The card indices of one row, when this side is indices.
    fn indices(&self, row: usize) -> Option<&[u8]> {
        match self {
            Side::Indices { cells, per_row } => {
                cells.values.get(row * per_row..(row + 1) * per_row)
            }
            Side::Texts(_) => None,
        }
    }

    /// The cards of one row, into `out`.
    fn cards(&self, row: usize, out: &mut Vec<Card>) -> Result<(), BadCards> {
        out.clear();
        match self {
            Side::Indices { cells, per_row } => {
                let start = row * per_row;
                let indices = cells.values.get(start..start + per_row).unwrap_or_default();
                for (i, &index) in indices.iter().enumerate() {
                    let card = Card::from_index(usize::from(index)).ok_or(BadCards::Index {
                        value: cells.original(start + i, i128::from(index)),
                        position: i + 1,
                    })?;
                    out.push(card);
                }
            }
            Side::Texts(texts) => {
                *out = handrank::parse_cards(texts.get_str(row)).map_err(BadCards::Card)?;
            }
        }
        Ok(())
    }
}

/// The side `value` gives when it holds many holes or boards; None for one.
fn side_of(
    value: &Bound<'_, PyAny>,
    what: &str,
    sizes: RangeInclusive<usize>,
) -> PyResult<Option<Side>> {
    let Some(array) = columns::array_of(value, Lists::OfRows)? else {
        return Ok(None);
    };
    if columns::is_text(&array) {
        return columns::texts(&array).map(|texts| Some(Side::Texts(texts)));
    }
    let per_row = match *array.shape() {
        [_] => return Ok(None),
        [_, per_row] => per_row,
        _ => {
            return Err(PyTypeError::new_err(format!(
                "expected the {what}s as an array of shape (N, {}..{}), one per row; got {} \
                 dimensions",
                sizes.start(),
                sizes.end(),
                array.ndim()
            )));
        }
    };
    if !sizes.contains(&per_row) {
        return Err(parse_error_text(
            value.py(),
            format!(
                "an Omaha {what} has {} to {} cards, found {per_row} per row (array shape {:?})",
                sizes.start(),
                sizes.end(),
                array.shape()
            ),
            At::default(),
        ));
    }
    match columns::narrow::<u8>(&array, u8::MAX)? {
        Some(cells) => Ok(Some(Side::Indices { cells, per_row })),
        None => Err(wrong_dtype(
            &array,
            "uint8",
            "card indices or strings of cards",
        )),
    }
}

/// The holes and boards when `hole` holds many; None for one deal.
fn deals_of(hole: &Bound<'_, PyAny>, board: &Bound<'_, PyAny>) -> PyResult<Option<(Side, Side)>> {
    let Some(holes) = side_of(hole, "hole", 4..=6)? else {
        return Ok(None);
    };
    let boards = side_of(board, "board", 3..=5)?.ok_or_else(|| {
        PyTypeError::new_err(
            "with many holes, give as many boards: an array of shape (N, 3..5), or strings",
        )
    })?;
    let (n, m) = (holes.rows(), boards.rows());
    if n != m {
        return Err(PyValueError::new_err(format!(
            "{n} holes but {m} boards: give the same number of each"
        )));
    }
    Ok(Some((holes, boards)))
}

/// Why a row is not a deal.
enum BadDeal {
    Cards(&'static str, BadCards),
    Deal(DealError),
}

/// Scores every deal, in parallel: with `fast` when both sides are card indices that make a
/// deal ([`checked_deal`]), else with `score`, which checks the hole and board as the
/// library's Omaha functions do and says what is wrong.
fn score_deals<T: Copy + Default + Send>(
    py: Python<'_>,
    holes: &Side,
    boards: &Side,
    score: impl Fn(&[Card], &[Card]) -> Result<T, DealError> + Sync,
    fast: impl Fn(&[Card], &[Card]) -> T + Sync,
) -> PyResult<Vec<T>> {
    let mut out = vec![T::default(); holes.rows()];
    let bad = py.detach(|| {
        columns::score_rows(
            &mut out,
            || (Vec::with_capacity(6), Vec::with_capacity(5)),
            |(hole, board), row| {
                if let Some(value) = checked_deal(holes, boards, row, &fast) {
                    return Ok(value);
                }
                holes
                    .cards(row, hole)
                    .map_err(|e| BadDeal::Cards("hole", e))?;
                boards
                    .cards(row, board)
                    .map_err(|e| BadDeal::Cards("board", e))?;
                score(hole, board).map_err(BadDeal::Deal)
            },
        )
    });
    match bad {
        None => Ok(out),
        Some((row, BadDeal::Cards(what, bad))) => Err(bad.at_row(py, row, Some(what))),
        Some((row, BadDeal::Deal(error))) => Err(crate::omaha::deal_error(py, &error, Some(row))),
    }
}

/// Row `row` scored by `fast` when both sides are card indices that make a deal: each index
/// a card and no card twice in the hole and board together (`CardSet::from_indices`, no
/// branch per card; the sides' shapes hold 4-6 and 3-5 cards). `None` for anything else,
/// which goes the checking way and is told what is wrong.
fn checked_deal<T>(
    holes: &Side,
    boards: &Side,
    row: usize,
    fast: impl Fn(&[Card], &[Card]) -> T,
) -> Option<T> {
    let (hole_indices, board_indices) = (holes.indices(row)?, boards.indices(row)?);
    let hole_set = CardSet::from_indices(hole_indices)?;
    let board_set = CardSet::from_indices(board_indices)?;
    if !hole_set.intersection(board_set).is_empty() {
        return None;
    }
    let mut hole = [Card::ALL[0]; 6];
    let mut board = [Card::ALL[0]; 5];
    for (card, &index) in hole.iter_mut().zip(hole_indices) {
        *card = Card::from_index(usize::from(index))?;
    }
    for (card, &index) in board.iter_mut().zip(board_indices) {
        *card = Card::from_index(usize::from(index))?;
    }
    Some(fast(
        hole.get(..hole_indices.len())?,
        board.get(..board_indices.len())?,
    ))
}

/// The strengths of many deals, as a uint16 array; None when `hole` is one hole.
pub fn evaluate<'py>(
    hole: &Bound<'py, PyAny>,
    board: &Bound<'py, PyAny>,
) -> PyResult<Option<Bound<'py, PyArray1<u16>>>> {
    let py = hole.py();
    let Some((holes, boards)) = deals_of(hole, board)? else {
        return Ok(None);
    };
    let strengths = score_deals(
        py,
        &holes,
        &boards,
        |hole, board| omaha::evaluate(hole, board).map(|s| s.get()),
        |hole, board| omaha::strength(hole, board).get(),
    )?;
    Ok(Some(PyArray1::from_vec(py, strengths)))
}

/// The lows of many deals as Omaha hi-lo values (0: none), a uint8 array; None when `hole`
/// is one hole.
pub fn lows<'py>(
    hole: &Bound<'py, PyAny>,
    board: &Bound<'py, PyAny>,
) -> PyResult<Option<Bound<'py, PyArray1<u8>>>> {
    let py = hole.py();
    let Some((holes, boards)) = deals_of(hole, board)? else {
        return Ok(None);
    };
    let values = score_deals(
        py,
        &holes,
        &boards,
        |hole, board| omaha::low(hole, board).map(lows::eight_or_better),
        |hole, board| lows::eight_or_better(omaha::Board::from_cards(board).low(hole)),
    )?;
    Ok(Some(PyArray1::from_vec(py, values)))
}
