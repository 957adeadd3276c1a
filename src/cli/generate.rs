//! `handrank generate`: seeded random hands, as input for `batch` and benchmarks.

use std::io::Write;
use std::path::PathBuf;

use clap::ValueEnum;
use handrank::{CardSet, Game, sample};
use rayon::prelude::*;

use super::output_file::OutputFile;
use super::{CliError, Status, stdio};

/// Write seeded random hands (input for batch and benchmarks).
///
/// One hand per line, the input of `batch --game GAME`: in a game scored from one run of
/// cards, --cards cards dealt from the game's deck ("Ah Kd 7c 2s 9h Td 3c"): hold'em, stud,
/// stud hi-lo and razz 5 to 7 (7 unless told), short deck 5 to 7 from its 36 cards (6 to
/// ace), ace-five and deuce-seven 5, badugi 4; with --output-format bin, one little-endian
/// u64 card mask each (the input of `batch --input-format bin`). In Omaha the game's hole
/// cards, '|', then --board-cards board cards ("Ah Kd Qs Jc | 2h 3h 4h 5d 9c").
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank generate --hands 1M -o hands.txt\n  \
    handrank generate --hands 5 --cards 5 --seed 42\n  \
    handrank generate --game omaha6 --hands 1000000 -o plo6.txt\n  \
    handrank generate --game short-deck --hands 3 --seed 7\n  \
    handrank generate --game badugi --hands 1M --output-format bin -o badugi.bin\n  \
    handrank generate --game omaha-hilo --board-cards 3 --hands 2 --seed 7")]
pub struct Args {
    /// Number of hands: 1000000, 1_000_000, 1e6, 2.5M or 10k.
    #[arg(long, default_value = "1M", value_parser = super::count::parse::<usize>)]
    hands: usize,
    /// Cards per hand where the game allows a choice: hold'em, short deck and the stud
    /// games 5 to 7 (default 7); ace-five and deuce-seven deal 5, badugi 4.
    #[arg(long, value_parser = clap::value_parser!(u8).range(4..=7))]
    cards: Option<u8>,
    /// Random seed: the same seed gives the same hands.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Output file (default: stdout).
    #[arg(short, long, value_name = "OUT")]
    output: Option<PathBuf>,
    #[arg(long, visible_alias = "format", value_enum, default_value_t = Kind::Text)]
    output_format: Kind,
    #[arg(long, value_parser = super::game, default_value = "holdem", help = super::GAME_HELP)]
    game: Game,
    /// Omaha: hole cards per hand, instead of the game's (omaha6 deals 6).
    #[arg(long, value_parser = clap::value_parser!(u8).range(4..=6))]
    hole_cards: Option<u8>,
    /// Omaha: board cards per hand.
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u8).range(3..=5))]
    board_cards: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Kind {
    /// One hand per line.
    Text,
    /// One little-endian u64 card mask per hand.
    Bin,
}

/// A hand's cards: the hole, then the board (none in a game that pools them).
#[derive(Clone, Copy)]
struct Shape {
    hole: usize,
    board: usize,
}

impl Shape {
    /// Hold'em's hands are one run of --cards cards, as `batch` reads fastest; a game that
    /// keeps its hole apart deals its hole count and --board-cards.
    fn of(args: &Args) -> Result<Shape, CliError> {
        let game = match args.hole_cards {
            Some(hole) => args
                .game
                .with_hole_cards(usize::from(hole))
                .map_err(|e| CliError::Input(format!("--hole-cards: {e}")))?,
            None => args.game,
        };
        if game.pools_board() {
            let sizes = game.cards_range();
            let hole = args.cards.map_or(*sizes.end(), usize::from);
            if !sizes.contains(&hole) {
                let (what, min, max) = (game.title(), sizes.start(), sizes.end());
                let allowed = if min == max {
                    format!("{max}")
                } else {
                    format!("{min} to {max}")
                };
                return Err(CliError::Input(format!(
                    "--cards {hole}: {what} deals {allowed} cards a hand"
                )));
            }
            return Ok(Shape { hole, board: 0 });
        }
        if args.output_format == Kind::Bin {
            return Err(CliError::Input(format!(
                "{} hands are written as text lines only: a card mask cannot keep the hole \
                 apart from the board",
                game.title()
            )));
        }
        Ok(Shape {
            hole: game.hole_cards(),
            board: usize::from(args.board_cards),
        })
    }
}

pub fn run(args: Args) -> Result<Status, CliError> {
    let shape = Shape::of(&args)?;
    match &args.output {
        Some(path) => {
            let mut file = OutputFile::create(path)?;
            write_hands(&args, shape, &mut file)?;
            file.commit()?;
        }
        None => write_hands(&args, shape, &mut stdio::Stdout::new())?,
    }
    Ok(Status::Success)
}

/// Writes the hands a chunk group at a time, so memory stays flat for any count.
fn write_hands(args: &Args, shape: Shape, out: &mut impl Write) -> Result<(), CliError> {
    let hole = shape.hole;
    let cards = shape.hole + shape.board;
    let split = shape.board > 0;
    let step = sample::CHUNK * 64;
    let mut first = 0;
    while first < args.hands {
        let count = step.min(args.hands - first);
        let dealt = sample::hands_from(args.game.deck(), args.seed, first, count, cards);
        let parts: Vec<Vec<u8>> = dealt
            .par_chunks(cards * sample::CHUNK)
            .map(|chunk| {
                let mut buffer = Vec::with_capacity(chunk.len() * 3);
                for hand in chunk.chunks_exact(cards) {
                    match args.output_format {
                        Kind::Text => {
                            for (i, card) in hand.iter().enumerate() {
                                if split && i == hole {
                                    buffer.extend_from_slice(b" | ");
                                } else if i > 0 {
                                    buffer.push(b' ');
                                }
                                buffer.push(card.rank().symbol() as u8);
                                buffer.push(card.suit().letter() as u8);
                            }
                            buffer.push(b'\n');
                        }
                        Kind::Bin => {
                            let set: CardSet = hand.iter().copied().collect();
                            buffer.extend_from_slice(&set.bits().to_le_bytes());
                        }
                    }
                }
                buffer
            })
            .collect();
        for part in parts {
            out.write_all(&part)?;
        }
        first += count;
    }
    out.flush()?;
    Ok(())
}
