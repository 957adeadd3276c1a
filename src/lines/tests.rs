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
