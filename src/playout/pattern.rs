//! The 3x3 shapes of MoGo's playouts (hane, cut, edge shapes): an empty
//! point whose eight neighbours match one, in any turn, reflection or
//! colour swap, is a good reply next to the last move.

use std::sync::OnceLock;

use crate::board::{Board, Cell};
use crate::types::{Point, STRIDE};

/// Rows top to bottom, the centre is the empty point to play. `X`, `O`:
/// stones of either colour (swapped too); `.` empty; `x`, `o`: not that
/// colour and not off the board; `#` off the board; `?` anything.
const PATTERNS: &[[&str; 3]] = &[
    ["XOX", "...", "???"], // hane enclosing
    ["XO.", "...", "?.?"], // hane, non-cutting
    ["XO?", "X..", "x.?"], // magari
    ["XOO", "...", "?.?"], // thin hane
    [".O.", "X..", "..."], // diagonal attachment
    ["XO?", "O.o", "?o?"], // unprotected cut
    ["XO?", "O.X", "???"], // peeped cut
    ["?X?", "O.O", "ooo"], // de
    ["OX?", "o.O", "???"], // cut of a keima
    ["X.?", "O.?", "###"], // edge: chase
    ["OX?", "X.O", "###"], // edge: block the cut
    ["?X?", "x.O", "###"], // edge: block the connection
    ["?XO", "x.x", "###"], // edge: sagari
    ["?OX", "X.O", "###"], // edge: cut
];

/// The eight neighbours in the order of the table index: (row, column)
/// of the 3x3 square, centre left out.
const CELLS: [(usize, usize); 8] = [
    (0, 0),
    (0, 1),
    (0, 2),
    (1, 0),
    (1, 2),
    (2, 0),
    (2, 1),
    (2, 2),
];

fn allowed(spec: u8, swap: bool) -> &'static [u8] {
    let (x, o) = if swap { (2u8, 1u8) } else { (1, 2) };
    const E: u8 = Cell::Empty as u8;
    const B: u8 = Cell::Border as u8;
    match (spec, x, o) {
        (b'.', ..) => &[E],
        (b'#', ..) => &[B],
        (b'?', ..) => &[0, 1, 2, 3],
        (b'X', 1, _) | (b'O', _, 1) => &[1],
        (b'X', ..) | (b'O', ..) => &[2],
        // Not that colour, on the board.
        (b'x', 1, _) | (b'o', _, 1) => &[E, 2],
        _ => &[E, 1],
    }
}

/// Whether each of the 4^8 neighbourhoods matches a shape.
fn table() -> &'static [bool] {
    static TABLE: OnceLock<Vec<bool>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = vec![false; 1 << 16];
        for rows in PATTERNS {
            let grid: Vec<Vec<u8>> = rows.iter().map(|r| r.bytes().collect()).collect();
            for sym in 0..8 {
                for swap in [false, true] {
                    let specs: Vec<&[u8]> = CELLS
                        .iter()
                        .map(|&(r, c)| {
                            let (r, c) = transform(sym, r, c);
                            allowed(grid[r][c], swap)
                        })
                        .collect();
                    mark(&mut table, &specs, 0, 0);
                }
            }
        }
        table
    })
}

/// The cell of the pattern seen at (r, c) under symmetry `sym`.
fn transform(sym: u8, r: usize, c: usize) -> (usize, usize) {
    let (r, c) = if sym & 4 != 0 { (c, r) } else { (r, c) };
    let r = if sym & 1 != 0 { 2 - r } else { r };
    let c = if sym & 2 != 0 { 2 - c } else { c };
    (r, c)
}

fn mark(table: &mut [bool], specs: &[&[u8]], k: usize, index: usize) {
    if k == specs.len() {
        table[index] = true;
        return;
    }
    for &v in specs[k] {
        mark(table, specs, k + 1, index | (usize::from(v) << (2 * k)));
    }
}

/// Does the empty point `p` have a shape around it?
#[inline]
pub fn matches(board: &Board, p: Point) -> bool {
    let i = p.index();
    let mut index = 0usize;
    for (k, &(r, c)) in CELLS.iter().enumerate() {
        let q = i + r * STRIDE + c - STRIDE - 1;
        index |= (board.cell(Point::from_index(q)) as usize) << (2 * k);
    }
    table()[index]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(board: &Board, v: &str) -> bool {
        matches(board, Point::parse_gtp(v, board.size()).unwrap())
    }

    #[test]
    fn hane_and_cut_shapes() {
        // A hane at D5 over the white stone D4 (black C4, E4 on its sides
        // would make it the enclosing hane).
        let board = Board::from_ascii(
            ". . . . . . .\n\
             . . . . . . .\n\
             . . . . . . .\n\
             . . X O X . .\n\
             . . . . . . .\n\
             . . . . . . .\n\
             . . . . . . .",
        )
        .unwrap();
        assert!(at(&board, "D3"));
        assert!(!at(&board, "A7"));
        assert!(!at(&board, "G1"));
    }
}
