//! Runs the real `handrank batch` on small files written here: every format, to stdout and
//! to a file, bad lines, empty input, CRLF, blank lines, a byte-order mark, a closed pipe.

use std::io::Read;
use std::process::{Command, Stdio};

use crate::common;

use common::cli::{handrank, handrank_bytes, json_lines, temp_dir, write};

// ---------------------------------------------------------------- batch

#[test]
fn batch_text_csv_json_to_stdout_and_file() {
    let dir = temp_dir();
    let input = "Ah Kh Qh Jh Th\n7c 5d 4h 3s 2c\nKc 9s Ks Kd 9d 3c 6d\n";
    let file = write(dir.path(), "hands.txt", input.as_bytes());
    let path = file.to_str().unwrap_or_default();
    let text = handrank(&["batch", path], "");
    assert_eq!(text.code, 0, "{}", text.stderr);
    let full_house = handrank(&["eval", "Kc 9s Ks Kd 9d 3c 6d", "--format", "json"], "");
    let strength = json_lines(&full_house.stdout)[0]["strength"].clone();
    assert_eq!(
        text.stdout,
        format!("7462 Royal Flush\n1 High Card\n{strength} Full House\n")
    );
    assert!(
        text.stderr.contains("3 lines, 3 hands scored, 0 invalid"),
        "{}",
        text.stderr
    );

    let csv = handrank(&["batch", path, "--format", "csv"], "");
    assert_eq!(
        csv.stdout,
        format!(
            "strength,category,error\n7462,straight_flush,\n1,high_card,\n{strength},full_house,\n"
        )
    );
    let json = handrank(&["batch", "--output-format", "json", "-q"], input);
    let values = json_lines(&json.stdout);
    assert_eq!(values.len(), 3);
    assert_eq!(values[2]["category"], "full_house");
    assert_eq!(json.stderr, "");

    let same = handrank(&["batch", path, "-o", path], "");
    assert_eq!(same.code, 2);
    assert!(
        same.stderr.contains("would overwrite the input"),
        "{}",
        same.stderr
    );
    assert_eq!(std::fs::read_to_string(&file).ok().as_deref(), Some(input));

    let out = dir.path().join("out.txt");
    let to_file = handrank(&["batch", path, "-o", out.to_str().unwrap_or_default()], "");
    assert_eq!((to_file.code, to_file.stdout.as_str()), (0, ""));
    assert_eq!(std::fs::read_to_string(&out).ok(), Some(text.stdout));
}

#[test]
fn batch_bad_lines_stop_or_are_skipped() {
    let dir = temp_dir();
    let file = write(
        dir.path(),
        "poker.txt",
        b"Ah Kh Qh Jh Th\nAh Kh Qh Jh Th\nAx Kh Qh Jh Th\n\n7c 5d 4h 3s 2c\n",
    );
    let path = file.to_str().unwrap_or_default();
    let stop = handrank(&["batch", path], "");
    assert_eq!(stop.code, 2);
    assert_eq!(stop.stdout, "7462 Royal Flush\n7462 Royal Flush\n");
    assert!(
        stop.stderr.contains(&format!(
            "{path}:3: unknown suit 'x' in \"Ax\" (card 1): a suit is one of c d h s (or ♣ ♦ ♥ ♠)"
        )),
        "{}",
        stop.stderr
    );

    let skip = handrank(&["batch", path, "--skip-invalid"], "");
    assert_eq!(skip.code, 0);
    assert_eq!(
        skip.stdout,
        "7462 Royal Flush\n7462 Royal Flush\ninvalid: unknown suit 'x' in \"Ax\" (card 1): a suit is one of c d h s (or ♣ ♦ ♥ ♠)\n\
         invalid: expected 5 to 7 cards, found 0\n1 High Card\n"
    );
    assert!(
        skip.stderr.contains("5 lines, 3 hands scored, 2 invalid"),
        "{}",
        skip.stderr
    );

    let json = handrank(&["batch", path, "--skip-invalid", "--format", "json"], "");
    let values = json_lines(&json.stdout);
    assert_eq!(values.len(), 5);
    assert_eq!(values[3]["error"], "expected 5 to 7 cards, found 0");
}

