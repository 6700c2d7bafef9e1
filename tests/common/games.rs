//! Random games for tests that need finished positions.

use kakunin::{Board, Color, Point};

use super::rng::Rng;

/// A random game to its end on an empty board of `size`: neither side
/// fills its own eye-like points, and both pass when nothing else is
/// left.
pub fn random_game_to_end(size: usize, rng: &mut Rng) -> Board {
    let mut board = Board::new(size).expect("a valid size");
    let mut color = Color::Black;
    let mut passes = 0;
    for _ in 0..10 * size * size {
        let candidates: Vec<Point> = board
            .points()
            .filter(|&p| {
                kakunin::rules::may_place(&board, color, p) && !board.is_eye_like(color, p)
            })
            .collect();
        if candidates.is_empty() {
            passes += 1;
            if passes == 2 {
                break;
            }
            board.pass();
        } else {
            passes = 0;
            board.place(color, candidates[rng.below(candidates.len())]);
        }
        color = color.opponent();
    }
    board
}
