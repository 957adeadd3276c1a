//! What a range hits: one hand-picked combo and board per made hand and per draw, known
//! counts, errors, and properties over random boards (the made hands partition the range
//! and agree with the naive evaluator and an independent rank count).

use quickcheck::{Arbitrary, Gen, QuickCheck};

use super::*;
use crate::card::parse_cards;
use crate::naive;

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).unwrap()
}

fn combo(text: &str) -> Combo {
    let [a, b] = cards(text)[..] else {
        panic!("{text} is not two cards")
    };
    Combo::new(a, b).unwrap()
}

fn hit(hole: &str, board: &str) -> Hit {
    Hit::of(combo(hole), &cards(board), &[]).unwrap()
}

fn draws(hole: &str, board: &str) -> Vec<Draw> {
    hit(hole, board).draws.iter().collect()
}

fn hits(range: &str, board: &str) -> Hits {
    Hits::of(&Range::parse(range).unwrap(), &cards(board), &[]).unwrap()
}

#[test]
fn one_combo_per_made_hand() {
    let cases = [
        ("9h 8h", "Th Jh Qh 2c", Made::StraightFlush),
        ("Ah 2h", "3h 4h 5h", Made::StraightFlush),
        ("7c 7d", "7h 7s 2c", Made::FourOfAKind),
        ("7c 2d", "7h 7s 2c", Made::FullHouse),
        ("Kc Kd", "Kh 7s 7c", Made::FullHouse),
        ("Ah 3h", "Kh 7h 2h", Made::Flush),
        ("9c 8d", "Th Jh Qc", Made::Straight),
        ("Ac 2d", "3h 4s 5c", Made::Straight), // the wheel
        ("Ac Kd", "Qh Js Tc", Made::Straight), // ace high
        ("7c 7d", "Kh 7s 2c", Made::Set),
        ("Ac 7d", "Kh 7s 7c", Made::Trips),
        ("Ac Qd", "7h 7s 7c", Made::BoardTrips),
        ("Kc 7d", "Kh 7s 2c", Made::TwoPair),
        ("Ac 7d", "Kh Ks 7c", Made::TwoPair), // a board pair and a paired hole card
        ("2c 2d", "Kh Ks 7c", Made::TwoPair), // a pocket pair and a board pair
        ("Ac Qd", "Kh Ks 7c 7d", Made::BoardTwoPair),
        ("2c 2d", "Kh Ks 7c 7d", Made::BoardTwoPair), // the deuces are counterfeited
        ("Ac Ad", "Kh 7s 2c", Made::Overpair),
        ("Ac Kd", "Kh 7s 2c", Made::TopPair),
        ("Ac 7d", "Kh 7s 2c", Made::MiddlePair),
        ("8c 8d", "Kh 7s 2c", Made::MiddlePair), // a pocket pair between the top and bottom
        ("5c 5d", "Kh 7s 2c", Made::MiddlePair),
        ("Ac 9d", "Kh Ts 9c 4d 2h", Made::MiddlePair), // the river's second-lowest rank
        ("Ac 2d", "Kh 7s 2c", Made::BottomPair),
        ("Ac 2d", "Kh 7s 2c 9d", Made::BottomPair),
        ("3c 3d", "Kh 7s 4c", Made::Underpair),
        ("Ac Qd", "Kh Ks 7c", Made::BoardPair),
        ("Ac Qd", "Kh 9s 7c", Made::HighCard),
    ];
    for (hole, board, made) in cases {
        assert_eq!(hit(hole, board).made, made, "{hole} on {board}");
    }
    // Every made hand is shown by some case.
    for made in Made::ALL {
        assert!(cases.iter().any(|c| c.2 == made), "{made:?} has no case");
    }
}

