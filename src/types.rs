//! Small value types shared by every layer: colours, points, moves.

use std::fmt;

/// Largest board side kakunin accepts (GTP allows up to 25: columns A..Z without I).
pub const MAX_SIZE: usize = 25;
/// Smallest board side kakunin accepts.
pub const MIN_SIZE: usize = 2;
/// Row stride of the padded board array: one border column/row on each side.
pub const STRIDE: usize = MAX_SIZE + 2;
/// Length of every per-point array.
pub const ARRAY_LEN: usize = STRIDE * STRIDE;

/// One value for each colour, indexed by [`Color`]: prisoners, territory,
/// clocks.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByColor<T> {
    pub black: T,
    pub white: T,
}

impl<T> ByColor<T> {
    pub const fn new(black: T, white: T) -> ByColor<T> {
        ByColor { black, white }
    }

    /// Black's value for White's and the other way round.
    pub fn swapped(self) -> ByColor<T> {
        ByColor::new(self.white, self.black)
    }

    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> ByColor<U> {
        ByColor::new(f(self.black), f(self.white))
    }
}

impl ByColor<bool> {
    /// The one colour that is set, if only one is.
    pub fn only(self) -> Option<Color> {
        match (self.black, self.white) {
            (true, false) => Some(Color::Black),
            (false, true) => Some(Color::White),
            _ => None,
        }
    }
}

impl<T> From<[T; 2]> for ByColor<T> {
    /// Black's value first.
    fn from([black, white]: [T; 2]) -> ByColor<T> {
        ByColor::new(black, white)
    }
}

impl<T> std::ops::Index<Color> for ByColor<T> {
    type Output = T;
    fn index(&self, color: Color) -> &T {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }
}

impl<T> std::ops::IndexMut<Color> for ByColor<T> {
    fn index_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::Black => &mut self.black,
            Color::White => &mut self.white,
        }
    }
}

/// A player's colour.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    Black,
    White,
}

impl Color {
    pub const BOTH: [Color; 2] = [Color::Black, Color::White];

    #[inline]
    pub fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for Black, 1 for White: index into per-colour arrays.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// Parses GTP colour names (`b`, `black`, `w`, `white`), case-insensitive.
    pub fn parse(text: &str) -> Option<Color> {
        match text.to_ascii_lowercase().as_str() {
            "b" | "black" => Some(Color::Black),
            "w" | "white" => Some(Color::White),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }

    /// The name as a sentence starts with it: `Black` or `White`.
    pub fn title(self) -> &'static str {
        match self {
            Color::Black => "Black",
            Color::White => "White",
        }
    }

    /// The SGF property letter: `B` or `W`.
    pub fn letter(self) -> char {
        match self {
            Color::Black => 'B',
            Color::White => 'W',
        }
    }
}

/// An intersection of the board, as an index into the padded array.
/// Column `x` and row `y` count from 0 at the lower left (GTP's A1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u16);

impl Point {
    /// The point at column `x`, row `y` (both from 0). The caller keeps them
    /// below [`MAX_SIZE`]; the board checks them against its own size.
    #[inline]
    pub fn new(x: usize, y: usize) -> Point {
        debug_assert!(x < MAX_SIZE && y < MAX_SIZE);
        Point(((y + 1) * STRIDE + x + 1) as u16)
    }

    #[inline]
    pub(crate) fn from_index(index: usize) -> Point {
        Point(index as u16)
    }

    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    #[inline]
    pub fn x(self) -> usize {
        self.index() % STRIDE - 1
    }

    #[inline]
    pub fn y(self) -> usize {
        self.index() / STRIDE - 1
    }

    /// The four orthogonal neighbours (some may lie on the border).
    #[inline]
    pub fn neighbors(self) -> [Point; 4] {
        let i = self.0;
        [
            Point(i - STRIDE as u16),
            Point(i - 1),
            Point(i + 1),
            Point(i + STRIDE as u16),
        ]
    }

    /// The four diagonal neighbours (some may lie on the border).
    #[inline]
    pub fn diagonals(self) -> [Point; 4] {
        let i = self.0;
        let s = STRIDE as u16;
        [
            Point(i - s - 1),
            Point(i - s + 1),
            Point(i + s - 1),
            Point(i + s + 1),
        ]
    }

    /// Parses a GTP vertex such as `D4` or `z25` (case-insensitive, no `I`)
    /// for a board of side `size`. Returns `None` for anything else,
    /// including points off the board.
    pub fn parse_gtp(text: &str, size: usize) -> Option<Point> {
        let (x, y) = parse_gtp_coords(text)?;
        (x < size && y < size).then(|| Point::new(x, y))
    }

    /// The GTP name of the point, e.g. `D4`.
    pub fn to_gtp(self) -> String {
        let letters = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";
        format!("{}{}", letters[self.x()] as char, self.y() + 1)
    }
}

/// Column and row of a GTP vertex, without checking a board size.
pub fn parse_gtp_coords(text: &str) -> Option<(usize, usize)> {
    let bytes = text.as_bytes();
    if bytes.len() < 2 || bytes.len() > 3 {
        return None;
    }
    let letter = bytes[0].to_ascii_uppercase();
    let x = match letter {
        b'A'..=b'H' => letter - b'A',
        b'J'..=b'Z' => letter - b'A' - 1,
        _ => return None,
    } as usize;
    let digits = &text[1..];
    if !digits.bytes().all(|b| b.is_ascii_digit()) || digits.starts_with('0') {
        return None;
    }
    let row: usize = digits.parse().ok()?;
    if row == 0 || row > MAX_SIZE {
        return None;
    }
    Some((x, row - 1))
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_gtp())
    }
}

/// A move: a stone on a point, or a pass.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Pass,
    Place(Point),
}

impl Move {
    /// The point of a stone; `None` for a pass.
    pub fn point(self) -> Option<Point> {
        match self {
            Move::Pass => None,
            Move::Place(p) => Some(p),
        }
    }

    /// Parses a GTP move vertex: `pass` or a point (case-insensitive).
    pub fn parse_gtp(text: &str, size: usize) -> Option<Move> {
        if text.eq_ignore_ascii_case("pass") {
            Some(Move::Pass)
        } else {
            Point::parse_gtp(text, size).map(Move::Place)
        }
    }

    pub fn to_gtp(self) -> String {
        match self {
            Move::Pass => "PASS".to_string(),
            Move::Place(p) => p.to_gtp(),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_gtp())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vertices_round_trip_and_skip_i() {
        assert_eq!(Point::parse_gtp("A1", 19), Some(Point::new(0, 0)));
        assert_eq!(Point::parse_gtp("j1", 19), Some(Point::new(8, 0)));
        assert_eq!(Point::parse_gtp("I1", 19), None);
        assert_eq!(Point::parse_gtp("T19", 19), Some(Point::new(18, 18)));
        assert_eq!(Point::parse_gtp("T20", 19), None);
        assert_eq!(Point::parse_gtp("Z25", 25).unwrap().to_gtp(), "Z25");
        assert_eq!(Point::parse_gtp("A0", 19), None);
        assert_eq!(Point::parse_gtp("A01", 19), None);
        assert_eq!(Move::parse_gtp("PaSs", 9), Some(Move::Pass));
        for x in 0..25 {
            for y in 0..25 {
                let p = Point::new(x, y);
                assert_eq!((p.x(), p.y()), (x, y));
                assert_eq!(Point::parse_gtp(&p.to_gtp(), 25), Some(p));
            }
        }
    }
}
