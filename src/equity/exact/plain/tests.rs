//! Every game the card-by-card walk serves, against a brute-force count written plainly
//! here: every deal, every way the cards to come can fall, each hand scored by the game's
//! naive reference (which shares no code with the tables), the pot split by hand. Monte
//! Carlo must land within a few standard errors of the exact answer.

use crate::card::{Card, Rank, parse_cards};
use crate::equity::{Equity, EquityResult, Method, MonteCarlo};
use crate::{Game, badugi, lowball, naive, short_deck};

/// A hand's value in the game by its naive reference, higher better, and in stud hi-lo
/// its eight-or-better low (higher better, 0 for none).
fn naive_value(game: Game, cards: &[Card]) -> (u64, u64) {
    // The lowball references order smaller as better.
    let flip = |packed: u32| (1u64 << 32) - u64::from(packed);
    let five = || -> [Card; 5] { cards.try_into().expect("five cards") };
    let pack = |values: &[u8]| values.iter().fold(0u32, |acc, &v| acc << 4 | u32::from(v));
    match game {
        Game::SHORT_DECK => (u64::from(short_deck::naive::evaluate(cards).packed()), 0),
        Game::STUD => (u64::from(naive::evaluate(cards).packed()), 0),
        Game::STUD_HI_LO => {
            let low = lowball::naive::eight_or_better(cards).map_or(0, |low| flip(pack(&low)));
            (u64::from(naive::evaluate(cards).packed()), low)
        }
        Game::RAZZ => (flip(lowball::naive::razz(cards).unwrap().packed()), 0),
        Game::ACE_FIVE => (flip(lowball::naive::ace_five(five()).packed()), 0),
        Game::DEUCE_SEVEN => (flip(lowball::naive::deuce_seven(five()).packed()), 0),
        Game::BADUGI => {
            let best = badugi::naive::evaluate(cards);
            // More cards first, then the lower ranks read from the highest down.
            let ranks: Vec<u8> = best.ranks.iter().map(|r| 15 - r).collect();
            ((best.size as u64) << 32 | u64::from(pack(&ranks)), 0)
        }
        _ => panic!("{game} is not walked card by card"),
    }
}

/// Each player's share of one showdown: the best high takes the pot, or half of it when a
/// low qualifies; the best low the other half; ties split evenly.
fn shares(values: &[(u64, u64)]) -> Vec<f64> {
    let best_high = values.iter().map(|v| v.0).max().unwrap_or(0);
    let best_low = values.iter().map(|v| v.1).max().unwrap_or(0);
    let highs = values.iter().filter(|v| v.0 == best_high).count() as f64;
    let lows = values.iter().filter(|v| v.1 == best_low).count() as f64;
    let high_pot = if best_low > 0 { 0.5 } else { 1.0 };
    values
        .iter()
        .map(|v| {
            let mut share = 0.0;
            if v.0 == best_high {
                share += high_pot / highs;
            }
            if best_low > 0 && v.1 == best_low {
                share += 0.5 / lows;
            }
            share
        })
        .collect()
}

/// Every `k` of `cards`, in order.
fn choose(cards: &[Card], k: usize) -> Vec<Vec<Card>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for (i, &card) in cards.iter().enumerate() {
        for mut rest in choose(&cards[i + 1..], k - 1) {
            rest.insert(0, card);
            all.push(rest);
        }
    }
    all
}

/// One player as the brute force reads it: the hands the player may hold (one for stud
/// and the draws) and the cards still to come to the player.
struct Player {
    hands: Vec<Vec<Card>>,
    draw: usize,
}

