//! Any hand history as PHH: every hand of the inputs (PHH or a site's text), read and
//! replayed (so what is written replays), written as one `.phhs` text with `[N]` sections
//! numbered from 1 in input order. The one streaming pipeline does the work: the reader
//! thread's chunks, the workers writing each chunk's hands, the sections numbered in order
//! on the way out.

use std::io::Write;

use super::chunk::Chunk;
use super::error::HistoryError;
use super::files::Input;
use super::replay::replay;
use super::stream::{HistoryOptions, RunError, stream_chunks};
use super::write::Phh;
use crate::pipeline::{Job, Written};

/// What a conversion wrote.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Converted {
    /// Hands written.
    pub hands: u64,
    /// Hands left out (with `skip_invalid`), each as a `# FILE:LINE: error` comment.
    pub invalid: u64,
}

/// One chunk's hands as PHH, before their sections are numbered.
struct PhhChunk {
    out: Vec<u8>,
    /// Where each hand's text starts in `out`.
    starts: Vec<usize>,
    invalid: u64,
    stop: Option<HistoryError>,
}

impl Written for PhhChunk {
    fn bytes(&self) -> &[u8] {
        &self.out
    }
}

struct Convert {
    skip_invalid: bool,
}

impl Job for Convert {
    type Piece = Chunk;
    type Output = PhhChunk;

    fn size(&self, chunk: &Chunk) -> usize {
        chunk.text.len()
    }

    fn work(&self, chunk: &Chunk, _: Option<PhhChunk>) -> PhhChunk {
        let mut done = PhhChunk {
            out: Vec::with_capacity(chunk.text.len()),
            starts: Vec::new(),
            invalid: 0,
            stop: None,
        };
        for hand in chunk.hands() {
            match hand.and_then(|hand| replay(&hand).map(|_| hand)) {
                Ok(hand) => {
                    done.starts.push(done.out.len());
                    let _ = writeln!(done.out, "{}", Phh(&hand));
                }
                Err(error) if self.skip_invalid => {
                    done.invalid += 1;
                    let message = error.to_string().replace(['\n', '\r'], " ");
                    let _ = writeln!(done.out, "# {message}\n");
                }
                Err(error) => {
                    done.stop = Some(error);
                    break;
                }
            }
        }
        done
    }
}

/// Writes every hand of `inputs` to `output` as PHH sections `[1]`, `[2]`, … in input
/// order (a `.phhs` file). A hand that cannot be read or replayed stops the run, unless
/// `options.skip_invalid`: then it is a `# FILE:LINE: error` comment in its place.
///
/// ```
/// use handrank::history::{self, HistoryOptions};
/// let dir = std::env::temp_dir().join(format!("handrank-convert-{}", std::process::id()));
/// std::fs::create_dir_all(&dir)?;
/// std::fs::write(dir.join("a.txt"), "PokerStars Hand #7: Hold'em No Limit ($1/$2 USD) - \
///     2024/01/02 3:04:05 ET\nTable 'T' 6-max Seat #2 is the button\nSeat 1: ann ($50 in chips)\n\
///     Seat 2: bob ($80 in chips)\nbob: posts small blind $1\nann: posts big blind $2\n\
///     *** HOLE CARDS ***\nbob: folds\nUncalled bet ($1) returned to ann\nann collected $2 from pot\n\
///     *** SUMMARY ***\n")?;
/// let mut phhs = Vec::new();
/// let converted = history::convert(&history::inputs(&[&dir])?, &HistoryOptions::default(), &mut phhs)?;
/// assert_eq!(converted.hands, 1);
/// let phhs = String::from_utf8(phhs)?;
/// assert!(phhs.starts_with("[1]\nvariant = 'NT'\n"));
/// assert!(phhs.contains("players = [\"ann\", \"bob\"]\nwinnings = [3.00, 0.00]\nhand = 7\n"));
/// # std::fs::remove_dir_all(&dir)?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn convert<W: Write + Send>(
    inputs: &[Input],
    options: &HistoryOptions,
    output: W,
) -> Result<Converted, RunError> {
    let job = Convert {
        skip_invalid: options.skip_invalid,
    };
    let mut converted = Converted::default();
    let take = |_: &Chunk, done: &mut PhhChunk| {
        // Number the sections in input order, here on the calling thread.
        let mut out = Vec::with_capacity(done.out.len() + 12 * done.starts.len());
        let mut from = 0;
        for &start in &done.starts {
            out.extend_from_slice(done.out.get(from..start).unwrap_or_default());
            converted.hands += 1;
            let _ = writeln!(out, "[{}]", converted.hands);
            from = start;
        }
        out.extend_from_slice(done.out.get(from..).unwrap_or_default());
        done.out = out;
        converted.invalid += done.invalid;
        done.stop.take().map_or(Ok(()), Err)
    };
    stream_chunks(inputs, options, job, output, take)?;
    Ok(converted)
}
