//! Helpers shared by the integration tests: reading the data files of `tests/data/`, and
//! random distinct cards for the property tests.

use handrank::Card;
use proptest::prelude::*;

/// The data lines of a file: comments (`#` to the end of the line) and blank lines removed.
pub fn data_lines(text: &str) -> Vec<&str> {
    text.lines()
        .map(|line| line.split('#').next().unwrap_or("").trim())
        .filter(|line| !line.is_empty())
        .collect()
}

/// Splits a data line into trimmed fields.
pub fn fields<'a>(line: &'a str, separator: &str) -> Vec<&'a str> {
    line.split(separator).map(str::trim).collect()
}

/// `n` distinct cards in random order.
pub fn cards(n: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = Vec<Card>> {
    let deck = Card::ALL.to_vec();
    (Just(deck).prop_shuffle(), n).prop_map(|(deck, n)| deck[..n].to_vec())
}
