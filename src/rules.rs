//! Which stones the Japanese rules let a player place (Art. 4 and 6), asked
//! of the board's mechanics. The game applies them to the moves it is
//! given; the engine's own readings (playouts, tactics, the settling of a
//! stopped game) play under them too. The confirmation game of Art. 7 has
//! a ko rule of its own (7-2), kept by its positions
//! (`confirm::search::Position`).

use crate::board::Board;
use crate::types::{Color, Point};

/// May `color` place a stone on `p`? An empty point of the board (Art. 4:
/// a stone is placed on an empty intersection), not a suicide (Art. 4: a
/// stone without liberties that captures nothing may not be placed), and
/// not the retaking of a ko at once (Art. 6).
#[inline]
pub fn may_place(board: &Board, color: Color, p: Point) -> bool {
    board.is_on_board(p)
        && board.is_empty(p)
        && !board.retakes_ko(color, p)
        && !board.would_be_suicide(color, p)
}
