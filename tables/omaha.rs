//! Omaha table generator: the best hand of exactly two hole and three board cards, by
//! board and hole rank pair. `build.rs` runs it once per build and writes the tables to
//! `OUT_DIR` as little-endian bytes (`omaha_*.bin`) with `OUT_DIR/omaha.rs` naming them;
//! the runtime (`src/omaha/tables.rs`) only includes the result.
//!
//! Without a flush, the best hand that uses two given hole ranks depends only on those two
//! ranks and the board's rank multiset; only one suit can have three board cards, and a
//! flush then depends only on that suit's board ranks and two hole ranks of it; a low
//! depends only on the sets of low ranks on the board and in the hole. So:
//!
//! ```text
//!  board ranks, sorted ──► row = FIRST_ROW[size] + Σ C(r_i + i, i + 1)   (455 + 1,820 + 6,188)
//!  hole pair (a ≤ b)   ──► column = b·(b+1)/2 + a                          (91)
//!  HIGH[row·91 + column]           best non-flush strength, 0 for a deal no deck has  (1,540,266 B + 330 padding)
//!  FLUSH_ROW[board suit mask]      its flush row (masks of 3-5 ranks), else u16::MAX  (16,384 B)
//!  FLUSH[flush row·91 + column]    best flush of two hole ranks off the mask, else 0  (416,416 B + 330 padding)
//!  LOW[board low mask·256 + hole low mask]   the best low's 8-bit rank mask, 0 for none (65,536 B)
//!  BOARD_DISPLACE[x >> 14], BOARD_SLOT_ROW[slot]   a 5-card board's row from its
//!                                  hold'em index x (tables/board_hash.rs)  (2,048 + 16,384 B)
//! ```
//!
//! Every three board cards of a 4- or 5-card board lie in a board one card smaller, so a
//! row is the maximum of its smaller boards' rows, and only the 3-card rows look up
//! hold'em's strengths (its generated table, on its perfect hash): the generator stays
//! quick in an unoptimized build script. `handrank verify --game omaha` proves the
//! compiled tables against the naive evaluator on every case that can differ.

use super::Tables;
use super::board_hash::{BUCKET_SHIFT, BoardHash, SLOT_BITS};
use super::codes::rank_multisets;
use super::perfect_hash::{flush_x, rank_x};
use super::rank_bases::rank_sum;

/// Unordered rank pairs, pocket pairs included: the columns of a row.
pub const PAIRS: usize = 91;
/// Rows for 3-, 4- and 5-card boards: C(15,3), C(16,4), C(17,5) (the last counts the 13
/// impossible five-of-a-kinds, which keeps the numbering arithmetic).
pub const ROWS_BY_SIZE: [usize; 3] = [455, 1_820, 6_188];
/// Rows of the high table.
pub const ROWS: usize = 455 + 1_820 + 6_188;
/// Board suit masks of 3-5 ranks: C(13,3) + C(13,4) + C(13,5).
pub const FLUSH_ROWS: usize = 286 + 715 + 1_287;
/// A board suit mask with no flush row.
pub const NO_ROW: u16 = u16::MAX;
/// Bytes the runtime reads a row through: 256 entries from the row's first, so a column
/// held in a byte indexes it with no bounds check. `HIGH` and `FLUSH` end with
/// `ROW_VIEW − 2·91` zero bytes, so the last row's view lies inside its table too.
pub const ROW_VIEW: usize = 512;
/// The zero bytes after `HIGH`'s and `FLUSH`'s rows.
const ROW_PADDING: usize = ROW_VIEW - 2 * PAIRS;

/// The four Omaha tables, entries as the runtime reads them.
pub struct Omaha {
    /// `high[row·91 + column]`: the best non-flush strength, or 0 for a deal no deck has.
    pub high: Vec<u16>,
    /// `flush_row[mask]`: the flush row of a board suit mask of 3-5 ranks, else [`NO_ROW`].
    pub flush_row: Vec<u16>,
    /// `flush[row·91 + column]`: the best flush using two hole ranks of the suit, or 0.
    pub flush: Vec<u16>,
    /// `low[board_mask·256 + hole_mask]`: the best low's 8-bit mask, 0 for none.
    pub low: Vec<u8>,
    /// The 5-card board rank multisets' rows by their hold'em lookup index.
    pub board_hash: BoardHash,
}

