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

use std::io::{self, Write};

use super::shard::PreflopTableKind;
use crate::equity::Shard;
use crate::equity::part_file::{PartError, PartLines, bad, header, in_shard_order};
use crate::game::Game;

/// The format's name in its first line, and its version.
const WHAT: &str = "preflop";
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
        let mut text = header(
            WHAT,
            VERSION,
            &[
                ("game", &self.game),
                ("shard", &self.shard),
                ("counts", &self.counts.len()),
            ],
        );
        for count in &self.counts {
            text.push_str(&count.to_string());
            text.push('\n');
        }
        out.write_all(text.as_bytes())
    }

    /// Reads a part [`PreflopPart::write`] wrote.
    pub fn read(bytes: &[u8]) -> Result<PreflopPart, PartError> {
        let mut lines = PartLines::open(bytes, WHAT, VERSION)?;
        let (line, game) = lines.game()?;
        let kind =
            (game.preflop_table()).ok_or_else(|| bad(line, format!("unknown game \"{game}\"")))?;
        let shard = lines.shard()?;
        let (line, count) = lines.field("counts")?;
        if count != kind.counts().to_string() {
            let reason = format!("{game} has {} counts, not \"{count}\"", kind.counts());
            return Err(bad(line, reason));
        }
        let end = lines.end();
        let counts = lines
            .rest()
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
            return Err(bad(end - 1, reason));
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
        let cut = |p: &PreflopPart| format!("{} in {} shards", p.game, p.shard.count());
        let mut parts = in_shard_order(parts, |p| p.shard, cut)?.into_iter();
        let (_, mut whole) = parts.next().ok_or(PartError::Empty)?;
        for (name, part) in parts {
            for (a, b) in whole.counts.iter_mut().zip(&part.counts) {
                *a = a
                    .checked_add(*b)
                    .ok_or_else(|| PartError::Overflow { part: name.clone() })?;
            }
        }
        whole.shard = Shard::WHOLE;
        Ok(whole)
    }
}
