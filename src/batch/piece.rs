//! Scoring one piece: the batch engine's [`Job`] for the pipeline's workers. A piece of
//! text lines or binary records in, its output records (and the first bad hand) out.

use super::record::{RecordBuffer, Records};
use super::run::LONG_LINE;
use super::scan::{scan_cards, scan_fast, scan_fixed};
use super::{
    BatchError, BatchOptions, InputFormat, MaskError, score_game_line, score_game_mask, score_line,
    score_mask,
};
use crate::card::CardSet;
use crate::error::ParseError;
use crate::eval::Hand;
use crate::game::{DealError, DealPart, Game};
use crate::lines::MAX_LINE;
use crate::pipeline::{Job, Written};
use crate::strength::Strength;

/// A bad hand found in a piece.
pub(super) enum Bad {
    Line(DealError),
    Mask(MaskError),
}

/// The result of scoring one piece of a block.
pub(super) struct Piece {
    pub(super) out: (Vec<u8>, usize),
    pub(super) lines: u64,
    pub(super) invalid: u64,
    /// Without `skip_invalid`: the first bad hand (0-based line within the piece); the
    /// piece stops there.
    pub(super) stop: Option<(u64, Bad)>,
}

impl Written for Piece {
    fn bytes(&self) -> &[u8] {
        let (buffer, len) = &self.out;
        #[allow(clippy::indexing_slicing)] // a finished buffer's length covers its output
        &buffer[..*len]
    }
}

/// What a run scores every piece with: the engine chosen once from the options, the
/// output records, and whether a bad hand is skipped.
pub(super) struct Scorer {
    engine: Engine,
    records: Records,
    skip_invalid: bool,
}

impl Scorer {
    pub(super) fn new(options: &BatchOptions) -> Result<Scorer, BatchError> {
        let game = options.game;
        let engine = match options.input {
            InputFormat::Text if game.uses_evaluator() => Engine::EvaluatorText,
            InputFormat::Bin if game.uses_evaluator() => Engine::EvaluatorBin,
            InputFormat::Text if game.pools_board() => Engine::OwnText(game),
            InputFormat::Bin if game.pools_board() => Engine::OwnBin(game),
            InputFormat::Text => Engine::GameText(game),
            InputFormat::Bin => {
                return Err(BatchError::Unsupported(format!(
                    "binary input is one card mask per hand, which cannot keep {game}'s hole \
                     apart from its board (give text lines, HOLE | BOARD)"
                )));
            }
        };
        Ok(Scorer {
            engine,
            records: Records::new(options.output, game),
            skip_invalid: options.skip_invalid,
        })
    }

    /// What the output starts with (the CSV header).
    pub(super) fn header(&self) -> &[u8] {
        self.records.header()
    }
}

impl Job for Scorer {
    type Piece = Vec<u8>;
    type Output = Piece;

    fn size(&self, piece: &Vec<u8>) -> usize {
        piece.len()
    }

    fn work(&self, piece: &Vec<u8>, spare: Option<Piece>) -> Piece {
        let out = spare.map_or_else(Vec::new, |spare| spare.out.0);
        let (records, skip) = (&self.records, self.skip_invalid);
        match self.engine {
            Engine::EvaluatorBin => score_bin(piece, out, records, skip, holdem_mask),
            Engine::EvaluatorText => score_text(piece, out, records, skip),
            Engine::OwnText(game) => score_own_text(piece, out, records, skip, game),
            Engine::OwnBin(game) => score_bin(piece, out, records, skip, |bits| {
                score_game_mask(game, bits)
            }),
            Engine::GameText(game) => score_game_text(piece, out, records, skip, game),
        }
    }
}

/// A piece being scored: its output records and its lines counted so far.
struct Scoring<'a> {
    out: RecordBuffer,
    records: &'a Records,
    skip_invalid: bool,
    lines: u64,
    invalid: u64,
}

impl<'a> Scoring<'a> {
    fn new(buffer: Vec<u8>, capacity: usize, records: &'a Records, skip_invalid: bool) -> Self {
        Scoring {
            out: RecordBuffer::new(buffer, capacity),
            records,
            skip_invalid,
            lines: 0,
            invalid: 0,
        }
    }

