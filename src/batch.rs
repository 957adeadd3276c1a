//! The streaming batch engine: one hand per input line (or per 8-byte record) in, one
//! strength per output line (or per 2-byte record) out, on every core.
//!
//! Three stages overlap: a reader thread cuts the input into blocks of whole lines, the
//! calling thread scores each block's pieces in parallel with rayon, and a writer thread
//! writes the finished blocks in input order. Blocks and output buffers are recycled, so
//! memory stays at a few blocks whatever the input size.
//!
//! The hot path parses the common notation (`Ah Kd 7c …`, single spaces or commas, ASCII)
//! byte by byte with no allocation, finding the line end on the way; any line it does not
//! recognise, good or bad, goes to [`parse_hand`], so notations and error messages are
//! exactly the parser's. Hands are scored in groups so the strength-table loads (the one
//! real cache cost) overlap, and output records are copied as fixed-size blocks.
//!
//! Binary formats: input is one little-endian `u64` [`CardSet`] mask per hand (bit
//! `16·suit + rank`, 5 to 7 bits set); output is one little-endian `u16` [`Strength`] per
//! hand, `0` for an invalid one.

use std::io::{self, Read, Write};
use std::sync::mpsc;
use std::time::Instant;

use rayon::prelude::*;

use crate::card::{Card, CardSet, Rank, Suit, parse_hand};
use crate::error::ParseError;
use crate::eval::Hand;
use crate::lines::{BOM, LineError, line_text, strip_cr};
use crate::strength::Strength;

/// How the input is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum InputFormat {
    /// One hand per line, any notation [`parse_hand`] accepts.
    #[default]
    Text,
    /// One little-endian `u64` card mask per hand.
    Bin,
}

/// How each hand's result is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum OutputFormat {
    /// `4567 Two Pairs`, or `invalid: <error>`.
    #[default]
    Text,
    /// A `strength,category,error` header, then `4567,Two Pairs,` or `,,"<error>"`.
    Csv,
    /// `{"strength":4567,"category":"Two Pairs"}`, or `{"error":"<error>"}`.
    Json,
    /// One little-endian `u16` strength, `0` for an invalid hand.
    Bin,
}

/// What to do and how to name the input in errors.
#[derive(Clone, Debug)]
pub struct Options {
    pub input: InputFormat,
    pub output: OutputFormat,
    /// Write an error record for a bad hand and go on, instead of stopping.
    pub skip_invalid: bool,
    /// The input's name in errors: a path or `<stdin>`.
    pub source_name: String,
    /// Bytes read per block (at least 64; rounded to whole records in binary input).
    pub block_size: usize,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            input: InputFormat::Text,
            output: OutputFormat::Text,
            skip_invalid: false,
            source_name: "<stdin>".to_owned(),
            block_size: 1 << 20,
        }
    }
}

/// What a run did.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Summary {
    /// Input lines (or binary records).
    pub lines: u64,
    /// Hands scored.
    pub scored: u64,
    /// Bad hands written as error records.
    pub invalid: u64,
    /// Input bytes.
    pub bytes: u64,
    /// Wall-clock time.
    pub seconds: f64,
}

impl Summary {
    /// Hands scored per second.
    pub fn rate(&self) -> f64 {
        self.scored as f64 / self.seconds.max(1e-9)
    }

    /// Input megabytes (10⁶ bytes) per second.
    pub fn megabytes_per_second(&self) -> f64 {
        self.bytes as f64 / 1e6 / self.seconds.max(1e-9)
    }
}

