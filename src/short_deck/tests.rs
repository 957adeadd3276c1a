use std::collections::HashSet;

use super::*;
use crate::card::{Suit, parse_hand};
use crate::game::DealErrorKind;
use crate::strength::Category;

/// The table generator, as `build.rs` includes it: its short-deck classifier, which the
/// tests below check the compiled table and the counts against.
#[path = "../../tables/mod.rs"]
#[allow(dead_code)]
mod generator;

use generator::short_deck::{
    LOWEST, RANKS, all_codes, best_of_ranks, best_of_suit, rank_patterns, suit_masks,
};

/// The short-deck card of rank `r` (0 = six … 8 = ace) and a suit.
fn card(r: usize, suit: Suit) -> Card {
    Card::new(crate::card::Rank::ALL[r + LOWEST], suit)
}

fn score(text: &str) -> ShortDeckStrength {
    evaluate(&parse_hand(text).unwrap()).unwrap()
}

fn describe(text: &str) -> String {
    score(text).describe()
}

#[test]
fn table_bytes_are_pinned() {
    // One u16 per slot of hold'em's perfect hash, and one code per strength (a change
    // here must be a decision: update docs/GAMES.md with it).
    assert_eq!(crate::eval::SLOTS, 173_937);
    let bytes = size_of_val(&tables::SHORT_DECK) + size_of_val(&tables::SHORT_DECK_CODE);
    assert_eq!(bytes, 347_874 + 5_620);
}

#[test]
fn classes_are_counted_by_hand() {
    let codes = all_codes();
    assert_eq!(codes.len(), usize::from(CLASSES));
    let mut per_category = [0u16; 9];
    for code in codes {
        per_category[(code >> 20) as usize] += 1;
    }
    assert_eq!(per_category, CLASSES_PER_CATEGORY);
    assert_eq!(CLASSES_PER_CATEGORY.iter().sum::<u16>(), CLASSES);
}

#[test]
fn every_pattern_reads_its_class() {
    // 10,230 rank patterns of 5-7 cards and 246 suited rank sets, each read through
    // hold'em's keys and hash (the generator places them with its own copy of both, and
    // fails the build if two share a slot).
    let patterns: Vec<[u8; RANKS]> = (5..=7).flat_map(rank_patterns).collect();
    assert_eq!(
        (5..=7).map(|n| rank_patterns(n).len()).collect::<Vec<_>>(),
        [1_278, 2_922, 6_030]
    );
    assert_eq!(suit_masks().count(), 246);
    for counts in &patterns {
        let cards: Vec<Card> = (0..RANKS)
            .flat_map(|r| std::iter::repeat_n(r, usize::from(counts[r])))
            .enumerate()
            .map(|(i, r)| card(r, Suit::ALL[i % 4]))
            .collect();
        let strength = strength_of(Hand::from_cards(&cards));
        assert_ne!(strength.get(), 0, "{counts:?}");
        assert_eq!(tables::code(strength), best_of_ranks(counts));
    }
    for mask in suit_masks() {
        let hand = (0..RANKS)
            .filter(|r| mask >> r & 1 == 1)
            .fold(Hand::EMPTY, |hand, r| hand.add(card(r, Suit::Hearts)));
        assert_eq!(tables::code(strength_of(hand)), best_of_suit(mask));
    }
}

#[test]
fn the_wheel_is_a_six_to_nine_straight_with_the_ace_low() {
    let wheel = score("Ah 6c 7d 8s 9h");
    assert_eq!(wheel.category(), Category::Straight);
    assert_eq!(wheel.describe(), "Straight, Nine high");
    // The lowest straight: below 6-7-8-9-T, above every three of a kind.
    let six_to_ten = score("6h 7c 8d 9s Th");
    assert!(wheel < six_to_ten);
    assert_eq!(six_to_ten.describe(), "Straight, Ten high");
    assert!(wheel > score("Ah Ac Ad Ks Qh"));
    assert_eq!(wheel.get(), CATEGORY_FIRST_STRAIGHT);
    // Suited, the lowest straight flush, still above four aces.
    let steel = score("Ah 6h 7h 8h 9h");
    assert_eq!(steel.category(), Category::StraightFlush);
    assert_eq!(steel.describe(), "Straight Flush, Nine high");
    assert!(steel > score("Ah Ac Ad As Kh"));
    assert!(steel < score("6h 7h 8h 9h Th"));
    // With a ten too, the ten-high straight plays, not the wheel.
    assert_eq!(describe("Ah 6c 7d 8s 9h Tc"), "Straight, Ten high");
    // A-K-Q-J-T wraps nowhere: K-A-6-7-8 is no straight.
    assert_eq!(score("Kh Ac 6d 7s 8h").category(), Category::HighCard);
}

