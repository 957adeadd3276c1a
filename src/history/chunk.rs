//! A chunk of whole hands of one file, and its hands read one after another into one
//! [`HandHistory`] whose buffers each hand reuses: the workers read millions of hands
//! without allocating for each.

use std::sync::Arc;

use super::error::{HistoryError, Problem};
use super::hand::{HandHistory, Source};
use super::parse::{parse_hand, parse_section};
use super::site::{self, Site};
use crate::affix;

/// How a file writes its hands, told from its first line that is not blank (or a PHH
/// comment).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// One PHH hand (`.phh`).
    Phh,
    /// PHH hands in `[N]` sections (`.phhs`).
    Phhs,
    /// A site's text hand histories.
    Site(Site),
}

impl Format {
    /// The format of a text from its first line that is not blank or a comment: a `[N]`
    /// header, a site's hand header, else one PHH hand.
    pub fn detect(text: &[u8]) -> Format {
        let first = text
            .split(|&b| b == b'\n')
            .map(<[u8]>::trim_ascii)
            .find(|line| !line.is_empty() && !line.starts_with(b"#"));
        match first {
            Some(line) if line.starts_with(b"[") => Format::Phhs,
            Some(line) => Site::of_line(line).map_or(Format::Phh, Format::Site),
            None => Format::Phh,
        }
    }

    /// The format of the start of an input read so far (`eof`: all of it), once it shows:
    /// when its first line that is not blank or a comment, and the line after it (a site
    /// may write its header on two), are read whole.
    pub(super) fn detect_read(text: &[u8], eof: bool) -> Option<Format> {
        let mut start = 0;
        let told = loop {
            let Some(rest) = text.get(start..) else {
                break false;
            };
            let Some(end) = memchr::memchr(b'\n', rest) else {
                break false;
            };
            let line = rest.get(..end).unwrap_or_default().trim_ascii();
            if !line.is_empty() && !line.starts_with(b"#") {
                break memchr::memchr(b'\n', rest.get(end + 1..).unwrap_or_default()).is_some();
            }
            start += end + 1;
        };
        (told || eof).then(|| Format::detect(text))
    }
}

/// Whole hands of one file: the text of one or more `.phhs` sections, or of a `.phh`
/// file, and the file line where it starts.
#[derive(Clone, Debug)]
pub struct Chunk {
    pub file: Arc<str>,
    pub text: Vec<u8>,
    pub first_line: u64,
    /// How the text writes its hands.
    pub format: Format,
}

impl Chunk {
    /// The hands of the chunk, read, in order.
    pub fn hands(&self) -> impl Iterator<Item = Result<HandHistory, HistoryError>> + '_ {
        let mut reader = self.reader();
        std::iter::from_fn(move || {
            let mut hand = self.unread_hand();
            reader.read_into(&mut hand).map(|read| read.map(|()| hand))
        })
    }

    /// A hand of this chunk with no field read yet, for [`HandReader::read_into`].
    pub(crate) fn unread_hand(&self) -> HandHistory {
        HandHistory::unread(Source {
            file: self.file.clone(),
            section: None,
            line: self.first_line,
        })
    }

    /// A reader of the chunk's hands, each into a [`HandHistory`] the caller keeps.
    pub(crate) fn reader(&self) -> HandReader<'_> {
        let reading = match self.format {
            Format::Site(site) => Reading::Site(Box::new(site::hands(
                site,
                &self.text,
                &self.file,
                self.first_line,
            ))),
            Format::Phhs => Reading::Sections(
                Sections {
                    text: &self.text,
                    pos: 0,
                    line: self.first_line,
                    uncounted: &[],
                },
                simdutf8::basic::from_utf8(&self.text).ok(),
            ),
            Format::Phh => Reading::Whole,
        };
        HandReader {
            chunk: self,
            reading,
        }
    }
}

/// A chunk's hands, read one after another into one [`HandHistory`]: a PHH hand is read
/// into it field by field, its buffers (the actions, the names, the section's name)
/// reused; a site's hand is built apart and moved in.
pub(crate) struct HandReader<'c> {
    chunk: &'c Chunk,
    reading: Reading<'c>,
}

/// What a chunk's reader has left to read, by the chunk's format.
enum Reading<'c> {
    /// A `.phhs` text's sections, and the text when it is all UTF-8 (every real one is):
    /// then each hand is read up to the next section's header, not cut first.
    Sections(Sections<'c>, Option<&'c str>),
    /// A `.phh` text: one hand, not yet read.
    Whole,
    /// A `.phh` text, read.
    Done,
    Site(Box<dyn Iterator<Item = Result<HandHistory, HistoryError>> + 'c>),
}

