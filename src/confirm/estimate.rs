//! The fallback when the confirmation search runs out of budget: who owns
//! each point at the end of playouts from the position. The playouts answer
//! ataris and take captures, so groups die only when they cannot help it.

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use rayon::prelude::*;

use crate::board::Board;
use crate::playout;
use crate::types::{Color, Point, ARRAY_LEN};

/// Per-point ownership summed over playouts: +1 Black, -1 White.
pub struct Ownership {
    sum: Vec<i32>,
    playouts: u32,
}

impl Ownership {
    /// The share of playouts Black owns `p` in, less White's: from 1
    /// (always Black) to -1 (always White).
    pub fn share(&self, p: Point) -> f64 {
        f64::from(self.sum[p.index()]) / f64::from(self.playouts.max(1))
    }

    /// The colour owning `p` in more playouts than the other: at the end
    /// of a game a stone is either alive or dead, so the majority decides.
    pub fn owner(&self, p: Point) -> Option<Color> {
        match self.sum[p.index()] {
            v if v > 0 => Some(Color::Black),
            v if v < 0 => Some(Color::White),
            _ => None,
        }
    }
}

/// Playouts per independently seeded batch: batches run in parallel and
/// their sums are added, so the estimate does not depend on the threads.
const BATCH: u32 = 64;

/// Runs `playouts` games (half with each colour first) from `board` with
/// fixed seeds, so the estimate is the same on every run.
pub fn ownership(board: &Board, playouts: u32) -> Ownership {
    let batches = playouts.div_ceil(BATCH);
    let sum = (0..batches)
        .into_par_iter()
        .map(|batch| {
            let mut sum = vec![0i32; ARRAY_LEN];
            let mut rng = SmallRng::seed_from_u64(0x6b61_6b75 ^ u64::from(batch));
            for i in 0..BATCH.min(playouts - batch * BATCH) {
                let mut b = board.clone();
                let first = if i % 2 == 0 {
                    Color::Black
                } else {
                    Color::White
                };
                tactical_playout(&mut b, first, &mut rng);
                for p in b.points() {
                    sum[p.index()] += match playout::owner_after_playout(&b, p) {
                        Some(Color::Black) => 1,
                        Some(Color::White) => -1,
                        None => 0,
                    };
                }
            }
            sum
        })
        .reduce(
            || vec![0i32; ARRAY_LEN],
            |mut a, b| {
                a.iter_mut().zip(b).for_each(|(x, y)| *x += y);
                a
            },
        );
    Ownership { sum, playouts }
}

/// A playout whose moves take the largest capture, else save the largest
/// own string in atari, else a random move that neither fills an own eye
/// nor puts a string of two or more stones in atari. Ataris are looked
/// for around the opponent's last move (the whole board at the start).
fn tactical_playout(board: &mut Board, color: Color, rng: &mut SmallRng) {
    let mut last: Option<Option<Point>> = None;
    playout::run_playout(board, color, |b, c| {
        let m = urgent_move(b, c, last).or_else(|| quiet_move(b, c, rng));
        last = Some(m);
        m
    });
}

/// The capture of the largest string in atari, else the extension that
/// saves the largest own string in atari, among the strings on and next
/// to `last` (`None`: the whole board; `Some(None)`: a pass, nothing).
pub(crate) fn urgent_move(
    board: &Board,
    color: Color,
    last: Option<Option<Point>>,
) -> Option<Point> {
    let mut best: Option<(usize, Point)> = None;
    let mut consider = |s: Point| {
        if board.liberties(s) != 1 {
            return;
        }
        let Some(&lib) = board.string_liberties(s).first() else {
            return;
        };
        let size = board.string_size(s);
        let value = if board.color_at(s) != Some(color) {
            2 * size + 1
        } else if size >= 2 && extends_to_safety(board, color, lib) {
            2 * size
        } else {
            return;
        };
        if best.is_none_or(|(v, _)| value > v) && board.is_legal(color, lib) {
            best = Some((value, lib));
        }
    };
    match last {
        Some(None) => {}
        Some(Some(p)) => {
            for n in std::iter::once(p).chain(p.neighbors()) {
                if board.color_at(n).is_some() {
                    consider(n);
                }
            }
        }
        None => {
            for p in board.points() {
                if board.color_at(p).is_some() && board.string_head(p) == p {
                    consider(p);
                }
            }
        }
    }
    best.map(|(_, p)| p)
}

fn extends_to_safety(board: &Board, color: Color, p: Point) -> bool {
    if !board.is_legal(color, p) {
        return false;
    }
    let mut after = board.clone();
    after.place(color, p);
    after.liberties(p) >= 2
}

/// A random legal move that does not fill an own eye and does not leave a
/// string of two or more stones in atari.
pub(crate) fn quiet_move(board: &Board, color: Color, rng: &mut SmallRng) -> Option<Point> {
    let empties = board.empty_points();
    let n = empties.len();
    if n == 0 {
        return None;
    }
    let start = rng.random_range(0..n);
    for i in (start..n).chain(0..start) {
        let p = Point::from_index(empties[i] as usize);
        if !board.is_legal(color, p) || board.is_eye_like(color, p) {
            continue;
        }
        if self_atari(board, color, p) {
            continue;
        }
        return Some(p);
    }
    None
}

pub(crate) fn self_atari(board: &Board, color: Color, p: Point) -> bool {
    let empty_neighbors = p.neighbors().iter().filter(|&&n| board.is_empty(n)).count();
    if empty_neighbors >= 2 {
        return false;
    }
    // Joining a string with three liberties keeps at least two; a capture
    // frees at least one more. Only the rest needs the move played out.
    let cheap_safe = p.neighbors().iter().any(|&n| match board.color_at(n) {
        Some(c) if c == color => board.liberties(n) >= 3,
        Some(_) => board.liberties(n) == 1,
        None => false,
    });
    if cheap_safe {
        return false;
    }
    let mut after = board.clone();
    let placed = after.place(color, p);
    placed.captured == 0 && after.liberties(p) == 1 && after.string_size(p) >= 2
}
