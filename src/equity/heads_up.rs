//! Exact heads-up equity against a wide range: the boards are walked once per combo of the
//! narrower side (the hero), and the wide side's combos are counted on each board instead
//! of being dealt one by one.
//!
//! - **Hero combos.** One per orbit of the question's suit symmetries, weighted by the
//!   orbit size, as deals are in [`super::exact`].
//! - **Boards.** Built rank by rank with the exact walk's suit groups, here the suits that a
//!   swap leaves the hero, the known cards and the wide range unchanged in. (Dead suits are
//!   not merged: two suits that no one can flush in still block different wide combos.)
//! - **Rank pairs.** A wide combo that cannot make a flush scores by its two ranks alone, so
//!   each of the 91 rank pairs is scored once per board with the count of its live combos
//!   (not sharing a card with the hero, the known cards or the board). The counts are kept
//!   as cards are dealt: a card takes out the combos that hold it, and adds back the ones
//!   with a card dealt before (they were out already). The rank pairs' strengths depend only
//!   on the board's ranks: they are looked up per multiset of dealt ranks, computed once.
//! - **Flushes.** On a board with three or more cards of a suit, the combos that can reach
//!   five cards in it are taken out of the counts and scored by their cards of the suit:
//!   with four or five on the board, one such card decides, whatever the other card.

use std::sync::atomic::{AtomicU64, Ordering};

use rayon::prelude::*;

use crate::card::{Card, Rank, Suit};
use crate::eval::Hand;

use super::exact::{Choice, ChoiceTable, Classes, Symmetry, card, partition_code, permute};
use super::{Hole, Setup, Tally};

/// Rank pairs (13 pairs and 78 unpaired), padded to whole vector steps.
const PAIRS: usize = 96;

/// Live wide combos by rank pair. A rank pair has at most 16 combos, so a byte holds it;
/// updates wrap (a count may dip below zero between taking out and adding back).
type Counts = [u8; PAIRS];

/// Each rank pair's strength (as if no flush) on one multiset of board ranks.
type Row = [u16; PAIRS];

/// The wider side needs this many combos before counting it beats dealing it.
const MIN_WIDE: usize = 24;

/// Every card's bit in the card-mask layout (13 ranks in each 16-bit suit lane).
const ALL_CARDS: u64 = 0x1fff_1fff_1fff_1fff;

/// Whether this path should run: heads-up, with a side wide enough.
pub(crate) fn worthwhile(setup: &Setup) -> bool {
    roles(setup).is_some_and(|(_, wide)| {
        setup
            .players
            .get(wide)
            .is_some_and(|p| p.combos.len() >= MIN_WIDE)
    })
}

/// (hero, wide) player indices for a heads-up question: the side with fewer combos is the
/// hero.
fn roles(setup: &Setup) -> Option<(usize, usize)> {
    let [a, b] = setup.players.as_slice() else {
        return None;
    };
    Some(if a.combos.len() <= b.combos.len() {
        (0, 1)
    } else {
        (1, 0)
    })
}

/// Exact counts of a heads-up question by this path (`None` when it is not heads-up).
pub(crate) fn run(setup: &Setup, progress: &(dyn Fn(u64, u64) + Sync)) -> Option<Tally> {
    let (hero_side, wide_side) = roles(setup)?;
    let heroes = &setup.players.get(hero_side)?.combos;
    let wide = &setup.players.get(wide_side)?.combos;
    let symmetry = Symmetry::of(setup);
    let swaps = Swaps::of(setup, wide);
    let heroes: Vec<Box<Hero>> = heroes
        .iter()
        .filter_map(|h| {
            let weight = symmetry.orbit_size(&[h.mask])?;
            Hero::new(setup, h, weight, wide, swaps)
        })
        .collect();
    let rows = rank_rows(setup.board, setup.need);
    let enough = 16 * rayon::current_num_threads();
    let mut tasks = Vec::new();
    for hero in &heroes {
        let walk = Walk { hero, rows: &rows };
        let mut nodes = vec![walk.root(setup)];
        for _ in 0..2 {
            if nodes.len() * heroes.len() >= enough {
                break;
            }
            nodes = nodes.iter().flat_map(|n| walk.children(n)).collect();
        }
        tasks.extend(nodes.into_iter().map(|node| (walk.hero, node)));
    }
    let total = tasks.len() as u64;
    let done = AtomicU64::new(0);
    let score = tasks
        .par_iter()
        .fold(Score::default, |mut score, (hero, node)| {
            Walk { hero, rows: &rows }.walk(node, &mut score);
            progress(done.fetch_add(1, Ordering::Relaxed) + 1, total);
            score
        })
        .reduce(Score::default, Score::merge);
    Some(if hero_side == 0 {
        Tally::heads_up(score.boards, score.wins, score.losses, score.ties)
    } else {
        Tally::heads_up(score.boards, score.losses, score.wins, score.ties)
    })
}

