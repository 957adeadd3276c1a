//! Numbers as PHH writes them (TOML integers and floats): exact amounts in millionths,
//! with the decimal places written, so the odd chip of a split is the finest amount the
//! file uses.

use super::error::Problem;
use super::hand::Chips;

/// A number as written: an amount, or `inf`.
#[derive(Clone, Copy)]
pub(super) enum Number {
    Finite(Chips, u8),
    Infinite,
}

/// `300`, `-1_000`, `0.50`, `1.5e3`, `inf`: exact in millionths, with the decimal places
/// written (`0.50` has two: the odd chip is a cent).
pub(super) fn parse_number(token: &str) -> Result<Number, Problem> {
    if let Some((number, len)) = plain_number(token.as_bytes())
        && len == token.len()
    {
        return Ok(number);
    }
    let bad = || Problem::syntax(format!("has '{token}', which is not a number"));
    let (negative, body) = match token.as_bytes().first() {
        Some(b'-') => (true, token.get(1..).unwrap_or_default()),
        Some(b'+') => (false, token.get(1..).unwrap_or_default()),
        _ => (false, token),
    };
    if body == "inf" {
        return if negative {
            Err(bad())
        } else {
            Ok(Number::Infinite)
        };
    }
    let (whole, fraction, exponent) = crate::decimal::parts(body).ok_or_else(bad)?;
    let digits_ok = |part: &str| {
        !part.is_empty()
            && part.bytes().all(|b| b.is_ascii_digit() || b == b'_')
            && !part.starts_with('_')
            && !part.ends_with('_')
            && !part.contains("__")
    };
    if !digits_ok(whole) || (body.contains('.') && !digits_ok(fraction)) {
        return Err(bad());
    }
    let mut value: i128 = 0;
    for byte in whole.bytes().chain(fraction.bytes()).filter(|&b| b != b'_') {
        value = value * 10 + i128::from(byte - b'0');
        if value > i128::from(i64::MAX) * 1_000_000 {
            return Err(Problem::syntax(format!(
                "has '{token}', which is too large"
            )));
        }
    }
    let written = fraction.bytes().filter(|&b| b != b'_').count() as i64 - exponent;
    let shift = 6 - written;
    let scaled = if shift >= 0 {
        10i128
            .checked_pow(shift as u32)
            .and_then(|p| value.checked_mul(p))
    } else {
        // A divisor past i128 divides only zero.
        match 10i128.checked_pow((-shift) as u32) {
            Some(divisor) => (value % divisor == 0).then(|| value / divisor),
            None => (value == 0).then_some(0),
        }
    };
    let scaled = scaled.ok_or_else(|| {
        Problem::syntax(format!(
            "has '{token}', which is too large or finer than a millionth"
        ))
    })?;
    let micros = i64::try_from(scaled)
        .ok()
        .filter(|&v| v <= Chips::UNLIMITED.0)
        .ok_or_else(|| Problem::syntax(format!("has '{token}', which is too large")))?;
    let chips = Chips(if negative { -micros } else { micros });
    Ok(Number::Finite(chips, written.clamp(0, 6) as u8))
}

/// The common case, quickly: digits, perhaps a point and one to six more digits (`300`,
/// `0.50`) at the start of `text`, and how many bytes they take; `None` for anything
/// else, which the general reader then takes.
pub(super) fn plain_number(text: &[u8]) -> Option<(Number, usize)> {
    let digits = |from: usize| {
        let mut value = 0i64;
        let mut end = from;
        while let Some(&digit @ b'0'..=b'9') = text.get(end) {
            // At most ten digits: an i64 holds them without overflow.
            if end - from == 10 {
                return (value, usize::MAX);
            }
            value = value * 10 + i64::from(digit - b'0');
            end += 1;
        }
        (value, end)
    };
    let (whole, point) = digits(0);
    if point == 0 || point > 9 {
        return None;
    }
    if text.get(point) != Some(&b'.') {
        return Some((Number::Finite(Chips(whole * Chips::SCALE), 0), point));
    }
    let (fraction, end) = digits(point + 1);
    let places = end.checked_sub(point + 1).filter(|p| (1..=6).contains(p))?;
    let scale = 10i64.pow(6 - places as u32);
    let micros = whole * Chips::SCALE + fraction * scale;
    Some((Number::Finite(Chips(micros), places as u8), end))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn number(text: &str) -> Option<(i64, u8)> {
        match parse_number(text).ok()? {
            Number::Finite(chips, decimals) => Some((chips.0, decimals)),
            Number::Infinite => Some((-1, 0)),
        }
    }

    #[test]
    fn numbers_are_exact_with_their_decimals() {
        assert_eq!(number("300"), Some((300_000_000, 0)));
        assert_eq!(number("0.50"), Some((500_000, 2)));
        assert_eq!(number("200.30"), Some((200_300_000, 2)));
        assert_eq!(number("1_000"), Some((1_000_000_000, 0)));
        assert_eq!(number("1.5e3"), Some((1_500_000_000, 0)));
        assert_eq!(number("25e-2"), Some((250_000, 2)));
        assert_eq!(number("+7"), Some((7_000_000, 0)));
        assert_eq!(number("-0.5"), Some((-500_000, 1)));
        assert_eq!(number("inf"), Some((-1, 0)));
        for bad in [
            "",
            "1.",
            ".5",
            "1__0",
            "_1",
            "0x10",
            "nan",
            "1.0000001",
            "-inf",
            "1e",
            "9e30",
        ] {
            assert_eq!(number(bad), None, "{bad}");
        }
    }
}
