//! The fast evaluator: one additive key per hand, then two table loads (one for a flush).
//!
//! Adding a card adds its 64-bit key (rank base plus a suit-counter increment) and ORs its
//! bit into a card mask. Without a flush the key's mixed rank sum is the lookup index,
//! which the perfect hash turns into a slot of the one table of strengths; a flush shows as
//! a high bit of a suit counter, and then the suit's 13 mask bits are the slot itself (the
//! flush row lies first in the table). No loop, no branch per card; a hand from a slice of
//! cards adds them two at a time (`PAIR_KEY`).

use crate::card::{CARD_BIT, Card, CardSet, Rank};
use crate::error::ParseError;
use crate::strength::{Outcome, Strength};
use crate::tables::{HASH_MUL, KEY_BITS, RANK_BASE, ROW_OFFSET, ROW_SHIFT, STRENGTH};

mod many;

/// The four 4-bit suit counters sit in the key's low 16 bits; each starts at 3, so its
/// bit 3 is set once it has seen five cards. Both constants fit an instruction's
/// immediate operand.
const KEY_START: u64 = 0x3333;
const FLUSH_BITS: u64 = 0x8888;
/// The rank part fills the key's top `KEY_BITS` (24) bits.
const RANK_SHIFT: u32 = 64 - KEY_BITS;
const KEY_MASK: u64 = (1 << KEY_BITS) - 1;

/// Per-card key. The rank part is premixed, `RANK_BASE[rank] · HASH_MUL mod 2^24`, and
/// stored in the top 24 bits, where additions wrap modulo 2^64. Since
/// `(Σ b)·M ≡ Σ (b·M) (mod 2^24)`, the top 24 bits of a hand's key are the mixed hash
/// input itself: the lookup needs no multiply and no mask, only two shifts (the row is
/// the top 13 bits). Keys and bits ([`CARD_BIT`]) are separate tables with an entry for
/// every byte (past card 51: a zero key, and a bit no card has): a [`Card`] (an enum of 52
/// indices) or a byte ([`Hand::from_indices`]) indexes them without a bounds check, and the
/// key load uses scaled addressing.
// Evaluated at compile time: an out-of-range index here fails the build, never a run.
#[allow(clippy::indexing_slicing)]
static CARD_KEY: [u64; 256] = {
    let mut table = [0; 256];
    let mut i = 0;
    while i < 52 {
        let (rank, suit) = (i / 4, i % 4);
        let mixed = (RANK_BASE[rank] as u64 * HASH_MUL as u64) & KEY_MASK;
        table[i] = (mixed << RANK_SHIFT) + (1 << (4 * suit));
        i += 1;
    }
    table
};

/// [`CARD_KEY`] plus the suit counters' start: the first card of a hand, so that building
/// a hand from cards saves one addition.
#[allow(clippy::indexing_slicing)] // compile-time, as above
static FIRST_CARD_KEY: [u64; 52] = {
    let mut table = [0; 52];
    let mut i = 0;
    while i < 52 {
        table[i] = CARD_KEY[i] + KEY_START;
        i += 1;
    }
    table
};

/// The keys of a suit's cards summed, by the suit and by the rank bits of its lane in two
/// halves (ranks 2-8, then 9-A): a hand from a card set ([`Hand::from_set`]) adds two
/// entries a suit instead of a key a card. 8 KB.
#[allow(clippy::indexing_slicing)] // compile-time, as above
static LANE_KEY: [[[u64; 128]; 2]; 4] = {
    let mut table = [[[0u64; 128]; 2]; 4];
    let mut i = 0;
    // Entry `i` is suit `i / 256`, half `i / 128 % 2`, rank bits `i % 128`; bit `b` of a
    // half is rank `7·half + b`, a card up to the ace (12).
    while i < 4 * 2 * 128 {
        let (suit, half, bits) = (i / 256, i / 128 % 2, i % 128);
        let mut b = 0;
        while b < 7 {
            let rank = 7 * half + b;
            if bits >> b & 1 == 1 && rank < 13 {
                let key = CARD_KEY[4 * rank + suit];
                table[suit][half][bits] = table[suit][half][bits].wrapping_add(key);
            }
            b += 1;
        }
        i += 1;
    }
    table
};

