//! What the site readers' tests share: a text read as hands, a hand settled, an amount.

use super::super::{EvOptions, Report, analyze};
use super::*;
use crate::history::Chips;

/// The hands of `text`, a file of `site`'s hands.
pub(super) fn read_site(site: Site, text: &str) -> Vec<Result<HandHistory, HistoryError>> {
    let file: Arc<str> = "hands.txt".into();
    hands(site, text.as_bytes(), &file, 1).collect()
}

/// The hands of `text`, a file of PokerStars hands.
pub(super) fn read_all(text: &str) -> Vec<Result<HandHistory, HistoryError>> {
    read_site(Site::PokerStars, text)
}

/// The hand replayed and settled, without all-in EV.
pub(super) fn settle(hand: HandHistory) -> Report {
    let options = EvOptions {
        enabled: false,
        ..EvOptions::default()
    };
    analyze(hand, &options).unwrap()
}

/// An amount of money as chips.
pub(super) fn money(amount: f64) -> Chips {
    Chips::from_f64(amount)
}
