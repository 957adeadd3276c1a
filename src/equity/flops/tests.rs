//! The flop report against the engine's exact answers: each class's row against the
//! exact enumeration with its flop as the board, the rows summed against the preflop
//! answer, every flop against its class, and the texture groups' partition.

use super::*;
use crate::card::parse_cards;
use crate::equity::Equity;
use std::sync::LazyLock;

/// The checked question of two ranges in `game` with `dead` cards out (the flop tests'
/// one set-up).
pub(super) fn question(game: Game, hero: &str, villain: &str, dead: &str) -> Question {
    let dead = parse_cards(dead).unwrap();
    Equity::parse_game(game, &[hero, villain])
        .unwrap()
        .dead(&dead)
        .check()
        .unwrap()
}

fn report(game: Game, hero: &str, villain: &str, dead: &str) -> FlopReport {
    question(game, hero, villain, dead).flops().unwrap()
}

/// The engine's exact answer on a board, as (boards, wins, ties, losses, equity); `None`
/// when the board leaves no deal.
pub(super) fn exact_on(
    game: Game,
    hero: &str,
    villain: &str,
    dead: &str,
    board: &[Card],
) -> Option<(u64, u64, u64, u64, f64)> {
    let dead = parse_cards(dead).unwrap();
    let result = Equity::parse_game(game, &[hero, villain])
        .unwrap()
        .dead(&dead)
        .board(board)
        .exact()
        .ok()?;
    let p = &result.players[0];
    Some((result.boards, p.wins, p.ties, p.losses, p.equity))
}

pub(super) fn row_counts(row: &FlopRow) -> (u64, u64, u64, u64) {
    (row.boards, row.wins, row.ties, row.losses)
}

/// A flop's cards as a mask.
pub(super) fn flop_mask(flop: &[Card]) -> u64 {
    flop.iter().fold(0, |m, c| m | c.bit())
}

/// Range pairs of every kind: pairs against pairs, suited combos (flush classes), shared
/// combos in both ranges, weights, a dead card naming a suit.
pub(super) const CASES: &[(&str, &str, &str)] = &[
    ("QQ", "AKs", ""),
    ("AhKh", "77", ""),
    ("AK,QQ+", "AKs,JJ+,T9s", ""),
    ("KK:0.5,AQs,76s", "AA,KQ:0.25,22", ""),
    ("A5s,KQo", "TT-88", "As"),
];

/// A hold'em case's report, computed once for every test that reads it (these reports are
/// the slowest part of the unit tests in debug).
pub(super) fn case(hero: &str, villain: &str, dead: &str) -> &'static FlopReport {
    static REPORTS: LazyLock<Vec<FlopReport>> = LazyLock::new(|| {
        CASES
            .iter()
            .map(|&(hero, villain, dead)| report(Game::default(), hero, villain, dead))
            .collect()
    });
    let i = CASES
        .iter()
        .position(|&c| c == (hero, villain, dead))
        .expect("one of CASES");
    &REPORTS[i]
}

#[test]
fn each_class_is_the_exact_answer_on_its_flop() {
    for &(hero, villain, dead) in CASES {
        let report = case(hero, villain, dead);
        for row in report.rows.iter().step_by(37) {
            let exact = exact_on(Game::default(), hero, villain, dead, &row.flop);
            let context = format!("{hero} v {villain} dead {dead:?} on {}", row.name());
            match exact {
                Some((boards, wins, ties, losses, equity)) => {
                    assert_eq!(row_counts(row), (boards, wins, ties, losses), "{context}");
                    let mine = row.equity().unwrap();
                    assert!((mine - equity).abs() < 1e-9, "{context}: {mine} v {equity}");
                }
                None => assert_eq!(row.deals, 0, "{context}"),
            }
        }
    }
}

#[test]
fn the_flops_sum_to_ten_times_the_preflop_answer() {
    for &(hero, villain, dead) in CASES {
        let report = case(hero, villain, dead);
        let (boards, wins, ties, losses, equity) =
            exact_on(Game::default(), hero, villain, dead, &[]).unwrap();
        let total = report.total();
        assert_eq!(
            [total.boards, total.wins, total.ties, total.losses],
            [boards, wins, ties, losses].map(|n| FLOPS_PER_BOARD * n),
            "{hero} v {villain}"
        );
        assert_eq!(report.preflop(), Some([boards, wins, ties, losses]));
        assert!(
            (total.equity().unwrap() - equity).abs() < 1e-9,
            "{hero} v {villain}"
        );
    }
}

#[test]
fn the_classes_stand_for_every_flop() {
    let holdem = case("QQ", "AKs", "");
    assert_eq!(holdem.symmetries, 24);
    assert_eq!(holdem.rows.len(), 1_755);
    assert_eq!(holdem.total().flops, 22_100);
    let short = report(Game::SHORT_DECK, "QQ", "AKs", "");
    assert_eq!(short.total().flops, 7_140);
    // A suit named: only the changes fixing hearts keep AhKh (6 of them).
    let named = case("AhKh", "77", "");
    assert_eq!(named.symmetries, 6);
    assert_eq!(named.total().flops, 22_100);
    assert!(named.rows.len() > 1_755);
    // A dead card: 51 cards left.
    let dead = case("A5s,KQo", "TT-88", "As");
    assert_eq!(dead.total().flops, 20_825);
}

