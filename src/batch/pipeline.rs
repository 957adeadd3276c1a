//! The three-stage pipeline: a reader thread cuts blocks of whole lines (or records),
//! rayon scores their pieces, and a writer thread writes the results in input order.

use std::io::{self, Read, Write};
use std::sync::mpsc;
use std::time::Instant;

use rayon::prelude::*;

use super::record::{Out, Records};
use super::scan::{scan_cards, scan_fast, scan_fixed};
use super::{
    BatchError, InputFormat, Options, Summary, score_game_line, score_game_mask, score_line,
    score_mask,
};
use crate::card::CardSet;
use crate::error::ParseError;
use crate::eval::Hand;
use crate::game::Game;
use crate::lines::{BOM, LineError, MAX_LINE};
use crate::strength::Strength;

/// A bad hand found in a piece.
enum Bad {
    Parse(ParseError),
    Mask(String),
}

/// The result of scoring one piece of a block.
struct Piece {
    out: (Vec<u8>, usize),
    lines: u64,
    invalid: u64,
    /// Without `skip_invalid`: the first bad hand (0-based line within the piece); the
    /// piece stops there.
    stop: Option<(u64, Bad)>,
}

/// Writes the record of one line that the fast path did not take: its result, or with
/// `skip_invalid` an error record (counted in `invalid`). Returns the error of a bad line
/// that must stop the piece.
fn write_record<T: Into<Scored>, E: ToString>(
    out: &mut Out,
    records: &Records,
    skip_invalid: bool,
    invalid: &mut u64,
    result: Result<T, E>,
) -> Option<E> {
    match result {
        Ok(scored) => match scored.into() {
            Scored::High(strength) => records.push(out, strength.get()),
            Scored::Game(score) => records.push_score(out, score),
        },
        Err(error) if skip_invalid => {
            records.push_error(out, &error.to_string());
            *invalid += 1;
        }
        Err(error) => return Some(error),
    }
    None
}

/// A line's result: a hold'em strength, or a score in any game.
enum Scored {
    High(Strength),
    Game(crate::game::Score),
}

impl From<Strength> for Scored {
    fn from(strength: Strength) -> Scored {
        Scored::High(strength)
    }
}

impl From<crate::game::Score> for Scored {
    fn from(score: crate::game::Score) -> Scored {
        Scored::Game(score)
    }
}

/// How a run scores its pieces, chosen once from the options.
#[derive(Clone, Copy)]
enum Engine {
    /// Hold'em text: the byte scanners and grouped table loads.
    HoldemText,
    /// Hold'em card masks.
    HoldemBin,
    /// Text lines of a game scored from the player's own cards (short deck, stud, razz,
    /// the draw games): the byte scanner, checked and scored without allocating.
    OwnText(Game),
    /// Card masks of such a game.
    OwnBin(Game),
    /// Text lines of any other game (Omaha's `HOLE | BOARD`), through
    /// [`Game::parse_deal`] and [`Game::score`].
    GameText(Game),
}

/// Any game's text lines, one at a time: the line is read by the game's parser and scored
/// with its board prepared once.
fn score_game_text(
    piece: &[u8],
    buffer: Vec<u8>,
    records: &Records,
    skip_invalid: bool,
    game: Game,
) -> Piece {
    let mut out = Out::new(buffer, piece.len() * records.growth() + 256);
    let mut lines = 0;
    let mut invalid = 0;
    let mut rest = piece;
    while !rest.is_empty() {
        let (line, next) = match memchr::memchr(b'\n', rest) {
            Some(end) => rest.split_at(end),
            None => (rest, &b""[..]),
        };
        rest = next.get(1..).unwrap_or_default();
        let result = match long_line(line) {
            Some(error) => Err(error),
            None => score_game_line(game, line),
        };
        if let Some(error) = write_record(&mut out, records, skip_invalid, &mut invalid, result) {
            return Piece {
                out: out.finish(),
                lines,
                invalid,
                stop: Some((lines, Bad::Parse(error))),
            };
        }
        lines += 1;
    }
    Piece {
        out: out.finish(),
        lines,
        invalid,
        stop: None,
    }
}

