//! Scoring a hand in any game: what a front end (the command line, batch, Python) asks.
//!
//! Every game answers the same four questions, each game's [`super::Rules`] supplying
//! what is its own:
//!
//! - [`Game::check`]: are these hole and board cards a hand of the game? A [`DealError`]
//!   says what is wrong ("an Omaha board has 3 to 5 cards, found 2").
//! - [`Game::score`]: the hand's [`HandValue`] and, in a hi-lo game, the [`Low`].
//! - [`Game::best_cards`]: the cards that make the hand, for describing it.
//! - [`Game::parse_deal`]: a hand written as text, `HOLE | BOARD` or (where the game pools
//!   hole and board) one run of cards.
//!
//! ```
//! use handrank::{Game, parse_cards};
//! let hole = parse_cards("Ah 2c Kd Ks")?;
//! let board = parse_cards("4h 6d 8s Qc Jh")?;
//! let score = Game::OMAHA_HI_LO.score(&hole, &board)?;
//! assert_eq!(score.hand.describe(), "Pair, Kings, Queen-Jack-Eight kickers");
//! assert_eq!(score.low.map(|l| l.to_string()).as_deref(), Some("8-6-4-2-A"));
//! // Hold'em scores the hole with the board, or a 5-7 card hand alone.
//! let holdem = Game::HOLDEM.score(&parse_cards("Ah Kh")?, &parse_cards("Qh Jh Th 2c 3d")?)?;
//! assert_eq!(holdem.hand.describe(), "Royal Flush");
//! assert_eq!(holdem.low, None);
//! let error = Game::OMAHA.score(&hole, &board[..2]).unwrap_err();
//! assert_eq!(error.to_string(), "an Omaha board has 3 to 5 cards, found 2");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::ops::RangeInclusive;

use super::error::{DealError, DealErrorKind, DealPart};
use super::{Game, HandValue, dispatch};
use crate::card::{Card, CardSet, parse_cards};
use crate::omaha::Low;

/// A hand's score in its game: its value in the game's ranking, and in a hi-lo game the
/// best qualifying low beside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Score {
    /// The hand in the game's ranking: the high hand in hold'em, Omaha, short deck and
    /// stud (the high half in a hi-lo game), the low in razz and the lowball games.
    pub hand: HandValue,
    /// The best eight-or-better low in a hi-lo game; `None` when no low qualifies, and
    /// always in a game without one ([`Game::has_low`] tells the two apart).
    pub low: Option<Low>,
}

impl Game {
    /// Hole cards a hand may have when scored: hold'em 0 to 7 (with the board, 5 to 7 in
    /// all), Omaha 4 to 6 in any Omaha game.
    pub fn hole_range(self) -> RangeInclusive<usize> {
        let (min, max) = self.counts().hole;
        min..=max
    }

    /// Board cards a hand may have when scored: hold'em none to 5, Omaha 3 to 5.
    pub fn board_range(self) -> RangeInclusive<usize> {
        let (min, max) = self.counts().board;
        min..=max
    }

    /// Hole and board cards together: hold'em 5 to 7.
    pub fn cards_range(self) -> RangeInclusive<usize> {
        let (min, max) = self.counts().cards;
        min..=max
    }

    /// Hole counts that make a hand with a board of `board` cards: how a run of cards
    /// holding two holes may be split in half.
    ///
    /// ```
    /// use handrank::Game;
    /// assert_eq!(Game::HOLDEM.hole_range_with(5), 0..=2);
    /// assert_eq!(Game::HOLDEM.hole_range_with(0), 5..=7);
    /// assert_eq!(Game::OMAHA.hole_range_with(5), 4..=6);
    /// ```
    pub fn hole_range_with(self, board: usize) -> RangeInclusive<usize> {
        let rules = self.counts();
        let min = rules.hole.0.max(rules.cards.0.saturating_sub(board));
        let max = rules.hole.1.min(rules.cards.1.saturating_sub(board));
        min..=max
    }

    /// Whether the hand is the best five of hole and board cards together (hold'em), so
    /// a hand may be written as one run of cards; Omaha must keep its hole apart.
    pub fn pools_board(self) -> bool {
        self.counts().pooled
    }

