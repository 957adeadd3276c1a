//! Arbitrary text as hand histories (PHH, or a site's text when its first line says so),
//! through the reader, the replay, the settlement and the all-in pricing
//! (`handrank::history`).
//!
//! Checks, besides never panicking, `checks::analyze_and_check`'s: chips conserved, and an
//! all-in's expected collects adding up to its pots.

#![no_main]

use handrank::history::{Chunk, Format};
use libfuzzer_sys::fuzz_target;

mod checks;

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
    let options = checks::ev_options(flags);
    for hand in chunk.hands().flatten() {
        checks::analyze_and_check(hand, &options);
    }
});
