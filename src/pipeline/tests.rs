use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use super::{Capacity, Feed, Job, Stop, Stream, Written, write};

/// Pieces are numbers; a piece's output is its number written out, after some work that
/// takes longer for some pieces than others (so workers finish out of order).
struct Spell;

struct Text(Vec<u8>);

impl Written for Text {
    fn bytes(&self) -> &[u8] {
        &self.0
    }
}

impl Job for Spell {
    type Piece = u64;
    type Output = Text;

    fn size(&self, _: &u64) -> usize {
        10
    }

    fn work(&self, piece: &u64, spare: Option<Text>) -> Text {
        let mut out = spare.map_or_else(Vec::new, |spare| spare.0);
        out.clear();
        let mut x = *piece;
        for _ in 0..(piece * 7919 % 13) * 1000 {
            x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
        }
        let _ = x;
        out.extend(format!("{piece}\n").bytes());
        Text(out)
    }
}

const CAPACITY: Capacity = Capacity {
    ahead: 4,
    group_bytes: 30,
};

fn numbers(count: u64) -> impl FnOnce(Feed<u64, String>) + Send + 'static {
    move |feed| {
        for n in 0..count {
            if !feed.send(n) {
                return;
            }
        }
    }
}

fn expected(count: u64) -> String {
    (0..count).map(|n| format!("{n}\n")).collect()
}

#[test]
fn outputs_come_in_input_order() {
    let mut stream = Stream::spawn(Spell, CAPACITY, numbers(500));
    let mut out = Vec::new();
    let mut taken = 0;
    let result = write(&mut stream, &mut out, |&piece, _| {
        assert_eq!(piece, taken);
        taken += 1;
        Ok::<(), String>(())
    });
    assert!(result.is_ok());
    assert_eq!(String::from_utf8(out).unwrap(), expected(500));
}

#[test]
fn steps_hand_back_every_output_in_order() {
    let mut stream = Stream::spawn(Spell, CAPACITY, numbers(100));
    let mut seen = Vec::new();
    for step in stream.by_ref() {
        assert_eq!(step.pieces.len(), step.outputs.len());
        assert!(
            step.pieces.len() <= 3,
            "a group holds at most 30 bytes of pieces"
        );
        assert!(step.failed.is_none());
        seen.extend(step.outputs.iter().map(|t| t.0.clone()));
    }
    assert_eq!(String::from_utf8(seen.concat()).unwrap(), expected(100));
    assert!(stream.next().is_none(), "an ended stream stays ended");
}

#[test]
fn the_first_error_stops_after_the_output_before_it() {
    let mut stream = Stream::spawn(Spell, CAPACITY, numbers(1000));
    let mut out = Vec::new();
    let result = write(&mut stream, &mut out, |&piece, _| {
        if piece == 41 {
            Err(format!("bad piece {piece}"))
        } else {
            Ok(())
        }
    });
    assert!(matches!(result, Err(Stop::Input(ref e)) if e == "bad piece 41"));
    // The bad piece's own output (the records before its bad input) is written.
    assert_eq!(String::from_utf8(out).unwrap(), expected(42));
}

#[test]
fn a_reader_error_ends_the_stream_after_its_pieces() {
    let read = |feed: Feed<u64, String>| {
        for n in 0..7 {
            feed.send(n);
        }
        feed.fail("cannot read".to_owned());
    };
    let mut stream = Stream::spawn(Spell, CAPACITY, read);
    let mut out = Vec::new();
    let result = write(&mut stream, &mut out, |_, _| Ok(()));
    assert!(matches!(result, Err(Stop::Input(ref e)) if e == "cannot read"));
    assert_eq!(String::from_utf8(out).unwrap(), expected(7));
}

#[test]
fn a_paused_input_is_worked_at_once() {
    let read = |feed: Feed<u64, String>| {
        feed.send(0);
        feed.send_paused(1);
        // Holds the stream open: the first group must not wait for more.
        std::thread::sleep(std::time::Duration::from_millis(50));
        feed.send(2);
    };
    let mut stream = Stream::spawn(Spell, CAPACITY, read);
    let first = stream.next().unwrap();
    assert_eq!(first.pieces, [0, 1]);
    assert_eq!(stream.next().unwrap().pieces, [2]);
    assert!(stream.next().is_none());
}

#[test]
fn memory_stays_bounded_and_the_reader_stops_with_the_run() {
    let sent = Arc::new(AtomicUsize::new(0));
    let counter = sent.clone();
    let endless = move |feed: Feed<u64, String>| {
        for n in 0.. {
            counter.fetch_add(1, Ordering::SeqCst);
            if !feed.send(n) {
                return;
            }
        }
    };
    let mut stream = Stream::spawn(Spell, CAPACITY, endless);
    let mut out = Vec::new();
    let result = write(&mut stream, &mut out, |&piece, _| {
        // The reader is never more than the channel and a group ahead of the writer.
        let ahead = sent.load(Ordering::SeqCst) as u64 - piece;
        assert!(ahead <= 4 + 3 + 3 + 2, "the reader is {ahead} pieces ahead");
        if piece == 200 {
            Err("enough".to_owned())
        } else {
            Ok(())
        }
    });
    assert!(matches!(result, Err(Stop::Input(_))));
    drop(stream);
    let stopped = sent.load(Ordering::SeqCst);
    std::thread::sleep(std::time::Duration::from_millis(50));
    assert!(
        sent.load(Ordering::SeqCst) <= stopped + 1,
        "the reader goes on after the run"
    );
}

/// An output that fails after a few writes, as a closed pipe does.
struct Closes(usize);

impl Write for Closes {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        if self.0 == 0 {
            return Err(io::ErrorKind::BrokenPipe.into());
        }
        self.0 -= 1;
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[test]
fn a_write_error_stops_the_run_and_wins() {
    let mut stream = Stream::spawn(Spell, CAPACITY, numbers(100_000));
    let result = write(
        &mut stream,
        Closes(10),
        |_, _| Err("a bad input".to_owned()),
    );
    assert!(
        matches!(result, Err(Stop::Input(_))),
        "the bad input came first"
    );
    let mut stream = Stream::spawn(Spell, CAPACITY, numbers(100_000));
    let result = write(&mut stream, Closes(10), |_, _| Ok::<(), String>(()));
    assert!(matches!(result, Err(Stop::Write(ref e)) if e.kind() == io::ErrorKind::BrokenPipe));
}
