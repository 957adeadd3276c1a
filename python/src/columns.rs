//! Many values from whatever Python holds them in: NumPy arrays of any integer width or of
//! strings (object or `<U` dtype), pandas Series and DataFrames (anything with `to_numpy`),
//! and lists. Integers are narrowed, checked, to the width a scorer reads; strings are
//! gathered into one buffer so that rows parse in parallel with the GIL released.

use numpy::{
    Element, PyArrayDescrMethods, PyArrayDyn, PyArrayMethods, PyUntypedArray,
    PyUntypedArrayMethods, dtype,
};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyList, PyString, PyTuple};
use rayon::prelude::*;

use crate::hands::type_name;

/// Rows per parallel task where a row costs about as much as parsing a hand.
const BLOCK: usize = 1 << 12;
/// Values per parallel task when narrowing integers (a value costs a nanosecond).
const NARROW_BLOCK: usize = 1 << 16;

/// Which lists hold many values: for hands only lists of rows (a flat list of cards is one
/// hand); for masks and strengths any list.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Lists {
    OfRows,
    All,
}

/// `value` as a NumPy array when it holds many values: an array itself, what `to_numpy()`
/// gives (a pandas Series or DataFrame), or a list or tuple (see [`Lists`]); None for one
/// value (a string, an int, a flat list of cards).
pub fn array_of<'py>(
    value: &Bound<'py, PyAny>,
    lists: Lists,
) -> PyResult<Option<Bound<'py, PyUntypedArray>>> {
    let py = value.py();
    if let Ok(array) = value.cast::<PyUntypedArray>() {
        return Ok(Some(array.clone()));
    }
    if value.is_instance_of::<PyString>() {
        return Ok(None);
    }
    let converted = if value.is_instance_of::<PyList>() || value.is_instance_of::<PyTuple>() {
        let first = value.try_iter()?.next().transpose()?;
        let many = match (lists, &first) {
            (Lists::All, _) => true,
            (Lists::OfRows, Some(item)) => {
                !item.is_instance_of::<PyString>()
                    && (item.is_instance_of::<PyList>()
                        || item.is_instance_of::<PyTuple>()
                        || item.cast::<PyUntypedArray>().is_ok())
            }
            (Lists::OfRows, None) => false,
        };
        if !many {
            return Ok(None);
        }
        let numpy = py.import("numpy")?;
        // An empty list is no values of any type: make it integers, not NumPy's float64.
        let kind = if first.is_none() {
            Some(numpy.getattr("int64")?)
        } else {
            None
        };
        numpy
            .call_method1("asarray", (value, kind))
            .map_err(|error| {
                PyTypeError::new_err(format!(
                    "cannot make an array of this {}: {error} (rows must have equal lengths)",
                    type_name(value)
                ))
            })?
    } else if value.hasattr("to_numpy")? {
        value.call_method0("to_numpy")?
    } else {
        return Ok(None);
    };
    converted
        .cast_into::<PyUntypedArray>()
        .map(Some)
        .map_err(|e| {
            PyTypeError::new_err(format!(
                "{}.to_numpy() did not give a NumPy array: {e}",
                type_name(value)
            ))
        })
}

/// Whether an array holds integers (any width, signed or not).
pub fn is_integer(array: &Bound<'_, PyUntypedArray>) -> bool {
    matches!(array.dtype().kind(), b'i' | b'u')
}

/// Whether an array holds strings: `<U` dtype, or object (each cell checked when read).
pub fn is_text(array: &Bound<'_, PyUntypedArray>) -> bool {
    matches!(array.dtype().kind(), b'U' | b'O')
}

/// Integers narrowed to the type a scorer reads, in row order. A value that does not fit
/// is replaced by a sentinel the scorer rejects (a card index of 255, a strength of 0), and
/// the first such value is kept so that the error shows it as given.
pub struct Narrowed<T> {
    pub values: Vec<T>,
    misfit: Option<(usize, i128)>,
}

