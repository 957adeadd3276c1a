//! The fast path: a board prepared once (its table rows), then each hole in a few loads.
//!
//! A 5-card board finds its row from the rank index its cards' keys sum to anyway, through
//! the board hash (two loads from 18 KB, no sorting). A 3- or 4-card board sorts its ranks
//! and numbers the multiset. Each hole pair is then one load from the board's row, found by
//! the pair's cards in a 2.7 KB table: PLO4 six loads, PLO5 ten, PLO6 fifteen. Only when
//! two hole cards share a suit with three board cards does the flush row get read; one deal
//! (`omaha::strength`) finds that row only then.

use crate::card::Card;
use crate::eval::Hand;
use crate::strength::Strength;

use super::low::Low;
use super::max;
use super::tables::{
    FLUSH_ROWS, LOW_BIT, NO_ROW, PAIR_OF_CARDS, PAIRS, ROWS, Row, best_low, flush_row, pair_column,
    row_of_five_index, row_of_sorted,
};

/// No suit has three board cards.
const NO_FLUSH: u32 = u32::MAX;
/// The flush suit of a board without one: a hole's suit counters read 0 there.
const NO_SUIT: u32 = 4;

/// A board prepared for evaluating holes against it: equity computes it once per board
/// and reuses it for every player.
///
/// ```
/// use handrank::omaha::Board;
/// use handrank::parse_cards;
/// let board = Board::from_cards(&parse_cards("Ah Kh 7h 7c 2d")?);
/// // Four hearts in the hole make a flush only through two of them.
/// let strength = board.strength(&parse_cards("Qh Jh 9h 3h")?);
/// assert_eq!(strength.describe(), "Flush, Ace-King-Queen-Jack-Seven");
/// # Ok::<(), handrank::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    /// The first entry of the board's row of the high table (row · 91).
    high: u32,
    /// The first entry of the board's flush row, or [`NO_FLUSH`].
    flush: u32,
    /// The suit with three or more board cards, or [`NO_SUIT`].
    flush_suit: u32,
    /// The board's low-rank mask times 256: the first entry of its low row.
    low: u32,
}

impl Board {
    /// The board of these 3, 4 or 5 distinct cards. Other sizes give an unspecified board
    /// (but never a panic); [`super::evaluate`] checks its input.
    #[inline(always)]
    pub fn from_cards(cards: &[Card]) -> Board {
        let (hand, row) = hand_and_row(cards);
        Board::from_row(hand, row, flush_unpredicted(hand))
    }

    /// The board of a 5-card hand, as Monte Carlo deals it: its row through the board hash,
    /// its flush row behind a branch (measured against [`flush_unpredicted`] there).
    #[inline(always)]
    pub(crate) fn from_five(hand: Hand) -> Board {
        Board::from_row(hand, row_of_five_index(hand.rank_index()), flush(hand))
    }

    /// The board of this row and `(flush row's first entry, flush suit)`.
    #[inline(always)]
    fn from_row(hand: Hand, row: usize, (flush, flush_suit): (u32, u32)) -> Board {
        Board {
            high: (row * PAIRS) as u32,
            flush,
            flush_suit,
            low: u32::from(low_mask(hand.mask())) << 8,
        }
    }

    /// The strength of the best hand of exactly two of `hole` (distinct cards, none on the
    /// board) and three board cards.
    ///
    /// Inlined, so a caller's board hands over only what the high hand reads, in registers
    /// (its low is never computed); the pairs' loads and their maximum stay in a function
    /// of their own, where the maximum stays conditional moves: inside a caller's loop,
    /// LLVM turns it into branches, which a cache miss makes costly.
    #[inline(always)]
    pub fn strength(&self, hole: &[Card]) -> Strength {
        let high = HighPart {
            row: self.high,
            flush_suit: self.flush_suit,
        };
        high.strength(hole, FoundFlush(self.flush))
    }

    /// The best low (five different ranks, eight or lower, ace low) of exactly two of
    /// `hole` and three board cards, or `None` when there is none.
    #[inline]
    #[allow(clippy::indexing_slicing)] // board mask · 256 + hole mask < 2^16
    pub fn low(&self, hole: &[Card]) -> Option<Low> {
        let hole = hole.iter().fold(0, |m, c| m | LOW_BIT[c.index()]);
        Low::from_mask(best_low((self.low | u32::from(hole)) as usize))
    }
}

/// The strength of one deal (see [`super::strength`]): [`Board::strength`] of
/// [`Board::from_cards`], except that the board's flush row is found only when two hole
/// cards share its three-card suit (one random PLO4 deal in twelve), from the board's cards.
#[inline(always)]
pub(crate) fn deal_strength(hole: &[Card], board: &[Card]) -> Strength {
    let (hand, row) = hand_and_row(board);
    let high = HighPart {
        row: (row * PAIRS) as u32,
        flush_suit: three_suit(hand),
    };
    high.strength(hole, BoardCards(board))
}

