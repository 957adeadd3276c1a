//! `handrank best`: the hands that tie for best (the exercism poker exercise), in any game.

use std::io::Write;

use handrank::lines::LineError;
use handrank::omaha::Low;
use handrank::{Card, Game, HandValue, Score, parse_cards};

use super::{CliError, Format, Status, csv_field, open_input, stdout, write_json};

/// Print the hand(s) that tie for best.
///
/// Every hand that ties for best is printed in input order, one per line, as written. Hands
/// are independent (one deck each), or holes sharing --board (hold'em 0 to 5 board cards,
/// Omaha 3 to 5). In a game with a low (omaha-hilo) the pot is split: the hands that tie
/// for the best high and those that tie for the best qualifying low are printed, each
/// marked "(high)", "(low)" or "(high and low)" in text and with "half" and "low" in JSON
/// and CSV. Without HAND arguments, reads one hand per line from stdin (blank lines are
/// skipped).
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank best \"4D 5S 6S 8D 3C\" \"2S 4C 7S 9H 10H\" \"3S 4S 5D 6H JH\"\n  \
    printf '4S 5H 4C 8D 4H\\n4D AH 3S 2D 5C\\n' | handrank best --format json\n  \
    handrank best AhKh QsQd 7c7d --board \"Qh Jh 7h 2c 3d\"\n    \
      AhKh\n  \
    handrank best --game omaha-hilo \"Ah 2c Kd Ks\" \"As 3c Qd Qs\" \"Jc Tc 9d 9s\" --board \"4h 6d 8s Qc Jh\"\n    \
      Ah 2c Kd Ks (low)\n    \
      Jc Tc 9d 9s (high)")]
pub struct Args {
    /// The hands, one per argument: "4S 5S 7H 8D JC" (with --board, the holes).
    hands: Vec<String>,
    /// The board every hand shares: the hands are then holes.
    #[arg(long, value_name = "CARDS")]
    board: Option<String>,
    #[arg(long, value_parser = super::game, default_value = "holdem", help = super::GAME_HELP)]
    game: Game,
    #[arg(long, value_enum, default_value_t)]
    format: Format,
}

/// Which part of the pot a hand wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
enum Half {
    High,
    Low,
    HighAndLow,
}

impl Half {
    fn text(self) -> &'static str {
        match self {
            Half::High => "high",
            Half::Low => "low",
            Half::HighAndLow => "high and low",
        }
    }
}

#[derive(serde::Serialize)]
struct Row<'a> {
    /// Line (stdin) or argument number, 1-based.
    line: u64,
    hand: &'a str,
    strength: u16,
    category: &'static str,
    description: String,
    /// Only in a game with a low.
    #[serde(skip_serializing_if = "Option::is_none")]
    low: Option<Option<Low>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    half: Option<Half>,
}

/// The hands tying for best so far, in input order: memory stays bounded apart from ties.
struct Leaders<K> {
    best: Option<K>,
    hands: Vec<(u64, String, Score)>,
}

impl<K: Ord + Copy> Leaders<K> {
    fn new() -> Self {
        Leaders {
            best: None,
            hands: Vec::new(),
        }
    }

    fn consider(&mut self, key: Option<K>, line: u64, hand: &str, score: Score) {
        let Some(key) = key else { return };
        if self.best.is_none_or(|best| key > best) {
            self.best = Some(key);
            self.hands.clear();
        }
        if self.best == Some(key) {
            self.hands.push((line, hand.to_owned(), score));
        }
    }
}

pub fn run(args: Args) -> Result<Status, CliError> {
    let game = args.game;
    let board: Vec<Card> = super::eval::board(game, args.board.as_deref())?;
    // Only the best hands so far are kept: stdin is read line by line in bounded memory
    // (apart from ties for best), and a bad line stops the run as soon as it is read.
    let mut high: Leaders<HandValue> = Leaders::new();
    let mut low: Leaders<Low> = Leaders::new();
    let mut consider = |line: u64, hand: String| -> Result<(), CliError> {
        let hole = parse_cards(&hand).map_err(|error| located(&args, line, error))?;
        let score = game
            .score(&hole, &board)
            .map_err(|error| located(&args, line, error))?;
        high.consider(Some(score.hand), line, &hand, score);
        low.consider(score.low, line, &hand, score);
        Ok(())
    };
    if args.hands.is_empty() {
        let (name, input) = open_input(None)?;
        for item in handrank::lines::Reader::new(std::io::BufReader::new(input)) {
            let (line, text) = item.map_err(|e| CliError::Input(format!("reading {name}: {e}")))?;
            let text = text.map_err(|error| LineError {
                source_name: name.clone(),
                line,
                error,
            })?;
            if !text.trim().is_empty() {
                consider(line, text)?;
            }
        }
    } else {
        for (line, hand) in (1..).zip(&args.hands) {
            consider(line, hand.clone())?;
        }
    }

    // The winners of each half, merged in input order.
    let mut winners: Vec<(u64, String, Score, Half)> = Vec::new();
    for (line, hand, score) in high.hands {
        winners.push((line, hand, score, Half::High));
    }
    for (line, hand, score) in low.hands {
        match winners.iter_mut().find(|w| w.0 == line) {
            Some(winner) => winner.3 = Half::HighAndLow,
            None => winners.push((line, hand, score, Half::Low)),
        }
    }
    winners.sort_by_key(|w| w.0);

    let mut out = stdout();
    let has_low = game.has_low();
    if args.format == Format::Csv {
        let low_header = if has_low { ",low,half" } else { "" };
        writeln!(out, "line,hand,strength,category,description{low_header}")?;
    }
    for (line, hand, score, half) in &winners {
        let (line, hand, value) = (*line, hand.as_str(), score.hand);
        match args.format {
            Format::Text if has_low => writeln!(out, "{hand} ({})", half.text())?,
            Format::Text => writeln!(out, "{hand}")?,
            Format::Json => write_json(
                &mut out,
                &Row {
                    line,
                    hand,
                    strength: value.strength(),
                    category: value.category_id(),
                    description: value.describe(),
                    low: has_low.then_some(score.low),
                    half: has_low.then_some(*half),
                },
            )?,
            Format::Csv => {
                write!(
                    out,
                    "{line},{},{},{},{}",
                    csv_field(hand),
                    value.strength(),
                    value.category_id(),
                    csv_field(&value.describe())
                )?;
                if has_low {
                    let low = score.low.map(|l| l.describe()).unwrap_or_default();
                    write!(out, ",{low},{}", half.text().replace(' ', "_"))?;
                }
                writeln!(out)?;
            }
        }
    }
    out.flush()?;
    Ok(Status::Success)
}

/// `<stdin>:3: …` for a line of stdin, `hand 3: …` for an argument.
fn located(args: &Args, line: u64, error: impl std::fmt::Display) -> CliError {
    if args.hands.is_empty() {
        LineError {
            source_name: "<stdin>".to_owned(),
            line,
            error,
        }
        .into()
    } else {
        CliError::Input(format!("hand {line}: {error}"))
    }
}
