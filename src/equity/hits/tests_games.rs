//! What a range hits in every game with a board: a brute force over every choice of five
//! cards the game allows, scored by the game's naive reference, against the engine, combo
//! by combo; known hands of short deck and Omaha; the made hands' order; errors.

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_xoshiro::Xoshiro256PlusPlus;

use super::*;
use crate::card::parse_cards;
use crate::naive::NaiveValue;
use crate::strength::Category;

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).unwrap()
}

fn set(text: &str) -> CardSet {
    cards(text).into_iter().collect()
}

/// The game's naive reference for five cards, and its category as the engine names it.
fn naive_five(game: Game, five: [Card; 5]) -> (NaiveValue, Category) {
    let short = game.deck() != CardSet::FULL;
    let value = match short {
        true => crate::short_deck::naive::evaluate_five(five),
        false => crate::naive::evaluate_five(five),
    };
    // Short deck's naive numbers put the flush (7) above the full house (6).
    let number = match (short, value.category) {
        (true, 6) => 7,
        (true, 7) => 6,
        (_, n) => n,
    };
    let category = Category::ALL
        .into_iter()
        .find(|c| c.number() == number)
        .unwrap();
    (value, category)
}

/// Every five cards the game lets a hand be: any five of hole and board, or in Omaha two
/// of the hole and three of the board.
fn choices(game: Game, hole: &[Card], board: &[Card]) -> Vec<[Card; 5]> {
    let subsets = |cards: &[Card], k: usize| -> Vec<Vec<Card>> {
        let set: CardSet = cards.iter().copied().collect();
        super::holes::tests::subsets_of(set, k)
    };
    if game.is_omaha() {
        let mut out = Vec::new();
        for two in subsets(hole, 2) {
            for three in subsets(board, 3) {
                let five: Vec<Card> = two.iter().chain(&three).copied().collect();
                out.push(five.try_into().unwrap());
            }
        }
        out
    } else {
        let all: Vec<Card> = hole.iter().chain(board).copied().collect();
        subsets(&all, 5)
            .into_iter()
            .map(|f| f.try_into().unwrap())
            .collect()
    }
}

/// The made hand by the definitions, from the best fives the naive reference finds; every
/// best five must agree on how many hole cards each paired rank takes.
fn naive_made(game: Game, hole: &[Card], board: &[Card]) -> (Made, Category) {
    let scored: Vec<_> = choices(game, hole, board)
        .into_iter()
        .map(|five| (naive_five(game, five), five))
        .collect();
    let best = scored.iter().map(|s| s.0.0).max().unwrap();
    let bests: Vec<_> = scored.iter().filter(|s| s.0.0 == best).collect();
    let category = bests[0].0.1;
    let [first, _, third, _, _] = best.ranks;
    let in_hole = |five: &[Card; 5], value: u8| {
        let of_rank = |c: &&Card| c.rank().index() as u8 + 2 == value;
        five.iter()
            .filter(of_rank)
            .filter(|c| hole.contains(c))
            .count()
    };
    let splits: Vec<(usize, usize)> = bests
        .iter()
        .map(|(_, five)| (in_hole(five, first), in_hole(five, third)))
        .collect();
    let paired = [Category::ThreeOfAKind, Category::TwoPair, Category::Pair];
    let agree = splits.windows(2).all(|w| w[0] == w[1]);
    assert!(agree || !paired.contains(&category), "{hole:?} {board:?}");
    let (a, b) = splits[0];
    let value = |r: Rank| r.index() as u8 + 2;
    let high = board.iter().map(|c| value(c.rank())).max().unwrap();
    let low = board.iter().map(|c| value(c.rank())).min().unwrap();
    let made = match category {
        Category::ThreeOfAKind => [Made::BoardTrips, Made::Trips, Made::Set][a],
        Category::TwoPair if a + b == 0 => Made::BoardTwoPair,
        Category::TwoPair => Made::TwoPair,
        Category::Pair => match a {
            0 => Made::BoardPair,
            2 if first > high => Made::Overpair,
            2 if first < low => Made::Underpair,
            1 if first == high => Made::TopPair,
            1 if first == low => Made::BottomPair,
            _ => Made::MiddlePair,
        },
        Category::StraightFlush => Made::StraightFlush,
        Category::FourOfAKind => Made::FourOfAKind,
        Category::FullHouse => Made::FullHouse,
        Category::Flush => Made::Flush,
        Category::Straight => Made::Straight,
        Category::HighCard => Made::HighCard,
    };
    (made, category)
}

