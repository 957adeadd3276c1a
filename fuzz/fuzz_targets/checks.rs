//! What the hand-history fuzz targets (`history`, `sites`) check of every hand they read:
//! shared, so a new check is made of every format at once.

use handrank::history::{self, Chips, EvOptions, HandHistory, Report};

/// All-in EV when `flags` asks for it, counted exactly only when tiny (a heads-up flop or
/// turn all-in) and otherwise by a few trials: the fuzzer stays fast.
pub fn ev_options(flags: u8) -> EvOptions {
    EvOptions {
        enabled: flags & 2 == 2,
        exact_seconds: 1e-5,
        trials: 50,
        seed: 0,
    }
}

/// The hand replayed, settled and priced, and checked: nobody puts in more than their stack
/// or collects a negative amount, a settled hand pays out exactly the chips put in (no chip
/// made or lost), and an all-in's expected collects add up to its pots. `None` when the
/// hand cannot be replayed (an error the reader's callers report).
pub fn analyze_and_check(hand: HandHistory, options: &EvOptions) -> Option<Report> {
    let stacks = hand.starting_stacks.clone();
    let report = history::analyze(hand, options).ok()?;
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
        // Each share is rounded to the millionth, and equities add up to one only to
        // within a float's precision.
        let shares = (ev.pots.len() * ev.expected.len() + 1) as i64;
        let slack = shares + (pots.to_f64() * 1e-6 * 1e-9 * Chips::SCALE as f64) as i64;
        assert!((expected - pots).micros().abs() <= slack);
    }
    Some(report)
}
