//! kakunin: a Go engine for the Go Text Protocol that keeps the game under
//! the Japanese rules of 1989.
//!
//! Layers, each using only those before it:
//! `types` -> `board` (mechanics) -> `rules` (which stones may be placed,
//! Art. 4 and 6) -> `game` (the game's record, Art. 9 and 12) ->
//! `sgf`, `mcts` -> `genmove` -> `gtp` (protocol) -> `batch` (many records).

pub mod batch;
pub mod board;
pub mod clock;
pub mod game;
pub mod genmove;
pub mod gtp;
pub mod handicap;
pub mod mcts;
pub mod playout;
pub mod rules;
pub mod score;
pub mod sgf;
pub mod svg;
pub mod tactics;
pub mod types;

pub use board::Board;
pub use game::Game;
pub use types::{Color, Move, Point};
pub mod confirm;
