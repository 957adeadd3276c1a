//! The suit changes fixing a flop: which they are on each texture, that their orbits of
//! turns and rivers stand for every board once, and that walking one board of each orbit
//! gives what walking every board gives.

use std::collections::HashMap;

use super::symmetry::{self, Fixing};
use super::tests::{CASES, question};
use super::*;

/// The turn-and-river boards of the cards `known` leave, as masks.
fn boards(game: Game, known: u64) -> Vec<u64> {
    let left: Vec<u64> = (game.deck().iter())
        .map(|card| card.bit())
        .filter(|&bit| bit & known == 0)
        .collect();
    let mut boards = Vec::new();
    for (i, &turn) in left.iter().enumerate() {
        boards.extend(left[i + 1..].iter().map(|&river| turn | river));
    }
    boards
}

/// With no suit named: monotone flops and trips are fixed by the six changes of the other
/// suits, two-tone and paired flops by two, the others by the identity alone; each class
/// stands for 24 ÷ that many flops; the boards walked stand for the 1,176 once each, and
/// their number is the orbits' by Burnside's lemma (the average of the boards each change
/// fixes). Monotone: (1,176 + 3 × (C(23, 2) + 13) + 2 × C(10, 2)) / 6 = 344; trips:
/// (1,176 + 3 × (C(25, 2) + 12) + 2 × C(13, 2)) / 6 = 378; two-tone, paired or not:
/// (1,176 + C(23, 2) + 13) / 2 = 721; paired rainbow: (1,176 + C(25, 2) + 12) / 2 = 744.
#[test]
fn a_flops_fixing_changes_stand_for_its_boards_once() {
    let question = question(Game::default(), "QQ", "AKs", "");
    let changes = symmetry::keeping(&question.setup);
    assert_eq!(changes.len(), 24);
    let mut walked = 0;
    for class in symmetry::classes(0, &changes) {
        let flop = flop_cards(class.mask);
        let fixing = Fixing::new(class.mask, &changes);
        let texture = Texture::of(flop, Game::default().deck());
        let (fixed_by, orbits) = match (texture.suits, texture.pairing) {
            (Suits::Monotone, _) => (6, 344),
            (_, Pairing::Trips) => (6, 378),
            (Suits::TwoTone, _) => (2, 721),
            (Suits::Rainbow, Pairing::Paired) => (2, 744),
            (Suits::Rainbow, Pairing::Unpaired) => (1, 1_176),
        };
        let name: String = flop.iter().map(ToString::to_string).collect();
        assert_eq!(fixing.changes().len(), fixed_by, "{name}");
        assert_eq!(class.flops as usize * fixed_by, 24, "{name}");
        // Each board's orbit, named by its smallest image.
        let all = boards(Game::default(), class.mask);
        assert_eq!(all.len(), 1_176);
        let least = |board: u64| {
            (fixing.changes().iter())
                .map(|change| change.apply(board))
                .min()
                .unwrap()
        };
        let mut sizes: HashMap<u64, u32> = HashMap::new();
        for &board in &all {
            *sizes.entry(least(board)).or_default() += 1;
        }
        assert_eq!(sizes.len(), orbits, "{name}");
        for &board in &all {
            let stands_for = fixing.stands_for(board);
            match least(board) == board {
                true => assert_eq!(stands_for, sizes[&board], "{name}"),
                false => assert_eq!(stands_for, 0, "{name}"),
            }
        }
        walked += sizes.len();
    }
    // Against 1,755 × 1,176 = 2,063,880 boards: 0.62 of them.
    assert_eq!(walked, 1_286_792);
}

/// Every flop with more than the identity fixing it, swept over one board of each orbit
/// against every board: the same counts, combo for combo, so the same distributions (to
/// rounding, with weights).
#[test]
fn one_board_of_each_orbit_is_every_board() {
    let mut cases: Vec<(Game, &str, &str, &str)> = CASES
        .iter()
        .map(|&(hero, villain, dead)| (Game::default(), hero, villain, dead))
        .collect();
    cases.push((Game::SHORT_DECK, "AKs,99:0.5", "QQ+,T9s", ""));
    for (game, hero, villain, dead) in cases {
        let question = question(game, hero, villain, dead);
        let setup = &question.setup;
        let changes = symmetry::keeping(setup);
        let classes = symmetry::classes(setup.dead.bits(), &changes);
        let fixed: Vec<_> = (classes.iter())
            .filter(|class| Fixing::new(class.mask, &changes).changes().len() > 1)
            .collect();
        assert!(fixed.len() > 100, "{hero} v {villain}: {}", fixed.len());
        with_showdown!(game, rules => {
            let prepared = sweep::Prepared::new(&rules, setup);
            for class in fixed.iter().step_by(7) {
                let name: String = flop_cards(class.mask).iter().map(ToString::to_string).collect();
                let context = format!("{game} {hero} v {villain} dead {dead:?} on {name}");
                let fixing = Fixing::new(class.mask, &changes);
                let orbits = sweep::flop_walking(&rules, setup, &prepared, class.mask, fixing);
                let every = Fixing::identity();
                let boards = sweep::flop_walking(&rules, setup, &prepared, class.mask, every);
                if !setup.is_weighted() {
                    assert_eq!(orbits, boards, "{context}");
                    continue;
                }
                let counts = |c: &sweep::FlopCounts| (c.deals, c.boards, c.wins, c.ties, c.losses, c.combos);
                assert_eq!(counts(&orbits), counts(&boards), "{context}");
                let close = |a: f64, b: f64| (a - b).abs() <= 1e-12 * b.abs().max(1.0);
                assert!(close(orbits.weighted_boards, boards.weighted_boards), "{context}");
                for p in 0..2 {
                    assert!(close(orbits.shares[p], boards.shares[p]), "{context}");
                    for (a, b) in orbits.distribution[p].iter().zip(&boards.distribution[p]) {
                        assert!(close(*a, *b), "{context}: {a} v {b}");
                    }
                }
            }
        });
    }
}
