use super::*;

fn texts(bytes: &[u8]) -> Vec<String> {
    numbered(bytes)
        .map(|(_, l)| l.map_or_else(|e| format!("ERR {e}"), str::to_owned))
        .collect()
}

#[test]
fn empty_input_has_no_lines() {
    assert!(texts(b"").is_empty());
    assert!(texts(BOM).is_empty());
}

#[test]
fn final_newline_is_optional() {
    assert_eq!(texts(b"a\nb"), ["a", "b"]);
    assert_eq!(texts(b"a\nb\n"), ["a", "b"]);
    assert_eq!(texts(b"\n"), [""]);
}

#[test]
fn crlf_and_bad_utf8() {
    assert_eq!(texts(b"a\r\nb\r\n"), ["a", "b"]);
    assert_eq!(
        texts(b"ok\nA\xC3(\n"),
        ["ok", "ERR invalid UTF-8 at byte 1"]
    );
}

#[test]
fn the_reader_splits_like_numbered_and_caps_lines() {
    let inputs: [&[u8]; 6] = [
        b"",
        b"\n",
        b"a\nb",
        b"a\r\nb\n",
        b"\xEF\xBB\xBFx\n\ny\xFF\n",
        b"\n\n\n",
    ];
    for input in inputs {
        let whole: Vec<(u64, Result<String, ParseError>)> = numbered(input)
            .map(|(n, line)| (n, line.map(str::to_owned)))
            .collect();
        let streamed: Vec<_> = Reader::new(std::io::BufReader::with_capacity(2, input))
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(streamed, whole, "{input:?}");
    }
    let long = [vec![b'x'; 3 * MAX_LINE], b"\nAh\n".to_vec()].concat();
    let lines: Vec<_> = Reader::new(&long[..]).collect::<Result<_, _>>().unwrap();
    assert_eq!(
        lines,
        vec![
            (
                1,
                Err(ParseError::LineTooLong {
                    length: 3 * MAX_LINE as u64,
                    max: MAX_LINE
                })
            ),
            (2, Ok("Ah".to_owned()))
        ]
    );
}
