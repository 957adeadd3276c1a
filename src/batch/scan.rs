//! The byte scanner: reads the common notation (`Ah Kd 7c …`, two-byte ASCII cards with
//! single spaces or commas) with no allocation, finding the line end on the way. Anything
//! else is left to [`crate::parse_hand`].

use crate::card::{Card, CardSet};
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

/// Reads two-byte ASCII cards separated by one space, one comma, or a comma and a space,
/// from `start` to the end of the line (`\n`, `\r\n` or the end of `bytes`), handing each
/// card to `take` (which returns false to give up). Returns the number of cards and where
/// the next line starts; `None` means "ask the real parser". Finding the line end here
/// saves a second pass over every line.
#[inline(always)]
fn scan_tokens(
    bytes: &[u8],
    start: usize,
    mut take: impl FnMut(Card) -> bool,
) -> Option<(usize, usize)> {
    let mut count = 0;
    let mut i = start;
    loop {
        let token: [u8; 2] = bytes.get(i..i + 2)?.try_into().ok()?;
        if !take(card_of(token)?) {
            return None;
        }
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
    Some((count, i))
}

/// The common hold'em line only: 5-7 distinct cards in the notation of [`scan_tokens`].
/// Returns the hand and where the next line starts; `None` means "ask the real parser".
#[inline(always)]
pub(super) fn scan_fast(bytes: &[u8], start: usize) -> Option<(Hand, usize)> {
    let mut hand = Hand::EMPTY;
    let (count, next) = scan_tokens(bytes, start, |card| {
        hand = hand.add(card);
        true
    })?;
    // A repeated card shows as fewer cards in the hand than tokens read (the real parser
    // names it).
    ((5..=7).contains(&count) && hand.len() == count).then_some((hand, next))
}

/// A player's own cards as a line gives them (at most seven, the most any game scores
/// without a board), in order, with their set.
#[derive(Clone, Copy)]
pub(super) struct Dealt {
    cards: [Card; 7],
    len: usize,
    set: CardSet,
}

impl Dealt {
    /// The cards in the order given.
    #[inline(always)]
    pub(super) fn cards(&self) -> &[Card] {
        self.cards.get(..self.len).unwrap_or_default()
    }

    /// The cards of a mask (at most seven, else `None`), lowest bit first.
    #[inline(always)]
    pub(super) fn of_set(set: CardSet) -> Option<Dealt> {
        let mut dealt = Dealt::EMPTY;
        for card in set.iter() {
            *dealt.cards.get_mut(dealt.len)? = card;
            dealt.len += 1;
        }
        dealt.set = set;
        Some(dealt)
    }

    const EMPTY: Dealt = Dealt {
        cards: [Card::ALL[0]; 7],
        len: 0,
        set: CardSet::EMPTY,
    };

    /// Whether these are a hand of `game` as it scores the player's own cards: the count
    /// in `sizes`, every card in `deck`, none twice.
    #[inline(always)]
    pub(super) fn fits(&self, sizes: &std::ops::RangeInclusive<usize>, deck: CardSet) -> bool {
        self.set.len() == self.len
            && sizes.contains(&self.len)
            && self.set.difference(deck).is_empty()
    }
}

/// A line of up to seven cards in the notation of [`scan_tokens`], for the games scored
/// from a player's own cards. Returns the cards and where the next line starts; `None`
/// means "ask the real parser".
#[inline(always)]
pub(super) fn scan_cards(bytes: &[u8], start: usize) -> Option<(Dealt, usize)> {
    let mut dealt = Dealt::EMPTY;
    let (_, next) = scan_tokens(bytes, start, |card| {
        let Some(place) = dealt.cards.get_mut(dealt.len) else {
            return false;
        };
        *place = card;
        dealt.len += 1;
        dealt.set.insert(card);
        true
    })?;
    Some((dealt, next))
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
