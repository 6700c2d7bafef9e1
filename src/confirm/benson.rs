//! Benson's unconditional life: strings that no sequence of opponent moves
//! can capture even if their owner always passes, and the small regions they
//! enclose. What is settled here needs no search (Art. 7-1 holds trivially:
//! the opponent moving first cannot capture them).

use crate::board::{Board, PointSet};
use crate::types::{Color, Point};

/// A maximal connected set of points not occupied by `color`.
#[derive(Clone, Debug)]
pub struct Region {
    pub points: Vec<Point>,
    /// Heads of the `color` strings around it.
    pub borders: Vec<Point>,
    /// Every empty point is a liberty of each of these strings (heads).
    pub vital_to: Vec<Point>,
    /// Every point (empty or opponent stone) touches a `color` stone.
    pub all_touch_wall: bool,
}

/// The result for one colour.
#[derive(Clone, Debug, Default)]
pub struct PassAlive {
    /// Heads of the unconditionally alive strings.
    pub strings: Vec<Point>,
    /// Regions enclosed only by those strings in which the opponent can
    /// never make an eye: every point touches the wall.
    pub secure_regions: Vec<Region>,
}

/// The regions of points not occupied by `color`.
pub fn regions(board: &Board, color: Color) -> Vec<Region> {
    let mut seen = PointSet::default();
    let mut out = Vec::new();
    for start in board.points() {
        if board.color_at(start) == Some(color) || seen.contains(start) {
            continue;
        }
        let (points, boundary) =
            board.flood(start, |p| board.color_at(p) != Some(color), &mut seen);
        let mut borders: Vec<Point> = boundary.iter().map(|&b| board.string_head(b)).collect();
        borders.sort();
        borders.dedup();
        let touches = |p: Point, head: Option<Point>| {
            p.neighbors().iter().any(|&n| {
                board.color_at(n) == Some(color) && head.is_none_or(|h| board.string_head(n) == h)
            })
        };
        let vital_to = borders
            .iter()
            .copied()
            .filter(|&h| {
                points
                    .iter()
                    .all(|&p| !board.is_empty(p) || touches(p, Some(h)))
            })
            .collect();
        let all_touch_wall = points.iter().all(|&p| touches(p, None));
        out.push(Region {
            points,
            borders,
            vital_to,
            all_touch_wall,
        });
    }
    out
}

/// Benson's algorithm for `color`.
pub fn pass_alive(board: &Board, color: Color) -> PassAlive {
    let regions = regions(board, color);
    let mut alive: Vec<Point> = board
        .points()
        .filter(|&p| board.color_at(p) == Some(color) && board.string_head(p) == p)
        .collect();
    let mut healthy: Vec<bool> = regions.iter().map(|r| !r.borders.is_empty()).collect();
    loop {
        // A region counts only while every string around it is still alive.
        for (r, ok) in regions.iter().zip(healthy.iter_mut()) {
            if *ok && r.borders.iter().any(|b| !alive.contains(b)) {
                *ok = false;
            }
        }
        let before = alive.len();
        alive.retain(|&s| {
            regions
                .iter()
                .zip(&healthy)
                .filter(|(r, ok)| **ok && r.vital_to.contains(&s))
                .count()
                >= 2
        });
        if alive.len() == before {
            break;
        }
    }
    let secure_regions = regions
        .into_iter()
        .zip(healthy)
        .filter(|(r, ok)| *ok && r.all_touch_wall && r.borders.iter().all(|b| alive.contains(b)))
        .map(|(r, _)| r)
        .collect();
    PassAlive {
        strings: alive,
        secure_regions,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_eyes_are_pass_alive_one_is_not() {
        let b = Board::from_ascii(
            "
            .X.X.O.
            XXXXXO.
            OOOOOO.
            .......
            .......
            ..OOO..
            ..O.O..",
        )
        .unwrap();
        let black = pass_alive(&b, Color::Black);
        assert_eq!(black.strings.len(), 1);
        assert_eq!(black.secure_regions.len(), 2);
        let white = pass_alive(&b, Color::White);
        assert!(white.strings.is_empty());
    }
}
