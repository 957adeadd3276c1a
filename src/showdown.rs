//! The showdown table format (the Ruby Quiz "Texas Hold'em" scorer, as a Haskell program
//! has it): each line is one player's cards. A player with fewer than seven cards folded and the
//! line is echoed unchanged; every other line gets its best category appended, and the
//! best line(s) also get ` (winner)`. Lines are echoed exactly as written, unicode suits
//! included. A table is one deal ([`Deal`]): a line is two hole cards then the board.

mod deal;

pub use deal::{Deal, MAX_CARDS, TableError, TableProblem};

use crate::card::Card;
use crate::eval::Hand;
use crate::strength::{Category, Strength};

/// Who wins the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum WinnerRule {
    /// The best hand, kickers included, as in a real showdown.
    #[default]
    BestHand,
    /// Everyone with the best category, as the Haskell scorer's `markResults` does (it
    /// compares `Ranking`s only).
    BestCategory,
}

/// One seat at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seat {
    /// `None` for a player who folded (fewer than seven cards).
    pub strength: Option<Strength>,
    /// Whether this seat wins (or ties for the win).
    pub winner: bool,
}

impl Seat {
    /// The table format's mark: `""`, `"Flush"` or `"Full House (winner)"`.
    pub fn mark(&self) -> String {
        match self.strength {
            None => String::new(),
            Some(s) if self.winner => format!("{} (winner)", hand_name(s)),
            Some(s) => hand_name(s).to_owned(),
        }
    }
}

/// The table format's category names, as the Haskell scorer's `show` writes them: the
/// standard names ([`Category::name`]) but "Two Pairs".
pub fn category_name(category: Category) -> &'static str {
    match category {
        Category::TwoPair => "Two Pairs",
        other => other.name(),
    }
}

/// The table format's name for a hand: its [`category_name`], or "Royal Flush".
pub fn hand_name(strength: Strength) -> &'static str {
    if strength.is_royal() {
        strength.name()
    } else {
        category_name(strength.category())
    }
}

/// The best five-card strength among `cards`, or `None` when the player folded (fewer
/// than seven cards). More than seven cards are allowed here, the best five of them
/// counting; a table refuses them ([`Deal`]).
///
/// ```
/// use handrank::{parse_cards, showdown::best_of};
/// assert_eq!(best_of(&parse_cards("Kc 9s Ks Kd 9d 3c 6d")?).map(|s| s.name()), Some("Full House"));
/// assert_eq!(best_of(&parse_cards("9h 5s")?), None);
/// # Ok::<(), handrank::ParseError>(())
/// ```
pub fn best_of(cards: &[Card]) -> Option<Strength> {
    match cards.len() {
        0..7 => None,
        7 => Some(Hand::from_cards(cards).strength()),
        _ => {
            // Every 5-card subset, as the Haskell scorer does; at most 52 cards keep this finite and small.
            let mut best = None;
            for (a, rest) in picks(cards) {
                for (b, rest) in picks(rest) {
                    for (c, rest) in picks(rest) {
                        for (d, rest) in picks(rest) {
                            for &e in rest {
                                let s = Hand::from_cards(&[a, b, c, d, e]).strength();
                                best = best.max(Some(s));
                            }
                        }
                    }
                }
            }
            best
        }
    }
}

/// Each card with the cards after it: the choices for the next card of a combination.
fn picks(cards: &[Card]) -> impl Iterator<Item = (Card, &[Card])> {
    let mut rest = cards;
    std::iter::from_fn(move || {
        let (&first, after) = rest.split_first()?;
        rest = after;
        Some((first, after))
    })
}

/// Scores every line of a table, which must be one deal ([`Deal`]). An error names the
/// line, 1-based.
pub fn seats<S: AsRef<str>>(lines: &[S], rule: WinnerRule) -> Result<Vec<Seat>, TableError> {
    let mut deal = Deal::new();
    let mut strengths = Vec::with_capacity(lines.len());
    for (line, text) in (1..).zip(lines) {
        strengths.push(deal.seat(line, text.as_ref())?);
    }
    let key = |s: Strength| match rule {
        WinnerRule::BestHand => u32::from(s.get()),
        WinnerRule::BestCategory => u32::from(s.category().number()),
    };
    let best = strengths.iter().flatten().map(|&s| key(s)).max();
    Ok(strengths
        .into_iter()
        .map(|strength| Seat {
            strength,
            winner: strength.is_some_and(|s| Some(key(s)) == best),
        })
        .collect())
}

/// The table format's `scores`: each line echoed, followed by a space and its mark when it has one.
///
/// ```
/// let table = ["Kc 9s Ks Kd 9d 3c 6d", "9h 5s", "4d 2d Ks Kd 9d 3c 6d"];
/// let out = handrank::showdown::scores(&table, Default::default())?;
/// assert_eq!(out, ["Kc 9s Ks Kd 9d 3c 6d Full House (winner)", "9h 5s", "4d 2d Ks Kd 9d 3c 6d Flush"]);
/// # Ok::<(), handrank::showdown::TableError>(())
/// ```
pub fn scores<S: AsRef<str>>(lines: &[S], rule: WinnerRule) -> Result<Vec<String>, TableError> {
    let seats = seats(lines, rule)?;
    Ok(lines
        .iter()
        .zip(seats)
        .map(|(line, seat)| match seat.mark() {
            mark if mark.is_empty() => line.as_ref().to_owned(),
            mark => format!("{} {mark}", line.as_ref()),
        })
        .collect())
}

#[cfg(test)]
mod tests;
