//! One board's showdowns between every two starting-hand classes at once.
//!
//! On a board, the live combos are sorted by strength and swept upward in runs of equal
//! strength, keeping `below[Y]`, the number of combos of class `Y` seen so far (all
//! weaker). A combo of class `X` beats exactly those, so each run adds `below` to the
//! rows of the classes in it, once per class with the class's count as a factor.
//!
//! That counts pairs of combos that share a card too, which are no deal. They are counted
//! apart and subtracted: for each card, `below_card[card][slot]` counts the weaker combos
//! holding it, by the other card's rank and whether it is of the same suit (the slot); a
//! combo's two cards add their counts into its class's overlap row. The hero class, the
//! card's rank and the slot name the villain class.
//!
//! Without a possible flush a combo's strength is its ranks': the combos of a rank pair
//! are scored once, together. Combos that can make a flush are scored one by one.

use crate::card::{Card, CardSet, Rank, Suit};
use crate::equity::StartingHand;
use crate::eval::Hand;

/// The number of starting-hand classes.
pub(super) const CLASSES: usize = StartingHand::COUNT;
/// A row of counts by villain class: 169 lanes rounded up to whole vectors.
const LANES: usize = 176;
/// A card's counts by the other card of a combo: its rank, plus 16 when it is suited.
const SLOTS: usize = 32;
/// No class (a slot no combo fills).
const NO_CLASS: u8 = u8::MAX;
/// The most boards summed into the 16-bit counts before they are drained: a board adds at
/// most 12 × 12 to a count (two offsuit classes), so 400 boards stay below 2^16.
pub(super) const CHUNK: usize = 400;
const _: () = assert!(CHUNK * 144 <= u16::MAX as usize);

/// A combo as the sweep uses it.
#[derive(Clone, Copy, Debug)]
struct ComboInfo {
    mask: u64,
    hand: Hand,
    /// The cards of each suit, one byte per suit.
    suit_counts: u32,
    class: u8,
    /// Card indices (`4·rank + suit`).
    cards: [u8; 2],
    /// Per card: 0 when its rank is the class's high rank, 1 when the low one.
    sides: [u8; 2],
    /// Per card: the other card's slot as seen from this one.
    slots: [u8; 2],
}

/// The combos of one rank pair, `combos[first..first + len]`: first the suited ones (none
/// for a pair), `suited` of them, then the others.
#[derive(Clone, Copy, Debug)]
struct RankPair {
    first: u16,
    suited: u16,
    len: u16,
}

/// What every board's sweep reads: the combos grouped by rank pair and the villain class of
/// each overlap slot.
pub(super) struct Tables {
    combos: Vec<ComboInfo>,
    rank_pairs: Vec<RankPair>,
    /// By hero class, side and slot: the villain class holding that card and that partner.
    overlap_class: Vec<[[u8; SLOTS]; 2]>,
}

impl Tables {
    pub(super) fn new() -> Tables {
        let mut combos = Vec::with_capacity(1326);
        let mut rank_pairs = Vec::with_capacity(91);
        for (i, &high) in Rank::ALL.iter().enumerate() {
            for &low in Rank::ALL.iter().take(i + 1) {
                let first = combos.len();
                let suited = if high == low { 0 } else { 4 };
                for suited in [true, false] {
                    for s in Suit::ALL {
                        for t in Suit::ALL {
                            if (s == t) == suited && (high != low || s < t) {
                                combos.push(ComboInfo::new(Card::new(high, s), Card::new(low, t)));
                            }
                        }
                    }
                }
                rank_pairs.push(RankPair {
                    first: first as u16,
                    suited,
                    len: (combos.len() - first) as u16,
                });
            }
        }
        let overlap_class = StartingHand::all()
            .map(|hero| {
                [hero.high(), hero.low()].map(|rank| {
                    std::array::from_fn(|slot| {
                        let (other, suited) = (slot % 16, slot >= 16);
                        match Rank::from_index(other) {
                            Some(other) if !(suited && other == rank) => {
                                StartingHand::new(rank, other, suited).index() as u8
                            }
                            _ => NO_CLASS,
                        }
                    })
                })
            })
            .collect();
        Tables {
            combos,
            rank_pairs,
            overlap_class,
        }
    }
}

