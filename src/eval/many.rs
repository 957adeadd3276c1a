//! Many prebuilt hands at once (`Hand::strengths`): eight to a flush test, and for slices
//! too long to be in cache, the hands ahead asked for from memory before they are reached.

use std::mem::MaybeUninit;

use super::{FLUSH_BITS, Hand, cold_path};
use crate::strength::Strength;

impl Hand {
    /// The strength of each hand of `hands`, in order, appended to `out`: the same values
    /// as [`Hand::strength`] one at a time (checked on every 5-, 6- and 7-card hand by
    /// `verify`), faster for many hands. Eight hands take one flush test between them: when
    /// none of the eight has a flush (four times in five for random 7-card hands), their
    /// strengths are eight plain rank lookups. From a million hands on (16 MiB, more than
    /// the caches hold), the hands 8 KiB ahead are fetched while these are scored, which
    /// on x86-64 halves the time of hands streamed from memory (docs/BENCHMARKS.md).
    ///
    /// ```
    /// use handrank::{Hand, parse_cards};
    /// let hands: Vec<Hand> = ["Ah Kh Qh Jh Th 2c 3d", "2c 2d 7h 8s 9c Jd Kd"]
    ///     .iter()
    ///     .map(|text| Ok(Hand::from_cards(&parse_cards(text)?)))
    ///     .collect::<Result<_, handrank::ParseError>>()?;
    /// let mut strengths = Vec::new();
    /// Hand::strengths(&hands, &mut strengths);
    /// assert_eq!(strengths, [hands[0].strength(), hands[1].strength()]);
    /// assert!(strengths[0].is_royal());
    /// # Ok::<(), handrank::ParseError>(())
    /// ```
    pub fn strengths(hands: &[Hand], out: &mut Vec<Strength>) {
        Hand::strengths_through(hands, out, hands.len() >= FETCH_AHEAD_FROM);
    }

    /// [`Hand::strengths`], fetching the hands ahead if `fetch_ahead`. `verify` scores every
    /// hand both ways.
    pub(crate) fn strengths_through(hands: &[Hand], out: &mut Vec<Strength>, fetch_ahead: bool) {
        out.reserve(hands.len());
        let Some(places) = out.spare_capacity_mut().get_mut(..hands.len()) else {
            unreachable!("`reserve` made room for every hand")
        };
        if fetch_ahead {
            by_eight::<true>(hands, places);
        } else {
            by_eight::<false>(hands, places);
        }
        // SAFETY: `by_eight` wrote the first `hands.len()` spare places, one a hand.
        #[allow(unsafe_code)]
        unsafe {
            out.set_len(out.len() + hands.len());
        }
    }
}

/// From this many hands on, [`Hand::strengths`] fetches the hands ahead. Measured on random
/// 7-card hands (docs/BENCHMARKS.md): ten million streamed from memory, 1.06 ns a hand
/// against 2.4 without; 262,144 (4 MiB, in the third-level cache) 0.81 against 0.72, so
/// below about a million hands the CPU's own prefetcher does better alone.
const FETCH_AHEAD_FROM: usize = 1 << 20;

/// How far ahead the hands are fetched: 512 hands, 8 KiB (10 M hands streamed: 1.04-1.07 ns
/// a hand, against 1.05-1.13 at 256 and 1.07-1.10 at 1,024).
const FETCH_DISTANCE: usize = 512;

/// [`Hand::strengths`] eight hands at a time, one flush test for the eight, written to
/// `places` (as long as `hands`); the last `len % 8` one at a time. With `FETCH_AHEAD`, the
/// 128 bytes of the eight hands [`FETCH_DISTANCE`] ahead are fetched at each step.
fn by_eight<const FETCH_AHEAD: bool>(hands: &[Hand], places: &mut [MaybeUninit<Strength>]) {
    let (eights, rest) = hands.as_chunks::<8>();
    let (eight_places, rest_places) = places.as_chunks_mut::<8>();
    for (step, (eight, places)) in eights.iter().zip(eight_places).enumerate() {
        if FETCH_AHEAD {
            fetch(hands.as_ptr().wrapping_add(8 * step + FETCH_DISTANCE));
        }
        if eight.iter().fold(0, |keys, hand| keys | hand.key) & FLUSH_BITS == 0 {
            for (hand, place) in eight.iter().zip(places) {
                place.write(hand.rank_strength());
            }
        } else {
            cold_path();
            for (hand, place) in eight.iter().zip(places) {
                place.write(hand.strength());
            }
        }
    }
    for (hand, place) in rest.iter().zip(rest_places) {
        place.write(hand.strength());
    }
}

/// Asks the CPU to bring the eight hands (128 bytes) at `at` into cache; a hint that reads
/// nothing the program sees. Elsewhere than x86-64 (where stable Rust has no prefetch) it
/// does nothing.
#[inline(always)]
fn fetch(at: *const Hand) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        let at = at.cast::<i8>();
        // SAFETY: a prefetch never faults and changes nothing the program can observe, at
        // any address: past the end of `hands` it is a wasted hint. SSE is part of x86-64.
        #[allow(unsafe_code)]
        unsafe {
            _mm_prefetch::<_MM_HINT_T0>(at);
            _mm_prefetch::<_MM_HINT_T0>(at.wrapping_add(64));
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = at;
}
