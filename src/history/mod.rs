//! Real hands: reading poker hand histories in the PHH standard, replaying them, and
//! settling every pot through the game's own scoring.
//!
//! PHH (uoftcprg/phh-std; pokerkit is its reference implementation) writes one hand per
//! `.phh` file, or many in the `[N]` sections of a `.phhs` file, as TOML: the variant, the
//! forced bets, the starting stacks and the actions in a small notation (`d dh p1 AhKh`,
//! `p2 cbr 300`, `p1 sm AhKh`). The pieces, one module each:
//!
//! ```text
//!   files.rs   paths, directories, stdin, gzip ──► Chunk (whole hands of one file,
//!              its Format told from its first line)
//!   chunk.rs   a Chunk's hands, read one after another (a PHH hand into the last one's
//!              buffers)
//!   site/      the sites' text hand histories (PokerStars) ──► HandHistory
//!   toml.rs    the TOML subset PHH is written in: a cursor over one hand's text
//!   number.rs  its numbers as exact amounts (millionths, and the decimals written)
//!   notation.rs the action notation inside `actions` ──► Act
//!   parse.rs   a hand's fields, checked ──► HandHistory
//!   variant.rs the PHH code ──► PhhVariant (its Game and betting)
//!   replay.rs  the actions, checked in turn ──► Replay (what each put in, cards, the end);
//!              replay/betting.rs the turn, bets, rounds; replay/dealing.rs cards, shows
//!   settle.rs  pots, winners by Game::score, odd chips ──► Settlement
//!   all_in.rs  an all-in with cards to come ──► each pot's equity through the engine
//!   summary.rs a player's hand and totals: net, in big blinds, EV, VPIP, PFR, WTSD
//!   series.rs  one player's results hand by hand: the all-in EV graph's lines
//!   stream.rs  all of it over many files, on every core, in input order
//!   write.rs   a HandHistory ──► PHH text
//!   convert.rs any inputs ──► one .phhs text, through the same pipeline
//! ```
//!
//! ```
//! use handrank::history::{self, Chips};
//! let text = "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n\
//!     starting_stacks = [100, 100]\nactions = ['d dh p1 AhAd', 'd dh p2 KsKc', \
//!     'p2 cbr 100', 'p1 cc', 'd db 2c7d9h', 'd db Qs', 'd db 3c']\n";
//! let report = history::analyze(history::read_str(text, "hand.phh")?, &Default::default())?;
//! let settled = report.settlement.as_ref().unwrap();
//! assert_eq!(settled.collected, [Chips::from_f64(200.0), Chips::ZERO]);
//! let ev = report.all_in.as_ref().unwrap();
//! assert!((ev.expected[0].to_f64() - 163.0).abs() < 1.0); // aces hold 81.5% against kings
//! # Ok::<(), handrank::history::HistoryError>(())
//! ```

mod all_in;
mod chunk;
mod convert;
mod error;
mod files;
mod hand;
mod notation;
mod number;
mod parse;
mod per_player;
mod replay;
mod series;
mod settle;
mod site;
mod stream;
mod summary;
mod toml;
mod variant;
mod write;

pub use all_in::{AllInEv, EvOptions, PotEquity};
pub use chunk::{Chunk, Format};
pub use convert::{Converted, convert};
pub use error::{HistoryError, Problem};
pub use files::{Input, MAX_HAND, inputs, read_input};
pub use hand::{Act, Action, Cards, Chips, HandHistory, Names, Show, Source};
pub use per_player::{MAX_SEATS, PerPlayer, Seats, SeatsIter};
pub use replay::{
    ActionError, AllIn, End, Involvement, LastDraw, LeastAllowed, Replay, Unfinished, replay,
};
pub use series::{Point, Series};
pub use settle::{Pot, SettleError, Settlement, pots, settle};
pub use site::Site;
pub use stream::{HistoryOptions, RunError, RunOutcome, read_chunks, run};
pub use summary::{PlayerHand, PlayerTotals, Summary};
pub use variant::{Betting, Dealing, PhhVariant};
pub use write::Phh;

/// A hand read, replayed and settled.
#[derive(Clone, Debug)]
pub struct Report {
    pub hand: HandHistory,
    pub replay: Replay,
    /// What each player collects, or why the hand cannot be settled.
    pub settlement: Result<Settlement, SettleError>,
    /// All-in equity and expected collects, when the betting closed with cards to come.
    pub all_in: Option<AllInEv>,
    /// Why there is no all-in equity when the betting closed with cards to come: a player's
    /// cards in a contested pot not known, a draw before the last, stud's shared card, a
    /// question the engine refuses.
    pub unpriced: Option<String>,
}

