//! The deals on a flop, counted without dealing them: how often a flop comes with the two
//! ranges, which weights a Monte Carlo flop's equity in the report's sums (an exact flop's
//! answer counts its deals itself).
//!
//! The deals on flop `F` are the pairs (player 1's combo `a`, player 2's combo `b`) that
//! share no card with each other or `F`: for each live `a`, the weight of player 2's combos
//! missing every card of `X = F ∪ a`. By inclusion–exclusion over the cards of `X` that a
//! combo holds, that is `Σ (-1)^|S| N(S)` over the subsets `S` of `X` no larger than a hole,
//! `N(S)` being the weight of player 2's combos holding all of `S`, tabled once. A range of
//! any hole (`random`) has the combos of the cards left, counted by a binomial.

use rustc_hash::FxHashMap;

use crate::equity::Setup;
use crate::equity::exact::binomial;

/// Unweighted and weighted sums side by side.
type Both = (i64, f64);

/// One player's combos as the counting reads them.
enum Side {
    /// Listed combos: each with its weight, and the table of `N(S)` for every card set
    /// `S` some combo holds (the empty set included).
    Listed {
        combos: Vec<(u64, f64)>,
        holding: FxHashMap<u64, Both>,
    },
    /// Any hole of the cards left.
    Any,
}

/// The deal counter of a checked heads-up question.
pub(super) struct Deals {
    sides: [Side; 2],
    /// Cards out of play (dead, or not in the game's deck).
    dead: u64,
    hole: usize,
}

/// A flop's deals: how many, and their weight (the product of the two combos' weights).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct FlopDeals {
    pub count: u64,
    pub weight: f64,
}

impl Deals {
    pub(super) fn new(setup: &Setup) -> Deals {
        let side = |p: usize| {
            let Some(player) = setup.players.get(p) else {
                return Side::Any;
            };
            if player.any.is_some() {
                return Side::Any;
            }
            let combos: Vec<(u64, f64)> = (player.combos.iter().enumerate())
                .map(|(i, hole)| (hole.mask, player.weight(i)))
                .collect();
            let mut holding: FxHashMap<u64, Both> = FxHashMap::default();
            for &(mask, weight) in &combos {
                for subset in subsets(mask, usize::MAX) {
                    let entry = holding.entry(subset).or_default();
                    entry.0 += 1;
                    entry.1 += weight;
                }
            }
            Side::Listed { combos, holding }
        };
        Deals {
            sides: [side(0), side(1)],
            dead: setup.dead.bits(),
            hole: setup.game.hole_cards(),
        }
    }

    /// The deals on `flop` (a card mask of live cards).
    pub(super) fn on(&self, flop: u64) -> FlopDeals {
        let live = |known: u64| 52 - (known | self.dead).count_ones() as usize;
        let any = |known: u64| binomial(live(known), self.hole) as i64;
        let (count, weight) = match &self.sides {
            [Side::Any, Side::Any] => {
                let n = any(flop) * (binomial(live(flop) - self.hole, self.hole) as i64);
                (n, n as f64)
            }
            [Side::Listed { combos, .. }, other]
            | [other @ Side::Any, Side::Listed { combos, .. }] => {
                let mut sum: Both = (0, 0.0);
                for &(mask, weight) in combos.iter().filter(|(m, _)| m & flop == 0) {
                    let known = mask | flop;
                    let (n, w) = match other {
                        Side::Any => {
                            let n = any(known);
                            (n, n as f64)
                        }
                        Side::Listed { holding, .. } => self.missing(holding, known),
                    };
                    sum.0 += n;
                    sum.1 += weight * w;
                }
                sum
            }
        };
        debug_assert!(count >= 0, "a count of deals is never negative");
        FlopDeals {
            count: count as u64,
            weight,
        }
    }

    /// The combos of a listed side that hold no card of `known`, by inclusion–exclusion.
    fn missing(&self, holding: &FxHashMap<u64, Both>, known: u64) -> Both {
        let mut sum: Both = (0, 0.0);
        for subset in subsets(known, self.hole) {
            if let Some(&(n, w)) = holding.get(&subset) {
                if subset.count_ones() % 2 == 0 {
                    sum.0 += n;
                    sum.1 += w;
                } else {
                    sum.0 -= n;
                    sum.1 -= w;
                }
            }
        }
        sum
    }
}

/// The subsets of `mask` of at most `most` cards, the empty one included.
fn subsets(mask: u64, most: usize) -> impl Iterator<Item = u64> {
    let mut next = Some(mask);
    std::iter::from_fn(move || {
        let subset = next?;
        next = (subset != 0).then(|| (subset - 1) & mask);
        Some(subset)
    })
    .filter(move |s| s.count_ones() as usize <= most)
}
