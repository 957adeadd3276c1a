//! Counts as people write them: `1000000`, `1_000_000`, `1,000,000`, `1e6`, `2.5e6`,
//! `10k`, `10M`, `1G` — one clap value parser for every count option.

/// What every count option's help says it accepts.
pub const FORMS: &str = "1000000, 1_000_000, 1e6, 2.5M or 10k";

/// Reads a count; an error says which forms are accepted.
pub fn parse<T: TryFrom<u64>>(text: &str) -> Result<T, String> {
    let bad = || format!("'{text}' is not a count: write a whole number like {FORMS}");
    let digits: String = text
        .trim()
        .chars()
        .filter(|c| !matches!(c, '_' | ','))
        .collect();
    let (number, scale) = match digits.char_indices().last() {
        Some((at, 'k' | 'K')) => (&digits[..at], 1e3),
        Some((at, 'm' | 'M')) => (&digits[..at], 1e6),
        Some((at, 'g' | 'G' | 'b' | 'B')) => (&digits[..at], 1e9),
        _ => (digits.as_str(), 1.0),
    };
    let value = if scale == 1.0 && number.bytes().all(|b| b.is_ascii_digit()) {
        number.parse::<u64>().map_err(|_| bad())?
    } else {
        // Scientific notation or a suffix: the number must come out whole.
        let x: f64 = number.parse().map_err(|_| bad())?;
        let x = x * scale;
        if !(x.is_finite() && x >= 0.0 && x.fract() == 0.0 && x <= 2f64.powi(53)) {
            return Err(bad());
        }
        x as u64
    };
    T::try_from(value).map_err(|_| format!("'{text}' is too large"))
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
        for bad in ["", "1.5", "1e-3", "-5", "ten", "1x", "1e400", "M"] {
            let error = parse::<u64>(bad).unwrap_err();
            assert!(error.contains("1_000_000, 1e6"), "{bad}: {error}");
        }
    }
}
