//! All-in equity: when the betting closed for good with cards still to come, what each
//! player was expected to collect from each pot, against what the cards gave. The
//! difference, summed over a collection, is the player's luck.
//!
//! Each pot with two or more players is one question to the equity engine: those
//! players' hole cards, the board as it was, and every other known hole card dead. It is
//! counted exactly when that is cheap (the engine's estimate on one core within
//! [`EvOptions::exact_seconds`]: every hold'em all-in of up to four players, preflop
//! included), else by Monte Carlo with a standard error and a seed taken from the question
//! itself (the cards, never the file's name), so the same hand is priced the same from any
//! file, path, section or front end.
//!
//! In a draw game only an all-in just before the last draw is priced: each player's
//! kept cards drawing the number they threw, every other known card out of the stub
//! dead. The luck measured is the cards the draw dealt, the draws taken as chosen. With
//! more draws to come a player's later discards depend on the cards drawn (a strategy,
//! not a question of cards), so there is no all-in EV.

// Players are indexed 0..n, and every per-player array of a replay has n entries: a pot's
// players index them in range by construction.

use super::hand::{Cards, Chips, HandHistory};
use super::replay::Replay;
use super::settle::{Settlement, pots};
use crate::card::{Card, CardSet};
use crate::equity::{Equity, EquityError, Method, MonteCarlo};

/// How all-in equity is counted.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EvOptions {
    /// Whether to price all-ins at all (reading and settling alone is much faster).
    pub enabled: bool,
    /// Exact enumeration when the engine's estimate of its time on one core is at most
    /// this many seconds.
    pub exact_seconds: f64,
    /// Monte Carlo trials otherwise.
    pub trials: u64,
    /// Mixed into each all-in's seed (which comes from its cards).
    pub seed: u64,
}

impl Default for EvOptions {
    /// Exact up to an estimated 50 ms on one core (a heads-up preflop hold'em all-in,
    /// the most common of all, takes a few), else 20,000 trials (a standard error of
    /// about 0.3% of the pot).
    fn default() -> EvOptions {
        EvOptions {
            enabled: true,
            exact_seconds: 0.05,
            trials: 20_000,
            seed: 0,
        }
    }
}

impl EvOptions {
    /// The defaults with a caller's Monte Carlo trials and seed (fewer than one trial
    /// counts as one), as the command line's and Python's options give them.
    pub fn monte_carlo(trials: u64, seed: u64) -> EvOptions {
        EvOptions {
            trials: trials.max(1),
            seed,
            ..EvOptions::default()
        }
    }
}

/// One pot's equity at the all-in.
#[derive(Clone, Debug, PartialEq)]
pub struct PotEquity {
    pub amount: Chips,
    pub players: Vec<usize>,
    /// Each of `players`' share of the pot (hi-lo halves included).
    pub equity: Vec<f64>,
    /// Standard errors of `equity` (Monte Carlo only).
    pub std_err: Option<Vec<f64>>,
    pub method: Method,
}

/// A hand's all-in: the board when the betting closed, each pot's equity, and each
/// player's expected and actual collect.
#[derive(Clone, Debug, PartialEq)]
pub struct AllInEv {
    /// Board cards dealt when the betting closed.
    pub board: usize,
    pub pots: Vec<PotEquity>,
    /// Σ equity × pot per player.
    pub expected: Vec<Chips>,
    /// What each player collected (the settlement's), if the hand is settled.
    pub actual: Option<Vec<Chips>>,
}

