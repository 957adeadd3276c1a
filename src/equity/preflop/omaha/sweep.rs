//! One board's showdowns of every PLO4 hole against every other.
//!
//! On a board, 47 cards are left and every hole of four of them is live (178,365). A hole's
//! strength is the best of its six pairs, each pair played with three board cards, so the
//! 1,081 pairs are scored once and a hole costs a few maxima. The holes are then put in
//! strength order by a counting sort over the 7,462 strengths and swept upward: a hole
//! beats the weaker holes that share no card with it, and inclusion-exclusion over its
//! cards counts those from how many weaker holes hold each card, pair and triple of it,
//!
//! ```text
//! disjoint = all − Σ card + Σ pair − Σ triple (+ the hole itself once it is counted).
//! ```
//!
//! Ties are the holes of equal strength counted the same way.

use crate::card::{Card, CardSet};
use crate::omaha::board::{Board, PreparedHole};
use crate::strength::Strength;

/// Cards left beside a 5-card board.
const LIVE: usize = 47;
/// Holes of four live cards: C(47, 4).
pub(super) const HOLES: usize = 178_365;
/// The strengths a hand can have, 1..=7,462, plus the unused 0.
const STRENGTHS: usize = 7_463;

/// `BINOMIAL[k][n]` = C(n, k) for k ≤ 4 and n ≤ 52: the colex index of a card subset.
#[allow(clippy::indexing_slicing)] // compile-time: an out-of-range index fails the build
static BINOMIAL: [[u32; 53]; 5] = {
    let mut table = [[0; 53]; 5];
    let mut n = 0;
    while n < 53 {
        let mut k = 0;
        while k < 5 {
            table[k][n] = crate::equity::exact::binomial(n, k) as u32;
            k += 1;
        }
        n += 1;
    }
    table
};

/// C(n, k), for k ≤ 4 and n ≤ 52: [`crate::equity::exact::binomial`] read from a table.
#[inline(always)]
#[allow(clippy::indexing_slicing)] // callers pass k ≤ 4 and n ≤ 52
pub(super) fn binomial_from_table(n: usize, k: usize) -> usize {
    BINOMIAL[k][n] as usize
}

/// The colex index of four increasing positions: the hole's place in the sweep's order.
#[inline(always)]
pub(super) fn quad_index(a: usize, b: usize, c: usize, d: usize) -> usize {
    binomial_from_table(d, 4) + binomial_from_table(c, 3) + binomial_from_table(b, 2) + a
}

/// The counts of one board and the scratch space of its sweep.
pub(super) struct BoardSweep {
    /// The live cards, in index order (so a hole's live positions and its card indices
    /// rise together).
    live: [Card; LIVE],
    /// By pair of live positions `a < b`, at `C(b, 2) + a`: the pair's best strength
    /// (1..=7,462).
    pairs: Vec<u16>,
    /// By hole (colex index of its live positions): its strength.
    strength: Vec<u16>,
    /// By strength: where its holes start in `sorted` (then moved along as they land).
    start: Vec<u32>,
    /// Holes in strength order, as their four live positions, one byte each.
    sorted: Vec<u32>,
    /// By hole: the holes it beats, and those it ties.
    wins: Vec<u32>,
    ties: Vec<u32>,
    /// The swept holes holding each live card, pair and triple (colex indices).
    cards: [u32; LIVE],
    doubles: Vec<u32>,
    triples: Vec<u32>,
}

impl BoardSweep {
    pub(super) fn new() -> BoardSweep {
        BoardSweep {
            live: [Card::ALL[0]; LIVE],
            pairs: vec![0; binomial_from_table(LIVE, 2)],
            strength: vec![0; HOLES],
            start: vec![0; STRENGTHS + 1],
            sorted: vec![0; HOLES],
            wins: vec![0; HOLES],
            ties: vec![0; HOLES],
            cards: [0; LIVE],
            doubles: vec![0; binomial_from_table(LIVE, 2)],
            triples: vec![0; binomial_from_table(LIVE, 3)],
        }
    }

    /// Counts every hole's wins and ties on `board` (five cards) against every other hole.
    /// Then [`BoardSweep::each_hole`] reads them.
    pub(super) fn run(&mut self, board: CardSet) {
        debug_assert_eq!(board.len(), 5);
        self.score(board);
        self.sort();
        self.sweep();
    }

    /// Every hole's strength, from the pairs' strengths.
    #[allow(clippy::indexing_slicing)] // positions < 47, colex indices < their tables' sizes
    fn score(&mut self, board: CardSet) {
        let board_cards: Vec<Card> = board.iter().collect();
        let prepared = Board::from_cards(&board_cards);
        // A set iterates suit by suit: the live cards are put in index order.
        let mut live: Vec<Card> = CardSet::FULL.difference(board).iter().collect();
        live.sort_unstable();
        for (slot, card) in self.live.iter_mut().zip(live) {
            *slot = card;
        }
        for b in 1..LIVE {
            for a in 0..b {
                let hole = PreparedHole::new(&[self.live[a], self.live[b]]);
                let strength = Strength(prepared.hole_strength(&hole));
                self.pairs[binomial_from_table(b, 2) + a] = strength.get();
            }
        }
        self.start.fill(0);
        let pairs = &self.pairs;
        let pair = |a: usize, b: usize| pairs[binomial_from_table(b, 2) + a];
        let mut hole = 0;
        for d in 3..LIVE {
            for c in 2..d {
                let cd = pair(c, d);
                for b in 1..c {
                    let bcd = cd.max(pair(b, c)).max(pair(b, d));
                    let row_b = binomial_from_table(b, 2);
                    let row_c = binomial_from_table(c, 2);
                    let row_d = binomial_from_table(d, 2);
                    for a in 0..b {
                        let s = bcd
                            .max(pairs[row_b + a])
                            .max(pairs[row_c + a])
                            .max(pairs[row_d + a]);
                        self.strength[hole] = s;
                        self.start[usize::from(s) + 1] += 1;
                        hole += 1;
                    }
                }
            }
        }
        debug_assert_eq!(hole, HOLES);
    }

