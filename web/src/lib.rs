//! handrank in the browser: a thin wasm-bindgen front end over the library.
//!
//! The page asks a question as the command line does (the game's name and, in a draw game,
//! the draws to come, each player's hand or range, board, dead cards, a method; as JSON
//! text, [`question`]) and gets the library's answers back: the method
//! and its estimate ([`plan`]), the counts of one exact shard or of a run of Monte Carlo
//! chunks ([`exact_part`], [`monte_carlo_part`], in Web Workers), the merge of parts
//! ([`merge`]) and the result as the command line prints it ([`result`]); beside the
//! result, each class's equity and what each range hits ([`views`]). Answers are JSON
//! text; counts travel as the library's words ([`Counts::to_words`]). No policy lives
//! here: the method, the estimate, its refusal and the trial count are the library's.
//!
//! wasm32 has no clock and no threads: seeds come from the page, rayon runs each part on
//! the worker's one thread, and a run is bounded by its chunks, never by a time limit.

use handrank::equity::{
    Counts, Equity, EquityError, EquityResult, Method, MonteCarlo, PreflopPart, PreflopTable,
    PreflopTableKind, Question, Range, Shard, StartingHand, duration, refuses,
};
use handrank::{Card, Game, Rank, Suit, parse_cards};
use serde_json::{Value, json};
use wasm_bindgen::prelude::*;

mod views;

/// What is wrong and with which input of the page (`player-2`, `board`, `dead`, `draws`,
/// `players`, `method`, or `question` for the question as a whole).
struct InputError {
    input: String,
    message: String,
}

impl InputError {
    fn json(&self) -> String {
        json!({ "error": { "input": self.input, "message": self.message } }).to_string()
    }
}

/// The input of the page an equity error is about.
fn input_of(error: &EquityError) -> String {
    match error {
        EquityError::Range { player, .. }
        | EquityError::OmahaRange { player, .. }
        | EquityError::NoParts { player }
        | EquityError::OwnCards { player, .. }
        | EquityError::EmptyRange { player, .. }
        | EquityError::LoneCard { player, .. } => format!("player-{player}"),
        EquityError::PlayerCount { .. } => "players".to_owned(),
        EquityError::BoardSize { .. } | EquityError::NoBoard(_) => "board".to_owned(),
        _ => "question".to_owned(),
    }
}

fn equity_error(error: EquityError) -> InputError {
    InputError {
        input: input_of(&error),
        message: error.to_string(),
    }
}

/// The cards of the board or the dead cards, an error naming the input.
fn cards(text: &str, input: &str) -> Result<Vec<Card>, InputError> {
    parse_cards(text).map_err(|error| InputError {
        input: input.to_owned(),
        message: format!("{input}: {error}"),
    })
}

/// The checked question, as the command line reads `equity PLAYERS --game --draws --board
/// --dead`, from the page's JSON text: `{"game": "deuce-seven", "draws": "2", "players":
/// ["7s5h4c3d+1", "8h6c5d3s2c"], "board": "", "dead": "Ks"}`. `draws` is the draws to come
/// as typed, absent or empty for the game's own (the last draw; 3 in a triple-draw name).
fn question(text: &str) -> Result<Question, InputError> {
    let asked: Value = serde_json::from_str(text).map_err(|error| InputError {
        input: "question".to_owned(),
        message: format!("the page's question is not JSON: {error}"),
    })?;
    let field = |name: &str| asked.get(name).and_then(Value::as_str).unwrap_or_default();
    let players: Vec<String> = match asked.get("players").and_then(Value::as_array) {
        Some(players) => players
            .iter()
            .map(|p| p.as_str().unwrap_or_default().to_owned())
            .collect(),
        None => Vec::new(),
    };
    let mut game: Game = field("game")
        .parse()
        .map_err(|error: handrank::GameError| InputError {
            input: "game".to_owned(),
            message: error.to_string(),
        })?;
    let draws = field("draws").trim();
    if !draws.is_empty() {
        let bad = |message: String| InputError {
            input: "draws".to_owned(),
            message,
        };
        let count: usize = draws
            .parse()
            .map_err(|_| bad(format!("'{draws}' is not a number of draws to come")))?;
        game = game
            .with_draws(count)
            .map_err(|error| bad(error.to_string()))?;
    }
    let board = cards(field("board"), "board")?;
    let dead = cards(field("dead"), "dead")?;
    Equity::parse_game(game, &players)
        .map_err(equity_error)?
        .board(&board)
        .dead(&dead)
        .check()
        .map_err(equity_error)
}

fn js_error(error: InputError) -> JsError {
    JsError::new(&error.message)
}

