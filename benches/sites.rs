//! The sites' text hand histories read, replayed and settled per second: the project's
//! PokerStars hands (tests/data/sites/: no-limit, pot-limit Omaha and hi-lo, limit,
//! a straddle, run it twice, a tournament with antes and side pots), repeated under new
//! hand numbers to 48,000 hands, on every core through `history::run` as `handrank history
//! --no-ev` does, and the reader alone on one core. `benches/history.rs` is the same for PHH.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use handrank::history::{self, EvOptions, HistoryOptions};

/// Copies of the project's eight hands.
const COPIES: usize = 6_000;
const HANDS: usize = 8 * COPIES;

/// The project's PokerStars hands, `COPIES` times, each hand numbered anew.
fn pokerstars_text() -> String {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/sites/");
    let mut hands = String::new();
    for name in ["pokerstars_cash.txt", "pokerstars_tournament.txt"] {
        hands.push_str(&std::fs::read_to_string(format!("{root}{name}")).unwrap());
        hands.push_str("\n\n\n");
    }
    let mut text = String::with_capacity(hands.len() * COPIES);
    for copy in 0..COPIES {
        text.push_str(&hands.replace("Hand #2300000", &format!("Hand #{:07}", copy)));
    }
    text
}

fn bench(c: &mut Criterion) {
    let text = pokerstars_text();
    let dir = std::env::temp_dir().join(format!("handrank-bench-sites-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("pokerstars.txt");
    std::fs::write(&path, &text).unwrap();
    let inputs = history::inputs(&[&path]).unwrap();
    let mut group = c.benchmark_group("sites");
    group.throughput(Throughput::Elements(HANDS as u64));
    group.sample_size(10);
    let options = HistoryOptions {
        ev: EvOptions {
            enabled: false,
            ..EvOptions::default()
        },
        ..HistoryOptions::default()
    };
    group.bench_function("pokerstars_settle", |b| {
        b.iter(|| {
            let summary = history::run(&inputs, &options, std::io::sink(), |_, _| {})
                .unwrap()
                .summary;
            assert_eq!((summary.hands, summary.mismatches), (HANDS as u64, 0));
        })
    });
    let chunk = history::Chunk {
        file: "pokerstars.txt".into(),
        text: text.into_bytes(),
        first_line: 1,
        format: history::Format::Site(history::Site::PokerStars),
    };
    group.bench_function("pokerstars_read_one_core", |b| {
        b.iter(|| assert_eq!(chunk.hands().filter(Result::is_ok).count(), HANDS))
    });
    group.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, bench);
criterion_main!(benches);
