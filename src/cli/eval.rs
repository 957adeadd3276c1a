//! `handrank eval`: everything about one hand.

use std::io::Write;

use handrank::{Category, best_five, evaluate, parse_hand};

use super::omaha::Game;
use super::{CliError, Format, Status, card_text, csv_field, stdout, write_json};

/// Score one hand of 5 to 7 cards.
///
/// Prints the category, description, best five cards, strength
/// (1-7462, higher is better) and the base-14 score.
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank eval Kh Kd 9c 9s Qh 2d 3c\n  \
    handrank eval \"Ah Kh Qh Jh Th\" --format json")]
pub struct Args {
    /// The cards, in one argument or several: Kh Kd 9c 9s Qh, "10h,Jh,Qh,Kh,Ah", 6♥ 6♦ …
    #[arg(required = true, num_args = 1..)]
    cards: Vec<String>,
    /// Omaha: the board (3-5 cards); the positional cards are then the hole (4-6).
    #[arg(long, value_name = "CARDS")]
    board: Option<String>,
    /// The game: holdem, omaha or omaha-hilo.
    #[arg(long, value_enum, default_value_t)]
    game: Game,
    #[arg(long, value_enum, default_value_t)]
    format: Format,
}

#[derive(serde::Serialize)]
struct Report {
    cards: String,
    /// The machine name, `two_pair`; the text output shows the poker name, "Two Pair".
    category: Category,
    description: String,
    best_five: String,
    strength: u16,
    base14: u32,
}

pub fn run(args: Args) -> Result<Status, CliError> {
    if args.game != Game::Holdem {
        return super::omaha::eval(&args.cards, args.board.as_deref(), args.game, args.format);
    }
    let mut text = args.cards.join(" ");
    if let Some(board) = &args.board {
        text = format!("{text} {board}");
    }
    let cards = parse_hand(&text)?;
    let strength = evaluate(&cards)?;
    let report = Report {
        cards: card_text(&cards),
        category: strength.category(),
        description: strength.describe(),
        best_five: card_text(&best_five(&cards)?),
        strength: strength.get(),
        base14: strength.base14(),
    };
    let mut out = stdout();
    match args.format {
        Format::Text => {
            writeln!(out, "cards:       {}", report.cards)?;
            writeln!(out, "category:    {}", strength.name())?;
            writeln!(out, "description: {}", report.description)?;
            writeln!(out, "best five:   {}", report.best_five)?;
            writeln!(out, "strength:    {} of 7462", report.strength)?;
            writeln!(out, "base-14:     {}", report.base14)?;
        }
        Format::Json => write_json(&mut out, &report)?,
        Format::Csv => {
            writeln!(out, "cards,category,description,best_five,strength,base14")?;
            writeln!(
                out,
                "{},{},{},{},{},{}",
                report.cards,
                report.category.id(),
                csv_field(&report.description),
                report.best_five,
                report.strength,
                report.base14
            )?;
        }
    }
    out.flush()?;
    Ok(Status::Success)
}