#[test]
fn batch_blank_line_crlf_bom_and_bad_utf8() {
    let blank = handrank(&["batch"], "Ah Kh Qh Jh Th\n\n");
    assert_eq!(blank.code, 2);
    assert!(
        blank
            .stderr
            .contains("<stdin>:2: expected 5 to 7 cards, found 0"),
        "{}",
        blank.stderr
    );

    let crlf = handrank(
        &["batch"],
        "\u{feff}Ah Kh Qh Jh Th\r\n7c,5d,4h,3s,2c\r\n10♥ J♥ Q♥ K♥ A♥",
    );
    assert_eq!(crlf.code, 0, "{}", crlf.stderr);
    assert_eq!(
        crlf.stdout,
        "7462 Royal Flush\n1 High Card\n7462 Royal Flush\n"
    );

    let (code, _, stderr) = handrank_bytes(&["batch"], b"Ah Kh Qh Jh Th\nAh Kh \xFFh Jh Th\n");
    assert_eq!(code, 2);
    assert!(
        stderr.contains("<stdin>:2: invalid UTF-8 at byte 6"),
        "{stderr}"
    );

    let empty = handrank(&["batch"], "");
    assert_eq!((empty.code, empty.stdout.as_str()), (0, ""));
    assert!(empty.stderr.contains("0 lines"));
}

#[test]
fn batch_binary_formats() {
    let dir = temp_dir();
    let bin = dir.path().join("hands.bin");
    let bin = bin.to_str().unwrap_or_default();
    let made = handrank(
        &[
            "generate",
            "--hands",
            "1000",
            "--seed",
            "3",
            "--output-format",
            "bin",
            "-o",
            bin,
        ],
        "",
    );
    assert_eq!(made.code, 0, "{}", made.stderr);
    assert_eq!(std::fs::metadata(bin).map(|m| m.len()).ok(), Some(8000));
    let text = handrank(&["generate", "--hands", "1000", "--seed", "3"], "");

    // The same hands as text and as masks give the same strengths.
    let (code, strengths, stderr) = handrank_bytes(
        &[
            "batch",
            bin,
            "--input-format",
            "bin",
            "--output-format",
            "bin",
        ],
        b"",
    );
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(strengths.len(), 2000);
    let (_, from_text, _) =
        handrank_bytes(&["batch", "--output-format", "bin"], text.stdout.as_bytes());
    assert_eq!(strengths, from_text);
    let as_text = handrank(&["batch", bin, "--input-format", "bin"], "");
    let first: u16 = as_text
        .stdout
        .split(' ')
        .next()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    assert_eq!(first, u16::from_le_bytes([strengths[0], strengths[1]]));

    // A mask that is not a hand of 5 to 7 cards names its record.
    let mut bad = std::fs::read(bin).unwrap_or_default();
    bad[8..16].copy_from_slice(&0b111u64.to_le_bytes());
    let bad_path = write(dir.path(), "bad.bin", &bad);
    let bad_path = bad_path.to_str().unwrap_or_default();
    let run = handrank(&["batch", bad_path, "--input-format", "bin"], "");
    assert_eq!(run.code, 2);
    assert!(
        run.stderr
            .contains("record 2: 0x0000000000000007 has 3 cards, expected 5 to 7"),
        "{}",
        run.stderr
    );
    let (code, out, _) = handrank_bytes(
        &[
            "batch",
            bad_path,
            "--input-format",
            "bin",
            "--output-format",
            "bin",
            "--skip-invalid",
        ],
        b"",
    );
    assert_eq!((code, out.len()), (0, 2000));
    assert_eq!(&out[2..4], &[0, 0]);
    let truncated = handrank_bytes(&["batch", "--input-format", "bin"], &bad[..13]);
    assert_eq!(truncated.0, 2);
    assert!(
        truncated
            .2
            .contains("record 2: the input ends with 5 bytes"),
        "{}",
        truncated.2
    );
}

#[test]
fn batch_into_a_closed_pipe_ends_quietly() {
    let dir = temp_dir();
    let file = dir.path().join("many.txt");
    let file = file.to_str().unwrap_or_default();
    let made = handrank(&["generate", "--hands", "300000", "-o", file], "");
    assert_eq!(made.code, 0);
    let mut child = Command::new(crate::common::handrank_binary())
        .args(["batch", file])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdout = child.stdout.take().expect("piped");
    let mut head = [0u8; 100];
    stdout.read_exact(&mut head).expect("some output");
    drop(stdout); // like `| head`
    let output = child.wait_with_output().expect("it ends");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}
