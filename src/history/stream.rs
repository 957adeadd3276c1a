//! Every hand of many files, on every core, written in input order with bounded memory,
//! through the one streaming pipeline ([`crate::pipeline`]): a reader thread cuts the
//! inputs into chunks of whole hands; the workers read, replay, settle and render each
//! chunk; a writer thread writes the records in order. At most a few groups of chunks are
//! in flight, so memory does not grow with the collection.

use std::io::{self, Write};

use super::all_in::EvOptions;
use super::chunk::Chunk;
use super::error::HistoryError;
use super::files::{Input, read_input};
use super::series::Series;
use super::summary::{PlayerHand, Summary};
use super::{Report, analyze};
use crate::pipeline::{self, Capacity, Feed, Job, Stop, Stream, Written};

/// How a run goes.
#[derive(Clone, Debug, PartialEq)]
pub struct HistoryOptions {
    pub ev: EvOptions,
    /// Render a hand that cannot be read or replayed as an error record and go on,
    /// instead of stopping the run at it.
    pub skip_invalid: bool,
    /// Keep per-player totals in the summary (a map that grows with the players met).
    pub per_player: bool,
    /// The player (by name, or `pN` where a file names no players) whose results hand by
    /// hand the run keeps ([`RunOutcome::hero`]).
    pub hero: Option<String>,
    /// Bytes of hands per chunk (each chunk is one task for a core).
    pub chunk_size: usize,
    /// Bytes of chunks per group handed to the cores at once.
    pub group_size: usize,
}

impl Default for HistoryOptions {
    fn default() -> HistoryOptions {
        HistoryOptions {
            ev: EvOptions::default(),
            skip_invalid: false,
            per_player: true,
            hero: None,
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

/// What a run gives back.
#[derive(Clone, Debug)]
pub struct RunOutcome {
    /// The totals.
    pub summary: Summary,
    /// The hero's results hand by hand, in input order (with [`HistoryOptions::hero`]).
    pub hero: Option<Series>,
}

/// One chunk's records, its totals, the hero's hands, and the error that stopped it.
struct Done {
    out: Vec<u8>,
    summary: Summary,
    hero: Vec<PlayerHand>,
    stop: Option<HistoryError>,
}

impl Written for Done {
    fn bytes(&self) -> &[u8] {
        &self.out
    }
}

/// The chunks of `inputs` in order, on a thread of its own, `chunk_size` bytes of whole
/// hands each: the reader of every stream of hands (this module's and the Python
/// package's). It stops at the first input that cannot be read.
pub fn read_chunks(inputs: &[Input], chunk_size: usize, feed: Feed<Chunk, HistoryError>) {
    for input in inputs {
        let mut open = true;
        let spare = || feed.spare().map(|chunk| chunk.text);
        let read = read_input(input, chunk_size.max(1), spare, |chunk| {
            open = feed.send(chunk);
            open
        });
        if let Err(error) = read {
            return feed.fail(error);
        }
        if !open {
            return;
        }
    }
}

/// What the workers do with a chunk: read, replay, settle and render its hands.
struct Settle<'a, F> {
    options: &'a HistoryOptions,
    render: F,
}

impl<F: Fn(Result<&Report, &HistoryError>, &mut Vec<u8>) + Sync> Job for Settle<'_, F> {
    type Piece = Chunk;
    type Output = Done;

    fn size(&self, chunk: &Chunk) -> usize {
        chunk.text.len()
    }

    /// A fresh buffer for each chunk: reusing a written one measured a little slower here
    /// (the allocator copies its old contents when it grows).
    fn work(&self, chunk: &Chunk, _: Option<Done>) -> Done {
        process(chunk, self.options, &self.render)
    }
}

/// Reads, replays and settles every hand of `inputs`; `render` writes each hand's record
/// (or, with `skip_invalid`, its error) on the worker threads, and the records reach
/// `output` in input order. Returns the totals, and the hero's series.
///
/// ```
/// use handrank::history::{self, HistoryOptions};
/// let dir = std::env::temp_dir().join(format!("handrank-doc-{}", std::process::id()));
/// std::fs::create_dir_all(&dir)?;
/// std::fs::write(dir.join("a.phhs"), "[1]\nvariant = 'NT'\nantes = [0, 0]\n\
///     blinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [50, 50]\n\
///     actions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']\n")?;
/// let inputs = history::inputs(&[&dir])?;
/// let mut out = Vec::new();
/// let ran = history::run(&inputs, &HistoryOptions::default(), &mut out, |report, out| {
///     if let Ok(report) = report {
///         let won = &report.settlement.as_ref().unwrap().collected;
///         out.extend(format!("{} {}\n", report.hand.source, won[0]).bytes());
///     }
/// })?;
/// assert!(String::from_utf8(out)?.ends_with("a.phhs [1] 3\n"));
/// assert_eq!((ran.summary.hands, ran.summary.settled), (1, 1));
/// # std::fs::remove_dir_all(&dir)?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn run<W: Write + Send>(
    inputs: &[Input],
    options: &HistoryOptions,
    output: W,
    render: impl Fn(Result<&Report, &HistoryError>, &mut Vec<u8>) + Sync,
) -> Result<RunOutcome, RunError> {
    let mut summary = Summary::default();
    let mut hero = options.hero.as_ref().map(|_| Series::new(Series::POINTS));
    let take = |_: &Chunk, done: &mut Done| {
        summary.merge(std::mem::take(&mut done.summary));
        if let Some(series) = hero.as_mut() {
            done.hero.iter().for_each(|hand| series.add(hand));
        }
        done.stop.take().map_or(Ok(()), Err)
    };
    stream_chunks(inputs, options, Settle { options, render }, output, take)?;
    Ok(RunOutcome { summary, hero })
}