impl ComboInfo {
    fn new(a: Card, b: Card) -> ComboInfo {
        let class = StartingHand::new(a.rank(), b.rank(), a.suit() == b.suit());
        let side = |c: Card| u8::from(c.rank() != class.high());
        let slot = |other: Card, own: Card| {
            other.rank().index() as u8 + if other.suit() == own.suit() { 16 } else { 0 }
        };
        ComboInfo {
            mask: a.bit() | b.bit(),
            suit_counts: (1 << (8 * a.suit().index())) + (1 << (8 * b.suit().index())),
            hand: Hand::from_cards(&[a, b]),
            class: class.index() as u8,
            cards: [a.index() as u8, b.index() as u8],
            sides: [side(a), side(b)],
            slots: [slot(b, a), slot(a, b)],
        }
    }
}

/// The counts of a run of boards, in 16 bits, and the scratch space of one board's sweep.
pub(super) struct Sweep {
    /// By hero class, by villain class: showdowns won, pairs sharing a card included.
    wins: Vec<[u16; LANES]>,
    /// By hero class, side and slot: won showdowns against combos sharing a card.
    overlap: Vec<[[u16; SLOTS]; 2]>,
    below: [u16; LANES],
    below_card: [[u16; SLOTS]; 52],
    run_count: [u16; CLASSES],
    run_classes: Vec<u8>,
    /// Groups of equal-strength combos as `strength << 32 | first << 16 | len`, indexing
    /// `members`.
    groups: Vec<u64>,
    members: Vec<u16>,
    flushes: Vec<u16>,
}

impl Sweep {
    pub(super) fn new() -> Sweep {
        Sweep {
            wins: vec![[0; LANES]; CLASSES],
            overlap: vec![[[0; SLOTS]; 2]; CLASSES],
            below: [0; LANES],
            below_card: [[0; SLOTS]; 52],
            run_count: [0; CLASSES],
            run_classes: Vec::with_capacity(CLASSES),
            groups: Vec::with_capacity(1081),
            members: Vec::with_capacity(1081),
            flushes: Vec::with_capacity(1081),
        }
    }

    /// Adds one board's showdowns (at most [`CHUNK`] boards between drains).
    // Indices are in range by construction: classes below 169, card indices below 52,
    // slots below 32, combo ids and member positions from the tables themselves.
    #[allow(clippy::indexing_slicing)]
    pub(super) fn add_board(&mut self, tables: &Tables, board: u64) {
        self.score(tables, board);
        let Sweep {
            wins,
            overlap,
            below,
            below_card,
            run_count,
            run_classes,
            groups,
            members,
            ..
        } = self;
        below.fill(0);
        for counts in below_card.iter_mut() {
            counts.fill(0);
        }
        let members_of = |group: u64| {
            let first = (group >> 16 & 0xffff) as usize;
            &members[first..first + (group & 0xffff) as usize]
        };
        let mut rest = &groups[..];
        while let Some(&first) = rest.first() {
            let len = rest.iter().take_while(|&&g| g >> 32 == first >> 32).count();
            let (run, after) = rest.split_at(len);
            rest = after;
            for &group in run {
                let ids = members_of(group);
                debug_assert!(!ids.is_empty(), "a group holds a combo");
                let class = tables.combos[usize::from(ids[0])].class;
                if run_count[usize::from(class)] == 0 {
                    run_classes.push(class);
                }
                run_count[usize::from(class)] += ids.len() as u16;
                let overlap = &mut overlap[usize::from(class)];
                for &id in ids {
                    let combo = &tables.combos[usize::from(id)];
                    for k in 0..2 {
                        let row = &mut overlap[usize::from(combo.sides[k])];
                        add(row, &below_card[usize::from(combo.cards[k])]);
                    }
                }
            }
            for &class in run_classes.iter() {
                let class = usize::from(class);
                add_times(&mut wins[class], below, run_count[class]);
            }
            for &id in run.iter().flat_map(|&group| members_of(group)) {
                let combo = &tables.combos[usize::from(id)];
                for k in 0..2 {
                    below_card[usize::from(combo.cards[k])][usize::from(combo.slots[k])] += 1;
                }
            }
            for &class in run_classes.iter() {
                let class = usize::from(class);
                below[class] += run_count[class];
                run_count[class] = 0;
            }
            run_classes.clear();
        }
    }

