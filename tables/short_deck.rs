//! Short-deck table generator: the short-deck strengths laid out on hold'em's perfect hash.
//! `build.rs` runs it once per build and writes `OUT_DIR/short_deck.rs`; the runtime
//! (`src/short_deck/`) only includes the result, and its unit tests include this file
//! (through `tables/mod.rs`) to check the classifier.
//!
//! Without five cards of a suit, a hand's best five depends only on its rank pattern;
//! with five (at most one suit can have them among seven cards), only on that suit's
//! ranks: four of a kind needs four suits, so beside five suited cards it would need three
//! more, and the flush outranks everything else that is left. Those are exactly the two
//! things hold'em's lookup index encodes, and hold'em's perfect hash gives every rank
//! pattern and every suit's rank set of 5-7 cards its own slot. So short deck needs no
//! keys and no hash of its own: one more table of the same length holds the short-deck
//! strength at the slot of every short-deck pattern and flush.
//!
//! ```text
//!  Hand (hold'em's): key = Σ card keys, mask = ∪ card bits        (one add + one or per card)
//!        │
//!        ├─ no suit counter at 5: x = mixed rank sum ─┐
//!        └─ a suit at 5 (cold):   x = 2^24 + suit's 13 rank bits (its slot: those bits)
//!                                                     ▼
//!  slot = x + ROW_OFFSET[x >> 13]       hold'em's row-displacement hash (8,196 B, shared)
//!        │
//!        ├─► STRENGTH[slot]             hold'em strength  (347,874 B)
//!        └─► SHORT_DECK[slot]           short-deck strength (347,874 B);
//!                                        0 at the slots of patterns with a 2-5 in them
//! ```
//!
//! 10,476 of the 173,937 slots are short deck's: 10,230 rank patterns of 5-7 cards from
//! nine ranks (1,278 + 2,922 + 6,030) and 246 rank sets of 5-7 suited cards (C(9,5) +
//! C(9,6) + C(9,7)); the generator counts them. The table has hold'em's length so that
//! every slot the hash can give is inside it.
//!
//! The strengths come from this file's own classifier of rank counts and suit masks,
//! written apart from `src/short_deck/naive.rs`, so the exhaustive verification compares
//! two independent codes.

use super::Tables;
use super::perfect_hash::{flush_x, rank_x};
use super::rank_bases::rank_sum;

/// Ranks in the short deck: 6 … A, hold'em rank indices `LOWEST` … 12. Rank `r` here is
/// hold'em's rank `r + LOWEST`.
pub const RANKS: usize = 9;
/// Hold'em's rank index of the six.
pub const LOWEST: usize = 4;
/// Distinct 5-card values (classes).
pub const CLASSES: usize = 1_404;
/// A stored value holds the category's place above these bits.
pub const STRENGTH_BITS: u32 = 11;

/// A strength code: the category's place in short-deck order `<< 20`, then five 4-bit
/// hold'em rank indices as compared (the lowest straight 9-8-7-6-A). Codes sort as the
/// hands they describe.
pub type Code = u32;

/// The categories' places, weakest first: short deck's order (the runtime's
/// `CATEGORY_ORDER`), a flush above a full house.
const HIGH_CARD: usize = 0;
const PAIR: usize = 1;
const TWO_PAIR: usize = 2;
const THREE_OF_A_KIND: usize = 3;
const STRAIGHT: usize = 4;
const FULL_HOUSE: usize = 5;
const FLUSH: usize = 6;
const FOUR_OF_A_KIND: usize = 7;
const STRAIGHT_FLUSH: usize = 8;

/// Every way to put `cards` cards on nine ranks, at most four on one: rank counts.
pub fn rank_patterns(cards: usize) -> Vec<[u8; RANKS]> {
    fn extend(rank: usize, left: usize, counts: &mut [u8; RANKS], out: &mut Vec<[u8; RANKS]>) {
        if rank == RANKS {
            if left == 0 {
                out.push(*counts);
            }
            return;
        }
        for n in 0..=left.min(4) {
            counts[rank] = n as u8;
            extend(rank + 1, left - n, counts, out);
        }
    }
    let mut out = Vec::new();
    extend(0, cards, &mut [0; RANKS], &mut out);
    out
}

