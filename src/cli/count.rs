//! Counts as people write them: `1000000`, `1_000_000`, `1,000,000`, `1e6`, `2.5e6`,
//! `10k`, `10M`, `1G` — one clap value parser for every count option.

/// What every count option's help says it accepts.
pub const FORMS: &str = "1000000, 1_000_000, 1e6, 2.5M or 10k";

/// Reads a count; an error says which forms are accepted, or, for a count too large for
/// the option, the largest it takes.
pub fn parse<T: TryFrom<u64>>(text: &str) -> Result<T, String> {
    let bad = || format!("'{text}' is not a count: write a whole number like {FORMS}");
    let too_large = || {
        let most = largest::<T>();
        format!(
            "'{text}' is too large: the largest count is {} (about {:.1e})",
            super::grouped(most),
            most as f64
        )
    };
    let digits: String = text
        .trim()
        .chars()
        .filter(|c| !matches!(c, '_' | ','))
        .collect();
    let (number, scale) = match digits.char_indices().last() {
        Some((at, 'k' | 'K')) => (&digits[..at], 3),
        Some((at, 'm' | 'M')) => (&digits[..at], 6),
        Some((at, 'g' | 'G' | 'b' | 'B')) => (&digits[..at], 9),
        _ => (digits.as_str(), 0),
    };
    let value = match decimal(number.strip_prefix('+').unwrap_or(number), scale) {
        Decimal::Whole(value) => value,
        Decimal::TooLarge => return Err(too_large()),
        Decimal::Not => return Err(bad()),
    };
    T::try_from(value).map_err(|_| too_large())
}

/// What a number written in decimal (`2.5`, `1e6`) comes to.
enum Decimal {
    Whole(u64),
    TooLarge,
    /// Not a number, or not a whole one.
    Not,
}

/// `number` × 10^`scale`, exactly (no rounding through a float, so `18446744073709551615`
/// and `1.8e19` are told apart).
fn decimal(number: &str, scale: i64) -> Decimal {
    let Some((whole, fraction, exponent)) = handrank::decimal::parts(number) else {
        return Decimal::Not;
    };
    let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.len() + fraction.len() == 0 || !all_digits(whole) || !all_digits(fraction) {
        return Decimal::Not;
    }
    let significant = format!("{whole}{fraction}");
    let significant = significant.trim_start_matches('0');
    if significant.is_empty() {
        return Decimal::Whole(0);
    }
    // The point's place after the last significant digit.
    let shift = exponent + scale - fraction.len() as i64;
    let digits = match usize::try_from(shift) {
        Ok(zeros) if significant.len() + zeros > 20 => return Decimal::TooLarge,
        Ok(zeros) => format!("{significant}{}", "0".repeat(zeros)),
        Err(_) => {
            let cut = significant
                .len()
                .saturating_sub(shift.unsigned_abs() as usize);
            let (kept, dropped) = significant.split_at(cut);
            if dropped.len() < shift.unsigned_abs() as usize || dropped.bytes().any(|b| b != b'0') {
                return Decimal::Not;
            }
            kept.to_owned()
        }
    };
    digits.parse().map_or(Decimal::TooLarge, Decimal::Whole)
}

/// The largest count `T` holds: `TryFrom` succeeds up to it and fails above it.
fn largest<T: TryFrom<u64>>() -> u64 {
    let (mut low, mut high) = (0u64, u64::MAX);
    while low < high {
        let middle = low + (high - low).div_ceil(2);
        if T::try_from(middle).is_ok() {
            low = middle;
        } else {
            high = middle - 1;
        }
    }
    low
}

#[cfg(test)]
mod tests {
    use super::parse;

    #[test]
    fn every_form_people_write() {
        for text in [
            "1000000",
            "1_000_000",
            "1,000,000",
            "1e6",
            "1E6",
            "1M",
            "1000k",
            "0.001G",
        ] {
            assert_eq!(parse::<u64>(text), Ok(1_000_000), "{text}");
        }
        assert_eq!(parse::<u64>("2.5M"), Ok(2_500_000));
        assert_eq!(parse::<usize>("10k"), Ok(10_000));
        assert_eq!(parse::<u64>("0"), Ok(0));
        assert_eq!(parse::<u64>("2.50e2"), Ok(250));
        assert_eq!(parse::<u64>("1200e-2"), Ok(12));
        assert_eq!(parse::<u64>("0.0e5"), Ok(0));
        assert_eq!(parse::<u64>("18446744073709551615"), Ok(u64::MAX));
        assert_eq!(parse::<u64>("1.8e19"), Ok(18_000_000_000_000_000_000));
        for bad in [
            "",
            "1.5",
            "1e-3",
            "-5",
            "ten",
            "1x",
            "M",
            ".",
            "1e",
            "1e+",
            "1.2.3",
            "inf",
            "NaN",
            "1e-99999999999999999999",
        ] {
            let error = parse::<u64>(bad).unwrap_err();
            assert!(error.contains("1_000_000, 1e6"), "{bad}: {error}");
        }
        let most = "the largest count is 18,446,744,073,709,551,615 (about 1.8e19)";
        for large in [
            "1e30",
            "1e400",
            "18446744073709551616",
            "1.9e19",
            "1e99999999999999999999",
            "20000000000G",
        ] {
            let error = parse::<u64>(large).unwrap_err();
            assert_eq!(error, format!("'{large}' is too large: {most}"), "{large}");
        }
        assert_eq!(
            parse::<u32>("5e9"),
            Err("'5e9' is too large: the largest count is 4,294,967,295 (about 4.3e9)".to_owned())
        );
    }
}
