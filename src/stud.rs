//! The seven-card stud games, as game definitions: each player's own five to seven cards,
//! no board. Stud plays hold'em's high ranking (its tables and proof are hold'em's), stud
//! hi-lo adds the eight-or-better low and razz plays the ace-to-five low (src/lowball/).

use crate::card::Card;
use crate::equity::showdown::{Pooled, Scoring, low_strength};
use crate::eval::Hand;
use crate::game::{CardCounts, ExactWalk, HandValue, Notation, Rules, Score, Speeds};
use crate::holdem::{HoldemRules, best_high_five, pooled};
use crate::lowball::{self, AceFiveRules, lowball_part};
use crate::proof::Proof;
use crate::strength::Strength;

/// Stud and the draws: about 2e-8 s a unit of exact cost against 3e-8 s a Monte Carlo
/// showdown.
pub(crate) const OWN_CARDS_SPEEDS: Speeds = Speeds {
    exact: 2e7,
    monte_carlo: 5e6,
    units_per_showdown: 1.5,
};

/// Seven-card stud, high.
#[derive(Clone, Copy, Debug)]
pub(crate) struct StudRules;

impl Rules for StudRules {
    const HOLE_CARDS: &'static [u8] = &[7];
    const ALIASES: &'static [(&'static str, u8)] = &[
        ("stud", 7),
        ("seven-card-stud", 7),
        ("7-card-stud", 7),
        ("stud7", 7),
    ];
    const FAMILY: &'static str = "a stud";
    const HAS_LOW: bool = false;
    const COUNTS: CardCounts = CardCounts::own(5, 7, "a stud hand");
    const SPEEDS: Speeds = OWN_CARDS_SPEEDS;
    const NOTATION: Notation = Notation::OwnCards;
    const EXACT: ExactWalk = ExactWalk::Plain;

    // Stud's high hand is hold'em's best five, of the player's cards alone.
    type Showdown = Pooled<HoldemRules>;

    fn showdown() -> Pooled<HoldemRules> {
        Pooled(HoldemRules)
    }

    fn name(_hole: u8) -> &'static str {
        "stud"
    }

    fn title(_hole: u8) -> String {
        "Seven-card stud".to_owned()
    }

    #[inline]
    fn score(hole: &[Card], board: &[Card]) -> Score {
        HoldemRules::score(hole, board)
    }

    fn value(n: u16) -> Option<HandValue> {
        HoldemRules::value(n)
    }

    fn best_cards(hole: &[Card], board: &[Card], _score: Score) -> Option<Vec<Card>> {
        best_high_five(hole, board)
    }
}

/// Seven-card stud hi-lo, eight or better: hold'em's high and the eight-or-better low of
/// the same cards.
#[derive(Clone, Copy, Debug)]
pub(crate) struct StudHiLoRules;

impl Rules for StudHiLoRules {
    const HOLE_CARDS: &'static [u8] = &[7];
    const ALIASES: &'static [(&'static str, u8)] = &[
        ("stud-hilo", 7),
        ("stud-hi-lo", 7),
        ("stud8", 7),
        ("seven-card-stud-hi-lo", 7),
    ];
    const FAMILY: &'static str = "a stud hi-lo";
    const HAS_LOW: bool = true;
    const COUNTS: CardCounts = CardCounts::own(5, 7, "a stud hi-lo hand");
    const SPEEDS: Speeds = OWN_CARDS_SPEEDS;
    const NOTATION: Notation = Notation::OwnCards;
    const EXACT: ExactWalk = ExactWalk::Plain;

    type Showdown = Pooled<StudHiLoRules>;

    fn showdown() -> Pooled<StudHiLoRules> {
        Pooled(StudHiLoRules)
    }

    fn name(_hole: u8) -> &'static str {
        "stud-hilo"
    }

    fn title(_hole: u8) -> String {
        "Seven-card stud hi-lo".to_owned()
    }

    #[inline]
    fn score(hole: &[Card], board: &[Card]) -> Score {
        let (high, low) = lowball::stud_hi_lo_of(pooled(hole, board));
        Score {
            hand: HandValue::High(high),
            low,
        }
    }

    fn value(n: u16) -> Option<HandValue> {
        Strength::new(n).map(HandValue::High)
    }

    fn best_cards(hole: &[Card], board: &[Card], _score: Score) -> Option<Vec<Card>> {
        best_high_five(hole, board)
    }

    /// Hold'em's proof for the high hand, and the lowball pass's eight-or-better low.
    fn prove(name: &'static str, cards: usize, progress: &(dyn Fn(u64) + Sync)) -> Vec<Proof> {
        let mut proofs = crate::verify::prove(name, cards, progress);
        proofs.extend(lowball_part(name, cards, "eight-or-better", progress));
        proofs
    }
}

impl Scoring for StudHiLoRules {
    const HI_LO: bool = true;
    #[inline(always)]
    fn high(self, hand: Hand) -> u16 {
        hand.strength().0
    }
    #[inline(always)]
    fn low(self, hand: Hand) -> u16 {
        lowball::eight_or_better_of(hand).map_or(0, |low| low_strength(low.mask()))
    }
}

/// Razz: seven-card stud for the ace-to-five low.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RazzRules;

impl Rules for RazzRules {
    const HOLE_CARDS: &'static [u8] = &[7];
    const ALIASES: &'static [(&'static str, u8)] = &[("razz", 7)];
    const FAMILY: &'static str = "a razz";
    const HAS_LOW: bool = false;
    const COUNTS: CardCounts = CardCounts::own(5, 7, "a razz hand");
    const SPEEDS: Speeds = OWN_CARDS_SPEEDS;
    const NOTATION: Notation = Notation::OwnCards;
    const EXACT: ExactWalk = ExactWalk::Plain;

    // Razz and ace-to-five draw share one ranking, so one compiled engine.
    type Showdown = Pooled<AceFiveRules>;

    fn showdown() -> Pooled<AceFiveRules> {
        Pooled(AceFiveRules)
    }

    fn name(_hole: u8) -> &'static str {
        "razz"
    }

    fn title(_hole: u8) -> String {
        "Razz".to_owned()
    }

    #[inline]
    fn score(hole: &[Card], board: &[Card]) -> Score {
        AceFiveRules::score(hole, board)
    }

    fn value(n: u16) -> Option<HandValue> {
        AceFiveRules::value(n)
    }

    fn best_cards(hole: &[Card], board: &[Card], score: Score) -> Option<Vec<Card>> {
        AceFiveRules::best_cards(hole, board, score)
    }

    fn prove(name: &'static str, cards: usize, progress: &(dyn Fn(u64) + Sync)) -> Vec<Proof> {
        lowball_part(name, cards, "razz", progress)
    }
}