#[test]
fn known_counts() {
    // AA on K72 rainbow: all six combos are overpairs.
    let aa = hits("AA", "Kd 7c 2h");
    assert_eq!(aa.combos, 6);
    assert_eq!(aa.made(Made::Overpair).combos, 6.0);
    assert_eq!(aa.made(Made::Overpair).share, 1.0);
    // KK on the same board: the Kd is gone, three sets are left.
    let kk = hits("KK", "Kd 7c 2h");
    assert_eq!(kk.combos, 3);
    assert_eq!(kk.made(Made::Set).combos, 3.0);
    // AK on K72: 12 of the 16 combos are left (the board's king takes 4); all top pair.
    let ak = hits("AK", "Kd 7c 2h");
    assert_eq!(ak.combos, 12);
    assert_eq!(ak.made(Made::TopPair).combos, 12.0);
    // QQ+,AKs on Qh 7h 2c: QQ has 3 sets, KK and AA 12 overpairs, AKs 4 high cards of
    // which AhKh has the flush draw; all four AKs are two overcards.
    let h = hits("QQ+,AKs", "Qh 7h 2c");
    assert_eq!(h.combos, 19);
    assert_eq!(h.made(Made::Set).combos, 3.0);
    assert_eq!(h.made(Made::Overpair).combos, 12.0);
    assert_eq!(h.made(Made::HighCard).combos, 4.0);
    assert_eq!(h.draw(Draw::FlushDraw).combos, 1.0);
    assert_eq!(h.draw(Draw::TwoOvercards).combos, 4.0);
    assert!((h.made(Made::Overpair).share - 12.0 / 19.0).abs() < 1e-15);
}

#[test]
fn flush_draws() {
    // AhKh on Qh Jh 2c: a flush draw, a gutshot (a ten) and two overcards.
    assert_eq!(
        draws("Ah Kh", "Qh Jh 2c"),
        [Draw::FlushDraw, Draw::Gutshot, Draw::TwoOvercards]
    );
    // One hole card of a monotone flop's suit is a flush draw too.
    assert!(draws("Ah 2c", "Kh 9h 5h").contains(&Draw::FlushDraw));
    // Four of a suit on the board: one hole card of it is a flush, none is no draw.
    assert_eq!(hit("Qh 3c", "Ah Kh 7h 2h").made, Made::Flush);
    assert!(!draws("Qc Jd", "Ah Kh 7h 2h").contains(&Draw::FlushDraw));
    // Three of a suit on the flop and none in the hole: no draw.
    assert!(!draws("Ac Kd", "Qh 7h 2h").contains(&Draw::FlushDraw));
    // Three of a suit in all is a backdoor draw: not counted.
    assert!(!draws("Ah Kh", "Qh Jc 2c").contains(&Draw::FlushDraw));
    // A flush draw on the turn.
    assert!(draws("Ah 3h", "Kh 9h 5c 2d").contains(&Draw::FlushDraw));
}

#[test]
fn straight_draws() {
    // Open-ended: 9-8 on T-7-2 (a jack or a six); J-T on 9-8-2 (a queen or a seven,
    // and both cards over the board).
    assert_eq!(draws("9c 8d", "Ts 7h 2c"), [Draw::OpenEnded]);
    assert_eq!(
        draws("Jc Td", "9s 8h 2c"),
        [Draw::OpenEnded, Draw::TwoOvercards]
    );
    // A double gutshot counts as open-ended: 9-7 on J-8-5 (a ten or a six).
    assert_eq!(draws("9c 7d", "Js 8h 5c"), [Draw::OpenEnded]);
    // Gutshots: 9-8 on J-7-2 (a ten), and ace-high: A-K on Q-J-2 (a ten).
    assert_eq!(draws("9c 8d", "Js 7h 2c"), [Draw::Gutshot]);
    assert!(draws("Ac Kd", "Qs Jh 2c").contains(&Draw::Gutshot));
    // Wheel draws: A-2 on 3-4-K needs a five; 2-3 on 4-5-K takes an ace or a six.
    assert_eq!(draws("Ac 2d", "3s 4h Kc"), [Draw::Gutshot]);
    assert_eq!(draws("2c 3d", "4s 5h Kc"), [Draw::OpenEnded]);
    // A-K-Q-J needs a ten only: one rank, a gutshot, though four cards are in a row.
    assert_eq!(
        draws("Ac Kd", "Qs Jh 4c"),
        [Draw::Gutshot, Draw::TwoOvercards]
    );
    // A straight on the board with the next card is no draw: A-2 on 6-7-8-9 (a five or a
    // ten is the board's straight), 4-2 on 6-7-8-9 (4-8 with a five loses to 5-9).
    assert_eq!(draws("Ac 2d", "6s 7h 8c 9d"), []);
    assert_eq!(draws("4c 2d", "6s 7h 8c 9d"), []);
    // One hole card that makes the higher straight is a draw: T-2 on 6-7-8-9 is made;
    // J-2 on 7-8-9-K takes a ten (J high); on 6-7-8-9 the jack needs a ten too.
    assert_eq!(hit("Tc 2d", "6s 7h 8c 9d").made, Made::Straight);
    assert_eq!(draws("Jc 2d", "7s 8h 9c Kd"), [Draw::Gutshot]);
}

