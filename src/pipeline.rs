//! One streaming pipeline for every reader of many hands: batch lines and records, hand
//! histories, and the Python package's readers. A reader thread cuts the input into pieces
//! of whole inputs (lines, records, hands), rayon turns a group of pieces into their
//! outputs on every core, and the outputs come back in input order: written by a writer
//! thread ([`write()`]), or handed to the caller (a [`Stream`] is an iterator of groups).
//!
//! ```text
//!   reader thread ──Feed::send──► bounded channel ──a group──► rayon: Job::work per piece
//!        ▲                        (`ahead` pieces)                   │ outputs, in input order
//!        └── spare pieces ◄──────────────────────────────── Stream::next ──► write(): writer
//!                                                                       │   thread; `take` counts
//!                                                                       └─► or the caller
//! ```
//!
//! Memory stays bounded whatever the input: at most `ahead` pieces wait in the channel, one
//! group is worked, and two groups wait for the writer. Pieces and outputs are given back
//! for reuse, which saves the page faults of fresh buffers. What a piece is, how it is
//! turned into output and when a bad input stops the run belong to the caller; this module
//! knows nothing of formats, flags or terminals.

use std::io::{self, Write};
use std::sync::mpsc::{self, Receiver, SyncSender};

use rayon::prelude::*;

/// What a stream does with each piece.
pub trait Job: Sync {
    /// Whole inputs as the reader cut them (lines, records, hands), never half of one.
    type Piece: Send + Sync;
    /// What a worker makes of one piece.
    type Output: Send;

    /// The piece's size in bytes, counted against [`Capacity::group_bytes`].
    fn size(&self, piece: &Self::Piece) -> usize;

    /// Turns a piece into its output, on a worker thread. `spare` is an output already
    /// written and given back, whose buffers can be reused.
    fn work(&self, piece: &Self::Piece, spare: Option<Self::Output>) -> Self::Output;
}

/// How much a stream holds at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Capacity {
    /// Pieces the reader may have waiting.
    pub ahead: usize,
    /// Bytes of pieces worked at once (a group ends sooner when the input pauses or ends).
    pub group_bytes: usize,
}

enum Message<P, E> {
    /// A piece, and whether the input paused after it.
    Piece(P, bool),
    Failed(E),
}

/// The reader's end of a stream: hands pieces on in input order.
pub struct Feed<P, E> {
    pieces: SyncSender<Message<P, E>>,
    spare: Receiver<P>,
}

impl<P, E> Feed<P, E> {
    /// Hands a piece on, waiting while `ahead` pieces wait. False when the stream is gone:
    /// the reader should stop.
    pub fn send(&self, piece: P) -> bool {
        self.pieces.send(Message::Piece(piece, false)).is_ok()
    }

    /// Hands on a piece after which the input paused (a live pipe): its group is worked at
    /// once instead of waiting for more.
    pub fn send_paused(&self, piece: P) -> bool {
        self.pieces.send(Message::Piece(piece, true)).is_ok()
    }

    /// Ends the stream with the reader's error, after the pieces already sent.
    pub fn fail(self, error: E) {
        let _ = self.pieces.send(Message::Failed(error));
    }

    /// A piece the stream is done with, to reuse its memory.
    pub fn spare(&self) -> Option<P> {
        self.spare.try_recv().ok()
    }
}

/// One group: its pieces and their outputs in input order, and the reader's error that
/// ended the stream after them.
pub struct Step<P, O, E> {
    pub pieces: Vec<P>,
    pub outputs: Vec<O>,
    pub failed: Option<E>,
}

/// A running stream: the reader thread and the job that works its pieces.
pub struct Stream<J: Job, E> {
    job: J,
    pieces: Receiver<Message<J::Piece, E>>,
    /// Pieces given back to the reader (dropped when it keeps enough).
    spare_pieces: SyncSender<J::Piece>,
    spare_outputs: Vec<J::Output>,
    group_bytes: usize,
    ended: bool,
}

impl<J: Job, E: Send> Stream<J, E> {
    /// Starts `read` on a thread of its own. The thread is detached: it may sit in a read
    /// on a terminal, and a run that stops early must not wait for it; it ends when it next
    /// finds the stream gone.
    pub fn spawn(
        job: J,
        capacity: Capacity,
        read: impl FnOnce(Feed<J::Piece, E>) + Send + 'static,
    ) -> Stream<J, E>
    where
        J::Piece: 'static,
        E: 'static,
    {
        let (pieces_tx, pieces) = mpsc::sync_channel(capacity.ahead.max(1));
        let (spare_pieces, spare) = mpsc::sync_channel(capacity.ahead.max(1));
        std::thread::spawn(move || {
            read(Feed {
                pieces: pieces_tx,
                spare,
            });
        });
        Stream {
            job,
            pieces,
            spare_pieces,
            spare_outputs: Vec::new(),
            group_bytes: capacity.group_bytes.max(1),
            ended: false,
        }
    }

