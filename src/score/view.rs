//! The sixteen ways to look at a position (symmetries of the square and
//! the swap of colours), so that a score cannot depend on them.

use super::{PointClass, Score, Settling};
use crate::board::Board;
use crate::types::{ByColor, Color, Point, ARRAY_LEN};

/// One of the 16 ways to look at a position: a symmetry of the square
/// (0..8) and whether the colours are swapped.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct View {
    pub(super) symmetry: u8,
    pub(super) swap: bool,
}

impl View {
    /// The sixteen views.
    pub(super) fn all() -> impl Iterator<Item = View> {
        (0..8u8).flat_map(|symmetry| {
            [false, true]
                .into_iter()
                .map(move |swap| View { symmetry, swap })
        })
    }

    /// Where point `p` of the real board lies in this view.
    pub(super) fn map(self, p: Point, size: usize) -> Point {
        let n = size - 1;
        let (x, y) = (p.x(), p.y());
        let (x, y) = match self.symmetry {
            0 => (x, y),
            1 => (n - x, y),
            2 => (x, n - y),
            3 => (n - x, n - y),
            4 => (y, x),
            5 => (n - y, x),
            6 => (y, n - x),
            _ => (n - y, n - x),
        };
        Point::new(x, y)
    }

    pub(super) fn color(self, c: Color) -> Color {
        if self.swap {
            c.opponent()
        } else {
            c
        }
    }

    /// Where a point of this view lies on the real board.
    pub(super) fn inverse(self, size: usize) -> impl Fn(Point) -> Point {
        let mut real: Vec<Point> = (0..ARRAY_LEN).map(Point::from_index).collect();
        for y in 0..size {
            for x in 0..size {
                let p = Point::new(x, y);
                real[self.map(p, size).index()] = p;
            }
        }
        move |q| real[q.index()]
    }

    /// The score of the real board from `seen`, the score of this view of
    /// it; `captured` are the real board's prisoners taken in play.
    pub(super) fn map_back(self, seen: &Score, board: &Board, captured: ByColor<u32>) -> Score {
        let size = board.size();
        let mut classes: Vec<Option<PointClass>> = vec![None; ARRAY_LEN];
        let mut methods = vec![None; ARRAY_LEN];
        let mut kept = vec![None; ARRAY_LEN];
        let mut settling = vec![None; ARRAY_LEN];
        let inverse = self.inverse(size);
        for p in board.points() {
            let q = self.map(p, size);
            settling[p.index()] = seen.settling(q).map(|s| match s {
                Settling::Filled(c) => Settling::Filled(self.color(c)),
                Settling::Protective {
                    color,
                    saves,
                    after_fill,
                } => Settling::Protective {
                    color: self.color(color),
                    saves: inverse(saves),
                    after_fill: inverse(after_fill),
                },
                Settling::SekiPoint => Settling::SekiPoint,
            });
            methods[p.index()] = seen.method(q);
            kept[p.index()] = seen.kept(q);
            classes[p.index()] = Some(match seen.class(q) {
                PointClass::Territory(c) => PointClass::Territory(self.color(c)),
                PointClass::SekiEye(c) => PointClass::SekiEye(self.color(c)),
                other => other,
            });
        }
        let unswap = |v: ByColor<u32>| if self.swap { v.swapped() } else { v };
        Score {
            classes,
            methods,
            kept,
            size,
            territory: unswap(seen.territory),
            removed: unswap(seen.removed),
            captured,
            komi: seen.komi,
            settling,
            lines: vec![None; ARRAY_LEN],
            proofs: vec![None; ARRAY_LEN],
            left_open: None,
        }
    }

    /// The board as seen in this view, its stones set up in point order so
    /// that nothing of the real board's history shows through.
    pub(super) fn board(self, board: &Board) -> Board {
        let size = board.size();
        let mut stones: Vec<(Point, Color)> = board
            .points()
            .filter_map(|p| {
                board
                    .color_at(p)
                    .map(|c| (self.map(p, size), self.color(c)))
            })
            .collect();
        stones.sort_by_key(|&(p, _)| p.index());
        let mut out = Board::new(size).expect("the size of a board");
        for (p, c) in stones {
            out.setup_stone(c, p);
        }
        out
    }
}
