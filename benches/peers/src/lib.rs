//! What the peer benches share: the hands and the timed loop of every per-hand bench
//! (`benches/harness.rs`, which the crate's own benches include too), each peer's card type
//! and hand built from handrank's cards, and the check that a peer orders the hands as
//! handrank does before anything is timed (so a wrong card conversion cannot give a fast,
//! meaningless number).

#[path = "../../harness.rs"]
mod harness;

pub use harness::*;

use handrank::Card;

/// aya_poker 0.1's card.
pub type AyaCard = aya_poker::base::Card;

/// aya_poker's card of a handrank card: its index is 4·rank + suit, clubs to spades, like
/// handrank's.
pub fn aya_card(card: Card) -> AyaCard {
    aya_poker::base::CARDS[card.index()]
}

/// The hands in aya_poker's cards.
pub fn aya_cards<const N: usize>(hands: &[[Card; N]]) -> Vec<[AyaCard; N]> {
    hands.iter().map(|h| h.map(aya_card)).collect()
}

/// aya_poker's hand of these cards, built as its users build one (`insert_unchecked` per
/// card).
pub fn aya_hand(cards: &[AyaCard]) -> aya_poker::base::Hand {
    let mut hand = aya_poker::base::Hand::new();
    for card in cards {
        hand.insert_unchecked(card);
    }
    hand
}

/// rs_poker 5.0.0's card of a handrank card (its own `Value` and `Suit`).
pub fn rs_card(card: Card) -> rs_poker::core::Card {
    use rs_poker::core::Suit;
    let suit = [Suit::Club, Suit::Diamond, Suit::Heart, Suit::Spade][card.suit().index()];
    rs_poker::core::Card::new(
        rs_poker::core::Value::from_u8(card.rank().index() as u8),
        suit,
    )
}

/// pokers 0.10's card index of a handrank card: 4·rank + suit with suits s, h, c, d.
pub fn pokers_index(card: Card) -> u8 {
    let suit = [2, 3, 1, 0][card.suit().index()]; // c d h s -> pokers' numbering
    4 * card.rank().index() as u8 + suit
}

/// pokers 0.10's card of a handrank card.
pub fn pokers_card(card: Card) -> pokers::Hand {
    pokers::CARDS[usize::from(pokers_index(card))]
}

/// pokers' hand of these cards, from its card table (`pokers::CARDS`) by index: how a
/// `pokers` user builds a hand from card indices.
pub fn pokers_hand(indices: &[u8]) -> pokers::Hand {
    indices.iter().fold(pokers::Hand::default(), |hand, &i| {
        hand + pokers::CARDS[usize::from(i)]
    })
}

/// rs_poker 5.0.0's combined hand of these cards, built as its users build one.
pub fn rs_hand(cards: &[rs_poker::core::Card]) -> rs_poker::core::SevenCardAccum {
    let mut hand = rs_poker::core::SevenCardAccum::new();
    for &card in cards {
        hand.add(card);
    }
    hand
}

/// Panics unless `peer` orders every consecutive pair of the hands that `keep` keeps as
/// handrank does (`ours`, `theirs`: the two libraries' values of the same hands).
pub fn check_agrees<A: Ord, B: Ord>(
    peer: &str,
    ours: &[A],
    theirs: &[B],
    keep: impl Fn(usize) -> bool,
) {
    assert_eq!(ours.len(), theirs.len());
    let kept: Vec<usize> = (0..ours.len()).filter(|&i| keep(i)).collect();
    assert!(kept.len() > ours.len() / 2, "{peer}: too few hands kept");
    for pair in kept.windows(2) {
        let (i, j) = (pair[0], pair[1]);
        assert_eq!(
            ours[i].cmp(&ours[j]),
            theirs[i].cmp(&theirs[j]),
            "{peer} disagrees with handrank on hands {i} and {j}"
        );
    }
}
