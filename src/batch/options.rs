//! What a run is asked to do, what it did, and why it stopped.

use std::io;

use crate::lines::LineError;

/// How the input is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum InputFormat {
    /// One hand per line, any notation [`parse_hand`] accepts.
    #[default]
    Text,
    /// One little-endian `u64` card mask per hand.
    Bin,
}

/// How each hand's result is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum OutputFormat {
    /// `4567 Two Pair`, or `invalid: <error>`.
    #[default]
    Text,
    /// A `strength,category,error` header, then `4567,two_pair,` or `,,"<error>"`.
    Csv,
    /// `{"strength":4567,"category":"two_pair"}`, or `{"error":"<error>"}`.
    Json,
    /// One little-endian `u16` strength, `0` for an invalid hand.
    Bin,
}

/// What to do and how to name the input in errors.
#[derive(Clone, Debug)]
pub struct Options {
    pub input: InputFormat,
    pub output: OutputFormat,
    /// Write an error record for a bad hand and go on, instead of stopping.
    pub skip_invalid: bool,
    /// The input's name in errors: a path or `<stdin>`.
    pub source_name: String,
    /// Bytes read per block (at least 64; rounded to whole records in binary input).
    pub block_size: usize,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            input: InputFormat::Text,
            output: OutputFormat::Text,
            skip_invalid: false,
            source_name: "<stdin>".to_owned(),
            block_size: 1 << 20,
        }
    }
}

/// What a run did.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Summary {
    /// Input lines (or binary records).
    pub lines: u64,
    /// Hands scored.
    pub scored: u64,
    /// Bad hands written as error records.
    pub invalid: u64,
    /// Input bytes.
    pub bytes: u64,
    /// Wall-clock time.
    pub seconds: f64,
}

impl Summary {
    /// Hands scored per second.
    pub fn rate(&self) -> f64 {
        self.scored as f64 / self.seconds.max(1e-9)
    }

    /// Input megabytes (10⁶ bytes) per second.
    pub fn megabytes_per_second(&self) -> f64 {
        self.bytes as f64 / 1e6 / self.seconds.max(1e-9)
    }
}

/// Why a run stopped.
#[derive(Debug, thiserror::Error)]
pub enum BatchError {
    /// A bad line in text input (without `skip_invalid`).
    #[error(transparent)]
    Line(#[from] LineError),
    /// A bad record in binary input (without `skip_invalid`), or a truncated last record.
    #[error("{source_name}: record {record}: {reason}")]
    Record {
        source_name: String,
        record: u64,
        reason: String,
    },
    /// The input could not be read.
    #[error("reading {source_name}: {error}")]
    Read {
        source_name: String,
        error: io::Error,
    },
    /// The output could not be written (a closed pipe shows up here as `BrokenPipe`).
    #[error("writing output: {0}")]
    Write(io::Error),
}
