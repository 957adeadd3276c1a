//! One flop's exact range-against-range answer, board by board.
//!
//! For each turn and river, every live combo of both ranges is scored once, the combos
//! are put in strength order, and one sweep upward counts, for each combo, the opposing
//! combos it beats and those it ties. A combo beats every weaker opposing combo except
//! those sharing one of its cards: the sweep keeps the opposing count so far and its
//! count per card, and takes the two cards' counts from the total. The one opposing combo
//! sharing both cards (the same two cards in both ranges) is of equal strength, so it is
//! never among the weaker ones and is added back once among the equal ones.
//!
//! Without a possible flush a combo's strength is its ranks': the combos of a rank pair
//! (of both ranges) are scored once, together, and sorted as one group.

use crate::card::Card;
use crate::equity::Setup;
use crate::equity::exact::binomial;
use crate::equity::showdown::Showdown;

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

/// A player's combos, each with its weight and twin, sorted by rank pair: prepared once
/// for every flop.
pub(super) struct Prepared<H> {
    sides: [Vec<Live<H>>; 2],
}

impl<H: Copy> Prepared<H> {
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
}

/// The answer on `flop` (a card mask): weighted ranges count weights on the side.
pub(super) fn flop<S: Showdown>(
    rules: &S,
    setup: &Setup,
    prepared: &Prepared<S::Hole>,
    flop: u64,
) -> FlopCounts {
    if setup.is_weighted() {
        run::<S, true>(rules, setup, prepared, flop)
    } else {
        run::<S, false>(rules, setup, prepared, flop)
    }
}

/// Per combo over the boards: opposing combos beaten, and beaten or tied; weighted (`W`),
/// the same as weights.
#[derive(Clone, Copy, Default)]
struct Counts {
    wins: u64,
    at_most: u64,
    weighted_wins: f64,
    weighted_at_most: f64,
}

/// The counts of the weaker opposing combos seen so far in one board's sweep.
#[derive(Clone, Copy)]
struct Below {
    all: u32,
    by_card: [u32; 64],
    weighted: f64,
    weighted_by_card: [f64; 64],
}

impl Below {
    const EMPTY: Below = Below {
        all: 0,
        by_card: [0; 64],
        weighted: 0.0,
        weighted_by_card: [0.0; 64],
    };
}

