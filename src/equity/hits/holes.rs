//! The holes a range names, in its game's notation, as card sets with their weights.

use crate::card::{Card, CardSet};
use crate::game::Game;
use crate::omaha::OmahaRange;

use super::HitsError;
use crate::equity::range::Range;

/// The most hole cards a game deals a player with a board (Omaha 6).
pub(super) const MOST: usize = 6;

/// A range's holes.
pub(super) enum Holes {
    /// Two-card combos with weights (hold'em, short deck).
    Range(Range),
    /// Omaha holes as listed.
    Listed(OmahaRange),
    /// Omaha's `random`: every hole of `size` cards from `cards`.
    Every {
        text: String,
        cards: Vec<Card>,
        size: usize,
    },
}

/// The combos of a hold'em or short-deck range with their weights.
pub(super) fn of_range(range: &Range) -> impl Iterator<Item = (CardSet, f64)> + '_ {
    let sets = range.combos().iter().map(|c| c.set());
    sets.zip(range.weights().iter().copied())
}

/// Reads `text` in the notation of `game` (which has a board), whose cards `seen` are on
/// the board or dead.
pub(super) fn parse(game: Game, text: &str, seen: CardSet) -> Result<Holes, HitsError> {
    if !game.has_starting_hands() {
        let range = OmahaRange::parse(text, game.hole_cards())?;
        if range.combos().is_some() {
            return Ok(Holes::Listed(range));
        }
        // `random`: every hole of the cards left, counted one by one (PLO6 on a flop:
        // 13,983,816).
        let cards: Vec<Card> = game.deck().difference(seen).iter().collect();
        return Ok(Holes::Every {
            text: range.text().to_owned(),
            cards,
            size: game.hole_cards(),
        });
    }
    Ok(Holes::Range(Range::parse_in(text, game.deck())?))
}

impl Holes {
    /// The range as given.
    pub(super) fn text(&self) -> &str {
        match self {
            Holes::Range(range) => range.text(),
            Holes::Listed(range) => range.text(),
            Holes::Every { text, .. } => text,
        }
    }

    /// Every hole with its weight (1 where the notation has none).
    pub(super) fn iter(&self) -> Box<dyn Iterator<Item = (CardSet, f64)> + '_> {
        match self {
            Holes::Range(range) => Box::new(of_range(range)),
            Holes::Listed(range) => {
                let holes = range.combos().unwrap_or_default().iter();
                Box::new(holes.map(|&hole| (hole, 1.0)))
            }
            Holes::Every { cards, size, .. } => Box::new(subsets(cards, *size).map(|h| (h, 1.0))),
        }
    }
}

/// Every `size`-card subset of `cards`, one at a time (the next index set in
/// lexicographic order).
fn subsets(cards: &[Card], size: usize) -> impl Iterator<Item = CardSet> + '_ {
    let n = cards.len();
    let mut index: Option<Vec<usize>> = (size <= n).then(|| (0..size).collect());
    std::iter::from_fn(move || {
        let current = index.as_mut()?;
        let set: CardSet = current
            .iter()
            .filter_map(|&i| cards.get(i).copied())
            .collect();
        // The rightmost index that can move right, then every later one just after it.
        match (0..size)
            .rev()
            .find(|&i| current.get(i).is_some_and(|&v| v < n - size + i))
        {
            Some(i) => {
                let start = current.get(i).map_or(0, |&v| v + 1);
                for (j, slot) in current.iter_mut().enumerate().skip(i) {
                    *slot = start + (j - i);
                }
            }
            None => index = None,
        }
        Some(set)
    })
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// Every `k`-card subset of `set`, each as its cards.
    pub(in crate::equity::hits) fn subsets_of(set: CardSet, k: usize) -> Vec<Vec<Card>> {
        let cards: Vec<Card> = set.iter().collect();
        subsets(&cards, k).map(|s| s.iter().collect()).collect()
    }

    #[test]
    fn subsets_are_every_set_once() {
        let cards: Vec<Card> = Card::ALL.iter().copied().take(9).collect();
        for size in 0..=6 {
            let sets: Vec<CardSet> = subsets(&cards, size).collect();
            let choose = (0..size).fold(1, |c, i| c * (9 - i) / (i + 1));
            assert_eq!(sets.len(), choose, "size {size}");
            assert!(sets.iter().all(|s| s.len() == size));
            let mut bits: Vec<u64> = sets.iter().map(|s| s.bits()).collect();
            bits.sort_unstable();
            bits.dedup();
            assert_eq!(bits.len(), sets.len());
        }
        assert_eq!(subsets(&cards, 10).count(), 0);
    }
}
