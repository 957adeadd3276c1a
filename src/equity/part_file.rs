//! The text file every part of a long run is written to (the preflop tables', the flop
//! report's, an equity question's): a first line naming the format and its version, one
//! `name value` line per field, then the part's lines. The same part gives the same bytes
//! on any machine, so parts can be compared, and a lost one recomputed. Merging checks
//! once for every kind of part that the parts are of one run, each shard once, none
//! missing.
//!
//! ```text
//! handrank equity part, version 1
//! game holdem
//! …
//! shard 3/16
//! ```

use std::collections::BTreeMap;
use std::fmt::Display;
use std::str::FromStr;

use crate::Game;
use crate::equity::{Method, Shard};

/// Why bytes are not a part, or parts do not merge into the whole.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PartError {
    /// The first line is not the format's.
    #[error(
        "not a handrank {what} part (the first line is not \"handrank {what} part, version N\")"
    )]
    NotAPart { what: &'static str },
    /// A version this build does not read.
    #[error("{what} part format version {found}; this handrank reads version {reads}")]
    Version {
        what: &'static str,
        found: String,
        reads: u32,
    },
    /// A line that is not what the format has there.
    #[error("line {line}: {reason}")]
    Line { line: usize, reason: String },
    /// A part of another run (question, method or cut) than the first part.
    #[error("{part}: a part of {found}, but the first part is of {expected}")]
    Foreign {
        part: String,
        found: String,
        expected: String,
    },
    /// The same shard twice.
    #[error("{part}: shard {shard} again (also {first})")]
    Duplicate {
        part: String,
        shard: Shard,
        first: String,
    },
    /// Shards not given.
    #[error("shard{} {} of {count} missing", if .missing.len() > 1 { "s" } else { "" }, list(.missing))]
    Missing { missing: Vec<u32>, count: u32 },
    /// Counts past 2^64 when added: not parts of one run.
    #[error("{part}: the counts overflow when added: not a part of the same run")]
    Overflow { part: String },
    /// Counts no whole has (more wins and ties than boards).
    #[error("the counts are not a table's: {0}")]
    Inconsistent(String),
    /// A table asked of a part of another game, or of a shard rather than the whole.
    #[error("a {found} part, not the whole {expected} table")]
    NotTheTable { found: String, expected: String },
    /// No parts at all.
    #[error("no parts to merge")]
    Empty,
    /// A game with no preflop table.
    #[error("{0} has no preflop table: the preflop tables are hold'em's and PLO4's")]
    NoTable(Game),
}

fn list(numbers: &[u32]) -> String {
    let shown: Vec<String> = numbers.iter().take(10).map(u32::to_string).collect();
    let more = numbers.len().saturating_sub(10);
    let more = if more > 0 {
        format!(" and {more} more")
    } else {
        String::new()
    };
    format!("{}{more}", shown.join(", "))
}

/// A part's first line and its fields, one `name value` line each, as one text.
pub(crate) fn header(what: &str, version: u32, fields: &[(&str, &dyn Display)]) -> String {
    let mut text = format!("handrank {what} part, version {version}\n");
    for (name, value) in fields {
        text.push_str(&format!("{name} {value}\n"));
    }
    text
}

/// A part's lines as they are read: its header checked, then each field by name in
/// order, then the lines after them, each with its line number (from 1).
pub(crate) struct PartLines<'a> {
    lines: std::iter::Enumerate<std::str::SplitTerminator<'a, char>>,
    /// The line number just past the last line (where a missing line is said to be).
    end: usize,
}