/// The 9-bit rank masks of 5-7 cards of one suit.
pub fn suit_masks() -> impl Iterator<Item = u16> {
    (0u16..1 << RANKS).filter(|m| (5..=7).contains(&m.count_ones()))
}

/// The top rank (0 = six … 8 = ace) of the highest straight in a 9-bit rank mask, where
/// the ace also plays below the six: A-6-7-8-9 has top 3 (the nine).
fn straight_top(mask: u16) -> Option<usize> {
    // Bit 0 is the low ace; bits 1..=9 are six … ace.
    let extended = (mask << 1) | (mask >> 8 & 1);
    (4..=9)
        .rev()
        .find(|&top| extended >> (top - 4) & 0x1f == 0x1f)
        .map(|top| top - 1)
}

/// A code from a category place and five short-deck ranks (0..9).
fn code_of(place: usize, ranks: [usize; 5]) -> Code {
    ranks
        .iter()
        .fold(place as Code, |code, &r| code << 4 | (r + LOWEST) as Code)
}

/// The five ranks of a straight with this top: the lowest plays its ace (8) last.
fn straight_ranks(top: usize) -> [usize; 5] {
    std::array::from_fn(|i| (top + RANKS - i) % RANKS)
}

/// The best code of a hand with these rank counts and no five cards of a suit, read off
/// the counts.
pub fn best_of_ranks(counts: &[u8; RANKS]) -> Code {
    // Ranks with at least `n` cards, highest first.
    let with = |n: u8| (0..RANKS).rev().filter(move |&r| counts[r] >= n);
    let mask = (0..RANKS).fold(0u16, |m, r| m | u16::from(counts[r] > 0) << r);
    let highest_other = |not: &[usize], take: usize| -> Vec<usize> {
        with(1).filter(|r| !not.contains(r)).take(take).collect()
    };
    let five = |ranks: Vec<usize>| -> [usize; 5] { ranks.try_into().expect("five ranks") };
    if let Some(quad) = with(4).next() {
        let kicker = highest_other(&[quad], 1);
        return code_of(FOUR_OF_A_KIND, five([vec![quad; 4], kicker].concat()));
    }
    if let Some(trips) = with(3).next()
        && let Some(pair) = with(2).find(|&r| r != trips)
    {
        return code_of(FULL_HOUSE, five([vec![trips; 3], vec![pair; 2]].concat()));
    }
    if let Some(top) = straight_top(mask) {
        return code_of(STRAIGHT, straight_ranks(top));
    }
    if let Some(trips) = with(3).next() {
        let kickers = highest_other(&[trips], 2);
        return code_of(THREE_OF_A_KIND, five([vec![trips; 3], kickers].concat()));
    }
    let pairs: Vec<usize> = with(2).take(2).collect();
    if let [high, low] = pairs[..] {
        let kicker = highest_other(&[high, low], 1);
        return code_of(
            TWO_PAIR,
            five([vec![high, high, low, low], kicker].concat()),
        );
    }
    if let [pair] = pairs[..] {
        let kickers = highest_other(&[pair], 3);
        return code_of(PAIR, five([vec![pair, pair], kickers].concat()));
    }
    code_of(HIGH_CARD, five(highest_other(&[], 5)))
}

/// The best code of five to seven cards of one suit, from their 9-bit rank mask.
pub fn best_of_suit(mask: u16) -> Code {
    if let Some(top) = straight_top(mask) {
        return code_of(STRAIGHT_FLUSH, straight_ranks(top));
    }
    let ranks: Vec<usize> = (0..RANKS)
        .rev()
        .filter(|&r| mask >> r & 1 == 1)
        .take(5)
        .collect();
    code_of(FLUSH, ranks.try_into().expect("five ranks"))
}

/// Every 5-card code, sorted: `index + 1` is the strength.
pub fn all_codes() -> Vec<Code> {
    let mut codes: Vec<Code> = rank_patterns(5)
        .iter()
        .map(best_of_ranks)
        .chain(
            (0u16..1 << RANKS)
                .filter(|m| m.count_ones() == 5)
                .map(best_of_suit),
        )
        .collect();
    codes.sort_unstable();
    codes.dedup();
    codes
}

