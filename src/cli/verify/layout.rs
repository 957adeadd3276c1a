//! How a [`Proof`] is printed in each format. Every game's report is the one `Proof`; the
//! three layouts are the ones `verify` has always printed (the same bytes): the default
//! game's table of published counts, a proof by cases (Omaha's), and a ranking per line
//! for every other game.

use std::io::{self, Write};

use handrank::Game;
use handrank::proof::{self, Count, Proof};

use super::super::{Format, grouped, write_json};

/// One of the three ways a report is printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// `verify --cards N`: the default game's counts against the published ones.
    Published,
    /// A proof by cases that stand for every deal (not by hand size).
    Cases,
    /// Every other proof: game, ranking and size on each report.
    Parts,
}

#[derive(serde::Serialize)]
struct CountRow {
    category: &'static str,
    hands: u64,
}

/// The default game's JSON line.
#[derive(serde::Serialize)]
struct PublishedRow<'a> {
    cards: Option<usize>,
    hands: u64,
    categories: Vec<CountRow>,
    royal_flushes: Option<u64>,
    /// Hands `Hand::strengths` scores as `Hand::strength` does.
    many_at_once: Option<u64>,
    distinct: Option<u64>,
    seconds: f64,
    hands_per_second: f64,
    problems: &'a [String],
}

/// A ranking's JSON line.
#[derive(serde::Serialize)]
struct PartRow<'a> {
    game: &'static str,
    part: &'static str,
    cards: Option<usize>,
    hands: u64,
    categories: Vec<CountRow>,
    counts: Vec<CountRow>,
    seconds: f64,
    hands_per_second: f64,
    problems: &'a [String],
}

fn rows(counts: &[Count]) -> Vec<CountRow> {
    counts
        .iter()
        .map(|c| CountRow {
            category: c.id,
            hands: c.found,
        })
        .collect()
}

impl Layout {
    /// The layout of `game`'s reports.
    pub fn of(game: Game) -> Layout {
        if proof::sizes(game).is_none() {
            Layout::Cases
        } else if game == Game::default() {
            Layout::Published
        } else {
            Layout::Parts
        }
    }

    /// What failed, in the FAILED line.
    pub fn what(self, proof: &Proof) -> String {
        let cards = known(proof.cards);
        match self {
            Layout::Published => format!("{cards}-card"),
            Layout::Cases => "Omaha".to_owned(),
            Layout::Parts => format!("{} {cards}-card", proof.part),
        }
    }

    /// The CSV header, before the first report (nothing in other formats).
    pub fn header(self, out: &mut impl Write, proof: &Proof, format: Format) -> io::Result<()> {
        if format != Format::Csv {
            return Ok(());
        }
        let ids: Vec<&str> = proof
            .categories
            .iter()
            .chain(&proof.counts)
            .map(|c| c.id)
            .collect();
        let ids = ids.join(",");
        match self {
            Layout::Published => writeln!(out, "cards,hands,{ids},seconds,hands_per_second,ok"),
            Layout::Cases => writeln!(out, "{ids},mismatches,seconds,ok"),
            Layout::Parts => writeln!(
                out,
                "game,part,cards,hands,categories,counts,seconds,hands_per_second,ok"
            ),
        }
    }

