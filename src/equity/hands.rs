//! A player's hands in any game: the range notation is the game's, the engine sees card
//! sets and weights.

use crate::card::CardSet;
use crate::omaha::OmahaRange;

use super::breakdown::BreakdownBy;
use super::own::OwnCards;
use super::range::Range;
use super::starting_hand::StartingHand;

/// A player's hole cards or range, as the game writes it.
#[derive(Clone, Debug)]
pub(crate) enum Hands {
    /// Hold'em ranges: `QQ+`, `AKs:0.5`, `random`, …
    Holdem(Range),
    /// Omaha ranges: `AA**ds`, `KQJTr`, `random` (every hole, dealt rather than listed).
    Omaha(OmahaRange),
    /// A stud or draw player's known cards, the rest dealt: `AhKd7c`, `7s5d3c2h+1`.
    Own(OwnCards),
}

impl Hands {
    /// The text as given.
    pub fn text(&self) -> &str {
        match self {
            Hands::Holdem(range) => range.text(),
            Hands::Omaha(range) => range.text(),
            Hands::Own(cards) => cards.text(),
        }
    }

    /// Cards dealt to the player on every deal, joined to the hole: a stud player's cards
    /// to come, a draw; 0 in the games with a board.
    pub fn draw(&self) -> usize {
        match self {
            Hands::Own(cards) => cards.draw(),
            Hands::Holdem(_) | Hands::Omaha(_) => 0,
        }
    }

    /// The holes as card sets; `None` for every hole of the game (Omaha's `random`).
    pub fn holes(&self) -> Option<Vec<CardSet>> {
        match self {
            Hands::Holdem(range) => Some(range.combos().iter().map(|c| c.set()).collect()),
            Hands::Omaha(range) => range.combos().map(<[CardSet]>::to_vec),
            Hands::Own(cards) => Some(vec![cards.cards()]),
        }
    }

    /// Each hole's weight, in the order of [`Hands::holes`] (empty when unweighted).
    pub fn weights(&self) -> Vec<f64> {
        match self {
            Hands::Holdem(range) => range.weights().to_vec(),
            Hands::Omaha(_) | Hands::Own(_) => Vec::new(),
        }
    }

    /// Whether the player holds one known hand.
    pub fn is_hand(&self) -> bool {
        self.holes().is_some_and(|holes| holes.len() == 1)
    }

    /// The holes that share no card with `known` (text unchanged).
    pub fn without(&self, known: CardSet) -> Hands {
        let free = |set: CardSet| set.intersection(known).is_empty();
        match self {
            Hands::Holdem(range) => Hands::Holdem(range.filtered(|c| free(c.set()))),
            Hands::Omaha(range) => Hands::Omaha(range.filtered(free)),
            Hands::Own(_) => self.clone(),
        }
    }

    /// The hands cut into parts of equal weight, each unweighted, heaviest first.
    pub fn split_by_weight(&self) -> Vec<(f64, Hands)> {
        match self {
            Hands::Holdem(range) => range
                .split_by_weight()
                .into_iter()
                .map(|(w, r)| (w, Hands::Holdem(r)))
                .collect(),
            Hands::Omaha(_) | Hands::Own(_) => vec![(1.0, self.clone())],
        }
    }

    /// The parts of a breakdown: each hole, or each class (hold'em's 169 starting hands;
    /// an Omaha class is a hole's ranks and suit pattern, as `AAKQds`), weights kept, in
    /// the range's order; each part's text names it. `None` for Omaha's `random`, whose
    /// holes are not listed. A stud or draw player's cards are one part.
    pub fn parts(&self, by: BreakdownBy) -> Option<Vec<Hands>> {
        match (self, by) {
            (Hands::Own(_), _) => Some(vec![self.clone()]),
            (Hands::Holdem(range), BreakdownBy::Combo) => Some(
                range
                    .combos()
                    .iter()
                    .map(|&combo| Hands::Holdem(range.renamed(&combo.to_string(), |c| c == combo)))
                    .collect(),
            ),
            (Hands::Holdem(range), BreakdownBy::Class) => {
                let mut classes: Vec<StartingHand> = range
                    .combos()
                    .iter()
                    .map(|&c| StartingHand::of(c))
                    .collect();
                classes.sort_unstable_by_key(|c| c.index());
                classes.dedup();
                Some(
                    classes
                        .into_iter()
                        .map(|class| {
                            let part =
                                range.renamed(&class.to_string(), |c| StartingHand::of(c) == class);
                            Hands::Holdem(part)
                        })
                        .collect(),
                )
            }
            (Hands::Omaha(range), by) => {
                let name = |hole: CardSet| match by {
                    BreakdownBy::Combo => crate::omaha::hole_text(hole),
                    BreakdownBy::Class => crate::omaha::hole_class(hole),
                };
                // Parts in the order their first hole comes.
                let mut parts: Vec<(String, Vec<CardSet>)> = Vec::new();
                let mut index = std::collections::HashMap::new();
                for &hole in range.combos()? {
                    let name = name(hole);
                    let i = *index.entry(name.clone()).or_insert_with(|| {
                        parts.push((name, Vec::new()));
                        parts.len() - 1
                    });
                    if let Some((_, holes)) = parts.get_mut(i) {
                        holes.push(hole);
                    }
                }
                let parts = parts.into_iter();
                Some(
                    parts
                        .map(|(n, holes)| Hands::Omaha(range.part(&n, holes)))
                        .collect(),
                )
            }
        }
    }
}