impl<T> Narrowed<T> {
    /// The value at `index` as it was given, where `narrowed` is what the scorer saw.
    pub fn original(&self, index: usize, narrowed: i128) -> i128 {
        match self.misfit {
            Some((at, value)) if at == index => value,
            _ => narrowed,
        }
    }
}

/// Element types integers are narrowed to.
pub trait Narrow:
    Copy
    + Send
    + Sync
    + TryFrom<i8>
    + TryFrom<i16>
    + TryFrom<i32>
    + TryFrom<i64>
    + TryFrom<u8>
    + TryFrom<u16>
    + TryFrom<u32>
    + TryFrom<u64>
{
}

impl Narrow for u8 {}
impl Narrow for u16 {}
impl Narrow for u64 {}

/// The values of an integer array of any width and shape, narrowed to `T` (see
/// [`Narrowed`]); None when the array does not hold integers.
pub fn narrow<T: Narrow>(
    array: &Bound<'_, PyUntypedArray>,
    sentinel: T,
) -> PyResult<Option<Narrowed<T>>> {
    let py = array.py();
    macro_rules! from {
        ($($source:ty),*) => {
            $(if array.dtype().is_equiv_to(&dtype::<$source>(py)) {
                return narrow_from::<$source, T>(array, sentinel).map(Some);
            })*
        };
    }
    from!(u8, i8, u16, i16, u32, i32, u64, i64);
    Ok(None)
}

