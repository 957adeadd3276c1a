//! A table is one deal: each line is a player's two hole cards then the board, one board for
//! everyone (a player who folded shows fewer of its cards), and no card dealt twice. The
//! checks go a line at a time in fixed memory, so a table of any length streams.

use crate::card::{Card, CardSet, parse_cards};
use crate::error::ParseError;
use crate::strength::Strength;

use super::best_of;

/// The most cards a line holds: two hole cards and a board of five.
pub const MAX_CARDS: usize = 7;

/// Why a table is not one deal, and the line (1-based) where it shows.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {problem}")]
pub struct TableError {
    /// The offending line, 1-based.
    pub line: u64,
    /// What is wrong with it.
    pub problem: TableProblem,
}

/// What is wrong with a line of a table.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableProblem {
    /// The line is not cards.
    #[error(transparent)]
    Cards(#[from] ParseError),
    /// More cards than two hole cards and a board.
    #[error("{found} cards; a player has at most 7 (2 hole cards and a board of 5)")]
    TooManyCards { found: usize },
    /// A card another line already has (as a hole card, or one in the other's hole cards
    /// on this board).
    #[error("{card} is dealt twice: line {other} has it too (a table is one deal)")]
    CardTwice { card: Card, other: u64 },
    /// A board card that another line's board lacks while that board has one this lacks.
    #[error(
        "the board has {card} but line {other}'s board does not (a table is one deal with one \
         board; a player who folded shows fewer of its cards)"
    )]
    BoardDiffers { card: Card, other: u64 },
}

/// The cards of the lines read so far: who holds each hole card, and the most complete board.
///
/// ```
/// use handrank::showdown::{Deal, TableProblem};
/// let mut deal = Deal::new();
/// assert!(deal.seat(1, "Ac Ad Ks Kd 9d 3c 6d")?.is_some());
/// assert_eq!(deal.seat(2, "9h 5s Ks Kd 9d")?, None); // folded on the flop
/// let twice = deal.seat(3, "Ac 2d Ks Kd 9d 3c 6d").unwrap_err();
/// assert_eq!((twice.line, twice.problem), (3, TableProblem::CardTwice { card: "Ac".parse()?, other: 1 }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Deal {
    /// By card index: the line whose hole cards hold it (0: none).
    hole_line: Vec<u64>,
    /// The longest board so far, and its line.
    board: CardSet,
    board_line: u64,
}

impl Default for Deal {
    fn default() -> Deal {
        Deal::new()
    }
}

impl Deal {
    /// A table with no lines yet.
    pub fn new() -> Deal {
        Deal {
            hole_line: vec![0; 52],
            board: CardSet::EMPTY,
            board_line: 0,
        }
    }

    /// Reads line number `line` (1-based) of the table: its best strength, or `None` for a
    /// player who folded (fewer than seven cards).
    pub fn seat(&mut self, line: u64, text: &str) -> Result<Option<Strength>, TableError> {
        let error = |problem| TableError { line, problem };
        let cards = parse_cards(text).map_err(|e| error(TableProblem::Cards(e)))?;
        if cards.len() > MAX_CARDS {
            return Err(error(TableProblem::TooManyCards { found: cards.len() }));
        }
        let (hole, board) = cards.split_at(cards.len().min(2));
        let board: CardSet = board.iter().copied().collect();
        for &card in hole {
            match self.holder(card) {
                0 if self.board.contains(card) => {
                    return Err(error(TableProblem::CardTwice {
                        card,
                        other: self.board_line,
                    }));
                }
                0 => {}
                other => return Err(error(TableProblem::CardTwice { card, other })),
            }
        }
        if let Some(card) = board.iter().find(|&card| self.holder(card) != 0) {
            let other = self.holder(card);
            return Err(error(TableProblem::CardTwice { card, other }));
        }
        // One board: this line's is the known one, or fewer or more of its cards.
        if let Some(card) = board.difference(self.board).iter().next() {
            if !self.board.difference(board).is_empty() {
                return Err(error(TableProblem::BoardDiffers {
                    card,
                    other: self.board_line,
                }));
            }
            (self.board, self.board_line) = (board, line);
        }
        for &card in hole {
            if let Some(holder) = self.hole_line.get_mut(card.index()) {
                *holder = line;
            }
        }
        Ok(best_of(&cards))
    }

    /// The line holding `card` as a hole card (0: none).
    fn holder(&self, card: Card) -> u64 {
        #[allow(clippy::indexing_slicing)] // a card's index is below 52, the table's length
        self.hole_line[card.index()]
    }
}
