//! NumPy arrays in, NumPy arrays out: hands as rows of card indices or as card masks,
//! scored on every core with the GIL released. No Python object per hand.

use std::sync::LazyLock;

use handrank::{Card, DealError, DealErrorKind, DealPart, Game, Strength};
use numpy::{PyArray1, PyArray2, PyArrayMethods, PyUntypedArray, PyUntypedArrayMethods};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString};
use rayon::prelude::*;

use crate::columns::{self, Narrowed};
use crate::errors::{At, parse_error, parse_error_text};
use crate::hands::{BadCards, index_message, strength_message, wrong_dtype};

/// Rows (or masks) per parallel task: big enough that a task's overhead is noise, small
/// enough that two cores share the work evenly.
const BLOCK: usize = 1 << 14;

/// The strengths in `game` of an `(N, K)` integer array of card indices (any width; uint8
/// is read in place; K 5..7 in hold'em, as many cards as the game's hand has in the
/// others), as a `uint16` array. A row with an index outside 0..51, a card given twice or
/// a card not in the game's deck is an error naming the first such row (0-based).
pub fn evaluate_rows<'py>(
    array: &Bound<'py, PyUntypedArray>,
    game: Game,
) -> PyResult<Bound<'py, PyArray1<u16>>> {
    let py = array.py();
    if !columns::is_integer(array) {
        return Err(wrong_dtype(
            array,
            "uint8",
            "card indices (or strings of cards)",
        ));
    }
    let range = game.cards_range();
    let (min, max) = (*range.start(), *range.end());
    let width = if min == max {
        min.to_string()
    } else {
        format!("{min}..{max}")
    };
    let cards_per_row = match *array.shape() {
        [_, k] => k,
        _ => {
            return Err(PyTypeError::new_err(format!(
                "expected an array of shape (N, {width}), one hand per row; got {} dimensions",
                array.ndim()
            )));
        }
    };
    if !range.contains(&cards_per_row) {
        let cards = if min == max {
            format!("{min} cards")
        } else {
            format!("{min} to {max} cards")
        };
        let in_game = if game.uses_evaluator() {
            String::new()
        } else {
            format!(" in {game}")
        };
        return Err(parse_error_text(
            py,
            format!(
                "expected {cards} per row{in_game}, found {cards_per_row} (array shape {:?})",
                array.shape()
            ),
            At::default(),
        ));
    }
    let in_row_order = array.is_c_contiguous();
    // Other widths are narrowed into a copy; so is a strided or Fortran-ordered array.
    let narrowed = match array.cast::<PyArray2<u8>>() {
        Ok(_) if in_row_order => None,
        _ => columns::narrow::<u8>(array, u8::MAX)?,
    };
    let readonly = array.cast::<PyArray2<u8>>().ok().map(|a| a.readonly());
    let rows: &[u8] = match (&narrowed, &readonly) {
        (Some(narrowed), _) => &narrowed.values,
        (None, Some(readonly)) => readonly.as_slice().unwrap_or_default(),
        (None, None) => &[],
    };
    let (strengths, bad) = py
        .detach(|| score_rows(rows, cards_per_row, game))
        .map_err(|error| parse_error_text(py, error.to_string(), At::default()))?;
    match bad {
        Some(row) => Err(row_error(
            py,
            rows,
            narrowed.as_ref(),
            cards_per_row,
            row,
            game,
        )),
        None => Ok(PyArray1::from_vec(py, strengths)),
    }
}

/// The strengths of strings of cards, one hand per row (see [`columns::texts`]), parsed
/// and scored on every core with the GIL released, as a `uint16` array.
pub fn evaluate_texts<'py>(
    array: &Bound<'py, PyUntypedArray>,
    game: Game,
) -> PyResult<Bound<'py, PyArray1<u16>>> {
    let py = array.py();
    let texts = columns::texts(array)?;
    let mut strengths = vec![0u16; texts.len()];
    if !game.uses_evaluator() {
        // Each row's cards as one run, checked and scored as `Game::score` does.
        let bad = py.detach(|| {
            columns::score_rows(
                &mut strengths,
                || (),
                |(), row| {
                    let score = |text: &str| -> Result<u16, String> {
                        let cards = handrank::parse_cards(text).map_err(|e| e.to_string())?;
                        let score = game.score(&cards, &[]).map_err(|e| e.to_string())?;
                        Ok(score.hand.strength())
                    };
                    score(texts.get_str(row))
                },
            )
        });
        return match bad {
            Some((row, error)) => {
                let at = At {
                    row: Some(row),
                    ..At::default()
                };
                Err(parse_error_text(py, format!("row {row}: {error}"), at))
            }
            None => Ok(PyArray1::from_vec(py, strengths)),
        };
    }
    let bad = py.detach(|| {
        columns::score_rows(
            &mut strengths,
            || (),
            // The batch engine's line scorer: a byte scanner for the common notation, the
            // parser (and its errors) for anything else.
            |(), row| handrank::batch::score_line(texts.get(row)).map(Strength::get),
        )
    });
    let Some((row, error)) = bad else {
        return Ok(PyArray1::from_vec(py, strengths));
    };
    match error.kind() {
        // Text that is not cards: the parser's error, with its token and position.
        DealErrorKind::Unreadable {
            part: DealPart::Hand,
            error,
        } => Err(BadCards::Card(error.as_ref().clone()).at_row(py, row, None)),
        // A `HOLE | BOARD` row that is not a hold'em hand.
        _ => {
            let at = At {
                row: Some(row),
                ..At::default()
            };
            Err(parse_error_text(py, format!("row {row}: {error}"), at))
        }
    }
}

