//! The streaming batch engine: one hand per input line (or per 8-byte record) in, one
//! strength per output line (or per 2-byte record) out, on every core.
//!
//! It runs on the crate's streaming pipeline ([`crate::pipeline`]): a reader thread cuts
//! the input into pieces of whole lines, rayon scores a block's pieces at once, and a
//! writer thread writes them in input order. Pieces and output buffers are recycled, so
//! memory stays at a few blocks whatever the input size.
//!
//! The hot path parses the common notation (`Ah Kd 7c …`, single spaces or commas, ASCII)
//! byte by byte with no allocation, finding the line end on the way; any line it does not
//! recognise, good or bad, goes to [`parse_hand`], so notations and error messages are
//! exactly the parser's. Hands are scored in groups so the strength-table loads (the one
//! real cache cost) overlap, and output records are copied as fixed-size blocks.
//!
//! Lines are at most [`MAX_LINE`] bytes: a longer one is an error for that line (an error
//! record with `skip_invalid`), and the reader skips its rest without holding it. When the
//! input stalls (a read returns less than asked), the complete lines read so far are
//! scored and written at once, so a live pipe (`tail -f log | …`) gets its results.
//!
//! Every game goes through the same pipeline; the engine is chosen once per run. Hold'em
//! lines take the hot path above. A game scored from the player's own cards (short deck,
//! stud, razz, the draw games) scans a line into a stack array, checks the game's count
//! and deck on the card set and scores it, with no allocation. A line of Omaha
//! (`HOLE | BOARD`), or any line the scanners decline, is read by [`Game::parse_deal`]
//! and scored by [`Game::score`]. Records come from tables pre-formatted from the game's
//! ranking ([`Game::value`]), and a game with a low adds it to each record.
//!
//! Binary formats: input is one little-endian `u64` [`CardSet`] mask per hand (bit
//! `16·suit + rank`, the game's count of cards; every game but Omaha); output is one
//! little-endian `u16` strength per hand, `0` for an invalid one, and in a game with a low a
//! `u16` low mask after it.

mod options;
mod piece;
mod record;
mod run;
mod scan;
#[cfg(test)]
mod tests;

pub use options::{BatchError, BatchOptions, BatchSummary, InputFormat, OutputFormat};
pub use run::run;

use crate::card::{CardSet, parse_hand};
use crate::error::ParseError;
use crate::eval::Hand;
use crate::game::{DealError, DealPart, Game, Score};
use crate::lines::{MAX_LINE, line_text, strip_cr};
use crate::strength::Strength;
use scan::{Dealt, parse_fast};

/// Scores one line of text: the fast byte parser when it recognises the line, else
/// [`parse_hand`] (so errors and unusual notations behave exactly like the parser). A
/// trailing `\r` is ignored. A line that is not a hand of the default game (hold'em) is a
/// [`DealError`] of [`Game::default`]: text that cannot be read holds the parser's [`ParseError`]
/// ([`DealPart::Hand`]), and a `HOLE | BOARD` line is checked as [`Game::parse_deal`] does.
///
/// ```
/// use handrank::batch::score_line;
/// assert_eq!(score_line(b"Ah Kh Qh Jh Th")?.name(), "Royal Flush");
/// assert_eq!(score_line("10♥ J♥ Q♥ K♥ A♥\r".as_bytes())?.name(), "Royal Flush");
/// let error = score_line(b"Ah Kh Qh Jh Tx").unwrap_err();
/// assert_eq!(error.to_string(), "unknown suit 'x' in \"Tx\" (card 5): a suit is one of c d h s (or ♣ ♦ ♥ ♠)");
/// assert_eq!(
///     score_line(b"Ah Kh | Qh Jh Th 9h 8h 7h").unwrap_err().to_string(),
///     "a hold'em board has 0 to 5 cards, found 6"
/// );
/// # Ok::<(), handrank::DealError>(())
/// ```
pub fn score_line(line: &[u8]) -> Result<Strength, DealError> {
    let unreadable = |error| DealError::unreadable(Game::default(), DealPart::Hand, error);
    if line.len() > MAX_LINE {
        return Err(unreadable(too_long(line)));
    }
    let line = strip_cr(line);
    match parse_fast(line) {
        Some(hand) => Ok(hand.strength()),
        None => {
            let text = line_text(line).map_err(unreadable)?;
            if text.contains('|') {
                let (hole, board) = Game::default().parse_deal(text)?;
                return Ok(Hand::from_cards(&hole)
                    .combine(Hand::from_cards(&board))
                    .strength());
            }
            let cards = parse_hand(text).map_err(unreadable)?;
            Ok(Hand::from_cards(&cards).strength())
        }
    }
}

/// The error for a line longer than [`MAX_LINE`].
fn too_long(line: &[u8]) -> ParseError {
    ParseError::LineTooLong {
        length: line.len() as u64,
        max: MAX_LINE,
    }
}