impl HandReader<'_> {
    /// Reads the next hand into `hand` (`None` after the last). After an error `hand`
    /// holds nothing of use; the next hand is read into it as into any other.
    pub(crate) fn read_into(&mut self, hand: &mut HandHistory) -> Option<Result<(), HistoryError>> {
        let chunk = self.chunk;
        match &mut self.reading {
            Reading::Site(hands) => Some(hands.next()?.map(|read| *hand = read)),
            Reading::Done => None,
            Reading::Whole => {
                self.reading = Reading::Done;
                in_chunk(&mut hand.source, chunk, None, chunk.first_line);
                Some(parse_hand(&chunk.text, hand, chunk.first_line).map(|_| ()))
            }
            Reading::Sections(sections, utf8) => {
                let (name, body_start, header_line) = match sections.next()? {
                    Ok(section) => section,
                    Err((line, problem)) => {
                        return Some(Err(HistoryError {
                            file: chunk.file.clone(),
                            section: None,
                            line: Some(line),
                            problem,
                        }));
                    }
                };
                in_chunk(&mut hand.source, chunk, Some(name), header_line);
                let rest = utf8.and_then(|text| text.get(body_start..));
                if let Some(Ok(read)) = rest.map(|rest| parse_section(rest, hand, header_line + 1))
                    && !read.multiline
                {
                    sections.passed(body_start + read.len, read.line);
                    return Some(Ok(()));
                }
                // Not UTF-8, a value over several lines, or an error: the hand's text is
                // cut at the next line starting with `[` first, and read again alone.
                let body = sections.body(body_start);
                let read = parse_hand(body, hand, header_line + 1);
                if let Ok(next_line) = read {
                    sections.counted(next_line);
                }
                Some(read.map(|_| ()))
            }
        }
    }
}

/// Makes `source` name a hand of `chunk`: its file shared (not cloned again), the
/// section's name written over the last one's.
fn in_chunk(source: &mut Source, chunk: &Chunk, section: Option<&str>, line: u64) {
    if !Arc::ptr_eq(&source.file, &chunk.file) {
        source.file = chunk.file.clone();
    }
    match (section, &mut source.section) {
        (Some(name), Some(kept)) => {
            kept.clear();
            kept.push_str(name);
        }
        (name, kept) => *kept = name.map(str::to_owned),
    }
    source.line = line;
}

/// A `.phhs` text's sections: each `[N]` header line and the lines up to the next.
struct Sections<'a> {
    text: &'a [u8],
    pos: usize,
    /// The file line at `pos`, once `uncounted`'s lines are added.
    line: u64,
    /// The last section's text, its lines not yet counted: the hand's reader counts them
    /// as it reads ([`Sections::counted`]), else the next section does.
    uncounted: &'a [u8],
}

/// A section's name, where its text starts, and its header's line.
type Section<'a> = Result<(&'a str, usize, u64), (u64, Problem)>;

impl<'a> Iterator for Sections<'a> {
    type Item = Section<'a>;

    /// The next section's header (its text is then [`Sections::passed`] or cut by
    /// [`Sections::body`]).
    fn next(&mut self) -> Option<Section<'a>> {
        self.line += count_lines(std::mem::take(&mut self.uncounted));
        // Skip blank and comment lines before the header.
        loop {
            let rest = self.text.get(self.pos..)?;
            if rest.is_empty() {
                return None;
            }
            let end = memchr::memchr(b'\n', rest).map_or(rest.len(), |i| i + 1);
            let line = rest.get(..end).unwrap_or_default();
            let trimmed = line.trim_ascii();
            if trimmed.is_empty() || trimmed.starts_with(b"#") {
                self.pos += end;
                self.line += 1;
                continue;
            }
            if !line.starts_with(b"[") {
                // Skip to the next header, so the hands after it are still read.
                let bad_line = self.line;
                let to = next_header(self.text, self.pos);
                self.line += count_lines(self.text.get(self.pos..to).unwrap_or_default());
                self.pos = to;
                return Some(Err((
                    bad_line,
                    Problem::syntax("a .phhs file's hands each start with a [N] line"),
                )));
            }
            let header_line = self.line;
            self.line += 1;
            self.pos += end;
            let Some(name) = header_name(trimmed) else {
                self.body(self.pos);
                return Some(Err((
                    header_line,
                    Problem::syntax(format!(
                        "'{}' is not a section header like [1]",
                        String::from_utf8_lossy(trimmed)
                    )),
                )));
            };
            return Some(Ok((name, self.pos, header_line)));
        }
    }
}

impl<'a> Sections<'a> {
    /// The section's text from `start` (just after its header) to the next line that
    /// starts with `[`; the next section follows it. Its lines are counted by its reader
    /// ([`Sections::counted`]) or else by the next section.
    fn body(&mut self, start: usize) -> &'a [u8] {
        self.pos = next_header(self.text, start);
        self.uncounted = self.text.get(start..self.pos).unwrap_or_default();
        self.uncounted
    }

    /// The section's hand was read whole from [`Sections::body`]: its reader counted its
    /// lines, and the next section starts at `next_line`.
    fn counted(&mut self, next_line: u64) {
        debug_assert_eq!(next_line, self.line + count_lines(self.uncounted));
        self.line = next_line;
        self.uncounted = &[];
    }

    /// The section's hand was read up to the next section's header, at `end` on file line
    /// `next_line`.
    fn passed(&mut self, end: usize, next_line: u64) {
        debug_assert_eq!(end, next_header(self.text, self.pos));
        let text = self.text.get(self.pos..end).unwrap_or_default();
        debug_assert_eq!(next_line, self.line + count_lines(text));
        self.pos = end;
        self.line = next_line;
    }
}

