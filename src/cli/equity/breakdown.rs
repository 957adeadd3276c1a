//! `handrank equity ... --breakdown`: the equity of every combo or class of each player's
//! range, as an aligned table, JSON Lines (one object per part) or CSV.

use std::io::{self, Write};

use handrank::equity::{BreakdownBy, HandEquity, Method};

use super::super::{csv_field, grouped};

/// The hand column: combos and classes are four characters at most, "class" five.
const HAND_WIDTH: usize = 5;

/// The parts' name in headings: "combo" or "class".
fn unit(by: BreakdownBy) -> &'static str {
    match by {
        BreakdownBy::Combo => "combo",
        BreakdownBy::Class => "class",
    }
}

/// A heading, then one block per player, best part first.
pub(super) fn write_text(
    out: &mut impl Write,
    rows: &[HandEquity],
    by: BreakdownBy,
    ranges: &[String],
    (board, dead): (&str, &str),
    hi_lo: bool,
) -> io::Result<()> {
    let (win, tie) = super::output::win_tie_labels(hi_lo);
    let method = match rows.first().map(|r| r.method) {
        Some(Method::MonteCarlo) => "monte carlo",
        _ => "exact",
    };
    writeln!(out, "{method}, by {}", unit(by))?;
    if !board.is_empty() {
        writeln!(out, "board: {board}")?;
    }
    if !dead.is_empty() {
        writeln!(out, "dead: {dead}")?;
    }
    let mc = method == "monte carlo";
    for (i, range) in ranges.iter().enumerate() {
        writeln!(out, "\nplayer {}: {range}", i + 1)?;
        write!(
            out,
            "{:<HAND_WIDTH$}  {:>6}  {:>7}  {:>14}  {:>8}  {:>8}  {:>8}",
            unit(by),
            "combos",
            "weight",
            "boards",
            win,
            tie,
            "equity %"
        )?;
        if mc {
            write!(out, "  {:>7}", "± %")?;
        }
        writeln!(out)?;
        for row in rows.iter().filter(|r| r.player == i + 1) {
            if let Some(reason) = &row.left_out {
                let (hand, combos, weight) = (&row.hand, row.combos, row.weight);
                writeln!(
                    out,
                    "{hand:<HAND_WIDTH$}  {combos:>6}  {weight:>7.3}  left out: {reason}"
                )?;
                continue;
            }
            write!(
                out,
                "{:<HAND_WIDTH$}  {:>6}  {:>7.3}  {:>14}  {:>8.3}  {:>8.3}  {:>8.3}",
                row.hand,
                row.combos,
                row.weight,
                grouped(row.boards),
                100.0 * row.win,
                100.0 * row.tie,
                100.0 * row.equity
            )?;
            if let Some(se) = row.std_err.filter(|_| mc) {
                write!(out, "  {:>7.3}", 100.0 * se)?;
            }
            writeln!(out)?;
        }
    }
    Ok(())
}

/// One JSON object per part (JSON Lines), percentages spelled out.
pub(super) fn write_json(
    out: &mut impl Write,
    rows: &[HandEquity],
    by: BreakdownBy,
    board: &str,
    dead: &str,
) -> io::Result<()> {
    for row in rows {
        super::super::write_json(out, &Json::new(row, by, board, dead))?;
    }
    Ok(())
}

/// A header, then one row per part.
pub(super) fn write_csv(
    out: &mut impl Write,
    rows: &[HandEquity],
    by: BreakdownBy,
    board: &str,
    dead: &str,
) -> io::Result<()> {
    writeln!(
        out,
        "player,by,hand,combos,weight,method,boards,win_pct,tie_pct,equity_pct,std_err_pct,\
         board,dead"
    )?;
    for row in rows {
        let j = Json::new(row, by, board, dead);
        if row.left_out.is_some() {
            // No answer: the numbers are left empty.
            writeln!(
                out,
                "{},{},{},{},{},{},,,,,,{},{}",
                j.player,
                j.by,
                csv_field(j.hand),
                j.combos,
                j.weight,
                j.method,
                j.board.unwrap_or_default(),
                j.dead.unwrap_or_default(),
            )?;
            continue;
        }
        writeln!(
            out,
            "{},{},{},{},{},{},{},{},{},{},{},{},{}",
            j.player,
            j.by,
            csv_field(j.hand),
            j.combos,
            j.weight,
            j.method,
            j.boards,
            j.win_pct,
            j.tie_pct,
            j.equity_pct,
            j.std_err_pct.map(|e| e.to_string()).unwrap_or_default(),
            j.board.unwrap_or_default(),
            j.dead.unwrap_or_default(),
        )?;
    }
    Ok(())
}

#[derive(serde::Serialize)]
struct Json<'a> {
    player: usize,
    by: &'static str,
    hand: &'a str,
    combos: usize,
    weight: f64,
    method: &'static str,
    boards: u64,
    win_pct: f64,
    tie_pct: f64,
    equity_pct: f64,
    std_err_pct: Option<f64>,
    board: Option<&'a str>,
    dead: Option<&'a str>,
    /// Why a part has no answer (its numbers are then null).
    #[serde(skip_serializing_if = "Option::is_none")]
    left_out: Option<&'a str>,
}

impl<'a> Json<'a> {
    fn new(row: &'a HandEquity, by: BreakdownBy, board: &'a str, dead: &'a str) -> Json<'a> {
        Json {
            player: row.player,
            by: unit(by),
            hand: &row.hand,
            combos: row.combos,
            weight: row.weight,
            method: match row.method {
                Method::Exact => "exact",
                Method::MonteCarlo => "monte_carlo",
            },
            boards: row.boards,
            win_pct: 100.0 * row.win,
            tie_pct: 100.0 * row.tie,
            equity_pct: 100.0 * row.equity,
            std_err_pct: row.std_err.map(|e| 100.0 * e),
            board: Some(board).filter(|b| !b.is_empty()),
            dead: Some(dead).filter(|d| !d.is_empty()),
            left_out: row.left_out.as_deref(),
        }
    }
}
