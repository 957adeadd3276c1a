//! One board's sweep against the engine's exact enumeration, a fixed turn against the
//! engine's river enumeration, the board classes' weighting against every board of a class,
//! the hole classes, and the counts every shard must add up to.

use super::sweep::{BoardSweep, HOLES, binomial_from_table};
use super::*;
use crate::Game;
use crate::card::parse_cards;
use crate::equity::Equity;
use crate::equity::preflop::boards;

/// The villains a hole meets on a board: four of the 43 cards left, C(43, 4).
const VILLAINS: u64 = 123_410;

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn mask(text: &str) -> u64 {
    cards(text).iter().fold(0, |m, c| m | c.bit())
}

/// A hole's index among all C(52, 4), as `BoardSweep::each_hole` gives it.
fn hole_index(hole: &[Card]) -> usize {
    let mut indices: Vec<usize> = hole.iter().map(|c| c.index()).collect();
    indices.sort_unstable();
    indices
        .iter()
        .enumerate()
        .map(|(k, &i)| binomial_from_table(i, k + 1))
        .sum()
}

/// Every live hole's (wins, ties) on `board`, by hole index.
fn swept(board: &str) -> std::collections::HashMap<usize, (u32, u32)> {
    let mut sweep = BoardSweep::new();
    sweep.run(CardSet::from_card_bits(mask(board)));
    let mut out = std::collections::HashMap::new();
    sweep.each_hole(|hole, wins, ties| {
        out.insert(hole, (wins, ties));
    });
    assert_eq!(out.len(), HOLES);
    out
}

/// The engine's exact (wins, ties, losses) of `hole` against a random hole on `board`.
fn engine(hole: &str, board: &str) -> (u64, u64, u64) {
    let result = Equity::parse_game(Game::OMAHA, &[hole, "random"])
        .unwrap_or_else(|e| panic!("{hole}: {e}"))
        .board(&cards(board))
        .exact()
        .unwrap_or_else(|e| panic!("{hole} on {board}: {e}"));
    let p = &result.players[0];
    (p.wins, p.ties, p.losses)
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "21 exact enumerations, 20 s of CPU in a debug build: .ci/run runs it in release"
)]
fn a_boards_counts_are_the_engines_exact_enumeration() {
    // No flush possible, three and four of a suit, a flush on the board, paired boards,
    // trips, quads, a straight on the board and a wheel draw.
    let cases = [
        ("2c 7d 9h Js Ks", ["AhAsKdQc", "Jc Td 9s 8h", "2d 2h 7c 7s"]),
        ("Ah Kh Qh 2c 3d", ["JhTh9c9d", "4h 5h 4c 5c", "Ac Ad Kc Kd"]),
        ("Ah Kh Qh Jh 3d", ["Th2h3c3h", "2h 4h 6h 8h", "Ac Ad As 3s"]),
        ("Ah Kh Qh Jh Th", ["9h8h7h6h", "2c 3c 4c 5c", "2h 3d 4s 5c"]),
        ("2c 2d 3h 3s 4c", ["2h2s5c6d", "3c 3d Ah Kh", "Ac Ad As Ah"]),
        ("Ac Ad Ah As Kc", ["KdKhKs2c", "Qc Jc Tc 9c", "2c 2d 3c 3d"]),
        (
            "5s 6d 7c 8h 9s",
            ["Ts Js 2c 2d", "3d 4d 3s 4s", "9c 9d 8c 8d"],
        ),
    ];
    for (board, holes) in cases {
        let counts = swept(board);
        for hole in holes {
            let (wins, ties) = counts[&hole_index(&cards(hole))];
            let (wins, ties) = (u64::from(wins), u64::from(ties));
            assert_eq!(
                (wins, ties, VILLAINS - wins - ties),
                engine(hole, board),
                "{hole} on {board}"
            );
        }
        // Every showdown is a win for one side and a loss for the other.
        let wins: u64 = counts.values().map(|&(w, _)| u64::from(w)).sum();
        let ties: u64 = counts.values().map(|&(_, t)| u64::from(t)).sum();
        assert_eq!(2 * wins + ties, HOLES as u64 * VILLAINS, "{board}");
    }
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "3.8 s unoptimized, the longest of a newcomer's tests: .ci/run runs it with --ignored"
)]
fn a_fixed_turn_adds_up_to_the_engines_river_enumeration() {
    let (turn, hole) = ("Ah Kh 7h 7c", "Qh Jh Tc 9d");
    let known = mask(turn) | mask(hole);
    let (mut wins, mut ties, mut losses) = (0, 0, 0);
    for river in Card::all().filter(|c| known & c.bit() == 0) {
        let board = format!("{turn} {river}");
        let (w, t) = swept(&board)[&hole_index(&cards(hole))];
        let (w, t) = (u64::from(w), u64::from(t));
        (wins, ties, losses) = (wins + w, ties + t, losses + VILLAINS - w - t);
    }
    assert_eq!((wins, ties, losses), engine(hole, turn));
}

