//! The part of TOML that PHH files are written in, read in one pass with no tree: a
//! cursor over one hand's text that counts lines as it goes, and reads keys, strings in
//! every form TOML has (`strings.rs`), integers and decimals (with `_`, exponents, `inf`)
//! as exact amounts, booleans, arrays over any number of lines, and dates and times (kept
//! as text). Inline tables and dotted keys are errors, never a wrong reading.

mod strings;

use std::borrow::Cow;

use super::error::Problem;
use super::hand::Chips;
use super::number::{Number, parse_number, plain_number};

/// What a byte may be, one bit per use, so a run of bytes is passed with one load and
/// test a byte: a bare key's (`A-Za-z0-9_-`), and the end of a bare value (`,`, `]`,
/// `#`, a blank or a line end).
#[allow(clippy::indexing_slicing)] // evaluated at compile time: an index out of range fails the build
static CLASS: [u8; 256] = {
    let mut class = [0u8; 256];
    let mut byte = 0;
    while byte < 256 {
        if (byte as u8).is_ascii_alphanumeric() || byte == b'_' as usize || byte == b'-' as usize {
            class[byte] |= KEY;
        }
        byte += 1;
    }
    let ends = b",]#\n\r\t ";
    let mut i = 0;
    while i < ends.len() {
        class[ends[i] as usize] |= BARE_END;
        i += 1;
    }
    class
};
const KEY: u8 = 1;
const BARE_END: u8 = 2;

/// How many bytes at the start of `text` are all of `class`.
#[inline]
#[allow(clippy::indexing_slicing)] // a byte indexes a table of 256 entries
fn run_of(text: &[u8], class: u8) -> usize {
    text.iter()
        .take_while(|&&b| CLASS[usize::from(b)] & class != 0)
        .count()
}

/// How many bytes at the start of `text` are none of `class`.
#[inline]
#[allow(clippy::indexing_slicing)] // a byte indexes a table of 256 entries
fn run_outside(text: &[u8], class: u8) -> usize {
    text.iter()
        .take_while(|&&b| CLASS[usize::from(b)] & class == 0)
        .count()
}

/// A cursor over the hand's text that counts lines as it passes them.
pub(super) struct Scanner<'a> {
    pub(super) str: &'a str,
    pub(super) text: &'a [u8],
    pub(super) pos: usize,
    pub(super) line: u64,
    /// The most decimal places of any amount read.
    pub(super) decimals: u8,
}

impl<'a> Scanner<'a> {
    pub(super) fn peek(&self) -> Option<u8> {
        self.text.get(self.pos).copied()
    }

    /// Whether the cursor is at the start of a line.
    pub(super) fn at_line_start(&self) -> bool {
        self.pos == 0 || self.text.get(self.pos - 1) == Some(&b'\n')
    }

