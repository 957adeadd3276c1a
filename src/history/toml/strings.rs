//! TOML's strings, every form the spec (toml.io/en/v1.0.0#string) allows: basic `"…"`
//! with escapes, literal `'…'`, multi-line basic `"""…"""` (the newline after the
//! opening delimiter trimmed, a backslash at a line's end joining it to the next
//! non-blank text) and multi-line literal `'''…'''`, on one line or over many, the lines
//! counted as they pass. The escapes are TOML 1.0's (`\b \t \n \f \r \" \\ \uXXXX
//! \UXXXXXXXX`) and TOML 1.1's `\e` and `\xHH`. A control character other than tab
//! (newlines too, outside multi-line strings) is an error, as the spec has it.
//!
//! The common string, one line without escapes, is found with a table of the bytes that
//! end its plain text (`STOP`) and borrowed from the text; anything else is read byte by
//! byte into a new string.

use std::borrow::Cow;

use super::Scanner;
use crate::history::error::Problem;

/// Whether a byte is a control character no TOML string may hold as itself (tab may).
pub(super) fn is_control(byte: u8) -> bool {
    (byte < 0x20 && byte != b'\t') || byte == 0x7f
}

/// The bytes a one-line string's plain text stops at, one bit per quote: its own quote,
/// a backslash in a basic string, and every control byte (tab too, which the general
/// reader then takes). One load and test a byte, fewer than comparing with each.
#[allow(clippy::indexing_slicing)] // evaluated at compile time: an index out of range fails the build
static STOP: [u8; 256] = {
    let mut stop = [0u8; 256];
    let mut byte = 0;
    while byte < 0x20 {
        stop[byte] = LITERAL | BASIC;
        byte += 1;
    }
    stop[0x7f] = LITERAL | BASIC;
    stop[b'\'' as usize] = LITERAL;
    stop[b'"' as usize] = BASIC;
    stop[b'\\' as usize] = BASIC;
    stop
};
const LITERAL: u8 = 1;
const BASIC: u8 = 2;

/// The length of the plain text at the start of `text` in a one-line string opened by
/// `quote`: up to its closing quote when nothing in it needs the general reader.
#[inline]
pub(super) fn plain_len(text: &[u8], quote: u8) -> Option<usize> {
    let len = first_stop(text, quote)?;
    (text.get(len) == Some(&quote)).then_some(len)
}

/// Where the first byte of `text` that a one-line string opened by `quote` stops at is
/// ([`STOP`]): eight bytes at a time, each test a few operations on a `u64` for all
/// eight (names and actions are a hand's longest text), then byte by byte.
#[inline]
fn first_stop(text: &[u8], quote: u8) -> Option<usize> {
    const ONES: u64 = u64::from_le_bytes([1; 8]);
    const HIGHS: u64 = ONES << 7;
    // A high bit for each byte below `n` (`n` at most 0x80), exact up to the first.
    let below = |x: u64, n: u8| x.wrapping_sub(ONES * u64::from(n)) & !x & HIGHS;
    let equal = |x: u64, byte: u8| below(x ^ (ONES * u64::from(byte)), 1);
    let mut words = text.chunks_exact(8);
    let mut at = 0;
    for word in &mut words {
        let x = u64::from_le_bytes(word.try_into().ok()?);
        let mut stops = below(x, 0x20) | equal(x, 0x7f) | equal(x, quote);
        if quote == b'"' {
            stops |= equal(x, b'\\');
        }
        if stops != 0 {
            return Some(at + stops.trailing_zeros() as usize / 8);
        }
        at += 8;
    }
    let mask = if quote == b'"' { BASIC } else { LITERAL };
    #[allow(clippy::indexing_slicing)] // a byte indexes a table of 256 entries
    let rest = words
        .remainder()
        .iter()
        .position(|&b| STOP[usize::from(b)] & mask != 0)?;
    Some(at + rest)
}

fn control(byte: u8) -> Problem {
    Problem::syntax(format!(
        "has a control character (U+{byte:04X}) in a string: write it as an escape in a \
         basic string"
    ))
}

fn not_closed() -> Problem {
    Problem::syntax("has a string that is not closed on its line")
}