/// Showdowns counted and each player's summed share, over every deal of the players'
/// hands, every draw of their cards to come (player by player) and every board.
fn brute_force(game: Game, players: &[Player], board: &[Card], dead: &[Card]) -> (u64, Vec<f64>) {
    let deck: Vec<Card> = Card::all()
        .filter(|c| game != Game::SHORT_DECK || c.rank() >= Rank::Six)
        .filter(|c| !board.contains(c) && !dead.contains(c))
        .collect();
    let need = if game == Game::SHORT_DECK {
        5 - board.len()
    } else {
        0
    };
    let mut count = 0;
    let mut total = vec![0.0; players.len()];
    // Players' hands so far, then the board.
    let mut walk = |held: Vec<Vec<Card>>, rest: Vec<Card>| {
        for more in choose(&rest, need) {
            let full_board: Vec<Card> = board.iter().chain(&more).copied().collect();
            let values: Vec<(u64, u64)> = held
                .iter()
                .map(|hand| {
                    let cards: Vec<Card> = hand.iter().chain(&full_board).copied().collect();
                    naive_value(game, &cards)
                })
                .collect();
            for (sum, share) in total.iter_mut().zip(shares(&values)) {
                *sum += share;
            }
            count += 1;
        }
    };
    // Deal each player a hand, then the cards to come, one player after another.
    fn deal(
        players: &[Player],
        held: Vec<Vec<Card>>,
        rest: Vec<Card>,
        walk: &mut dyn FnMut(Vec<Vec<Card>>, Vec<Card>),
    ) {
        let Some((player, later)) = players.split_first() else {
            return walk(held, rest);
        };
        for hand in &player.hands {
            if !hand.iter().all(|c| rest.contains(c)) {
                continue;
            }
            let left: Vec<Card> = rest.iter().filter(|c| !hand.contains(c)).copied().collect();
            for drawn in choose(&left, player.draw) {
                let after: Vec<Card> = left
                    .iter()
                    .filter(|c| !drawn.contains(c))
                    .copied()
                    .collect();
                let mut held = held.clone();
                held.push(hand.iter().chain(&drawn).copied().collect());
                deal(later, held, after, walk);
            }
        }
    }
    deal(players, Vec::new(), deck, &mut walk);
    (count, total)
}

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// A stud or draw player's known cards and the cards to come, for the brute force.
fn own(game: Game, text: &str) -> Player {
    let (known, draw) = match text.split_once('+') {
        Some((known, draw)) => (known, draw.parse().expect("a draw")),
        None => (text, game.hole_cards() - cards(text).len()),
    };
    let hand = if known.is_empty() {
        Vec::new()
    } else {
        cards(known)
    };
    Player {
        hands: vec![hand],
        draw,
    }
}

/// Exact equity equals the brute force's count for count; Monte Carlo lands within five
/// standard errors. Returns the exact result.
fn check(game: Game, texts: &[&str], players: &[Player], board: &str, dead: &str) -> EquityResult {
    let (board, dead) = (cards(board), cards(dead));
    let question = Equity::parse_game(game, texts)
        .unwrap_or_else(|e| panic!("{texts:?}: {e}"))
        .board(&board)
        .dead(&dead)
        .check()
        .unwrap_or_else(|e| panic!("{texts:?}: {e}"));
    let exact = question.exact().expect("exact");
    let (count, total) = brute_force(game, players, &board, &dead);
    assert_eq!(exact.boards, count, "{game} {texts:?}");
    for (player, sum) in exact.players.iter().zip(&total) {
        let expected = sum / count as f64;
        assert!(
            (player.equity - expected).abs() < 1e-12,
            "{game} {texts:?}: {} against {expected}",
            player.equity
        );
        assert_eq!(player.wins + player.ties + player.losses, count);
    }
    let shares: f64 = exact.players.iter().map(|p| p.equity).sum();
    assert!((shares - 1.0).abs() < 1e-12, "{game} {texts:?}");
    let mc = question
        .monte_carlo(&MonteCarlo::new().seed(11).trials(200_000))
        .expect("Monte Carlo");
    assert_eq!((mc.method, mc.boards), (Method::MonteCarlo, 200_000));
    for (mc, exact) in mc.players.iter().zip(&exact.players) {
        let error = mc.std_err.expect("a standard error");
        assert!(
            (mc.equity - exact.equity).abs() <= 5.0 * error + 1e-9,
            "{game} {texts:?}: Monte Carlo {} ± {error} against {}",
            mc.equity,
            exact.equity
        );
    }
    exact
}

fn own_check(game: Game, texts: &[&str], dead: &str) -> EquityResult {
    let players: Vec<Player> = texts.iter().map(|t| own(game, t)).collect();
    check(game, texts, &players, "", dead)
}

