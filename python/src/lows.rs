//! Lows as numbers, for arrays: 0 when no low qualifies, else 1 (the worst qualifying low)
//! up to the best, so `a > b` means a's low beats b's, as with strengths. Each game's low
//! has its own scale, named by the game; `describe_low` turns a value back into words.
//! A new game's low adds a [`LowGame`] variant with its scale.

use std::sync::LazyLock;

use handrank::omaha::Low;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::PyList;

use crate::columns::{self, Lists};
use crate::errors::{At, parse_error_text};
use crate::hands::{type_name, wrong_dtype};

/// A game with a low hand, as `describe_low(..., game=...)` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LowGame {
    /// Omaha hi-lo: five different ranks eight or lower, the ace low (56 lows).
    OmahaHiLo,
}

impl LowGame {
    /// The game of a Python name.
    pub fn named(name: &str) -> Option<LowGame> {
        match name {
            "omaha-hilo" | "omaha_hilo" => Some(LowGame::OmahaHiLo),
            _ => None,
        }
    }

    /// The names Python accepts, for error messages.
    pub const NAMES: &'static str = "'omaha-hilo'";

    fn name(self) -> &'static str {
        match self {
            LowGame::OmahaHiLo => "omaha-hilo",
        }
    }

    /// The best low's value (the number of lows on the scale).
    pub fn best(self) -> u16 {
        match self {
            LowGame::OmahaHiLo => EIGHT_OR_BETTER.len() as u16,
        }
    }

    /// Words for a value: "8-6-4-2-A", or None for 0 (no low); None past the best too, but
    /// callers check the range first.
    pub fn describe(self, value: u16) -> Option<String> {
        match self {
            LowGame::OmahaHiLo => {
                let mask = EIGHT_OR_BETTER.get(usize::from(value).checked_sub(1)?)?;
                Low::from_mask(*mask).map(Low::describe)
            }
        }
    }
}

/// The eight-or-better lows' masks (ace bit 0 … eight bit 7, smaller is better), worst
/// first: the value of a low is its place in this list, from 1.
static EIGHT_OR_BETTER: LazyLock<Vec<u8>> = LazyLock::new(|| {
    let mut masks: Vec<u8> = (0..=u8::MAX).filter(|m| m.count_ones() == 5).collect();
    masks.reverse();
    masks
});

/// The value of every mask (0 for masks that are not lows).
static EIGHT_OR_BETTER_VALUE: LazyLock<[u8; 256]> = LazyLock::new(|| {
    let mut values = [0u8; 256];
    for (place, &mask) in EIGHT_OR_BETTER.iter().enumerate() {
        if let Some(value) = values.get_mut(usize::from(mask)) {
            *value = place as u8 + 1;
        }
    }
    values
});

/// The Omaha hi-lo value of a low (0 for none).
pub fn eight_or_better(low: Option<Low>) -> u8 {
    low.and_then(|low| EIGHT_OR_BETTER_VALUE.get(usize::from(low.mask())).copied())
        .unwrap_or(0)
}

/// Words for one low value (a str, or None for 0) or a list of them for many values.
pub fn describe<'py>(low: &Bound<'py, PyAny>, game: LowGame) -> PyResult<Bound<'py, PyAny>> {
    let py = low.py();
    let off_scale = |value: i128, index: Option<usize>| {
        let at = At {
            row: index,
            ..At::default()
        };
        let place = index.map(|i| format!("index {i}: ")).unwrap_or_default();
        let best = game.best();
        let message = format!(
            "{place}{value} is not an {} low: lows run from 0 (none) to {best} ({})",
            game.name(),
            game.describe(best).unwrap_or_default()
        );
        parse_error_text(py, message, at)
    };
    if let Some(array) = columns::array_of(low, Lists::All)? {
        let Some(values) = columns::narrow::<u16>(&array, u16::MAX)? else {
            return Err(wrong_dtype(&array, "uint8", "low values"));
        };
        let mut words = Vec::with_capacity(values.values.len());
        for (i, &value) in values.values.iter().enumerate() {
            if value > game.best() {
                return Err(off_scale(values.original(i, i128::from(value)), Some(i)));
            }
            words.push(game.describe(value));
        }
        return Ok(PyList::new(py, words)?.into_any());
    }
    let value = low.extract::<i128>().map_err(|_| {
        PyTypeError::new_err(format!(
            "expected a low value (an int, as omaha_low gives for arrays) or an array of them; \
             got {}",
            type_name(low)
        ))
    })?;
    match u16::try_from(value) {
        Ok(v) if v <= game.best() => Ok(game.describe(v).into_pyobject(py)?.into_any()),
        _ => Err(off_scale(value, None)),
    }
}
