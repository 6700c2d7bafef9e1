//! Board mechanics only: stones, strings with exact liberty counts, captures,
//! the basic-ko point and Zobrist hashing. No rules policy lives here: which
//! moves a game allows (Art. 4, 6) or how a position is scored is decided by
//! the layers above, which ask this board what a move would do.
//!
//! The board is a plain value (fixed arrays, no heap), so copying it is the
//! undo of the searches: copy, play, drop.

use std::hint::select_unpredictable;

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

/// One in every byte of a `u32` of four packed cells.
const ONES: u32 = 0x0101_0101;

/// The indices of the four neighbours of index `i`, in the order of
/// [`Point::neighbors`].
#[inline(always)]
fn neighbor_indices(i: usize) -> [usize; 4] {
    [i - STRIDE, i - 1, i + 1, i + STRIDE]
}

/// Bit k set when byte k of the four packed cells `w` holds `cell`.
#[inline(always)]
fn byte_mask(w: u32, cell: Cell) -> u32 {
    let x = w ^ (cell as u32 * ONES);
    // Cells are below 4: a byte is zero when its two low bits are.
    let zero = !(x | (x >> 1)) & ONES;
    // Gather bits 0, 8, 16 and 24 into bits 24..28.
    zero.wrapping_mul(0x0102_0408) >> 24 & 0xf
}

/// The number of bits set in a 4-bit mask.
#[inline(always)]
fn count4(m: u32) -> u32 {
    debug_assert!(m < 16);
    ((0x4332_3221_3221_2110u64 >> (4 * m)) & 0xf) as u32
}

/// Is one of four packed cells empty (0)? Cells are below 4.
#[inline(always)]
fn has_empty(w: u32) -> bool {
    (w | (w >> 1)) & ONES != ONES
}

/// Are all four packed cells stones of `color` or border?
#[inline(always)]
fn all_own_or_border(w: u32, color: Color) -> bool {
    let own = Cell::stone(color) as u32 * ONES;
    w & own == own
}

/// A set of points as a bitset over the padded array (used for marking).
#[derive(Clone, Debug)]
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

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
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

pub struct Board {
    size: u8,
    cells: [Cell; ARRAY_LEN],
    /// Circular list of the stones of each string.
    next: [u16; ARRAY_LEN],
    /// The representative stone of the string a stone belongs to; 0 (a
    /// border point, no string's head) at empty and border points.
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

impl Clone for Board {
    fn clone(&self) -> Board {
        Board {
            size: self.size,
            cells: self.cells,
            next: self.next,
            head: self.head,
            libs: self.libs,
            stones: self.stones,
            empties: self.empties,
            empty_pos: self.empty_pos,
            empty_count: self.empty_count,
            ko: self.ko,
            hash: self.hash,
        }
    }

    /// Copies field by field into the existing board: no temporary board
    /// is built and moved (a search copies one per position it tries).
    /// Between boards of one size, only the rows of that size (border rows
    /// included) and the listed empty points are copied: the rest of each
    /// array is what [`Board::new`] wrote for that size and never changes,
    /// or, past the empty count, is never read.
    fn clone_from(&mut self, source: &Board) {
        // Every field by name: a new field that is not copied here does
        // not compile.
        let Board {
            size,
            cells,
            next,
            head,
            libs,
            stones,
            empties,
            empty_pos,
            empty_count,
            ko,
            hash,
        } = source;
        let (used, listed) = if self.size == *size {
            ((usize::from(*size) + 2) * STRIDE, usize::from(*empty_count))
        } else {
            (ARRAY_LEN, empties.len())
        };
        self.size = *size;
        self.cells[..used].copy_from_slice(&cells[..used]);
        self.next[..used].copy_from_slice(&next[..used]);
        self.head[..used].copy_from_slice(&head[..used]);
        self.libs[..used].copy_from_slice(&libs[..used]);
        self.stones[..used].copy_from_slice(&stones[..used]);
        self.empties[..listed].copy_from_slice(&empties[..listed]);
        self.empty_pos[..used].copy_from_slice(&empty_pos[..used]);
        self.empty_count = *empty_count;
        self.ko = *ko;
        self.hash = *hash;
    }
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

