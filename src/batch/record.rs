//! Output records: a fixed-size copy per record from small pre-formatted tables, and
//! the error records of `--skip-invalid`.

use super::OutputFormat;
use crate::game::{HandValue, Score};
use crate::strength::Strength;

/// An output buffer written at a cursor: a record is copied as a fixed-size block (the
/// bounds check is one compare, the copy a few inlined moves) and the cursor moves by the
/// record's real length. Recycled buffers are not zeroed again: every byte up to the
/// cursor is written before it is read.
pub(super) struct Out {
    buf: Vec<u8>,
    pos: usize,
}

impl Out {
    pub(super) fn new(mut buf: Vec<u8>, expected: usize) -> Out {
        if buf.len() < expected {
            buf.resize(expected, 0);
        }
        Out { buf, pos: 0 }
    }

    /// Copies all `N` bytes, then keeps the first `len` (at most `N`).
    #[inline(always)]
    #[allow(clippy::indexing_slicing)] // the buffer has just been grown to fit
    fn put<const N: usize>(&mut self, bytes: &[u8; N], len: usize) {
        debug_assert!(len <= N, "a record part of {len} bytes in a {N}-byte block");
        if self.buf.len() < self.pos + N {
            self.grow(N);
        }
        self.buf[self.pos..self.pos + N].copy_from_slice(bytes);
        self.pos += len;
    }

    #[allow(clippy::indexing_slicing)] // the buffer has just been grown to fit
    pub(super) fn put_slice(&mut self, bytes: &[u8]) {
        if self.buf.len() < self.pos + bytes.len() {
            self.grow(bytes.len());
        }
        self.buf[self.pos..self.pos + bytes.len()].copy_from_slice(bytes);
        self.pos += bytes.len();
    }

    #[cold]
    fn grow(&mut self, more: usize) {
        let len = (self.buf.len() * 2).max(self.pos + more + 256);
        self.buf.resize(len, 0);
    }

    /// Takes back the last `len` bytes written.
    fn unput(&mut self, len: usize) {
        debug_assert!(len <= self.pos, "taking back more than was written");
        self.pos = self.pos.saturating_sub(len);
    }

    /// The buffer and how much of it is output. The buffer keeps its length, so reusing
    /// it needs no zeroing.
    pub(super) fn finish(self) -> (Vec<u8>, usize) {
        (self.buf, self.pos)
    }
}

/// Writes output records from small tables: a record is a fixed prefix, the strength's
/// decimal digits, and one of ten pre-formatted suffixes (the nine categories and the
/// royal flush). One 8-byte entry per strength (60 KB, in L2) holds the digits, their
/// count and the suffix number, so a record costs one table load. Copies are
/// constant-size (inlined moves, no `memcpy` call); the cursor then moves by the real
/// length.
pub(super) struct Records {
    format: OutputFormat,
    /// The game has a low: each record adds it (see [`Records::push_score`]).
    low: bool,
    prefix: [u8; 16],
    prefix_len: usize,
    /// Strength -> digits (ASCII, first digit in the lowest byte) | count << 32 | suffix
    /// number << 40.
    heads: Vec<u64>,
    suffixes: [[u8; 32]; 10],
    suffix_lens: [u8; 10],
}

impl Records {
    #[allow(clippy::indexing_slicing)] // strengths index a table of MAX + 1; suffix numbers are below 10
    pub(super) fn new(format: OutputFormat, low: bool) -> Records {
        let mut heads = vec![0u64; usize::from(Strength::MAX.get()) + 1];
        // Text shows the poker name ("Two Pair", "Royal Flush"); CSV and JSON the machine
        // name ("two_pair"; a royal flush is a "straight_flush").
        let mut names = [""; 10];
        for value in 1..=Strength::MAX.get() {
            if let Some(s) = Strength::new(value) {
                let b = if s.is_royal() {
                    9
                } else {
                    s.category().number() - 1
                };
                names[usize::from(b)] = match format {
                    OutputFormat::Text => s.name(),
                    _ => s.category().id(),
                };
                let digits = value.to_string();
                let mut packed = [0u8; 4];
                for (place, &digit) in packed.iter_mut().zip(digits.as_bytes()) {
                    *place = digit;
                }
                heads[usize::from(value)] = u64::from(u32::from_le_bytes(packed))
                    | (digits.len() as u64) << 32
                    | u64::from(b) << 40;
            }
        }
        let mut suffixes = [[0u8; 32]; 10];
        let mut suffix_lens = [0u8; 10];
        for ((slot, len), name) in suffixes.iter_mut().zip(&mut suffix_lens).zip(names) {
            let text = match format {
                OutputFormat::Text => format!(" {name}\n"),
                OutputFormat::Csv => format!(",{name},\n"),
                OutputFormat::Json => format!(",\"category\":\"{name}\"}}\n"),
                OutputFormat::Bin => String::new(),
            };
            debug_assert!(text.len() <= slot.len(), "{text:?} is too long");
            for (place, &byte) in slot.iter_mut().zip(text.as_bytes()) {
                *place = byte;
            }
            *len = text.len() as u8;
        }
        let prefix: &[u8] = match format {
            OutputFormat::Json => b"{\"strength\":",
            _ => b"",
        };
        let mut padded = [0u8; 16];
        for (place, &byte) in padded.iter_mut().zip(prefix) {
            *place = byte;
        }
        Records {
            format,
            low,
            prefix: padded,
            prefix_len: prefix.len(),
            heads,
            suffixes,
            suffix_lens,
        }
    }

