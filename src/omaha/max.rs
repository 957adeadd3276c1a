//! The largest of a hole's pair values, without a branch.
//!
//! A scalar maximum of values just loaded, inlined into a caller's loop over deals, is
//! turned into branches by LLVM (x86's cmov conversion): every new maximum a mispredicted
//! jump, which a cache miss makes ruinous (a random PLO4 deal streamed took 1.3× the time).
//! In vector registers there is nothing to convert: SSE2, which every x86-64 CPU has,
//! gives an unsigned 16-bit maximum as a saturating subtract and an add.

/// The largest of `values`: a hole's pair values (6, 10 or 15), padded with 0.
#[inline(always)]
pub(crate) fn largest(values: [u16; 16]) -> u16 {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    {
        sse2::largest(values)
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    {
        values.into_iter().fold(0, u16::max)
    }
}

#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[allow(unsafe_code)]
mod sse2 {
    use std::arch::x86_64::{
        __m128i, _mm_add_epi16, _mm_extract_epi16, _mm_setr_epi16, _mm_shuffle_epi32,
        _mm_shufflelo_epi16, _mm_subs_epu16,
    };

    /// Two vectors of eight lanes, then halved three times (lanes a caller left 0 fold
    /// away when the caller is compiled).
    #[inline(always)]
    #[allow(clippy::indexing_slicing)] // at + 7 < 16
    pub(super) fn largest(values: [u16; 16]) -> u16 {
        let eight = |at: usize| {
            let v = |i: usize| values[at + i] as i16;
            // SAFETY: SSE2 is enabled for this build (the module's `cfg`).
            unsafe { _mm_setr_epi16(v(0), v(1), v(2), v(3), v(4), v(5), v(6), v(7)) }
        };
        let mut best = max(eight(0), eight(8));
        // SAFETY: as above.
        unsafe {
            best = max(best, _mm_shuffle_epi32::<0b01_00_11_10>(best));
            best = max(best, _mm_shuffle_epi32::<0b10_11_00_01>(best));
            best = max(best, _mm_shufflelo_epi16::<0b10_11_00_01>(best));
            _mm_extract_epi16::<0>(best) as u16
        }
    }

    /// Lane by lane, `max(a, b) = (a − b, saturating at 0) + b`, unsigned.
    #[inline(always)]
    fn max(a: __m128i, b: __m128i) -> __m128i {
        // SAFETY: SSE2 is enabled for this build (the module's `cfg`).
        unsafe { _mm_add_epi16(_mm_subs_epu16(a, b), b) }
    }
}
