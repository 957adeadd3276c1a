//! Settles a replayed hand: the main and side pots, who wins each from the cards shown
//! (through the game's own scoring, [`Game::score`]), and what each player collects.
//!
//! The pots are pokerkit's: each level of what players put in makes a pot that the
//! players still in who reached that level may win, and neighbouring pots with the same
//! players are one pot. Antes are dead money in the main pot unless the hand says
//! `ante_trimming_status = true`. A hi-lo pot is halved when one of *its* players has a
//! qualifying low, the odd chip to the high half; otherwise the high hand takes it all
//! (pokerkit 0.7.7 halves it when any player at the table has a low: that is its bug,
//! not the rule). Split pots go evenly, the odd chips to the first winner counting from
//! `p1`; neighbouring pots with the same winners are split as one (as pokerkit does). A
//! chip is the finest amount the file writes (a cent when it writes `0.50`).
//!
//! [`Game::score`]: crate::Game::score

// Players are indexed 0..n, and every per-player vector of a replay has n entries.
#![allow(clippy::indexing_slicing)]

use super::hand::{Chips, Hand};
use super::replay::{End, Replay};
use crate::card::Card;
use crate::game::Score;

/// One main or side pot and how it went.
#[derive(Clone, Debug, PartialEq)]
pub struct Pot {
    pub amount: Chips,
    /// The players who may win it (still in, and reached its level).
    pub players: Vec<usize>,
    /// Who won the high half (or all of it), and who won the low half.
    pub high: Vec<usize>,
    pub low: Vec<usize>,
}

/// What the hand's players collect.
#[derive(Clone, Debug, PartialEq)]
pub struct Settlement {
    pub pots: Vec<Pot>,
    /// What each player collects from the pots, own chips included, uncalled bets not
    /// (PHH's `winnings`).
    pub collected: Vec<Chips>,
    /// Each showing player's score (at the showdown only).
    pub scores: Vec<Option<Score>>,
}

/// The pots of a replayed hand, before anyone wins them: the levels of what players put
/// in, each open to the players still in who reached it.
pub fn pots(hand: &Hand, replay: &Replay) -> Vec<Pot> {
    let n = replay.put_in.len();
    let dead: Chips = if hand.ante_trimming {
        Chips::ZERO
    } else {
        replay.antes.iter().copied().sum()
    };
    let level_of = |i: usize| {
        if hand.ante_trimming {
            replay.put_in[i]
        } else {
            replay.put_in[i] - replay.antes[i]
        }
    };
    let levels: Vec<Chips> = (0..n).map(level_of).collect();
    let mut distinct = levels.clone();
    distinct.sort_unstable();
    distinct.dedup();
    let mut pots: Vec<Pot> = Vec::new();
    let mut previous = Chips::ZERO;
    let mut amount = dead;
    for &level in &distinct {
        for &put in &levels {
            amount += put.min(level) - put.min(previous);
        }
        let players: Vec<usize> = (0..n)
            .filter(|&i| !replay.out[i] && levels[i] >= level)
            .collect();
        while pots.last().is_some_and(|last| last.players == players) {
            amount += pots.pop().map_or(Chips::ZERO, |last| last.amount);
        }
        if amount > Chips::ZERO {
            pots.push(Pot {
                amount,
                players,
                high: Vec::new(),
                low: Vec::new(),
            });
        }
        amount = Chips::ZERO;
        previous = level;
    }
    pots
}

/// Settles the hand, or says why it cannot be (the history stops early, cards that
/// decide a pot are not shown).
pub fn settle(hand: &Hand, replay: &Replay) -> Result<Settlement, String> {
    if let End::Incomplete(reason) = &replay.end {
        return Err(reason.clone());
    }
    let n = replay.put_in.len();
    let mut pots = pots(hand, replay);
    let mut collected = vec![Chips::ZERO; n];
    let mut scores: Vec<Option<Score>> = vec![None; n];
    if replay.end == End::Showdown {
        let board: Vec<Card> = replay.board.known().collect();
        if board.len() != replay.board.len() {
            return Err("the board has unknown cards".into());
        }
        for pot in pots.iter().filter(|pot| pot.players.len() > 1) {
            for &i in &pot.players {
                if scores[i].is_some() {
                    continue;
                }
                let hole = &replay.hole[i];
                if !hole.all_known() || hole.is_empty() {
                    return Err(format!("p{}'s cards are not shown", i + 1));
                }
                let mut hole: Vec<Card> = hole.known().collect();
                // Stud's shared card (the deck too short) plays in every hand.
                let shared: &[Card] = if replay.game.has_board() {
                    &board
                } else {
                    hole.extend_from_slice(&board);
                    &[]
                };
                let score = replay
                    .game
                    .score(&hole, shared)
                    .map_err(|error| format!("p{}'s hand: {error}", i + 1))?;
                scores[i] = Some(score);
            }
        }
    }
    let chip = hand.chip().micros();
    for pot in &mut pots {
        if pot.players.is_empty() {
            return Err("a pot has no player left to win it".into());
        }
        debug_assert_eq!(pot.amount.micros() % chip, 0, "amounts are whole chips");
        let best = |key: &dyn Fn(&Score) -> Option<u32>| -> Vec<usize> {
            let keyed = |i: &usize| scores[*i].as_ref().and_then(key);
            let top = pot.players.iter().filter_map(keyed).max();
            match top {
                Some(top) => pot
                    .players
                    .iter()
                    .copied()
                    .filter(|i| keyed(i) == Some(top))
                    .collect(),
                None => Vec::new(),
            }
        };
        let (high, low) = if pot.players.len() == 1 {
            (pot.players.clone(), Vec::new())
        } else {
            let high = best(&|s| Some(u32::from(s.hand.strength())));
            let low = if replay.game.has_low() {
                best(&|s| s.low.map(|low| u32::from(low.strength())))
            } else {
                Vec::new()
            };
            (high, low)
        };
        pot.high = high;
        pot.low = low;
    }
    // Neighbouring pots with the same winners are shared out as one, so their odd chips
    // are counted together: pokerkit kills the losing hands before pushing the chips,
    // which leaves such pots with the same players, and merges them.
    let mut k = 0;
    while let Some(pot) = pots.get(k) {
        let same = pots[k..]
            .iter()
            .take_while(|other| other.high == pot.high && other.low == pot.low)
            .count();
        let units: i64 = pots[k..k + same]
            .iter()
            .map(|pot| pot.amount.micros() / chip)
            .sum();
        let low_units = if pot.low.is_empty() { 0 } else { units / 2 };
        share(&mut collected, &pot.high, units - low_units, chip);
        share(&mut collected, &pot.low, low_units, chip);
        k += same;
    }
    Ok(Settlement {
        pots,
        collected,
        scores,
    })
}

/// Splits `units` chips evenly among `winners` (in `p1` order), the odd chips to the first.
fn share(collected: &mut [Chips], winners: &[usize], units: i64, chip: i64) {
    let Some(&first) = winners.first() else {
        return;
    };
    let each = units / winners.len() as i64;
    let odd = units % winners.len() as i64;
    for &i in winners {
        collected[i] += Chips(each * chip);
    }
    collected[first] += Chips(odd * chip);
}