fn count_lines(text: &[u8]) -> u64 {
    memchr::memchr_iter(b'\n', text).count() as u64
}

/// `[12]` → `12`, `["a b"]` → `a b`, a comment after it allowed.
fn header_name(line: &[u8]) -> Option<&str> {
    // Byte by byte: every hand's header is read, and `str` patterns cost a `memcmp` each.
    let line = affix::before_byte(line, b'#').trim_ascii_end();
    let inner = line.strip_prefix(b"[")?.strip_suffix(b"]")?.trim_ascii();
    let inner = match inner {
        [open @ (b'"' | b'\''), name @ .., close] if close == open => name,
        _ => inner,
    };
    let bare = inner
        .iter()
        .all(|b| b.is_ascii_alphanumeric() || b"_- ".contains(b));
    let name = std::str::from_utf8(inner).ok()?;
    (!name.is_empty() && bare && !name.starts_with('[')).then_some(name)
}

/// Where the next line starting with `[` begins at or after `from` (the text's end if
/// none).
fn next_header(text: &[u8], from: usize) -> usize {
    let rest = text.get(from..).unwrap_or_default();
    if rest.starts_with(b"[") {
        return from;
    }
    memchr::memmem::find(rest, b"\n[").map_or(text.len(), |i| from + i + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each section of a `.phhs` text, cut at every line that starts with `[` and then
    /// read: what the reader must give, however it finds where a hand ends.
    fn cut_first(text: &str) -> Vec<Result<HandHistory, HistoryError>> {
        let mut starts: Vec<usize> = text.match_indices("\n[").map(|(i, _)| i + 1).collect();
        starts.insert(0, 0);
        starts.push(text.len());
        let file: Arc<str> = "t.phhs".into();
        let line_of = |at: usize| 1 + count_lines(text.get(..at).unwrap().as_bytes());
        let mut hands = Vec::new();
        for pair in starts.windows(2) {
            let section = text.get(pair[0]..pair[1]).unwrap();
            let (header, body) = section.split_once('\n').unwrap_or((section, ""));
            let line = line_of(pair[0]);
            let source = Source {
                file: file.clone(),
                section: header_name(header.as_bytes()).map(str::to_owned),
                line,
            };
            let mut hand = HandHistory::unread(source);
            hands.push(parse_hand(body.as_bytes(), &mut hand, line + 1).map(|_| hand));
        }
        hands
    }

    #[test]
    fn a_section_read_as_it_comes_is_the_section_cut_first() {
        let hand = |n: u32, actions: &str| {
            format!(
                "[{n}]\nvariant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\n\
                 min_bet = 2\nstarting_stacks = [100, 100]\nactions = {actions}\n# after\n\n"
            )
        };
        let one_line = "['d dh p1 ????', 'd dh p2 ????', 'p2 f']";
        let text = [
            hand(1, one_line),
            // A value over several lines.
            hand(
                2,
                "[\n  'd dh p1 ????',\n  'd dh p2 ????', # p2\n  'p2 f',\n]",
            ),
            // A line starting with `[` inside a string over lines ends the section there.
            hand(3, "['d dh p1 ????', '''\n[4]\n''']"),
            // Nor is an indented `[` a header: an error inside the hand.
            hand(5, one_line).replace("min_bet", "  [6]\nmin_bet"),
            hand(7, one_line).replace("variant = 'NT'", "variant = 'NT' [8]"),
            hand(9, one_line),
        ]
        .concat();
        let chunk = Chunk {
            file: "t.phhs".into(),
            text: text.clone().into_bytes(),
            first_line: 1,
            format: Format::Phhs,
        };
        let shown = |hands: Vec<Result<HandHistory, HistoryError>>| -> Vec<String> {
            hands.into_iter().map(|hand| format!("{hand:?}")).collect()
        };
        let read = shown(chunk.hands().collect());
        assert_eq!(read, shown(cut_first(&text)));
        let fine = read.iter().filter(|hand| hand.starts_with("Ok")).count();
        assert_eq!((read.len(), fine), (7, 3), "{read:#?}");
    }

    #[test]
    fn a_section_header_names_its_hand() {
        fn name(line: &str) -> Option<&str> {
            header_name(line.as_bytes())
        }
        assert_eq!(name("[12]"), Some("12"));
        assert_eq!(name("[ 12 ]  # the twelfth"), Some("12"));
        assert_eq!(name("[\"hand 7\"]"), Some("hand 7"));
        assert_eq!(name("['a-b_c']"), Some("a-b_c"));
        for bad in [
            "[]", "[\"\"]", "[[1]]", "[a.b]", "[\"a]", "['a\"]", "[1", "12]", "[é]",
        ] {
            assert_eq!(name(bad), None, "{bad}");
        }
    }
}
