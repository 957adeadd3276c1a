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

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

use rayon::prelude::*;

use crate::card::{Card, Rank, Suit};
use crate::eval::Hand;

use super::exact::{Choice, ChoiceTable, Classes, Symmetry, card, partition_code, permute};
use super::{Hole, Setup, Tally, binomial};

/// Rank pairs (13 pairs and 78 unpaired), padded to whole vector steps.
const PAIRS: usize = 96;

/// Live wide combos by rank pair. A rank pair has at most 16 combos, so a byte holds it;
/// updates wrap (a count may dip below zero between taking out and adding back).
type Counts = [u8; PAIRS];

/// Each rank pair's strength (as if no flush) on one multiset of board ranks.
type Row = [u16; PAIRS];

/// Every card's bit in the card-mask layout (13 ranks in each 16-bit suit lane).
const ALL_CARDS: u64 = 0x1fff_1fff_1fff_1fff;

/// A hero combo's board walk, when no suit swap leaves it unchanged, costs about this many
/// of the deal path's walks (which merge suits no one can flush in), preflop and after.
/// Measured preflop, the heads-up path is as quick from 12 canonical deals for AhAs, 8 for
/// AhKh, 20-25 for AhKd; on flops and turns it has fixed costs of its own (the rank rows).
const DEAL_WALKS_PER_HERO_WALK: [usize; 2] = [48, 16];

/// The heads-up path's work in deal walks: each canonical hero combo's walk, divided by the
/// suit swaps that leave it, the known cards and the wide range unchanged (`None` when the
/// question is not heads-up).
pub(crate) fn cost_in_deals(setup: &Setup, symmetry: &Symmetry) -> Option<usize> {
    let (hero_side, wide_side) = roles(setup)?;
    let heroes = &setup.players.get(hero_side)?.combos;
    let swaps = Swaps::of(setup, &setup.players.get(wide_side)?.combos);
    let [preflop, later] = DEAL_WALKS_PER_HERO_WALK;
    let per_walk = if setup.need == 5 { preflop } else { later };
    let walks = heroes
        .iter()
        .filter(|h| symmetry.orbit_size(&[h.mask]).is_some())
        .map(|h| {
            let classes = swaps.classes(h.mask);
            let swapped: usize = classes
                .iter()
                .map(|c| FACTORIAL.get(c.count_ones() as usize).copied().unwrap_or(1))
                .product();
            per_walk / swapped.max(1)
        })
        .sum();
    Some(walks)
}

