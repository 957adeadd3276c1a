//! Exhaustive verification of the lowball tables against the naive references.
//!
//! Every hand of the chosen size (5, 6 or 7 cards) is scored both ways: razz (at five
//! cards, ace-to-five draw) and the eight-or-better low at every size, deuce-to-seven at
//! five cards. For razz and deuce-to-seven the fast strength must be a function of the naive
//! value, and a strictly decreasing one (the naive values grow as hands get worse): then the
//! two order every pair of hands alike. The eight-or-better low must be the very low the
//! naive reference reads. Then the counts must be the known ones ([`expected`]).
//!
//! ```
//! // A sample: one two-card start in 40 (about 65,000 hands; the whole run is `verify`).
//! let report = handrank::lowball::verify::verify_sample(5, 40);
//! assert!(report.ok(), "{:?}", report.problems());
//! assert!(report.hands > 50_000);
//! ```

use std::time::Instant;

use crate::card::Card;
use crate::eval::Hand;
use crate::proof::{Order, OrderMap, OutOfOrder, compare, every_hand};

use super::naive;
use super::{deuce_seven_of, eight_or_better_of, razz_of};

/// Known counts for every hand of one size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Expected {
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
pub fn expected(cards: usize) -> Option<Expected> {
    Some(match cards {
        5 => Expected {
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
        6 => Expected {
            hands: 20_358_520,
            razz_categories: [0, 2_184, 13_728, 226_512, 3_203_200, 16_912_896],
            razz_distinct: 6_019,
            eight_hands: 1_691_648,
            eight_distinct: 56,
            deuce_categories: None,
            deuce_distinct: None,
        },
        7 => Expected {
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

/// What a verification run found.
#[derive(Clone, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Report {
    /// Cards per hand.
    pub cards: usize,
    /// True when every hand of the size was checked (the counts are then compared).
    pub complete: bool,
    /// Hands checked.
    pub hands: u64,
    /// Razz hands per category, worst first (as [`Expected::razz_categories`]).
    pub razz_categories: [u64; 6],
    /// Distinct razz strengths seen.
    pub razz_distinct: usize,
    /// Hands with an eight-or-better low.
    pub eight_hands: u64,
    /// Distinct lows seen.
    pub eight_distinct: usize,
    /// Deuce-to-seven hands per hold'em category, high card first (five cards).
    pub deuce_categories: [u64; 9],
    /// Distinct deuce-to-seven strengths seen (five cards).
    pub deuce_distinct: usize,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// Disagreements with the naive references.
    pub mismatches: u64,
    /// The first disagreements, in words (at most 10).
    pub disagreements: Vec<String>,
}

impl Report {
    /// Every disagreement, and for a complete run every count that differs from
    /// [`expected`].
    pub fn problems(&self) -> Vec<String> {
        let mut problems = self.disagreements.clone();
        if self.mismatches > self.disagreements.len() as u64 {
            problems.push(format!("{} disagreements in all", self.mismatches));
        }
        let Some(expected) = expected(self.cards) else {
            problems.push(format!("no lowball hands of {} cards", self.cards));
            return problems;
        };
        if !self.complete {
            return problems;
        }
        let mut check = |what: &str, found, known| compare(&mut problems, what, found, known);
        check("hands", self.hands, expected.hands);
        for (i, (&found, &want)) in self
            .razz_categories
            .iter()
            .zip(&expected.razz_categories)
            .enumerate()
        {
            check(&format!("razz category {}", i + 1), found, want);
        }
        check(
            "distinct razz strengths",
            self.razz_distinct as u64,
            expected.razz_distinct as u64,
        );
        check(
            "eight-or-better lows",
            self.eight_hands,
            expected.eight_hands,
        );
        check(
            "distinct lows",
            self.eight_distinct as u64,
            expected.eight_distinct as u64,
        );
        if let (Some(categories), Some(distinct)) =
            (expected.deuce_categories, expected.deuce_distinct)
        {
            for (i, (&found, &want)) in self.deuce_categories.iter().zip(&categories).enumerate() {
                check(&format!("deuce-to-seven category {}", i + 1), found, want);
            }
            check(
                "distinct deuce-to-seven strengths",
                self.deuce_distinct as u64,
                distinct as u64,
            );
        }
        problems
    }

    /// True when nothing disagreed and every count is the known one.
    pub fn ok(&self) -> bool {
        self.problems().is_empty()
    }

    /// Hands per second.
    pub fn rate(&self) -> f64 {
        self.hands as f64 / self.seconds.max(1e-9)
    }
}

/// Checks every hand of `cards` (5, 6 or 7) cards; `progress` is called with the number of
/// hands just finished, from any thread. About 20 s for all three sizes in release on two
/// cores.
pub fn verify(cards: usize, progress: impl Fn(u64) + Sync) -> Report {
    run(cards, 1, progress)
}

/// Checks the hands that start with one two-card prefix in `one_in` (in deck order), for
/// quick runs: the naive agreement is checked, the counts are not.
pub fn verify_sample(cards: usize, one_in: usize) -> Report {
    run(cards, one_in.max(1), |_| {})
}

/// One task's findings, merged in task order.
#[derive(Default)]
struct Tally {
    hands: u64,
    razz: [u64; 6],
    eight: u64,
    /// Low masks seen, one bit each.
    lows: [u64; 4],
    deuce: [u64; 9],
    mismatches: u64,
    disagreements: Vec<String>,
}

impl Tally {
    fn merge(mut self, other: Tally) -> Tally {
        self.hands += other.hands;
        for (a, b) in self.razz.iter_mut().zip(other.razz) {
            *a += b;
        }
        self.eight += other.eight;
        for (a, b) in self.lows.iter_mut().zip(other.lows) {
            *a |= b;
        }
        for (a, b) in self.deuce.iter_mut().zip(other.deuce) {
            *a += b;
        }
        self.mismatches += other.mismatches;
        self.disagreements.extend(other.disagreements);
        self.disagreements.truncate(10);
        self
    }

    fn problem(&mut self, cards: &[Card], text: impl FnOnce() -> String) {
        self.mismatches += 1;
        if self.disagreements.len() < 10 {
            let hand: Vec<String> = cards.iter().map(ToString::to_string).collect();
            self.disagreements
                .push(format!("{}: {}", hand.join(" "), text()));
        }
    }
}

fn run(cards: usize, one_in: usize, progress: impl Fn(u64) + Sync) -> Report {
    let start = Instant::now();
    if expected(cards).is_none() {
        return Report {
            cards,
            ..Report::default()
        };
    }
    let razz_map = OrderMap::new(1 << 23);
    let deuce_map = OrderMap::new(if cards == 5 { 1 << 24 } else { 0 });
    let mut tally = every_hand(
        &Card::ALL,
        cards,
        one_in,
        progress,
        |tally: &mut Tally, chosen, hand| check(tally, chosen, hand, &razz_map, &deuce_map),
        Tally::merge,
    );

    // The naive values grow as hands get worse: read in their order, the fast strengths
    // must strictly decrease.
    let (razz_distinct, razz_order) = razz_map.read(Order::Decreasing);
    let (deuce_distinct, deuce_order) = deuce_map.read(Order::Decreasing);
    for OutOfOrder { before, after } in [razz_order, deuce_order].into_iter().flatten() {
        tally.problem(&[], || {
            format!(
                "order differs: naive {:#x} beats {:#x}, fast {} <= {}",
                before.0, after.0, before.1, after.1
            )
        });
    }
    Report {
        cards,
        complete: one_in == 1,
        hands: tally.hands,
        razz_categories: tally.razz,
        razz_distinct,
        eight_hands: tally.eight,
        eight_distinct: tally.lows.iter().map(|w| w.count_ones() as usize).sum(),
        deuce_categories: tally.deuce,
        deuce_distinct,
        seconds: start.elapsed().as_secs_f64(),
        mismatches: tally.mismatches,
        disagreements: tally.disagreements,
    }
}

/// Scores one hand both ways.
#[allow(clippy::indexing_slicing)] // category numbers: 1..=6 and 1..=9
fn check(
    tally: &mut Tally,
    chosen: &[Card],
    hand: Hand,
    razz_map: &OrderMap,
    deuce_map: &OrderMap,
) {
    tally.hands += 1;

    let fast = razz_of(hand);
    let naive = naive::razz(chosen);
    tally.razz[usize::from(fast.category().number()) - 1] += 1;
    if fast.get() == 0 {
        tally.problem(chosen, || "razz: no strength".to_owned());
    } else if 6 - fast.category().number() != naive.pairing {
        tally.problem(chosen, || format!("razz: {fast} but naive {naive:?}"));
    } else if let Some(other) = razz_map.record(naive.packed(), fast.get()) {
        tally.problem(chosen, || {
            format!("razz: {fast}, another hand of naive {naive:?} has {other}")
        });
    }

    let fast = eight_or_better_of(hand).map(|low| low.mask());
    let naive = naive::eight_or_better(chosen)
        .map(|values| values.iter().fold(0u8, |mask, &v| mask | 1 << (v - 1)));
    if let Some(mask) = fast {
        tally.eight += 1;
        tally.lows[usize::from(mask >> 6)] |= 1 << (mask & 63);
    }
    if fast != naive {
        tally.problem(chosen, || {
            format!("eight-or-better: low mask {fast:?}, naive {naive:?}")
        });
    }

    if let Ok(five) = <[Card; 5]>::try_from(chosen) {
        let fast = deuce_seven_of(hand);
        let naive = naive::deuce_seven(five);
        tally.deuce[usize::from(fast.category().number()) - 1] += 1;
        if fast.get() == 0 {
            tally.problem(chosen, || "deuce-to-seven: no strength".to_owned());
        } else if fast.category().number() != naive.category {
            tally.problem(chosen, || {
                format!("deuce-to-seven: {fast} but naive {naive:?}")
            });
        } else if let Some(other) = deuce_map.record(naive.packed(), fast.get()) {
            tally.problem(chosen, || {
                format!("deuce-to-seven: {fast}, another hand of naive {naive:?} has {other}")
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn samples_agree_with_the_naive_references() {
        for (cards, one_in) in [(5, 13), (6, 97), (7, 661)] {
            let report = verify_sample(cards, one_in);
            assert!(report.ok(), "{cards} cards: {:?}", report.problems());
            assert!(!report.complete);
            assert!(report.hands > 0);
        }
    }

    /// Every 5-, 6- and 7-card hand (156 M): `cargo test --release -- --ignored`.
    #[test]
    #[ignore = "every hand: run in release"]
    fn every_hand() {
        for cards in 5..=7 {
            let report = verify(cards, |_| {});
            assert!(report.ok(), "{cards} cards: {:?}", report.problems());
            eprintln!(
                "{cards} cards: {} hands in {:.1} s",
                report.hands, report.seconds
            );
        }
    }
}
