//! The proof that the badugi tables agree with the rules: every one of the C(52, 4) =
//! 270,725 hands is scored by the tables and by [`super::naive`]. The fast strength must be
//! a strictly increasing function of the naive value (so the two order every pair of hands
//! alike), its size must be the naive one, its ranks the naive ranks, and the counts must be
//! the ones derived below.
//!
//! # The counts, derived by hand
//!
//! The largest badugi is a largest matching between the hand's ranks and suits (each card
//! an edge). By the ranks' pattern:
//!
//! | ranks | hands | badugi sizes |
//! |---|---|---|
//! | four different (C(13,4)·4⁴ = 183,040) | 715 rank sets × suit words | as many cards as suits: 4 suits 4! = 24 words (17,160), 3 suits C(4,3)·36 = 144 (102,960), 2 suits C(4,2)·14 = 84 (60,060), 1 suit 4 (2,860) |
//! | a pair and two singles (13·C(12,2)·6·16 = 82,368) | 858 rank choices × 6 pair suits × 16 | three cards unless the singles share a suit (4 of 16) or take exactly the pair's two suits (2 of 16): 10/16 three-card (51,480), 6/16 two-card (30,888) |
//! | two pairs (C(13,2)·6·6 = 2,808) | | always two-card |
//! | trips and a single (13·12·4·4 = 2,496) | | always two-card |
//! | quads (13) | | one-card |
//!
//! So: four-card 17,160; three-card 51,480 + 102,960 = 154,440; two-card 30,888 + 60,060 +
//! 2,808 + 2,496 = 96,252; one-card 2,860 + 13 = 2,873; 270,725 in all. Every set of ranks
//! is reachable in every size (x♠ y♥ x♥ y♠ is a two-card x-y; add z♦ and a paired card for
//! three; quads give every one-card rank), so the distinct strengths are C(13,1) + C(13,2) +
//! C(13,3) + C(13,4) = 13 + 78 + 286 + 715 = 1,092.

use std::collections::BTreeMap;
use std::time::Instant;

use super::naive::{self, NaiveBadugi};
use super::{Badugi, Category};
use crate::card::Card;
use crate::proof::{compare, every_hand};

/// Hands per size, one-card first: derived in the module doc.
pub const HANDS_BY_SIZE: [u64; 4] = [2_873, 96_252, 154_440, 17_160];
/// Distinct strengths per size, one-card first: C(13, k).
pub const DISTINCT_BY_SIZE: [usize; 4] = [13, 78, 286, 715];
/// Every 4-card hand: C(52, 4).
pub const HANDS: u64 = 270_725;

/// What a verification run found.
#[derive(Clone, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Report {
    /// Whether every hand was checked (the counts are compared only then).
    pub complete: bool,
    /// Hands checked.
    pub hands: u64,
    /// Hands per size, one-card first.
    pub sizes: [u64; 4],
    /// Distinct strengths seen.
    pub distinct: usize,
    /// Distinct strengths per size, one-card first.
    pub distinct_by_size: [usize; 4],
    /// Wall time.
    pub seconds: f64,
    /// Disagreements with the naive evaluator (at most the first 10 are described in
    /// `disagreements`).
    pub mismatches: u64,
    /// The first disagreements, in words.
    pub disagreements: Vec<String>,
}

impl Report {
    fn problem(&mut self, text: impl FnOnce() -> String) {
        self.mismatches += 1;
        if self.disagreements.len() < 10 {
            self.disagreements.push(text());
        }
    }

    /// Every way this run differs from the naive evaluator or, for a complete run, from the
    /// known counts. Empty means verified.
    pub fn problems(&self) -> Vec<String> {
        let mut problems = self.disagreements.clone();
        if self.mismatches > self.disagreements.len() as u64 {
            problems.push(format!("{} disagreements in all", self.mismatches));
        }
        if !self.complete {
            return problems;
        }
        let mut check = |what: &str, found, known| compare(&mut problems, what, found, known);
        check("hands", self.hands, HANDS);
        for (i, category) in Category::ALL.iter().enumerate() {
            let [found, want] = [self.sizes, HANDS_BY_SIZE].map(|s| s.get(i).copied());
            check(category.name(), found.unwrap_or(0), want.unwrap_or(0));
            let [found, want] =
                [self.distinct_by_size, DISTINCT_BY_SIZE].map(|s| s.get(i).copied());
            let what = format!("distinct {} strengths", category.name());
            check(&what, found.unwrap_or(0) as u64, want.unwrap_or(0) as u64);
        }
        check("distinct strengths", self.distinct as u64, 1_092);
        problems
    }

