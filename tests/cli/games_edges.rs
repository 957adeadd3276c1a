//! The hands players argue about and bad input, in every game, through the real binary.

use crate::common;

use common::cli::json_lines;

use super::games::{CASES, fails, ok};

/// The hands players argue about, through the command line.
#[test]
fn edge_cases_players_argue_about() {
    let eval = |game: &str, hand: &str| {
        json_lines(&ok(&["eval", "--game", game, hand, "--format", "json"], "")).remove(0)
    };
    let compare = |game: &str, a: &str, b: &str| {
        json_lines(&ok(
            &["compare", "--game", game, a, b, "--format", "json"],
            "",
        ))
        .remove(0)
    };
    // Short deck: A-6-7-8-9 is the lowest straight, above three of a kind, below 6-7-8-9-T.
    let wheel = eval("short-deck", "Ah 6d 7c 8s 9h");
    assert_eq!(wheel["description"], "Straight, Nine high");
    assert_eq!(wheel["best_five"], "9h 8s 7c 6d Ah");
    assert_eq!(
        compare("short-deck", "Ah 6d 7c 8s 9h", "Kc Kd Ks 8h 7d")["result"],
        "win"
    );
    assert_eq!(
        compare("short-deck", "Ah 6d 7c 8s 9h", "Tc 6h 7d 8c 9s")["result"],
        "lose"
    );
    // Short deck: a flush beats a full house (in hold'em the other way round).
    let (flush, full) = ("Ah Kh 9h 8h 6h", "Kc Kd Ks 6c 6d");
    let row = compare("short-deck", flush, full);
    assert_eq!(row["result"], "win", "{row}");
    assert_eq!(row["category_a"], "flush");
    assert_eq!(compare("holdem", flush, full)["result"], "lose");
    // Short deck: a 2 to 5 is an error naming the card, in every subcommand.
    for args in [
        vec!["eval", "--game", "short-deck", "Ah 5d 7c 8s 9h"],
        vec![
            "compare",
            "--game",
            "short-deck",
            "Ah 6d 7c 8s 9h",
            "Kc Kd Ks 8h 2d",
        ],
        vec![
            "best",
            "--game",
            "short-deck",
            "Ah 6d 7c 8s 9h",
            "Kc Kd Ks 8h 2d",
        ],
        vec!["eval", "--game", "6+", "Ah Kh", "--board", "Qh Jh 3c"],
    ] {
        let run = fails(&args, "");
        let card = if args.contains(&"--board") {
            "3c"
        } else if args[0] == "eval" {
            "5d"
        } else {
            "2d"
        };
        let want = format!("{card} is not in the short deck, which has no 2s to 5s");
        assert!(run.stderr.contains(&want), "{args:?}: {}", run.stderr);
    }
    let run = fails(
        &["batch", "--game", "short-deck", "-q"],
        "Ah 6d 7c 8s 9h\nAh 4d 7c 8s 9h\n",
    );
    assert!(
        run.stderr
            .contains("<stdin>:2: 4d is not in the short deck"),
        "{}",
        run.stderr
    );
    // Deuce-to-seven: A-2-3-4-5 is ace high, not a straight: worse than any king high,
    // better than A-6-4-3-2.
    let ace = eval("deuce-seven", "Ah 2c 3d 4s 5h");
    assert_eq!(ace["category"], "high_card", "{ace}");
    assert_eq!(
        compare("deuce-seven", "Ah 2c 3d 4s 5h", "Kh Qd Jc 9s 8h")["result"],
        "lose"
    );
    assert_eq!(
        compare("deuce-seven", "Ah 2c 3d 4s 5h", "Ah 6c 4d 3s 2h")["result"],
        "win"
    );
    assert_eq!(
        compare("deuce-seven", "7c 5d 4h 3s 2c", "7h 5h 4h 3h 2h")["result"],
        "win"
    );
    // Razz: any hand without a pair beats any hand with one, even king high against
    // aces and deuces; from seven cards a pair plays only when it must.
    assert_eq!(
        compare("razz", "Kc Qd Jh Ts 9c", "Ac Ad 2h 3s 4c")["result"],
        "win"
    );
    let paired = eval("razz", "Ac Ad 2c 2d 3h 3s 4c");
    assert_eq!(paired["category"], "pair", "{paired}");
    assert_eq!(
        compare("razz", "Kc Kd 8h 7s 6c 3d 2h", "Ac Ad 2c 2d 3h 3s 4c")["result"],
        "win"
    );
    // Stud hi-lo: 8-7-6-5-4 just qualifies for the low (and is a straight high); a 9-high
    // low does not.
    let eight = eval("stud-hilo", "8c 7d 6h 5s 4c Kd Kh");
    assert_eq!(
        (eight["low"].clone(), eight["category"].clone()),
        ("8-7-6-5-4".into(), "straight".into())
    );
    let nine = eval("stud-hilo", "9c 7d 6h 5s 4c Kd Kh");
    assert_eq!(nine["low"], serde_json::Value::Null, "{nine}");
    let row = compare("stud-hilo", "8c 7d 6h 5s 4c Kd Kh", "9c 7h 6d 5c 4s Ks Qh");
    assert_eq!(
        (row["low_result"].clone(), row["low_b"].clone()),
        ("win".into(), serde_json::Value::Null),
        "{row}"
    );
    let batch = json_lines(&ok(
        &["batch", "--game", "stud-hilo", "--format", "json", "-q"],
        "8c 7d 6h 5s 4c Kd Kh\n9c 7d 6h 5s 4c Kd Kh\n",
    ));
    assert_eq!(batch[0]["low_strength"], 1);
    assert_eq!(batch[1]["low_strength"], serde_json::Value::Null);
    // Badugi: the same ranks in four suits tie, whatever the suits; a suit twice plays
    // only one of its cards, so a three-card badugi loses to any four-card one.
    assert_eq!(
        compare("badugi", "Ac 2d 3h 4s", "As 2h 3d 4c")["result"],
        "tie"
    );
    let two_spades = eval("badugi", "As 2s 3h 4d");
    assert_eq!(
        two_spades["description"], "three-card badugi, 4-3-A",
        "{two_spades}"
    );
    assert_eq!(
        compare("badugi", "As 2s 3h 4d", "Kc Qd Jh Ts")["result"],
        "lose"
    );
    assert_eq!(
        compare("badugi", "As 2s 3h 4d", "Ad 3c 4h 4s")["result"],
        "tie"
    );
    let best = ok(
        &[
            "best",
            "--game",
            "badugi",
            "Ac 2d 3h 4s",
            "Kc Qd Jh Ts",
            "As 2h 3d 4c",
        ],
        "",
    );
    assert_eq!(best, "Ac 2d 3h 4s\nAs 2h 3d 4c\n");
}

