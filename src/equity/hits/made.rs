//! The made hand of a combo on a board: the evaluator's category, with one pair split by
//! where its pair comes from and two pair and three of a kind by whether a hole card is in
//! them.

use std::fmt;

use super::CheckedBoard;
use crate::card::Rank;
use crate::strength::Category;

/// What a combo has made on the board. Every combo makes exactly one; the list is the
/// evaluator's [`Category`] (of the best five of hole cards and board) with three splits:
///
/// - three of a kind: [`Made::Set`] (a pocket pair and one board card of its rank),
///   [`Made::Trips`] (one hole card and a board pair of its rank), [`Made::BoardTrips`]
///   (three of a kind on the board: no hole card of its rank);
/// - two pair: [`Made::TwoPair`] (a hole card is in at least one of the two pairs) and
///   [`Made::BoardTwoPair`] (both pairs are the board's: the hole cards play at most as a
///   kicker);
/// - one pair, by its rank p and the board's highest and lowest ranks: [`Made::Overpair`]
///   (a pocket pair above every board card), [`Made::TopPair`] (a hole card pairs the
///   highest board rank), [`Made::MiddlePair`] (a hole card pairs a board rank below the
///   highest and above the lowest, or a pocket pair below the highest board card and above
///   the lowest), [`Made::BottomPair`] (a hole card pairs the lowest board rank),
///   [`Made::Underpair`] (a pocket pair below every board card) and [`Made::BoardPair`]
///   (the pair is the board's: neither hole card pairs anything).
///
/// The categories above three of a kind are the evaluator's as they are, whether or not
/// the hole cards play (a straight on the board is a straight).
///
/// In every game with a board the category is the game's evaluator's and "hole cards" are
/// those that play: in Omaha exactly two, so a board flush with one hole card of its suit
/// is no flush and two pair on the board never happens. [`Made::ALL`] is hold'em's order;
/// the `made` list of [`super::Hits`] is the game's (short deck: a flush above a full house).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Made {
    StraightFlush,
    FourOfAKind,
    FullHouse,
    Flush,
    Straight,
    Set,
    Trips,
    BoardTrips,
    TwoPair,
    BoardTwoPair,
    Overpair,
    TopPair,
    MiddlePair,
    BottomPair,
    Underpair,
    BoardPair,
    HighCard,
}

impl Made {
    /// Every made hand, strongest first (the order of the discriminants).
    pub const ALL: [Made; 17] = [
        Made::StraightFlush,
        Made::FourOfAKind,
        Made::FullHouse,
        Made::Flush,
        Made::Straight,
        Made::Set,
        Made::Trips,
        Made::BoardTrips,
        Made::TwoPair,
        Made::BoardTwoPair,
        Made::Overpair,
        Made::TopPair,
        Made::MiddlePair,
        Made::BottomPair,
        Made::Underpair,
        Made::BoardPair,
        Made::HighCard,
    ];

    /// The evaluator's category this is part of.
    pub fn category(self) -> Category {
        match self {
            Made::StraightFlush => Category::StraightFlush,
            Made::FourOfAKind => Category::FourOfAKind,
            Made::FullHouse => Category::FullHouse,
            Made::Flush => Category::Flush,
            Made::Straight => Category::Straight,
            Made::Set | Made::Trips | Made::BoardTrips => Category::ThreeOfAKind,
            Made::TwoPair | Made::BoardTwoPair => Category::TwoPair,
            Made::Overpair
            | Made::TopPair
            | Made::MiddlePair
            | Made::BottomPair
            | Made::Underpair
            | Made::BoardPair => Category::Pair,
            Made::HighCard => Category::HighCard,
        }
    }

    /// The name people read: "Straight Flush", "Top Pair", "Pair on the Board", ….
    pub fn name(self) -> &'static str {
        match self {
            Made::StraightFlush => "Straight Flush",
            Made::FourOfAKind => "Four of a Kind",
            Made::FullHouse => "Full House",
            Made::Flush => "Flush",
            Made::Straight => "Straight",
            Made::Set => "Set",
            Made::Trips => "Trips",
            Made::BoardTrips => "Trips on the Board",
            Made::TwoPair => "Two Pair",
            Made::BoardTwoPair => "Two Pair on the Board",
            Made::Overpair => "Overpair",
            Made::TopPair => "Top Pair",
            Made::MiddlePair => "Middle Pair",
            Made::BottomPair => "Bottom Pair",
            Made::Underpair => "Underpair",
            Made::BoardPair => "Pair on the Board",
            Made::HighCard => "High Card",
        }
    }

    /// The machine name, as in JSON and CSV: "straight_flush", "top_pair", "board_pair", ….
    pub fn id(self) -> &'static str {
        match self {
            Made::StraightFlush => "straight_flush",
            Made::FourOfAKind => "four_of_a_kind",
            Made::FullHouse => "full_house",
            Made::Flush => "flush",
            Made::Straight => "straight",
            Made::Set => "set",
            Made::Trips => "trips",
            Made::BoardTrips => "board_trips",
            Made::TwoPair => "two_pair",
            Made::BoardTwoPair => "board_two_pair",
            Made::Overpair => "overpair",
            Made::TopPair => "top_pair",
            Made::MiddlePair => "middle_pair",
            Made::BottomPair => "bottom_pair",
            Made::Underpair => "underpair",
            Made::BoardPair => "board_pair",
            Made::HighCard => "high_card",
        }
    }

    /// What a hand of `category` with `ranks` ([`crate::HandValue::high_hand`]) makes on
    /// `board`: the game's category, split by how many cards of its ranks come from the
    /// hole. A made pair or three of a kind takes from the board every card of its rank the
    /// board has (the hand plays them all: in hold'em every card of the rank is in it; in
    /// Omaha a hole card more of the rank would make it better), so the hole gives the rest.
    pub(super) fn of(category: Category, ranks: [Rank; 5], board: &CheckedBoard) -> Made {
        // Ranks in the order they are compared: the trips or pair first, then the second
        // pair, then kickers.
        let [first, _, third, _, _] = ranks;
        let from_hole = |rank: Rank, copies: usize| copies - board.count(rank).min(copies);
        match category {
            Category::StraightFlush => Made::StraightFlush,
            Category::FourOfAKind => Made::FourOfAKind,
            Category::FullHouse => Made::FullHouse,
            Category::Flush => Made::Flush,
            Category::Straight => Made::Straight,
            Category::ThreeOfAKind => match from_hole(first, 3) {
                2.. => Made::Set,
                1 => Made::Trips,
                0 => Made::BoardTrips,
            },
            Category::TwoPair => match from_hole(first, 2) + from_hole(third, 2) {
                0 => Made::BoardTwoPair,
                _ => Made::TwoPair,
            },
            Category::Pair => one_pair(first, from_hole(first, 2), board),
            Category::HighCard => Made::HighCard,
        }
    }
}

/// The one-pair split of a pair of rank `pair` with `in_hole` of its cards in the hole.
fn one_pair(pair: Rank, in_hole: usize, board: &CheckedBoard) -> Made {
    let (high, low) = (board.high, board.low);
    match in_hole {
        // A pocket pair: one pair only, so no board card has its rank.
        2 if pair > high => Made::Overpair,
        2 if pair < low => Made::Underpair,
        2 => Made::MiddlePair,
        // One hole card pairs a board card.
        1 if pair == high => Made::TopPair,
        1 if pair == low => Made::BottomPair,
        1 => Made::MiddlePair,
        _ => Made::BoardPair,
    }
}

impl fmt::Display for Made {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
