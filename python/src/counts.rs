//! Counts from Python (`trials=1_000_000`, `trials=1e6`): an int, or a float that is a whole
//! number, because scientific notation is how people write big counts in Python.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyFloat};

use crate::hands::type_name;

/// A count as Python gave it: any int (also NumPy's), or a float with no fraction (`1e6`).
/// Use it as an argument type, `trials: Option<WholeNumber>`; PyO3 then names the argument
/// in the error (`argument 'trials': ... got 1.5`). The range (at least 1, at most what the
/// caller can run) is the caller's to check, so the value is kept wide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WholeNumber(pub i128);

impl<'a, 'py> FromPyObject<'a, 'py> for WholeNumber {
    type Error = PyErr;

    fn extract(value: Borrowed<'a, 'py, PyAny>) -> PyResult<WholeNumber> {
        whole_number(&value)
    }
}

/// The whole number `value` holds; a TypeError (as Python's `range(1.5)` gives) otherwise.
pub fn whole_number(value: &Bound<'_, PyAny>) -> PyResult<WholeNumber> {
    // True is an int to Python, but `trials=True` is a mistake, not a count.
    if value.is_instance_of::<PyBool>() {
        return Err(not_whole("a bool"));
    }
    if let Ok(number) = value.extract::<i128>() {
        return Ok(WholeNumber(number));
    }
    // Python floats and NumPy's float types (which have __float__ but no __index__).
    let is_float = value.is_instance_of::<PyFloat>() || value.hasattr("is_integer")?;
    if is_float && let Ok(number) = value.extract::<f64>() {
        // 2^127 and above (and inf, nan) do not fit; a fraction is not a count.
        if number.is_finite() && number.fract() == 0.0 && number.abs() < 1.7e38 {
            return Ok(WholeNumber(number as i128));
        }
        return Err(not_whole(&format!("{number}")));
    }
    Err(not_whole(&type_name(value)))
}

fn not_whole(got: &str) -> PyErr {
    PyTypeError::new_err(format!(
        "expected a whole number (an int, or a float with no fraction such as 1e6); got {got}"
    ))
}
