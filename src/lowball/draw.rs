//! The lowball draws' drawing policy: what a player keeps at each draw after the next one
//! (the next draw is the question's own: the cards kept and the number drawn now).
//!
//! One baseline that good players use, the same in both rankings:
//!
//! - **Stand pat** on a made nine-low or better (deuce-to-seven: no pair, straight or
//!   flush, nothing above a nine; ace-to-five: no pair, nothing above a nine, the ace
//!   low).
//! - **Otherwise** keep the lowest cards of eight or below, one of each rank, at most
//!   four, and draw the rest (the ace counts as low only in ace-to-five). A rough hand
//!   such as 8-6-4-3-2 suited in deuce-to-seven, or T-8-5-3-2, keeps four and draws one.
//!
//! No hand is ever kept whole unless it is pat, so a player never stands on a straight or
//! a flush in deuce-to-seven, and a 2-7 player never keeps an ace.

use std::sync::LazyLock;

use crate::card::{Card, CardSet, Rank, Suit};
use crate::eval::Hand;

use super::{deuce_seven_of, razz_of};

/// The ranks' order from low to high in deuce-to-seven: deuce first, the ace high.
const DEUCE_SEVEN_ORDER: [Rank; 7] = [
    Rank::Two,
    Rank::Three,
    Rank::Four,
    Rank::Five,
    Rank::Six,
    Rank::Seven,
    Rank::Eight,
];

/// The ranks' order from low to high in ace-to-five: the ace first.
const ACE_FIVE_ORDER: [Rank; 8] = [
    Rank::Ace,
    Rank::Two,
    Rank::Three,
    Rank::Four,
    Rank::Five,
    Rank::Six,
    Rank::Seven,
    Rank::Eight,
];

/// The most cards kept by a hand that is not pat: it always draws at least one.
const MOST_KEPT: usize = 4;

/// Five ranks in four suits (the fifth card repeats the first suit): never a flush.
fn offsuit(ranks: [Rank; 5]) -> Hand {
    let mut hand = Hand::EMPTY;
    for (rank, suit) in ranks.into_iter().zip(Suit::ALL.into_iter().cycle()) {
        hand = hand.add(Card::new(rank, suit));
    }
    hand
}

/// The worst deuce-to-seven hand stood pat on: 9-8-7-6-4 offsuit.
static DEUCE_SEVEN_PAT: LazyLock<u16> = LazyLock::new(|| {
    let ranks = [Rank::Nine, Rank::Eight, Rank::Seven, Rank::Six, Rank::Four];
    deuce_seven_of(offsuit(ranks)).get()
});

/// The worst ace-to-five hand stood pat on: 9-8-7-6-5 (a straight counts for nothing).
static ACE_FIVE_PAT: LazyLock<u16> = LazyLock::new(|| {
    let ranks = [Rank::Nine, Rank::Eight, Rank::Seven, Rank::Six, Rank::Five];
    razz_of(offsuit(ranks)).get()
});

/// The cards of five (a card mask) a deuce-to-seven player keeps.
#[inline]
pub(crate) fn keep_deuce_seven(cards: u64) -> u64 {
    let hand = Hand::from_set(CardSet::from_card_bits(cards));
    if deuce_seven_of(hand).get() >= *DEUCE_SEVEN_PAT {
        return cards;
    }
    lowest_of_each_rank(cards, &DEUCE_SEVEN_ORDER)
}

/// The cards of five (a card mask) an ace-to-five player keeps.
#[inline]
pub(crate) fn keep_ace_five(cards: u64) -> u64 {
    let hand = Hand::from_set(CardSet::from_card_bits(cards));
    if razz_of(hand).get() >= *ACE_FIVE_PAT {
        return cards;
    }
    lowest_of_each_rank(cards, &ACE_FIVE_ORDER)
}

/// One card of each of the lowest ranks held, in `order`, at most [`MOST_KEPT`]: of a
/// pair, the card of the lowest suit.
fn lowest_of_each_rank(cards: u64, order: &[Rank]) -> u64 {
    /// The bits of one rank in the four suits (`16·suit + rank`).
    const RANK_BITS: u64 = 0x0001_0001_0001_0001;
    let mut kept = 0u64;
    let mut count = 0;
    for rank in order {
        let of_rank = cards & (RANK_BITS << rank.index());
        if of_rank != 0 && count < MOST_KEPT {
            kept |= of_rank & of_rank.wrapping_neg();
            count += 1;
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;

    fn mask(text: &str) -> u64 {
        parse_cards(text)
            .unwrap()
            .into_iter()
            .collect::<CardSet>()
            .bits()
    }

    fn kept(keep: fn(u64) -> u64, text: &str) -> String {
        let mut cards: Vec<Card> = CardSet::from_card_bits(keep(mask(text))).iter().collect();
        cards.sort_by_key(|c| c.index());
        cards.iter().map(|c| c.to_string()).collect()
    }

    #[test]
    fn deuce_seven_stands_pat_on_a_nine_and_draws_to_the_low_cards_otherwise() {
        let keep = keep_deuce_seven;
        assert_eq!(kept(keep, "9h 8c 7d 6s 4h"), "4h6s7d8c9h");
        assert_eq!(kept(keep, "7h 5c 4d 3s 2h"), "2h3s4d5c7h");
        // A ten-low, a nine-high straight, a flush, an ace: not pat.
        assert_eq!(kept(keep, "Th 8c 5d 3s 2h"), "2h3s5d8c");
        assert_eq!(kept(keep, "9h 8c 7d 6s 5h"), "5h6s7d8c");
        assert_eq!(kept(keep, "8h 6h 4h 3h 2h"), "2h3h4h6h");
        assert_eq!(kept(keep, "Ah 2c 3d 4s 7h"), "2c3d4s7h");
        // Pairs and high cards go.
        assert_eq!(kept(keep, "7h 7c 2d Ks Kh"), "2d7c");
        assert_eq!(kept(keep, "Ah Kc Qd Js 9h"), "");
    }

    #[test]
    fn ace_five_counts_the_ace_low_and_straights_and_flushes_for_nothing() {
        let keep = keep_ace_five;
        assert_eq!(kept(keep, "9h 8c 7d 6s 5h"), "5h6s7d8c9h");
        assert_eq!(kept(keep, "5h 4h 3h 2h Ah"), "2h3h4h5hAh");
        assert_eq!(kept(keep, "Th 8c 5d 3s Ah"), "3s5d8cAh");
        assert_eq!(kept(keep, "Ah Ac 2d Ks 9h"), "2dAc");
    }
}
