//! One hand (or one set of cards) from Python, and the functions on single hands.
//!
//! A hand is a string in any notation the Rust parser reads (`"Ah Kh Qh Jh Th"`,
//! `"AhKhQhJhTh"`, `"10♥ J♥ …"`), a sequence of card strings and/or card indices
//! (`4·rank + suit`), or a 1-D `uint8` array of card indices.

use handrank::{Card, CardSet, ParseError as CardError, Strength};
use numpy::{PyUntypedArray, PyUntypedArrayMethods};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyList, PySequence, PyString};

use crate::errors::{At, parse_error, parse_error_text};

/// Why some Python value is not a list of cards.
pub enum BadCards {
    /// The library's error: an unknown rank or suit, a card given twice, ….
    Card(CardError),
    /// An integer that is not a card index (1-based position).
    Index { value: i128, position: usize },
    /// Not a string, sequence or array at all (a `TypeError`).
    Type(PyErr),
}

impl BadCards {
    /// The Python exception, with `context` ("board", "row 3") before the message and the
    /// 1-based hand number for `compare`.
    pub fn into_py(self, py: Python<'_>, context: Option<&str>, hand: Option<usize>) -> PyErr {
        match self {
            BadCards::Card(error) => {
                let error = match hand {
                    Some(hand) => error.in_hand(hand),
                    None => error,
                };
                parse_error(py, &error, None, context)
            }
            BadCards::Index { value, position } => {
                let hand_prefix = hand.map(|h| format!("hand {h}: ")).unwrap_or_default();
                let context = context.map(|c| format!("{c}: ")).unwrap_or_default();
                let message = format!("{context}{hand_prefix}{}", index_message(value, position));
                let at = At {
                    position: Some(position),
                    hand,
                    ..At::default()
                };
                parse_error_text(py, message, at)
            }
            BadCards::Type(error) => error,
        }
    }

    /// The Python exception for row `row` of an array ("row 3: board: ..."), with its
    /// `row` attribute set.
    pub fn at_row(self, py: Python<'_>, row: usize, side: Option<&str>) -> PyErr {
        let context = match side {
            Some(side) => format!("row {row}: {side}"),
            None => format!("row {row}"),
        };
        let error = self.into_py(py, Some(&context), None);
        // As in `errors`: a fresh exception takes an attribute; the message is what matters.
        let _ = error.value(py).setattr("row", row);
        error
    }
}

/// The message for a number that is not a card index.
pub fn index_message(value: i128, position: usize) -> String {
    format!(
        "card index {value} is not a card: indices run from 0 (2c) to 51 (As) (card {position})"
    )
}

/// The cards of a string, a sequence of card strings or indices, or a 1-D `uint8` array.
/// A card given twice is an error naming it.
pub fn cards_of(value: &Bound<'_, PyAny>) -> Result<Vec<Card>, BadCards> {
    if let Ok(text) = value.cast::<PyString>() {
        let text = text.to_cow().map_err(BadCards::Type)?;
        return handrank::parse_cards(&text).map_err(BadCards::Card);
    }
    if let Ok(array) = value.cast::<PyUntypedArray>()
        && !crate::columns::is_text(array)
    {
        return cards_of_array(array);
    }
    // A sequence (list, tuple, …) of cards; bytes are a sequence of numbers, not cards.
    if value.is_instance_of::<PyBytes>()
        || value.is_instance_of::<PyByteArray>()
        || value.cast::<PySequence>().is_err()
    {
        return Err(not_cards(value));
    }
    let items = value.try_iter().map_err(|_| not_cards(value))?;
    let mut cards = Vec::new();
    let mut seen = CardSet::EMPTY;
    for (i, item) in items.enumerate() {
        let item = item.map_err(BadCards::Type)?;
        let position = i + 1;
        let card = card_of_item(&item, position)?;
        if !seen.insert(card) {
            return Err(BadCards::Card(CardError::DuplicateCard { card, position }));
        }
        cards.push(card);
    }
    Ok(cards)
}

/// One item of a card sequence: a card string (exactly one card) or an index.
fn card_of_item(item: &Bound<'_, PyAny>, position: usize) -> Result<Card, BadCards> {
    if let Ok(text) = item.cast::<PyString>() {
        let text = text.to_cow().map_err(BadCards::Type)?;
        return text.trim().parse::<Card>().map_err(|error| {
            // Several cards in one item: a list of hands, meant as many rows.
            match handrank::parse_cards(&text) {
                Ok(cards) if cards.len() > 1 => {
                    let message = format!(
                        "card {position}: '{text}' is {} cards, not one: a list of strings is \
                         one hand; for one hand per string, pass numpy.array(strings) or a \
                         pandas Series",
                        cards.len()
                    );
                    let at = At {
                        position: Some(position),
                        ..At::default()
                    };
                    BadCards::Type(parse_error_text(item.py(), message, at))
                }
                _ => BadCards::Card(at_position(error, position)),
            }
        });
    }
    match item.extract::<i128>() {
        Ok(value) => usize::try_from(value)
            .ok()
            .and_then(Card::from_index)
            .ok_or(BadCards::Index { value, position }),
        Err(_) => Err(BadCards::Type(PyTypeError::new_err(format!(
            "card {position}: expected a card string like 'Ah' or a card index 0..51, got {}",
            type_name(item)
        )))),
    }
}

