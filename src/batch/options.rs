//! What a run is asked to do, what it did, and why it stopped.

use std::io;

use crate::game::{DealError, Game};
use crate::lines::LineError;

/// How the input is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum InputFormat {
    /// One hand per line: any notation [`crate::parse_hand`] accepts, or `HOLE | BOARD`
    /// ([`Game::parse_deal`]; an Omaha line must be written so).
    #[default]
    Text,
    /// One little-endian `u64` card mask per hand, in every game but Omaha (a mask cannot
    /// keep a hole apart from its board).
    Bin,
}

/// How each hand's result is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum OutputFormat {
    /// `4567 Two Pair`, or `invalid: <error>`. A game with a low adds ` low 8-6-4-2-A`
    /// (or ` low none`).
    #[default]
    Text,
    /// A `strength,category,error` header, then `4567,two_pair,` or `,,"<error>"`. A
    /// game with a low adds a `low` column before `error` (empty for no low).
    Csv,
    /// `{"strength":4567,"category":"two_pair"}`, or `{"error":"<error>"}`. A game with a
    /// low adds `"low":"8-6-4-2-A"` (or `null`).
    Json,
    /// One little-endian `u16` strength, `0` for an invalid hand. A game with a low adds a
    /// `u16` low mask after each ([`crate::omaha::Low::mask`], `0` for no low).
    Bin,
}

/// What to do and how to name the input in errors.
#[derive(Clone, Debug)]
pub struct BatchOptions {
    /// The game every hand is scored in.
    pub game: Game,
    pub input: InputFormat,
    pub output: OutputFormat,
    /// Write an error record for a bad hand and go on, instead of stopping.
    pub skip_invalid: bool,
    /// The input's name in errors: a path or `<stdin>`.
    pub source_name: String,
    /// Bytes read per block (at least 64; rounded to whole records in binary input).
    pub block_size: usize,
}

impl Default for BatchOptions {
    fn default() -> BatchOptions {
        BatchOptions {
            game: Game::default(),
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
pub struct BatchSummary {
    /// Input lines (or binary records: one hand each).
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

impl BatchSummary {
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
    Line(#[from] LineError<DealError>),
    /// A bad record in binary input (without `skip_invalid`), or a truncated last record.
    #[error("{source_name}: record {record}: {reason}")]
    Record {
        source_name: String,
        record: u64,
        reason: String,
    },
    /// The options ask for something the game cannot do (binary input for Omaha).
    #[error("{0}")]
    Unsupported(String),
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
