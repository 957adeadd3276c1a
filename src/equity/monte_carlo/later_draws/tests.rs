//! Several draws to come: the one-draw answer, symmetry, the pat hand's loss with more
//! draws, and an independent naive simulation of the same rules.

use crate::sample::Generator;
use rand::SeedableRng;
use rand::seq::SliceRandom;

use super::run;
use crate::card::{Card, parse_cards};
use crate::equity::showdown::with_showdown;
use crate::equity::{Equity, EquityResult, Method, MonteCarlo, Setup};
use crate::{Game, Rank};

fn question(game: Game, players: &[&str], dead: &str) -> Equity {
    Equity::parse_game(game, players)
        .unwrap()
        .dead(&parse_cards(dead).unwrap())
}

/// `trials` trials of the several-draw path itself, in one chunk.
fn sampled(setup: &Setup, seed: u64, trials: u64) -> EquityResult {
    let tally = with_showdown!(setup.game, rules => run(&rules, setup, seed, trials));
    tally.result(setup, Method::MonteCarlo, Some(seed))
}

/// Whether `value` is within `sigmas` standard errors `std_err` of `expected`.
fn near(value: f64, expected: f64, std_err: f64, sigmas: f64) -> bool {
    (value - expected).abs() <= sigmas * std_err
}

#[test]
fn with_one_draw_the_path_agrees_with_the_exact_answer() {
    let cases: [(Game, &[&str], &str); 4] = [
        (Game::DEUCE_SEVEN, &["7s5h4c3d+1", "8h6c5d3s2c"], "Ks"),
        (
            Game::DEUCE_SEVEN,
            &["7s5h4d+2", "8h6c4c3c+1", "9c7c5c3d+1"],
            "",
        ),
        (Game::ACE_FIVE, &["Ah2c3d+2", "4h5h6c7d+1"], "Ks Qs"),
        (Game::BADUGI, &["Ac2d3h+1", "4s5c+2", "6h7d8c+1"], ""),
    ];
    for (game, players, dead) in cases {
        let question = question(game, players, dead).check().unwrap();
        assert_eq!(question.draws(), 1);
        let exact = question.exact().unwrap();
        let mc = sampled(&question.setup, 11, 100_000);
        for (e, m) in exact.players.iter().zip(&mc.players) {
            let se = m.std_err.unwrap().max(1e-4);
            assert!(
                near(m.equity, e.equity, se, 5.0),
                "{players:?}: {e:?} {m:?}"
            );
        }
    }
}

#[test]
fn a_symmetric_question_is_an_even_split() {
    for (game, hand) in [
        (Game::DEUCE_SEVEN, "+5"),
        (Game::ACE_FIVE, "+5"),
        (Game::BADUGI, "+4"),
    ] {
        let game = game.with_draws(3).unwrap();
        let question = question(game, &[hand, hand], "").check().unwrap();
        let result = question
            .monte_carlo(&MonteCarlo::new().seed(3).trials(100_000))
            .unwrap();
        let first = &result.players[0];
        assert!(
            near(first.equity, 0.5, first.std_err.unwrap(), 5.0),
            "{game}: {first:?}"
        );
    }
}

#[test]
fn a_pat_hand_loses_equity_to_a_one_card_draw_as_draws_go_from_one_to_three() {
    // A pat 8-6 against a one-card draw to 7-5-4-3: each later draw is one more chance.
    let equities: Vec<(f64, f64)> = (1..=3)
        .map(|draws| {
            let game = Game::DEUCE_SEVEN.with_draws(draws).unwrap();
            let question = question(game, &["8h6c4d3s2h", "7s5d4c3h+1"], "")
                .check()
                .unwrap();
            let options = MonteCarlo::new().seed(5).trials(100_000);
            let result = question.monte_carlo(&options).unwrap();
            (result.players[0].equity, result.players[0].std_err.unwrap())
        })
        .collect();
    for pair in equities.windows(2) {
        let [(before, a), (after, b)] = [pair[0], pair[1]];
        assert!(before - after > 10.0 * (a + b), "{equities:?}");
    }
    // One draw: of the 43 cards left only a deuce (three left) wins for the draw: a six
    // makes a straight, an eight 8-7, worse than 8-6.
    let (one, se) = equities[0];
    assert!(near(one, 1.0 - 3.0 / 43.0, se, 5.0), "{one}");
}