/// Why a run stopped.
#[derive(Debug, thiserror::Error)]
pub enum BatchError {
    /// A bad line in text input (without `skip_invalid`).
    #[error(transparent)]
    Line(#[from] LineError),
    /// A bad record in binary input (without `skip_invalid`), or a truncated last record.
    #[error("{source_name}: record {record}: {reason}")]
    Record {
        source_name: String,
        record: u64,
        reason: String,
    },
    /// The input could not be read.
    #[error("reading {source_name}: {error}")]
    Read {
        source_name: String,
        error: io::Error,
    },
    /// The output could not be written (a closed pipe shows up here as `BrokenPipe`).
    #[error("writing output: {0}")]
    Write(io::Error),
}

/// Scores one line of text: the fast byte parser when it recognises the line, else
/// [`parse_hand`] (so errors and unusual notations behave exactly like the parser). A
/// trailing `\r` is ignored.
///
/// ```
/// use handrank::batch::score_line;
/// assert_eq!(score_line(b"Ah Kh Qh Jh Th")?.name(), "Royal Flush");
/// assert_eq!(score_line("10♥ J♥ Q♥ K♥ A♥\r".as_bytes())?.name(), "Royal Flush");
/// let error = score_line(b"Ah Kh Qh Jh Tx").unwrap_err();
/// assert_eq!(error.to_string(), "unknown suit 'x' in \"Tx\" (card 5)");
/// # Ok::<(), handrank::ParseError>(())
/// ```
pub fn score_line(line: &[u8]) -> Result<Strength, ParseError> {
    let line = strip_cr(line);
    match parse_fast(line) {
        Some(hand) => Ok(hand.strength()),
        None => {
            let cards = parse_hand(line_text(line)?)?;
            Ok(Hand::from_cards(&cards).strength())
        }
    }
}

/// Scores one binary record: a [`CardSet`] mask of 5 to 7 cards.
///
/// ```
/// let cards = handrank::parse_hand("Ah Kh Qh Jh Th")?;
/// let mask = cards.into_iter().collect::<handrank::CardSet>().bits();
/// assert_eq!(handrank::batch::score_mask(mask).map(|s| s.name()), Ok("Royal Flush"));
/// assert!(handrank::batch::score_mask(1 << 13).is_err());
/// # Ok::<(), handrank::ParseError>(())
/// ```
pub fn score_mask(bits: u64) -> Result<Strength, String> {
    let set = CardSet::from_bits(bits).ok_or_else(|| {
        format!("{bits:#018x} has bits that are not cards (only 16·suit + rank, rank < 13)")
    })?;
    if !(5..=7).contains(&set.len()) {
        return Err(format!(
            "{bits:#018x} has {} cards, expected 5 to 7",
            set.len()
        ));
    }
    Ok(hand_of_mask(set.bits()).strength())
}

/// The hand of a valid card mask. Bit `16·suit + rank` is card `4·rank + suit`, so each
/// card costs a `trailing_zeros` and an add (cheaper than going through `Rank`/`Suit`).
#[inline(always)]
fn hand_of_mask(mut bits: u64) -> Hand {
    let mut hand = Hand::EMPTY;
    while bits != 0 {
        let bit = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        if let Some(card) = Card::from_index(4 * (bit & 15) + (bit >> 4)) {
            hand = hand.add(card);
        }
    }
    hand
}

/// Rank (0-12) or suit (0-3) of an ASCII byte; 0xff for anything else.
const RANK_OF: [u8; 256] = byte_table(b"23456789TJQKA", b"23456789tjqka");
const SUIT_OF: [u8; 256] = byte_table(b"cdhs", b"CDHS");

// Called only to build the constants above: a bad index fails the build, never a run.
#[allow(clippy::indexing_slicing)]
const fn byte_table(upper: &[u8], lower: &[u8]) -> [u8; 256] {
    let mut table = [0xff; 256];
    let mut i = 0;
    while i < upper.len() {
        table[upper[i] as usize] = i as u8;
        table[lower[i] as usize] = i as u8;
        i += 1;
    }
    table
}

/// The card index (`4·rank + suit`) of a two-byte ASCII token read as a little-endian
/// `u16`, or 0xff. One load per card; the entries real input touches fit in a few cache
/// lines.
// Evaluated at compile time: a bad index fails the build, never a run.
#[allow(clippy::indexing_slicing)]
static CARD_OF: [u8; 65536] = {
    let mut table = [0xff; 65536];
    let mut i = 0;
    while i < 65536 {
        let (rank, suit) = (RANK_OF[i & 0xff], SUIT_OF[i >> 8]);
        if rank != 0xff && suit != 0xff {
            table[i] = rank * 4 + suit;
        }
        i += 1;
    }
    table
};

/// The common case only: 5-7 distinct two-byte ASCII cards separated by one space, one
/// comma, or a comma and a space, from `start` to the end of the line (`\n`, `\r\n` or the
/// end of `bytes`). Returns the hand and where the next line starts; `None` means "ask the
/// real parser". Finding the line end here saves a second pass over every line.
#[inline(always)]
fn scan_fast(bytes: &[u8], start: usize) -> Option<(Hand, usize)> {
    let mut hand = Hand::EMPTY;
    let mut mask = 0u64;
    let mut count = 0u32;
    let mut i = start;
    loop {
        let token: [u8; 2] = bytes.get(i..i + 2)?.try_into().ok()?;
        let card = Card::from_index(usize::from(card_code(token)))?;
        mask |= card.bit();
        hand = hand.add(card);
        count += 1;
        i += 2;
        match bytes.get(i) {
            Some(b' ') => i += 1,
            Some(b'\n') => {
                i += 1;
                break;
            }
            None => break,
            Some(b',') => i += 1 + usize::from(bytes.get(i + 1) == Some(&b' ')),
            Some(b'\r') => match bytes.get(i + 1) {
                Some(b'\n') => {
                    i += 2;
                    break;
                }
                None => {
                    i += 1;
                    break;
                }
                Some(_) => return None,
            },
            Some(_) => return None,
        }
    }
    // A repeated card shows as fewer mask bits than cards (the real parser names it).
    ((5..=7).contains(&count) && mask.count_ones() == count).then_some((hand, i))
}

/// The commonest line of all, `N` cards with single spaces and a `\n` (`Qh Jh 3d 4d 9h
/// As 8s`): the shape is checked at fixed offsets, so the card loads do not wait on the
/// separator parsing and the loop unrolls. `None` falls back to [`scan_fast`].
#[inline(always)]
fn scan_fixed<const N: usize>(bytes: &[u8], start: usize) -> Option<(Hand, usize)> {
    // Exactly N three-byte cells: `Ah ` ... `Ah\n`.
    let line = bytes.get(start..start + 3 * N)?;
    if line.last() != Some(&b'\n') {
        return None;
    }
    let mut codes = [0u8; N];
    let mut unknown = 0u8;
    for (k, code) in codes.iter_mut().enumerate() {
        // `line` has exactly 3·N bytes, so these `get`s are never `None` and compile to
        // plain loads.
        let byte = |j: usize| line.get(3 * k + j).copied().unwrap_or(0);
        if k + 1 < N && byte(2) != b' ' {
            return None;
        }
        *code = card_code([byte(0), byte(1)]);
        unknown |= *code;
    }
    // Card indices are below 52; an unknown token is 0xff.
    if unknown & 0xc0 != 0 {
        return None;
    }
    let mut hand = Hand::EMPTY;
    let mut mask = 0u64;
    let mut sum = 0u64;
    for code in codes {
        // The mask keeps the index inside the 64 entries: a plain load, no branch.
        let index = usize::from(code) & 63;
        let card = CARD_AT.get(index).copied().unwrap_or(CARD_AT_PAD);
        let bit = CARD_BIT.get(index).copied().unwrap_or(0);
        mask |= bit;
        sum = sum.wrapping_add(bit);
        hand = hand.add(card);
    }
    // Distinct bits add without carries: the sum equals the union unless a card repeats.
    (sum == mask).then_some((hand, start + 3 * N))
}

/// The card index of a two-byte token (`CARD_OF` at the little-endian `u16`). The table
/// has an entry for every `u16`, so this is one load with no bounds check.
#[inline(always)]
fn card_code(token: [u8; 2]) -> u8 {
    CARD_OF
        .get(usize::from(u16::from_le_bytes(token)))
        .copied()
        .unwrap_or(0xff)
}

/// The card of each index, by table rather than a checked conversion. `CARD_OF` gives
/// only 0..52 or 0xff (rejected before this is used); the padding is never read.
// Evaluated at compile time: a bad index fails the build, never a run.
#[allow(clippy::indexing_slicing)]
static CARD_AT: [Card; 64] = {
    let mut table = [CARD_AT_PAD; 64];
    let mut i = 0;
    while i < 52 {
        table[i] = Card::new(Rank::ALL[i / 4], Suit::ALL[i % 4]);
        i += 1;
    }
    table
};

/// `CARD_AT`'s padding.
const CARD_AT_PAD: Card = Card::new(Rank::Two, Suit::Clubs);

/// Each card index's [`CardSet`] bit, by table rather than shifts.
// Evaluated at compile time: a bad index fails the build, never a run.
#[allow(clippy::indexing_slicing)]
static CARD_BIT: [u64; 64] = {
    let mut table = [0; 64];
    let mut i = 0;
    while i < 52 {
        table[i] = CARD_AT[i].bit();
        i += 1;
    }
    table
};

/// [`scan_fast`] for one whole line.
fn parse_fast(line: &[u8]) -> Option<Hand> {
    scan_fast(line, 0)
        .filter(|&(_, end)| end == line.len())
        .map(|(hand, _)| hand)
}

/// An output buffer written at a cursor: a record is copied as a fixed-size block (the
/// bounds check is one compare, the copy a few inlined moves) and the cursor moves by the
/// record's real length. Recycled buffers are not zeroed again: every byte up to the
/// cursor is written before it is read.
struct Out {
    buf: Vec<u8>,
    pos: usize,
}

impl Out {
    fn new(mut buf: Vec<u8>, expected: usize) -> Out {
        if buf.len() < expected {
            buf.resize(expected, 0);
        }
        Out { buf, pos: 0 }
    }

