//! Board mechanics only: stones, strings with exact liberty counts, captures,
//! the basic-ko point and Zobrist hashing. No rules policy lives here: which
//! moves a game allows (Art. 4, 6) or how a position is scored is decided by
//! the layers above, which ask this board what a move would do.
//!
//! The board is a plain value (fixed arrays, no heap), so copying it is the
//! undo of the searches: copy, play, drop.

use crate::types::{Color, Point, ARRAY_LEN, MAX_SIZE, MIN_SIZE, STRIDE};

/// What occupies an entry of the padded array.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Cell {
    Empty = 0,
    Black = 1,
    White = 2,
    Border = 3,
}

impl Cell {
    #[inline]
    pub fn stone(color: Color) -> Cell {
        match color {
            Color::Black => Cell::Black,
            Color::White => Cell::White,
        }
    }

    #[inline]
    pub fn color(self) -> Option<Color> {
        match self {
            Cell::Black => Some(Color::Black),
            Cell::White => Some(Color::White),
            _ => None,
        }
    }
}

/// A board side outside 2..=25.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BadSize(pub usize);

/// Zobrist keys, one per colour and array entry, fixed at compile time so
/// hashes are reproducible across runs and threads.
static ZOBRIST: [[u64; ARRAY_LEN]; 2] = zobrist_table();

const fn zobrist_table() -> [[u64; ARRAY_LEN]; 2] {
    let mut table = [[0u64; ARRAY_LEN]; 2];
    let mut state: u64 = 0x6b61_6b75_6e69_6e00; // "kakunin"
    let mut c = 0;
    while c < 2 {
        let mut i = 0;
        while i < ARRAY_LEN {
            // splitmix64
            state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            table[c][i] = z ^ (z >> 31);
            i += 1;
        }
        c += 1;
    }
    table
}

/// The Zobrist key of a stone of `color` on `p`.
#[inline]
pub fn zobrist(color: Color, p: Point) -> u64 {
    ZOBRIST[color.index()][p.index()]
}

/// A set of points as a bitset over the padded array (used for marking).
#[derive(Clone)]
pub struct PointSet([u64; ARRAY_LEN.div_ceil(64)]);

impl Default for PointSet {
    fn default() -> Self {
        PointSet([0; ARRAY_LEN.div_ceil(64)])
    }
}

impl PointSet {
    /// Inserts `p`; true if it was not there yet.
    #[inline]
    pub fn insert(&mut self, p: Point) -> bool {
        let (w, b) = (p.index() / 64, p.index() % 64);
        let fresh = self.0[w] & (1 << b) == 0;
        self.0[w] |= 1 << b;
        fresh
    }

    #[inline]
    pub fn contains(&self, p: Point) -> bool {
        self.0[p.index() / 64] & (1 << (p.index() % 64)) != 0
    }
}

/// The result of placing a stone, as far as mechanics go.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Placed {
    /// Opponent stones removed.
    pub captured: u32,
    /// Set when the move captured exactly one stone with a lone stone left
    /// in atari: the captured point, where an immediate recapture would
    /// retake exactly this stone (a ko).
    pub ko: Option<Point>,
}

#[derive(Clone)]
pub struct Board {
    size: u8,
    cells: [Cell; ARRAY_LEN],
    /// Circular list of the stones of each string.
    next: [u16; ARRAY_LEN],
    /// The representative stone of the string a stone belongs to.
    head: [u16; ARRAY_LEN],
    /// Exact liberty count, valid at string heads.
    libs: [u16; ARRAY_LEN],
    /// Number of stones, valid at string heads.
    stones: [u16; ARRAY_LEN],
    /// Empty points in no particular order, and each one's place in it.
    empties: [u16; MAX_SIZE * MAX_SIZE],
    empty_pos: [u16; ARRAY_LEN],
    empty_count: u16,
    /// The point of the last single-stone capture that left a ko (see
    /// [`Placed::ko`]), and the colour that may not retake there at once.
    ko: Option<(Point, Color)>,
    hash: u64,
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_ascii())
    }
}