/// The highest straight (its top card's value, 5 or 9 for the lowest) among `fives`.
fn best_straight(game: Game, fives: &[[Card; 5]]) -> Option<u8> {
    fives
        .iter()
        .map(|&f| naive_five(game, f).0)
        .filter(|v| v.category == 5 || v.category == 9)
        .map(|v| v.ranks[0])
        .max()
}

/// The draws by the definitions, for a hand below a straight with cards to come.
fn naive_draws(game: Game, hole: &[Card], board: &[Card], seen: CardSet) -> Vec<Draw> {
    let mut draws = Vec::new();
    let in_hand: CardSet = hole.iter().chain(board).copied().collect();
    let deck = game.deck();
    // A flush draw: one more card of a suit gives a five of one suit with a hole card.
    let flush = Suit::ALL.into_iter().any(|suit| {
        let Some(c) = deck.difference(in_hand).iter().find(|c| c.suit() == suit) else {
            return false;
        };
        let with: Vec<Card> = board.iter().copied().chain([c]).collect();
        choices(game, hole, &with).iter().any(|five| {
            five.iter().all(|x| x.suit() == suit) && five.iter().any(|x| hole.contains(x))
        })
    });
    if flush {
        draws.push(Draw::FlushDraw);
    }
    // Ranks whose one unseen card gives a straight above the board's own.
    let unseen = deck.difference(seen.union(in_hand));
    let outs = Rank::ALL
        .into_iter()
        .filter_map(|r| unseen.iter().find(|c| c.rank() == r))
        .filter(|&c| {
            let with: Vec<Card> = board.iter().copied().chain([c]).collect();
            let mine = best_straight(game, &choices(game, hole, &with));
            let alone = match game.is_omaha() || with.len() < 5 {
                true => None,
                false => best_straight(game, &choices(game, &[], &with)),
            };
            mine > alone
        })
        .count();
    match outs {
        0 => {}
        1 => draws.push(Draw::Gutshot),
        _ => draws.push(Draw::OpenEnded),
    }
    let high = board.iter().map(|c| c.rank()).max().unwrap();
    let mut over: Vec<Rank> = hole
        .iter()
        .map(|c| c.rank())
        .filter(|&r| r > high)
        .collect();
    over.sort();
    over.dedup();
    if over.len() >= 2 {
        draws.push(Draw::TwoOvercards);
    }
    draws
}

/// Seeded deals of `game`: a board of `size` cards, one dead card, and `holes` holes.
fn deal(game: Game, size: usize, holes: usize, seed: u64) -> (Vec<Card>, Vec<Card>, Vec<CardSet>) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut deck: Vec<Card> = game.deck().iter().collect();
    deck.shuffle(&mut rng);
    let (board, rest) = deck.split_at(size);
    let (dead, rest) = rest.split_at(1);
    let mut rest = rest.to_vec();
    let mut out = Vec::new();
    for _ in 0..holes {
        rest.shuffle(&mut rng);
        out.push(rest.iter().take(game.hole_cards()).copied().collect());
    }
    (board.to_vec(), dead.to_vec(), out)
}

