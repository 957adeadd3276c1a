//! The byte scanner: reads the common notation (`Ah Kd 7c …`, two-byte ASCII cards with
//! single spaces or commas) with no allocation, finding the line end on the way. Anything
//! else is left to [`crate::parse_hand`].

use crate::card::Card;
use crate::eval::Hand;

/// The card of every two-byte token read as a little-endian `u16` (`Ah` is
/// `u16::from_le_bytes([b'A', b'h'])`), or `None`: one load per card, no bounds check,
/// and the entries real input touches fit in a few cache lines. Built at compile time
/// from [`Card::from_ascii`], so the scanner reads exactly the parser's ASCII notation.
/// (An `Option<Card>` is one byte: 64 KB.)
#[allow(clippy::indexing_slicing)] // compile-time: a bad index fails the build, never a run
static CARD_OF: [Option<Card>; 65536] = {
    let mut table = [None; 65536];
    let mut i = 0;
    while i < 65536 {
        table[i] = Card::from_ascii(i as u8, (i >> 8) as u8);
        i += 1;
    }
    table
};

/// The card of a two-byte token.
#[inline(always)]
#[allow(clippy::indexing_slicing)] // every u16 has an entry
fn card_of(token: [u8; 2]) -> Option<Card> {
    CARD_OF[usize::from(u16::from_le_bytes(token))]
}

/// The common case only: 5-7 distinct two-byte ASCII cards separated by one space, one
/// comma, or a comma and a space, from `start` to the end of the line (`\n`, `\r\n` or the
/// end of `bytes`). Returns the hand and where the next line starts; `None` means "ask the
/// real parser". Finding the line end here saves a second pass over every line.
#[inline(always)]
pub(super) fn scan_fast(bytes: &[u8], start: usize) -> Option<(Hand, usize)> {
    let mut hand = Hand::EMPTY;
    let mut count = 0;
    let mut i = start;
    loop {
        let token: [u8; 2] = bytes.get(i..i + 2)?.try_into().ok()?;
        hand = hand.add(card_of(token)?);
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
    // A repeated card shows as fewer cards in the hand than tokens read (the real parser
    // names it).
    ((5..=7).contains(&count) && hand.len() == count).then_some((hand, i))
}

/// The commonest line of all, `N` cards with single spaces and a `\n` (`Qh Jh 3d 4d 9h
/// As 8s`): the shape is checked at fixed offsets, so the card loads do not wait on the
/// separator parsing and the loop unrolls. `None` falls back to [`scan_fast`].
#[inline(always)]
pub(super) fn scan_fixed<const N: usize>(bytes: &[u8], start: usize) -> Option<(Hand, usize)> {
    // Exactly N three-byte cells: `Ah ` ... `Ah\n`.
    let line = bytes.get(start..start + 3 * N)?;
    if line.last() != Some(&b'\n') {
        return None;
    }
    let mut hand = Hand::EMPTY;
    for (k, cell) in line.chunks_exact(3).enumerate() {
        // Every chunk has three bytes: this conversion always succeeds and costs nothing.
        let [rank, suit, separator]: [u8; 3] = cell.try_into().ok()?;
        if k + 1 < N && separator != b' ' {
            return None;
        }
        hand = hand.add(card_of([rank, suit])?);
    }
    // A repeated card shows as fewer cards in the hand than N.
    (hand.len() == N).then_some((hand, start + 3 * N))
}

/// [`scan_fast`] for one whole line.
pub(super) fn parse_fast(line: &[u8]) -> Option<Hand> {
    scan_fast(line, 0)
        .filter(|&(_, end)| end == line.len())
        .map(|(hand, _)| hand)
}
