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
mod made;
#[cfg(test)]
mod tests;

use crate::card::{Card, CardSet, Rank};
use crate::error::visible;
use crate::eval::Hand;
use crate::strength::Category;

use super::range::{Combo, Range};

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
    /// Every made hand, strongest first ([`Made::ALL`]); each combo left is in exactly one.
    pub made: Vec<HitCount<Made>>,
    /// Every draw ([`Draw::ALL`]) on the flop or turn; none on the river. A combo may have
    /// several draws or none.
    pub draws: Vec<HitCount<Draw>>,
}

impl Hits {
    /// Counts what the combos of `range` left after card removal make on `board` (3, 4 or
    /// 5 cards) with `dead` cards out of the deck.
    pub fn of(range: &Range, board: &[Card], dead: &[Card]) -> Result<Hits, HitsError> {
        let weighted = range
            .combos()
            .iter()
            .copied()
            .zip(range.weights().iter().copied());
        Hits::weighted(range.text(), weighted, board, dead)
    }

    /// [`Hits::of`] for combos with their weights (`text` names them in errors).
    #[allow(clippy::indexing_slicing)] // a Made or Draw discriminant is below its ALL's length
    fn weighted(
        text: &str,
        weighted: impl Iterator<Item = (Combo, f64)>,
        board: &[Card],
        dead: &[Card],
    ) -> Result<Hits, HitsError> {
        let board = Board::new(board, dead)?;
        let mut made = [0.0; Made::ALL.len()];
        let mut draws = [0.0; Draw::ALL.len()];
        let (mut combos, mut weight) = (0, 0.0);
        for (combo, w) in weighted {
            if !combo.set().intersection(board.seen).is_empty() {
                continue;
            }
            let hit = Hit::on(combo, &board);
            combos += 1;
            weight += w;
            made[hit.made as usize] += w;
            for draw in hit.draws.iter() {
                draws[draw as usize] += w;
            }
        }
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
        Ok(Hits {
            combos,
            weight,
            made: Made::ALL
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
    /// What `combo` makes on `board` (3, 4 or 5 cards) with `dead` cards out of the deck
    /// (dead cards are no outs).
    pub fn of(combo: Combo, board: &[Card], dead: &[Card]) -> Result<Hit, HitsError> {
        let board = Board::new(board, dead)?;
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
        Ok(Hit::on(combo, &board))
    }

    /// [`Hit::of`] for a combo that shares no card with the checked board and dead cards.
    fn on(combo: Combo, board: &Board) -> Hit {
        let hole = combo.cards();
        let made = Made::of(hole, board);
        let draws = match board.to_come && made.category() < Category::Straight {
            true => Draws::of(hole, board),
            false => Draws::NONE,
        };
        Hit { made, draws }
    }
}

/// A checked board with what every combo's questions need.
struct Board {
    /// The evaluator's hand of the board cards.
    hand: Hand,
    /// The board cards.
    cards: CardSet,
    /// The board and dead cards: no combo may use them, and they are no outs.
    seen: CardSet,
    /// The board's ranks as a 13-bit mask.
    ranks: u16,
    /// The highest and lowest board ranks.
    high: Rank,
    low: Rank,
    /// A flop or turn: cards to come, so draws count.
    to_come: bool,
}

impl Board {
    fn new(board: &[Card], dead: &[Card]) -> Result<Board, HitsError> {
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
        let ranks = board.iter().fold(0, |m, c| m | draws::rank_bit(c.rank()));
        let (Some(high), Some(low)) = (
            board.iter().map(|c| c.rank()).max(),
            board.iter().map(|c| c.rank()).min(),
        ) else {
            return Err(size);
        };
        Ok(Board {
            hand: Hand::from_cards(board),
            cards,
            seen: cards.union(dead_set),
            ranks,
            high,
            low,
            to_come: board.len() < 5,
        })
    }
}
