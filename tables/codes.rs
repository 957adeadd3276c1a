//! The generator's own 5-card classifier. It is deliberately separate from
//! `src/naive.rs`, so that the exhaustive verification compares two independent codes.
//!
//! A [`StrengthCode`] packs a strength as `category << 20 | r1 << 16 | … | r5`, where `r1..r5`
//! are the five ranks (0 = deuce … 12 = ace) ordered by multiplicity, then by rank, both
//! descending; a wheel is written 5-4-3-2-A. Comparing codes as integers orders hands
//! exactly as poker does, so sorting the distinct codes numbers the strengths.

use std::ops::RangeInclusive;

/// Category (1 = high card … 9 = straight flush) and ordered ranks of a 5-card strength.
pub type StrengthCode = u32;

/// The code stored for "no strength" (strength 0).
pub const NO_STRENGTH: StrengthCode = 0;

/// The strength code of exactly five ranks, suited or not.
pub fn code_of_five(ranks: &[u8], flush: bool) -> StrengthCode {
    assert_eq!(ranks.len(), 5);
    let mut counts = [0u8; 13];
    for &r in ranks {
        counts[usize::from(r)] += 1;
    }
    let mut order: Vec<u8> = ranks.to_vec();
    order.sort_by_key(|&r| std::cmp::Reverse((counts[usize::from(r)], r)));
    let mut shape: Vec<u8> = counts.iter().copied().filter(|&c| c > 0).collect();
    shape.sort_unstable_by(|a, b| b.cmp(a));

    let distinct = shape.len() == 5;
    let wheel = distinct && order == [12, 3, 2, 1, 0];
    let straight = distinct && (order[0] - order[4] == 4 || wheel);
    if wheel {
        order = vec![3, 2, 1, 0, 12];
    }
    let category = match (straight, flush, shape.as_slice()) {
        (true, true, _) => 9,
        (_, _, [4, 1]) => 8,
        (_, _, [3, 2]) => 7,
        (_, true, _) => 6,
        (true, false, _) => 5,
        (_, _, [3, 1, 1]) => 4,
        (_, _, [2, 2, 1]) => 3,
        (_, _, [2, 1, 1, 1]) => 2,
        _ => 1,
    };
    order
        .iter()
        .fold(category, |code, &r| code << 4 | StrengthCode::from(r))
}

/// The best 5-card strength code that five to seven `ranks` make (repeats allowed; `flush` when
/// they are the ranks of one suit). Read straight off the rank counts, without trying
/// subsets, so that an unoptimized build script stays fast; the tests check it against
/// [`best_code_by_subsets`] for every multiset and flush.
pub fn best_code(ranks: &[u8], flush: bool) -> StrengthCode {
    assert!((5..=7).contains(&ranks.len()));
    let mut counts = [0u8; 13];
    for &r in ranks {
        counts[usize::from(r)] += 1;
    }
    // Ranks holding at least `n` cards, highest first.
    let with = |n: u8| {
        (0..13u8)
            .rev()
            .filter(move |&r| counts[usize::from(r)] >= n)
    };
    let straight_high = straight_high(counts.map(|c| c > 0));
    let code = |category: StrengthCode, five: [u8; 5]| {
        five.iter()
            .fold(category, |code, &r| code << 4 | StrengthCode::from(r))
    };
    // The highest `n` ranks other than those in `used`, one card each.
    let kickers = |used: &[u8], n: usize| -> Vec<u8> {
        (0..13u8)
            .rev()
            .filter(|&r| counts[usize::from(r)] > 0 && !used.contains(&r))
            .take(n)
            .collect()
    };
    if flush {
        if let Some(high) = straight_high {
            return code(9, run_from(high));
        }
        let top = kickers(&[], 5);
        return code(6, [top[0], top[1], top[2], top[3], top[4]]);
    }
    if let Some(quad) = with(4).next() {
        let k = kickers(&[quad], 1);
        return code(8, [quad, quad, quad, quad, k[0]]);
    }
    if let Some(trips) = with(3).next()
        && let Some(pair) = with(2).find(|&r| r != trips)
    {
        return code(7, [trips, trips, trips, pair, pair]);
    }
    if let Some(high) = straight_high {
        return code(5, run_from(high));
    }
    if let Some(trips) = with(3).next() {
        let k = kickers(&[trips], 2);
        return code(4, [trips, trips, trips, k[0], k[1]]);
    }
    let pairs: Vec<u8> = with(2).take(2).collect();
    if let [high, low] = pairs[..] {
        let k = kickers(&[high, low], 1);
        return code(3, [high, high, low, low, k[0]]);
    }
    if let [pair] = pairs[..] {
        let k = kickers(&[pair], 3);
        return code(2, [pair, pair, k[0], k[1], k[2]]);
    }
    let top = kickers(&[], 5);
    code(1, [top[0], top[1], top[2], top[3], top[4]])
}