    /// True when nothing disagreed and, for a complete run, every count is the known one.
    pub fn ok(&self) -> bool {
        self.problems().is_empty()
    }

    /// Hands per second.
    pub fn rate(&self) -> f64 {
        self.hands as f64 / self.seconds.max(1e-9)
    }
}

/// Checks every 4-card hand (about 0.1 s in release on two cores).
///
/// ```
/// let report = handrank::badugi::verify::verify();
/// assert!(report.ok(), "{:?}", report.problems());
/// assert_eq!(report.hands, 270_725);
/// assert_eq!(report.distinct, 1_092);
/// ```
pub fn verify() -> Report {
    verify_sample(1)
}

/// Checks the hands of every `one_in`-th two-card start (1: every hand, the proof; more: a
/// quick sample, whose counts are not compared).
#[allow(clippy::indexing_slicing)] // every hand dealt has 4 cards; a badugi plays 1 to 4
pub fn verify_sample(one_in: usize) -> Report {
    let start = Instant::now();
    let (mut report, values) = every_hand(
        &Card::ALL,
        4,
        one_in,
        |_| {},
        |(report, values): &mut (Report, Values), chosen, _| {
            let cards = [chosen[0], chosen[1], chosen[2], chosen[3]];
            let fast = Badugi::from_cards(cards);
            let value = naive::evaluate(&cards);
            report.hands += 1;
            report.sizes[fast.category().cards() - 1] += 1;
            let seen = *values.entry(value.clone()).or_insert(fast);
            if seen != fast {
                report.problem(|| {
                    format!(
                        "{}: fast {} ({fast:?}), but another hand of naive value {value:?} \
                         has {seen:?}",
                        text(&cards),
                        fast.describe()
                    )
                });
            }
        },
        merge,
    );

    // Read in naive order, the fast strengths must increase strictly; each must also say
    // the naive size and ranks.
    let mut last: Option<(&NaiveBadugi, Badugi)> = None;
    for (value, &fast) in &values {
        if let Some((previous_value, previous)) = last {
            if fast <= previous {
                report.problem(|| {
                    format!(
                        "order differs: naive {value:?} beats {previous_value:?}, but fast {} <= {}",
                        fast.get(),
                        previous.get()
                    )
                });
            }
        }
        let ranks: Vec<u8> = fast
            .ranks()
            .iter()
            .map(|r| (r.index() as u8 + 1) % 13 + 1)
            .collect();
        if fast.category().cards() != value.size || ranks != value.ranks {
            report.problem(|| format!("{} ({fast:?}) is naive {value:?}", fast.describe()));
        }
        report.distinct_by_size[fast.category().cards() - 1] += 1;
        last = Some((value, fast));
    }
    report.distinct = values.len();
    report.complete = one_in == 1;
    report.seconds = start.elapsed().as_secs_f64();
    report
}

type Values = BTreeMap<NaiveBadugi, Badugi>;

fn text(cards: &[Card]) -> String {
    let words: Vec<String> = cards.iter().map(ToString::to_string).collect();
    words.join(" ")
}

fn merge(
    (mut left, mut values): (Report, Values),
    (right, more): (Report, Values),
) -> (Report, Values) {
    left.hands += right.hands;
    for (total, add) in left.sizes.iter_mut().zip(right.sizes) {
        *total += add;
    }
    left.mismatches += right.mismatches;
    left.disagreements.extend(right.disagreements);
    left.disagreements.truncate(10);
    for (value, fast) in more {
        let seen = *values.entry(value.clone()).or_insert(fast);
        if seen != fast {
            left.problem(|| format!("naive {value:?} is both {seen:?} and {fast:?}"));
        }
    }
    (left, values)
}
