//! One flop's exact range-against-range answer, board by board.
//!
//! For each turn and river, the live combos of both ranges are put in strength order and
//! one sweep upward counts, for each combo, the opposing combos it beats and those it ties
//! ([`super::board`]). Without a flush a combo's strength is its ranks': the combos of a
//! rank pair (of both ranges) are one group, whose order on each rank pair of turn and
//! river is found once per flop ([`super::order`]); a board scores only the combos that
//! make a flush on it, and merges them in.
//!
//! The suit changes of the question that fix the flop map its boards among themselves
//! ([`Fixing`]): one board of each orbit is swept, each combo's counts taken as many times
//! as the orbit has boards, and each combo's sums are then averaged with its images': on
//! board `h(b)` a combo `c` does what `h⁻¹(c)` does on `b`.

use std::collections::HashMap;

use crate::card::Card;
use crate::equity::Setup;
use crate::equity::exact::binomial;
use crate::equity::showdown::Showdown;

use super::board::{BeatenTied, Leaving, LiveCombo, SweptBoard};
use super::order::Orders;
use super::symmetry::{self, Fixing, SuitChange};

/// Equity buckets of a distribution: 0-10 %, 10-20 %, …, 90-100 % (100 % in the last).
pub const BUCKETS: usize = 10;

/// A combo live on the flop, as the sweep reads it.
#[derive(Clone, Copy)]
struct Live<H> {
    hole: H,
    mask: u64,
    /// The two cards' bit positions (`16·suit + rank`).
    cards: [u8; 2],
    /// The combo's cards per suit, one byte per suit.
    suit_counts: u32,
    /// The rank pair: high rank × 13 + low rank.
    pair: u8,
    weight: f64,
    /// Whether the other range holds the same two cards, and its weight of them (0 if not).
    twin: u32,
    twin_weight: f64,
}

/// A player's combos, each with its weight and twin, sorted by rank pair, and the suit
/// changes that keep the question: prepared once for every flop.
pub(super) struct Prepared<H> {
    sides: [Vec<Live<H>>; 2],
    changes: Vec<SuitChange>,
}

impl<H: Copy> Prepared<H> {
    // Two players (the question is checked heads-up), so `p` and `1 - p` are 0 and 1.
    #[allow(clippy::indexing_slicing)]
    pub(super) fn new<S: Showdown<Hole = H>>(rules: &S, setup: &Setup) -> Prepared<H> {
        let side = |p: usize| -> Vec<Live<H>> {
            let (player, other) = (&setup.players[p], &setup.players[1 - p]);
            let mut combos: Vec<Live<H>> = (player.combos.iter().enumerate())
                .map(|(i, hole)| {
                    let bits = [hole.mask.trailing_zeros(), 63 - hole.mask.leading_zeros()];
                    let ranks = bits.map(|b| b % 16);
                    let (high, low) = (ranks[0].max(ranks[1]), ranks[0].min(ranks[1]));
                    let twin = (other.combos.iter().enumerate())
                        .find(|(_, o)| o.mask == hole.mask)
                        .map(|(j, _)| other.weight(j));
                    Live {
                        hole: rules.hole(hole.mask, hole.hand),
                        mask: hole.mask,
                        cards: bits.map(|b| b as u8),
                        suit_counts: bits.iter().map(|b| 1 << (8 * (b / 16))).sum(),
                        pair: (high * 13 + low) as u8,
                        weight: player.weight(i),
                        twin: u32::from(twin.is_some()),
                        twin_weight: twin.unwrap_or(0.0),
                    }
                })
                .collect();
            combos.sort_by_key(|live| live.pair);
            combos
        };
        Prepared {
            sides: [side(0), side(1)],
            changes: symmetry::keeping(setup),
        }
    }
}