impl PartialEq for Board {
    /// Boards are equal when they hold the same stones and ko point.
    fn eq(&self, other: &Board) -> bool {
        self.size == other.size && self.cells == other.cells && self.ko == other.ko
    }
}
impl Eq for Board {}

impl Board {
    pub fn new(size: usize) -> Result<Board, BadSize> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return Err(BadSize(size));
        }
        let mut board = Board {
            size: size as u8,
            cells: [Cell::Border; ARRAY_LEN],
            next: [0; ARRAY_LEN],
            head: [0; ARRAY_LEN],
            libs: [0; ARRAY_LEN],
            stones: [0; ARRAY_LEN],
            empties: [0; MAX_SIZE * MAX_SIZE],
            empty_pos: [0; ARRAY_LEN],
            empty_count: 0,
            ko: None,
            hash: 0,
        };
        for y in 0..size {
            for x in 0..size {
                let p = Point::new(x, y);
                board.cells[p.index()] = Cell::Empty;
                board.push_empty(p);
            }
        }
        Ok(board)
    }

    #[inline]
    pub fn size(&self) -> usize {
        self.size as usize
    }

    /// Every point of the board, row by row from A1.
    pub fn points(&self) -> impl Iterator<Item = Point> + use<> {
        let size = self.size();
        (0..size).flat_map(move |y| (0..size).map(move |x| Point::new(x, y)))
    }

    #[inline]
    pub fn cell(&self, p: Point) -> Cell {
        self.cells[p.index()]
    }

    #[inline]
    pub fn color_at(&self, p: Point) -> Option<Color> {
        self.cells[p.index()].color()
    }

    #[inline]
    pub fn is_empty(&self, p: Point) -> bool {
        self.cells[p.index()] == Cell::Empty
    }

    #[inline]
    pub fn is_on_board(&self, p: Point) -> bool {
        p.index() < ARRAY_LEN && self.cells[p.index()] != Cell::Border
    }

    /// Zobrist hash of the stones (not of the ko point or side to move).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The basic-ko point: where `color` may not play at once because it
    /// would retake the single stone just captured.
    #[inline]
    pub fn ko(&self) -> Option<(Point, Color)> {
        self.ko
    }

    #[inline]
    pub fn empty_points(&self) -> &[u16] {
        &self.empties[..self.empty_count as usize]
    }

    pub fn stone_count(&self, color: Color) -> usize {
        self.points()
            .filter(|&p| self.color_at(p) == Some(color))
            .count()
    }

    /// The representative point of the string at `p` (a stone).
    #[inline]
    pub fn string_head(&self, p: Point) -> Point {
        Point::from_index(self.head[p.index()] as usize)
    }

    /// Liberties of the string through `p` (a stone).
    #[inline]
    pub fn liberties(&self, p: Point) -> usize {
        self.libs[self.head[p.index()] as usize] as usize
    }

    /// Stones in the string through `p` (a stone).
    #[inline]
    pub fn string_size(&self, p: Point) -> usize {
        self.stones[self.head[p.index()] as usize] as usize
    }

    /// The stones of the string through `p`.
    pub fn string_stones(&self, p: Point) -> StringStones<'_> {
        StringStones {
            board: self,
            start: p.index() as u16,
            current: Some(p.index() as u16),
        }
    }

    /// The liberties of the string through `p`, each once.
    pub fn string_liberties(&self, p: Point) -> Vec<Point> {
        let mut seen = PointSet::default();
        let mut out = Vec::new();
        for s in self.string_stones(p) {
            for n in s.neighbors() {
                if self.is_empty(n) && seen.insert(n) {
                    out.push(n);
                }
            }
        }
        out
    }

    /// The connected set of points through `start` for which `inside`
    /// holds, and the points next to it on the board for which it does not
    /// (each once). Points of the set are added to `seen`.
    pub fn flood(
        &self,
        start: Point,
        inside: impl Fn(Point) -> bool,
        seen: &mut PointSet,
    ) -> (Vec<Point>, Vec<Point>) {
        let mut points = vec![start];
        let mut boundary = Vec::new();
        let mut outside_seen = PointSet::default();
        seen.insert(start);
        let mut i = 0;
        while i < points.len() {
            let p = points[i];
            i += 1;
            for n in p.neighbors() {
                if !self.is_on_board(n) {
                    continue;
                }
                if inside(n) {
                    if seen.insert(n) {
                        points.push(n);
                    }
                } else if outside_seen.insert(n) {
                    boundary.push(n);
                }
            }
        }
        (points, boundary)
    }

    /// Counts the liberties of the string through `p` from scratch (for
    /// checking the incremental counts).
    pub fn count_liberties_from_scratch(&self, p: Point) -> usize {
        let color = self.cell(p);
        let mut seen = PointSet::default();
        let mut stack = vec![p];
        seen.insert(p);
        let mut libs = 0;
        while let Some(s) = stack.pop() {
            for n in s.neighbors() {
                let c = self.cell(n);
                if c == color && seen.insert(n) {
                    stack.push(n);
                } else if c == Cell::Empty && seen.insert(n) {
                    libs += 1;
                }
            }
        }
        libs
    }

    /// Would a stone of `color` on the empty point `p` have a liberty once
    /// the opponent strings it captures are removed? (Ko not considered.)
    #[inline]
    pub fn is_suicide(&self, color: Color, p: Point) -> bool {
        let own = Cell::stone(color);
        for n in p.neighbors() {
            let c = self.cells[n.index()];
            if c == Cell::Empty {
                return false;
            }
            if c == Cell::Border {
                continue;
            }
            let libs = self.libs[self.head[n.index()] as usize];
            if (c == own) == (libs > 1) {
                // Own string with another liberty, or opponent string captured.
                return false;
            }
        }
        true
    }

    /// Is `p` an empty point where `color` may place a stone under the
    /// mechanics: empty, not suicide, not the basic-ko retake.
    #[inline]
    pub fn is_legal(&self, color: Color, p: Point) -> bool {
        self.is_on_board(p)
            && self.is_empty(p)
            && self.ko != Some((p, color))
            && !self.is_suicide(color, p)
    }

    /// Does `p` look like a one-point eye of `color`: every neighbour is
    /// `color` and the diagonals do not let the opponent cut it.
    #[inline]
    pub fn is_eye_like(&self, color: Color, p: Point) -> bool {
        let own = Cell::stone(color);
        for n in p.neighbors() {
            let c = self.cells[n.index()];
            if c != own && c != Cell::Border {
                return false;
            }
        }
        self.is_eye_like_diagonals(color, p)
    }

    /// The diagonal half of [`Board::is_eye_like`]: the opponent holds at
    /// most one diagonal point, none at the edge.
    #[inline]
    fn is_eye_like_diagonals(&self, color: Color, p: Point) -> bool {
        let opp = Cell::stone(color.opponent());
        let mut bad = 0;
        let mut edge = 0;
        for d in p.diagonals() {
            match self.cells[d.index()] {
                Cell::Border => edge = 1,
                c if c == opp => bad += 1,
                _ => {}
            }
        }
        bad + edge < 2
    }

    /// Records a pass for the mechanics: the ko point lapses.
    #[inline]
    pub fn pass(&mut self) {
        self.ko = None;
    }

    /// Places a stone the caller has checked (see [`Board::is_legal`] or
    /// [`Board::is_suicide`]): removes captured strings, merges strings,
    /// updates liberties, hash and the ko point.
    pub fn place(&mut self, color: Color, p: Point) -> Placed {
        debug_assert!(self.is_empty(p) && !self.is_suicide(color, p));
        let own = Cell::stone(color);
        let opp = Cell::stone(color.opponent());
        self.ko = None;
        let pi = p.index();
        self.cells[pi] = own;
        self.hash ^= zobrist(color, p);
        self.remove_empty(p);
        // A string of its own for now; the head must be fresh before the
        // liberty tests below look at the neighbours of p.
        self.head[pi] = pi as u16;
        self.next[pi] = pi as u16;
        self.stones[pi] = 1;
        self.libs[pi] = 0;

        // The neighbours, what holds them and (for stones) their heads.
        // Heads read at empty or border points are stale and only used
        // where the point holds a stone.
        let n = p.neighbors();
        let c = n.map(|q| self.cells[q.index()]);
        let h = [
            self.head[n[0].index()],
            self.head[n[1].index()],
            self.head[n[2].index()],
            self.head[n[3].index()],
        ];
        // later[k]: neighbour k is a stone of a string met at an earlier
        // neighbour (or a stale repeat at an empty or border point, which
        // no test below uses). Bitwise, not short-circuit: data, not
        // branches.
        let mut later = [false; 4];
        for k in 1..4 {
            for j in 0..k {
                later[k] |= (c[j] == c[k]) & (h[j] == h[k]);
            }
        }
        // first(k, colour): neighbour k holds a `colour` stone, the first
        // one of its string.
        let first = |k: usize, cell: Cell| (c[k] == cell) & !later[k];

        // Opponent strings lose the liberty p; those left without one go.
        let mut captured = 0;
        let mut last_captured = p;
        for (k, &head) in h.iter().enumerate() {
            if first(k, opp) {
                let libs = &mut self.libs[head as usize];
                *libs -= 1;
                if *libs == 0 {
                    captured += self.remove_string(Point::from_index(head as usize));
                    last_captured = Point::from_index(head as usize);
                }
            }
        }
        // The empty neighbours now, captured points included.
        let mut vacant = c.map(|c| c == Cell::Empty);
        if captured > 0 {
            vacant = n.map(|q| self.cells[q.index()] == Cell::Empty);
        }
        let mut empties = [Point::from_index(0); 4];
        let mut empty_count = 0;
        for (&q, &vacant) in n.iter().zip(&vacant) {
            empties[empty_count] = q;
            empty_count += vacant as usize;
        }
        let empties = &empties[..empty_count];
        let mut own_heads = [0u16; 4];
        let mut own_count = 0;
        for (k, &head) in h.iter().enumerate() {
            own_heads[own_count] = head;
            own_count += first(k, own) as usize;
        }

        match own_count {
            0 => {
                self.libs[pi] = empty_count as u16;
                let mut ko = None;
                if captured == 1 && empty_count == 1 {
                    ko = Some(last_captured);
                    self.ko = Some((last_captured, color.opponent()));
                }
                Placed { captured, ko }
            }
            1 => {
                // p joins one string: it keeps its liberties but p, and
                // gains the empty neighbours of p (distinct points) it did
                // not have.
                let string = own_heads[0];
                let mut libs = self.libs[string as usize] - 1;
                for &q in empties {
                    libs += !self.touches_string(q, own, string) as u16;
                }
                let head = self.merge(pi as u16, string);
                self.libs[head as usize] = libs;
                Placed { captured, ko: None }
            }
            _ => {
                self.join_several(own, pi, &own_heads[..own_count], empties);
                Placed { captured, ko: None }
            }
        }
    }

    /// Joins the new stone `pi` and the strings with heads `heads` (two or
    /// more, in the order of the neighbours of `pi`). The liberties are
    /// counted from the largest string's: they stay, less `pi`; the other
    /// strings' liberties and the empty neighbours of `pi` add those that
    /// are new to it.
    fn join_several(&mut self, own: Cell, pi: usize, heads: &[u16], empties: &[Point]) {
        let mut largest = 0;
        for i in 1..heads.len() {
            if self.stones[heads[i] as usize] > self.stones[heads[largest] as usize] {
                largest = i;
            }
        }
        let big = heads[largest];
        let mut libs = self.libs[big as usize] - 1;
        let mut counted = PointSet::default();
        for &q in empties {
            if counted.insert(q) && !self.touches_string(q, own, big) {
                libs += 1;
            }
        }
        for &h in heads.iter().filter(|&&h| h != big) {
            for s in self.string_stones(Point::from_index(h as usize)) {
                for q in s.neighbors() {
                    if self.cells[q.index()] == Cell::Empty
                        && counted.insert(q)
                        && !self.touches_string(q, own, big)
                    {
                        libs += 1;
                    }
                }
            }
        }
        let mut head = pi as u16;
        for &h in heads {
            head = self.merge(head, h);
        }
        self.libs[head as usize] = libs;
    }

    /// Is the point `q` next to a stone of the string with head `head`
    /// (whose stones are `own`)?
    #[inline]
    fn touches_string(&self, q: Point, own: Cell, head: u16) -> bool {
        q.neighbors().iter().fold(false, |t, n| {
            t | ((self.cells[n.index()] == own) & (self.head[n.index()] == head))
        })
    }

    /// Would a stone of `color` on `p`, an empty point of the board, be a
    /// move of a uniform random playout: the same as
    /// `is_legal(color, p) && !is_eye_like(color, p)` in one look at the
    /// neighbours.
    #[inline]
    pub(crate) fn is_playout_move(&self, color: Color, p: Point) -> bool {
        debug_assert!(self.is_on_board(p) && self.is_empty(p));
        let own = Cell::stone(color);
        let n = p.neighbors();
        let c = n.map(|q| self.cells[q.index()]);
        let result = if c.contains(&Cell::Empty) {
            // A liberty, and no eye.
            self.ko != Some((p, color))
        } else if c.iter().all(|&c| c == own || c == Cell::Border) {
            // An eye, or a point where the stone joins its neighbours: legal
            // when one of them has another liberty (nothing is captured).
            !self.is_eye_like_diagonals(color, p)
                && (0..4).any(|k| c[k] == own && self.liberties(n[k]) > 1)
                && self.ko != Some((p, color))
        } else {
            // Some opponent neighbours: a liberty when an own string has
            // another one or an opponent string is captured.
            (0..4).any(|k| c[k] != Cell::Border && (self.liberties(n[k]) == 1) == (c[k] != own))
                && self.ko != Some((p, color))
        };
        debug_assert_eq!(
            result,
            self.is_legal(color, p) && !self.is_eye_like(color, p)
        );
        result
    }

    /// Puts a stone on an empty point without captures (setup: handicap,
    /// SGF AB/AW). The caller checks that no string is left without liberty.
    pub fn setup_stone(&mut self, color: Color, p: Point) {
        self.place(color, p);
        self.ko = None;
    }

    /// Removes the string through `p` (a stone), as a capture does; returns
    /// the number of stones removed.
    pub fn remove_string(&mut self, p: Point) -> u32 {
        let color = self.cells[p.index()]
            .color()
            .expect("remove_string on a stone");
        let capturer = Cell::stone(color.opponent());
        let start = p.index() as u16;
        let mut s = start;
        let mut count = 0;
        loop {
            let sp = Point::from_index(s as usize);
            let next = self.next[s as usize];
            self.cells[s as usize] = Cell::Empty;
            self.hash ^= zobrist(color, sp);
            self.push_empty(sp);
            // Each distinct neighbouring string gains this point as a liberty.
            let mut seen = [u16::MAX; 4];
            for (k, n) in sp.neighbors().into_iter().enumerate() {
                if self.cells[n.index()] == capturer {
                    let h = self.head[n.index()];
                    if !seen[..k].contains(&h) {
                        seen[k] = h;
                        self.libs[h as usize] += 1;
                    }
                }
            }
            count += 1;
            s = next;
            if s == start {
                break;
            }
        }
        count
    }

    /// Joins the strings with heads `a` and `b` under the head of the larger
    /// (`a` on a tie) and returns it. Liberties are the caller's.
    fn merge(&mut self, a: u16, b: u16) -> u16 {
        let (big, small) = if self.stones[a as usize] >= self.stones[b as usize] {
            (a, b)
        } else {
            (b, a)
        };
        // Relabel the smaller string, splice the two circular lists.
        let mut s = small;
        loop {
            self.head[s as usize] = big;
            s = self.next[s as usize];
            if s == small {
                break;
            }
        }
        self.next.swap(big as usize, small as usize);
        self.stones[big as usize] += self.stones[small as usize];
        big
    }

    #[inline]
    fn push_empty(&mut self, p: Point) {
        self.empty_pos[p.index()] = self.empty_count;
        self.empties[self.empty_count as usize] = p.index() as u16;
        self.empty_count += 1;
    }

    #[inline]
    fn remove_empty(&mut self, p: Point) {
        let pos = self.empty_pos[p.index()] as usize;
        self.empty_count -= 1;
        let last = self.empties[self.empty_count as usize];
        self.empties[pos] = last;
        self.empty_pos[last as usize] = pos as u16;
    }

    /// A plain text picture, top row first (`X` black, `O` white).
    pub fn to_ascii(&self) -> String {
        let mut out = String::new();
        for y in (0..self.size()).rev() {
            for x in 0..self.size() {
                out.push(match self.cell(Point::new(x, y)) {
                    Cell::Black => 'X',
                    Cell::White => 'O',
                    _ => '.',
                });
            }
            out.push('\n');
        }
        out
    }

    /// Builds a board from rows of `X`, `O` and `.`, top row first; every
    /// string must keep a liberty. For tests and examples.
    pub fn from_ascii(rows: &str) -> Option<Board> {
        let lines: Vec<&str> = rows
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect();
        let size = lines.len();
        let mut board = Board::new(size).ok()?;
        for (row, line) in lines.iter().enumerate() {
            let chars: Vec<char> = line.chars().filter(|c| !c.is_whitespace()).collect();
            if chars.len() != size {
                return None;
            }
            for (x, ch) in chars.into_iter().enumerate() {
                let p = Point::new(x, size - 1 - row);
                match ch {
                    'X' | 'x' | '#' => board.setup_stone(Color::Black, p),
                    'O' | 'o' => board.setup_stone(Color::White, p),
                    _ => {}
                }
            }
        }
        board
            .points()
            .all(|p| board.is_empty(p) || board.liberties(p) > 0)
            .then_some(board)
    }

    /// Width of a row in the padded array (for code that walks it).
    pub const STRIDE: usize = STRIDE;
}

