//! Hand histories as the poker sites write them: text, one hand after another, each
//! starting with the site's header line. Each site's reader is a module of its own (the
//! sites' texts differ line by line, and a site is added without touching another's);
//! they all feed one [`builder::Builder`], which knows PHH's order of players and forced
//! bets, so every site's hand becomes the same [`HandHistory`] a PHH file gives and runs
//! through the one replay, settlement and all-in pricing.
//!
//! ```text
//!   mod.rs        which site a line starts a hand of; a chunk's text cut into hands
//!   text.rs       lines, amounts ($1,234.50), cards in brackets
//!   reader.rs     one hand's lines in order: header, table, seats, play, summary
//!   builder.rs    seats, posts and actions ──► HandHistory (PHH's order and arrays)
//!   pokerstars.rs PokerStars' lines ──► Builder
//!   pokerstars_deals.rs  its stud and draw games' streets, bring-in and draws
//!   pokerstars_events.rs its lines of no chips (talk, table events) and cash outs
//!   ggpoker.rs    GGPoker's header, straddles, fees ──► PokerStars' lines
//!   winamax.rs    Winamax's header, seats, `0.05€` ──► PokerStars' lines
//!   poker888.rs   888poker's three-line header, `[$0.02]`, `** Summary **` ──► PokerStars' lines
//!   partypoker.rs PartyPoker's header, `[$0.25 USD]`, `wins` lines ──► PokerStars' lines
//! ```

mod builder;
mod ggpoker;
mod partypoker;
mod poker888;
mod pokerstars;
mod pokerstars_deals;
mod pokerstars_events;
mod reader;
mod text;
mod winamax;

use std::sync::Arc;

use super::error::{HistoryError, Problem};
use super::hand::HandHistory;
use text::Lines;

/// A site whose text hand histories handrank reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Site {
    PokerStars,
    GGPoker,
    Winamax,
    Poker888,
    PartyPoker,
}

impl Site {
    /// Every site whose text handrank reads.
    pub const ALL: [Site; 5] = [
        Site::PokerStars,
        Site::GGPoker,
        Site::Winamax,
        Site::Poker888,
        Site::PartyPoker,
    ];

    /// The site whose hand `line` starts (`PokerStars Hand #…`, `Poker Hand #…`,
    /// `Winamax Poker - …`, `***** 888poker …`, `***** Hand History for Game …` or
    /// `Game #N starts.`, or `#Game No : …` before either of the 888poker and PartyPoker
    /// headers: the line after it tells), if any.
    /// Called on every line of a file (`line` runs to the end of the text): the first
    /// bytes decide which header to compare.
    pub fn of_line(line: &[u8]) -> Option<Site> {
        let site = match line.get(..6)? {
            b"Poker " => Site::GGPoker,
            b"PokerS" => Site::PokerStars,
            b"Winama" => Site::Winamax,
            b"#Game " if line.starts_with(poker888::GAME_NO.as_bytes()) => {
                let next = memchr::memchr(b'\n', line)
                    .and_then(|i| line.get(i + 1..))
                    .unwrap_or_default();
                return Some(match partypoker::is_header(next) {
                    true => Site::PartyPoker,
                    false => Site::Poker888,
                });
            }
            b"***** " if partypoker::is_header(line) => return Some(Site::PartyPoker),
            b"Game #" if partypoker::is_game_start(line) => return Some(Site::PartyPoker),
            b"***** " => Site::Poker888,
            _ => return None,
        };
        line.starts_with(site.header().as_bytes()).then_some(site)
    }

    /// How the first line of each of the site's hands starts.
    pub(crate) fn header(self) -> &'static str {
        match self {
            Site::PokerStars => pokerstars::HEADER,
            Site::GGPoker => ggpoker::HEADER,
            Site::Winamax => winamax::HEADER,
            Site::Poker888 => poker888::HEADER,
            Site::PartyPoker => partypoker::HEADER,
        }
    }

    /// The site's name.
    pub fn name(self) -> &'static str {
        match self {
            Site::PokerStars => "PokerStars",
            Site::GGPoker => "GGPoker",
            Site::Winamax => "Winamax",
            Site::Poker888 => "888poker",
            Site::PartyPoker => "PartyPoker",
        }
    }

    /// Where the last hand of `text` that does not start at its beginning starts (0 if
    /// none): the text before it is whole hands.
    pub(crate) fn last_hand_start(self, text: &[u8]) -> usize {
        let mut end = text.len();
        while let Some(i) = memchr::memrchr(b'\n', text.get(..end).unwrap_or_default()) {
            let line = text.get(i + 1..).unwrap_or_default();
            if starts_hand(last_line(text.get(..i).unwrap_or_default()), line) {
                return i + 1;
            }
            end = i;
        }
        0
    }
}

