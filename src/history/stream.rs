//! Every hand of many files, on every core, written in input order with bounded memory:
//! the batch engine's three stages (`crate::batch`). A reader thread cuts the inputs into
//! chunks of whole hands; rayon reads, replays, settles and renders a group of chunks at
//! a time; a writer thread writes the group's records in order. At most a few groups are
//! in flight, so memory does not grow with the collection.

use std::io::{self, Write};
use std::sync::mpsc;

use rayon::prelude::*;

use super::all_in::EvOptions;
use super::error::HistoryError;
use super::files::{Chunk, Input, read_input};
use super::summary::Summary;
use super::{Report, analyze};

/// How a run goes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Options {
    pub ev: EvOptions,
    /// Render a hand that cannot be read or replayed as an error record and go on,
    /// instead of stopping the run at it.
    pub skip_invalid: bool,
    /// Keep per-player totals in the summary (a map that grows with the players met).
    pub per_player: bool,
    /// Bytes of hands per chunk (each chunk is one task for a core).
    pub chunk_size: usize,
    /// Bytes of chunks per group handed to the cores at once.
    pub group_size: usize,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            ev: EvOptions::default(),
            skip_invalid: false,
            per_player: true,
            chunk_size: 64 << 10,
            group_size: 4 << 20,
        }
    }
}

/// Why a run stopped.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// A hand that cannot be read or replayed (without `skip_invalid`), or an input that
    /// cannot be read.
    #[error(transparent)]
    Hand(#[from] HistoryError),
    /// The output cannot be written.
    #[error("cannot write the output: {0}")]
    Write(io::Error),
}

/// One chunk's records, its totals, and the error that stopped it.
struct Done {
    out: Vec<u8>,
    summary: Summary,
    stop: Option<HistoryError>,
}

/// Reads, replays and settles every hand of `inputs`; `render` writes each hand's record
/// (or, with `skip_invalid`, its error) on the worker threads, and the records reach
/// `output` in input order. Returns the totals.
///
/// ```
/// use handrank::history::{self, Options};
/// let dir = std::env::temp_dir().join(format!("handrank-doc-{}", std::process::id()));
/// std::fs::create_dir_all(&dir)?;
/// std::fs::write(dir.join("a.phhs"), "[1]\nvariant = 'NT'\nantes = [0, 0]\n\
///     blinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [50, 50]\n\
///     actions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']\n")?;
/// let inputs = history::inputs(&[&dir])?;
/// let mut out = Vec::new();
/// let summary = history::run(&inputs, &Options::default(), &mut out, |report, out| {
///     if let Ok(report) = report {
///         let won = &report.settlement.as_ref().unwrap().collected;
///         out.extend(format!("{} {}\n", report.hand.source, won[0]).bytes());
///     }
/// })?;
/// assert!(String::from_utf8(out)?.ends_with("a.phhs [1] 3\n"));
/// assert_eq!((summary.hands, summary.settled), (1, 1));
/// # std::fs::remove_dir_all(&dir)?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn run<W: Write + Send>(
    inputs: &[Input],
    options: &Options,
    mut output: W,
    render: impl Fn(&Result<Report, HistoryError>, &mut Vec<u8>) + Sync,
) -> Result<Summary, RunError> {
    let (chunk_tx, chunk_rx) = mpsc::sync_channel::<Result<Chunk, HistoryError>>(64);
    let inputs = inputs.to_vec();
    let chunk_size = options.chunk_size.max(1);
    // Detached, like the batch reader: it may sit in a read on a terminal; it ends when
    // it finds the channel closed.
    std::thread::spawn(move || {
        for input in &inputs {
            let mut open = true;
            let read = read_input(input, chunk_size, |chunk| {
                open = chunk_tx.send(Ok(chunk)).is_ok();
                open
            });
            if let Err(error) = read {
                let _ = chunk_tx.send(Err(error));
                return;
            }
            if !open {
                return;
            }
        }
    });
    let mut summary = Summary::default();
    std::thread::scope(|scope| {
        let (out_tx, out_rx) = mpsc::sync_channel::<Vec<Vec<u8>>>(2);
        let writer = scope.spawn(move || -> io::Result<()> {
            for buffers in out_rx {
                for buffer in &buffers {
                    output.write_all(buffer)?;
                }
            }
            output.flush()
        });
        let stopped = (|| -> Result<(), RunError> {
            let mut chunks = chunk_rx.into_iter();
            loop {
                let mut group = Vec::new();
                let mut bytes = 0;
                let mut failed = None;
                while bytes < options.group_size {
                    match chunks.next() {
                        Some(Ok(chunk)) => {
                            bytes += chunk.text.len();
                            group.push(chunk);
                        }
                        Some(Err(error)) => {
                            failed = Some(error);
                            break;
                        }
                        None => break,
                    }
                }
                if group.is_empty() && failed.is_none() {
                    return Ok(());
                }
                let done: Vec<Done> = group
                    .par_iter()
                    .map(|chunk| process(chunk, options, &render))
                    .collect();
                let mut buffers = Vec::with_capacity(done.len());
                let mut stop = None;
                for piece in done {
                    summary.merge(piece.summary);
                    buffers.push(piece.out);
                    if piece.stop.is_some() {
                        stop = piece.stop;
                        break;
                    }
                }
                if out_tx.send(buffers).is_err() {
                    return Ok(()); // the writer failed; its error is reported below
                }
                if let Some(error) = stop.or(failed) {
                    return Err(error.into());
                }
            }
        })();
        drop(out_tx);
        let written = writer
            .join()
            .unwrap_or_else(|_| Err(io::Error::other("the writer thread panicked")));
        written.map_err(RunError::Write).and(stopped)
    })?;
    Ok(summary)
}

/// Reads, settles and renders one chunk's hands, stopping at the first bad one unless
/// `skip_invalid`.
fn process(
    chunk: &Chunk,
    options: &Options,
    render: &(impl Fn(&Result<Report, HistoryError>, &mut Vec<u8>) + Sync),
) -> Done {
    let mut out = Vec::with_capacity(chunk.text.len() / 2);
    let mut summary = Summary::default();
    for hand in chunk.hands() {
        let report = hand.and_then(|hand| analyze(hand, &options.ev));
        match &report {
            Ok(report) if options.per_player => summary.add(report),
            Ok(report) => summary.count(report),
            Err(_) if options.skip_invalid => summary.invalid += 1,
            Err(_) => {
                return Done {
                    out,
                    summary,
                    stop: report.err(),
                };
            }
        }
        render(&report, &mut out);
    }
    Done {
        out,
        summary,
        stop: None,
    }
}