#[test]
fn every_game_agrees_with_the_brute_force() {
    let games: Vec<Game> = Game::ALL.into_iter().filter(|g| g.has_board()).collect();
    assert_eq!(games.len(), 8);
    let mut checked = 0;
    for (g, &game) in games.iter().enumerate() {
        for size in 3..=5 {
            let holes = if game.is_omaha() { 300 } else { 400 };
            let (board_cards, dead, holes) = deal(game, size, holes, (10 * g + size) as u64);
            let board = CheckedBoard::new(game, &board_cards, &dead).unwrap();
            for hole in holes {
                let hole_cards: Vec<Card> = hole.iter().collect();
                let hit = Hit::on(hole, &board);
                let (made, category) = naive_made(game, &hole_cards, &board_cards);
                assert_eq!(hit.made, made, "{game}: {hole_cards:?} on {board_cards:?}");
                let draws = match size < 5 && category.number() < Category::Straight.number() {
                    true => naive_draws(game, &hole_cards, &board_cards, board.seen),
                    false => Vec::new(),
                };
                let found: Vec<Draw> = hit.draws.iter().collect();
                assert_eq!(found, draws, "{game}: {hole_cards:?} on {board_cards:?}");
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 3 * (2 * 400 + 6 * 300));
}

/// Every combo is in exactly one made hand: the counts sum to the combos and the weights
/// to the weight, in every game with a board.
#[test]
fn made_hands_partition_every_range() {
    let cases = [
        // 630 combos, less 3 × 35 that hold a board card, plus the 3 counted twice.
        (Game::SHORT_DECK, "random", "Ah 7c 8d", 630 - 3 * 35 + 3),
        (Game::SHORT_DECK, "TT+:0.5,AKs", "Th 9h 6c 7d", 0),
        (Game::OMAHA, "AA**,KQJT", "Ah 7h 2c", 0),
        (Game::omaha(5).unwrap(), "AKQ**ds", "Ah 7h 2c 9s", 0),
        (Game::omaha_hi_lo(6).unwrap(), "AA2345", "Ks 7h 2c 9s 3d", 0),
    ];
    for (game, range, board, combos) in cases {
        let board = cards(board);
        let hits = Hits::parse_game(game, range, &board, &[]).unwrap();
        let count: f64 = hits.made.iter().map(|m| m.combos).sum();
        let share: f64 = hits.made.iter().map(|m| m.share).sum();
        let weight = hits.weight;
        assert!(
            (count - weight).abs() < 1e-9 && (share - 1.0).abs() < 1e-12,
            "{game}"
        );
        assert_eq!(hits.made.len(), Made::ALL.len());
        if combos > 0 {
            assert_eq!(hits.combos, combos, "{game} {range}");
        }
    }
}

#[test]
fn short_deck_ranks_a_flush_above_a_full_house_and_a_low_ace_straight() {
    let game = Game::SHORT_DECK;
    let hits = Hits::parse_game(game, "random", &cards("Ah 7c 8d"), &[]).unwrap();
    let order: Vec<Made> = hits.made.iter().map(|m| m.kind).collect();
    assert_eq!(
        &order[..5],
        [
            Made::StraightFlush,
            Made::FourOfAKind,
            Made::Flush,
            Made::FullHouse,
            Made::Straight,
        ]
    );
    let hit = |hole: &str, board: &str| {
        let board = CheckedBoard::new(game, &cards(board), &[]).unwrap();
        Hit::on(set(hole), &board)
    };
    // A-6-7-8-9 is a straight; with hold'em's deck and order it is ace high.
    assert_eq!(hit("Ah 6c", "7d 8s 9h").made, Made::Straight);
    let holdem = CheckedBoard::new(Game::HOLDEM, &cards("7d 8s 9h"), &[]).unwrap();
    assert_eq!(Hit::on(set("Ah 6c"), &holdem).made, Made::HighCard);
    assert_eq!(hit("Ah Kh", "Qh 9h 7c 8h").made, Made::Flush);
    assert_eq!(hit("Ah Ac", "Ad 9h 9c").made, Made::FullHouse);
    // A-7 on 8-9-K: a six makes A-6-7-8-9, a gutshot; in hold'em, no draw.
    assert_eq!(
        hit("Ah 7c", "8d 9s Kc").draws.iter().collect::<Vec<_>>(),
        [Draw::Gutshot]
    );
    let holdem = CheckedBoard::new(Game::HOLDEM, &cards("8d 9s Kc"), &[]).unwrap();
    assert!(Hit::on(set("Ah 7c"), &holdem).draws.is_empty());
    // Its own 36 cards: 630 combos, and a card outside them is an error.
    let error = Hits::parse_game(game, "AA", &cards("5h 7c 8d"), &[]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "5h is not in the short deck, which has no 2s to 5s"
    );
    let error = Hits::parse_game(game, "AA", &cards("Ah 7c 8d"), &cards("2c")).unwrap_err();
    assert_eq!(
        error.to_string(),
        "2c is not in the short deck, which has no 2s to 5s"
    );
}

#[test]
fn omaha_plays_two_hole_cards_and_three_board_cards() {
    let hit = |game: Game, hole: &str, board: &str| {
        let board = CheckedBoard::new(game, &cards(board), &[]).unwrap();
        Hit::on(set(hole), &board)
    };
    let omaha = |hole, board| hit(Game::OMAHA, hole, board);
    // Three hearts on the board and one in the hole: no flush, and no flush draw.
    assert_eq!(omaha("Ah Kc Qd Js", "2h 5h 9h").made, Made::HighCard);
    assert!(
        !omaha("Ah Kc Qd Js", "2h 5h 9h")
            .draws
            .contains(Draw::FlushDraw)
    );
    assert_eq!(omaha("Ah Kh Qd Js", "2h 5h 9h").made, Made::Flush);
    // Two hearts on the board: a flush draw needs two in the hole.
    assert!(
        !omaha("Ah Kc Qd Js", "2h 5h 9c")
            .draws
            .contains(Draw::FlushDraw)
    );
    assert!(
        omaha("Ah Kh Qd Js", "2h 5h 9c")
            .draws
            .contains(Draw::FlushDraw)
    );
    // Four to a straight on the board with one hole card is nothing: the deuces play.
    assert_eq!(omaha("9c 2d 2s 3h", "5h 6d 7c 8s").made, Made::Underpair);
    // Trips on the board: the hole plays two kickers; quads on the board, still trips.
    assert_eq!(omaha("Ah Kc Qd Js", "7h 7c 7d").made, Made::BoardTrips);
    assert_eq!(omaha("Ah Kc Qd Js", "7h 7c 7d 7s").made, Made::BoardTrips);
    // Two pair on the board cannot both play: a board pair.
    assert_eq!(omaha("Ah Kc Qd Js", "7h 7c 5d 5s").made, Made::BoardPair);
    // A pocket pair over the board, a pair with the top board card, a set.
    assert_eq!(omaha("Ah Ac 4d 3s", "Kh 7c 5d").made, Made::Overpair);
    assert_eq!(omaha("Ah Kc 9d 3s", "Kh 7c 5d").made, Made::TopPair);
    assert_eq!(omaha("7h 7s 9d 3s", "Kh 7c 5d").made, Made::Set);
    // Hi-lo counts the high hand.
    assert_eq!(
        hit(Game::OMAHA_HI_LO, "Ah 2c 9d 3s", "Kh 7c 5d").made,
        Made::HighCard
    );
}

#[test]
fn games_without_a_board_are_refused_by_name() {
    for game in Game::ALL.into_iter().filter(|g| !g.has_board()) {
        let error = Hits::parse_game(game, "AhKd7c", &cards("Ah 7c 8d"), &[]).unwrap_err();
        let text = error.to_string();
        assert!(
            text.starts_with(&format!("{} has no board", game.title())),
            "{text}"
        );
        assert!(text.ends_with(
            "holdem, omaha, omaha5, omaha6, omaha-hilo, omaha-hilo5, omaha-hilo6, short-deck"
        ));
    }
    let error = Hits::parse_game(Game::OMAHA, "AA*", &cards("Ah 7c 8d"), &[]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "'AA*': a pattern has one rank or * per hole card: 3 here, this game deals 4"
    );
}
