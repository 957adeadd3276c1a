//! Omaha as game definitions: 4, 5 or 6 hole cards, the best five of exactly two of them
//! and three of the board, high only or hi-lo (`HI_LO`); the tables are this module's
//! (tables.rs), the proof verify.rs, the naive reference naive.rs.

use crate::card::Card;
use crate::equity::PreflopTableKind;
use crate::equity::showdown::{Showdown, low_strength};
use crate::eval::Hand;
use crate::game::{CardCounts, ExactWalk, HandValue, Notation, Rules, Score, Speeds};
use crate::holdem::HoldemRules;
use crate::proof::Proof;

use super::board::{Board, PreparedHole, Sheet};

/// Omaha, high only or hi-lo (`HI_LO`). In the engine's hot loops a board finds its table
/// rows once, then each hole costs a load per pair of its cards (or one through a known
/// hand's sheet).
#[derive(Clone, Copy)]
pub(crate) struct OmahaRules<const HI_LO: bool>;

impl<const HI_LO: bool> OmahaRules<HI_LO> {
    pub fn new() -> OmahaRules<HI_LO> {
        OmahaRules
    }
}

impl<const HI_LO: bool> Rules for OmahaRules<HI_LO> {
    const HOLE_CARDS: &'static [u8] = &[4, 5, 6];
    const ALIASES: &'static [(&'static str, u8)] = if HI_LO {
        &[
            ("omaha-hilo", 4),
            ("omaha-hi-lo", 4),
            ("omaha-hilo4", 4),
            ("omaha8", 4),
            ("plo8", 4),
            ("o8", 4),
            ("omaha-hilo5", 5),
            ("omaha-hi-lo5", 5),
            ("omaha-hilo6", 6),
            ("omaha-hi-lo6", 6),
        ]
    } else {
        &[
            ("omaha", 4),
            ("omaha4", 4),
            ("plo", 4),
            ("plo4", 4),
            ("omaha5", 5),
            ("plo5", 5),
            ("omaha6", 6),
            ("plo6", 6),
        ]
    };
    const FAMILY: &'static str = "an Omaha";
    const HAS_LOW: bool = HI_LO;
    // Any Omaha game scores 4 to 6 hole cards; its own count is what is dealt.
    const COUNTS: CardCounts = CardCounts {
        hole: (4, 6),
        board: (3, 5),
        cards: (7, 11),
        pooled: false,
        names: ["an Omaha hole", "an Omaha board", "an Omaha hand"],
    };
    // The exact cost counts showdowns before the rank-row savings.
    const SPEEDS: Speeds = Speeds {
        exact: 5e7,
        monte_carlo: 2e6,
        units_per_showdown: 10.0,
    };
    const NOTATION: Notation = Notation::Omaha;
    const EXACT: ExactWalk = ExactWalk::RankRows;

    type Showdown = OmahaRules<HI_LO>;

    fn showdown() -> OmahaRules<HI_LO> {
        OmahaRules::new()
    }

    fn name(hole: u8) -> &'static str {
        match (HI_LO, hole) {
            (false, 5) => "omaha5",
            (false, 6) => "omaha6",
            (false, _) => "omaha",
            (true, 5) => "omaha-hilo5",
            (true, 6) => "omaha-hilo6",
            (true, _) => "omaha-hilo",
        }
    }

    fn title(hole: u8) -> String {
        match (HI_LO, hole) {
            (false, n) => format!("Omaha (PLO{n})"),
            (true, 4) => "Omaha hi-lo (PLO8)".to_owned(),
            (true, n) => format!("Omaha hi-lo ({n} hole cards)"),
        }
    }

    #[inline]
    /// PLO4 high: each hole class against a random hole.
    fn preflop_table(hole: u8) -> Option<PreflopTableKind> {
        (!HI_LO && hole == 4).then_some(PreflopTableKind::ClassAgainstRandom)
    }

    fn score(hole: &[Card], board: &[Card]) -> Score {
        if HI_LO {
            let board = Board::from_cards(board);
            Score {
                hand: HandValue::High(board.strength(hole)),
                low: board.low(hole),
            }
        } else {
            Score {
                hand: HandValue::High(super::strength(hole, board)),
                low: None,
            }
        }
    }

    fn value(n: u16) -> Option<HandValue> {
        HoldemRules::value(n)
    }

    fn best_cards(hole: &[Card], board: &[Card], _score: Score) -> Option<Vec<Card>> {
        let five = super::best_five(hole, board).ok();
        five.map(|([a, b], [x, y, z])| vec![a, b, x, y, z])
    }

    /// Every Omaha game's proof is the tables' (by cases, whatever the card count).
    fn prove(name: &'static str, _cards: usize, _progress: &(dyn Fn(u64) + Sync)) -> Vec<Proof> {
        super::verify::prove(name, &[3, 4, 5], 300_000)
    }
}

impl<const HI_LO: bool> Showdown for OmahaRules<HI_LO> {
    type Hole = PreparedHole;
    type Partial = Hand;
    type Board = Board;
    type Fixed = Sheet;
    const FIXED: bool = true;
    const HI_LO: bool = HI_LO;
    #[inline(always)]
    fn hole(&self, cards: u64, _hand: Hand) -> PreparedHole {
        PreparedHole::from_bits(cards)
    }
    fn start(&self, cards: &[Card]) -> Hand {
        Hand::from_cards(cards)
    }
    #[inline(always)]
    fn add(partial: Hand, card: Card) -> Hand {
        partial.add(card)
    }
    #[inline(always)]
    fn finish(&self, partial: Hand) -> Board {
        Board::from_five(partial)
    }
    #[inline(always)]
    fn high(&self, hole: &PreparedHole, board: &Board) -> u16 {
        board.hole_strength(hole)
    }
    #[inline(always)]
    fn low(&self, hole: &PreparedHole, board: &Board) -> u16 {
        low_strength(board.hole_low(hole))
    }
    fn fixed(&self, hole: &PreparedHole) -> Sheet {
        Sheet::new(*hole)
    }
    #[inline(always)]
    fn fixed_high(&self, fixed: &Sheet, board: &Board) -> u16 {
        board.sheet_strength(fixed)
    }
    #[inline(always)]
    fn fixed_low(&self, fixed: &Sheet, board: &Board) -> u16 {
        low_strength(board.sheet_low(fixed))
    }
}
