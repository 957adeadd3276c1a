//! Badugi table generator: plain code that `build.rs` runs once per build (about 0.1 s
//! unoptimized) to write `OUT_DIR/badugi.rs`. The runtime (`src/badugi/`) only
//! includes the result; tests include this file through `#[path]` to re-check it.
//!
//! ```text
//!  cards ──► indices sorted c0 ≤ c1 ≤ c2 ≤ c3                       (c = 4·rank + suit)
//!  key = Σ KEY_PART[i][c_i]      KEY_PART[i][c] = C(rank + i, i + 1) << 12  |  suit << 2i
//!  ┌─ bits 22..12: row = Σ C(rank_i + i, i + 1), 0..1,820 ─┬─ 11..8: 0 ─┬─ 7..0: s3 s2 s1 s0 ─┐
//!  strength = STRENGTH[key >> 8 | SUIT_PATTERN[key & 0xff]]          (row · 16 + column)
//! ```
//!
//! A row is a multiset of four ranks, numbered by the combinatorial number system (the
//! sorted ranks plus their places are strictly increasing). A column is one of the 15 ways
//! the four sorted places can share suits (a restricted growth string: place 0 is group 0,
//! each later place an earlier group or the next new one). Each entry is found by trying
//! every subset of its four cards.

/// Rank multisets of four cards: C(13 + 3, 4).
pub const RANK_ROWS: usize = 1_820;
/// Columns per row: the 15 groupings padded to 16, so a row is `row << 4`.
pub const PATTERNS: usize = 16;
/// Distinct strengths: C(13,1) + C(13,2) + C(13,3) + C(13,4).
pub const STRENGTHS: u16 = 1_092;

