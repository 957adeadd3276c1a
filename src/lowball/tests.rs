use crate::sample::Generator;
use rand::{Rng, SeedableRng};

use super::*;
use crate::card::parse_cards;
use crate::game::{DealErrorKind, DealPart};
use crate::strength::Category;

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).unwrap()
}

fn razz_of_text(text: &str) -> AceFiveLow {
    razz(&cards(text)).unwrap()
}

fn deuce(text: &str) -> DeuceSevenLow {
    deuce_seven(&cards(text)).unwrap()
}

fn eight(text: &str) -> Option<String> {
    eight_or_better(&cards(text))
        .unwrap()
        .map(|l| l.to_string())
}

#[test]
fn table_bytes_are_pinned() {
    // Two u16 tables parallel to hold'em's 173,937 slots, the 57 eight-or-better lows (a
    // mask each), the ranks of each A-5 strength (6,176 × 5 bytes) and the 2-7 strengths'
    // hold'em values (7,463 u16).
    use super::tables::{DEUCE, DEUCE_HOLDEM, EIGHT_LOW, RAZZ, RAZZ_RANKS};
    assert_eq!(crate::eval::SLOTS, 173_937);
    let bytes = size_of_val(&RAZZ)
        + size_of_val(&DEUCE)
        + size_of_val(&EIGHT_LOW)
        + size_of_val(&RAZZ_RANKS)
        + size_of_val(&DEUCE_HOLDEM);
    assert_eq!(bytes, 2 * 173_937 * 2 + 57 + 6_176 * 5 + 7_463 * 2);
    assert_eq!(bytes, 741_611);
}

#[test]
fn the_wheel_is_the_best_ace_five_hand_and_ace_high_in_deuce_seven() {
    let wheel = "Ah 2d 3c 4s 5h";
    assert_eq!(ace_five(&cards(wheel)).unwrap(), AceFiveLow::MAX);
    assert_eq!(razz_of_text(wheel).describe(), "Wheel (5-4-3-2-A)");
    // Suited, still the wheel: flushes do not count.
    assert_eq!(razz_of_text("Ah 2h 3h 4h 5h"), AceFiveLow::MAX);

    // In 2-7 it is ace-high: worse than any king-high, better than any pair.
    let a5 = deuce(wheel);
    assert_eq!(a5.category(), Category::HighCard);
    assert_eq!(a5.describe(), "Ace-Five low (A-5-4-3-2)");
    assert!(a5 < deuce("Kh Qd Jc Ts 8h"));
    assert!(a5 > deuce("2h 2d 3c 4s 5h"));
    // Just better than A-6-4-3-2, the next ace-high.
    assert_eq!(a5.get(), deuce("Ah 6d 4c 3s 2h").get() + 1);
    // The steel wheel is an ace-high flush, not a straight flush.
    let steel = deuce("Ah 2h 3h 4h 5h");
    assert_eq!(steel.category(), Category::Flush);
    assert_eq!(
        steel.describe(),
        "Flush, Ace-Five-Four-Three-Two (A-5-4-3-2)"
    );
    assert_eq!(steel.get(), deuce("Ah 6h 4h 3h 2h").get() + 1);
    assert!(steel < deuce("Kh Qh Jh Th 8h"));
    assert!(steel > deuce("2h 2d 2c 3s 3h"));
}

#[test]
fn deuce_seven_straights_and_flushes_count_against_you() {
    let number_one = deuce("7c 5d 4h 3s 2c");
    assert_eq!(number_one, DeuceSevenLow::MAX);
    assert_eq!(number_one.describe(), "Seven-Five low (7-5-4-3-2)");
    // 7-5-4-3-2 suited is a flush; 6-5-4-3-2 a straight: both lose to any pair.
    let flush = deuce("7h 5h 4h 3h 2h");
    let straight = deuce("6c 5d 4h 3s 2c");
    let pair = deuce("Ac Ad Kh Qs Jc");
    assert_eq!(flush.category(), Category::Flush);
    assert_eq!(straight.category(), Category::Straight);
    assert_eq!(straight.describe(), "Straight, Six high (6-5-4-3-2)");
    assert!(pair > straight && straight > flush);
    assert_eq!(
        pair.describe(),
        "Pair, Aces, King-Queen-Jack kickers (A-A-K-Q-J)"
    );
    assert_eq!(deuce("Ah Kh Qh Jh Th"), DeuceSevenLow::MIN);
    assert_eq!(DeuceSevenLow::MIN.describe(), "Royal Flush (A-K-Q-J-T)");
    // 7-6-4-3-2 beats 7-6-5-3-2 beats 8-4-3-2-A? No: the ace is high in 2-7.
    assert!(deuce("7c 6d 4h 3s 2c") > deuce("7c 6d 5h 3s 2c"));
    assert!(deuce("8c 4d 3h 2s 5c") > deuce("Ac 4d 3h 2s 5c"));
    // Ties: suits do not matter without a flush.
    assert_eq!(deuce("7c 5d 4h 3s 2c"), deuce("7d 5c 4s 3h 2d"));
    assert_eq!(deuce("9c 9d 4h 3s 2c").get(), deuce("9h 9s 4c 3d 2s").get());
}