/// The text lines of a game scored from the player's own cards: the byte scanner reads
/// the common notation into an array, the game's counts and deck are checked on the card
/// set, and the hand is scored from the array; any other line, good or bad, goes to
/// [`score_game_line`], so notations and errors are the parser's.
fn score_own_text(
    piece: &[u8],
    buffer: Vec<u8>,
    records: &Records,
    skip_invalid: bool,
    game: Game,
) -> Piece {
    let mut out = Out::new(buffer, piece.len() * records.growth() + 256);
    let (sizes, deck) = (game.cards_range(), game.deck());
    let mut lines = 0;
    let mut invalid = 0;
    let mut i = 0;
    while i < piece.len() {
        if let Some((dealt, next)) = scan_cards(piece, i).filter(|(d, _)| d.fits(&sizes, deck)) {
            records.push_score(&mut out, game.score_checked(dealt.cards(), &[]));
            lines += 1;
            i = next;
            continue;
        }
        #[allow(clippy::indexing_slicing)] // i < piece.len(), the loop's condition
        let rest = &piece[i..];
        let line = memchr::memchr(b'\n', rest).map_or(rest, |len| rest.split_at(len).0);
        i += line.len() + 1;
        let result = match long_line(line) {
            Some(error) => Err(error),
            None => score_game_line(game, line),
        };
        if let Some(error) = write_record(&mut out, records, skip_invalid, &mut invalid, result) {
            return Piece {
                out: out.finish(),
                lines,
                invalid,
                stop: Some((lines, Bad::Parse(error))),
            };
        }
        lines += 1;
    }
    Piece {
        out: out.finish(),
        lines,
        invalid,
        stop: None,
    }
}

fn score_text(piece: &[u8], buffer: Vec<u8>, records: &Records, skip_invalid: bool) -> Piece {
    // Text records are at most as long as the shortest valid line, JSON ones about 3x.
    let mut out = Out::new(buffer, piece.len() * records.growth() + 256);
    let mut lines = 0;
    let mut invalid = 0;
    let mut i = 0;
    // Hands go through in groups: parse a group, then look all their strengths up, so the
    // table loads (the one real cache cost) are issued together and overlap.
    const GROUP: usize = 16;
    let mut hands = [Hand::EMPTY; GROUP];
    while i < piece.len() {
        let mut n = 0;
        while n < GROUP {
            match scan_fixed::<7>(piece, i).or_else(|| scan_fast(piece, i)) {
                Some((hand, next)) => {
                    #[allow(clippy::indexing_slicing)] // n < GROUP: the loop's condition
                    {
                        hands[n] = hand;
                    }
                    n += 1;
                    i = next;
                }
                None => break,
            }
        }
        let strengths = hands.map(Hand::strength);
        #[allow(clippy::indexing_slicing)] // n <= GROUP
        for &strength in &strengths[..n] {
            records.push(&mut out, strength.get());
        }
        lines += n as u64;
        if n == GROUP || i >= piece.len() {
            continue;
        }
        // A line the fast scanners decline: the real parser decides.
        #[allow(clippy::indexing_slicing)] // i < piece.len(), checked above
        let rest = &piece[i..];
        let line = memchr::memchr(b'\n', rest).map_or(rest, |len| rest.split_at(len).0);
        i += line.len() + 1;
        let result = match long_line(line) {
            Some(error) => Err(error),
            None => score_line(line),
        };
        if let Some(error) = write_record(&mut out, records, skip_invalid, &mut invalid, result) {
            return Piece {
                out: out.finish(),
                lines,
                invalid,
                stop: Some((lines, Bad::Parse(error))),
            };
        }
        lines += 1;
    }
    Piece {
        out: out.finish(),
        lines,
        invalid,
        stop: None,
    }
}

/// Binary records, one card mask each, scored by `score` (hold'em's inline, or a game's).
fn score_bin<T: Into<Scored>>(
    piece: &[u8],
    buffer: Vec<u8>,
    records: &Records,
    skip_invalid: bool,
    score: impl Fn(u64) -> Result<T, String>,
) -> Piece {
    let mut out = Out::new(buffer, piece.len() / 4 * records.growth() + 256);
    let mut lines = 0;
    let mut invalid = 0;
    for record in piece.chunks_exact(8) {
        let mut word = [0u8; 8];
        word.copy_from_slice(record);
        let result = score(u64::from_le_bytes(word));
        if let Some(reason) = write_record(&mut out, records, skip_invalid, &mut invalid, result) {
            return Piece {
                out: out.finish(),
                lines,
                invalid,
                stop: Some((lines, Bad::Mask(reason))),
            };
        }
        lines += 1;
    }
    Piece {
        out: out.finish(),
        lines,
        invalid,
        stop: None,
    }
}

