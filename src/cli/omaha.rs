//! `--game omaha` and `--game omaha-hilo` on the subcommands: the Omaha front end of
//! [`handrank::omaha`]. Each subcommand keeps its own flags and hands Omaha work here.

use std::io::Write;

use clap::ValueEnum;
use handrank::omaha::{self, Low, OmahaError};
use handrank::{Card, Category, Strength, parse_cards};

use super::stdio::stderr_line;
use super::{CliError, Format, Status, card_text, csv_field, stdout, write_json};

/// Which poker game the cards are for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Game {
    /// Texas hold'em: the best five of 5-7 cards.
    #[default]
    Holdem,
    /// Omaha (PLO4/5/6): exactly two of 4-6 hole cards and three of 3-5 board cards.
    Omaha,
    /// Omaha hi-lo, eight or better: the high hand and the low.
    OmahaHilo,
}

impl Game {
    pub fn hi_lo(self) -> bool {
        self == Game::OmahaHilo
    }
}

fn input(error: impl ToString) -> CliError {
    CliError::Input(error.to_string())
}

/// Parses the hole and the board and checks them as an Omaha deal.
fn deal(hole: &str, board: Option<&str>) -> Result<(Vec<Card>, Vec<Card>), CliError> {
    let board = board.ok_or_else(|| input("Omaha needs the board: --board \"2h 3h 4h 5d 9c\""))?;
    let hole = parse_cards(hole).map_err(|e| input(format!("hole: {e}")))?;
    let board = parse_cards(board).map_err(|e| input(format!("board: {e}")))?;
    omaha::check(&hole, &board).map_err(input)?;
    Ok((hole, board))
}

#[derive(serde::Serialize)]
struct EvalReport {
    hole: String,
    board: String,
    category: Category,
    name: &'static str,
    description: String,
    best_five: String,
    strength: u16,
    #[serde(skip_serializing_if = "Option::is_none")]
    low: Option<Option<Low>>,
}

/// `handrank eval --game omaha HOLE --board BOARD`.
pub fn eval(
    cards: &[String],
    board: Option<&str>,
    game: Game,
    format: Format,
) -> Result<Status, CliError> {
    let (hole, board) = deal(&cards.join(" "), board)?;
    let strength = omaha::evaluate(&hole, &board).map_err(input)?;
    let (two, three) = omaha::best_five(&hole, &board).map_err(input)?;
    let low = omaha::low(&hole, &board).map_err(input)?;
    let report = EvalReport {
        hole: card_text(&hole),
        board: card_text(&board),
        category: strength.category(),
        name: strength.name(),
        description: strength.describe(),
        best_five: format!("{} + {}", card_text(&two), card_text(&three)),
        strength: strength.get(),
        low: game.hi_lo().then_some(low),
    };
    let low_text = |low: Option<Low>| low.map_or_else(|| "none".to_owned(), |l| l.describe());
    let mut out = stdout();
    match format {
        Format::Text => {
            writeln!(out, "hole:        {}", report.hole)?;
            writeln!(out, "board:       {}", report.board)?;
            writeln!(out, "category:    {}", report.name)?;
            writeln!(out, "description: {}", report.description)?;
            writeln!(out, "best five:   {}", report.best_five)?;
            writeln!(out, "strength:    {} of 7462", report.strength)?;
            if let Some(low) = report.low {
                writeln!(out, "low:         {}", low_text(low))?;
            }
        }
        Format::Json => write_json(&mut out, &report)?,
        Format::Csv => {
            let low_header = if game.hi_lo() { ",low" } else { "" };
            writeln!(
                out,
                "hole,board,category,description,best_five,strength{low_header}"
            )?;
            write!(
                out,
                "{},{},{},{},{},{}",
                report.hole,
                report.board,
                report.name,
                csv_field(&report.description),
                report.best_five,
                report.strength
            )?;
            if let Some(low) = report.low {
                write!(out, ",{}", low_text(low))?;
            }
            writeln!(out)?;
        }
    }
    out.flush()?;
    Ok(Status::Success)
}

#[derive(serde::Serialize)]
struct CompareReport {
    result: handrank::Outcome,
    hand_a: String,
    hand_b: String,
    board: String,
    description_a: String,
    description_b: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    low: Option<LowCompare>,
}

#[derive(serde::Serialize)]
struct LowCompare {
    /// For hand A; a low beats none, and none against none is a tie.
    result: handrank::Outcome,
    low_a: Option<Low>,
    low_b: Option<Low>,
}