#[test]
fn razz_pairs_lose_to_any_no_pair_hand() {
    let king_high = razz_of_text("Kc Qd Jh Ts 9c");
    let aces = razz_of_text("Ac Ad 2h 3s 4c");
    assert_eq!(king_high.category(), LowCategory::NoPair);
    assert_eq!(king_high.describe(), "King-Queen low (K-Q-J-T-9)");
    assert_eq!(aces.category(), LowCategory::Pair);
    assert_eq!(aces.describe(), "Pair of Aces, 4-3-2 (A-A-4-3-2)");
    assert!(king_high > aces);
    assert!(aces > razz_of_text("2c 2d 3h 4s 5c"));
    // Pair ranks first: 9-9-2-3-4 loses to 8-8-K-Q-J.
    assert!(razz_of_text("8c 8d Kh Qs Jc") > razz_of_text("9c 9d 2h 3s 4c"));
    assert_eq!(
        razz_of_text("9c 9d 8h 6s 4c").describe(),
        "Pair of Nines, 8-6-4 (9-9-8-6-4)"
    );
    assert_eq!(
        razz_of_text("9c 9d 4h 4s 8c").describe(),
        "Two Pair, Nines and Fours, 8 (9-9-4-4-8)"
    );
    assert_eq!(
        razz_of_text("9c 9d 9h 8s 4c").describe(),
        "Three Nines, 8-4 (9-9-9-8-4)"
    );
    assert_eq!(
        razz_of_text("9c 9d 9h 4s 4c").describe(),
        "Full House, Nines over Fours (9-9-9-4-4)"
    );
    assert_eq!(
        razz_of_text("9c 9d 9h 9s 4c").describe(),
        "Four Nines, 4 (9-9-9-9-4)"
    );
    assert_eq!(
        razz_of_text("Kc Kd Kh Ks Qc"),
        AceFiveLow::MIN,
        "four kings with a queen is the worst"
    );
    // In A-5 a full house beats four of a kind, and trips beat a full house.
    assert!(razz_of_text("Kc Kd Kh Qs Qc") > AceFiveLow::MIN);
    assert!(razz_of_text("Kc Kd Kh Qs Jc") > razz_of_text("2c 2d 2h As Ac"));
}

#[test]
fn seven_razz_cards_with_four_ranks_must_play_a_pair() {
    // A A 2 2 3 3 4: four ranks, so the best five pairs the lowest: A-A-4-3-2.
    let low = razz_of_text("Ac As 2d 2h 3c 3s 4d");
    assert_eq!(low.describe(), "Pair of Aces, 4-3-2 (A-A-4-3-2)");
    // Three ranks: two pair, the two lowest paired and the highest kicker.
    let low = razz_of_text("Ac As Ad 2h 2c 3s 3d");
    assert_eq!(low.describe(), "Two Pair, Twos and Aces, 3 (2-2-A-A-3)");
    // Two ranks: the lower as trips.
    let low = razz_of_text("Ac As Ad Ah 2c 2s 2d");
    assert_eq!(low.describe(), "Full House, Aces over Twos (A-A-A-2-2)");
    // Seven different ranks: the five lowest.
    let low = razz_of_text("Kc 8s 6d 4h 3c 2s Qd");
    assert_eq!(low.describe(), "Eight-Six low (8-6-4-3-2)");
    // Six cards with one rank four times: trips (quads would be worse).
    let low = razz_of_text("7c 7s 7d 7h 2c 3s");
    assert_eq!(low.describe(), "Three Sevens, 3-2 (7-7-7-3-2)");
}

#[test]
fn eight_or_better_just_qualifies_or_not() {
    assert_eq!(eight("8c 7d 6h 5s 4c").as_deref(), Some("8-7-6-5-4"));
    assert_eq!(eight("8c 7d 6h 5s 4c Kh Ks").as_deref(), Some("8-7-6-5-4"));
    assert_eq!(eight("9c 7d 6h 5s 4c"), None);
    assert_eq!(eight("9c 7d 6h 5s 4c Kh Ks"), None);
    // Pairs do not help: four different low ranks.
    assert_eq!(eight("Ac As 2d 2h 3c 3s 4d"), None);
    // The wheel, and the best five of more low cards.
    assert_eq!(eight("Ac 2d 3h 4s 5c 6d 7h").as_deref(), Some("5-4-3-2-A"));
    assert_eq!(eight("8c 7d 6h 4s 3c 2d Kh").as_deref(), Some("7-6-4-3-2"));
    // The eight-or-better low is the razz low whenever it qualifies.
    let hand = cards("8c 7d 6h 4s 3c 2d Kh");
    assert_eq!(razz(&hand).unwrap().describe(), "Seven-Six low (7-6-4-3-2)");
}

