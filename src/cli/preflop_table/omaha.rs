//! The Omaha table's rows: each PLO4 hole class against a random hole, best first.

use std::io::Write;

use handrank::equity::OmahaClass;
use handrank::omaha::hole_text;

use super::{Format, grouped, write_json};

/// One class as the formats write it.
#[derive(serde::Serialize)]
struct Row {
    hand: String,
    combos: u32,
    wins: u64,
    ties: u64,
    losses: u64,
    equity_pct: f64,
}

impl Row {
    fn new(class: &OmahaClass) -> Row {
        let m = class.matchup;
        Row {
            hand: hole_text(class.hole),
            combos: class.combos,
            wins: m.wins,
            ties: m.ties,
            losses: m.losses,
            equity_pct: 100.0 * m.equity(),
        }
    }
}

/// Writes the classes in the order given: text with a rank column, CSV with a header, or
/// one JSON object a line.
pub(super) fn write_rows(
    out: &mut impl Write,
    classes: &[OmahaClass],
    format: Format,
) -> std::io::Result<()> {
    match format {
        Format::Text => writeln!(
            out,
            "{:>6}  {:<8}  {:>6}  {:>8}  {:>8}  {:>8}",
            "rank", "hand", "combos", "equity %", "win %", "tie %"
        )?,
        Format::Csv => writeln!(out, "hand,combos,wins,ties,losses,equity_pct")?,
        Format::Json => {}
    }
    for (rank, class) in classes.iter().enumerate() {
        let row = Row::new(class);
        match format {
            Format::Text => writeln!(
                out,
                "{:>6}  {:<8}  {:>6}  {:>8.3}  {:>8.3}  {:>8.3}",
                grouped(rank as u64 + 1),
                row.hand,
                row.combos,
                row.equity_pct,
                100.0 * class.matchup.win(),
                100.0 * class.matchup.tie()
            )?,
            Format::Csv => writeln!(
                out,
                "{},{},{},{},{},{:.6}",
                row.hand, row.combos, row.wins, row.ties, row.losses, row.equity_pct
            )?,
            Format::Json => write_json(out, &row)?,
        }
    }
    Ok(())
}
