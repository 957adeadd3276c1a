//! The 13×13 grid of starting hands players know: rows and columns A to 2, pairs on the
//! diagonal, suited hands above it (row rank first), offsuit below, one number a cell.

use std::io::{self, Write};

use handrank::Rank;
use handrank::equity::StartingHand;

/// The ranks of the rows and columns, ace first.
fn ranks() -> impl Iterator<Item = Rank> {
    Rank::ALL.into_iter().rev()
}

/// The class in row `row`, column `column`.
fn class(row: Rank, column: Rank) -> StartingHand {
    // Above the diagonal the row's rank is the higher one: suited.
    StartingHand::new(row, column, row > column)
}

/// Writes `title` with the layout, a header of ranks, then a row per rank with `value` of each class to one
/// decimal (a value that is not a number, as for a class pair with no deal, is `-`).
pub(super) fn write(
    out: &mut impl Write,
    title: &str,
    value: impl Fn(StartingHand) -> f64,
) -> io::Result<()> {
    writeln!(out, "{title} (suited above the diagonal, offsuit below)")?;
    write!(out, "  ")?;
    for column in ranks() {
        write!(out, " {:>5}", column.to_string())?;
    }
    writeln!(out)?;
    for row in ranks() {
        write!(out, "{row} ")?;
        for column in ranks() {
            match value(class(row, column)) {
                x if x.is_finite() => write!(out, " {x:>5.1}")?,
                _ => write!(out, " {:>5}", "-")?,
            }
        }
        writeln!(out)?;
    }
    Ok(())
}