/// The column of two ranks (0..13, either order): `hi·(hi+1)/2 + lo`.
pub fn pair_column(a: u8, b: u8) -> usize {
    let (lo, hi) = (usize::from(a.min(b)), usize::from(a.max(b)));
    hi * (hi + 1) / 2 + lo
}

/// C(n, k), for the small numbers of the row numbering.
fn binomial(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |c, i| c * (n - i) / (i + 1))
}

/// The row of a 3-, 4- or 5-card board from its ranks sorted ascending: the rank of the
/// multiset in the combinatorial number system (`s_i = r_i + i` is strictly increasing).
pub fn row_of_sorted(ranks: &[u8]) -> usize {
    assert!((3..=5).contains(&ranks.len()), "a board has 3 to 5 cards");
    let first: usize = ROWS_BY_SIZE[..ranks.len() - 3].iter().sum();
    ranks.iter().enumerate().fold(first, |row, (i, &r)| {
        row + binomial(usize::from(r) + i, i + 1)
    })
}

/// Builds the tables from hold'em's generated strengths and checks what the runtime
/// relies on.
///
/// # Panics
/// When an invariant breaks: the build must fail rather than ship a wrong table.
pub fn generate(holdem: &Tables) -> Omaha {
    let omaha = Omaha {
        high: high(holdem),
        flush_row: flush_rows(),
        flush: Vec::new(),
        low: low(),
        board_hash: board_hash(holdem),
    };
    let flush = flush(holdem, &omaha.flush_row);
    let omaha = Omaha { flush, ..omaha };
    assert_eq!(omaha.high.len(), ROWS * PAIRS);
    assert_eq!(omaha.flush.len(), FLUSH_ROWS * PAIRS);
    omaha
}

/// The non-flush table. A 3-card row looks every cell up; a bigger board's row is the
/// maximum of the rows of the boards one card smaller, with the cells no deck can deal
/// (a fifth card of a rank) set to 0.
fn high(holdem: &Tables) -> Vec<u16> {
    let strength = |ranks: &[u8]| {
        let x = rank_x(rank_sum(&holdem.rank_bases, ranks));
        holdem.strength[holdem.hash.slot(x)]
    };
    let mut high = vec![0u16; ROWS * PAIRS];
    let mut seen = vec![false; ROWS];
    for size in 3..=5 {
        let first: usize = ROWS_BY_SIZE[..size - 3].iter().sum();
        for board in rank_multisets(size..=size) {
            let row = row_of_sorted(&board);
            assert!(
                (first..first + ROWS_BY_SIZE[size - 3]).contains(&row) && !seen[row],
                "board rows are distinct and within their size's range"
            );
            seen[row] = true;
            let mut counts = [0usize; 13];
            for &r in &board {
                counts[usize::from(r)] += 1;
            }
            for skip in 0..size {
                if size == 3 || (skip > 0 && board[skip] == board[skip - 1]) {
                    continue;
                }
                let mut smaller = board.clone();
                smaller.remove(skip);
                let from = row_of_sorted(&smaller) * PAIRS;
                for column in 0..PAIRS {
                    let cell = row * PAIRS + column;
                    high[cell] = high[cell].max(high[from + column]);
                }
            }
            for b in 0..13u8 {
                for a in 0..=b {
                    let cell = row * PAIRS + pair_column(a, b);
                    let dealt = if a == b {
                        counts[usize::from(a)] + 2 <= 4
                    } else {
                        counts[usize::from(a)] < 4 && counts[usize::from(b)] < 4
                    };
                    if !dealt {
                        high[cell] = 0;
                    } else if size == 3 {
                        high[cell] = strength(&[a, b, board[0], board[1], board[2]]);
                    }
                    assert_eq!(high[cell] != 0, dealt, "a strength exactly where dealt");
                }
            }
        }
    }
    high
}