    /// The basic-ko point, a fact of the last move: a stone of `color` on
    /// it would retake at once the single stone that move captured.
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

    /// Is `p` a stone, the head of its string (one point a string)?
    #[inline]
    pub fn is_string_head(&self, p: Point) -> bool {
        self.color_at(p).is_some() && self.string_head(p) == p
    }

    /// The head of every string on the board, in point order: one point a
    /// string.
    pub fn string_heads(&self) -> impl Iterator<Item = Point> + '_ {
        self.points().filter(move |&p| self.is_string_head(p))
    }

    /// The heads of the strings of `color`, in point order.
    pub fn string_heads_of(&self, color: Color) -> impl Iterator<Item = Point> + '_ {
        self.string_heads()
            .filter(move |&p| self.color_at(p) == Some(color))
    }

    /// The liberties of the string through `p`, each once.
    pub fn string_liberties(&self, p: Point) -> Vec<Point> {
        self.liberties_of(p).collect()
    }

    /// The liberties of the string through `p`, each once, in the order
    /// of [`Board::string_liberties`], without collecting them: the
    /// confirmation search asks for them at every position.
    pub fn liberties_of(&self, p: Point) -> Liberties<'_> {
        Liberties {
            stones: self.string_stones(p),
            stone: None,
            next_neighbor: 4,
            seen: PointSet::default(),
        }
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

    /// The cells of the four neighbours of the point at index `i`, one byte
    /// each in the order of [`Point::neighbors`] (lowest byte first).
    #[inline(always)]
    fn neighbor_cells(&self, i: usize) -> u32 {
        let w = &self.cells[i - STRIDE..=i + STRIDE];
        u32::from_le_bytes([
            w[0] as u8,
            w[STRIDE - 1] as u8,
            w[STRIDE + 1] as u8,
            w[2 * STRIDE] as u8,
        ])
    }

    /// The cells of the four diagonal neighbours of the point at index `i`,
    /// one byte each.
    #[inline(always)]
    fn diagonal_cells(&self, i: usize) -> u32 {
        let w = &self.cells[i - STRIDE - 1..=i + STRIDE + 1];
        u32::from_le_bytes([
            w[0] as u8,
            w[2] as u8,
            w[2 * STRIDE] as u8,
            w[2 * STRIDE + 2] as u8,
        ])
    }

    /// Liberties of the string of the stone at index `i`.
    #[inline(always)]
    fn libs_at(&self, i: usize) -> u16 {
        self.libs[self.head[i] as usize]
    }

    /// Given the packed neighbour cells `w` of `p` (no empty one among
    /// them): would a stone of `color` on `p` have a liberty once the
    /// opponent strings it captures are removed?
    #[inline(always)]
    fn has_liberty_without_empty(&self, color: Color, p: Point, w: u32) -> bool {
        let own = Cell::stone(color) as u32;
        let n = neighbor_indices(p.index());
        let mut any = false;
        for (k, &q) in n.iter().enumerate() {
            let c = (w >> (8 * k)) & 0xff;
            if c != Cell::Border as u32 {
                // Own string with another liberty, or opponent string captured.
                any |= (self.libs_at(q) > 1) == (c == own);
            }
        }
        any
    }

    /// Would a stone of `color` on the empty point `p` be left without a
    /// liberty once the opponent strings it captures are removed?
    #[inline]
    pub fn would_be_suicide(&self, color: Color, p: Point) -> bool {
        let w = self.neighbor_cells(p.index());
        !has_empty(w) && !self.has_liberty_without_empty(color, p, w)
    }

    /// Would a stone of `color` on `p` retake at once the single stone
    /// the last move captured in a ko shape (see [`Board::ko`])? Whether
    /// that is allowed is the rules' to say (`rules::may_place`).
    #[inline]
    pub fn retakes_ko(&self, color: Color, p: Point) -> bool {
        self.ko == Some((p, color))
    }

    /// The liberties the string of a `color` stone on the empty point `p`
    /// would have, counted up to `cap` (at most 4), when the stone
    /// captures nothing; `None` when it would capture, since the count
    /// then needs the move played. Reads the board in place: the playouts
    /// ask this of many moves they never play.
    pub fn liberties_after(&self, color: Color, p: Point, cap: usize) -> Option<usize> {
        debug_assert!(cap <= 4 && self.is_empty(p));
        let own = Cell::stone(color);
        let opponent = Cell::stone(color.opponent());
        let neighbors = neighbor_indices(p.index());
        if neighbors
            .iter()
            .any(|&n| self.cells[n] == opponent && self.libs_at(n) == 1)
        {
            return None;
        }
        let mut found = [0u16; 4];
        let mut count = 0;
        let mut heads = [0u16; 4];
        let mut add = |q: usize, count: &mut usize| {
            if q != p.index() && !found[..*count].contains(&(q as u16)) {
                found[*count] = q as u16;
                *count += 1;
            }
        };
        for (k, n) in neighbors.into_iter().enumerate() {
            let cell = self.cells[n];
            if cell == Cell::Empty {
                add(n, &mut count);
            } else if cell == own {
                let head = self.head[n];
                if heads[..k].contains(&head) {
                    continue;
                }
                heads[k] = head;
                for s in self.string_stones(Point::from_index(n)) {
                    for m in neighbor_indices(s.index()) {
                        if self.cells[m] == Cell::Empty {
                            add(m, &mut count);
                            if count >= cap {
                                return Some(cap);
                            }
                        }
                    }
                }
            }
            if count >= cap {
                return Some(cap);
            }
        }
        Some(count)
    }

    /// The liberties the string of a `color` stone on the empty point `p`
    /// would have, counted up to `cap` (at most 4): read in place
    /// ([`Board::liberties_after`]), or on a copy with the stone played
    /// when it captures.
    pub fn liberties_when_played(&self, color: Color, p: Point, cap: usize) -> usize {
        self.liberties_after(color, p, cap).unwrap_or_else(|| {
            let mut after = self.clone();
            after.place(color, p);
            after.liberties(p).min(cap)
        })
    }

    /// Does `p` look like a one-point eye of `color`: every neighbour is
    /// `color` and the diagonals do not let the opponent cut it.
    #[inline]
    pub fn is_eye_like(&self, color: Color, p: Point) -> bool {
        all_own_or_border(self.neighbor_cells(p.index()), color)
            && self.is_eye_like_diagonals(color, p)
    }

    /// The diagonal half of [`Board::is_eye_like`]: the opponent holds at
    /// most one diagonal point, none at the edge.
    #[inline]
    fn is_eye_like_diagonals(&self, color: Color, p: Point) -> bool {
        let w = self.diagonal_cells(p.index());
        // Bytes equal to the opponent become 0, then 1 in `bad`.
        let x = w ^ (Cell::stone(color.opponent()) as u32 * ONES);
        let bad = !(x | (x >> 1)) & ONES;
        // Border bytes (3) have both low bits set.
        let edge = (w & (w >> 1) & ONES != 0) as u32;
        // The byte sum of `bad` lands in the top byte.
        (bad.wrapping_mul(ONES) >> 24) + edge < 2
    }

    /// Records a pass for the mechanics: the ko point lapses.
    #[inline]
    pub fn pass(&mut self) {
        self.ko = None;
    }

    /// Places a stone the caller has checked (see `rules::may_place`, or
    /// [`Board::would_be_suicide`]): removes captured strings, merges strings,
    /// updates liberties, hash and the ko point.
    pub fn place(&mut self, color: Color, p: Point) -> Placed {
        debug_assert!(self.is_empty(p) && !self.would_be_suicide(color, p));
        let own = Cell::stone(color);
        self.ko = None;
        let pi = p.index();
        // The neighbours, what holds them (as bit masks over the four) and
        // their heads (0 at empty and border points). The work is bitwise
        // rather than branching where it can be: the neighbours are random
        // in a playout, so branches on them mispredict.
        let n = neighbor_indices(pi);
        let w = self.neighbor_cells(pi);
        let h = [
            self.head[n[0]] as usize,
            self.head[n[1]] as usize,
            self.head[n[2]] as usize,
            self.head[n[3]] as usize,
        ];
        let empty = byte_mask(w, Cell::Empty);
        let own_mask = byte_mask(w, own);
        let opp_mask = byte_mask(w, Cell::stone(color.opponent()));
        // Bit k: neighbour k has the head of an earlier neighbour, for a
        // stone: it belongs to a string met before (empty and border points
        // all have head 0, which is no string's).
        let mut later = 0;
        for k in 1..4 {
            for j in 0..k {
                later |= ((h[j] == h[k]) as u32) << k;
            }
        }

        self.cells[pi] = own;
        self.hash ^= zobrist(color, p);
        self.remove_empty(p);
        // A string of its own for now; the head must be fresh before the
        // liberty tests below look at the neighbours of p.
        self.head[pi] = pi as u16;
        self.next[pi] = pi as u16;
        self.stones[pi] = 1;

        // Opponent strings lose the liberty p; the bits of `dead` mark
        // those left without one.
        let first_opp = opp_mask & !later;
        let mut dead = 0;
        let mut m = first_opp;
        while m != 0 {
            let k = m.trailing_zeros() as usize;
            m &= m - 1;
            let libs = self.libs[h[k]] - 1;
            self.libs[h[k]] = libs;
            dead |= ((libs == 0) as u32) << k;
        }
        let first_own = own_mask & !later;
        if dead != 0 {
            return self.capture(color, pi, &h, dead, first_own);
        }
        self.join(pi, &h, empty, first_own);
        Placed::default()
    }

    /// The rest of [`Board::place`] when the stone captures: removes the
    /// strings of the `dead` neighbours, then joins as without a capture
    /// and sets the ko point.
    #[inline(never)]
    fn capture(
        &mut self,
        color: Color,
        pi: usize,
        h: &[usize; 4],
        dead: u32,
        first_own: u32,
    ) -> Placed {
        let mut captured = 0;
        let mut last_captured = 0;
        for (k, &head) in h.iter().enumerate() {
            if dead & (1 << k) != 0 {
                captured += self.remove_string(Point::from_index(head));
                last_captured = head;
            }
        }
        // The liberties `remove_string` gave to p's string are recounted.
        let empty = byte_mask(self.neighbor_cells(pi), Cell::Empty);
        self.join(pi, h, empty, first_own);
        let mut ko = None;
        if first_own == 0 && captured == 1 && count4(empty) == 1 {
            let point = Point::from_index(last_captured);
            ko = Some(point);
            self.ko = Some((point, color.opponent()));
        }
        Placed { captured, ko }
    }

    /// Joins the new stone `pi` (a string of its own) and the own strings
    /// of the neighbours in `first_own` (heads in `h`) and sets the
    /// liberties; `empty` marks the empty neighbours.
    #[inline(always)]
    fn join(&mut self, pi: usize, h: &[usize; 4], empty: u32, first_own: u32) {
        if first_own == 0 {
            self.libs[pi] = count4(empty) as u16;
        } else if first_own & (first_own - 1) == 0 {
            // p joins one string: it keeps its liberties but p, and gains
            // the empty neighbours of p (distinct points) it did not have.
            let string = h[first_own.trailing_zeros() as usize];
            let n = neighbor_indices(pi);
            let mut libs = self.libs[string] - 1;
            for (k, &q) in n.iter().enumerate() {
                let vacant = (empty >> k) & 1;
                // Only on-board points have neighbours to look at: p stands
                // in for the others (a select, not a branch). The neighbour
                // of q back towards p is p, no stone of the string.
                let q = select_unpredictable(vacant != 0, q, pi);
                libs += (vacant & !self.touches_string_but(q, 3 - k, string as u16) as u32) as u16;
            }
            // The single stone p joins the string, which keeps its head
            // unless it is a single stone too (as in `join_several`).
            let size = self.stones[string];
            let tie = size == 1;
            let head = select_unpredictable(tie, pi, string);
            let other = select_unpredictable(tie, string, pi);
            self.head[other] = head as u16;
            self.next.swap(pi, string);
            self.stones[head] = size + 1;
            self.libs[head] = libs;
        } else {
            self.join_several(pi, h, empty, first_own);
        }
    }

    /// Joins the new stone `pi` and the own strings of the neighbours in
    /// `first_own` (two or more; heads in `h`) and sets the liberties.
    /// Head and order of the stones are those of merging the strings one by
    /// one in the order of the neighbours, starting from p, each time under
    /// the head of the larger (the one so far on a tie) and splicing the
    /// circular lists at the two heads.
    ///
    /// The liberties are counted from the largest string's (`base`): they
    /// stay, less p; the empty neighbours of p and of the other strings'
    /// stones add those not next to a stone labelled `base` yet. Each
    /// stone is labelled `base` once its neighbours are done, so a point is
    /// counted at the first stone next to it and only there.
    #[inline(never)]
    fn join_several(&mut self, pi: usize, h: &[usize; 4], empty: u32, first_own: u32) {
        let mut heads = [0; 4];
        let mut count = 0;
        for (k, &head) in h.iter().enumerate() {
            heads[count] = head;
            count += ((first_own >> k) & 1) as usize;
        }
        let heads = &heads[..count];
        let mut base = heads[0];
        for &h in &heads[1..] {
            if self.stones[h] > self.stones[base] {
                base = h;
            }
        }
        let label = base as u16;
        let mut libs = self.libs[base] - 1;
        // The neighbour of q back towards p or s is not labelled yet.
        for (k, q) in neighbor_indices(pi).into_iter().enumerate() {
            if (empty >> k) & 1 != 0 {
                libs += !self.touches_string_but(q, 3 - k, label) as u16;
            }
        }
        self.head[pi] = label;
        for &h in heads.iter().filter(|&&h| h != base) {
            let mut s = h;
            loop {
                for (k, q) in neighbor_indices(s).into_iter().enumerate() {
                    if self.cells[q] == Cell::Empty {
                        libs += !self.touches_string_but(q, 3 - k, label) as u16;
                    }
                }
                self.head[s] = label;
                s = self.next[s] as usize;
                if s == h {
                    break;
                }
            }
        }
        // Splice the lists and pick the head as merging one by one does.
        let mut head = pi;
        let mut stones = 1;
        for &h in heads {
            self.next.swap(head, h);
            let size = self.stones[h];
            if size > stones {
                head = h;
            }
            stones += size;
        }
        if head != base {
            let mut s = head;
            loop {
                self.head[s] = head as u16;
                s = self.next[s] as usize;
                if s == head {
                    break;
                }
            }
        }
        self.stones[head] = stones;
        self.libs[head] = libs;
    }

    /// Is the point at index `q` next to a stone of the string with head
    /// `head`, not looking at its neighbour `skip` (in the order of
    /// [`Point::neighbors`])? Empty and border points have head 0, which is
    /// no string's.
    #[inline(always)]
    fn touches_string_but(&self, q: usize, skip: usize, head: u16) -> bool {
        let mut t = false;
        for (j, n) in neighbor_indices(q).into_iter().enumerate() {
            if j != skip {
                t |= self.head[n] == head;
            }
        }
        t
    }

    /// Would a stone of `color` on `p`, an empty point of the board, be a
    /// move of a uniform random playout: the same as
    /// `is_legal(color, p) && !is_eye_like(color, p)` in one look at the
    /// neighbours.
    #[inline]
    pub(crate) fn is_playout_move(&self, color: Color, p: Point) -> bool {
        debug_assert!(self.is_on_board(p) && self.is_empty(p));
        self.is_playout_move_at(color, p.index(), self.ko_index(color))
    }

    /// The index of the point where `color` may not retake a ko, or 0 (a
    /// border point) when there is none.
    #[inline(always)]
    fn ko_index(&self, color: Color) -> usize {
        match self.ko {
            Some((k, c)) if c == color => k.index(),
            _ => 0,
        }
    }

    /// [`Board::is_playout_move`] at the index `i` of an empty point, with
    /// `ko` from [`Board::ko_index`].
    #[inline(always)]
    fn is_playout_move_at(&self, color: Color, i: usize, ko: usize) -> bool {
        let w = self.neighbor_cells(i);
        let result = if has_empty(w) {
            // A liberty, and no eye: the common case until late in a playout.
            i != ko
        } else {
            self.is_playout_move_surrounded(color, i, w) & (i != ko)
        };
        debug_assert_eq!(
            result,
            !self.retakes_ko(color, Point::from_index(i))
                && !self.would_be_suicide(color, Point::from_index(i))
                && !self.is_eye_like(color, Point::from_index(i))
        );
        result
    }

    /// [`Board::is_playout_move`] (ko aside) at the index `i` of an empty
    /// point whose neighbours `w` hold no empty point. Worked out and
    /// combined bitwise, not short-circuit: the outcome of each test is
    /// random in a playout, so branches on them mispredict.
    #[inline(always)]
    fn is_playout_move_surrounded(&self, color: Color, i: usize, w: u32) -> bool {
        let own = Cell::stone(color) as u32;
        let mut liberty = false;
        for (k, &q) in neighbor_indices(i).iter().enumerate() {
            let c = (w >> (8 * k)) & 0xff;
            // Own string with another liberty, or opponent string captured
            // (the liberties read at a border are stale and not used).
            liberty |= (c != Cell::Border as u32) & ((self.libs_at(q) > 1) == (c == own));
        }
        // A stone joining only its own strings: an eye when the diagonals
        // hold it, else a legal move when one of them has another liberty.
        let eye =
            all_own_or_border(w, color) & self.is_eye_like_diagonals(color, Point::from_index(i));
        liberty & !eye
    }

    /// The first playout move (see [`Board::is_playout_move`]) for `color`
    /// in the list of empty points from place `start` on, wrapping around
    /// to its beginning, or `None` when there is none. `start` is below the
    /// number of empty points.
    #[inline]
    pub(crate) fn first_playout_move(&self, color: Color, start: usize) -> Option<Point> {
        let empties = self.empty_points();
        debug_assert!(start < empties.len());
        let ko = self.ko_index(color);
        let (before, after) = empties.split_at(start);
        for part in [after, before] {
            for &e in part {
                if self.is_playout_move_at(color, e as usize, ko) {
                    return Some(Point::from_index(e as usize));
                }
            }
        }
        None
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
            let si = s as usize;
            let next = self.next[si];
            self.cells[si] = Cell::Empty;
            self.head[si] = 0;
            self.hash ^= zobrist(color, Point::from_index(si));
            self.push_empty(Point::from_index(si));
            // Each distinct neighbouring string gains this point as a
            // liberty. Bitwise, as in `place`: the other neighbours add 0
            // (at head 0, or at the head of the string removed).
            let n = neighbor_indices(si);
            let hit = [
                self.cells[n[0]] == capturer,
                self.cells[n[1]] == capturer,
                self.cells[n[2]] == capturer,
                self.cells[n[3]] == capturer,
            ];
            let h = [
                self.head[n[0]] as usize,
                self.head[n[1]] as usize,
                self.head[n[2]] as usize,
                self.head[n[3]] as usize,
            ];
            for k in 0..4 {
                // Equal heads: the same string (or both not stones).
                let mut fresh = hit[k];
                for j in 0..k {
                    fresh &= h[j] != h[k];
                }
                self.libs[h[k]] += fresh as u16;
            }
            count += 1;
            s = next;
            if s == start {
                break;
            }
        }
        count
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