fn narrow_from<S, T>(array: &Bound<'_, PyUntypedArray>, sentinel: T) -> PyResult<Narrowed<T>>
where
    S: Element + Copy + Send + Sync + Into<i128>,
    T: Narrow + TryFrom<S>,
{
    let py = array.py();
    let in_row_order = array.is_c_contiguous();
    let array = array.cast::<PyArrayDyn<S>>()?.readonly();
    let copy;
    let source: &[S] = match array.as_slice() {
        Ok(values) if in_row_order => values,
        _ => {
            copy = array.as_array().iter().copied().collect::<Vec<S>>();
            &copy
        }
    };
    let (values, misfit) = py.detach(|| {
        let mut values = vec![sentinel; source.len()];
        let misfit = source
            .par_chunks(NARROW_BLOCK)
            .zip(values.par_chunks_mut(NARROW_BLOCK))
            .enumerate()
            .filter_map(|(block, (source, out))| {
                let mut first = None;
                for (i, (&value, slot)) in source.iter().zip(out).enumerate() {
                    match T::try_from(value) {
                        Ok(narrowed) => *slot = narrowed,
                        Err(_) => {
                            first.get_or_insert((block * NARROW_BLOCK + i, value.into()));
                        }
                    }
                }
                first
            })
            .min_by_key(|&(index, _)| index);
        (values, misfit)
    });
    Ok(Narrowed { values, misfit })
}

/// Strings gathered into one UTF-8 buffer: row `i` is `bytes[spans[i].0..spans[i].1]`.
pub struct Texts {
    bytes: Vec<u8>,
    spans: Vec<(usize, usize)>,
}

impl Texts {
    pub fn len(&self) -> usize {
        self.spans.len()
    }

    /// The UTF-8 bytes of one row (empty past the end).
    pub fn get(&self, row: usize) -> &[u8] {
        let (start, end) = self.spans.get(row).copied().unwrap_or_default();
        self.bytes.get(start..end).unwrap_or_default()
    }

    /// The text of one row. Rows are cut at ASCII bytes of UTF-8 text, so they are UTF-8.
    pub fn get_str(&self, row: usize) -> &str {
        std::str::from_utf8(self.get(row)).unwrap_or_default()
    }
}

/// The strings of a 1-D array, one row each, or of a 2-D array, whose rows' strings are
/// read together (a DataFrame with a column per card). A cell that is not a string (a
/// missing value, a number) is a TypeError naming its row.
pub fn texts(array: &Bound<'_, PyUntypedArray>) -> PyResult<Texts> {
    let (rows, per_row) = match *array.shape() {
        [rows] => (rows, 1),
        [rows, per_row] => (rows, per_row),
        _ => {
            return Err(PyTypeError::new_err(format!(
                "expected a 1-D array of strings (one per row) or a 2-D one (a row's strings \
                 read together); got {} dimensions",
                array.ndim()
            )));
        }
    };
    if per_row == 0 || rows == 0 {
        return Ok(Texts {
            bytes: Vec::new(),
            spans: vec![(0, 0); rows],
        });
    }
    // One list of the cells in row order: NumPy builds it in C, faster than indexing.
    let cells = array.call_method0("ravel")?.call_method0("tolist")?;
    let cells = cells.cast::<PyList>()?;
    match joined(cells, rows, per_row)? {
        Some(texts) => Ok(texts),
        None => one_by_one(cells, rows, per_row),
    }
}

/// The cells joined by newlines and encoded in C (`"\n".join(cells).encode()`), then cut
/// here: about 30 times faster than a conversion per cell. None when a cell is not a
/// string, does not encode, or holds a newline (the cells would not cut back as given).
fn joined(cells: &Bound<'_, PyList>, rows: usize, per_row: usize) -> PyResult<Option<Texts>> {
    let py = cells.py();
    let encoded = PyString::new(py, "\n")
        .call_method1("join", (cells,))
        .and_then(|joined| joined.call_method0("encode"));
    let Ok(encoded) = encoded else {
        return Ok(None);
    };
    let mut bytes = encoded.cast::<PyBytes>()?.as_bytes().to_vec();
    let breaks: Vec<usize> = memchr::memchr_iter(b'\n', &bytes).collect();
    if breaks.len() + 1 != rows * per_row {
        return Ok(None);
    }
    let mut spans = Vec::with_capacity(rows);
    let mut start = 0;
    for (cell, &at) in breaks.iter().enumerate() {
        if (cell + 1) % per_row == 0 {
            spans.push((start, at));
            start = at + 1;
        } else if let Some(b) = bytes.get_mut(at) {
            // A row's cells are read together, as if written with spaces between them.
            *b = b' ';
        }
    }
    spans.push((start, bytes.len()));
    Ok(Some(Texts { bytes, spans }))
}

/// The cells read one at a time, naming the row of the first that is not a string.
fn one_by_one(cells: &Bound<'_, PyList>, rows: usize, per_row: usize) -> PyResult<Texts> {
    let mut text = String::new();
    let mut spans = Vec::with_capacity(rows);
    let mut start = 0;
    for (i, cell) in cells.iter().enumerate() {
        let cell_text = cell.cast::<PyString>().map_err(|_| {
            let shown = cell.repr().map(|r| r.to_string()).unwrap_or_default();
            PyTypeError::new_err(format!(
                "row {}: expected a string of cards, got {} {shown}",
                i / per_row,
                type_name(&cell)
            ))
        })?;
        if i % per_row != 0 {
            text.push(' ');
        }
        text.push_str(&cell_text.to_cow()?);
        if (i + 1) % per_row == 0 {
            spans.push((start, text.len()));
            start = text.len();
        }
    }
    Ok(Texts {
        bytes: text.into_bytes(),
        spans,
    })
}

/// Scores every row in parallel into `out` (`scratch` makes each task's reusable buffers);
/// returns the first row (lowest index) that failed, with its error.
pub fn score_rows<T, E, S>(
    out: &mut [T],
    scratch: impl Fn() -> S + Sync,
    score: impl Fn(&mut S, usize) -> Result<T, E> + Sync,
) -> Option<(usize, E)>
where
    T: Send,
    E: Send,
{
    out.par_chunks_mut(BLOCK)
        .enumerate()
        .filter_map(|(block, chunk)| {
            let mut buffers = scratch();
            for (i, slot) in chunk.iter_mut().enumerate() {
                let row = block * BLOCK + i;
                match score(&mut buffers, row) {
                    Ok(value) => *slot = value,
                    Err(error) => return Some((row, error)),
                }
            }
            None
        })
        .min_by_key(|(row, _)| *row)
}
