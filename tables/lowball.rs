//! Lowball table generator: the ace-to-five (A-5 draw, razz, stud's eight-or-better low)
//! and deuce-to-seven tables, laid out on hold'em's perfect hash. `build.rs` runs it once
//! per build and writes `OUT_DIR/lowball.rs`; the runtime (`src/lowball/`) only includes
//! the result.
//!
//! Both big tables are parallel to hold'em's strength table, slot for slot: entry `slot`
//! belongs to the rank pattern whose perfect-hash slot it is, so a hand reaches its entry
//! as hold'em reaches its strength, by its rank slot (`x = key >> 40`, no flush path):
//!
//! ```text
//!  RAZZ[slot]   the ace-to-five strength (1..=6,175) of the best five of 5-7 ranks
//!  DEUCE[slot]  the deuce-to-seven strength (1..=7,462) of five ranks offsuit
//!  (0 at every other slot)
//! ```
//!
//! Five suited cards have five different ranks, and their flush sits among the flushes
//! exactly where the same ranks offsuit sit among the no-pair hands (or a straight flush
//! among the straights): the runtime subtracts a constant, which this generator checks
//! for every flush.

use super::Tables;
use super::codes::rank_multisets;
use super::perfect_hash::{flush_x, rank_x};
use super::rank_bases::rank_sum;

/// Ace-to-five strengths: one per 5-card rank multiset.
pub const ACE_FIVE_STRENGTHS: usize = 6_175;
/// Deuce-to-seven strengths: the hold'em 7,462 with the wheel moved.
pub const DEUCE_SEVEN_STRENGTHS: usize = 7_462;
/// The eight-or-better lows: C(8,5) sets of five ranks eight or lower.
pub const EIGHT_LOWS: usize = 56;

/// An ace-to-five sort key of five ranks (deuce 0 … ace 12): smaller is better. The shape
/// first (no pair, pair, two pair, trips, full house, quads), then the ranks ordered by
/// count and value, both descending, the ace counting 0 (below the deuce).
fn ace_five_key(five: &[u8]) -> (u8, [u8; 5]) {
    let value = |r: u8| (r + 1) % 13; // deuce 1 … king 12, ace 0
    let count = |r: u8| five.iter().filter(|&&c| c == r).count() as u8;
    let mut ordered: Vec<u8> = five.to_vec();
    ordered.sort_by_key(|&r| std::cmp::Reverse((count(r), value(r))));
    let mut counts: Vec<u8> = five.iter().map(|&r| count(r)).collect();
    counts.sort_unstable();
    let shape = match counts.as_slice() {
        [1, 1, 1, 1, 1] => 0,
        [1, 1, 1, 2, 2] => 1,
        [1, 2, 2, 2, 2] => 2,
        [1, 1, 3, 3, 3] => 3,
        [2, 2, 3, 3, 3] => 4,
        _ => 5,
    };
    let mut values = [0; 5];
    for (v, &r) in values.iter_mut().zip(&ordered) {
        *v = value(r);
    }
    (shape, values)
}

/// A dense index of five sorted ranks, base 13.
fn five_index(five: &[u8]) -> usize {
    five.iter().fold(0, |i, &r| i * 13 + usize::from(r))
}

/// The lowball tables and the constants the runtime reads them with.
pub struct Lowball {
    /// `razz[slot]`, hold'em's table length.
    pub razz: Vec<u16>,
    /// `deuce[slot]`, hold'em's table length.
    pub deuce: Vec<u16>,
    /// `razz_ranks[s]`: the five ranks (deuce 0 … ace 12) of ace-to-five strength `s`, as
    /// a player reads them (by count, then highest first, the ace lowest); index 0 unused.
    pub razz_ranks: Vec<[u8; 5]>,
    /// `deuce_holdem[s]`: the stored hold'em value of deuce-to-seven strength `s`.
    pub deuce_holdem: Vec<u16>,
    /// `eight[i]` for `i` in 1..=56: the low mask (ace bit 0 … eight bit 7) of ace-to-five
    /// strength `EIGHT_FLOOR + i - 1`; `eight[0] = 0`, no low.
    pub eight: Vec<u8>,
    /// The first ace-to-five strength of each shape, worst first: quads, full house,
    /// trips, two pair, pair, no pair.
    pub ace_five_first: [u16; 6],
    /// The first deuce-to-seven strength of each hold'em category, worst first: straight
    /// flush, quads, full house, flush, straight, trips, two pair, pair, high card.
    pub deuce_seven_first: [u16; 9],
    /// The weakest qualifying eight-or-better low, 8-7-6-5-4.
    pub eight_floor: u16,
}