    #[inline(always)]
    fn put<const N: usize>(&mut self, bytes: &[u8; N], len: usize) {
        if self.buf.len() < self.pos + N {
            self.grow(N);
        }
        if let Some(place) = self.buf.get_mut(self.pos..self.pos + N) {
            place.copy_from_slice(bytes);
        }
        self.pos += len.min(N); // callers pass len <= N; min keeps a mistake harmless
    }

    fn put_slice(&mut self, bytes: &[u8]) {
        if self.buf.len() < self.pos + bytes.len() {
            self.grow(bytes.len());
        }
        if let Some(place) = self.buf.get_mut(self.pos..self.pos + bytes.len()) {
            place.copy_from_slice(bytes);
        }
        self.pos += bytes.len();
    }

    #[cold]
    fn grow(&mut self, more: usize) {
        let len = (self.buf.len() * 2).max(self.pos + more + 256);
        self.buf.resize(len, 0);
    }

    /// The buffer and how much of it is output. The buffer keeps its length, so reusing
    /// it needs no zeroing.
    fn finish(self) -> (Vec<u8>, usize) {
        (self.buf, self.pos)
    }
}

/// Writes output records from small tables: a record is a fixed prefix, the strength's
/// decimal digits, and one of ten pre-formatted suffixes (the nine categories and the
/// royal flush). One 8-byte entry per strength (60 KB, in L2) holds the digits, their
/// count and the suffix number, so a record costs one table load. Copies are
/// constant-size (inlined moves, no `memcpy` call); the cursor then moves by the real
/// length.
struct Records {
    format: OutputFormat,
    prefix: [u8; 16],
    prefix_len: usize,
    /// Strength -> digits (ASCII, first digit in the lowest byte) | count << 32 | suffix
    /// number << 40.
    heads: Vec<u64>,
    suffixes: [[u8; 32]; 10],
    suffix_lens: [u8; 10],
}

impl Records {
    fn new(format: OutputFormat) -> Records {
        let mut heads = vec![0u64; usize::from(Strength::MAX.get()) + 1];
        let mut names = [""; 10];
        for value in 1..=Strength::MAX.get() {
            if let Some(s) = Strength::new(value) {
                let b = if s.is_royal() {
                    9
                } else {
                    s.category().number() - 1
                };
                if let Some(name) = names.get_mut(usize::from(b)) {
                    *name = s.name();
                }
                let digits = value.to_string();
                let mut packed = [0u8; 4];
                for (place, &digit) in packed.iter_mut().zip(digits.as_bytes()) {
                    *place = digit;
                }
                if let Some(head) = heads.get_mut(usize::from(value)) {
                    *head = u64::from(u32::from_le_bytes(packed))
                        | (digits.len() as u64) << 32
                        | u64::from(b) << 40;
                }
            }
        }
        let mut suffixes = [[0u8; 32]; 10];
        let mut suffix_lens = [0u8; 10];
        for ((slot, len), name) in suffixes.iter_mut().zip(&mut suffix_lens).zip(names) {
            let text = match format {
                OutputFormat::Text => format!(" {name}\n"),
                OutputFormat::Csv => format!(",{name},\n"),
                OutputFormat::Json => format!(",\"category\":\"{name}\"}}\n"),
                OutputFormat::Bin => String::new(),
            };
            for (place, &byte) in slot.iter_mut().zip(text.as_bytes()) {
                *place = byte;
            }
            *len = text.len().min(32) as u8;
        }
        let prefix: &[u8] = match format {
            OutputFormat::Json => b"{\"strength\":",
            _ => b"",
        };
        let mut padded = [0u8; 16];
        for (place, &byte) in padded.iter_mut().zip(prefix) {
            *place = byte;
        }
        Records {
            format,
            prefix: padded,
            prefix_len: prefix.len(),
            heads,
            suffixes,
            suffix_lens,
        }
    }