impl<'a> PartLines<'a> {
    /// The lines of `bytes` after a first line of format `what` in version `version`.
    pub(crate) fn open(
        bytes: &'a [u8],
        what: &'static str,
        version: u32,
    ) -> Result<PartLines<'a>, PartError> {
        let text = std::str::from_utf8(bytes).map_err(|_| PartError::NotAPart { what })?;
        let mut lines = text.split_terminator('\n').enumerate();
        let magic = format!("handrank {what} part, version ");
        let found = match lines.next() {
            Some((_, first)) => first
                .strip_prefix(&magic)
                .ok_or(PartError::NotAPart { what })?,
            None => return Err(PartError::NotAPart { what }),
        };
        if found != version.to_string() {
            return Err(PartError::Version {
                what,
                found: found.to_owned(),
                reads: version,
            });
        }
        Ok(PartLines {
            lines,
            end: text.lines().count() + 1,
        })
    }

    /// The line number just past the last line.
    pub(crate) fn end(&self) -> usize {
        self.end
    }

    /// The value of the next line, which must be field `name`, and its line number.
    pub(crate) fn field(&mut self, name: &str) -> Result<(usize, &'a str), PartError> {
        let Some((i, text)) = self.lines.next() else {
            return Err(bad(
                self.end,
                format!("the part ends before its \"{name}\" line"),
            ));
        };
        let value = (text.strip_prefix(name))
            .and_then(|rest| rest.strip_prefix(' '))
            .ok_or_else(|| bad(i + 1, format!("expected \"{name} …\", found \"{text}\"")))?;
        Ok((i + 1, value))
    }

    /// Field `name`, read as a `T`.
    pub(crate) fn number<T: FromStr>(&mut self, name: &str) -> Result<T, PartError> {
        let (line, text) = self.field(name)?;
        text.parse()
            .map_err(|_| bad(line, format!("\"{text}\" is not a number")))
    }

    /// The `shard K/N` field.
    pub(crate) fn shard(&mut self) -> Result<Shard, PartError> {
        let (line, text) = self.field("shard")?;
        text.parse().map_err(|e| bad(line, format!("{e}")))
    }

    /// The game field, by the name the part was written with, and its line number.
    pub(crate) fn game(&mut self) -> Result<(usize, Game), PartError> {
        let (line, name) = self.field("game")?;
        let game = (name.parse::<Game>().ok())
            .filter(|g| g.name() == name)
            .ok_or_else(|| bad(line, format!("unknown game \"{name}\"")))?;
        Ok((line, game))
    }

    /// A number field written `-` when there is none (a seed, a count of trials).
    pub(crate) fn optional(&mut self, name: &str) -> Result<Option<u64>, PartError> {
        match self.field(name)? {
            (_, "-") => Ok(None),
            (line, text) => (text.parse().map(Some))
                .map_err(|_| bad(line, format!("\"{text}\" is not a number"))),
        }
    }

    /// The `method` field ([`method_name`]).
    pub(crate) fn method(&mut self) -> Result<Method, PartError> {
        match self.field("method")? {
            (_, "exact") => Ok(Method::Exact),
            (_, "monte_carlo") => Ok(Method::MonteCarlo),
            (line, text) => Err(bad(line, format!("unknown method \"{text}\""))),
        }
    }

    /// The lines after the fields read, each with its line number.
    pub(crate) fn rest(self) -> impl Iterator<Item = (usize, &'a str)> {
        self.lines.map(|(i, line)| (i + 1, line))
    }
}

/// A method as a part's `method` line names it.
pub(crate) fn method_name(method: Method) -> &'static str {
    match method {
        Method::Exact => "exact",
        Method::MonteCarlo => "monte_carlo",
    }
}

/// A number a part writes `-` when there is none.
pub(crate) fn optional_text(value: Option<u64>) -> String {
    value.map_or_else(|| "-".to_owned(), |v| v.to_string())
}

/// A line that is not what the format has there.
pub(crate) fn bad(line: usize, reason: String) -> PartError {
    PartError::Line { line, reason }
}

