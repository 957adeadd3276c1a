//! What a range hits on a board (Flopzilla's view): for the combos left after card
//! removal, the weight that makes each hand ([`Made`]) and that has each draw ([`Draw`]).
//!
//! The made hand comes from the evaluator's category, so it is right by construction; the
//! splits of one pair, two pair and three of a kind are rank questions on top of the ranks
//! the evaluator names. Draws are rank and suit questions about one more card.
//!
//! ```
//! use handrank::equity::{Draw, Hits, Made, Range};
//! use handrank::parse_cards;
//! let board = parse_cards("Kd 7c 2h")?;
//! let hits = Hits::of(&Range::parse("AA,KQs")?, &board, &[])?;
//! assert_eq!(hits.combos, 6 + 3);
//! assert_eq!(hits.made(Made::Overpair).combos, 6.0);
//! assert_eq!(hits.made(Made::TopPair).combos, 3.0);
//! assert_eq!(hits.draw(Draw::TwoOvercards).combos, 0.0);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod draws;
mod holes;
mod made;
mod shape;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_games;

use crate::card::{Card, CardSet, Rank, Suit};
use crate::error::visible;
use crate::game::{DealError, DealErrorKind, Game};
use crate::omaha::OmahaRangeError;

use rayon::prelude::*;

use super::range::{Combo, Range, RangeError};
use shape::Shape;

pub use draws::{Draw, Draws};
pub use made::Made;

/// Why the hits of a range cannot be counted: each variant names the card or range.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HitsError {
    /// The board is not a flop, a turn or a river.
    #[error(
        "{found} board card{} given: give 3 (flop), 4 (turn) or 5 (river)",
        if *found == 1 { "" } else { "s" }
    )]
    BoardSize { found: usize },
    /// A card given twice in one place.
    #[error("{card} is {place} twice")]
    Twice { card: Card, place: &'static str },
    /// A card in two places (the board, the dead cards, the hand asked about).
    #[error("{card} is {first} and {second}")]
    Conflict {
        card: Card,
        first: &'static str,
        second: &'static str,
    },
    /// Every combo of the range uses a board or dead card.
    #[error(
        "every combo of '{}' uses a card that is on the board or dead",
        visible(range)
    )]
    EmptyRange { range: String },
    /// The combos left all have weight 0: there is nothing to take shares of.
    #[error("every combo of '{}' left has weight 0", visible(range))]
    NoWeight { range: String },
    /// A game without a board (stud, the draw games): there is nothing to hit.
    #[error(
        "{title} has no board: hits counts what a range makes on a shared board, in {games}",
        games = Game::board_games()
    )]
    NoBoard {
        /// "Razz".
        title: String,
    },
    /// A range in the notation of hold'em and short deck that does not parse.
    #[error(transparent)]
    Range(#[from] RangeError),
    /// An Omaha range that does not parse.
    #[error(transparent)]
    OmahaRange(#[from] OmahaRangeError),
    /// A board or dead card the game's deck lacks.
    #[error(transparent)]
    Deal(#[from] DealError),
}

/// The weight of the combos that make one hand or have one draw, and its share of the
/// weight of every combo left.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct HitCount<T> {
    /// The made hand or the draw.
    pub kind: T,
    /// The summed weight of the combos: the number of combos when no weight was given.
    pub combos: f64,
    /// `combos` over the weight of every combo left, in 0..=1.
    pub share: f64,
}

impl<T> HitCount<T> {
    fn of(kind: T, combos: f64, weight: f64) -> HitCount<T> {
        HitCount {
            kind,
            combos,
            share: combos / weight,
        }
    }
}

/// What a range hits on a board.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Hits {
    /// Combos left after removing those that use a board or dead card.
    pub combos: usize,
    /// Their summed weight: what every share is a share of.
    pub weight: f64,
    /// Every made hand, strongest first in the game's order ([`Made::ALL`] in hold'em and
    /// Omaha; short deck lists a flush above a full house); each combo left is in exactly
    /// one.
    pub made: Vec<HitCount<Made>>,
    /// Every draw ([`Draw::ALL`]) on the flop or turn; none on the river. A combo may have
    /// several draws or none.
    pub draws: Vec<HitCount<Draw>>,
}

impl Hits {
    /// Counts what the combos of the hold'em `range` left after card removal make on
    /// `board` (3, 4 or 5 cards) with `dead` cards out of the deck.
    pub fn of(range: &Range, board: &[Card], dead: &[Card]) -> Result<Hits, HitsError> {
        let board = CheckedBoard::new(Game::default(), board, dead)?;
        Hits::weighted(range.text(), holes::of_range(range), &board)
    }

