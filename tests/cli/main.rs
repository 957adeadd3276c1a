//! The command-line tests: each module runs the real `handrank` binary on what a user would
//! give it, one subcommand or concern a module. One test crate, so `cargo test` compiles
//! and links them once.

#[path = "../common/mod.rs"]
#[allow(dead_code)] // the data helpers serve the library's tests
mod common;

mod batch;
mod equity_games;
mod equity_parts;
mod every_game;
mod flops;
mod flops_parts;
mod games;
mod games_edges;
mod history;
mod history_real;
mod history_runs;
mod hits;
mod omaha;
mod parts;
mod preflop_shards;
mod preflop_table;
mod robustness;
mod schema;
mod sites;
mod sites_888;
mod sites_party;
mod subcommands;
mod verify_equity;
mod weighted;