/// The short-deck tables.
pub struct ShortDeck {
    /// `strength[slot]`, hold'em's table length: the stored strength (the category's
    /// place above `STRENGTH_BITS`) of the pattern at that slot, 0 where no short-deck
    /// hand lands.
    pub strength: Vec<u16>,
    /// `codes[strength]`: the code of each strength (index 0 unused, 0).
    pub codes: Vec<Code>,
    /// The weakest strength of each category, in short-deck order.
    pub category_first: [u16; 9],
}

/// Builds the table on hold'em's generated hash and checks every invariant the runtime
/// relies on.
///
/// # Panics
/// When an invariant breaks: the build must fail rather than ship a wrong table.
pub fn generate(holdem: &Tables) -> ShortDeck {
    let codes = all_codes();
    assert_eq!(codes.len(), CLASSES, "short-deck 5-card classes");
    let stored = |code: Code| -> u16 {
        let index = codes
            .binary_search(&code)
            .expect("every best five is a class");
        let place = u16::try_from(code >> 20).expect("a place");
        u16::try_from(index + 1).expect("1,404 fits u16") | place << STRENGTH_BITS
    };
    // Hold'em's rank index of each short-deck rank, repeated as the counts say.
    let holdem_ranks = |counts: &[u8; RANKS]| -> Vec<u8> {
        (0..RANKS)
            .flat_map(|r| std::iter::repeat_n((r + LOWEST) as u8, usize::from(counts[r])))
            .collect()
    };
    let mut strength = vec![0u16; holdem.strength.len()];
    let mut filled = 0;
    let mut fill = |x: u32, value: u16| {
        let slot = holdem.hash.slot(x);
        assert_eq!(
            strength[slot], 0,
            "two short-deck patterns share slot {slot}"
        );
        strength[slot] = value;
        filled += 1;
    };
    for cards in 5..=7 {
        for counts in rank_patterns(cards) {
            let x = rank_x(rank_sum(&holdem.rank_bases, &holdem_ranks(&counts)));
            fill(x, stored(best_of_ranks(&counts)));
        }
    }
    for mask in suit_masks() {
        fill(
            flush_x(u32::from(mask) << LOWEST),
            stored(best_of_suit(mask)),
        );
    }
    assert_eq!(
        filled, 10_476,
        "10,230 rank patterns and 246 suited rank sets"
    );

    let category_first: [u16; 9] = std::array::from_fn(|place| {
        let first = codes.partition_point(|&code| (code >> 20) < place as Code);
        u16::try_from(first + 1).expect("fits u16")
    });
    assert!(
        category_first.windows(2).all(|w| w[0] < w[1]),
        "every category has strengths"
    );
    let mut table = vec![0];
    table.extend(codes);
    ShortDeck {
        strength,
        codes: table,
        category_first,
    }
}

/// The tables as Rust source for `include!`.
pub fn rust_source(tables: &ShortDeck) -> String {
    use std::fmt::Write as _;
    let mut out = String::from(
        "// @generated by build.rs from tables/short_deck.rs: the short-deck lookup tables.\n\n",
    );
    writeln!(
        out,
        "/// A stored value holds the category's place above these bits.\n\
         pub(crate) const STRENGTH_BITS: u32 = {STRENGTH_BITS};\n\n\
         /// The weakest strength of each category, in short-deck order.\n\
         pub(crate) const CATEGORY_FIRST: [u16; 9] = {:?};\n\n\
         /// `SHORT_DECK[slot]`: the stored short-deck strength at each slot of hold'em's hash.",
        tables.category_first
    )
    .unwrap();
    super::write::array(&mut out, "SHORT_DECK", "u16", &tables.strength);
    writeln!(
        out,
        "\n/// `SHORT_DECK_CODE[strength]`: each strength's code."
    )
    .unwrap();
    super::write::array(&mut out, "SHORT_DECK_CODE", "u32", &tables.codes);
    out
}
