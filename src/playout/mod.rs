//! Playouts over the board mechanics. Here: the uniform random legal move
//! that never fills its owner's one-point eye, which the benchmarks
//! measure; [`policy`] has the tactical moves the move generator and the
//! scorer's estimate play.

pub mod pattern;
pub mod policy;
pub mod reply;

use rand::Rng;

use crate::board::{Board, Cell};
use crate::types::{ByColor, Color, Move, Point};

/// A uniformly chosen legal move for `color` that does not fill one of its
/// own eyes, or `None` when there is none.
#[inline]
pub fn random_move<R: Rng + ?Sized>(board: &Board, color: Color, rng: &mut R) -> Option<Point> {
    let empties = board.empty_points();
    let n = empties.len();
    if n == 0 {
        return None;
    }
    let chosen = board.first_playout_move(color, index_below(rng, n));
    debug_assert!(chosen.is_none_or(|p| board.is_playout_move(color, p)));
    chosen
}

/// A uniform index below `n` (1..=2^32-1): the very draw of
/// `rng.random_range(0..n)` (rand's widening multiply with one more word
/// when the first is near a boundary), written out so that it inlines. The
/// same seed gives the same playouts either way.
#[inline]
fn index_below<R: Rng + ?Sized>(rng: &mut R, n: usize) -> usize {
    debug_assert!(n > 0 && n <= u32::MAX as usize);
    let range = n as u32;
    let m = u64::from(rng.next_u32()) * u64::from(range);
    let (mut result, low) = ((m >> 32) as u32, m as u32);
    if low > range.wrapping_neg() {
        let next = ((u64::from(rng.next_u32()) * u64::from(range)) >> 32) as u32;
        result += low.checked_add(next).is_none() as u32;
    }
    result as usize
}

/// Plays random moves from `board` with `color` to move until two passes in
/// a row (or a move cap against endless cycles). Returns the moves played.
pub fn random_playout<R: Rng + ?Sized>(board: &mut Board, color: Color, rng: &mut R) -> usize {
    run_playout(board, color, |b, c| as_move(random_move(b, c, rng)))
}

/// Plays the moves `choose` picks from `board` with
/// `color` to move until two passes in a row, or a move cap against
/// endless cycles. Returns the moves played.
#[inline]
pub fn run_playout(
    board: &mut Board,
    mut color: Color,
    mut choose: impl FnMut(&Board, Color) -> Move,
) -> usize {
    let cap = 3 * board.size() * board.size();
    let mut passes = 0;
    let mut moves = 0;
    while passes < 2 && moves < cap {
        match choose(board, color) {
            Move::Place(p) => {
                board.place(color, p);
                passes = 0;
            }
            Move::Pass => {
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
                let mut seen = ByColor::<bool>::default();
                for n in p.neighbors() {
                    if let Some(c) = board.color_at(n) {
                        seen[c] = true;
                    }
                }
                match seen.only() {
                    Some(Color::Black) => 1,
                    Some(Color::White) => -1,
                    None => 0,
                }
            }
        }
    }
    diff
}

/// Who owns `p` at the end of a playout: its stone's colour, or the one
/// colour around an empty point.
pub fn owner_after_playout(board: &Board, p: Point) -> Option<Color> {
    if let Some(c) = board.color_at(p) {
        return Some(c);
    }
    let mut seen = ByColor::<bool>::default();
    for n in p.neighbors() {
        if let Some(c) = board.color_at(n) {
            seen[c] = true;
        }
    }
    seen.only()
}

/// Converts the outcome of [`random_move`] to a GTP move.
pub fn as_move(p: Option<Point>) -> Move {
    p.map_or(Move::Pass, Move::Place)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};

    #[test]
    fn index_below_draws_as_random_range() {
        for n in [1usize, 2, 3, 7, 81, 361, 625, 1 << 20, u32::MAX as usize] {
            let mut a = SmallRng::seed_from_u64(n as u64);
            let mut b = a.clone();
            for _ in 0..2000 {
                assert_eq!(index_below(&mut a, n), b.random_range(0..n));
            }
        }
    }
}
