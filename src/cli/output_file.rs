//! `-o FILE`, written so no run loses data: refused when it is the input by another route
//! (device and inode, not path), and written to a temporary file beside the target that is
//! renamed into place only when the run succeeds. An input error, a write error or an
//! interrupt leaves an existing FILE untouched.

use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use tempfile::NamedTempFile;

use super::CliError;
use super::stdio::FileId;

/// Refuses to run when the output (`output`, or stdout for none) is the input file
/// (`input`, or stdin for none or `-`): writing would destroy or endlessly grow the input.
pub fn refuse_same_file(input: Option<&Path>, output: Option<&Path>) -> Result<(), CliError> {
    let input_id = match input {
        Some(p) if p != Path::new("-") => FileId::of_path(p),
        _ => FileId::of_stdin(),
    };
    let output_id = match output {
        Some(p) => FileId::of_path(p),
        None => FileId::of_stdout(),
    };
    match (input_id, output_id) {
        (Some(a), Some(b)) if a == b => {
            let out = output.map_or("standard output".to_owned(), |p| p.display().to_string());
            let inp = super::input_name(input);
            Err(CliError::Input(format!(
                "{out}: the output is the input file ({inp}); writing it would overwrite the input"
            )))
        }
        _ => Ok(()),
    }
}

/// An output file that appears whole or not at all.
pub struct OutputFile {
    name: String,
    target: PathBuf,
    kind: Kind,
}

enum Kind {
    /// A regular file (new or replaced): written beside the target, renamed on `commit`.
    Temp(NamedTempFile),
    /// A device or pipe (`/dev/null`, a FIFO): written in place.
    Direct(File),
}

impl OutputFile {
    /// Prepares `path`; nothing is visible at `path` until [`OutputFile::commit`].
    pub fn create(path: &Path) -> Result<OutputFile, CliError> {
        let name = path.display().to_string();
        let fail = |e: io::Error| CliError::Input(format!("{name}: {e}"));
        let existing = std::fs::metadata(path).ok();
        if let Some(meta) = existing.as_ref().filter(|m| !m.is_file()) {
            if meta.is_dir() {
                return Err(CliError::Input(format!("{name}: is a directory")));
            }
            let file = File::options().write(true).open(path).map_err(fail)?;
            return Ok(OutputFile {
                name,
                target: path.to_owned(),
                kind: Kind::Direct(file),
            });
        }
        // Replace the file a symlink points at, not the link.
        let target = match &existing {
            Some(_) => std::fs::canonicalize(path).map_err(fail)?,
            None => path.to_owned(),
        };
        let dir = match target.parent() {
            Some(d) if !d.as_os_str().is_empty() => d.to_owned(),
            _ => PathBuf::from("."),
        };
        let temp = tempfile::Builder::new()
            .prefix(".handrank-")
            .suffix(".tmp")
            .tempfile_in(&dir)
            .map_err(|e| {
                CliError::Input(format!(
                    "{name}: cannot create a temporary file in {}: {e}",
                    dir.display()
                ))
            })?;
        let permissions = match &existing {
            Some(meta) => meta.permissions(),
            None => std::os::unix::fs::PermissionsExt::from_mode(0o644),
        };
        temp.as_file().set_permissions(permissions).map_err(fail)?;
        Ok(OutputFile {
            name,
            target,
            kind: Kind::Temp(temp),
        })
    }

    /// Flushes and moves the finished output into place.
    pub fn commit(self) -> Result<(), CliError> {
        let name = self.name;
        let fail = |e: io::Error| CliError::Input(format!("{name}: {e}"));
        match self.kind {
            Kind::Direct(mut file) => file.flush().map_err(fail),
            Kind::Temp(mut temp) => {
                temp.flush().map_err(fail)?;
                temp.as_file().sync_all().map_err(fail)?;
                temp.persist(&self.target).map_err(|e| fail(e.error))?;
                Ok(())
            }
        }
    }

    /// Writing errors name the file.
    fn named(&self, error: io::Error) -> io::Error {
        io::Error::new(error.kind(), format!("{}: {error}", self.name))
    }
}

impl Write for OutputFile {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let result = match &mut self.kind {
            Kind::Temp(t) => t.write(buf),
            Kind::Direct(f) => f.write(buf),
        };
        result.map_err(|e| self.named(e))
    }

    fn flush(&mut self) -> io::Result<()> {
        let result = match &mut self.kind {
            Kind::Temp(t) => t.flush(),
            Kind::Direct(f) => f.flush(),
        };
        result.map_err(|e| self.named(e))
    }
}

/// Where a command's whole output goes: `-o FILE` (refused before the work when it cannot
/// be written) or standard output.
pub struct Output(Option<OutputFile>);

impl Output {
    /// `path`, or standard output for none.
    pub fn open(path: Option<&Path>) -> Result<Output, CliError> {
        match path {
            Some(path) => Ok(Output(Some(OutputFile::create(path)?))),
            None => {
                super::stdio::require_stdout()?;
                Ok(Output(None))
            }
        }
    }

    /// Writes all of it: the file is committed only when `write` succeeds.
    pub fn write(
        self,
        write: impl FnOnce(&mut dyn Write) -> Result<(), CliError>,
    ) -> Result<(), CliError> {
        match self.0 {
            Some(mut file) => {
                write(&mut file)?;
                file.commit()
            }
            None => {
                let mut out = super::stdout();
                write(&mut out)?;
                Ok(out.flush()?)
            }
        }
    }
}
