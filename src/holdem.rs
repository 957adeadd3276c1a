//! Texas hold'em, as one game definition: two hole cards and a shared board, the best five
//! of all seven by the evaluator's tables (src/eval/mod.rs, src/tables.rs), proved against the
//! naive evaluator (src/naive.rs, src/verify.rs).

use crate::card::Card;
use crate::equity::PreflopTableKind;
use crate::equity::showdown::{Pooled, Scoring};
use crate::eval::{self, Hand};
use crate::game::{CardCounts, ExactWalk, HandValue, Notation, Rules, Score, Speeds};
use crate::strength::Strength;

/// Texas hold'em's rules.
#[derive(Clone, Copy, Debug)]
pub(crate) struct HoldemRules;

impl Rules for HoldemRules {
    const HOLE_CARDS: &'static [u8] = &[2];
    const ALIASES: &'static [(&'static str, u8)] = &[
        ("holdem", 2),
        ("hold'em", 2),
        ("texas-holdem", 2),
        ("texas-hold'em", 2),
        ("nlhe", 2),
    ];
    const FAMILY: &'static str = "a Texas hold'em";
    const HAS_LOW: bool = false;
    const EVALUATOR: bool = true;
    // A hand may be written as one run of 5 to 7 cards, or hole and board apart.
    const COUNTS: CardCounts = CardCounts {
        hole: (0, 7),
        board: (0, 5),
        cards: (5, 7),
        pooled: true,
        names: ["a hold'em hole", "a hold'em board", "a hold'em hand"],
    };
    const SPEEDS: Speeds = Speeds {
        exact: 2e8,
        monte_carlo: 5e6,
        units_per_showdown: 400.0,
    };
    const NOTATION: Notation = Notation::Range;
    const EXACT: ExactWalk = ExactWalk::TwoCardHoles;

    type Showdown = Pooled<HoldemRules>;

    fn showdown() -> Pooled<HoldemRules> {
        Pooled(HoldemRules)
    }

    fn name(_hole: u8) -> &'static str {
        "holdem"
    }

    fn title(_hole: u8) -> String {
        "Texas hold'em".to_owned()
    }

    #[inline]
    fn preflop_table(_: u8) -> Option<PreflopTableKind> {
        Some(PreflopTableKind::ClassAgainstClass)
    }

    #[inline]
    fn score(hole: &[Card], board: &[Card]) -> Score {
        Score {
            hand: HandValue::High(pooled(hole, board).strength()),
            low: None,
        }
    }

    fn value(n: u16) -> Option<HandValue> {
        Strength::new(n).map(HandValue::High)
    }

    fn best_cards(hole: &[Card], board: &[Card], _score: Score) -> Option<Vec<Card>> {
        best_high_five(hole, board)
    }
}

impl Scoring for HoldemRules {
    #[inline(always)]
    fn high(self, hand: Hand) -> u16 {
        hand.strength().0
    }
}

/// Hole and board as one hand: how every game that plays the best five of all its cards
/// scores them.
#[inline]
pub(crate) fn pooled(hole: &[Card], board: &[Card]) -> Hand {
    Hand::from_cards(hole).combine(Hand::from_cards(board))
}

/// The best five of hole and board together by the standard high ranking.
pub(crate) fn best_high_five(hole: &[Card], board: &[Card]) -> Option<Vec<Card>> {
    let cards: Vec<Card> = hole.iter().chain(board).copied().collect();
    eval::best_five(&cards).ok().map(Vec::from)
}
