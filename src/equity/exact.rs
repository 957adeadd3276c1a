//! Exact enumeration: every valid deal, every board completion, with savings that do
//! not change the answer.
//!
//! - **Suit symmetry.** Suits that nothing known tells apart (same hole, board and dead
//!   cards in every rank) are interchangeable, so the board is built rank by rank and,
//!   within a group of interchangeable suits, only the first `k` suits are dealt, weighted
//!   by `C(group size, k)`. The groups split as the board tells suits apart. Deals of
//!   ranges are likewise reduced to one per orbit of the suit permutations that leave
//!   every range, the board and the dead cards unchanged, weighted by the orbit size.
//! - **Dead suits.** A suit in which no player can reach five cards any more matters
//!   only through its ranks, so all such suits join one group. On the last card this
//!   means the cards of one rank in those suits are one showdown, counted together.
//! - **Choice table.** The ways to deal cards of one rank depend only on the suit
//!   groups, the free suits and the cards still needed: they are computed once.
//!
//! Board sums are extended one rank at a time and the last card is added to each
//! player's hole-plus-board sum, so a showdown costs one key addition and one lookup per
//! player. Work is split across threads by deal, and by the first board ranks when there
//! are few deals.
//!
//! Heads-up against a wide range, [`super::heads_up`] is quicker (one board walk per combo
//! of the narrower side, the range counted on each board) and runs instead.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

use rayon::prelude::*;

use crate::card::{Card, Rank, Suit};
use crate::eval::Hand;

use super::{EquityError, ExactPath, MAX_PLAYERS, Setup, Tally, heads_up};

/// Exact enumeration beyond this many (deals × boards × players) is refused.
const MAX_COST: f64 = 1e14;
/// With at most this many distinct deals, the boards are split across threads too.
const FEW_DEALS: usize = 64;

pub(crate) fn run(
    setup: &Setup,
    path: ExactPath,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Result<Tally, EquityError> {
    let cost = setup.exact_cost();
    if cost > MAX_COST {
        return Err(EquityError::TooLarge { showdowns: cost });
    }
    let symmetry = Symmetry::of(setup);
    let heads_up = match path {
        ExactPath::Auto => heads_up_is_quicker(setup, &symmetry),
        ExactPath::Deals => false,
        ExactPath::HeadsUp => true,
    };
    if heads_up && let Some(tally) = heads_up::run(setup, &symmetry, progress) {
        return Ok(tally);
    }
    let few = collect_deals(setup, &symmetry, FEW_DEALS + 1);
    let done = AtomicU64::new(0);
    if few.len() <= FEW_DEALS {
        // Few deals: split each deal's boards into tasks by its first board ranks.
        let mut tasks = Vec::new();
        for deal in &few {
            let boards = Boards::new(setup, deal);
            let mut nodes = vec![boards.root(setup, deal.weight)];
            let enough = 16 * rayon::current_num_threads();
            for _ in 0..2 {
                if nodes.len() * few.len() >= enough {
                    break;
                }
                nodes = nodes.iter().flat_map(|&n| boards.children(n)).collect();
            }
            tasks.extend(nodes.into_iter().map(|node| (deal, node)));
        }
        let total = tasks.len() as u64;
        let tally = tasks
            .par_iter()
            .fold(Tally::default, |mut tally, &(deal, node)| {
                Boards::new(setup, deal).walk(node, &mut tally);
                progress(done.fetch_add(1, Ordering::Relaxed) + 1, total);
                tally
            })
            .reduce(Tally::default, |a, b| a.merge(&b));
        return Ok(tally);
    }
    // Many deals: each task is one combo pair of the first two players (and every deal
    // of the other players that goes with it).
    let [first, second, ..] = setup.players.as_slice() else {
        return Ok(Tally::default());
    };
    let (first, second) = (&first.combos, &second.combos);
    let total = (first.len() * second.len()) as u64;
    let tally = (0..first.len() * second.len())
        .into_par_iter()
        .fold(Tally::default, |mut tally, index| {
            let mut deal = Deal::default();
            let pair = (
                first.get(index / second.len()),
                second.get(index % second.len()),
            );
            if let (Some(a), Some(b)) = pair
                && b.mask & (setup.known() | a.mask) == 0
            {
                let used = setup.known() | a.mask;
                deal.push(a.hand, a.mask);
                deal.push(b.hand, b.mask);
                each_deal(setup, &symmetry, &mut deal, used | b.mask, &mut |deal| {
                    let boards = Boards::new(setup, deal);
                    boards.walk(boards.root(setup, deal.weight), &mut tally);
                    true
                });
            }
            let done = done.fetch_add(1, Ordering::Relaxed) + 1;
            if done % 64 == 0 || done == total {
                progress(done, total);
            }
            tally
        })
        .reduce(Tally::default, |a, b| a.merge(&b));
    Ok(tally)
}

/// Whether [`heads_up::run`] would be quicker: a heads-up question with more canonical
/// deals (counted only up to that point) than its work is worth in deal walks.
fn heads_up_is_quicker(setup: &Setup, symmetry: &Symmetry) -> bool {
    let Some(limit) = heads_up::cost_in_deals(setup, symmetry) else {
        return false;
    };
    collect_deals(setup, symmetry, limit + 1).len() > limit
}

/// One combo per player, with the number of deals it stands for.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Deal {
    pub holes: [Hand; MAX_PLAYERS],
    pub masks: [u64; MAX_PLAYERS],
    pub len: usize,
    pub weight: u64,
}