#[test]
fn dead_cards_are_no_outs() {
    let board = cards("9s 8h 2c");
    let jt = combo("Jc Td");
    assert!(
        Hit::of(jt, &board, &[])
            .unwrap()
            .draws
            .contains(Draw::OpenEnded)
    );
    // With every seven dead only a queen is left: a gutshot.
    let sevens = cards("7c 7d 7h 7s");
    let hit = Hit::of(jt, &board, &sevens).unwrap();
    assert_eq!(
        hit.draws.iter().collect::<Vec<_>>(),
        [Draw::Gutshot, Draw::TwoOvercards]
    );
}

#[test]
fn overcards() {
    assert_eq!(draws("Ac Qd", "Js 7h 2c"), [Draw::TwoOvercards]);
    // One card above the board is not two overcards; nor is an overpair.
    assert_eq!(draws("Ac 5d", "Js 7h 2c"), []);
    assert_eq!(hit("Ac Ad", "Js 7h 2c").draws, Draws::NONE);
    // A board pair leaves the hole cards over it.
    let paired = hit("Ac Kd", "Js Jh 2c");
    assert_eq!(paired.made, Made::BoardPair);
    assert!(paired.draws.contains(Draw::TwoOvercards));
}

#[test]
fn made_straights_and_rivers_have_no_draws() {
    // A straight with a flush draw on the board still shows no draw.
    assert_eq!(hit("9h 8h", "Th Jh Qc").draws, Draws::NONE);
    // The river: no draws at all, and no draw counts.
    assert_eq!(hit("Ah Kh", "Qh Jh 2c 3d 4s").draws, Draws::NONE);
    let river = hits("AKs", "Qh Jh 2c 3d 4s");
    assert!(river.draws.is_empty());
    assert_eq!(river.draw(Draw::FlushDraw).combos, 0.0);
}

#[test]
fn errors_name_the_card() {
    let range = Range::parse("AA").unwrap();
    let err = |board: &str, dead: &str| Hits::of(&range, &cards(board), &cards(dead));
    assert_eq!(
        err("Ah Kd", "").unwrap_err(),
        HitsError::BoardSize { found: 2 }
    );
    assert_eq!(
        err("Ah Kd 2c 3c 4c 5c", "").unwrap_err().to_string(),
        "6 board cards given: give 3 (flop), 4 (turn) or 5 (river)"
    );
    assert_eq!(
        err("Kd 7c 2h", "7c").unwrap_err().to_string(),
        "7c is on the board and dead"
    );
    let twice = Hits::of(&range, &[cards("Kd")[0]; 3], &[]).unwrap_err();
    assert_eq!(twice.to_string(), "Kd is on the board twice");
    let gone = Hits::of(&range, &cards("Ac Ad 2c"), &cards("Ah")).unwrap_err();
    assert_eq!(
        gone.to_string(),
        "every combo of 'AA' uses a card that is on the board or dead"
    );
    let in_hand = Hit::of(combo("Ah Kd"), &cards("Kd 7c 2h"), &[]).unwrap_err();
    assert_eq!(in_hand.to_string(), "Kd is on the board and in the hand");
}

