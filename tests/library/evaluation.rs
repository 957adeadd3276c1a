//! Evaluation: the fast evaluator orders hands as the naive one does (properties), and every
//! test case of the outside suites (Go, the exercism poker scoring, F#, the showdown table
//! format, Kotlin) scores and compares as its original says; the wheel, descriptions and
//! `best_five`.
//!
//! The outside suites' cases live in `tests/data/` in a form close to each one's own
//! notation, so a reader can hold them against the original line by line. Where an
//! original's text is garbled (OCR) the data file uses the evident intended cards and says so
//! in a comment.

use crate::common;
mod outside_suites;

use common::{below, cards, check, data_lines, shuffle, within};
use handrank::{
    Card, CardSet, Category, Hand, Outcome, Rank, Strength, Suit, best_five, compare, evaluate,
    naive, parse_cards, parse_hand,
};
use quickcheck::{Arbitrary, Gen};

fn strength(text: &str) -> Strength {
    let cards = parse_hand(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
    evaluate(&cards).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

fn outcome(a: &str, b: &str) -> Outcome {
    let (a, b) = (parse_hand(a).unwrap(), parse_hand(b).unwrap());
    compare(&a, &b).unwrap()
}

fn reverse(outcome: Outcome) -> Outcome {
    match outcome {
        Outcome::Win => Outcome::Lose,
        Outcome::Tie => Outcome::Tie,
        Outcome::Lose => Outcome::Win,
    }
}

/// Every ordering of `items` (Heap's algorithm).
fn permutations<T: Clone>(items: &[T]) -> Vec<Vec<T>> {
    fn heap<T: Clone>(k: usize, items: &mut Vec<T>, out: &mut Vec<Vec<T>>) {
        if k <= 1 {
            out.push(items.clone());
            return;
        }
        for i in 0..k {
            heap(k - 1, items, out);
            let j = if k.is_multiple_of(2) { i } else { 0 };
            items.swap(j, k - 1);
        }
    }
    let mut out = Vec::new();
    heap(items.len(), &mut items.to_vec(), &mut out);
    out
}

/// Seven distinct cards, the same seven in another random order, and how many of them
/// (5 to 7) a property takes.
#[derive(Clone, Debug)]
struct Reordered {
    cards: Vec<Card>,
    shuffled: Vec<Card>,
    n: usize,
}

impl Arbitrary for Reordered {
    fn arbitrary(g: &mut Gen) -> Reordered {
        let cards = cards(g, 7..=7);
        let mut shuffled = cards.clone();
        shuffle(g, &mut shuffled);
        let n = within(g, 5..=7);
        Reordered { cards, shuffled, n }
    }
}

/// Card indexes that need not make a hand: a card twice or more, up to 39 cards.
#[derive(Clone, Debug)]
struct AnyIndexes(Vec<usize>);

impl Arbitrary for AnyIndexes {
    fn arbitrary(g: &mut Gen) -> AnyIndexes {
        let len = below(g, 40);
        AnyIndexes((0..len).map(|_| below(g, 52)).collect())
    }
}

/// Seven distinct cards.
#[derive(Clone, Debug)]
struct Seven(Vec<Card>);

impl Arbitrary for Seven {
    fn arbitrary(g: &mut Gen) -> Seven {
        Seven(cards(g, 7..=7))
    }
}

/// Two hands of 5 to 7 distinct cards each (the two may share cards).
#[derive(Clone, Debug)]
struct TwoHands(Vec<Card>, Vec<Card>);

impl Arbitrary for TwoHands {
    fn arbitrary(g: &mut Gen) -> TwoHands {
        TwoHands(cards(g, 5..=7), cards(g, 5..=7))
    }
}

/// The order the cards come in never matters, for 5, 6 or 7 of them.
#[test]
fn permutation_invariance() {
    fn property(Reordered { cards, shuffled, n }: Reordered) {
        // The first n of `cards`, in the order `shuffled` has them.
        let chosen = &cards[..n];
        let reordered: Vec<Card> = shuffled
            .iter()
            .filter(|c| chosen.contains(c))
            .copied()
            .collect();
        assert_eq!(evaluate(chosen).unwrap(), evaluate(&reordered).unwrap());
        assert_eq!(Hand::from_cards(chosen), Hand::from_cards(&reordered));
        let set: CardSet = chosen.iter().copied().collect();
        assert_eq!(Hand::from_set(set).strength(), evaluate(chosen).unwrap());
    }
    check(10_000, property as fn(Reordered));
}

/// Keys that no hand has (a card twice or more, up to 39 cards, suit counters that
/// overflow into each other) still read a strength inside the tables: never a panic,
/// never a value out of range.
#[test]
fn any_key_stays_inside_the_tables() {
    fn property(AnyIndexes(indexes): AnyIndexes) {
        let hand = indexes
            .iter()
            .fold(Hand::EMPTY, |hand, &i| hand.add(Card::ALL[i]));
        assert!(hand.strength() <= handrank::Strength::MAX);
        assert!(hand.combine(hand).strength() <= handrank::Strength::MAX);
        // Eight at a time as well.
        let hands: Vec<Hand> = (0..indexes.len().max(9))
            .map(|n| {
                let some = indexes.iter().cycle().take(n);
                some.fold(Hand::EMPTY, |hand, &i| hand.add(Card::ALL[i]))
            })
            .collect();
        let mut strengths = Vec::new();
        Hand::strengths(&hands, &mut strengths);
        assert_eq!(strengths.len(), hands.len());
        assert!(strengths.iter().all(|&s| s <= handrank::Strength::MAX));
    }
    check(10_000, property as fn(AnyIndexes));
}

/// Hands of 5, 6 and 7 cards.
#[derive(Clone, Debug)]
struct ManyHands(Vec<Vec<Card>>);

impl Arbitrary for ManyHands {
    fn arbitrary(g: &mut Gen) -> ManyHands {
        let count = below(g, 40);
        ManyHands((0..count).map(|_| cards(g, 5..=7)).collect())
    }
}

/// Many hands scored at once (eight to a flush test) get the strengths
/// they get one at a time, in order, after what `out` held.
#[test]
fn many_hands_at_once_score_as_one_at_a_time() {
    fn property(ManyHands(many): ManyHands) {
        let hands: Vec<Hand> = many.iter().map(|c| Hand::from_cards(c)).collect();
        let one_at_a_time: Vec<Strength> = hands.iter().map(|h| h.strength()).collect();
        let mut out = vec![Strength::MIN];
        Hand::strengths(&hands, &mut out);
        assert_eq!(out[0], Strength::MIN);
        assert_eq!(out[1..], one_at_a_time);
    }
    check(2_000, property as fn(ManyHands));
    // Flushes in every lane and every suit.
    let flushes: Vec<Hand> = (0..64)
        .map(|i| {
            let suit = i % 4;
            let ranks = [
                i % 13,
                (i + 3) % 13,
                (i + 5) % 13,
                (i + 8) % 13,
                (i + 11) % 13,
            ];
            let mut cards: Vec<Card> = ranks.iter().map(|r| Card::ALL[4 * r + suit]).collect();
            cards.push(Card::ALL[4 * ((i + 1) % 13) + (suit + 1) % 4]);
            Hand::from_cards(&cards)
        })
        .collect();
    let mut out = Vec::new();
    Hand::strengths(&flushes, &mut out);
    assert!(out.iter().all(|s| s.category() >= Category::Flush));
    let one_at_a_time: Vec<Strength> = flushes.iter().map(|h| h.strength()).collect();
    assert_eq!(out, one_at_a_time);
}

/// A slice long enough (over a million hands) that `Hand::strengths` fetches the hands
/// ahead scores as one at a time too, to its last hand (a count that is not a multiple of
/// eight); random 5-, 6- and 7-card hands, flushes among them.
#[test]
fn a_million_hands_at_once_score_as_one_at_a_time() {
    let count = (1 << 20) + 13;
    let hands: Vec<Hand> = [5, 6, 7]
        .iter()
        .flat_map(|&cards| {
            let dealt = handrank::sample::hands(0x5eed, 0, count / 3 + 1, cards);
            dealt
                .chunks_exact(cards)
                .map(Hand::from_cards)
                .collect::<Vec<_>>()
        })
        .take(count)
        .collect();
    assert_eq!(hands.len(), count);
    let mut out = Vec::new();
    Hand::strengths(&hands, &mut out);
    let one_at_a_time: Vec<Strength> = hands.iter().map(|h| h.strength()).collect();
    assert_eq!(out, one_at_a_time);
    let flushes = out.iter().filter(|s| s.category() >= Category::Flush);
    assert!(flushes.count() > 10_000);
}

/// `Hand::from_cards` adds two cards at a time through a table of pairs: every two and
/// every three distinct cards, in every order, give the hand their cards give one at a time.
#[test]
fn from_cards_is_the_cards_one_at_a_time() {
    let one_at_a_time = |cards: &[Card]| cards.iter().fold(Hand::EMPTY, |hand, &c| hand.add(c));
    for &a in &Card::ALL {
        for &b in Card::ALL.iter().filter(|&&b| b != a) {
            assert_eq!(Hand::from_cards(&[a, b]), one_at_a_time(&[a, b]), "{a} {b}");
            for &c in Card::ALL.iter().filter(|&&c| c != a && c != b) {
                assert_eq!(Hand::from_cards(&[a, b, c]), one_at_a_time(&[a, b, c]));
            }
        }
    }
    // Any number of cards, odd or even.
    fn property(many: Vec<Card>) {
        let one_at_a_time = many.iter().fold(Hand::EMPTY, |hand, &c| hand.add(c));
        assert_eq!(
            Hand::from_cards(&many),
            one_at_a_time,
            "{} cards",
            many.len()
        );
    }
    let mut g = Gen::new(100);
    for _ in 0..2_000 {
        property(cards(&mut g, 0..=52));
    }
}

/// `Hand::from_set` adds each suit's cards from a table of its rank bits: every set of one
/// suit's cards, and random sets of any size, give the hand their cards give one at a time.
#[test]
fn from_set_is_the_cards_one_at_a_time() {
    let one_at_a_time = |set: CardSet| set.iter().fold(Hand::EMPTY, |hand, c| hand.add(c));
    for suit in 0..4 {
        for ranks in 0..1u64 << 13 {
            let set = CardSet::from_bits(ranks << (16 * suit)).unwrap();
            assert_eq!(Hand::from_set(set), one_at_a_time(set), "{set:?}");
        }
    }
    let mut g = Gen::new(100);
    for _ in 0..20_000 {
        let set: CardSet = cards(&mut g, 0..=52).into_iter().collect();
        assert_eq!(Hand::from_set(set), one_at_a_time(set), "{set:?}");
    }
}

/// `Hand::from_indices` and `CardSet::from_indices`, against a plain check: a row of bytes
/// is a hand when it has at most seven, each below 52 and none twice, and then it is the
/// hand of those cards. Every row of one, two and three bytes (three from 0-63 and four
/// bytes past), and random rows of four to eight with a repeated or off-deck byte put in
/// at random.
#[test]
fn from_indices_is_the_checked_hand_of_the_cards() {
    fn expected(row: &[u8]) -> Option<Hand> {
        let cards: Option<Vec<Card>> = row
            .iter()
            .map(|&i| Card::from_index(usize::from(i)))
            .collect();
        let cards = cards?;
        let distinct = cards.iter().collect::<std::collections::HashSet<_>>().len();
        (row.len() <= 7 && distinct == row.len()).then(|| Hand::from_cards(&cards))
    }
    let check_row = |row: &[u8]| {
        let hand = expected(row);
        assert_eq!(Hand::from_indices(row), hand, "{row:?}");
        assert_eq!(CardSet::from_indices(row), hand.map(Hand::cards), "{row:?}");
    };
    check_row(&[]);
    for a in 0..=255u8 {
        check_row(&[a]);
        for b in 0..=255u8 {
            check_row(&[a, b]);
        }
    }
    let bytes: Vec<u8> = (0..64).chain([64, 127, 128, 255]).collect();
    for &a in &bytes {
        for &b in &bytes {
            for &c in &bytes {
                check_row(&[a, b, c]);
            }
        }
    }
    let mut g = Gen::new(100);
    let mut refused = 0;
    for _ in 0..20_000 {
        let mut row: Vec<u8> = cards(&mut g, 4..=8)
            .iter()
            .map(|c| c.index() as u8)
            .collect();
        match below(&mut g, 3) {
            0 => {
                let (at, from) = (below(&mut g, row.len()), below(&mut g, row.len()));
                row[at] = row[from];
            }
            1 => {
                let at = below(&mut g, row.len());
                row[at] = 52 + below(&mut g, 204) as u8;
            }
            _ => {}
        }
        check_row(&row);
        refused += usize::from(Hand::from_indices(&row).is_none());
    }
    assert!((5_000..15_000).contains(&refused), "{refused} refused");
}

/// A sixth or seventh card can only add choices: the best hand never gets worse.
#[test]
fn adding_a_card_never_lowers() {
    fn property(Seven(cards): Seven) {
        let five = evaluate(&cards[..5]).unwrap();
        let six = evaluate(&cards[..6]).unwrap();
        let seven = evaluate(&cards).unwrap();
        assert!(five <= six && six <= seven, "{five:?} {six:?} {seven:?}");
        // Built card by card, or as two parts combined, the hand is the same.
        let board = Hand::from_cards(&cards[..5]);
        let hole = Hand::from_cards(&cards[5..]);
        assert_eq!(board.combine(hole), Hand::from_cards(&cards));
        assert_eq!(Hand::EMPTY.add(cards[0]).len(), 1);
        assert_eq!(
            Hand::from_cards(&cards).cards(),
            cards.iter().copied().collect::<CardSet>()
        );
    }
    check(10_000, property as fn(Seven));
}

/// The fast evaluator orders any two hands exactly as the naive one does.
#[test]
fn fast_orders_like_naive() {
    fn property(TwoHands(a, b): TwoHands) {
        let fast = evaluate(&a).unwrap().cmp(&evaluate(&b).unwrap());
        let slow = naive::evaluate(&a).cmp(&naive::evaluate(&b));
        assert_eq!(fast, slow, "{a:?} vs {b:?}");
        assert_eq!(
            evaluate(&a).unwrap().category().number(),
            naive::evaluate(&a).category
        );
    }
    check(10_000, property as fn(TwoHands));
}

#[test]
fn every_strength_is_in_range_and_describes_itself() {
    let hand = parse_hand("7c 5d 4h 3s 2c").expect("valid");
    let weakest = evaluate(&hand).expect("valid");
    assert_eq!(weakest.get(), 1);
    assert_eq!(weakest.category(), Category::HighCard);
    assert_eq!(handrank::Strength::new(0), None);
    assert_eq!(handrank::Strength::new(7_463), None);
}

// ---------------------------------------------------------------------------------------
// The wheel, descriptions, best five
// ---------------------------------------------------------------------------------------

#[test]
fn wheel_is_the_lowest_straight() {
    let wheel = strength("Ah 2d 3c 4s 5h");
    assert_eq!(wheel.category(), Category::Straight);
    assert_eq!(wheel.describe(), "Straight, Five high");
    assert_eq!(
        wheel.ranks(),
        [Rank::Five, Rank::Four, Rank::Three, Rank::Two, Rank::Ace]
    );
    assert!(wheel < strength("2d 3c 4s 5h 6h"), "loses to six high");
    assert!(
        wheel > strength("Ah Ad Ac Kd Qh"),
        "beats any three of a kind"
    );
    // Every other straight beats it.
    for top in 4..=12 {
        let cards: Vec<Card> = (top - 4..=top)
            .map(|r| Card::new(Rank::from_index(r).unwrap(), Suit::ALL[r % 4]))
            .collect();
        assert!(evaluate(&cards).unwrap() > wheel, "{cards:?}");
    }
}

#[test]
fn wheel_straight_flush_is_the_lowest_straight_flush() {
    let wheel = strength("Ah 2h 3h 4h 5h");
    assert_eq!(wheel.category(), Category::StraightFlush);
    assert_eq!(wheel.describe(), "Straight Flush, Five high");
    assert!(!wheel.is_royal());
    assert!(wheel < strength("2h 3h 4h 5h 6h"));
    assert!(wheel > strength("Ah Ad Ac As Kh"), "beats four aces");
    // It is the weakest straight flush: one above the best four of a kind.
    assert_eq!(wheel.get(), strength("Ah Ad Ac As Kh").get() + 1);
}

#[test]
fn ace_is_not_in_the_middle_of_a_straight() {
    assert_eq!(strength("Qs Kh Ac 2d 3s").category(), Category::HighCard);
    assert_eq!(strength("Qh Kh Ah 2h 3h").category(), Category::Flush);
    assert_eq!(strength("Js Qh Kc Ad 2s").category(), Category::HighCard);
    assert_eq!(strength("Ts Jh Qc Kd As").describe(), "Straight, Ace high");
}

#[test]
fn describe_one_hand_of_each_category() {
    let cases = [
        ("Ah Kd 9c 7s 4h", "High Card, Ace-King-Nine-Seven-Four"),
        ("Kh Kd 9c 7s 4h", "Pair, Kings, Nine-Seven-Four kickers"),
        ("Kh Kd 9c 9s Qh", "Two Pair, Kings and Nines, Queen kicker"),
        (
            "7h 7d 7c Ks 2h",
            "Three of a Kind, Sevens, King-Two kickers",
        ),
        ("9h 8d 7c 6s 5h", "Straight, Nine high"),
        ("Kd 8d 4d Td 2d", "Flush, King-Ten-Eight-Four-Two"),
        ("5s 8h 5c 8s 5d", "Full House, Fives over Eights"),
        ("Ts Tc Td 9s Th", "Four of a Kind, Tens, Nine kicker"),
        ("Ts Js Qs 9s 8s", "Straight Flush, Queen high"),
        ("Th Jh Qh Kh Ah", "Royal Flush"),
    ];
    let mut categories = Vec::new();
    for (hand, want) in cases {
        let s = strength(hand);
        assert_eq!(s.describe(), want, "{hand}");
        assert_eq!(s.to_string(), want, "Display is describe: {hand}");
        categories.push(s.category());
    }
    categories.dedup();
    assert_eq!(categories.len(), 9, "one hand of each category");
    assert_eq!(strength("Th Jh Qh Kh Ah").name(), "Royal Flush");
    assert_eq!(strength("Ts Js Qs 9s 8s").name(), "Straight Flush");
}

fn text(cards: &[Card]) -> Vec<String> {
    cards.iter().map(ToString::to_string).collect()
}

#[test]
fn best_five_examples() {
    let cases = [
        ("Kh 9c Kd 2s 9s Qh 3d", ["Kh", "Kd", "9s", "9c", "Qh"]),
        ("Ah 2d 3c 4s 5h 9d Kc", ["5h", "4s", "3c", "2d", "Ah"]),
        ("2h 9h 4h Ah 7h Kh Ks", ["Ah", "Kh", "9h", "7h", "4h"]),
        ("Qd Qc Qs 4c 4d 4s 2h", ["Qs", "Qd", "Qc", "4s", "4d"]),
        ("Th Jh Qh Kh Ah", ["Ah", "Kh", "Qh", "Jh", "Th"]),
    ];
    for (hand, want) in cases {
        let five = best_five(&parse_hand(hand).unwrap()).unwrap();
        assert_eq!(text(&five), want, "{hand}");
    }
}

#[test]
fn best_five_is_a_subset_with_the_same_strength() {
    // Every hand of 5 to 7 cards in the showdown table format's data.
    let game = data_lines(include_str!("../data/haskell_game.txt"));
    let max_rank = data_lines(include_str!("../data/haskell_maxrank.txt"));
    let lines: Vec<&str> = game
        .iter()
        .chain(&max_rank)
        .map(|line| line.split('|').next().unwrap_or("").trim())
        .filter(|line| (5..=7).contains(&line.split_whitespace().count()))
        .collect();
    assert_eq!(lines.len(), 10);
    for line in lines {
        let cards = parse_hand(line).unwrap();
        let five = best_five(&cards).unwrap();
        let s = evaluate(&cards).unwrap();
        assert_eq!(evaluate(&five).unwrap(), s, "{line}");
        assert!(five.iter().all(|c| cards.contains(c)), "{line}");
        let ranks: Vec<Rank> = five.iter().map(|c| c.rank()).collect();
        assert_eq!(ranks, s.ranks(), "ordered as compared: {line}");
    }
    assert!(best_five(&parse_cards("Ah Kh").unwrap()).is_err());
}