// Card bit positions are below 64 and combo indices below their side's length, by
// construction.
#[allow(clippy::indexing_slicing)]
fn run<S: Showdown, const W: bool>(
    rules: &S,
    setup: &Setup,
    prepared: &Prepared<S::Hole>,
    flop: u64,
) -> FlopCounts {
    let sides: [Vec<Live<S::Hole>>; 2] = [0, 1].map(|p| {
        (prepared.sides[p].iter())
            .filter(|live| live.mask & flop == 0)
            .copied()
            .collect()
    });
    // The rank pairs either side holds, with each side's combos of it.
    let mut pairs: Vec<[(u16, u16); 2]> = Vec::with_capacity(91);
    let (mut at, mut next) = ([0usize; 2], [0usize; 2]);
    loop {
        let pair = (0..2)
            .filter_map(|s| sides[s].get(at[s]).map(|l| l.pair))
            .min();
        let Some(pair) = pair else { break };
        for s in 0..2 {
            next[s] = at[s];
            while sides[s].get(next[s]).is_some_and(|l| l.pair == pair) {
                next[s] += 1;
            }
        }
        pairs.push([0, 1].map(|s| (at[s] as u16, next[s] as u16)));
        at = next;
    }
    let flop_cards: Vec<Card> = (0..64)
        .filter(|bit| flop >> bit & 1 == 1)
        .map(Card::at_bit)
        .collect();
    let known = flop | setup.dead.bits();
    let left: Vec<u32> = (0..64)
        .filter(|bit| bit % 16 < 13 && known >> bit & 1 == 0)
        .collect();
    let start = rules.start(&flop_cards);
    let mut flop_suits = [0u8; 4];
    for card in &flop_cards {
        flop_suits[card.suit().index()] += 1;
    }
    let mut counts: [Vec<Counts>; 2] = [0, 1].map(|s| vec![Counts::default(); sides[s].len()]);
    let mut groups: Vec<u64> = Vec::with_capacity(256);
    let mut members: Vec<u16> = Vec::with_capacity(sides[0].len() + sides[1].len());
    let mut flushes: Vec<u16> = Vec::with_capacity(members.capacity());
    for (i, &turn) in left.iter().enumerate() {
        let with_turn = S::add(start, Card::at_bit(turn));
        for &river in &left[i + 1..] {
            let board = rules.finish(S::add(with_turn, Card::at_bit(river)));
            let gone = 1u64 << turn | 1u64 << river;
            let mut suits = flop_suits;
            suits[(turn / 16) as usize] += 1;
            suits[(river / 16) as usize] += 1;
            // The suit with three or more board cards, if any, as the shift of its byte
            // in `suit_counts`, and the cards of it a combo needs for a flush.
            let flush = (0..4)
                .find(|&s| suits[s] >= 3)
                .map(|s| (8 * s as u32, 5 - u32::from(suits[s])));
            let can_flush = |live: &Live<S::Hole>| {
                flush.is_some_and(|(shift, needs)| live.suit_counts >> shift & 0xff >= needs)
            };
            groups.clear();
            members.clear();
            flushes.clear();
            for ranges in &pairs {
                let first = members.len();
                let mut strength = None;
                for (s, &(from, to)) in ranges.iter().enumerate() {
                    for k in from..to {
                        let live = &sides[s][usize::from(k)];
                        if live.mask & gone != 0 {
                            continue;
                        }
                        let id = (s as u16) << 15 | k;
                        if can_flush(live) {
                            flushes.push(id);
                        } else {
                            if strength.is_none() {
                                strength = Some(rules.high(&live.hole, &board));
                            }
                            members.push(id);
                        }
                    }
                }
                if let Some(strength) = strength {
                    groups.push(group(strength, first, members.len() - first));
                }
            }
            for &id in &flushes {
                let live = &sides[usize::from(id >> 15)][usize::from(id & 0x7fff)];
                groups.push(group(rules.high(&live.hole, &board), members.len(), 1));
                members.push(id);
            }
            groups.sort_unstable();
            sweep::<S::Hole, W>(&sides, &groups, &members, &mut counts);
        }
    }
    finish::<S::Hole, W>(&sides, &counts, left.len())
}

/// A group of equal-strength combos, `members[first..first + len]`, as a sort key.
fn group(strength: u16, first: usize, len: usize) -> u64 {
    u64::from(strength) << 32 | (first as u64) << 16 | len as u64
}

