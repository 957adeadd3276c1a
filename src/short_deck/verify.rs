//! Exhaustive verification of the short-deck table against the naive evaluator.
//!
//! Every hand of the chosen size from the 36-card deck is scored both ways: C(36,5) =
//! 376,992, C(36,6) = 1,947,792 and C(36,7) = 8,347,680 hands. The fast strength must be a
//! function of the naive value, and that function must be strictly increasing: then the
//! two order every pair of hands identically. The category counts and the number of
//! distinct strengths must equal the known ones ([`expected`] says where each comes from).

use crate::card::Card;
use crate::eval::Hand;
use crate::proof::{
    Best, CategoriesSeen, Count, EveryHand, Exhaustive, Findings, Fives, Order, OrderMap,
    OutOfOrder, Part, Proof, deal_every_hand, run as harness,
};

use super::naive::{self, NaiveValue};
use super::{CATEGORY_ORDER, ShortDeckStrength, in_deck, tables};

/// Known facts about every hand of one size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShortDeckCounts {
    /// Number of hands: C(36, n).
    pub hands: u64,
    /// Hands per category, in short-deck order ([`CATEGORY_ORDER`]: high card … straight
    /// flush, the flush above the full house).
    pub categories: [u64; 9],
    /// Royal flushes (counted among the straight flushes).
    pub royal: u64,
    /// Distinct strengths.
    pub distinct: usize,
}

/// The counts for 5-, 6- and 7-card hands of the 36-card deck.
///
/// **5 cards, every number derived by hand** (C(n,k) ways to choose; ranks 6 … A):
/// - high card (C(9,5) − 6) · (4^5 − 4) = 120 · 1,020 = 122,400: rank sets that are no
///   straight, suits not all alike;
/// - pair 9 · C(4,2) · C(8,3) · 4^3 = 193,536; two pair C(9,2) · 6^2 · 7 · 4 = 36,288;
///   three of a kind 9 · 4 · C(8,2) · 4^2 = 16,128;
/// - straight 6 · (4^5 − 4) = 6,120 (six straights, A-6-7-8-9 to T-J-Q-K-A);
/// - full house 9 · 4 · 8 · 6 = 1,728; flush 4 · (C(9,5) − 6) = 480;
/// - four of a kind 9 · 8 · 4 = 288; straight flush 6 · 4 = 24, royal 4;
/// - together C(36,5) = 376,992; distinct values 1,404 ([`super::CLASSES_PER_CATEGORY`]).
///
/// **6 and 7 cards.** Derived by hand: four of a kind, 9 · C(32, n−4) (4,464 and
/// 44,640; a hand with four of a kind can have no five cards of a suit, which would take
/// n ≥ 8); a flush or straight flush, any five or more of one suit, 4 · Σ_{k≥5} C(9,k) ·
/// C(27, n−k) (13,944 and 186,120: then nothing else plays); royal flushes 4 · C(31, n−5)
/// (124 and 1,860); the totals C(36,n). The other categories and the distinct strengths
/// (1,060 and 752) are counted without dealing hands, by rank pattern and flush suit (a
/// unit test, `counts_by_rank_and_suit_pattern`): a rank pattern with counts `c_r` has
/// `Π C(4, c_r)` suit choices, of which `4 · Π_{r∈S} C(3, c_r − 1) · Π_{r∉S} C(3, c_r)` put
/// exactly the ranks `S` (five or more) in one suit; the rest score by ranks alone.
pub fn expected(cards: usize) -> Option<ShortDeckCounts> {
    Some(match cards {
        5 => ShortDeckCounts {
            hands: 376_992,
            categories: [122_400, 193_536, 36_288, 16_128, 6_120, 1_728, 480, 288, 24],
            royal: 4,
            distinct: 1_404,
        },
        6 => ShortDeckCounts {
            hands: 1_947_792,
            categories: [
                261_300, 914_400, 453_600, 129_024, 122_100, 48_960, 13_220, 4_464, 724,
            ],
            royal: 124,
            distinct: 1_060,
        },
        7 => ShortDeckCounts {
            hands: 8_347_680,
            categories: [
                233_100, 2_316_600, 3_157_056, 607_200, 1_169_940, 633_024, 175_560, 44_640, 10_560,
            ],
            royal: 1_860,
            distinct: 752,
        },
        _ => return None,
    })
}