    #[inline(always)]
    fn push(&self, out: &mut Out, strength: Strength) {
        let s = strength.get();
        if self.format == OutputFormat::Bin {
            out.put(&s.to_le_bytes(), 2);
            return;
        }
        if self.prefix_len > 0 {
            out.put(&self.prefix, self.prefix_len);
        }
        let head = self.heads.get(usize::from(s)).copied().unwrap_or(0);
        out.put(&(head as u32).to_le_bytes(), (head >> 32) as usize & 7);
        let b = (head >> 40) as usize & 15;
        if let (Some(suffix), Some(&len)) = (self.suffixes.get(b), self.suffix_lens.get(b)) {
            out.put(suffix, usize::from(len));
        }
    }

    fn push_error(&self, out: &mut Out, message: &str) {
        let record = match self.format {
            OutputFormat::Text => format!("invalid: {message}\n"),
            OutputFormat::Csv => format!(",,\"{}\"\n", message.replace('"', "\"\"")),
            OutputFormat::Json => format!("{{\"error\":{}}}\n", serde_json::Value::from(message)),
            OutputFormat::Bin => {
                out.put(&[0, 0], 2);
                return;
            }
        };
        out.put_slice(record.as_bytes());
    }

    /// About how many output bytes a 7-card text line (21 bytes) gives, rounded up.
    fn growth(&self) -> usize {
        match self.format {
            OutputFormat::Bin => 1,
            OutputFormat::Text | OutputFormat::Csv => 1,
            OutputFormat::Json => 3,
        }
    }