/// The hands of a chunk of one site's text (whole hands, the first starting at file line
/// `first_line`), read in order. A chunk of UTF-8 (every real one) is cut into hands as
/// its lines are read, in one pass; one that is not is cut first, so each hand's own
/// text is checked and a bad byte stops only its hand.
pub(crate) fn hands<'a>(
    site: Site,
    text: &'a [u8],
    file: &'a Arc<str>,
    first_line: u64,
) -> impl Iterator<Item = Result<HandHistory, HistoryError>> + 'a {
    let utf8 = std::str::from_utf8(text).ok();
    let mut pos = 0;
    let mut line = first_line;
    std::iter::from_fn(move || {
        // Blank lines before the hand.
        loop {
            let rest = text.get(pos..)?;
            let end = memchr::memchr(b'\n', rest).map_or(rest.len(), |i| i + 1);
            if rest.is_empty() || !rest.get(..end).unwrap_or_default().trim_ascii().is_empty() {
                break;
            }
            pos += end;
            line += 1;
        }
        let rest = text.get(pos..)?;
        if rest.is_empty() {
            return None;
        }
        let start_line = line;
        // `pos` follows a line end: a character boundary.
        if let Some(rest) = utf8.and_then(|utf8| utf8.get(pos..)) {
            let mut lines = Lines::of_hand(rest, start_line);
            let hand = read_hand(site, rest, &mut lines, file, start_line);
            if hand.is_ok() {
                let (after, next_line) = lines.rest();
                pos += rest.len() - after.len();
                line = next_line;
                return Some(hand);
            }
            // Cut short by an error: the next hand starts where `hand_len` says.
            let len = hand_len(rest.as_bytes());
            pos += len;
            line += count_lines(rest.as_bytes().get(..len).unwrap_or_default());
            return Some(hand);
        }
        let len = hand_len(rest);
        let hand = rest.get(..len).unwrap_or_default();
        pos += len;
        line += count_lines(hand);
        Some(std::str::from_utf8(hand).map_or_else(
            |e| {
                let before = hand.get(..e.valid_up_to()).unwrap_or_default();
                let problem = Problem::syntax("the text is not UTF-8");
                Err(in_file(file, start_line + count_lines(before), problem))
            },
            |text| {
                read_hand(
                    site,
                    text,
                    &mut Lines::new(text, start_line),
                    file,
                    start_line,
                )
            },
        ))
    })
}

fn count_lines(text: &[u8]) -> u64 {
    memchr::memchr_iter(b'\n', text).count() as u64
}

/// An error at `line` of `file`, in no hand's section.
fn in_file(file: &Arc<str>, line: u64, problem: Problem) -> HistoryError {
    HistoryError {
        file: file.clone(),
        section: None,
        line: Some(line),
        problem,
    }
}

/// The length of the hand at the start of `text`: up to the next line that starts a hand.
fn hand_len(text: &[u8]) -> usize {
    let mut from = 0;
    while let Some(i) = memchr::memchr(b'\n', text.get(from..).unwrap_or_default()) {
        let start = from + i + 1;
        let line = text.get(start..).unwrap_or_default();
        // The line before is looked back for only at a header (most lines are not).
        if Site::of_line(line).is_some()
            && !continues_header(last_line(text.get(..from + i).unwrap_or_default()), line)
        {
            return start;
        }
        from = start;
    }
    text.len()
}

/// Whether `rest`, the text from a line's start, starts another hand than the one whose
/// last line not blank is `previous`.
fn starts_hand(previous: &[u8], rest: &[u8]) -> bool {
    Site::of_line(rest).is_some() && !continues_header(previous, rest)
}

/// The last line of `text` that is not blank (empty if none).
fn last_line(text: &[u8]) -> &[u8] {
    let mut end = text.len();
    loop {
        let start =
            memchr::memrchr(b'\n', text.get(..end).unwrap_or_default()).map_or(0, |j| j + 1);
        let line = text.get(start..end).unwrap_or_default();
        if start == 0 || !line.trim_ascii().is_empty() {
            return line;
        }
        end = start - 1;
    }
}

/// Whether `line`, which starts a hand of its own, continues the header of the hand that
/// `previous` (the last line before it that is not blank) starts: 888poker's and
/// PartyPoker's `*****` line after `#Game No : N`, and PartyPoker's `#Game No` or
/// `*****` line after `Game #N starts.`.
fn continues_header(previous: &[u8], line: &[u8]) -> bool {
    let header = line.starts_with(b"***** ");
    (header && previous.starts_with(poker888::GAME_NO.as_bytes()))
        || ((header || line.starts_with(poker888::GAME_NO.as_bytes()))
            && partypoker::is_game_start(previous))
}

/// One hand, read by its site's reader from `lines` (the lines of `text`, which starts
/// with the hand's header at file line `first_line`).
fn read_hand(
    site: Site,
    text: &str,
    lines: &mut Lines<'_>,
    file: &Arc<str>,
    first_line: u64,
) -> Result<HandHistory, HistoryError> {
    match Site::of_line(text.as_bytes()) {
        Some(found) if found == site => {}
        Some(found) => {
            return Err(in_file(
                file,
                first_line,
                Problem::syntax(format!(
                    "a {} hand in a {} file: one file holds one site's hands",
                    found.name(),
                    site.name()
                )),
            ));
        }
        None => {
            let first = text.lines().next().unwrap_or_default();
            return Err(in_file(
                file,
                first_line,
                Problem::syntax(format!(
                    "'{first}' does not start a {} hand ('{}…')",
                    site.name(),
                    site.header()
                )),
            ));
        }
    }
    match site {
        Site::PokerStars => reader::read(&pokerstars::DIALECT, lines, file),
        Site::GGPoker => reader::read(&ggpoker::DIALECT, lines, file),
        Site::Winamax => reader::read(&winamax::DIALECT, lines, file),
        Site::Poker888 => reader::read(&poker888::DIALECT, lines, file),
        Site::PartyPoker => reader::read(&partypoker::DIALECT, lines, file),
    }
}

#[cfg(test)]
mod deals_tests;
#[cfg(test)]
mod events_tests;
#[cfg(test)]
mod testing;
#[cfg(test)]
mod tests;