    /// Scores the board's live combos into `groups`, sorted by strength: the combos of a
    /// rank pair and a class that cannot make a flush as one group, each combo that can as
    /// its own. A group's combos are of one class.
    #[allow(clippy::indexing_slicing)] // combo ids and ranges come from the tables
    fn score(&mut self, tables: &Tables, board: u64) {
        let hand = Hand::from_set(CardSet::from_card_bits(board));
        // The suit with three or more board cards, if any, as the shift of its byte in
        // `suit_counts`, and the cards of it a combo needs for a flush.
        let flush = (0..4).find_map(|suit| {
            let on_board = (board >> (16 * suit) & 0x1fff).count_ones();
            (on_board >= 3).then_some((8 * suit, 5 - on_board))
        });
        self.groups.clear();
        self.members.clear();
        self.flushes.clear();
        for pair in &tables.rank_pairs {
            let strength = hand
                .combine(tables.combos[usize::from(pair.first)].hand)
                .rank_strength();
            let (start, split, end) = (pair.first, pair.first + pair.suited, pair.first + pair.len);
            // The suited combos, then the others: one group per class.
            for ids in [start..split, split..end] {
                let first = self.members.len();
                for id in ids {
                    let combo = &tables.combos[usize::from(id)];
                    if combo.mask & board != 0 {
                        continue;
                    }
                    if flush
                        .is_some_and(|(shift, needs)| combo.suit_counts >> shift & 0xff >= needs)
                    {
                        self.flushes.push(id);
                    } else {
                        self.members.push(id);
                    }
                }
                if self.members.len() > first {
                    self.groups
                        .push(group(strength.0, first, self.members.len() - first));
                }
            }
        }
        for &id in &self.flushes {
            let strength = hand.combine(tables.combos[usize::from(id)].hand).strength();
            self.groups.push(group(strength.0, self.members.len(), 1));
            self.members.push(id);
        }
        self.groups.sort_unstable();
    }

    /// Adds the counts so far, each board standing for `boards` boards, to `wins` (by hero
    /// class, then villain class), and clears them.
    #[allow(clippy::indexing_slicing)] // classes below 169, by construction
    pub(super) fn drain(&mut self, tables: &Tables, boards: u64, wins: &mut [u64]) {
        for (hero, row) in wins.chunks_exact_mut(CLASSES).enumerate() {
            for (total, &n) in row.iter_mut().zip(&self.wins[hero]) {
                *total += boards * u64::from(n);
            }
            for (side, counts) in self.overlap[hero].iter().enumerate() {
                for (&villain, &n) in tables.overlap_class[hero][side].iter().zip(counts) {
                    if n != 0 {
                        debug_assert!(villain != NO_CLASS);
                        row[usize::from(villain)] -= boards * u64::from(n);
                    }
                }
            }
            self.wins[hero].fill(0);
            self.overlap[hero] = [[0; SLOTS]; 2];
        }
    }
}

fn group(strength: u16, first: usize, len: usize) -> u64 {
    u64::from(strength) << 32 | (first as u64) << 16 | len as u64
}

/// `row += counts`, lane by lane. Counts stay below 2^16 by [`CHUNK`]: the wrapping add
/// only lets the loop vectorize in every profile. (Working on a copy tells the compiler
/// the two arrays do not overlap, so it uses vector adds.)
#[inline(always)]
fn add<const N: usize>(row: &mut [u16; N], counts: &[u16; N]) {
    let mut sum = *row;
    for (s, &c) in sum.iter_mut().zip(counts) {
        *s = s.wrapping_add(c);
    }
    *row = sum;
}

/// `row += factor · counts`, lane by lane (wrapping and copied as in [`add`]).
#[inline(always)]
fn add_times(row: &mut [u16; LANES], counts: &[u16; LANES], factor: u16) {
    let mut sum = *row;
    for (s, &c) in sum.iter_mut().zip(counts) {
        *s = s.wrapping_add(c.wrapping_mul(factor));
    }
    *row = sum;
}
