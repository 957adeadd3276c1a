//! Exhaustive verification of the fast evaluator against the naive one.
//!
//! Every hand of the chosen size is scored both ways. The fast strength must be a function
//! of the naive value, and that function must be strictly increasing: then the two order
//! every pair of hands identically. The category counts and the number of distinct values
//! must equal the known ones.

use crate::card::Card;
use crate::enumerate::{self, HandSize};
use crate::eval::Hand;
use crate::naive;
use crate::proof::{
    Best, CategoriesSeen, Count, EveryHand, Exhaustive, Findings, Fives, Order, OrderMap,
    OutOfOrder, Part, Proof, deal_every_hand, run,
};
use crate::strength::{Category, Strength};

/// Known facts about every hand of one size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HighCounts {
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
pub fn expected(cards: usize) -> Option<HighCounts> {
    Some(match cards {
        5 => HighCounts {
            hands: 2_598_960,
            categories: [
                1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40,
            ],
            royal: 4,
            distinct: 7_462,
        },
        6 => HighCounts {
            hands: 20_358_520,
            categories: [
                6_612_900, 9_730_740, 2_532_816, 732_160, 361_620, 205_792, 165_984, 14_664, 1_844,
            ],
            royal: 188,
            distinct: 6_075,
        },
        7 => HighCounts {
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

/// Checks every `cards`-card hand (5, 6 or 7). `progress` is called with the number of
/// hands just finished, from any thread.
///
/// ```
/// // The 5-card run takes well under a second in release mode.
/// let proof = handrank::verify::verify(5, |_| {});
/// assert!(proof.passed(), "{:?}", proof.problems());
/// assert_eq!(proof.count("distinct"), Some(7_462));
/// ```
///
/// Other sizes have no known counts: nothing is dealt and [`Proof::problems`] says so.
pub fn verify(cards: usize, progress: impl Fn(u64) + Sync) -> Proof {
    let mut proofs = prove("holdem", cards, &progress);
    proofs.pop().unwrap_or_else(|| no_counts("holdem", cards))
}

/// The proof of hold'em's ranking at `cards` cards, reported as `game`'s (stud's is
/// hold'em's).
pub(crate) fn prove(
    game: &'static str,
    cards: usize,
    progress: &(dyn Fn(u64) + Sync),
) -> Vec<Proof> {
    match expected(cards) {
        Some(known) => run(game, &Holdem::new(cards, known), Some(cards), 1, progress),
        None => vec![no_counts(game, cards)],
    }
}

fn no_counts(game: &'static str, cards: usize) -> Proof {
    Proof::refused(
        game,
        "high",
        cards,
        format!("no known counts for {cards}-card hands"),
    )
}

/// Hold'em's proof at one size: its known counts, the naive value of every five and the
/// order map it fills.
struct Holdem {
    cards: usize,
    known: HighCounts,
    fives: Fives,
    map: OrderMap,
}

impl Holdem {
    fn new(cards: usize, known: HighCounts) -> Holdem {
        let fives = Fives::new(&Card::ALL, Best::Highest, |five| {
            naive::evaluate_five(five).packed()
        });
        // Naive values pack into 24 bits.
        let map = OrderMap::new(1 << 24);
        Holdem {
            cards,
            known,
            fives,
            map,
        }
    }
}

impl EveryHand for Holdem {
    type Seen = CategoriesSeen;

    fn cards(&self) -> usize {
        self.cards
    }

    fn check(&self, found: &mut Findings<CategoriesSeen>, chosen: &[Card], hand: Hand) {
        let fast = hand.strength();
        let packed = self.fives.best(chosen);
        let naive = naive::NaiveValue::from_packed(packed);
        #[allow(clippy::indexing_slicing)] // category numbers are 1..=9
        {
            found.own.categories[usize::from(fast.category().number()) - 1] += 1;
        }
        found.own.royal += u64::from(fast.is_royal());
        let reason = if fast.get() == 0 {
            Some("no strength".to_owned())
        } else if let Some(other) = self.map.record(packed, fast.0) {
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
            found.disagree_on(chosen, || {
                format!(
                    "fast says {} ({}), naive says {naive:?}: {reason}",
                    fast.get(),
                    fast.describe()
                )
            });
        }
    }

    fn merge(a: CategoriesSeen, b: CategoriesSeen) -> CategoriesSeen {
        a.merge(b)
    }
}

impl Exhaustive for Holdem {
    type Seen = CategoriesSeen;

    fn walk(&self, one_in: usize, progress: &(dyn Fn(u64) + Sync)) -> Findings<CategoriesSeen> {
        deal_every_hand(self, one_in, progress)
    }

    fn parts(&self, found: &mut Findings<CategoriesSeen>) -> Vec<Part> {
        // Read in naive order, the fast strengths must strictly increase.
        let (distinct, out_of_order) = self.map.read(Order::Increasing);
        if let Some(OutOfOrder { before, after }) = out_of_order {
            found.disagree(|| {
                format!(
                    "order differs: naive {:?} beats {:?} but fast {} <= {}",
                    naive::NaiveValue::from_packed(after.0 as u32),
                    naive::NaiveValue::from_packed(before.0 as u32),
                    Strength(after.1).get(),
                    Strength(before.1).get()
                )
            });
        }
        let known = self.known;
        vec![Part {
            name: "high",
            hands: Some(known.hands),
            categories: Category::ALL
                .iter()
                .zip(found.own.categories.iter().zip(known.categories))
                .map(|(c, (&n, k))| Count::known(c.id(), c.name(), n, k))
                .collect(),
            counts: vec![
                Count::known("royal_flush", "(Royal Flush)", found.own.royal, known.royal),
                Count::known(
                    "many_at_once",
                    "(many at once)",
                    many_at_once_agree(self.cards),
                    known.hands,
                ),
                Count::known(
                    "distinct",
                    "distinct strengths",
                    distinct as u64,
                    known.distinct as u64,
                ),
            ],
        }]
    }
}

/// How many `cards`-card hands [`Hand::strengths`] scores as [`Hand::strength`] does one at
/// a time, both ways it scores many (eight at a time, and eight at a time fetching the hands
/// ahead): every hand, in batches of 4,096 on rayon's pool.
/// The proof expects all of them.
fn many_at_once_agree(cards: usize) -> u64 {
    const BATCH: usize = 4_096;
    /// A part's hands waiting to be scored, their strengths, and how many so far agreed.
    struct Batch {
        hands: Vec<Hand>,
        strengths: Vec<Strength>,
        ahead: Vec<Strength>,
        agreed: u64,
    }
    impl Batch {
        fn score(&mut self) {
            self.strengths.clear();
            self.ahead.clear();
            Hand::strengths_through(&self.hands, &mut self.strengths, false);
            Hand::strengths_through(&self.hands, &mut self.ahead, true);
            let alike = self.hands.iter().zip(&self.strengths).zip(&self.ahead);
            self.agreed += alike
                .filter(|&((hand, &s), &a)| hand.strength() == s && s == a)
                .count() as u64;
            self.hands.clear();
        }
    }
    let Ok(size) = HandSize::try_from(cards) else {
        return 0;
    };
    let init = || Batch {
        hands: Vec::with_capacity(BATCH),
        strengths: Vec::with_capacity(BATCH),
        ahead: Vec::with_capacity(BATCH),
        agreed: 0,
    };
    let visit = |batch: &mut Batch, hand: Hand, _| {
        batch.hands.push(hand);
        if batch.hands.len() == BATCH {
            batch.score();
        }
    };
    let merge = |mut a: Batch, mut b: Batch| {
        a.score();
        b.score();
        a.agreed += b.agreed;
        a
    };
    let mut all = enumerate::par_fold(size, init, visit, merge);
    all.score();
    all.agreed
}