/// The weakest straight's strength: the 120 + 504 + 252 + 252 classes below it, plus one.
const CATEGORY_FIRST_STRAIGHT: u16 = 1_129;

#[test]
fn a_two_to_five_is_refused_by_name() {
    // A-2-3-4-5 cannot be held: its cards are not in the deck.
    let wheel = parse_hand("Ah 2c 3d 4s 5h").unwrap();
    let error = evaluate(&wheel).unwrap_err();
    assert_eq!(error.game(), Game::SHORT_DECK);
    assert_eq!(
        error.kind(),
        &DealErrorKind::NotInDeck("2c".parse().unwrap())
    );
    for (text, message) in [
        (
            "Ah Kh Qh Jh 5h",
            "5h is not in the short deck, which has no 2s to 5s",
        ),
        (
            "4d Kh Qh Jh Th",
            "4d is not in the short deck, which has no 2s to 5s",
        ),
        ("Ah Kh Qh Jh", "a short-deck hand has 5 to 7 cards, found 4"),
        (
            "Ah Kh Qh Jh Th 9c 8c 7c",
            "a short-deck hand has 5 to 7 cards, found 8",
        ),
    ] {
        let cards = crate::card::parse_cards(text).unwrap();
        let error = evaluate(&cards).unwrap_err();
        assert_eq!(error.to_string(), message, "{text}");
        assert_eq!(best_five(&cards).unwrap_err(), error);
    }
    let mut twice = crate::card::parse_cards("Ah Kh Qh Jh").unwrap();
    twice.push(twice[0]);
    assert_eq!(
        evaluate(&twice).unwrap_err().to_string(),
        "Ah appears twice among the hole and board cards"
    );
    // The fast path says no strength for a hand with a low card in it.
    for text in ["Ah 2c 3d 4s 5h", "Ah Kh Qh Jh 5h", "Ac Ad 6c 6d 2s 9h Th"] {
        let hand = Hand::from_cards(&parse_hand(text).unwrap());
        assert_eq!(strength(hand), None, "{text}");
    }
}

#[test]
fn a_flush_beats_a_full_house() {
    let flush = score("Jh 9h 8h 7h 6h");
    assert_eq!(flush.describe(), "Flush, Jack-Nine-Eight-Seven-Six");
    let aces_full = score("Ac Ad Ah Ks Kc");
    assert_eq!(aces_full.category(), Category::FullHouse);
    // The weakest flush beats the best full house; four of a kind beats the best flush.
    assert!(flush > aces_full);
    assert_eq!(flush.get(), aces_full.get() + 1);
    let best_flush = score("Ah Kh Qh Jh 9h");
    assert!(best_flush < score("6c 6d 6h 6s 7c"));
    // Hold'em orders the same hands the other way.
    let holdem = |text: &str| crate::evaluate(&parse_hand(text).unwrap()).unwrap();
    assert!(holdem("Jh 9h 8h 7h 6h") < holdem("Ac Ad Ah Ks Kc"));
}

#[test]
fn a_straight_beats_three_of_a_kind() {
    let straight = score("Ac 6d 7h 8s 9c");
    let trips = score("Ac Ad Ah Ks Qc");
    assert!(straight > trips);
    assert_eq!(straight.get(), trips.get() + 1);
    // Seven cards with both: the straight plays.
    let both = score("9c 9d 9h Ts Jc Qd Kh");
    assert_eq!(both.describe(), "Straight, King high");
}

#[test]
fn seven_cards_never_hold_a_flush_and_a_full_house() {
    // Five to seven cards of one suit and the rest of other suits: no five of them make a
    // full house (the full house would need three cards outside the suit), and the flush
    // (or straight flush) plays.
    let others: Vec<Card> = deck().iter().filter(|c| c.suit() != Suit::Hearts).collect();
    let mut checked = 0;
    for mask in suit_masks() {
        let suited: Vec<Card> = (0..RANKS)
            .filter(|r| mask >> r & 1 == 1)
            .map(|r| card(r, Suit::Hearts))
            .collect();
        // Every set of the 7 − k other cards, as ascending index pairs (or one, or none).
        let picks: Vec<Vec<Card>> = match 7 - suited.len() {
            0 => vec![vec![]],
            1 => others.iter().map(|&c| vec![c]).collect(),
            _ => (0..others.len())
                .flat_map(|i| (i + 1..others.len()).map(move |j| (i, j)))
                .map(|(i, j)| vec![others[i], others[j]])
                .collect(),
        };
        for pick in picks {
            let hand = [suited.clone(), pick].concat();
            let strength = evaluate(&hand).unwrap();
            assert!(
                matches!(
                    strength.category(),
                    Category::Flush | Category::StraightFlush
                ),
                "{hand:?}"
            );
            let fives =
                (0..7).flat_map(|skip_a| (skip_a + 1..7).map(move |skip_b| (skip_a, skip_b)));
            for (a, b) in fives {
                let five: Vec<Card> = (0..7)
                    .filter(|&i| i != a && i != b)
                    .map(|i| hand[i])
                    .collect();
                let five: [Card; 5] = five.try_into().unwrap();
                assert_ne!(naive::evaluate_five(five).category, 6, "{hand:?}");
            }
            checked += 1;
        }
    }
    // 126 · C(27,2) + 84 · 27 + 36 · 1 hands with exactly seven cards.
    assert_eq!(checked, 126 * 351 + 84 * 27 + 36);
}