/// `handrank compare --game omaha A B --board BOARD`: the high (and the low) for hand A.
pub fn compare(
    a: &str,
    b: &str,
    board: Option<&str>,
    game: Game,
    format: Format,
) -> Result<Status, CliError> {
    let (hole_a, board) = deal(a, board).map_err(|e| input(format!("hand 1: {e}")))?;
    let hole_b = parse_cards(b).map_err(|e| input(format!("hand 2: hole: {e}")))?;
    omaha::check(&hole_b, &board).map_err(|e| input(format!("hand 2: {e}")))?;
    if let Some(card) = hole_a.iter().find(|c| hole_b.contains(c)) {
        return Err(input(format!("{card} is in both hands")));
    }
    let (sa, sb) = (
        omaha::evaluate(&hole_a, &board).map_err(input)?,
        omaha::evaluate(&hole_b, &board).map_err(input)?,
    );
    let low = if game.hi_lo() {
        let low_a = omaha::low(&hole_a, &board).map_err(input)?;
        let low_b = omaha::low(&hole_b, &board).map_err(input)?;
        Some(LowCompare {
            result: low_a.cmp(&low_b).into(),
            low_a,
            low_b,
        })
    } else {
        None
    };
    let report = CompareReport {
        result: sa.cmp(&sb).into(),
        hand_a: card_text(&hole_a),
        hand_b: card_text(&hole_b),
        board: card_text(&board),
        description_a: sa.describe(),
        description_b: sb.describe(),
        low,
    };
    let low_text = |low: Option<Low>| low.map_or_else(|| "none".to_owned(), |l| l.describe());
    let mut out = stdout();
    match format {
        Format::Json => write_json(&mut out, &report)?,
        Format::Text => {
            writeln!(
                out,
                "high: {} ({} vs {})",
                report.result, report.description_a, report.description_b
            )?;
            if let Some(low) = &report.low {
                writeln!(
                    out,
                    "low:  {} ({} vs {})",
                    low.result,
                    low_text(low.low_a),
                    low_text(low.low_b)
                )?;
            }
        }
        Format::Csv => {
            let low_header = if game.hi_lo() {
                ",low_result,low_a,low_b"
            } else {
                ""
            };
            writeln!(
                out,
                "result,hand_a,hand_b,board,description_a,description_b{low_header}"
            )?;
            write!(
                out,
                "{},{},{},{},{},{}",
                report.result,
                report.hand_a,
                report.hand_b,
                report.board,
                csv_field(&report.description_a),
                csv_field(&report.description_b)
            )?;
            if let Some(low) = &report.low {
                write!(
                    out,
                    ",{},{},{}",
                    low.result,
                    low_text(low.low_a),
                    low_text(low.low_b)
                )?;
            }
            writeln!(out)?;
        }
    }
    out.flush()?;
    Ok(Status::Success)
}

/// One batch line: `HOLE | BOARD`.
/// A line's high strength and low, or why it is not a deal.
type Scored = Result<(Strength, Option<Low>), String>;

fn score_line(line: &str) -> Scored {
    let (hole, board) = line
        .split_once('|')
        .ok_or_else(|| "an Omaha line is the hole cards, '|', then the board".to_owned())?;
    let hole = parse_cards(hole).map_err(|e| format!("hole: {e}"))?;
    let board = parse_cards(board).map_err(|e| format!("board: {e}"))?;
    let result = omaha::evaluate(&hole, &board).and_then(|s| Ok((s, omaha::low(&hole, &board)?)));
    result.map_err(|e: OmahaError| e.to_string())
}

