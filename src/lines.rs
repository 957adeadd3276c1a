//! Input lines as users' files really are: a UTF-8 byte-order mark at the start, `\r\n`
//! endings, a missing final newline, and now and then bytes that are not UTF-8. Every
//! line-oriented command reads through here so they all agree on what "line 17" is.

use std::fmt;

use crate::error::ParseError;

/// The UTF-8 byte-order mark some editors put at the start of a file.
pub const BOM: &[u8] = b"\xEF\xBB\xBF";

/// The longest input line accepted, in bytes (64 KiB): a longer line is an error for that
/// line, and the batch reader skips the rest of it without holding it, so one endless line
/// cannot take unbounded memory.
pub const MAX_LINE: usize = 64 << 10;

/// An error on one line of a named input: displays as `poker.txt:17: unknown suit …`.
/// What is wrong is a [`ParseError`] (the line's text), or for a line scored in a game
/// ([`crate::batch`]) a [`crate::DealError`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineError<E = ParseError> {
    /// The input's name (a path, or `<stdin>`).
    pub source_name: String,
    /// 1-based line (or record) number.
    pub line: u64,
    /// What is wrong with it.
    pub error: E,
}

impl<E: fmt::Display> fmt::Display for LineError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.source_name, self.line, self.error)
    }
}

// The message holds the line's error, so it is not given again as a source.
impl<E: fmt::Debug + fmt::Display> std::error::Error for LineError<E> {}

/// Removes a leading byte-order mark.
pub fn strip_bom(bytes: &[u8]) -> &[u8] {
    match bytes.strip_prefix(BOM) {
        Some(rest) => rest,
        None => bytes,
    }
}

/// Removes one trailing `\r` (the rest of a `\r\n` ending).
pub fn strip_cr(line: &[u8]) -> &[u8] {
    match line {
        [rest @ .., b'\r'] => rest,
        _ => line,
    }
}

/// The text of one line (without its ending), or [`ParseError::NotUtf8`] with the byte
/// offset inside the line.
pub fn line_text(line: &[u8]) -> Result<&str, ParseError> {
    std::str::from_utf8(strip_cr(line)).map_err(|e| ParseError::NotUtf8 {
        offset: e.valid_up_to(),
    })
}

/// Splits a whole input into numbered lines (1-based): BOM stripped, `\r\n` or `\n`
/// endings removed, no phantom empty line after a final newline.
///
/// ```
/// let lines: Vec<_> = handrank::lines::numbered(b"\xEF\xBB\xBFAh Kh\r\n\nQs\xFF\n").collect();
/// assert_eq!(lines[0], (1, Ok("Ah Kh")));
/// assert_eq!(lines[1], (2, Ok("")));
/// assert!(lines[2].1.is_err());
/// assert_eq!(lines.len(), 3);
/// ```
pub fn numbered(bytes: &[u8]) -> impl Iterator<Item = (u64, Result<&str, ParseError>)> {
    let bytes = strip_bom(bytes);
    let body = match bytes {
        [body @ .., b'\n'] => body,
        _ => bytes,
    };
    let mut pieces = (!bytes.is_empty()).then(|| body.split(|&b| b == b'\n'));
    let mut number = 0;
    std::iter::from_fn(move || {
        let line = pieces.as_mut()?.next()?;
        number += 1;
        Some((number, line_text(line)))
    })
}

/// Numbered lines read from a stream one at a time, as [`numbered`] splits a whole input,
/// in memory bounded by [`MAX_LINE`]: a longer line is [`ParseError::LineTooLong`] for
/// that line (its rest is read and dropped), and reading goes on. Read errors end the
/// iteration with the error.
///
/// ```
/// let input = std::io::Cursor::new(b"\xEF\xBB\xBFAh Kh\r\n\nQs\xFF\n".to_vec());
/// let lines: Vec<_> = handrank::lines::Reader::new(input).collect::<Result<_, _>>()?;
/// assert_eq!(lines[0], (1, Ok("Ah Kh".to_owned())));
/// assert_eq!(lines[1], (2, Ok(String::new())));
/// assert!(lines[2].1.is_err());
/// assert_eq!(lines.len(), 3);
/// # Ok::<(), std::io::Error>(())
/// ```
pub struct Reader<R> {
    input: R,
    number: u64,
    line: Vec<u8>,
    done: bool,
}

impl<R: std::io::BufRead> Reader<R> {
    pub fn new(input: R) -> Reader<R> {
        Reader {
            input,
            number: 0,
            line: Vec::new(),
            done: false,
        }
    }

    /// Reads one line into `self.line` (at most `MAX_LINE + 1` bytes kept). Returns its
    /// whole length and whether there was a line at all.
    fn read_line(&mut self) -> std::io::Result<Option<u64>> {
        self.line.clear();
        let mut length = 0u64;
        let mut any = false;
        loop {
            let available = match self.input.fill_buf() {
                Ok(bytes) => bytes,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if available.is_empty() {
                return Ok(any.then_some(length));
            }
            any = true;
            let (part, used, ended) = match memchr::memchr(b'\n', available) {
                Some(i) => (available.split_at(i).0, i + 1, true),
                None => (available, available.len(), false),
            };
            let room = (MAX_LINE + 1).saturating_sub(self.line.len());
            self.line
                .extend_from_slice(part.split_at(part.len().min(room)).0);
            length += part.len() as u64;
            self.input.consume(used);
            if ended {
                return Ok(Some(length));
            }
        }
    }
}

impl<R: std::io::BufRead> Iterator for Reader<R> {
    type Item = std::io::Result<(u64, Result<String, ParseError>)>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let length = match self.read_line() {
            Ok(Some(length)) => length,
            Ok(None) => {
                self.done = true;
                return None;
            }
            Err(error) => {
                self.done = true;
                return Some(Err(error));
            }
        };
        self.number += 1;
        let mut line = self.line.as_slice();
        if self.number == 1 {
            line = strip_bom(line);
        }
        let text = if length > MAX_LINE as u64 {
            Err(ParseError::LineTooLong {
                length,
                max: MAX_LINE,
            })
        } else {
            line_text(line).map(str::to_owned)
        };
        Some(Ok((self.number, text)))
    }
}

#[cfg(test)]
mod tests;
