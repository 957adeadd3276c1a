//! Omaha's exact enumeration: every deal of the players' ranges, every completion of the
//! board. Without a flush a board's outcome depends only on its ranks, so boards are
//! counted per rank multiset row and each row is scored once.

use rayon::prelude::*;

use super::OmahaRules;
use super::board::{Board, PreparedHole};
use super::tables::{ROWS, five_part, rank_multisets, row_of_five_index, row_of_sorted, spread};
use crate::card::{Card, CardSet};
use crate::equity::showdown::Showdown;
use crate::equity::{MAX_PLAYERS, Setup, Shard, Tally};
use crate::eval::Hand;

use crate::equity::exact::binomial;

/// About how many (player, board) showdowns an exact run scores, before the row counting
/// that spares most of them.
pub(crate) fn cost(setup: &Setup) -> f64 {
    let hole_cards = setup.game.hole_cards();
    let mut free = 52 - setup.board_set.len() - setup.dead.len();
    let mut deals = 1.0;
    for player in &setup.players {
        deals *= match player.any {
            Some(_) => binomial(free, hole_cards) as f64,
            None => player.combos.len() as f64,
        };
        free = free.saturating_sub(hole_cards);
    }
    deals * binomial(free, setup.need) as f64 * setup.players.len() as f64
}

/// Exact counts of `shard` of a checked Omaha question. Its tasks are the deals, or with
/// few deals each deal's first two board cards: task `(d, p)` (deal `d`, pair `p`) is
/// shard `d + p`'s.
pub(crate) fn run(setup: &Setup, shard: Shard, progress: &(dyn Fn(u64, u64) + Sync)) -> Tally {
    if setup.game.has_low() {
        run_in(setup, &OmahaRules::<true>::new(), shard, progress)
    } else {
        run_in(setup, &OmahaRules::<false>::new(), shard, progress)
    }
}

