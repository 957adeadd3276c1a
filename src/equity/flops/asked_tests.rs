//! The flops asked of the engine (Omaha) against its exact answers, the deal counter
//! against the sweep's deals, and Monte Carlo flops against exact ones.

use super::tests::{CASES, case, exact_on, flop_mask, question as checked, row_counts};
use super::*;
use crate::card::parse_cards;

/// The Omaha cases' dead cards, every suit of a rank alike (no suit named): a deck of
/// eight to ace, 28 cards, small enough for debug-build tests.
const SMALL: &str = "2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c6d6h6s7c7d7h7s";

#[test]
fn the_deal_counter_counts_the_sweeps_deals() {
    for &(hero, villain, dead) in CASES {
        let question = checked(Game::default(), hero, villain, dead);
        let deals = deals::Deals::new(&question.setup);
        for row in case(hero, villain, dead).rows.iter().step_by(7) {
            let on = deals.on(flop_mask(&row.flop));
            assert_eq!(on.count, row.deals, "{hero} v {villain} on {}", row.name());
            let per_deal = row.boards.checked_div(row.deals).unwrap_or(0);
            let weighted = on.weight * per_deal as f64;
            assert!((weighted - row.weighted_boards).abs() < 1e-9 * weighted.max(1.0));
        }
    }
}

#[test]
fn the_deal_counter_counts_a_random_hole() {
    let question = checked(Game::OMAHA, "AhAsKhKs", "random", "2c");
    let deals = deals::Deals::new(&question.setup);
    let flop = parse_cards("Qd 7c 3s").unwrap();
    // 52 - 1 dead - 3 on the flop - 4 held: 44 cards, C(44, 4) holes.
    assert_eq!(deals.on(flop_mask(&flop)).count, 135_751);
    let both = checked(Game::OMAHA, "random", "random", "");
    let on = deals::Deals::new(&both.setup).on(flop_mask(&flop));
    assert_eq!(on.count, 211_876 * 148_995);
    // A flop holding a card of the hand leaves no deal.
    let flop = parse_cards("Ah 7c 3s").unwrap();
    assert_eq!(deals.on(flop_mask(&flop)).count, 0);
}

/// Two Omaha hands: every class's row is the engine's exact answer on its flop, and the
/// flops add up to ten times the preflop answer.
#[test]
fn omaha_flops_are_the_exact_answers_and_sum_to_the_preflop_one() {
    let (hero, villain) = ("AhAsKhKs", "QhQsJhTh");
    let question = checked(Game::OMAHA, hero, villain, SMALL);
    assert_eq!(
        question.flops_method(None, &MonteCarlo::new()).unwrap(),
        None
    );
    let report = question.flops().unwrap();
    assert_eq!(
        (report.method, report.distributions),
        (Method::Exact, false)
    );
    // C(28, 3) flops of the cards left.
    assert_eq!(report.total().flops, 3_276);
    for row in &report.rows {
        match exact_on(Game::OMAHA, hero, villain, SMALL, &row.flop) {
            Some((boards, wins, ties, losses, equity)) => {
                assert_eq!(
                    row_counts(row),
                    (boards, wins, ties, losses),
                    "{}",
                    row.name()
                );
                assert_eq!(
                    row.boards,
                    row.deals * 136,
                    "{}: C(17, 2) boards",
                    row.name()
                );
                assert!((row.equity().unwrap() - equity).abs() < 1e-9);
                assert_eq!(row.std_err, None);
            }
            None => assert_eq!((row.deals, row.boards), (0, 0), "{}", row.name()),
        }
    }
    let (boards, wins, ties, losses, equity) =
        exact_on(Game::OMAHA, hero, villain, SMALL, &[]).unwrap();
    assert_eq!(report.preflop().unwrap(), [boards, wins, ties, losses]);
    assert!((report.total().equity().unwrap() - equity).abs() < 1e-9);
}

