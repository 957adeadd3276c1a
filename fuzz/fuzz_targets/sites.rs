//! Arbitrary text as the sites' hand histories, through each site's reader (`Site::ALL`,
//! the flags byte choosing one, or the site the text's first line names), the replay, the
//! settlement and the all-in pricing (`handrank::history`).
//!
//! Checks, besides never panicking: each hand read is written as PHH and read back to the
//! same hand, settling the same; and `checks::analyze_and_check`'s (chips conserved, an
//! all-in's expected collects adding up to its pots).

#![no_main]

use handrank::history::{self, Chunk, Format, Phh, Site};
use libfuzzer_sys::fuzz_target;

mod checks;

fuzz_target!(|data: &[u8]| {
    let Some((&flags, text)) = data.split_first() else {
        return;
    };
    let site = Site::ALL[usize::from(flags >> 4) % Site::ALL.len()];
    let chunk = Chunk {
        file: "fuzz.txt".into(),
        text: text.to_vec(),
        first_line: 1,
        format: match flags & 1 {
            0 => Format::Site(site),
            _ => Format::detect(text),
        },
    };
    let options = checks::ev_options(flags);
    for hand in chunk.hands() {
        let Ok(hand) = hand else { continue };
        // Written as PHH, the hand reads back the same (but for the lines it names).
        let phh = Phh(&hand).to_string();
        let mut again =
            history::read_str(&phh, "again.phh").unwrap_or_else(|e| panic!("{e}\n{phh}"));
        assert_eq!(again.actions.len(), hand.actions.len());
        for (action, original) in again.actions.iter_mut().zip(&hand.actions) {
            action.line = original.line;
        }
        again.source = hand.source.clone();
        assert_eq!(again, hand, "{phh}");
        let Some(report) = checks::analyze_and_check(hand, &options) else {
            continue;
        };
        let again = history::analyze(again, &options).map(|r| r.settlement);
        assert_eq!(again.ok().as_ref(), Some(&report.settlement));
    }
});
