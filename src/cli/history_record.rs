//! One record per hand for `handrank history`, in text, CSV or JSON Lines. Text and CSV
//! are written straight into the worker's buffer, without a string per field: a run
//! writes millions of records.

use std::io::Write;

use handrank::history::{Chips, HandHistory, HistoryError, Report, Source};
use serde_json::{Value, json};

use super::{Format, csv_field};

pub const CSV_HEADER: &str =
    "file,section,line,variant,players,winnings,recorded,rake,all_in_ev,unsettled,error\n";

/// One hand's record in the chosen format.
pub fn record(format: Format, report: Result<&Report, &HistoryError>, out: &mut Vec<u8>) {
    match (report, format) {
        (Ok(report), Format::Text) => text(report, out),
        (Ok(report), Format::Csv) => csv(report, out),
        (Ok(report), Format::Json) => json(report, out),
        (Err(error), _) => error_record(format, error, out),
    }
}

/// `FILE [N] NT: NAME collects 2.5 (HAND); …; as recorded; all-in EV NAME 1.25, …`
fn text(report: &Report, out: &mut Vec<u8>) {
    let start = out.len();
    let hand = &report.hand;
    source(&hand.source, out);
    out.push(b' ');
    out.extend_from_slice(hand.variant.as_bytes());
    out.push(b':');
    match &report.settlement {
        Ok(settled) => {
            for (i, won) in settled.collected.iter().enumerate() {
                if *won > Chips::ZERO {
                    out.push(b' ');
                    name(hand, i, out);
                    let _ = write!(out, " collects {won}");
                    if let Some(score) = settled.scores[i] {
                        let _ = write!(out, " ({})", score.hand.describe());
                    }
                    out.push(b';');
                }
            }
            if let Some(recorded) = &hand.winnings {
                if report.mismatch() {
                    out.extend_from_slice(b" recorded ");
                    named_amounts(hand, recorded, out);
                    match report.unrecorded() {
                        Some(rake) if rake >= Chips::ZERO => {
                            let _ = write!(out, " (rake {rake})");
                        }
                        Some(more) => {
                            let more = Chips::ZERO - more;
                            let _ = write!(
                                out,
                                " (the recorded amounts are {more} more than the pots)"
                            );
                        }
                        None => {}
                    }
                } else {
                    out.extend_from_slice(b" as recorded");
                    if let Some(rake) = report.rake().filter(|&rake| rake > Chips::ZERO) {
                        let inferred = if hand.rake_unstated { ", inferred" } else { "" };
                        let _ = write!(out, " (rake {rake}{inferred})");
                    }
                }
            }
        }
        Err(reason) => {
            let _ = write!(out, " unsettled: {reason}");
        }
    }
    if let Some(ev) = &report.all_in {
        trim_semicolons(out, start);
        out.extend_from_slice(b"; all-in EV ");
        named_amounts(hand, &ev.expected, out);
    }
    if let Some(reason) = &report.unpriced {
        trim_semicolons(out, start);
        let _ = write!(out, "; no all-in EV: {reason}");
    }
    trim_semicolons(out, start);
    out.push(b'\n');
}

/// The columns of [`CSV_HEADER`].
fn csv(report: &Report, out: &mut Vec<u8>) {
    let hand = &report.hand;
    let settled = report.settlement.as_ref().ok();
    let n = hand.player_count();
    let _ = write!(
        out,
        "{},{},{},{},",
        csv_field(&hand.source.file),
        csv_field(hand.source.section.as_deref().unwrap_or("")),
        hand.source.line,
        csv_field(&hand.variant),
    );
    let plain = |name: &str| !name.contains([',', '"', '\n', '\r']);
    if hand
        .players
        .as_ref()
        .is_none_or(|names| names.iter().all(plain))
    {
        for i in 0..n {
            if i > 0 {
                out.push(b';');
            }
            name(hand, i, out);
        }
    } else {
        let names: Vec<String> = (0..n).map(|i| hand.player_name(i)).collect();
        out.extend_from_slice(csv_field(&names.join(";")).as_bytes());
    }
    out.push(b',');
    if let Some(settled) = settled {
        amounts(&settled.collected, out);
    }
    out.push(b',');
    if let Some(recorded) = &hand.winnings {
        amounts(recorded, out);
    }
    out.push(b',');
    if let Some(rake) = report.rake() {
        let _ = write!(out, "{rake}");
    }
    out.push(b',');
    if let Some(ev) = &report.all_in {
        amounts(&ev.expected, out);
    }
    let reason = report.settlement.as_ref().err().map(ToString::to_string);
    let _ = writeln!(
        out,
        ",{},",
        csv_field(reason.as_deref().unwrap_or_default())
    );
}

