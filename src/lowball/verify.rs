//! Exhaustive verification of the lowball tables against the naive references.
//!
//! Every hand of the chosen size (5, 6 or 7 cards) is scored both ways: razz (at five
//! cards, ace-to-five draw) and the eight-or-better low at every size, deuce-to-seven at
//! five cards. For razz and deuce-to-seven the fast strength must be a function of the naive
//! value, and a strictly decreasing one (the naive values grow as hands get worse): then the
//! two order every pair of hands alike. The eight-or-better low must be the very low the
//! naive reference reads. Then the counts must be the known ones ([`expected`]).
//!
//! One pass reports three parts: "razz", "eight-or-better" and (at five cards)
//! "deuce-seven".
//!
//! ```
//! // A sample: one two-card start in 40 (about 65,000 hands; the whole run is `verify`).
//! let proofs = handrank::lowball::verify::verify_sample(5, 40);
//! assert!(proofs.iter().all(|p| p.passed()), "{:?}", proofs[0].problems());
//! assert!(proofs[0].hands > 50_000);
//! ```

use crate::card::Card;
use crate::eval::Hand;
use crate::proof::{
    Best, Count, EveryHand, Exhaustive, Findings, Fives, Order, OrderMap, OutOfOrder, Part, Proof,
    add, deal_every_hand, run as harness,
};
use crate::strength::Category;

use super::naive;
use super::{LowCategory, deuce_seven_of, eight_or_better_of, razz_of};

/// Known counts for every hand of one size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LowCounts {
    /// C(52, n).
    pub hands: u64,
    /// Razz (ace-to-five) hands per category of their best five, worst first: four of a
    /// kind, full house, three of a kind, two pair, pair, no pair.
    pub razz_categories: [u64; 6],
    /// Distinct razz strengths among the hands.
    pub razz_distinct: usize,
    /// Hands with a qualifying eight-or-better low.
    pub eight_hands: u64,
    /// Distinct lows among them: all C(8,5) = 56 at every size.
    pub eight_distinct: usize,
    /// Deuce-to-seven hands per hold'em category, high card first (five cards only).
    pub deuce_categories: Option<[u64; 9]>,
    /// Distinct deuce-to-seven strengths (five cards only).
    pub deuce_distinct: Option<usize>,
}

/// The known counts for 5, 6 and 7 cards.
///
/// Where they come from. The best low five of n cards pairs only as much as it must: with d
/// different ranks among n cards it has no pair when d ≥ 5, one pair when d = 4, and for
/// d = 3 two pair unless one rank has all the extra cards (6 cards 4-1-1: trips); with d = 2
/// a full house (5 cards: also 4-1, four of a kind). Counting hands by rank pattern (choose
/// the ranks, then C(4, k) suits for a rank held k times) gives, for 7 cards: full house
/// 4-3, 13·12·4 = 624; two pair 4-2-1, 3-3-1, 3-2-2: 41,184 + 54,912 + 123,552 = 219,648;
/// pair 4-1-1-1, 3-2-1-1, 2-2-2-1: 183,040 + 3,294,720 + 2,471,040 = 5,948,800; no pair the
/// rest. Five cards are the textbook counts (no pair = hold'em's high cards, straights,
/// flushes and straight flushes together). The distinct strengths: every 5-card rank
/// multiset at five cards (6,175); at six all but the 156 four of a kinds; at seven 1,287 +
/// 2,860 + 858 + 78 (no trips can be best, and a full house only as the lower rank's trips).
///
/// Eight-or-better lows: five cards 56 rank sets × 4^5; six cards 28·4^6 (six low ranks) +
/// 56·4^5·20 (a high sixth card) + 56·5·6·4^4 (a low pair) = 1,691,648; seven cards by the
/// same counting (the unit test `counts_follow_from_rank_patterns` recounts all of these
/// from rank patterns, without dealing a card).
///
/// Deuce-to-seven at five cards: the hold'em counts with the wheel moved: 9 straight rank
/// sets (6-high to ace-high), so 1,278 no-pair rank sets × 1,020 offsuit = 1,303,560 high
/// card, 9 × 1,020 = 9,180 straights, 1,278 × 4 = 5,112 flushes, 36 straight flushes.
pub fn expected(cards: usize) -> Option<LowCounts> {
    Some(match cards {
        5 => LowCounts {
            hands: 2_598_960,
            razz_categories: [624, 3_744, 54_912, 123_552, 1_098_240, 1_317_888],
            razz_distinct: 6_175,
            eight_hands: 57_344,
            eight_distinct: 56,
            deuce_categories: Some([
                1_303_560, 1_098_240, 123_552, 54_912, 9_180, 5_112, 3_744, 624, 36,
            ]),
            deuce_distinct: Some(7_462),
        },
        6 => LowCounts {
            hands: 20_358_520,
            razz_categories: [0, 2_184, 13_728, 226_512, 3_203_200, 16_912_896],
            razz_distinct: 6_019,
            eight_hands: 1_691_648,
            eight_distinct: 56,
            deuce_categories: None,
            deuce_distinct: None,
        },
        7 => LowCounts {
            hands: 133_784_560,
            razz_categories: [0, 624, 0, 219_648, 5_948_800, 127_615_488],
            razz_distinct: 5_083,
            eight_hands: 24_530_944,
            eight_distinct: 56,
            deuce_categories: None,
            deuce_distinct: None,
        },
        _ => return None,
    })
}