/// The index of the rank pair of ranks `a` and `b` (0..91 for ranks below 13).
#[inline(always)]
fn pair(a: usize, b: usize) -> usize {
    let (hi, lo) = (a.max(b), a.min(b));
    hi * (hi + 1) / 2 + lo
}

/// The card at each bit position `16·suit + rank` (positions that are no card hold the
/// two of clubs: no mask here has them).
// Evaluated at compile time: an out-of-range index here fails the build, never a run.
#[allow(clippy::indexing_slicing)]
static CARD_AT: [Card; 64] = {
    let mut table = [Card::new(Rank::Two, Suit::Clubs); 64];
    let mut pos = 0;
    while pos < 64 {
        if pos % 16 < 13 {
            table[pos] = Card::new(Rank::ALL[pos % 16], Suit::ALL[pos / 16]);
        }
        pos += 1;
    }
    table
};

#[inline(always)]
fn card_at(pos: usize) -> Card {
    CARD_AT
        .get(pos & 63)
        .copied()
        .unwrap_or(Card::new(Rank::Two, Suit::Clubs))
}

/// The bits above position `pos`.
#[inline(always)]
fn above(pos: usize) -> u64 {
    (u64::MAX << (pos & 63)) << 1
}

/// The positions of the set bits, lowest first.
fn bits(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let pos = mask.trailing_zeros() as usize;
        mask &= mask.wrapping_sub(1);
        (pos < 64).then_some(pos)
    })
}

const fn binomial(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    let mut acc = 1;
    let mut i = 0;
    while i < k {
        acc = acc * (n - i) / (i + 1);
        i += 1;
    }
    acc
}

/// `STEP[i][r]` = C(r + i, i + 1): what the (i+1)-th dealt rank, `r`, adds to the index of
/// the multiset of dealt ranks. Ranks come in ascending order, so `r + i` strictly
/// increases and the sum is the combinatorial number system's index: every multiset of
/// `n` ranks gets its own number below C(12 + n, n).
// Evaluated at compile time: an out-of-range index here fails the build, never a run.
#[allow(clippy::indexing_slicing)]
const STEP: [[u16; 13]; 5] = {
    let mut table = [[0; 13]; 5];
    let mut i = 0;
    while i < 5 {
        let mut r = 0;
        while r < 13 {
            table[i][r] = binomial(r + i, i + 1) as u16;
            r += 1;
        }
        i += 1;
    }
    table
};

fn step(dealt: u8, rank: usize) -> u16 {
    STEP.get(usize::from(dealt))
        .and_then(|row| row.get(rank))
        .copied()
        .unwrap_or(0)
}

/// Each rank pair's strength on each multiset of `need` dealt ranks (with the given board):
/// the lookups of the wide side's non-flush combos, done once per question.
fn rank_rows(board: Hand, need: usize) -> Vec<Row> {
    fn fill(rows: &mut [Row], hand: Hand, left: usize, dealt: u8, start: usize, index: usize) {
        if left == 0 {
            if let Some(row) = rows.get_mut(index) {
                for hi in 0..13 {
                    let with_hi = hand.add(card(hi, 0));
                    for lo in 0..=hi {
                        if let Some(slot) = row.get_mut(pair(hi, lo)) {
                            // Suits do not matter to a rank strength (a card may even repeat
                            // one of the board's: only impossible pairs do that, and they
                            // have no combos).
                            *slot = with_hi.add(card(lo, 1)).rank_strength().get();
                        }
                    }
                }
            }
            return;
        }
        for rank in start..13 {
            let index = index + usize::from(step(dealt, rank));
            fill(
                rows,
                hand.add(card(rank, 2)),
                left - 1,
                dealt + 1,
                rank,
                index,
            );
        }
    }
    let mut rows = vec![[0; PAIRS]; binomial(12 + need, need)];
    fill(&mut rows, board, need, 0, 0, 0);
    rows
}