/// A 5-card board reaches its row from the index its cards already sum to, through a
/// hash of its own (small enough to stay in L1), instead of sorting its ranks.
fn board_hash(holdem: &Tables) -> BoardHash {
    let keys: Vec<(u32, u16)> = rank_multisets(5..=5)
        .iter()
        .map(|board| {
            let x = rank_x(rank_sum(&holdem.rank_bases, board));
            (
                x,
                u16::try_from(row_of_sorted(board)).expect("rows fit 16 bits"),
            )
        })
        .collect();
    let hash = BoardHash::build(&keys);
    let mut seen = vec![false; hash.row.len()];
    for &(x, row) in &keys {
        let slot = hash.slot(x);
        assert!(!seen[slot], "5-card rank multisets have distinct slots");
        seen[slot] = true;
        assert_eq!(hash.row[slot], row, "board hash read-back");
    }
    hash
}

/// `flush_row[mask]`: suit masks of 3-5 ranks numbered in increasing order.
fn flush_rows() -> Vec<u16> {
    let mut flush_row = vec![NO_ROW; 1 << 13];
    let mut next = 0u16;
    for mask in 0..1 << 13 {
        if (3..=5).contains(&u32::count_ones(mask)) {
            flush_row[mask as usize] = next;
            next += 1;
        }
    }
    assert_eq!(usize::from(next), FLUSH_ROWS);
    flush_row
}

/// The flush table, built like the non-flush one: 3-rank rows look up hold'em's flush of
/// five suited ranks, bigger masks take the maximum of their masks one rank smaller.
fn flush(holdem: &Tables, flush_row: &[u16]) -> Vec<u16> {
    let flush_of = |mask: u32| holdem.strength[holdem.hash.slot(flush_x(mask))];
    let first_flush = holdem.category_first[5];
    let mut flush = vec![0u16; FLUSH_ROWS * PAIRS];
    for mask in 0u32..1 << 13 {
        let size = mask.count_ones();
        if !(3..=5).contains(&size) {
            continue;
        }
        let row = usize::from(flush_row[mask as usize]) * PAIRS;
        if size > 3 {
            for r in (0..13).filter(|r| mask >> r & 1 == 1) {
                let from = usize::from(flush_row[(mask & !(1 << r)) as usize]) * PAIRS;
                for column in 0..PAIRS {
                    flush[row + column] = flush[row + column].max(flush[from + column]);
                }
            }
        }
        for b in 0..13u8 {
            for a in 0..b {
                let cell = row + pair_column(a, b);
                let dealt = mask >> a & 1 == 0 && mask >> b & 1 == 0;
                if !dealt {
                    flush[cell] = 0;
                } else if size == 3 {
                    flush[cell] = flush_of(mask | 1 << a | 1 << b);
                }
                assert!(
                    !dealt || flush[cell] & 0x1fff >= first_flush,
                    "two suited hole ranks and three of the board's make a flush"
                );
            }
        }
    }
    flush
}

/// The low table: for every board and hole low mask (ace bit 0 … eight bit 7), the
/// best low of two hole ranks and three board ranks.
fn low() -> Vec<u8> {
    let mut low = vec![0u8; 1 << 16];
    for board in 0..256u32 {
        for hole in 0..256u32 {
            let best = best_low(board, hole);
            assert!(
                best == 0 || (best.count_ones() == 5 && best & !(board | hole) == 0),
                "a low is five ranks of the deal"
            );
            low[(board << 8 | hole) as usize] = best as u8;
        }
    }
    low
}

/// The best low (smallest mask) of two ranks from `hole` and three from `board`, or 0.
/// For a fixed hole pair the best three are the board's three lowest other ranks.
fn best_low(board: u32, hole: u32) -> u32 {
    let mut best = 0u32;
    for a in 0..8 {
        for b in a + 1..8 {
            let pair = 1 << a | 1 << b;
            if hole & pair != pair {
                continue;
            }
            let mut rest = board & !pair;
            if rest.count_ones() < 3 {
                continue;
            }
            let mut three = 0;
            for _ in 0..3 {
                let lowest = rest & rest.wrapping_neg();
                three |= lowest;
                rest &= !lowest;
            }
            let candidate = three | pair;
            if best == 0 || candidate < best {
                best = candidate;
            }
        }
    }
    best
}