/// Checks every hand of `cards` (5, 6 or 7) cards; `progress` is called with the number of
/// hands just finished, from any thread. About 25 s of CPU for all three sizes in the
/// `ci` profile.
pub fn verify(cards: usize, progress: impl Fn(u64) + Sync) -> Vec<Proof> {
    prove("lowball", cards, 1, &progress)
}

/// Checks the hands that start with one two-card prefix in `one_in` (in deck order), for
/// quick runs: the naive agreement is checked, the counts are not.
pub fn verify_sample(cards: usize, one_in: usize) -> Vec<Proof> {
    prove("lowball", cards, one_in, &|_| {})
}

/// The proof at `cards` cards, reported as `game`'s: one part per ranking.
pub(crate) fn prove(
    game: &'static str,
    cards: usize,
    one_in: usize,
    progress: &(dyn Fn(u64) + Sync),
) -> Vec<Proof> {
    let Some(known) = expected(cards) else {
        let why = format!("no lowball hands of {cards} cards");
        return vec![Proof::refused(game, "razz", cards, why)];
    };
    let proof = Lowball {
        cards,
        known,
        razz_fives: Fives::new(&Card::ALL, Best::Lowest, |five| {
            naive::ace_five(five).packed()
        }),
        razz_map: OrderMap::new(1 << 23),
        deuce_map: OrderMap::new(if cards == 5 { 1 << 24 } else { 0 }),
    };
    harness(game, &proof, Some(cards), one_in, progress)
}

/// The proof at one size: the known counts, the razz value of every five and the order
/// maps it fills.
struct Lowball {
    cards: usize,
    known: LowCounts,
    razz_fives: Fives,
    razz_map: OrderMap,
    deuce_map: OrderMap,
}

/// One task's counts.
#[derive(Default)]
struct LowsSeen {
    razz: [u64; 6],
    eight: u64,
    /// Low masks seen, one bit each.
    lows: [u64; 4],
    deuce: [u64; 9],
}

impl EveryHand for Lowball {
    type Seen = LowsSeen;

    fn cards(&self) -> usize {
        self.cards
    }

    /// Scores one hand both ways.
    #[allow(clippy::indexing_slicing)] // category numbers: 1..=6 and 1..=9
    fn check(&self, found: &mut Findings<LowsSeen>, chosen: &[Card], hand: Hand) {
        let fast = razz_of(hand);
        // The best (smallest) ace-to-five value of any five: `naive::razz`, each five
        // scored once.
        let packed = self.razz_fives.best(chosen);
        let naive = naive::NaiveLow::from_packed(packed);
        found.own.razz[usize::from(fast.category().number()) - 1] += 1;
        if fast.get() == 0 {
            found.disagree_on(chosen, || "razz: no strength".to_owned());
        } else if 6 - fast.category().number() != naive.pairing {
            found.disagree_on(chosen, || format!("razz: {fast} but naive {naive:?}"));
        } else if let Some(other) = self.razz_map.record(packed, fast.get()) {
            found.disagree_on(chosen, || {
                format!("razz: {fast}, another hand of naive {naive:?} has {other}")
            });
        }

        let fast = eight_or_better_of(hand).map(|low| low.mask());
        let naive = naive::eight_or_better(chosen)
            .map(|values| values.iter().fold(0u8, |mask, &v| mask | 1 << (v - 1)));
        if let Some(mask) = fast {
            found.own.eight += 1;
            found.own.lows[usize::from(mask >> 6)] |= 1 << (mask & 63);
        }
        if fast != naive {
            found.disagree_on(chosen, || {
                format!("eight-or-better: low mask {fast:?}, naive {naive:?}")
            });
        }

        if let Ok(five) = <[Card; 5]>::try_from(chosen) {
            let fast = deuce_seven_of(hand);
            let naive = naive::deuce_seven(five);
            found.own.deuce[usize::from(fast.category().number()) - 1] += 1;
            if fast.get() == 0 {
                found.disagree_on(chosen, || "deuce-to-seven: no strength".to_owned());
            } else if fast.category().number() != naive.category {
                found.disagree_on(chosen, || {
                    format!("deuce-to-seven: {fast} but naive {naive:?}")
                });
            } else if let Some(other) = self.deuce_map.record(naive.packed(), fast.get()) {
                found.disagree_on(chosen, || {
                    format!("deuce-to-seven: {fast}, another hand of naive {naive:?} has {other}")
                });
            }
        }
    }

