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

// Players are indexed 0..n, and every per-player array of a replay has n entries: a pot's
// players index them in range by construction.

use super::hand::{Cards, Chips, HandHistory};
use super::per_player::{PerPlayer, Seats};
use super::replay::{End, Replay, Unfinished};
use crate::DealError;
use crate::card::{Card, Rank, Suit};
use crate::game::Score;

/// Why a replayed hand cannot be settled.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SettleError {
    #[error("{0}")]
    Unfinished(Unfinished),
    #[error("a pot has no player left to win it")]
    NoWinner,
    #[error("the board is run more than once without an all-in")]
    RunWithoutAllIn,
    /// A further run (`run` counts from 1, the hand's own board) with a board of another size.
    #[error("run {run} deals {cards} board cards where the first deals {first}")]
    RunSize {
        run: usize,
        cards: usize,
        first: usize,
    },
    #[error("run {run} deals {card}, a card already dealt")]
    RunDealtTwice { run: usize, card: Card },
    #[error("the board has unknown cards")]
    BoardUnknown,
    /// Cards that decide a pot, not shown: the player as the file names them.
    #[error("{player}'s cards are not shown")]
    NotShown { player: String },
    #[error("{player}'s hand: {reason}")]
    NotAHand { player: String, reason: DealError },
}

/// One main or side pot and how it went.
#[derive(Clone, Debug, PartialEq)]
pub struct Pot {
    pub amount: Chips,
    /// The players who may win it (still in, and reached its level).
    pub players: Seats,
    /// Who won the high half (or all of it), and who won the low half.
    pub high: Seats,
    pub low: Seats,
}

/// What the hand's players collect.
#[derive(Clone, Debug, PartialEq)]
pub struct Settlement {
    pub pots: Vec<Pot>,
    /// What each player collects from the pots, own chips included, uncalled bets not
    /// (PHH's `winnings`).
    pub collected: PerPlayer<Chips>,
    /// Each showing player's score (at the showdown only).
    pub scores: PerPlayer<Option<Score>>,
}

/// The pots of a replayed hand, before anyone wins them: the levels of what players put
/// in, each open to the players still in who reached it.
pub fn pots(hand: &HandHistory, replay: &Replay) -> Vec<Pot> {
    let mut pots = Vec::new();
    pots_into(hand, replay, &mut pots);
    pots
}

/// [`pots`] into `pots` (emptied first): a run settling hand after hand reuses one list.
fn pots_into(hand: &HandHistory, replay: &Replay, pots: &mut Vec<Pot>) {
    let dead: Chips = if hand.ante_trimming {
        Chips::ZERO
    } else {
        replay.antes.iter().copied().sum()
    };
    let levels: PerPlayer<Chips> = replay
        .put_in
        .iter()
        .zip(&replay.antes)
        .map(|(&put, &ante)| if hand.ante_trimming { put } else { put - ante })
        .collect();
    let mut sorted = levels;
    sorted.sort_unstable();
    // At most one pot a level: room for them all at once, never a pot moved by a regrowth.
    pots.clear();
    pots.reserve(levels.len());
    let mut previous = Chips::ZERO;
    let mut amount = dead;
    for (k, &level) in sorted.iter().enumerate() {
        if k > 0 && level == previous {
            continue;
        }
        for &put in &levels {
            amount += put.min(level) - put.min(previous);
        }
        let players: Seats = levels
            .iter()
            .zip(&replay.out)
            .enumerate()
            .filter(|&(_, (&reached, &out))| !out && reached >= level)
            .map(|(i, _)| i)
            .collect();
        while pots.last().is_some_and(|last| last.players == players) {
            amount += pots.pop().map_or(Chips::ZERO, |last| last.amount);
        }
        if amount > Chips::ZERO {
            pots.push(Pot {
                amount,
                players,
                high: Seats::EMPTY,
                low: Seats::EMPTY,
            });
        }
        amount = Chips::ZERO;
        previous = level;
    }
}