    /// Counts what a range of `game`, in the game's notation (the `equity` command's),
    /// hits on `board` with `dead` cards out: the made hand is the game's (short deck's
    /// order, Omaha's best five of two hole and three board cards; the high hand in a
    /// hi-lo game), and the splits and draws follow the game's rules (docs/GAMES.md).
    /// A game without a board is an error that names it.
    ///
    /// ```
    /// use handrank::equity::{Draw, Hits, Made};
    /// use handrank::{Game, parse_cards};
    /// let board = parse_cards("Ah 7h 2c")?;
    /// // Omaha: one heart in the hole is no flush draw; two are.
    /// let omaha: Game = "omaha".parse()?;
    /// let hits = Hits::parse_game(omaha, "AsKhQdJc, KhQhJdTc", &board, &[])?;
    /// assert_eq!(hits.made(Made::TopPair).combos, 1.0);
    /// assert_eq!(hits.draw(Draw::FlushDraw).combos, 1.0);
    /// let razz: Game = "razz".parse()?;
    /// let error = Hits::parse_game(razz, "AhKd7c", &board, &[]).unwrap_err();
    /// assert!(error.to_string().starts_with("Razz has no board"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn parse_game(
        game: Game,
        range: &str,
        board: &[Card],
        dead: &[Card],
    ) -> Result<Hits, HitsError> {
        let board = CheckedBoard::new(game, board, dead)?;
        let holes = holes::parse(game, range, board.seen)?;
        Hits::weighted(holes.text(), holes.iter(), &board)
    }

    /// Counts the hole cards with their weights (`text` names them in errors), a block of
    /// [`BLOCK`] holes at a time across the threads ([`Counted`]).
    #[allow(clippy::indexing_slicing)] // a Made or Draw discriminant is below its ALL's length
    fn weighted(
        text: &str,
        weighted: impl Iterator<Item = (CardSet, f64)>,
        board: &CheckedBoard,
    ) -> Result<Hits, HitsError> {
        let mut holes = weighted.filter(|(hole, _)| hole.intersection(board.seen).is_empty());
        let mut counted = Counted::default();
        loop {
            let block: Vec<(CardSet, f64)> = holes.by_ref().take(BLOCK).collect();
            if block.is_empty() {
                break;
            }
            let pieces: Vec<Counted> = block
                .par_chunks(PIECE)
                .map(|piece| Counted::of(piece, board))
                .collect();
            for piece in &pieces {
                counted.add(piece);
            }
        }
        let Counted {
            combos,
            weight,
            made,
            draws,
        } = counted;
        if combos == 0 {
            return Err(HitsError::EmptyRange {
                range: text.to_owned(),
            });
        }
        if weight <= 0.0 {
            return Err(HitsError::NoWeight {
                range: text.to_owned(),
            });
        }
        // Strongest first in the game's order; within a category, Made's own order.
        let mut order = Made::ALL;
        order.sort_by_key(|m| std::cmp::Reverse(board.shape.place(m.category())));
        Ok(Hits {
            combos,
            weight,
            made: order
                .map(|m| HitCount::of(m, made[m as usize], weight))
                .to_vec(),
            draws: match board.to_come {
                true => Draw::ALL
                    .map(|d| HitCount::of(d, draws[d as usize], weight))
                    .to_vec(),
                false => Vec::new(),
            },
        })
    }

    /// The count of one made hand.
    pub fn made(&self, made: Made) -> HitCount<Made> {
        count_of(&self.made, made)
    }

    /// The count of one draw (zero on the river).
    pub fn draw(&self, draw: Draw) -> HitCount<Draw> {
        count_of(&self.draws, draw)
    }
}

/// Holes counted on one thread at a time: a piece's sums are added to the whole in the
/// holes' order, so the weights add up alike on any number of threads (the browser's one
/// included) and a weighted count is the same to the last bit.
const PIECE: usize = 4096;

/// Holes taken from the range at a time, to count in [`PIECE`]s side by side (Omaha 6's
/// `random` on a flop is 13,983,816 holes: never all at once).
const BLOCK: usize = 64 * PIECE;

/// The weight of some holes that make each hand and have each draw.
#[derive(Default)]
struct Counted {
    combos: usize,
    weight: f64,
    made: [f64; Made::ALL.len()],
    draws: [f64; Draw::ALL.len()],
}

impl Counted {
    /// What `holes` (none of them using a board or dead card) make and draw to.
    #[allow(clippy::indexing_slicing)] // a Made or Draw discriminant is below its ALL's length
    fn of(holes: &[(CardSet, f64)], board: &CheckedBoard) -> Counted {
        let mut counted = Counted::default();
        for &(hole, w) in holes {
            let hit = Hit::on(hole, board);
            counted.combos += 1;
            counted.weight += w;
            counted.made[hit.made as usize] += w;
            for draw in hit.draws.iter() {
                counted.draws[draw as usize] += w;
            }
        }
        counted
    }

    fn add(&mut self, other: &Counted) {
        self.combos += other.combos;
        self.weight += other.weight;
        for (sum, w) in self.made.iter_mut().zip(other.made) {
            *sum += w;
        }
        for (sum, w) in self.draws.iter_mut().zip(other.draws) {
            *sum += w;
        }
    }
}

/// The count of `kind` among `counts`, which list only the kinds the range makes: none of
/// the range for any other.
fn count_of<K: Copy + PartialEq>(counts: &[HitCount<K>], kind: K) -> HitCount<K> {
    let found = counts.iter().copied().find(|c| c.kind == kind);
    found.unwrap_or(HitCount::of(kind, 0.0, 1.0))
}

