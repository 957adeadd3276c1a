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

use super::naive::{self, NaiveBadugi};
use super::{Badugi, BadugiSize};
use crate::card::Card;
use crate::eval::Hand;
use crate::proof::{
    Count, EveryHand, Exhaustive, Findings, Part, Proof, add, deal_every_hand, run, words,
};

/// Hands per size, one-card first: derived in the module doc.
pub const HANDS_BY_SIZE: [u64; 4] = [2_873, 96_252, 154_440, 17_160];
/// Distinct strengths per size, one-card first: C(13, k).
pub const DISTINCT_BY_SIZE: [usize; 4] = [13, 78, 286, 715];
/// Every 4-card hand: C(52, 4).
pub const HANDS: u64 = 270_725;

/// Checks every 4-card hand (about 0.1 s in release on two cores).
///
/// ```
/// let proof = handrank::badugi::verify::verify();
/// assert!(proof.passed(), "{:?}", proof.problems());
/// assert_eq!(proof.hands, 270_725);
/// assert_eq!(proof.count("distinct"), Some(1_092));
/// ```
pub fn verify() -> Proof {
    verify_sample(1)
}

/// Checks the hands of every `one_in`-th two-card start (1: every hand, the proof; more: a
/// quick sample, whose counts are not compared).
pub fn verify_sample(one_in: usize) -> Proof {
    let mut proofs = prove("badugi", one_in, &|_| {});
    proofs
        .pop()
        .unwrap_or_else(|| Proof::refused("badugi", "badugi", 4, "no proof ran".to_owned()))
}

/// The proof, reported as `game`'s.
pub(crate) fn prove(
    game: &'static str,
    one_in: usize,
    progress: &(dyn Fn(u64) + Sync),
) -> Vec<Proof> {
    run(game, &Badugis, Some(4), one_in, progress)
}

/// The proof: every 4-card hand.
struct Badugis;

type Values = BTreeMap<NaiveBadugi, Badugi>;

/// One task's counts: hands per size, each naive value's fast strength, and the naive
/// values found with two strengths when tasks merge (the first few in words).
#[derive(Default)]
struct BadugisSeen {
    sizes: [u64; 4],
    values: Values,
    clashes: u64,
    clash_words: Vec<String>,
}

impl EveryHand for Badugis {
    type Seen = BadugisSeen;

    fn cards(&self) -> usize {
        4
    }

    #[allow(clippy::indexing_slicing)] // every hand dealt has 4 cards; a badugi plays 1 to 4
    fn check(&self, found: &mut Findings<BadugisSeen>, chosen: &[Card], _: Hand) {
        let cards = [chosen[0], chosen[1], chosen[2], chosen[3]];
        let fast = Badugi::from_cards(cards);
        let value = naive::evaluate(&cards);
        found.own.sizes[fast.category().cards() - 1] += 1;
        let seen = *found.own.values.entry(value.clone()).or_insert(fast);
        if seen != fast {
            found.disagree(|| {
                format!(
                    "{}: fast {} ({fast:?}), but another hand of naive value {value:?} \
                     has {seen:?}",
                    words(&cards),
                    fast.describe()
                )
            });
        }
    }

    fn merge(mut a: BadugisSeen, b: BadugisSeen) -> BadugisSeen {
        a.sizes = add(a.sizes, b.sizes);
        a.clashes += b.clashes;
        a.clash_words.extend(b.clash_words);
        for (value, fast) in b.values {
            let seen = *a.values.entry(value.clone()).or_insert(fast);
            if seen != fast {
                a.clashes += 1;
                a.clash_words
                    .push(format!("naive {value:?} is both {seen:?} and {fast:?}"));
            }
        }
        a.clash_words.truncate(10);
        a
    }
}

impl Exhaustive for Badugis {
    type Seen = BadugisSeen;

    fn walk(&self, one_in: usize, progress: &(dyn Fn(u64) + Sync)) -> Findings<BadugisSeen> {
        deal_every_hand(self, one_in, progress)
    }

    #[allow(clippy::indexing_slicing)] // a badugi plays 1 to 4 cards
    fn parts(&self, found: &mut Findings<BadugisSeen>) -> Vec<Part> {
        let own = std::mem::take(&mut found.own);
        for text in own.clash_words.iter() {
            found.disagree(|| text.clone());
        }
        found.more(own.clashes.saturating_sub(own.clash_words.len() as u64));
        // Read in naive order, the fast strengths must increase strictly; each must also say
        // the naive size and ranks.
        let mut distinct_by_size = [0u64; 4];
        let mut last: Option<(&NaiveBadugi, Badugi)> = None;
        for (value, &fast) in &own.values {
            if let Some((previous_value, previous)) = last
                && fast <= previous
            {
                found.disagree(|| {
                        format!(
                            "order differs: naive {value:?} beats {previous_value:?}, but fast {} <= {}",
                            fast.get(),
                            previous.get()
                        )
                    });
            }
            let ranks: Vec<u8> = fast
                .ranks()
                .iter()
                .map(|r| (r.index() as u8 + 1) % 13 + 1)
                .collect();
            if fast.category().cards() != value.size || ranks != value.ranks {
                found.disagree(|| format!("{} ({fast:?}) is naive {value:?}", fast.describe()));
            }
            distinct_by_size[fast.category().cards() - 1] += 1;
            last = Some((value, fast));
        }
        const BY_SIZE: [(&str, &str); 4] = [
            ("distinct_one_card", "distinct one-card"),
            ("distinct_two_card", "distinct two-card"),
            ("distinct_three_card", "distinct three-card"),
            ("distinct_four_card", "distinct four-card"),
        ];
        let mut counts = vec![Count::known(
            "distinct",
            "distinct strengths",
            own.values.len() as u64,
            DISTINCT_BY_SIZE.iter().sum::<usize>() as u64,
        )];
        for (((id, name), n), k) in BY_SIZE
            .into_iter()
            .zip(distinct_by_size)
            .zip(DISTINCT_BY_SIZE)
        {
            counts.push(Count::known(id, name, n, k as u64));
        }
        vec![Part {
            name: "badugi",
            hands: Some(HANDS),
            categories: BadugiSize::ALL
                .iter()
                .zip(own.sizes.iter().zip(HANDS_BY_SIZE))
                .map(|(c, (&n, k))| Count::known(c.id(), c.name(), n, k))
                .collect(),
            counts,
        }]
    }
}
