use crate::sample::Generator;
use rand::{Rng, SeedableRng};

use super::*;
use crate::card::parse_cards;
use crate::game::{DealErrorKind, DealPart};

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).unwrap()
}

fn describe(hole: &str, board: &str) -> String {
    evaluate(&cards(hole), &cards(board)).unwrap().describe()
}

#[test]
fn table_bytes_are_pinned() {
    use super::tables::{
        BOARD_DISPLACE, BOARD_SLOT_ROW, FLUSH, FLUSH_ROW, HIGH, LOW, LOW_BIT, PAIR_OF_CARDS,
    };
    // 8,463 board rows and 2,288 flush rows of 91 u16s (each table padded by 330 bytes, so
    // the last row's 512-byte view fits), a u16 per 13-bit suit mask, a byte per pair of
    // low masks, the board hash's u16 displacement per bucket and row per slot, and the
    // card tables (a change here must be a decision: update docs/OMAHA.md with it).
    assert_eq!(size_of_val(&HIGH), 8_463 * 91 * 2 + 330);
    assert_eq!(size_of_val(&FLUSH_ROW), 8_192 * 2);
    assert_eq!(size_of_val(&FLUSH), 2_288 * 91 * 2 + 330);
    assert_eq!(size_of_val(&LOW), 65_536);
    assert_eq!(size_of_val(&BOARD_DISPLACE), 1_024 * 2);
    assert_eq!(size_of_val(&BOARD_SLOT_ROW), 8_192 * 2);
    assert_eq!(
        size_of_val(&PAIR_OF_CARDS) + size_of_val(&LOW_BIT),
        52 * 52 + 52
    );
    let bytes = size_of_val(&HIGH)
        + size_of_val(&FLUSH_ROW)
        + size_of_val(&FLUSH)
        + size_of_val(&LOW)
        + size_of_val(&BOARD_DISPLACE)
        + size_of_val(&BOARD_SLOT_ROW)
        + size_of_val(&PAIR_OF_CARDS)
        + size_of_val(&LOW_BIT);
    assert_eq!(bytes, 2_060_450);
    assert!(bytes <= 4_000_000);
}

#[test]
fn the_board_hash_gives_every_five_card_rank_multiset_its_row() {
    // A 5-card board finds its row through the board hash of its rank index (which the
    // proof checks through the table entries it reaches); the rows are numbered as the
    // sorted ranks number them, which exact enumeration sums as it deals.
    use super::tables::{rank_multisets, row_of_five_index, row_of_sorted, spread};
    let multisets = rank_multisets(5);
    assert_eq!(multisets.len(), 6_175);
    let mut rows = std::collections::HashSet::new();
    for ranks in multisets {
        let hand = crate::eval::Hand::from_cards(&spread(&ranks));
        let row = row_of_five_index(hand.rank_index());
        assert_eq!(row, row_of_sorted(&ranks), "{ranks:?}");
        rows.insert(row);
    }
    assert_eq!(rows.len(), 6_175);
}

#[test]
fn both_routes_to_a_boards_flush_row_agree_on_every_five_card_board() {
    // `from_cards` picks the flush row without a branch, `from_five` with one: all
    // 2,598,960 boards, 964,392 of them with a three-card suit (4 · Σ C(13,k)·C(39,5−k),
    // k = 3..5).
    let (mut boards, mut suited) = (0, 0);
    crate::enumerate::for_each(crate::enumerate::HandSize::Five, |hand, _| {
        let cards: Vec<Card> = hand.cards().iter().collect();
        let board = Board::from_five(hand);
        assert_eq!(Board::from_cards(&cards), board, "{cards:?}");
        let mut suits = [0; 4];
        for card in &cards {
            suits[card.suit() as usize] += 1;
        }
        boards += 1;
        suited += usize::from(suits.iter().any(|&n| n >= 3));
    });
    assert_eq!(boards, 2_598_960);
    assert_eq!(suited, 964_392);
}

