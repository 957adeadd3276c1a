//! Arbitrary text through the equity range parser.
//!
//! Checks: no panic; a parsed range is non-empty, sorted, without repeats, each combo two
//! different cards; parsing its own text again gives the same range.

#![no_main]

use handrank::equity::Range;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match Range::parse(text) {
        Ok(range) => {
            let combos = range.combos();
            assert!(!combos.is_empty());
            assert_eq!(range.len(), combos.len());
            assert!(
                combos.windows(2).all(|w| w.first() < w.last()),
                "sorted, no repeats"
            );
            for combo in combos {
                let [a, b] = combo.cards();
                assert_ne!(a, b);
                assert_eq!(combo.set().len(), 2);
            }
            assert!(combos.len() <= 1_326);
            let again = Range::parse(range.text()).expect("a range's own text parses");
            assert_eq!(again.combos(), combos);
        }
        Err(error) => {
            let _ = error.to_string();
        }
    }
});
