//! The three-stage pipeline: a reader thread cuts blocks of whole lines (or records),
//! rayon scores their pieces, and a writer thread writes the results in input order.

use std::io::{self, Read, Write};
use std::sync::mpsc;
use std::time::Instant;

use rayon::prelude::*;

use super::piece::{
    Bad, Engine, Piece, holdem_mask, score_bin, score_game_text, score_own_text, score_text,
};

use super::record::Records;
use super::{BatchError, InputFormat, Options, Summary, score_game_mask};
use crate::game::Game;
use crate::lines::{BOM, LineError, MAX_LINE};

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
pub(super) const LONG_LINE: &[u8] = b"\0handrank: line too long\0";

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
