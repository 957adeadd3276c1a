//! Eight prebuilt hands at a time with AVX-512: the same key arithmetic and the same two
//! table reads as [`Hand::strength`], done in the eight lanes of a vector, the table reads
//! as gathers, the flush hands' lanes chosen by a mask instead of a branch.
//!
//! Measured against the scalar loop, eight hands to a flush test, on random hands
//! (docs/BENCHMARKS.md, "Many hands at once"): faster streamed from memory (one 16-byte
//! store for eight strengths, where the scalar loop stores each), slower in cache (the
//! gathers cost more than scalar loads), so `Hand::strengths` takes it for long slices.
//!
//! The CPU's features decide whether it runs at all: [`strengths`] checks them once per
//! call and returns `false` without them, and the caller scores the hands in scalar
//! registers.

#![allow(unsafe_code)]

use std::mem::MaybeUninit;

use std::arch::x86_64::{
    __m128i, __m512i, _mm_storeu_si128, _mm256_add_epi32, _mm256_cvtepi32_epi16,
    _mm256_i32gather_epi32, _mm512_and_si512, _mm512_cvtepi64_epi32, _mm512_i64gather_epi32,
    _mm512_loadu_si512, _mm512_lzcnt_epi64, _mm512_mask_blend_epi64, _mm512_or_si512,
    _mm512_permutex2var_epi64, _mm512_set1_epi64, _mm512_setr_epi64, _mm512_slli_epi64,
    _mm512_srli_epi64, _mm512_srlv_epi64, _mm512_sub_epi64, _mm512_test_epi64_mask,
};

use super::{FLUSH_BITS, Hand, KEY_BITS, RANK_SHIFT};
use crate::strength::Strength;
use crate::tables::{ROW_OFFSET, ROW_SHIFT, STRENGTH};

/// Writes the strengths of `hands` to `out` eight at a time, as many as both hold, leaving
/// the last `hands.len() % 8` to the caller. False, with nothing written, when the CPU
/// lacks AVX-512 (F, CD and VL).
pub(super) fn strengths(hands: &[Hand], out: &mut [MaybeUninit<Strength>]) -> bool {
    let wide = is_x86_feature_detected!("avx512f")
        && is_x86_feature_detected!("avx512cd")
        && is_x86_feature_detected!("avx512vl");
    if wide {
        // SAFETY: the CPU has every feature `eights` is compiled for.
        unsafe { eights(hands, out) };
    }
    wide
}

/// Every row's slots and the slot after them lie inside `STRENGTH` (the generator pads the
/// table by one slot), so a 4-byte read at any slot a row reaches stays inside it.
#[allow(clippy::indexing_slicing)] // compile-time: an out-of-range index fails the build
const GATHERS_FIT: () = {
    let mut row = 0;
    while row < ROW_OFFSET.len() {
        let first = ((row as u32) << ROW_SHIFT).wrapping_add(ROW_OFFSET[row]) as usize;
        assert!(first + (1 << ROW_SHIFT) < STRENGTH.len());
        row += 1;
    }
    // Every row a key reaches (`x >> ROW_SHIFT` for `x < 2^24 + 2^13`) has an offset.
    assert!(((1 << KEY_BITS) + (1 << 13) - 1) >> ROW_SHIFT < ROW_OFFSET.len());
    // A hand is its key then its mask, 16 bytes (`#[repr(C)]`).
    assert!(size_of::<Hand>() == 16 && size_of::<Strength>() == 2);
};
const _: () = GATHERS_FIT;

#[target_feature(enable = "avx512f,avx512cd,avx512vl")]
fn eights(hands: &[Hand], out: &mut [MaybeUninit<Strength>]) {
    let flush_bits = _mm512_set1_epi64(FLUSH_BITS as i64);
    let rank_bits = _mm512_set1_epi64(0x1fff);
    let flush_row = _mm512_set1_epi64(1 << KEY_BITS);
    let keys_of = _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14);
    let masks_of = _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15);
    let offsets = ROW_OFFSET.as_ptr().cast::<i32>();
    let table = STRENGTH.as_ptr().cast::<i32>();
    for (eight, out) in hands.chunks_exact(8).zip(out.chunks_exact_mut(8)) {
        // SAFETY: eight hands of 16 bytes (GATHERS_FIT) are the 128 bytes read.
        let (low, high) = unsafe {
            let at = eight.as_ptr().cast::<__m512i>();
            (_mm512_loadu_si512(at), _mm512_loadu_si512(at.add(1)))
        };
        let keys = _mm512_permutex2var_epi64(low, keys_of, high);
        let flush = _mm512_test_epi64_mask(keys, flush_bits);
        let rank_x = _mm512_srli_epi64::<RANK_SHIFT>(keys);
        let x = if flush == 0 {
            rank_x
        } else {
            // A flush suit's counter has bit 3 set: at bit 4·suit + 3, so its leading zeros
            // are 60 − 4·suit and the suit's 13 mask bits start 16·suit = 240 − 4·zeros up.
            // (Of a hand with two such suits, which no 5-7 cards make, the higher is read.)
            let masks = _mm512_permutex2var_epi64(low, masks_of, high);
            let zeros = _mm512_lzcnt_epi64(_mm512_and_si512(keys, flush_bits));
            let shift = _mm512_sub_epi64(_mm512_set1_epi64(240), _mm512_slli_epi64::<2>(zeros));
            let suited = _mm512_and_si512(_mm512_srlv_epi64(masks, shift), rank_bits);
            _mm512_mask_blend_epi64(flush, rank_x, _mm512_or_si512(suited, flush_row))
        };
        let rows = _mm512_srli_epi64::<ROW_SHIFT>(x);
        // SAFETY: every `x` is below 2^24 + 2^13, so its row has an offset; the slot is a
        // column of that row, and a 4-byte read there stays inside `STRENGTH` (GATHERS_FIT).
        let pairs = unsafe {
            let offset = _mm512_i64gather_epi32::<4>(rows, offsets);
            let slots = _mm256_add_epi32(_mm512_cvtepi64_epi32(x), offset);
            _mm256_i32gather_epi32::<2>(table, slots)
        };
        // Each lane's low 16 bits are its strength.
        let strengths = _mm256_cvtepi32_epi16(pairs);
        // SAFETY: `out` is a chunk of eight `Strength` places, 16 bytes (GATHERS_FIT,
        // `#[repr(transparent)]` over `u16`); every place is written.
        unsafe { _mm_storeu_si128(out.as_mut_ptr().cast::<__m128i>(), strengths) };
    }
}