/// Every game, in the library's order: its command-line name, its title, the most draws
/// to come a question may ask (0 in a game without draws; 1 is the last draw, the
/// default), whether its players' hands are hold'em starting hands (a 13×13 grid), whether
/// it has a board,
/// whether it has the class-against-class preflop table (the order of a top-x % range) and
/// whether [`views::hits`] counts its ranges (every game with a board).
#[wasm_bindgen]
pub fn games() -> String {
    let games: Vec<Value> = Game::ALL
        .iter()
        .map(|game| {
            json!({
                "name": game.name(),
                "title": game.title(),
                "draws": game.most_draws(),
                "grid": game.has_starting_hands(),
                "board": game.has_board(),
                "preflop_table": game.preflop_table() == Some(PreflopTableKind::ClassAgainstClass),
                "hits": game.has_board(),
            })
        })
        .collect();
    Value::from(games).to_string()
}

/// A game as a link names it (any name or alias `--game` reads: `plo5`, `27td`):
/// `{"ok": {"name", "draws"}}`, the game's name of [`games`] and the draws to come it
/// asks (0 in a game without draws), or `{"error": {"input": "game", "message"}}` in the
/// command line's words.
#[wasm_bindgen]
pub fn game_of(name: &str) -> String {
    match name.parse::<Game>() {
        Ok(game) => json!({ "ok": { "name": game.name(), "draws": game.draws() } }).to_string(),
        Err(error) => InputError {
            input: "game".to_owned(),
            message: error.to_string(),
        }
        .json(),
    }
}

/// The method a page asks for: `auto` (the library's choice), `exact` or `monte-carlo`.
fn asked_method(method: &str) -> Result<Option<Method>, InputError> {
    match method {
        "auto" => Ok(None),
        "exact" => Ok(Some(Method::Exact)),
        "monte-carlo" => Ok(Some(Method::MonteCarlo)),
        other => Err(InputError {
            input: "method".to_owned(),
            message: format!("'{other}': the method is auto, exact or monte-carlo"),
        }),
    }
}

/// Whether a link's method is one the page asks for: `{"ok": null}` or the error
/// [`plan`] would give.
#[wasm_bindgen]
pub fn method_of(method: &str) -> String {
    match asked_method(method) {
        Ok(_) => json!({ "ok": null }).to_string(),
        Err(error) => error.json(),
    }
}

/// The method a question is answered by (`method`: `auto`, `exact` or `monte-carlo`) and
/// its estimate on `workers` workers: `{"ok": {...}}` or `{"error": {"input", "message"}}`.
/// A run the library refuses as too long is an error that gives the estimate and offers
/// Monte Carlo, in the command line's words.
#[wasm_bindgen]
pub fn plan(question: &str, method: &str, workers: u32) -> String {
    match plan_of(question, method, workers) {
        Ok(plan) => json!({ "ok": plan }).to_string(),
        Err(error) => error.json(),
    }
}

fn plan_of(question: &str, method: &str, workers: u32) -> Result<Value, InputError> {
    let question = self::question(question)?;
    let asked = asked_method(method)?;
    let options = MonteCarlo::new();
    let method = question
        .method_asked(asked, &options)
        .map_err(|error| InputError {
            input: "method".to_owned(),
            message: error.to_string(),
        })?;
    if method == Method::Exact {
        // More than one draw to come has no exact walk: the library's word, before any estimate.
        question.check_exact().map_err(|error| InputError {
            input: "method".to_owned(),
            message: error.to_string(),
        })?;
    }
    // The library's estimates are per thread of this worker: the parts run side by side.
    let workers = f64::from(workers.max(1));
    let (estimate, what, bound) = match method {
        Method::Exact => (
            question.exact_estimate(),
            "exact enumeration",
            "use Monte Carlo instead",
        ),
        Method::MonteCarlo => (
            question.monte_carlo_estimate(&options),
            "this Monte Carlo run",
            "ask a smaller question",
        ),
    };
    let seconds = estimate.seconds / workers;
    if refuses(seconds, false) {
        return Err(InputError {
            input: "method".to_owned(),
            message: format!(
                "{what} would take about {} (estimate); {bound}",
                duration(seconds)
            ),
        });
    }
    Ok(json!({
        "method": method_name(method),
        "seconds": seconds,
        "estimate": duration(seconds),
        "trials": options.trial_limit(),
        "trials_per_chunk": MonteCarlo::TRIALS_PER_CHUNK,
        "players": question.players(),
    }))
}

fn method_name(method: Method) -> &'static str {
    match method {
        Method::Exact => "exact",
        Method::MonteCarlo => "monte-carlo",
    }
}

