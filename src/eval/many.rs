//! Many prebuilt hands at once (`Hand::strengths`): eight to a flush test in scalar
//! registers, or eight to a vector step (`wide.rs`) for long slices where the CPU has
//! AVX-512.

use std::mem::MaybeUninit;

use super::{FLUSH_BITS, Hand, cold_path};
use crate::strength::Strength;

impl Hand {
    /// The strength of each hand of `hands`, in order, appended to `out`: the same values
    /// as [`Hand::strength`] one at a time (checked on every 5-, 6- and 7-card hand by
    /// `verify`), faster for many hands. Eight hands take one flush test between them: when
    /// none of the eight has a flush (four times in five for random 7-card hands), their
    /// strengths are eight plain rank lookups. Where the CPU has AVX-512 and the hands are
    /// too many to stay in cache (65,536 or more), eight at a time in vector registers
    /// instead (`src/eval/wide.rs`), which streams them from memory faster.
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
        Hand::strengths_through(hands, out, hands.len() >= WIDE_FROM);
    }

    /// [`Hand::strengths`], through the wide path where the CPU has one if `wide`, else
    /// eight at a time in scalar registers. `verify` scores every hand both ways.
    pub(crate) fn strengths_through(hands: &[Hand], out: &mut Vec<Strength>, wide: bool) {
        out.reserve(hands.len());
        let Some(places) = out.spare_capacity_mut().get_mut(..hands.len()) else {
            unreachable!("`reserve` made room for every hand")
        };
        let wide = if wide {
            wide_strengths(hands, places)
        } else {
            0
        };
        if let (Some(hands), Some(places)) = (hands.get(wide..), places.get_mut(wide..)) {
            by_eight(hands, places);
        }
        // SAFETY: the first `hands.len()` spare places were all written: `wide` of them by
        // the wide path, the rest by `by_eight`.
        #[allow(unsafe_code)]
        unsafe {
            out.set_len(out.len() + hands.len());
        }
    }
}

/// From this many hands on (a mebibyte of them, half of a core's second-level cache here),
/// [`Hand::strengths`] takes the wide path where the CPU has one. Measured on random 7-card
/// hands (docs/BENCHMARKS.md): 4,096 hands in cache, the scalar loop took 0.77 of `pokers`'
/// time and the wide path 1.05; ten million streamed from memory, the wide path 0.94-1.03
/// and the scalar loop 1.05-1.10 (its 2-byte stores, one a hand, where the wide path stores
/// sixteen bytes for eight).
const WIDE_FROM: usize = 1 << 16;

/// [`Hand::strengths`] eight hands at a time, one flush test for the eight, written to
/// `places` (as long as `hands`); the last `len % 8` one at a time.
fn by_eight(hands: &[Hand], places: &mut [MaybeUninit<Strength>]) {
    let (eights, rest) = hands.as_chunks::<8>();
    let (eight_places, rest_places) = places.as_chunks_mut::<8>();
    for (eight, places) in eights.iter().zip(eight_places) {
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

/// How many of `hands` (a multiple of eight) the wide path scored into `places`: all but
/// the last `len % 8` where the CPU has AVX-512, else none.
#[inline]
fn wide_strengths(hands: &[Hand], places: &mut [MaybeUninit<Strength>]) -> usize {
    #[cfg(target_arch = "x86_64")]
    if super::wide::strengths(hands, places) {
        return hands.len() / 8 * 8;
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (hands, places);
    0
}