/// The all-in equity of a replayed hand: `Ok(None)` without an all-in with cards to come
/// (or with pricing off), `Err` with the reason when there is one that cannot be priced
/// (a player's cards in a contested pot not known, a draw before the last, stud's shared
/// card, a question the engine refuses).
pub fn all_in_ev(
    hand: &HandHistory,
    replay: &Replay,
    settlement: Option<&Settlement>,
    options: &EvOptions,
) -> Result<Option<AllInEv>, String> {
    if !options.enabled {
        return Ok(None);
    }
    let Some(all_in) = replay.all_in.as_ref() else {
        return Ok(None);
    };
    if let Some(reason) = all_in.unpriced {
        return Err(reason.to_owned());
    }
    let n = replay.put_in.len();
    // The cards each player held at the all-in (stud deals them street by street).
    let held: Vec<Cards> = replay
        .hole
        .iter()
        .zip(&all_in.hole)
        .map(|(hole, &count)| {
            let mut cards = Cards::EMPTY;
            for card in hole.iter().take(count) {
                cards.push(card);
            }
            cards
        })
        .collect();
    // The pots as they stood: everyone in at the all-in may win (a later muck forfeits,
    // but the equity was theirs when the money went in).
    let mut then = replay.clone();
    for (i, out) in then.out.iter_mut().enumerate() {
        *out = !all_in.players.contains(i);
    }
    let board: Vec<Card> = replay
        .board
        .iter()
        .take(all_in.board)
        .collect::<Option<_>>()
        .ok_or("the board at the all-in has unknown cards")?;
    // Each player's cards as the engine holds them, where known: the cards held at the
    // all-in, or in a draw game the cards kept at the last draw and the number thrown
    // (`7s5d3c2h+1`).
    let hands: Vec<Option<(CardSet, Option<usize>)>> = match &replay.last_draw {
        _ if replay.variant.draws() == 0 => held
            .iter()
            .map(|cards| (cards.all_known() && !cards.is_empty()).then(|| (cards.set(), None)))
            .collect(),
        Some(draw) if draw.from_stub => draw
            .hands(&replay.hole)
            .into_iter()
            .map(|hand| hand.map(|(kept, thrown)| (kept.set(), Some(thrown))))
            .collect(),
        Some(_) => {
            return Err(
                "the last draw ran the stub out: the thrown cards shuffled back in \
                 are not dealt by the engine"
                    .into(),
            );
        }
        None => {
            return Err(
                "the all-in is not just before the last draw: the later discards \
                 depend on the cards drawn"
                    .into(),
            );
        }
    };
    let mut expected = vec![Chips::ZERO; n];
    let mut priced = Vec::new();
    for pot in pots(hand, &then) {
        if let Some(alone) = pot.players.only() {
            #[allow(clippy::indexing_slicing)] // a pot's player: below n
            {
                expected[alone] += pot.amount;
            }
            priced.push(PotEquity {
                amount: pot.amount,
                players: pot.players.iter().collect(),
                equity: vec![1.0],
                std_err: None,
                method: Method::Exact,
            });
            continue;
        }
        let players: Vec<(CardSet, Option<usize>)> = pot
            .players
            .iter()
            .map(|i| {
                hands.get(i).copied().flatten().ok_or_else(|| {
                    format!(
                        "{}'s cards at the all-in are not known",
                        hand.player_name(i)
                    )
                })
            })
            .collect::<Result<_, _>>()?;
        let dead: Vec<Card> = match &replay.last_draw {
            Some(draw) => draw.dead(pot.players, &replay.hole),
            None => held
                .iter()
                .enumerate()
                .filter(|&(i, _)| !pot.players.contains(i))
                .flat_map(|(_, cards)| cards.known())
                .collect(),
        };
        let refused = |error: EquityError| format!("the equity engine refuses the all-in: {error}");
        let question = Equity::of_hands(replay.game, &players)
            .map_err(refused)?
            .board(&board)
            .dead(&dead)
            .check()
            .map_err(refused)?;
        let one_core = question.exact_cost() / replay.game.speeds().exact;
        let result = if one_core <= options.exact_seconds {
            question.exact()
        } else {
            let trials = MonteCarlo::new()
                .seed(options.seed ^ question_seed(&players, &board, &dead))
                .trials(options.trials);
            question.monte_carlo(&trials)
        }
        .map_err(refused)?;
        let equity: Vec<f64> = result.players.iter().map(|p| p.equity).collect();
        for (i, &share) in pot.players.iter().zip(&equity) {
            #[allow(clippy::indexing_slicing)] // a pot's player: below n
            {
                expected[i] += Chips::from_f64(share * pot.amount.to_f64());
            }
        }
        priced.push(PotEquity {
            amount: pot.amount,
            players: pot.players.iter().collect(),
            // Monte Carlo's standard errors (an exact count has none).
            std_err: result.players.iter().map(|p| p.std_err).collect(),
            equity,
            method: result.method,
        });
    }
    Ok(Some(AllInEv {
        board: all_in.board,
        pots: priced,
        expected,
        actual: settlement.map(|s| s.collected.to_vec()),
    }))
}

/// A seed from the question itself (FNV-1a over each player's cards and cards to come,
/// the board and the dead cards), so the same all-in gets the same price wherever its
/// hand is read.
fn question_seed(players: &[(CardSet, Option<usize>)], board: &[Card], dead: &[Card]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut mix = |word: u64| {
        for byte in word.to_le_bytes() {
            hash = (hash ^ u64::from(byte)).wrapping_mul(0x100_0000_01b3);
        }
    };
    for &(cards, to_come) in players {
        mix(cards.bits());
        mix(to_come.map_or(u64::MAX, |n| n as u64));
    }
    for cards in [board, dead] {
        mix(cards.iter().copied().collect::<CardSet>().bits());
        mix(cards.len() as u64);
    }
    hash
}