/// One board's sweep: adds each live combo's opposing combos beaten, and beaten or tied,
/// to its counts. `groups` are sorted by strength.
#[allow(clippy::indexing_slicing)] // combo ids and card bits come from the sides
#[inline(always)]
fn sweep<H, const W: bool>(
    sides: &[Vec<Live<H>>; 2],
    groups: &[u64],
    members: &[u16],
    counts: &mut [Vec<Counts>; 2],
) {
    let mut below = [Below::EMPTY; 2];
    let members_of = |group: u64| {
        let first = (group >> 16 & 0xffff) as usize;
        &members[first..first + (group & 0xffff) as usize]
    };
    let mut rest = groups;
    while let Some(&first) = rest.first() {
        let len = rest.iter().take_while(|&&g| g >> 32 == first >> 32).count();
        let (run, after) = rest.split_at(len);
        rest = after;
        let ids = || run.iter().flat_map(|&g| members_of(g));
        // Wins: the weaker opposing combos, none of the equal ones yet.
        for &id in ids() {
            let (s, k) = (usize::from(id >> 15), usize::from(id & 0x7fff));
            let (live, other) = (&sides[s][k], &below[1 - s]);
            let [a, b] = live.cards.map(usize::from);
            let counts = &mut counts[s][k];
            counts.wins += u64::from(other.all - other.by_card[a] - other.by_card[b]);
            if W {
                counts.weighted_wins +=
                    other.weighted - other.weighted_by_card[a] - other.weighted_by_card[b];
            }
        }
        for &id in ids() {
            let (s, k) = (usize::from(id >> 15), usize::from(id & 0x7fff));
            let (live, own) = (&sides[s][k], &mut below[s]);
            own.all += 1;
            for card in live.cards.map(usize::from) {
                own.by_card[card] += 1;
                if W {
                    own.weighted_by_card[card] += live.weight;
                }
            }
            if W {
                own.weighted += live.weight;
            }
        }
        // Wins and ties: the equal ones now in, the twin (counted under both cards) back.
        for &id in ids() {
            let (s, k) = (usize::from(id >> 15), usize::from(id & 0x7fff));
            let (live, other) = (&sides[s][k], &below[1 - s]);
            let [a, b] = live.cards.map(usize::from);
            let counts = &mut counts[s][k];
            counts.at_most +=
                u64::from(other.all + live.twin - other.by_card[a] - other.by_card[b]);
            if W {
                counts.weighted_at_most +=
                    other.weighted - other.weighted_by_card[a] - other.weighted_by_card[b]
                        + live.twin_weight;
            }
        }
    }
}

/// The flop's counts from each combo's: `left` cards remain for the turn and river.
#[allow(clippy::indexing_slicing)] // card bits below 64
fn finish<H, const W: bool>(
    sides: &[Vec<Live<H>>; 2],
    counts: &[Vec<Counts>; 2],
    left: usize,
) -> FlopCounts {
    // The turn and river pairs a deal is played on: two of the cards neither combo holds.
    let per_deal = if left >= 4 {
        binomial(left - 4, 2) as u64
    } else {
        0
    };
    // Each side's combos by card, to count the opposing combos each combo can meet.
    let mut by_card = [[0u32; 64]; 2];
    let mut weighted_by_card = [[0f64; 64]; 2];
    let mut weighted_all = [0f64; 2];
    for (s, side) in sides.iter().enumerate() {
        for live in side {
            for card in live.cards.map(usize::from) {
                by_card[s][card] += 1;
                weighted_by_card[s][card] += live.weight;
            }
            weighted_all[s] += live.weight;
        }
    }
    let mut out = FlopCounts {
        combos: [sides[0].len(), sides[1].len()],
        ..FlopCounts::default()
    };
    let mut villain_wins = 0;
    for (s, side) in sides.iter().enumerate() {
        let o = 1 - s;
        for (live, counts) in side.iter().zip(&counts[s]) {
            let [a, b] = live.cards.map(usize::from);
            let deals = sides[o].len() as u32 + live.twin - by_card[o][a] - by_card[o][b];
            let ties = counts.at_most - counts.wins;
            let (weighted_deals, share) = if W {
                let deals = weighted_all[o] - weighted_by_card[o][a] - weighted_by_card[o][b]
                    + live.twin_weight;
                let ties = counts.weighted_at_most - counts.weighted_wins;
                (
                    live.weight * deals,
                    live.weight * (counts.weighted_wins + ties / 2.0),
                )
            } else {
                (f64::from(deals), counts.wins as f64 + ties as f64 / 2.0)
            };
            let boards = weighted_deals * per_deal as f64;
            out.shares[s] += share;
            if s == 0 {
                out.deals += u64::from(deals);
                out.wins += counts.wins;
                out.ties += ties;
                out.weighted_boards += boards;
            } else {
                villain_wins += counts.wins;
            }
            if deals > 0 && boards > 0.0 {
                let equity = share / boards;
                let bucket = ((equity * BUCKETS as f64) as usize).min(BUCKETS - 1);
                out.distribution[s][bucket] += boards;
            }
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