/// Two cards' keys summed (without the suit counters' start), by the index of the pair:
/// `first | second << 8`, the two cards' indices as the two bytes of a `u16`. A slice of
/// cards is one byte a card, so a hand from cards adds two cards with one 16-bit load and
/// one key load. Every pair index is below 2^14 (each card index is below 64), so the
/// table has 2^14 entries and [`pair_key`] reads it without a check; the 2,704 indices two
/// cards make lie in 52 runs of 52, 22 KB of the 128 KB.
#[allow(clippy::indexing_slicing)] // compile-time, as above
static PAIR_KEY: [u64; 1 << 14] = {
    let mut table = [0; 1 << 14];
    let mut first = 0;
    while first < 52 {
        let mut second = 0;
        while second < 52 {
            table[first | second << 8] = CARD_KEY[first].wrapping_add(CARD_KEY[second]);
            second += 1;
        }
        first += 1;
    }
    table
};

/// The pair index of two cards (see [`PAIR_KEY`]): the two bytes read as one
/// little-endian `u16`. Read as one load, not two bytes joined: joined, the compiler loads
/// each byte and shifts and adds them into the address (four instructions more a pair).
#[inline(always)]
#[allow(unsafe_code)]
fn pair_index(pair: &[Card; 2]) -> usize {
    // SAFETY: `Card` is `repr(transparent)` over a `repr(u8)` enum, so `[Card; 2]` is two
    // initialized bytes: a `u16`, read unaligned.
    let word = unsafe { pair.as_ptr().cast::<u16>().read_unaligned() };
    usize::from(u16::from_le(word))
}

/// `PAIR_KEY[two]` for the pair index of two cards.
#[inline(always)]
#[allow(unsafe_code)]
fn pair_key(two: usize) -> u64 {
    debug_assert!(two & 0xff < 52 && two >> 8 < 52);
    // SAFETY: both bytes of a pair index are card indices, below 52, so `two` is at most
    // 51 | 51 << 8 < 2^14 = `PAIR_KEY.len()`.
    unsafe { *PAIR_KEY.get_unchecked(two) }
}

/// A partial or complete hand as the evaluator sees it: the sum of its card keys and the
/// set of its cards. Cheap to copy and to extend, so enumerations add one card at a time.
///
/// ```
/// use handrank::Hand;
/// let board = Hand::from_cards(&handrank::parse_cards("Ah Kh Qh 7c 2d")?);
/// let hole = Hand::from_cards(&handrank::parse_cards("Jh Th")?);
/// assert_eq!(board.combine(hole).strength().describe(), "Royal Flush");
/// # Ok::<(), handrank::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hand {
    key: u64,
    mask: u64,
}

impl Default for Hand {
    fn default() -> Hand {
        Hand::EMPTY
    }
}

impl Hand {
    /// No cards.
    pub const EMPTY: Hand = Hand {
        key: KEY_START,
        mask: 0,
    };

    /// Every one-card hand, by card index (`4·rank + suit`). A loop over card indices adds
    /// a card with one load from here: `hand.combine(Hand::CARDS[i])`.
    ///
    /// ```
    /// use handrank::{Card, Hand};
    /// // 2♣ 3♦ 4♣ 5♦ 6♣ by card index.
    /// let hand = (0..5).fold(Hand::EMPTY, |hand, i| hand.combine(Hand::CARDS[4 * i + i % 2]));
    /// assert_eq!(hand, Hand::from_cards(&[0, 5, 8, 13, 16].map(|i| Card::ALL[i])));
    /// assert_eq!(hand.strength().describe(), "Straight, Six high");
    /// ```
    #[allow(clippy::indexing_slicing)] // compile-time: an out-of-range index fails the build
    pub const CARDS: [Hand; 52] = {
        let mut hands = [Hand::EMPTY; 52];
        let mut i = 0;
        while i < 52 {
            hands[i] = Hand {
                key: FIRST_CARD_KEY[i],
                mask: CARD_BIT[i],
            };
            i += 1;
        }
        hands
    };

    /// This hand plus `card` (which must not be in it already).
    #[inline(always)]
    #[must_use]
    #[allow(clippy::should_implement_trait)] // a card is not a hand: `Add<Card>` would mislead
    #[allow(clippy::indexing_slicing)] // a card index is below 52: plain loads, no check
    pub fn add(self, card: Card) -> Hand {
        let key = CARD_KEY[card.index()];
        let bit = CARD_BIT[card.index()];
        // (When only the strength is used, the compiler moves the mask into the rare flush
        // branch: a 7-card hand from card indices costs seven loads and adds.)
        Hand {
            key: self.key.wrapping_add(key),
            mask: self.mask | bit,
        }
    }