#[test]
fn ties_and_suits() {
    assert_eq!(
        razz_of_text("7c 5d 4h 3s 2c"),
        razz_of_text("7h 5h 4h 3h 2h")
    );
    assert_eq!(
        razz_of_text("7c 5d 4h 3s 2c Kd Kh"),
        razz_of_text("7d 5c 4s 3h 2d 2s 7h")
    );
    assert_eq!(
        eight_or_better(&cards("7c 5d 4h 3s 2c Kd")).unwrap(),
        eight_or_better(&cards("7d 5c 4s 3h 2d 2s 7h")).unwrap()
    );
}

#[test]
fn errors_name_the_count_and_the_card() {
    let error = razz(&cards("Ac 2d 3h 4s")).unwrap_err();
    assert_eq!(error.to_string(), "a razz hand has 5 to 7 cards, found 4");
    assert_eq!(error.game(), Game::RAZZ);
    assert_eq!(
        error.kind(),
        &DealErrorKind::Count {
            part: DealPart::Hand,
            min: 5,
            max: 7,
            found: 4
        }
    );
    let error = deuce_seven(&cards("Ac 2d 3h 4s 5c 6d")).unwrap_err();
    assert_eq!(
        error.to_string(),
        "a deuce-to-seven hand has 5 cards, found 6"
    );
    let error = eight_or_better(&cards("Ac 2d 3h 4s 5c 6d 7h 8s")).unwrap_err();
    assert_eq!(
        error.to_string(),
        "a stud hi-lo hand has 5 to 7 cards, found 8"
    );
    let mut twice = cards("Ac 2d 3h 4s");
    twice.push(twice[0]);
    let error = ace_five(&twice).unwrap_err();
    assert_eq!(error.kind(), &DealErrorKind::DuplicateCard(cards("Ac")[0]));
    assert_eq!(
        error.to_string(),
        "Ac appears twice among the hole and board cards"
    );
}

#[test]
fn the_fast_paths_never_panic_on_odd_hands() {
    // Sizes the checked functions refuse, and repeated cards: some value, no panic.
    for n in 0..=9 {
        let hand = Hand::from_cards(&Card::ALL[..n]);
        let _ = (
            razz_of(hand),
            eight_or_better_of(hand),
            deuce_seven_of(hand),
        );
    }
    let twice = Hand::from_cards(&[Card::ALL[0]; 7]);
    let _ = (
        razz_of(twice),
        eight_or_better_of(twice),
        deuce_seven_of(twice),
    );
}

#[test]
fn random_hands_agree_with_the_naive_references() {
    let mut rng = Generator::seed_from_u64(23);
    let deck: Vec<Card> = Card::all().collect();
    for i in 0..3_000 {
        let n = 5 + i % 3;
        let mut deck = deck.clone();
        for k in 0..n {
            let j = rng.random_range(k..52);
            deck.swap(k, j);
        }
        let hand = &deck[..n];
        let low = razz(hand).unwrap();
        let values = naive::razz(hand).unwrap().values.map(|v| {
            if v == 1 {
                'A'
            } else {
                "A23456789TJQK".as_bytes()[usize::from(v) - 1] as char
            }
        });
        let words: Vec<String> = values.iter().map(|c| c.to_string()).collect();
        assert!(
            low.describe().ends_with(&format!("({})", words.join("-"))),
            "{low}"
        );
        let eight = eight_or_better(hand).unwrap().map(|l| l.mask());
        let naive =
            naive::eight_or_better(hand).map(|v| v.iter().fold(0u8, |m, &x| m | 1 << (x - 1)));
        assert_eq!(eight, naive);
    }
}

#[test]
fn descriptions_read_every_strength() {
    for s in 1..=6_175 {
        let low = AceFiveLow::new(s).unwrap();
        assert!(!low.describe().is_empty());
    }
    for s in 1..=7_462 {
        let low = DeuceSevenLow::new(s).unwrap();
        assert!(low.describe().ends_with(')'), "{}", low.describe());
    }
    assert_eq!(AceFiveLow::new(0), None);
    assert_eq!(DeuceSevenLow::new(7_463), None);
}