    /// The text from the cursor to the end of its line.
    pub(super) fn rest_of_line(&self) -> &'a [u8] {
        crate::affix::before_byte(self.text.get(self.pos..).unwrap_or_default(), b'\n')
    }

    /// Spaces and tabs.
    pub(super) fn blanks(&mut self) {
        while let Some(b' ' | b'\t') = self.peek() {
            self.pos += 1;
        }
    }

    /// A comment's rest of the line (not its newline).
    pub(super) fn comment(&mut self) -> Result<(), Problem> {
        if self.peek() == Some(b'#') {
            return self.skip_comment();
        }
        Ok(())
    }

    #[inline(never)]
    fn skip_comment(&mut self) -> Result<(), Problem> {
        let comment = self.rest_of_line();
        let text = crate::lines::strip_cr(comment);
        if let Some(&byte) = text.iter().find(|&&b| strings::is_control(b)) {
            return Err(Problem::syntax(format!(
                "has a control character (U+{byte:04X}) in a comment"
            )));
        }
        self.pos += comment.len();
        Ok(())
    }

    /// Blanks, comments and newlines (between lines, and inside arrays).
    #[inline]
    pub(super) fn space(&mut self) -> Result<(), Problem> {
        loop {
            match self.peek() {
                Some(b' ' | b'\t' | b'\r') => self.pos += 1,
                Some(b'\n') => {
                    self.pos += 1;
                    self.line += 1;
                }
                Some(b'#') => self.skip_comment()?,
                _ => return Ok(()),
            }
        }
    }

    /// The end of a `key = value` line: blanks, perhaps a comment, then a newline.
    pub(super) fn end_of_line(&mut self, key: &str) -> Result<(), Problem> {
        self.blanks();
        self.comment()?;
        match self.peek() {
            None => Ok(()),
            Some(b'\n') => Ok(()),
            Some(b'\r') if self.text.get(self.pos + 1) == Some(&b'\n') => Ok(()),
            Some(_) => Err(Problem::syntax(format!(
                "unexpected '{}' after the value of '{key}'",
                self.token()
            ))),
        }
    }

    /// The text from here to the next blank, comma, bracket or line end, for messages.
    pub(super) fn token(&self) -> String {
        let rest = self.text.get(self.pos..).unwrap_or_default();
        let length = rest
            .iter()
            .take_while(|b| !b" \t\r\n,]#".contains(b))
            .count()
            .clamp(1, 40);
        let token: Vec<u8> = rest.iter().copied().take(length).collect();
        String::from_utf8_lossy(&token).into_owned()
    }

    pub(super) fn key(&mut self) -> Result<Cow<'a, str>, Problem> {
        if let Some(quote @ (b'"' | b'\'')) = self.peek() {
            if self.text.get(self.pos..self.pos + 3) == Some(&[quote; 3][..]) {
                return Err(Problem::syntax(
                    "a key cannot be a multi-line string: keys are bare or on one line",
                ));
            }
            return self.string();
        }
        let start = self.pos;
        self.pos += run_of(self.text.get(start..).unwrap_or_default(), KEY);
        if self.pos == start {
            return Err(match self.peek() {
                Some(b'[') => Problem::syntax(
                    "a table header inside a hand: a .phhs file's sections are [N] lines at the \
                     start of a line",
                ),
                _ => Problem::syntax(format!("expected a key, found '{}'", self.token())),
            });
        }
        if self.peek() == Some(b'.') {
            return Err(Problem::Unsupported(
                "dotted keys are not part of PHH".into(),
            ));
        }
        Ok(self.text_of(start, self.pos))
    }

    pub(super) fn text_of(&self, start: usize, end: usize) -> Cow<'a, str> {
        // The text is UTF-8 (checked once) and every cut is at an ASCII byte.
        Cow::Borrowed(self.str.get(start..end).unwrap_or_default())
    }

    /// `[item, item, …]` over any number of lines, a trailing comma allowed.
    pub(super) fn array(
        &mut self,
        mut item: impl FnMut(&mut Scanner<'a>) -> Result<(), Problem>,
    ) -> Result<(), Problem> {
        if self.peek() != Some(b'[') {
            return Err(Problem::syntax(format!(
                "should be an array, not '{}'",
                self.token()
            )));
        }
        self.pos += 1;
        loop {
            self.space()?;
            match self.peek() {
                Some(b']') => {
                    self.pos += 1;
                    return Ok(());
                }
                None => return Err(Problem::syntax("ends before its array is closed with ']'")),
                _ => {}
            }
            item(self)?;
            self.space()?;
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b']') => {}
                None => return Err(Problem::syntax("ends before its array is closed with ']'")),
                Some(_) => {
                    return Err(Problem::syntax(format!(
                        "expected ',' or ']' in the array, found '{}'",
                        self.token()
                    )));
                }
            }
        }
    }

    /// A one-line array of plain numbers (`[0.50, 1, 0]`, a comma and a space between
    /// them), the common case, read at once: `each` takes each amount and its decimal
    /// places, and may refuse it. `None`, the cursor unmoved, for anything else (or a
    /// refusal), which [`Scanner::array`] then reads with its errors.
    pub(super) fn plain_numbers(&mut self, mut each: impl FnMut(Chips, u8) -> bool) -> Option<()> {
        let text = self.text.get(self.pos..)?;
        if text.first() != Some(&b'[') {
            return None;
        }
        let mut i = 1;
        loop {
            let (Number::Finite(chips, places), len) = plain_number(text.get(i..)?)? else {
                return None;
            };
            if !each(chips, places) {
                return None;
            }
            i += len;
            match text.get(i..i + 2)? {
                b", " => i += 2,
                [b']', _] => break,
                _ => return None,
            }
        }
        self.pos += i + 1;
        Some(())
    }

    /// A one-line array of strings without escapes (`['d dh p1 ????', 'p2 f']`, a comma
    /// and a space between them), the common case, read at once: `each` takes each
    /// string, and may refuse it. `None`, the cursor unmoved, for anything else (or a
    /// refusal), which [`Scanner::array`] then reads with its errors.
    pub(super) fn plain_strings(&mut self, mut each: impl FnMut(&'a str) -> bool) -> Option<()> {
        let text = self.text.get(self.pos..)?;
        if text.first() != Some(&b'[') {
            return None;
        }
        let mut i = 1;
        loop {
            let quote = match text.get(i)? {
                quote @ (b'\'' | b'"') => *quote,
                _ => return None,
            };
            let start = i + 1;
            let len = strings::plain_len(text.get(start..)?, quote)?;
            let end = start + len;
            // Not an empty string (it may open a multi-line one); nor one with an escape, a
            // tab or a control character (`plain_len`), which the general reader takes.
            if len == 0 {
                return None;
            }
            let string = self.str.get(self.pos + start..self.pos + end)?;
            if !each(string) {
                return None;
            }
            i = end + 1;
            match text.get(i..i + 2)? {
                b", " => i += 2,
                [b']', _] => break,
                _ => return None,
            }
        }
        self.pos += i + 1;
        Some(())
    }

    pub(super) fn boolean(&mut self) -> Result<bool, Problem> {
        match self.bare()?.as_ref() {
            "true" => Ok(true),
            "false" => Ok(false),
            other => Err(Problem::syntax(format!(
                "should be true or false, not '{other}'"
            ))),
        }
    }

    /// A bare value (number, boolean, date or time): up to a comma, bracket, comment or
    /// line end, trimmed. A date and a time may be separated by one space.
    pub(super) fn bare(&mut self) -> Result<Cow<'a, str>, Problem> {
        let start = self.pos;
        loop {
            self.pos += run_outside(self.text.get(self.pos..).unwrap_or_default(), BARE_END);
            if self.peek() == Some(b' ') && self.date_space(start) {
                self.pos += 1;
                continue;
            }
            break;
        }
        if self.pos == start {
            return Err(Problem::syntax(format!(
                "expected a value, found '{}'",
                self.token()
            )));
        }
        Ok(self.text_of(start, self.pos))
    }

    /// Whether the space at the cursor joins a date (`1979-05-27`) to a time.
    pub(super) fn date_space(&self, start: usize) -> bool {
        let before = self.text.get(start..self.pos).unwrap_or_default();
        before.len() == 10
            && before.get(4) == Some(&b'-')
            && self.text.get(self.pos + 1).is_some_and(u8::is_ascii_digit)
            && self.text.get(self.pos + 3) == Some(&b':')
    }

    /// A TOML integer or float as an exact amount in millionths.
    pub(super) fn number(&mut self) -> Result<Number, Problem> {
        let rest = self.text.get(self.pos..).unwrap_or_default();
        if let Some((number @ Number::Finite(_, decimals), len)) = plain_number(rest) {
            // A plain number ends where a bare value does (a space cannot join it to a
            // time: it is not a date).
            if let None | Some(b',' | b']' | b'#' | b'\n' | b'\r' | b'\t' | b' ') = rest.get(len) {
                self.pos += len;
                self.decimals = self.decimals.max(decimals);
                return Ok(number);
            }
        }
        let token = self.bare()?;
        parse_number(&token).inspect(|number| {
            if let Number::Finite(_, decimals) = number {
                self.decimals = self.decimals.max(*decimals);
            }
        })
    }

    /// The common metadata value, the rest of its line at once: a one-line string with
    /// nothing in it the string reader would stop at (`'Absolute Poker'`), or a bare value
    /// with no blank, comma, bracket or comment (`2009`, `00:00:09`). True when skipped;
    /// false, the cursor unmoved, for anything else, which the readers then take with
    /// their checks (each accepts these exactly as skipped here).
    fn skip_plain_line(&mut self) -> bool {
        let line = self.rest_of_line();
        let plain = match line {
            [] => false,
            // Its closing quote the line's last byte, and the first the string stops at.
            [quote @ (b'"' | b'\''), rest @ ..] => {
                strings::plain_len(rest, *quote).is_some_and(|len| len + 1 == rest.len())
            }
            [b'[' | b'{', ..] => false,
            _ => run_outside(line, BARE_END) == line.len(),
        };
        if plain {
            self.pos += line.len();
        }
        plain
    }

    /// Any value of a field this reader does not use, checked for syntax.
    pub(super) fn skip_value(&mut self) -> Result<(), Problem> {
        if self.skip_plain_line() {
            return Ok(());
        }
        match self.peek() {
            Some(b'"' | b'\'') => self.string().map(drop),
            Some(b'[') if self.plain_numbers(|_, _| true).is_some() => Ok(()),
            Some(b'[') => self.array(|reader| reader.skip_value()),
            Some(b'{') => Err(Problem::Unsupported(
                "inline tables are not part of PHH's fields".into(),
            )),
            _ => self.bare().map(drop),
        }
    }
}