impl Default for Deal {
    fn default() -> Deal {
        Deal {
            holes: [Hand::EMPTY; MAX_PLAYERS],
            masks: [0; MAX_PLAYERS],
            len: 0,
            weight: 1,
        }
    }
}

impl Deal {
    fn push(&mut self, hand: Hand, mask: u64) {
        if let (Some(h), Some(m)) = (self.holes.get_mut(self.len), self.masks.get_mut(self.len)) {
            *h = hand;
            *m = mask;
            self.len += 1;
        }
    }

    /// The players' hole cards dealt so far.
    fn holes(&self) -> &[Hand] {
        self.holes.get(..self.len).unwrap_or_default()
    }

    /// The players' card masks dealt so far.
    fn masks(&self) -> &[u64] {
        self.masks.get(..self.len).unwrap_or_default()
    }
}

/// Up to `limit` canonical deals (fewer means that is all of them).
fn collect_deals(setup: &Setup, symmetry: &Symmetry, limit: usize) -> Vec<Deal> {
    let mut deals = Vec::new();
    each_deal(
        setup,
        symmetry,
        &mut Deal::default(),
        setup.known(),
        &mut |d| {
            deals.push(*d);
            deals.len() < limit
        },
    );
    deals
}

/// Calls `visit` with every canonical completion of `deal` (players `deal.len..`), with
/// its orbit weight; stops early when `visit` returns false.
fn each_deal(
    setup: &Setup,
    symmetry: &Symmetry,
    deal: &mut Deal,
    used: u64,
    visit: &mut dyn FnMut(&Deal) -> bool,
) -> bool {
    let Some(player) = setup.players.get(deal.len) else {
        return match symmetry.orbit_size(deal.masks()) {
            Some(weight) => {
                deal.weight = weight;
                visit(deal)
            }
            None => true,
        };
    };
    for combo in &player.combos {
        if combo.mask & used == 0 {
            deal.push(combo.hand, combo.mask);
            let go_on = each_deal(setup, symmetry, deal, used | combo.mask, visit);
            deal.len -= 1;
            if !go_on {
                return false;
            }
        }
    }
    true
}

/// Moves suit lane `s` of a card mask to lane `perm[s]`.
pub(super) fn permute(bits: u64, perm: [u8; 4]) -> u64 {
    perm.into_iter().enumerate().fold(0, |acc, (s, to)| {
        acc | ((bits >> (16 * s)) & 0x1fff) << (16 * u32::from(to))
    })
}

/// The suit permutations that leave the board, the dead cards and every range unchanged.
pub(super) struct Symmetry {
    perms: Vec<[u8; 4]>,
}

