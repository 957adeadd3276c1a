//! A shard's counts as a small text file: what it is, which shard of how many, and its
//! counts, one per line. The same shard gives the same bytes on any machine, so parts can
//! be compared, and a lost one recomputed.
//!
//! ```text
//! handrank preflop part, version 1
//! game omaha
//! shard 3/16
//! counts 32864
//! 1234567890
//! …
//! ```

use std::collections::BTreeMap;
use std::io::{self, Write};

use super::shard::PreflopTableKind;
use crate::equity::Shard;
use crate::game::Game;

/// The format's first line, and its version.
const MAGIC: &str = "handrank preflop part, version ";
const VERSION: u32 = 1;

/// The counts of one shard of a preflop table (of all of it for shard 1/1).
///
/// ```
/// use handrank::Game;
/// use handrank::equity::{PreflopPart, Shard};
/// let part = PreflopPart::compute(Game::default(), "5000/5000".parse()?, &|_, _| {})?;
/// let mut bytes = Vec::new();
/// part.write(&mut bytes)?;
/// assert!(bytes.starts_with(b"handrank preflop part, version 1\ngame holdem\nshard 5000/5000\n"));
/// assert_eq!(PreflopPart::read(&bytes)?, part);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PreflopPart {
    pub(super) game: Game,
    /// `game`'s table, which it has by construction.
    pub(super) kind: PreflopTableKind,
    pub(super) shard: Shard,
    pub(super) counts: Vec<u64>,
}

/// Why bytes are not a part, or parts do not make a table.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PartError {
    /// The first line is not the format's.
    #[error("not a handrank preflop part (the first line is not \"{MAGIC}N\")")]
    NotAPart,
    /// A version this build does not read.
    #[error("part format version {0}; this handrank reads version {VERSION}")]
    Version(String),
    /// A line that is not what the format has there.
    #[error("line {line}: {reason}")]
    Line { line: usize, reason: String },
    /// A part of another game or another cut than the first part.
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
    /// Counts past 2^64 when added: not parts of one table.
    #[error("{part}: the counts overflow when added: not a part of the same table")]
    Overflow { part: String },
    /// Counts no table has (more wins and ties than boards).
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

impl PreflopPart {
    /// The game whose table this part is of.
    pub fn game(&self) -> Game {
        self.game
    }

    /// The table this part is of.
    pub fn kind(&self) -> PreflopTableKind {
        self.kind
    }

    /// Which shard it holds.
    pub fn shard(&self) -> Shard {
        self.shard
    }

    /// The counts of the whole table of kind `kind`, or why this part is not them.
    pub(super) fn whole(&self, kind: PreflopTableKind) -> Result<&[u64], PartError> {
        if self.kind != kind || self.shard != Shard::WHOLE {
            let expected = if kind == self.kind {
                self.game.to_string()
            } else {
                kind.to_string()
            };
            return Err(PartError::NotTheTable {
                found: format!("{} {}", self.game, self.shard),
                expected,
            });
        }
        Ok(&self.counts)
    }

    /// Writes the part in its text format.
    pub fn write(&self, out: &mut impl Write) -> io::Result<()> {
        let mut text = format!(
            "{MAGIC}{VERSION}\ngame {}\nshard {}\ncounts {}\n",
            self.game,
            self.shard,
            self.counts.len()
        );
        for count in &self.counts {
            text.push_str(&count.to_string());
            text.push('\n');
        }
        out.write_all(text.as_bytes())
    }

    /// Reads a part [`PreflopPart::write`] wrote.
    pub fn read(bytes: &[u8]) -> Result<PreflopPart, PartError> {
        let text = std::str::from_utf8(bytes).map_err(|_| PartError::NotAPart)?;
        let end = text.lines().count() + 1;
        let mut lines = text
            .split_terminator('\n')
            .enumerate()
            .map(|(i, l)| (i + 1, l));
        let version = match lines.next() {
            Some((_, first)) => first.strip_prefix(MAGIC).ok_or(PartError::NotAPart)?,
            None => return Err(PartError::NotAPart),
        };
        if version != VERSION.to_string() {
            return Err(PartError::Version(version.to_owned()));
        }
        let mut field = |name: &str| {
            let at = |line, reason| PartError::Line { line, reason };
            let (line, text) = lines
                .next()
                .ok_or_else(|| at(end, format!("the part ends before its \"{name}\" line")))?;
            let value = text
                .strip_prefix(name)
                .and_then(|rest| rest.strip_prefix(' '))
                .ok_or_else(|| at(line, format!("expected \"{name} …\", found \"{text}\"")))?;
            Ok::<_, PartError>((line, value))
        };
        let bad = |line, reason: String| PartError::Line { line, reason };
        let (line, game) = field("game")?;
        let (game, kind) = game
            .parse::<Game>()
            .ok()
            .filter(|g| g.name() == game)
            .and_then(|g| Some((g, g.preflop_table()?)))
            .ok_or_else(|| bad(line, format!("unknown game \"{game}\"")))?;
        let (line, shard) = field("shard")?;
        let shard: Shard = shard.parse().map_err(|e| bad(line, format!("{e}")))?;
        let (line, count) = field("counts")?;
        if count != kind.counts().to_string() {
            let reason = format!("{game} has {} counts, not \"{count}\"", kind.counts());
            return Err(bad(line, reason));
        }
        let counts = lines
            .map(|(line, text)| {
                text.parse::<u64>()
                    .map_err(|_| bad(line, format!("\"{text}\" is not a count")))
            })
            .collect::<Result<Vec<u64>, PartError>>()?;
        if counts.len() != kind.counts() {
            let reason = format!(
                "{} counts of {}: the part is cut short",
                counts.len(),
                kind.counts()
            );
            return Err(bad(text.lines().count(), reason));
        }
        Ok(PreflopPart {
            game,
            kind,
            shard,
            counts,
        })
    }

    /// Adds the parts `(name, part)` of every shard of one cut of one table into the whole
    /// (shard 1/1). A part of another game or cut, a shard given twice or a shard missing
    /// is an error that names it.
    pub fn merge(
        parts: impl IntoIterator<Item = (String, PreflopPart)>,
    ) -> Result<PreflopPart, PartError> {
        let mut parts = parts.into_iter();
        let (first_name, first) = parts.next().ok_or(PartError::Empty)?;
        let cut = |p: &PreflopPart| format!("{} in {} shards", p.game, p.shard.count());
        let (game, count) = (first.game, first.shard.count());
        let mut seen = BTreeMap::from([(first.shard.index(), first_name)]);
        let mut counts = first.counts;
        for (name, part) in parts {
            if part.game != game || part.shard.count() != count {
                return Err(PartError::Foreign {
                    part: name,
                    found: cut(&part),
                    expected: format!("{game} in {count} shards"),
                });
            }
            if let Some(first) = seen.get(&part.shard.index()) {
                return Err(PartError::Duplicate {
                    part: name,
                    shard: part.shard,
                    first: first.clone(),
                });
            }
            for (a, b) in counts.iter_mut().zip(&part.counts) {
                *a = a
                    .checked_add(*b)
                    .ok_or_else(|| PartError::Overflow { part: name.clone() })?;
            }
            seen.insert(part.shard.index(), name);
        }
        let missing: Vec<u32> = (1..=count).filter(|k| !seen.contains_key(k)).collect();
        if !missing.is_empty() {
            return Err(PartError::Missing { missing, count });
        }
        Ok(PreflopPart {
            game,
            kind: first.kind,
            shard: Shard::WHOLE,
            counts,
        })
    }
}