/// The made hand from rank counts alone, by the definitions, without the evaluator's
/// ranks: for hands the naive evaluator puts in one pair, two pair or three of a kind.
fn made_by_counts(hole: [Card; 2], board: &[Card], category: u8) -> Option<Made> {
    let count = |r: Rank, cards: &[Card]| cards.iter().filter(|c| c.rank() == r).count();
    let all: Vec<Card> = board.iter().copied().chain(hole).collect();
    let with = |n: usize| -> Vec<Rank> {
        let mut ranks: Vec<Rank> = Rank::ALL
            .into_iter()
            .filter(|&r| count(r, &all) == n)
            .collect();
        ranks.reverse();
        ranks
    };
    let (high, low) = (
        board.iter().map(|c| c.rank()).max()?,
        board.iter().map(|c| c.rank()).min()?,
    );
    Some(match category {
        4 => match count(with(3)[0], &hole) {
            2 => Made::Set,
            1 => Made::Trips,
            _ => Made::BoardTrips,
        },
        3 => {
            let pairs = with(2);
            match count(pairs[0], &hole) + count(pairs[1], &hole) {
                0 => Made::BoardTwoPair,
                _ => Made::TwoPair,
            }
        }
        2 => {
            let p = with(2)[0];
            match count(p, &hole) {
                0 => Made::BoardPair,
                2 if p > high => Made::Overpair,
                2 if p < low => Made::Underpair,
                1 if p == high => Made::TopPair,
                1 if p == low => Made::BottomPair,
                _ => Made::MiddlePair,
            }
        }
        _ => return None,
    })
}

/// A shuffled deck, a board of 3 to 5 cards and up to 3 dead cards from its top, and which
/// of the 1,326 combos a random range keeps.
#[derive(Clone, Debug)]
struct RandomSpot {
    deck: Vec<Card>,
    board_len: usize,
    dead_len: usize,
    keep: Vec<bool>,
}

impl Arbitrary for RandomSpot {
    fn arbitrary(g: &mut Gen) -> RandomSpot {
        let mut deck = Card::ALL.to_vec();
        for i in (1..deck.len()).rev() {
            deck.swap(i, usize::arbitrary(g) % (i + 1));
        }
        RandomSpot {
            deck,
            board_len: 3 + usize::arbitrary(g) % 3,
            dead_len: usize::arbitrary(g) % 4,
            keep: (0..1326).map(|_| bool::arbitrary(g)).collect(),
        }
    }
}

/// On any board, with any dead cards, the made hands of a random range partition it
/// (shares sum to 1, counts to the combos left), every combo's made hand has the naive
/// evaluator's category and the split the rank counts give, and every draw is one a card
/// still unseen could complete.
#[test]
fn made_hands_partition_the_range() {
    QuickCheck::new()
        .tests(200)
        .quickcheck(made_hands_partition as fn(RandomSpot));
}

