//! `--merge PART...`: the part files of a run in parts read back, each error naming its file.

use std::path::PathBuf;

use handrank::equity::PartError;

use super::CliError;

/// The parts at `paths`, each read by `read` and named by its path.
pub fn read_parts<P>(
    paths: &[PathBuf],
    read: impl Fn(&[u8]) -> Result<P, PartError>,
) -> Result<Vec<(String, P)>, CliError> {
    (paths.iter())
        .map(|path| {
            let name = path.display().to_string();
            let named = |e: &dyn std::fmt::Display| CliError::Input(format!("{name}: {e}"));
            let bytes = std::fs::read(path).map_err(|e| named(&e))?;
            let part = read(&bytes).map_err(|e| named(&e))?;
            Ok((name, part))
        })
        .collect()
}

/// A merge's error, which names the part at fault itself.
pub fn merge_error(error: PartError) -> CliError {
    CliError::Input(error.to_string())
}
