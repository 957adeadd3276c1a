//! handrank's equity engine against the crates.io peers that offer equity, side by side on
//! identical workloads: `pokers` 0.10 (`exact_equity`, and `approx_equity`, its Monte Carlo)
//! and `rs_poker` 5.0.0 (`holdem::MonteCarloGame`, its only equity calculator with default
//! features off, and `holdem::OutsCalculator`, which enumerates every board to list outs and
//! also counts wins and ties).
//!
//! Groups, one per workload:
//! - `exact AhAs v KdKc preflop`: every board, on 1 thread and on 2 (handrank in a rayon
//!   `ThreadPool` via `install`, as `benches/equity.rs` does; `pokers` takes a thread count;
//!   `OutsCalculator` has no thread option).
//! - `monte carlo AhAs v KdKc preflop`: exactly [`BOARDS`] (2^20) boards per iteration,
//!   throughput in boards. handrank runs with a fixed seed. Neither peer can be seeded (both
//!   draw from the operating system's entropy), and `pokers` has no board limit, only a
//!   standard-error target and a cancel flag: the bench sets the target to 0 and raises the
//!   flag from the progress callback, which `pokers` calls once per 4,096 boards per thread,
//!   so that the batches add up to [`BOARDS`]. On 2 threads a race in `pokers` sometimes
//!   stops the other thread one batch early (see [`pokers_monte_carlo`]), so each `pokers`
//!   run's time is scaled by [`BOARDS`] over the boards it reports. `rs_poker` runs on one
//!   thread only: it has no thread option.
//! - `exact AKs v QQ+ preflop` (range v range): handrank and `pokers`, 1 thread and 2.
//! - `exact random v AA preflop`: handrank and `pokers`, 1 thread and 2. `pokers` takes 10 to
//!   15 s a run here, so this group alone takes four to six minutes.
//!
//! Before timing, every peer's answer is checked against handrank's exact one: exact
//! equities to 1e-9 (`OutsCalculator`'s win and tie counts exactly), Monte Carlo equities
//! within five standard errors of the exact equity, so a misused API cannot give a fast,
//! meaningless number. `random` v `AA` is checked on every run instead, warm-up run first.
//!
//! Run: `cd benches/peers && cargo bench --bench equity -- --measurement-time 3 --warm-up-time 1`
//! (all groups, five to seven minutes on two cores); a filter such as `'AhAs|AKs'` before the
//! `--` options leaves out `random` v `AA`.

use std::hint::black_box;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use criterion::measurement::WallTime;
use criterion::{
    BenchmarkGroup, BenchmarkId, Criterion, Throughput, criterion_group, criterion_main,
};
use handrank::equity::{Equity, EquityResult, MonteCarlo};

/// Monte Carlo boards per timed iteration: 2^20, a whole number of `pokers`' 4,096-board
/// batches and of handrank's 16,384-board chunks.
const BOARDS: u64 = 1 << 20;
/// handrank's Monte Carlo seed.
const SEED: u64 = 1;
/// `pokers` reports progress (and looks at its cancel flag) once per this many boards on
/// each thread.
const POKERS_BATCH: u64 = 4096;

fn pool(threads: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("thread pool")
}

fn handrank_question(players: &[&str]) -> Equity {
    Equity::parse(players).expect("valid players")
}

fn pokers_ranges(players: &[&str]) -> Vec<pokers::HandRange> {
    pokers::HandRange::from_strings(players.iter().map(|p| p.to_string()).collect())
}

/// `pokers`' exact equity, no board or dead cards.
fn pokers_exact(ranges: &[pokers::HandRange], threads: u8) -> pokers::SimulationResults {
    let cancel = Arc::new(AtomicBool::new(false));
    pokers::exact_equity(ranges, 0, 0, threads, cancel, |_| {}).expect("pokers exact_equity")
}

/// `pokers`' Monte Carlo, stopped after [`BOARDS`] boards in all, or one batch fewer per
/// extra thread.
///
/// Each thread evaluates boards in batches of [`POKERS_BATCH`]; after each batch it adds the
/// batch to the results and calls the progress callback (under the results' lock), then,
/// with the lock released, stops if the cancel flag is up. The report that is the
/// `target`-th raises the flag, and its thread stops; every other thread normally finishes
/// the batch it is in, which makes [`BOARDS`] in all. But a thread that reported just before
/// the flag went up and looks at the flag just after stops at once, one batch short (about
/// 1 run in 150 on 2 threads). The caller scales the time by the count `pokers` reports.
fn pokers_monte_carlo(ranges: &[pokers::HandRange], threads: u8) -> pokers::SimulationResults {
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&cancel);
    let reports = AtomicU64::new(0);
    let extra = u64::from(threads) - 1;
    let target = BOARDS / POKERS_BATCH - extra;
    let on_progress = move |_: u8| {
        if reports.fetch_add(1, Ordering::SeqCst) + 1 == target {
            flag.store(true, Ordering::SeqCst);
        }
    };
    // A standard-error target of 0 is never reached: only the flag stops the run.
    let result = pokers::approx_equity(ranges, 0, 0, threads, 0.0, cancel, on_progress)
        .expect("pokers approx_equity");
    assert!(
        (BOARDS - extra * POKERS_BATCH..=BOARDS).contains(&result.eval_count),
        "pokers evaluated {} boards",
        result.eval_count
    );
    result
}