    /// The job, for what the caller reads of it between groups.
    pub fn job(&self) -> &J {
        &self.job
    }

    /// Gives a piece back to the reader for reuse.
    pub fn give_back(&self, piece: J::Piece) {
        let _ = self.spare_pieces.try_send(piece);
    }

    /// Keeps a written output for reuse by the next group's workers.
    pub fn give_back_output(&mut self, output: J::Output) {
        // Two groups' worth is all that is ever in use at once.
        if self.spare_outputs.len() < 256 {
            self.spare_outputs.push(output);
        }
    }
}

/// The groups of a stream in input order, each worked on every core.
impl<J: Job, E: Send> Iterator for Stream<J, E> {
    type Item = Step<J::Piece, J::Output, E>;

    /// The next group, worked on every core: waits for pieces until the group holds
    /// `group_bytes`, the input pauses or it ends. `None` once the input is done.
    fn next(&mut self) -> Option<Step<J::Piece, J::Output, E>> {
        if self.ended {
            return None;
        }
        let mut pieces = Vec::new();
        let mut failed = None;
        let mut bytes = 0;
        while bytes < self.group_bytes {
            match self.pieces.recv() {
                Ok(Message::Piece(piece, paused)) => {
                    bytes += self.job.size(&piece);
                    pieces.push(piece);
                    if paused {
                        break;
                    }
                }
                Ok(Message::Failed(error)) => {
                    failed = Some(error);
                    self.ended = true;
                    break;
                }
                Err(mpsc::RecvError) => {
                    self.ended = true;
                    break;
                }
            }
        }
        if pieces.is_empty() && failed.is_none() {
            return None;
        }
        let keep = self.spare_outputs.len().saturating_sub(pieces.len());
        let mut spares: Vec<Option<J::Output>> =
            self.spare_outputs.drain(keep..).map(Some).collect();
        spares.resize_with(pieces.len(), || None);
        let job = &self.job;
        let outputs = pieces
            .par_iter()
            .zip(spares)
            .map(|(piece, spare)| job.work(piece, spare))
            .collect();
        Some(Step {
            pieces,
            outputs,
            failed,
        })
    }
}

/// The bytes an output writes.
pub trait Written {
    fn bytes(&self) -> &[u8];
}

/// Why a written stream stopped.
#[derive(Debug)]
pub enum Stop<E> {
    /// A bad input (from `take`) or the reader's error.
    Input(E),
    /// The output cannot be written (a closed pipe shows up here as `BrokenPipe`).
    Write(io::Error),
}

/// Writes every output of `stream` to `output` in input order, on a writer thread of its
/// own while the calling thread works the next group. `take` sees each piece and its
/// output in order before it is written: it counts them, and an error it gives stops the
/// run once that output (the records before the bad input) is written. A write error
/// stops it too and is the one returned: it explains an early stop best.
pub fn write<J, E, W>(
    stream: &mut Stream<J, E>,
    mut output: W,
    mut take: impl FnMut(&J::Piece, &mut J::Output) -> Result<(), E>,
) -> Result<(), Stop<E>>
where
    J: Job,
    J::Output: Written,
    E: Send,
    W: Write + Send,
{
    std::thread::scope(|scope| {
        let (out_tx, out_rx) = mpsc::sync_channel::<Vec<J::Output>>(2);
        let (spare_tx, spare_rx) = mpsc::channel::<Vec<J::Output>>();
        let writer = scope.spawn(move || -> io::Result<()> {
            for outputs in out_rx {
                for done in &outputs {
                    output.write_all(done.bytes())?;
                }
                let _ = spare_tx.send(outputs);
            }
            output.flush()
        });
        let stopped = (|| -> Result<(), E> {
            loop {
                for outputs in spare_rx.try_iter() {
                    for done in outputs {
                        stream.give_back_output(done);
                    }
                }
                let Some(step) = stream.next() else {
                    return Ok(());
                };
                let mut outputs = Vec::with_capacity(step.outputs.len());
                let mut stop = None;
                for (piece, mut done) in step.pieces.into_iter().zip(step.outputs) {
                    let taken = take(&piece, &mut done);
                    outputs.push(done);
                    stream.give_back(piece);
                    if let Err(error) = taken {
                        stop = Some(error);
                        break;
                    }
                }
                if out_tx.send(outputs).is_err() {
                    return Ok(()); // the writer failed; its error is returned below
                }
                if let Some(error) = stop.or(step.failed) {
                    return Err(error);
                }
            }
        })();
        drop(out_tx);
        let written = writer
            .join()
            .unwrap_or_else(|_| Err(io::Error::other("the writer thread panicked")));
        written.map_err(Stop::Write)?;
        stopped.map_err(Stop::Input)
    })
}

#[cfg(test)]
mod tests;