    /// Checks the counts of the hole, the board and both together, and that no card is
    /// given twice.
    ///
    /// ```
    /// use handrank::{DealError, Game, parse_cards};
    /// let hole = parse_cards("Ah Kh Qh")?;
    /// let board = parse_cards("2c 3d 4s 5h")?;
    /// assert!(Game::HOLDEM.check(&hole, &board).is_ok());
    /// assert_eq!(
    ///     Game::OMAHA.check(&hole, &board).unwrap_err().to_string(),
    ///     "an Omaha hole has 4 to 6 cards, found 3"
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn check(self, hole: &[Card], board: &[Card]) -> Result<(), DealError> {
        self.check_board(board)?;
        let cards = self.cards_range();
        let total = hole.len() + board.len();
        if self.pools_board() && !board.is_empty() && !cards.contains(&total) {
            // Hole and board make one hand: the count that matters is the two together.
            let kind = DealErrorKind::PooledCount {
                min: *cards.start(),
                max: *cards.end(),
                hole: hole.len(),
                board: board.len(),
            };
            return Err(DealError::new(self, kind));
        }
        // The hole's range given the board holds the total's; a pooled hand without a
        // board is the whole hand.
        let part = if board.is_empty() && self.pools_board() {
            DealPart::Hand
        } else {
            DealPart::Hole
        };
        self.check_count(part, self.hole_range_with(board.len()), hole.len())?;
        self.check_cards(hole.iter().chain(board))
    }

    /// A count error for `part` unless `found` is in `range`.
    fn check_count(
        self,
        part: DealPart,
        range: RangeInclusive<usize>,
        found: usize,
    ) -> Result<(), DealError> {
        if range.contains(&found) {
            return Ok(());
        }
        let kind = DealErrorKind::Count {
            part,
            min: *range.start(),
            max: *range.end(),
            found,
        };
        Err(DealError::new(self, kind))
    }

    /// That no card is given twice and every card is in the game's deck.
    fn check_cards<'a>(self, cards: impl Iterator<Item = &'a Card>) -> Result<(), DealError> {
        let mut seen = CardSet::EMPTY;
        let deck = self.deck();
        for &card in cards {
            if !seen.insert(card) {
                return Err(DealError::new(self, DealErrorKind::DuplicateCard(card)));
            }
            if !deck.contains(card) {
                return Err(DealError::new(self, DealErrorKind::NotInDeck(card)));
            }
        }
        Ok(())
    }

    /// Checks a board alone: its count (hold'em none to 5, Omaha 3 to 5, none in a game
    /// without a board), that its cards are in the game's deck and that none is given
    /// twice. [`Game::check`] does this too.
    pub fn check_board(self, board: &[Card]) -> Result<(), DealError> {
        if !self.has_board() && !board.is_empty() {
            return Err(DealError::new(self, DealErrorKind::BoardNotDealt));
        }
        self.check_count(DealPart::Board, self.board_range(), board.len())?;
        self.check_cards(board.iter())
    }

    /// The hand's value in the game's ranking and, in a hi-lo game, its low.
    pub fn score(self, hole: &[Card], board: &[Card]) -> Result<Score, DealError> {
        self.check(hole, board)?;
        Ok(self.score_checked(hole, board))
    }

    /// [`Game::score`] for cards already checked (batch checks as it parses).
    #[inline]
    pub(crate) fn score_checked(self, hole: &[Card], board: &[Card]) -> Score {
        dispatch!(self, R => R::score(hole, board))
    }

    /// The error for a whole hand of `found` cards, outside the game's count.
    pub(crate) fn hand_count_error(self, found: usize) -> DealError {
        let range = self.cards_range();
        let kind = DealErrorKind::Count {
            part: DealPart::Hand,
            min: *range.start(),
            max: *range.end(),
            found,
        };
        DealError::new(self, kind)
    }

    /// Reads a hand written as text: `HOLE | BOARD`, or in a game that pools hole and
    /// board ([`Game::pools_board`]) one run of cards as the hole (hold'em's `Ah Kd 7c 2s
    /// 9h`). The counts are checked as by [`Game::check`].
    ///
    /// ```
    /// use handrank::Game;
    /// let (hole, board) = Game::OMAHA.parse_deal("Ah Kd Qs Jc | 2h 3h 4h 5d 9c")?;
    /// assert_eq!((hole.len(), board.len()), (4, 5));
    /// assert!(Game::OMAHA.parse_deal("Ah Kd Qs Jc 2h 3h 4h 5d 9c").is_err());
    /// let (hole, board) = Game::HOLDEM.parse_deal("Ah Kd 7c 2s 9h")?;
    /// assert_eq!((hole.len(), board.len()), (5, 0));
    /// # Ok::<(), handrank::DealError>(())
    /// ```
    pub fn parse_deal(self, text: &str) -> Result<(Vec<Card>, Vec<Card>), DealError> {
        let (hole, board) = match text.split_once('|') {
            Some((hole, board)) => (hole, board),
            None if self.pools_board() => (text, ""),
            None => return Err(DealError::new(self, DealErrorKind::UnsplitDeal)),
        };
        let part = |part, text: &str| {
            parse_cards(text).map_err(|error| DealError::unreadable(self, part, error))
        };
        let (hole, board) = (part(DealPart::Hole, hole)?, part(DealPart::Board, board)?);
        self.check(&hole, &board)?;
        Ok((hole, board))
    }
}
