//! The sweep against a plain count of every pair of combos on chosen boards, the board
//! classes against every board, and the known counts of the table.

use std::collections::HashMap;

use super::boards::{self, BoardClass};
use super::sweep::{CLASSES, Sweep, Tables};
use super::*;
use crate::card::{CardSet, parse_cards};
use crate::equity::Combo;
use crate::eval::Hand;

fn mask(cards: &str) -> u64 {
    let cards = parse_cards(cards).unwrap_or_else(|e| panic!("{cards}: {e}"));
    cards.into_iter().collect::<CardSet>().bits()
}

/// By hero class, then villain class: the showdowns won on these boards, counted pair by
/// pair over every two live combos that share no card.
fn plain_count(boards: &[u64]) -> Vec<u64> {
    let mut wins = vec![0; CLASSES * CLASSES];
    let combos: Vec<Combo> = StartingHand::all().flat_map(|h| h.combos()).collect();
    for &board in boards {
        let hand = Hand::from_set(CardSet::from_bits(board).unwrap());
        let live: Vec<(u64, usize, u16)> = combos
            .iter()
            .filter(|c| c.set().bits() & board == 0)
            .map(|&c| {
                let strength = hand.combine(Hand::from_cards(&c.cards())).strength().0;
                (c.set().bits(), StartingHand::of(c).index(), strength)
            })
            .collect();
        for &(x, hero, s) in &live {
            for &(y, villain, t) in &live {
                if x & y == 0 && s > t {
                    wins[hero * CLASSES + villain] += 1;
                }
            }
        }
    }
    wins
}

fn swept(boards: &[u64]) -> Vec<u64> {
    let tables = Tables::new();
    let mut sweep = Sweep::new();
    for &board in boards {
        sweep.add_board(&tables, board);
    }
    let mut wins = vec![0; CLASSES * CLASSES];
    sweep.drain(&tables, 1, &mut wins);
    wins
}

#[test]
fn one_sweep_counts_every_showdown_of_every_two_classes() {
    // No flush possible, three and four of a suit, a flush on the board, paired boards,
    // quads, a straight on the board and a wheel.
    for board in [
        "2c 7d 9h Js Ks",
        "Ah Kh Qh 2c 3d",
        "Ah Kh Qh Jh 3d",
        "Ah Kh Qh Jh Th",
        "9h 8h 7h 6h 2h",
        "2c 2d 3h 3s 4c",
        "Ac Ad Ah As Kc",
        "5s 6d 7c 8h 9s",
        "As 2s 3s 4d 5d",
    ] {
        let boards = [mask(board)];
        assert_eq!(swept(&boards), plain_count(&boards), "{board}");
    }
}

#[test]
fn counts_of_two_boards_add_up() {
    let boards = ["Td Tc 4h 4s Th", "Kd Qd 8d 3c 2c"].map(mask);
    assert_eq!(swept(&boards), plain_count(&boards));
}

#[test]
fn counts_of_boards_of_every_kind_add_up() {
    // Every 5,000th board class: rainbow, paired, suited, flush boards alike.
    let boards: Vec<u64> = boards::classes()
        .iter()
        .step_by(5_000)
        .map(|class| class.mask)
        .collect();
    assert!(boards.len() > 20);
    assert_eq!(swept(&boards), plain_count(&boards));
}

#[test]
fn the_board_classes_partition_every_board() {
    let classes = boards::classes();
    assert_eq!(classes.len(), boards::CLASSES);
    let size: HashMap<u64, u32> = classes.iter().map(|c| (c.mask, c.boards)).collect();
    assert_eq!(size.len(), classes.len(), "representatives are distinct");
    assert_eq!(
        classes.iter().map(|c| u64::from(c.boards)).sum::<u64>(),
        ALL_BOARDS
    );
    // Every board reaches a representative, each as many times as its class is large.
    let mut reached: HashMap<u64, u32> = HashMap::new();
    let cards: Vec<u64> = CardSet::FULL.iter().map(|c| c.bit()).collect();
    for (a, &ca) in cards.iter().enumerate() {
        for (b, &cb) in cards.iter().enumerate().skip(a + 1) {
            for (c, &cc) in cards.iter().enumerate().skip(b + 1) {
                for (d, &cd) in cards.iter().enumerate().skip(c + 1) {
                    for &ce in &cards[d + 1..] {
                        let board = ca | cb | cc | cd | ce;
                        *reached.entry(boards::representative(board)).or_default() += 1;
                    }
                }
            }
        }
    }
    assert_eq!(reached, size);
    let flush = mask("Ah Kh Qh Jh 9h");
    assert_eq!(
        classes
            .iter()
            .find(|c| c.mask == boards::representative(flush)),
        Some(&BoardClass {
            mask: mask("Ac Kc Qc Jc 9c"),
            boards: 4
        })
    );
}

#[test]
fn deals_are_the_pairs_of_combos_that_share_no_card() {
    let deals = deals();
    let class = |text: &str| text.parse::<StartingHand>().unwrap().index();
    let at = |x: &str, y: &str| deals[class(x) * CLASSES + class(y)];
    assert_eq!(at("AA", "KK"), 36);
    assert_eq!(at("AA", "AA"), 6);
    assert_eq!(at("AA", "AKs"), 12);
    assert_eq!(at("AA", "AKo"), 36);
    assert_eq!(at("AKs", "AKo"), 24);
    assert_eq!(at("AKo", "AKo"), 84);
    for x in StartingHand::all() {
        let row: u64 = (0..CLASSES).map(|y| deals[x.index() * CLASSES + y]).sum();
        assert_eq!(row, x.combos().count() as u64 * 1225, "{x}");
    }
}

/// A table where each class beats every class after it in grid order on every board (and
/// ties itself): strength is grid order.
#[allow(clippy::indexing_slicing)] // grid indices are below 169
fn table_in_grid_order() -> PreflopTable {
    let deals = deals();
    let mut wins = vec![0; CLASSES * CLASSES];
    for x in 0..CLASSES {
        for y in x + 1..CLASSES {
            wins[x * CLASSES + y] = deals[x * CLASSES + y] * BOARDS_PER_DEAL;
        }
    }
    PreflopTable { wins, deals }
}

#[test]
fn strongest_first_sorts_by_equity_against_a_random_hand() {
    let table = table_in_grid_order();
    let order: Vec<usize> = table.strongest_first().iter().map(|c| c.index()).collect();
    assert_eq!(order, (0..CLASSES).collect::<Vec<_>>());
    let equities: Vec<f64> = table
        .strongest_first()
        .iter()
        .map(|&c| table.versus_random(c).equity())
        .collect();
    assert!(equities.windows(2).all(|w| w[0] > w[1]));
}

#[test]
fn top_takes_the_classes_nearest_the_share_of_combos() {
    let table = table_in_grid_order();
    let names =
        |share: f64| -> Vec<String> { table.top(share).iter().map(|c| c.to_string()).collect() };
    // Grid order from the top left: AA (6 combos), AKs (4), AQs (4), AJs (4), ...
    assert!(names(0.0).is_empty());
    assert!(names(0.002).is_empty()); // 2.7 combos: AA's 6 would be further away
    assert_eq!(names(0.003), ["AA"]); // 4.0 combos
    assert_eq!(names(0.01), ["AA", "AKs", "AQs"]); // 13.3 combos: 14, not 18
    assert_eq!(table.top(1.0).len(), 169);
    assert_eq!(table.top(2.0).len(), 169);
    let combos: usize = table.top(0.5).iter().map(|c| c.combos().count()).sum();
    assert!((combos as f64 - 663.0).abs() <= 6.0, "{combos}");
}