/// The suit swaps (transpositions) that leave the known cards and the wide range unchanged:
/// `ok[s]` has bit `t` when swapping suits `s` and `t` does.
#[derive(Clone, Copy)]
struct Swaps {
    ok: [u8; 4],
}

impl Swaps {
    fn swap(s: usize, t: usize) -> [u8; 4] {
        let mut perm = [0, 1, 2, 3];
        perm.swap(s & 3, t & 3);
        perm
    }

    fn of(setup: &Setup, wide: &[Hole]) -> Swaps {
        let known = setup.known();
        let mut masks: Vec<u64> = wide.iter().map(|c| c.mask).collect();
        masks.sort_unstable();
        let mut ok = [0u8; 4];
        for s in 0..4 {
            for t in s + 1..4 {
                let perm = Swaps::swap(s, t);
                let fixes = permute(known, perm) == known
                    && masks
                        .iter()
                        .all(|&m| masks.binary_search(&permute(m, perm)).is_ok());
                if fixes {
                    for (a, b) in [(s, t), (t, s)] {
                        if let Some(slot) = ok.get_mut(a) {
                            *slot |= 1 << b;
                        }
                    }
                }
            }
        }
        Swaps { ok }
    }

    /// Groups of suits that can be swapped without changing the hero's cards either.
    /// Swaps that are symmetries compose, so "some swap joins them" is an equivalence.
    fn classes(self, hero: u64) -> Classes {
        let mut classes = Classes::EMPTY;
        let mut placed = 0u8;
        for (s, ok) in self.ok.iter().enumerate() {
            if placed >> s & 1 == 1 {
                continue;
            }
            let mut class = 1 << s;
            for t in s + 1..4 {
                if ok >> t & 1 == 1 && permute(hero, Swaps::swap(s, t)) == hero {
                    class |= 1 << t;
                }
            }
            placed |= class;
            classes.push(class);
        }
        classes
    }
}

/// One hero combo and the wide range's combos that can go with it.
struct Hero {
    hand: Hand,
    weight: u64,
    /// Cards that are neither the hero's nor known: the wide combos are made of these.
    free: u64,
    /// For each card (by bit position), the other cards it makes a wide combo with.
    partners: [u64; 64],
    /// For each card, the wide combos that hold it, by rank pair.
    holders: [Counts; 64],
    /// All the wide combos, by rank pair.
    counts: Counts,
    /// Suits free at each rank: where board cards come from.
    avail: [u8; 13],
    classes: Classes,
}

impl Hero {
    /// `None` when no wide combo goes with this one (it adds nothing).
    fn new(
        setup: &Setup,
        hero: &Hole,
        weight: u64,
        wide: &[Hole],
        swaps: Swaps,
    ) -> Option<Box<Hero>> {
        let free = ALL_CARDS & !(setup.known() | hero.mask);
        let mut out = Box::new(Hero {
            hand: hero.hand,
            weight,
            free,
            partners: [0; 64],
            holders: [[0; PAIRS]; 64],
            counts: [0; PAIRS],
            avail: [0; 13],
            classes: swaps.classes(hero.mask),
        });
        for combo in wide.iter().filter(|c| c.mask & !free == 0) {
            let low = combo.mask.trailing_zeros() as usize & 63;
            let high = 63usize.saturating_sub(combo.mask.leading_zeros() as usize);
            let p = pair(low % 16, high % 16);
            for (a, b) in [(low, high), (high, low)] {
                if let Some(partners) = out.partners.get_mut(a) {
                    *partners |= 1 << b;
                }
                if let Some(n) = out.holders.get_mut(a).and_then(|h| h.get_mut(p)) {
                    *n += 1;
                }
            }
            if let Some(n) = out.counts.get_mut(p) {
                *n += 1;
            }
        }
        if out.counts.iter().all(|&n| n == 0) {
            return None;
        }
        for (rank, avail) in out.avail.iter_mut().enumerate() {
            for suit in 0..4 {
                if free >> (16 * suit + rank) & 1 == 1 {
                    *avail |= 1 << suit;
                }
            }
        }
        Some(out)
    }

