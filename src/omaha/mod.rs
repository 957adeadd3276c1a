//! Omaha: PLO4, PLO5, PLO6 and Omaha hi-lo (eight or better).
//!
//! A player holds 4, 5 or 6 hole cards; the board has 3, 4 or 5. The hand is the best five
//! of exactly two hole cards and exactly three board cards, on the hold'em scale of
//! [`Strength`]s, so descriptions and comparisons work unchanged. Hi-lo adds a [`Low`].
//!
//! ```
//! use handrank::omaha;
//! use handrank::parse_cards;
//! let hole = parse_cards("Ah Kh 2c 3d")?;
//! let board = parse_cards("Qh Jh Th 4s 8c")?;
//! assert_eq!(omaha::evaluate(&hole, &board)?.describe(), "Royal Flush");
//! let (two, three) = omaha::best_five(&hole, &board)?;
//! assert_eq!(two.map(|c| c.to_string()), ["Ah", "Kh"]);
//! assert_eq!(three.map(|c| c.to_string()), ["Qh", "Jh", "Th"]);
//! assert_eq!(omaha::low(&hole, &board)?, None); // only one low card on the board
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub(crate) mod board;
pub(crate) mod exact;
mod game;
mod low;
mod max;
pub mod naive;
mod range;
pub(crate) mod tables;
#[cfg(test)]
mod tests;
pub mod verify;

use crate::card::Card;
use crate::eval::Hand;
use crate::game::{DealError, Game};
use crate::strength::Strength;

pub use board::Board;
pub(crate) use game::OmahaRules;
pub use low::Low;
pub use range::{OmahaRange, OmahaRangeError, hole_class, hole_text};

/// The strength of the best five of exactly two hole and three board cards: 4 to 6 hole
/// cards and 3 to 5 board cards, none twice, checked by [`Game::check`].
pub fn evaluate(hole: &[Card], board: &[Card]) -> Result<Strength, DealError> {
    Game::OMAHA.check(hole, board)?;
    Ok(strength(hole, board))
}

/// [`evaluate`] without the check, for callers whose deals are valid by construction (a
/// simulation's, a benchmark's): the fastest way to score one deal. For a board that many
/// holes share, [`Board::from_cards`] prepares it once. Other input gives an unspecified
/// strength, never a panic.
///
/// ```
/// use handrank::{omaha, parse_cards};
/// let (hole, board) = (parse_cards("Ah Kh 2c 3d")?, parse_cards("Qh Jh Th 4s 8c")?);
/// assert_eq!(omaha::strength(&hole, &board), omaha::evaluate(&hole, &board)?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[inline]
pub fn strength(hole: &[Card], board: &[Card]) -> Strength {
    board::deal_strength(hole, board)
}

/// The best low (eight or better) of exactly two hole and three board cards; `None` when
/// no low qualifies.
pub fn low(hole: &[Card], board: &[Card]) -> Result<Option<Low>, DealError> {
    Game::OMAHA_HI_LO.check(hole, board)?;
    Ok(Board::from_cards(board).low(hole))
}

/// The two hole cards and three board cards that make the best hand, each highest first
/// (among equal choices, the one with the highest cards).
pub fn best_five(hole: &[Card], board: &[Card]) -> Result<([Card; 2], [Card; 3]), DealError> {
    Game::OMAHA.check(hole, board)?;
    let mut best: Option<(Strength, [Card; 2], [Card; 3])> = None;
    for (i, &a) in hole.iter().enumerate() {
        for &b in hole.iter().skip(i + 1) {
            for [x, y, z] in tables::triples(board.len()) {
                let (Some(&x), Some(&y), Some(&z)) = (board.get(x), board.get(y), board.get(z))
                else {
                    continue;
                };
                let strength = Hand::from_cards(&[a, b, x, y, z]).strength();
                let mut two = [a, b];
                let mut three = [x, y, z];
                two.sort_by(|p, q| q.cmp(p));
                three.sort_by(|p, q| q.cmp(p));
                let better = best.is_none_or(|(s, t, h)| (strength, two, three) > (s, t, h));
                if better {
                    best = Some((strength, two, three));
                }
            }
        }
    }
    // The check guarantees at least one pair and one triple.
    best.map(|(_, two, three)| (two, three))
        .ok_or_else(|| Game::OMAHA.hand_count_error(hole.len() + board.len()))
}
