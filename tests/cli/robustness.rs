//! The command line in a hostile environment: other routes to the input file, closed and
//! full standard streams, failed runs with `-o`, huge arguments and counts. Each test runs
//! the real binary, through `sh` where a redirection is the point.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn bin() -> String {
    crate::common::handrank_binary()
}

/// Runs `script` in `sh` with `$H` set to the binary, in `dir`.
fn sh(dir: &Path, script: &str) -> Output {
    Command::new("sh")
        .arg("-c")
        .arg(script)
        .env("H", bin())
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .expect("sh runs")
}

fn code(output: &Output) -> i32 {
    output.status.code().unwrap_or(-1)
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn temp_dir() -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix("handrank-robust-")
        .tempdir()
        .expect("a temp dir")
}

/// Two hands that are also a showdown table (one deal: the same board).
const HANDS: &str = "Ah Kh Qh Jh Th\n2c 3d Qh Jh Th\n";

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("written");
    path
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).expect("readable")
}

#[test]
fn a_hard_link_to_the_input_is_refused_as_output() {
    let dir = temp_dir();
    let input = write(dir.path(), "in.txt", HANDS);
    std::fs::hard_link(&input, dir.path().join("hl.txt")).expect("a hard link");
    let out = sh(dir.path(), "$H batch hl.txt -o in.txt");
    assert_eq!(code(&out), 2, "{}", stderr(&out));
    assert!(stderr(&out).contains("in.txt"), "{}", stderr(&out));
    assert_eq!(read(&input), HANDS);
}

#[test]
fn output_file_that_is_stdin_is_refused() {
    let dir = temp_dir();
    let input = write(dir.path(), "in.txt", HANDS);
    let out = sh(dir.path(), "$H batch -o in.txt < in.txt");
    assert_eq!(code(&out), 2, "{}", stderr(&out));
    assert_eq!(read(&input), HANDS);
}

#[test]
fn stdout_appending_to_the_input_is_refused() {
    let dir = temp_dir();
    let input = write(dir.path(), "in.txt", HANDS);
    for command in [
        "batch in.txt -q",
        "showdown in.txt",
        "compare --file in.txt",
    ] {
        let out = sh(dir.path(), &format!("$H {command} >> in.txt"));
        assert_eq!(code(&out), 2, "{command}: {}", stderr(&out));
        assert!(stderr(&out).contains("input"), "{}", stderr(&out));
        assert_eq!(read(&input), HANDS, "{command}");
    }
}

#[test]
fn a_closed_stdout_is_an_error() {
    let dir = temp_dir();
    write(dir.path(), "in.txt", HANDS);
    for command in [
        "batch in.txt",
        "eval Ah Kh Qh Jh Th",
        "generate --hands 3",
        "showdown in.txt",
    ] {
        let out = sh(dir.path(), &format!("$H {command} >&-"));
        assert_eq!(code(&out), 2, "{command}: {}", stderr(&out));
        assert!(stderr(&out).contains("closed"), "{}", stderr(&out));
    }
    // /dev/null opened by the shell is a real output.
    let out = sh(dir.path(), "$H batch in.txt > /dev/null");
    assert_eq!(code(&out), 0, "{}", stderr(&out));
}

#[test]
fn a_closed_stdin_is_an_error() {
    let dir = temp_dir();
    for command in ["batch", "best", "showdown"] {
        let out = sh(dir.path(), &format!("$H {command} <&-"));
        assert_eq!(code(&out), 2, "{command}: {}", stderr(&out));
        assert!(
            stderr(&out).contains("standard input is closed"),
            "{}",
            stderr(&out)
        );
    }
    let out = sh(dir.path(), "$H batch < /dev/null");
    assert_eq!(code(&out), 0, "{}", stderr(&out));
}

#[test]
fn an_input_error_leaves_the_old_output_untouched() {
    let dir = temp_dir();
    let old = write(dir.path(), "old.txt", "old results\n");
    std::fs::create_dir(dir.path().join("sub")).expect("a dir");
    let out = sh(dir.path(), "$H batch sub -o old.txt");
    assert_eq!(code(&out), 2, "{}", stderr(&out));
    assert_eq!(read(&old), "old results\n");
    write(dir.path(), "bad.txt", "Ah Kh Qh Jh Th\nnot a hand\n");
    let out = sh(dir.path(), "$H batch bad.txt -o old.txt");
    assert_eq!(code(&out), 2, "{}", stderr(&out));
    assert_eq!(read(&old), "old results\n");
    // Nothing is left beside it.
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .expect("listable")
        .map(|e| e.expect("an entry").file_name())
        .collect();
    assert_eq!(names.len(), 3, "{names:?}");
    // A good run replaces it whole.
    let out = sh(
        dir.path(),
        "printf 'Ah Kh Qh Jh Th\\n' | $H batch -q -o old.txt",
    );
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    assert_eq!(read(&old), "7462 Royal Flush\n");
}