/// The counts of exact shard `k` of `n` of the question.
#[wasm_bindgen]
pub fn exact_part(question: &str, k: u32, n: u32) -> Result<Vec<u64>, JsError> {
    let question = self::question(question).map_err(js_error)?;
    let shard = Shard::new(k, n).map_err(|e| JsError::new(&e.to_string()))?;
    let counts = question
        .exact_shard(shard, &|_, _| {})
        .map_err(|e| js_error(equity_error(e)))?;
    Ok(counts.to_words())
}

/// The counts of Monte Carlo chunks `first .. first + count` of the run `seed` seeds,
/// bounded by `trials` trials.
#[wasm_bindgen]
pub fn monte_carlo_part(
    question: &str,
    seed: u64,
    trials: u64,
    first: u64,
    count: u64,
) -> Result<Vec<u64>, JsError> {
    let question = self::question(question).map_err(js_error)?;
    let options = MonteCarlo::new().seed(seed).trials(trials);
    let counts = question
        .monte_carlo_chunks(&options, first..first.saturating_add(count))
        .map_err(|e| js_error(equity_error(e)))?;
    Ok(counts.to_words())
}

/// Two parts of one run merged.
#[wasm_bindgen]
pub fn merge(a: Vec<u64>, b: Vec<u64>) -> Result<Vec<u64>, JsError> {
    let error = |e: handrank::equity::CountsError| JsError::new(&e.to_string());
    let mut counts = Counts::from_words(&a).map_err(error)?;
    counts
        .merge(&Counts::from_words(&b).map_err(error)?)
        .map_err(error)?;
    Ok(counts.to_words())
}

/// The result of merged counts as the command line prints it: JSON with the run's method,
/// boards and seed, the largest standard error (a fraction, for a stopping rule), and per
/// player the hand, combos and the percentages to 3 decimals (`equity`, `win`, `tie`,
/// `std_err`, the last only for Monte Carlo).
#[wasm_bindgen]
pub fn result(question: &str, counts: Vec<u64>) -> Result<String, JsError> {
    let question = self::question(question).map_err(js_error)?;
    let counts = Counts::from_words(&counts).map_err(|e| JsError::new(&e.to_string()))?;
    let result = question
        .result_of(&counts)
        .map_err(|e| JsError::new(&e.to_string()))?;
    Ok(result_json(&result).to_string())
}

fn result_json(result: &EquityResult) -> Value {
    let pct = |fraction: f64| format!("{:.3}", 100.0 * fraction);
    let players: Vec<Value> = result
        .players
        .iter()
        .map(|p| {
            json!({
                "hand": p.range,
                "combos": p.combos,
                "equity": pct(p.equity),
                "win": pct(p.win),
                "tie": pct(p.tie),
                "std_err": p.std_err.map(pct),
            })
        })
        .collect();
    let worst = result
        .players
        .iter()
        .filter_map(|p| p.std_err)
        .fold(0.0, f64::max);
    json!({
        "method": method_name(result.method),
        "boards": result.boards,
        "seed": result.seed.map(|s| s.to_string()),
        "worst_std_err": worst,
        "players": players,
    })
}

/// The card picker's cards: `game`'s deck as one row per suit (spades, hearts, diamonds,
/// clubs), ranks from the ace down, as JSON rows of card names (short deck's from A to 6).
#[wasm_bindgen]
pub fn deck(game: &str) -> Result<String, JsError> {
    let game: Game = game
        .parse()
        .map_err(|e: handrank::GameError| JsError::new(&e.to_string()))?;
    let deck = game.deck();
    let rows: Vec<Vec<String>> = Suit::ALL
        .iter()
        .rev()
        .map(|&suit| {
            Rank::ALL
                .iter()
                .rev()
                .map(|&rank| Card::new(rank, suit))
                .filter(|&card| deck.contains(card))
                .map(|card| card.to_string())
                .collect()
        })
        .collect();
    Ok(json!(rows).to_string())
}

/// The cards of a board or dead-card text as the library writes them, so the picker adds or
/// takes out one card and keeps the rest: `{"ok": ["Qd", "7c"]}` or `{"error": message}`.
#[wasm_bindgen]
pub fn card_list(text: &str) -> String {
    match parse_cards(text) {
        Ok(cards) => {
            let names: Vec<String> = cards.iter().map(Card::to_string).collect();
            json!({ "ok": names }).to_string()
        }
        Err(error) => json!({ "error": error.to_string() }).to_string(),
    }
}

/// The 169 starting-hand classes in the grid's order, row by row: ranks from ace down, a
/// pair on the diagonal, suited above it and offsuit below.
#[wasm_bindgen]
pub fn grid_classes() -> Vec<String> {
    StartingHand::all().map(|class| class.to_string()).collect()
}

