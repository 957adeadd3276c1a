//! Exhaustive verification of the fast evaluator against the naive one.
//!
//! Every hand of the chosen size is scored both ways. The fast strength must be a function
//! of the naive value, and that function must be strictly increasing: then the two order
//! every pair of hands identically. The category counts and the number of distinct values
//! must equal the known ones.

use std::sync::Mutex;
use std::sync::atomic::{AtomicU16, AtomicU64, Ordering};
use std::time::Instant;

use rayon::prelude::*;

use crate::card::Card;
use crate::eval::Hand;
use crate::naive;
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
        let mut check = |what: &str, found: u64, want: u64| {
            if found != want {
                problems.push(format!("{what}: found {found}, expected {want}"));
            }
        };
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
    // naive value (24 bits packed) -> fast strength; 0 = not seen yet.
    let map: Vec<AtomicU16> = (0..1 << 24).map(|_| AtomicU16::new(0)).collect();
    let categories: [AtomicU64; 9] = Default::default();
    let royal = AtomicU64::new(0);
    let hands = AtomicU64::new(0);
    let first_mismatch: Mutex<Option<(usize, Mismatch)>> = Mutex::new(None);

    // Tasks: every choice of the first two cards (1,326), finely split so both threads stay
    // busy. Each task holds its two cards and the index of the first card it may add.
    let prefixes: Vec<(Card, Card, usize)> = Card::ALL
        .iter()
        .enumerate()
        .flat_map(|(i, &a)| {
            Card::ALL
                .iter()
                .enumerate()
                .skip(i + 1)
                .map(move |(j, &b)| (a, b, j + 1))
        })
        .collect();
    prefixes
        .par_iter()
        .with_max_len(1)
        .enumerate()
        .for_each(|(task, &(a, b, next))| {
            let mut local = [0u64; 9];
            let mut local_royal = 0u64;
            let mut count = 0u64;
            let mut chosen = vec![a, b];
            let base = Hand::EMPTY.add(a).add(b);
            let mut visit = |chosen: &[Card], hand: Hand| {
                let fast = hand.strength();
                let value = naive::evaluate(chosen);
                count += 1;
                #[allow(clippy::indexing_slicing)] // category numbers are 1..=9
                {
                    local[usize::from(fast.category().number()) - 1] += 1;
                }
                local_royal += u64::from(fast.is_royal());
                #[allow(clippy::indexing_slicing)] // a packed naive value fits the map's 24 bits
                let slot = &map[value.packed() as usize];
                let previous = slot
                    .compare_exchange(0, fast.0, Ordering::Relaxed, Ordering::Relaxed)
                    .unwrap_or_else(|seen| seen);
                let reason = if fast.get() == 0 {
                    Some("no strength".to_owned())
                } else if previous != 0 && previous != fast.0 {
                    Some(format!(
                        "another hand with the same naive value has strength {}",
                        Strength(previous).get()
                    ))
                } else if u32::from(fast.category().number()) != u32::from(value.category) {
                    Some("categories differ".to_owned())
                } else {
                    None
                };
                if let Some(reason) = reason {
                    let mut first = first_mismatch.lock().unwrap_or_else(|e| e.into_inner());
                    if first.as_ref().is_none_or(|(t, _)| task < *t) {
                        let cards = chosen.to_vec();
                        *first = Some((
                            task,
                            Mismatch {
                                cards,
                                fast,
                                naive: value,
                                reason,
                            },
                        ));
                    }
                }
            };
            #[allow(clippy::indexing_slicing)] // next <= 52: one past the second card
            let rest = &Card::ALL[next..];
            enumerate(rest, cards - 2, &mut chosen, base, &mut visit);
            for (total, add) in categories.iter().zip(local) {
                total.fetch_add(add, Ordering::Relaxed);
            }
            royal.fetch_add(local_royal, Ordering::Relaxed);
            hands.fetch_add(count, Ordering::Relaxed);
            progress(count);
        });

    // The map, read in naive order, must give strictly increasing fast strengths.
    let mut distinct = 0;
    let mut last: Option<(usize, u16)> = None;
    let mut mismatch = first_mismatch
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .map(|(_, m)| m);
    for (packed, slot) in map.iter().enumerate() {
        let fast = slot.load(Ordering::Relaxed);
        if fast == 0 {
            continue;
        }
        distinct += 1;
        if let Some((previous_packed, previous)) = last {
            if fast <= previous && mismatch.is_none() {
                mismatch = Some(Mismatch {
                    cards: Vec::new(),
                    fast: Strength(fast),
                    naive: unpack(packed),
                    reason: format!(
                        "order differs: naive {:?} beats {:?} but fast {} <= {}",
                        unpack(packed),
                        unpack(previous_packed),
                        Strength(fast).get(),
                        Strength(previous).get()
                    ),
                });
            }
        }
        last = Some((packed, fast));
    }

    Report {
        cards,
        hands: hands.into_inner(),
        categories: categories.map(AtomicU64::into_inner),
        royal: royal.into_inner(),
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

/// Calls `visit` for every way to add `left` more cards from `rest`, in order.
fn enumerate(
    rest: &[Card],
    left: usize,
    chosen: &mut Vec<Card>,
    hand: Hand,
    visit: &mut impl FnMut(&[Card], Hand),
) {
    if left == 0 {
        visit(chosen, hand);
        return;
    }
    for (i, &card) in rest.iter().enumerate() {
        if rest.len() - i < left {
            break; // too few cards left to complete a hand
        }
        chosen.push(card);
        #[allow(clippy::indexing_slicing)] // i < rest.len()
        let after = &rest[i + 1..];
        enumerate(after, left - 1, chosen, hand.add(card), visit);
        chosen.pop();
    }
}