#[test]
fn exactly_two_hole_cards_and_three_board_cards() {
    // Four hearts in the hole, three on the board: a flush, through two of them.
    assert_eq!(
        describe("Ah Kh 3h 2h", "Qh 9h 4h Tc Js"),
        "Flush, Ace-King-Queen-Nine-Four"
    );
    // Four to a flush on the board and one heart in the hole: no flush.
    assert_eq!(
        describe("Ah Kc 7d 7s", "Qh 9h 4h 2h Js"),
        "Pair, Sevens, Queen-Jack-Nine kickers"
    );
    // Four aces on a board of rags: two aces, not quads (no hold'em-style board play).
    assert_eq!(
        describe("Ah Ac Ad As", "2c 7d 9h"),
        "Pair, Aces, Nine-Seven-Two kickers"
    );
    // A board straight needs two hole cards: only one of them plays.
    assert_eq!(
        describe("Ac Kc 2d 2s", "9h Th Jd Qs 8c"),
        "Straight, Ace high"
    );
    assert_eq!(
        describe("2c 3c 4d 4s", "9h Th Jd Qs Kc"),
        "Pair, Fours, King-Queen-Jack kickers"
    );
    // Trips on the board make a full house only with a hole pair.
    assert_eq!(
        describe("Kc Kd 2s 3s", "7h 7d 7c 4s 9h"),
        "Full House, Sevens over Kings"
    );
    // Straight flush through exactly two suited hole cards.
    assert_eq!(
        describe("9s 8s Ad Ac", "7s 6s 5s Ah Kd"),
        "Straight Flush, Nine high"
    );
}

#[test]
fn lows() {
    let low_of = |hole: &str, board: &str| low(&cards(hole), &cards(board)).unwrap();
    let a = low_of("Ac 2d Kh Ks", "4h 6c 8d Qs Jh").unwrap();
    let b = low_of("Ac 2d Kh Ks", "3h 7c 8d Qs Jh").unwrap();
    assert_eq!(a.to_string(), "8-6-4-2-A");
    assert_eq!(b.to_string(), "8-7-3-2-A");
    assert!(a > b, "8-6-4-2-A beats 8-7-3-2-A");
    // The wheel is the best low; straights and flushes do not count against it.
    let wheel = low_of("Ah 2h Kc Kd", "3h 4h 5h 9c 9d").unwrap();
    assert_eq!(wheel.to_string(), "5-4-3-2-A");
    assert!(wheel > a);
    // Only two low cards on the board: no low, whatever the hole holds.
    assert_eq!(low_of("Ac 2d 3h 4s", "5h 6c Qd Ks Jh"), None);
    // Paired low cards in the hole count once.
    assert_eq!(low_of("Ac Ad Kh Ks", "2h 3c 4d Qs Jh"), None);
}

#[test]
fn bad_input_is_an_error() {
    let board = cards("2c 3d 4h");
    let kind =
        |hole: &str, board: &[Card]| evaluate(&cards(hole), board).map_err(DealError::into_kind);
    let count = |part, min, max, found| {
        Err(DealErrorKind::Count {
            part,
            min,
            max,
            found,
        })
    };
    assert_eq!(kind("Ah Kh Qh", &board), count(DealPart::Hole, 4, 6, 3));
    assert_eq!(
        kind("Ah Kh Qh Jh 9h 8h 7h", &board),
        count(DealPart::Hole, 4, 6, 7)
    );
    assert_eq!(
        kind("Ah Kh Qh Jh", &cards("2c 3d")),
        count(DealPart::Board, 3, 5, 2)
    );
    assert_eq!(
        kind("Ah Kh Qh 2c", &board),
        Err(DealErrorKind::DuplicateCard(cards("2c")[0]))
    );
    let error = low(&cards("Ah Kh Qh"), &board).unwrap_err();
    assert_eq!(error.game(), Game::OMAHA_HI_LO);
    assert_eq!(error.to_string(), "an Omaha hole has 4 to 6 cards, found 3");
}

#[test]
fn best_five_uses_two_and_three() {
    let (two, three) = best_five(&cards("Ah Kh 3h 2h"), &cards("Qh 9h 4h Tc Js")).unwrap();
    assert_eq!(two, [cards("Ah")[0], cards("Kh")[0]]);
    assert_eq!(three.map(|c| c.to_string()), ["Qh", "9h", "4h"]);
}