/// Settles the hand, or says why it cannot be (the history stops early, cards that
/// decide a pot are not shown). A board run more than once ([`HandHistory::runs`]) splits
/// each pot evenly between the runs, the odd chips to the first, and each part goes by its
/// own board; the pots' winners and the scores reported are the first run's.
pub fn settle(hand: &HandHistory, replay: &Replay) -> Result<Settlement, SettleError> {
    settle_reusing(hand, replay, Vec::new())
}

/// [`settle`], its pots in `pots` (a list the last hand's settlement left, reused).
pub(super) fn settle_reusing(
    hand: &HandHistory,
    replay: &Replay,
    mut pots: Vec<Pot>,
) -> Result<Settlement, SettleError> {
    if let End::Incomplete(stop) = &replay.end {
        return Err(SettleError::Unfinished(stop.clone()));
    }
    let n = replay.put_in.len();
    pots_into(hand, replay, &mut pots);
    let mut collected = PerPlayer::filled(n, Chips::ZERO);
    let further = further_boards(hand, replay)?;
    let runs = 1 + further.len() as i64;
    let chip = hand.chip().micros();
    if pots.iter().any(|pot| pot.players.is_empty()) {
        return Err(SettleError::NoWinner);
    }
    let mut first_scores = None;
    for (run, board) in std::iter::once(&replay.board).chain(&further).enumerate() {
        let scores = if replay.end == End::Showdown {
            scores(hand, replay, &pots, board)?
        } else {
            PerPlayer::filled(n, None)
        };
        // One pot at most a level of what the players put in: one a player at most.
        let winners: PerPlayer<(Seats, Seats)> = pots
            .iter()
            .map(|pot| winners(replay, pot, &scores))
            .collect();
        // A pot's units for this run: an even share, the odd ones to the first run.
        let units = |pot: &Pot| {
            debug_assert_eq!(pot.amount.micros() % chip, 0, "amounts are whole chips");
            let units = pot.amount.micros() / chip;
            units / runs + if run == 0 { units % runs } else { 0 }
        };
        // Neighbouring pots with the same winners are shared out as one, so their odd
        // chips are counted together: pokerkit kills the losing hands before pushing the
        // chips, which leaves such pots with the same players, and merges them.
        let mut start = 0;
        while let Some((high, low)) = winners.get(start) {
            let same = winners
                .get(start..)
                .unwrap_or_default()
                .iter()
                .take_while(|w| w.0 == *high && w.1 == *low)
                .count();
            let units: i64 = pots
                .get(start..start + same)
                .unwrap_or_default()
                .iter()
                .map(units)
                .sum();
            let low_units = if low.is_empty() { 0 } else { units / 2 };
            share(&mut collected, *high, units - low_units, chip);
            share(&mut collected, *low, low_units, chip);
            start += same;
        }
        if run == 0 {
            for (pot, &(high, low)) in pots.iter_mut().zip(&winners) {
                pot.high = high;
                pot.low = low;
            }
            first_scores = Some(scores);
        }
    }
    Ok(Settlement {
        pots,
        collected,
        scores: first_scores.unwrap_or_else(|| PerPlayer::filled(n, None)),
    })
}

/// The board of each further run (the board at the all-in and that run's cards), each
/// card dealt once; none (and nothing allocated) when the board was run once.
fn further_boards(hand: &HandHistory, replay: &Replay) -> Result<Vec<Cards>, SettleError> {
    let mut boards = Vec::new();
    if hand.runs.is_empty() {
        return Ok(boards);
    }
    let Some(all_in) = &replay.all_in else {
        return Err(SettleError::RunWithoutAllIn);
    };
    let mut seen = replay.board.set();
    for hole in &replay.hole {
        seen = seen.union(hole.set());
    }
    for (run, cards) in hand.runs.iter().enumerate() {
        let mut board = Cards::EMPTY;
        for card in replay.board.iter().take(all_in.board).chain(cards.iter()) {
            board.push(card);
        }
        if board.len() != replay.board.len() {
            return Err(SettleError::RunSize {
                run: run + 2,
                cards: board.len(),
                first: replay.board.len(),
            });
        }
        for card in cards.known() {
            if seen.contains(card) {
                return Err(SettleError::RunDealtTwice { run: run + 2, card });
            }
            seen.insert(card);
        }
        boards.push(board);
    }
    Ok(boards)
}

