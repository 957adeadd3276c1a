//! Seed 003's showdown format (the Ruby Quiz "Texas Hold'em" scorer, written in Haskell):
//! each line is one player's cards. A player with fewer than seven cards folded and the
//! line is echoed unchanged; every other line gets its best category appended, and the
//! best line(s) also get ` (winner)`. Lines are echoed exactly as written, unicode suits
//! included.

use crate::card::{Card, parse_cards};
use crate::error::ParseError;
use crate::eval::Hand;
use crate::strength::Strength;

/// Who wins the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum WinnerRule {
    /// The best hand, kickers included, as in a real showdown.
    #[default]
    BestHand,
    /// Everyone with the best category, as the seed's Haskell `markResults` does (it
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
    /// The seed's mark: `""`, `"Flush"` or `"Full House (winner)"`.
    pub fn mark(&self) -> String {
        match self.strength {
            None => String::new(),
            Some(s) if self.winner => format!("{} (winner)", s.name()),
            Some(s) => s.name().to_owned(),
        }
    }
}

/// The best five-card strength among `cards`, or `None` when the player folded (fewer
/// than seven cards). More than seven cards are allowed: the best five of them count.
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
            // Every 5-card subset, as the seed does; at most 52 cards keep this finite and small.
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

/// Scores every line of a table. An error names the line as its hand number
/// ([`ParseError::InHand`], 1-based).
pub fn seats<S: AsRef<str>>(lines: &[S], rule: WinnerRule) -> Result<Vec<Seat>, ParseError> {
    let mut strengths = Vec::with_capacity(lines.len());
    for (i, line) in lines.iter().enumerate() {
        let cards = parse_cards(line.as_ref()).map_err(|e| e.in_hand(i + 1))?;
        strengths.push(best_of(&cards));
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

/// The seed's `scores`: each line echoed, followed by a space and its mark when it has one.
///
/// ```
/// let table = ["Kc 9s Ks Kd 9d 3c 6d", "9h 5s", "4d 2d Ks Kd 9d 3c 6d"];
/// let out = handrank::showdown::scores(&table, Default::default())?;
/// assert_eq!(out, ["Kc 9s Ks Kd 9d 3c 6d Full House (winner)", "9h 5s", "4d 2d Ks Kd 9d 3c 6d Flush"]);
/// # Ok::<(), handrank::ParseError>(())
/// ```
pub fn scores<S: AsRef<str>>(lines: &[S], rule: WinnerRule) -> Result<Vec<String>, ParseError> {
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
mod tests {
    use super::*;

    /// The seed's `scores` unit test, with unicode suits.
    #[test]
    fn seed_scores_test() {
        let input = [
            "6♥ 6♦ 6♠ 6♣",
            "6♣ 4♦ A♣ 3♠ K♠ 5♦ T♠",
            "6♣ 6♦ A♣ 3♠ K♠",
            "9♣ A♥ K♠ 3♣ K♦ 9♦ 6♠",
        ];
        let expected = [
            "6♥ 6♦ 6♠ 6♣",
            "6♣ 4♦ A♣ 3♠ K♠ 5♦ T♠ High Card",
            "6♣ 6♦ A♣ 3♠ K♠",
            "9♣ A♥ K♠ 3♣ K♦ 9♦ 6♠ Two Pairs (winner)",
        ];
        assert_eq!(
            scores(&input, WinnerRule::BestHand),
            Ok(expected.map(String::from).to_vec())
        );
    }

    /// The seed's `game.txt` example.
    #[test]
    fn seed_game_example() {
        let input = [
            "Kc 9s Ks Kd 9d 3c 6d",
            "9c Ah Ks Kd 9d 3c 6d",
            "Ac Qc Ks Kd 9d 3c",
            "9h 5s",
            "4d 2d Ks Kd 9d 3c 6d",
            "7s Ts Ks Kd 9d",
        ];
        let expected = [
            "Kc 9s Ks Kd 9d 3c 6d Full House (winner)",
            "9c Ah Ks Kd 9d 3c 6d Two Pairs",
            "Ac Qc Ks Kd 9d 3c",
            "9h 5s",
            "4d 2d Ks Kd 9d 3c 6d Flush",
            "7s Ts Ks Kd 9d",
        ];
        for rule in [WinnerRule::BestHand, WinnerRule::BestCategory] {
            assert_eq!(
                scores(&input, rule),
                Ok(expected.map(String::from).to_vec())
            );
        }
    }

    /// The seed's `markResults` cases, through seats.
    #[test]
    fn marks() {
        assert_eq!(scores(&[""], WinnerRule::BestHand), Ok(vec![String::new()]));
        let table = ["", "2c 2d 5h 7s 9c Jd Kh", "2c 3d 5h 7s 9c Jd Kh"];
        assert_eq!(
            scores(&table, WinnerRule::BestHand).map(|v| v[1..].to_vec()),
            Ok(vec![
                format!("{} Pair (winner)", table[1]),
                format!("{} High Card", table[2])
            ])
        );
    }

    #[test]
    fn kickers_decide_unless_the_seed_rule_is_asked_for() {
        let table = ["Ah As Kd 9c 7h 3s 2d", "Ac Ad Qd 9s 7d 3c 2h"];
        let best = seats(&table, WinnerRule::BestHand).unwrap_or_default();
        assert_eq!(
            best.iter().map(|s| s.winner).collect::<Vec<_>>(),
            [true, false]
        );
        let seed = seats(&table, WinnerRule::BestCategory).unwrap_or_default();
        assert_eq!(
            seed.iter().map(|s| s.winner).collect::<Vec<_>>(),
            [true, true]
        );
    }

    #[test]
    fn more_than_seven_cards_use_the_best_five() {
        let cards = parse_cards("2c 3c 4c 5c 6c Ah Ad Ac As").unwrap_or_default();
        assert_eq!(best_of(&cards).map(|s| s.name()), Some("Straight Flush"));
    }

    #[test]
    fn a_bad_card_names_its_line() {
        let error = scores(&["Kc 9s Ks Kd 9d 3c 6d", "Ax 2c"], WinnerRule::BestHand).unwrap_err();
        assert_eq!(
            error.to_string(),
            "hand 2: unknown suit 'x' in \"Ax\" (card 1)"
        );
    }
}