/// [`run`] in high-only or hi-lo rules.
fn run_in<const HI_LO: bool>(
    setup: &Setup,
    rules: &OmahaRules<HI_LO>,
    shard: Shard,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Tally {
    let mut all = Vec::new();
    let known = CardSet::from_card_bits(setup.known());
    deal(setup, 0, known, &mut Vec::new(), &mut all);
    let reps = representatives();
    let done = std::sync::atomic::AtomicU64::new(0);
    let many = all.len() >= 64;
    if many {
        all = shard.take(all).collect();
    }
    let total = all.len() as u64;
    let tick = || {
        let done = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
        progress(done, total);
    };
    if many {
        all.par_iter()
            .map(|(holes, used)| {
                let tally = boards_of(setup, rules, &reps, holes, *used, None);
                tick();
                tally
            })
            .reduce(Tally::default, |a, b| a.merge(&b))
    } else {
        all.iter()
            .enumerate()
            .map(|(d, (holes, used))| {
                let tally = boards_of(setup, rules, &reps, holes, *used, Some((shard, d)));
                tick();
                tally
            })
            .fold(Tally::default(), |a, b| a.merge(&b))
    }
}

/// Every deal from player `i` on, given the cards already `used`.
fn deal(
    setup: &Setup,
    i: usize,
    used: CardSet,
    holes: &mut Vec<PreparedHole>,
    out: &mut Vec<(Vec<PreparedHole>, CardSet)>,
) {
    let Some(player) = setup.players.get(i) else {
        out.push((holes.clone(), used));
        return;
    };
    let take = |combo: CardSet,
                holes: &mut Vec<PreparedHole>,
                out: &mut Vec<(Vec<PreparedHole>, CardSet)>| {
        let cards: Vec<Card> = combo.iter().collect();
        holes.push(PreparedHole::new(&cards));
        deal(setup, i + 1, used.union(combo), holes, out);
        holes.pop();
    };
    match player.any {
        None => {
            for combo in &player.combos {
                let combo = CardSet::from_card_bits(combo.mask);
                if combo.intersection(used).is_empty() {
                    take(combo, holes, out);
                }
            }
        }
        Some(_) => {
            let deck: Vec<Card> = CardSet::FULL.difference(used).iter().collect();
            let hole_cards = setup.game.hole_cards();
            for_each_subset(&deck, hole_cards, CardSet::EMPTY, 0, &mut |combo| {
                take(combo, holes, out)
            });
        }
    }
}

fn for_each_subset(
    deck: &[Card],
    k: usize,
    set: CardSet,
    from: usize,
    f: &mut impl FnMut(CardSet),
) {
    if k == 0 {
        f(set);
        return;
    }
    for (i, &card) in deck.iter().enumerate().skip(from) {
        let mut next = set;
        next.insert(card);
        for_each_subset(deck, k - 1, next, i + 1, f);
    }
}

/// A 5-card rank multiset's row and cards of those ranks with no three of a suit.
pub(super) type Representative = (usize, [Card; 5]);

/// One representative board per 5-card rank multiset.
fn representatives() -> Vec<Representative> {
    rank_multisets(5)
        .iter()
        .filter_map(|ranks| Some((row_of_sorted(ranks), spread(ranks).try_into().ok()?)))
        .collect()
}

/// Boards scored one by one (those where a flush is possible) and, for the rest, board
/// counts per rank multiset row: without a flush a board's outcome depends only on its
/// ranks, so each row is scored once, weighted by its count.
struct BoardRows {
    tally: Tally,
    rows: Vec<u64>,
}

impl BoardRows {
    fn new() -> BoardRows {
        BoardRows {
            tally: Tally::default(),
            rows: vec![0; ROWS],
        }
    }

    fn merge(mut self, other: BoardRows) -> BoardRows {
        self.tally = self.tally.merge(&other.tally);
        for (a, b) in self.rows.iter_mut().zip(&other.rows) {
            *a += b;
        }
        self
    }
}

/// Every completion of the board for one deal; with `split` (the shard and the deal's
/// number), in parallel over the shard's first two new cards, or the whole deal if the
/// shard holds it when fewer than two cards are to come.
#[allow(clippy::indexing_slicing)] // filled < 5 where written; i < j < deck.len(); rows < ROWS
fn boards_of<const HI_LO: bool>(
    setup: &Setup,
    rules: &OmahaRules<HI_LO>,
    reps: &[Representative],
    holes: &[PreparedHole],
    used: CardSet,
    split: Option<(Shard, usize)>,
) -> Tally {
    // In card index order, ranks never decrease along a completion.
    let deck: Vec<Card> = Card::all().filter(|&c| !used.contains(c)).collect();
    // Places not yet dealt hold a placeholder until the walk fills them.
    let mut board = [Card::new(crate::card::Rank::Two, crate::card::Suit::Clubs); 5];
    for (slot, &card) in board.iter_mut().zip(&setup.board_cards) {
        *slot = card;
    }
    let filled = setup.board_cards.len();
    let known = setup.board;
    let flush_suits = holes.iter().fold(0, |m, h| m | h.suits_with_two());
    // With no board yet, cards come in rank order, so the row adds up along the walk.
    let incremental = filled == 0;
    let leaf = |walk: &mut BoardRows, board: &[Card; 5], hand: Hand, row: usize| {
        // Each suit counter is 3 plus its cards: adding 2 sets bit 3 from three on.
        let three = (hand.suit_counters() + 0x2222) & 0x8888;
        if three != 0 && flush_suits >> (three.trailing_zeros() / 4) & 1 == 1 {
            score(&mut walk.tally, rules, holes, &Board::from_cards(board), 1);
        } else {
            walk.rows[if incremental {
                row
            } else {
                row_of_five_index(hand.rank_index())
            }] += 1;
        }
    };
    let walk = if let Some((shard, deal)) = split.filter(|_| filled <= 3) {
        let prefixes: Vec<(usize, usize)> = (0..deck.len())
            .flat_map(|i| (i + 1..deck.len()).map(move |j| (i, j)))
            .enumerate()
            .filter(|&(p, _)| shard.holds(deal + p))
            .map(|(_, prefix)| prefix)
            .collect();
        prefixes
            .par_iter()
            .with_max_len(1)
            .fold(BoardRows::new, |mut walk, &(i, j)| {
                let mut board = board;
                board[filled] = deck[i];
                board[filled + 1] = deck[j];
                let hand = known.add(deck[i]).add(deck[j]);
                let row = part(filled, deck[i]) + part(filled + 1, deck[j]);
                let mut visit = |b: &[Card; 5], h: Hand, r: usize| leaf(&mut walk, b, h, r);
                complete(
                    &deck,
                    &mut board,
                    (hand, row),
                    filled + 2,
                    j + 1,
                    &mut visit,
                );
                walk
            })
            .reduce(BoardRows::new, BoardRows::merge)
    } else if let Some((shard, deal)) = split
        && !shard.holds(deal)
    {
        BoardRows::new()
    } else {
        let mut walk = BoardRows::new();
        let mut visit = |b: &[Card; 5], h: Hand, r: usize| leaf(&mut walk, b, h, r);
        complete(&deck, &mut board, (known, 0), filled, 0, &mut visit);
        walk
    };
    let mut tally = walk.tally;
    for (row, cards) in reps {
        let count = walk.rows[*row];
        if count != 0 {
            score(&mut tally, rules, holes, &Board::from_cards(cards), count);
        }
    }
    tally
}

/// Scores every player's hole on one board, `weight` times.
#[inline(always)]
fn score<const HI_LO: bool>(
    tally: &mut Tally,
    rules: &OmahaRules<HI_LO>,
    holes: &[PreparedHole],
    board: &Board,
    weight: u64,
) {
    // Heads-up, the common case, with the count known to the compiler: the loops unroll.
    match holes.first_chunk::<2>() {
        Some(two) if holes.len() == 2 => score_each(tally, rules, two, board, weight),
        _ => score_each(tally, rules, holes, board, weight),
    }
}

/// [`score`] for any number of players.
#[inline(always)]
#[allow(clippy::indexing_slicing)] // holes.len() = players ≤ MAX_PLAYERS
fn score_each<const HI_LO: bool>(
    tally: &mut Tally,
    rules: &OmahaRules<HI_LO>,
    holes: &[PreparedHole],
    board: &Board,
    weight: u64,
) {
    let mut high = [0u16; MAX_PLAYERS];
    let mut low = [0u16; MAX_PLAYERS];
    let n = holes.len().min(MAX_PLAYERS);
    for (i, hole) in holes.iter().enumerate().take(n) {
        high[i] = rules.high(hole, board);
        if HI_LO {
            low[i] = rules.low(hole, board);
        }
    }
    if HI_LO {
        tally.showdown_hi_lo(&high[..n], &low[..n], weight);
    } else {
        tally.showdown(&high[..n], weight);
    }
}

/// What a card at place `i` of a rank-ordered board adds to its row.
fn part(i: usize, card: Card) -> usize {
    five_part(i, (card.index() / 4) as u32)
}

/// Fills `board[filled..]` with every increasing choice from `deck[from..]`, carrying the
/// hand's key and the row's partial sum (meaningful when the walk starts with no board).
#[allow(clippy::indexing_slicing)] // filled < 5 when written
fn complete(
    deck: &[Card],
    board: &mut [Card; 5],
    (hand, row): (Hand, usize),
    filled: usize,
    from: usize,
    f: &mut impl FnMut(&[Card; 5], Hand, usize),
) {
    if filled == 5 {
        f(board, hand, row);
        return;
    }
    for i in from..deck.len() {
        board[filled] = deck[i];
        let next = (hand.add(deck[i]), row + part(filled, deck[i]));
        complete(deck, board, next, filled + 1, i + 1, f);
    }
}