/// Each contested pot's players' scores on `board` (an error names the player as the
/// file does).
fn scores(
    hand: &HandHistory,
    replay: &Replay,
    pots: &[Pot],
    board: &Cards,
) -> Result<PerPlayer<Option<Score>>, SettleError> {
    let mut scores: PerPlayer<Option<Score>> = PerPlayer::filled(replay.put_in.len(), None);
    let mut buffer = [SPARE; Cards::MAX];
    let board = known(board, &mut buffer).ok_or(SettleError::BoardUnknown)?;
    for pot in pots.iter().filter(|pot| pot.players.len() > 1) {
        for i in pot.players {
            #[allow(clippy::indexing_slicing)] // a pot's player: below n
            let (slot, dealt) = (&mut scores[i], &replay.hole[i]);
            if slot.is_some() {
                continue;
            }
            let mut hole = [SPARE; Cards::MAX];
            let hole = known(dealt, &mut hole)
                .filter(|hole| !hole.is_empty())
                .ok_or_else(|| SettleError::NotShown {
                    player: hand.player_name(i),
                })?;
            // Stud's shared card (the deck too short) plays in every hand.
            let score = if replay.game.has_board() || board.is_empty() {
                replay.game.score(hole, board)
            } else {
                let cards: Vec<Card> = hole.iter().chain(board).copied().collect();
                replay.game.score(&cards, &[])
            }
            .map_err(|reason| SettleError::NotAHand {
                player: hand.player_name(i),
                reason,
            })?;
            *slot = Some(score);
        }
    }
    Ok(scores)
}

/// Who wins a pot's high half (or all of it) and its low half.
fn winners(replay: &Replay, pot: &Pot, scores: &PerPlayer<Option<Score>>) -> (Seats, Seats) {
    if pot.players.len() == 1 {
        return (pot.players, Seats::EMPTY);
    }
    let best = |key: &dyn Fn(&Score) -> Option<u32>| -> Seats {
        #[allow(clippy::indexing_slicing)] // a pot's player: below n
        let keyed = |i: usize| scores[i].as_ref().and_then(key);
        let top = pot.players.iter().filter_map(keyed).max();
        match top {
            Some(top) => pot
                .players
                .iter()
                .filter(|&i| keyed(i) == Some(top))
                .collect(),
            None => Seats::EMPTY,
        }
    };
    let high = best(&|s| Some(u32::from(s.hand.strength())));
    let low = if replay.game.has_low() {
        best(&|s| s.low.map(|low| u32::from(low.strength())))
    } else {
        Seats::EMPTY
    };
    (high, low)
}

/// A card to fill the unused places of a buffer of cards.
const SPARE: Card = Card::new(Rank::Two, Suit::Clubs);

/// The cards, when every one is known, copied into `buffer`.
fn known<'b>(cards: &Cards, buffer: &'b mut [Card; Cards::MAX]) -> Option<&'b [Card]> {
    let mut len = 0;
    for (slot, card) in buffer.iter_mut().zip(cards.iter()) {
        *slot = card?;
        len += 1;
    }
    buffer.get(..len)
}

/// Splits `units` chips evenly among `winners` (in `p1` order), the odd chips to the first.
fn share(collected: &mut [Chips], winners: Seats, units: i64, chip: i64) {
    let Some(first) = winners.first() else {
        return;
    };
    let each = units / winners.len() as i64;
    let odd = units % winners.len() as i64;
    // Winners are a pot's players: below n, the length of `collected`.
    #[allow(clippy::indexing_slicing)]
    for i in winners {
        collected[i] += Chips(each * chip);
    }
    #[allow(clippy::indexing_slicing)]
    {
        collected[first] += Chips(odd * chip);
    }
}