    fn merge(a: LowsSeen, b: LowsSeen) -> LowsSeen {
        let mut lows = a.lows;
        for (a, b) in lows.iter_mut().zip(b.lows) {
            *a |= b;
        }
        LowsSeen {
            razz: add(a.razz, b.razz),
            eight: a.eight + b.eight,
            lows,
            deuce: add(a.deuce, b.deuce),
        }
    }
}

impl Exhaustive for Lowball {
    type Seen = LowsSeen;

    fn walk(&self, one_in: usize, progress: &(dyn Fn(u64) + Sync)) -> Findings<LowsSeen> {
        deal_every_hand(self, one_in, progress)
    }

    fn parts(&self, found: &mut Findings<LowsSeen>) -> Vec<Part> {
        // The naive values grow as hands get worse: read in their order, the fast strengths
        // must strictly decrease.
        let (razz_distinct, razz_order) = self.razz_map.read(Order::Decreasing);
        let (deuce_distinct, deuce_order) = self.deuce_map.read(Order::Decreasing);
        for OutOfOrder { before, after } in [razz_order, deuce_order].into_iter().flatten() {
            found.disagree(|| {
                format!(
                    "order differs: naive {:#x} beats {:#x}, fast {} <= {}",
                    before.0, after.0, before.1, after.1
                )
            });
        }
        let (known, own, hands) = (self.known, &found.own, found.hands);
        let distinct =
            |n: usize, k: usize| Count::known("distinct", "distinct strengths", n as u64, k as u64);
        let lows: u64 = own.lows.iter().map(|w| u64::from(w.count_ones())).sum();
        let mut parts = vec![
            Part {
                name: "razz",
                hands: Some(known.hands),
                categories: LowCategory::ALL
                    .iter()
                    .zip(own.razz.iter().zip(known.razz_categories))
                    .map(|(c, (&n, k))| Count::known(c.id(), c.name(), n, k))
                    .collect(),
                counts: vec![distinct(razz_distinct, known.razz_distinct)],
            },
            Part {
                name: "eight-or-better",
                hands: Some(known.hands),
                categories: Vec::new(),
                counts: vec![
                    Count::known("low", "eight-or-better lows", own.eight, known.eight_hands),
                    Count::known(
                        "no_low",
                        "no qualifying low",
                        hands - own.eight,
                        known.hands - known.eight_hands,
                    ),
                    Count::known(
                        "distinct",
                        "distinct lows",
                        lows,
                        known.eight_distinct as u64,
                    ),
                ],
            },
        ];
        if let (Some(categories), Some(deuce)) = (known.deuce_categories, known.deuce_distinct) {
            parts.push(Part {
                name: "deuce-seven",
                hands: Some(known.hands),
                categories: Category::ALL
                    .iter()
                    .zip(own.deuce.iter().zip(categories))
                    .map(|(c, (&n, k))| Count::known(c.id(), c.name(), n, k))
                    .collect(),
                counts: vec![distinct(deuce_distinct, deuce)],
            });
        }
        parts
    }
}

#[cfg(test)]
mod tests {
    use rand::seq::IndexedRandom;
    use rand::{Rng, SeedableRng};
    use rand_xoshiro::Xoshiro256PlusPlus;

    use super::*;

