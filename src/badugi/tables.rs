//! The badugi tables and the lookup that reads them. The layout is drawn in the module doc of
//! [`super`]; this file is the one place that knows it.
//!
//! `KEY_PART` and `SUIT_PATTERN` are computed by the compiler (`const`); `STRENGTH` is built
//! at first use by `brute_force`, which tries every subset of each entry's four cards. The
//! lookup itself is [`strength`]. Nothing here is shared with [`super::naive`], which scores
//! hands from the rules in plain code.

use std::sync::LazyLock;

/// Rank multisets of four cards: C(13 + 3, 4), numbered by the combinatorial number system.
pub(crate) const RANK_ROWS: usize = 1_820;
/// Columns per row: the 15 ways four cards can share suits, padded to 16.
pub(crate) const PATTERNS: usize = 16;

/// `C(n, k)` for the small arguments here (n ≤ 16, k ≤ 4).
const fn binom(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    let mut result = 1;
    let mut i = 0;
    while i < k {
        result = result * (n - i) / (i + 1);
        i += 1;
    }
    result
}

/// The first strength of each badugi size minus one: a `k`-card hand's strengths are
/// `SIZE_BASE[k] + 1 ..= SIZE_BASE[k] + C(13, k)`.
pub(crate) const SIZE_BASE: [u16; 5] = [0, 0, 13, 13 + 78, 13 + 78 + 286];

/// The dense strength of a `size`-card badugi whose ranks are the set bits of `low_mask`
/// (ace-low: ace bit 0, deuce bit 1 … king bit 12). Among sets of one size a smaller mask is
/// a better hand (the highest card differing decides), and the colex number of a set orders
/// sets exactly as their masks do, so the best (A-2-3-4, colex 0) gets the top strength.
#[allow(clippy::indexing_slicing)] // size ≤ 4 by the callers
pub(crate) const fn strength_of_mask(low_mask: u16) -> u16 {
    let size = low_mask.count_ones() as usize;
    let mut colex = 0;
    let mut seen = 0;
    let mut bit = 0;
    while bit < 13 {
        if low_mask >> bit & 1 == 1 {
            seen += 1;
            colex += binom(bit, seen);
        }
        bit += 1;
    }
    SIZE_BASE[size] + binom(13, size) as u16 - colex as u16
}

/// `KEY_PART[i][c]`: what the card of index `c` adds to the key in sorted place `i`: its
/// rank's term of the combinatorial number, `C(rank + i, i + 1)`, in bits 12 and up, and
/// its suit in bits `2i, 2i + 1`. 64 columns so a card index masked to six bits needs no
/// bounds check; indices 52..64 are not cards and add nothing.
#[allow(clippy::indexing_slicing)] // compile-time: an out-of-range index fails the build
pub(crate) static KEY_PART: [[u32; 64]; 4] = {
    let mut table = [[0; 64]; 4];
    let mut i = 0;
    while i < 4 {
        let mut c = 0;
        while c < 52 {
            let (rank, suit) = (c / 4, c % 4);
            table[i][c] = (binom(rank + i, i + 1) as u32) << 12 | (suit as u32) << (2 * i);
            c += 1;
        }
        i += 1;
    }
    table
};

/// The 15 restricted growth strings of length 4, one per way to split four places into
/// suit groups: place `i` has the group number `rgs[i]`, the first place group 0, and each
/// place either an earlier group or the next new one. Numbered in this order: the columns.
#[allow(clippy::indexing_slicing)] // compile-time, as above
const GROUPINGS: [[u8; 4]; 15] = {
    let mut out = [[0; 4]; 15];
    let mut n = 0;
    let mut b = 0;
    while b <= 1 {
        let mut c = 0;
        while c <= b + 1 {
            let top = if c > b { c } else { b };
            let mut d = 0;
            while d <= top + 1 {
                out[n] = [0, b, c, d];
                n += 1;
                d += 1;
            }
            c += 1;
        }
        b += 1;
    }
    assert!(n == 15, "Bell(4) = 15 groupings");
    out
};

/// `SUIT_PATTERN[s0 | s1 << 2 | s2 << 4 | s3 << 6]`: the column of four suits, that is the
/// number of their grouping in [`GROUPINGS`] (the suits relabelled by first appearance).
#[allow(clippy::indexing_slicing)] // compile-time, as above
pub(crate) static SUIT_PATTERN: [u8; 256] = {
    let mut table = [0; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut label = [4u8; 4]; // suit -> group, 4 = not seen yet
        let mut groups = 0;
        let mut rgs = [0u8; 4];
        let mut i = 0;
        while i < 4 {
            let suit = byte >> (2 * i) & 3;
            if label[suit] == 4 {
                label[suit] = groups;
                groups += 1;
            }
            rgs[i] = label[suit];
            i += 1;
        }
        let mut column = 0;
        while !(GROUPINGS[column][1] == rgs[1]
            && GROUPINGS[column][2] == rgs[2]
            && GROUPINGS[column][3] == rgs[3])
        {
            column += 1;
        }
        table[byte] = column as u8;
        byte += 1;
    }
    table
};

