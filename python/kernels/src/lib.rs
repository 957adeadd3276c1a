//! The hot loop of `handrank.evaluate` on arrays, in a crate of its own: the wheel profile
//! builds the Python crate in 16 codegen units (a one-unit build of it takes minutes),
//! which made this loop 25% slower; this small crate builds as one unit in a second.

#![deny(unsafe_code)]
#![deny(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]

use handrank::Hand;

/// Scores rows of `cards_per_row` (5, 6 or 7) card indices into `out`; returns the first
/// row that is not a hand (an index above 51 or a card twice), whose strength is left.
pub fn score_block(rows: &[u8], cards_per_row: usize, out: &mut [u16]) -> Option<usize> {
    match cards_per_row {
        5 => score::<5>(rows, out),
        6 => score::<6>(rows, out),
        _ => score::<7>(rows, out),
    }
}

/// Each row checked and scored by [`Hand::from_indices`]: no branch per card.
#[inline(always)]
fn score<const K: usize>(rows: &[u8], out: &mut [u16]) -> Option<usize> {
    let mut first_bad = None;
    for (i, (row, strength)) in rows.as_chunks::<K>().0.iter().zip(out).enumerate() {
        match Hand::from_indices(row) {
            Some(hand) => *strength = hand.strength().get(),
            None => {
                first_bad.get_or_insert(i);
            }
        }
    }
    first_bad
}

/// Scores rows of `cards_per_row` card indices in `game` (a game whose hand is one run of
/// cards) into `out` with the library's [`handrank::Game::score_rows`], compiled here as
/// one unit; returns the first row that is not a hand of the game, or why no row of that
/// many cards can be one.
pub fn score_game_block(
    game: handrank::Game,
    rows: &[u8],
    cards_per_row: usize,
    out: &mut [u16],
) -> Result<Option<usize>, handrank::DealError> {
    game.score_rows(rows, cards_per_row, out)
}
