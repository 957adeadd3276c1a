//! PokerStars' lines that move no chips the replay follows: table talk and table events,
//! read past, and the deals with the site outside the pot (an all-in cash out,
//! insurance), recorded in the winnings.

use super::text::{Amount, amount};

/// A deal with the site outside the pot (`cashed out the hand for $19.50 | Cash Out Fee
/// $0.20`; `Receives Cashout ($8)`; all-in insurance's `Pays Cashout Risk ($1.50)`): the
/// amount and whether the player paid it. Recorded, never replayed.
pub(super) fn cash_out(rest: &str) -> Option<Result<(Amount, bool), String>> {
    let (text, paid) = if let Some(text) = rest.strip_prefix("cashed out the hand for ") {
        (text.split(' ').next().unwrap_or_default(), false)
    } else if let Some(text) = rest.strip_prefix("Receives Cashout (") {
        (text.strip_suffix(')').unwrap_or_default(), false)
    } else {
        let text = rest.strip_prefix("Pays Cashout Risk (")?;
        (text.strip_suffix(')').unwrap_or_default(), true)
    };
    Some(match amount(text) {
        Some(chips) => Ok((chips, paid)),
        None => Err(format!("'{text}' is not an amount")),
    })
}

/// `name: …` lines that move no chips.
pub(super) fn is_table_event(rest: &str) -> bool {
    [
        "is sitting out",
        "sits out",
        "is disconnected",
        "is connected",
        "has returned",
        "has timed out",
        "will be allowed to play",
        "leaves the table",
    ]
    .iter()
    .any(|event| rest.starts_with(event))
}