/// Scores every row of `cards_per_row` card indices in `game`; also returns the first row
/// that is not a hand, or why no row of that width is one.
fn score_rows(
    rows: &[u8],
    cards_per_row: usize,
    game: Game,
) -> Result<(Vec<u16>, Option<usize>), DealError> {
    let mut strengths = vec![0u16; rows.len() / cards_per_row];
    let bad = rows
        .par_chunks(BLOCK * cards_per_row)
        .zip(strengths.par_chunks_mut(BLOCK))
        .enumerate()
        .map(|(block, (rows, out))| {
            let bad = if game.uses_evaluator() {
                handrank_kernels::score_block(rows, cards_per_row, out)
            } else {
                handrank_kernels::score_game_block(game, rows, cards_per_row, out)?
            };
            Ok(bad.map(|i| block * BLOCK + i))
        })
        .try_reduce(|| None, |a, b| Ok(a.into_iter().chain(b).min()))?;
    Ok((strengths, bad))
}

/// The error for a row that is not a hand: the first index out of range, else the
/// library's duplicate-card error, both naming the row.
fn row_error(
    py: Python<'_>,
    rows: &[u8],
    narrowed: Option<&Narrowed<u8>>,
    cards_per_row: usize,
    row: usize,
    game: Game,
) -> PyErr {
    let start = row * cards_per_row;
    let indices = rows.get(start..start + cards_per_row).unwrap_or_default();
    let mut cards = Vec::with_capacity(indices.len());
    for (i, &index) in indices.iter().enumerate() {
        match Card::from_index(usize::from(index)) {
            Some(card) => cards.push(card),
            None => {
                let at = At {
                    row: Some(row),
                    position: Some(i + 1),
                    hand: None,
                };
                let value = narrowed.map_or(i128::from(index), |n| {
                    n.original(start + i, i128::from(index))
                });
                let message = format!("row {row}: {}", index_message(value, i + 1));
                return parse_error_text(py, message, at);
            }
        }
    }
    if game.uses_evaluator() {
        if let Err(error) = handrank::evaluate(&cards) {
            return parse_error(py, &error, Some(row), Some(&format!("row {row}")));
        }
    } else if let Err(error) = game.check(&cards, &[]) {
        let at = At {
            row: Some(row),
            ..At::default()
        };
        return parse_error_text(py, format!("row {row}: {error}"), at);
    }
    // Not reached: the row was flagged, so it has a repeated card or one off the deck.
    parse_error_text(py, format!("row {row} is not a hand"), At::default())
}

/// The strengths of a 1-D `uint64` array of card masks (bit `16·suit + rank`).
pub fn evaluate_masks<'py>(
    array: &Bound<'py, PyUntypedArray>,
) -> PyResult<Bound<'py, PyArray1<u16>>> {
    let py = array.py();
    if !columns::is_integer(array) {
        return Err(wrong_dtype(array, "uint64", "card masks"));
    }
    if array.ndim() != 1 {
        return Err(PyTypeError::new_err(format!(
            "expected a 1-D array of card masks; got {} dimensions",
            array.ndim()
        )));
    }
    // Other widths (and strided arrays) are narrowed into a copy; a negative mask becomes
    // one with every bit set, which is not a hand, and is reported as given.
    let narrowed = match array.cast::<PyArray1<u64>>() {
        Ok(_) if array.is_c_contiguous() => None,
        _ => columns::narrow::<u64>(array, u64::MAX)?,
    };
    let readonly = array.cast::<PyArray1<u64>>().ok().map(|a| a.readonly());
    let masks: &[u64] = match (&narrowed, &readonly) {
        (Some(narrowed), _) => &narrowed.values,
        (None, Some(readonly)) => readonly.as_slice().unwrap_or_default(),
        (None, None) => &[],
    };
    let (strengths, bad) = py.detach(|| {
        let mut strengths = vec![0u16; masks.len()];
        let bad = masks
            .par_chunks(BLOCK)
            .zip(strengths.par_chunks_mut(BLOCK))
            .enumerate()
            .filter_map(|(block, (masks, out))| {
                let mut first_bad = None;
                for (i, (&mask, strength)) in masks.iter().zip(out).enumerate() {
                    match handrank::batch::score_mask(mask) {
                        Ok(s) => *strength = s.get(),
                        Err(_) => {
                            first_bad.get_or_insert(block * BLOCK + i);
                        }
                    }
                }
                first_bad
            })
            .min();
        (strengths, bad)
    });
    match bad {
        Some(i) => {
            let mask = masks.get(i).copied().unwrap_or(0);
            let given = narrowed.map_or(i128::from(mask), |n| n.original(i, i128::from(mask)));
            match u64::try_from(given) {
                Ok(mask) => Err(mask_error(py, mask, Some(i))),
                Err(_) => {
                    let at = At {
                        row: Some(i),
                        ..At::default()
                    };
                    let message =
                        format!("mask {i}: {given} is not a card mask (bit 16·suit + rank)");
                    Err(parse_error_text(py, message, at))
                }
            }
        }
        None => Ok(PyArray1::from_vec(py, strengths)),
    }
}