    fn header(&self) -> &'static [u8] {
        match self.format {
            OutputFormat::Csv => b"strength,category,error\n",
            _ => b"",
        }
    }
}

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

/// Writes the record of one line that the fast path did not take: its strength, or with
/// `skip_invalid` an error record (counted in `invalid`). Returns the error of a bad line
/// that must stop the piece.
fn write_record<E: ToString>(
    out: &mut Out,
    records: &Records,
    skip_invalid: bool,
    invalid: &mut u64,
    result: Result<Strength, E>,
) -> Option<E> {
    match result {
        Ok(strength) => records.push(out, strength),
        Err(error) if skip_invalid => {
            records.push_error(out, &error.to_string());
            *invalid += 1;
        }
        Err(error) => return Some(error),
    }
    None
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
                    // `n < GROUP` here, so this is never `None` (and needs no check).
                    if let Some(slot) = hands.get_mut(n) {
                        *slot = hand;
                    }
                    n += 1;
                    i = next;
                }
                None => break,
            }
        }
        let strengths = hands.map(Hand::strength);
        // `n <= GROUP`: never the empty default.
        for &strength in strengths.get(..n).unwrap_or_default() {
            records.push(&mut out, strength);
        }
        lines += n as u64;
        if n == GROUP || i >= piece.len() {
            continue;
        }
        // A line the fast scanners decline: the real parser decides.
        let rest = piece.get(i..).unwrap_or_default();
        let len = memchr::memchr(b'\n', rest).unwrap_or(rest.len());
        let line = rest.get(..len).unwrap_or_default();
        i += len + 1;
        let result = score_line(line);
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