impl Symmetry {
    pub(super) fn of(setup: &Setup) -> Symmetry {
        let known = [setup.board_set.bits(), setup.dead.bits()];
        let ranges: Vec<Vec<u64>> = setup
            .players
            .iter()
            .map(|p| {
                let mut masks: Vec<u64> = p.combos.iter().map(|c| c.mask).collect();
                masks.sort_unstable();
                masks
            })
            .collect();
        let perms = all_permutations()
            .into_iter()
            .filter(|&perm| perm != [0, 1, 2, 3])
            .filter(|&perm| known.iter().all(|&k| permute(k, perm) == k))
            .filter(|&perm| {
                ranges.iter().all(|masks| {
                    masks
                        .iter()
                        .all(|&m| masks.binary_search(&permute(m, perm)).is_ok())
                })
            })
            .collect();
        Symmetry { perms }
    }

    /// The number of deals in this deal's orbit when it is the orbit's least member
    /// (comparing the players' card masks in order), else `None`.
    pub(super) fn orbit_size(&self, masks: &[u64]) -> Option<u64> {
        let mut stabilizer = 1;
        for &perm in &self.perms {
            let image = masks.iter().map(|&m| permute(m, perm));
            match image.cmp(masks.iter().copied()) {
                std::cmp::Ordering::Less => return None,
                std::cmp::Ordering::Equal => stabilizer += 1,
                std::cmp::Ordering::Greater => {}
            }
        }
        Some((self.perms.len() as u64 + 1) / stabilizer)
    }
}

fn all_permutations() -> Vec<[u8; 4]> {
    let mut out = Vec::new();
    for a in 0..4u8 {
        for b in (0..4).filter(|&b| b != a) {
            for c in (0..4).filter(|&c| c != a && c != b) {
                out.push([a, b, c, 6 - a - b - c]);
            }
        }
    }
    out
}

/// Groups of interchangeable suits, as 4-bit suit masks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Classes {
    masks: [u8; 4],
    len: u8,
}

impl Classes {
    pub(super) const EMPTY: Classes = Classes {
        masks: [0; 4],
        len: 0,
    };

    pub(super) fn iter(self) -> impl Iterator<Item = u8> {
        self.masks.into_iter().take(self.len as usize)
    }
    pub(super) fn push(&mut self, mask: u8) {
        // `& 3` keeps the index in bounds: there are never more than four groups.
        if mask != 0
            && let Some(slot) = self.masks.get_mut(usize::from(self.len & 3))
        {
            *slot = mask;
            self.len += 1;
        }
    }
}

/// A partial board: ranks below `start` are settled.
#[derive(Clone, Copy, Debug)]
struct Node {
    start: u8,
    need: u8,
    board: Hand,
    suit_counts: [u8; 4],
    classes: Classes,
    weight: u64,
}

/// One way to deal cards of one rank: which suits, how many boards it stands for, and
/// the suit groups after it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Choice {
    pub suits: u8,
    pub count: u8,
    pub factor: u64,
    pub classes: Classes,
}

/// A partition of the suits as one byte: two bits per suit, naming the lowest suit of
/// its group.
pub(super) fn partition_code(classes: Classes) -> u8 {
    let mut code = 0;
    for class in classes.iter() {
        let lowest = class.trailing_zeros() as u8 & 3;
        for suit in 0..4 {
            if class >> suit & 1 == 1 {
                code |= lowest << (2 * suit);
            }
        }
    }
    code
}

/// [`Boards::choices`] for every partition of the suits (15), set of free suits (16)
/// and most cards (1 to 4), computed once: the walk looks them up.
pub(super) struct ChoiceTable {
    index: [u8; 256],
    entries: Vec<(usize, [Choice; 16])>,
}

