//! Decimals as people and files write them, `2.5e6`: one reader of their parts for the
//! CLI's counts and for PHH's amounts, which each then check and scale the digits.

/// `2.5e-3` → (`2`, `5`, -3): the digits before and after the point as written, and the
/// power of ten; `None` when the exponent is not a whole number (`1e`, `1e2.5`). An
/// exponent past ±1000 reads as ±1000: as good as infinite for any count or amount.
pub fn parts(text: &str) -> Option<(&str, &str, i64)> {
    let (mantissa, exponent) = match text.split_once(['e', 'E']) {
        Some((mantissa, exponent)) => {
            let digits = exponent.strip_prefix(['+', '-']).unwrap_or(exponent);
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            // All digits, so only a number too large to hold fails to parse.
            let size = digits.parse::<i64>().map_or(1_000, |size| size.min(1_000));
            let sign = if exponent.starts_with('-') { -1 } else { 1 };
            (mantissa, sign * size)
        }
        None => (text, 0),
    };
    let (whole, fraction) = crate::affix::split_or_whole(mantissa, b'.');
    Some((whole, fraction, exponent))
}

#[cfg(test)]
mod tests {
    use super::parts;

    #[test]
    fn parts_split_at_the_point_and_the_exponent() {
        assert_eq!(parts("2.5e-3"), Some(("2", "5", -3)));
        assert_eq!(parts("1E+6"), Some(("1", "", 6)));
        assert_eq!(parts(".5"), Some(("", "5", 0)));
        assert_eq!(parts("300"), Some(("300", "", 0)));
        assert_eq!(parts("1e99999999999999999999"), Some(("1", "", 1_000)));
        assert_eq!(parts("1e-99999999999999999999"), Some(("1", "", -1_000)));
        for bad in ["1e", "1e+", "1e2.5", "1e_2", "1ee2"] {
            assert_eq!(parts(bad), None, "{bad}");
        }
    }
}
