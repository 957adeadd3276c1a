//! The 5-card boards up to a change of suits.
//!
//! A board's card mask has one 13-bit lane per suit (the [`crate::CardSet`] layout). A
//! change of suits permutes the lanes, so each class of boards has exactly one member whose
//! lanes read in non-increasing order, taken as its representative; the class has as many
//! members as there are distinct orders of its four lane values: 24 divided by `k!` for each
//! value that `k` lanes share.

/// A board standing for every board its suit changes reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct BoardClass {
    /// The representative's card mask.
    pub mask: u64,
    /// The number of boards in the class (4, 6, 12 or 24).
    pub boards: u32,
}

/// The number of suit classes of 5-card boards.
pub(super) const CLASSES: usize = 134_459;

/// The 13 rank bits of suit lane `suit`.
fn lane(mask: u64, suit: u32) -> u64 {
    (mask >> (16 * suit)) & 0x1fff
}

/// The class of `mask` if `mask` is its representative (lanes in non-increasing order).
fn class_of_representative(mask: u64) -> Option<BoardClass> {
    if representative(mask) != mask {
        return None;
    }
    let lanes = [0, 1, 2, 3].map(|suit| lane(mask, suit));
    // Sorted, so equal lane values sit together: divide by k! for each run of k.
    let mut boards = 24;
    let mut run = 1;
    for w in lanes.windows(2) {
        run = if matches!(w, [a, b] if a == b) {
            run + 1
        } else {
            1
        };
        boards /= run;
    }
    Some(BoardClass { mask, boards })
}

/// The card mask whose lanes are those of `mask` in non-increasing order: the
/// representative of `mask`'s class.
pub(super) fn representative(mask: u64) -> u64 {
    let mut lanes = [0, 1, 2, 3].map(|suit| lane(mask, suit));
    lanes.sort_unstable_by(|a, b| b.cmp(a));
    lanes
        .iter()
        .enumerate()
        .fold(0, |acc, (suit, &l)| acc | l << (16 * suit))
}

/// Every class of 5-card boards, by its representative.
pub(super) fn classes() -> Vec<BoardClass> {
    let mut out = Vec::with_capacity(CLASSES);
    each_board(0, 0, 5, &mut |mask| {
        out.extend(class_of_representative(mask))
    });
    out
}

/// Calls `visit` with every mask of `mask` plus `left` more cards at bit positions from
/// `from` on (positions `16·suit + rank`, rank below 13).
fn each_board(from: u32, mask: u64, left: u32, visit: &mut impl FnMut(u64)) {
    if left == 0 {
        visit(mask);
        return;
    }
    for bit in (from..64).filter(|bit| bit % 16 < 13) {
        each_board(bit + 1, mask | 1 << bit, left - 1, visit);
    }
}
