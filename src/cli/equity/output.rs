//! The equity answer as an aligned table, one JSON object (one line), or CSV rows (one
//! per player).

use std::io::{self, Write};

use handrank::equity::{EquityResult, Method, WeightedCounts};

use super::super::{csv_field, grouped};

/// The widest the hand column is padded to: a longer range overflows its column (a format
/// width of 65,536 or more panics).
const MAX_HAND_WIDTH: usize = 40;

/// The table: the method and boards, the board and dead cards, then one row per player.
pub(super) fn write_text(
    out: &mut impl Write,
    result: &EquityResult,
    board: &str,
    dead: &str,
) -> io::Result<()> {
    match result.method {
        Method::Exact => writeln!(out, "exact: {} boards", grouped(result.boards))?,
        Method::MonteCarlo => writeln!(
            out,
            "monte carlo: {} boards, seed {}",
            grouped(result.boards),
            result.seed.unwrap_or(0)
        )?,
    }
    if result.weighted {
        writeln!(
            out,
            "weighted: each deal counts at the product of its combos' weights"
        )?;
    }
    if !board.is_empty() {
        writeln!(out, "board: {board}")?;
    }
    if !dead.is_empty() {
        writeln!(out, "dead: {dead}")?;
    }
    let width = result
        .players
        .iter()
        .map(|p| p.range.chars().count())
        .max()
        .unwrap_or(4)
        .clamp(4, MAX_HAND_WIDTH);
    let mc = result.method == Method::MonteCarlo;
    write!(
        out,
        "{:<6}  {:<width$}  {:>6}  {:>8}  {:>8}  {:>8}",
        "player", "hand", "combos", "win %", "tie %", "equity %"
    )?;
    if mc {
        write!(out, "  {:>7}", "± %")?;
    }
    writeln!(out)?;
    for (i, p) in result.players.iter().enumerate() {
        write!(
            out,
            "{:<6}  {:<width$}  {:>6}  {:>8.3}  {:>8.3}  {:>8.3}",
            i + 1,
            p.range,
            p.combos,
            100.0 * p.win,
            100.0 * p.tie,
            100.0 * p.equity
        )?;
        if let Some(se) = p.std_err.filter(|_| mc) {
            write!(out, "  {:>7.3}", 100.0 * se)?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// The result as one JSON object on one line (JSON Lines), percentages spelled out.
pub(super) fn write_json(
    out: &mut impl Write,
    result: &EquityResult,
    board: &str,
    dead: &str,
) -> io::Result<()> {
    super::super::write_json(out, &Json::new(result, board, dead))
}

/// A header, then one row per player; the run's fields repeat on every row so each row
/// stands alone.
pub(super) fn write_csv(
    out: &mut impl Write,
    result: &EquityResult,
    board: &str,
    dead: &str,
) -> io::Result<()> {
    let json = Json::new(result, board, dead);
    // Exact answers over weighted ranges add the weighted sums as four more columns.
    let weighted = json.players.iter().any(|p| p.weighted.is_some());
    writeln!(
        out,
        "player,hand,combos,wins,ties,losses,win_pct,tie_pct,equity_pct,std_err_pct,\
         method,boards,seed,board,dead{}",
        if weighted {
            ",weighted_boards,weighted_wins,weighted_ties,weighted_losses"
        } else {
            ""
        }
    )?;
    let some = |v: Option<String>| v.unwrap_or_default();
    for p in &json.players {
        write!(
            out,
            "{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}",
            p.player,
            csv_field(p.hand),
            p.combos,
            p.wins,
            p.ties,
            p.losses,
            p.win_pct,
            p.tie_pct,
            p.equity_pct,
            some(p.std_err_pct.map(|e| e.to_string())),
            json.method,
            json.boards,
            some(json.seed.map(|s| s.to_string())),
            json.board.unwrap_or_default(),
            json.dead.unwrap_or_default(),
        )?;
        if let Some(w) = p.weighted {
            write!(out, ",{},{},{},{}", w.boards, w.wins, w.ties, w.losses)?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// The JSON output: the result with percentages spelled out; no board or dead cards
/// is `null`.
#[derive(serde::Serialize)]
struct Json<'a> {
    method: &'static str,
    boards: u64,
    seed: Option<u64>,
    board: Option<&'a str>,
    dead: Option<&'a str>,
    /// Present (true) only when the ranges' weights differ.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    weighted: bool,
    players: Vec<JsonPlayer<'a>>,
}

#[derive(serde::Serialize)]
struct JsonPlayer<'a> {
    player: usize,
    hand: &'a str,
    combos: usize,
    wins: u64,
    ties: u64,
    losses: u64,
    win_pct: f64,
    tie_pct: f64,
    equity_pct: f64,
    std_err_pct: Option<f64>,
    /// Exact answers over weighted ranges: the weighted sums.
    #[serde(skip_serializing_if = "Option::is_none")]
    weighted: Option<WeightedCounts>,
}

impl<'a> Json<'a> {
    fn new(result: &'a EquityResult, board: &'a str, dead: &'a str) -> Json<'a> {
        Json {
            method: match result.method {
                Method::Exact => "exact",
                Method::MonteCarlo => "monte_carlo",
            },
            boards: result.boards,
            seed: result.seed,
            board: Some(board).filter(|b| !b.is_empty()),
            dead: Some(dead).filter(|d| !d.is_empty()),
            weighted: result.weighted,
            players: result
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| JsonPlayer {
                    player: i + 1,
                    hand: &p.range,
                    combos: p.combos,
                    wins: p.wins,
                    ties: p.ties,
                    losses: p.losses,
                    win_pct: 100.0 * p.win,
                    tie_pct: 100.0 * p.tie,
                    equity_pct: 100.0 * p.equity,
                    std_err_pct: p.std_err.map(|e| 100.0 * e),
                    weighted: p.weighted,
                })
                .collect(),
        }
    }
}
