//! Equity benchmarks: the three workloads the README compares against OMPEval and
//! `pokers`, each on one thread and on two.
//!
//! `cargo bench --bench equity`

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use handrank::equity::{Equity, MonteCarlo};

fn pool(threads: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("thread pool")
}

fn equity(players: &[&str]) -> Equity {
    Equity::parse(players).expect("valid players")
}

fn exact_hands(c: &mut Criterion) {
    let question = equity(&["AhAs", "KdKc"]);
    let mut group = c.benchmark_group("exact AhAs v KdKc preflop");
    for threads in [1, 2] {
        let pool = pool(threads);
        group.bench_function(format!("{threads} thread(s)"), |b| {
            b.iter(|| pool.install(|| question.exact().expect("exact")))
        });
    }
    group.finish();
}

fn exact_ranges(c: &mut Criterion) {
    let question = equity(&["random", "AA"]);
    let mut group = c.benchmark_group("exact random v AA preflop");
    group.sample_size(10);
    for threads in [1, 2] {
        let pool = pool(threads);
        group.bench_function(format!("{threads} thread(s)"), |b| {
            b.iter(|| pool.install(|| question.exact().expect("exact")))
        });
    }
    group.finish();
}

fn monte_carlo(c: &mut Criterion) {
    const TRIALS: u64 = 20_000_000;
    let mut group = c.benchmark_group("monte carlo heads-up preflop");
    group.sample_size(10);
    group.throughput(Throughput::Elements(TRIALS));
    for (name, players) in [
        ("AhAs v KdKc", ["AhAs", "KdKc"]),
        ("AKs v QQ+", ["AKs", "QQ+"]),
    ] {
        let question = equity(&players);
        for threads in [1, 2] {
            let pool = pool(threads);
            let options = MonteCarlo::new().seed(1).trials(TRIALS);
            group.bench_function(format!("{name}, {threads} thread(s)"), |b| {
                b.iter(|| pool.install(|| question.monte_carlo(&options).expect("mc")))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, exact_hands, exact_ranges, monte_carlo);
criterion_main!(benches);
