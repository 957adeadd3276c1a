//! The `handrank` binary: parse the arguments, run the library, map errors to exit codes
//! (0 success, 1 a failure found, 2 bad input or usage; a closed output pipe is success).

#![forbid(unsafe_code)]
// `eprintln!` panics on a full stderr: write through `cli::stdio::stderr_line!`.
#![deny(clippy::print_stderr)]

use std::process::ExitCode;

mod cli;

fn main() -> ExitCode {
    let run = cli::Cli::from_env().and_then(|cli| match cli {
        Some(cli) => cli.command.run(),
        None => Ok(cli::Status::Success),
    });
    match run {
        Ok(status) => status.into(),
        Err(error) => error.report(),
    }
}