fn rs_poker_hands(players: &[&str]) -> Vec<rs_poker::core::Hand> {
    players
        .iter()
        .map(|p| rs_poker::core::Hand::new_from_str(p).expect("rs_poker hand"))
        .collect()
}

/// `rs_poker`'s Monte Carlo equity of the first player over [`BOARDS`] boards.
fn rs_poker_monte_carlo(hands: &[rs_poker::core::Hand]) -> f32 {
    let mut game = rs_poker::holdem::MonteCarloGame::new(hands.to_vec()).expect("rs_poker game");
    let equity = game.estimate_equity(usize::try_from(BOARDS).expect("fits"));
    equity[0]
}

/// `rs_poker`'s `OutsCalculator` over every board: the first player's (wins, ties, boards).
fn rs_poker_outs(hands: &[rs_poker::core::Hand]) -> (usize, usize, usize) {
    let calculator =
        rs_poker::holdem::OutsCalculator::new(rs_poker::core::CardBitSet::new(), hands.to_vec());
    let outs = calculator.calculate_outs();
    let hero = &outs.outcomes()[0];
    (hero.wins, hero.ties, hero.total_combinations)
}

/// Checks an exact peer equity against handrank's.
fn check_exact(name: &str, ours: &EquityResult, theirs: f64) {
    let expected = ours.players[0].equity;
    assert!(
        (theirs - expected).abs() < 1e-9,
        "{name}: equity {theirs} but handrank's exact equity is {expected}"
    );
}

/// Checks a Monte Carlo equity over `boards` boards against the exact result: within five
/// standard errors of one board's share of the pot (win 1, tie 1/2 heads-up, loss 0).
fn check_monte_carlo(name: &str, exact: &EquityResult, theirs: f64, boards: u64) {
    let hero = &exact.players[0];
    let variance = hero.win + hero.tie / 4.0 - hero.equity * hero.equity;
    let std_err = (variance / boards as f64).sqrt();
    let off = (theirs - hero.equity) / std_err;
    assert!(
        off.abs() < 5.0,
        "{name}: Monte Carlo equity {theirs} is {off:.1} standard errors from the exact {}",
        hero.equity
    );
    eprintln!(
        "check: {name} Monte Carlo equity {:.4}% ({off:+.1} standard errors from exact {:.4}%)",
        100.0 * theirs,
        100.0 * hero.equity
    );
}

/// Times one run of `f`, for the check lines.
fn once<T>(f: impl FnOnce() -> T) -> (T, f64) {
    let start = Instant::now();
    let value = f();
    (value, start.elapsed().as_secs_f64())
}

const HANDS: [&str; 2] = ["AhAs", "KdKc"];

fn exact_hands(c: &mut Criterion) {
    let question = handrank_question(&HANDS);
    let ours = question.exact().expect("exact");
    let pk = pokers_ranges(&HANDS);
    let rs = rs_poker_hands(&HANDS);

    for threads in [1u8, 2] {
        let (theirs, secs) = once(|| pokers_exact(&pk, threads));
        check_exact("pokers exact", &ours, theirs.equities[0]);
        eprintln!("check: pokers exact on {threads} thread(s) agrees ({secs:.4} s)");
    }
    let ((wins, ties, boards), secs) = once(|| rs_poker_outs(&rs));
    let hero = &ours.players[0];
    assert_eq!(
        (wins as u64, ties as u64, boards as u64),
        (hero.wins, hero.ties, ours.boards),
        "rs_poker OutsCalculator: counts differ from handrank's"
    );
    eprintln!("check: rs_poker OutsCalculator agrees count for count ({secs:.3} s)");

    let mut group = c.benchmark_group("exact AhAs v KdKc preflop");
    exact_rows(&mut group, &question, &pk);
    group.sample_size(10);
    group.bench_function(
        BenchmarkId::new("rs_poker OutsCalculator", "1 thread"),
        |b| b.iter(|| rs_poker_outs(&rs)),
    );
    group.finish();
}

