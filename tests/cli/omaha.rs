//! `--game omaha` / `omaha-hilo` through the real binary: eval, batch, equity, and the
//! clear errors for hole and board sizes.

use crate::common;

fn handrank(args: &[&str], stdin: &str) -> (i32, String, String) {
    let (code, out, err) = common::run_handrank(args, stdin.as_bytes());
    (code, String::from_utf8_lossy(&out).into_owned(), err)
}

#[test]
fn eval_uses_two_hole_and_three_board_cards() {
    let (code, out, _) = handrank(
        &[
            "eval",
            "--game",
            "omaha",
            "Ah Kh 2c 3d",
            "--board",
            "Qh Jh Th 4s 8c",
        ],
        "",
    );
    assert_eq!(code, 0);
    assert!(out.contains("Royal Flush"), "{out}");
    // The two hole cards, then the three board cards.
    assert!(out.contains("best five:   Ah Kh Qh Jh Th"), "{out}");
    // With the queen in the hole instead, no royal: two hole cards only.
    let (code, out, _) = handrank(
        &[
            "eval",
            "--game",
            "omaha",
            "Ah Kh Qh 2c",
            "--board",
            "Jh Th 3h 4s 8c",
        ],
        "",
    );
    assert_eq!(code, 0);
    assert!(out.contains("Flush, Ace-King-Jack-Ten-Three"), "{out}");
    let (code, out, _) = handrank(
        &[
            "eval",
            "--game",
            "omaha-hilo",
            "Ah",
            "2c",
            "Kd",
            "Ks",
            "--board",
            "4h 6d 8s Qc Jh",
            "--format",
            "json",
        ],
        "",
    );
    assert_eq!(code, 0);
    assert!(out.contains(r#""low":"8-6-4-2-A""#), "{out}");
}

#[test]
fn sizes_are_clear_errors() {
    let (code, _, err) = handrank(
        &["eval", "--game", "omaha", "Ah Kh Qh", "--board", "Jh Th 3h"],
        "",
    );
    assert_eq!(code, 2);
    assert!(err.contains("4 to 6"), "{err}");
    let (code, _, err) = handrank(
        &["eval", "--game", "omaha", "Ah Kh Qh 2c", "--board", "Jh Th"],
        "",
    );
    assert_eq!(code, 2);
    assert!(err.contains("3 to 5"), "{err}");
    let (code, _, err) = handrank(&["eval", "--game", "omaha", "Ah Kh Qh 2c"], "");
    assert_eq!(code, 2);
    assert!(err.contains("--board"), "{err}");
}

#[test]
fn batch_lines_are_hole_bar_board() {
    let input = "Ah Kd Qs Jc | 2h 3h 4h 5d 9c\nAh 2c Kd Ks | 4h 6d 8s Qc Jh\n";
    let (code, out, _) = handrank(
        &["batch", "--game", "omaha-hilo", "--format", "json", "-q"],
        input,
    );
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(lines[0].contains(r#""low":null"#), "{out}");
    assert!(lines[1].contains(r#""low":"8-6-4-2-A""#), "{out}");
    let (code, _, err) = handrank(
        &["batch", "--game", "omaha", "-q"],
        "Ah Kd Qs Jc 2h 3h 4h 5d 9c\n",
    );
    assert_eq!(code, 2);
    assert!(err.contains("<stdin>:1") && err.contains('|'), "{err}");
    let (code, out, _) = handrank(
        &["batch", "--game", "omaha", "--skip-invalid", "-q"],
        "Ah Kd Qs | 2h 3h 4h\nAh Kd Qs Jc | 2h 3h 4h\n",
    );
    assert_eq!(code, 0);
    // The error record of every game's batch.
    assert!(
        out.starts_with("invalid: an Omaha hole has 4 to 6 cards, found 3"),
        "{out}"
    );
}

/// Omaha batches stream as hold'em's do: the lines before a bad one are written, in the
/// shared schema (snake_case `category`), and a huge line is an error, not a huge buffer.
#[test]
fn batch_streams_in_the_shared_schema() {
    let good = "Ah Kh 3h 2h | Qh 9h 4h Tc Js\n".repeat(3_000);
    let (code, out, err) = handrank(
        &["batch", "--game", "omaha", "--format", "csv", "-q"],
        &format!("{good}not a deal\n{good}"),
    );
    assert_eq!(code, 2);
    assert!(err.contains("<stdin>:3001:"), "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines.len(),
        3_001,
        "the header and every line before the bad one"
    );
    assert_eq!(lines[0], "strength,category,error");
    assert_eq!(lines[1], "7120,flush,");
    let (code, _, err) = handrank(&["batch", "--game", "omaha", "-q"], &"x".repeat(200_000));
    assert_eq!(code, 2);
    assert!(err.contains("longest line accepted"), "{err}");
}

#[test]
fn equity_exact_and_monte_carlo() {
    let args = [
        "equity",
        "--game",
        "omaha-hilo",
        "AhAsKhKs",
        "2c3d4c5d",
        "--board",
        "Ad 7s 8h",
        "--format",
        "json",
    ];
    let (code, out, err) = handrank(&args, "");
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(r#""method":"exact""#) && out.contains(r#""boards":820"#),
        "{out}"
    );
    let args = [
        "equity", "--game", "omaha", "AA**ds", "random", "--trials", "20000", "--seed", "5",
    ];
    let (code, out, err) = handrank(&args, "");
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("game: Omaha (PLO4)\nmonte carlo: 20,000 boards, seed 5\n"),
        "{out}"
    );
    let (code, _, err) = handrank(&["equity", "--game", "omaha", "AA**ds", "KQJ*q"], "");
    assert_eq!(code, 2);
    assert!(err.contains("'KQJ*q'"), "{err}");
}

#[test]
fn compare_gives_high_and_low() {
    let args = [
        "compare",
        "--game",
        "omaha-hilo",
        "Ah 2c Kd Ks",
        "As 3c Qd Qs",
        "--board",
        "4h 6d 8s Qc Jh",
    ];
    let (code, out, err) = handrank(&args, "");
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("lose (") && out.contains("; low: win (8-6-4-2-A vs 8-6-4-3-A)"),
        "{out}"
    );
    let args = [
        "compare",
        "--game",
        "omaha",
        "Ah 2c Kd Ks",
        "Ah 3c Qd Qs",
        "--board",
        "4h 6d 8s Qc Jh",
    ];
    let (code, _, err) = handrank(&args, "");
    assert_eq!(code, 2);
    assert!(err.contains("Ah is in both hands"), "{err}");
}

#[test]
fn generate_writes_batch_input() {
    let args = [
        "generate",
        "--game",
        "omaha",
        "--hole-cards",
        "6",
        "--board-cards",
        "3",
        "--hands",
        "50",
        "--seed",
        "3",
    ];
    let (code, out, err) = handrank(&args, "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 50);
    assert!(
        out.lines()
            .all(|l| l.split(" | ").map(|p| p.split(' ').count()).eq([6, 3])),
        "{out}"
    );
    let (code, scored, err) = handrank(&["batch", "--game", "omaha", "-q"], &out);
    assert_eq!(code, 0, "{err}");
    assert_eq!(scored.lines().count(), 50);
}
