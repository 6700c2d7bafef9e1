//! Vital zones inside regions too large to read whole: a few points of a
//! large region (a pocket of a territory, at its end along the edge or in
//! a bend of the wall) read as if the opponent held every point of the
//! region around them for good. That opponent owns the points next to the
//! zone (the separator) with stones that can never be captured: the
//! reading fills them with its stones, each of which keeps a liberty
//! outside the zone that no move of the reading can take. Holding them is
//! the worst the rest of the region can come to for the owner: a zone its
//! owner keeps a liberty in so, answering inside it, it keeps whatever is
//! played around it. Two such zones, or a zone and a vital region, make a
//! string safe as two vital regions do (see the module above): an
//! opponent move is answered in the one zone it was played in.

use std::collections::HashSet;

use super::{is_vital, kept_strings};
use crate::board::{Board, PointSet};
use crate::confirm::benson::Region;
use crate::types::{Color, Point};

/// The most points of a zone: its reading is then exhaustive and small.
const MAX_ZONE: usize = 5;

/// Disjoint vital zones of `region`, a region of `color` too large to
/// read, each with the strings it keeps a liberty for.
pub(super) fn vital_zones(
    board: &Board,
    color: Color,
    region: &Region,
) -> Vec<(Region, Vec<Point>)> {
    let mut in_region = PointSet::default();
    for &p in &region.points {
        in_region.insert(p);
    }
    let mut taken = PointSet::default();
    let mut tried: HashSet<Vec<Point>> = HashSet::new();
    let mut zones = Vec::new();
    let free = |taken: &PointSet, p: Point| {
        board.is_empty(p) && !taken.contains(p) && in_region.contains(p)
    };
    for &start in &region.points {
        if !free(&taken, start) || !touches(board, start, color) {
            continue;
        }
        // The zones grown from `start` in breadth-first order, smallest
        // first: the first vital one is kept.
        let grown = grow(board, start, |p| free(&taken, p));
        for size in 2..=grown.len() {
            let mut zone = grown[..size].to_vec();
            zone.sort();
            if !tried.insert(zone.clone()) {
                continue;
            }
            if let Some(found) = vital_zone(board, color, &in_region, zone) {
                for &p in &found.0.points {
                    taken.insert(p);
                }
                zones.push(found);
                break;
            }
        }
    }
    zones
}

/// The points through `start` that `inside` allows, up to [`MAX_ZONE`], in
/// breadth-first order.
fn grow(board: &Board, start: Point, inside: impl Fn(Point) -> bool) -> Vec<Point> {
    let mut points = vec![start];
    let mut i = 0;
    while i < points.len() && points.len() < MAX_ZONE {
        let p = points[i];
        i += 1;
        for n in p.neighbors() {
            if board.is_on_board(n) && inside(n) && !points.contains(&n) && points.len() < MAX_ZONE
            {
                points.push(n);
            }
        }
    }
    points
}

fn touches(board: &Board, p: Point, color: Color) -> bool {
    p.neighbors()
        .into_iter()
        .any(|n| board.is_on_board(n) && board.color_at(n) == Some(color))
}

/// The zone of empty points `points` of the region whose points are
/// `in_region`, with the strings it is vital to, if it is (see the
/// module).
fn vital_zone(
    board: &Board,
    color: Color,
    in_region: &PointSet,
    points: Vec<Point>,
) -> Option<(Region, Vec<Point>)> {
    let attacker = color.opponent();
    let in_zone = |p: Point| points.contains(&p);
    let mut separator: Vec<Point> = points
        .iter()
        .flat_map(|p| p.neighbors())
        .filter(|&n| board.is_on_board(n) && in_region.contains(n) && !in_zone(n))
        .collect();
    separator.sort();
    separator.dedup();
    // Where every point of the zone touches the separator, the opponent
    // fills it all, each stone joined to one that is never captured.
    let inner = |p: &Point| !p.neighbors().iter().any(|n| separator.contains(n));
    if !points.iter().any(inner) {
        return None;
    }
    let mut model = board.clone();
    let mut placed = 0;
    for &s in &separator {
        if model.is_empty(s) {
            model.setup_stone(attacker, s);
            placed += 1;
        }
    }
    // The stones put there take nothing and stand.
    if model.stone_count(color) != board.stone_count(color)
        || model.stone_count(attacker) != board.stone_count(attacker) + placed
    {
        return None;
    }
    // Every opponent string next to the zone keeps a liberty no move in
    // the zone can take: it is never captured in the reading.
    let immortal = points.iter().flat_map(|p| p.neighbors()).all(|n| {
        !model.is_on_board(n)
            || model.color_at(n) != Some(attacker)
            || model.liberties_of(n).any(|l| !in_zone(l))
    });
    if !immortal {
        return None;
    }
    let mut borders: Vec<Point> = points
        .iter()
        .flat_map(|p| p.neighbors())
        .filter(|&n| board.is_on_board(n) && board.color_at(n) == Some(color))
        .map(|n| board.string_head(n))
        .collect();
    borders.sort();
    borders.dedup();
    let zone = Region {
        points,
        borders,
        vital_to: Vec::new(),
        all_touch_wall: false,
        reaches_off: false,
    };
    let kept = kept_strings(&model, &zone);
    (!kept.is_empty() && is_vital(&model, color, &zone, &kept)).then_some((zone, kept))
}

#[cfg(test)]
mod tests {
    use super::super::{safe_strings, READABLE};
    use super::*;
    use crate::confirm::benson;

    fn pt(s: &str) -> Point {
        Point::parse_gtp(s, 7).unwrap()
    }

    /// The black wall's only space below is one region of 22 points, too
    /// large to read whole, with a corridor of three points at each end
    /// (A2-A4, G2-G4). White holding all the rest for good, Black keeps an
    /// eye in each: a white stone at A2 is answered at A3, one at A3 at A2,
    /// one at A4 taken at A3.
    const TWO_POCKETS: &str = "
        .......
        OOOOOOO
        XXXXXXX
        .X...X.
        .X...X.
        .X...X.
        .......";

    #[test]
    fn two_corridors_of_a_large_region_make_the_wall_safe() {
        let board = Board::from_ascii(TWO_POCKETS).unwrap();
        let wall = board.string_head(pt("A5"));
        assert!(!benson::pass_alive(&board, Color::Black)
            .strings
            .contains(&wall));
        let below = benson::regions(&board, Color::Black)
            .into_iter()
            .find(|r| r.points.contains(&pt("D2")))
            .unwrap();
        assert!(below.points.len() > READABLE.points);
        let zones = vital_zones(&board, Color::Black, &below);
        assert_eq!(zones.len(), 2);
        assert!(zones[0].0.points.contains(&pt("A4")));
        assert!(zones[1].0.points.contains(&pt("G4")));
        assert!(zones.iter().all(|(_, kept)| kept == &vec![wall]));
        assert!(safe_strings(&board, Color::Black).contains(&wall));
    }

    /// Corridors of two points: White, holding A2 for good, plays A3 and
    /// then A4, and Black keeps no liberty there. No zone, no safety.
    #[test]
    fn corridors_of_two_points_are_no_zone() {
        let board = Board::from_ascii(
            "
            .......
            OOOOOOO
            XXXXXXX
            .X...X.
            .X...X.
            .......
            .......",
        )
        .unwrap();
        let wall = board.string_head(pt("A5"));
        assert!(!safe_strings(&board, Color::Black).contains(&wall));
    }
}
