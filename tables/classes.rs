//! The generator's own 5-card classifier. It is deliberately separate from
//! `src/naive.rs`, so that the exhaustive verification compares two independent codes.
//!
//! A [`ClassCode`] packs a class as `category << 20 | r1 << 16 | … | r5`, where `r1..r5`
//! are the five ranks (0 = deuce … 12 = ace) ordered by multiplicity, then by rank, both
//! descending; a wheel is written 5-4-3-2-A. Comparing codes as integers orders hands
//! exactly as poker does, so sorting the distinct codes numbers the classes.

use std::ops::RangeInclusive;

/// Category (1 = high card … 9 = straight flush) and ordered ranks of a 5-card class.
pub type ClassCode = u32;

/// The code stored for "no class" (strength 0).
pub const NO_CLASS: ClassCode = 0;

/// The class code of exactly five ranks, suited or not.
pub fn code_of_five(ranks: &[u8], flush: bool) -> ClassCode {
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
        .fold(category, |code, &r| code << 4 | ClassCode::from(r))
}

/// The best class among every 5-card subset of `ranks` (five or more ranks, repeats allowed).
pub fn best_code(ranks: &[u8], flush: bool) -> ClassCode {
    let n = ranks.len();
    assert!((5..=13).contains(&n));
    let mut best = NO_CLASS;
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

/// The codes of all 5-card classes, sorted ascending: index + 1 is the strength.
pub fn all_five_card_classes() -> Vec<ClassCode> {
    let mut codes: Vec<ClassCode> = rank_multisets(5..=5)
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