    /// The hand of these cards (which must be distinct).
    #[inline]
    #[allow(clippy::indexing_slicing)] // a card index is below 52
    pub fn from_cards(cards: &[Card]) -> Hand {
        // The key two cards at a time (see `PAIR_KEY`), the odd one out first. The card
        // bits, needed only when there is a flush, are a fold of their own over the cards:
        // the compiler moves it into the flush branch, where it reads the cards again, and
        // the common path keeps no register or shifted index for it (one instruction fewer
        // a 7-card hand than when the bits came from the pair indexes).
        let (pairs, odd) = cards.as_chunks::<2>();
        let start = match odd {
            [card] => FIRST_CARD_KEY[card.index()],
            _ => KEY_START,
        };
        let key = pairs.iter().fold(start, |key, pair| {
            key.wrapping_add(pair_key(pair_index(pair)))
        });
        let mask = cards
            .iter()
            .fold(0, |mask, card| mask | CARD_BIT[card.index()]);
        Hand { key, mask }
    }

    /// The hand of these card indices (`4·rank + suit`, as [`Card::index`]), checked as
    /// [`CardSet::from_indices`] checks them: `None` when an index is above 51 or appears
    /// twice, or there are more than seven. For cards kept as bytes (the rows of a NumPy
    /// array), with no branch per card.
    ///
    /// ```
    /// use handrank::Hand;
    /// // 2c 3d 4c 5d 6c: a straight.
    /// let hand = Hand::from_indices(&[0, 5, 8, 13, 16]).unwrap();
    /// assert_eq!(hand.strength().describe(), "Straight, Six high");
    /// assert_eq!(Hand::from_indices(&[0, 5, 8, 13, 52]), None); // no card 52
    /// assert_eq!(Hand::from_indices(&[0, 5, 8, 13, 13]), None); // 5d twice
    /// ```
    #[inline]
    #[allow(clippy::indexing_slicing)] // a byte indexes 256 entries
    pub fn from_indices(indices: &[u8]) -> Option<Hand> {
        let cards = CardSet::from_indices(indices)?;
        let key = indices.iter().fold(KEY_START, |key, &index| {
            key.wrapping_add(CARD_KEY[usize::from(index)])
        });
        Some(Hand {
            key,
            mask: cards.bits(),
        })
    }

    /// [`Hand::from_cards`] one card's key at a time, from the 416-byte key table instead
    /// of the pair table: for a caller whose own tables fill the first-level cache (Omaha),
    /// where the pair table's 22 KB of live entries would evict them.
    #[inline]
    pub(crate) fn card_by_card(cards: &[Card]) -> Hand {
        cards.iter().fold(Hand::EMPTY, |hand, &card| hand.add(card))
    }

    /// The hand of the cards in `set`: eight loads whatever its size, two a suit
    /// ([`LANE_KEY`]).
    #[inline]
    #[allow(clippy::indexing_slicing)] // 7 and 6 bits index 128 entries, a suit 4
    pub fn from_set(set: CardSet) -> Hand {
        let bits = set.bits();
        let key = LANE_KEY
            .iter()
            .enumerate()
            .fold(KEY_START, |key, (suit, halves)| {
                let lane = bits >> (16 * suit);
                let low = halves[0][(lane & 0x7f) as usize];
                let high = halves[1][(lane >> 7 & 0x3f) as usize];
                key.wrapping_add(low).wrapping_add(high)
            });
        Hand { key, mask: bits }
    }

    /// Both hands' cards together (they must not share a card).
    #[inline(always)]
    #[must_use]
    pub fn combine(self, other: Hand) -> Hand {
        Hand {
            key: self.key.wrapping_add(other.key).wrapping_sub(KEY_START),
            mask: self.mask | other.mask,
        }
    }

    /// The cards in the hand.
    pub fn cards(self) -> CardSet {
        CardSet::from_card_bits(self.mask)
    }

    /// Number of cards.
    pub fn len(self) -> usize {
        self.mask.count_ones() as usize
    }

