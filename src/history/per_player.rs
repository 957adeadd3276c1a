//! A value for each player of a hand, kept inline: a hand has at most [`MAX_SEATS`]
//! players, so the replay's and the settlement's per-player values live in fixed arrays,
//! not in a vector each, and a hand's replay allocates nothing; a set of players (a pot's,
//! its winners) is one bit a seat.

use std::fmt;
use std::ops::{Deref, DerefMut};

/// The most players a hand may have. Every game deals each player at least two cards
/// from one 52-card deck, so no hand can be dealt to more than 26.
pub const MAX_SEATS: usize = 26;

/// Up to [`MAX_SEATS`] values, one per player (`p1` first), or a list of players; a
/// slice of its length through `Deref`.
#[derive(Clone, Copy)]
pub struct PerPlayer<T> {
    values: [T; MAX_SEATS],
    len: u8,
}

impl<T: Copy> PerPlayer<T> {
    /// `n` players' values, each `value`. `n` is at most [`MAX_SEATS`] (checked where
    /// the players are counted).
    pub fn filled(n: usize, value: T) -> PerPlayer<T> {
        assert!(n <= MAX_SEATS, "{n} players is more than {MAX_SEATS}");
        PerPlayer {
            values: [value; MAX_SEATS],
            len: n as u8,
        }
    }

    /// No values yet; `spare` fills the unused places (it is never read).
    pub fn empty(spare: T) -> PerPlayer<T> {
        PerPlayer::filled(0, spare)
    }

    /// No values, the places kept (a reader filling one hand after another).
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Adds a value after the others; false when there are already [`MAX_SEATS`].
    pub fn push(&mut self, value: T) -> bool {
        let Some(slot) = self.values.get_mut(usize::from(self.len)) else {
            return false;
        };
        *slot = value;
        self.len += 1;
        true
    }
}

impl<T: Copy + Default> Default for PerPlayer<T> {
    fn default() -> PerPlayer<T> {
        PerPlayer::empty(T::default())
    }
}

impl<T: Copy + Default> FromIterator<T> for PerPlayer<T> {
    /// The values in order; more than [`MAX_SEATS`] is a bug in the caller.
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> PerPlayer<T> {
        let mut all = PerPlayer::default();
        for value in iter {
            assert!(all.push(value), "more than {MAX_SEATS} players");
        }
        all
    }
}

impl<T> Deref for PerPlayer<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        // `len` is at most MAX_SEATS by construction.
        self.values.get(..usize::from(self.len)).unwrap_or_default()
    }
}

impl<T> DerefMut for PerPlayer<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        self.values
            .get_mut(..usize::from(self.len))
            .unwrap_or_default()
    }
}

impl<'a, T> IntoIterator for &'a PerPlayer<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T: PartialEq> PartialEq for PerPlayer<T> {
    fn eq(&self, other: &PerPlayer<T>) -> bool {
        **self == **other
    }
}

impl<T: Eq> Eq for PerPlayer<T> {}

impl<T: PartialEq, const N: usize> PartialEq<[T; N]> for PerPlayer<T> {
    fn eq(&self, other: &[T; N]) -> bool {
        **self == other[..]
    }
}

impl<T: PartialEq> PartialEq<Vec<T>> for PerPlayer<T> {
    fn eq(&self, other: &Vec<T>) -> bool {
        **self == other[..]
    }
}

impl<T: fmt::Debug> fmt::Debug for PerPlayer<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// A set of a hand's players, by seat index (`p1` is 0): a pot's players, its winners.
/// One bit a seat, so a pot stays a few bytes and two sets compare at once; iterated in
/// seat order (`p1` first), the order the odd chip goes by.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Seats(u32);

const _: () = assert!(MAX_SEATS <= 32, "a seat is a bit of a u32");

impl Seats {
    /// No players.
    pub const EMPTY: Seats = Seats(0);

    /// Adds the player at `seat` (below [`MAX_SEATS`]).
    pub fn insert(&mut self, seat: usize) {
        assert!(
            seat < MAX_SEATS,
            "seat {seat} past the {MAX_SEATS} a hand may have"
        );
        self.0 |= 1 << seat;
    }

    /// Whether the player at `seat` is in the set.
    pub fn contains(self, seat: usize) -> bool {
        seat < MAX_SEATS && self.0 & (1 << seat) != 0
    }

    /// How many players.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether there is no player.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The first player in seat order.
    pub fn first(self) -> Option<usize> {
        (self.0 != 0).then(|| self.0.trailing_zeros() as usize)
    }

    /// The player, when there is exactly one.
    pub fn only(self) -> Option<usize> {
        (self.len() == 1).then(|| self.0.trailing_zeros() as usize)
    }

    /// The players in seat order.
    pub fn iter(self) -> SeatsIter {
        SeatsIter(self.0)
    }
}

impl FromIterator<usize> for Seats {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> Seats {
        let mut seats = Seats::EMPTY;
        iter.into_iter().for_each(|seat| seats.insert(seat));
        seats
    }
}

impl IntoIterator for Seats {
    type Item = usize;
    type IntoIter = SeatsIter;
    fn into_iter(self) -> SeatsIter {
        self.iter()
    }
}

/// The players of a [`Seats`], in seat order.
#[derive(Clone, Debug)]
pub struct SeatsIter(u32);

impl Iterator for SeatsIter {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        let seat = (self.0 != 0).then(|| self.0.trailing_zeros() as usize)?;
        self.0 &= self.0 - 1;
        Some(seat)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.0.count_ones() as usize;
        (len, Some(len))
    }
}

impl ExactSizeIterator for SeatsIter {}

impl fmt::Debug for Seats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holds_up_to_the_most_players() {
        let mut list = PerPlayer::empty(0usize);
        for i in 0..MAX_SEATS {
            assert!(list.push(i));
        }
        assert!(!list.push(MAX_SEATS));
        assert_eq!(list.len(), MAX_SEATS);
        assert_eq!(list.last(), Some(&(MAX_SEATS - 1)));
        let mut values = PerPlayer::filled(3, 7u8);
        values[1] = 2;
        assert_eq!(values, [7, 2, 7]);
        assert_eq!(format!("{values:?}"), "[7, 2, 7]");
        assert_eq!((0..2).collect::<PerPlayer<u8>>(), vec![0, 1]);
    }

    #[test]
    fn seats_are_a_set_in_seat_order() {
        let seats: Seats = [7, 0, MAX_SEATS - 1, 7].into_iter().collect();
        assert_eq!(seats.iter().collect::<Vec<_>>(), [0, 7, MAX_SEATS - 1]);
        assert_eq!(
            (seats.len(), seats.first(), seats.only()),
            (3, Some(0), None)
        );
        assert!(seats.contains(7) && !seats.contains(1) && !seats.contains(99));
        assert_eq!(format!("{seats:?}"), format!("{{0, 7, {}}}", MAX_SEATS - 1));
        let one: Seats = [4].into_iter().collect();
        assert_eq!((one.only(), one.first(), one.len()), (Some(4), Some(4), 1));
        assert!(Seats::EMPTY.is_empty() && Seats::EMPTY.first().is_none());
        assert_eq!(Seats::EMPTY.iter().len(), 0);
    }
}