#[test]
fn a_flush_with_trips_or_two_pair_plays_the_flush() {
    assert_eq!(
        describe("Ah Kh Ks Kd 9h 8h 6h"),
        "Flush, Ace-King-Nine-Eight-Six"
    );
    assert_eq!(
        describe("Ah Ac Kh Kd 9h 8h 6h"),
        "Flush, Ace-King-Nine-Eight-Six"
    );
    // A straight flush in a seven-card flush.
    assert_eq!(
        describe("Ah 6h 7h 8h 9h Kh Qd"),
        "Straight Flush, Nine high"
    );
    assert_eq!(describe("Ah Kh Qh Jh Th 9h 8h"), "Royal Flush");
}

#[test]
fn descriptions_follow_holdem_words() {
    for (text, words) in [
        ("Jc 9d 8h 7s 6c", "High Card, Jack-Nine-Eight-Seven-Six"),
        ("Ac Ad Kh Qs 9c", "Pair, Aces, King-Queen-Nine kickers"),
        ("Kc Kd 9h 9s Qc", "Two Pair, Kings and Nines, Queen kicker"),
        ("7c 7d 7h As 6c", "Three of a Kind, Sevens, Ace-Six kickers"),
        ("Tc Jd Qh Ks Ac", "Straight, Ace high"),
        ("8c 8d 8h 6s 6c", "Full House, Eights over Sixes"),
        ("6c 6d 6h 6s 7c", "Four of a Kind, Sixes, Seven kicker"),
        ("9h Th Jh Qh Kh", "Straight Flush, King high"),
        ("Th Jh Qh Kh Ah", "Royal Flush"),
    ] {
        let strength = score(text);
        assert_eq!(strength.describe(), words, "{text}");
        assert_eq!(strength.to_string(), words);
    }
    assert_eq!(ShortDeckStrength::MIN, score("Jc 9d 8h 7s 6c"));
    assert_eq!(ShortDeckStrength::MAX, score("Th Jh Qh Kh Ah"));
    assert_eq!(
        format!("{:?}", ShortDeckStrength::MAX),
        "ShortDeckStrength(1404)"
    );
}

#[test]
fn best_five_orders_cards_as_compared() {
    let text = |cards: &str| {
        best_five(&parse_hand(cards).unwrap())
            .unwrap()
            .map(|c| c.to_string())
    };
    assert_eq!(text("9h Ac 8d 7s 6c Kd"), ["9h", "8d", "7s", "6c", "Ac"]);
    assert_eq!(text("Kh Kd Ks 9h 8h 7h 6h"), ["Kh", "9h", "8h", "7h", "6h"]);
    assert_eq!(text("Qh Qd 7s 7c Ac 6d"), ["Qh", "Qd", "7s", "7c", "Ac"]);
}

#[test]
fn strength_numbers_round_trip() {
    for value in 1..=CLASSES {
        let strength = ShortDeckStrength::new(value).unwrap();
        assert_eq!(strength.get(), value);
        assert_eq!(CATEGORY_ORDER[strength.place()], strength.category());
    }
    assert_eq!(ShortDeckStrength::new(0), None);
    assert_eq!(ShortDeckStrength::new(CLASSES + 1), None);
    assert_eq!(
        super::strength::CATEGORY_FIRST,
        [1, 121, 625, 877, 1_129, 1_135, 1_207, 1_327, 1_399]
    );
}