    /// One report.
    pub fn write(self, out: &mut impl Write, proof: &Proof, format: Format) -> io::Result<()> {
        match (self, format) {
            (Layout::Published, Format::Text) => published_text(out, proof),
            (Layout::Published, Format::Json) => write_json(
                out,
                &PublishedRow {
                    cards: proof.cards,
                    hands: proof.hands,
                    categories: rows(&proof.categories),
                    royal_flushes: proof.count("royal_flush"),
                    many_at_once: proof.count("many_at_once"),
                    distinct: proof.count("distinct"),
                    seconds: proof.seconds,
                    hands_per_second: proof.rate(),
                    problems: proof.problems(),
                },
            ),
            (Layout::Published, Format::Csv) => {
                let found: Vec<String> = proof
                    .categories
                    .iter()
                    .chain(&proof.counts)
                    .map(|c| c.found.to_string())
                    .collect();
                writeln!(
                    out,
                    "{},{},{},{:.3},{:.0},{}",
                    known(proof.cards),
                    proof.hands,
                    found.join(","),
                    proof.seconds,
                    proof.rate(),
                    proof.passed()
                )
            }
            (Layout::Cases, Format::Text) => {
                for c in &proof.counts {
                    let unit = if c.id.ends_with("_cases") {
                        " cases"
                    } else {
                        ""
                    };
                    writeln!(out, "{:<49}{}{unit}", format!("{}:", c.name), c.found)?;
                }
                writeln!(
                    out,
                    "mismatches: {}   ({:.1} s)",
                    proof.mismatches, proof.seconds
                )
            }
            (Layout::Cases, Format::Json) => {
                let mut report = serde_json::Map::new();
                for c in &proof.counts {
                    report.insert(c.id.to_owned(), c.found.into());
                }
                report.insert("mismatches".to_owned(), proof.mismatches.into());
                report.insert("problems".to_owned(), proof.problems().into());
                let mut line = serde_json::Map::new();
                line.insert("report".to_owned(), report.into());
                line.insert("seconds".to_owned(), proof.seconds.into());
                write_json(out, &line)
            }
            (Layout::Cases, Format::Csv) => {
                let found: Vec<String> = proof.counts.iter().map(|c| c.found.to_string()).collect();
                writeln!(
                    out,
                    "{},{},{:.2},{}",
                    found.join(","),
                    proof.mismatches,
                    proof.seconds,
                    proof.passed()
                )
            }
            (Layout::Parts, Format::Text) => parts_text(out, proof),
            (Layout::Parts, Format::Json) => write_json(
                out,
                &PartRow {
                    game: proof.game,
                    part: proof.part,
                    cards: proof.cards,
                    hands: proof.hands,
                    categories: rows(&proof.categories),
                    counts: rows(&proof.counts),
                    seconds: proof.seconds,
                    hands_per_second: proof.rate(),
                    problems: proof.problems(),
                },
            ),
            (Layout::Parts, Format::Csv) => {
                let list = |counts: &[Count]| {
                    counts
                        .iter()
                        .map(|c| format!("{}={}", c.id, c.found))
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                writeln!(
                    out,
                    "{},{},{},{},{},{},{:.3},{:.0},{}",
                    proof.game,
                    proof.part,
                    known(proof.cards),
                    proof.hands,
                    list(&proof.categories),
                    list(&proof.counts),
                    proof.seconds,
                    proof.rate(),
                    proof.passed()
                )
            }
        }
    }
}

/// A count a layout prints that its proofs always have (a hand size, a published count):
/// a `?` if one ever lacks it, never a plausible number.
fn known<T: std::fmt::Display>(value: Option<T>) -> String {
    value.map_or_else(|| "?".to_owned(), |v| v.to_string())
}

/// The default game's table: the categories and royal flushes in a column, then the
/// distinct strengths.
fn published_text(out: &mut impl Write, proof: &Proof) -> io::Result<()> {
    writeln!(
        out,
        "{}-card hands: {} in {:.2} s ({:.1} M hands/s)",
        known(proof.cards),
        grouped(proof.hands),
        proof.seconds,
        proof.rate() / 1e6
    )?;
    for c in proof.categories.iter().chain(&proof.counts) {
        if c.id == "distinct" {
            writeln!(out, "  {}: {}", c.name, grouped(c.found))?;
        } else {
            writeln!(out, "  {:<16} {:>12}", c.name, grouped(c.found))?;
        }
    }
    verdict(
        out,
        proof,
        "fast and naive evaluators agree; counts match the published ones",
    )
}

/// A ranking's table: the title names the game and the ranking (when they differ).
fn parts_text(out: &mut impl Write, proof: &Proof) -> io::Result<()> {
    let part = if proof.part == proof.game {
        String::new()
    } else {
        format!(", {}", proof.part)
    };
    writeln!(
        out,
        "{} {}-card hands{part}: {} in {:.2} s ({:.1} M hands/s)",
        proof.game,
        known(proof.cards),
        grouped(proof.hands),
        proof.seconds,
        proof.rate() / 1e6
    )?;
    for c in proof.categories.iter().chain(&proof.counts) {
        writeln!(out, "  {:<20} {:>12}", c.name, grouped(c.found))?;
    }
    verdict(
        out,
        proof,
        "tables and naive reference agree on every hand; counts match the known ones",
    )
}

/// "OK: …", or each problem.
fn verdict(out: &mut impl Write, proof: &Proof, ok: &str) -> io::Result<()> {
    if proof.passed() {
        return writeln!(out, "  OK: {ok}");
    }
    for problem in proof.problems() {
        writeln!(out, "  MISMATCH: {problem}")?;
    }
    Ok(())
}