    /// Takes the combos holding the card at `pos` out of `counts`, except those that also
    /// hold a card of `gone` (they are out already).
    #[inline(always)]
    fn remove(&self, counts: &mut Counts, pos: usize, gone: u64) {
        let pos = pos & 63;
        if let (Some(holders), Some(&partners)) = (self.holders.get(pos), self.partners.get(pos)) {
            for (n, &h) in counts.iter_mut().zip(holders) {
                *n = n.wrapping_sub(h);
            }
            for other in bits(partners & gone) {
                if let Some(n) = counts.get_mut(pair(pos % 16, other % 16)) {
                    *n = n.wrapping_add(1);
                }
            }
        }
    }
}

/// A partial board: ranks below `start` are settled.
#[derive(Clone, Copy)]
struct Node {
    start: u8,
    need: u8,
    /// Cards dealt so far by the walk (the position of the next one).
    dealt: u8,
    /// The multiset of ranks dealt so far, as an index into the rank rows.
    index: u16,
    board: Hand,
    /// The cards dealt so far by the walk.
    new: u64,
    suit_counts: [u8; 4],
    classes: Classes,
    weight: u64,
    counts: Counts,
}

/// Outcomes for the hero, over boards and wide combos.
#[derive(Clone, Copy, Default)]
struct Score {
    boards: u64,
    wins: u64,
    losses: u64,
    ties: u64,
}

impl Score {
    fn merge(self, other: Score) -> Score {
        Score {
            boards: self.boards + other.boards,
            wins: self.wins + other.wins,
            losses: self.losses + other.losses,
            ties: self.ties + other.ties,
        }
    }
}

/// Wide combos on one board: how many, how many beat the hero, how many tie.
#[derive(Clone, Copy, Default)]
struct Board {
    combos: u32,
    better: u32,
    equal: u32,
}

impl Board {
    /// Adds the rank pairs' combos, each pair scored by its row entry.
    #[inline(always)]
    fn add_pairs(&mut self, counts: &Counts, row: &Row, hero: u16) {
        // At most 1,326 combos: the sums fit in 16 bits, which keeps more of them per
        // vector step.
        let (mut combos, mut better, mut equal) = (0u16, 0u16, 0u16);
        for (&n, &strength) in counts.iter().zip(row) {
            let n = u16::from(n);
            combos += n;
            better += if strength > hero { n } else { 0 };
            equal += if strength == hero { n } else { 0 };
        }
        self.combos += u32::from(combos);
        self.better += u32::from(better);
        self.equal += u32::from(equal);
    }
}

/// Board enumeration for one hero combo.
struct Walk<'a> {
    hero: &'a Hero,
    rows: &'a [Row],
}