#[test]
fn the_fast_path_scores_hole_and_board() {
    let hole = Hand::from_cards(&crate::card::parse_cards("Ah Kh").unwrap());
    let board = Hand::from_cards(&parse_hand("Qh Jh Th 6c 7d").unwrap());
    assert_eq!(strength_of(hole.combine(board)), ShortDeckStrength::MAX);
    assert_eq!(strength(hole.combine(board)), Some(ShortDeckStrength::MAX));
    // Adding cards one at a time gives the same hand.
    let added = parse_hand("Ah Kh Qh Jh Th 6c 7d")
        .unwrap()
        .into_iter()
        .fold(Hand::EMPTY, Hand::add);
    assert_eq!(added, hole.combine(board));
}

#[test]
fn verification_agrees_on_every_five_card_hand() {
    let proof = verify::verify(5, |_| {});
    assert!(proof.passed(), "{:?}", proof.problems());
    assert_eq!(proof.count("distinct"), Some(u64::from(CLASSES)));
}

#[test]
fn verification_agrees_on_part_of_the_seven_card_hands() {
    // Every 211th of the 630 two-card starts: the 0th (6c 6d, then any 5 of the other 34
    // cards), the 211th (7h Js: 5 of the 12 cards above Js) and the 422nd (9s Th: 5 of the
    // 17 above Th).
    let proof = verify::run(7, 211, |_| {});
    assert!(proof.passed(), "{:?}", proof.problems());
    assert_eq!(proof.hands, 278_256 + 792 + 6_188);
}

#[test]
#[ignore = "every 5-, 6- and 7-card hand: run with cargo test --release -- --ignored"]
fn verification_agrees_on_every_hand() {
    for cards in 5..=7 {
        let proof = verify::verify(cards, |_| {});
        println!("{cards} cards: {proof:?}");
        assert!(proof.passed(), "{:?}", proof.problems());
    }
}

/// The category of a rank pattern without a flush, from its counts alone (written apart
/// from the tables' classifier and from the naive evaluator), as a place in
/// [`CATEGORY_ORDER`].
fn category_of_counts(counts: &[u8; RANKS]) -> usize {
    let at_least = |n: u8| counts.iter().filter(|&&c| c >= n).count();
    let mask = (0..RANKS).fold(0u16, |m, r| m | u16::from(counts[r] > 0) << r);
    let straight = |mask: u16| {
        let with_low_ace = mask << 1 | mask >> 8 & 1;
        (0..=5).any(|low| with_low_ace >> low & 0x1f == 0x1f)
    };
    match () {
        _ if at_least(4) > 0 => 7,
        _ if at_least(3) > 0 && at_least(2) > 1 => 5,
        _ if straight(mask) => 4,
        _ if at_least(3) > 0 => 3,
        _ if at_least(2) > 1 => 2,
        _ if at_least(2) > 0 => 1,
        _ => 0,
    }
}

#[test]
fn counts_by_rank_and_suit_pattern() {
    // Every hand of n cards, counted by rank pattern (counts c_r) without dealing one:
    // Π C(4, c_r) suit choices, of which 4 · Π_{r∈S} C(3, c_r − 1) · Π_{r∉S} C(3, c_r)
    // put exactly the ranks S (five or more) in one suit (only one suit can have five).
    let choose = |n: u64, k: u64| -> u64 {
        if k > n {
            0
        } else {
            (0..k).fold(1, |c, i| c * (n - i) / (i + 1))
        }
    };
    for n in 5..=7 {
        let mut categories = [0u64; 9];
        let mut royal = 0;
        let mut classes = HashSet::new();
        for counts in rank_patterns(n) {
            let mut left: u64 = counts.iter().map(|&c| choose(4, c.into())).product();
            let present = (0..RANKS).fold(0u16, |m, r| m | u16::from(counts[r] > 0) << r);
            for suit_ranks in suit_masks().filter(|s| s & !present == 0) {
                let ways = 4
                    * (0..RANKS)
                        .map(|r| {
                            let c = u64::from(counts[r]);
                            if suit_ranks >> r & 1 == 1 {
                                choose(3, c - 1)
                            } else {
                                choose(3, c)
                            }
                        })
                        .product::<u64>();
                if ways == 0 {
                    continue;
                }
                left -= ways;
                let code = best_of_suit(suit_ranks);
                categories[(code >> 20) as usize] += ways;
                royal += ways * u64::from(suit_ranks >> 4 == 0x1f);
                classes.insert(code);
            }
            if left > 0 {
                categories[category_of_counts(&counts)] += left;
                classes.insert(best_of_ranks(&counts));
            }
        }
        let expected = verify::expected(n).unwrap();
        assert_eq!(categories, expected.categories, "{n} cards");
        assert_eq!(categories.iter().sum::<u64>(), expected.hands);
        assert_eq!(royal, expected.royal);
        assert_eq!(classes.len(), expected.distinct, "{n} cards");
    }
}
