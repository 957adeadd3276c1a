//! Many hands at once, each a row of card indices: the arrays of the Python package
//! (`handrank.evaluate(game=…)` on a NumPy array). The game is chosen once per block and
//! each game's loop is its own code.
//!
//! The functions are generic, so a caller's crate compiles the loops into its own code
//! (the Python package builds them in a one-unit crate of their own for speed).

use super::{DealError, DealErrorKind, Game, Rules, dispatch};
use crate::card::Card;

impl Game {
    /// Scores rows of `cards_per_row` card indices (0 = 2c … 51 = As, [`Card::index`]), each a hand
    /// written as one run of cards ([`Game::pools_board`]), into `out` as the game's
    /// strength numbers ([`super::HandValue::strength`]: higher is better). Returns the
    /// first row that is not a hand of the game (an index above 51, a card twice, a card
    /// not in the game's deck), whose strength is left as it was; the rows after it are
    /// scored.
    ///
    /// An error when no row of that many cards can be a hand of the game: a count outside
    /// [`Game::cards_range`], or a game whose hole is scored apart from its board (Omaha).
    ///
    /// ```
    /// use handrank::{Card, Game};
    /// let index = |text: &str| text.parse::<Card>().unwrap().index() as u8;
    /// let razz = ["Ac", "2d", "3h", "4s", "5c"].map(index);
    /// let mut out = [0u16; 2];
    /// let rows = [razz, [0, 1, 2, 3, 3]].concat();
    /// assert_eq!(Game::RAZZ.score_rows(&rows, 5, &mut out)?, Some(1));
    /// assert_eq!(Game::RAZZ.value(out[0]).unwrap().describe(), "Wheel (5-4-3-2-A)");
    /// assert!(Game::RAZZ.score_rows(&rows, 4, &mut out).is_err());
    /// assert!(Game::OMAHA.score_rows(&rows, 5, &mut out).is_err());
    /// # Ok::<(), handrank::DealError>(())
    /// ```
    #[inline]
    pub fn score_rows(
        self,
        rows: &[u8],
        cards_per_row: usize,
        out: &mut [u16],
    ) -> Result<Option<usize>, DealError> {
        if !self.pools_board() {
            return Err(DealError::new(self, DealErrorKind::UnsplitDeal));
        }
        if !self.cards_range().contains(&cards_per_row) {
            return Err(self.hand_count_error(cards_per_row));
        }
        let deck = self
            .deck()
            .iter()
            .fold(0u64, |bits, card| bits | 1 << card.index());
        Ok(dispatch!(self, R => rows_in::<R>(rows, cards_per_row, out, deck)))
    }
}

/// The game's loop for rows of each width a hand may have (4 to 7 cards).
#[inline(always)]
fn rows_in<R: Rules>(
    rows: &[u8],
    cards_per_row: usize,
    out: &mut [u16],
    deck: u64,
) -> Option<usize> {
    let score = |cards: &[Card]| R::score(cards, &[]).hand.strength();
    match cards_per_row {
        4 => rows_of::<4>(rows, out, deck, score),
        5 => rows_of::<5>(rows, out, deck, score),
        6 => rows_of::<6>(rows, out, deck, score),
        7 => rows_of::<7>(rows, out, deck, score),
        _ => unreachable!("a hand of {cards_per_row} cards passed the game's count"),
    }
}

/// Scores rows of `K` card indices whose cards are all in `deck` (a bit per card index).
/// Validity is computed alongside the cards without a branch per card: an index above 51
/// or a repeated index shows in the row's index bits. (Checked by `CardSet::from_indices`
/// instead, as hold'em's rows are, these loops took 1.04-2.0 times as long: deuce-seven's
/// 10.0 ns a row against 4.9.)
#[inline(always)]
fn rows_of<const K: usize>(
    rows: &[u8],
    out: &mut [u16],
    deck: u64,
    score: impl Fn(&[Card]) -> u16,
) -> Option<usize> {
    let mut first_bad = None;
    for (i, (row, strength)) in rows.chunks_exact(K).zip(out.iter_mut()).enumerate() {
        let mut indices = 0u64;
        let mut too_big = false;
        let mut cards = [Card::ALL[0]; K];
        for (slot, &index) in cards.iter_mut().zip(row) {
            too_big |= index > 51;
            indices |= 1 << (index & 63);
            // An index above 51 marks the row bad; its cards are never scored.
            #[allow(clippy::indexing_slicing)] // at most 51
            let card = Card::ALL[usize::from(index.min(51))];
            *slot = card;
        }
        if too_big || indices.count_ones() != K as u32 || indices & !deck != 0 {
            first_bad.get_or_insert(i);
            continue;
        }
        *strength = score(&cards);
    }
    first_bad
}