impl<'a> Scanner<'a> {
    /// A string of any form at the cursor.
    pub(in crate::history) fn string(&mut self) -> Result<Cow<'a, str>, Problem> {
        let quote = match self.peek() {
            Some(quote @ (b'"' | b'\'')) => quote,
            _ => {
                return Err(Problem::syntax(format!(
                    "expected a string, found '{}'",
                    self.token()
                )));
            }
        };
        if self.text.get(self.pos..self.pos + 3) == Some(&[quote; 3][..]) {
            return self.multi_line(quote);
        }
        self.pos += 1;
        let start = self.pos;
        let rest = self.text.get(start..).unwrap_or_default();
        if let Some(len) = plain_len(rest, quote) {
            self.pos = start + len + 1;
            return Ok(self.text_of(start, start + len));
        }
        if quote == b'"' {
            return self.basic_string(start, false);
        }
        // A literal string with a tab or a control byte: as written up to its quote.
        let end = memchr::memchr2(quote, b'\n', rest).filter(|&len| rest.get(len) == Some(&quote));
        let len = end.ok_or_else(not_closed)?;
        if let Some(&byte) = rest
            .get(..len)
            .and_then(|s| s.iter().find(|&&b| is_control(b)))
        {
            return Err(control(byte));
        }
        self.pos = start + len + 1;
        Ok(self.text_of(start, start + len))
    }

    /// `"""…"""` or `'''…'''`, the cursor on the opening delimiter.
    fn multi_line(&mut self, quote: u8) -> Result<Cow<'a, str>, Problem> {
        let opened = self.line;
        self.pos += 3;
        // A newline right after the opening delimiter is not part of the string.
        let rest = self.text.get(self.pos..).unwrap_or_default();
        let newline = match rest {
            [b'\n', ..] => 1,
            [b'\r', b'\n', ..] => 2,
            _ => 0,
        };
        if newline > 0 {
            self.pos += newline;
            self.line += 1;
        }
        let read = match quote {
            b'"' => self.basic_string(self.pos, true),
            _ => self.multi_line_literal(),
        };
        read.map_err(|problem| match problem {
            Problem::Syntax(message) if message == MULTI_LINE_NOT_CLOSED => {
                // Named at the line that opens it: the end of the text is no place.
                self.line = opened;
                Problem::syntax(message)
            }
            other => other,
        })
    }

    /// A multi-line literal string's text, from just after its first line: as written.
    fn multi_line_literal(&mut self) -> Result<Cow<'a, str>, Problem> {
        let start = self.pos;
        let rest = self.text.get(start..).unwrap_or_default();
        let close = memchr::memmem::find(rest, b"'''")
            .ok_or_else(|| Problem::syntax(MULTI_LINE_NOT_CLOSED))?;
        // One or two quotes just before the closing three are the string's own.
        let mut end = close;
        while end < close + 2 && rest.get(end + 3) == Some(&b'\'') {
            end += 1;
        }
        let body = rest.get(..end).unwrap_or_default();
        for (i, &byte) in body.iter().enumerate() {
            match byte {
                b'\n' => self.line += 1,
                b'\r' if body.get(i + 1) == Some(&b'\n') => {}
                byte if is_control(byte) => return Err(control(byte)),
                _ => {}
            }
        }
        self.pos = start + end + 3;
        Ok(self.text_of(start, start + end))
    }

    /// A basic string from `start` (just after its opening quote, or a multi-line one's
    /// first line), escapes and all.
    pub(super) fn basic_string(
        &mut self,
        start: usize,
        multi_line: bool,
    ) -> Result<Cow<'a, str>, Problem> {
        let rest = self.str.get(start..).unwrap_or_default();
        let bytes = rest.as_bytes();
        let mut out = String::new();
        // The text since the last escape, copied when the next one (or the end) comes.
        let mut plain = 0;
        let mut i = 0;
        loop {
            let Some(&byte) = bytes.get(i) else {
                return Err(if multi_line {
                    Problem::syntax(MULTI_LINE_NOT_CLOSED)
                } else {
                    not_closed()
                });
            };
            match byte {
                b'"' if !multi_line => {
                    out.push_str(rest.get(plain..i).unwrap_or_default());
                    self.pos = start + i + 1;
                    return Ok(Cow::Owned(out));
                }
                b'"' => {
                    let run = bytes.get(i..).unwrap_or_default();
                    let run = run.iter().take_while(|&&b| b == b'"').count();
                    if run < 3 {
                        i += run;
                        continue;
                    }
                    // One or two quotes just before the closing three are the string's.
                    let end = i + (run - 3).min(2);
                    out.push_str(rest.get(plain..end).unwrap_or_default());
                    self.pos = start + end + 3;
                    return Ok(Cow::Owned(out));
                }
                b'\\' => {
                    out.push_str(rest.get(plain..i).unwrap_or_default());
                    i += 1;
                    let after = bytes.get(i..).unwrap_or_default();
                    let blanks = after.iter().take_while(|&&b| b == b' ' || b == b'\t');
                    let blanks = blanks.count();
                    let line_end =
                        matches!(after.get(blanks..), Some([b'\n', ..] | [b'\r', b'\n', ..]));
                    if multi_line && line_end {
                        // A line-ending backslash: the blanks and newlines after it go.
                        i += blanks;
                        loop {
                            match bytes.get(i..).unwrap_or_default() {
                                [b' ' | b'\t', ..] => i += 1,
                                [b'\n', ..] => {
                                    i += 1;
                                    self.line += 1;
                                }
                                [b'\r', b'\n', ..] => {
                                    i += 2;
                                    self.line += 1;
                                }
                                _ => break,
                            }
                        }
                    } else {
                        let (escaped, len) = escape(rest.get(i..).unwrap_or_default())?;
                        out.push(escaped);
                        i += len;
                    }
                    plain = i;
                }
                b'\n' if multi_line => {
                    self.line += 1;
                    i += 1;
                }
                b'\r' if multi_line && bytes.get(i + 1) == Some(&b'\n') => i += 1,
                b'\n' => return Err(not_closed()),
                byte if is_control(byte) => return Err(control(byte)),
                _ => i += 1,
            }
        }
    }
}

