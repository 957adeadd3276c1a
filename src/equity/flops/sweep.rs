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
    if setup.is_weighted() {
        run::<S, true>(rules, setup, prepared, flop)
    } else {
        run::<S, false>(rules, setup, prepared, flop)
    }
}

/// The counts of the opposing combos seen so far in one board's sweep: by card bit, and
/// all of them at [`ALL`].
type Below<T> = [[T; 65]; 2];
const ALL: usize = 64;

/// The combos of both players live on one flop, player 1's and player 2's of each rank
/// pair together, as flat arrays the sweep indexes by position.
struct Flat<H> {
    holes: Vec<H>,
    masks: Vec<u64>,
    suit_counts: Vec<u32>,
    /// Card bits, player (0 or 1) and twin (0 or 1): `[a, b, player, twin]`.
    cards: Vec<[u8; 4]>,
    weights: Vec<f64>,
    twin_weights: Vec<f64>,
    /// Each rank pair's span of positions.
    pairs: Vec<(u16, u16)>,
}

impl<H: Copy> Flat<H> {
    // Pair spans start at positions of `all`.
    #[allow(clippy::indexing_slicing)]
    fn new(sides: &[Vec<Live<H>>; 2]) -> Flat<H> {
        let mut all: Vec<(u8, usize, &Live<H>)> = (0..2)
            .flat_map(|s| sides[s].iter().map(move |live| (live.pair, s, live)))
            .collect();
        all.sort_by_key(|&(pair, s, _)| (pair, s));
        let mut pairs: Vec<(u16, u16)> = Vec::with_capacity(91);
        for (i, &(pair, _, _)) in all.iter().enumerate() {
            match pairs.last_mut() {
                Some(last) if all[usize::from(last.0)].0 == pair => last.1 = i as u16 + 1,
                _ => pairs.push((i as u16, i as u16 + 1)),
            }
        }
        Flat {
            holes: all.iter().map(|(_, _, l)| l.hole).collect(),
            masks: all.iter().map(|(_, _, l)| l.mask).collect(),
            suit_counts: all.iter().map(|(_, _, l)| l.suit_counts).collect(),
            cards: (all.iter())
                .map(|&(_, s, l)| [l.cards[0], l.cards[1], s as u8, l.twin as u8])
                .collect(),
            weights: all.iter().map(|(_, _, l)| l.weight).collect(),
            twin_weights: all.iter().map(|(_, _, l)| l.twin_weight).collect(),
            pairs,
        }
    }
}

// Card bit positions are below 64 and positions below the flat arrays' length, by
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
    let flat = Flat::new(&sides);
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
    let n = flat.masks.len();
    let mut sums = Sums::<W>::new(n);
    let mut groups: Vec<u64> = Vec::with_capacity(256);
    let mut members: Vec<u16> = Vec::with_capacity(n);
    let mut flushes: Vec<u16> = Vec::with_capacity(n);
    for (i, &turn) in left.iter().enumerate() {
        let with_turn = S::add(start, Card::at_bit(turn));
        for &river in &left[i + 1..] {
            let board = rules.finish(S::add(with_turn, Card::at_bit(river)));
            let gone = 1u64 << turn | 1u64 << river;
            let mut suits = flop_suits;
            suits[(turn / 16) as usize] += 1;
            suits[(river / 16) as usize] += 1;
            // The suit with three or more board cards, if any, as the shift of its byte
            // in `suit_counts`, and the cards of it a combo needs for a flush (none: a
            // shift past every byte, where no combo has a card).
            let (shift, needs) = (0..4)
                .find(|&s| suits[s] >= 3)
                .map_or((32, 1), |s| (8 * s as u32, 5 - u32::from(suits[s])));
            groups.clear();
            members.clear();
            flushes.clear();
            for &(from, to) in &flat.pairs {
                let first = members.len();
                for k in from..to {
                    let i = usize::from(k);
                    if flat.masks[i] & gone != 0 {
                        continue;
                    }
                    if u64::from(flat.suit_counts[i]) >> shift & 0xff >= u64::from(needs) {
                        flushes.push(k);
                    } else {
                        members.push(k);
                    }
                }
                if members.len() > first {
                    let hole = &flat.holes[usize::from(members[first])];
                    let strength = rules.high(hole, &board);
                    groups.push(group(strength, first, members.len() - first));
                }
            }
            for &k in &flushes {
                let strength = rules.high(&flat.holes[usize::from(k)], &board);
                groups.push(group(strength, members.len(), 1));
                members.push(k);
            }
            groups.sort_unstable();
            sums.sweep(&flat, &groups, &members);
        }
    }
    finish::<S::Hole, W>(&sides, &flat, &sums, left.len())
}