/// The runtime's source: the four tables as `include_bytes!` of the files
/// [`write_tables`] writes, with their lengths.
pub fn rust_source(tables: &Omaha) -> String {
    let table = |name: &str, file: &str, bytes: usize, doc: &str| {
        format!(
            "/// {doc}\npub(crate) static {name}: [u8; {bytes}] = \
             *include_bytes!(concat!(env!(\"OUT_DIR\"), \"/{file}\"));\n"
        )
    };
    [
        format!(
            "// @generated by build.rs from tables/omaha.rs: the Omaha lookup tables, \
             16-bit entries as little-endian byte pairs.\n\n\
             /// Bytes a row is read through (`HIGH` and `FLUSH` are padded to fit it).\n\
             pub(crate) const ROW_VIEW: usize = {ROW_VIEW};\n"
        ),
        table(
            "HIGH",
            "omaha_high.bin",
            2 * tables.high.len() + ROW_PADDING,
            "`HIGH[row·91 + column]`: the best non-flush strength.",
        ),
        table(
            "FLUSH_ROW",
            "omaha_flush_row.bin",
            2 * tables.flush_row.len(),
            "`FLUSH_ROW[mask]`: the flush row of a board suit mask of 3-5 ranks.",
        ),
        table(
            "FLUSH",
            "omaha_flush.bin",
            2 * tables.flush.len() + ROW_PADDING,
            "`FLUSH[row·91 + column]`: the best flush of two hole ranks of the suit.",
        ),
        table(
            "LOW",
            "omaha_low.bin",
            tables.low.len(),
            "`LOW[board_mask·256 + hole_mask]`: the best low's 8-bit mask, 0 for none.",
        ),
    ]
    .join("\n")
        + &{
            let hash = &tables.board_hash;
            let mut out = format!(
                "\n/// The board hash (tables/board_hash.rs): `x >> BOARD_BUCKET_SHIFT` is a \
                 bucket, the top `BOARD_SLOT_BITS` of `x · BOARD_MUL` its slot before \
                 displacement.\n\
                 pub(crate) const BOARD_BUCKET_SHIFT: u32 = {BUCKET_SHIFT};\n\
                 pub(crate) const BOARD_SLOT_BITS: u32 = {SLOT_BITS};\n\
                 pub(crate) const BOARD_MUL: u32 = {:#x};\n\
                 /// Per bucket: the displacement XORed into its boards' slots.\n",
                hash.mul
            );
            super::write::array(&mut out, "BOARD_DISPLACE", "u16", &hash.displace);
            out += "/// Per slot: the row of the 5-card board there, 0 at free slots.\n";
            super::write::array(&mut out, "BOARD_SLOT_ROW", "u16", &hash.row);
            out
        }
}

/// Writes the tables' bytes beside the source, as [`rust_source`] names them.
pub fn write_tables(tables: &Omaha, out: &std::path::Path) -> std::io::Result<()> {
    let bytes = |values: &[u16], padding: usize| -> Vec<u8> {
        let mut bytes = Vec::with_capacity(2 * values.len() + padding);
        for value in values {
            bytes.extend_from_slice(&value.to_le_bytes());
        }
        bytes.resize(bytes.len() + padding, 0);
        bytes
    };
    std::fs::write(out.join("omaha_high.bin"), bytes(&tables.high, ROW_PADDING))?;
    std::fs::write(out.join("omaha_flush_row.bin"), bytes(&tables.flush_row, 0))?;
    std::fs::write(
        out.join("omaha_flush.bin"),
        bytes(&tables.flush, ROW_PADDING),
    )?;
    std::fs::write(out.join("omaha_low.bin"), &tables.low)
}