impl ChoiceTable {
    pub(super) fn get() -> &'static ChoiceTable {
        static TABLE: OnceLock<ChoiceTable> = OnceLock::new();
        TABLE.get_or_init(|| {
            let mut table = ChoiceTable {
                index: [0; 256],
                entries: Vec::new(),
            };
            let mut partitions = 0;
            for code in 0..=255u8 {
                let rep = |suit: u8| (code >> (2 * suit)) & 3;
                // Valid: every suit names a lower-or-equal suit that names itself.
                if (0..4).any(|s| rep(s) > s || rep(rep(s)) != rep(s)) {
                    continue;
                }
                let mut classes = Classes {
                    masks: [0; 4],
                    len: 0,
                };
                for lowest in 0..4 {
                    classes.push(
                        (0..4)
                            .filter(|&s| rep(s) == lowest)
                            .fold(0, |m, s| m | 1 << s),
                    );
                }
                if let Some(slot) = table.index.get_mut(usize::from(code)) {
                    *slot = partitions;
                }
                partitions += 1;
                for avail in 0..16 {
                    for max in 1..=4 {
                        let mut out = [Choice {
                            suits: 0,
                            count: 0,
                            factor: 0,
                            classes,
                        }; 16];
                        let n = Boards::choices(classes, avail, max, &mut out);
                        table.entries.push((n, out));
                    }
                }
            }
            table
        })
    }

    pub(super) fn choices(&self, code: u8, avail: u8, max: u8) -> &[Choice] {
        let partition = usize::from(self.index.get(usize::from(code)).copied().unwrap_or(0));
        let key = (partition * 16 + usize::from(avail & 15)) * 4 + usize::from(max.clamp(1, 4) - 1);
        self.entries
            .get(key)
            .and_then(|(n, choices)| choices.get(..*n))
            .unwrap_or_default()
    }
}

/// Board enumeration for one deal.
struct Boards<'a> {
    holes: &'a [Hand],
    /// Suits (4-bit mask) still in the deck at each rank.
    avail: [u8; 13],
    /// The most hole cards any player holds in each suit.
    max_hole: [u8; 4],
}

const BINOMIAL: [[u64; 8]; 8] = [
    [1, 0, 0, 0, 0, 0, 0, 0],
    [1, 1, 0, 0, 0, 0, 0, 0],
    [1, 2, 1, 0, 0, 0, 0, 0],
    [1, 3, 3, 1, 0, 0, 0, 0],
    [1, 4, 6, 4, 1, 0, 0, 0],
    [0; 8],
    [0; 8],
    [0; 8],
];

pub(super) fn lane(bits: u64, suit: usize) -> u64 {
    (bits >> (16 * suit)) & 0x1fff
}

pub(super) fn card(rank: usize, suit: u32) -> Card {
    // The remainder and the mask keep the indices in bounds, so `get` cannot fail.
    let rank = Rank::ALL.get(rank % 13).copied().unwrap_or(Rank::Two);
    let suit = Suit::ALL
        .get(suit as usize & 3)
        .copied()
        .unwrap_or(Suit::Clubs);
    Card::new(rank, suit)
}