    /// Writes the record of one line that the fast path did not take: its result, or with
    /// `skip_invalid` an error record (counted in `invalid`). Gives back the error of a bad
    /// line that must stop the piece.
    fn record<T: Into<Scored>, E: ToString>(&mut self, result: Result<T, E>) -> Result<(), E> {
        match result {
            Ok(scored) => match scored.into() {
                Scored::High(strength) => self.records.push(&mut self.out, strength.get()),
                Scored::Game(score) => self.records.push_score(&mut self.out, score),
            },
            Err(error) if self.skip_invalid => {
                self.records.push_error(&mut self.out, &error.to_string());
                self.invalid += 1;
            }
            Err(error) => return Err(error),
        }
        self.lines += 1;
        Ok(())
    }

    /// Scores the line that starts at `i` with the real parser, `score`: the way every
    /// line the fast scanners decline goes, so notations and errors are the parser's.
    /// Gives the start of the next line.
    fn parse_line<T: Into<Scored>>(
        &mut self,
        piece: &[u8],
        i: usize,
        game: Game,
        score: impl FnOnce(&[u8]) -> Result<T, DealError>,
    ) -> Result<usize, DealError> {
        debug_assert!(i < piece.len());
        #[allow(clippy::indexing_slicing)] // i < piece.len(): every caller's loop condition
        let rest = &piece[i..];
        let line = memchr::memchr(b'\n', rest).map_or(rest, |len| rest.split_at(len).0);
        let result = match long_line(line) {
            Some(error) => Err(DealError::unreadable(game, DealPart::Hand, error)),
            None => score(line),
        };
        self.record(result).map(|()| i + line.len() + 1)
    }

    /// The piece, stopped at its line `lines` by `bad` if there is one.
    fn finish(self, bad: Option<Bad>) -> Piece {
        Piece {
            out: self.out.finish(),
            lines: self.lines,
            invalid: self.invalid,
            stop: bad.map(|bad| (self.lines, bad)),
        }
    }
}

/// A line's result: a hold'em strength, or a score in any game.
enum Scored {
    High(Strength),
    Game(crate::game::Score),
}

impl From<Strength> for Scored {
    fn from(strength: Strength) -> Scored {
        Scored::High(strength)
    }
}

impl From<crate::game::Score> for Scored {
    fn from(score: crate::game::Score) -> Scored {
        Scored::Game(score)
    }
}

/// How a run scores its pieces, chosen once from the options.
#[derive(Clone, Copy)]
enum Engine {
    /// Hold'em text: the byte scanners and grouped table loads.
    EvaluatorText,
    /// Hold'em card masks.
    EvaluatorBin,
    /// Text lines of a game scored from the player's own cards (short deck, stud, razz,
    /// the draw games): the byte scanner, checked and scored without allocating.
    OwnText(Game),
    /// Card masks of such a game.
    OwnBin(Game),
    /// Text lines of any other game (Omaha's `HOLE | BOARD`), through
    /// [`Game::parse_deal`] and [`Game::score`].
    GameText(Game),
}

/// Any game's text lines, one at a time: the line is read by the game's parser and scored
/// with its board prepared once.
fn score_game_text(
    piece: &[u8],
    buffer: Vec<u8>,
    records: &Records,
    skip_invalid: bool,
    game: Game,
) -> Piece {
    let capacity = piece.len() * records.growth() + 256;
    let mut scoring = Scoring::new(buffer, capacity, records, skip_invalid);
    let mut i = 0;
    while i < piece.len() {
        match scoring.parse_line(piece, i, game, |line| score_game_line(game, line)) {
            Ok(next) => i = next,
            Err(error) => return scoring.finish(Some(Bad::Line(error))),
        }
    }
    scoring.finish(None)
}

