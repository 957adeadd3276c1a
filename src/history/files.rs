//! Where hands come from: files (`.phh`, one hand; `.phhs`, hands in `[N]` sections),
//! gzip'd or not, directories walked recursively, and standard input; cut into blocks of
//! whole hands so memory stays bounded whatever a file's size.

use std::fs::File;
use std::io::{self, BufReader, Read};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use flate2::read::MultiGzDecoder;

use super::chunk::{Chunk, Format};
use super::error::{HistoryError, Problem};
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