    /// True for the empty hand.
    pub fn is_empty(self) -> bool {
        self.mask == 0
    }

    /// The strength of these cards' ranks alone: what [`Hand::strength`] gives when no suit
    /// has five cards. Equity enumeration scores a rank pair once for all its combos with it.
    #[inline(always)]
    pub(crate) fn rank_strength(self) -> Strength {
        Strength(lookup(&STRENGTH, rank_x(self.key)))
    }

    /// The entry of a table parallel to the strength table at the slot this hand's ranks
    /// alone reach (as if no suit had five cards): razz's best low and deuce-to-seven's
    /// offsuit strength depend on the ranks alone (`src/lowball/`).
    #[inline(always)]
    pub(crate) fn rank_entry(self, table: &SlotTable) -> u16 {
        lookup(table, rank_x(self.key))
    }

    /// The lookup index of these cards' ranks alone: their mixed rank sum, below 2^24,
    /// distinct for every rank multiset of 5-7 cards. Omaha finds a board's row from it.
    #[inline(always)]
    pub(crate) fn rank_index(self) -> u32 {
        rank_x(self.key)
    }

    /// Whether one more card could make five of a suit: some suit has four or more cards.
    #[inline(always)]
    pub(crate) fn flush_with_one_more(self) -> bool {
        // Each 4-bit counter is 3 plus its suit's cards (at most 7): one more reaches the
        // flush bit from four cards on, and no counter carries into the next.
        ((self.key & 0xffff) + 0x1111) & FLUSH_BITS != 0
    }

    /// The four 4-bit suit counters, each 3 plus the number of cards of its suit.
    #[inline(always)]
    pub(crate) fn suit_counters(self) -> u64 {
        self.key & 0xffff
    }

    /// The card mask (the [`CardSet`] layout).
    #[inline(always)]
    pub(crate) fn mask(self) -> u64 {
        self.mask
    }

    /// The entry of a table parallel to the strength table at the slot this hand's lookup
    /// index reaches: the slot of its rank pattern, or of its flush suit's ranks. The
    /// slots are distinct for the distinct patterns and flushes of 5-7 cards, so another
    /// game that scores by the same two things (short deck) keeps a table of its own
    /// strengths and shares the keys, the hash and the hands. Meaningful for 5, 6 or 7
    /// cards, like [`Hand::strength`].
    #[inline(always)]
    pub(crate) fn entry(self, table: &SlotTable) -> u16 {
        let slot = if self.key & FLUSH_BITS == 0 {
            slot(rank_x(self.key))
        } else {
            cold_path();
            flush_slot(self.key, self.mask)
        };
        at(table, slot)
    }

    /// The strength of the best five of these cards. Meaningful for 5, 6 or 7 cards; for
    /// other sizes the value is unspecified (but this never panics).
    #[inline(always)]
    pub fn strength(self) -> Strength {
        Strength(self.entry(&STRENGTH))
    }
}

/// Marks the branch it is called from as rarely taken (`std::hint::cold_path` from Rust
/// 1.95), so the common path is laid out as one straight block.
#[cold]
#[inline(always)]
fn cold_path() {}

/// The lookup index of a hand without a flush: its mixed rank sum, the key's top 24 bits.
#[inline(always)]
fn rank_x(key: u64) -> u32 {
    (key >> RANK_SHIFT) as u32
}

/// The slot of a hand with a flush: the 13 rank bits of the suit whose counter reached
/// five. Its lookup index is `2^24` plus those bits, and the flush row lies first in the
/// table, from slot 0 (`FLUSHES_FIRST`), so no row offset is read. About 3% of
/// random 7-card hands take this path.
#[inline(always)]
fn flush_slot(key: u64, mask: u64) -> usize {
    let suit = ((key >> 3) & 0x1111).trailing_zeros() / 4;
    ((mask >> (16 * (suit & 3))) & 0x1fff) as usize
}

/// Slots of the perfect hash: the length of a table parallel to the strength table.
pub(crate) const SLOTS: usize = STRENGTH.len();

/// A table parallel to the strength table: one entry per slot of the perfect hash (the
/// strengths themselves, short deck's, the lowball tables).
pub(crate) type SlotTable = [u16; SLOTS];