/// One flop's exact counts for player 1 against player 2, with each player's equity
/// distribution.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct FlopCounts {
    /// Pairs of combos that share no card (with each other or the flop).
    pub deals: u64,
    /// Deals times the turn and river pairs each is played on.
    pub boards: u64,
    pub wins: u64,
    pub ties: u64,
    pub losses: u64,
    /// Each player's combos left on the flop.
    pub combos: [usize; 2],
    /// Boards weighted by the product of the two combos' weights.
    pub weighted_boards: f64,
    /// Each player's weighted boards won, plus half those tied.
    pub shares: [f64; 2],
    /// Each player's weighted boards by the equity bucket of the combo holding them.
    pub distribution: [[f64; BUCKETS]; 2],
    /// The standard error of player 1's equity, for a Monte Carlo answer.
    pub std_err: Option<f64>,
}

/// The answer on `flop` (a card mask): weighted ranges count weights on the side.
pub(super) fn flop<S: Showdown>(
    rules: &S,
    setup: &Setup,
    prepared: &Prepared<S::Hole>,
    flop: u64,
) -> FlopCounts {
    let fixing = Fixing::new(flop, &prepared.changes);
    flop_walking(rules, setup, prepared, flop, fixing)
}

/// The answer on `flop`, walking one board of each orbit under `fixing` (the identity
/// alone: every board).
pub(super) fn flop_walking<S: Showdown>(
    rules: &S,
    setup: &Setup,
    prepared: &Prepared<S::Hole>,
    flop: u64,
    fixing: Fixing,
) -> FlopCounts {
    if setup.is_weighted() {
        run::<S, true>(rules, setup, prepared, flop, fixing)
    } else {
        run::<S, false>(rules, setup, prepared, flop, fixing)
    }
}

/// A per-card count of each player's combos (at [`ALL`]: all of them).
type ByCard<T> = [[T; 65]; 2];
const ALL: usize = 64;

/// The combos of both players live on one flop, player 1's and player 2's of each rank
/// pair together, as flat arrays the sweep indexes by position.
struct Flat<H> {
    holes: Vec<H>,
    combos: Vec<LiveCombo>,
    weights: Vec<f64>,
    twin_weights: Vec<f64>,
    /// Each rank pair's span of positions, and its ranks (high, low).
    pairs: Vec<(u16, u16)>,
    pair_ranks: Vec<[u8; 2]>,
    /// Per suit, the positions of the combos holding at least one card of it (`[0]`) and
    /// two (`[1]`): those that make a flush when the board has four or three of the suit.
    suited: [[Vec<u16>; 2]; 4],
}

impl<H: Copy> Flat<H> {
    // Pair spans start at positions of `all`; suits are below 4.
    #[allow(clippy::indexing_slicing)]
    fn new(sides: &[Vec<Live<H>>; 2]) -> Flat<H> {
        let mut all: Vec<(u8, usize, &Live<H>)> = (0..2)
            .flat_map(|s| sides[s].iter().map(move |live| (live.pair, s, live)))
            .collect();
        all.sort_by_key(|&(pair, s, _)| (pair, s));
        let mut pairs: Vec<(u16, u16)> = Vec::with_capacity(91);
        let mut pair_ranks: Vec<[u8; 2]> = Vec::with_capacity(91);
        for (i, &(pair, _, _)) in all.iter().enumerate() {
            match pairs.last_mut() {
                Some(last) if all[usize::from(last.0)].0 == pair => last.1 = i as u16 + 1,
                _ => {
                    pairs.push((i as u16, i as u16 + 1));
                    pair_ranks.push([pair / 13, pair % 13]);
                }
            }
        }
        let mut suited: [[Vec<u16>; 2]; 4] = Default::default();
        for (i, &(_, _, live)) in all.iter().enumerate() {
            for (suit, lists) in suited.iter_mut().enumerate() {
                let held = live.suit_counts >> (8 * suit) & 0xff;
                for at_least in 1..=held.min(2) {
                    lists[at_least as usize - 1].push(i as u16);
                }
            }
        }
        Flat {
            holes: all.iter().map(|(_, _, l)| l.hole).collect(),
            combos: (all.iter())
                .map(|&(_, s, l)| LiveCombo {
                    mask: l.mask,
                    suit_counts: l.suit_counts,
                    cards: [l.cards[0], l.cards[1], s as u8, l.twin as u8],
                })
                .collect(),
            weights: all.iter().map(|(_, _, l)| l.weight).collect(),
            twin_weights: all.iter().map(|(_, _, l)| l.twin_weight).collect(),
            pairs,
            pair_ranks,
            suited,
        }
    }
}

