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
    /// By batch, then point: bit `i` is set when playout `i` of the batch
    /// ends with the stone on the point (if there is one) lost, its point
    /// not owned by its colour.
    lost: Vec<u64>,
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

    /// How surely the stones on `a` and `b` are lost together: of the
    /// playouts that lose either, the share that lose both (0 when neither
    /// is ever lost: there is no fate to share).
    pub fn lost_together(&self, a: Point, b: Point) -> f64 {
        let (mut both, mut either) = (0u32, 0u32);
        for batch in self.lost.chunks(ARRAY_LEN) {
            let (x, y) = (batch[a.index()], batch[b.index()]);
            both += (x & y).count_ones();
            either += (x | y).count_ones();
        }
        if either == 0 {
            0.0
        } else {
            f64::from(both) / f64::from(either)
        }
    }
}

/// The share of playouts a string must be kept in to live, above even
/// odds since the opponent may move first (Art. 7-1): half the playouts
/// begin with each colour. The value sits in the middle of the range of
/// shares under which the unfinished games of GNU Go's scoring suite all
/// come out as their expected counts (`benches/RESULTS.md`).
pub const LIVING_SHARE: f64 = 0.625;

/// Playouts per independently seeded batch: batches run in parallel and
/// their sums are added, so the estimate does not depend on the threads.
const BATCH: u32 = 64;

/// Runs `playouts` games (half with each colour first) from `board` with
/// fixed seeds, so the estimate is the same on every run.
pub fn ownership(board: &Board, playouts: u32) -> Ownership {
    let batches = playouts.div_ceil(BATCH);
    // In batch order whatever the threads: `lost` keeps that order.
    let results: Vec<(Vec<i32>, Vec<u64>)> = (0..batches)
        .into_par_iter()
        .map(|batch| {
            let mut sum = vec![0i32; ARRAY_LEN];
            let mut lost = vec![0u64; ARRAY_LEN];
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
                    let owner = playout::owner_after_playout(&b, p);
                    sum[p.index()] += match owner {
                        Some(Color::Black) => 1,
                        Some(Color::White) => -1,
                        None => 0,
                    };
                    if let Some(stone) = board.color_at(p) {
                        if owner != Some(stone) {
                            lost[p.index()] |= 1 << i;
                        }
                    }
                }
            }
            (sum, lost)
        })
        .collect();
    let mut sum = vec![0i32; ARRAY_LEN];
    let mut lost = Vec::with_capacity(results.len() * ARRAY_LEN);
    for (s, l) in results {
        sum.iter_mut().zip(s).for_each(|(x, y)| *x += y);
        lost.extend(l);
    }
    Ownership {
        sum,
        playouts,
        lost,
    }
}

/// A playout of [`policy::tactical_move`] with nakade: captures, escapes
/// from atari (looked for around the opponent's last move, the whole board
/// at the start), nakade, 3x3 shapes, else a random move that neither fills
/// an own eye nor puts a string in atari but for a nakade sacrifice.
fn tactical_playout(board: &mut Board, color: Color, rng: &mut SmallRng) {
    let mut last = policy::Previous::Start;
    playout::run_playout(board, color, |b, c| {
        let m = policy::tactical_move(b, c, last, policy::Nakade::Play, rng);
        last = m.into();
        m
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(s: &str, b: &Board) -> Point {
        Point::parse_gtp(s, b.size()).unwrap()
    }

    /// Six black stones in atari, D6 to F7, that Black saves by extending
    /// if it moves first, above three white stones D5 E5 F5.
    fn six_in_atari() -> Board {
        Board::from_ascii(
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
        .unwrap()
    }

    /// Six black stones in atari that Black can save by extending, if it
    /// moves first: the playouts Black begins keep them, those White
    /// begins take them. Art. 7-1 gives the first move to the opponent, so
    /// they are dead; the white stones around, which nothing threatens,
    /// live.
    #[test]
    fn a_string_saved_only_when_its_side_moves_first_is_dead() {
        let board = six_in_atari();
        let own = ownership(&board, 1_000);
        let six = pt("D6", &board);
        let kept = (own.share(six) + 1.0) / 2.0;
        assert!((0.2..LIVING_SHARE).contains(&kept), "kept in {kept}");
        assert!(!own.lives(six, Color::Black));
        assert!(own.lives(pt("D5", &board), Color::White));
    }

    /// The points of one string end lost in nearly the same playouts (not
    /// quite: a point of a string taken may end owned again by its colour),
    /// and those of the six black stones and of the white ones below them
    /// never in the same one: each side loses its string only where it
    /// does not take the other's.
    #[test]
    fn the_stones_of_a_string_are_lost_together() {
        let board = six_in_atari();
        let own = ownership(&board, 1_000);
        let (d6, f7, d5) = (pt("D6", &board), pt("F7", &board), pt("D5", &board));
        assert!(
            own.lost_together(d6, f7) >= crate::confirm::FATE_SHARED,
            "{}",
            own.lost_together(d6, f7)
        );
        assert_eq!(own.lost_together(d6, d5), 0.0);
        let d5_f5 = own.lost_together(d5, pt("F5", &board));
        assert!(d5_f5 >= crate::confirm::FATE_SHARED, "{d5_f5}");
    }
}