/// `C(n, k)`.
pub fn binom(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// The strength of a badugi whose ranks are the set bits of `low_mask` (ace-low: ace bit 0,
/// deuce bit 1 … king bit 12). Sizes come in blocks, one-card first; within a block a set's
/// colex number orders sets as their masks do, and a smaller mask is a better hand (the
/// highest differing card decides), so the strength counts down from the block's top.
pub fn strength_of_mask(low_mask: u16) -> u16 {
    let size = low_mask.count_ones() as usize;
    assert!((1..=4).contains(&size), "a badugi has 1 to 4 cards");
    let below: usize = (1..size).map(|k| binom(13, k)).sum();
    let colex: usize = (0..13)
        .filter(|bit| low_mask >> bit & 1 == 1)
        .enumerate()
        .map(|(place, bit)| binom(bit, place + 1))
        .sum();
    u16::try_from(below + binom(13, size) - colex).expect("at most 1,092")
}

/// The row of four ranks (0..13, deuce 0), ascending.
pub fn row_of(ranks: [usize; 4]) -> usize {
    ranks
        .iter()
        .enumerate()
        .map(|(i, &r)| binom(r + i, i + 1))
        .sum()
}

/// The 15 groupings, in column order.
pub fn groupings() -> Vec<[u8; 4]> {
    let mut out = Vec::new();
    for b in 0..=1 {
        for c in 0..=b + 1 {
            for d in 0..=b.max(c) + 1 {
                out.push([0, b, c, d]);
            }
        }
    }
    assert_eq!(out.len(), 15, "Bell(4) groupings of four places");
    out
}

/// `KEY_PART[i][c]`: card `c` in sorted place `i`.
pub fn key_part() -> [[u32; 52]; 4] {
    let mut table = [[0; 52]; 4];
    for (i, row) in table.iter_mut().enumerate() {
        for (c, entry) in row.iter_mut().enumerate() {
            let (rank, suit) = (c / 4, c % 4);
            let rank_part = u32::try_from(binom(rank + i, i + 1)).expect("below 1,820");
            *entry = rank_part << 12 | (suit as u32) << (2 * i);
        }
    }
    table
}

/// `SUIT_PATTERN[s0 | s1 << 2 | s2 << 4 | s3 << 6]`: the column of four suits (relabelled by
/// first appearance, then found among the groupings).
pub fn suit_pattern() -> [u8; 256] {
    let groupings = groupings();
    std::array::from_fn(|byte| {
        let mut labels: Vec<usize> = Vec::new();
        let rgs: Vec<u8> = (0..4)
            .map(|i| {
                let suit = byte >> (2 * i) & 3;
                let group = labels.iter().position(|&s| s == suit).unwrap_or_else(|| {
                    labels.push(suit);
                    labels.len() - 1
                });
                u8::try_from(group).expect("at most four groups")
            })
            .collect();
        let column = groupings.iter().position(|g| g[..] == rgs[..]);
        u8::try_from(column.expect("every suit word has a grouping")).expect("15 columns")
    })
}

/// `by_mask[m]`: [`strength_of_mask`] of every ace-low rank mask of 1-4 ranks (0 for
/// others), so the 436,800 subsets that [`strength_table`] scores cost a load each.
pub fn strengths_by_mask() -> Vec<u16> {
    (0u16..1 << 13)
        .map(|m| match m.count_ones() {
            1..=4 => strength_of_mask(m),
            _ => 0,
        })
        .collect()
}

/// The best badugi of four cards given as ranks (deuce 0 … ace 12) and suit groups: every
/// subset with no two cards of one rank or one group, scored by its ace-low rank mask
/// (`by_mask` is [`strengths_by_mask`]).
pub fn best(ranks: [usize; 4], groups: [u8; 4], by_mask: &[u16]) -> u16 {
    let mut best = 0;
    for subset in 1u32..16 {
        let mut fits = true;
        let mut mask = 0usize;
        for i in 0..4 {
            if subset >> i & 1 == 0 {
                continue;
            }
            for j in i + 1..4 {
                if subset >> j & 1 == 1 && (ranks[i] == ranks[j] || groups[i] == groups[j]) {
                    fits = false;
                }
            }
            // Ace low: the ace (12) takes bit 0, the deuce (0) bit 1 … the king bit 12.
            mask |= 1 << ((ranks[i] + 1) % 13);
        }
        if fits {
            best = best.max(by_mask[mask]);
        }
    }
    assert!(best > 0, "a single card is always a badugi");
    best
}

/// `STRENGTH[row · 16 + column]`. Every entry holds a strength: a grouping that puts two
/// equal ranks in one suit (a card twice) scores the cards there are, and the unused 16th
/// column holds the weakest hand, 1.
pub fn strength_table() -> Vec<u16> {
    let groupings = groupings();
    let by_mask = strengths_by_mask();
    let mut table = vec![1; RANK_ROWS * PATTERNS];
    for d in 0..13 {
        for c in 0..=d {
            for b in 0..=c {
                for a in 0..=b {
                    let row = row_of([a, b, c, d]);
                    for (column, &groups) in groupings.iter().enumerate() {
                        table[row * PATTERNS + column] = best([a, b, c, d], groups, &by_mask);
                    }
                }
            }
        }
    }
    table
}

/// `LOW_MASK[strength]`: the ace-low rank mask of each strength (index 0 unused, 0).
pub fn low_masks() -> Vec<u16> {
    let mut masks = vec![0u16; usize::from(STRENGTHS) + 1];
    for (mask, &strength) in strengths_by_mask().iter().enumerate() {
        if strength > 0 {
            masks[usize::from(strength)] = u16::try_from(mask).expect("13 bits");
        }
    }
    masks
}

/// Builds every table, checks what the runtime relies on, and returns them as Rust source.
///
/// # Panics
/// When an invariant breaks: the build must fail rather than ship a wrong table.
pub fn rust_source() -> String {
    let key_part = key_part();
    let suit_pattern = suit_pattern();
    let strength = strength_table();
    let low_masks = low_masks();

    // Rows: the loop order of `strength_table` visits each combinatorial number once.
    let mut rows: Vec<usize> = Vec::new();
    for d in 0..13 {
        for c in 0..=d {
            for b in 0..=c {
                for a in 0..=b {
                    rows.push(row_of([a, b, c, d]));
                }
            }
        }
    }
    rows.sort_unstable();
    assert!(
        rows.iter().copied().eq(0..RANK_ROWS),
        "rows are 0..1,820, each once"
    );
    // Every strength is some entry, every entry a strength, every strength a mask.
    let mut seen = vec![false; usize::from(STRENGTHS) + 1];
    for &s in &strength {
        assert!((1..=STRENGTHS).contains(&s), "entry {s} is not a strength");
        seen[usize::from(s)] = true;
    }
    assert!(seen[1..].iter().all(|&s| s), "every strength is reachable");
    assert!(
        low_masks[1..]
            .iter()
            .all(|&m| (1..=4).contains(&m.count_ones()))
    );
    assert_eq!(
        strength_of_mask(0b1111),
        STRENGTHS,
        "A-2-3-4 is the best hand"
    );
    assert_eq!(strength_of_mask(1 << 12), 1, "a one-card king is the worst");

    let mut out = String::from(
        "// @generated by build.rs from tables/badugi.rs: the badugi lookup tables.\n\n",
    );
    out.push_str("/// `KEY_PART[i][c]`: card index `c` in sorted place `i`.\n");
    out.push_str("pub(crate) static KEY_PART: [[u32; 52]; 4] = [\n");
    for row in key_part {
        out.push_str(&format!("    {row:?},\n"));
    }
    out.push_str("];\n\n");
    out.push_str("/// `SUIT_PATTERN[suit byte]`: the column of four sorted cards' suits.\n");
    out.push_str(&format!(
        "pub(crate) static SUIT_PATTERN: [u8; 256] = {suit_pattern:?};\n\n"
    ));
    out.push_str("/// `STRENGTH[row · 16 + column]`: the strength (1..=1,092).\n");
    out.push_str(&format!(
        "pub(crate) static STRENGTH: [u16; {}] = {strength:?};\n\n",
        strength.len()
    ));
    out.push_str(
        "/// `LOW_MASK[strength]`: the ace-low ranks that play (ace bit 0 … king bit 12).\n",
    );
    out.push_str(&format!(
        "pub(crate) static LOW_MASK: [u16; {}] = {low_masks:?};\n",
        low_masks.len()
    ));
    out
}