fn random_deal(rng: &mut Generator, holes: usize, boards: usize) -> (Vec<Card>, Vec<Card>) {
    let mut deck: Vec<Card> = Card::all().collect();
    for k in 0..holes + boards {
        let j = rng.random_range(k..52);
        deck.swap(k, j);
    }
    (deck[..holes].to_vec(), deck[holes..holes + boards].to_vec())
}

#[test]
fn random_deals_agree_with_the_naive_reference() {
    let mut rng = Generator::seed_from_u64(11);
    for holes in 4..=6 {
        for boards in 3..=5 {
            for _ in 0..400 {
                let (hole, board) = random_deal(&mut rng, holes, boards);
                let fast = evaluate(&hole, &board).unwrap();
                assert_eq!(
                    naive::value_of(fast),
                    naive::evaluate(&hole, &board),
                    "{hole:?} {board:?}"
                );
                assert_eq!(Board::from_cards(&board).strength(&hole), fast);
                let fast_low = low(&hole, &board).unwrap().map(|l| l.mask());
                assert_eq!(fast_low, naive::low(&hole, &board).map(naive::low_mask));
                let (two, three) = best_five(&hole, &board).unwrap();
                assert_eq!(
                    Hand::from_cards(&[two[0], two[1], three[0], three[1], three[2]]).strength(),
                    fast
                );
            }
        }
    }
}

/// Flush-heavy deals: hole and board mostly of one suit, where the two-and-three rule bites.
#[test]
fn suited_deals_agree_with_the_naive_reference() {
    let mut rng = Generator::seed_from_u64(12);
    let hearts: Vec<Card> = Card::all()
        .filter(|c| c.suit() == crate::Suit::Hearts)
        .collect();
    let others: Vec<Card> = Card::all()
        .filter(|c| c.suit() != crate::Suit::Hearts)
        .collect();
    for _ in 0..3_000 {
        let holes = rng.random_range(4..=6);
        let boards = rng.random_range(3..=5);
        let mut pool = hearts.clone();
        for _ in 0..rng.random_range(0..4) {
            pool.push(others[rng.random_range(0..others.len())]);
        }
        pool.sort();
        pool.dedup();
        for k in 0..holes + boards {
            let j = rng.random_range(k..pool.len());
            pool.swap(k, j);
        }
        let (hole, board) = (&pool[..holes], &pool[holes..holes + boards]);
        let fast = evaluate(hole, board).unwrap();
        assert_eq!(
            naive::value_of(fast),
            naive::evaluate(hole, board),
            "{hole:?} {board:?}"
        );
        // `evaluate` finds the board's flush row only for a hole that can use it; a
        // prepared board finds it at once.
        assert_eq!(Board::from_cards(board).strength(hole), fast);
    }
}

/// The proof's small part runs here (3- and 4-card boards, flushes, lows); `.ci/run`
/// runs it all through `handrank verify --game omaha`.
#[test]
fn verification_of_small_boards_passes() {
    let report = verify::verify(&[3, 4], 200);
    assert!(report.passed(), "{:?}", report.problems());
    // Σ C(13,k)·C(13-k,2) for k = 3, 4, 5: 286·45 + 715·36 + 1,287·28.
    assert_eq!(report.count("flush_cases"), Some(74_646));
    assert!(report.count("high_cases") > Some(2_000 * 80));
    assert_eq!(report.count("low_cases"), Some(219 * 247));
}

#[test]
fn a_board_of_any_size_is_made_without_a_panic() {
    // Only 3 to 5 cards make a board worth reading (`evaluate` checks that); any other
    // size still returns one.
    for size in [0, 1, 2, 6, 7] {
        let cards = &crate::card::Card::ALL[..size];
        let _ = Board::from_cards(cards);
    }
    // And a deal of any size is scored both ways, even six or more board cards of the
    // suit of two hole cards (a suit mask no flush row has).
    let hearts: Vec<Card> = Card::all()
        .filter(|c| c.suit() == crate::Suit::Hearts)
        .collect();
    for size in 0..=9 {
        let _ = strength(&hearts[9..], &hearts[..size]);
        let _ = strength(&hearts[..2], &hearts[2..2 + size]);
        let _ = Board::from_cards(&hearts[2..2 + size]).strength(&hearts[..2]);
    }
}
