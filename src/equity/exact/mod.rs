//! Exact enumeration: every valid deal, every board completion, with savings that do
//! not change the answer. Two paths give the same counts; [`run`] takes the quicker.
//!
//! - **Deal by deal** ([`deals`]): every canonical deal (one per orbit of the question's
//!   suit symmetries), each with its own board walk ([`boards`]).
//! - **Heads-up against a wide range** ([`heads_up`]): one board walk per combo of the
//!   narrower side, the wide range counted on each board rather than dealt combo by combo.
//!
//! Omaha has its own board walk ([`crate::omaha::exact`]); the other games deal card by card
//! ([`plain`]).
//!
//! Both build boards rank by rank over groups of interchangeable suits ([`symmetry`]).

mod boards;
mod deals;
mod heads_up;
mod plain;
mod symmetry;
#[cfg(test)]
mod tests;

use super::{EquityError, Setup, Shard, Tally};
use crate::game::ExactWalk;
use symmetry::Symmetry;
pub(crate) use symmetry::binomial;

/// Exact enumeration beyond this many (deals × boards × players) is refused.
const MAX_COST: f64 = 1e14;

/// Scores per board and combo of the narrower side on the heads-up exact path (a rough
/// upper bound: 91 rank pairs and the flush-capable combos).
const HEADS_UP_SCORES_PER_BOARD: f64 = 100.0;

/// Exact counts of `shard` of a checked question, by the quicker path: the counts of the
/// shards of any one count add up to the whole's.
pub(super) fn run(
    setup: &Setup,
    shard: Shard,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Result<Tally, EquityError> {
    check(setup)?;
    match setup.game.exact_walk() {
        ExactWalk::TwoCardHoles => {}
        ExactWalk::RankRows => return Ok(crate::omaha::exact::run(setup, shard, progress)),
        ExactWalk::Plain => return Ok(plain::run(setup, shard, progress)),
    }
    let symmetry = Symmetry::of(setup);
    if heads_up_is_quicker(setup, &symmetry)
        && let Some(tally) = heads_up::run(setup, &symmetry, shard, progress)
    {
        return Ok(tally);
    }
    Ok(deals::run(setup, &symmetry, shard, progress))
}

/// Whether exact enumeration can answer at all: one draw to come at most.
pub(super) fn check_draws(setup: &Setup) -> Result<(), EquityError> {
    if setup.draws > 1 {
        return Err(EquityError::ExactDraws { draws: setup.draws });
    }
    Ok(())
}

/// Whether exact enumeration can answer: [`check_draws`], and a cost below [`MAX_COST`].
fn check(setup: &Setup) -> Result<(), EquityError> {
    check_draws(setup)?;
    let cost = cost(setup);
    if cost > MAX_COST {
        return Err(EquityError::TooLarge { showdowns: cost });
    }
    Ok(())
}

/// How many tasks a walk that splits its boards aims for: enough for this machine's
/// threads when it runs the whole, and for a shard a number set by the shard count alone,
/// so that every shard of the work cuts it into the same tasks.
pub(crate) fn tasks_wanted(shard: Shard) -> usize {
    let threads = if shard == Shard::WHOLE {
        rayon::current_num_threads()
    } else {
        shard.count() as usize
    };
    16 * threads
}

/// A rough count of the showdowns exact enumeration would evaluate (before the symmetry
/// savings): deals times boards times players, or heads-up, if less, the narrower side's
/// combos times boards times [`HEADS_UP_SCORES_PER_BOARD`].
/// With more than one draw to come there is no exact walk: the cost is infinite, so the
/// method choice takes Monte Carlo.
pub(super) fn cost(setup: &Setup) -> f64 {
    if setup.draws > 1 {
        return f64::INFINITY;
    }
    match setup.game.exact_walk() {
        ExactWalk::TwoCardHoles => {}
        ExactWalk::RankRows => return crate::omaha::exact::cost(setup),
        ExactWalk::Plain => return plain::cost(setup),
    }
    let deals: f64 = setup
        .players
        .iter()
        .map(|p| p.combos.len() as f64)
        .product();
    let left = 52 - setup.board_set.len() - setup.dead.len() - 2 * setup.players.len();
    let boards = binomial(left, setup.need) as f64;
    let by_deals = deals * boards * setup.players.len() as f64;
    match setup.players.as_slice() {
        // Heads-up, the narrower side's combos each walk the boards once and the wider
        // side is scored per rank pair (91) plus its few flush-capable combos.
        [a, b] => {
            let narrow = a.combos.len().min(b.combos.len()) as f64;
            by_deals.min(narrow * boards * HEADS_UP_SCORES_PER_BOARD)
        }
        _ => by_deals,
    }
}

/// Whether [`heads_up::run`] would be quicker: a heads-up question with more canonical
/// deals (counted only up to that point) than its work is worth in deal walks.
fn heads_up_is_quicker(setup: &Setup, symmetry: &Symmetry) -> bool {
    let Some(limit) = heads_up::cost_in_deals(setup, symmetry) else {
        return false;
    };
    deals::collect(setup, symmetry, limit + 1).len() > limit
}
