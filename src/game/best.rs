//! The cards that make a hand, for describing it: [`Game::best_cards`].

use super::{Game, dispatch};
use crate::card::Card;

use super::error::DealError;

impl Game {
    /// The cards that make the hand, ordered as they are compared: five in every game but
    /// badugi (its badugi, 1 to 4 cards, highest first). In the pooled games the pair
    /// first, … (the high hand in a hi-lo game; the lowest five in razz); in Omaha the two
    /// hole cards then the three board cards, each highest first.
    ///
    /// ```
    /// use handrank::{Game, parse_cards};
    /// let text = |cards: Vec<handrank::Card>| cards.iter().map(|c| c.to_string()).collect::<Vec<_>>();
    /// let five = Game::OMAHA.best_cards(&parse_cards("Ah Kh 2c 3d")?, &parse_cards("Qh Jh Th 4s 8c")?)?;
    /// assert_eq!(text(five), ["Ah", "Kh", "Qh", "Jh", "Th"]);
    /// let razz = Game::RAZZ.best_cards(&parse_cards("Kc Kd 8h 7s 6c 3d 2h")?, &[])?;
    /// assert_eq!(text(razz), ["8h", "7s", "6c", "3d", "2h"]);
    /// let badugi = Game::BADUGI.best_cards(&parse_cards("7c 4d Ah 4s")?, &[])?;
    /// assert_eq!(text(badugi), ["7c", "4d", "Ah"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn best_cards(self, hole: &[Card], board: &[Card]) -> Result<Vec<Card>, DealError> {
        let score = self.score(hole, board)?;
        let best = dispatch!(self, R => R::best_cards(hole, board, score));
        // `score` has checked the cards, so the evaluators accept them.
        best.ok_or_else(|| self.hand_count_error(hole.len() + board.len()))
    }
}