/// Checks every `cards`-card hand of the short deck (5, 6 or 7). `progress` is called with
/// the number of hands just finished, from any thread.
///
/// ```
/// // The 5-card run takes well under a second in release mode.
/// let proof = handrank::short_deck::verify::verify(5, |_| {});
/// assert!(proof.passed(), "{:?}", proof.problems());
/// assert_eq!(proof.count("distinct"), Some(1_404));
/// ```
pub fn verify(cards: usize, progress: impl Fn(u64) + Sync) -> Proof {
    run(cards, 1, progress)
}

/// [`verify`] over the hands of every `one_in`-th two-card start (1: all of them): the unit
/// tests check a sample in the dev profile.
pub(crate) fn run(cards: usize, one_in: usize, progress: impl Fn(u64) + Sync) -> Proof {
    let mut proofs = prove("short-deck", cards, one_in, &progress);
    proofs.pop().unwrap_or_else(|| no_counts(cards))
}

/// The proof at `cards` cards, reported as `game`'s.
pub(crate) fn prove(
    game: &'static str,
    cards: usize,
    one_in: usize,
    progress: &(dyn Fn(u64) + Sync),
) -> Vec<Proof> {
    match expected(cards) {
        Some(known) => {
            // Naive values pack into 24 bits.
            let map = OrderMap::new(1 << 24);
            let fives = Fives::new(&deck(), Best::Highest, |five| {
                naive::evaluate_five(five).packed()
            });
            let proof = ShortDeck {
                cards,
                known,
                fives,
                map,
            };
            harness(game, &proof, Some(cards), one_in, progress)
        }
        None => vec![no_counts(cards)],
    }
}

fn no_counts(cards: usize) -> Proof {
    Proof::refused(
        "short-deck",
        "short-deck",
        cards,
        format!("no known counts for {cards}-card hands"),
    )
}

/// The proof at one size: the known counts, the naive value of every five and the order
/// map it fills.
struct ShortDeck {
    cards: usize,
    known: ShortDeckCounts,
    fives: Fives,
    map: OrderMap,
}

/// The 36 cards in index order.
fn deck() -> Vec<Card> {
    Card::all().filter(|&c| in_deck(c)).collect()
}

impl EveryHand for ShortDeck {
    type Seen = CategoriesSeen;

    fn deck(&self) -> Vec<Card> {
        deck()
    }

    fn cards(&self) -> usize {
        self.cards
    }

    fn check(&self, found: &mut Findings<CategoriesSeen>, chosen: &[Card], hand: Hand) {
        let fast = tables::strength(hand);
        // The best naive value of any five (`naive::evaluate`), each five scored once.
        let packed = self.fives.best(chosen);
        let naive = NaiveValue::from_packed(packed);
        #[allow(clippy::indexing_slicing)] // places are 0..=8
        {
            found.own.categories[fast.place()] += 1;
        }
        found.own.royal += u64::from(fast.is_royal());
        let reason = if fast.get() == 0 {
            Some("no strength".to_owned())
        } else if let Some(other) = self.map.record(packed, fast.0) {
            Some(format!(
                "another hand with the same naive value has strength {}",
                ShortDeckStrength(other).get()
            ))
        } else if fast.place() + 1 != usize::from(naive.category) {
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

impl Exhaustive for ShortDeck {
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
                    NaiveValue::from_packed(after.0 as u32),
                    NaiveValue::from_packed(before.0 as u32),
                    ShortDeckStrength(after.1).get(),
                    ShortDeckStrength(before.1).get()
                )
            });
        }
        let known = self.known;
        vec![Part {
            name: "short-deck",
            hands: Some(known.hands),
            categories: CATEGORY_ORDER
                .iter()
                .zip(found.own.categories.iter().zip(known.categories))
                .map(|(c, (&n, k))| Count::known(c.id(), c.name(), n, k))
                .collect(),
            counts: vec![
                Count::known("royal_flush", "(Royal Flush)", found.own.royal, known.royal),
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