/// Iterator over the liberties of one string (see [`Board::liberties_of`]).
pub struct Liberties<'a> {
    stones: StringStones<'a>,
    stone: Option<Point>,
    next_neighbor: usize,
    seen: PointSet,
}

impl Iterator for Liberties<'_> {
    type Item = Point;

    fn next(&mut self) -> Option<Point> {
        let board = self.stones.board;
        loop {
            if self.next_neighbor == 4 {
                self.stone = Some(self.stones.next()?);
                self.next_neighbor = 0;
            }
            let s = self.stone?;
            let n = s.neighbors()[self.next_neighbor];
            self.next_neighbor += 1;
            if board.is_empty(n) && self.seen.insert(n) {
                return Some(n);
            }
        }
    }
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

    /// A board copied in place over another of a different size and
    /// contents plays on exactly as the original: strings, liberties,
    /// empty points, ko and hash all came over.
    #[test]
    fn clone_from_copies_every_part_of_the_board() {
        let mut original = Board::from_ascii(
            "
            .XO..
            X.XO.
            .XO..
            .....
            .....",
        )
        .unwrap();
        // White takes C4 at B4, a ko.
        let placed = original.place(Color::White, pt("B4", 5));
        assert_eq!(placed.captured, 1);
        assert!(original.ko().is_some());
        // A board of another size is copied whole, one of the same size
        // only in the rows of that size: either plays on as the original.
        for (size, stone) in [(9, "E5"), (5, "A1")] {
            let mut original = original.clone();
            let mut copy = Board::new(size).unwrap();
            copy.place(Color::Black, pt(stone, size));
            copy.clone_from(&original);
            assert_eq!(copy.size(), 5);
            assert_eq!(copy, original);
            assert_eq!(copy.hash(), original.hash());
            assert_eq!(copy.ko(), original.ko());
            assert_eq!(copy.empty_points().len(), original.empty_points().len());
            for board in [&mut original, &mut copy] {
                board.place(Color::Black, pt("E1", 5));
            }
            assert_eq!(copy.to_ascii(), original.to_ascii());
            for p in original.points() {
                if original.color_at(p).is_some() {
                    assert_eq!(copy.liberties(p), original.liberties(p), "{p:?}");
                    assert_eq!(copy.string_size(p), original.string_size(p), "{p:?}");
                }
            }
            assert_eq!(copy.hash(), original.hash());
        }
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
        assert!(b.would_be_suicide(Color::White, pt("A5", 5)));
        assert!(!b.would_be_suicide(Color::Black, pt("A5", 5)));
        // White captures at B4 (the ko), Black may not retake at C4 at once.
        let placed = b.place(Color::White, pt("B4", 5));
        assert_eq!(placed.captured, 1);
        assert_eq!(placed.ko, Some(pt("C4", 5)));
        assert!(b.retakes_ko(Color::Black, pt("C4", 5)));
        b.pass();
        assert!(!b.retakes_ko(Color::Black, pt("C4", 5)));
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

    /// Random positions: a playout of random legal moves (captures, merges
    /// of several strings, ko) with the board checked after each.
    /// A stone the mechanics let `color` place on `p`: an empty point, no
    /// suicide, no retaking of the ko at once.
    fn placeable(board: &Board, color: Color, p: Point) -> bool {
        board.is_empty(p) && !board.retakes_ko(color, p) && !board.would_be_suicide(color, p)
    }

    fn random_positions(size: usize, seed: u64, mut check: impl FnMut(&Board, Color, Point)) {
        use rand::rngs::SmallRng;
        use rand::{RngExt, SeedableRng};
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut board = Board::new(size).unwrap();
        let mut color = Color::Black;
        for _ in 0..3 * size * size {
            let legal: Vec<Point> = board
                .points()
                .filter(|&p| placeable(&board, color, p))
                .collect();
            if legal.is_empty() {
                board.pass();
            } else {
                let p = legal[rng.random_range(0..legal.len())];
                check(&board, color, p);
                board.place(color, p);
            }
            color = color.opponent();
        }
    }

    #[test]
    fn first_playout_move_is_the_first_candidate_from_start() {
        for (size, seed) in [(5, 1), (9, 2), (13, 3), (19, 4)] {
            random_positions(size, seed, |board, _, _| {
                for color in Color::BOTH {
                    let empties: Vec<Point> = board
                        .empty_points()
                        .iter()
                        .map(|&e| Point::from_index(e as usize))
                        .collect();
                    for start in 0..empties.len() {
                        let expected = empties[start..]
                            .iter()
                            .chain(&empties[..start])
                            .copied()
                            .find(|&p| placeable(board, color, p) && !board.is_eye_like(color, p));
                        assert_eq!(board.first_playout_move(color, start), expected);
                    }
                }
            });
        }
    }

    /// The liberties counted in place are those of the move played, for
    /// every legal move of random positions and every cap; a capture is
    /// reported as one; the liberties listed are the string's, each once.
    #[test]
    fn liberties_after_match_the_move_played() {
        for (size, seed) in [(5, 11), (9, 12), (19, 13)] {
            random_positions(size, seed, |board, _, _| {
                for color in Color::BOTH {
                    for p in board.points().filter(|&p| placeable(board, color, p)) {
                        let mut after = board.clone();
                        let placed = after.place(color, p);
                        for cap in 1..=4 {
                            let expected =
                                (placed.captured == 0).then(|| after.liberties(p).min(cap));
                            assert_eq!(
                                board.liberties_after(color, p, cap),
                                expected,
                                "{color:?} at {p}, cap {cap}\n{board:?}"
                            );
                            assert_eq!(
                                board.liberties_when_played(color, p, cap),
                                after.liberties(p).min(cap)
                            );
                        }
                    }
                }
                for p in board.points().filter(|&p| board.color_at(p).is_some()) {
                    let libs: Vec<Point> = board.liberties_of(p).collect();
                    assert_eq!(libs.len(), board.liberties(p), "{p}\n{board:?}");
                    let mut distinct = libs.clone();
                    distinct.sort();
                    distinct.dedup();
                    assert_eq!(distinct.len(), libs.len());
                    for &l in &libs {
                        assert!(board.is_empty(l));
                        assert!(l.neighbors().iter().any(|&n| {
                            board.color_at(n).is_some()
                                && board.string_head(n) == board.string_head(p)
                        }));
                    }
                }
            });
        }
    }

    /// Placing a stone merges the strings next to it as merging them one by
    /// one in the order of the neighbours, from the new stone, would: each
    /// time under the head of the larger (the one so far on a tie), the
    /// circular lists spliced at the two heads.
    #[test]
    fn merged_strings_keep_head_and_order_of_pairwise_merges() {
        use std::collections::HashMap;
        for (size, seed) in [(5, 5), (9, 6), (19, 7)] {
            random_positions(size, seed, |board, color, p| {
                let mut heads: Vec<Point> = Vec::new();
                for n in p.neighbors() {
                    if board.color_at(n) == Some(color) && !heads.contains(&board.string_head(n)) {
                        heads.push(board.string_head(n));
                    }
                }
                let mut after = board.clone();
                let placed = after.place(color, p);
                if placed.captured > 0 || heads.is_empty() {
                    return;
                }
                // The expected result, on a model of the lists.
                let mut next: HashMap<Point, Point> = HashMap::from([(p, p)]);
                for &h in &heads {
                    let stones: Vec<Point> = board.string_stones(h).collect();
                    for (i, &s) in stones.iter().enumerate() {
                        next.insert(s, stones[(i + 1) % stones.len()]);
                    }
                }
                let (mut head, mut size) = (p, 1);
                for &h in &heads {
                    let (a, b) = (next[&head], next[&h]);
                    next.insert(head, b);
                    next.insert(h, a);
                    let hs = board.string_size(h);
                    if hs > size {
                        head = h;
                    }
                    size += hs;
                }
                let mut expected = vec![head];
                while next[expected.last().unwrap()] != head {
                    expected.push(next[expected.last().unwrap()]);
                }
                assert_eq!(after.string_head(p), head, "{color:?} at {p}\n{board:?}");
                assert_eq!(after.string_stones(head).collect::<Vec<_>>(), expected);
                assert_eq!(after.string_size(p), size);
                for &s in &expected {
                    assert_eq!(after.string_head(s), head);
                }
                assert_eq!(after.liberties(p), after.count_liberties_from_scratch(p));
            });
        }
    }
}