/// Builds the tables on hold'em's generated hash and strengths, and checks every
/// invariant the runtime relies on.
///
/// # Panics
/// When an invariant breaks: the build must fail rather than ship a wrong table.
pub fn generate(holdem: &Tables) -> Lowball {
    let slot_of_ranks = |ranks: &[u8]| {
        holdem
            .hash
            .slot(rank_x(rank_sum(&holdem.rank_bases, ranks)))
    };
    let slot_of_flush = |mask: u32| holdem.hash.slot(flush_x(mask));
    let slots = holdem.strength.len();

    // Ace-to-five: every 5-card rank multiset, ordered; strength 1 is the worst.
    let mut fives_by_key: Vec<_> = rank_multisets(5..=5)
        .into_iter()
        .map(|five| (ace_five_key(&five), five))
        .collect();
    assert_eq!(fives_by_key.len(), ACE_FIVE_STRENGTHS);
    fives_by_key.sort_by_key(|(key, _)| std::cmp::Reverse(*key));
    let mut ace_five = vec![0u16; 13usize.pow(5)];
    let mut razz_ranks = vec![[0u8; 5]; ACE_FIVE_STRENGTHS + 1];
    let mut ace_five_first = [0u16; 6];
    for (i, ((shape, values), five)) in fives_by_key.iter().enumerate() {
        let strength = u16::try_from(i + 1).expect("6,175 fits u16");
        let place = 5 - usize::from(*shape);
        if ace_five_first[place] == 0 {
            ace_five_first[place] = strength;
        }
        razz_ranks[usize::from(strength)] = values.map(|v| (v + 12) % 13);
        ace_five[five_index(five)] = strength;
    }
    assert_eq!(
        ace_five_first,
        [1, 157, 313, 1_171, 2_029, 4_889],
        "13·12 quads, 13·12 full houses, 858 trips, 858 two pairs, 2,860 pairs, 1,287 no pair"
    );

    // Razz: the best five of every 5-7 card rank pattern, at its slot. Every five of six
    // or seven ranks lies in a pattern one rank smaller, so a bigger pattern's best is the
    // best of those (at the slot its rank sum less one base reaches), smaller sizes first.
    let mut razz = vec![0u16; slots];
    let mut patterns = rank_multisets(5..=7);
    patterns.sort_by_key(Vec::len);
    for ranks in patterns {
        let sum = rank_sum(&holdem.rank_bases, &ranks);
        let best = if ranks.len() == 5 {
            ace_five[five_index(&ranks)]
        } else {
            let mut best = 0;
            for &r in &ranks {
                let smaller = rank_x(sum - holdem.rank_bases[usize::from(r)]);
                best = best.max(razz[holdem.hash.slot(smaller)]);
            }
            best
        };
        assert!(best > 0, "every five is ranked");
        let slot = holdem.hash.slot(rank_x(sum));
        assert_eq!(razz[slot], 0, "two rank patterns share a slot");
        razz[slot] = best;
    }

    // Eight-or-better: the 56 best ace-to-five strengths are exactly the lows.
    let eight_floor = u16::try_from(ACE_FIVE_STRENGTHS - EIGHT_LOWS + 1).expect("fits");
    let mut eight = vec![0u8; EIGHT_LOWS + 1];
    for (i, entry) in eight.iter_mut().enumerate().skip(1) {
        let ranks = razz_ranks[usize::from(eight_floor) + i - 1];
        // Ace bit 0, deuce bit 1 … eight bit 7; a nine or higher does not fit.
        let mask = ranks.iter().fold(0u32, |m, &r| m | 1 << ((r + 1) % 13));
        assert!(
            mask < 1 << 8 && mask.count_ones() == 5,
            "strength {i} is no low"
        );
        *entry = u8::try_from(mask).expect("eight bits");
    }
    assert_eq!(eight[1], 0b1111_1000, "8-7-6-5-4 is the weakest low");
    assert_eq!(eight[EIGHT_LOWS], 0b1_1111, "the wheel is the best low");

    // Deuce-to-seven: every 5-card hand's stored hold'em value, offsuit or one suit.
    let holdem_of_ranks = |ranks: &[u8]| holdem.strength[slot_of_ranks(ranks)];
    let holdem_of_flush = |mask: u32| holdem.strength[slot_of_flush(mask)];
    let flush_masks: Vec<u32> = (0u32..1 << 13).filter(|m| m.count_ones() == 5).collect();
    let offsuit = rank_multisets(5..=5);
    let wheel = holdem_of_ranks(&[0, 1, 2, 3, 12]);
    let steel_wheel = holdem_of_flush(0b1_0000_0000_1111);
    let ace_six = holdem_of_ranks(&[0, 1, 2, 4, 12]);
    let ace_six_suited = holdem_of_flush(0b1_0000_0001_0111);
    // In hold'em order, twice over so a hand fits between two: the wheel goes just below
    // A-6-4-3-2, the steel wheel just below A-6-4-3-2 suited. The highest key (a royal
    // flush) is the worst low, 1.
    let key = |stored: u16| match stored {
        s if s == wheel => 2 * u32::from(ace_six) - 1,
        s if s == steel_wheel => 2 * u32::from(ace_six_suited) - 1,
        s => 2 * u32::from(s),
    };
    let mut keys: Vec<u32> = offsuit
        .iter()
        .map(|r| key(holdem_of_ranks(r)))
        .chain(flush_masks.iter().map(|&m| key(holdem_of_flush(m))))
        .collect();
    keys.sort_unstable();
    keys.dedup();
    assert_eq!(keys.len(), DEUCE_SEVEN_STRENGTHS);
    let deuce_of = |stored: u16| {
        let place = keys
            .binary_search(&key(stored))
            .expect("every hand has a key");
        u16::try_from(keys.len() - place).expect("7,462 fits u16")
    };
    let mut deuce = vec![0u16; slots];
    let mut deuce_holdem = vec![0u16; DEUCE_SEVEN_STRENGTHS + 1];
    for ranks in &offsuit {
        let stored = holdem_of_ranks(ranks);
        deuce[slot_of_ranks(ranks)] = deuce_of(stored);
        deuce_holdem[usize::from(deuce_of(stored))] = stored;
    }
    for &mask in &flush_masks {
        let stored = holdem_of_flush(mask);
        deuce_holdem[usize::from(deuce_of(stored))] = stored;
    }
    // The hold'em category (1 = high card … 9) of a stored value, from its strength; the
    // wheel is ace-high here and the steel wheel an ace-high flush.
    let category = |stored: u16| -> usize {
        match stored {
            s if s == wheel => 1,
            s if s == steel_wheel => 6,
            _ => holdem
                .category_first
                .iter()
                .filter(|&&f| stored >= f)
                .count(),
        }
    };
    // Deuce-to-seven order, worst first: the hold'em categories from straight flush (9) down.
    let mut deuce_seven_first = [0u16; 9];
    for (s, &stored) in deuce_holdem.iter().enumerate().skip(1) {
        assert!(stored != 0, "deuce-to-seven strength {s} has a hand");
        let place = 9 - category(stored);
        if deuce_seven_first[place] == 0 {
            deuce_seven_first[place] = u16::try_from(s).expect("fits");
        }
    }
    // Categories are contiguous: each starts after the one before ends.
    for s in 2..=DEUCE_SEVEN_STRENGTHS {
        let (before, now) = (category(deuce_holdem[s - 1]), category(deuce_holdem[s]));
        assert!(before == now || before == now + 1, "categories in order");
    }
    assert_eq!(
        deuce_seven_first,
        [1, 10, 166, 322, 1_600, 1_609, 2_467, 3_325, 6_185],
        "9 straight flushes, 156 quads, 156 full houses, 1,278 flushes, 9 straights, 858 \
         trips, 858 two pairs, 2,860 pairs, 1,278 no-pair hands"
    );
    // Each flush is its ranks' offsuit strength less a constant (what the runtime does).
    let [straight_flush, .., flush, straight, _, _, _, high_card] = deuce_seven_first;
    for &mask in &flush_masks {
        let ranks: Vec<u8> = (0..13).filter(|r| mask >> r & 1 == 1).collect();
        let offsuit = deuce[slot_of_ranks(&ranks)];
        let down = if offsuit >= high_card {
            high_card - flush
        } else {
            straight - straight_flush
        };
        assert_eq!(offsuit - down, deuce_of(holdem_of_flush(mask)));
    }

    Lowball {
        razz,
        deuce,
        razz_ranks,
        deuce_holdem,
        eight,
        ace_five_first,
        deuce_seven_first,
        eight_floor,
    }
}