// Card bit positions are below 64, suits below 4 and positions below the flat arrays'
// length, by construction.
#[allow(clippy::indexing_slicing)]
fn run<S: Showdown, const W: bool>(
    rules: &S,
    setup: &Setup,
    prepared: &Prepared<S::Hole>,
    flop: u64,
    fixing: Fixing,
) -> FlopCounts {
    let sides: [Vec<Live<S::Hole>>; 2] = [0, 1].map(|p| {
        (prepared.sides[p].iter())
            .filter(|live| live.mask & flop == 0)
            .copied()
            .collect()
    });
    let flat = Flat::new(&sides);
    let flop_cards: [Card; 3] = super::flop_cards(flop);
    let orders = Orders::new(rules, &flat.pair_ranks, &flop_cards);
    let known = flop | setup.dead.bits();
    let left: Vec<u32> = (0..64)
        .filter(|bit| bit % 16 < 13 && known >> bit & 1 == 0)
        .collect();
    let start = rules.start(&flop_cards);
    let mut flop_suits = [0u8; 4];
    for card in &flop_cards {
        flop_suits[card.suit().index()] += 1;
    }
    let all: Vec<u16> = (0..flat.combos.len() as u16).collect();
    let mut sums = BeatenTied::<W>::new(flat.combos.len());
    let mut flushes: Vec<u32> = Vec::with_capacity(flat.combos.len());
    // A change keeping both ranges and the flop maps each live combo to a live combo of the
    // same player, so every image is found; were one not, every board would be walked.
    let (fixing, images) = match images(&flat.combos, fixing.changes()) {
        Some(images) => (fixing, images),
        None => (Fixing::identity(), Vec::new()),
    };
    debug_assert!(images.len() == fixing.changes().len() || images.is_empty());
    for (i, &turn) in left.iter().enumerate() {
        let with_turn = S::add(start, Card::at_bit(turn));
        for &river in &left[i + 1..] {
            let gone = 1u64 << turn | 1u64 << river;
            let times = fixing.stands_for(gone);
            if times == 0 {
                continue;
            }
            let board = rules.finish(S::add(with_turn, Card::at_bit(river)));
            let mut suits = flop_suits;
            suits[(turn / 16) as usize] += 1;
            suits[(river / 16) as usize] += 1;
            // The suit with three or more board cards, if any: the shift of its byte in
            // `suit_counts`, and the cards of it a combo needs for a flush (none: a shift
            // past every byte, where no combo has a card).
            let flush_suit = (0..4).find(|&s| suits[s] >= 3);
            let out = match flush_suit {
                Some(s) => Leaving {
                    gone,
                    shift: 8 * s as u32,
                    needs: 5 - u64::from(suits[s]),
                },
                None => Leaving {
                    gone,
                    shift: 32,
                    needs: 1,
                },
            };
            flushes.clear();
            if let Some(s) = flush_suit {
                let with_flush = match out.needs {
                    0 => &all,
                    needs => &flat.suited[s][needs as usize - 1],
                };
                for &k in with_flush {
                    let i = usize::from(k);
                    if flat.combos[i].mask & gone == 0 {
                        let strength = rules.high(&flat.holes[i], &board);
                        flushes.push(u32::from(strength) << 16 | u32::from(k));
                    }
                }
                flushes.sort_unstable();
            }
            let on_board = SweptBoard {
                order: orders.on(turn, river),
                flushes: &flushes,
                out,
                times,
            };
            sums.sweep(
                &flat.combos,
                &flat.weights,
                &flat.twin_weights,
                &flat.pairs,
                on_board,
            );
        }
    }
    sums.average(&images);
    finish::<S::Hole, W>(&sides, &flat, &sums, left.len())
}