/// The text lines of a game scored from the player's own cards: the byte scanner reads
/// the common notation into an array, the game's counts and deck are checked on the card
/// set, and the hand is scored from the array; any other line, good or bad, goes to
/// [`score_game_line`].
fn score_own_text(
    piece: &[u8],
    buffer: Vec<u8>,
    records: &Records,
    skip_invalid: bool,
    game: Game,
) -> Piece {
    let capacity = piece.len() * records.growth() + 256;
    let mut scoring = Scoring::new(buffer, capacity, records, skip_invalid);
    let (sizes, deck) = (game.cards_range(), game.deck());
    let mut i = 0;
    while i < piece.len() {
        if let Some((dealt, next)) = scan_cards(piece, i).filter(|(d, _)| d.fits(&sizes, deck)) {
            let score = game.score_checked(dealt.cards(), &[]);
            records.push_score(&mut scoring.out, score);
            scoring.lines += 1;
            i = next;
            continue;
        }
        match scoring.parse_line(piece, i, game, |line| score_game_line(game, line)) {
            Ok(next) => i = next,
            Err(error) => return scoring.finish(Some(Bad::Line(error))),
        }
    }
    scoring.finish(None)
}

/// Hold'em's text lines: the byte scanners, and the strengths looked up in groups.
fn score_text(piece: &[u8], buffer: Vec<u8>, records: &Records, skip_invalid: bool) -> Piece {
    // Text records are at most as long as the shortest valid line, JSON ones about 3x.
    let capacity = piece.len() * records.growth() + 256;
    let mut scoring = Scoring::new(buffer, capacity, records, skip_invalid);
    let mut i = 0;
    // Hands go through in groups: parse a group, then look all their strengths up, so the
    // table loads (the one real cache cost) are issued together and overlap.
    const GROUP: usize = 16;
    let mut hands = [Hand::EMPTY; GROUP];
    while i < piece.len() {
        let mut n = 0;
        while n < GROUP {
            match scan_fixed::<7>(piece, i).or_else(|| scan_fast(piece, i)) {
                Some((hand, next)) => {
                    #[allow(clippy::indexing_slicing)] // n < GROUP: the loop's condition
                    {
                        hands[n] = hand;
                    }
                    n += 1;
                    i = next;
                }
                None => break,
            }
        }
        let strengths = hands.map(Hand::strength);
        #[allow(clippy::indexing_slicing)] // n <= GROUP
        for &strength in &strengths[..n] {
            records.push(&mut scoring.out, strength.get());
        }
        scoring.lines += n as u64;
        if n == GROUP || i >= piece.len() {
            continue;
        }
        // A line the fast scanners decline: the real parser decides.
        match scoring.parse_line(piece, i, Game::default(), score_line) {
            Ok(next) => i = next,
            Err(error) => return scoring.finish(Some(Bad::Line(error))),
        }
    }
    scoring.finish(None)
}

/// Binary records, one card mask each, scored by `score` (hold'em's inline, or a game's).
fn score_bin<T: Into<Scored>>(
    piece: &[u8],
    buffer: Vec<u8>,
    records: &Records,
    skip_invalid: bool,
    score: impl Fn(u64) -> Result<T, MaskError>,
) -> Piece {
    let capacity = piece.len() / 4 * records.growth() + 256;
    let mut scoring = Scoring::new(buffer, capacity, records, skip_invalid);
    for record in piece.chunks_exact(8) {
        let mut word = [0u8; 8];
        word.copy_from_slice(record);
        if let Err(reason) = scoring.record(score(u64::from_le_bytes(word))) {
            return scoring.finish(Some(Bad::Mask(reason)));
        }
    }
    scoring.finish(None)
}

/// A hold'em mask: the valid case inline; [`score_mask`] explains the others.
#[inline(always)]
fn holdem_mask(bits: u64) -> Result<Strength, MaskError> {
    match CardSet::from_bits(bits).filter(|set| (5..=7).contains(&set.len())) {
        Some(set) => Ok(Hand::from_set(set).strength()),
        None => score_mask(bits),
    }
}

/// The error for a [`LONG_LINE`] marker line, if `line` is one.
pub(super) fn long_line(line: &[u8]) -> Option<ParseError> {
    let digits = line.strip_prefix(LONG_LINE)?;
    let length = std::str::from_utf8(digits).ok()?.parse().ok()?;
    Some(ParseError::LineTooLong {
        length,
        max: MAX_LINE,
    })
}