fn monte_carlo(c: &mut Criterion) {
    let question = handrank_question(&HANDS);
    let exact = question.exact().expect("exact");
    let pk = pokers_ranges(&HANDS);
    let rs = rs_poker_hands(&HANDS);
    let options = MonteCarlo::new().seed(SEED).trials(BOARDS);

    let ours = question.monte_carlo(&options).expect("monte carlo");
    assert_eq!(ours.boards, BOARDS);
    check_monte_carlo("handrank", &exact, ours.players[0].equity, ours.boards);
    for threads in [1u8, 2] {
        let theirs = pokers_monte_carlo(&pk, threads);
        let name = format!("pokers, {threads} thread(s)");
        check_monte_carlo(&name, &exact, theirs.equities[0], theirs.eval_count);
    }
    let theirs = f64::from(rs_poker_monte_carlo(&rs));
    check_monte_carlo("rs_poker", &exact, theirs, BOARDS);

    let mut group = c.benchmark_group("monte carlo AhAs v KdKc preflop");
    group.sample_size(10);
    group.throughput(Throughput::Elements(BOARDS));
    for threads in [1u8, 2] {
        let pool = pool(usize::from(threads));
        group.bench_function(BenchmarkId::new("handrank", threads_label(threads)), |b| {
            b.iter(|| pool.install(|| question.monte_carlo(&options).expect("monte carlo")))
        });
    }
    for threads in [1u8, 2] {
        // Each run's time is scaled to BOARDS boards (see pokers_monte_carlo).
        group.bench_function(BenchmarkId::new("pokers", threads_label(threads)), |b| {
            b.iter_custom(|runs| {
                let mut total = Duration::ZERO;
                for _ in 0..runs {
                    let start = Instant::now();
                    let result = black_box(pokers_monte_carlo(&pk, threads));
                    let elapsed = start.elapsed();
                    total += elapsed.mul_f64(BOARDS as f64 / result.eval_count as f64);
                }
                total
            })
        });
    }
    group.bench_function(BenchmarkId::new("rs_poker", "1 thread"), |b| {
        b.iter(|| rs_poker_monte_carlo(&rs))
    });
    group.finish();
}

/// Exact `AKs` v `QQ+`: range v range, handrank and `pokers`.
fn exact_ranges(c: &mut Criterion) {
    let players = ["AKs", "QQ+"];
    let question = handrank_question(&players);
    let ours = question.exact().expect("exact");
    let pk = pokers_ranges(&players);
    for threads in [1u8, 2] {
        let (theirs, secs) = once(|| pokers_exact(&pk, threads));
        check_exact("pokers exact", &ours, theirs.equities[0]);
        eprintln!("check: pokers exact AKs v QQ+ on {threads} thread(s) agrees ({secs:.3} s)");
    }

    let mut group = c.benchmark_group("exact AKs v QQ+ preflop");
    exact_rows(&mut group, &question, &pk);
    group.finish();
}

/// Exact `random` v `AA`, handrank and `pokers`. `pokers` takes about 10 s a run, so this
/// group takes minutes; its check is made on every timed run (the warm-up run comes first)
/// rather than beforehand, so that a filter that skips the group skips the check too.
fn exact_random_v_aces(c: &mut Criterion) {
    let players = ["random", "AA"];
    let question = handrank_question(&players);
    let pk = pokers_ranges(&players);
    // Filled by handrank's first run, which comes before pokers' (criterion runs a group's
    // benchmarks in order); pokers computes it itself if the filter skipped handrank's.
    let exact = std::sync::OnceLock::new();

    let mut group = c.benchmark_group("exact random v AA preflop");
    group.sample_size(10);
    for threads in [1u8, 2] {
        let pool = pool(usize::from(threads));
        group.bench_function(BenchmarkId::new("handrank", threads_label(threads)), |b| {
            b.iter(|| {
                let result = pool.install(|| question.exact().expect("exact"));
                assert_eq!(&result, exact.get_or_init(|| result.clone()));
                result
            })
        });
    }
    for threads in [1u8, 2] {
        group.bench_function(BenchmarkId::new("pokers", threads_label(threads)), |b| {
            b.iter(|| {
                let theirs = pokers_exact(&pk, threads);
                let ours = exact.get_or_init(|| question.exact().expect("exact"));
                check_exact("pokers exact random v AA", ours, theirs.equities[0]);
                theirs
            })
        });
    }
    group.finish();
}

/// handrank's and `pokers`' exact equity of the same question, each on 1 and 2 threads.
fn exact_rows(
    group: &mut BenchmarkGroup<'_, WallTime>,
    question: &Equity,
    pk: &[pokers::HandRange],
) {
    for threads in [1u8, 2] {
        let pool = pool(usize::from(threads));
        group.bench_function(BenchmarkId::new("handrank", threads_label(threads)), |b| {
            b.iter(|| pool.install(|| question.exact().expect("exact")))
        });
    }
    for threads in [1u8, 2] {
        group.bench_function(BenchmarkId::new("pokers", threads_label(threads)), |b| {
            b.iter(|| pokers_exact(pk, threads))
        });
    }
}

fn threads_label(threads: u8) -> &'static str {
    if threads == 1 {
        "1 thread"
    } else {
        "2 threads"
    }
}

criterion_group!(
    benches,
    exact_hands,
    monte_carlo,
    exact_ranges,
    exact_random_v_aces
);
criterion_main!(benches);
