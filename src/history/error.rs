//! Why a hand cannot be read or replayed, and where: file, hand section and line.

use std::fmt;
use std::sync::Arc;

use super::hand::Source;

/// A hand that cannot be read or replayed: displays as `FILE:LINE: hand [N]: problem`.
#[derive(Debug, thiserror::Error)]
pub struct HistoryError {
    /// The file (`<stdin>` for standard input).
    pub file: Arc<str>,
    /// The hand's `[N]` section in a `.phhs` file.
    pub section: Option<String>,
    /// 1-based line of the offending text, where there is one.
    pub line: Option<u64>,
    /// What is wrong.
    pub problem: Problem,
}

impl HistoryError {
    pub(crate) fn new(source: &Source, line: Option<u64>, problem: Problem) -> HistoryError {
        HistoryError {
            file: source.file.clone(),
            section: source.section.clone(),
            line,
            problem,
        }
    }

    pub(crate) fn io(file: Arc<str>, error: std::io::Error) -> HistoryError {
        HistoryError {
            file,
            section: None,
            line: None,
            problem: Problem::Io(error),
        }
    }
}

impl fmt::Display for HistoryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
        }
        if let Some(section) = &self.section {
            write!(f, ": hand [{section}]")?;
        }
        write!(f, ": {}", self.problem)
    }
}

/// What is wrong with a hand (or a file).
#[derive(Debug, thiserror::Error)]
pub enum Problem {
    /// The file cannot be opened or read (or its gzip stream is broken).
    #[error("{0}")]
    Io(#[from] std::io::Error),
    /// Text that is not the TOML that PHH files are written in.
    #[error("{0}")]
    Syntax(String),
    /// A field that a hand of its variant needs is not there.
    #[error("the field '{0}' is missing")]
    Missing(&'static str),
    /// A field whose value is not what the standard says.
    #[error("the field '{field}' {message}")]
    Field { field: String, message: String },
    /// A variant, or a part of the standard, that handrank does not replay.
    #[error("{0}")]
    Unsupported(String),
    /// An action that cannot be read, or cannot happen at that point of the hand.
    #[error("'{action}': {message}")]
    Action { action: String, message: String },
    /// An action that cannot happen at its point of the hand (the replay's rules).
    #[error("'{action}': {error}")]
    Refused {
        action: String,
        error: Box<crate::history::ActionError>,
    },
}

impl Problem {
    pub(crate) fn syntax(message: impl Into<String>) -> Problem {
        Problem::Syntax(message.into())
    }

    pub(crate) fn field(field: &str, message: impl Into<String>) -> Problem {
        Problem::Field {
            field: field.to_owned(),
            message: message.into(),
        }
    }
}