/// How much of each class of [`grid_classes`] a range holds in `game`'s deck, and the
/// range's own text for that class: `{"ok": {"shares": [...], "parts": [...]}}` or
/// `{"error": {...}}` naming the range's bad part. A share is the part of the class's
/// combos held (weighted), or -1 for a class the deck cannot deal; a part is `AKs` for a
/// whole class, `AKs:0.5` for a class held at one weight, else its combos (`AhKh,AsKs:0.5`),
/// so that the parts joined are the same range and a grid edits one class of it.
#[wasm_bindgen]
pub fn grid(game: &str, text: &str) -> String {
    let Ok(game) = game.parse::<Game>() else {
        return json!({ "error": { "input": "game", "message": "no such game" } }).to_string();
    };
    let deck = game.deck();
    let range = if text.trim().is_empty() {
        None
    } else {
        match Range::parse_in(text, deck) {
            Ok(range) => Some(range),
            Err(error) => {
                let error = json!({ "input": "range", "message": error.to_string() });
                return json!({ "error": error }).to_string();
            }
        }
    };
    // Each class's held combos and weights, by grid index.
    let mut held = vec![Vec::new(); StartingHand::COUNT];
    if let Some(range) = &range {
        for (&combo, &weight) in range.combos().iter().zip(range.weights()) {
            held[StartingHand::of(combo).index()].push((combo, weight));
        }
    }
    let mut shares = Vec::with_capacity(StartingHand::COUNT);
    let mut parts = Vec::with_capacity(StartingHand::COUNT);
    for (class, held) in StartingHand::all().zip(&held) {
        let dealt = class
            .combos()
            .filter(|c| c.cards().iter().all(|&card| deck.contains(card)))
            .count();
        if dealt == 0 {
            shares.push(-1.0);
            parts.push(String::new());
            continue;
        }
        let weight: f64 = held.iter().map(|&(_, w)| w).sum();
        shares.push(weight / dealt as f64);
        let one_weight = held.first().map(|&(_, w)| w);
        parts.push(match one_weight {
            None => String::new(),
            Some(w) if held.len() == dealt && held.iter().all(|&(_, x)| x == w) => {
                weighted(&class.to_string(), w)
            }
            Some(_) => held
                .iter()
                .map(|&(combo, w)| weighted(&combo.to_string(), w))
                .collect::<Vec<_>>()
                .join(","),
        });
    }
    json!({ "ok": { "shares": shares, "parts": parts } }).to_string()
}

/// A range part at a weight, in the range notation (`AKs`, `AKs:0.25`).
fn weighted(part: &str, weight: f64) -> String {
    if weight == 1.0 {
        part.to_owned()
    } else {
        format!("{part}:{weight}")
    }
}

/// The counts of shard `k` of `n` of `game`'s preflop table, in the part's text format.
#[wasm_bindgen]
pub fn preflop_part(game: &str, k: u32, n: u32) -> Result<String, JsError> {
    let game: Game = game
        .parse()
        .map_err(|e: handrank::GameError| JsError::new(&e.to_string()))?;
    let shard = Shard::new(k, n).map_err(|e| JsError::new(&e.to_string()))?;
    let part =
        PreflopPart::compute(game, shard, &|_, _| {}).map_err(|e| JsError::new(&e.to_string()))?;
    let mut text = Vec::new();
    part.write(&mut text)
        .map_err(|e| JsError::new(&e.to_string()))?;
    String::from_utf8(text).map_err(|e| JsError::new(&e.to_string()))
}

/// The hold'em preflop table, from every part of one cut ([`preflop_part`]).
#[wasm_bindgen]
pub struct Preflop(PreflopTable);

#[wasm_bindgen]
impl Preflop {
    /// The table of the parts merged; an error names a missing, repeated or foreign part.
    #[wasm_bindgen(constructor)]
    pub fn new(parts: Vec<String>) -> Result<Preflop, JsError> {
        let error = |e: handrank::equity::PartError| JsError::new(&e.to_string());
        let parts = parts
            .iter()
            .enumerate()
            .map(|(i, text)| {
                Ok((
                    format!("part {}", i + 1),
                    PreflopPart::read(text.as_bytes())?,
                ))
            })
            .collect::<Result<Vec<_>, _>>()
            .map_err(error)?;
        let whole = PreflopPart::merge(parts).map_err(error)?;
        PreflopTable::from_part(&whole).map(Preflop).map_err(error)
    }

    /// The strongest classes nearest `share` (0 to 1) of the combos: a top-x % range.
    pub fn top(&self, share: f64) -> Vec<String> {
        self.0.top(share).iter().map(|c| c.to_string()).collect()
    }

    /// Each class's equity against a random hand, in grid order (fractions).
    pub fn versus_random(&self) -> Vec<f64> {
        StartingHand::all()
            .map(|class| self.0.versus_random(class).equity())
            .collect()
    }
}
