//! The fallback when the confirmation search runs out of budget: who owns
//! each point at the end of playouts from the position. The playouts answer
//! ataris and take captures, so groups die only when they cannot help it.

use rand::rngs::SmallRng;
use rand::SeedableRng;
use rayon::prelude::*;

use crate::board::Board;
use crate::playout::{self, policy};
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

    /// The colour owning `p` in more playouts than the other.
    pub fn owner(&self, p: Point) -> Option<Color> {
        match self.sum[p.index()] {
            v if v > 0 => Some(Color::Black),
            v if v < 0 => Some(Color::White),
            _ => None,
        }
    }

    /// Does the stone of `color` on `p` live, judged by the playouts? It
    /// must stay its colour's in clearly more playouts than not: in at
    /// least [`LIVING_SHARE`] of them.
    ///
    /// Art. 7-1 lets the opponent move first against a string. A string
    /// whose life hangs on who plays next (saved in the playouts its own
    /// side begins, taken in those the opponent begins) is owned in about
    /// half of them, and is dead; a live one is kept in nearly all.
    pub fn lives(&self, p: Point, color: Color) -> bool {
        self.kept(p, color) >= LIVING_SHARE
    }

    /// The share of the playouts (from 0 to 1) that end with `p` owned by
    /// `color`, counting half for those that leave it to neither.
    pub fn kept(&self, p: Point, color: Color) -> f64 {
        let share = match color {
            Color::Black => self.share(p),
            Color::White => -self.share(p),
        };
        (share + 1.0) / 2.0
    }
}

/// The share of playouts a string must be kept in to live. Half the
/// playouts begin with each colour; 62.5% sits in the middle of the
/// shares (60% to 65%) under which the unfinished games of GNU Go's
/// scoring suite all come out as their expected counts.
pub const LIVING_SHARE: f64 = 0.625;

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

/// A playout of [`policy::tactical_move`] with nakade: captures, escapes
/// from atari (looked for around the opponent's last move, the whole board
/// at the start), nakade, 3x3 shapes, else a random move that neither fills
/// an own eye nor puts a string in atari but for a nakade sacrifice.
fn tactical_playout(board: &mut Board, color: Color, rng: &mut SmallRng) {
    let mut last: Option<Option<Point>> = None;
    playout::run_playout(board, color, |b, c| {
        let m = policy::tactical_move(b, c, last, policy::Nakade::Play, rng);
        last = Some(m);
        m
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(s: &str, b: &Board) -> Point {
        Point::parse_gtp(s, b.size()).unwrap()
    }

    /// Six black stones in atari that Black can save by extending, if it
    /// moves first: the playouts Black begins keep them, those White
    /// begins take them. Art. 7-1 gives the first move to the opponent, so
    /// they are dead; the white stones around, which nothing threatens,
    /// live.
    #[test]
    fn a_string_saved_only_when_its_side_moves_first_is_dead() {
        let board = Board::from_ascii(
            "
            . . . . . . . . .
            . . . . . . . . .
            . . O X X X O . .
            . . O X X X . . .
            . . . O O O . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            ",
        )
        .unwrap();
        let own = ownership(&board, 1_000);
        let six = pt("D6", &board);
        let kept = (own.share(six) + 1.0) / 2.0;
        assert!((0.2..LIVING_SHARE).contains(&kept), "kept in {kept}");
        assert!(!own.lives(six, Color::Black));
        assert!(own.lives(pt("D5", &board), Color::White));
    }
}
