//! Badugi's drawing policy: what a player keeps at each draw after the next one (the next
//! draw is the question's own: the cards kept and the number drawn now).
//!
//! The baseline: **stand pat** on a four-card badugi of nine high or better (the ace low);
//! **otherwise** keep the best badugi among the cards of eight or below (the most cards
//! of different ranks and suits, then the lowest, highest card first) and draw the rest.
//! A four-card badugi of ten high or worse keeps its three low cards and draws one.

use crate::card::{Card, CardSet};

/// The ace-low rank bit of a card: the ace bit 0, the deuce bit 1 … the king bit 12.
fn low_bit(card: Card) -> u16 {
    1 << ((card.rank().index() + 1) % 13)
}

/// The highest ace-low rank bit a pat hand may hold (the nine), and the highest a card
/// kept for a draw may hold (the eight).
const NINE: u16 = 1 << 8;
const EIGHT: u16 = 1 << 7;

/// The cards of four (a card mask) a badugi player keeps.
pub(crate) fn keep(cards: u64) -> u64 {
    let mut hand = [None; 4];
    for (slot, card) in hand.iter_mut().zip(CardSet::from_card_bits(cards).iter()) {
        *slot = Some(card);
    }
    if let Some((ranks, size)) = badugi(&hand, 0b1111)
        && size == 4
        && ranks < 2 * NINE
    {
        return cards;
    }
    // The best badugi among the low cards: most cards, then the lowest ranks (a smaller
    // ace-low mask is the lower hand when the sizes are equal).
    let low = |i: usize| {
        hand.get(i)
            .copied()
            .flatten()
            .is_some_and(|c| low_bit(c) <= EIGHT)
    };
    let mut best: Option<(usize, u16, u32)> = None;
    for subset in 1..16u32 {
        if !(0..4).all(|i| subset >> i & 1 == 0 || low(i)) {
            continue;
        }
        if let Some((ranks, size)) = badugi(&hand, subset)
            && best.is_none_or(|(s, r, _)| size > s || (size == s && ranks < r))
        {
            best = Some((size, ranks, subset));
        }
    }
    let subset = best.map_or(0, |(_, _, subset)| subset);
    hand.iter()
        .enumerate()
        .filter(|&(i, _)| subset >> i & 1 == 1)
        .filter_map(|(_, card)| card.map(Card::bit))
        .sum()
}

/// The ace-low rank mask and size of the cards of `hand` that `subset` picks, if they are
/// a badugi (no two of a rank or a suit).
fn badugi(hand: &[Option<Card>; 4], subset: u32) -> Option<(u16, usize)> {
    let (mut ranks, mut suits, mut size) = (0u16, 0u8, 0);
    for (i, card) in hand.iter().enumerate() {
        if subset >> i & 1 == 0 {
            continue;
        }
        let card = (*card)?;
        let (rank, suit) = (low_bit(card), 1u8 << card.suit().index());
        if ranks & rank != 0 || suits & suit != 0 {
            return None;
        }
        (ranks, suits, size) = (ranks | rank, suits | suit, size + 1);
    }
    Some((ranks, size))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;

    fn kept(text: &str) -> String {
        let set: CardSet = parse_cards(text).unwrap().into_iter().collect();
        let mut cards: Vec<Card> = CardSet::from_card_bits(keep(set.bits())).iter().collect();
        cards.sort_by_key(|c| c.index());
        cards.iter().map(|c| c.to_string()).collect()
    }

    #[test]
    fn pat_on_a_nine_badugi_else_the_best_low_badugi() {
        assert_eq!(kept("9c 6d 4h As"), "4h6d9cAs");
        assert_eq!(kept("Tc 6d 4h As"), "4h6dAs");
        assert_eq!(kept("As 2s 3h Kd"), "3hAs");
        assert_eq!(kept("Ac Ad 2h 3s"), "2h3sAc");
        assert_eq!(kept("Kc Qd Jh Ts"), "");
        assert_eq!(kept("2c 3c 4c 5c"), "2c");
        assert_eq!(kept("8c 7d 9h 2h"), "2h7d8c");
    }
}