/// A hold'em mask: the valid case inline; [`score_mask`] explains the others.
#[inline(always)]
fn holdem_mask(bits: u64) -> Result<Strength, String> {
    match CardSet::from_bits(bits).filter(|set| (5..=7).contains(&set.len())) {
        Some(set) => Ok(Hand::from_set(set).strength()),
        None => score_mask(bits),
    }
}

/// Cuts a block into pieces of about `target` bytes, each ending after a newline (or a
/// whole record), so rayon has enough tasks to balance.
fn pieces(block: &[u8], target: usize, record: Option<usize>) -> Vec<std::ops::Range<usize>> {
    let mut ranges = Vec::new();
    let mut start = 0;
    while start < block.len() {
        let mut end = (start + target).min(block.len());
        match record {
            Some(size) => end -= (end - start) % size,
            None => {
                if end < block.len() {
                    #[allow(clippy::indexing_slicing)] // end < block.len(), checked just before
                    let rest = &block[end..];
                    end = memchr::memchr(b'\n', rest).map_or(block.len(), |i| end + i + 1);
                }
            }
        }
        let end = end.max(start + 1).min(block.len());
        ranges.push(start..end);
        start = end;
    }
    ranges
}

/// Stands in the block stream for a line longer than [`MAX_LINE`], followed by its length
/// in decimal: the reader never holds such a line. No hand starts with a NUL byte, so no
/// valid line is mistaken for it.
const LONG_LINE: &[u8] = b"\0handrank: line too long\0";

/// The error for a [`LONG_LINE`] marker line, if `line` is one.
fn long_line(line: &[u8]) -> Option<ParseError> {
    let digits = line.strip_prefix(LONG_LINE)?;
    let length = std::str::from_utf8(digits).ok()?.parse().ok()?;
    Some(ParseError::LineTooLong {
        length,
        max: MAX_LINE,
    })
}

/// One `read` into the spare room of `block` (at least 4 KiB), retried on interrupts.
/// Returns the bytes read (0 at the end of the input).
fn read_some(input: &mut impl Read, block: &mut Vec<u8>) -> io::Result<usize> {
    let len = block.len();
    let room = block.capacity().saturating_sub(len).max(4096);
    block.resize(len + room, 0);
    loop {
        #[allow(clippy::indexing_slicing)] // `len` is the old length, below the new one
        match input.read(&mut block[len..]) {
            Ok(n) => {
                block.truncate(len + n);
                return Ok(n);
            }
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => {
                block.truncate(len);
                return Err(error);
            }
        }
    }
}

/// Reads and drops the rest of an over-long line, whose first `seen` bytes are gone.
/// Returns the line's whole length (without its newline), what followed its newline, and
/// whether the input ended.
fn skip_line(input: &mut impl Read, mut seen: u64) -> io::Result<(u64, Vec<u8>, bool)> {
    let mut scratch = Vec::with_capacity(64 << 10);
    loop {
        scratch.clear();
        if read_some(input, &mut scratch)? == 0 {
            return Ok((seen, Vec::new(), true));
        }
        match memchr::memchr(b'\n', &scratch) {
            Some(i) => {
                #[allow(clippy::indexing_slicing)] // i < scratch.len()
                let rest = scratch[i + 1..].to_vec();
                return Ok((seen + i as u64, rest, false));
            }
            None => seen += scratch.len() as u64,
        }
    }
}