/// Scores one line of text in any game: `HOLE | BOARD`, or where the game pools hole and
/// board ([`Game::pools_board`]: hold'em) one run of cards. A trailing `\r` is ignored.
///
/// ```
/// use handrank::Game;
/// use handrank::batch::score_game_line;
/// let omaha_hi_lo: Game = "omaha-hilo".parse()?;
/// let score = score_game_line(omaha_hi_lo, b"Ah 2c Kd Ks | 4h 6d 8s Qc Jh")?;
/// assert_eq!(score.hand.category_name(), "Pair");
/// assert_eq!(score.low.map(|l| l.to_string()).as_deref(), Some("8-6-4-2-A"));
/// let error = score_game_line(omaha_hi_lo, b"Ah 2c Kd | 4h 6d 8s Qc Jh").unwrap_err();
/// assert_eq!(error.to_string(), "an Omaha hole has 4 to 6 cards, found 3");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn score_game_line(game: Game, line: &[u8]) -> Result<Score, DealError> {
    let unreadable = |error| DealError::unreadable(game, DealPart::Hand, error);
    if line.len() > MAX_LINE {
        return Err(unreadable(too_long(line)));
    }
    let text = line_text(strip_cr(line)).map_err(unreadable)?;
    let (hole, board) = game.parse_deal(text)?;
    Ok(game.score_checked(&hole, &board))
}

/// Why a binary record (a [`CardSet`] mask) is not a hand.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MaskError {
    /// Bits set outside the 52 cards.
    #[error("{bits:#018x} has bits that are not cards (only 16·suit + rank, rank < 13)")]
    NotCards { bits: u64 },
    /// A hold'em mask of too few or too many cards.
    #[error("{bits:#018x} has {cards} cards, expected 5 to 7")]
    Count { bits: u64, cards: usize },
    /// Cards that are not a hand of the game.
    #[error("{bits:#018x}: {error}")]
    Deal { bits: u64, error: DealError },
    /// A hand of a game whose hole and board a mask cannot tell apart (Omaha's).
    #[error("{bits:#018x}: a card mask cannot keep {game}'s hole apart from its board")]
    Unsplit { bits: u64, game: Game },
}

/// Scores one binary record: a [`CardSet`] mask of 5 to 7 cards.
///
/// ```
/// let cards = handrank::parse_hand("Ah Kh Qh Jh Th")?;
/// let mask = cards.into_iter().collect::<handrank::CardSet>().bits();
/// assert_eq!(handrank::batch::score_mask(mask).map(|s| s.name()), Ok("Royal Flush"));
/// assert!(handrank::batch::score_mask(1 << 13).is_err());
/// # Ok::<(), handrank::ParseError>(())
/// ```
pub fn score_mask(bits: u64) -> Result<Strength, MaskError> {
    let set = CardSet::from_bits(bits).ok_or(MaskError::NotCards { bits })?;
    if !(5..=7).contains(&set.len()) {
        return Err(MaskError::Count {
            bits,
            cards: set.len(),
        });
    }
    Ok(Hand::from_set(set).strength())
}

/// Scores one binary record in a game scored from the player's own cards (every game but
/// Omaha, whose hole a mask cannot keep apart from its board): a [`CardSet`] mask of the
/// game's count of cards from its deck.
///
/// ```
/// use handrank::{Game, parse_cards, CardSet};
/// use handrank::batch::score_game_mask;
/// let mask = |text| parse_cards(text).unwrap().into_iter().collect::<CardSet>().bits();
/// let (badugi, short_deck): (Game, Game) = ("badugi".parse()?, "short-deck".parse()?);
/// let score = score_game_mask(badugi, mask("7c 4d Ah 4s"))?;
/// assert_eq!(score.hand.describe(), "three-card badugi, 7-4-A");
/// let error = score_game_mask(short_deck, mask("Ah 5d 7c 8s 9h")).unwrap_err();
/// assert!(error.to_string().ends_with(": 5d is not in the short deck, which has no 2s to 5s"), "{error}");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn score_game_mask(game: Game, bits: u64) -> Result<Score, MaskError> {
    let set = CardSet::from_bits(bits).ok_or(MaskError::NotCards { bits })?;
    let dealt = Dealt::of_set(set).filter(|dealt| dealt.fits(&game.cards_range(), game.deck()));
    if let Some(dealt) = dealt.filter(|_| game.pools_board()) {
        return Ok(game.score_checked(dealt.cards(), &[]));
    }
    let cards: Vec<_> = set.iter().collect();
    Err(match game.check(&cards, &[]) {
        Err(error) => MaskError::Deal { bits, error },
        Ok(()) => MaskError::Unsplit { bits, game },
    })
}