    #[inline(always)]
    #[allow(clippy::indexing_slicing)] // a strength is at most MAX; suffix numbers are below 10
    pub(super) fn push(&self, out: &mut Out, strength: Strength) {
        let s = strength.get();
        if self.format == OutputFormat::Bin {
            out.put(&s.to_le_bytes(), 2);
            return;
        }
        if self.prefix_len > 0 {
            out.put(&self.prefix, self.prefix_len);
        }
        let head = self.heads[usize::from(s)];
        out.put(&(head as u32).to_le_bytes(), (head >> 32) as usize & 7);
        let b = (head >> 40) as usize & 15;
        out.put(&self.suffixes[b], usize::from(self.suffix_lens[b]));
    }

    /// A hand's record in its game: the strength's record, with the low added when the
    /// game has one (in the place each format gives it, before the record's last field
    /// or its end).
    #[inline(always)]
    pub(super) fn push_score(&self, out: &mut Out, score: Score) {
        match score.hand {
            HandValue::High(strength) => self.push(out, strength),
            value => self.push_value(out, value),
        }
        if !self.low {
            return;
        }
        let low = score.low.map(|low| low.describe());
        let low_strength = score.low.map(|low| low.strength());
        let (trailer, added) = match self.format {
            OutputFormat::Text => (1, format!(" low {}\n", low.as_deref().unwrap_or("none"))),
            OutputFormat::Csv => {
                let strength = low_strength.map(|s| s.to_string()).unwrap_or_default();
                let low = low.as_deref().unwrap_or("");
                (2, format!(",{low},{strength},\n"))
            }
            OutputFormat::Json => {
                let low = low.map_or_else(|| "null".to_owned(), |low| json_string(&low));
                let strength = low_strength.map_or_else(|| "null".to_owned(), |s| s.to_string());
                (2, format!(",\"low\":{low},\"low_strength\":{strength}}}\n"))
            }
            OutputFormat::Bin => {
                let mask = score.low.map_or(0, |low| u16::from(low.mask()));
                out.put(&mask.to_le_bytes(), 2);
                return;
            }
        };
        out.unput(trailer);
        out.put_slice(added.as_bytes());
    }

    /// A record of a ranking without pre-formatted tables (the games other than hold'em,
    /// Omaha and stud): the same fields, formatted as it goes.
    fn push_value(&self, out: &mut Out, value: HandValue) {
        let strength = value.strength();
        let record = match self.format {
            OutputFormat::Text => format!("{strength} {}\n", value.category_name()),
            OutputFormat::Csv => format!("{strength},{},\n", value.category_id()),
            OutputFormat::Json => format!(
                "{{\"strength\":{strength},\"category\":\"{}\"}}\n",
                value.category_id()
            ),
            OutputFormat::Bin => {
                out.put(&strength.to_le_bytes(), 2);
                return;
            }
        };
        out.put_slice(record.as_bytes());
    }

    pub(super) fn push_error(&self, out: &mut Out, message: &str) {
        let blank = if self.low { ",,,," } else { ",," };
        let record = match self.format {
            OutputFormat::Text => format!("invalid: {message}\n"),
            OutputFormat::Csv => format!("{blank}\"{}\"\n", message.replace('"', "\"\"")),
            OutputFormat::Json => format!("{{\"error\":{}}}\n", json_string(message)),
            OutputFormat::Bin => {
                let zeros = [0; 4];
                out.put(&zeros, if self.low { 4 } else { 2 });
                return;
            }
        };
        out.put_slice(record.as_bytes());
    }

    /// About how many output bytes a 7-card text line (21 bytes) gives, rounded up.
    pub(super) fn growth(&self) -> usize {
        match self.format {
            OutputFormat::Bin => 1,
            OutputFormat::Text | OutputFormat::Csv => 1,
            OutputFormat::Json => 3,
        }
    }

    pub(super) fn header(&self) -> &'static [u8] {
        match (self.format, self.low) {
            (OutputFormat::Csv, false) => b"strength,category,error\n",
            (OutputFormat::Csv, true) => b"strength,category,low,low_strength,error\n",
            _ => b"",
        }
    }
}

/// `text` as a JSON string literal, quotes included: `"`, `\` and the control characters
/// below U+0020 escaped (as `\n`, `\t`, … or `\u00XX`), everything else as it is (JSON text is UTF-8).
pub(super) fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if u32::from(c) < 0x20 => {
                out.push_str(&format!("\\u{:04x}", u32::from(c)));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