/// The message of a multi-line string never closed (named at its opening line).
const MULTI_LINE_NOT_CLOSED: &str = "has a multi-line string that is never closed";

/// The escape after a backslash in `after`: the character, and the bytes it takes.
fn escape(after: &str) -> Result<(char, usize), Problem> {
    let kind = after.chars().next();
    let simple = match kind {
        Some('b') => Some('\u{8}'),
        Some('t') => Some('\t'),
        Some('n') => Some('\n'),
        Some('f') => Some('\u{c}'),
        Some('r') => Some('\r'),
        Some('e') => Some('\u{1b}'),
        Some('"') => Some('"'),
        Some('\\') => Some('\\'),
        _ => None,
    };
    if let Some(escaped) = simple {
        return Ok((escaped, 1));
    }
    let digits = match kind {
        Some('x') => 2,
        Some('u') => 4,
        Some('U') => 8,
        Some(c) if c.is_whitespace() => {
            return Err(Problem::syntax(
                "has a backslash before a blank or a line end, which only a multi-line \
                 basic string (\"\"\"…\"\"\") allows",
            ));
        }
        Some(c) => {
            return Err(Problem::syntax(format!("has an unknown escape '\\{c}'")));
        }
        None => return Err(not_closed()),
    };
    let hex = after.get(1..1 + digits).unwrap_or_default();
    let bad = || {
        let shown: String = after.chars().take(1 + digits).collect();
        Problem::syntax(format!(
            "has a bad escape '\\{shown}': \\{} takes {digits} hex digits of a Unicode scalar value",
            kind.unwrap_or_default()
        ))
    };
    if hex.len() != digits || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(bad());
    }
    let value = u32::from_str_radix(hex, 16).map_err(|_| bad())?;
    let escaped = char::from_u32(value).ok_or_else(bad)?;
    Ok((escaped, 1 + digits))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_stop_eight_bytes_at_a_time_is_the_first_the_table_stops_at() {
        for quote in [b'\'', b'"'] {
            let mask = if quote == b'"' { BASIC } else { LITERAL };
            let by_table =
                |text: &[u8]| text.iter().position(|&b| STOP[usize::from(b)] & mask != 0);
            // Every byte at every place of a string of plain text, and a second stop after.
            for len in 0..20 {
                for at in 0..len {
                    for byte in 0..=255u8 {
                        let mut text = vec![b'a'; len];
                        text[at] = byte;
                        if at + 3 < len {
                            text[at + 3] = quote;
                        }
                        assert_eq!(first_stop(&text, quote), by_table(&text), "{text:?}");
                    }
                }
            }
        }
    }

    /// The string at the start of `text`, the line the cursor is then on (from 1), and
    /// the text after it.
    fn read(text: &str) -> Result<(String, u64, &str), String> {
        let mut reader = Scanner {
            str: text,
            text: text.as_bytes(),
            pos: 0,
            line: 1,
            decimals: 0,
        };
        let string = reader
            .string()
            .map_err(|e| format!("{}: {e}", reader.line))?;
        Ok((string.into_owned(), reader.line, &text[reader.pos..]))
    }

    #[test]
    fn every_form_reads_as_the_spec_says() {
        let cases: &[(&str, &str, u64)] = &[
            (r#""plain" x"#, "plain", 1),
            ("'' x", "", 1),
            (r#""" x"#, "", 1),
            (r"'C:\Users\nodejs' x", r"C:\Users\nodejs", 1),
            ("'tab\there' x", "tab\there", 1),
            (
                r#""tab\there, \"quoted\" \\ back" x"#,
                "tab\there, \"quoted\" \\ back",
                1,
            ),
            (r#""\b\f\n\r\e" x"#, "\u{8}\u{c}\n\r\u{1b}", 1),
            (r#""\u00e9\U0001F0A1\x41\u0000" x"#, "é🂡A\0", 1),
            ("\"é, ü, 汉\" x", "é, ü, 汉", 1),
            ("'''AMY'S AVE''' x", "AMY'S AVE", 1),
            (r#""""a "quoted" b""" x"#, "a \"quoted\" b", 1),
            // The newline after the opening delimiter is trimmed; others are kept.
            ("'''\nline one\nline two\n''' x", "line one\nline two\n", 4),
            (
                "\"\"\"\r\nline one\r\nline two\"\"\" x",
                "line one\r\nline two",
                3,
            ),
            ("'''\n\nafter a blank line''' x", "\nafter a blank line", 3),
            // A line-ending backslash joins the next non-blank text.
            (
                "\"\"\"The quick \\\n\n   brown \\   \n  fox\"\"\" x",
                "The quick brown fox",
                4,
            ),
            ("\"\"\"\\\n  \\\r\n  x\"\"\" x", "x", 3),
            ("\"\"\"a\\tb\n\\u00e9\"\"\" x", "a\tb\né", 2),
            // One or two quotes before the closing three are the string's.
            (r#""""a"""" x"#, "a\"", 1),
            (r#""""a""""" x"#, "a\"\"", 1),
            ("'''a'''' x", "a'", 1),
            ("'''a''''' x", "a''", 1),
            ("'''a\\n''' x", "a\\n", 1),
            ("\"\"\"\"\"\" x", "", 1),
        ];
        for &(text, expected, line) in cases {
            let read = read(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
            assert_eq!(read, (expected.to_owned(), line, " x"), "{text:?}");
        }
    }

    #[test]
    fn bad_strings_are_errors_at_their_line() {
        let cases: &[(&str, &str)] = &[
            (
                "\"abc\nx\"",
                "1: has a string that is not closed on its line",
            ),
            ("'abc\nx'", "1: has a string that is not closed on its line"),
            ("\"abc", "1: has a string that is not closed on its line"),
            ("\"abc\\", "1: has a string that is not closed on its line"),
            (
                "'''\nabc\n''",
                "1: has a multi-line string that is never closed",
            ),
            (
                "\"\"\"abc\n\n\"\"",
                "1: has a multi-line string that is never closed",
            ),
            (r#""a\q""#, r"1: has an unknown escape '\q'"),
            (
                r#""a\u12" "#,
                r#"1: has a bad escape '\u12" ': \u takes 4 hex digits"#,
            ),
            (r#""\uD800""#, r"1: has a bad escape '\uD800'"),
            (r#""\U00110000""#, r"1: has a bad escape '\U00110000'"),
            (r#""\x4""#, r#"1: has a bad escape '\x4"'"#),
            (r#""\u+123""#, r"1: has a bad escape '\u+123'"),
            (
                "\"a \\\nb\"",
                "1: has a backslash before a blank or a line end",
            ),
            ("\"\"\"one\ntwo \\z\"\"\"", r"2: has an unknown escape '\z'"),
            (
                "\"bell\u{7}\"",
                "1: has a control character (U+0007) in a string",
            ),
            (
                "'bell\u{7}'",
                "1: has a control character (U+0007) in a string",
            ),
            ("'cr\r'", "1: has a control character (U+000D)"),
            (
                "'''one\ntwo\u{7f}'''",
                "2: has a control character (U+007F)",
            ),
            (
                "\"\"\"one\ntwo\rthree\"\"\"",
                "2: has a control character (U+000D)",
            ),
        ];
        for &(text, expected) in cases {
            let error = read(text).map(|r| r.0).unwrap_err();
            assert!(
                error.starts_with(expected),
                "{text:?}: {error} / {expected}"
            );
        }
    }

    #[test]
    fn hands_read_strings_of_every_form_in_every_field_and_count_lines_across_them() {
        let text = "variant = \"\"\"NT\"\"\"\ntable = '''AMY'S AVE'''\n\
            venue = \"\"\"\nThe \\\n   Venue\"\"\"\n\
            antes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n\
            starting_stacks = [100, 100]\n\
            players = ['''ann\nsmith''', \"b\\u00f6b\"]\n\
            actions = [\"d dh p1 \\u0041hKh\", '''d dh p2 ????''', \"\"\"\np2 f\"\"\", 'p1 f']\n";
        let hand = crate::history::read_str(text, "t.phh").unwrap();
        let options = crate::history::EvOptions::default();
        let error = crate::history::analyze(hand, &options)
            .unwrap_err()
            .to_string();
        // p1's fold comes after p2's: the hand is over. The array opens on line 12, and
        // p2's fold, a string over two lines, leaves p1's on line 13.
        assert_eq!(error, "t.phh:13: 'p1 f': the hand is already over");
        let fine = text.replace(", 'p1 f']", "]");
        let hand = crate::history::read_str(&fine, "t.phh").unwrap();
        let names: Vec<&str> = hand.players.as_ref().unwrap().iter().collect();
        assert_eq!(names, ["ann\nsmith", "böb"]);
        assert_eq!(hand.actions.len(), 3);
        assert_eq!(hand.actions[2].line, 12);
        // An action over two lines that is no action: named at the line that opens it.
        let bad = fine.replace("p2 f\"\"\"", "p2 zz\"\"\"");
        let error = crate::history::read_str(&bad, "t.phh")
            .unwrap_err()
            .to_string();
        assert!(error.starts_with("t.phh:12: 'p2 zz'"), "{error}");
        // Errors after a multi-line string name their own line.
        let bad = fine.replace("min_bet = 2", "min_bet = x");
        let error = crate::history::read_str(&bad, "t.phh")
            .unwrap_err()
            .to_string();
        assert!(error.starts_with("t.phh:8: the field 'min_bet'"), "{error}");
        let comment = fine.replace("min_bet = 2", "min_bet = 2 # \u{7}");
        let error = crate::history::read_str(&comment, "t.phh")
            .unwrap_err()
            .to_string();
        assert!(error.starts_with("t.phh:8: has a control character (U+0007) in a comment"));
        let key = fine.replace("table = ", "'''table''' = ");
        let error = crate::history::read_str(&key, "t.phh")
            .unwrap_err()
            .to_string();
        assert!(error.starts_with("t.phh:2: a key cannot be a multi-line string"));
        // A multi-line string never closed is named at the line that opens it.
        let open = "variant = 'NT'\nvenue = \"\"\"\nThe\nantes = [0, 0]\n";
        let error = crate::history::read_str(open, "t.phh")
            .unwrap_err()
            .to_string();
        assert_eq!(
            error,
            "t.phh:2: the field 'venue' has a multi-line string that is never closed"
        );
    }
}