/// The parts `(name, part)` of every shard of one run, in the shards' order: each part's
/// `run` (what every part of one run shares: the question, the method, the count of
/// shards) must be the first part's, each shard given once and none missing; an error
/// names the part.
pub(crate) fn in_shard_order<P>(
    parts: impl IntoIterator<Item = (String, P)>,
    shard: impl Fn(&P) -> Shard,
    run: impl Fn(&P) -> String,
) -> Result<Vec<(String, P)>, PartError> {
    let mut parts = parts.into_iter();
    let (first_name, first) = parts.next().ok_or(PartError::Empty)?;
    let (expected, count) = (run(&first), shard(&first).count());
    let mut by_index = BTreeMap::from([(shard(&first).index(), (first_name, first))]);
    for (name, part) in parts {
        let (found, at) = (run(&part), shard(&part));
        if found != expected || at.count() != count {
            return Err(PartError::Foreign {
                part: name,
                found,
                expected,
            });
        }
        if let Some((first, _)) = by_index.get(&at.index()) {
            return Err(PartError::Duplicate {
                part: name,
                shard: at,
                first: first.clone(),
            });
        }
        by_index.insert(at.index(), (name, part));
    }
    let missing: Vec<u32> = (1..=count).filter(|k| !by_index.contains_key(k)).collect();
    if !missing.is_empty() {
        return Err(PartError::Missing { missing, count });
    }
    Ok(by_index.into_values().collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shard(text: &str) -> Shard {
        text.parse().expect("a shard")
    }

    #[test]
    fn fields_are_read_in_order_with_their_lines() {
        let text = header("test", 2, &[("game", &"razz"), ("shard", &shard("2/3"))]) + "7\n8\n";
        let mut lines = PartLines::open(text.as_bytes(), "test", 2).expect("a part");
        assert_eq!(lines.game(), Ok((2, crate::Game::RAZZ)));
        assert_eq!(lines.shard(), Ok(shard("2/3")));
        let rest: Vec<(usize, &str)> = lines.rest().collect();
        assert_eq!(rest, [(4, "7"), (5, "8")]);
    }

    #[test]
    fn a_wrong_first_line_version_or_field_says_which() {
        let open = |text: &'static str| PartLines::open(text.as_bytes(), "test", 1);
        assert_eq!(
            open("hello\n").err(),
            Some(PartError::NotAPart { what: "test" })
        );
        let error = open("handrank test part, version 9\n")
            .err()
            .expect("refused");
        assert_eq!(
            error.to_string(),
            "test part format version 9; this handrank reads version 1"
        );
        let mut lines = open("handrank test part, version 1\nseed 7\n").expect("a part");
        let error = lines.field("game").expect_err("not the field");
        assert_eq!(
            error.to_string(),
            "line 2: expected \"game …\", found \"seed 7\""
        );
        let error = lines.field("game").expect_err("past the end");
        assert_eq!(
            error.to_string(),
            "line 3: the part ends before its \"game\" line"
        );
    }

    #[test]
    fn parts_of_one_run_come_back_in_shard_order_and_others_are_named() {
        let part = |name: &str, s: &str, run: &str| (name.to_owned(), (shard(s), run.to_owned()));
        let order = |parts: Vec<(String, (Shard, String))>| {
            in_shard_order(parts, |p| p.0, |p| p.1.clone())
                .map(|v| v.into_iter().map(|(n, _)| n).collect::<Vec<_>>())
        };
        let parts = vec![part("b", "2/2", "q"), part("a", "1/2", "q")];
        assert_eq!(order(parts), Ok(vec!["a".to_owned(), "b".to_owned()]));
        let error = order(vec![part("a", "1/2", "q"), part("b", "2/2", "r")]).unwrap_err();
        assert_eq!(
            error.to_string(),
            "b: a part of r, but the first part is of q"
        );
        let error = order(vec![part("a", "1/2", "q"), part("b", "1/2", "q")]).unwrap_err();
        assert_eq!(error.to_string(), "b: shard 1/2 again (also a)");
        let error = order(vec![part("a", "2/4", "q")]).unwrap_err();
        assert_eq!(error.to_string(), "shards 1, 3, 4 of 4 missing");
        assert_eq!(order(Vec::new()), Err(PartError::Empty));
    }
}
