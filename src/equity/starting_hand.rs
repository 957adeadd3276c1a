//! The 169 starting-hand classes of hold'em: 13 pairs, 78 suited and 78 offsuit hands.
//!
//! Suits only matter through whether the two cards share one, so every combo belongs to
//! exactly one class, and all combos of a class are alike up to a change of suits.

use std::fmt;
use std::str::FromStr;

use super::Combo;
use crate::card::{Card, Rank, Suit};

/// A starting-hand class such as `AA`, `AKs` or `72o`.
///
/// Classes are numbered 0..169 in the usual 13 × 13 grid, aces first: the diagonal holds
/// the pairs, above it the suited hands, below it the offsuit ones.
///
/// ```
/// use handrank::equity::{Combo, StartingHand};
/// let aks: StartingHand = "AKs".parse()?;
/// assert_eq!(aks.combos().count(), 4);
/// assert_eq!(StartingHand::from_index(aks.index()), Some(aks));
/// let combo = Combo::new("Kd".parse()?, "Ad".parse()?).unwrap();
/// assert_eq!(StartingHand::of(combo), aks);
/// assert_eq!(StartingHand::all().count(), 169);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StartingHand {
    high: Rank,
    low: Rank,
    suited: bool,
}

impl StartingHand {
    /// The number of classes.
    pub const COUNT: usize = 169;

    /// Every class, in grid order (index 0 to 168).
    pub fn all() -> impl Iterator<Item = StartingHand> {
        (0..Self::COUNT).filter_map(StartingHand::from_index)
    }

    /// The class of a pair of ranks; `suited` is ignored for a pair.
    pub fn new(a: Rank, b: Rank, suited: bool) -> StartingHand {
        StartingHand {
            high: a.max(b),
            low: a.min(b),
            suited: suited && a != b,
        }
    }

    /// The class a combo belongs to.
    pub fn of(combo: Combo) -> StartingHand {
        let [a, b] = combo.cards();
        StartingHand::new(a.rank(), b.rank(), a.suit() == b.suit())
    }

    /// The position in the grid: row and column count down from the ace; suited hands
    /// sit at (high, low), offsuit ones at (low, high), pairs on the diagonal.
    pub fn index(self) -> usize {
        let (high, low) = (12 - self.high.index(), 12 - self.low.index());
        if self.suited {
            13 * high + low
        } else {
            13 * low + high
        }
    }

    /// The class at a grid position; `None` from 169 on.
    pub fn from_index(index: usize) -> Option<StartingHand> {
        let (row, column) = (index / 13, index % 13);
        let rank = |i: usize| Rank::from_index(12usize.checked_sub(i)?);
        let (a, b) = (rank(row)?, rank(column)?);
        Some(StartingHand::new(a, b, row < column))
    }

    /// The higher rank.
    pub fn high(self) -> Rank {
        self.high
    }

    /// The lower rank (equal to the higher one for a pair).
    pub fn low(self) -> Rank {
        self.low
    }

    /// Whether the class is a pair.
    pub fn is_pair(self) -> bool {
        self.high == self.low
    }

    /// Whether the class is a suited hand.
    pub fn is_suited(self) -> bool {
        self.suited
    }

    /// The combos of the class: 6 for a pair, 4 suited, 12 offsuit.
    pub fn combos(self) -> impl Iterator<Item = Combo> {
        Suit::ALL.into_iter().flat_map(move |s| {
            Suit::ALL.into_iter().filter_map(move |t| {
                let wanted = if self.is_pair() {
                    s < t
                } else {
                    self.suited == (s == t)
                };
                wanted
                    .then(|| Combo::new(Card::new(self.high, s), Card::new(self.low, t)))
                    .flatten()
            })
        })
    }
}

impl fmt::Display for StartingHand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.high, self.low)?;
        match (self.is_pair(), self.suited) {
            (true, _) => Ok(()),
            (false, true) => f.write_str("s"),
            (false, false) => f.write_str("o"),
        }
    }
}

/// Why text is not a starting-hand class.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "'{}' is not a starting hand: write a pair (QQ) or two ranks with s or o (AKs, T9o)",
    crate::error::visible(.0)
)]
pub struct StartingHandError(pub String);

impl FromStr for StartingHand {
    type Err = StartingHandError;
    fn from_str(text: &str) -> Result<StartingHand, StartingHandError> {
        let error = || StartingHandError(text.to_owned());
        let mut chars = text.chars();
        let rank = |c: Option<char>| c.and_then(Rank::from_symbol).ok_or_else(error);
        let (a, b) = (rank(chars.next())?, rank(chars.next())?);
        let suited = match (chars.next(), chars.next()) {
            (None, None) if a == b => false,
            (Some('s' | 'S'), None) if a != b => true,
            (Some('o' | 'O'), None) if a != b => false,
            _ => return Err(error()),
        };
        Ok(StartingHand::new(a, b, suited))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_grid_numbers_every_class_once_and_covers_every_combo() {
        let mut seen = [0usize; StartingHand::COUNT];
        for a in Card::all() {
            for b in Card::all().filter(|&b| b < a) {
                let class = StartingHand::of(Combo::new(a, b).unwrap());
                seen[class.index()] += 1;
            }
        }
        let (pairs, suited, offsuit) = StartingHand::all().fold((0, 0, 0), |(p, s, o), h| {
            let n = h.combos().count();
            assert_eq!(seen[h.index()], n, "{h}");
            assert!(h.combos().all(|c| StartingHand::of(c) == h));
            assert_eq!(h.to_string().parse::<StartingHand>(), Ok(h));
            match (h.is_pair(), h.is_suited()) {
                (true, _) => (p + n, s, o),
                (false, true) => (p, s + n, o),
                (false, false) => (p, s, o + n),
            }
        });
        assert_eq!((pairs, suited, offsuit), (78, 312, 936));
        assert_eq!(StartingHand::from_index(0).unwrap().to_string(), "AA");
        assert_eq!(StartingHand::from_index(1).unwrap().to_string(), "AKs");
        assert_eq!(StartingHand::from_index(13).unwrap().to_string(), "AKo");
        assert_eq!(StartingHand::from_index(168).unwrap().to_string(), "22");
        assert_eq!(StartingHand::from_index(169), None);
    }

    #[test]
    fn text_that_is_not_a_class_is_refused() {
        for bad in ["", "A", "AKx", "AAs", "AK", "AKs+", "1Ks"] {
            assert!(bad.parse::<StartingHand>().is_err(), "{bad}");
        }
    }
}
