//! Exhaustive verification of the fast evaluator against the naive one.
//!
//! Every hand of the chosen size is scored both ways. The fast strength must be a function
//! of the naive value, and that function must be strictly increasing: then the two order
//! every pair of hands identically. The category counts and the number of distinct values
//! must equal the known ones.

use std::time::Instant;

use crate::card::Card;
use crate::naive;
use crate::proof::{Order, OrderMap, OutOfOrder, Tally, compare, every_hand};
use crate::strength::{Category, Strength};

/// Known facts about every hand of one size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Expected {
    /// Number of hands: C(52, n).
    pub hands: u64,
    /// Hands per category, high card first.
    pub categories: [u64; 9],
    /// Royal flushes (counted among the straight flushes).
    pub royal: u64,
    /// Distinct strengths.
    pub distinct: usize,
}

/// The published counts for 5-, 6- and 7-card hands.
pub fn expected(cards: usize) -> Option<Expected> {
    Some(match cards {
        5 => Expected {
            hands: 2_598_960,
            categories: [
                1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40,
            ],
            royal: 4,
            distinct: 7_462,
        },
        6 => Expected {
            hands: 20_358_520,
            categories: [
                6_612_900, 9_730_740, 2_532_816, 732_160, 361_620, 205_792, 165_984, 14_664, 1_844,
            ],
            royal: 188,
            distinct: 6_075,
        },
        7 => Expected {
            hands: 133_784_560,
            categories: [
                23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184,
                224_848, 41_584,
            ],
            royal: 4_324,
            distinct: 4_824,
        },
        _ => return None,
    })
}

/// The first hand (in enumeration order) where the evaluators disagree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    pub cards: Vec<Card>,
    pub fast: Strength,
    pub naive: naive::NaiveValue,
    pub reason: String,
}

/// What a verification run found.
#[derive(Clone, Debug)]
pub struct Report {
    pub cards: usize,
    pub hands: u64,
    pub categories: [u64; 9],
    pub royal: u64,
    pub distinct: usize,
    pub seconds: f64,
    pub mismatch: Option<Mismatch>,
}

impl Report {
    /// Every way this report differs from the known counts, or from the naive evaluator.
    pub fn problems(&self) -> Vec<String> {
        let mut problems = Vec::new();
        if let Some(m) = &self.mismatch {
            let hand: Vec<String> = m.cards.iter().map(ToString::to_string).collect();
            problems.push(format!(
                "{}: fast says {} ({}), naive says {:?}: {}",
                hand.join(" "),
                m.fast.get(),
                m.fast.describe(),
                m.naive,
                m.reason
            ));
        }
        let Some(expected) = expected(self.cards) else {
            problems.push(format!("no known counts for {}-card hands", self.cards));
            return problems;
        };
        let mut check = |what: &str, found, known| compare(&mut problems, what, found, known);
        check("hands", self.hands, expected.hands);
        for (category, (&found, &want)) in Category::ALL
            .iter()
            .zip(self.categories.iter().zip(&expected.categories))
        {
            check(category.name(), found, want);
        }
        check("royal flushes", self.royal, expected.royal);
        check(
            "distinct strengths",
            self.distinct as u64,
            expected.distinct as u64,
        );
        problems
    }

    /// Hands per second.
    pub fn rate(&self) -> f64 {
        self.hands as f64 / self.seconds.max(1e-9)
    }
}

/// Checks every `cards`-card hand (5, 6 or 7). `progress` is called with the number of
/// hands just finished, from any thread.
///
/// ```
/// // The 5-card run takes well under a second in release mode.
/// let report = handrank::verify::verify(5, |_| {});
/// assert!(report.problems().is_empty(), "{:?}", report.problems());
/// assert_eq!(report.distinct, 7_462);
/// ```
///
/// Other sizes have no known counts: the report is empty and [`Report::problems`] says so.
pub fn verify(cards: usize, progress: impl Fn(u64) + Sync) -> Report {
    let start = Instant::now();
    if expected(cards).is_none() {
        return Report {
            cards,
            hands: 0,
            categories: [0; 9],
            royal: 0,
            distinct: 0,
            seconds: 0.0,
            mismatch: None,
        };
    }
    // Naive values pack into 24 bits.
    let map = OrderMap::new(1 << 24);
    let tally = every_hand(
        &Card::ALL,
        cards,
        1,
        progress,
        |tally: &mut Tally<Mismatch>, chosen, hand| {
            let fast = hand.strength();
            let naive = naive::evaluate(chosen);
            tally.hands += 1;
            #[allow(clippy::indexing_slicing)] // category numbers are 1..=9
            {
                tally.categories[usize::from(fast.category().number()) - 1] += 1;
            }
            tally.royal += u64::from(fast.is_royal());
            let reason = if fast.get() == 0 {
                Some("no strength".to_owned())
            } else if let Some(other) = map.record(naive.packed(), fast.0) {
                Some(format!(
                    "another hand with the same naive value has strength {}",
                    Strength(other).get()
                ))
            } else if fast.category().number() != naive.category {
                Some("categories differ".to_owned())
            } else {
                None
            };
            if let Some(reason) = reason {
                tally.mismatch.get_or_insert(Mismatch {
                    cards: chosen.to_vec(),
                    fast,
                    naive,
                    reason,
                });
            }
        },
        Tally::merge,
    );

    // Read in naive order, the fast strengths must strictly increase.
    let (distinct, out_of_order) = map.read(Order::Increasing);
    let mismatch = tally.mismatch.or_else(|| {
        out_of_order.map(|OutOfOrder { before, after }| Mismatch {
            cards: Vec::new(),
            fast: Strength(after.1),
            naive: unpack(after.0),
            reason: format!(
                "order differs: naive {:?} beats {:?} but fast {} <= {}",
                unpack(after.0),
                unpack(before.0),
                Strength(after.1).get(),
                Strength(before.1).get()
            ),
        })
    });
    Report {
        cards,
        hands: tally.hands,
        categories: tally.categories,
        royal: tally.royal,
        distinct,
        seconds: start.elapsed().as_secs_f64(),
        mismatch,
    }
}

fn unpack(packed: usize) -> naive::NaiveValue {
    let nibble = |shift: usize| ((packed >> shift) & 0xf) as u8;
    naive::NaiveValue {
        category: nibble(20),
        ranks: [nibble(16), nibble(12), nibble(8), nibble(4), nibble(0)],
    }
}
