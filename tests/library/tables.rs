//! The table generator's invariants, re-checked here, and the runtime tables read back
//! through the public evaluator for every key the generator places.
//!
//! The full `generate()` runs here too (about a second in release mode); only the greedy
//! search for the rank bases, which takes minutes, is an ignored test
//! (`cargo test --release --test library tables:: -- --ignored`).

#[path = "../../tables/mod.rs"]
#[allow(dead_code, clippy::module_inception)] // the generator, as build.rs includes it
mod tables;

use std::collections::HashSet;

/// The tables compiled into the crate, included here as `build.rs` wrote them, so their
/// footprint is pinned without a public function that exists only for this test.
#[allow(dead_code, clippy::unreadable_literal)]
mod compiled {
    include!(concat!(env!("OUT_DIR"), "/tables.rs"));

    /// Every other game's tables, the same way.
    pub mod short_deck {
        include!(concat!(env!("OUT_DIR"), "/short_deck.rs"));
    }
    pub mod lowball {
        include!(concat!(env!("OUT_DIR"), "/lowball.rs"));
    }
    pub mod badugi {
        include!(concat!(env!("OUT_DIR"), "/badugi.rs"));
    }
    pub mod omaha {
        include!(concat!(env!("OUT_DIR"), "/omaha.rs"));
    }
}

/// Bytes of the compiled tables: (strengths, row offsets).
fn table_bytes() -> (usize, usize) {
    (
        std::mem::size_of_val(&compiled::STRENGTH),
        std::mem::size_of_val(&compiled::ROW_OFFSET),
    )
}

use handrank::{Card, Category, Hand, Rank, Strength, Suit, verify};
use tables::codes::{self, StrengthCode};
use tables::perfect_hash;
use tables::rank_bases::{self, RANK_BASES};

/// The runtime footprint in bytes: (strengths, row offsets). A change here must be a
/// decision: update these numbers together with the table of sizes in docs/DESIGN.md.
const PINNED_TABLE_BYTES: (usize, usize) = (347_874, 8_196);

/// The 5-card strengths, sorted: `index + 1` is the strength.
fn strength_codes() -> &'static [StrengthCode] {
    static CODES: std::sync::OnceLock<Vec<StrengthCode>> = std::sync::OnceLock::new();
    CODES.get_or_init(codes::all_strength_codes)
}

/// The generator's output, built once for the tests that read it (about a second).
fn generated() -> &'static tables::Tables {
    static TABLES: std::sync::OnceLock<tables::Tables> = std::sync::OnceLock::new();
    TABLES.get_or_init(tables::generate)
}

/// The strength the generator assigns to a strength code.
fn strength_of(code: StrengthCode) -> u16 {
    let index = strength_codes()
        .binary_search(&code)
        .expect("a 5-card strength");
    u16::try_from(index + 1).expect("fits")
}

/// Cards of these ranks (ascending, repeats allowed) with suits dealt round-robin, so no
/// suit has more than two of seven cards: never a flush.
fn unsuited(ranks: &[u8]) -> Vec<Card> {
    ranks
        .iter()
        .enumerate()
        .map(|(i, &r)| Card::new(Rank::ALL[usize::from(r)], Suit::ALL[i % 4]))
        .collect()
}

fn decode(code: StrengthCode) -> (u32, [usize; 5]) {
    (
        code >> 20,
        std::array::from_fn(|i| ((code >> (16 - 4 * i)) & 0xf) as usize),
    )
}

#[test]
fn there_are_7462_strengths_in_order() {
    let codes = strength_codes();
    assert_eq!(codes.len(), 7_462);
    assert!(codes.windows(2).all(|w| w[0] < w[1]), "sorted and distinct");
    // Per category: 1,277 high cards, 2,860 pairs, 858 two pairs, 858 trips, 10 straights,
    // 1,277 flushes, 156 full houses, 156 quads, 10 straight flushes.
    let mut per_category = [0usize; 9];
    for &code in codes {
        per_category[(code >> 20) as usize - 1] += 1;
    }
    assert_eq!(per_category, [1277, 2860, 858, 858, 10, 1277, 156, 156, 10]);
}

