//! Handicap placement: the GTP v2 fixed table, and the traditional points
//! for free handicap (10 to 13 stones continue on the 3-3 points in the
//! order of the first four hoshi, as the Hungarian introduction teaches).

use crate::game::GameError;
use crate::types::Point;

/// Largest fixed handicap a board side allows (GTP v2 / GNU Go): 9 on odd
/// sides from 9 up, 4 on other sides from 7 up, none below 7.
pub fn max_fixed(size: usize) -> usize {
    if size % 2 == 1 && size >= 9 {
        9
    } else if size >= 7 {
        4
    } else {
        0
    }
}

/// The fixed handicap points for `stones` on a board of `size`, or
/// [`GameError::InvalidHandicap`] when the board does not allow that many.
pub fn fixed(size: usize, stones: usize) -> Result<Vec<Point>, GameError> {
    if stones < 2 || stones > max_fixed(size) {
        return Err(GameError::InvalidHandicap);
    }
    // Distance from the edge: the 4th line from 13x13 up, else the 3rd.
    let edge = if size >= 13 { 3 } else { 2 };
    let (lo, hi, mid) = (edge, size - 1 - edge, size / 2);
    let p = Point::new;
    // The order of the GTP table: D4 Q16 D16 Q4, then sides, then centre.
    let corners = [p(lo, lo), p(hi, hi), p(lo, hi), p(hi, lo)];
    let mut out: Vec<Point> = corners.iter().copied().take(stones.min(4)).collect();
    let sides_lr = [p(lo, mid), p(hi, mid)];
    let sides_tb = [p(mid, lo), p(mid, hi)];
    match stones {
        5 => out.push(p(mid, mid)),
        6 => out.extend(sides_lr),
        7 => {
            out.extend(sides_lr);
            out.push(p(mid, mid));
        }
        8 => {
            out.extend(sides_lr);
            out.extend(sides_tb);
        }
        9 => {
            out.extend(sides_lr);
            out.extend(sides_tb);
            out.push(p(mid, mid));
        }
        _ => {}
    }
    Ok(out)
}

/// Free handicap placement chosen by the engine: the fixed points up to 9,
/// then the 3-3 points (19x19: C3 R17 C17 R3) for 10 to 13, then further
/// points spread over the board. [`GameError::InvalidHandicap`] if the
/// board cannot take `stones`.
pub fn free(size: usize, stones: usize) -> Result<Vec<Point>, GameError> {
    if stones < 2 || stones > size * size - 1 {
        return Err(GameError::InvalidHandicap);
    }
    let base = max_fixed(size).min(stones);
    let mut out = if base >= 2 {
        fixed(size, base)?
    } else {
        Vec::new()
    };
    if out.len() < stones && base == 9 && size >= 13 {
        // Art. of placement: 3-3 points in the hoshi order D4 Q16 D16 Q4.
        let (lo, hi) = (2, size - 3);
        let san_san = [
            Point::new(lo, lo),
            Point::new(hi, hi),
            Point::new(lo, hi),
            Point::new(hi, lo),
        ];
        out.extend(san_san.into_iter().take(stones - out.len()));
    }
    // Beyond the traditional points: spread the rest, centre-first on a
    // lattice of every other point, then any point left.
    if out.len() < stones {
        let mut rest: Vec<Point> = (0..size)
            .flat_map(|y| (0..size).map(move |x| Point::new(x, y)))
            .filter(|q| !out.contains(q))
            .collect();
        let c = (size - 1) as isize;
        rest.sort_by_key(|q| {
            let (x, y) = (q.x() as isize, q.y() as isize);
            let lattice = (x % 2 == 0 && y % 2 == 0) as isize;
            let edge_dist = x.min(y).min(c - x).min(c - y);
            (
                -lattice,
                -(edge_dist.min(3)),
                (2 * x - c).abs() + (2 * y - c).abs(),
                y,
                x,
            )
        });
        let need = stones - out.len();
        out.extend(rest.into_iter().take(need));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(points: &[Point]) -> Vec<String> {
        points.iter().map(|p| p.to_gtp()).collect()
    }

    #[test]
    fn gtp_table_19() {
        assert_eq!(names(&fixed(19, 2).unwrap()), ["D4", "Q16"]);
        assert_eq!(names(&fixed(19, 3).unwrap()), ["D4", "Q16", "D16"]);
        assert_eq!(
            names(&fixed(19, 5).unwrap()),
            ["D4", "Q16", "D16", "Q4", "K10"]
        );
        assert_eq!(
            names(&fixed(19, 6).unwrap()),
            ["D4", "Q16", "D16", "Q4", "D10", "Q10"]
        );
        assert_eq!(
            names(&fixed(19, 8).unwrap()),
            ["D4", "Q16", "D16", "Q4", "D10", "Q10", "K4", "K16"]
        );
        assert_eq!(fixed(19, 10), Err(GameError::InvalidHandicap));
        assert_eq!(names(&fixed(9, 4).unwrap()), ["C3", "G7", "C7", "G3"]);
        assert_eq!(
            names(&fixed(13, 5).unwrap()),
            ["D4", "K10", "D10", "K4", "G7"]
        );
        assert_eq!(fixed(10, 5), Err(GameError::InvalidHandicap));
        assert_eq!(fixed(6, 2), Err(GameError::InvalidHandicap));
    }

    #[test]
    fn free_continues_on_san_san() {
        let ten_to_13 = names(&free(19, 13).unwrap()[9..]);
        assert_eq!(ten_to_13, ["C3", "R17", "C17", "R3"]);
        let many = free(19, 40).unwrap();
        let mut dedup = many.clone();
        dedup.sort();
        dedup.dedup();
        assert_eq!(dedup.len(), 40);
        assert_eq!(free(5, 24).unwrap().len(), 24);
        assert_eq!(free(5, 25), Err(GameError::InvalidHandicap));
    }
}