/// An independent simulation of the same rules, written for obviousness: a stub shuffled
/// by `rand`, each player's first draw in turn, then each later draw by the policy
/// restated here; thrown cards shuffled back in when the stub runs out.
fn naive_deuce_seven(players: &[(&str, usize)], draws: usize, trials: u64, seed: u64) -> Vec<f64> {
    let kept: Vec<Vec<Card>> = players
        .iter()
        .map(|(c, _)| parse_cards(c).unwrap())
        .collect();
    let live: Vec<Card> = Card::all()
        .filter(|c| !kept.iter().flatten().any(|k| k == c))
        .collect();
    let mut rng = Generator::seed_from_u64(seed);
    let mut shares = vec![0.0; players.len()];
    for _ in 0..trials {
        let mut stub = live.clone();
        stub.shuffle(&mut rng);
        let mut thrown: Vec<Card> = Vec::new();
        let take = |stub: &mut Vec<Card>, thrown: &mut Vec<Card>, rng: &mut Generator| {
            if stub.is_empty() {
                stub.append(thrown);
                stub.shuffle(rng);
            }
            stub.pop().unwrap()
        };
        let mut hands: Vec<Vec<Card>> = kept.clone();
        for (hand, &(_, draw)) in hands.iter_mut().zip(players) {
            for _ in 0..draw {
                hand.push(take(&mut stub, &mut thrown, &mut rng));
            }
        }
        for _ in 1..draws {
            for hand in &mut hands {
                let keep = naive_keep(hand);
                let out: Vec<Card> = hand.iter().filter(|c| !keep.contains(c)).copied().collect();
                *hand = keep;
                for _ in 0..out.len() {
                    hand.push(take(&mut stub, &mut thrown, &mut rng));
                }
                thrown.extend(out);
            }
        }
        let scores: Vec<_> = hands
            .iter()
            .map(|h| crate::lowball::deuce_seven(h).unwrap())
            .collect();
        let best = *scores.iter().max().unwrap();
        let winners = scores.iter().filter(|&&s| s == best).count() as f64;
        for (share, &score) in shares.iter_mut().zip(&scores) {
            if score == best {
                *share += 1.0 / winners;
            }
        }
    }
    shares.iter().map(|s| s / trials as f64).collect()
}

/// The deuce-to-seven policy restated: pat on no pair, no straight, no flush, nine or
/// lower on top; else the lowest card of each rank of eight or below (the lowest suit of
/// a pair), at most four.
fn naive_keep(hand: &[Card]) -> Vec<Card> {
    let mut cards = hand.to_vec();
    cards.sort_by_key(|c| (c.rank(), c.suit()));
    let ranks: Vec<usize> = cards.iter().map(|c| c.rank().index()).collect();
    let distinct = ranks.windows(2).all(|w| w[0] != w[1]);
    let straight = distinct && ranks[4] - ranks[0] == 4;
    let flush = cards.iter().all(|c| c.suit() == cards[0].suit());
    if distinct && !straight && !flush && cards[4].rank() <= Rank::Nine {
        return cards;
    }
    let mut keep: Vec<Card> = Vec::new();
    for card in cards {
        let new_rank = keep.iter().all(|k| k.rank() != card.rank());
        if card.rank() <= Rank::Eight && new_rank && keep.len() < 4 {
            keep.push(card);
        }
    }
    keep
}

#[test]
fn a_naive_simulation_of_the_same_rules_agrees() {
    let cases: [&[(&str, usize)]; 2] = [
        // Heads-up: the stub never runs out.
        &[("7s5d3c2h", 1), ("8h6c4d", 2)],
        // Eight players drawing whole hands three times: the stub runs out and the thrown
        // cards come back, the later players drawing from them.
        &[
            ("", 5),
            ("", 5),
            ("", 5),
            ("", 5),
            ("", 5),
            ("", 5),
            ("", 5),
            ("", 5),
        ],
    ];
    for players in cases {
        let texts: Vec<String> = players.iter().map(|(c, d)| format!("{c}+{d}")).collect();
        let game = Game::DEUCE_SEVEN.with_draws(3).unwrap();
        let question = Equity::parse_game(game, &texts).unwrap().check().unwrap();
        let trials = 40_000;
        let engine = question
            .monte_carlo(&MonteCarlo::new().seed(9).trials(trials))
            .unwrap();
        let naive = naive_deuce_seven(players, 3, trials, 17);
        for (e, &n) in engine.players.iter().zip(&naive) {
            // Both runs' errors, about equal.
            let se = e.std_err.unwrap() * 2f64.sqrt();
            assert!(
                near(e.equity, n, se, 5.0),
                "{players:?}: {} v {n}",
                e.equity
            );
        }
    }
}

#[test]
fn a_whole_hand_must_fit_in_what_a_later_draw_can_deal() {
    let game = Game::BADUGI.with_draws(2).unwrap();
    let ten = ["+4"; 10];
    let dead = "Ac Ad Ah As Kc Kd Kh Ks Qc";
    let error = question(game, &ten, dead).check().unwrap_err();
    assert_eq!(
        error.to_string(),
        "only 3 cards are left in the deck, 4 are needed to draw a whole hand in a later draw"
    );
    assert!(question(Game::BADUGI, &ten, dead).check().is_ok());
}

#[test]
fn exact_enumeration_is_refused_and_monte_carlo_chosen_with_several_draws() {
    let game = Game::DEUCE_SEVEN.with_draws(2).unwrap();
    let question = question(game, &["7s5d3c2h+1", "8h6c4d3s2c"], "")
        .check()
        .unwrap();
    assert_eq!(question.method(), Method::MonteCarlo);
    let refusal = question.check_exact().unwrap_err().to_string();
    assert!(
        refusal.starts_with("exact enumeration answers the last draw only"),
        "{refusal}"
    );
    assert_eq!(question.exact().unwrap_err().to_string(), refusal);
}