fn made_hands_partition(spot: RandomSpot) {
    let RandomSpot {
        deck,
        board_len,
        dead_len,
        keep,
    } = spot;
    let board = &deck[..board_len];
    let dead = &deck[board_len..board_len + dead_len];
    let random = Range::parse("random").unwrap();
    let range = random.filtered(|c| keep[random.combos().iter().position(|&x| x == c).unwrap()]);
    if range.is_empty() {
        return;
    }
    let seen: CardSet = board.iter().chain(dead).copied().collect();
    let left: Vec<Combo> = range
        .combos()
        .iter()
        .copied()
        .filter(|c| c.set().intersection(seen).is_empty())
        .collect();
    let result = Hits::of(&range, board, dead);
    if left.is_empty() {
        assert!(
            matches!(result, Err(HitsError::EmptyRange { .. })),
            "{:?}",
            result
        );
        return;
    }
    let hits = result.unwrap();
    assert_eq!(hits.combos, left.len());
    assert_eq!(hits.weight, left.len() as f64);
    let total: f64 = hits.made.iter().map(|c| c.combos).sum();
    let shares: f64 = hits.made.iter().map(|c| c.share).sum();
    assert_eq!(total, left.len() as f64);
    assert!((shares - 1.0).abs() < 1e-9);
    assert_eq!(hits.draws.is_empty(), board_len == 5);

    let mut made_counts = [0usize; Made::ALL.len()];
    let mut draw_counts = [0usize; Draw::ALL.len()];
    for &c in &left {
        let hit = Hit::of(c, board, dead).unwrap();
        made_counts[hit.made as usize] += 1;
        for d in hit.draws.iter() {
            draw_counts[d as usize] += 1;
        }
        let hole = c.cards();
        let all: Vec<Card> = board.iter().copied().chain(hole).collect();
        let category = naive::evaluate(&all).category;
        assert_eq!(
            hit.made.category().number(),
            category,
            "{} on {:?}",
            c,
            board
        );
        if let Some(made) = made_by_counts(hole, board, category) {
            assert_eq!(hit.made, made, "{} on {:?}", c, board);
        }
        // Draws: only below a straight, and each completed by some unseen card.
        if hit.draws.is_empty() {
            continue;
        }
        assert!(board_len < 5 && category < 5);
        assert!(!(hit.draws.contains(Draw::OpenEnded) && hit.draws.contains(Draw::Gutshot)));
        let unseen = || Card::all().filter(|&x| !seen.contains(x) && !c.set().contains(x));
        let best_with = |x: Card| {
            let mut more = all.clone();
            more.push(x);
            naive::evaluate(&more)
        };
        if hit.draws.contains(Draw::FlushDraw) {
            assert!(unseen().any(|x| best_with(x).category >= 6));
        }
        for straight_draw in [Draw::OpenEnded, Draw::Gutshot] {
            if hit.draws.contains(straight_draw) {
                assert!(unseen().any(|x| best_with(x).category == 5 || best_with(x).category == 9));
            }
        }
        if hit.draws.contains(Draw::TwoOvercards) {
            assert!(
                hole.iter()
                    .all(|h| board.iter().all(|b| h.rank() > b.rank()))
            );
        }
    }
    for made in Made::ALL {
        assert_eq!(hits.made(made).combos, made_counts[made as usize] as f64);
    }
    for draw in Draw::ALL {
        if board_len < 5 {
            assert_eq!(hits.draw(draw).combos, draw_counts[draw as usize] as f64);
        }
    }
}
#[test]
fn counts_and_shares_are_weighted() {
    // AA at weight 1 and KQs at 0.5 on Jd Tc 2h: 6 overpairs, and four KQs weighing 2
    // with an open-ended draw (an ace or a nine) and two overcards.
    let aa = Range::parse("AA").unwrap();
    let kq = Range::parse("KQs").unwrap();
    let weighted = aa
        .combos()
        .iter()
        .map(|&c| (c.set(), 1.0))
        .chain(kq.combos().iter().map(|&c| (c.set(), 0.5)));
    let board = CheckedBoard::new(Game::HOLDEM, &cards("Jd Tc 2h"), &[]).unwrap();
    let hits = Hits::weighted("AA,KQs:0.5", weighted, &board).unwrap();
    assert_eq!(hits.combos, 10);
    assert_eq!(hits.weight, 8.0);
    assert_eq!(hits.made(Made::Overpair).combos, 6.0);
    assert_eq!(hits.made(Made::Overpair).share, 0.75);
    assert_eq!(hits.made(Made::HighCard).combos, 2.0);
    assert_eq!(hits.draw(Draw::OpenEnded).combos, 2.0);
    assert_eq!(hits.draw(Draw::OpenEnded).share, 0.25);
    assert_eq!(hits.draw(Draw::TwoOvercards).share, 0.25);
    // Nothing left to share: an error, not a share of 0/0.
    let zero = kq.combos().iter().map(|&c| (c.set(), 0.0));
    let none = Hits::weighted("KQs:0", zero, &board).unwrap_err();
    assert_eq!(none.to_string(), "every combo of 'KQs:0' left has weight 0");
}