/// Runs `job` on every chunk of `inputs` on every core and writes each chunk's output to
/// `output` in input order, `take` seeing each output on the calling thread first: the
/// stream of hands that [`run`] and [`super::convert()`] share.
pub(super) fn stream_chunks<J, W>(
    inputs: &[Input],
    options: &HistoryOptions,
    job: J,
    output: W,
    take: impl FnMut(&Chunk, &mut J::Output) -> Result<(), HistoryError>,
) -> Result<(), RunError>
where
    J: Job<Piece = Chunk>,
    J::Output: Written,
    W: Write + Send,
{
    let inputs = inputs.to_vec();
    let chunk_size = options.chunk_size;
    let capacity = Capacity {
        ahead: 64,
        group_bytes: options.group_size,
    };
    let mut stream = Stream::spawn(job, capacity, move |feed| {
        read_chunks(&inputs, chunk_size, feed);
    });
    pipeline::write(&mut stream, output, take).map_err(|stop| match stop {
        Stop::Input(error) => RunError::Hand(error),
        Stop::Write(error) => RunError::Write(error),
    })
}

/// Reads, settles and renders one chunk's hands, stopping at the first bad one unless
/// `skip_invalid`. Once a hand is settled, each next hand is read into its report and
/// settled there ([`Report::analyze_again`]): no hand allocates or moves a report.
fn process(
    chunk: &Chunk,
    options: &HistoryOptions,
    render: &impl Fn(Result<&Report, &HistoryError>, &mut Vec<u8>),
) -> Done {
    let mut out = Vec::with_capacity(chunk.text.len() / 2);
    let mut summary = Summary::default();
    let mut hero = Vec::new();
    let mut reader = chunk.reader();
    // Where hands are read until one is settled, and the report then reused.
    let mut first = chunk.unread_hand();
    let mut kept: Option<Report> = None;
    loop {
        let report = match &mut kept {
            Some(report) => match reader.read_into(&mut report.hand) {
                None => break,
                Some(read) => read
                    .and_then(|()| report.analyze_again(&options.ev))
                    .map(|()| &*report),
            },
            None => match reader.read_into(&mut first) {
                None => break,
                Some(read) => read
                    .and_then(|()| {
                        analyze(
                            std::mem::replace(&mut first, chunk.unread_hand()),
                            &options.ev,
                        )
                    })
                    .map(|report| &*kept.insert(report)),
            },
        };
        if let (Ok(report), Some(name)) = (&report, &options.hero) {
            let seat = report.hand.seat_of(name);
            hero.extend(seat.and_then(|seat| PlayerHand::of(report, seat)));
        }
        match &report {
            Ok(report) if options.per_player => summary.add(report),
            Ok(report) => summary.count(report),
            Err(_) if options.skip_invalid => summary.invalid += 1,
            Err(_) => {
                return Done {
                    out,
                    summary,
                    hero,
                    stop: report.err(),
                };
            }
        }
        render(report.as_ref().map(|report| *report), &mut out);
    }
    Done {
        out,
        summary,
        hero,
        stop: None,
    }
}