#[test]
fn strength_api_decodes_the_strength_codes() {
    for value in 1..=7_462u16 {
        let s = Strength::new(value).unwrap();
        let (category, ranks) = decode(strength_codes()[usize::from(value) - 1]);
        assert_eq!(u32::from(s.category().number()), category, "{value}");
        assert_eq!(s.ranks().map(Rank::index), ranks, "{value}");
    }
    assert_eq!(Strength::new(0), None);
    assert_eq!(Strength::new(7_463), None);
    assert_eq!(
        Strength::MIN.describe(),
        "High Card, Seven-Five-Four-Three-Two"
    );
    assert_eq!(Strength::MAX.category(), Category::StraightFlush);
}

/// The generator reads the best code straight off the rank counts (fast enough for an
/// unoptimized build script); here it must agree with trying every 5-card subset, for every
/// rank multiset of 5-7 cards and every flush of 5-7 suited ranks.
#[test]
fn best_code_agrees_with_every_subset() {
    for ranks in codes::rank_multisets(5..=7) {
        assert_eq!(
            codes::best_code(&ranks, false),
            codes::best_code_by_subsets(&ranks, false),
            "{ranks:?}"
        );
    }
    for mask in (0u32..1 << 13).filter(|m| (5..=7).contains(&m.count_ones())) {
        let ranks: Vec<u8> = (0..13).filter(|r| mask >> r & 1 == 1).collect();
        assert_eq!(
            codes::best_code(&ranks, true),
            codes::best_code_by_subsets(&ranks, true),
            "{ranks:?} suited"
        );
    }
}

/// Every stored value is a strength, 1..=7,462, every strength is stored, and each one's
/// category (`Strength::category`, a table built from each category's first strength) is
/// its code's. Checked for every value the generator places.
#[test]
fn stored_values_are_strengths_of_their_category() {
    let t = generated();
    let mut seen = HashSet::new();
    for &strength in t.strength.iter().filter(|&&v| v != 0) {
        let category = strength_codes()[usize::from(strength) - 1] >> 20;
        assert_eq!(
            Strength::new(strength).unwrap().category().number(),
            category as u8
        );
        seen.insert(strength);
    }
    assert_eq!(seen.len(), 7_462, "every strength is reachable");
}

#[test]
fn rank_sums_are_unique() {
    rank_bases::assert_unique_sums(&RANK_BASES);
    // And again without the generator's helper: every multiset of 0..=7 ranks, each rank
    // at most four times, has its own sum, and the largest fits in 25 bits.
    let multisets = codes::rank_multisets(0..=7);
    let sums: HashSet<u32> = multisets
        .iter()
        .map(|m| m.iter().map(|&r| RANK_BASES[usize::from(r)]).sum())
        .collect();
    assert_eq!(sums.len(), multisets.len());
    let max = sums.iter().max().copied().unwrap_or(0);
    assert_eq!(max, 18_393_157, "the documented largest 7-card sum");
    assert!(max < 1 << 25);
}

#[test]
fn every_rank_key_reads_back_through_the_runtime() {
    // Every rank multiset of 5, 6 or 7 cards (no flush): the compiled-in hash must lead its
    // key to the strength of the generator's best code. A collision or a slot out of range
    // would read another key's strength or 0.
    let multisets = codes::rank_multisets(5..=7);
    let keys: HashSet<u32> = multisets
        .iter()
        .map(|m| rank_bases::rank_sum(&RANK_BASES, m))
        .collect();
    assert_eq!(keys.len(), multisets.len(), "distinct keys");
    // The runtime keeps only the low 24 bits of a rank sum: they must still tell apart
    // every rank pattern of 5-7 cards.
    let low: HashSet<u32> = keys.iter().map(|k| k & ((1 << 24) - 1)).collect();
    assert_eq!(low.len(), keys.len(), "distinct keys modulo 2^24");
    for multiset in &multisets {
        let want = strength_of(codes::best_code(multiset, false));
        let cards = unsuited(multiset);
        assert_eq!(Hand::from_cards(&cards).strength().get(), want, "{cards:?}");
    }
}