/// The 24 changes of suits of a card mask (its four 13-bit lanes permuted).
fn suit_changes(mask: u64) -> Vec<u64> {
    let lanes = [0, 1, 2, 3].map(|s| mask >> (16 * s) & 0x1fff);
    let mut out = Vec::new();
    for a in 0..4 {
        for b in 0..4 {
            for c in 0..4 {
                for d in 0..4 {
                    let order = [a, b, c, d];
                    let mut sorted = order;
                    sorted.sort_unstable();
                    if sorted == [0, 1, 2, 3] {
                        out.push(
                            order
                                .iter()
                                .enumerate()
                                .fold(0, |m, (s, &t)| m | lanes[t] << (16 * s)),
                        );
                    }
                }
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

#[test]
fn a_board_class_counts_as_every_board_in_it() {
    for board in ["Ac Kd 7h 7s 2c", "Ah Kh Qh 2h 3h"] {
        let rep = boards::representative(mask(board));
        let every = suit_changes(rep);
        let class = BoardClass {
            mask: rep,
            boards: every.len() as u32,
        };
        let each: Vec<BoardClass> = every
            .iter()
            .map(|&mask| BoardClass { mask, boards: 1 })
            .collect();
        assert_eq!(count(&[class], &|| {}), count(&each, &|| {}), "{board}");
    }
}

#[test]
fn the_hole_classes() {
    let classes = HoleClasses::new();
    assert_eq!(classes.combos.iter().sum::<u32>(), 270_725);
    assert_eq!(classes.representatives.len(), CLASSES);
    let class_of = |hole: &str| {
        let class = usize::from(classes.class_of[hole_index(&cards(hole))]);
        (
            crate::omaha::hole_text(shown(classes.representatives[class])),
            classes.combos[class],
        )
    };
    assert_eq!(class_of("Ad Kd Ac Kc"), ("AsAhKsKh".to_owned(), 6));
    assert_eq!(class_of("Ad Kc Ac Kd"), ("AsAhKsKh".to_owned(), 6));
    assert_eq!(class_of("Ad Ac Ah As"), ("AsAhAdAc".to_owned(), 1));
    assert_eq!(class_of("Kd Qd Jd Td"), ("KsQsJsTs".to_owned(), 4));
    assert_eq!(class_of("Kd Qc Jh Ts"), ("KsQhJdTc".to_owned(), 24));
    assert_eq!(class_of("Kd Qd Jh Ts"), ("KsQsJhTd".to_owned(), 24));
    // Every hole's class holds it: the representative is a change of its suits.
    for (hole, &class) in classes.class_of.iter().enumerate().step_by(997) {
        let rep = classes.representatives[usize::from(class)];
        assert!(
            suit_changes(rep).iter().any(|&m| hole_index(
                &CardSet::from_card_bits(m).iter().collect::<Vec<_>>()
            ) == hole)
        );
    }
}

#[test]
fn a_shards_counts_add_up() {
    let part = PreflopPart::compute(
        crate::Game::OMAHA,
        Shard::new(7, 20_000).unwrap(),
        &|_, _| {},
    )
    .unwrap();
    let boards: u64 = Shard::new(7, 20_000)
        .unwrap()
        .boards()
        .iter()
        .map(|b| u64::from(b.boards))
        .sum();
    let wins: u64 = part.counts.iter().step_by(2).sum();
    let ties: u64 = part.counts.iter().skip(1).step_by(2).sum();
    assert_eq!(2 * wins + ties, boards * HOLES as u64 * VILLAINS);
}
