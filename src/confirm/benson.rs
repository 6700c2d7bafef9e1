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
    /// Does it end at a point off the area it was read in (see
    /// [`alive_within`])? Such a region may be larger than read: it
    /// counts as unhealthy. Never on the whole board.
    pub reaches_off: bool,
}

/// The result for one colour.
#[derive(Clone, Debug, Default)]
pub struct PassAlive {
    /// Heads of the unconditionally alive strings.
    pub strings: Vec<Point>,
    /// Regions enclosed only by those strings in which the opponent can
    /// never make an eye: every point touches the wall.
    pub secure_regions: Vec<Region>,
    /// The points of the healthy regions the strings live by: a stone of
    /// their owner's there could take an eye from them.
    pub vital_points: Vec<Point>,
}

/// The regions of points not occupied by `color`.
pub fn regions(board: &Board, color: Color) -> Vec<Region> {
    regions_on(board, color, board.points(), None)
}

/// The regions of points not occupied by `color` through `starts`, read
/// only on `area` when one is given.
fn regions_on(
    board: &Board,
    color: Color,
    starts: impl IntoIterator<Item = Point>,
    area: Option<&PointSet>,
) -> Vec<Region> {
    let on = |p: Point| area.is_none_or(|a| a.contains(p));
    let mut seen = PointSet::default();
    let mut out = Vec::new();
    for start in starts {
        if board.color_at(start) == Some(color) || seen.contains(start) {
            continue;
        }
        let (points, boundary) = board.flood(
            start,
            |p| on(p) && board.color_at(p) != Some(color),
            &mut seen,
        );
        let reaches_off = !boundary.iter().all(|&b| on(b));
        let mut borders: Vec<Point> = boundary
            .iter()
            .filter(|&&b| board.color_at(b) == Some(color))
            .map(|&b| board.string_head(b))
            .collect();
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
            reaches_off,
        });
    }
    out
}

/// Benson's algorithm for `color`.
pub fn pass_alive(board: &Board, color: Color) -> PassAlive {
    let regions = regions(board, color);
    let strings: Vec<Point> = board.string_heads_of(color).collect();
    let healthy: Vec<bool> = regions.iter().map(|r| !r.borders.is_empty()).collect();
    let (alive, healthy) = fixpoint(&regions, healthy, strings);
    let vital_points = regions
        .iter()
        .zip(&healthy)
        .filter(|(r, ok)| **ok && r.vital_to.iter().any(|s| alive.contains(s)))
        .flat_map(|(r, _)| r.points.iter().copied())
        .collect();
    let secure_regions = regions
        .into_iter()
        .zip(healthy)
        .filter(|(r, ok)| *ok && r.all_touch_wall && r.borders.iter().all(|b| alive.contains(b)))
        .map(|(r, _)| r)
        .collect();
    PassAlive {
        strings: alive,
        secure_regions,
        vital_points,
    }
}

/// Is one of the strings `of` (heads) unconditionally alive by Benson's
/// algorithm for `color` read on `area` alone (given also as the list
/// `points`)? A region that reaches a point off the area counts as
/// unhealthy, so what it finds alive is alive on the whole board too
/// (there with more regions to count), and it costs the area's points,
/// not the board's.
pub fn alive_within(
    board: &Board,
    color: Color,
    area: &PointSet,
    points: &[Point],
    of: &[Point],
) -> bool {
    // The fixpoint only drops strings: one of `of` needs two healthy
    // regions to begin with, and each holds one of its liberties.
    if !of
        .iter()
        .any(|&h| closed_vital_regions(board, color, area, h, 2) >= 2)
    {
        return false;
    }
    let regions = regions_on(board, color, points.iter().copied(), Some(area));
    let healthy = regions
        .iter()
        .map(|r| !r.reaches_off && !r.borders.is_empty())
        .collect();
    let strings = points
        .iter()
        .copied()
        .filter(|&p| board.color_at(p) == Some(color) && board.is_string_head(p))
        .collect();
    let alive = fixpoint(&regions, healthy, strings).0;
    of.iter().any(|h| alive.contains(h))
}

/// How many regions, up to `enough`, hold a liberty of the string at
/// `head`, lie wholly on `area`, and have no empty point that is not its
/// liberty: the most healthy regions it can have in [`alive_within`].
/// Each region is read from a liberty outwards, and given up at its first
/// point that disqualifies it, which is mostly near (the open board).
fn closed_vital_regions(
    board: &Board,
    color: Color,
    area: &PointSet,
    head: Point,
    enough: usize,
) -> usize {
    let liberty_of_head = |p: Point| {
        p.neighbors()
            .iter()
            .any(|&n| board.color_at(n) == Some(color) && board.string_head(n) == head)
    };
    let mut counted = PointSet::default();
    let mut found = 0;
    let mut queue: Vec<Point> = Vec::new();
    for lib in board.liberties_of(head) {
        if counted.contains(lib) || !area.contains(lib) {
            continue;
        }
        let mut seen = PointSet::default();
        seen.insert(lib);
        queue.clear();
        queue.push(lib);
        let mut i = 0;
        let mut vital = true;
        while vital && i < queue.len() {
            let p = queue[i];
            i += 1;
            if board.is_empty(p) && !liberty_of_head(p) {
                vital = false;
            }
            for n in p.neighbors() {
                if !board.is_on_board(n) {
                    continue;
                }
                if !area.contains(n) {
                    vital = false;
                } else if board.color_at(n) != Some(color) && seen.insert(n) {
                    queue.push(n);
                }
            }
        }
        if vital {
            for &p in &queue {
                counted.insert(p);
            }
            found += 1;
            if found >= enough {
                break;
            }
        }
    }
    found
}

/// Benson's fixpoint: drops the strings without two healthy regions vital
/// to them, and the regions around dropped strings, until nothing changes.
/// Returns the strings left and which regions stay healthy.
fn fixpoint(
    regions: &[Region],
    mut healthy: Vec<bool>,
    mut alive: Vec<Point>,
) -> (Vec<Point>, Vec<bool>) {
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
            return (alive, healthy);
        }
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

    /// Read within an area, a string with two eyes on it is alive; an eye
    /// off the area, or one next to a point off it, does not count (the
    /// whole board would say more, never less).
    #[test]
    fn alive_within_an_area_counts_only_the_regions_on_it() {
        let b = Board::from_ascii(
            "
            .X.X.O.
            XXXXXO.
            OOOOOO.
            .......
            .......
            .......
            .......",
        )
        .unwrap();
        let p = |s: &str| Point::parse_gtp(s, b.size()).unwrap();
        let head = b.string_head(p("B6"));
        let with = |names: &[&str]| {
            let mut area = PointSet::default();
            let points: Vec<Point> = names.iter().map(|&n| p(n)).collect();
            for &q in &points {
                area.insert(q);
            }
            alive_within(&b, Color::Black, &area, &points, &[head])
        };
        let string = ["A6", "B6", "C6", "D6", "E6", "B7", "D7"];
        assert!(with(&[&string[..], &["A7", "C7", "E7"]].concat()));
        assert!(with(&[&string[..], &["A7", "C7"]].concat()));
        // E7 touches the white stone F7, off the area: unhealthy.
        assert!(!with(&[&string[..], &["A7", "E7"]].concat()));
        assert!(!with(&string));
    }
}