/// Iterator over the stones of one string.
pub struct StringStones<'a> {
    board: &'a Board,
    start: u16,
    current: Option<u16>,
}

impl Iterator for StringStones<'_> {
    type Item = Point;

    #[inline]
    fn next(&mut self) -> Option<Point> {
        let cur = self.current?;
        let next = self.board.next[cur as usize];
        self.current = (next != self.start).then_some(next);
        Some(Point::from_index(cur as usize))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(s: &str, size: usize) -> Point {
        Point::parse_gtp(s, size).unwrap()
    }

    #[test]
    fn capture_and_liberties() {
        let mut b = Board::new(9).unwrap();
        b.place(Color::Black, pt("E5", 9));
        assert_eq!(b.liberties(pt("E5", 9)), 4);
        for v in ["E6", "E4", "D5"] {
            b.place(Color::White, pt(v, 9));
        }
        assert_eq!(b.liberties(pt("E5", 9)), 1);
        let placed = b.place(Color::White, pt("F5", 9));
        assert_eq!(placed.captured, 1);
        assert!(b.is_empty(pt("E5", 9)));
        assert_eq!(b.liberties(pt("E6", 9)), 4);
    }

    #[test]
    fn suicide_and_ko() {
        let mut b = Board::from_ascii(
            "
            .XO..
            X.XO.
            .XO..
            .....
            .....",
        )
        .unwrap();
        assert!(b.is_suicide(Color::White, pt("A5", 5)));
        assert!(!b.is_suicide(Color::Black, pt("A5", 5)));
        // White captures at B4 (the ko), Black may not retake at C4 at once.
        let placed = b.place(Color::White, pt("B4", 5));
        assert_eq!(placed.captured, 1);
        assert_eq!(placed.ko, Some(pt("C4", 5)));
        assert!(!b.is_legal(Color::Black, pt("C4", 5)));
        b.pass();
        assert!(b.is_legal(Color::Black, pt("C4", 5)));
    }

    #[test]
    fn hash_returns_after_capture_cycle() {
        let mut b = Board::new(5).unwrap();
        let empty = b.hash();
        b.place(Color::Black, pt("A1", 5));
        assert_ne!(b.hash(), empty);
        b.place(Color::White, pt("A2", 5));
        b.place(Color::White, pt("B1", 5));
        assert_eq!(b.color_at(pt("A1", 5)), None);
        let mut c = Board::new(5).unwrap();
        c.place(Color::White, pt("B1", 5));
        c.place(Color::White, pt("A2", 5));
        assert_eq!(b.hash(), c.hash());
    }
}
