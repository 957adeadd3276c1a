//! The exact heads-up preflop table: every starting-hand class against every other and
//! against a random hand.
//!
//! Class `X` against class `Y` is every deal of a combo of `X` and a combo of `Y` that share
//! no card, each with every board of five of the other 48 cards, all weighted equally (the
//! same question as [`super::Equity::exact`] asks of the two classes as ranges).
//!
//! The work goes board by board instead of deal by deal: on one board, one sweep through
//! the live combos in strength order counts the showdowns of every class against every
//! other ([`sweep`]). Counts per class are the same on boards that differ by a change of
//! suits, so only one board of each of the 134,459 suit classes is swept, weighted by the
//! size of its class ([`boards`]). Ties are what is left of the deals' boards once both
//! sides' wins are taken out.

mod boards;
mod omaha;
mod part;
mod shard;
mod sweep;
#[cfg(test)]
mod tests;

use rayon::prelude::*;

use super::Shard;
use super::StartingHand;
pub use omaha::{OmahaClass, OmahaPreflopTable};
pub use part::PreflopPart;

use super::part_file::PartError;
pub use shard::PreflopTableKind;
use sweep::{CHUNK, CLASSES, Sweep, Tables};

/// The boards each deal is played on: five of the 48 cards left, C(48, 5).
const BOARDS_PER_DEAL: u64 = 1_712_304;
/// The 5-card boards: C(52, 5).
#[cfg(test)]
const ALL_BOARDS: u64 = 2_598_960;

/// One class against another (or against a random hand), as exact counts over every deal
/// and every board.
///
/// ```
/// use handrank::equity::Matchup;
/// let even = Matchup { deals: 1, boards: 4, wins: 1, ties: 2, losses: 1 };
/// assert_eq!(even.equity(), 0.5);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Matchup {
    /// Deals: pairs of combos (hero's, villain's) that share no card.
    pub deals: u64,
    /// Boards over all deals: `deals` × 1,712,304 (five of the 48 cards left).
    pub boards: u64,
    /// Boards the hero wins.
    pub wins: u64,
    /// Boards split.
    pub ties: u64,
    /// Boards the hero loses.
    pub losses: u64,
}

impl Matchup {
    /// The hero's share of the pot: wins plus half the ties, per board.
    pub fn equity(&self) -> f64 {
        (self.wins as f64 + self.ties as f64 / 2.0) / self.boards as f64
    }

    /// The fraction of boards won.
    pub fn win(&self) -> f64 {
        self.wins as f64 / self.boards as f64
    }

    /// The fraction of boards split.
    pub fn tie(&self) -> f64 {
        self.ties as f64 / self.boards as f64
    }

    fn plus(self, other: Matchup) -> Matchup {
        Matchup {
            deals: self.deals + other.deals,
            boards: self.boards + other.boards,
            wins: self.wins + other.wins,
            ties: self.ties + other.ties,
            losses: self.losses + other.losses,
        }
    }
}

/// Every class against every class, exactly.
///
/// ```no_run
/// use handrank::equity::{PreflopTable, StartingHand};
/// let table = PreflopTable::compute();
/// let (aces, kings) = ("AA".parse::<StartingHand>()?, "KK".parse()?);
/// assert_eq!(format!("{:.3}", 100.0 * table.matchup(aces, kings).equity()), "81.946");
/// assert_eq!(format!("{:.3}", 100.0 * table.versus_random(aces).equity()), "85.204");
/// # Ok::<(), handrank::equity::StartingHandError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PreflopTable {
    /// By hero class, then villain class (grid indices): boards won.
    wins: Vec<u64>,
    /// By hero class, then villain class: deals.
    deals: Vec<u64>,
}

impl PreflopTable {
    /// Sweeps every board class (on all cores).
    pub fn compute() -> PreflopTable {
        PreflopTable::compute_with_progress(&|_, _| {})
    }

    /// [`PreflopTable::compute`], calling `progress(done, total)` in board classes (of
    /// 134,459) as they finish.
    pub fn compute_with_progress(progress: &(dyn Fn(u64, u64) + Sync)) -> PreflopTable {
        PreflopTable {
            wins: PreflopTableKind::ClassAgainstClass.count(Shard::WHOLE, progress),
            deals: deals(),
        }
    }

    /// The table of a whole hold'em part (all shards merged), checked.
    #[allow(clippy::indexing_slicing)] // grid indices are below 169
    pub fn from_part(part: &PreflopPart) -> Result<PreflopTable, PartError> {
        let wins = part.whole(PreflopTableKind::ClassAgainstClass)?.to_vec();
        let table = PreflopTable {
            wins,
            deals: deals(),
        };
        for hero in StartingHand::all() {
            for villain in StartingHand::all() {
                let (x, y) = (hero.index(), villain.index());
                let boards = table.deals[x * CLASSES + y] * BOARDS_PER_DEAL;
                if table.wins[x * CLASSES + y] + table.wins[y * CLASSES + x] > boards {
                    return Err(PartError::Inconsistent(format!(
                        "{hero} and {villain} win more than all their boards"
                    )));
                }
            }
        }
        Ok(table)
    }