/// The error for a mask that is not a hand, naming its index in the array.
pub fn mask_error(py: Python<'_>, mask: u64, index: Option<usize>) -> PyErr {
    let reason = match handrank::batch::score_mask(mask) {
        Err(error) => error.to_string(),
        Ok(_) => format!("{mask:#018x} is not a hand"),
    };
    let message = match index {
        Some(i) => format!("mask {i}: {reason}"),
        None => reason,
    };
    let at = At {
        row: index,
        ..At::default()
    };
    parse_error_text(py, message, at)
}

/// Category numbers (1 = high card … 9 = straight flush) by strength; entry 0 is unused.
static CATEGORY: LazyLock<Vec<u8>> = LazyLock::new(|| {
    (0..=Strength::MAX.get())
        .map(|v| Strength::new(v).map_or(0, |s| s.category().number()))
        .collect()
});

/// The strengths of an integer array (any width and shape), checked to be 1..=7,462.
fn strengths_of<'py>(array: &Bound<'py, PyUntypedArray>) -> PyResult<(Vec<u16>, Vec<usize>)> {
    let py = array.py();
    let shape = array.shape().to_vec();
    // Row order whatever the memory layout; a value that does not fit becomes 0.
    let Some(strengths) = columns::narrow::<u16>(array, 0)? else {
        return Err(wrong_dtype(array, "uint16", "hand strengths"));
    };
    if let Some((i, &v)) = strengths
        .values
        .iter()
        .enumerate()
        .find(|&(_, &v)| !(1..=Strength::MAX.get()).contains(&v))
    {
        let at = At {
            row: Some(i),
            ..At::default()
        };
        let value = strengths.original(i, i128::from(v));
        let message = format!("index {i}: {}", strength_message(value));
        return Err(parse_error_text(py, message, at));
    }
    Ok((strengths.values, shape))
}

/// Category numbers of a strength array, as a `uint8` array of the same shape.
pub fn categories<'py>(array: &Bound<'py, PyUntypedArray>) -> PyResult<Bound<'py, PyAny>> {
    let py = array.py();
    let (values, shape) = strengths_of(array)?;
    let table = &*CATEGORY;
    let numbers: Vec<u8> = py.detach(|| {
        values
            .iter()
            .map(|&v| table.get(usize::from(v)).copied().unwrap_or(0))
            .collect()
    });
    Ok(PyArray1::from_vec(py, numbers).reshape(shape)?.into_any())
}

/// Descriptions of a 1-D strength array, as a list of strings (one string object per
/// distinct strength, shared by every hand that has it).
pub fn descriptions<'py>(array: &Bound<'py, PyUntypedArray>) -> PyResult<Bound<'py, PyList>> {
    let py = array.py();
    if array.ndim() != 1 {
        return Err(PyTypeError::new_err(format!(
            "describe takes one strength or a 1-D array of them; got {} dimensions",
            array.ndim()
        )));
    }
    let (values, _) = strengths_of(array)?;
    let mut made: Vec<Option<Bound<'py, PyString>>> =
        vec![None; usize::from(Strength::MAX.get()) + 1];
    let mut items = Vec::with_capacity(values.len());
    for v in values {
        let slot = made.get_mut(usize::from(v));
        let text = match slot {
            Some(Some(text)) => text.clone(),
            Some(slot) => {
                let text = Strength::new(v).map(|s| s.describe()).unwrap_or_default();
                slot.insert(PyString::new(py, &text)).clone()
            }
            None => PyString::new(py, ""),
        };
        items.push(text);
    }
    PyList::new(py, items)
}