    /// The holes into `sorted` by strength (a counting sort).
    #[allow(clippy::indexing_slicing)] // strengths < 7,463; the starts add up to HOLES
    fn sort(&mut self) {
        for s in 1..self.start.len() {
            self.start[s] += self.start[s - 1];
        }
        let mut next = self.start.clone();
        let mut hole = 0;
        for d in 3..LIVE {
            for c in 2..d {
                for b in 1..c {
                    let bcd = (b << 8 | c << 16 | d << 24) as u32;
                    for a in 0..b {
                        let at = &mut next[usize::from(self.strength[hole])];
                        self.sorted[*at as usize] = bcd | a as u32;
                        *at += 1;
                        hole += 1;
                    }
                }
            }
        }
    }

    /// Counts each hole's wins and ties, strength by strength.
    #[allow(clippy::indexing_slicing)] // as in `sort`
    fn sweep(&mut self) {
        self.cards = [0; LIVE];
        self.doubles.fill(0);
        self.triples.fill(0);
        let mut below = 0u32;
        for s in 1..STRENGTHS {
            let (first, end) = (self.start[s] as usize, self.start[s + 1] as usize);
            if first == end {
                continue;
            }
            let run = &self.sorted[first..end];
            for &packed in run {
                let [a, b, c, d] = unpack(packed);
                self.wins[quad_index(a, b, c, d)] = below - self.holding(a, b, c, d);
            }
            for &packed in run {
                let [a, b, c, d] = unpack(packed);
                self.cards[a] += 1;
                self.cards[b] += 1;
                self.cards[c] += 1;
                self.cards[d] += 1;
                for [x, y] in [[a, b], [a, c], [a, d], [b, c], [b, d], [c, d]] {
                    self.doubles[binomial_from_table(y, 2) + x] += 1;
                }
                for [x, y, z] in [[a, b, c], [a, b, d], [a, c, d], [b, c, d]] {
                    self.triples[binomial_from_table(z, 3) + binomial_from_table(y, 2) + x] += 1;
                }
            }
            below += run.len() as u32;
            if run.len() == 1 {
                let [a, b, c, d] = unpack(run[0]);
                self.ties[quad_index(a, b, c, d)] = 0;
                continue;
            }
            for &packed in run {
                let [a, b, c, d] = unpack(packed);
                let hole = quad_index(a, b, c, d);
                // The hole itself is now among the swept: it adds 1 - 4 + 6 - 4 = -1 to
                // the sum, so it is added back.
                let not_below = below + 1 - self.holding(a, b, c, d);
                self.ties[hole] = not_below - self.wins[hole];
            }
        }
    }

    /// The swept holes that share a card with the hole `a < b < c < d` (inclusion-exclusion
    /// up to triples; the hole itself, if swept, is counted as none).
    #[inline(always)]
    #[allow(clippy::indexing_slicing)] // positions < 47
    fn holding(&self, a: usize, b: usize, c: usize, d: usize) -> u32 {
        let singles = self.cards[a] + self.cards[b] + self.cards[c] + self.cards[d];
        let pair = |x: usize, y: usize| self.doubles[binomial_from_table(y, 2) + x];
        let doubles = pair(a, b) + pair(a, c) + pair(a, d) + pair(b, c) + pair(b, d) + pair(c, d);
        let triple = |x: usize, y: usize, z: usize| {
            self.triples[binomial_from_table(z, 3) + binomial_from_table(y, 2) + x]
        };
        let triples = triple(a, b, c) + triple(a, b, d) + triple(a, c, d) + triple(b, c, d);
        singles + triples - doubles
    }

    /// Calls `visit(hole, wins, ties)` for every live hole of the last board, where `hole`
    /// is its index among all C(52, 4) holes (the colex index of its card indices).
    #[allow(clippy::indexing_slicing)] // positions < 47, holes < HOLES
    pub(super) fn each_hole(&self, mut visit: impl FnMut(usize, u32, u32)) {
        let index = |p: usize| self.live[p].index();
        let mut hole = 0;
        for d in 3..LIVE {
            for c in 2..d {
                for b in 1..c {
                    let bcd = binomial_from_table(index(d), 4)
                        + binomial_from_table(index(c), 3)
                        + binomial_from_table(index(b), 2);
                    for a in 0..b {
                        visit(bcd + index(a), self.wins[hole], self.ties[hole]);
                        hole += 1;
                    }
                }
            }
        }
    }
}

/// The four live positions of a packed hole.
#[inline(always)]
fn unpack(packed: u32) -> [usize; 4] {
    packed.to_le_bytes().map(usize::from)
}
