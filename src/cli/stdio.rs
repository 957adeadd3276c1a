//! The standard streams, checked: a closed stdin or stdout is an error (not empty input or
//! output dropped in silence), and stderr is written without ever failing the run.
//!
//! Rust's runtime reopens a closed descriptor 0, 1 or 2 on `/dev/null` (read-write) before
//! `main`, so a closed stream looks like `/dev/null`. A shell opens `</dev/null` read-only
//! and `>/dev/null` write-only, so a read-write `/dev/null` on fd 0 or 1 is taken for a
//! closed stream (`<>/dev/null` is the one false alarm).

use std::io::{self, Write};
use std::os::fd::{AsFd, BorrowedFd};
use std::os::unix::fs::MetadataExt;
use std::path::Path;

use rustix::fs::{FileType, OFlags, fcntl_getfl, fstat};

use super::CliError;

/// Device and inode of a regular file: two routes to the same file have the same one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FileId {
    device: u64,
    inode: u64,
}

impl FileId {
    /// The regular file at `path`, if there is one (pipes, terminals and devices have none).
    pub fn of_path(path: &Path) -> Option<FileId> {
        let meta = std::fs::metadata(path).ok()?;
        meta.is_file().then(|| FileId {
            device: meta.dev(),
            inode: meta.ino(),
        })
    }

    /// The regular file open on `fd`, if it is one.
    #[allow(clippy::unnecessary_cast)] // `stat` field widths differ between platforms
    pub fn of_fd(fd: BorrowedFd<'_>) -> Option<FileId> {
        let stat = fstat(fd).ok()?;
        (FileType::from_raw_mode(stat.st_mode) == FileType::RegularFile).then_some(FileId {
            device: stat.st_dev as u64,
            inode: stat.st_ino as u64,
        })
    }

    /// The regular file on standard input, if it is one.
    pub fn of_stdin() -> Option<FileId> {
        FileId::of_fd(io::stdin().as_fd())
    }

    /// The regular file on standard output, if it is one.
    pub fn of_stdout() -> Option<FileId> {
        FileId::of_fd(io::stdout().as_fd())
    }
}

/// Whether `fd` was closed when the program started (see the module comment).
#[allow(clippy::unnecessary_cast)] // `stat` field widths differ between platforms
fn is_closed(fd: BorrowedFd<'_>) -> bool {
    let Ok(stat) = fstat(fd) else {
        return true;
    };
    if FileType::from_raw_mode(stat.st_mode) != FileType::CharacterDevice {
        return false;
    }
    let null = std::fs::metadata("/dev/null").map(|m| m.rdev()).ok();
    let read_write = fcntl_getfl(fd)
        .map(|flags| flags & OFlags::RWMODE == OFlags::RDWR)
        .unwrap_or(false);
    null == Some(stat.st_rdev as u64) && read_write
}

/// Refuses a closed standard input (`<&-`): it would read as empty input.
pub fn require_stdin() -> Result<(), CliError> {
    if is_closed(io::stdin().as_fd()) {
        return Err(CliError::Input(
            "<stdin>: standard input is closed; give an input file or redirect one".into(),
        ));
    }
    Ok(())
}

/// Refuses a closed standard output (`>&-`): the results would be dropped in silence.
pub fn require_stdout() -> Result<(), CliError> {
    if is_closed(io::stdout().as_fd()) {
        return Err(CliError::Input(
            "standard output is closed; the results would be lost (use -o FILE or redirect it)"
                .into(),
        ));
    }
    Ok(())
}

/// Standard output that fails its first write when the stream was closed at start, so a
/// command run with `>&-` exits 2 instead of reporting work nobody received.
pub struct Stdout {
    closed: bool,
    inner: io::StdoutLock<'static>,
}

impl Stdout {
    pub fn new() -> Stdout {
        Stdout {
            closed: require_stdout().is_err(),
            inner: io::stdout().lock(),
        }
    }

    fn check(&self) -> io::Result<()> {
        if self.closed {
            return Err(io::Error::other(
                "standard output is closed; the results would be lost (use -o FILE or redirect it)",
            ));
        }
        Ok(())
    }
}

impl Write for Stdout {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.check()?;
        self.inner.write(buf)
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.check()?;
        self.inner.write_all(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.check()?;
        self.inner.flush()
    }
}

/// Writes a line on stderr; a full or closed stderr is ignored, never a panic (`eprintln!`
/// panics when stderr cannot be written).
pub fn write_stderr(message: std::fmt::Arguments<'_>) {
    let mut err = io::stderr().lock();
    let _ = err.write_fmt(message);
    let _ = err.write_all(b"\n");
}

/// `eprintln!` that cannot panic: see [`write_stderr`].
macro_rules! stderr_line {
    ($($arg:tt)*) => {
        $crate::cli::stdio::write_stderr(format_args!($($arg)*))
    };
}
pub(crate) use stderr_line;