/// The entry of `table` for lookup index `x`: row `x >> ROW_SHIFT`, then one wrapping add
/// of that row's offset gives the slot.
#[inline(always)]
fn lookup(table: &SlotTable, x: u32) -> u16 {
    at(table, slot(x))
}

/// The slot of lookup index `x`. Every `x` the callers form is below 2^24 + 2^13, so it
/// has a row and the compiler drops the check; `usize::MAX` past the last row, which
/// [`at`] refuses loudly.
#[inline(always)]
fn slot(x: u32) -> usize {
    match ROW_OFFSET.get((x >> ROW_SHIFT) as usize) {
        Some(&offset) => x.wrapping_add(offset) as usize,
        None => usize::MAX,
    }
}

/// The entry of `table` at `slot`: a slot that [`slot`] gave for an `x` with a row, or a
/// flush's (below 2^13, [`flush_slot`]).
///
/// The load is volatile so that it stays one scalar load whatever the target: built for
/// AVX-512 (`-C target-cpu=native` on such a host), the compiler turned a loop over many
/// hands into vector gathers of the table, which took twice the time of the scalar loop
/// (docs/BENCHMARKS.md, "Build flags"). A volatile load is never gathered, and in a default
/// build it is the same `movzwl` as before.
#[inline(always)]
#[allow(unsafe_code)]
fn at(table: &SlotTable, slot: usize) -> u16 {
    assert!(slot != usize::MAX, "a lookup index past the last row");
    debug_assert!(slot < SLOTS);
    // SAFETY: `slot` is `x`'s column in row `x >> ROW_SHIFT` plus that row's first slot
    // (the `usize::MAX` of an `x` without a row is refused above), or a flush's 13 rank
    // bits, a column of the flush row (`FLUSHES_FIRST`). `ROWS_FIT` proves at compile
    // time that every row's `1 << ROW_SHIFT` slots lie inside `STRENGTH`, and every
    // `SlotTable` has `STRENGTH`'s length, so `slot < table.len()`: the pointer is in
    // bounds, aligned and points at an initialized `u16` of a `static`.
    unsafe { table.as_ptr().add(slot).read_volatile() }
}

/// Every row's slots, from its first (`row << ROW_SHIFT` plus its offset) for
/// `1 << ROW_SHIFT` columns, lie inside `STRENGTH`; checked when the crate compiles, so
/// [`lookup`] cannot read past it.
#[allow(clippy::indexing_slicing)] // compile-time: an out-of-range index fails the build
const ROWS_FIT: () = {
    let mut row = 0;
    while row < ROW_OFFSET.len() {
        let first = ((row as u32) << ROW_SHIFT).wrapping_add(ROW_OFFSET[row]) as usize;
        assert!(first + (1 << ROW_SHIFT) <= STRENGTH.len());
        row += 1;
    }
};
const _: () = ROWS_FIT;

/// The flush row's slots are their lookup indexes less `2^24`, and it is the last row:
/// [`flush_slot`] skips the row table on that, checked when the crate compiles.
#[allow(clippy::indexing_slicing)] // compile-time, as above
const FLUSHES_FIRST: () = {
    let mut row = (1 << KEY_BITS) >> ROW_SHIFT;
    while row < ROW_OFFSET.len() {
        assert!(ROW_OFFSET[row] == (1u32 << KEY_BITS).wrapping_neg());
        row += 1;
    }
    assert!(ROW_OFFSET.len() == ((1usize << KEY_BITS) + (1 << 13)).div_ceil(1 << ROW_SHIFT));
};
const _: () = FLUSHES_FIRST;

fn check_hand(cards: &[Card]) -> Result<Hand, ParseError> {
    if !(5..=7).contains(&cards.len()) {
        return Err(ParseError::WrongCount {
            min: 5,
            max: 7,
            found: cards.len(),
        });
    }
    let mut seen = CardSet::EMPTY;
    for (i, &card) in cards.iter().enumerate() {
        if !seen.insert(card) {
            return Err(ParseError::DuplicateCard {
                card,
                position: i + 1,
            });
        }
    }
    Ok(Hand::from_cards(cards))
}

/// The strength of a 5-, 6- or 7-card hand.
///
/// ```
/// let s = handrank::evaluate(&handrank::parse_hand("Ah 2d 3c 4s 5h 9d Kc")?)?;
/// assert_eq!(s.describe(), "Straight, Five high");
/// # Ok::<(), handrank::ParseError>(())
/// ```
pub fn evaluate(cards: &[Card]) -> Result<Strength, ParseError> {
    Ok(check_hand(cards)?.strength())
}