fn score_bin(piece: &[u8], buffer: Vec<u8>, records: &Records, skip_invalid: bool) -> Piece {
    let mut out = Out::new(buffer, piece.len() / 4 * records.growth() + 256);
    let mut lines = 0;
    let mut invalid = 0;
    for record in piece.chunks_exact(8) {
        let mut word = [0u8; 8];
        word.copy_from_slice(record);
        let bits = u64::from_le_bytes(word);
        // The valid case inline; `score_mask` explains the others.
        if bits & !CardSet::FULL.bits() == 0 && (5..=7).contains(&bits.count_ones()) {
            records.push(&mut out, hand_of_mask(bits).strength());
            lines += 1;
            continue;
        }
        let result = score_mask(bits);
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
                    let rest = block.get(end..).unwrap_or_default();
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

/// Reads whole-line (or whole-record) blocks and sends them on. Stops quietly when the
/// receiver is gone.
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
        // Fill the block; if it holds no line break yet, keep growing it.
        loop {
            let want = block.capacity().saturating_sub(block.len()).max(4096) as u64;
            match input.by_ref().take(want).read_to_end(&mut block) {
                Ok(n) => eof = (n as u64) < want,
                Err(error) => {
                    let _ = blocks.send(Err(error));
                    return;
                }
            }
            if first {
                if block.starts_with(BOM) {
                    block.drain(..BOM.len());
                }
                first = false;
            }
            let cut = match record {
                Some(size) => Some(block.len() - block.len() % size),
                None => memchr::memrchr(b'\n', &block).map(|i| i + 1),
            };
            match cut {
                _ if eof => break,
                Some(cut) if cut > 0 => {
                    carry.extend_from_slice(block.get(cut..).unwrap_or_default());
                    block.truncate(cut);
                    break;
                }
                _ => block.reserve(block.capacity().max(4096)),
            }
        }
        if !block.is_empty() && blocks.send(Ok(block)).is_err() {
            return;
        }
        if eof {
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
    let records = Records::new(options.output);
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
                    output.write_all(buffer.get(..*len).unwrap_or_default())?;
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
                        let piece = block.get(range.clone()).unwrap_or_default();
                        match record {
                            Some(_) => score_bin(piece, out, &records, options.skip_invalid),
                            None => score_text(piece, out, &records, options.skip_invalid),
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

#[cfg(test)]
mod tests {
    use super::*;

    fn run_text(input: &str, options: &Options) -> (Result<Summary, BatchError>, String) {
        let mut out = Vec::new();
        let result = run(
            io::Cursor::new(input.as_bytes().to_vec()),
            &mut out,
            options,
            |_| {},
        );
        (result, String::from_utf8_lossy(&out).into_owned())
    }

    #[test]
    fn fast_parser_agrees_with_the_real_one() {
        let lines = [
            "Ah Kh Qh Jh Th",
            "ah kh qh jh th 2c 3d",
            "AH,KH,QH,JH,TH",
            "2c, 3d, 4h, 5s, 7c, 9d",
            "Kc 9s Ks Kd 9d 3c 6d",
        ];
        for line in lines {
            let slow = parse_hand(line).map(|c| Hand::from_cards(&c).strength());
            assert_eq!(
                parse_fast(line.as_bytes()).map(Hand::strength),
                slow.ok(),
                "{line}"
            );
        }
        // Lines the fast path declines: the slow path decides.
        for line in [
            "AhKhQhJhTh",
            "10h Jh Qh Kh Ah",
            "Ah  Kh Qh Jh Th",
            "Ah Kh Qh Jh Th ",
        ] {
            assert_eq!(parse_fast(line.as_bytes()), None, "{line}");
            assert!(score_line(line.as_bytes()).is_ok(), "{line}");
        }
        for line in [
            "Ah Ah Qh Jh Th",
            "Ah Kh Qh Jh",
            "Ah Kh Qh Jh Tx",
            "",
            "Ah Kh Qh Jh Th 2c 3c 4c",
        ] {
            assert_eq!(parse_fast(line.as_bytes()), None, "{line}");
            assert_eq!(
                score_line(line.as_bytes()).unwrap_err(),
                parse_hand(line).unwrap_err(),
                "{line}"
            );
        }
    }

    #[test]
    fn every_record_is_the_formatted_strength() {
        for format in [OutputFormat::Text, OutputFormat::Csv, OutputFormat::Json] {
            let records = Records::new(format);
            for value in 1..=Strength::MAX.get() {
                let s = Strength::new(value).unwrap_or(Strength::MIN);
                let expected = match format {
                    OutputFormat::Csv => format!("{value},{},\n", s.name()),
                    OutputFormat::Json => {
                        format!("{{\"strength\":{value},\"category\":\"{}\"}}\n", s.name())
                    }
                    _ => format!("{value} {}\n", s.name()),
                };
                let mut out = Out::new(Vec::new(), 0);
                out.put_slice(b"x");
                records.push(&mut out, s);
                let (buffer, len) = out.finish();
                assert_eq!(String::from_utf8_lossy(&buffer[1..len]), expected);
            }
        }
    }

    #[test]
    fn scan_finds_where_the_next_line_starts() {
        let text = b"Ah Kh Qh Jh Th\r\n2c 3c 4c 5c 6c\n7c 8c 9c Tc Jc\r";
        let ends: Vec<usize> = [0, 16, 31]
            .iter()
            .filter_map(|&start| scan_fast(text, start).map(|(_, next)| next))
            .collect();
        assert_eq!(ends, [16, 31, 46]);
        assert_eq!(scan_fast(b"Ah Kh Qh Jh Th \n", 0), None);
        assert_eq!(scan_fast(b"Ah Kh Qh Jh Th\rX", 0), None);
        let seven = b"Ah Kh Qh Jh Th 2c 3c\nAh Kh Qh Jh Th 2c 3c";
        assert_eq!(scan_fixed::<7>(seven, 0), scan_fast(seven, 0));
        assert_eq!(scan_fixed::<7>(seven, 0).map(|(_, next)| next), Some(21));
        assert_eq!(
            scan_fixed::<7>(seven, 21),
            None,
            "no newline: the general scan"
        );
        for bad in [
            &b"Ah Kh Qh Jh Th 2c Ah\n"[..],
            b"Ah Kh Qh Jh Th 2c 3x\n",
            b"Ah,Kh Qh Jh Th 2c 3c\n",
        ] {
            assert_eq!(scan_fixed::<7>(bad, 0), None);
        }
    }

    #[test]
    fn every_random_line_scores_like_evaluate() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
        for _ in 0..20_000 {
            let n = rng.random_range(5..=7);
            let mut set = CardSet::EMPTY;
            while set.len() < n {
                set.insert(
                    Card::from_index(rng.random_range(0..52))
                        .unwrap_or(Card::new(crate::Rank::Two, crate::Suit::Clubs)),
                );
            }
            let cards: Vec<Card> = set.iter().collect();
            let text: Vec<String> = cards.iter().map(ToString::to_string).collect();
            let expected = crate::evaluate(&cards);
            assert_eq!(score_line(text.join(" ").as_bytes()), expected);
            assert_eq!(score_mask(set.bits()).ok(), expected.ok());
        }
    }

    #[test]
    fn blocks_cut_anywhere_give_the_same_output() {
        let mut input = String::from("\u{feff}");
        for i in 0..300 {
            input.push_str(
                [
                    "Ah Kh Qh Jh Th\r\n",
                    "2c 3d 5h 7s 9c 9d\n",
                    "Kc 9s Ks Kd 9d 3c 6d\n",
                ][i % 3],
            );
        }
        input.push_str("Ac Ad Ah As Kc"); // no final newline
        let whole = run_text(&input, &Options::default());
        for block_size in [64, 65, 100, 1000] {
            let options = Options {
                block_size,
                ..Options::default()
            };
            let (result, out) = run_text(&input, &options);
            assert_eq!(out, whole.1, "block size {block_size}");
            let summary = result.expect("valid input");
            assert_eq!((summary.lines, summary.scored), (301, 301));
        }
        assert_eq!(whole.1.lines().last(), Some("7452 Four of a Kind"));
    }

    #[test]
    fn first_bad_line_stops_with_its_number() {
        let input = "Ah Kh Qh Jh Th\n\nAh Kh Qh Jh Tx\n";
        let options = Options {
            source_name: "poker.txt".into(),
            ..Options::default()
        };
        let (result, out) = run_text(input, &options);
        assert_eq!(out, "7462 Royal Flush\n");
        let error = result.unwrap_err().to_string();
        assert_eq!(error, "poker.txt:2: expected 5 to 7 cards, found 0");
    }

    #[test]
    fn a_bad_line_inside_a_group_keeps_its_place() {
        let mut input = String::new();
        for i in 1..=40 {
            input.push_str(match i {
                23 => "Ah Kh Qh Jh Tx\n",
                7 => "10h Jh Qh Kh Ah 2c 3c\n", // the slow path, but valid
                _ if i % 2 == 0 => "Ah Kh Qh Jh Th 2c 3c\n",
                _ => "7c 5d 4h 3s 2c\n",
            });
        }
        let (result, out) = run_text(&input, &Options::default());
        assert_eq!(out.lines().count(), 22);
        assert_eq!(out.lines().nth(6), Some("7462 Royal Flush"));
        assert_eq!(
            result.map(|_| ()).map_err(|e| e.to_string()),
            Err("<stdin>:23: unknown suit 'x' in \"Tx\" (card 5)".to_owned())
        );
        let skip = Options {
            skip_invalid: true,
            ..Options::default()
        };
        let (result, out) = run_text(&input, &skip);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 40);
        assert!(lines[22].starts_with("invalid: "));
        assert_eq!((lines[20], lines[23]), ("1 High Card", "7462 Royal Flush"));
        assert_eq!(result.map(|s| (s.scored, s.invalid)).ok(), Some((39, 1)));
    }

    #[test]
    fn skip_invalid_keeps_one_record_per_line() {
        let input = "Ah Kh Qh Jh Th\n\nAh Kh Qh Jh Tx\nAh Kh Qh Jh Th\n";
        for (output, expected) in [
            (
                OutputFormat::Text,
                "7462 Royal Flush\ninvalid: expected 5 to 7 cards, found 0\ninvalid: unknown suit 'x' in \"Tx\" (card 5)\n7462 Royal Flush\n",
            ),
            (
                OutputFormat::Csv,
                "strength,category,error\n7462,Royal Flush,\n,,\"expected 5 to 7 cards, found 0\"\n,,\"unknown suit 'x' in \"\"Tx\"\" (card 5)\"\n7462,Royal Flush,\n",
            ),
            (
                OutputFormat::Json,
                "{\"strength\":7462,\"category\":\"Royal Flush\"}\n{\"error\":\"expected 5 to 7 cards, found 0\"}\n{\"error\":\"unknown suit 'x' in \\\"Tx\\\" (card 5)\"}\n{\"strength\":7462,\"category\":\"Royal Flush\"}\n",
            ),
        ] {
            let options = Options {
                output,
                skip_invalid: true,
                ..Options::default()
            };
            let (result, out) = run_text(input, &options);
            assert_eq!(out, expected);
            let summary = result.expect("skipping");
            assert_eq!((summary.lines, summary.scored, summary.invalid), (4, 2, 2));
        }
    }

    #[test]
    fn binary_round_trip_and_bad_records() {
        let hands = ["Ah Kh Qh Jh Th", "2c 3d 5h 7s 9c 9d"];
        let mut input = Vec::new();
        for hand in hands {
            let set: CardSet = parse_hand(hand).unwrap_or_default().into_iter().collect();
            input.extend_from_slice(&set.bits().to_le_bytes());
        }
        input.extend_from_slice(&(1u64 << 13).to_le_bytes());
        let options = Options {
            input: InputFormat::Bin,
            output: OutputFormat::Bin,
            skip_invalid: true,
            ..Options::default()
        };
        let mut out = Vec::new();
        let summary = run(io::Cursor::new(input.clone()), &mut out, &options, |_| {});
        assert_eq!(summary.ok().map(|s| s.invalid), Some(1));
        let strengths: Vec<u16> = out
            .chunks_exact(2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]))
            .collect();
        let pair_of_nines =
            crate::evaluate(&parse_hand(hands[1]).unwrap_or_default()).map(Strength::get);
        assert_eq!(strengths, [7462, pair_of_nines.unwrap_or(0), 0]);

        let strict = Options {
            skip_invalid: false,
            source_name: "hands.bin".into(),
            ..options.clone()
        };
        let error = run(io::Cursor::new(input.clone()), Vec::new(), &strict, |_| {}).unwrap_err();
        assert!(
            error
                .to_string()
                .starts_with("hands.bin: record 3: 0x0000000000002000 has bits"),
            "{error}"
        );
        input.truncate(12);
        let error = run(io::Cursor::new(input), Vec::new(), &strict, |_| {}).unwrap_err();
        assert_eq!(
            error.to_string(),
            "hands.bin: record 2: the input ends with 4 bytes, a record is 8"
        );
    }

    #[test]
    fn empty_input_is_empty_output() {
        let (result, out) = run_text("", &Options::default());
        assert_eq!(out, "");
        assert_eq!(result.map(|s| s.lines).ok(), Some(0));
    }
}