impl Walk<'_> {
    fn root(&self, setup: &Setup) -> Node {
        let mut suit_counts = [0u8; 4];
        for (suit, count) in suit_counts.iter_mut().enumerate() {
            *count = (setup.board_set.bits() >> (16 * suit) & 0x1fff).count_ones() as u8;
        }
        Node {
            start: 0,
            need: setup.need as u8,
            dealt: 0,
            index: 0,
            board: setup.board,
            new: 0,
            suit_counts,
            classes: self.hero.classes,
            weight: self.hero.weight,
            counts: self.hero.counts,
        }
    }

    #[inline(always)]
    fn child(&self, node: &Node, rank: usize, choice: &Choice) -> Node {
        let mut child = *node;
        for (suit, count) in (0..4).zip(&mut child.suit_counts) {
            if choice.suits >> suit & 1 == 1 {
                let pos = 16 * suit + rank;
                child.board = child.board.add(card(rank, suit as u32));
                *count += 1;
                self.hero.remove(&mut child.counts, pos, child.new);
                child.new |= 1 << (pos & 63);
                child.index += step(child.dealt, rank);
                child.dealt += 1;
            }
        }
        child.start = rank as u8 + 1;
        child.need -= choice.count;
        child.classes = choice.classes;
        child.weight *= choice.factor;
        child
    }

    /// The nodes one rank deeper (or the node itself when its board is complete).
    fn children(&self, node: &Node) -> Vec<Node> {
        if node.need == 0 {
            return vec![*node];
        }
        let table = ChoiceTable::get();
        let code = partition_code(node.classes);
        let mut out = Vec::new();
        for (rank, &avail) in self.hero.avail.iter().enumerate().skip(node.start.into()) {
            let choices = table.choices(code, avail, node.need);
            out.extend(choices.iter().map(|c| self.child(node, rank, c)));
        }
        out
    }

    fn walk(&self, node: &Node, score: &mut Score) {
        let table = ChoiceTable::get();
        let code = partition_code(node.classes);
        let ranks = self.hero.avail.iter().enumerate().skip(node.start.into());
        match node.need {
            0 => {
                let at = (node.index, node.suit_counts, node.weight);
                self.score(node.board, node.new, &node.counts, at, score);
            }
            1 => {
                // The last card: no node, just the card's effect on the counts.
                for (rank, &avail) in ranks {
                    for choice in table.choices(code, avail, 1) {
                        let suit = choice.suits.trailing_zeros() as usize & 3;
                        let pos = 16 * suit + rank;
                        let mut counts = node.counts;
                        self.hero.remove(&mut counts, pos, node.new);
                        let index = node.index + step(node.dealt, rank);
                        let mut suit_counts = node.suit_counts;
                        if let Some(n) = suit_counts.get_mut(suit) {
                            *n += 1;
                        }
                        let board = node.board.add(card_at(pos));
                        let at = (index, suit_counts, node.weight * choice.factor);
                        self.score(board, node.new | 1 << pos, &counts, at, score);
                    }
                }
            }
            _ => {
                for (rank, &avail) in ranks {
                    for choice in table.choices(code, avail, node.need) {
                        self.walk(&self.child(node, rank, choice), score);
                    }
                }
            }
        }
    }

    /// Scores every live wide combo on a complete board against the hero; `at` is the
    /// index of the board's rank multiset, its count of cards in each suit and its weight.
    #[inline(always)]
    fn score(
        &self,
        board: Hand,
        new: u64,
        counts: &Counts,
        at: (u16, [u8; 4], u64),
        score: &mut Score,
    ) {
        let (index, suit_counts, weight) = at;
        let hero = self.hero;
        let strength = hero.hand.combine(board).strength().get();
        let Some(row) = self.rows.get(usize::from(index)) else {
            return;
        };
        let mut tally = Board::default();
        // Only one suit can have three of five board cards.
        let (suit, most) = (0..4)
            .zip(suit_counts)
            .max_by_key(|&(_, n)| n)
            .unwrap_or((0, 0));
        if most < 3 {
            tally.add_pairs(counts, row, strength);
        } else {
            let live = hero.free & !new;
            let lane = 0x1fff << (16 * suit);
            let suited = live & lane;
            let mut counts = *counts;
            // Counted here in registers, then added to `tally`.
            let (mut combos, mut better, mut equal) = (0u32, 0u32, 0u32);
            let mut add = |n: u32, s: u16| {
                combos += n;
                better += if s > strength { n } else { 0 };
                equal += if s == strength { n } else { 0 };
            };
            if most == 3 {
                // Only combos with both cards in the suit can flush.
                for c in bits(suited) {
                    let with = board.add(card_at(c));
                    let partners = hero.partners.get(c & 63).copied().unwrap_or(0);
                    for d in bits(partners & suited & above(c)) {
                        add(1, with.add(card_at(d)).strength().get());
                        if let Some(n) = counts.get_mut(pair(c % 16, d % 16)) {
                            *n = n.wrapping_sub(1);
                        }
                    }
                }
                tally.add_pairs(&counts, row, strength);
            } else {
                // One card of the suit makes a flush: its combos score by that card (and the
                // other card, when it is of the suit too).
                let mut gone = new;
                for c in bits(suited) {
                    hero.remove(&mut counts, c, gone);
                    gone |= 1 << c;
                    let with = board.add(card_at(c));
                    let partners = hero.partners.get(c & 63).copied().unwrap_or(0);
                    add(
                        (partners & live & !lane).count_ones(),
                        with.strength().get(),
                    );
                    for d in bits(partners & suited & above(c)) {
                        add(1, with.add(card_at(d)).strength().get());
                    }
                }
                if most == 4 {
                    tally.add_pairs(&counts, row, strength);
                } else {
                    // Five on the board: every other combo plays the board's flush.
                    let rest = counts.iter().map(|&n| u32::from(n)).sum();
                    add(rest, board.strength().get());
                }
            }
            tally.combos += combos;
            tally.better += better;
            tally.equal += equal;
        }
        let Board {
            combos,
            better,
            equal,
        } = tally;
        score.boards += weight * u64::from(combos);
        score.wins += weight * u64::from(combos - better - equal);
        score.losses += weight * u64::from(better);
        score.ties += weight * u64::from(equal);
    }
}
