use super::*;
use crate::history::Source;

fn read(text: &str) -> Result<HandHistory, HistoryError> {
    let source = Source {
        file: "t.phh".into(),
        section: None,
        line: 1,
    };
    let mut hand = HandHistory::unread(source);
    parse_hand(text.as_bytes(), &mut hand, 1).map(|_| hand)
}

#[test]
fn a_hand_with_comments_multiline_arrays_and_metadata() {
    let hand = read(
        "# A hand\nvariant = \"NT\"  # no-limit\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\n\
         min_bet = 2\nstarting_stacks = [200, inf]\nactions = [\n  'd dh p1 AhKh',  # p1\n  \
         'd dh p2 ????',\n  'p2 f',\n]\ntime = 00:00:09\ndate = 1979-05-27 07:32:00\n\
         players = [\"A \\\"B\\\" \\u00e9\", 'C:\\x']\nhand = 42\n_extra = [[1, 2], 'x']\n",
    )
    .unwrap();
    assert_eq!(hand.variant, "NT");
    assert_eq!(hand.starting_stacks, [Some(Chips(200_000_000)), None]);
    assert_eq!(hand.actions.len(), 3);
    assert_eq!(hand.actions[1].line, 9);
    let players = hand.players.clone().unwrap();
    assert_eq!(players.iter().collect::<Vec<_>>(), ["A \"B\" é", "C:\\x"]);
    assert_eq!(hand.hand.as_deref(), Some("42"));
    assert_eq!(hand.chip(), Chips(1_000_000));
}

#[test]
fn one_line_arrays_read_at_once_as_the_general_reader_reads_them() {
    let plain = "variant = 'NT'\nantes = [0, 0, 0.25]\nblinds_or_straddles = [1, 2, 0]\n\
         min_bet = 2\nstarting_stacks = [200, 10.5, 30]\nseats = [1, 2, 3]\n\
         actions = ['d dh p1 AhKh', 'd dh p2 ????', \"d dh p3 ????\", '# a comment', 'p3 f']\n\
         players = ['a', \"b c\", 'd']\nwinnings = [0, 3, 0]\n";
    // The same hand as the general reader takes it: spread, spaced and commented.
    let spread = plain
        .replace(", ", " ,\n  ")
        .replace("= [", "= [ # open\n")
        .replace("]\n", ",]\n");
    let (plain, spread) = (read(plain).unwrap(), read(&spread).unwrap());
    assert_eq!(plain.antes, [Chips(0), Chips(0), Chips(250_000)]);
    assert_eq!(plain.starting_stacks[1], Some(Chips(10_500_000)));
    assert_eq!(plain.chip(), Chips(10_000));
    assert_eq!(plain.actions.len(), 4);
    let names = plain.players.as_ref().unwrap();
    assert_eq!(names.iter().collect::<Vec<_>>(), ["a", "b c", "d"]);
    let acts = |hand: &HandHistory| hand.actions.iter().map(|a| a.act).collect::<Vec<_>>();
    assert_eq!(acts(&plain), acts(&spread));
    assert_eq!(
        (
            plain.antes,
            plain.blinds_or_straddles,
            plain.starting_stacks
        ),
        (
            spread.antes,
            spread.blinds_or_straddles,
            spread.starting_stacks
        )
    );
    assert_eq!(
        (plain.players, plain.winnings),
        (spread.players, spread.winnings)
    );
    assert_eq!(plain.decimals, spread.decimals);
    // What the one-line reading does not take goes to the general reader.
    let base = "variant = 'NT'\nantes = [0, 0]\nactions = []\n";
    let stacks = |value: &str| read(&format!("{base}starting_stacks = {value}\n"));
    assert_eq!(
        stacks("[1e2, inf]").unwrap().starting_stacks,
        [Some(Chips(100_000_000)), None]
    );
    assert!(
        stacks("[1, 0]")
            .unwrap_err()
            .to_string()
            .contains("not positive")
    );
    let many = format!("[{}]", vec!["1"; 27].join(", "));
    assert!(
        stacks(&many)
            .unwrap_err()
            .to_string()
            .contains("more than 26 entries")
    );
    let names = read(&format!(
        "{base}starting_stacks = [1, 2]\nplayers = ['a\\b', \"c\\\"d\"]\n"
    ));
    let names = names.unwrap().players.unwrap();
    assert_eq!(names.iter().collect::<Vec<_>>(), ["a\\b", "c\"d"]);
}

#[test]
fn metadata_skipped_a_line_at_once_is_checked_as_the_readers_check_it() {
    let base = "variant = 'NT'\nantes = [0, 0]\nstarting_stacks = [1, 2]\nactions = []\n";
    let read_with = |line: &str| read(&format!("{base}{line}\n")).map_err(|e| e.to_string());
    // Taken at once, or by the readers: either way accepted.
    for line in [
        "venue = 'Absolute Poker'",
        "venue = ''",
        "venue = \"a 'b'\"",
        "venue = \"a \\\"b\\\"\"",
        "venue = '''x'''",
        "time = 00:00:09",
        "day = 1",
        "x = 1979-05-27 07:32:00",
        "x = 'a' # a comment",
        "x = 2009   ",
        "x = [1, 2]",
    ] {
        assert!(read_with(line).is_ok(), "{line}: {:?}", read_with(line));
    }
    // Still refused, at the line.
    for (line, expected) in [
        (
            "venue = 'a",
            "t.phh:5: the field 'venue' has a string that is not closed",
        ),
        (
            "venue = 'a'x",
            "t.phh:5: unexpected 'x' after the value of 'venue'",
        ),
        (
            "venue = 'a' 'b'",
            "t.phh:5: unexpected ''b'' after the value of 'venue'",
        ),
        (
            "day = 1 2",
            "t.phh:5: unexpected '2' after the value of 'day'",
        ),
        ("day =", "t.phh:5: the field 'day' expected a value"),
        ("x = {a = 1}", "t.phh:5: inline tables"),
    ] {
        let error = read_with(line).unwrap_err();
        assert!(error.starts_with(expected), "{line}: {error} / {expected}");
    }
}

#[test]
fn errors_name_the_field_and_line() {
    let base = "variant = 'NT'\nantes = [0, 0]\nstarting_stacks = [1, 2]\n";
    let cases = [
        (
            format!("{base}actions = ['p1 f'"),
            "t.phh:4: the field 'actions' ends before its array is closed with ']'",
        ),
        (
            format!("{base}actions = []\nantes = [1]\n"),
            "t.phh:5: the field 'antes' is given twice",
        ),
        (
            format!("{base}actions = ['p1 zz']"),
            "t.phh:4: 'p1 zz': 'zz' is not an action",
        ),
        (
            format!("{base}actions = [] x\n"),
            "t.phh:4: unexpected 'x' after the value of 'actions'",
        ),
        (
            format!("{base}min_bet = 1.2.3\nactions = []"),
            "t.phh:4: the field 'min_bet' has '1.2.3', which is not a number",
        ),
        (
            format!("{base}x = {{a = 1}}\nactions = []"),
            "t.phh:4: inline tables",
        ),
        (
            "variant = 'NT'\nactions = []\n".to_owned(),
            "the field 'antes' is missing",
        ),
        (
            format!("{base}actions = ['p1 f']\nplayers = ['a]\n"),
            "t.phh:5: the field 'players' has a string that is not closed",
        ),
    ];
    for (text, expected) in cases {
        let error = read(&text).unwrap_err().to_string();
        assert!(
            error.starts_with(expected) || error.contains(expected),
            "{error} / {expected}"
        );
    }
}
