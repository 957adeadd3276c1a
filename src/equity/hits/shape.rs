//! What a game tells the hits: the order of its categories, its straights and how many
//! hole cards play. The first two are read from the game's own ranking ([`Game::value`]),
//! so short deck's flush above a full house and its A-6-7-8-9 straight come from its
//! evaluator, not from a list kept here.

use crate::card::Rank;
use crate::game::Game;
use crate::strength::Category;

/// A game's shape as the hits see it.
#[derive(Clone, Debug)]
pub(super) struct Shape {
    /// The place of each category (indexed by [`Category::number`] − 1) in the game's
    /// order, weakest 0.
    place: [u8; 9],
    /// The game's straights as rank masks, lowest first.
    straights: Vec<u16>,
    /// Hole cards that may play in a hand: (fewest, most). Any number up to the hole in
    /// hold'em and short deck; exactly two in Omaha.
    hole: (u32, u32),
}

impl Shape {
    /// The shape of `game`, which has a board and ranks a high hand.
    #[allow(clippy::indexing_slicing)] // a category's number is 1..=9
    pub(super) fn of(game: Game) -> Shape {
        let mut place = [0; 9];
        let mut straights = Vec::new();
        let mut next = 0;
        let mut last = None;
        // Values run from the worst hand up: each category's first value gives its place,
        // and the straights come lowest first.
        for (category, ranks) in (1..=game.classes())
            .filter_map(|n| game.value(n))
            .filter_map(|v| v.high_hand())
        {
            if last != Some(category) {
                place[usize::from(category.number() - 1)] = next;
                next += 1;
                last = Some(category);
            }
            if category == Category::Straight {
                straights.push(ranks.iter().fold(0, |m, &r| m | rank_bit(r)));
            }
        }
        let hole = match game.is_omaha() {
            true => (2, 2),
            false => (0, game.hole_cards() as u32),
        };
        Shape {
            place,
            straights,
            hole,
        }
    }

    /// The place of `category` in the game's order, weakest 0.
    #[allow(clippy::indexing_slicing)] // a category's number is 1..=9
    pub(super) fn place(&self, category: Category) -> u8 {
        self.place[usize::from(category.number() - 1)]
    }

    /// Whether `category` is below a straight in the game's order: what may still draw.
    pub(super) fn below_straight(&self, category: Category) -> bool {
        self.place(category) < self.place(Category::Straight)
    }

    /// The highest straight (its place among the game's straights) that hole cards of
    /// the ranks `hole` and board cards of the ranks `board` make, with as many hole cards
    /// as the game lets play; `None` when they make none. With `hole` empty: the straight
    /// the board makes alone (none in Omaha, where two hole cards must play).
    pub(super) fn best_straight(&self, hole: u16, board: u16) -> Option<usize> {
        let (fewest, most) = self.hole;
        self.straights.iter().rposition(|&straight| {
            // Ranks not on the board must come from the hole; ranks on the board may come
            // from either; some k of them, fewest <= k <= most, from the hole.
            let from_hole = (straight & !board).count_ones();
            let in_hole = (straight & hole).count_ones();
            straight & !(hole | board) == 0 && from_hole.max(fewest) <= in_hole.min(most)
        })
    }

    /// Whether hole cards with `hole` of a suit and a board with `board` of it make a
    /// flush with one more card of the suit, a hole card playing: four to a flush with one
    /// in the hole in hold'em, two in the hole and two on the board in Omaha.
    pub(super) fn flush_draw(&self, hole: u32, board: u32) -> bool {
        let (fewest, most) = self.hole;
        let k = hole.min(most);
        fewest.max(1) <= k && board + 1 + k >= 5
    }
}

/// The bit of `rank` in a 13-bit rank mask (deuce lowest).
pub(super) fn rank_bit(rank: Rank) -> u16 {
    1 << rank.index()
}
