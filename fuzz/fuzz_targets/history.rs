//! Arbitrary text as hand histories (PHH, or a site's text when its first line says so),
//! through the reader, the replay, the settlement and the all-in pricing
//! (`handrank::history`).
//!
//! Checks, besides never panicking: a settled hand pays out exactly the chips put in (no
//! chip made or lost), nobody collects a negative amount or puts in more than their stack,
//! and an all-in's expected collects add up to its pots.

#![no_main]

use handrank::history::{self, Chips, Chunk, EvOptions, Format};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&flags, text)) = data.split_first() else {
        return;
    };
    let chunk = Chunk {
        file: "fuzz.phhs".into(),
        text: text.to_vec(),
        first_line: 1,
        // PHH, `[N]` sections, or whatever the text's first line says (a site's text).
        format: match flags & 5 {
            0 => Format::Phh,
            1 => Format::Phhs,
            _ => Format::detect(text),
        },
    };
    let options = EvOptions {
        enabled: flags & 2 == 2,
        // Counted exactly only when tiny (a heads-up flop or turn all-in): the fuzzer stays fast.
        exact_seconds: 1e-5,
        trials: 50,
        seed: 0,
    };
    for hand in chunk.hands() {
        let Ok(hand) = hand else { continue };
        let stacks = hand.starting_stacks.clone();
        let Ok(report) = history::analyze(hand, &options) else {
            continue;
        };
        let put_in = &report.replay.put_in;
        for (put, stack) in put_in.iter().zip(&stacks) {
            assert!(*put >= Chips::ZERO && stack.is_none_or(|s| *put <= s));
        }
        if let Ok(settled) = &report.settlement {
            let paid: Chips = settled.collected.iter().copied().sum();
            assert_eq!(paid, put_in.iter().copied().sum::<Chips>());
            assert!(settled.collected.iter().all(|c| *c >= Chips::ZERO));
        }
        if let Some(ev) = &report.all_in {
            let pots: Chips = ev.pots.iter().map(|p| p.amount).sum();
            let expected: Chips = ev.expected.iter().copied().sum();
            // Each share is rounded to the millionth, and equities add up to one only
            // to within a float's precision.
            let shares = (ev.pots.len() * ev.expected.len() + 1) as i64;
            let slack = shares + (pots.to_f64() * 1e-6 * 1e-9 * Chips::SCALE as f64) as i64;
            assert!((expected - pots).micros().abs() <= slack);
        }
    }
});
