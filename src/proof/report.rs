//! The one report of every game's exhaustive check, and the findings it is made from.

use crate::card::Card;

/// How many disagreements a proof describes in words (it counts them all).
const DESCRIBED: usize = 10;

/// What one exhaustive check found, in any game: what was checked, how many hands, the
/// counts by category (and the other counts) against the known ones, the first
/// disagreements with the naive reference, and whether it passed.
///
/// ```
/// let proofs = handrank::proof::prove("badugi".parse()?, 4, &|_| {});
/// let proof = &proofs[0];
/// assert!(proof.passed(), "{:?}", proof.problems());
/// assert_eq!(proof.hands, 270_725);
/// assert_eq!(proof.count("distinct"), Some(1_092));
/// # Ok::<(), handrank::GameError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Proof {
    /// The game proved (its name, as [`crate::Game::name`]).
    pub game: &'static str,
    /// The ranking proved: "high", "eight-or-better", "razz", "short-deck", …
    pub part: &'static str,
    /// Cards per hand; `None` for a proof by cases that stand for every deal (Omaha's).
    pub cards: Option<usize>,
    /// Hands (or cases) checked.
    pub hands: u64,
    /// Hands per category, in the ranking's order (worst first).
    pub categories: Vec<Count>,
    /// The other counts: royal flushes, distinct strengths, distinct lows, cases, …
    pub counts: Vec<Count>,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// Whether every hand was checked (the counts are asserted only then).
    pub complete: bool,
    /// Disagreements with the naive reference.
    pub mismatches: u64,
    problems: Vec<String>,
}

/// One count of a proof, and the known value it must equal (when there is one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count {
    /// The machine name: `two_pair`, `royal_flush`, `distinct`.
    pub id: &'static str,
    /// The name in words: "Two Pair", "(Royal Flush)", "distinct strengths".
    pub name: &'static str,
    pub found: u64,
    pub known: Option<u64>,
}

impl Count {
    /// A count with the value it must have.
    pub(crate) fn known(id: &'static str, name: &'static str, found: u64, known: u64) -> Count {
        Count {
            id,
            name,
            found,
            known: Some(known),
        }
    }

    /// A count with no known value to assert.
    pub(crate) fn found(id: &'static str, name: &'static str, found: u64) -> Count {
        Count {
            id,
            name,
            found,
            known: None,
        }
    }
}

/// One ranking's counts, as a game's check hands them to the harness.
pub(crate) struct Part {
    pub name: &'static str,
    /// The number of hands every hand is, when known.
    pub hands: Option<u64>,
    pub categories: Vec<Count>,
    pub counts: Vec<Count>,
}

impl Proof {
    /// The report of a run, its problems worked out once: the disagreements in words, and,
    /// when every hand was checked, each count that is not the known one.
    pub(crate) fn new(run: Run, part: Part, found: &Findings<impl Sized>) -> Proof {
        let mut problems = found.disagreements.clone();
        if found.mismatches > problems.len() as u64 {
            problems.push(format!("{} disagreements in all", found.mismatches));
        }
        if run.complete {
            if let Some(known) = part.hands.filter(|&k| k != found.hands) {
                problems.push(format!("hands: found {}, expected {known}", found.hands));
            }
            for count in part.categories.iter().chain(&part.counts) {
                if let Some(known) = count.known.filter(|&k| k != count.found) {
                    problems.push(format!(
                        "{}: found {}, expected {known}",
                        count.name, count.found
                    ));
                }
            }
        }
        Proof {
            game: run.game,
            part: part.name,
            cards: run.cards,
            hands: found.hands,
            categories: part.categories,
            counts: part.counts,
            seconds: run.seconds,
            complete: run.complete,
            mismatches: found.mismatches,
            problems,
        }
    }

    /// A proof that could not run: `why` is its one problem.
    pub(crate) fn refused(
        game: &'static str,
        part: &'static str,
        cards: usize,
        why: String,
    ) -> Proof {
        Proof {
            game,
            part,
            cards: Some(cards),
            hands: 0,
            categories: Vec::new(),
            counts: Vec::new(),
            seconds: 0.0,
            complete: false,
            mismatches: 0,
            problems: vec![why],
        }
    }

    /// Every disagreement with the naive reference (the first ones in words) and every
    /// count that is not the known one. Empty means proved.
    pub fn problems(&self) -> &[String] {
        &self.problems
    }

    /// True when nothing disagreed and every count asserted is the known one.
    pub fn passed(&self) -> bool {
        self.problems.is_empty()
    }

    /// The count (or category) of this machine name.
    pub fn count(&self, id: &str) -> Option<u64> {
        self.categories
            .iter()
            .chain(&self.counts)
            .find(|c| c.id == id)
            .map(|c| c.found)
    }

    /// Hands (or cases) per second.
    pub fn rate(&self) -> f64 {
        self.hands as f64 / self.seconds.max(1e-9)
    }
}

/// What a report says of the run beside the counts.
pub(crate) struct Run {
    pub game: &'static str,
    pub cards: Option<usize>,
    pub seconds: f64,
    pub complete: bool,
}

/// One task's findings: hands checked, the disagreements (the first described), and the
/// game's own counts `C`. Tasks merge in deal order, so the first disagreement described is
/// the same on any number of threads.
#[derive(Default)]
pub(crate) struct Findings<C> {
    pub hands: u64,
    pub own: C,
    mismatches: u64,
    disagreements: Vec<String>,
}

impl<C> Findings<C> {
    /// Records a disagreement; `text` (naming the hand or case) is made for the first few.
    pub(crate) fn disagree(&mut self, text: impl FnOnce() -> String) {
        self.mismatches += 1;
        if self.disagreements.len() < DESCRIBED {
            self.disagreements.push(text());
        }
    }

    /// `n` more disagreements, beyond those described.
    pub(crate) fn more(&mut self, n: u64) {
        self.mismatches += n;
    }

    /// A disagreement on `cards`: the hand, then `text`.
    pub(crate) fn disagree_on(&mut self, cards: &[Card], text: impl FnOnce() -> String) {
        self.disagree(|| format!("{}: {}", words(cards), text()));
    }

    /// `self` came first in deal order; `own` merges the game's counts.
    pub(crate) fn merge(mut self, other: Findings<C>, own: impl FnOnce(C, C) -> C) -> Self {
        self.hands += other.hands;
        self.own = own(self.own, other.own);
        self.mismatches += other.mismatches;
        self.disagreements.extend(other.disagreements);
        self.disagreements.truncate(DESCRIBED);
        self
    }
}

/// Cards in words, space-separated.
pub(crate) fn words(cards: &[Card]) -> String {
    cards
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Adds `b` to `a`, slot by slot: the per-category counts of two tasks.
/// What a task of a high-hand proof saw (hold'em's, short deck's): hands per category, in
/// the game's category order, and royal flushes.
#[derive(Default)]
pub(crate) struct CategoriesSeen {
    pub(crate) categories: [u64; 9],
    pub(crate) royal: u64,
}

impl CategoriesSeen {
    /// Both tasks' counts.
    pub(crate) fn merge(self, other: CategoriesSeen) -> CategoriesSeen {
        CategoriesSeen {
            categories: add(self.categories, other.categories),
            royal: self.royal + other.royal,
        }
    }
}

pub(crate) fn add<const N: usize>(mut a: [u64; N], b: [u64; N]) -> [u64; N] {
    for (total, more) in a.iter_mut().zip(b) {
        *total += more;
    }
    a
}
