//! Temporary driver for `handrank::equity::cli` until the CLI gains an `equity` subcommand.
//!
//! `cargo run --release --example equity -- AdAc KhKs --exact`

use clap::Parser;
use handrank::equity::cli::{EquityArgs, run};

#[derive(Parser)]
#[command(name = "equity")]
struct Cli {
    #[command(flatten)]
    args: EquityArgs,
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    let stdout = std::io::stdout();
    match run(&cli.args, &mut stdout.lock()) {
        Ok(_) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::ExitCode::from(2)
        }
    }
}