fn json(report: &Report, out: &mut Vec<u8>) {
    let hand = &report.hand;
    let n = hand.player_count();
    let names = || -> Vec<String> { (0..n).map(|i| hand.player_name(i)).collect() };
    let settled = report.settlement.as_ref().ok();
    let expected = report.all_in.as_ref().map(|ev| &ev.expected);
    let showdown: Option<Vec<Value>> = settled
        .filter(|s| s.scores.iter().any(Option::is_some))
        .map(|s| {
            (0..n)
                .map(|i| match s.scores[i] {
                    Some(score) => json!({
                        "cards": report.replay.hole[i].to_string(),
                        "high": score.hand.describe(),
                        "low": score.low.map(|l| l.describe()),
                    }),
                    None => Value::Null,
                })
                .collect()
        });
    let equity: Option<Vec<Value>> = report.all_in.as_ref().map(|ev| {
        ev.pots
            .iter()
            .map(|pot| {
                json!({
                    "amount": pot.amount.to_f64(),
                    "players": pot.players.iter().map(|i| i + 1).collect::<Vec<_>>(),
                    "equity": pot.equity,
                    "std_err": pot.std_err,
                    "method": pot.method,
                })
            })
            .collect()
    });
    let mut record = json!({
        "source": {"file": &*hand.source.file, "section": hand.source.section, "line": hand.source.line},
        "variant": hand.variant,
        "hand": hand.hand,
        "players": names(),
        "winnings": settled.map(|s| numbers(&s.collected)),
        "recorded": hand.winnings.as_deref().map(numbers),
        "rake": report.rake().map(Chips::to_f64),
        "mismatch": report.mismatch(),
        "unsettled": report.settlement.as_ref().err().map(ToString::to_string),
        "board": report.replay.board.to_string(),
        "showdown": showdown,
        "all_in_equity": equity,
        "all_in_ev": expected.map(|e| numbers(e)),
    });
    // Only a hand whose all-in could not be priced says why.
    if let (Some(reason), Some(fields)) = (&report.unpriced, record.as_object_mut()) {
        fields.insert("all_in_unpriced".into(), json!(reason));
    }
    let _ = super::write_json(out, &record);
}

/// A hand that cannot be read (with `--skip-invalid`): where it is, and why.
fn error_record(format: Format, error: &HistoryError, out: &mut Vec<u8>) {
    let _ = match format {
        Format::Json => super::write_json(
            out,
            &json!({
                "source": {"file": &*error.file, "section": error.section, "line": error.line},
                "error": error.to_string(),
            }),
        ),
        Format::Csv => writeln!(
            out,
            "{},{},{},,,,,,,,{}",
            csv_field(&error.file),
            error.section.as_deref().unwrap_or(""),
            error.line.map(|l| l.to_string()).unwrap_or_default(),
            csv_field(&error.to_string())
        ),
        Format::Text => writeln!(out, "error: {error}"),
    };
}

/// `FILE [N]`, as [`Source`] displays itself, written without the formatting machinery
/// (which took a quarter of a text record's time).
fn source(source: &Source, out: &mut Vec<u8>) {
    out.extend_from_slice(source.file.as_bytes());
    if let Some(section) = &source.section {
        out.extend_from_slice(b" [");
        out.extend_from_slice(section.as_bytes());
        out.push(b']');
    }
}

/// A player's name from the file, else `p1`, `p2`, …
fn name(hand: &HandHistory, player: usize, out: &mut Vec<u8>) {
    match hand.players.as_ref().and_then(|names| names.get(player)) {
        Some(name) => out.extend_from_slice(name.as_bytes()),
        None => {
            let _ = write!(out, "p{}", player + 1);
        }
    }
}

/// Each player's amount, named as the file names them: `ann 13.65, bob 0`.
fn named_amounts(hand: &HandHistory, list: &[Chips], out: &mut Vec<u8>) {
    for (i, amount) in list.iter().enumerate() {
        if i > 0 {
            out.extend_from_slice(b", ");
        }
        name(hand, i, out);
        let _ = write!(out, " {amount}");
    }
}

/// A list of amounts, `;`-separated (in CSV).
fn amounts(list: &[Chips], out: &mut Vec<u8>) {
    for (k, amount) in list.iter().enumerate() {
        if k > 0 {
            out.push(b';');
        }
        let _ = write!(out, "{amount}");
    }
}

fn numbers(list: &[Chips]) -> Value {
    list.iter().map(|c| json!(c.to_f64())).collect()
}

/// Drops the `;` that end the record begun at `start`.
fn trim_semicolons(out: &mut Vec<u8>, start: usize) {
    while out.len() > start && out.last() == Some(&b';') {
        out.pop();
    }
}
