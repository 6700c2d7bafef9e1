//! The areas a string is searched in: everything unsettled connected to
//! it, or the smaller area it lives or dies in.

use crate::board::{Board, PointSet};
use crate::types::Point;

/// The number of empty points of `area`: what the search's cost grows
/// with (see [`super::Budget::max_area`]).
pub fn empties(board: &Board, area: &[Point]) -> usize {
    area.iter().filter(|&&p| board.is_empty(p)).count()
}

/// The unsettled points connected to the string at `head`.
pub fn area_of(board: &Board, head: Point, settled: &PointSet) -> Vec<Point> {
    board
        .flood(head, |p| !settled.contains(p), &mut PointSet::default())
        .0
}

/// The points the string at `head` lives or dies in: its own stones, the
/// unsettled empty points and stones of its colour connected to it, and
/// the opposing strings whose liberties all lie among those. `None` when
/// an opposing string around them has fewer than two liberties elsewhere:
/// then its own safety is part of the question and the whole area must
/// be searched. (Example 16: the corner group lives or dies in its corner,
/// which the surrounding group, with an eye and a liberty outside, never
/// has to defend.)
pub(super) fn local_area(board: &Board, head: Point, settled: &PointSet) -> Option<Vec<Point>> {
    let attacker = board.color_at(head)?.opponent();
    let mut inside = PointSet::default();
    let (mut points, boundary) = board.flood(
        head,
        |p| !settled.contains(p) && board.color_at(p) != Some(attacker),
        &mut inside,
    );
    let mut around: Vec<Point> = Vec::new();
    for b in boundary {
        if settled.contains(b) || board.color_at(b) != Some(attacker) {
            continue;
        }
        let h = board.string_head(b);
        if around.contains(&h) || inside.contains(h) {
            continue;
        }
        if board
            .string_liberties(h)
            .iter()
            .all(|&l| inside.contains(l))
        {
            for s in board.string_stones(h) {
                inside.insert(s);
                points.push(s);
            }
        } else {
            around.push(h);
        }
    }
    let safe = around.iter().all(|&h| {
        board
            .string_liberties(h)
            .iter()
            .filter(|&&l| !inside.contains(l))
            .count()
            >= 2
    });
    safe.then_some(points)
}
