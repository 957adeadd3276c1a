//! Hand histories read, replayed and settled per second: generated real-site-like
//! no-limit hold'em `.phhs` text (`benches/phh/generate.rs`), on every core through
//! `history::run` as `handrank history --no-ev` does, and the reader alone on one core.
//! `benches/history.sh` times the same text against pokerkit.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use handrank::history::{self, EvOptions, HistoryOptions};

#[path = "phh/generate.rs"]
mod generate;

const HANDS: usize = 50_000;

fn bench(c: &mut Criterion) {
    let text = generate::phhs(HANDS, 1);
    let dir = std::env::temp_dir().join(format!("handrank-bench-history-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("hands.phhs");
    std::fs::write(&path, &text).unwrap();
    let inputs = history::inputs(&[&path]).unwrap();
    let mut group = c.benchmark_group("history");
    group.throughput(Throughput::Elements(HANDS as u64));
    group.sample_size(10);
    for (name, ev) in [("settle", false), ("settle_and_all_in_ev", true)] {
        let options = HistoryOptions {
            ev: EvOptions {
                enabled: ev,
                ..EvOptions::default()
            },
            ..HistoryOptions::default()
        };
        group.bench_function(name, |b| {
            b.iter(|| {
                let summary = history::run(&inputs, &options, std::io::sink(), |_, _| {})
                    .unwrap()
                    .summary;
                assert_eq!(summary.hands, HANDS as u64);
            })
        });
    }
    let chunk = history::Chunk {
        file: "hands.phhs".into(),
        text: text.into_bytes(),
        first_line: 1,
        format: history::Format::Phhs,
    };
    group.bench_function("read_one_core", |b| {
        b.iter(|| assert_eq!(chunk.hands().filter(Result::is_ok).count(), HANDS))
    });
    group.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, bench);
criterion_main!(benches);