/// Reads whole-line (or whole-record) blocks and sends them on. A block is sent when it
/// is full, and also when a read comes back short (the input stalled: a live pipe) and it
/// holds a whole line. Stops quietly when the receiver is gone.
fn read_blocks(
    mut input: impl Read,
    block_size: usize,
    record: Option<usize>,
    blocks: mpsc::SyncSender<io::Result<Vec<u8>>>,
    recycled: mpsc::Receiver<Vec<u8>>,
) {
    let mut carry: Vec<u8> = Vec::new();
    let mut first = true;
    loop {
        // Reusing finished blocks saves the page faults of fresh allocations.
        let mut block = recycled.try_recv().unwrap_or_default();
        block.clear();
        block.reserve(block_size.max(carry.len() * 2));
        block.append(&mut carry);
        let mut eof;
        loop {
            let asked = block.capacity().saturating_sub(block.len()).max(4096);
            let stalled = match read_some(&mut input, &mut block) {
                Ok(n) => {
                    eof = n == 0;
                    n < asked
                }
                Err(error) => {
                    let _ = blocks.send(Err(error));
                    return;
                }
            };
            if first && (block.len() >= BOM.len() || eof) {
                if block.starts_with(BOM) {
                    block.drain(..BOM.len());
                }
                first = false;
            }
            let cut = match record {
                Some(size) => Some(block.len() - block.len() % size),
                None => memchr::memrchr(b'\n', &block).map(|i| i + 1),
            };
            let full = block.len() >= block_size;
            match cut {
                _ if eof => break,
                Some(cut) if cut > 0 && (full || stalled) => {
                    #[allow(clippy::indexing_slicing)] // a cut is inside the block
                    carry.extend_from_slice(&block[cut..]);
                    block.truncate(cut);
                    break;
                }
                None if record.is_none() && block.len() > MAX_LINE => {
                    // An over-long line with no end in sight: drop it, keep a marker.
                    let seen = block.len() as u64;
                    match skip_line(&mut input, seen) {
                        Ok((length, rest, ended)) => {
                            block.clear();
                            block.extend_from_slice(LONG_LINE);
                            block.extend_from_slice(length.to_string().as_bytes());
                            block.push(b'\n');
                            carry = rest;
                            eof = ended;
                            break;
                        }
                        Err(error) => {
                            let _ = blocks.send(Err(error));
                            return;
                        }
                    }
                }
                _ if block.len() >= block.capacity() => {
                    block.reserve(block.capacity().max(4096));
                }
                _ => {}
            }
        }
        if !block.is_empty() && blocks.send(Ok(block)).is_err() {
            return;
        }
        if eof {
            if !carry.is_empty() {
                let _ = blocks.send(Ok(std::mem::take(&mut carry)));
            }
            return;
        }
    }
}