/// n! for the sizes of suit groups.
const FACTORIAL: [usize; 5] = [1, 1, 2, 6, 24];

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
pub(crate) fn run(
    setup: &Setup,
    symmetry: &Symmetry,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Option<Tally> {
    let (hero_side, wide_side) = roles(setup)?;
    let heroes = &setup.players.get(hero_side)?.combos;
    let wide = &setup.players.get(wide_side)?.combos;
    let swaps = Swaps::of(setup, wide);
    let heroes: Vec<Box<Hero>> = heroes
        .iter()
        .filter_map(|h| {
            let weight = symmetry.orbit_size(&[h.mask])?;
            Hero::new(setup, h, weight, wide, swaps)
        })
        .collect();
    let rows = rank_rows(setup.board, setup.need);
    let fixed = setup.board_set.bits();
    let enough = 16 * rayon::current_num_threads();
    let mut tasks = Vec::new();
    for hero in &heroes {
        let walk = Walk {
            hero,
            rows: &rows,
            fixed,
        };
        // Tasks by the first board ranks: enough of them for the threads and, with one to
        // three hero combos, none dealing four or five cards (each is a large share then).
        let mut nodes = vec![walk.root(setup)];
        for _ in 0..2 {
            let more = nodes.len() * heroes.len() < enough;
            let split = |n: &Node| more || (heroes.len() < 4 && n.need >= 4);
            if !nodes.iter().any(split) {
                break;
            }
            nodes = nodes
                .iter()
                .flat_map(|n| if split(n) { walk.children(n) } else { vec![*n] })
                .collect();
        }
        tasks.extend(nodes.into_iter().map(|node| (walk.hero, node)));
    }
    let total = tasks.len() as u64;
    let done = AtomicU64::new(0);
    let score = tasks
        .par_iter()
        .fold(Score::default, |mut score, (hero, node)| {
            let walk = Walk {
                hero,
                rows: &rows,
                fixed,
            };
            walk.walk(node, &mut score);
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
    /// For each card, the wide combos that hold it and another card of its suit.
    suited_holders: [Counts; 64],
    /// All the wide combos, by rank pair.
    counts: Counts,
    /// The wide combos with both cards in each suit.
    suited: [Counts; 4],
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
            suited_holders: [[0; PAIRS]; 64],
            counts: [0; PAIRS],
            suited: [[0; PAIRS]; 4],
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
            if low / 16 == high / 16 {
                for c in [low, high] {
                    if let Some(n) = out.suited_holders.get_mut(c).and_then(|h| h.get_mut(p)) {
                        *n += 1;
                    }
                }
                if let Some(n) = out
                    .suited
                    .get_mut((low / 16) & 3)
                    .and_then(|h| h.get_mut(p))
                {
                    *n += 1;
                }
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
            take_out(counts, holders, pos, partners & gone);
        }
    }

    /// [`Hero::remove`] for the combos with both cards in the suit of `pos`.
    #[inline(always)]
    fn remove_suited(&self, suited: &mut Counts, pos: usize, gone: u64) {
        let pos = pos & 63;
        let lane = 0x1fff << (pos / 16 * 16);
        if let (Some(holders), Some(&partners)) =
            (self.suited_holders.get(pos), self.partners.get(pos))
        {
            take_out(suited, holders, pos, partners & gone & lane);
        }
    }
}

/// Adds `factor` (1 to 4) times `counts` less `holders` to `sum`. (Bytes have no vector
/// multiply: each factor gets its own loop of additions.)
#[inline(always)]
fn add_times(sum: &mut Counts, counts: &Counts, holders: &Counts, factor: u8) {
    let live = counts.iter().zip(holders);
    let pairs = sum.iter_mut().zip(live);
    match factor {
        1 => pairs.for_each(|(s, (&n, &h))| *s = s.wrapping_add(n.wrapping_sub(h))),
        2 => pairs.for_each(|(s, (&n, &h))| {
            let d = n.wrapping_sub(h);
            *s = s.wrapping_add(d.wrapping_add(d));
        }),
        3 => pairs.for_each(|(s, (&n, &h))| {
            let d = n.wrapping_sub(h);
            *s = s.wrapping_add(d.wrapping_add(d).wrapping_add(d));
        }),
        _ => pairs.for_each(|(s, (&n, &h))| {
            let d = n.wrapping_sub(h);
            let d2 = d.wrapping_add(d);
            *s = s.wrapping_add(d2.wrapping_add(d2));
        }),
    }
}

/// `counts` less `holders` (the combos holding the card at `pos`), plus the combos of that
/// card with the cards of `back` (they were taken out before, with those cards).
#[inline(always)]
fn take_out(counts: &mut Counts, holders: &Counts, pos: usize, back: u64) {
    for (n, &h) in counts.iter_mut().zip(holders) {
        *n = n.wrapping_sub(h);
    }
    for other in bits(back) {
        if let Some(n) = counts.get_mut(pair(pos % 16, other % 16)) {
            *n = n.wrapping_add(1);
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
    /// The live wide combos with both cards in each suit.
    suited: [Counts; 4],
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
    /// Adds `n` combos of this strength.
    #[inline(always)]
    fn add(&mut self, n: u32, strength: u16, hero: u16) {
        self.combos += n;
        self.better += if strength > hero { n } else { 0 };
        self.equal += if strength == hero { n } else { 0 };
    }

    /// Adds the rank pairs' combos, each pair scored by its row entry. Counts are read as
    /// signed bytes: a sum of counts may leave out combos that are added back one by one,
    /// and dip below zero until then (the totals wrap back).
    #[inline(always)]
    fn add_pairs(&mut self, counts: &Counts, row: &Row, hero: u16) {
        // At most 4 · 1,326 combos: the sums fit in 16 bits, which keeps more of them per
        // vector step, and strengths (at most 7,462) compare as signed numbers.
        let hero = hero as i16;
        let (mut combos, mut better, mut equal) = (0i16, 0i16, 0i16);
        for (&n, &strength) in counts.iter().zip(row) {
            let (n, strength) = (i16::from(n as i8), strength as i16);
            combos += n;
            better += if strength > hero { n } else { 0 };
            equal += if strength == hero { n } else { 0 };
        }
        self.combos = self.combos.wrapping_add(combos as u32);
        self.better = self.better.wrapping_add(better as u32);
        self.equal = self.equal.wrapping_add(equal as u32);
    }

    /// This board's outcomes `k` times.
    fn times(self, k: u32) -> Board {
        Board {
            combos: self.combos * k,
            better: self.better * k,
            equal: self.equal * k,
        }
    }

    fn plus(self, other: Board) -> Board {
        Board {
            combos: self.combos.wrapping_add(other.combos),
            better: self.better.wrapping_add(other.better),
            equal: self.equal.wrapping_add(other.equal),
        }
    }

    /// Adds this board's outcomes, `weight` times, to the hero's score.
    #[inline(always)]
    fn into(self, weight: u64, score: &mut Score) {
        score.boards += weight * u64::from(self.combos);
        score.wins += weight * u64::from(self.combos - self.better - self.equal);
        score.losses += weight * u64::from(self.better);
        score.ties += weight * u64::from(self.equal);
    }
}

/// The strength of each rank pair of one suit with three board cards of that suit (a
/// flush), for every three board ranks.
struct FlushRows {
    three: Vec<Row>,
}

impl FlushRows {
    fn get() -> &'static FlushRows {
        static ROWS: OnceLock<FlushRows> = OnceLock::new();
        ROWS.get_or_init(|| {
            let mut three = vec![[0; PAIRS]; binomial(13, 3)];
            for ranks in (0u64..1 << 13).filter(|r| r.count_ones() == 3) {
                let board = bits(ranks).fold(Hand::EMPTY, |h, r| h.add(card(r, 0)));
                if let Some(row) = three.get_mut(subset_index(ranks)) {
                    for hi in 0..13 {
                        for lo in 0..hi {
                            if let Some(slot) = row.get_mut(pair(hi, lo)) {
                                // Pairs that repeat a board rank have no combos.
                                let hand = board.add(card(hi, 0)).add(card(lo, 0));
                                *slot = hand.strength().get();
                            }
                        }
                    }
                }
            }
            FlushRows { three }
        })
    }

    /// The row for a board whose cards of the suit have these ranks (a 13-bit mask).
    #[inline(always)]
    fn three(&self, ranks: u64) -> &Row {
        const NONE: Row = [0; PAIRS];
        self.three.get(subset_index(ranks)).unwrap_or(&NONE)
    }
}

/// The index of a set of ranks among the sets of its size (colexicographic order).
#[inline(always)]
fn subset_index(ranks: u64) -> usize {
    bits(ranks)
        .enumerate()
        .map(|(i, r)| binomial(r, i + 1))
        .sum()
}

/// Board enumeration for one hero combo.
struct Walk<'a> {
    hero: &'a Hero,
    rows: &'a [Row],
    /// The board cards given.
    fixed: u64,
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
            suited: self.hero.suited,
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
                if let Some(suited) = child.suited.get_mut(suit) {
                    self.hero.remove_suited(suited, pos, child.new);
                }
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
                self.score(node.board, node.new, &node.counts, node, 64, at, score);
            }
            1 => self.last_card(node, score),
            _ => {
                for (rank, &avail) in ranks {
                    for choice in table.choices(code, avail, node.need) {
                        self.walk(&self.child(node, rank, choice), score);
                    }
                }
            }
        }
    }

    /// The boards that `node` completes with one card. The last card changes which
    /// combos are live, but when it leaves its suit below three cards it changes no one's
    /// flush chances: then the cards of one rank leave the same strengths, and their
    /// counts are added up (each times the boards it stands for) and scored once.
    fn last_card(&self, node: &Node, score: &mut Score) {
        let hero = self.hero;
        let table = ChoiceTable::get();
        let code = partition_code(node.classes);
        let (suit, most) = (0..4)
            .zip(node.suit_counts)
            .max_by_key(|&(_, n)| n)
            .unwrap_or((0, 0));
        // With three of a suit already, the combos with both cards in it flush.
        let suited = match most {
            3 => node.suited.get(suit).copied(),
            _ => None,
        };
        for (rank, &avail) in hero.avail.iter().enumerate().skip(node.start.into()) {
            let index = node.index + step(node.dealt, rank);
            let Some(row) = self.rows.get(usize::from(index)) else {
                continue;
            };
            // The sum of the merged cards' counts (at most four times 16: a byte holds it),
            // without the combos of the card with earlier board cards: those are scored
            // one by one in `back`.
            let mut merged: Counts = [0; PAIRS];
            let mut back = Board::default();
            let mut factors = 0;
            // The hero's strength with any merged card.
            let mut strength = None;
            for choice in table.choices(code, avail, 1) {
                let suit = choice.suits.trailing_zeros() as usize & 3;
                let pos = 16 * suit + rank;
                let mut suit_counts = node.suit_counts;
                let Some(count) = suit_counts.get_mut(suit) else {
                    continue;
                };
                *count += 1;
                if most <= 3 && *count <= 2 {
                    let factor = choice.factor as u8;
                    let holders = hero.holders.get(pos & 63).unwrap_or(&[0; PAIRS]);
                    add_times(&mut merged, &node.counts, holders, factor);
                    let strength = *strength.get_or_insert_with(|| {
                        let board = node.board.add(card_at(pos));
                        hero.hand.combine(board).strength().get()
                    });
                    let partners = hero.partners.get(pos & 63).copied().unwrap_or(0);
                    for other in bits(partners & node.new) {
                        let s = row.get(pair(rank, other % 16)).copied().unwrap_or(0);
                        back.add(u32::from(factor), s, strength);
                    }
                    factors += u32::from(factor);
                    continue;
                }
                let mut counts = node.counts;
                hero.remove(&mut counts, pos, node.new);
                let board = node.board.add(card_at(pos));
                let at = (index, suit_counts, node.weight * choice.factor);
                self.score(board, node.new | 1 << pos, &counts, node, pos, at, score);
            }
            let Some(strength) = strength else {
                continue;
            };
            let mut tally = back;
            if let Some(suited) = suited {
                for (n, s) in merged.iter_mut().zip(suited) {
                    *n = n.wrapping_sub(s.wrapping_mul(factors as u8));
                }
                let ranks = (self.fixed | node.new) >> (16 * suit) & 0x1fff;
                let mut flushes = Board::default();
                flushes.add_pairs(&suited, FlushRows::get().three(ranks), strength);
                tally = tally.plus(flushes.times(factors));
            }
            tally.add_pairs(&merged, row, strength);
            tally.into(node.weight, score);
        }
    }

    /// Scores every live wide combo on a complete board against the hero. `counts` are the
    /// board's; `node.suited` are before its card at `last` (64: none); `at` is the index of
    /// the board's rank multiset, its count of cards in each suit and its weight.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn score(
        &self,
        board: Hand,
        new: u64,
        counts: &Counts,
        node: &Node,
        last: usize,
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
        let lane = 0x1fff << (16 * suit);
        if most < 3 {
            tally.add_pairs(counts, row, strength);
        } else if most == 3 {
            // Only combos with both cards in the suit can flush: they score by the suit's
            // ranks, the others by their rank pair.
            let mut suited = node.suited.get(suit).copied().unwrap_or([0; PAIRS]);
            if last < 64 && lane >> last & 1 == 1 {
                hero.remove_suited(&mut suited, last, node.new);
            }
            let mut rest = *counts;
            for (n, s) in rest.iter_mut().zip(suited) {
                *n = n.wrapping_sub(s);
            }
            tally.add_pairs(&rest, row, strength);
            let ranks = (self.fixed | new) >> (16 * suit) & 0x1fff;
            let flushes = FlushRows::get().three(ranks);
            tally.add_pairs(&suited, flushes, strength);
        } else {
            let live = hero.free & !new;
            let suited = live & lane;
            let mut counts = *counts;
            // Counted in registers, then added to `tally`.
            let (mut combos, mut better, mut equal) = (0u32, 0u32, 0u32);
            let mut add = |n: u32, s: u16| {
                combos += n;
                better += if s > strength { n } else { 0 };
                equal += if s == strength { n } else { 0 };
            };
            // One card of the suit makes a flush: its combos score by that card (and the
            // other card, when it is of the suit too).
            let mut gone = new;
            for c in bits(suited) {
                hero.remove(&mut counts, c, gone);
                gone |= 1 << c;
                let with = board.add(card_at(c));
                let partners = hero.partners.get(c & 63).copied().unwrap_or(0);
                let others = (partners & live & !lane).count_ones();
                add(others, with.strength().get());
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
            tally.combos += combos;
            tally.better += better;
            tally.equal += equal;
        }
        tally.into(weight, score);
    }
}