/// A board's hand (its key and card bits) and its row of the high table: a 5-card board's
/// through the board hash of its rank index, a smaller one's by sorting its ranks.
#[inline(always)]
#[allow(clippy::indexing_slicing)] // at most five ranks, in an array of five
fn hand_and_row(cards: &[Card]) -> (Hand, usize) {
    let hand = Hand::card_by_card(cards);
    let row = if cards.len() == 5 {
        row_of_five_index(hand.rank_index())
    } else {
        let mut ranks = [0u8; 5];
        for (slot, card) in ranks.iter_mut().zip(cards) {
            *slot = card.rank() as u8;
        }
        let ranks = &mut ranks[..cards.len().min(5)];
        ranks.sort_unstable();
        row_of_sorted(ranks)
    };
    (hand, row)
}

/// What [`Board::strength`] reads of a board before the flush path, passed by value (one
/// register).
#[derive(Clone, Copy)]
struct HighPart {
    /// The first entry of the board's high row.
    row: u32,
    /// Its three-card suit, or [`NO_SUIT`].
    flush_suit: u32,
}

/// Where the flush path finds the board's flush row.
trait FlushRow: Copy {
    /// The first entry of the flush row of the board's three-card suit `suit` (0..4), or
    /// `None` for a board that is no board (more than five cards).
    fn first(self, suit: u32) -> Option<usize>;
}

/// A prepared board's flush row, found with the board: equity reads it for many holes.
#[derive(Clone, Copy)]
struct FoundFlush(u32);

impl FlushRow for FoundFlush {
    #[inline(always)]
    fn first(self, _suit: u32) -> Option<usize> {
        // A board of more than five cards can have a suit mask without a flush row.
        let first = self.0 as usize;
        (first < FLUSH_ROWS * PAIRS).then_some(first)
    }
}

/// A board used once: its flush row is found from its cards, and only by a hole that can
/// use it. Finding it with every board took a random PLO4 deal 1.10-1.27 of the time.
#[derive(Clone, Copy)]
struct BoardCards<'a>(&'a [Card]);

impl FlushRow for BoardCards<'_> {
    #[inline(always)]
    fn first(self, suit: u32) -> Option<usize> {
        let suited = (Hand::card_by_card(self.0).mask() >> (16 * (suit % 4))) & 0x1fff;
        match flush_row(suited as usize) {
            NO_ROW => None,
            row => Some(row * PAIRS),
        }
    }
}

impl HighPart {
    /// The strength of the best hand of two of `hole` and three board cards, inlined into
    /// the caller's loop (the maximum of its pairs is branch-free, `max::largest`); only
    /// the flush path, one PLO4 deal in twelve, is a call.
    #[inline(always)]
    fn strength(self, hole: &[Card], flush: impl FlushRow) -> Strength {
        match hole.len() {
            4 => self.strength_of::<4>(hole, flush),
            5 => self.strength_of::<5>(hole, flush),
            6 => self.strength_of::<6>(hole, flush),
            _ => self.strength_any(hole, flush),
        }
    }

    /// [`HighPart::strength`] for a hole of `N` cards: the compiler unrolls the pairs, and
    /// their maximum is taken in vector registers, where no branch can come of it.
    #[inline(always)]
    #[allow(clippy::indexing_slicing)] // i < j < N = hole.len() ≤ 6, so at most 15 pairs
    fn strength_of<const N: usize>(self, hole: &[Card], flush: impl FlushRow) -> Strength {
        let row = Row::high(self.row as usize);
        let mut values = [0; 16];
        let mut pair = 0;
        for i in 0..N {
            for j in i + 1..N {
                let column = PAIR_OF_CARDS[hole[i].index() * 52 + hole[j].index()];
                values[pair] = row.get(column);
                pair += 1;
            }
        }
        let mut best = max::largest(values);
        if self.flush_possible(hole) {
            best = best.max(self.flush_strength(hole, flush));
        }
        Strength(best)
    }

    #[inline(never)]
    #[allow(clippy::indexing_slicing)] // as above
    fn strength_any(self, hole: &[Card], flush: impl FlushRow) -> Strength {
        let row = Row::high(self.row as usize);
        let mut best = 0;
        for (i, a) in hole.iter().enumerate() {
            for b in &hole[i + 1..] {
                best = best.max(row.get(PAIR_OF_CARDS[a.index() * 52 + b.index()]));
            }
        }
        if self.flush_possible(hole) {
            best = best.max(self.flush_strength(hole, flush));
        }
        Strength(best)
    }

