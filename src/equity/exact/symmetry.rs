//! What both exact paths share: suit symmetry, suit groups and the rank-by-rank board walk
//! they drive.
//!
//! - **Suit symmetry.** The suit permutations that leave every range, the board and the dead
//!   cards unchanged: a deal (or a hero combo) is dealt once per orbit, weighted by the
//!   orbit's size.
//! - **Suit groups.** Suits that nothing known tells apart are interchangeable, so a board
//!   is built rank by rank and, within a group, only the first `k` free suits are dealt,
//!   weighted by `C(free suits in the group, k)`. The groups split as the board tells
//!   suits apart.
//! - **Choice table.** The ways to deal cards of one rank depend only on the suit groups,
//!   the free suits and the cards still needed: they are computed once.
//!
//! Card masks here are the [`crate::CardSet`] layout: 13 rank bits in each 16-bit suit lane.

use std::sync::OnceLock;

use crate::card::{Card, Rank, Suit};
use crate::equity::Setup;
use crate::eval::Hand;

/// n choose k (small arguments only). A `const fn`, so tables can be built with it.
pub(crate) const fn binomial(n: usize, k: usize) -> usize {
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

/// The 13 rank bits of suit lane `suit` of a card mask.
#[inline(always)]
pub(super) fn lane(bits: u64, suit: usize) -> u64 {
    (bits >> (16 * suit)) & 0x1fff
}

/// The card at each bit position `16·suit + rank` (positions that are no card hold the
/// two of clubs: no mask has them).
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

/// The card at bit position `pos` of a card mask.
// `& 63` keeps the index in range (and lets the compiler see it: no check, no branch).
#[allow(clippy::indexing_slicing)]
#[inline(always)]
pub(super) fn card_at(pos: usize) -> Card {
    debug_assert!(pos < 64 && pos % 16 < 13, "no card at bit {pos}");
    CARD_AT[pos & 63]
}

/// The card of rank index `rank` (0..13) and suit index `suit` (0..4).
#[inline(always)]
pub(super) fn card(rank: usize, suit: usize) -> Card {
    debug_assert!(rank < 13 && suit < 4);
    card_at(16 * suit + rank)
}

/// Moves suit lane `s` of a card mask to lane `perm[s]`.
pub(super) fn permute(bits: u64, perm: [u8; 4]) -> u64 {
    perm.into_iter().enumerate().fold(0, |acc, (s, to)| {
        acc | lane(bits, s) << (16 * u32::from(to))
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
            .filter(|&perm| ranges.iter().all(|masks| fixes(masks, perm)))
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

/// Whether `perm` maps the sorted card masks `masks` onto themselves.
pub(super) fn fixes(masks: &[u64], perm: [u8; 4]) -> bool {
    masks
        .iter()
        .all(|&m| masks.binary_search(&permute(m, perm)).is_ok())
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

/// Groups of interchangeable suits, as 4-bit suit masks: disjoint, so at most four.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct SuitGroups {
    masks: [u8; 4],
    len: u8,
}

impl SuitGroups {
    pub(super) const EMPTY: SuitGroups = SuitGroups {
        masks: [0; 4],
        len: 0,
    };

    /// The suits split by `alike`, an equivalence relation on suit indices.
    pub(super) fn by(alike: impl Fn(usize, usize) -> bool) -> SuitGroups {
        let mut groups = SuitGroups::EMPTY;
        let mut placed = 0u8;
        for s in 0..4 {
            if placed >> s & 1 == 1 {
                continue;
            }
            let group = (s..4).filter(|&t| alike(s, t)).fold(0, |g, t| g | 1 << t);
            placed |= group;
            groups.push(group);
        }
        groups
    }

    pub(super) fn iter(self) -> impl Iterator<Item = u8> {
        self.masks.into_iter().take(usize::from(self.len))
    }

    /// Adds a group (nothing when empty). Callers add disjoint groups: at most four.
    // Four disjoint non-empty suit sets at most, so `len` < 4 here.
    #[allow(clippy::indexing_slicing)]
    pub(super) fn push(&mut self, mask: u8) {
        if mask != 0 {
            debug_assert!(self.len < 4 && self.iter().all(|g| g & mask == 0));
            self.masks[usize::from(self.len)] = mask;
            self.len += 1;
        }
    }

    /// The partition as one byte: two bits per suit, naming the lowest suit of its group.
    fn code(self) -> u8 {
        let mut code = 0;
        for group in self.iter() {
            let lowest = group.trailing_zeros() as u8 & 3;
            for suit in 0..4 {
                if group >> suit & 1 == 1 {
                    code |= lowest << (2 * suit);
                }
            }
        }
        code
    }
}

/// A partial board: ranks below `start` are settled, `need` cards are still to come, and
/// the board stands for `weight` boards.
#[derive(Clone, Copy, Debug)]
pub(super) struct Node {
    pub start: u8,
    pub need: u8,
    pub board: Hand,
    pub suit_counts: [u8; 4],
    pub groups: SuitGroups,
    pub weight: u64,
}

impl Node {
    /// About how much work the walk below this node is, in boards: the ways to deal the
    /// cards it still needs from the ranks it may still use. A progress unit that grows
    /// with the work, so tasks of unequal size move a bar evenly.
    pub(super) fn work(&self) -> u64 {
        let ranks = 13usize.saturating_sub(usize::from(self.start));
        binomial(4 * ranks, usize::from(self.need)).max(1) as u64
    }

    /// The board given in `setup`, with these suit groups.
    pub(super) fn root(setup: &Setup, groups: SuitGroups, weight: u64) -> Node {
        let mut suit_counts = [0u8; 4];
        for (suit, count) in suit_counts.iter_mut().enumerate() {
            *count = lane(setup.board_set.bits(), suit).count_ones() as u8;
        }
        Node {
            start: 0,
            need: setup.need as u8,
            board: setup.board,
            suit_counts,
            groups,
            weight,
        }
    }

    /// The node after dealing `choice` at `rank`.
    #[inline(always)]
    pub(super) fn child(&self, rank: usize, choice: &Choice) -> Node {
        let mut board = self.board;
        let mut suit_counts = self.suit_counts;
        for (suit, count) in suit_counts.iter_mut().enumerate() {
            if choice.suits >> suit & 1 == 1 {
                board = board.add(card(rank, suit));
                *count += 1;
            }
        }
        Node {
            start: rank as u8 + 1,
            need: self.need - choice.count,
            board,
            suit_counts,
            groups: choice.groups,
            weight: self.weight * choice.factor,
        }
    }

    /// Calls `visit(rank, choice)` for each way to deal the next cards: at one rank from
    /// `start` on, in the suits `free[rank]` has, at most `need` of them.
    #[inline(always)]
    pub(super) fn each_choice(&self, free: &[u8; 13], mut visit: impl FnMut(usize, &Choice)) {
        let table = ChoiceTable::get();
        let code = self.groups.code();
        for (rank, &suits) in free.iter().enumerate().skip(self.start.into()) {
            for choice in table.choices(code, suits, self.need) {
                visit(rank, choice);
            }
        }
    }

    /// The ways to deal one card at a rank whose free suits are `suits`, as a function:
    /// for walks that treat the last card rank by rank.
    #[inline(always)]
    pub(super) fn one_card_choices(&self) -> impl Fn(u8) -> &'static [Choice] + use<> {
        let table = ChoiceTable::get();
        let code = self.groups.code();
        move |suits| table.choices(code, suits, 1)
    }
}

/// One way to deal cards of one rank: which suits, how many boards it stands for, and
/// the suit groups after it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Choice {
    pub suits: u8,
    pub count: u8,
    pub factor: u64,
    pub groups: SuitGroups,
}

impl Choice {
    /// The ways to deal 1..=`max` cards of a rank whose free suits are `free`: within each
    /// group of interchangeable suits only its lowest free suits are dealt. Returns how
    /// many there are (at most 15: the non-empty subsets of four suits).
    // `len` counts distinct non-empty suit subsets, so it stays below 16.
    #[allow(clippy::indexing_slicing)]
    fn all(groups: SuitGroups, free: u8, max: u8, out: &mut [Choice; 16]) -> usize {
        let mut len = 0;
        'subsets: for suits in 1u8..16 {
            let k = suits.count_ones() as u8;
            if suits & !free != 0 || k > max {
                continue;
            }
            let mut choice = Choice {
                suits,
                count: k,
                factor: 1,
                groups: SuitGroups::EMPTY,
            };
            for group in groups.iter() {
                let open = group & free;
                let picked = suits & group;
                if picked != 0 {
                    // `picked` must be the lowest free suits of its group.
                    let highest = 7 - picked.leading_zeros();
                    let upto = ((2u16 << highest) - 1) as u8;
                    if open & upto != picked {
                        continue 'subsets;
                    }
                }
                let (n, k) = (open.count_ones(), picked.count_ones());
                choice.factor *= binomial(n as usize, k as usize) as u64;
                choice.groups.push(picked);
                choice.groups.push(open & !picked);
                choice.groups.push(group & !open);
            }
            out[len] = choice;
            len += 1;
        }
        len
    }
}

/// [`Choice::all`] for every partition of the suits (15), set of free suits (16) and most
/// cards (1 to 4), computed once: the walks look them up.
pub(super) struct ChoiceTable {
    /// The partition number (0..15) of each valid partition code.
    partition: [u8; 256],
    /// By `(partition · 16 + free suits) · 4 + most cards − 1`: how many choices, and
    /// the choices (kept inline: one load finds them).
    entries: Vec<(usize, [Choice; 16])>,
}

impl ChoiceTable {
    // A partition code is a byte, and `partition` has an entry for every byte.
    #[allow(clippy::indexing_slicing)]
    pub(super) fn get() -> &'static ChoiceTable {
        static TABLE: OnceLock<ChoiceTable> = OnceLock::new();
        TABLE.get_or_init(|| {
            let mut table = ChoiceTable {
                partition: [0; 256],
                entries: Vec::new(),
            };
            let mut partitions = 0;
            for code in 0..=255u8 {
                let rep = |suit: usize| usize::from(code >> (2 * suit)) & 3;
                // Valid: every suit names a lower-or-equal suit that names itself.
                if (0..4).any(|s| rep(s) > s || rep(rep(s)) != rep(s)) {
                    continue;
                }
                let groups = SuitGroups::by(|s, t| rep(s) == rep(t));
                debug_assert_eq!(groups.code(), code);
                table.partition[usize::from(code)] = partitions;
                partitions += 1;
                for free in 0..16 {
                    for max in 1..=4 {
                        let mut out = [Choice {
                            suits: 0,
                            count: 0,
                            factor: 0,
                            groups,
                        }; 16];
                        let len = Choice::all(groups, free, max, &mut out);
                        table.entries.push((len, out));
                    }
                }
            }
            table
        })
    }

    /// The choices for suit groups of partition `code`, free suits `free` and at most
    /// `max` cards (more than four is four: a rank has four suits).
    // `code` is a valid partition's and `free` < 16, so the entry exists.
    #[allow(clippy::indexing_slicing)]
    #[inline(always)]
    pub(super) fn choices(&self, code: u8, free: u8, max: u8) -> &[Choice] {
        debug_assert!(free < 16 && max >= 1);
        let partition = usize::from(self.partition[usize::from(code)]);
        let key = (partition * 16 + usize::from(free & 15)) * 4 + usize::from(max.clamp(1, 4) - 1);
        let (len, choices) = &self.entries[key];
        &choices[..*len]
    }
}
