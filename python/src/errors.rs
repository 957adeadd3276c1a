//! The Python exceptions: `ValueError` subclasses that carry the Rust errors' messages,
//! with the offending token, position, card, hand, row or player as attributes.

use handrank::ParseError as CardError;
use handrank::equity::EquityError as QuestionError;
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

create_exception!(
    handrank,
    HandrankError,
    PyValueError,
    "Base class of handrank's errors: bad input, never a bug (a ValueError)."
);
create_exception!(
    handrank,
    ParseError,
    HandrankError,
    "Cards or a hand that cannot be read: an unknown rank or suit, a card given twice, a \
     wrong number of cards, a card index outside 0..51 or an array row that is not a hand.\n\n\
     Attributes (None when they do not apply): token, position (1-based card number), card, \
     hand (1-based, for compare), row (0-based array row or index)."
);
create_exception!(
    handrank,
    EquityError,
    HandrankError,
    "An equity question that cannot be answered as asked: a bad range, a card in two \
     places, a board of the wrong size, a bad stopping rule.\n\n\
     Attributes: player (1-based, or None)."
);

/// Where in the input a parse error is, as the Python attributes report it.
#[derive(Default)]
struct Place {
    token: Option<String>,
    position: Option<usize>,
    card: Option<String>,
    hand: Option<usize>,
}

impl Place {
    fn of(error: &CardError) -> Place {
        match error {
            CardError::TokenLength { token, position }
            | CardError::UnknownRank {
                token, position, ..
            }
            | CardError::UnknownSuit {
                token, position, ..
            } => Place {
                token: Some(token.clone()),
                position: Some(*position),
                ..Place::default()
            },
            CardError::DuplicateCard { card, position } => Place {
                card: Some(card.to_string()),
                position: Some(*position),
                ..Place::default()
            },
            CardError::SharedCard { card } => Place {
                card: Some(card.to_string()),
                ..Place::default()
            },
            CardError::InHand { hand, error } => Place {
                hand: Some(*hand),
                ..Place::of(error)
            },
            _ => Place::default(),
        }
    }
}

/// A `handrank.ParseError` with the library error's message, prefixed with `context`
/// (e.g. "row 12") when there is one.
pub fn parse_error(
    py: Python<'_>,
    error: &CardError,
    row: Option<usize>,
    context: Option<&str>,
) -> PyErr {
    let message = match context {
        Some(context) => format!("{context}: {error}"),
        None => error.to_string(),
    };
    let place = Place::of(error);
    with_attributes(
        py,
        ParseError::new_err(message),
        &[
            ("token", place.token.map(Attr::Text)),
            ("position", place.position.map(Attr::Number)),
            ("card", place.card.map(Attr::Text)),
            ("hand", place.hand.map(Attr::Number)),
            ("row", row.map(Attr::Number)),
        ],
    )
}

/// Where a problem the library has no variant for was found: the 0-based array row (or
/// index), the 1-based card position and the 1-based hand (for `compare`).
#[derive(Clone, Copy, Default)]
pub struct At {
    pub row: Option<usize>,
    pub position: Option<usize>,
    pub hand: Option<usize>,
}

/// A `handrank.ParseError` for a problem the library has no variant for (a card index
/// out of range, a bad mask, a strength outside 1..=7,462).
pub fn parse_error_text(py: Python<'_>, message: String, at: At) -> PyErr {
    with_attributes(
        py,
        ParseError::new_err(message),
        &[
            ("token", None),
            ("position", at.position.map(Attr::Number)),
            ("card", None),
            ("hand", at.hand.map(Attr::Number)),
            ("row", at.row.map(Attr::Number)),
        ],
    )
}

/// A `handrank.EquityError` with the library error's message and the player it is about.
pub fn equity_error(py: Python<'_>, error: &QuestionError) -> PyErr {
    let player = match error {
        QuestionError::Range { player, .. }
        | QuestionError::OmahaRange { player, .. }
        | QuestionError::OwnCards { player, .. }
        | QuestionError::NoParts { player }
        | QuestionError::EmptyRange { player, .. }
        | QuestionError::LoneCard { player, .. } => Some(*player),
        _ => None,
    };
    equity_error_text(py, error.to_string(), player)
}

/// A `handrank.EquityError` for a problem found before the library sees the question.
pub fn equity_error_text(py: Python<'_>, message: String, player: Option<usize>) -> PyErr {
    with_attributes(
        py,
        EquityError::new_err(message),
        &[("player", player.map(Attr::Number))],
    )
}

enum Attr {
    Text(String),
    Number(usize),
}

/// Sets the attributes on the exception object (None for those that do not apply), so
/// every instance of a class has the same attributes.
fn with_attributes(py: Python<'_>, error: PyErr, attributes: &[(&str, Option<Attr>)]) -> PyErr {
    let value = error.value(py);
    for (name, attr) in attributes {
        // Setting an attribute on a fresh exception instance cannot fail in practice; if
        // it did, the error still carries its message, which is what matters.
        let _ = match attr {
            Some(Attr::Text(text)) => value.setattr(*name, text),
            Some(Attr::Number(n)) => value.setattr(*name, n),
            None => value.setattr(*name, py.None()),
        };
    }
    error
}
