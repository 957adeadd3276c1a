//! The every-flop report: one flop of two wide ranges (the per-flop cost) and whole
//! reports, narrow and wide. `cargo bench -p handrank-benches --bench flops`.

use criterion::{Criterion, criterion_group, criterion_main};
use handrank::equity::Equity;
use handrank::parse_cards;

/// About 40 % of hands (530 combos) against about 60 % (800 combos).
const WIDE_HERO: &str = "22+,A2s+,K2s+,Q4s+,J6s+,T6s+,96s+,86s+,75s+,A2o+,K8o+,Q9o+,J9o+";
const WIDE_VILLAIN: &str =
    "22+,A2s+,K2s+,Q2s+,J2s+,T2s+,93s+,84s+,74s+,63s+,53s+,A2o+,K2o+,Q5o+,J7o+,T7o+";

fn flops(c: &mut Criterion) {
    let wide = Equity::parse(&[WIDE_HERO, WIDE_VILLAIN])
        .unwrap()
        .check()
        .unwrap();
    let flop = parse_cards("Kd 8h 3c").unwrap();
    c.bench_function("flops/one flop, wide v wide", |b| {
        b.iter(|| wide.flop(&flop).unwrap())
    });
    let narrow = Equity::parse(&["QQ", "JJ"]).unwrap().check().unwrap();
    let mut group = c.benchmark_group("flops");
    group.sample_size(10);
    group.bench_function("every flop, QQ v JJ", |b| {
        b.iter(|| narrow.flops().unwrap())
    });
    group.bench_function("every flop, wide v wide", |b| {
        b.iter(|| wide.flops().unwrap())
    });
    group.finish();
}

criterion_group!(benches, flops);
criterion_main!(benches);
