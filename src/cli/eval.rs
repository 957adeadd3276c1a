//! `handrank eval`: everything about one hand, in any game.

use std::io::Write;

use handrank::omaha::Low;
use handrank::{Card, Game};

use super::{CliError, Format, Status, card_text, csv_field, stdout, write_json};

/// Score one hand: 5 to 7 hold'em cards, or a hole with --board.
///
/// Prints the category, description, best five cards, strength (1-7462, higher is
/// better) and the base-14 score; a game with a low (omaha-hilo) adds the low. In hold'em
/// the cards are the whole hand, or the hole when --board gives the board; in Omaha they
/// are the hole (4-6 cards) and --board the board (3-5 cards), and the best five are two
/// hole cards then three board cards.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank eval Kh Kd 9c 9s Qh 2d 3c\n  \
    handrank eval \"Ah Kh Qh Jh Th\" --format json\n  \
    handrank eval AhKh --board \"Qh Jh Th 2c 3d\"\n  \
    handrank eval --game omaha Ah Kh 2c 3d --board \"Qh Jh Th 4s 8c\"\n  \
    handrank eval --game omaha-hilo \"Ah 2c Kd Ks\" --board \"4h 6d 8s Qc Jh\" --format csv")]
pub struct Args {
    /// The cards, in one argument or several: Kh Kd 9c 9s Qh, "10h,Jh,Qh,Kh,Ah", 6♥ 6♦ …
    #[arg(required = true, num_args = 1..)]
    cards: Vec<String>,
    /// The board: in hold'em 0 to 5 cards (the cards are then the hole), in Omaha 3 to 5.
    #[arg(long, value_name = "CARDS")]
    board: Option<String>,
    #[arg(long, value_parser = super::game, default_value = "holdem", help = super::GAME_HELP)]
    game: Game,
    #[arg(long, value_enum, default_value_t)]
    format: Format,
}

#[derive(serde::Serialize)]
struct Evaluation {
    cards: String,
    /// `null` without --board.
    board: Option<String>,
    /// The machine name, `two_pair`; the text output shows the poker name, "Two Pair".
    category: &'static str,
    description: String,
    /// The cards that make the hand: five in every game but badugi.
    best_five: String,
    strength: u16,
    /// Hold'em's base-14 code, in the games ranked as hold'em is; `null` in the others.
    base14: Option<u32>,
    /// Only in a game with a low: the low, `null` when none qualifies.
    #[serde(skip_serializing_if = "Option::is_none")]
    low: Option<Option<Low>>,
}

/// The board of `--board`, checked for `game`; none without the flag, and for a game that
/// needs a board (Omaha) an error that says where it goes.
pub fn board(game: Game, board: Option<&str>) -> Result<Vec<Card>, CliError> {
    let Some(text) = board else {
        if game.board_range().contains(&0) {
            return Ok(Vec::new());
        }
        return Err(CliError::Input(format!(
            "{} needs the board: --board \"2h 3h 4h 5d 9c\"",
            game.title()
        )));
    };
    let board = super::flag_cards(text, "--board", "on the board")?;
    game.check_board(&board)
        .map_err(|error| CliError::Input(format!("--board: {error}")))?;
    Ok(board)
}

/// A hole (the positional cards) and `--board`, read and checked as a hand of `game`.
pub fn deal(
    game: Game,
    hole: &str,
    board_text: Option<&str>,
) -> Result<(Vec<Card>, Vec<Card>), CliError> {
    let board = board(game, board_text)?;
    let hole = handrank::parse_cards(hole)?;
    game.check(&hole, &board)?;
    Ok((hole, board))
}

/// A low as people read it: "8-6-4-2-A", or "none".
pub fn low_text(low: Option<Low>) -> String {
    low.map_or_else(|| "none".to_owned(), |low| low.describe())
}

pub fn run(args: Args) -> Result<Status, CliError> {
    let game = args.game;
    let (hole, board) = deal(game, &args.cards.join(" "), args.board.as_deref())?;
    let score = game.score(&hole, &board)?;
    let best_five = game.best_cards(&hole, &board)?;
    let value = score.hand;
    let report = Evaluation {
        cards: card_text(&hole),
        board: args.board.is_some().then(|| card_text(&board)),
        category: value.category_id(),
        description: value.describe(),
        best_five: card_text(&best_five),
        strength: value.strength(),
        base14: value.high().map(|s| s.base14()),
        low: game.has_low().then_some(score.low),
    };
    let mut out = stdout();
    match args.format {
        Format::Text => {
            writeln!(out, "cards:       {}", report.cards)?;
            if let Some(board) = &report.board {
                writeln!(out, "board:       {board}")?;
            }
            writeln!(out, "category:    {}", value.category_name())?;
            writeln!(out, "description: {}", report.description)?;
            // Five cards in every game but badugi, whose badugi has 1 to 4.
            let label = if best_five.len() == 5 {
                "best five: "
            } else {
                "best cards:"
            };
            writeln!(out, "{label}  {}", report.best_five)?;
            writeln!(
                out,
                "strength:    {} of {}",
                report.strength,
                value.classes()
            )?;
            if let Some(base14) = report.base14 {
                writeln!(out, "base-14:     {base14}")?;
            }
            if let Some(low) = report.low {
                writeln!(out, "low:         {}", low_text(low))?;
            }
        }
        Format::Json => write_json(&mut out, &report)?,
        Format::Csv => {
            let low_header = if game.has_low() { ",low" } else { "" };
            writeln!(
                out,
                "cards,category,description,best_five,strength,base14,board{low_header}"
            )?;
            write!(
                out,
                "{},{},{},{},{},{},{}",
                report.cards,
                report.category,
                csv_field(&report.description),
                report.best_five,
                report.strength,
                report.base14.map(|b| b.to_string()).unwrap_or_default(),
                report.board.as_deref().unwrap_or("")
            )?;
            if let Some(low) = report.low {
                write!(out, ",{}", low.map(|l| l.describe()).unwrap_or_default())?;
            }
            writeln!(out)?;
        }
    }
    out.flush()?;
    Ok(Status::Success)
}
