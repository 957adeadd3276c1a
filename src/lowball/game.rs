//! The lowball draws as game definitions: five cards of a player's own, ace-to-five (A-5
//! draw, and razz's ranking) or deuce-to-seven (2-7 single and triple draw).

use crate::card::{Card, Rank};
use crate::equity::showdown::{Pooled, Scoring};
use crate::eval::Hand;
use crate::game::{CardCounts, ExactWalk, HandValue, Notation, Rules, Score, Speeds};
use crate::holdem::pooled;
use crate::proof::Proof;
use crate::stud::OWN_CARDS_SPEEDS;

use super::{AceFiveLow, DeuceSevenLow, deuce_seven_of, razz_of};

/// Ace-to-five lowball draw.
#[derive(Clone, Copy, Debug)]
pub(crate) struct AceFiveRules;

impl Rules for AceFiveRules {
    const HOLE_CARDS: &'static [u8] = &[5];
    const ALIASES: &'static [(&'static str, u8)] = &[
        ("ace-five", 5),
        ("ace-to-five", 5),
        ("a-5", 5),
        ("a5", 5),
        ("a-5-draw", 5),
    ];
    const FAMILY: &'static str = "an ace-to-five";
    const DRAWS: u8 = 3;
    const DRAW_ALIASES: &'static [(&'static str, u8)] = &[
        ("a5-triple-draw", 3),
        ("a-5-triple-draw", 3),
        ("ace-five-triple-draw", 3),
        ("ace-to-five-triple-draw", 3),
        ("a5td", 3),
    ];
    const HAS_LOW: bool = false;
    const COUNTS: CardCounts = CardCounts::own(5, 5, "an ace-to-five hand");
    const SPEEDS: Speeds = OWN_CARDS_SPEEDS;
    const NOTATION: Notation = Notation::OwnCards;
    const EXACT: ExactWalk = ExactWalk::Plain;

    type Showdown = Pooled<AceFiveRules>;

    fn showdown() -> Pooled<AceFiveRules> {
        Pooled(AceFiveRules)
    }

    fn name(_hole: u8) -> &'static str {
        "ace-five"
    }

    fn title(_hole: u8) -> String {
        "Ace-to-five lowball".to_owned()
    }

    #[inline]
    fn score(hole: &[Card], board: &[Card]) -> Score {
        Score {
            hand: HandValue::AceFive(razz_of(pooled(hole, board))),
            low: None,
        }
    }

    fn value(n: u16) -> Option<HandValue> {
        AceFiveLow::new(n).map(HandValue::AceFive)
    }

    fn best_cards(hole: &[Card], board: &[Card], score: Score) -> Option<Vec<Card>> {
        best_low_five(hole, board, score.hand, Self::score)
    }

    /// Razz's lowball pass, which checks the ace-to-five ranking.
    fn prove(name: &'static str, cards: usize, progress: &(dyn Fn(u64) + Sync)) -> Vec<Proof> {
        let mut proofs = lowball_part(name, cards, "razz", progress);
        for proof in &mut proofs {
            proof.part = "ace-five";
        }
        proofs
    }
}

impl Scoring for AceFiveRules {
    #[inline(always)]
    fn high(self, hand: Hand) -> u16 {
        razz_of(hand).get()
    }
    #[inline]
    fn keep(self, cards: u64) -> u64 {
        super::draw::keep_ace_five(cards)
    }
}

/// Deuce-to-seven lowball (single and triple draw).
#[derive(Clone, Copy, Debug)]
pub(crate) struct DeuceSevenRules;

impl Rules for DeuceSevenRules {
    const HOLE_CARDS: &'static [u8] = &[5];
    const ALIASES: &'static [(&'static str, u8)] = &[
        ("deuce-seven", 5),
        ("deuce-to-seven", 5),
        ("2-7", 5),
        ("27", 5),
        ("2-7-draw", 5),
    ];
    const FAMILY: &'static str = "a deuce-to-seven";
    const DRAWS: u8 = 3;
    const DRAW_ALIASES: &'static [(&'static str, u8)] = &[
        ("2-7-triple-draw", 3),
        ("27-triple-draw", 3),
        ("27td", 3),
        ("2-7-td", 3),
        ("triple-draw", 3),
        ("deuce-seven-triple-draw", 3),
        ("deuce-to-seven-triple-draw", 3),
    ];
    const HAS_LOW: bool = false;
    const COUNTS: CardCounts = CardCounts::own(5, 5, "a deuce-to-seven hand");
    const SPEEDS: Speeds = OWN_CARDS_SPEEDS;
    const NOTATION: Notation = Notation::OwnCards;
    const EXACT: ExactWalk = ExactWalk::Plain;

    type Showdown = Pooled<DeuceSevenRules>;

    fn showdown() -> Pooled<DeuceSevenRules> {
        Pooled(DeuceSevenRules)
    }

    fn name(_hole: u8) -> &'static str {
        "deuce-seven"
    }

    fn title(_hole: u8) -> String {
        "Deuce-to-seven lowball".to_owned()
    }

    #[inline]
    fn score(hole: &[Card], board: &[Card]) -> Score {
        Score {
            hand: HandValue::DeuceSeven(deuce_seven_of(pooled(hole, board))),
            low: None,
        }
    }

    fn value(n: u16) -> Option<HandValue> {
        DeuceSevenLow::new(n).map(HandValue::DeuceSeven)
    }

    fn best_cards(hole: &[Card], board: &[Card], score: Score) -> Option<Vec<Card>> {
        best_low_five(hole, board, score.hand, Self::score)
    }

    fn prove(name: &'static str, cards: usize, progress: &(dyn Fn(u64) + Sync)) -> Vec<Proof> {
        lowball_part(name, cards, "deuce-seven", progress)
    }
}

impl Scoring for DeuceSevenRules {
    #[inline(always)]
    fn high(self, hand: Hand) -> u16 {
        deuce_seven_of(hand).get()
    }
    #[inline]
    fn keep(self, cards: u64) -> u64 {
        super::draw::keep_deuce_seven(cards)
    }
}

/// The `part` of the lowball proof (one pass checks razz's, the eight-or-better and
/// deuce-to-seven rankings).
pub(crate) fn lowball_part(
    name: &'static str,
    cards: usize,
    part: &str,
    progress: &(dyn Fn(u64) + Sync),
) -> Vec<Proof> {
    let mut proofs = super::verify::prove(name, cards, 1, progress);
    proofs.retain(|proof| proof.part == part);
    proofs
}

/// The five of the cards that make a lowball hand worth `value` by `score`, ordered as the
/// value reads them ("8-7-6-3-2", the pair first), then by suit.
fn best_low_five(
    hole: &[Card],
    board: &[Card],
    value: HandValue,
    score: fn(&[Card], &[Card]) -> Score,
) -> Option<Vec<Card>> {
    let cards: Vec<Card> = hole.iter().chain(board).copied().collect();
    let n = cards.len();
    let mut five: Vec<Card> = (0u32..1 << n)
        .filter(|skip| n - skip.count_ones() as usize == 5)
        .map(|skip| -> Vec<Card> {
            let kept = cards.iter().enumerate().filter(|(i, _)| skip >> i & 1 == 0);
            kept.map(|(_, &card)| card).collect()
        })
        .find(|five| score(five, &[]).hand == value)?;
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