/// Scores every hand of `input` into `output` (see the module docs for the formats).
/// `progress` is called with the number of input bytes done after each block.
///
/// ```
/// use handrank::batch::{run, Options, OutputFormat};
/// let input = b"Ah Kh Qh Jh Th\n7c 5d 4h 3s 2c\n".to_vec();
/// let mut output = Vec::new();
/// let summary = run(std::io::Cursor::new(input), &mut output, &Options::default(), |_| {})?;
/// assert_eq!(String::from_utf8_lossy(&output), "7462 Royal Flush\n1 High Card\n");
/// assert_eq!((summary.lines, summary.scored, summary.invalid), (2, 2, 0));
/// # Ok::<(), handrank::batch::BatchError>(())
/// ```
pub fn run<R, W>(
    input: R,
    mut output: W,
    options: &Options,
    progress: impl Fn(u64),
) -> Result<Summary, BatchError>
where
    R: Read + Send + 'static,
    W: Write + Send,
{
    let start = Instant::now();
    let records = Records::new(options.output, options.game);
    let game = options.game;
    let engine = match options.input {
        InputFormat::Text if game == Game::HOLDEM => Engine::HoldemText,
        InputFormat::Bin if game == Game::HOLDEM => Engine::HoldemBin,
        InputFormat::Text if game.pools_board() => Engine::OwnText(game),
        InputFormat::Bin if game.pools_board() => Engine::OwnBin(game),
        InputFormat::Text => Engine::GameText(game),
        InputFormat::Bin => {
            return Err(BatchError::Unsupported(format!(
                "binary input is one card mask per hand, which cannot keep {game}'s hole \
                 apart from its board (give text lines, HOLE | BOARD)"
            )));
        }
    };
    let record = (options.input == InputFormat::Bin).then_some(8);
    let block_size = match record {
        Some(size) => options.block_size.max(64) / size * size,
        None => options.block_size.max(64),
    };
    let piece_size = (block_size / 32).max(64);
    let mut summary = Summary::default();

    // The reader is detached: if we stop early it may sit in a read on a terminal, and the
    // process must not wait for it. It exits when it next finds the channel closed.
    let (block_tx, block_rx) = mpsc::sync_channel(2);
    let (free_block_tx, free_block_rx) = mpsc::channel();
    std::thread::spawn(move || read_blocks(input, block_size, record, block_tx, free_block_rx));

    let stopped = std::thread::scope(|scope| {
        let (out_tx, out_rx) = mpsc::sync_channel::<Vec<(Vec<u8>, usize)>>(2);
        let (free_out_tx, free_out_rx) = mpsc::channel::<Vec<(Vec<u8>, usize)>>();
        let writer = scope.spawn(move || -> io::Result<()> {
            for buffers in out_rx {
                for (buffer, len) in &buffers {
                    #[allow(clippy::indexing_slicing)]
                    // a finished buffer's length covers its output
                    output.write_all(&buffer[..*len])?;
                }
                let _ = free_out_tx.send(buffers);
            }
            output.flush()
        });
        let stopped = (|| -> Result<(), BatchError> {
            if !records.header().is_empty()
                && out_tx
                    .send(vec![(records.header().to_vec(), records.header().len())])
                    .is_err()
            {
                return Ok(());
            }
            for block in block_rx {
                let block = block.map_err(|error| BatchError::Read {
                    source_name: options.source_name.clone(),
                    error,
                })?;
                let ranges = pieces(&block, piece_size, record);
                let mut spare: Vec<Vec<u8>> = free_out_rx
                    .try_recv()
                    .unwrap_or_default()
                    .into_iter()
                    .map(|(buffer, _)| buffer)
                    .collect();
                spare.resize_with(ranges.len(), Vec::new);
                let scored: Vec<Piece> = ranges
                    .par_iter()
                    .zip(spare)
                    .map(|(range, out)| {
                        #[allow(clippy::indexing_slicing)] // `pieces` cuts inside the block
                        let piece = &block[range.clone()];
                        let skip = options.skip_invalid;
                        match engine {
                            Engine::HoldemBin => score_bin(piece, out, &records, skip, holdem_mask),
                            Engine::HoldemText => score_text(piece, out, &records, skip),
                            Engine::OwnText(game) => {
                                score_own_text(piece, out, &records, skip, game)
                            }
                            Engine::OwnBin(game) => score_bin(piece, out, &records, skip, |bits| {
                                score_game_mask(game, bits)
                            }),
                            Engine::GameText(game) => {
                                score_game_text(piece, out, &records, skip, game)
                            }
                        }
                    })
                    .collect();
                let mut buffers = Vec::with_capacity(scored.len());
                let mut stop = None;
                for piece in scored {
                    summary.scored += piece.lines - piece.invalid;
                    summary.invalid += piece.invalid;
                    if let Some((index, bad)) = piece.stop {
                        stop = Some((summary.lines + index + 1, bad));
                    }
                    summary.lines += piece.lines;
                    buffers.push(piece.out);
                    if stop.is_some() {
                        break;
                    }
                }
                summary.bytes += block.len() as u64;
                if out_tx.send(buffers).is_err() {
                    return Ok(()); // the writer failed; its error is reported below
                }
                if let Some((line, bad)) = stop {
                    let source_name = options.source_name.clone();
                    return Err(match bad {
                        Bad::Parse(error) => LineError {
                            source_name,
                            line,
                            error,
                        }
                        .into(),
                        Bad::Mask(reason) => BatchError::Record {
                            source_name,
                            record: line,
                            reason,
                        },
                    });
                }
                progress(block.len() as u64);
                if let Some(size) = record {
                    if block.len() % size != 0 {
                        return Err(BatchError::Record {
                            source_name: options.source_name.clone(),
                            record: summary.lines + 1,
                            reason: format!(
                                "the input ends with {} bytes, a record is {size}",
                                block.len() % size
                            ),
                        });
                    }
                }
                let _ = free_block_tx.send(block);
            }
            Ok(())
        })();
        drop(out_tx);
        let written = writer
            .join()
            .unwrap_or_else(|_| Err(io::Error::other("the writer thread panicked")));
        // A write error (such as a closed pipe) explains an early stop best.
        written.map_err(BatchError::Write).and(stopped)
    });
    stopped?;
    summary.seconds = start.elapsed().as_secs_f64();
    Ok(summary)
}