#[test]
fn short_deck_hands_and_ranges_against_a_brute_force() {
    let hand = |text: &str| Player {
        hands: vec![cards(text)],
        draw: 0,
    };
    let result = check(
        Game::SHORT_DECK,
        &["AhAs", "KdKc"],
        &[hand("AhAs"), hand("KdKc")],
        "Qh 7c 6d",
        "",
    );
    assert_eq!(result.boards, 29 * 28 / 2);
    // The ace plays low in A-6-7-8-9, and a flush beats a full house.
    check(
        Game::SHORT_DECK,
        &["As6d", "9c9h", "Ks Qs"],
        &[hand("As6d"), hand("9c9h"), hand("KsQs")],
        "7s 8h 9s",
        "Th",
    );
    // Ranges: card removal by the board, the dead cards and the other player.
    let pairs = |ranks: &[&str]| -> Vec<Vec<Card>> {
        let mut hands = Vec::new();
        for rank in ranks {
            let suited: Vec<String> = "cdhs".chars().map(|s| format!("{rank}{s}")).collect();
            for hand in choose(&cards(&suited.join(" ")), 2) {
                hands.push(hand);
            }
        }
        hands
    };
    let mut first = pairs(&["A"]);
    first.extend(["KsQs", "KhQh", "KdQd", "KcQc"].map(cards));
    let ranges = [
        Player {
            hands: first,
            draw: 0,
        },
        Player {
            hands: pairs(&["J", "Q", "K", "A"]),
            draw: 0,
        },
    ];
    check(
        Game::SHORT_DECK,
        &["AA,KQs", "JJ+"],
        &ranges,
        "Ts 9s 6h 7c",
        "As",
    );
}

#[test]
fn stud_games_on_sixth_street_against_a_brute_force() {
    let result = own_check(Game::STUD, &["AhKh 9s 9d 4c 2h", "QsQd Jh Tc 8c 7d"], "");
    assert_eq!(result.boards, 40 * 39);
    own_check(
        Game::STUD,
        &["AhKh 9s 9d 4c", "QsQd Jh Tc 8c 7d"],
        "2s 2d 3c",
    );
    own_check(
        Game::STUD_HI_LO,
        &["Ah2c3d 7s 8h Kc", "4h5h6h 9c Tc Jd"],
        "Qs Qh",
    );
    // Both lows can tie, and the high can split while the low scoops the other half.
    own_check(
        Game::STUD_HI_LO,
        &["Ah2c 3d 4s Kc Kd", "As2d 3c 4h Ks Qd"],
        "",
    );
    own_check(Game::RAZZ, &["Ah2c3d Kh 9s 8c", "4h5h6c 7d Qs Js"], "");
    own_check(
        Game::RAZZ,
        &["Ah2c3d 4s Qh Qd", "Ad2h3c 4d Ks Kh", "As2s 7c 8c 9d Td"],
        "5c 5d 5h",
    );
}

#[test]
fn draw_games_against_a_brute_force() {
    // Three players drawing to the same lows: three-way ties.
    own_check(
        Game::ACE_FIVE,
        &["As2d3c4h+1", "Ac2h3d4s+1", "Ad2c3h4c+1"],
        "",
    );
    own_check(Game::ACE_FIVE, &["7h6c4d2s+1", "As2d3c+2"], "Kc Kd");
    let result = own_check(Game::DEUCE_SEVEN, &["9h6c5d3s2c", "7s5h4c3d+1"], "");
    assert_eq!(result.boards, 43);
    own_check(
        Game::DEUCE_SEVEN,
        &["7s5h4c3d+1", "8h6c5d3s2c", "7c6d4h2s+1"],
        "",
    );
    own_check(Game::BADUGI, &["Ac2d3h+1", "4c5d6h7s"], "");
    own_check(Game::BADUGI, &["Ac2d+2", "Ad2c4s+1", "4d5h6c7s"], "Kh");
}

/// Short deck's AA against KK before the flop, computed two ways: the engine's walk and
/// the brute force over all 201,376 boards (`cargo test --release --lib -- --ignored`).
#[test]
#[ignore = "seconds in a release build"]
fn short_deck_aces_against_kings_preflop_two_ways() {
    let hand = |text: &str| Player {
        hands: vec![cards(text)],
        draw: 0,
    };
    let exact = check(
        Game::SHORT_DECK,
        &["AhAs", "KdKc"],
        &[hand("AhAs"), hand("KdKc")],
        "",
        "",
    );
    assert_eq!(exact.boards, 201_376);
    assert_eq!(format!("{:.3}", 100.0 * exact.players[0].equity), "74.258");
}
