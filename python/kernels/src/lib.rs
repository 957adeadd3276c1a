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
/// (out-of-range rows are reported, their cards never used). `min(51)` lets the compiler
/// see the lookup cannot fail.
#[inline(always)]
fn card(index: u8) -> Card {
    const ANY: Card = Card::new(handrank::Rank::Two, handrank::Suit::Clubs);
    Card::from_index(usize::from(index.min(51))).unwrap_or(ANY)
}

/// Scores rows of `cards_per_row` card indices in `game` (any game scored from one run of
/// cards: not Omaha) into `out`, as the game's strength numbers; returns the first row that
/// is not a hand of the game (an index above 51, a card twice, a card not in the game's
/// deck), whose strength is left. The caller checks `cards_per_row` against the game.
pub fn score_game_block(
    game: handrank::Game,
    rows: &[u8],
    cards_per_row: usize,
    out: &mut [u16],
) -> Option<usize> {
    use handrank::{Game, badugi::Badugi, lowball, short_deck};
    let deck = game.deck().iter().fold(0u64, |m, c| m | 1 << c.index());
    // The game is matched once per block; each loop below is the game's fast path.
    if game == Game::BADUGI {
        return rows_of::<4>(rows, out, deck, |c| Badugi::from_cards(*c).get());
    }
    let mut by_hand = |score: fn(Hand) -> u16| match cards_per_row {
        5 => rows_of::<5>(rows, out, deck, |c| score(Hand::from_cards(c))),
        6 => rows_of::<6>(rows, out, deck, |c| score(Hand::from_cards(c))),
        _ => rows_of::<7>(rows, out, deck, |c| score(Hand::from_cards(c))),
    };
    if game == Game::SHORT_DECK {
        // Every card is checked to be in the short deck, so the strength is never `None`.
        by_hand(|h| short_deck::strength(h).map_or(0, |s| s.get()))
    } else if game == Game::RAZZ || game == Game::ACE_FIVE {
        by_hand(|h| lowball::razz_of(h).get())
    } else if game == Game::DEUCE_SEVEN {
        by_hand(|h| lowball::deuce_seven_of(h).get())
    } else {
        // Hold'em, stud, and stud hi-lo's high hand.
        by_hand(|h| h.strength().get())
    }
}

/// Scores rows of `K` card indices whose cards are all in `deck` (a bit per card index).
#[inline(always)]
fn rows_of<const K: usize>(
    rows: &[u8],
    out: &mut [u16],
    deck: u64,
    score: impl Fn(&[Card; K]) -> u16,
) -> Option<usize> {
    const ANY: Card = Card::new(handrank::Rank::Two, handrank::Suit::Clubs);
    let mut first_bad = None;
    for (i, (row, strength)) in rows.chunks_exact(K).zip(out.iter_mut()).enumerate() {
        let mut indices = 0u64;
        let mut too_big = false;
        let mut cards = [ANY; K];
        for (card_slot, &index) in cards.iter_mut().zip(row) {
            too_big |= index > 51;
            indices |= 1 << (index & 63);
            *card_slot = card(index);
        }
        if too_big || indices.count_ones() != K as u32 || indices & !deck != 0 {
            first_bad.get_or_insert(i);
            continue;
        }
        *strength = score(&cards);
    }
    first_bad
}