#[test]
fn short_deck_classes_are_its_exact_answers() {
    let (hero, villain) = ("AKs,99", "QQ+,T9s");
    let report = report(Game::SHORT_DECK, hero, villain, "");
    assert_eq!(report.total().flops, 7_140);
    for row in report.rows.iter().step_by(13) {
        let (boards, wins, ties, losses, _) =
            exact_on(Game::SHORT_DECK, hero, villain, "", &row.flop).unwrap();
        assert_eq!(
            row_counts(row),
            (boards, wins, ties, losses),
            "{}",
            row.name()
        );
    }
    let (boards, wins, ties, losses, _) =
        exact_on(Game::SHORT_DECK, hero, villain, "", &[]).unwrap();
    assert_eq!(report.preflop(), Some([boards, wins, ties, losses]));
}

#[test]
fn a_distributions_mean_is_the_players_equity() {
    let report = case("KK:0.5,AQs,76s", "AA,KQ:0.25,22", "");
    for row in report.rows.iter().step_by(101).filter(|row| row.deals > 0) {
        for p in 0..2 {
            let held: f64 = row.distribution[p].iter().sum();
            assert!((held - row.weighted_boards).abs() < 1e-6 * held);
        }
    }
    let total = report.total();
    // Each bucket's mean equity lies within it, so the means bound the equity.
    for p in 0..2 {
        let d = total.distribution_fractions()[p];
        let low: f64 = d.iter().enumerate().map(|(b, f)| f * b as f64 / 10.0).sum();
        let equity = total.shares[p] / total.weighted_boards;
        assert!(low <= equity && equity <= low + 0.1, "{p}: {low} {equity}");
    }
}

#[test]
fn each_texture_cut_partitions_the_flops() {
    for game in [Game::default(), Game::SHORT_DECK] {
        let report = report(game, "QQ", "AKs", "");
        let all = report.total().flops;
        let mut by_cut: std::collections::BTreeMap<&str, u64> = Default::default();
        for (group, sum) in report.groups() {
            *by_cut.entry(group.cut()).or_default() += sum.flops;
        }
        assert_eq!(by_cut.len(), 4);
        assert!(by_cut.values().all(|&n| n == all), "{game}: {by_cut:?}");
    }
    // Known counts of the 22,100 flops: 4 × C(13, 3) monotone, 52 × 4 trips (C(4, 3) of
    // each rank), 13 × 6 × 48 paired.
    let report = case("QQ", "AKs", "");
    assert_eq!(
        report.group(FlopGroup::Suits(Suits::Monotone)).flops,
        4 * 286
    );
    assert_eq!(
        report.group(FlopGroup::Pairing(Pairing::Trips)).flops,
        13 * 4
    );
    assert_eq!(
        report.group(FlopGroup::Pairing(Pairing::Paired)).flops,
        13 * 6 * 48
    );
    // Connected unpaired flops: rank triples inside one of the 10 straights, 64 suits each.
    let triples = (0..13usize)
        .flat_map(|a| (a + 1..13).flat_map(move |b| (b + 1..13).map(move |c| [a, b, c])))
        .filter(|t| {
            let (lo, hi) = (t[0], t[2]);
            hi - lo <= 4 || (hi == 12 && t[1] <= 3)
        })
        .count() as u64;
    assert_eq!(report.group(FlopGroup::Connected(true)).flops, 64 * triples);
}

/// Every one of the 22,100 flops against its class's row, by the engine's exact answer
/// on the flop (the naive side: no symmetry of flops at all).
#[test]
#[cfg_attr(debug_assertions, ignore = "22,100 exact runs: slow in debug")]
fn every_flop_is_its_classs_row() {
    let (hero, villain) = ("AhKh,QQ", "JTs,77");
    let report = report(Game::default(), hero, villain, "");
    assert!(report.symmetries < 24);
    let by_class: std::collections::HashMap<u64, (u64, u64, u64, u64)> = report
        .rows
        .iter()
        .map(|row| (flop_mask(&row.flop), row_counts(row)))
        .collect();
    let changes = symmetry::keeping(&question(Game::default(), hero, villain, "").setup);
    let cards: Vec<Card> = Card::all().collect();
    let mut flops = 0;
    for (i, &a) in cards.iter().enumerate() {
        for (j, &b) in cards.iter().enumerate().skip(i + 1) {
            for &c in cards.iter().skip(j + 1) {
                let flop = [a, b, c];
                let mask = flop_mask(&flop);
                let class = changes.iter().map(|g| g.apply(mask)).fold(mask, u64::min);
                let row = by_class[&class];
                let exact = exact_on(Game::default(), hero, villain, "", &flop)
                    .map_or((0, 0, 0, 0), |(b, w, t, l, _)| (b, w, t, l));
                assert_eq!(row, exact, "{a}{b}{c}");
                flops += 1;
            }
        }
    }
    assert_eq!(flops, 22_100);
}

#[test]
fn parts_read_back_and_merge_to_the_whole() {
    let question = question(Game::default(), "KK:0.5,AQs,76s", "AA,KQ:0.25,22", "");
    let whole = case("KK:0.5,AQs,76s", "AA,KQ:0.25,22", "");
    for n in [1, 2, 7] {
        let parts: Vec<(String, FlopPart)> = (1..=n)
            .map(|k| {
                let shard = Shard::new(k, n).unwrap();
                let part = question.flops_part(shard, None, &|_, _| {}).unwrap();
                let mut bytes = Vec::new();
                part.write(&mut bytes).unwrap();
                let read = FlopPart::read(&bytes).unwrap();
                assert_eq!(read, part, "{shard}: read back");
                (format!("part {k}"), read)
            })
            .collect();
        assert_eq!(
            parts[0].1.report.rows.len(),
            whole.rows.len().div_ceil(n as usize)
        );
        assert_eq!(
            &FlopPart::merge(parts.into_iter().rev()).unwrap(),
            whole,
            "{n} shards"
        );
    }
}