/// Each change's image of every combo, by position (none when the identity is the only
/// change): both ranges and the flop are kept, so a live combo's image is a live combo of
/// the same player.
fn images(combos: &[LiveCombo], changes: &[SuitChange]) -> Option<Vec<Vec<u16>>> {
    if changes.len() <= 1 {
        return Some(Vec::new());
    }
    let at: HashMap<(u64, u8), u16> = (combos.iter().enumerate())
        .map(|(k, combo)| ((combo.mask, combo.cards[2]), k as u16))
        .collect();
    let image = |change: &SuitChange, combo: &LiveCombo| {
        at.get(&(change.apply(combo.mask), combo.cards[2])).copied()
    };
    (changes.iter())
        .map(|change| combos.iter().map(|combo| image(change, combo)).collect())
        .collect()
}

/// The flop's counts from each combo's: `left` cards remain for the turn and river.
#[allow(clippy::indexing_slicing)] // card bits below 64, positions below the arrays' length
fn finish<H, const W: bool>(
    sides: &[Vec<Live<H>>; 2],
    flat: &Flat<H>,
    sums: &BeatenTied<W>,
    left: usize,
) -> FlopCounts {
    // The turn and river pairs a deal is played on: two of the cards neither combo holds.
    let per_deal = if left >= 4 {
        binomial(left - 4, 2) as u64
    } else {
        0
    };
    // Each player's combos by card, to count the opposing combos each combo can meet.
    let mut by_card: ByCard<u32> = [[0; 65]; 2];
    let mut weighted_by_card: ByCard<f64> = [[0.0; 65]; 2];
    for (combo, &w) in flat.combos.iter().zip(&flat.weights) {
        let [a, b, s, _] = combo.cards;
        for card in [usize::from(a), usize::from(b), ALL] {
            by_card[usize::from(s)][card] += 1;
            weighted_by_card[usize::from(s)][card] += w;
        }
    }
    let mut out = FlopCounts {
        combos: [sides[0].len(), sides[1].len()],
        ..FlopCounts::default()
    };
    let mut villain_wins = 0;
    for (i, combo) in flat.combos.iter().enumerate() {
        let [a, b, s, twin] = combo.cards;
        let [a, b, s] = [usize::from(a), usize::from(b), usize::from(s)];
        let (other, weighted) = (&by_card[1 - s], &weighted_by_card[1 - s]);
        let deals = other[ALL] + u32::from(twin) - other[a] - other[b];
        let (wins, ties) = (u64::from(sums.wins[i]), u64::from(sums.ties[i]));
        let (weighted_deals, share) = if W {
            let deals = weighted[ALL] - weighted[a] - weighted[b] + flat.twin_weights[i];
            let weight = flat.weights[i];
            let share = sums.weighted_wins[i] + sums.weighted_ties[i] / 2.0;
            (weight * deals, weight * share)
        } else {
            (f64::from(deals), wins as f64 + ties as f64 / 2.0)
        };
        let boards = weighted_deals * per_deal as f64;
        out.shares[s] += share;
        if s == 0 {
            out.deals += u64::from(deals);
            out.wins += wins;
            out.ties += ties;
            out.weighted_boards += boards;
        } else {
            villain_wins += wins;
        }
        if boards > 0.0 {
            let equity = share / boards;
            let bucket = ((equity * BUCKETS as f64) as usize).min(BUCKETS - 1);
            out.distribution[s][bucket] += boards;
        }
    }
    out.boards = out.deals * per_deal;
    out.losses = out.boards - out.wins - out.ties;
    debug_assert_eq!(
        villain_wins, out.losses,
        "each side's wins are the other's losses"
    );
    out
}