#[test]
fn bad_input_exits_2_naming_the_token_in_every_subcommand() {
    for case in &CASES {
        let g = case.game;
        let board_args = case.board_args();
        let bad_hole = case.a.replacen('h', "x", 1); // "Ax …": an unknown suit 'x'
        let runs = [
            fails(
                &[&["eval", "--game", g, &bad_hole], &board_args[..]].concat(),
                "",
            ),
            fails(
                &[
                    &["compare", "--game", g, &bad_hole, case.b],
                    &board_args[..],
                ]
                .concat(),
                "",
            ),
            fails(
                &[&["best", "--game", g, &bad_hole, case.b], &board_args[..]].concat(),
                "",
            ),
            fails(
                &["batch", "--game", g, "-q"],
                &format!("{}\n{}\n", case.line(case.b), case.line(&bad_hole)),
            ),
            fails(&["eval", "--game", g, case.a, "--board", "Qh Jh Tz"], ""),
        ];
        for run in &runs {
            assert!(
                run.stderr.contains("unknown suit 'x'") || run.stderr.contains("unknown suit 'z'"),
                "{g}: {}",
                run.stderr
            );
        }
        assert!(runs[1].stderr.contains("hand 1: "), "{}", runs[1].stderr);
        assert!(runs[2].stderr.contains("hand 1: "), "{}", runs[2].stderr);
        assert!(runs[3].stderr.contains("<stdin>:2: "), "{}", runs[3].stderr);
        assert!(runs[4].stderr.contains("--board: "), "{}", runs[4].stderr);
    }
    // Sizes: the part and the count.
    let hole = fails(
        &[
            "eval", "--game", "omaha5", "Ah Kh Qh", "--board", "2c 3c 4c",
        ],
        "",
    );
    assert!(
        hole.stderr
            .contains("an Omaha hole has 4 to 6 cards, found 3"),
        "{}",
        hole.stderr
    );
    let board = fails(
        &[
            "compare",
            "--game",
            "omaha",
            "Ah Kh Qh Jh",
            "2c 3c 4c 5c",
            "--board",
            "2d 3d",
        ],
        "",
    );
    assert!(
        board
            .stderr
            .contains("--board: an Omaha board has 3 to 5 cards, found 2"),
        "{}",
        board.stderr
    );
    let none = fails(&["best", "--game", "omaha6", "Ah Kh Qh Jh Th 9h"], "");
    assert!(
        none.stderr.contains("needs the board: --board"),
        "{}",
        none.stderr
    );
    let holdem = fails(&["compare", "AhKh", "QsQd"], "");
    assert!(
        holdem
            .stderr
            .contains("hand 1: a hold'em hand has 5 to 7 cards, found 2"),
        "{}",
        holdem.stderr
    );
    let line = fails(
        &["batch", "--game", "omaha-hilo", "-q"],
        "Ah Kd Qs Jc 2h 3h 4h\n",
    );
    assert!(
        line.stderr.contains("<stdin>:1: ") && line.stderr.contains("'|'"),
        "{}",
        line.stderr
    );
    // An unknown game lists the games, in every subcommand.
    for sub in ["eval", "compare", "best", "batch", "verify", "generate"] {
        let run = fails(&[sub, "--game", "pineapple"], "");
        assert!(
            run.stderr.contains("unknown game 'pineapple'") && run.stderr.contains("badugi"),
            "{sub}: {}",
            run.stderr
        );
    }
}