/// A 1-D integer array of card indices, checked like a sequence.
fn cards_of_array(array: &Bound<'_, PyUntypedArray>) -> Result<Vec<Card>, BadCards> {
    if array.ndim() != 1 {
        return Err(BadCards::Type(PyTypeError::new_err(format!(
            "one hand is a 1-D array of card indices; got {} dimensions (use handrank.evaluate \
             on a 2-D array to score many hands)",
            array.ndim()
        ))));
    }
    let indices = match crate::columns::narrow::<u8>(array, u8::MAX) {
        Ok(Some(indices)) => indices,
        Ok(None) => return Err(BadCards::Type(wrong_dtype(array, "uint8", "card indices"))),
        Err(error) => return Err(BadCards::Type(error)),
    };
    let mut cards = Vec::with_capacity(indices.values.len());
    let mut seen = CardSet::EMPTY;
    for (i, &index) in indices.values.iter().enumerate() {
        let position = i + 1;
        let card = Card::from_index(usize::from(index)).ok_or(BadCards::Index {
            value: indices.original(i, i128::from(index)),
            position,
        })?;
        if !seen.insert(card) {
            return Err(BadCards::Card(CardError::DuplicateCard { card, position }));
        }
        cards.push(card);
    }
    Ok(cards)
}

/// A `TypeError` for an array of the wrong element type.
pub fn wrong_dtype(array: &Bound<'_, PyUntypedArray>, wanted: &str, what: &str) -> PyErr {
    PyTypeError::new_err(format!(
        "expected a {wanted} array of {what}, got dtype {}; convert it with .astype(numpy.{wanted})",
        array.dtype()
    ))
}

fn not_cards(value: &Bound<'_, PyAny>) -> BadCards {
    BadCards::Type(PyTypeError::new_err(format!(
        "expected cards: a string like 'Ah Kh Qh Jh Th', a sequence of card strings or indices, \
         or a uint8 array of card indices; got {}",
        type_name(value)
    )))
}

pub fn type_name(value: &Bound<'_, PyAny>) -> String {
    value
        .get_type()
        .name()
        .map(|name| name.to_string())
        .unwrap_or_else(|_| "an unknown type".to_owned())
}

/// The library's error for a single token, moved to its place in the sequence.
fn at_position(error: CardError, position: usize) -> CardError {
    match error {
        CardError::TokenLength { token, .. } => CardError::TokenLength { token, position },
        CardError::UnknownRank { rank, token, .. } => CardError::UnknownRank {
            rank,
            token,
            position,
        },
        CardError::UnknownSuit { suit, token, .. } => CardError::UnknownSuit {
            suit,
            token,
            position,
        },
        other => other,
    }
}

/// The hand's cards, or the Python error (`context` and `hand` as in [`BadCards::into_py`]).
pub fn hand_of(
    value: &Bound<'_, PyAny>,
    context: Option<&str>,
    hand: Option<usize>,
) -> PyResult<Vec<Card>> {
    cards_of(value).map_err(|bad| bad.into_py(value.py(), context, hand))
}

/// The strength of one hand (5 to 7 cards).
pub fn evaluate_one(value: &Bound<'_, PyAny>) -> PyResult<u16> {
    let cards = hand_of(value, None, None)?;
    handrank::evaluate(&cards)
        .map(Strength::get)
        .map_err(|error| parse_error(value.py(), &error, None, None))
}

/// A strength from Python: an integer in 1..=7,462.
pub fn strength_of(value: &Bound<'_, PyAny>) -> PyResult<Strength> {
    let number = value.extract::<i128>().map_err(|_| {
        PyTypeError::new_err(format!(
            "expected a hand strength (an int 1..7462, as handrank.evaluate returns) or a \
             uint16 array of them; got {}",
            type_name(value)
        ))
    })?;
    u16::try_from(number)
        .ok()
        .and_then(Strength::new)
        .ok_or_else(|| parse_error_text(value.py(), strength_message(number), At::default()))
}

pub fn strength_message(number: i128) -> String {
    format!("{number} is not a hand strength: strengths run from 1 to 7462")
}

/// The five cards that make the hand, as card strings, ordered as they are compared.
pub fn best_five(value: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    let cards = hand_of(value, None, None)?;
    let five = handrank::best_five(&cards).map_err(|e| parse_error(value.py(), &e, None, None))?;
    Ok(five.iter().map(Card::to_string).collect())
}

/// `"win"`, `"tie"` or `"lose"`, for hand `a` against hand `b`.
pub fn compare(a: &Bound<'_, PyAny>, b: &Bound<'_, PyAny>) -> PyResult<String> {
    let first = hand_of(a, None, Some(1))?;
    let second = hand_of(b, None, Some(2))?;
    handrank::compare(&first, &second)
        .map(|outcome| outcome.to_string())
        .map_err(|e| parse_error(a.py(), &e, None, None))
}

/// Card indices of a text of cards.
pub fn parse<'py>(text: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyList>> {
    let py = text.py();
    let text = text.cast::<PyString>().map_err(|_| {
        PyTypeError::new_err(format!(
            "parse reads a string of cards like 'Ah Kh 7c'; got {}",
            type_name(text)
        ))
    })?;
    let cards =
        handrank::parse_cards(&text.to_cow()?).map_err(|e| parse_error(py, &e, None, None))?;
    PyList::new(py, cards.iter().map(|c| c.index()))
}
