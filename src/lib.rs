//! handrank: a lookup-table poker hand evaluator that is fast and proves it is right.
//!
//! ```
//! use handrank::{evaluate, parse_hand, Category};
//! let strength = evaluate(&parse_hand("Ah Kh Qh Jh Th 2c 3d")?)?;
//! assert_eq!(strength.category(), Category::StraightFlush);
//! assert_eq!(strength.describe(), "Royal Flush");
//! # Ok::<(), handrank::ParseError>(())
//! ```

#![deny(unsafe_code)]
// User input must never reach a panic: no unwrap/expect/panic, no unchecked indexing.
#![deny(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]
// Unit tests may panic: that is how they fail.
#![cfg_attr(
    test,
    allow(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::indexing_slicing
    )
)]

mod affix;
pub mod badugi;
pub mod batch;
mod card;
pub mod decimal;
pub mod enumerate;
pub mod equity;
mod error;
mod eval;
mod game;
pub mod history;
mod holdem;
pub mod lines;
pub mod lowball;
pub mod naive;
pub mod omaha;
pub mod pipeline;
pub mod proof;
pub mod sample;
pub mod short_deck;
pub mod showdown;
mod strength;
mod stud;
mod tables;
pub mod verify;

pub use card::{Card, CardSet, Rank, Suit, parse_cards, parse_hand, parse_hand_of};
pub use error::ParseError;
pub use eval::{Hand, best_five, best_hands, compare, evaluate};
pub use game::{DealError, DealErrorKind, DealPart, Game, GameError, HandValue, Score};
pub use strength::{Category, Outcome, Strength};

/// The README's Rust examples run as doctests, so they stay true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
