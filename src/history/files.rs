//! Where hands come from: files (`.phh`, one hand; `.phhs`, hands in `[N]` sections),
//! gzip'd or not, directories walked recursively, and standard input; cut into blocks of
//! whole hands so memory stays bounded whatever a file's size.

use std::fs::File;
use std::io::{self, BufReader, Read};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use flate2::read::MultiGzDecoder;

use super::error::{HistoryError, Problem};
use super::hand::{HandHistory, Source};
use super::parse::parse_hand;
use super::site::{self, Site};
use crate::affix;
use crate::lines::BOM;

/// The longest hand accepted, in bytes (16 MiB): a longer section is an error, so one
/// endless hand cannot take unbounded memory.
pub const MAX_HAND: usize = 16 << 20;

/// One input: a file, or standard input (`-`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    File(PathBuf),
    Stdin,
}

impl Input {
    fn name(&self) -> Arc<str> {
        match self {
            Input::File(path) => path.display().to_string().into(),
            Input::Stdin => "<stdin>".into(),
        }
    }
}

/// Whether a file found in a directory is a hand history: `.phh`, `.phhs` or `.txt` (the
/// sites' text), each perhaps followed by `.gz`.
fn is_history(path: &Path) -> bool {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy())
        .unwrap_or_default();
    let name = crate::affix::without_suffix(&name, ".gz");
    name.ends_with(".phh") || name.ends_with(".phhs") || name.ends_with(".txt")
}

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
    fn detect_read(text: &[u8], eof: bool) -> Option<Format> {
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

/// The inputs named by `paths`, in order: a file as given (whatever its name), a
/// directory's hand histories recursively in name order, `-` for standard input.
pub fn inputs<P: AsRef<Path>>(paths: &[P]) -> Result<Vec<Input>, HistoryError> {
    let mut inputs = Vec::new();
    for path in paths {
        let path = path.as_ref();
        if path == Path::new("-") {
            inputs.push(Input::Stdin);
            continue;
        }
        let metadata = std::fs::metadata(path)
            .map_err(|error| HistoryError::io(path.display().to_string().into(), error))?;
        if metadata.is_dir() {
            walk(path, &mut inputs)?;
        } else {
            inputs.push(Input::File(path.to_owned()));
        }
    }
    Ok(inputs)
}

fn walk(dir: &Path, inputs: &mut Vec<Input>) -> Result<(), HistoryError> {
    let error = |error| HistoryError::io(dir.display().to_string().into(), error);
    let mut entries = std::fs::read_dir(dir)
        .map_err(error)?
        .map(|entry| entry.map(|e| e.path()))
        .collect::<io::Result<Vec<PathBuf>>>()
        .map_err(error)?;
    entries.sort();
    for path in entries {
        if path.is_dir() {
            walk(&path, inputs)?;
        } else if is_history(&path) {
            inputs.push(Input::File(path));
        }
    }
    Ok(())
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
    pub fn hands(&self) -> Box<dyn Iterator<Item = Result<HandHistory, HistoryError>> + '_> {
        match self.format {
            Format::Site(site) => {
                Box::new(site::hands(site, &self.text, &self.file, self.first_line))
            }
            Format::Phh | Format::Phhs => Box::new(self.phh_hands()),
        }
    }

    fn phh_hands(&self) -> impl Iterator<Item = Result<HandHistory, HistoryError>> + '_ {
        let mut sections = (self.format == Format::Phhs).then(|| Sections {
            text: &self.text,
            pos: 0,
            line: self.first_line,
        });
        let mut whole = (self.format == Format::Phh).then_some(());
        std::iter::from_fn(move || match sections.as_mut() {
            Some(sections) => sections.next().map(|section| {
                let (name, body, header_line) = section.map_err(|problem| HistoryError {
                    file: self.file.clone(),
                    section: None,
                    line: Some(problem.0),
                    problem: problem.1,
                })?;
                let source = Source {
                    file: self.file.clone(),
                    section: Some(name),
                    line: header_line,
                };
                parse_hand(body, source, header_line + 1)
            }),
            None => whole.take().map(|()| {
                let source = Source {
                    file: self.file.clone(),
                    section: None,
                    line: self.first_line,
                };
                parse_hand(&self.text, source, self.first_line)
            }),
        })
    }
}

/// A `.phhs` text's sections: each `[N]` header line and the lines up to the next.
struct Sections<'a> {
    text: &'a [u8],
    pos: usize,
    line: u64,
}

type Section<'a> = Result<(String, &'a [u8], u64), (u64, Problem)>;

impl<'a> Iterator for Sections<'a> {
    type Item = Section<'a>;

    fn next(&mut self) -> Option<Section<'a>> {
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
                self.skip_to_header(self.pos);
                return Some(Err((
                    bad_line,
                    Problem::syntax("a .phhs file's hands each start with a [N] line"),
                )));
            }
            let header_line = self.line;
            let name = header_name(trimmed).ok_or_else(|| {
                (
                    header_line,
                    Problem::syntax(format!(
                        "'{}' is not a section header like [1]",
                        String::from_utf8_lossy(trimmed)
                    )),
                )
            });
            let body_start = self.pos + end;
            self.line += 1;
            let body_end = self.skip_to_header(body_start);
            let body = self.text.get(body_start..body_end).unwrap_or_default();
            return Some(name.map(|name| (name, body, header_line)));
        }
    }
}