impl<'a> Boards<'a> {
    fn new(setup: &Setup, deal: &'a Deal) -> Boards<'a> {
        let holes = deal.holes();
        let used = deal.masks().iter().fold(setup.known(), |acc, &m| acc | m);
        let mut avail = [0u8; 13];
        for (rank, slot) in avail.iter_mut().enumerate() {
            for suit in 0..4 {
                if lane(used, suit) >> rank & 1 == 0 {
                    *slot |= 1 << suit;
                }
            }
        }
        let mut max_hole = [0u8; 4];
        for &mask in deal.masks() {
            for (suit, most) in max_hole.iter_mut().enumerate() {
                *most = (*most).max(lane(mask, suit).count_ones() as u8);
            }
        }
        Boards {
            holes,
            avail,
            max_hole,
        }
    }

    fn root(&self, setup: &Setup, weight: u64) -> Node {
        // Suits are interchangeable when every player, the board and the dead cards hold
        // the same ranks in them.
        let signature = |suit: usize| -> Vec<u64> {
            let mut sig: Vec<u64> = self
                .holes
                .iter()
                .map(|h| lane(h.cards().bits(), suit))
                .collect();
            sig.push(lane(setup.board_set.bits(), suit));
            sig.push(lane(setup.dead.bits(), suit));
            sig
        };
        let mut classes = Classes {
            masks: [0; 4],
            len: 0,
        };
        let mut placed = 0u8;
        for s in 0..4 {
            if placed >> s & 1 == 1 {
                continue;
            }
            let mut class = 1 << s;
            for t in s + 1..4 {
                if signature(s) == signature(t) {
                    class |= 1 << t;
                }
            }
            placed |= class;
            classes.push(class);
        }
        let mut suit_counts = [0u8; 4];
        for (suit, count) in suit_counts.iter_mut().enumerate() {
            *count = lane(setup.board_set.bits(), suit).count_ones() as u8;
        }
        self.merge_dead(Node {
            start: 0,
            need: setup.need as u8,
            board: setup.board,
            suit_counts,
            classes,
            weight,
        })
    }

    /// The ways to deal 1..=`max` cards of a rank whose free suits are `avail`: within
    /// each group of interchangeable suits only the first `k` free suits are dealt.
    fn choices(classes: Classes, avail: u8, max: u8, out: &mut [Choice; 16]) -> usize {
        let mut count = 0;
        'subsets: for suits in 1u8..16 {
            let k = suits.count_ones() as u8;
            if suits & !avail != 0 || k > max {
                continue;
            }
            let mut choice = Choice {
                suits,
                count: k,
                factor: 1,
                classes: Classes {
                    masks: [0; 4],
                    len: 0,
                },
            };
            for class in classes.iter() {
                let free = class & avail;
                let picked = suits & class;
                if picked != 0 {
                    // `picked` must be the lowest free suits of its group.
                    let highest = 7 - picked.leading_zeros();
                    let upto = ((2u16 << highest) - 1) as u8;
                    if free & upto != picked {
                        continue 'subsets;
                    }
                }
                let (size, k) = (free.count_ones() as usize, picked.count_ones() as usize);
                choice.factor *= BINOMIAL
                    .get(size & 7)
                    .and_then(|row| row.get(k & 7))
                    .copied()
                    .unwrap_or(0);
                choice.classes.push(picked);
                choice.classes.push(free & !picked);
                choice.classes.push(class & !free);
            }
            // At most 15 non-empty subsets of four suits: `& 15` never wraps.
            if let Some(slot) = out.get_mut(count & 15) {
                *slot = choice;
                count += 1;
            }
        }
        count
    }

    fn child(&self, node: Node, rank: usize, choice: &Choice) -> Node {
        let mut board = node.board;
        let mut suit_counts = node.suit_counts;
        for (suit, count) in (0..4).zip(&mut suit_counts) {
            if choice.suits >> suit & 1 == 1 {
                board = board.add(card(rank, suit));
                *count += 1;
            }
        }
        let child = Node {
            start: rank as u8 + 1,
            need: node.need - choice.count,
            board,
            suit_counts,
            classes: choice.classes,
            weight: node.weight * choice.factor,
        };
        // The last card handles suits nobody can flush in by itself.
        if child.need >= 2 {
            self.merge_dead(child)
        } else {
            child
        }
    }

    /// Puts the suits in which nobody can make a flush any more into one group: the
    /// showdown depends only on the ranks dealt in them, so they are interchangeable.
    fn merge_dead(&self, mut node: Node) -> Node {
        let mut dead = 0u8;
        let counts = self.max_hole.iter().zip(node.suit_counts);
        for (suit, (&hole, board)) in counts.enumerate() {
            if hole + board + node.need <= 4 {
                dead |= 1 << suit;
            }
        }
        if dead.count_ones() >= 2 {
            let mut classes = Classes {
                masks: [0; 4],
                len: 0,
            };
            for class in node.classes.iter() {
                classes.push(class & !dead);
            }
            classes.push(dead);
            node.classes = classes;
        }
        node
    }

