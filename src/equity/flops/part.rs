//! A shard of the flop report as a small text file: the question, which shard of how many,
//! and the rows of its flop classes, one per line. Shard `k` of `n` holds every `n`-th
//! class from the `k`-th on ([`Shard`]), so the parts of one run merge back, row for row,
//! into the report of the whole; floats are written as the shortest text that reads back
//! to the same bits, so a merged report is the one-run report to the byte.
//!
//! ```text
//! handrank flops part, version 1
//! game holdem
//! hero QQ
//! …
//! shard 3/16
//! classes 1755
//! rows 110
//! 4h3c2c 12 36 35640 …
//! ```

use std::collections::BTreeMap;
use std::io::{self, Write};

use super::report::FlopRow;
use super::{BUCKETS, FlopReport, Texture};
use crate::Game;
use crate::card::parse_cards;
use crate::equity::{Method, Shard};

/// The format's first line, and its version.
const MAGIC: &str = "handrank flops part, version ";
const VERSION: u32 = 1;

/// The rows of one shard of a flop report (all of them for shard 1/1).
#[derive(Clone, Debug, PartialEq)]
pub struct FlopPart {
    pub shard: Shard,
    /// The flop classes of the whole report.
    pub classes: usize,
    /// The cards out of play, as the question has them (part of what the parts of one run
    /// share).
    pub dead: String,
    /// The report of this shard's classes alone, in their order.
    pub report: FlopReport,
}

/// Why bytes are not a flop part, or parts do not make a report.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FlopPartError {
    /// The first line is not the format's.
    #[error("not a handrank flops part (the first line is not \"{MAGIC}N\")")]
    NotAPart,
    /// A version this build does not read.
    #[error("flops part format version {0}; this handrank reads version {VERSION}")]
    Version(String),
    /// A line that is not what the format has there.
    #[error("line {line}: {reason}")]
    Line { line: usize, reason: String },
    /// A part of another question or another cut than the first part.
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
    #[error("shards missing of {count}: {}", .missing.iter().map(u32::to_string).collect::<Vec<_>>().join(", "))]
    Missing { missing: Vec<u32>, count: u32 },
    /// No parts at all.
    #[error("no parts to merge")]
    Empty,
}

impl FlopPart {
    /// The question and the cut, without the shard's index: what every part of one run
    /// shares.
    fn run(&self) -> String {
        let r = &self.report;
        format!(
            "{} {} v {} dead [{}], {} (seed {}), in {} shards of {} classes",
            r.game.name(),
            r.ranges[0],
            r.ranges[1],
            self.dead,
            method_name(r.method),
            r.seed.map_or_else(|| "-".to_owned(), |s| s.to_string()),
            self.shard.count(),
            self.classes
        )
    }

    /// Writes the part in its text format.
    pub fn write(&self, out: &mut (impl Write + ?Sized)) -> io::Result<()> {
        let r = &self.report;
        let mut text = format!(
            "{MAGIC}{VERSION}\ngame {}\nhero {}\nvillain {}\ndead {}\nmethod {}\nseed {}\n\
             symmetries {}\ndistributions {}\nshard {}\nclasses {}\nrows {}\n",
            r.game.name(),
            r.ranges[0],
            r.ranges[1],
            self.dead,
            method_name(r.method),
            r.seed.map_or_else(|| "-".to_owned(), |s| s.to_string()),
            r.symmetries,
            r.distributions,
            self.shard,
            self.classes,
            r.rows.len()
        );
        for row in &r.rows {
            let mut fields = vec![
                row.name(),
                row.flops.to_string(),
                row.deals.to_string(),
                row.boards.to_string(),
                row.wins.to_string(),
                row.ties.to_string(),
                row.losses.to_string(),
                row.combos[0].to_string(),
                row.combos[1].to_string(),
                row.weighted_boards.to_string(),
                row.shares[0].to_string(),
                row.shares[1].to_string(),
            ];
            fields.extend(row.distribution.iter().flatten().map(f64::to_string));
            fields.push(
                row.std_err
                    .map_or_else(|| "-".to_owned(), |e| e.to_string()),
            );
            text.push_str(&fields.join(" "));
            text.push('\n');
        }
        out.write_all(text.as_bytes())
    }

