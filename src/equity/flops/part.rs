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

use std::io::{self, Write};

use super::report::FlopRow;
use super::{BUCKETS, FlopReport, Texture};
use crate::Game;
use crate::card::parse_cards;
use crate::equity::Shard;
use crate::equity::part_file::{
    PartError, PartLines, bad, header, in_shard_order, method_name, optional_text,
};

/// The format's name in its first line, and its version.
const WHAT: &str = "flops";
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
            optional_text(r.seed),
            self.shard.count(),
            self.classes
        )
    }

    /// Writes the part in its text format.
    pub fn write(&self, out: &mut (impl Write + ?Sized)) -> io::Result<()> {
        let r = &self.report;
        let seed = optional_text(r.seed);
        let mut text = header(
            WHAT,
            VERSION,
            &[
                ("game", &r.game.name()),
                ("hero", &r.ranges[0]),
                ("villain", &r.ranges[1]),
                ("dead", &self.dead),
                ("method", &method_name(r.method)),
                ("seed", &seed),
                ("symmetries", &r.symmetries),
                ("distributions", &r.distributions),
                ("shard", &self.shard),
                ("classes", &self.classes),
                ("rows", &r.rows.len()),
            ],
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
    pub fn read(bytes: &[u8]) -> Result<FlopPart, PartError> {
        let mut lines = PartLines::open(bytes, WHAT, VERSION)?;
        let (_, game) = lines.game()?;
        let hero = lines.field("hero")?.1.to_owned();
        let villain = lines.field("villain")?.1.to_owned();
        let dead = lines.field("dead")?.1.to_owned();
        let method = lines.method()?;
        let seed = lines.optional("seed")?;
        let symmetries = lines.number::<usize>("symmetries")?;
        let distributions = lines.number::<bool>("distributions")?;
        let shard = lines.shard()?;
        let classes = lines.number::<usize>("classes")?;
        let (line, count) = lines.field("rows")?;
        let count: usize = count
            .parse()
            .map_err(|_| bad(line, format!("\"{count}\" is not a number")))?;
        let expected = shard.take(0..classes).count();
        if count != expected {
            let reason = format!("shard {shard} of {classes} classes has {expected} rows");
            return Err(bad(line, reason));
        }
        let end = lines.end();
        let rows = (lines.rest())
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
    ) -> Result<FlopReport, PartError> {
        let parts = in_shard_order(parts, |p| p.shard, FlopPart::run)?;
        // Class `i` of the whole is row `i / n` of shard `i % n + 1`.
        let mut whole = None;
        let mut shards: Vec<std::vec::IntoIter<FlopRow>> = Vec::with_capacity(parts.len());
        for (_, part) in parts {
            let mut report = part.report;
            shards.push(std::mem::take(&mut report.rows).into_iter());
            whole.get_or_insert(report);
        }
        let mut whole = whole.ok_or(PartError::Empty)?;
        whole.rows = (0..shards.len())
            .cycle()
            .map_while(|k| shards.get_mut(k).and_then(Iterator::next))
            .collect();
        Ok(whole)
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