    /// Whether two hole cards share the board's three-card suit: about one random PLO4 deal
    /// in twelve, where the board alone has such a suit in two of five, so the branch is
    /// seldom mispredicted and the flush row seldom read.
    #[inline(always)]
    fn flush_possible(self, hole: &[Card]) -> bool {
        // Each 4-bit counter is 3 plus the hole's cards of its suit; at `NO_SUIT` the
        // shifted key holds no counter, so reads 0.
        let counters = Hand::card_by_card(hole).suit_counters();
        (counters >> (4 * self.flush_suit)) & 0xf >= 5
    }

    /// The best flush of two hole cards of the board's three-card suit, or 0.
    #[cold]
    #[inline(never)]
    #[allow(clippy::indexing_slicing)] // a flush row has 91 entries; count ≤ 6
    fn flush_strength(self, hole: &[Card], flush: impl FlushRow) -> u16 {
        let Some(first) = flush.first(self.flush_suit) else {
            return 0;
        };
        let mut ranks = [0usize; 6];
        let mut count = 0;
        for card in hole {
            if card.index() as u32 % 4 == self.flush_suit && count < 6 {
                ranks[count] = card.index() / 4;
                count += 1;
            }
        }
        let row = Row::flush(first);
        let mut best = 0;
        for i in 0..count {
            for j in i + 1..count {
                best = best.max(row.get(pair_column(ranks[i], ranks[j])));
            }
        }
        best
    }
}

/// A hole prepared for many boards (equity): its pairs' columns, its ranks by suit and its
/// low mask, so each board costs only the row loads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PreparedHole {
    columns: [u8; 15],
    pairs: u8,
    suits: [u16; 4],
    low: u8,
}

/// The board's suits with three or more cards, as bit 3 of each suit's 4-bit counter (each
/// counter is 3 + its suit's cards: adding 2 sets bit 3 from three cards on).
#[inline(always)]
fn three_suited(board: Hand) -> u64 {
    (board.suit_counters() + 0x2222) & 0x8888
}

/// The flush row's first entry and the suit of the board's three-card suit, or
/// `(NO_FLUSH, NO_SUIT)`. The engine's loops take this branch: measured against
/// [`flush_unpredicted`], Monte Carlo with known hands ran 3 % faster with it.
#[inline(always)]
fn flush(board: Hand) -> (u32, u32) {
    let three_suited = three_suited(board);
    if three_suited == 0 {
        (NO_FLUSH, NO_SUIT)
    } else {
        let suit = three_suited.trailing_zeros() / 4;
        let mask = (board.mask() >> (16 * suit)) & 0x1fff;
        ((flush_row(mask as usize) * PAIRS) as u32, suit)
    }
}

/// [`flush`] without the branch, for one random board: two in five have a three-card
/// suit, a coin the branch predictor cannot call, so both outcomes are computed and one
/// chosen (without such a suit the counters give `NO_SUIT` and the flush row read is not
/// used). A random PLO4 hand streamed takes 0.90 of the time.
#[inline(always)]
fn flush_unpredicted(board: Hand) -> (u32, u32) {
    let three_suited = three_suited(board);
    let suit = three_suit(board);
    let mask = (board.mask() >> (16 * (suit % 4))) & 0x1fff;
    let first = (flush_row(mask as usize) * PAIRS) as u32;
    (if three_suited == 0 { NO_FLUSH } else { first }, suit)
}

/// The board's suit with three or more cards, or [`NO_SUIT`], without a branch.
#[inline(always)]
fn three_suit(board: Hand) -> u32 {
    (three_suited(board) | 1 << (4 * NO_SUIT)).trailing_zeros() / 4
}

/// The low-rank mask of these cards (as card bits): ace bit 0, deuce to eight bits 1-7,
/// read from the four suit lanes at once.
#[inline(always)]
fn low_mask(bits: u64) -> u8 {
    let ranks = (bits | bits >> 16 | bits >> 32 | bits >> 48) as u32 & 0x1fff;
    ((ranks & 0x7f) << 1 | (ranks >> 12 & 1)) as u8
}

impl PreparedHole {
    /// The hole of these 2-6 distinct cards.
    pub(crate) fn new(cards: &[Card]) -> PreparedHole {
        PreparedHole::from_bits(cards.iter().fold(0, |bits, card| bits | card.bit()))
    }