/// The tables as Rust source for `include!`.
pub fn rust_source(tables: &Lowball) -> String {
    use std::fmt::Write as _;
    let mut out = String::from(
        "// @generated by build.rs from tables/lowball.rs: the lowball lookup tables.\n\n",
    );
    let mut constant = |doc: &str, text: String| writeln!(out, "/// {doc}\n{text}\n").unwrap();
    constant(
        "The first ace-to-five strength of each shape, worst first (quads … no pair).",
        format!(
            "pub(crate) const ACE_FIVE_FIRST: [u16; 6] = {:?};",
            tables.ace_five_first
        ),
    );
    constant(
        "The first deuce-to-seven strength of each hold'em category, worst first \
         (straight flush … high card).",
        format!(
            "pub(crate) const DEUCE_SEVEN_FIRST: [u16; 9] = {:?};",
            tables.deuce_seven_first
        ),
    );
    constant(
        "The weakest qualifying eight-or-better low, 8-7-6-5-4.",
        format!(
            "pub(crate) const EIGHT_FLOOR: u16 = {};",
            tables.eight_floor
        ),
    );
    constant(
        "`EIGHT_LOW[s - EIGHT_FLOOR + 1]`: the low mask of a strength; `EIGHT_LOW[0] = 0`.",
        format!(
            "pub(crate) static EIGHT_LOW: [u8; {}] = {:?};",
            tables.eight.len(),
            tables.eight
        ),
    );
    constant(
        "`RAZZ_RANKS[s]`: the five ranks (deuce 0 … ace 12) of ace-to-five strength `s`.",
        format!(
            "pub(crate) static RAZZ_RANKS: [[u8; 5]; {}] = {:?};",
            tables.razz_ranks.len(),
            tables.razz_ranks
        ),
    );
    constant(
        "`DEUCE_HOLDEM[s]`: the stored hold'em value of deuce-to-seven strength `s`.",
        format!(
            "pub(crate) static DEUCE_HOLDEM: [u16; {}] = {:?};",
            tables.deuce_holdem.len(),
            tables.deuce_holdem
        ),
    );
    constant(
        "`RAZZ[slot]`: the ace-to-five strength of the best five of a 5-7 card rank pattern.",
        format!(
            "pub(crate) static RAZZ: [u16; {}] = {:?};",
            tables.razz.len(),
            tables.razz
        ),
    );
    constant(
        "`DEUCE[slot]`: the deuce-to-seven strength of five ranks offsuit.",
        format!(
            "pub(crate) static DEUCE: [u16; {}] = {:?};",
            tables.deuce.len(),
            tables.deuce
        ),
    );
    out
}
