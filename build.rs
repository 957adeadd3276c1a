//! Generates the evaluator's lookup tables into `OUT_DIR/tables.rs`, the lowball games'
//! and short deck's (both laid out on the same perfect hash) into `OUT_DIR/lowball.rs` and
//! `OUT_DIR/short_deck.rs`, badugi's into `OUT_DIR/badugi.rs`, and Omaha's into
//! `OUT_DIR/omaha.rs` (its tables as bytes beside it, `omaha_*.bin`).
//! The generator lives in `tables/`; this file only runs it and writes the result.

#[path = "tables/mod.rs"]
#[allow(dead_code)]
mod tables;

#[path = "tables/badugi.rs"]
#[allow(dead_code)]
mod badugi_tables;

fn main() {
    println!("cargo::rerun-if-changed=tables");
    println!("cargo::rerun-if-changed=build.rs");
    let generated = tables::generate();
    let header = format!(
        "strength table {} slots, row offsets {}, multiplier {:#x}",
        generated.strength.len(),
        generated.hash.offsets.len(),
        tables::perfect_hash::MUL
    );
    let source = tables::write::rust_source(&generated, &header);
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    std::fs::write(out.join("tables.rs"), source).expect("write OUT_DIR/tables.rs");
    let lowball = tables::lowball::generate(&generated);
    std::fs::write(
        out.join("lowball.rs"),
        tables::lowball::rust_source(&lowball),
    )
    .expect("write OUT_DIR/lowball.rs");
    let short_deck = tables::short_deck::generate(&generated);
    std::fs::write(
        out.join("short_deck.rs"),
        tables::short_deck::rust_source(&short_deck),
    )
    .expect("write OUT_DIR/short_deck.rs");
    std::fs::write(out.join("badugi.rs"), badugi_tables::rust_source())
        .expect("write OUT_DIR/badugi.rs");
    let omaha = tables::omaha::generate(&generated);
    tables::omaha::write_tables(&omaha, &out).expect("write OUT_DIR/omaha_*.bin");
    std::fs::write(out.join("omaha.rs"), tables::omaha::rust_source(&omaha))
        .expect("write OUT_DIR/omaha.rs");
}