impl Sections<'_> {
    /// Moves to the next line starting with `[` at or after `from`, counting lines;
    /// returns where it is.
    fn skip_to_header(&mut self, from: usize) -> usize {
        let to = next_header(self.text, from);
        let skipped = self.text.get(from..to).unwrap_or_default();
        self.line += memchr::memchr_iter(b'\n', skipped).count() as u64;
        self.pos = to;
        to
    }
}

/// `[12]` → `12`, `["a b"]` → `a b`, a comment after it allowed.
fn header_name(line: &[u8]) -> Option<String> {
    let line = std::str::from_utf8(line).ok()?;
    let line = affix::before(line, "#").trim_end();
    let inner = line.strip_prefix('[')?.strip_suffix(']')?.trim();
    let inner = affix::unenclosed(inner, &[('"', '"'), ('\'', '\'')]);
    let bare = inner
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b"_- ".contains(&b));
    (!inner.is_empty() && bare && !inner.starts_with('[')).then(|| inner.to_owned())
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

/// Reads one input into chunks of whole hands of about `block` bytes, handing each to
/// `send`; stops early when `send` returns false. `spare` gives back the text of a chunk
/// done with, when there is one: its bytes are read over (never zeroed first, and its
/// pages already in memory), so a long input reuses a few buffers.
pub fn read_input(
    input: &Input,
    block: usize,
    mut spare: impl FnMut() -> Option<Vec<u8>>,
    mut send: impl FnMut(Chunk) -> bool,
) -> Result<(), HistoryError> {
    let file = input.name();
    let error = |e| HistoryError::io(file.clone(), e);
    let raw: Box<dyn Read> = match input {
        Input::File(path) => Box::new(File::open(path).map_err(error)?),
        Input::Stdin => Box::new(io::stdin()),
    };
    let mut raw = BufReader::with_capacity(64 << 10, raw);
    let gzip = {
        use std::io::BufRead;
        raw.fill_buf().map_err(error)?.starts_with(&[0x1f, 0x8b])
    };
    let mut reader: Box<dyn Read> = if gzip {
        Box::new(MultiGzDecoder::new(raw))
    } else {
        Box::new(raw)
    };
    let mut carry: Vec<u8> = Vec::new();
    let mut line = 1;
    let mut format: Option<Format> = None;
    let mut first = true;
    loop {
        // The hand cut short at the end of the last chunk, then the next bytes.
        let mut text = spare().unwrap_or_default();
        if text.len() < carry.len() {
            text.resize(carry.len(), 0);
        }
        text.get_mut(..carry.len())
            .unwrap_or_default()
            .copy_from_slice(&carry);
        let eof = fill(&mut reader, &mut text, carry.len(), block).map_err(error)?;
        if first {
            if text.starts_with(BOM) {
                text.drain(..BOM.len());
            }
            first = false;
        }
        // A hand cut short by the end of the text read so far: read on, up to MAX_HAND.
        let too_long = |text: &[u8]| {
            (text.len() > MAX_HAND).then(|| HistoryError {
                file: file.clone(),
                section: None,
                line: Some(line),
                problem: Problem::syntax(format!("a hand longer than {} MiB", MAX_HAND >> 20)),
            })
        };
        let told = match format.or_else(|| Format::detect_read(&text, eof)) {
            Some(told) => told,
            // Only comments and blank lines so far, and more to come.
            None => {
                if let Some(error) = too_long(&text) {
                    return Err(error);
                }
                carry = text;
                continue;
            }
        };
        format = Some(told);
        // Up to the last hand that does not start the text: the rest may go on.
        let cut = match told {
            _ if eof => text.len(),
            Format::Phh => 0,
            Format::Phhs => match memchr::memmem::rfind(&text, b"\n[") {
                Some(i) if i > 0 => i + 1,
                _ => 0,
            },
            Format::Site(site) => site.last_hand_start(&text),
        };
        if !eof && cut == 0 {
            if let Some(error) = too_long(&text) {
                return Err(error);
            }
            carry = text;
            continue;
        }
        carry.clear();
        carry.extend_from_slice(text.get(cut..).unwrap_or_default());
        text.truncate(cut);
        let lines = memchr::memchr_iter(b'\n', &text).count() as u64;
        let chunk = Chunk {
            file: file.clone(),
            text,
            first_line: line,
            format: told,
        };
        line += lines;
        if !chunk.text.is_empty() && !send(chunk) {
            return Ok(());
        }
        if eof {
            return Ok(());
        }
    }
}

/// Reads up to `block` bytes into `text` after its first `filled`, until they are there
/// or the input ends (true at the end), and leaves `text` holding just what was read.
/// Only the room past `text`'s old length is zeroed before the reads.
fn fill(
    reader: &mut impl Read,
    text: &mut Vec<u8>,
    mut filled: usize,
    block: usize,
) -> io::Result<bool> {
    let target = filled + block.max(1);
    if text.len() < target {
        text.resize(target, 0);
    }
    let eof = loop {
        if filled == target {
            break false;
        }
        #[allow(clippy::indexing_slicing)] // filled < target <= text.len()
        match reader.read(&mut text[filled..target]) {
            Ok(0) => break true,
            Ok(n) => filled += n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => {
                text.truncate(filled);
                return Err(e);
            }
        }
    };
    text.truncate(filled);
    Ok(eof)
}
