//! The views beside a question's result: each class's equity (the breakdown by class,
//! shown as a heat map over the grids) and what each range makes on the board (`handrank
//! hits`). Numbers are the library's, printed as the command line prints them.

use handrank::equity::{BreakdownBy, Hits, MonteCarlo, duration, refuses};
use handrank::{Game, GameError};
use serde_json::{Value, json};
use wasm_bindgen::prelude::*;

use super::{InputError, cards, equity_error, js_error, question};

/// The run's Monte Carlo options for a breakdown: `None` after an exact run, else the
/// run's seed (each part its own stream of it, as `equity --breakdown --seed` draws).
fn breakdown_options(method: &str, seed: u64) -> Result<Option<MonteCarlo>, JsError> {
    match method {
        "exact" => Ok(None),
        "monte-carlo" => Ok(Some(MonteCarlo::new().seed(seed))),
        other => Err(JsError::new(&format!(
            "'{other}': a breakdown is exact or monte-carlo"
        ))),
    }
}

/// Whether the per-class breakdown of a question answered by `method` is quick enough:
/// `{"ok": {"estimate"}}`, or `{"error": {...}}` with the library's estimate when it
/// refuses the run as too long (or the question has no classes, Omaha's `random`).
#[wasm_bindgen]
pub fn breakdown_plan(question: &str, method: &str, seed: u64) -> Result<String, JsError> {
    let options = breakdown_options(method, seed)?;
    let question = match self::question(question) {
        Ok(question) => question,
        Err(error) => return Ok(error.json()),
    };
    let estimate = match question.breakdown_estimate(BreakdownBy::Class, options.as_ref()) {
        Ok(estimate) => estimate,
        Err(error) => return Ok(equity_error(error).json()),
    };
    if refuses(estimate.seconds, false) {
        let message = format!(
            "the breakdown would take about {} (estimate)",
            duration(estimate.seconds)
        );
        return Ok(InputError {
            input: "question".to_owned(),
            message,
        }
        .json());
    }
    Ok(json!({ "ok": { "estimate": duration(estimate.seconds) } }).to_string())
}

/// Each class's equity of every player's range against the others, as the command line's
/// `equity --breakdown --by class`: JSON rows, per player best first, with the class, its
/// combos and weight and its equity in % to 3 decimals (`null` for a class left out, with
/// the reason in `left_out`).
#[wasm_bindgen]
pub fn breakdown(question: &str, method: &str, seed: u64) -> Result<String, JsError> {
    let options = breakdown_options(method, seed)?;
    let question = self::question(question).map_err(js_error)?;
    let rows = question
        .breakdown(BreakdownBy::Class, options.as_ref())
        .map_err(|e| js_error(equity_error(e)))?;
    let rows: Vec<Value> = rows
        .iter()
        .map(|row| {
            let answered = row.left_out.is_none();
            json!({
                "player": row.player,
                "class": row.hand,
                "combos": row.combos,
                "weight": row.weight,
                "equity": answered.then(|| format!("{:.3}", 100.0 * row.equity)),
                "left_out": row.left_out,
            })
        })
        .collect();
    Ok(Value::from(rows).to_string())
}

/// What a range of `game` makes on the board, as `handrank hits --game` counts it:
/// `{"ok": {"combos", "weight", "made": [...], "draws": [...]}}`, each row the hand's name,
/// its combos (whole, or to 2 decimals when weighted) and its share in % to 2 decimals, the
/// made hands in the game's order; or `{"error": {...}}`.
#[wasm_bindgen]
pub fn hits(game: &str, range: &str, board: &str, dead: &str) -> String {
    let answer = (|| {
        let game: Game = game.parse().map_err(|error: GameError| InputError {
            input: "game".to_owned(),
            message: error.to_string(),
        })?;
        let board = cards(board, "board")?;
        let dead = cards(dead, "dead")?;
        Hits::parse_game(game, range, &board, &dead).map_err(|error| InputError {
            input: "question".to_owned(),
            message: error.to_string(),
        })
    })();
    let hits = match answer {
        Ok(hits) => hits,
        Err(error) => return error.json(),
    };
    let combos = |combos: f64| {
        if combos.fract() == 0.0 {
            format!("{combos:.0}")
        } else {
            format!("{combos:.2}")
        }
    };
    let row = |id: &str, name: &str, count: f64, share: f64| {
        let share = format!("{:.2}", 100.0 * share);
        json!({ "id": id, "name": name, "combos": combos(count), "share": share })
    };
    let made: Vec<Value> = hits
        .made
        .iter()
        .map(|c| row(c.kind.id(), c.kind.name(), c.combos, c.share))
        .collect();
    let draws: Vec<Value> = hits
        .draws
        .iter()
        .map(|c| row(c.kind.id(), c.kind.name(), c.combos, c.share))
        .collect();
    let weight = combos(hits.weight);
    let ok = json!({ "combos": hits.combos, "weight": weight, "made": made, "draws": draws });
    json!({ "ok": ok }).to_string()
}
