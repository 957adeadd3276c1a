//! `handrank generate`: seeded random hands, as input for `batch` and benchmarks.

use std::io::Write;
use std::path::PathBuf;

use clap::ValueEnum;
use handrank::{CardSet, sample};
use rayon::prelude::*;

use super::output_file::OutputFile;
use super::{CliError, Status, stdio};

/// Write seeded random hands (input for batch and benchmarks).
///
/// One hand per line ("Ah Kd 7c 2s 9h Td 3c") or, with
/// --output-format bin, one little-endian u64 card mask each (the input of
/// `batch --input-format bin`).
#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    handrank generate --hands 10000000 -o hands.txt\n  \
    handrank generate --hands 5 --cards 5 --seed 42")]
pub struct Args {
    /// Number of hands.
    #[arg(long, default_value_t = 1_000_000)]
    hands: usize,
    /// Cards per hand.
    #[arg(long, default_value_t = 7, value_parser = clap::value_parser!(u8).range(5..=7))]
    cards: u8,
    /// Random seed: the same seed gives the same hands.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Output file (default: stdout).
    #[arg(short, long, value_name = "OUT")]
    output: Option<PathBuf>,
    #[arg(long, visible_alias = "format", value_enum, default_value_t = Kind::Text)]
    output_format: Kind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Kind {
    /// One hand per line.
    Text,
    /// One little-endian u64 card mask per hand.
    Bin,
}

pub fn run(args: Args) -> Result<Status, CliError> {
    match &args.output {
        Some(path) => {
            let mut file = OutputFile::create(path)?;
            write_hands(&args, &mut file)?;
            file.commit()?;
        }
        None => write_hands(&args, &mut stdio::Stdout::new())?,
    }
    Ok(Status::Success)
}

/// Writes the hands a chunk group at a time, so memory stays flat for any count.
fn write_hands(args: &Args, out: &mut impl Write) -> Result<(), CliError> {
    let cards = usize::from(args.cards);
    let step = sample::CHUNK * 64;
    let mut first = 0;
    while first < args.hands {
        let count = step.min(args.hands - first);
        let dealt = sample::hands(args.seed, first, count, cards);
        let parts: Vec<Vec<u8>> = dealt
            .par_chunks(cards * sample::CHUNK)
            .map(|chunk| {
                let mut buffer = Vec::with_capacity(chunk.len() * 3);
                for hand in chunk.chunks_exact(cards) {
                    match args.output_format {
                        Kind::Text => {
                            for (i, card) in hand.iter().enumerate() {
                                if i > 0 {
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
