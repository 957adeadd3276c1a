//! The cards that make a hand, for describing it: [`Game::best_cards`].

use super::{Game, HandValue, Variant};
use crate::card::{Card, Rank};
use crate::eval;
use crate::{omaha, short_deck};

use super::score::DealError;

impl Game {
    /// The cards that make the hand, ordered as they are compared: five in every game but
    /// badugi (its badugi, 1 to 4 cards, highest first). In the pooled games the pair
    /// first, … (the high hand in a hi-lo game; the lowest five in razz); in Omaha the two
    /// hole cards then the three board cards, each highest first.
    ///
    /// ```
    /// use handrank::{Game, parse_cards};
    /// let text = |cards: Vec<handrank::Card>| cards.iter().map(|c| c.to_string()).collect::<Vec<_>>();
    /// let five = Game::OMAHA.best_cards(&parse_cards("Ah Kh 2c 3d")?, &parse_cards("Qh Jh Th 4s 8c")?)?;
    /// assert_eq!(text(five), ["Ah", "Kh", "Qh", "Jh", "Th"]);
    /// let razz = Game::RAZZ.best_cards(&parse_cards("Kc Kd 8h 7s 6c 3d 2h")?, &[])?;
    /// assert_eq!(text(razz), ["8h", "7s", "6c", "3d", "2h"]);
    /// let badugi = Game::BADUGI.best_cards(&parse_cards("7c 4d Ah 4s")?, &[])?;
    /// assert_eq!(text(badugi), ["7c", "4d", "Ah"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn best_cards(self, hole: &[Card], board: &[Card]) -> Result<Vec<Card>, DealError> {
        let score = self.score(hole, board)?;
        let cards: Vec<Card> = hole.iter().chain(board).copied().collect();
        let best = match self.variant() {
            Variant::Omaha | Variant::OmahaHiLo => {
                let five = omaha::best_five(hole, board).ok();
                five.map(|([a, b], [x, y, z])| vec![a, b, x, y, z])
            }
            Variant::Holdem | Variant::Stud | Variant::StudHiLo => {
                eval::best_five(&cards).ok().map(Vec::from)
            }
            Variant::ShortDeck => short_deck::best_five(&cards).ok().map(Vec::from),
            Variant::Badugi => crate::badugi::best_cards(&cards).ok(),
            Variant::Razz | Variant::AceFive | Variant::DeuceSeven => {
                best_low_five(self, &cards, score.hand)
            }
        };
        // `score` has checked the cards, so the evaluators accept them.
        best.ok_or_else(|| self.hand_count_error(cards.len()))
    }
}

/// The five of `cards` that make a lowball hand worth `value`, ordered as the value reads
/// them ("8-7-6-3-2", the pair first), then by suit.
fn best_low_five(game: Game, cards: &[Card], value: HandValue) -> Option<Vec<Card>> {
    let n = cards.len();
    let mut five: Vec<Card> = (0u32..1 << n)
        .filter(|skip| n - skip.count_ones() as usize == 5)
        .map(|skip| -> Vec<Card> {
            let kept = cards.iter().enumerate().filter(|(i, _)| skip >> i & 1 == 0);
            kept.map(|(_, &card)| card).collect()
        })
        .find(|five| game.score_checked(five, &[]).hand == value)?;
    let order: [Rank; 5] = match value {
        HandValue::AceFive(low) => low.ranks(),
        HandValue::DeuceSeven(low) => low.ranks(),
        _ => return Some(five),
    };
    five.sort_by_key(|card| {
        let place = order.iter().position(|&r| r == card.rank());
        (place, std::cmp::Reverse(card.suit()))
    });
    Some(five)
}
