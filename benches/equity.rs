//! Equity benchmarks: the three workloads the README compares against OMPEval and
//! `pokers`, each on one thread and on two, and a shard of the exact PLO4 table.
//!
//! `cargo bench -p handrank-benches --bench equity`

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};
use handrank::equity::{Equity, MonteCarlo, PreflopPart, Shard};
use handrank::{Card, Hand, parse_cards};

/// The baseline measured in the same run: every board of AhAs v KdKc in plain nested
/// loops with incremental key sums, no symmetry, one thread. Returns AhAs's wins.
fn plain_enumeration() -> u64 {
    let hands = parse_cards("AhAs KdKc").expect("cards");
    let a = Hand::from_cards(&hands[..2]);
    let b = Hand::from_cards(&hands[2..]);
    let deck: Vec<Card> = Card::all().filter(|c| !hands.contains(c)).collect();
    let n = deck.len();
    let mut wins = 0;
    for i in 0..n {
        let h1 = Hand::EMPTY.add(deck[i]);
        for j in i + 1..n {
            let h2 = h1.add(deck[j]);
            for k in j + 1..n {
                let h3 = h2.add(deck[k]);
                for l in k + 1..n {
                    let h4 = h3.add(deck[l]);
                    for &card in &deck[l + 1..] {
                        let board = h4.add(card);
                        wins +=
                            u64::from(a.combine(board).strength() > b.combine(board).strength());
                    }
                }
            }
        }
    }
    wins
}

fn pool(threads: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("thread pool")
}

fn equity(players: &[&str]) -> Equity {
    Equity::parse(players).expect("valid players")
}

/// `question.exact()` on 1 and 2 threads.
fn exact_rows(group: &mut BenchmarkGroup<'_, WallTime>, question: &Equity) {
    for threads in [1, 2] {
        let pool = pool(threads);
        group.bench_function(format!("{threads} thread(s)"), |b| {
            b.iter(|| pool.install(|| question.exact().expect("exact")))
        });
    }
}

fn exact_hands(c: &mut Criterion) {
    let question = equity(&["AhAs", "KdKc"]);
    let mut group = c.benchmark_group("exact AhAs v KdKc preflop");
    group.bench_function("baseline: plain loops, 1 thread", |b| {
        b.iter(plain_enumeration)
    });
    exact_rows(&mut group, &question);
    group.finish();
}

fn exact_ranges(c: &mut Criterion) {
    let question = equity(&["random", "AA"]);
    let mut group = c.benchmark_group("exact random v AA preflop");
    group.sample_size(10);
    exact_rows(&mut group, &question);
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

/// The exact PLO4 table's unit of work: shard 1 of 20,000 is 7 board classes of the
/// 134,459 (each a sweep of all 178,365 live holes), on one thread and on two.
fn plo4_table_shard(c: &mut Criterion) {
    let shard: Shard = "1/20000".parse().expect("shard");
    let mut group = c.benchmark_group("exact PLO4 preflop table, 7 board classes");
    group.sample_size(10);
    group.throughput(Throughput::Elements(shard.board_classes()));
    for threads in [1, 2] {
        let pool = pool(threads);
        group.bench_function(format!("{threads} thread(s)"), |b| {
            b.iter(|| {
                pool.install(|| PreflopPart::compute(handrank::Game::OMAHA, shard, &|_, _| {}))
            })
        });
    }
    group.finish();
}

criterion_group!(
    benches,
    exact_hands,
    exact_ranges,
    monte_carlo,
    plo4_table_shard
);
criterion_main!(benches);
