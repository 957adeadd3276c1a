//! The batch engine's reader and its run: a reader thread cuts the input into pieces of
//! whole lines (or records) and hands them to [`crate::pipeline`], which scores them on
//! every core ([`super::piece`]) and writes the records in input order.

use std::io::{self, Read, Write};
use std::time::Instant;

use super::piece::{Bad, Piece, Scorer};
use super::{BatchError, BatchOptions, BatchSummary, InputFormat};
use crate::lines::{BOM, LineError, MAX_LINE};
use crate::pipeline::{self, Capacity, Feed, Stop, Stream};

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

/// Reads whole-line (or whole-record) pieces and sends them on. A piece is sent when it
/// is full, and also when a read comes back short (the input stalled: a live pipe) and it
/// holds a whole line; then it is marked paused, so it is scored and written at once.
/// Stops quietly when the stream is gone.
fn read_pieces(
    mut input: impl Read,
    block_size: usize,
    record: Option<usize>,
    source_name: &str,
    feed: Feed<Vec<u8>, BatchError>,
) {
    let failed = |error| BatchError::Read {
        source_name: source_name.to_owned(),
        error,
    };
    let mut carry: Vec<u8> = Vec::new();
    let mut first = true;
    loop {
        // Reusing finished blocks saves the page faults of fresh allocations.
        let mut block = feed.spare().unwrap_or_default();
        block.clear();
        block.reserve(block_size.max(carry.len() * 2));
        block.append(&mut carry);
        let mut eof;
        let mut paused = false;
        loop {
            let asked = block.capacity().saturating_sub(block.len()).max(4096);
            let stalled = match read_some(&mut input, &mut block) {
                Ok(n) => {
                    eof = n == 0;
                    n < asked
                }
                Err(error) => return feed.fail(failed(error)),
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
                    paused = stalled;
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
                        Err(error) => return feed.fail(failed(error)),
                    }
                }
                _ if block.len() >= block.capacity() => {
                    block.reserve(block.capacity().max(4096));
                }
                _ => {}
            }
        }
        if !block.is_empty() {
            let sent = if paused {
                feed.send_paused(block)
            } else {
                feed.send(block)
            };
            if !sent {
                return;
            }
        }
        if eof {
            if !carry.is_empty() {
                feed.send(std::mem::take(&mut carry));
            }
            return;
        }
    }
}

/// Scores every hand of `input` into `output` (see the module docs for the formats).
/// `progress` is called with the number of input bytes done after each piece.
///
/// ```
/// use handrank::batch::{run, BatchOptions, OutputFormat};
/// let input = b"Ah Kh Qh Jh Th\n7c 5d 4h 3s 2c\n".to_vec();
/// let mut output = Vec::new();
/// let summary = run(std::io::Cursor::new(input), &mut output, &BatchOptions::default(), |_| {})?;
/// assert_eq!(String::from_utf8_lossy(&output), "7462 Royal Flush\n1 High Card\n");
/// assert_eq!((summary.lines, summary.scored, summary.invalid), (2, 2, 0));
/// # Ok::<(), handrank::batch::BatchError>(())
/// ```
pub fn run<R, W>(
    input: R,
    mut output: W,
    options: &BatchOptions,
    progress: impl Fn(u64),
) -> Result<BatchSummary, BatchError>
where
    R: Read + Send + 'static,
    W: Write + Send,
{
    let start = Instant::now();
    let scorer = Scorer::new(options)?;
    let record = (options.input == InputFormat::Bin).then_some(8);
    // A block is scored at once, cut into 32 pieces so rayon has enough tasks to balance.
    let (block_size, piece_size) = match record {
        Some(size) => {
            let block = options.block_size.max(64) / size * size;
            (block, (block / 32).max(64) / size * size)
        }
        None => (
            options.block_size.max(64),
            (options.block_size / 32).max(64),
        ),
    };
    let capacity = Capacity {
        ahead: 64,
        group_bytes: block_size,
    };
    let source_name = options.source_name.clone();
    let mut stream = Stream::spawn(scorer, capacity, move |feed| {
        read_pieces(input, piece_size, record, &source_name, feed);
    });
    let header = stream.job().header();
    if !header.is_empty() {
        output.write_all(header).map_err(BatchError::Write)?;
    }
    let mut summary = BatchSummary::default();
    let take = |piece: &Vec<u8>, done: &mut Piece| -> Result<(), BatchError> {
        summary.scored += done.lines - done.invalid;
        summary.invalid += done.invalid;
        let stop = done.stop.take();
        let first = summary.lines + 1;
        summary.lines += done.lines;
        summary.bytes += piece.len() as u64;
        if let Some((index, bad)) = stop {
            let source_name = options.source_name.clone();
            let line = first + index;
            return Err(match bad {
                Bad::Line(error) => LineError {
                    source_name,
                    line,
                    error,
                }
                .into(),
                Bad::Mask(reason) => BatchError::Record {
                    source_name,
                    record: line,
                    reason: reason.to_string(),
                },
            });
        }
        progress(piece.len() as u64);
        match record {
            Some(size) if !piece.len().is_multiple_of(size) => Err(BatchError::Record {
                source_name: options.source_name.clone(),
                record: summary.lines + 1,
                reason: format!(
                    "the input ends with {} bytes, a record is {size}",
                    piece.len() % size
                ),
            }),
            _ => Ok(()),
        }
    };
    pipeline::write(&mut stream, output, take).map_err(|stop| match stop {
        Stop::Input(error) => error,
        Stop::Write(error) => BatchError::Write(error),
    })?;
    summary.seconds = start.elapsed().as_secs_f64();
    Ok(summary)
}
