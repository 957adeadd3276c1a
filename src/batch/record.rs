//! Output records: a fixed-size copy per record from small pre-formatted tables, and
//! the error records of `--skip-invalid`.

use super::OutputFormat;
use crate::game::{Game, Score};
use crate::omaha::Low;

/// An output buffer written at a cursor: a record is copied as a fixed-size block (the
/// bounds check is one compare, the copy a few inlined moves) and the cursor moves by the
/// record's real length. Recycled buffers are not zeroed again: every byte up to the
/// cursor is written before it is read.
pub(super) struct RecordBuffer {
    buf: Vec<u8>,
    pos: usize,
}

impl RecordBuffer {
    pub(super) fn new(mut buf: Vec<u8>, expected: usize) -> RecordBuffer {
        if buf.len() < expected {
            buf.resize(expected, 0);
        }
        RecordBuffer { buf, pos: 0 }
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

/// Writes output records from small tables built from the game's ranking: a record is a
/// fixed prefix, the strength's decimal digits, and one of a few pre-formatted suffixes
/// (one per category as the format names it: "Two Pair" and "Royal Flush" in text,
/// "two_pair" in CSV and JSON). One 8-byte entry per strength (60 KB for hold'em, in L2)
/// holds the digits, their count and the suffix number, so a record costs one table load.
/// A game with a low adds one more load: the low's pre-formatted fields, by its strength.
/// Copies are constant-size (inlined moves, no `memcpy` call); the cursor then moves by
/// the real length.
pub(super) struct Records {
    format: OutputFormat,
    /// The game has a low: each record adds it (see [`Records::push_score`]).
    low: bool,
    prefix: [u8; 16],
    prefix_len: usize,
    /// Strength -> digits (ASCII, first digit in the lowest byte) | count << 32 | suffix
    /// number << 40.
    heads: Vec<u64>,
    suffixes: Vec<[u8; 32]>,
    suffix_lens: Vec<u8>,
    /// Low strength (0 for none, 1..=56) -> the low's fields, and their length: they
    /// take the place of the record's last byte (text) or two (CSV, JSON).
    lows: Vec<([u8; 48], u8)>,
}

/// A record part padded to a fixed block, with its length.
fn padded<const N: usize>(text: &str) -> ([u8; N], u8) {
    debug_assert!(text.len() <= N, "{text:?} is longer than {N} bytes");
    let mut block = [0u8; N];
    for (place, &byte) in block.iter_mut().zip(text.as_bytes()) {
        *place = byte;
    }
    (block, text.len().min(N) as u8)
}

impl Records {
    #[allow(clippy::indexing_slicing)] // strengths index a table of classes + 1
    pub(super) fn new(format: OutputFormat, game: Game) -> Records {
        let classes = game.classes();
        let mut heads = vec![0u64; usize::from(classes) + 1];
        // Text shows the poker name ("Two Pair", "Royal Flush"); CSV and JSON the machine
        // name ("two_pair"; a royal flush is a "straight_flush").
        let mut names: Vec<&'static str> = Vec::new();
        for n in 1..=classes {
            let Some(value) = game.value(n) else {
                continue;
            };
            let name = match format {
                OutputFormat::Text => value.category_name(),
                _ => value.category_id(),
            };
            let suffix = names
                .iter()
                .position(|&seen| seen == name)
                .unwrap_or_else(|| {
                    names.push(name);
                    names.len() - 1
                });
            let digits = n.to_string();
            let (packed, count) = padded::<4>(&digits);
            heads[usize::from(n)] = u64::from(u32::from_le_bytes(packed))
                | u64::from(count) << 32
                | (suffix as u64) << 40;
        }
        debug_assert!(names.len() < 16, "a suffix number has 4 bits");
        let (suffixes, suffix_lens) = names
            .iter()
            .map(|name| {
                padded::<32>(&match format {
                    OutputFormat::Text => format!(" {name}\n"),
                    OutputFormat::Csv => format!(",{name},\n"),
                    OutputFormat::Json => format!(",\"category\":\"{name}\"}}\n"),
                    OutputFormat::Bin => String::new(),
                })
            })
            .unzip();
        let lows = (0..=56)
            .map(|strength| {
                let low = (0..=u8::MAX)
                    .filter_map(Low::from_mask)
                    .find(|low| low.strength() == strength);
                padded::<48>(&low_fields(format, low))
            })
            .collect();
        let (prefix, prefix_len) = padded::<16>(match format {
            OutputFormat::Json => "{\"strength\":",
            _ => "",
        });
        Records {
            format,
            low: game.has_low(),
            prefix,
            prefix_len: usize::from(prefix_len),
            heads,
            suffixes,
            suffix_lens,
            lows,
        }
    }

    /// A hand's record from its strength in the game's ranking.
    #[inline(always)]
    #[allow(clippy::indexing_slicing)] // a strength is at most the ranking's classes; suffix numbers index the suffixes
    pub(super) fn push(&self, out: &mut RecordBuffer, strength: u16) {
        if self.format == OutputFormat::Bin {
            out.put(&strength.to_le_bytes(), 2);
            return;
        }
        if self.prefix_len > 0 {
            out.put(&self.prefix, self.prefix_len);
        }
        debug_assert!(
            usize::from(strength) < self.heads.len() && strength > 0,
            "strength {strength} is not in the ranking"
        );
        let head = self.heads[usize::from(strength)];
        out.put(&(head as u32).to_le_bytes(), (head >> 32) as usize & 7);
        let b = (head >> 40) as usize & 15;
        out.put(&self.suffixes[b], usize::from(self.suffix_lens[b]));
    }

    /// A hand's record in its game: the strength's record, with the low added when the
    /// game has one (in the place each format gives it, before the record's last field
    /// or its end).
    #[inline(always)]
    #[allow(clippy::indexing_slicing)] // a low's strength is at most 56
    pub(super) fn push_score(&self, out: &mut RecordBuffer, score: Score) {
        self.push(out, score.hand.strength());
        if !self.low {
            return;
        }
        let trailer = match self.format {
            OutputFormat::Bin => {
                let mask = score.low.map_or(0, |low| u16::from(low.mask()));
                out.put(&mask.to_le_bytes(), 2);
                return;
            }
            OutputFormat::Text => 1,
            OutputFormat::Csv | OutputFormat::Json => 2,
        };
        out.unput(trailer);
        let (fields, len) = &self.lows[usize::from(score.low.map_or(0, Low::strength))];
        out.put(fields, usize::from(*len));
    }

    pub(super) fn push_error(&self, out: &mut RecordBuffer, message: &str) {
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

/// The fields a game with a low adds to a record, from where they start to the record's
/// end: the low in words and its strength, or `none` (text), empty fields (CSV) or `null`.
fn low_fields(format: OutputFormat, low: Option<Low>) -> String {
    match (format, low) {
        (OutputFormat::Text, Some(low)) => format!(" low {}\n", low.describe()),
        (OutputFormat::Text, None) => " low none\n".to_owned(),
        (OutputFormat::Csv, Some(low)) => format!(",{},{},\n", low.describe(), low.strength()),
        (OutputFormat::Csv, None) => ",,,\n".to_owned(),
        (OutputFormat::Json, Some(low)) => format!(
            ",\"low\":{},\"low_strength\":{}}}\n",
            json_string(&low.describe()),
            low.strength()
        ),
        (OutputFormat::Json, None) => ",\"low\":null,\"low_strength\":null}\n".to_owned(),
        (OutputFormat::Bin, _) => String::new(),
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
