//! handrank's Omaha evaluator against rs_poker 5.0.0's (every 2-from-hole × 3-from-board
//! choice through its 5-card evaluator), on identical random PLO4, PLO5 and PLO6 hands
//! with 5-card boards.
//!
//! handrank is timed from cards, one deal at a time (`omaha::strength`): the board's row
//! and the hole pairs are found inside the timed loop. rs_poker gets its `OmahaHand` (two card bit sets) built beforehand, which
//! favours it. Before timing, both must order every consecutive pair of hands alike.
//!
//! A second group streams 1 M hands (far more rows than L2 holds), handrank only: the
//! 4,096-hand batches of the first group revisit the same table rows.
//!
//! A third group times Omaha equity on two threads.
//!
//! Run: `cargo bench -p handrank-peers --bench omaha -- --measurement-time 2 --warm-up-time 1`.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use handrank::Card;
use handrank::omaha;
use handrank_peers::{HANDS, check_agrees, deal_many, full_deck, rs_card};

const STREAMED: usize = 1 << 20;
const SEED: u64 = 0x5eed_0a4a;

/// `count` random deals of `holes` hole cards and a 5-card board.
fn deal(count: usize, holes: usize, seed: u64) -> Vec<(Vec<Card>, [Card; 5])> {
    deal_many(&full_deck(), holes + 5, count, seed)
        .into_iter()
        .map(|mut hole| {
            let board = hole.split_off(holes);
            (hole, board.try_into().expect("five board cards"))
        })
        .collect()
}

fn omaha(c: &mut Criterion) {
    let mut group = c.benchmark_group("random Omaha hands");
    group.throughput(Throughput::Elements(HANDS as u64));
    for holes in [4usize, 5, 6] {
        let deals = deal(HANDS, holes, SEED + holes as u64);
        let game = format!("PLO{holes}");
        let ours: Vec<handrank::Strength> = deals
            .iter()
            .map(|(hole, board)| omaha::evaluate(hole, board).expect("a valid deal"))
            .collect();
        let rs_hands: Vec<rs_poker::omaha::OmahaHand> = deals
            .iter()
            .map(|(hole, board)| {
                let hole = hole.iter().map(|&c| rs_card(c)).collect();
                let board = board.iter().map(|&c| rs_card(c)).collect();
                rs_poker::omaha::OmahaHand::new(hole, board).expect("a valid deal")
            })
            .collect();
        {
            use rs_poker::core::Rankable;
            let theirs: Vec<_> = rs_hands.iter().map(|h| h.rank()).collect();
            check_agrees(&format!("rs_poker {game}"), &ours, &theirs, |_| true);
        }
        // Flat arrays, so the loop reads cards the way a caller's buffer would hold them.
        let boards: Vec<[Card; 5]> = deals.iter().map(|d| d.1).collect();
        let holes_flat: Vec<Card> = deals.iter().flat_map(|d| d.0.iter().copied()).collect();
        group.bench_function(BenchmarkId::new("handrank", &game), |b| {
            b.iter(|| {
                let holes_flat = black_box(&holes_flat);
                black_box(&boards)
                    .iter()
                    .zip(holes_flat.chunks_exact(holes))
                    .map(|(board, hole)| u64::from(omaha::strength(hole, board).get()))
                    .sum::<u64>()
            })
        });
        group.bench_function(BenchmarkId::new("rs_poker", &game), |b| {
            use rs_poker::core::Rankable;
            b.iter(|| {
                black_box(&rs_hands)
                    .iter()
                    .map(|h| u64::from(h.rank().value_bits()))
                    .sum::<u64>()
            })
        });
    }
    group.finish();

    let mut group = c.benchmark_group("streamed Omaha hands");
    group.throughput(Throughput::Elements(STREAMED as u64));
    group.sample_size(10);
    for holes in [4usize, 6] {
        let deals = deal(STREAMED, holes, SEED + 10 + holes as u64);
        let boards: Vec<[Card; 5]> = deals.iter().map(|d| d.1).collect();
        let holes_flat: Vec<Card> = deals.iter().flat_map(|d| d.0.iter().copied()).collect();
        drop(deals);
        group.bench_function(BenchmarkId::new("handrank", format!("PLO{holes}")), |b| {
            b.iter(|| {
                let holes_flat = black_box(&holes_flat);
                black_box(&boards)
                    .iter()
                    .zip(holes_flat.chunks_exact(holes))
                    .map(|(board, hole)| u64::from(omaha::strength(hole, board).get()))
                    .sum::<u64>()
            })
        });
    }
    group.finish();
}

/// Equity on 2 threads (the goals' setting): exact heads-up PLO4 preflop, every one of the
/// 1,086,008 boards, and Monte Carlo heads-up PLO4 (throughput in boards).
fn equity(c: &mut Criterion) {
    use handrank::Game;
    use handrank::equity::{Equity, MonteCarlo};
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .expect("a thread pool");
    let players = ["Ah As Kh Kd", "Jc Tc 9s 8s"];
    let check = |game| {
        Equity::parse_game(game, &players)
            .and_then(|e| e.check())
            .expect("valid hands")
    };
    let (question, hi_lo) = (check(Game::OMAHA), check(Game::OMAHA_HI_LO));
    let mut group = c.benchmark_group("Omaha equity, 2 threads");
    group.sample_size(10);
    group.throughput(Throughput::Elements(1_086_008));
    group.bench_function("exact heads-up PLO4 preflop", |b| {
        b.iter(|| pool.install(|| question.exact().expect("exact")))
    });
    group.bench_function("exact heads-up PLO4 hi-lo preflop", |b| {
        b.iter(|| pool.install(|| hi_lo.exact().expect("exact")))
    });
    const TRIALS: u64 = 10_000_000;
    group.throughput(Throughput::Elements(TRIALS));
    let options = MonteCarlo::new().seed(7).trials(TRIALS);
    group.bench_function("Monte Carlo heads-up PLO4", |b| {
        b.iter(|| pool.install(|| question.monte_carlo(&options).expect("monte carlo")))
    });
    group.bench_function("Monte Carlo heads-up PLO4 hi-lo", |b| {
        b.iter(|| pool.install(|| hi_lo.monte_carlo(&options).expect("monte carlo")))
    });
    group.finish();
}

criterion_group!(benches, omaha, equity);
criterion_main!(benches);