/// `STRENGTH[row · 16 + column]`: the strength of four cards whose ranks, ascending, are the
/// row's multiset and whose suits group as the column says. Every entry holds a strength
/// (1..=1,092): a grouping that puts two equal ranks in one suit (a card twice) is scored as
/// the cards it has, and the unused 16th column holds the weakest hand. Built at first use
/// (about 0.3 ms in release).
pub(crate) static STRENGTH: LazyLock<Box<[u16]>> = LazyLock::new(|| {
    let mut table = vec![1; RANK_ROWS * PATTERNS].into_boxed_slice();
    // Rows in colex order, the largest rank outermost, are the combinatorial numbers in
    // order.
    let mut row = 0;
    for d in 0..13 {
        for c in 0..=d {
            for b in 0..=c {
                for a in 0..=b {
                    debug_assert_eq!(
                        row,
                        binom(a, 1) + binom(b + 1, 2) + binom(c + 2, 3) + binom(d + 3, 4)
                    );
                    for (column, &groups) in GROUPINGS.iter().enumerate() {
                        if let Some(entry) = table.get_mut(row * PATTERNS + column) {
                            *entry = brute_force([a, b, c, d], groups);
                        }
                    }
                    row += 1;
                }
            }
        }
    }
    table
});

/// The best badugi of four cards given as ranks (deuce 0 … ace 12) and suit groups: every
/// subset of cards with no two sharing a rank or a group, scored by its ace-low rank mask.
/// (Table building only: the table is its memo.)
#[allow(clippy::indexing_slicing)] // places < 4, ranks < 13
const fn brute_force(ranks: [usize; 4], groups: [u8; 4]) -> u16 {
    let mut best = 0;
    let mut subset = 1;
    while subset < 16 {
        let mut fits = true;
        let mut low_mask = 0u16;
        let mut i = 0;
        while i < 4 {
            if subset >> i & 1 == 1 {
                let mut j = i + 1;
                while j < 4 {
                    if subset >> j & 1 == 1 && (ranks[i] == ranks[j] || groups[i] == groups[j]) {
                        fits = false;
                    }
                    j += 1;
                }
                // Ace low: the ace (12) takes bit 0, the deuce (0) bit 1 … the king bit 12.
                low_mask |= 1 << ((ranks[i] + 1) % 13);
            }
            i += 1;
        }
        if fits {
            let strength = strength_of_mask(low_mask);
            if strength > best {
                best = strength;
            }
        }
        subset += 1;
    }
    best
}

/// The strength (1..=1,092) of four cards given by index (`4·rank + suit`, each below 52):
/// sort, add four key parts, two loads. A card given twice scores as the cards there are.
#[inline(always)]
pub(crate) fn strength([a, b, c, d]: [u8; 4]) -> u16 {
    let (mut a, mut b, mut c, mut d) = (u32::from(a), u32::from(b), u32::from(c), u32::from(d));
    // A 5-comparator sorting network, branch-free (min/max compile to conditional moves).
    let sort = |x: &mut u32, y: &mut u32| {
        let (lo, hi) = ((*x).min(*y), (*x).max(*y));
        *x = lo;
        *y = hi;
    };
    sort(&mut a, &mut b);
    sort(&mut c, &mut d);
    sort(&mut a, &mut c);
    sort(&mut b, &mut d);
    sort(&mut b, &mut c);
    let key = part(0, a) + part(1, b) + part(2, c) + part(3, d);
    // key >> 8 is row · 16 (bits 8..12 of the key are zero); the low byte is the suits.
    let index = (key >> 8) as usize | usize::from(suit_pattern(key));
    STRENGTH.get(index).copied().unwrap_or(1)
}

/// `KEY_PART[i][c]`, with the bounds checks folded away (`i` is a constant, `c & 63 < 64`).
#[inline(always)]
#[allow(clippy::indexing_slicing)] // i & 3 < 4, c & 63 < 64
fn part(i: usize, c: u32) -> u32 {
    KEY_PART[i & 3][(c & 63) as usize]
}

/// The column of the key's low byte (four 2-bit suits).
#[inline(always)]
#[allow(clippy::indexing_slicing)] // a byte indexes 256 entries
fn suit_pattern(key: u32) -> u8 {
    SUIT_PATTERN[(key & 0xff) as usize]
}

/// Bytes of the three runtime tables.
pub(crate) const BYTES: usize = std::mem::size_of::<[u16; RANK_ROWS * PATTERNS]>()
    + std::mem::size_of::<[[u32; 64]; 4]>()
    + std::mem::size_of::<[u8; 256]>();

/// The inverse of [`strength_of_mask`]: the ace-low rank mask of a strength (1..=1,092),
/// by unranking its colex number, highest card first; 0 for any other number.
pub(crate) fn mask_of_strength(strength: u16) -> u16 {
    let base = |size: usize| SIZE_BASE.get(size).map_or(0, |&b| usize::from(b));
    let strength = usize::from(strength);
    let Some(size) = (1..=4).rev().find(|&k| strength > base(k)) else {
        return 0;
    };
    let Some(mut colex) = (base(size) + binom(13, size)).checked_sub(strength) else {
        return 0;
    };
    let mut mask = 0;
    for place in (1..=size).rev() {
        // The largest bit whose term fits; the lower places' terms sum to less than
        // C(bit, place), so this is the set's highest remaining bit.
        let bit = (place - 1..13)
            .rev()
            .find(|&b| binom(b, place) <= colex)
            .unwrap_or(0);
        colex -= binom(bit, place);
        mask |= 1 << bit;
    }
    mask
}