/// The five cards that make the hand, ordered as they are compared (the pair first, …).
///
/// ```
/// let five = handrank::best_five(&handrank::parse_hand("Kh 9c Kd 2s 9s Qh 3d")?)?;
/// let text: Vec<String> = five.iter().map(|c| c.to_string()).collect();
/// assert_eq!(text, ["Kh", "Kd", "9s", "9c", "Qh"]);
/// # Ok::<(), handrank::ParseError>(())
/// ```
pub fn best_five(cards: &[Card]) -> Result<[Card; 5], ParseError> {
    check_hand(cards)?;
    #[allow(clippy::expect_used)] // `check_hand` allows 5-7 cards: there is a 5-card choice
    let (strength, five) = best_of_fives(cards, Hand::strength).expect("a 5-card choice");
    Ok(as_compared(five, strength.ranks()))
}

/// Of every five of `cards` (each highest card first), the one `score` rates best, ties
/// going to the highest cards (a stable answer among equal choices); `None` for fewer than
/// five cards. Hold'em's and short deck's `best_five`.
pub(crate) fn best_of_fives<S: Ord>(
    cards: &[Card],
    score: impl Fn(Hand) -> S,
) -> Option<(S, Vec<Card>)> {
    let n = cards.len();
    (0u32..1 << n)
        .filter(|skip| n - skip.count_ones() as usize == 5)
        .map(|skip| {
            let mut five: Vec<Card> = (0..n)
                .filter(|&i| skip >> i & 1 == 0)
                .filter_map(|i| cards.get(i).copied())
                .collect();
            five.sort_by(|a, b| b.cmp(a));
            (score(Hand::from_cards(&five)), five)
        })
        .max()
}

/// Five cards ordered as compared: by their rank's place in `order` (a strength's ranks,
/// the pair first, …), then by suit, highest first.
#[allow(clippy::indexing_slicing)] // `five` holds five cards by construction
pub(crate) fn as_compared(mut five: Vec<Card>, order: [Rank; 5]) -> [Card; 5] {
    five.sort_by_key(|card| {
        let place = order.iter().position(|&r| r == card.rank());
        (place, std::cmp::Reverse(card.suit()))
    });
    std::array::from_fn(|i| five[i])
}

/// Compares two hands (each 5-7 cards, independent decks): `Win` when `a` is better.
///
/// ```
/// use handrank::{compare, parse_hand, Outcome};
/// let a = parse_hand("2H 3H 4H 5H 6H")?;
/// let b = parse_hand("AS AD AC AH JD")?;
/// assert_eq!(compare(&a, &b)?, Outcome::Win);
/// # Ok::<(), handrank::ParseError>(())
/// ```
pub fn compare(a: &[Card], b: &[Card]) -> Result<Outcome, ParseError> {
    let a = evaluate(a).map_err(|e| e.in_hand(1))?;
    let b = evaluate(b).map_err(|e| e.in_hand(2))?;
    Ok(a.cmp(&b).into())
}

/// Every hand that ties for best, in input order. Hands are independent (as in the exercism poker exercise): the
/// same card may appear in two of them.
///
/// ```
/// let hands = ["4D 5S 6S 8D 3C", "2S 4C 7S 9H 10H", "3S 4S 5D 6H JH"];
/// assert_eq!(handrank::best_hands(&hands)?, ["3S 4S 5D 6H JH"]);
/// # Ok::<(), handrank::ParseError>(())
/// ```
pub fn best_hands<S: AsRef<str>>(hands: &[S]) -> Result<Vec<&str>, ParseError> {
    let mut scored = Vec::with_capacity(hands.len());
    for (i, hand) in hands.iter().enumerate() {
        let cards = crate::card::parse_hand(hand.as_ref()).map_err(|e| e.in_hand(i + 1))?;
        scored.push((hand.as_ref(), Hand::from_cards(&cards).strength()));
    }
    let best = scored.iter().map(|&(_, s)| s).max();
    Ok(scored
        .into_iter()
        .filter(|&(_, s)| Some(s) == best)
        .map(|(h, _)| h)
        .collect())
}