    /// The nodes one rank deeper (or the node itself when it cannot be split).
    fn children(&self, node: Node) -> Vec<Node> {
        if node.need <= 1 {
            return vec![node];
        }
        let mut out = Vec::new();
        let table = ChoiceTable::get();
        let code = partition_code(node.classes);
        for (rank, &avail) in self.avail.iter().enumerate().skip(node.start.into()) {
            let choices = table.choices(code, avail, node.need);
            out.extend(choices.iter().map(|c| self.child(node, rank, c)));
        }
        out
    }

    fn walk(&self, node: Node, tally: &mut Tally) {
        match node.need {
            0 => self.showdown(node.board, node.weight, tally),
            1 => self.last_card(node, tally),
            _ => {
                let table = ChoiceTable::get();
                let code = partition_code(node.classes);
                for (rank, &avail) in self.avail.iter().enumerate().skip(node.start.into()) {
                    let choices = table.choices(code, avail, node.need);
                    for choice in choices {
                        let child = self.child(node, rank, choice);
                        // Call the last two levels directly: most nodes are there.
                        match child.need {
                            0 => self.showdown(child.board, child.weight, tally),
                            1 => self.last_card(child, tally),
                            _ => self.walk(child, tally),
                        }
                    }
                }
            }
        }
    }

    fn last_card(&self, node: Node, tally: &mut Tally) {
        // Suits in which some player could reach five cards with this one.
        let mut flushing = 0u8;
        let counts = self.max_hole.iter().zip(node.suit_counts);
        for (suit, (&hole, board)) in counts.enumerate() {
            if hole + board >= 4 {
                flushing |= 1 << suit;
            }
        }
        // Each card to deal, with the number of cards it stands for. Every entry is a
        // different set of cards, so there are at most 52 and `get_mut` never fails.
        let mut cards = [(card(0, 0), 0u64); 52];
        let mut len = 0;
        for (rank, &avail) in self.avail.iter().enumerate().skip(node.start.into()) {
            let plain = avail & !flushing;
            if plain != 0
                && let Some(slot) = cards.get_mut(len)
            {
                *slot = (
                    card(rank, plain.trailing_zeros()),
                    u64::from(plain.count_ones()),
                );
                len += 1;
            }
            if avail & flushing == 0 {
                continue;
            }
            for class in node.classes.iter() {
                let suits = class & avail & flushing;
                if suits != 0
                    && let Some(slot) = cards.get_mut(len)
                {
                    *slot = (
                        card(rank, suits.trailing_zeros()),
                        u64::from(suits.count_ones()),
                    );
                    len += 1;
                }
            }
        }
        let cards = cards.get(..len).unwrap_or_default();
        if let [a, b] = *self.holes {
            // Heads-up: hole plus board so far is summed once, and the counts stay in
            // registers until the node is done.
            let (a, b) = (a.combine(node.board), b.combine(node.board));
            let (mut boards, mut wins_a, mut wins_b, mut ties) = (0, 0, 0, 0);
            for &(card, count) in cards {
                let x = a.add(card).strength();
                let y = b.add(card).strength();
                boards += count;
                wins_a += count * u64::from(x > y);
                wins_b += count * u64::from(y > x);
                ties += count * u64::from(x == y);
            }
            let w = node.weight;
            tally.boards += w * boards;
            tally.wins[0] += w * wins_a;
            tally.wins[1] += w * wins_b;
            tally.ties[0][2] += w * ties;
            tally.ties[1][2] += w * ties;
        } else {
            for &(card, count) in cards {
                self.showdown(node.board.add(card), node.weight * count, tally);
            }
        }
    }

    #[inline(always)]
    fn showdown(&self, board: Hand, weight: u64, tally: &mut Tally) {
        if let [a, b] = *self.holes {
            let strengths = [
                a.combine(board).strength().get(),
                b.combine(board).strength().get(),
            ];
            tally.showdown(&strengths, weight);
        } else {
            let mut strengths = [0u16; MAX_PLAYERS];
            for (s, hole) in strengths.iter_mut().zip(self.holes) {
                *s = hole.combine(board).strength().get();
            }
            // Unused entries are 0, below every strength: the full array scores the same.
            let strengths = strengths.get(..self.holes.len()).unwrap_or(&strengths);
            tally.showdown(strengths, weight);
        }
    }
}