#[test]
fn every_flush_reads_back_through_the_runtime() {
    let mut checked = 0;
    for mask in 0u32..1 << 13 {
        let ranks: Vec<u8> = (0..13).filter(|r| mask >> r & 1 == 1).collect();
        if !(5..=7).contains(&ranks.len()) {
            continue;
        }
        let want = strength_of(codes::best_code(&ranks, true));
        for suit in Suit::ALL {
            let cards: Vec<Card> = ranks
                .iter()
                .map(|&r| Card::new(Rank::ALL[usize::from(r)], suit))
                .collect();
            assert_eq!(Hand::from_cards(&cards).strength().get(), want, "{cards:?}");
            checked += 1;
        }
    }
    assert_eq!(checked, 4 * (1_287 + 1_716 + 1_716));
}

#[test]
fn table_sizes_are_pinned() {
    let (strengths, offsets) = table_bytes();
    assert_eq!((strengths, offsets), PINNED_TABLE_BYTES);
    // The budget: under 384 KiB, so the tables stay in L2 (512 KiB on the smaller machine
    // kind) with room for the hands.
    assert!(strengths + offsets <= 384 << 10);
}

/// The whole generator, as `build.rs` runs it: its own assertions (7,462 strengths, unique
/// sums, no collision, hash read-back) and the same sizes as the compiled-in tables.
#[test]
fn generator_reproduces_the_runtime_tables() {
    let t = generated();
    assert_eq!(t.rank_bases, RANK_BASES);
    assert_eq!(t.strength_codes[1..], strength_codes()[..]);
    let sizes = (t.strength.len() * 2, t.hash.offsets.len() * 4);
    assert_eq!(sizes, table_bytes());
    assert_eq!(t.strength[..], compiled::STRENGTH[..]);
    assert_eq!(t.hash.offsets[..], compiled::ROW_OFFSET[..]);
    assert_eq!(t.category_first, compiled::CATEGORY_FIRST);
    assert_eq!(t.hash.bytes(), sizes.0 + sizes.1);
    for multiset in codes::rank_multisets(5..=7) {
        let x = perfect_hash::rank_x(rank_bases::rank_sum(&RANK_BASES, &multiset));
        let cards = unsuited(&multiset);
        assert_eq!(
            t.strength[t.hash.slot(x)],
            Hand::from_cards(&cards).strength().get()
        );
    }
    for mask in (0u32..1 << 13).filter(|m| (5..=7).contains(&m.count_ones())) {
        let cards: Vec<Card> = (0..13)
            .filter(|r| mask >> r & 1 == 1)
            .map(|r| Card::new(Rank::ALL[r], Suit::Hearts))
            .collect();
        let x = perfect_hash::flush_x(mask);
        assert_eq!(
            t.strength[t.hash.slot(x)],
            Hand::from_cards(&cards).strength().get()
        );
    }
}

/// The runtime loads its strength without a bounds check: every column of every row must
/// be a slot of the table, live or padding, so that any key at all stays inside.
#[test]
fn every_row_lies_inside_the_table() {
    let t = generated();
    let width = 1usize << t.hash.row_shift;
    for (row, _) in t.hash.offsets.iter().enumerate() {
        let first = t.hash.slot((row << t.hash.row_shift) as u32);
        let last = t.hash.slot(((row + 1) * width - 1) as u32);
        assert_eq!(last, first + width - 1, "row {row} is contiguous");
        assert!(last < t.strength.len(), "row {row} ends inside the table");
    }
    // The rows cover every index the runtime forms: 24-bit rank sums and 2^24 + 13 bits.
    assert!(t.hash.offsets.len() * width > (1 << 24 | 0x1fff));
}

/// The exhaustive 5-card check: every hand against the naive evaluator, with the published
/// category counts and 7,462 distinct strengths, and every hand scored alike many at once.
/// (The 6- and 7-card runs are in the CLI.)
#[test]
fn every_five_card_hand_agrees_with_naive() {
    let report = verify::verify(5, |_| {});
    assert!(report.problems().is_empty(), "{:?}", report.problems());
    assert_eq!(report.hands, 2_598_960);
    assert_eq!(report.count("distinct"), Some(7_462));
    let expected = verify::expected(5).unwrap();
    let categories: Vec<u64> = report.categories.iter().map(|c| c.found).collect();
    assert_eq!(categories, expected.categories);
    assert_eq!(
        categories,
        [
            1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40
        ]
    );
    assert_eq!(report.count("royal_flush"), Some(4));
    assert_eq!(report.count("many_at_once"), Some(2_598_960));
}