/// What one combo makes and draws to on a board.
///
/// ```
/// use handrank::equity::{Combo, Draw, Hit, Made};
/// use handrank::parse_cards;
/// let combo = Combo::new("Ah".parse()?, "Kh".parse()?).unwrap();
/// let hit = Hit::of(combo, &parse_cards("Qh Jh 2c")?, &[])?;
/// assert_eq!(hit.made, Made::HighCard);
/// assert!(hit.draws.contains(Draw::FlushDraw) && hit.draws.contains(Draw::Gutshot));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hit {
    /// The made hand.
    pub made: Made,
    /// The draws: none for a straight or better, none on the river.
    pub draws: Draws,
}

impl Hit {
    /// What the hold'em `combo` makes on `board` (3, 4 or 5 cards) with `dead` cards out
    /// of the deck (dead cards are no outs).
    pub fn of(combo: Combo, board: &[Card], dead: &[Card]) -> Result<Hit, HitsError> {
        let board = CheckedBoard::new(Game::default(), board, dead)?;
        if let Some(card) = combo.cards().into_iter().find(|&c| board.seen.contains(c)) {
            let first = match board.cards.contains(card) {
                true => "on the board",
                false => "dead",
            };
            return Err(HitsError::Conflict {
                card,
                first,
                second: "in the hand",
            });
        }
        Ok(Hit::on(combo.set(), &board))
    }

    /// [`Hit::of`] for hole cards of the board's game that share no card with the checked
    /// board and dead cards.
    fn on(hole: CardSet, board: &CheckedBoard) -> Hit {
        let mut cards = [Card::new(Rank::Two, Suit::Clubs); holes::MOST];
        let mut n = 0;
        for (slot, card) in cards.iter_mut().zip(hole.iter()) {
            *slot = card;
            n += 1;
        }
        let hole_cards = cards.get(..n).unwrap_or_default();
        debug_assert_eq!(n, hole.len(), "a hole has at most {} cards", holes::MOST);
        let value = board.game.score_checked(hole_cards, &board.list).hand;
        // The games with a board rank a high hand (`CheckedBoard::new` checked).
        let Some((category, ranks)) = value.high_hand() else {
            unreachable!("{} ranks a high hand", board.game)
        };
        let made = Made::of(category, ranks, board);
        let draws = match board.to_come && board.shape.below_straight(category) {
            true => Draws::of(hole_cards, board),
            false => Draws::NONE,
        };
        Hit { made, draws }
    }
}

/// A checked board with what every combo's questions need.
struct CheckedBoard {
    /// The game, whose evaluator names the made hand.
    game: Game,
    /// What the game tells the splits and draws.
    shape: Shape,
    /// The board cards, as given.
    list: Vec<Card>,
    /// The board cards.
    cards: CardSet,
    /// The board and dead cards: no combo may use them, and they are no outs.
    seen: CardSet,
    /// The game's deck: outs are its cards.
    deck: CardSet,
    /// The board's ranks as a 13-bit mask.
    ranks: u16,
    /// The highest and lowest board ranks.
    high: Rank,
    low: Rank,
    /// A flop or turn: cards to come, so draws count.
    to_come: bool,
}

impl CheckedBoard {
    fn new(game: Game, board: &[Card], dead: &[Card]) -> Result<CheckedBoard, HitsError> {
        if !game.has_board() || game.value(1).and_then(|v| v.high_hand()).is_none() {
            return Err(HitsError::NoBoard {
                title: game.title(),
            });
        }
        let size = HitsError::BoardSize { found: board.len() };
        if !(3..=5).contains(&board.len()) {
            return Err(size);
        }
        let set_of = |cards: &[Card], place| {
            let mut set = CardSet::EMPTY;
            for &card in cards {
                if !set.insert(card) {
                    return Err(HitsError::Twice { card, place });
                }
            }
            Ok(set)
        };
        let cards = set_of(board, "on the board")?;
        let dead_set = set_of(dead, "among the dead cards")?;
        if let Some(card) = cards.intersection(dead_set).iter().next() {
            return Err(HitsError::Conflict {
                card,
                first: "on the board",
                second: "dead",
            });
        }
        game.check_board(board)?;
        if let Some(&card) = dead.iter().find(|&&c| !game.deck().contains(c)) {
            return Err(DealError::new(game, DealErrorKind::NotInDeck(card)).into());
        }
        let ranks = board.iter().fold(0, |m, c| m | shape::rank_bit(c.rank()));
        let (Some(high), Some(low)) = (
            board.iter().map(|c| c.rank()).max(),
            board.iter().map(|c| c.rank()).min(),
        ) else {
            return Err(size);
        };
        Ok(CheckedBoard {
            game,
            shape: Shape::of(game),
            list: board.to_vec(),
            cards,
            seen: cards.union(dead_set),
            deck: game.deck(),
            ranks,
            high,
            low,
            to_come: board.len() < 5,
        })
    }

    /// Board cards of `rank`.
    fn count(&self, rank: Rank) -> usize {
        self.list.iter().filter(|c| c.rank() == rank).count()
    }
}