    /// The hole of these 2-6 distinct cards, as card bits (`16·suit + rank`); Monte Carlo
    /// deals holes as bits.
    #[inline(always)]
    #[allow(clippy::indexing_slicing)] // at most 15 pairs of at most 6 cards
    pub(crate) fn from_bits(bits: u64) -> PreparedHole {
        debug_assert!(bits.count_ones() <= 6, "a hole has at most six cards");
        let mut ranks = [0usize; 6];
        let (mut count, mut rest) = (0, bits);
        while rest != 0 && count < 6 {
            ranks[count] = rest.trailing_zeros() as usize % 16;
            rest &= rest - 1;
            count += 1;
        }
        let mut hole = PreparedHole {
            columns: [0; 15],
            pairs: 0,
            suits: [0, 1, 2, 3].map(|suit| (bits >> (16 * suit)) as u16 & 0x1fff),
            low: low_mask(bits),
        };
        for i in 0..count {
            for j in i + 1..count {
                hole.columns[usize::from(hole.pairs)] = pair_column(ranks[i], ranks[j]);
                hole.pairs += 1;
            }
        }
        hole
    }
}

impl PreparedHole {
    /// The suits of which the hole holds two or more cards, as bits 0-3.
    pub(crate) fn suits_with_two(&self) -> u32 {
        (0..4)
            .filter(|&s| self.suits.get(s).is_some_and(|m| m.count_ones() >= 2))
            .fold(0, |m, s| m | 1 << s)
    }
}

impl Board {
    /// [`Board::strength`] of a prepared hole, as a raw strength.
    #[inline(always)]
    #[allow(clippy::indexing_slicing)] // rows have 91 entries, columns < 91, pairs ≤ 15
    pub(crate) fn hole_strength(&self, hole: &PreparedHole) -> u16 {
        let row = Row::high(self.high as usize);
        let mut best = 0;
        for &column in &hole.columns[..usize::from(hole.pairs)] {
            best = best.max(row.get(column));
        }
        if self.flush != NO_FLUSH {
            best = best.max(self.hole_flush(hole));
        }
        best
    }

    /// The best flush of two hole cards in the board's three-card suit, or 0.
    #[inline]
    #[allow(clippy::indexing_slicing)] // flush rows have 91 entries; suits < 4
    fn hole_flush(&self, hole: &PreparedHole) -> u16 {
        let mut best = 0;
        let mut suited = hole.suits[(self.flush_suit % 4) as usize];
        if suited.count_ones() >= 2 {
            let row = Row::flush(self.flush as usize);
            while suited != 0 {
                let a = suited.trailing_zeros() as usize;
                suited &= suited - 1;
                let mut rest = suited;
                while rest != 0 {
                    let b = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    best = best.max(row.get(pair_column(a, b)));
                }
            }
        }
        best
    }

    /// [`Board::strength`] of a hole through its answer sheet.
    #[inline(always)]
    #[allow(clippy::indexing_slicing)] // a sheet has a value for every row
    pub(crate) fn sheet_strength(&self, sheet: &Sheet) -> u16 {
        let best = sheet.high[(self.high / PAIRS as u32) as usize];
        if self.flush == NO_FLUSH {
            best
        } else {
            best.max(self.hole_flush(&sheet.hole))
        }
    }

    /// [`Board::low`] of a hole through its answer sheet, as a mask (0 for none).
    #[inline(always)]
    #[allow(clippy::indexing_slicing)] // board low masks < 256
    pub(crate) fn sheet_low(&self, sheet: &Sheet) -> u8 {
        sheet.low[(self.low >> 8) as usize & 0xff]
    }

    /// [`Board::low`] of a prepared hole, as a mask (0 for none).
    #[inline(always)]
    #[allow(clippy::indexing_slicing)] // board mask · 256 + hole mask < 2^16
    pub(crate) fn hole_low(&self, hole: &PreparedHole) -> u8 {
        best_low((self.low | u32::from(hole.low)) as usize)
    }
}

/// A fixed hole's answers for every board: its non-flush strength on each board row and its
/// low on each board low mask (17 KB). Equity with a known hand reads one entry of this per
/// board, which stays in cache, instead of a row of the 1.5 MB table.
pub(crate) struct Sheet {
    hole: PreparedHole,
    high: Box<[u16]>,
    low: [u8; 256],
}

impl Sheet {
    #[allow(clippy::indexing_slicing)] // rows < ROWS, columns < 91, masks < 2^16
    pub(crate) fn new(hole: PreparedHole) -> Sheet {
        let columns = &hole.columns[..usize::from(hole.pairs)];
        let high = (0..ROWS)
            .map(|row| {
                let row = Row::high(row * PAIRS);
                columns.iter().map(|&c| row.get(c)).fold(0, u16::max)
            })
            .collect();
        let low = std::array::from_fn(|board| best_low(board << 8 | usize::from(hole.low)));
        Sheet { hole, high, low }
    }
}