/// Omaha ranges: each sampled class's row against the engine's exact answer.
#[test]
fn omaha_range_flops_are_the_exact_answers() {
    let (hero, villain) = ("AhAsKhKs,AdAcKdKc", "QQJT");
    let question = checked(Game::OMAHA, hero, villain, SMALL);
    let report = question.flops_with_progress(None, &|_, _| {}).unwrap();
    for row in report.rows.iter().step_by(17) {
        match exact_on(Game::OMAHA, hero, villain, SMALL, &row.flop) {
            Some((b, w, t, l, _)) => assert_eq!(row_counts(row), (b, w, t, l), "{}", row.name()),
            None => assert_eq!(row.deals, 0, "{}", row.name()),
        }
    }
}

/// Monte Carlo flops: each within a few standard errors of the exact answer, the whole
/// too, and a seed reproduces a run.
#[test]
fn omaha_monte_carlo_flops_are_near_the_exact_ones_and_reproduce() {
    let (hero, villain) = ("AhAsKhKs", "QhQsJhTh");
    let question = checked(Game::OMAHA, hero, villain, SMALL);
    let exact = question.flops().unwrap();
    let options = MonteCarlo::new().seed(11).trials(2_000);
    let asked = question
        .flops_method(Some(Method::MonteCarlo), &options)
        .unwrap();
    assert_eq!(asked, Some(options));
    let mc = question
        .flops_with_progress(asked.as_ref(), &|_, _| {})
        .unwrap();
    assert_eq!(
        (mc.method, mc.seed, mc.preflop()),
        (Method::MonteCarlo, Some(11), None)
    );
    for (e, m) in exact.rows.iter().zip(&mc.rows) {
        assert_eq!(
            (e.flop, e.deals, e.weighted_boards),
            (m.flop, m.deals, m.weighted_boards)
        );
        let (Some(want), Some(got), Some(se)) = (e.equity(), m.equity(), m.std_err) else {
            assert_eq!(e.deals, 0, "{}", e.name());
            continue;
        };
        assert_eq!(m.boards, 2_000);
        assert!(
            (got - want).abs() <= 5.0 * se + 1e-12,
            "{}: {got} v {want} ± {se}",
            e.name()
        );
    }
    let (want, total) = (exact.total().equity().unwrap(), mc.total());
    let se = total.std_err.unwrap();
    assert!(se > 0.0 && se < 0.003, "{se}");
    assert!((total.equity().unwrap() - want).abs() <= 5.0 * se);
    let again = question
        .flops_with_progress(asked.as_ref(), &|_, _| {})
        .unwrap();
    assert_eq!(again.rows, mc.rows);
    let other = options.seed(12);
    let other = question
        .flops_with_progress(Some(&other), &|_, _| {})
        .unwrap();
    assert_ne!(other.rows, mc.rows);
}

#[test]
fn wide_omaha_ranges_are_monte_carlo_and_holdem_always_exact() {
    let wide = checked(Game::OMAHA, "AA**", "random", "");
    let chosen = wide.flops_method(None, &MonteCarlo::new()).unwrap();
    assert_eq!(chosen.and_then(|mc| mc.trials), Some(TRIALS_PER_FLOP));
    let estimate = wide.flops_estimate(chosen.as_ref()).unwrap();
    assert_eq!(estimate.method, Method::MonteCarlo);
    let exact = wide.flops_estimate(None).unwrap();
    assert!(
        exact.seconds > 100.0 * estimate.seconds,
        "{exact:?} {estimate:?}"
    );
    let holdem = checked(Game::default(), "QQ", "AKs", "");
    let error = holdem.flops_method(Some(Method::MonteCarlo), &MonteCarlo::new());
    assert!(matches!(error, Err(FlopsError::AlwaysExact(_))));
    let error = holdem.flops_with_progress(Some(&MonteCarlo::new()), &|_, _| {});
    assert!(matches!(error, Err(FlopsError::AlwaysExact(_))));
    let stopping = MonteCarlo::new().trials(10);
    let error = wide.flops_method(Some(Method::Exact), &stopping);
    assert!(matches!(error, Err(FlopsError::Stopping(_))));
}
