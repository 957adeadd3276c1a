//! The board walk of one hero combo: boards are built rank by rank, the live wide combos
//! are kept by rank pair as cards are dealt, and each complete board scores them all.

use crate::equity::Setup;
use crate::equity::tally::HeadsUp;
use crate::eval::Hand;

use super::super::symmetry::{Choice, Node, card_at};
use super::hero::{Hero, PairCombos, add_times};
use super::rows::{FlushRows, PAIRS, Row, bits, pair, step};

/// The bits above position `pos`.
#[inline(always)]
fn above(pos: usize) -> u64 {
    (u64::MAX << (pos & 63)) << 1
}

/// Wide combos on one board: how many, how many beat the hero, how many tie.
#[derive(Clone, Copy, Default)]
struct BoardMatchups {
    combos: u32,
    better: u32,
    equal: u32,
}

impl BoardMatchups {
    /// Adds `n` combos of this strength.
    #[inline(always)]
    fn add(&mut self, n: u32, strength: u16, hero: u16) {
        self.combos += n;
        self.better += if strength > hero { n } else { 0 };
        self.equal += if strength == hero { n } else { 0 };
    }

    /// Adds the rank pairs' combos, each pair scored by its row entry. PairCombos are read as
    /// signed bytes: a sum of counts may leave out combos that are added back one by one,
    /// and dip below zero until then (the totals wrap back).
    #[inline(always)]
    fn add_pairs(&mut self, counts: &PairCombos, row: &Row, hero: u16) {
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
    fn times(self, k: u32) -> BoardMatchups {
        BoardMatchups {
            combos: self.combos * k,
            better: self.better * k,
            equal: self.equal * k,
        }
    }

    fn plus(self, other: BoardMatchups) -> BoardMatchups {
        BoardMatchups {
            combos: self.combos.wrapping_add(other.combos),
            better: self.better.wrapping_add(other.better),
            equal: self.equal.wrapping_add(other.equal),
        }
    }

    /// Adds this board's outcomes, `weight` times, to the hero's.
    #[inline(always)]
    fn into(self, weight: u64, outcomes: &mut HeadsUp) {
        outcomes.boards += weight * u64::from(self.combos);
        outcomes.wins += weight * u64::from(self.combos - self.better - self.equal);
        outcomes.losses += weight * u64::from(self.better);
        outcomes.ties += weight * u64::from(self.equal);
    }
}

/// A partial board with the wide combos still live on it.
#[derive(Clone, Copy)]
pub(super) struct LiveNode {
    pub node: Node,
    /// Cards dealt so far by the walk (the position of the next one).
    dealt: u8,
    /// The multiset of ranks dealt so far, as an index into the rank rows.
    index: u16,
    /// The cards dealt so far by the walk.
    new: u64,
    counts: PairCombos,
    /// The live wide combos with both cards in each suit.
    suited: [PairCombos; 4],
}

/// The suit with the most board cards, and how many it has.
#[inline(always)]
fn most_cards(suit_counts: [u8; 4]) -> (usize, u8) {
    // The last of equal counts, as `max_by_key` picks.
    (0..4).zip(suit_counts).fold(
        (0, 0),
        |most, (suit, n)| if n >= most.1 { (suit, n) } else { most },
    )
}

/// Board enumeration for one hero combo.
pub(super) struct Walk<'a> {
    pub hero: &'a Hero,
    pub rows: &'a [Row],
    /// The board cards given.
    pub fixed: u64,
}