impl Report {
    /// What the players collect here less what the file's `winnings` record, when both
    /// are known: a site's rake when positive; when negative the file records more than
    /// the pots hold (a returned uncalled bet counted as won, say).
    pub fn unrecorded(&self) -> Option<Chips> {
        let collected = &self.settlement.as_ref().ok()?.collected;
        let recorded = self.hand.winnings.as_ref()?;
        Some(collected.iter().copied().sum::<Chips>() - recorded.iter().copied().sum())
    }

    /// Chips taken from the pots, against the file's `winnings` ([`Report::unrecorded`]
    /// when it is not negative: a rake is never negative).
    pub fn rake(&self) -> Option<Chips> {
        self.unrecorded().filter(|&chips| chips >= Chips::ZERO)
    }

    /// Whether the file's `winnings` differ from what handrank settles. With the rake the
    /// site says it took ([`HandHistory::rake`]) they may fall short by exactly that in
    /// all, each player's by no more than it. A site that never states its rake
    /// ([`HandHistory::rake_unstated`]) may record less than the pots by a rake's worth:
    /// at most a tenth of the pots and one chip (sites take about 5 %, capped); more, or
    /// a player recorded more than the cards pay, is a mismatch.
    pub fn mismatch(&self) -> bool {
        let (Ok(settled), Some(recorded)) = (&self.settlement, &self.hand.winnings) else {
            return false;
        };
        let collected = &settled.collected;
        let rake = match (self.hand.rake, self.hand.rake_unstated) {
            (Some(rake), _) => rake,
            (None, true) => {
                let pots: Chips = collected.iter().copied().sum();
                let most = Chips(pots.micros() / 10) + self.hand.chip();
                match self.unrecorded() {
                    Some(rake) if rake >= Chips::ZERO && rake <= most => rake,
                    _ => return true,
                }
            }
            (None, false) => return collected[..] != recorded[..],
        };
        self.unrecorded() != Some(rake)
            || collected.len() != recorded.len()
            || collected
                .iter()
                .zip(recorded.iter())
                .any(|(&won, &record)| record > won || record < won - rake)
    }

    /// Each player's net: collected less put in (`None` if the hand is not settled).
    pub fn net(&self) -> Option<Vec<Chips>> {
        let settled = self.settlement.as_ref().ok()?;
        Some(
            settled
                .collected
                .iter()
                .zip(&self.replay.put_in)
                .map(|(&won, &put)| won - put)
                .collect(),
        )
    }
}

/// Reads one hand from text (a `.phh` file's contents, or the first hand of a site's
/// text); `file` names it in errors.
pub fn read_str(text: &str, file: &str) -> Result<HandHistory, HistoryError> {
    let format = match Format::detect(text.as_bytes()) {
        Format::Phhs => Format::Phh,
        format => format,
    };
    let chunk = Chunk {
        file: file.into(),
        text: text.as_bytes().to_vec(),
        first_line: 1,
        format,
    };
    chunk.hands().next().unwrap_or_else(|| {
        Err(HistoryError::new(
            &Source {
                file: file.into(),
                section: None,
                line: 1,
            },
            None,
            Problem::syntax("no hand"),
        ))
    })
}

/// Replays and settles a hand, and prices an all-in (see [`EvOptions`]).
pub fn analyze(hand: HandHistory, options: &EvOptions) -> Result<Report, HistoryError> {
    let replay = replay::replay(&hand)?;
    let settlement = settle::settle(&hand, &replay);
    let (all_in, unpriced) = priced(&hand, &replay, &settlement, options);
    Ok(Report {
        hand,
        replay,
        settlement,
        all_in,
        unpriced,
    })
}

impl Report {
    /// [`analyze`] in place, for the hand a reader has just written over this report's
    /// (the replay, the settlement and the all-in written over theirs): a run reads
    /// millions of hands into one report instead of moving each into a new one. After an
    /// error only `hand` is of use.
    pub(crate) fn analyze_again(&mut self, options: &EvOptions) -> Result<(), HistoryError> {
        replay::replay_into(&self.hand, &mut self.replay)?;
        let pots = match &mut self.settlement {
            Ok(settled) => std::mem::take(&mut settled.pots),
            Err(_) => Vec::new(),
        };
        self.settlement = settle::settle_reusing(&self.hand, &self.replay, pots);
        (self.all_in, self.unpriced) = priced(&self.hand, &self.replay, &self.settlement, options);
        Ok(())
    }
}

/// The all-in equity of a replayed hand, or why there is none.
fn priced(
    hand: &HandHistory,
    replay: &Replay,
    settlement: &Result<Settlement, SettleError>,
    options: &EvOptions,
) -> (Option<AllInEv>, Option<String>) {
    match all_in::all_in_ev(hand, replay, settlement.as_ref().ok(), options) {
        Ok(all_in) => (all_in, None),
        Err(reason) => (None, Some(reason)),
    }
}

#[cfg(test)]
mod draw_tests;
#[cfg(test)]
mod real_tests;
#[cfg(test)]
mod split_tests;
#[cfg(test)]
mod summary_tests;
#[cfg(test)]
mod tests;
