//! Parts of text that may be absent: a prefix, a suffix, enclosing marks, or what follows
//! a mark. Each function returns the text as it is when the part is absent, which is what
//! every reader here means by an optional part, so no caller writes its own fallback.

/// `text` without `prefix` when it starts with it.
#[inline]
pub(crate) fn without_prefix<'a>(text: &'a str, prefix: &str) -> &'a str {
    match text.strip_prefix(prefix) {
        Some(rest) => rest,
        None => text,
    }
}

/// `text` without `suffix` when it ends with it.
#[inline]
pub(crate) fn without_suffix<'a>(text: &'a str, suffix: &str) -> &'a str {
    match text.strip_suffix(suffix) {
        Some(rest) => rest,
        None => text,
    }
}

/// What the first of `marks` (an opening and a closing character) that encloses `text`
/// encloses: `"a b"` → `a b` with `[('"', '"')]`; `text` when none encloses it.
pub(crate) fn unenclosed<'a>(text: &'a str, marks: &[(char, char)]) -> &'a str {
    let inner = marks
        .iter()
        .find_map(|&(open, close)| text.strip_prefix(open)?.strip_suffix(close));
    match inner {
        Some(inner) => inner,
        None => text,
    }
}

/// The text before the first `mark` (an ASCII byte, found with memchr: the site readers
/// split every amount this way) and the text after it; the whole text and nothing after
/// when there is no `mark`.
#[inline]
pub(crate) fn split_or_whole(text: &str, mark: u8) -> (&str, &str) {
    debug_assert!(
        mark.is_ascii(),
        "an ASCII mark splits text at a character boundary"
    );
    match memchr::memchr(mark, text.as_bytes()) {
        Some(at) => {
            let (before, after) = text.split_at(at);
            (before, after.get(1..).unwrap_or_default())
        }
        None => (text, ""),
    }
}

/// The text before the first `mark`: all of it when there is none.
#[inline]
pub(crate) fn before<'a>(text: &'a str, mark: &str) -> &'a str {
    match text.split_once(mark) {
        Some((before, _)) => before,
        None => text,
    }
}

/// The bytes before the first `byte`: all of them when there is none.
#[inline]
pub(crate) fn before_byte(bytes: &[u8], byte: u8) -> &[u8] {
    match memchr::memchr(byte, bytes) {
        Some(end) => bytes.split_at(end).0,
        None => bytes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn absent_parts_leave_the_text_as_it_is() {
        assert_eq!(without_prefix("Lo 5", "Lo "), "5");
        assert_eq!(without_prefix("5", "Lo "), "5");
        assert_eq!(without_suffix("a.phh.gz", ".gz"), "a.phh");
        assert_eq!(without_suffix("a.phh", ".gz"), "a.phh");
        let marks = [('[', ']'), ('(', ')')];
        assert_eq!(unenclosed("[$1]", &marks), "$1");
        assert_eq!(unenclosed("($1)", &marks), "$1");
        assert_eq!(unenclosed("[$1)", &marks), "[$1)");
        assert_eq!(unenclosed("$1", &marks), "$1");
        assert_eq!(split_or_whole("1.25", b'.'), ("1", "25"));
        assert_eq!(split_or_whole("1 2 3", b' '), ("1", "2 3"));
        assert_eq!(split_or_whole("1 ", b' '), ("1", ""));
        assert_eq!(split_or_whole("125", b'.'), ("125", ""));
        assert_eq!(before("5 from pot", " from "), "5");
        assert_eq!(before("5", " from "), "5");
        assert_eq!(before_byte(b"a = 1\nb", b'\n'), b"a = 1");
        assert_eq!(before_byte(b"a = 1", b'\n'), b"a = 1");
    }
}