#[test]
fn an_unwritable_output_names_the_file() {
    let dir = temp_dir();
    write(dir.path(), "in.txt", HANDS);
    let out = sh(dir.path(), "$H batch in.txt -o /proc/version");
    assert_eq!(code(&out), 2);
    assert!(stderr(&out).contains("/proc/version"), "{}", stderr(&out));
}

#[test]
fn a_full_stderr_is_no_crash() {
    let dir = temp_dir();
    write(dir.path(), "in.txt", HANDS);
    write(
        dir.path(),
        "pairs.txt",
        "Ah Kh Qh Jh Th vs 2c 3d 4h 5s 7c\n",
    );
    for command in [
        "batch in.txt",
        "compare --file pairs.txt",
        "batch missing.txt",
        "eval nonsense",
    ] {
        let out = sh(dir.path(), &format!("$H {command} 2>/dev/full"));
        assert!(
            matches!(code(&out), 0..=2),
            "{command}: exit {:?}",
            out.status
        );
    }
}

#[test]
fn a_range_of_65536_characters_is_no_crash() {
    let dir = temp_dir();
    let range = vec!["AA"; 22_000].join(",");
    let out = Command::new(bin())
        .args(["equity", &range, "KK", "--trials", "1000"])
        .current_dir(dir.path())
        .output()
        .expect("runs");
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("KK"));
}

#[test]
fn seeds_do_not_replay_each_other() {
    let dir = temp_dir();
    let tail = sh(
        dir.path(),
        "$H generate --hands 16387 --seed 11400714819323198485 | tail -3",
    );
    let head = sh(dir.path(), "$H generate --hands 3 --seed 0");
    assert_eq!(code(&tail), 0);
    assert_eq!(code(&head), 0);
    assert_eq!(tail.stdout.len(), head.stdout.len());
    assert_ne!(tail.stdout, head.stdout);
}

#[test]
fn a_check_of_nothing_is_refused() {
    let dir = temp_dir();
    let out = sh(dir.path(), "$H throughput --hands 1000 --naive-hands 0");
    assert_eq!(code(&out), 2, "{}", stderr(&out));
    assert!(stderr(&out).contains("--naive-hands"), "{}", stderr(&out));
}

#[test]
fn throughput_streams_in_chunks() {
    // More hands than one group of chunks, with a naive sample that spans two groups:
    // the counts add up.
    let dir = temp_dir();
    let out = sh(
        dir.path(),
        "$H throughput --hands 1100000 --naive-hands 1050000 --format json",
    );
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(report["fast_hands"], 1_100_000);
    assert_eq!(report["naive_hands"], 1_050_000);
    let total: u64 = report["histogram"]
        .as_array()
        .expect("buckets")
        .iter()
        .map(|b| b["hands"].as_u64().expect("a count"))
        .sum();
    assert_eq!(total, 1_100_000);
}

#[test]
fn errors_quote_short_excerpts_and_real_limits() {
    let dir = temp_dir();
    let long = "x".repeat(100_000);
    let out = Command::new(bin())
        .args(["equity", &long, "KK"])
        .output()
        .expect("runs");
    assert_eq!(code(&out), 2);
    assert!(stderr(&out).len() < 300, "{}", stderr(&out).len());
    assert!(
        stderr(&out).contains("100000 characters"),
        "{}",
        stderr(&out)
    );

    let out = sh(dir.path(), "$H equity AA KK --time 1e9");
    assert_eq!(code(&out), 2);
    assert!(
        stderr(&out).contains("less than 1000000000"),
        "{}",
        stderr(&out)
    );
    let out = sh(dir.path(), "$H equity AA KK --time 1e308");
    assert_eq!(code(&out), 2);
    assert!(stderr(&out).contains("1e308"), "{}", stderr(&out));
    assert!(stderr(&out).len() < 200, "{}", stderr(&out));
}

#[test]
fn batch_on_a_stalled_pipe_writes_what_it_has() {
    use std::io::{BufRead, BufReader, Write};
    let mut child = Command::new(bin())
        .args(["batch", "-q"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("starts");
    let mut input = child.stdin.take().expect("piped");
    input.write_all(b"Ah Kh Qh Jh Th\n").expect("written");
    input.flush().expect("flushed");
    let stdout = child.stdout.take().expect("piped");
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut line = String::new();
        let _ = BufReader::new(stdout).read_line(&mut line);
        let _ = tx.send(line);
    });
    // The input stays open: the result must come anyway.
    let line = rx.recv_timeout(std::time::Duration::from_secs(20));
    drop(input);
    let _ = child.wait();
    assert_eq!(line.as_deref(), Ok("7462 Royal Flush\n"));
}

