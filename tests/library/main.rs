//! The library's tests through its public API: the evaluator and its tables, parsing,
//! the batch engine, equity (hold'em, Omaha, weighted ranges) against plain brute forces.
//! One test crate, so `cargo test` compiles and links them once.

#[path = "../common/mod.rs"]
mod common;

mod batch;
mod equity;
mod evaluation;
mod games;
mod omaha;
mod parsing;
mod parsing_props;
mod tables;
mod weighted;