    /// Reads a part [`FlopPart::write`] wrote.
    pub fn read(bytes: &[u8]) -> Result<FlopPart, FlopPartError> {
        let text = std::str::from_utf8(bytes).map_err(|_| FlopPartError::NotAPart)?;
        let end = text.lines().count() + 1;
        let mut lines = (text.split_terminator('\n').enumerate()).map(|(i, l)| (i + 1, l));
        let version = match lines.next() {
            Some((_, first)) => first.strip_prefix(MAGIC).ok_or(FlopPartError::NotAPart)?,
            None => return Err(FlopPartError::NotAPart),
        };
        if version != VERSION.to_string() {
            return Err(FlopPartError::Version(version.to_owned()));
        }
        let bad = |line, reason: String| FlopPartError::Line { line, reason };
        let mut field = |name: &str| {
            let (line, text) = lines
                .next()
                .ok_or_else(|| bad(end, format!("the part ends before its \"{name}\" line")))?;
            let value = (text.strip_prefix(name))
                .and_then(|rest| rest.strip_prefix(' '))
                .ok_or_else(|| bad(line, format!("expected \"{name} …\", found \"{text}\"")))?;
            Ok::<_, FlopPartError>((line, value))
        };
        fn number<T: std::str::FromStr>((line, text): (usize, &str)) -> Result<T, FlopPartError> {
            text.parse().map_err(|_| FlopPartError::Line {
                line,
                reason: format!("\"{text}\" is not a number"),
            })
        }
        let (line, name) = field("game")?;
        let game = (name.parse::<Game>().ok())
            .filter(|g| g.name() == name)
            .ok_or_else(|| bad(line, format!("unknown game \"{name}\"")))?;
        let hero = field("hero")?.1.to_owned();
        let villain = field("villain")?.1.to_owned();
        let dead = field("dead")?.1.to_owned();
        let (line, method) = field("method")?;
        let method = match method {
            "exact" => Method::Exact,
            "monte_carlo" => Method::MonteCarlo,
            _ => return Err(bad(line, format!("unknown method \"{method}\""))),
        };
        let seed = match field("seed")? {
            (_, "-") => None,
            seed => Some(number::<u64>(seed)?),
        };
        let symmetries = number::<usize>(field("symmetries")?)?;
        let distributions = number::<bool>(field("distributions")?)?;
        let (line, shard) = field("shard")?;
        let shard: Shard = shard.parse().map_err(|e| bad(line, format!("{e}")))?;
        let classes = number::<usize>(field("classes")?)?;
        let (line, count) = field("rows")?;
        let count = number::<usize>((line, count))?;
        let expected = shard.take(0..classes).count();
        if count != expected {
            let reason = format!("shard {shard} of {classes} classes has {expected} rows");
            return Err(bad(line, reason));
        }
        let rows = lines
            .map(|(line, text)| row(game, text).map_err(|reason| bad(line, reason)))
            .collect::<Result<Vec<FlopRow>, _>>()?;
        if rows.len() != count {
            let reason = format!("{} rows of {count}: the part is cut short", rows.len());
            return Err(bad(end - 1, reason));
        }
        Ok(FlopPart {
            shard,
            classes,
            dead,
            report: FlopReport {
                game,
                ranges: [hero, villain],
                symmetries,
                method,
                seed,
                distributions,
                rows,
            },
        })
    }

    /// The report of the whole from the parts `(name, part)` of every shard of one run: a
    /// part of another question or cut, a shard given twice or a shard missing is an error
    /// that names it.
    pub fn merge(
        parts: impl IntoIterator<Item = (String, FlopPart)>,
    ) -> Result<FlopReport, FlopPartError> {
        let mut parts = parts.into_iter();
        let (first_name, first) = parts.next().ok_or(FlopPartError::Empty)?;
        let (run, count) = (first.run(), first.shard.count());
        let mut by_index = BTreeMap::from([(first.shard.index(), (first_name, first))]);
        for (name, part) in parts {
            if part.run() != run {
                return Err(FlopPartError::Foreign {
                    part: name,
                    found: part.run(),
                    expected: run,
                });
            }
            if let Some((first, _)) = by_index.get(&part.shard.index()) {
                return Err(FlopPartError::Duplicate {
                    part: name,
                    shard: part.shard,
                    first: first.clone(),
                });
            }
            by_index.insert(part.shard.index(), (name, part));
        }
        let missing: Vec<u32> = (1..=count).filter(|k| !by_index.contains_key(k)).collect();
        if !missing.is_empty() {
            return Err(FlopPartError::Missing { missing, count });
        }
        // Class `i` of the whole is row `i / n` of shard `i % n + 1`.
        let mut shards: Vec<std::vec::IntoIter<FlopRow>> = Vec::with_capacity(count as usize);
        let mut whole = None;
        for (_, (_, part)) in by_index {
            let FlopReport { rows, .. } = &part.report;
            shards.push(rows.clone().into_iter());
            whole.get_or_insert(part.report);
        }
        let mut whole = whole.ok_or(FlopPartError::Empty)?;
        whole.rows = (0..shards.len())
            .cycle()
            .map_while(|k| shards.get_mut(k).and_then(Iterator::next))
            .collect();
        Ok(whole)
    }
}

/// The method as the part names it.
fn method_name(method: Method) -> &'static str {
    match method {
        Method::Exact => "exact",
        Method::MonteCarlo => "monte_carlo",
    }
}

/// One row of a part.
fn row(game: Game, text: &str) -> Result<FlopRow, String> {
    let fields: Vec<&str> = text.split(' ').collect();
    let wanted = 12 + 2 * BUCKETS + 1;
    if fields.len() != wanted {
        return Err(format!(
            "{} fields, not the {wanted} of a row",
            fields.len()
        ));
    }
    let get = |i: usize| fields.get(i).copied().unwrap_or_default();
    fn parse<T: std::str::FromStr>(text: &str) -> Result<T, String> {
        text.parse()
            .map_err(|_| format!("\"{text}\" is not a number"))
    }
    let name = get(0);
    let flop: [crate::card::Card; 3] = (parse_cards(name).ok())
        .and_then(|cards| cards.try_into().ok())
        .ok_or_else(|| format!("\"{name}\" is not a flop"))?;
    let mut distribution = [[0.0; BUCKETS]; 2];
    for (i, slot) in distribution.iter_mut().flatten().enumerate() {
        *slot = parse(get(12 + i))?;
    }
    let std_err = match get(wanted - 1) {
        "-" => None,
        e => Some(parse(e)?),
    };
    Ok(FlopRow {
        flop,
        flops: parse(get(1))?,
        texture: Texture::of(flop, game.deck()),
        deals: parse(get(2))?,
        boards: parse(get(3))?,
        wins: parse(get(4))?,
        ties: parse(get(5))?,
        losses: parse(get(6))?,
        combos: [parse(get(7))?, parse(get(8))?],
        weighted_boards: parse(get(9))?,
        shares: [parse(get(10))?, parse(get(11))?],
        distribution,
        std_err,
    })
}