    /// `hero` against `villain`: every deal of one combo of each that share no card.
    // Grid indices are below 169, so the flat index is below 169².
    #[allow(clippy::indexing_slicing)]
    pub fn matchup(&self, hero: StartingHand, villain: StartingHand) -> Matchup {
        let (x, y) = (hero.index(), villain.index());
        let deals = self.deals[x * CLASSES + y];
        let boards = deals * BOARDS_PER_DEAL;
        let wins = self.wins[x * CLASSES + y];
        let losses = self.wins[y * CLASSES + x];
        Matchup {
            deals,
            boards,
            wins,
            ties: boards - wins - losses,
            losses,
        }
    }

    /// `hero` against a random hand: every combo of the class against every combo that
    /// shares no card with it (1,225 each).
    pub fn versus_random(&self, hero: StartingHand) -> Matchup {
        StartingHand::all()
            .map(|villain| self.matchup(hero, villain))
            .fold(Matchup::default(), Matchup::plus)
    }

    /// The 169 classes from the strongest to the weakest by their exact equity against a
    /// random hand (ties, if any, in grid order): the order of a "top x %" range.
    pub fn strongest_first(&self) -> Vec<StartingHand> {
        let mut classes: Vec<(StartingHand, Matchup)> = StartingHand::all()
            .map(|class| (class, self.versus_random(class)))
            .collect();
        // Exact: (2 wins + ties) / (2 boards) compared by cross-multiplication.
        let share = |m: &Matchup| (u128::from(2 * m.wins + m.ties), u128::from(2 * m.boards));
        classes.sort_by(|(a, x), (b, y)| {
            let ((xn, xd), (yn, yd)) = (share(x), share(y));
            (yn * xd).cmp(&(xn * yd)).then(a.index().cmp(&b.index()))
        });
        classes.into_iter().map(|(class, _)| class).collect()
    }

    /// The strongest classes ([`PreflopTable::strongest_first`]) whose combos come nearest
    /// to `share` (0 to 1) of the 1,326: a class is taken while taking it brings the
    /// count nearer, so `0.01` is AA and KK (12 combos of 13.3).
    pub fn top(&self, share: f64) -> Vec<StartingHand> {
        let all: usize = StartingHand::all().map(|c| c.combos().count()).sum();
        let target = share.clamp(0.0, 1.0) * all as f64;
        let mut combos = 0.0;
        self.strongest_first()
            .into_iter()
            .take_while(|class| {
                let size = class.combos().count() as f64;
                let nearer = combos + size / 2.0 < target;
                if nearer {
                    combos += size;
                }
                nearer
            })
            .collect()
    }
}

/// By hero class, then villain class: the showdowns won over these board classes, each
/// weighted by its size; `progress(n)` as each `n` boards finish.
fn count(boards: &[boards::BoardClass], progress: &(dyn Fn(u64) + Sync)) -> Vec<u64> {
    let tables = Tables::new();
    let mut classes = boards.to_vec();
    classes.sort_by_key(|class| class.boards);
    // Runs of at most CHUNK boards of one class size: one drain per run.
    let runs: Vec<&[boards::BoardClass]> = classes
        .chunk_by(|a, b| a.boards == b.boards)
        .flat_map(|same| same.chunks(CHUNK))
        .collect();
    runs.par_iter()
        .fold(
            || (Sweep::new(), vec![0u64; CLASSES * CLASSES]),
            |(mut sweep, mut wins), run| {
                for board in run.iter() {
                    sweep.add_board(&tables, board.mask);
                }
                let size = run.first().map_or(0, |board| u64::from(board.boards));
                sweep.drain(&tables, size, &mut wins);
                progress(run.len() as u64);
                (sweep, wins)
            },
        )
        .map(|(_, wins)| wins)
        .reduce(
            || vec![0u64; CLASSES * CLASSES],
            |mut a, b| {
                a.iter_mut().zip(b).for_each(|(a, b)| *a += b);
                a
            },
        )
}

/// By hero class, then villain class: the pairs of combos that share no card.
#[allow(clippy::indexing_slicing)] // grid indices are below 169
fn deals() -> Vec<u64> {
    let masks: Vec<Vec<u64>> = StartingHand::all()
        .map(|class| class.combos().map(|c| c.set().bits()).collect())
        .collect();
    let mut deals = vec![0; CLASSES * CLASSES];
    for (x, hero) in masks.iter().enumerate() {
        for (y, villain) in masks.iter().enumerate() {
            deals[x * CLASSES + y] = hero
                .iter()
                .map(|&h| villain.iter().filter(|&&v| h & v == 0).count() as u64)
                .sum();
        }
    }
    deals
}