/// A group of equal-strength combos, `members[first..first + len]`, as a sort key.
fn group(strength: u16, first: usize, len: usize) -> u64 {
    u64::from(strength) << 32 | (first as u64) << 16 | len as u64
}

/// Per position over the flop's boards: opposing combos beaten and tied (at most 1,326 a
/// board on 1,176 boards: they fit 32 bits); weighted (`W`), the same as weights.
struct Sums<const W: bool> {
    wins: Vec<u32>,
    ties: Vec<u32>,
    weighted_wins: Vec<f64>,
    weighted_ties: Vec<f64>,
    /// Scratch: each run member's wins on this board.
    run_wins: Vec<u32>,
    run_weighted: Vec<f64>,
}

impl<const W: bool> Sums<W> {
    fn new(n: usize) -> Sums<W> {
        let weighted = if W { n } else { 0 };
        Sums {
            wins: vec![0; n],
            ties: vec![0; n],
            weighted_wins: vec![0.0; weighted],
            weighted_ties: vec![0.0; weighted],
            run_wins: Vec::with_capacity(n),
            run_weighted: Vec::with_capacity(weighted),
        }
    }

    /// One board's sweep: adds each live combo's opposing combos beaten and tied.
    /// `groups` are sorted by strength.
    #[allow(clippy::indexing_slicing)] // positions and card bits come from `flat`
    fn sweep<H>(&mut self, flat: &Flat<H>, groups: &[u64], members: &[u16]) {
        let mut below: Below<u32> = [[0; 65]; 2];
        let mut weighted: Below<f64> = [[0.0; 65]; 2];
        let members_of = |group: u64| {
            let first = (group >> 16 & 0xffff) as usize;
            &members[first..first + (group & 0xffff) as usize]
        };
        let mut rest = groups;
        while let Some(&first) = rest.first() {
            let len = rest.iter().take_while(|&&g| g >> 32 == first >> 32).count();
            let (run, after) = rest.split_at(len);
            rest = after;
            let ids = || {
                run.iter()
                    .flat_map(|&g| members_of(g))
                    .map(|&k| usize::from(k))
            };
            // Wins: the weaker opposing combos, none of the equal ones yet.
            let mut players = 0u8;
            self.run_wins.clear();
            self.run_weighted.clear();
            for i in ids() {
                let [a, b, s, _] = flat.cards[i];
                let [a, b, s] = [usize::from(a), usize::from(b), usize::from(s)];
                players |= 1 << s;
                let other = &below[1 - s];
                let wins = other[ALL] - other[a] - other[b];
                self.wins[i] += wins;
                self.run_wins.push(wins);
                if W {
                    let other = &weighted[1 - s];
                    let wins = other[ALL] - other[a] - other[b];
                    self.weighted_wins[i] += wins;
                    self.run_weighted.push(wins);
                }
            }
            for i in ids() {
                let [a, b, s, _] = flat.cards[i].map(usize::from);
                let own = &mut below[s];
                own[ALL] += 1;
                own[a] += 1;
                own[b] += 1;
                if W {
                    let (w, own) = (flat.weights[i], &mut weighted[s]);
                    own[ALL] += w;
                    own[a] += w;
                    own[b] += w;
                }
            }
            // Ties, when both players are in the run: the equal ones now in, the twin
            // (counted under both cards) back.
            if players == 3 {
                for (j, i) in ids().enumerate() {
                    let [a, b, s, twin] = flat.cards[i].map(usize::from);
                    let other = &below[1 - s];
                    let at_most = other[ALL] + twin as u32 - other[a] - other[b];
                    self.ties[i] += at_most - self.run_wins[j];
                    if W {
                        let other = &weighted[1 - s];
                        let at_most = other[ALL] - other[a] - other[b] + flat.twin_weights[i];
                        self.weighted_ties[i] += at_most - self.run_weighted[j];
                    }
                }
            }
        }
    }
}

/// The flop's counts from each combo's: `left` cards remain for the turn and river.
#[allow(clippy::indexing_slicing)] // card bits below 64, positions below the arrays' length
fn finish<H, const W: bool>(
    sides: &[Vec<Live<H>>; 2],
    flat: &Flat<H>,
    sums: &Sums<W>,
    left: usize,
) -> FlopCounts {
    // The turn and river pairs a deal is played on: two of the cards neither combo holds.
    let per_deal = if left >= 4 {
        binomial(left - 4, 2) as u64
    } else {
        0
    };
    // Each player's combos by card, to count the opposing combos each combo can meet.
    let mut by_card: Below<u32> = [[0; 65]; 2];
    let mut weighted_by_card: Below<f64> = [[0.0; 65]; 2];
    for (&[a, b, s, _], &w) in flat.cards.iter().zip(&flat.weights) {
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
    for (i, &[a, b, s, twin]) in flat.cards.iter().enumerate() {
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
