//! The equity answer as an aligned table, one JSON object (one line), or CSV rows (one
//! per player).

use std::io::{self, Write};

use handrank::Game;
use handrank::equity::{EquityResult, Method, WeightedCounts};

use super::super::{csv_field, grouped};

/// The widest the hand column is padded to: a longer range overflows its column (a format
/// width of 65,536 or more panics).
const MAX_HAND_WIDTH: usize = 40;

/// The table: the game (unless the default game), the method and boards, the board and dead cards, then one row per player.
pub(super) fn write_text(
    out: &mut impl Write,
    result: &EquityResult,
    board: &str,
    dead: &str,
) -> io::Result<()> {
    if result.game != Game::default() {
        writeln!(out, "game: {}", result.game.title())?;
    }
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
    let combos_width = result
        .players
        .iter()
        .map(|p| p.combos.to_string().len())
        .max()
        .unwrap_or(6)
        .max(6);
    let hi_lo = result.game.has_low();
    let (win, tie) = win_tie_labels(hi_lo);
    write!(
        out,
        "{:<6}  {:<width$}  {:>combos_width$}  {:>8}  {:>8}  {:>8}",
        "player", "hand", "combos", win, tie, "equity %"
    )?;
    if hi_lo {
        write!(out, "  {:>8}  {:>8}  {:>8}", "high %", "low %", "scoop %")?;
    }
    if mc {
        write!(out, "  {:>7}", "± %")?;
    }
    writeln!(out)?;
    for (i, p) in result.players.iter().enumerate() {
        write!(
            out,
            "{:<6}  {:<width$}  {:>combos_width$}  {:>8.3}  {:>8.3}  {:>8.3}",
            i + 1,
            p.range,
            p.combos,
            100.0 * p.win,
            100.0 * p.tie,
            100.0 * p.equity
        )?;
        if let Some(split) = p.hi_lo {
            write!(
                out,
                "  {:>8.3}  {:>8.3}  {:>8.3}",
                100.0 * split.high,
                100.0 * split.low,
                100.0 * split.scoop
            )?;
        }
        if let Some(se) = p.std_err.filter(|_| mc) {
            write!(out, "  {:>7.3}", 100.0 * se)?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// The win and tie columns' headings: in a hi-lo game they count the high hand's boards.
pub(super) fn win_tie_labels(hi_lo: bool) -> (&'static str, &'static str) {
    if hi_lo {
        ("hi win %", "hi tie %")
    } else {
        ("win %", "tie %")
    }
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
    // Exact answers over weighted ranges add the weighted sums as four more columns, and
    // a hi-lo game its split.
    let weighted = json.players.iter().any(|p| p.weighted.is_some());
    let hi_lo = result.game.has_low();
    writeln!(
        out,
        "player,hand,combos,wins,ties,losses,win_pct,tie_pct,equity_pct,std_err_pct,\
         method,boards,seed,board,dead{}{}",
        if weighted {
            ",weighted_boards,weighted_wins,weighted_ties,weighted_losses"
        } else {
            ""
        },
        if hi_lo {
            ",high_pct,low_pct,scoop_pct,low_wins,low_ties,low_losses,scoops"
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
        if let Some(h) = &p.hi_lo {
            write!(
                out,
                ",{},{},{},{},{},{},{}",
                h.high_pct, h.low_pct, h.scoop_pct, h.low_wins, h.low_ties, h.low_losses, h.scoops
            )?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// The JSON output: the result with percentages spelled out; no board or dead cards
/// is `null`.
#[derive(serde::Serialize)]
struct Json<'a> {
    game: &'static str,
    /// Present only with more than one draw to come.
    #[serde(skip_serializing_if = "Option::is_none")]
    draws: Option<usize>,
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
    /// A hi-lo game's split.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    hi_lo: Option<JsonHiLo>,
}

/// A hi-lo player's split of the pot: the shares won by the high and the low hand and
/// scoops, in percent, and the low's counts.
#[derive(serde::Serialize)]
struct JsonHiLo {
    high_pct: f64,
    low_pct: f64,
    scoop_pct: f64,
    low_wins: u64,
    low_ties: u64,
    low_losses: u64,
    scoops: u64,
}

impl<'a> Json<'a> {
    fn new(result: &'a EquityResult, board: &'a str, dead: &'a str) -> Json<'a> {
        Json {
            game: result.game.name(),
            draws: Some(result.game.draws()).filter(|&d| d > 1),
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
                    hi_lo: p.hi_lo.map(|h| JsonHiLo {
                        high_pct: 100.0 * h.high,
                        low_pct: 100.0 * h.low,
                        scoop_pct: 100.0 * h.scoop,
                        low_wins: h.low_wins,
                        low_ties: h.low_ties,
                        low_losses: h.low_losses,
                        scoops: h.scoops,
                    }),
                })
                .collect(),
        }
    }
}