    /// The proof's razz value, read from every five scored once, is the naive reference's,
    /// and unpacks to it, on seeded hands of five to seven cards.
    #[test]
    fn the_proofs_razz_value_is_the_naive_razz() {
        let fives = Fives::new(&Card::ALL, Best::Lowest, |five| {
            naive::ace_five(five).packed()
        });
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(38);
        for _ in 0..3_000 {
            let n = rng.random_range(5..=7);
            let mut hand: Vec<Card> = Card::ALL.choose_multiple(&mut rng, n).copied().collect();
            hand.sort_by_key(|c| c.index());
            let naive = naive::razz(&hand).unwrap();
            assert_eq!(
                naive::NaiveLow::from_packed(fives.best(&hand)),
                naive,
                "{hand:?}"
            );
        }
    }

    /// Every rank pattern of `n` cards (counts 0-4 per rank), with its number of hands.
    fn patterns(n: usize) -> Vec<([usize; 13], u64)> {
        fn extend(
            rank: usize,
            left: usize,
            counts: &mut [usize; 13],
            out: &mut Vec<([usize; 13], u64)>,
        ) {
            if rank == 13 {
                if left == 0 {
                    let choose = [1u64, 4, 6, 4, 1];
                    out.push((*counts, counts.iter().map(|&k| choose[k]).product()));
                }
                return;
            }
            for k in 0..=left.min(4) {
                counts[rank] = k;
                extend(rank + 1, left - k, counts, out);
            }
            counts[rank] = 0;
        }
        let mut out = Vec::new();
        extend(0, n, &mut [0; 13], &mut out);
        out
    }

    /// The counts of [`expected`], recounted from rank patterns without dealing a card: the
    /// category of the best low five follows from the pattern's shape (see [`expected`]), and
    /// a hand has an eight-or-better low when five of the ranks ace-eight are present
    /// (ranks indexed deuce 0 … ace 12: the low ranks are 0..=6 and 12).
    #[test]
    fn counts_follow_from_rank_patterns() {
        for n in 5..=7 {
            let mut razz = [0u64; 6];
            let mut eight = 0;
            let mut hands = 0;
            for (counts, ways) in patterns(n) {
                hands += ways;
                let mut shape: Vec<usize> = counts.iter().copied().filter(|&k| k > 0).collect();
                shape.sort_unstable_by(|a, b| b.cmp(a));
                // Worst first: quads 0, full house 1, trips 2, two pair 3, pair 4, no pair 5.
                let category = match (shape.len(), shape.as_slice()) {
                    (d, _) if d >= 5 => 5,
                    (4, _) => 4,
                    (3, [4, 1, 1]) => 2, // 6 cards 4-1-1: trips (quads would be worse)
                    (3, [3, 1, 1]) => 2, // 5 cards
                    (3, _) => 3,
                    (2, [4, 1]) => 0, // 5 cards
                    (2, _) => 1,
                    _ => unreachable!(),
                };
                razz[category] += ways;
                let low = (0..7).chain([12]).filter(|&r| counts[r] > 0).count();
                if low >= 5 {
                    eight += ways;
                }
            }
            let want = expected(n).unwrap();
            assert_eq!(hands, want.hands, "{n} cards");
            assert_eq!(razz, want.razz_categories, "{n} cards");
            assert_eq!(eight, want.eight_hands, "{n} cards");
        }
    }

    #[test]
    #[cfg_attr(
        debug_assertions,
        ignore = "5.6 s unoptimized, the longest of a newcomer's tests: .ci/run runs it with --ignored"
    )]
    fn samples_agree_with_the_naive_references() {
        for (cards, one_in) in [(5, 13), (6, 97), (7, 661)] {
            for proof in verify_sample(cards, one_in) {
                assert!(proof.passed(), "{cards} cards: {:?}", proof.problems());
                assert!(!proof.complete);
                assert!(proof.hands > 0);
            }
        }
    }

    /// Every 5-, 6- and 7-card hand (156 M): `cargo test --release -- --ignored`.
    #[test]
    #[ignore = "every hand: run in release"]
    fn every_hand() {
        for cards in 5..=7 {
            for proof in verify(cards, |_| {}) {
                assert!(proof.passed(), "{cards} cards: {:?}", proof.problems());
                eprintln!(
                    "{cards} cards, {}: {} hands in {:.1} s",
                    proof.part, proof.hands, proof.seconds
                );
            }
        }
    }
}