/// The top rank of the highest straight among the present ranks (3 = five-high, the wheel).
fn straight_high(present: [bool; 13]) -> Option<u8> {
    let has = |r: i8| present[usize::try_from(r.rem_euclid(13)).expect("0..13")];
    // An ace also plays below the deuce: index -1 wraps to the ace.
    (3..13i8)
        .rev()
        .find(|&high| (high - 4..=high).all(has))
        .map(|high| high as u8)
}

/// The five ranks of the straight whose top rank is `high`, as compared (5-4-3-2-A for the
/// wheel).
fn run_from(high: u8) -> [u8; 5] {
    std::array::from_fn(|i| (i32::from(high) - i as i32).rem_euclid(13) as u8)
}

/// The best code among every 5-card subset of `ranks`: slow and obvious, the oracle for
/// [`best_code`] in the tests.
pub fn best_code_by_subsets(ranks: &[u8], flush: bool) -> StrengthCode {
    let n = ranks.len();
    assert!((5..=13).contains(&n));
    let mut best = NO_STRENGTH;
    for skip in 0u32..1 << n {
        if n - skip.count_ones() as usize == 5 {
            let five: Vec<u8> = (0..n)
                .filter(|&i| skip >> i & 1 == 0)
                .map(|i| ranks[i])
                .collect();
            best = best.max(code_of_five(&five, flush));
        }
    }
    best
}

/// Every rank multiset (no rank more than four times) whose size is in `sizes`, as
/// ascending rank lists.
pub fn rank_multisets(sizes: RangeInclusive<usize>) -> Vec<Vec<u8>> {
    fn extend(
        rank: u8,
        current: &mut Vec<u8>,
        sizes: &RangeInclusive<usize>,
        out: &mut Vec<Vec<u8>>,
    ) {
        if rank == 13 {
            if sizes.contains(&current.len()) {
                out.push(current.clone());
            }
            return;
        }
        let before = current.len();
        for count in 0..=4 {
            if current.len() > *sizes.end() {
                break;
            }
            if count > 0 {
                current.push(rank);
            }
            if current.len() <= *sizes.end() {
                extend(rank + 1, current, sizes, out);
            }
        }
        current.truncate(before);
    }
    let mut out = Vec::new();
    extend(0, &mut Vec::new(), &sizes, &mut out);
    out
}

/// The codes of all 5-card strengths, sorted ascending: index + 1 is the strength.
pub fn all_strength_codes() -> Vec<StrengthCode> {
    let mut codes: Vec<StrengthCode> = rank_multisets(5..=5)
        .iter()
        .flat_map(|ranks| {
            let distinct = ranks.windows(2).all(|w| w[0] != w[1]);
            let suited = distinct.then(|| code_of_five(ranks, true));
            std::iter::once(code_of_five(ranks, false)).chain(suited)
        })
        .collect();
    codes.sort_unstable();
    codes.dedup();
    codes
}