#[test]
fn an_endless_line_is_an_error_in_bounded_memory() {
    let dir = temp_dir();
    // 300 MB with no newline: an error for line 1, read through in 64 KiB steps.
    let out = sh(dir.path(), "head -c 300000000 /dev/zero | $H batch -q");
    assert_eq!(code(&out), 2, "{}", stderr(&out));
    assert!(
        stderr(&out).contains("<stdin>:1: the line is 300000000 bytes long"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn an_endless_stdin_with_a_bad_first_line_answers_at_once() {
    let dir = temp_dir();
    for (command, good) in [
        ("best", "Ah Kh Qh Jh Th"),
        ("compare --file -", "Ah Kh Qh Jh Th | 2c 3d 4h 5s 7c"),
    ] {
        // `timeout` exits 124 if the command is still reading when it fires.
        let out = sh(
            dir.path(),
            &format!("(echo 'bad line'; yes '{good}') | timeout 30 $H {command}"),
        );
        assert_eq!(code(&out), 2, "{command}: {}", stderr(&out));
        assert!(stderr(&out).contains("<stdin>:1:"), "{}", stderr(&out));
    }
}

#[test]
fn compare_and_best_stream_long_inputs() {
    let dir = temp_dir();
    // 200,000 pairs through compare, and best of 200,000 hands: results as before.
    let out = sh(
        dir.path(),
        "yes 'Ah Kh Qh Jh Th | 2c 3d 4h 5s 7c' | head -200000 | $H compare --file - | sort | uniq -c",
    );
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("200000 win"));
    assert!(
        stderr(&out).contains("win 200000 tie 0 lose 0"),
        "{}",
        stderr(&out)
    );
    let out = sh(
        dir.path(),
        "(yes '2c 3d 4h 5s 7c' | head -100000; echo 'Ah Kh Qh Jh Th'; yes '2c 3d 4h 5s 7c' | head -100000) | $H best --format csv",
    );
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "line,hand,strength,category,description\n100001,Ah Kh Qh Jh Th,7462,straight_flush,Royal Flush\n"
    );
}

#[test]
fn runs_that_would_take_very_long_are_refused_with_the_estimate() {
    let dir = temp_dir();
    for command in [
        "equity AA KK --std-err 1e-12",
        "equity random random AA --exact",
    ] {
        let out = sh(dir.path(), &format!("timeout 60 $H {command}"));
        assert_eq!(code(&out), 2, "{command}: {}", stderr(&out));
        assert!(
            stderr(&out).contains("would take about"),
            "{}",
            stderr(&out)
        );
        assert!(stderr(&out).contains("--long"), "{}", stderr(&out));
    }
    // A time limit bounds the run: it is said, not refused.
    let out = sh(dir.path(), "$H equity AA KK --std-err 1e-12 --time 0.2");
    assert_eq!(code(&out), 0, "{}", stderr(&out));
}

#[test]
fn an_interrupted_run_leaves_the_old_output_untouched() {
    let dir = temp_dir();
    let old = write(dir.path(), "old.txt", "old results\n");
    // The run has scored a line and is waiting for more when SIGTERM arrives (a
    // non-interactive shell's background jobs ignore SIGINT; both kill the same way).
    let out = sh(
        dir.path(),
        "(echo 'Ah Kh Qh Jh Th'; exec sleep 3) 2>/dev/null | $H batch -q -o old.txt & \
         sleep 1; kill -TERM $!; wait $!; echo \"exit $?\"",
    );
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("exit 143"),
        "{:?} {}",
        String::from_utf8_lossy(&out.stdout),
        stderr(&out)
    );
    assert_eq!(read(&old), "old results\n");
}

#[test]
fn showdown_answers_a_bad_first_line_at_once_and_spools_the_rest() {
    let dir = temp_dir();
    let out = sh(
        dir.path(),
        "(echo 'bad line'; yes 'Kc 9s Ks Kd 9d 3c 6d') | timeout 30 $H showdown",
    );
    assert_eq!(code(&out), 2, "{}", stderr(&out));
    assert!(stderr(&out).contains("<stdin>:1:"), "{}", stderr(&out));
    // A long table (one deal, so mostly empty seats): the winner is found in the first
    // pass and marked in the second.
    let out = sh(
        dir.path(),
        "(echo '4d 2d Ks Kd 9d 3c 6d'; yes '' | head -50000; echo 'Kc 9s Ks Kd 9d 3c 6d'; \
          echo '9h 5s') | $H showdown | sort | uniq -c | sort -n",
    );
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(str::trim)
            .collect::<Vec<_>>(),
        [
            "1 4d 2d Ks Kd 9d 3c 6d Flush",
            "1 9h 5s",
            "1 Kc 9s Ks Kd 9d 3c 6d Full House (winner)",
            "50000"
        ]
    );
}
