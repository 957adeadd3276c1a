//! The games beside hold'em, by name (`game="razz"`): scoring one hand, and reading back
//! the strength numbers `evaluate(..., game=...)` gives (words, categories). Hold'em's
//! scale (hold'em, Omaha, stud, stud hi-lo's high hand) keeps its own paths and the
//! `Category` enum; arrays of hands go through `arrays` with the game.

use handrank::{Game, HandValue};
use numpy::{PyArray1, PyArrayMethods, PyUntypedArray, PyUntypedArrayMethods};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString};

use crate::columns;
use crate::errors::{At, parse_error_text};
use crate::hands::{hand_of, type_name, wrong_dtype};

/// The game of a Python name (`None` is hold'em): any name or alias the library reads.
pub fn named(name: Option<&str>) -> PyResult<Game> {
    name.map_or(Ok(Game::default()), |name| {
        name.parse::<Game>()
            .map_err(|error| PyValueError::new_err(error.to_string()))
    })
}

/// The game for scoring a run of cards: every game but Omaha, which keeps hole and board
/// apart (`evaluate_omaha`).
pub fn scored_alone(game: Game) -> PyResult<Game> {
    if game.is_omaha() {
        return Err(PyValueError::new_err(format!(
            "{game} scores a hole with a board: use evaluate_omaha(hole, board) for it"
        )));
    }
    Ok(game)
}

/// Whether the game's strengths are hold'em's (1..7462, the `Category` enum).
pub fn on_holdem_scale(game: Game) -> bool {
    game.value(1).is_some_and(|v| v.high().is_some())
}

/// Whether the game's categories are hold'em's nine (`handrank.Category`): hold'em's scale,
/// short deck and deuce-to-seven; razz, ace-five and badugi have their own.
#[pyfunction]
#[pyo3(name = "_has_holdem_categories")]
pub fn has_holdem_categories(game: Option<&str>) -> PyResult<bool> {
    let value = named(game)?.value(1);
    Ok(matches!(
        value,
        Some(HandValue::High(_) | HandValue::ShortDeck(_) | HandValue::DeuceSeven(_))
    ))
}

/// The names of the game's categories by number (`labels[n - 1]` names category `n`, as
/// `category` numbers them): each the name of the category's weakest strength, so
/// hold'em's ninth is "Straight Flush", not the royal one.
#[pyfunction]
#[pyo3(name = "_category_labels")]
pub fn category_labels(game: Option<&str>) -> PyResult<Vec<&'static str>> {
    let game = named(game)?;
    let mut first = std::collections::BTreeMap::new();
    for value in (1..=u16::MAX).map_while(|n| game.value(n)) {
        first
            .entry(value.category_number())
            .or_insert_with(|| value.category_name());
    }
    let top = first.last_key_value().map_or(0, |(&number, _)| number);
    // A number no strength has (none in today's games) is an empty name.
    Ok((1..=top)
        .map(|n| first.get(&n).copied().unwrap_or(""))
        .collect())
}

/// The game's strength of one hand, its cards as one run (checked as `Game::score` does).
pub fn evaluate_one(hand: &Bound<'_, PyAny>, game: Game) -> PyResult<u16> {
    let cards = hand_of(hand, None, None)?;
    let score = game
        .score(&cards, &[])
        .map_err(|error| parse_error_text(hand.py(), error.to_string(), At::default()))?;
    Ok(score.hand.strength())
}

/// "win", "tie" or "lose" for hand `a` against hand `b` in a game scored from a run of
/// cards (each hand from its own deck); errors name the hand (1 or 2).
pub fn compare(a: &Bound<'_, PyAny>, b: &Bound<'_, PyAny>, game: Game) -> PyResult<String> {
    let score = |hand: &Bound<'_, PyAny>, number: usize| -> PyResult<HandValue> {
        let cards = hand_of(hand, None, Some(number))?;
        let score = game.score(&cards, &[]).map_err(|error| {
            let at = At {
                hand: Some(number),
                ..At::default()
            };
            parse_error_text(hand.py(), format!("hand {number}: {error}"), at)
        })?;
        Ok(score.hand)
    };
    let outcome: handrank::Outcome = score(a, 1)?.cmp(&score(b, 2)?).into();
    Ok(outcome.to_string())
}

/// The message for a number that is not a strength of the game.
fn strength_message(game: Game, number: i128) -> String {
    let classes = game.value(1).map_or(0, HandValue::classes);
    format!("{number} is not a {game} strength: strengths run from 1 to {classes}")
}

/// One strength of the game from Python.
fn value_of(strength: &Bound<'_, PyAny>, game: Game) -> PyResult<HandValue> {
    let number = strength.extract::<i128>().map_err(|_| {
        PyTypeError::new_err(format!(
            "expected a {game} strength (an int, as handrank.evaluate(..., game='{game}') \
             returns) or an integer array of them; got {}",
            type_name(strength)
        ))
    })?;
    u16::try_from(number)
        .ok()
        .and_then(|n| game.value(n))
        .ok_or_else(|| {
            parse_error_text(strength.py(), strength_message(game, number), At::default())
        })
}

/// The game's values of an integer array of strengths (any width and shape), and its shape.
fn values_of(
    array: &Bound<'_, PyUntypedArray>,
    game: Game,
) -> PyResult<(Vec<HandValue>, Vec<usize>)> {
    let shape = array.shape().to_vec();
    let Some(numbers) = columns::narrow::<u16>(array, 0)? else {
        return Err(wrong_dtype(array, "uint16", "hand strengths"));
    };
    let mut values = Vec::with_capacity(numbers.values.len());
    for (i, &n) in numbers.values.iter().enumerate() {
        let Some(value) = game.value(n) else {
            let at = At {
                row: Some(i),
                ..At::default()
            };
            let message = format!(
                "index {i}: {}",
                strength_message(game, numbers.original(i, i128::from(n)))
            );
            return Err(parse_error_text(array.py(), message, at));
        };
        values.push(value);
    }
    Ok((values, shape))
}

/// Words for a strength of the game, or a list of them for many.
pub fn describe<'py>(strength: &Bound<'py, PyAny>, game: Game) -> PyResult<Bound<'py, PyAny>> {
    let py = strength.py();
    if let Some(array) = columns::array_of(strength, columns::Lists::All)? {
        if array.ndim() != 1 {
            return Err(PyTypeError::new_err(format!(
                "describe takes one strength or a 1-D array of them; got {} dimensions",
                array.ndim()
            )));
        }
        let (values, _) = values_of(&array, game)?;
        let items = values.iter().map(|v| PyString::new(py, &v.describe()));
        return Ok(PyList::new(py, items)?.into_any());
    }
    Ok(PyString::new(py, &value_of(strength, game)?.describe()).into_any())
}

/// The category number of a strength of the game (see `HandValue::category_number`), or a
/// `uint8` array of them, of the same shape, for many.
pub fn category_number<'py>(
    strength: &Bound<'py, PyAny>,
    game: Game,
) -> PyResult<Bound<'py, PyAny>> {
    let py = strength.py();
    if let Some(array) = columns::array_of(strength, columns::Lists::All)? {
        let (values, shape) = values_of(&array, game)?;
        let numbers: Vec<u8> = values.iter().map(|v| v.category_number()).collect();
        return Ok(PyArray1::from_vec(py, numbers).reshape(shape)?.into_any());
    }
    let number = value_of(strength, game)?.category_number();
    Ok(number.into_pyobject(py)?.into_any())
}
