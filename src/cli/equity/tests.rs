use clap::Parser;

use super::*;

#[derive(Parser)]
struct Cli {
    #[command(flatten)]
    args: Args,
}

fn parse(args: &[&str]) -> Args {
    Cli::try_parse_from(std::iter::once("equity").chain(args.iter().copied()))
        .unwrap_or_else(|e| panic!("{args:?}: {e}"))
        .args
}

#[test]
fn prints_a_table_and_json() {
    let mut out = Vec::new();
    let result = equity(&parse(&["AdAc", "KhKs", "--board", "Qd 7c 2h"]), &mut out)
        .unwrap_or_else(|e| panic!("{e}"));
    let text = String::from_utf8(out).unwrap_or_default();
    assert_eq!(result.method, Method::Exact);
    assert!(
        text.starts_with("exact: 990 boards\nboard: Qd 7c 2h\n"),
        "{text}"
    );
    assert!(text.contains("AdAc"), "{text}");

    let mut out = Vec::new();
    let args = parse(&[
        "AK", "QQ+", "--trials", "50000", "--seed", "9", "--format", "json",
    ]);
    equity(&args, &mut out).unwrap_or_else(|e| panic!("{e}"));
    let json: serde_json::Value = serde_json::from_slice(&out).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(json["method"], "monte_carlo");
    assert_eq!(json["boards"], 50_000);
    assert_eq!(json["seed"], 9);
    let players = json["players"].as_array().cloned().unwrap_or_default();
    assert_eq!(players.len(), 2);
    let total: f64 = players
        .iter()
        .filter_map(|p| p["equity_pct"].as_f64())
        .sum();
    assert!((total - 100.0).abs() < 1e-9, "{total}");
    assert!(players.iter().all(|p| p["std_err_pct"].as_f64().is_some()));
}

#[test]
fn bad_options_are_clear_errors() {
    // Monte Carlo options and --exact exclude each other.
    let both = Cli::try_parse_from(["equity", "AA", "KK", "--exact", "--trials", "5"]);
    assert!(both.is_err());
    let error = |args: &[&str]| match equity(&parse(args), &mut Vec::new()) {
        Err(CliError::Input(message)) => message,
        other => panic!("{args:?}: {other:?}"),
    };
    // The standard error is checked as given, in percentage points.
    assert_eq!(
        error(&["AA", "KK", "--std-err", "-0.5"]),
        "the target standard error must be a positive number, not -0.5"
    );
    assert!(error(&["AA", "KK", "--board", "Ah Kx"]).starts_with("--board: "));
    assert!(error(&["AA", "KK", "--dead", "Zz"]).starts_with("--dead: "));
    // Each player's cards written apart: the advice is to write them together.
    assert_eq!(
        error(&["Ah", "Kh", "Qs", "Qd"]),
        "each player is one card: write each player's cards together, as AhKh QsQd"
    );
    // A board written as separate words: the library names the lone card, the command
    // line adds how to write the option.
    assert_eq!(
        error(&["AhKh", "QQ+", "Qs", "7h", "2c"]),
        "player 3: 'Qs' is one card, not hole cards or a range; --board and --dead take one \
         argument, so write their cards together or quoted: --board Qs7h2c or --board \
         \"Qs 7h 2c\""
    );
}

#[test]
fn the_method_is_exact_when_it_is_cheap() {
    let method = |args: &[&str]| {
        let args = parse(args);
        let (question, _, _) = question(&args).unwrap_or_else(|e| panic!("{e}"));
        method(&args, &question).unwrap_or_else(|e| panic!("{e}"))
    };
    assert_eq!(method(&["random", "AA"]), Method::Exact);
    // Measured: exact 0.28 s, Monte Carlo 0.42 s; three ranges the other way round.
    assert_eq!(method(&["A2s+", "KTo+"]), Method::Exact);
    assert_eq!(method(&["AKs", "QQ+", "22+"]), Method::MonteCarlo);
    assert_eq!(method(&["random", "random"]), Method::MonteCarlo);
    assert_eq!(method(&["random", "random", "--exact"]), Method::Exact);
    assert_eq!(method(&["AA", "KK", "--seed", "1"]), Method::Exact);
    assert_eq!(method(&["AA", "KK", "--time", "1"]), Method::MonteCarlo);
    assert_eq!(method(&["AA", "KK", "--monte-carlo"]), Method::MonteCarlo);
}

#[test]
fn monte_carlo_progress_is_the_way_to_the_first_limit() {
    let rule = |options: MonteCarlo| StoppingRule::of(&options);
    let default = rule(MonteCarlo::new());
    assert_eq!(default.done(MonteCarlo::DEFAULT_TRIALS / 4, 0.01), 250);
    let trials = rule(MonteCarlo::new().trials(1_000));
    assert_eq!(trials.done(500, 0.01), 500);
    assert_eq!(trials.done(2_000, 0.01), 1_000);
    // The error falls as 1/sqrt(boards): at twice the target, a quarter of the way.
    let std_err = rule(MonteCarlo::new().std_err(0.001));
    assert_eq!(std_err.done(1_000_000, 0.002), 250);
    assert_eq!(
        std_err.message(1_000_000, 0.002),
        "1,000,000 boards, ± 0.200% (target 0.100%)"
    );
    let time = rule(MonteCarlo::new().time(1e9));
    assert_eq!(time.done(1_000_000, 0.002), 0);
}