// Suits are below 4, and a multiset of dealt ranks has an index below the rows' count.
#[allow(clippy::indexing_slicing)]
impl Walk<'_> {
    pub(super) fn root(&self, setup: &Setup) -> LiveNode {
        LiveNode {
            node: Node::root(setup, self.hero.groups, self.hero.weight),
            dealt: 0,
            index: 0,
            new: 0,
            counts: self.hero.counts,
            suited: self.hero.suited,
        }
    }

    #[inline(always)]
    fn child(&self, live: &LiveNode, rank: usize, choice: &Choice) -> LiveNode {
        let mut child = *live;
        child.node = live.node.child(rank, choice);
        for suit in (0..4).filter(|suit| choice.suits >> suit & 1 == 1) {
            let pos = 16 * suit + rank;
            self.hero.remove(&mut child.counts, pos, child.new);
            self.hero
                .remove_suited(&mut child.suited[suit], pos, child.new);
            child.new |= 1 << pos;
            child.index += step(child.dealt, rank);
            child.dealt += 1;
        }
        child
    }

    /// The nodes one rank deeper (or the node itself when its board is complete).
    pub(super) fn children(&self, live: &LiveNode) -> Vec<LiveNode> {
        if live.node.need == 0 {
            return vec![*live];
        }
        let mut out = Vec::new();
        live.node
            .each_choice(&self.hero.free_suits, |rank, choice| {
                out.push(self.child(live, rank, choice));
            });
        out
    }

    /// Scores the hero against the wide range on every board that completes `live`.
    pub(super) fn walk(&self, live: &LiveNode, outcomes: &mut HeadsUp) {
        let node = &live.node;
        match node.need {
            0 => {
                let at = (live.index, node.suit_counts, node.weight);
                self.score(node.board, live.new, &live.counts, live, 64, at, outcomes);
            }
            1 => self.last_card(live, outcomes),
            _ => node.each_choice(&self.hero.free_suits, |rank, choice| {
                self.walk(&self.child(live, rank, choice), outcomes);
            }),
        }
    }

    /// The boards that `live` completes with one card. The last card changes which
    /// combos are live, but when it leaves its suit below three cards it changes no one's
    /// flush chances: then the cards of one rank leave the same strengths, and their
    /// counts are added up (each times the boards it stands for) and scored once.
    fn last_card(&self, live: &LiveNode, outcomes: &mut HeadsUp) {
        let hero = self.hero;
        let node = &live.node;
        let choices = node.one_card_choices();
        let (suit, most) = most_cards(node.suit_counts);
        // With three of a suit already, the combos with both cards in it flush.
        let suited = (most == 3).then(|| live.suited[suit]);
        for (rank, &free) in hero.free_suits.iter().enumerate().skip(node.start.into()) {
            let index = live.index + step(live.dealt, rank);
            let row = &self.rows[usize::from(index)];
            // The sum of the merged cards' counts (at most four times 16: a byte holds it),
            // without the combos of the card with earlier board cards: those are scored
            // one by one in `back`.
            let mut merged: PairCombos = [0; PAIRS];
            let mut back = BoardMatchups::default();
            let mut factors = 0;
            // The hero's strength with any merged card.
            let mut strength = None;
            for choice in choices(free) {
                let suit = choice.suits.trailing_zeros() as usize & 3;
                let pos = 16 * suit + rank;
                let mut suit_counts = node.suit_counts;
                suit_counts[suit] += 1;
                if most <= 3 && suit_counts[suit] <= 2 {
                    let factor = choice.factor as u8;
                    add_times(&mut merged, &live.counts, hero.holders(pos), factor);
                    let strength = *strength.get_or_insert_with(|| {
                        let board = node.board.add(card_at(pos));
                        hero.hand.combine(board).strength().get()
                    });
                    for other in bits(hero.partners(pos) & live.new) {
                        back.add(u32::from(factor), row[pair(rank, other % 16)], strength);
                    }
                    factors += u32::from(factor);
                    continue;
                }
                let mut counts = live.counts;
                hero.remove(&mut counts, pos, live.new);
                let board = node.board.add(card_at(pos));
                let at = (index, suit_counts, node.weight * choice.factor);
                self.score(board, live.new | 1 << pos, &counts, live, pos, at, outcomes);
            }
            let Some(strength) = strength else {
                continue;
            };
            let mut tally = back;
            if let Some(suited) = suited {
                for (n, s) in merged.iter_mut().zip(suited) {
                    *n = n.wrapping_sub(s.wrapping_mul(factors as u8));
                }
                let ranks = (self.fixed | live.new) >> (16 * suit) & 0x1fff;
                let mut flushes = BoardMatchups::default();
                flushes.add_pairs(&suited, FlushRows::get().three(ranks), strength);
                tally = tally.plus(flushes.times(factors));
            }
            tally.add_pairs(&merged, row, strength);
            tally.into(node.weight, outcomes);
        }
    }

    /// Scores every live wide combo on a complete board against the hero. `counts` are the
    /// board's; `live.suited` are before its card at `last` (64: none); `at` is the index of
    /// the board's rank multiset, its count of cards in each suit and its weight.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn score(
        &self,
        board: Hand,
        new: u64,
        counts: &PairCombos,
        live: &LiveNode,
        last: usize,
        at: (u16, [u8; 4], u64),
        outcomes: &mut HeadsUp,
    ) {
        let (index, suit_counts, weight) = at;
        let hero = self.hero;
        let strength = hero.hand.combine(board).strength().get();
        let row = &self.rows[usize::from(index)];
        let mut tally = BoardMatchups::default();
        // Only one suit can have three of five board cards.
        let (suit, most) = most_cards(suit_counts);
        let lane = 0x1fff << (16 * suit);
        if most < 3 {
            tally.add_pairs(counts, row, strength);
        } else if most == 3 {
            // Only combos with both cards in the suit can flush: they score by the suit's
            // ranks, the others by their rank pair.
            let mut suited = live.suited[suit];
            if last < 64 && lane >> last & 1 == 1 {
                hero.remove_suited(&mut suited, last, live.new);
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
            let free = hero.free & !new;
            let suited = free & lane;
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
                let partners = hero.partners(c);
                let others = (partners & free & !lane).count_ones();
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
        tally.into(weight, outcomes);
    }
}
