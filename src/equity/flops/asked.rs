//! A flop asked of the equity engine as its own question, the flop as the board: the path
//! of games whose holes the sweep does not read (more than two hole cards), exact or by
//! Monte Carlo as the report's method says.
//!
//! A Monte Carlo flop's counts are its trials; its weight in the report's sums is its
//! deals ([`super::deals`]), counted exactly, so the sums weigh each flop's estimate by how
//! often the flop comes.

use crate::card::Card;
use crate::equity::exact::binomial;
use crate::equity::{EquityError, MonteCarlo, Question};
use crate::sample::stream_seed;

use super::deals::Deals;
use super::sweep::FlopCounts;

/// The answer on `flop`: exact when `monte_carlo` is `None`, else a Monte Carlo run with
/// those options, its seed mixed with the flop's mask (each flop its own stream, the same
/// whatever order the flops run in). A flop that leaves no deal has an empty answer.
pub(super) fn flop(
    whole: &Question,
    deals: &Deals,
    flop: [Card; 3],
    monte_carlo: Option<&MonteCarlo>,
) -> Result<FlopCounts, EquityError> {
    let mask = flop.iter().fold(0, |m, c| m | c.bit());
    let on_flop = FlopRunouts::of(whole, deals, mask);
    let question = match whole.asked.clone().board(&flop).check() {
        Ok(question) => question,
        // The flop holds a card of a hand given, or leaves a range no deal.
        Err(
            EquityError::Conflict { .. } | EquityError::NoDeal | EquityError::EmptyRange { .. },
        ) => {
            debug_assert_eq!(on_flop.count, 0, "a flop without a deal has no deals");
            return Ok(FlopCounts::default());
        }
        Err(error) => return Err(error),
    };
    let result = match monte_carlo {
        None => question.exact()?,
        Some(options) => question.monte_carlo(&options.seed(stream_seed(options.seed, mask)))?,
    };
    let (hero, villain) = match result.players.as_slice() {
        [hero, villain] => (hero, villain),
        _ => unreachable!("the flop report is checked heads-up"),
    };
    let weighted_boards = on_flop.weight * on_flop.boards_per_deal as f64;
    if monte_carlo.is_none() {
        debug_assert_eq!(result.boards, on_flop.count * on_flop.boards_per_deal);
    }
    Ok(FlopCounts {
        deals: on_flop.count,
        boards: result.boards,
        wins: hero.wins,
        ties: hero.ties,
        losses: hero.losses,
        combos: [hero.combos, villain.combos],
        weighted_boards,
        shares: [hero.equity, villain.equity].map(|e| e * weighted_boards),
        distribution: Default::default(),
        std_err: hero.std_err,
    })
}

/// A flop's deals and the turn and river pairs each is played on.
struct FlopRunouts {
    count: u64,
    weight: f64,
    boards_per_deal: u64,
}

impl FlopRunouts {
    fn of(whole: &Question, deals: &Deals, flop: u64) -> FlopRunouts {
        let setup = &whole.setup;
        let on = deals.on(flop);
        let held = 2 * setup.game.hole_cards();
        let left = 52 - (setup.dead.bits() | flop).count_ones() as usize;
        FlopRunouts {
            count: on.count,
            weight: on.weight,
            boards_per_deal: binomial(left.saturating_sub(held), 2) as u64,
        }
    }
}
