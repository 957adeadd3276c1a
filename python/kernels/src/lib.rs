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

use handrank::{Card, Hand};

/// Scores rows of `cards_per_row` (5, 6 or 7) card indices into `out`; returns the first
/// row that is not a hand (an index above 51 or a card twice), whose strength is left.
pub fn score_block(rows: &[u8], cards_per_row: usize, out: &mut [u16]) -> Option<usize> {
    match cards_per_row {
        5 => score::<5>(rows, out),
        6 => score::<6>(rows, out),
        _ => score::<7>(rows, out),
    }
}

/// Validity is computed alongside the cards without a branch per card: an index above 51
/// or a repeated index shows in the row's index bits.
#[inline(always)]
fn score<const K: usize>(rows: &[u8], out: &mut [u16]) -> Option<usize> {
    let mut first_bad = None;
    for (i, (row, strength)) in rows.chunks_exact(K).zip(out.iter_mut()).enumerate() {
        let mut indices = 0u64;
        let mut too_big = false;
        let mut hand = Hand::EMPTY;
        for &index in row {
            too_big |= index > 51;
            indices |= 1 << (index & 63);
            hand = hand.add(card(index));
        }
        if too_big || indices.count_ones() != K as u32 {
            first_bad.get_or_insert(i);
            continue;
        }
        *strength = hand.strength().get();
    }
    first_bad
}

/// The card with this index, for an index already known to be below 52 when it matters
/// (out-of-range rows are reported, their cards never used).
#[inline(always)]
fn card(index: u8) -> Card {
    #[allow(clippy::indexing_slicing)] // at most 51
    Card::ALL[usize::from(index.min(51))]
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