/// The greedy search that produced `RANK_BASES` (minutes in release mode):
/// `cargo test --release --test library tables:: -- --ignored`.
#[test]
#[ignore]
fn greedy_rank_bases_are_minimal() {
    assert_eq!(rank_bases::greedy_rank_bases(), RANK_BASES);
}

#[test]
fn verify_rejects_sizes_it_has_no_counts_for() {
    for cards in [0, 1, 2, 4, 8, 52, usize::MAX] {
        let report = handrank::verify::verify(cards, |_| {});
        assert_eq!(report.hands, 0);
        assert_eq!(
            report.problems(),
            [format!("no known counts for {cards}-card hands")]
        );
    }
}

/// The generated tables of the games beside hold'em, each pinned to the byte: a change in
/// footprint is a decision (update docs/GAMES.md's and docs/OMAHA.md's sizes with it).
/// Short deck, the lowball games and badugi together stay within 4 MB, and so does Omaha.
#[test]
fn every_games_tables_are_pinned() {
    use compiled::{badugi, lowball, omaha, short_deck};
    use std::mem::size_of_val;
    // Short deck: a strength per hold'em slot (173,937 u16) and a code per strength
    // (1,405 u32).
    let short_deck =
        size_of_val(&short_deck::SHORT_DECK) + size_of_val(&short_deck::SHORT_DECK_CODE);
    assert_eq!(short_deck, 173_937 * 2 + 1_405 * 4);
    // Lowball: razz and deuce-to-seven per slot (2 × 173,937 u16), 57 low masks, five ranks
    // per ace-to-five strength (6,176 × 5), a hold'em value per deuce-to-seven strength
    // (7,463 u16).
    let lowball = size_of_val(&lowball::RAZZ)
        + size_of_val(&lowball::DEUCE)
        + size_of_val(&lowball::EIGHT_LOW)
        + size_of_val(&lowball::RAZZ_RANKS)
        + size_of_val(&lowball::DEUCE_HOLDEM);
    assert_eq!(lowball, 2 * 173_937 * 2 + 57 + 6_176 * 5 + 7_463 * 2);
    // Badugi: four 52-entry u32 key parts, 256 suit patterns, 1,820 × 16 u16 strengths,
    // 1,093 u16 rank masks.
    let badugi = size_of_val(&badugi::KEY_PART)
        + size_of_val(&badugi::SUIT_PATTERN)
        + size_of_val(&badugi::STRENGTH)
        + size_of_val(&badugi::LOW_MASK);
    assert_eq!(badugi, 4 * 52 * 4 + 256 + 1_820 * 16 * 2 + 1_093 * 2);
    let total = short_deck + lowball + badugi;
    assert_eq!(total, 1_156_619);
    assert!(total <= 4_000_000);
    // Omaha: 8,463 board rows and 2,288 flush rows of 91 u16 (each table padded by 330
    // bytes, so the last row's 512-byte view fits), a u16 flush row per 13-bit suit mask, a
    // low per pair of 8-bit low masks, the board hash's u16 displacement per bucket and u16
    // row per slot (the card tables beside them are in `src/omaha/tables.rs`, pinned there).
    let omaha = size_of_val(&omaha::HIGH)
        + size_of_val(&omaha::FLUSH_ROW)
        + size_of_val(&omaha::FLUSH)
        + size_of_val(&omaha::LOW)
        + size_of_val(&omaha::BOARD_DISPLACE)
        + size_of_val(&omaha::BOARD_SLOT_ROW);
    assert_eq!(
        omaha,
        8_463 * 91 * 2 + 330 + 8_192 * 2 + 2_288 * 91 * 2 + 330 + 65_536 + 1_024 * 2 + 8_192 * 2
    );
    assert_eq!(omaha, 2_057_694);
    assert!(omaha <= 4_000_000);
}
