//! Move generation. For now: a uniformly random legal move that does not
//! fill the mover's own one-point eye, else a pass.

use rand::Rng;

use crate::game::Game;
use crate::playout;
use crate::types::{Color, Move};

/// Chooses a move for `color` in `game` without playing it.
pub fn choose<R: Rng + ?Sized>(game: &Game, color: Color, rng: &mut R) -> Move {
    playout::as_move(playout::random_move(game.board(), color, rng))
}