/// `handrank batch --game omaha`: one result per line, in order, streamed in groups of
/// lines scored in parallel, so memory stays bounded whatever the input. A bad line stops
/// the run (exit 2) naming it, after the lines before it are written, unless
/// `skip_invalid`, which writes an error record in its place.
pub fn batch(
    name: &str,
    lines_in: impl std::io::BufRead,
    out: &mut impl Write,
    game: Game,
    format: Format,
    skip_invalid: bool,
) -> Result<(u64, u64), CliError> {
    use rayon::prelude::*;
    /// Lines per group: enough to keep both cores busy, few enough to bound memory
    /// (at most 64 KiB a line).
    const GROUP: usize = 4096;
    if format == Format::Csv {
        writeln!(
            out,
            "strength,category{},error",
            if game.hi_lo() { ",low" } else { "" }
        )?;
    }
    let (mut good, mut bad) = (0, 0);
    let mut lines = handrank::lines::Reader::new(lines_in);
    loop {
        let mut group: Vec<(u64, Result<String, String>)> = Vec::with_capacity(GROUP);
        for item in lines.by_ref().take(GROUP) {
            let (number, line) = item.map_err(|e| input(format!("{name}: {e}")))?;
            group.push((number, line.map_err(|e| e.to_string())));
        }
        if group.is_empty() {
            return Ok((good, bad));
        }
        let results: Vec<(u64, Scored)> = group
            .par_iter()
            .map(|(number, line)| (*number, line.clone().and_then(|l| score_line(&l))))
            .collect();
        for (number, result) in results {
            match result {
                Ok((strength, low)) => {
                    good += 1;
                    write_record(out, game, format, strength, low)?;
                }
                Err(error) if skip_invalid => {
                    bad += 1;
                    match format {
                        Format::Text => writeln!(out, "error {error}")?,
                        Format::Csv => {
                            let blank = if game.hi_lo() { "," } else { "" };
                            writeln!(out, ",{blank},{}", csv_field(&error))?;
                        }
                        Format::Json => write_json(out, &serde_json::json!({ "error": error }))?,
                    }
                }
                Err(error) => {
                    out.flush()?;
                    return Err(input(format!("{name}:{number}: {error}")));
                }
            }
        }
        out.flush()?;
    }
}

/// One scored line, in the schema every subcommand shares: the strength, the category
/// (`name` in text, the snake_case `category` in CSV and JSON), and for hi-lo the low.
fn write_record(
    out: &mut impl Write,
    game: Game,
    format: Format,
    strength: Strength,
    low: Option<Low>,
) -> Result<(), CliError> {
    let low_text = low.map(|l| l.describe());
    match format {
        Format::Text => {
            write!(out, "{} {}", strength.get(), strength.name())?;
            if game.hi_lo() {
                write!(out, " low {}", low_text.as_deref().unwrap_or("none"))?;
            }
            writeln!(out)?;
        }
        Format::Csv => {
            write!(out, "{},{}", strength.get(), strength.category().id())?;
            if game.hi_lo() {
                write!(out, ",{}", low_text.as_deref().unwrap_or(""))?;
            }
            writeln!(out, ",")?;
        }
        Format::Json => {
            let mut record = serde_json::json!({
                "strength": strength.get(),
                "category": strength.category().id(),
            });
            if game.hi_lo() {
                record["low"] = serde_json::json!(low_text);
            }
            write_json(out, &record)?;
        }
    }
    Ok(())
}

/// `handrank verify --game omaha`: the proof of [`handrank::omaha::verify`].
pub fn verify(format: Format) -> Result<Status, CliError> {
    let start = std::time::Instant::now();
    let report = omaha::verify::verify(&[3, 4, 5], 300_000);
    let seconds = start.elapsed().as_secs_f64();
    let mut out = stdout();
    match format {
        Format::Json => write_json(
            &mut out,
            &serde_json::json!({ "report": report, "seconds": seconds }),
        )?,
        Format::Csv => {
            writeln!(
                out,
                "high_cases,flush_cases,low_cases,random_deals,mismatches,seconds,ok"
            )?;
            writeln!(
                out,
                "{},{},{},{},{},{seconds:.2},{}",
                report.high_cases,
                report.flush_cases,
                report.low_cases,
                report.random_deals,
                report.mismatches,
                report.ok()
            )?;
        }
        Format::Text => {
            writeln!(
                out,
                "non-flush (board rank multiset, hole rank pair): {} cases",
                report.high_cases
            )?;
            writeln!(
                out,
                "flush (board suit ranks, suited hole pair):      {} cases",
                report.flush_cases
            )?;
            writeln!(
                out,
                "low (board low ranks, hole low ranks):           {} cases",
                report.low_cases
            )?;
            writeln!(
                out,
                "random full deals (4-6 hole, 3-5 board):         {}",
                report.random_deals
            )?;
            writeln!(out, "mismatches: {}   ({seconds:.1} s)", report.mismatches)?;
        }
    }
    out.flush()?;
    if let Some(first) = report.problems.first() {
        stderr_line!("handrank: Omaha verification FAILED: {first}");
        return Ok(Status::Failure);
    }
    Ok(Status::Success)
}
