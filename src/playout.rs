//! Uniform random playouts over the board mechanics: the random legal move
//! that never fills its owner's one-point eye. The benchmarks measure it;
//! the move generator builds on it.

use rand::{Rng, RngExt};

use crate::board::{Board, Cell};
use crate::types::{Color, Move, Point};

/// A uniformly chosen legal move for `color` that does not fill one of its
/// own eyes, or `None` when there is none.
#[inline]
pub fn random_move<R: Rng + ?Sized>(board: &Board, color: Color, rng: &mut R) -> Option<Point> {
    let empties = board.empty_points();
    let n = empties.len();
    if n == 0 {
        return None;
    }
    let start = rng.random_range(0..n);
    for i in (start..n).chain(0..start) {
        let p = Point::from_index(empties[i] as usize);
        if board.is_legal(color, p) && !board.is_eye_like(color, p) {
            return Some(p);
        }
    }
    None
}

/// Plays random moves from `board` with `color` to move until two passes in
/// a row (or a move cap against endless cycles). Returns the moves played.
pub fn random_playout<R: Rng + ?Sized>(board: &mut Board, mut color: Color, rng: &mut R) -> usize {
    let cap = 3 * board.size() * board.size();
    let mut passes = 0;
    let mut moves = 0;
    while passes < 2 && moves < cap {
        match random_move(board, color, rng) {
            Some(p) => {
                board.place(color, p);
                passes = 0;
            }
            None => {
                board.pass();
                passes += 1;
            }
        }
        moves += 1;
        color = color.opponent();
    }
    moves
}

/// Area count of a finished playout (stones plus one-colour empty points),
/// Black minus White. Enough to read a playout's winner.
pub fn area_difference(board: &Board) -> i32 {
    let mut diff = 0;
    for p in board.points() {
        diff += match board.cell(p) {
            Cell::Black => 1,
            Cell::White => -1,
            _ => {
                let mut seen = [false; 2];
                for n in p.neighbors() {
                    if let Some(c) = board.color_at(n) {
                        seen[c.index()] = true;
                    }
                }
                match seen {
                    [true, false] => 1,
                    [false, true] => -1,
                    _ => 0,
                }
            }
        }
    }
    diff
}

/// Converts the outcome of [`random_move`] to a GTP move.
pub fn as_move(p: Option<Point>) -> Move {
    p.map_or(Move::Pass, Move::Place)
}
