//! The moves of the tactical playouts that both the move generator and the
//! scorer's estimate run: take the largest capture, save the largest own
//! string in atari, answer the last move with a MoGo 3x3 shape, else play
//! at random without filling an own eye or putting a string in atari.
//! The scorer's estimate also plays nakade ([`Nakade::Play`]): it must see
//! a group with one big eye die. The move generator's playouts leave it
//! out: it costs them about a quarter of their speed.

use rand::rngs::SmallRng;
use rand::RngExt;

use super::pattern;
use crate::board::{Board, Cell};
use crate::rules;
use crate::types::{Color, Move, Point};

/// Do the playouts play nakade: sacrifices inside the opponent's eye
/// space, and the vital point of a small space once it is taken?
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Nakade {
    Play,
    Skip,
}

/// What came just before a playout move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Previous {
    /// Nothing known: the playout's first move.
    Start,
    Pass,
    Stone(Point),
}

impl Previous {
    /// The stone just played, if one was.
    pub fn stone(self) -> Option<Point> {
        match self {
            Previous::Stone(p) => Some(p),
            Previous::Start | Previous::Pass => None,
        }
    }
}

impl From<Move> for Previous {
    fn from(mv: Move) -> Previous {
        match mv {
            Move::Place(p) => Previous::Stone(p),
            Move::Pass => Previous::Pass,
        }
    }
}

/// The playout move for `color` after `last`: an urgent move, else (with
/// `nakade`) the vital point of a small eye space, else a shape next to the
/// last move, else a quiet one, else a pass.
pub fn tactical_move(
    board: &Board,
    color: Color,
    last: Previous,
    nakade: Nakade,
    rng: &mut SmallRng,
) -> Move {
    tactical_move_after(board, color, last, nakade, [None, None], rng)
}

/// [`tactical_move`], with `replies` learnt for this point of the game
/// ([`super::reply::Replies::suggest`]) tried after the urgent moves: the
/// first of them that is legal, fills no own eye and puts no string in
/// atari.
pub fn tactical_move_after(
    board: &Board,
    color: Color,
    last: Previous,
    nakade: Nakade,
    replies: [Option<Point>; 2],
    rng: &mut SmallRng,
) -> Move {
    let middle = || match nakade {
        Nakade::Play => nakade_move(board, color, last.stone()),
        Nakade::Skip => None,
    };
    let replied = || {
        replies.into_iter().flatten().find(|&p| {
            board.is_empty(p)
                && board.is_playout_move(color, p)
                && !avoided(board, color, p, nakade)
        })
    };
    urgent_move(board, color, last)
        .or_else(replied)
        .or_else(middle)
        .or_else(|| shape_move(board, color, last.stone(), nakade, rng))
        .or_else(|| quiet_move(board, color, nakade, rng))
        .map_or(Move::Pass, Move::Place)
}

/// The capture of the largest string in atari, else the extension that
/// saves the largest own string in atari, among the strings on and next
/// to `last` (at the start, the whole board; after a pass, nothing).
pub fn urgent_move(board: &Board, color: Color, last: Previous) -> Option<Point> {
    let mut best: Option<(usize, Point)> = None;
    let mut consider = |s: Point| {
        if board.liberties(s) != 1 {
            return;
        }
        let Some(lib) = board.liberties_of(s).next() else {
            return;
        };
        let size = board.string_size(s);
        let value = if board.color_at(s) != Some(color) {
            2 * size + 1
        } else if size >= 2 && extends_to_safety(board, color, lib) {
            2 * size
        } else {
            return;
        };
        if best.is_none_or(|(v, _)| value > v) && rules::may_place(board, color, lib) {
            best = Some((value, lib));
        }
    };
    match last {
        Previous::Pass => {}
        Previous::Stone(p) => {
            for n in std::iter::once(p).chain(p.neighbors()) {
                if board.color_at(n).is_some() {
                    consider(n);
                }
            }
        }
        Previous::Start => {
            for p in board.points() {
                if board.is_string_head(p) {
                    consider(p);
                }
            }
        }
    }
    best.map(|(_, p)| p)
}

fn extends_to_safety(board: &Board, color: Color, p: Point) -> bool {
    if !rules::may_place(board, color, p) {
        return false;
    }
    board.liberties_when_played(color, p, 2) >= 2
}

/// A random legal move that does not fill an own eye and does not leave a
/// string of two or more stones in atari (but for a nakade sacrifice, with
/// `nakade`).
pub fn quiet_move(
    board: &Board,
    color: Color,
    nakade: Nakade,
    rng: &mut SmallRng,
) -> Option<Point> {
    let empties = board.empty_points();
    let n = empties.len();
    if n == 0 {
        return None;
    }
    let start = rng.random_range(0..n);
    for i in (start..n).chain(0..start) {
        let p = Point::from_index(empties[i] as usize);
        // Legal and no own eye, in one look at the neighbours.
        if !board.is_playout_move(color, p) {
            continue;
        }
        if avoided(board, color, p, nakade) {
            continue;
        }
        return Some(p);
    }
    None
}

/// Does the move on `p` leave a string of two or more stones in atari
/// without capturing?
pub fn self_atari(board: &Board, color: Color, p: Point) -> bool {
    avoided(board, color, p, Nakade::Skip)
}

/// A self-atari, unless it is a nakade sacrifice and `nakade` plays them.
fn avoided(board: &Board, color: Color, p: Point, nakade: Nakade) -> bool {
    let empty_neighbors = p.neighbors().iter().filter(|&&n| board.is_empty(n)).count();
    if empty_neighbors >= 2 {
        return false;
    }
    // Joining a string with three liberties keeps at least two; a capture
    // frees at least one more. Only the rest needs the move played out.
    let cheap_safe = p.neighbors().iter().any(|&n| match board.color_at(n) {
        Some(c) if c == color => board.liberties(n) >= 3,
        Some(_) => board.liberties(n) == 1,
        None => false,
    });
    if cheap_safe {
        return false;
    }
    // Without an own string to join, the stone stands alone.
    let joins = p
        .neighbors()
        .iter()
        .any(|&n| board.color_at(n) == Some(color));
    if !joins {
        return false;
    }
    // No capture here (`cheap_safe` took those): the joined string's
    // liberties are counted without playing the move.
    board.liberties_after(color, p, 2) == Some(1)
        && !(nakade == Nakade::Play && sacrifice_before(board, color, p))
}

/// [`sacrifice_before`] asked of the board after the move, of the string
/// on `p` in atari: the tests' reference. (A string in atari touches
/// nothing else: its own colour would be part of it, and it has no other
/// liberty.)
#[cfg(test)]
fn sacrifice(board: &Board, p: Point) -> bool {
    let Some(color) = board.color_at(p) else {
        return false;
    };
    if board.string_size(p) > 3 {
        return false;
    }
    let head = board.string_head(p);
    board.string_liberties(p).iter().all(|&lib| {
        lib.neighbors().iter().all(|&n| {
            !board.is_on_board(n)
                || board.color_at(n) == Some(color.opponent())
                || (board.color_at(n) == Some(color) && board.string_head(n) == head)
        })
    })
}

/// Would the string a `color` stone on `p` makes, in atari and capturing
/// nothing, be a sacrifice inside the opponent's eye space: at most three
/// stones whose last liberty touches only opponent stones and the string
/// itself? Taking it leaves the opponent an eye space of at most four
/// points that the sacrifice has made one eye: the way a group with one
/// big eye is killed, which the playouts must see. Read before the stone
/// is played (the tests check it against [`sacrifice`], the same question
/// asked of the board after the move).
fn sacrifice_before(board: &Board, color: Color, p: Point) -> bool {
    let mut heads = [None; 4];
    let mut size = 1;
    for (k, &n) in p.neighbors().iter().enumerate() {
        if board.color_at(n) == Some(color) {
            let head = board.string_head(n);
            if !heads.contains(&Some(head)) {
                heads[k] = Some(head);
                size += board.string_size(n);
            }
        }
    }
    if size > 3 {
        return false;
    }
    let joined = |n: Point| n == p || heads.contains(&Some(board.string_head(n)));
    let mut stones = std::iter::once(p).chain(
        p.neighbors()
            .into_iter()
            .filter(|&n| board.color_at(n) == Some(color))
            .flat_map(|n| board.string_stones(n)),
    );
    let Some(lib) = stones.find_map(|s| {
        s.neighbors()
            .into_iter()
            .find(|&n| n != p && board.is_on_board(n) && board.is_empty(n))
    }) else {
        return false;
    };
    lib.neighbors().iter().all(|&n| {
        !board.is_on_board(n)
            || board.color_at(n) == Some(color.opponent())
            || (board.color_at(n) == Some(color) || n == p) && joined(n)
    })
}

/// A random point next to the last move with a 3x3 shape around it, legal,
/// no own eye and no self-atari of a string.
pub fn shape_move(
    board: &Board,
    color: Color,
    last: Option<Point>,
    nakade: Nakade,
    rng: &mut SmallRng,
) -> Option<Point> {
    let last = last?;
    let mut found = [last; 8];
    let mut n = 0;
    for p in last.neighbors().into_iter().chain(last.diagonals()) {
        if board.is_on_board(p)
            && board.is_empty(p)
            && pattern::matches(board, p)
            && rules::may_place(board, color, p)
            && !board.is_eye_like(color, p)
            && !avoided(board, color, p, nakade)
        {
            found[n] = p;
            n += 1;
        }
    }
    (n > 0).then(|| found[rng.random_range(0..n)])
}

/// The vital point of a small eye space that the last move (a capture, or
/// a stone that closed it) left next to it, enclosed by the opponent's
/// stones: the shapes the defender cannot make two eyes in once the
/// attacker stands there (straight and bent three, pyramid four, bulky and
/// crossed five). Playing there leaves the opponent one eye.
pub fn nakade_move(board: &Board, color: Color, last: Option<Point>) -> Option<Point> {
    let last = last?;
    let owner = color.opponent();
    // The points every space read so far reached, closed or not: a
    // neighbour of the last move among them lies in a space already read,
    // whose answer it would only repeat.
    let mut reached = [last; 4 * SPACE];
    let mut reached_len = 0;
    for start in last.neighbors() {
        if !board.is_empty(start) || reached[..reached_len].contains(&start) {
            continue;
        }
        // Cheap test first, as this runs on every playout move: a point of
        // such a space touches none of the mover's stones.
        let foreign = start
            .neighbors()
            .iter()
            .any(|&n| board.cell(n) == Cell::stone(color));
        if foreign {
            continue;
        }
        let space = small_eye_space(board, owner, start);
        reached[reached_len..reached_len + space.len].copy_from_slice(space.points());
        reached_len += space.len;
        if !space.closed {
            continue;
        }
        let Some(vital) = vital_point(space.points()) else {
            continue;
        };
        if rules::may_place(board, color, vital) {
            return Some(vital);
        }
    }
    None
}

/// The point of `space` (three to five points) where a stone keeps its
/// owner's opponent to one eye, if the shape has one: the point next to
/// the most others, when it is next to all but one of the others (three
/// and four points: straight and bent three, pyramid four), or to all of
/// them (crossed five), or to three in a space holding a square (bulky
/// five).
fn vital_point(space: &[Point]) -> Option<Point> {
    let degree = |p: Point| p.neighbors().iter().filter(|n| space.contains(n)).count();
    let (&vital, most) = space
        .iter()
        .map(|p| (p, degree(*p)))
        .max_by_key(|&(_, d)| d)?;
    let square = || {
        space.iter().any(|&p| {
            let [_, _, right, below] = p.neighbors();
            let corner = right.neighbors()[3];
            [right, below, corner].iter().all(|q| space.contains(q))
        })
    };
    let kills = match space.len() {
        3 | 4 => most == space.len() - 1,
        5 => most == 4 || (most == 3 && square()),
        _ => false,
    };
    kills.then_some(vital)
}

/// The empty points connected to `start`, read until more than [`SPACE`]
/// of them or a stone not of `owner` shows that they are no small eye
/// space of `owner`'s.
struct Space {
    points: [Point; SPACE],
    len: usize,
    /// Did the reading close the space: at most [`SPACE`] points, and only
    /// stones of `owner` (and the edge) around them? When it did not, the
    /// points read so far lie in the same open region, and a reading from
    /// any of them would not close it either.
    closed: bool,
}

impl Space {
    fn points(&self) -> &[Point] {
        &self.points[..self.len]
    }
}

/// Reads the [`Space`] of `owner` through `start` (an empty point). Unlike
/// [`Board::flood`], it stops past the largest and keeps the points on the
/// stack: it runs on every playout move.
fn small_eye_space(board: &Board, owner: Color, start: Point) -> Space {
    let mut space = Space {
        points: [start; SPACE],
        len: 1,
        closed: false,
    };
    let mut i = 0;
    while i < space.len {
        let p = space.points[i];
        i += 1;
        for n in p.neighbors() {
            match board.cell(n) {
                Cell::Empty if !space.points().contains(&n) => {
                    if space.len == SPACE {
                        return space;
                    }
                    space.points[space.len] = n;
                    space.len += 1;
                }
                Cell::Empty | Cell::Border => {}
                c if c == Cell::stone(owner) => {}
                _ => return space,
            }
        }
    }
    space.closed = true;
    space
}

/// The largest eye space [`nakade_move`] plays in.
const SPACE: usize = 5;

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(s: &str, b: &Board) -> Point {
        Point::parse_gtp(s, b.size()).unwrap()
    }

    #[test]
    fn a_learnt_reply_is_played_after_the_urgent_moves_only_where_allowed() {
        use rand::SeedableRng;
        let mut rng = SmallRng::seed_from_u64(1);
        let mut b = Board::new(9).unwrap();
        b.place(Color::Black, pt("E5", &b));
        let last = Previous::Stone(pt("E5", &b));
        let reply = |b: &Board, r: [Option<Point>; 2], rng: &mut SmallRng| {
            tactical_move_after(b, Color::White, last, Nakade::Skip, r, rng)
        };
        // Far from any shape: the reply to the pair first, then the one
        // to the last move alone.
        let (a1, j9) = (pt("A1", &b), pt("J9", &b));
        assert_eq!(reply(&b, [Some(a1), Some(j9)], &mut rng), Move::Place(a1));
        assert_eq!(reply(&b, [None, Some(j9)], &mut rng), Move::Place(j9));
        // An occupied point is no reply.
        let e5 = pt("E5", &b);
        assert_eq!(reply(&b, [Some(e5), Some(j9)], &mut rng), Move::Place(j9));
        // A capture comes before any reply.
        let mut cap = Board::new(9).unwrap();
        for (c, v) in [
            (Color::White, "D5"),
            (Color::White, "E6"),
            (Color::White, "F5"),
        ] {
            cap.place(c, pt(v, &cap));
        }
        cap.place(Color::Black, e5);
        assert_eq!(
            tactical_move_after(
                &cap,
                Color::White,
                last,
                Nakade::Skip,
                [Some(a1), None],
                &mut rng
            ),
            Move::Place(pt("E4", &cap))
        );
    }

    /// What [`avoided`] and [`extends_to_safety`] decide without playing
    /// the move is what they decide from the move played, on every legal
    /// move of random positions.
    #[test]
    fn the_checks_read_in_place_agree_with_the_move_played() {
        use rand::SeedableRng;
        // The cases that need the move's liberties: self-ataris, and
        // among them the sacrifices that playouts with nakade do play.
        let (mut atari, mut sacrifices) = (0, 0);
        for (size, seed) in [(7, 21), (9, 22), (13, 23)] {
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut board = Board::new(size).unwrap();
            let mut color = Color::Black;
            for _ in 0..2 * size * size {
                for mover in Color::BOTH {
                    for p in board
                        .points()
                        .filter(|&p| rules::may_place(&board, mover, p))
                    {
                        let mut after = board.clone();
                        let placed = after.place(mover, p);
                        for nakade in [Nakade::Play, Nakade::Skip] {
                            let expected = placed.captured == 0
                                && after.liberties(p) == 1
                                && after.string_size(p) >= 2
                                && !(nakade == Nakade::Play && sacrifice(&after, p));
                            let empty_neighbors =
                                p.neighbors().iter().filter(|&&n| board.is_empty(n)).count();
                            // Two empty neighbours leave two liberties.
                            if empty_neighbors < 2 {
                                atari += usize::from(expected);
                                sacrifices += usize::from(
                                    nakade == Nakade::Skip && expected && sacrifice(&after, p),
                                );
                                assert_eq!(
                                    avoided(&board, mover, p, nakade),
                                    expected,
                                    "{mover:?} at {p}, {nakade:?}\n{board:?}"
                                );
                            }
                        }
                        assert_eq!(extends_to_safety(&board, mover, p), after.liberties(p) >= 2);
                    }
                }
                let Some(p) = quiet_move(&board, color, Nakade::Play, &mut rng) else {
                    board.pass();
                    color = color.opponent();
                    continue;
                };
                board.place(color, p);
                color = color.opponent();
            }
        }
        assert!(atari > 500 && sacrifices > 20, "{atari} {sacrifices}");
    }

    /// Record 11 of GNU Go's scoring suite, in small: after Black G7 puts
    /// G9 H9 in atari, White F9 (three stones in atari inside Black's
    /// space) keeps Black to one eye. Playouts that play nakade take it
    /// as a sacrifice, not a self-atari to avoid; two stones in atari with
    /// their liberty in the open still are one.
    #[test]
    fn nakade_playouts_sacrifice_inside_the_opponents_eye_space() {
        let board = Board::from_ascii(
            "
            . . . . X . O O X
            . . . . X . X X X
            . . . . X X X . .
            . . . . . . . . .
            . . . . . . . . .
            . . . O . O . . .
            . . . O X O . . .
            . . . . O . . . .
            . . . . . . . . .
            ",
        )
        .unwrap();
        assert!(!avoided(
            &board,
            Color::White,
            pt("F9", &board),
            Nakade::Play
        ));
        assert!(avoided(
            &board,
            Color::Black,
            pt("E4", &board),
            Nakade::Play
        ));
        assert!(self_atari(&board, Color::White, pt("F9", &board)));
    }

    /// Once Black takes three stones in a row on the edge, White answers
    /// in the middle of the space they leave.
    #[test]
    fn the_middle_of_a_three_point_space_answers_its_capture() {
        let mut board = Board::from_ascii(
            "
            . . . . X O O O X
            . . . . X . X X X
            . . . . X X X . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            ",
        )
        .unwrap();
        let capture = pt("F8", &board);
        assert_eq!(board.place(Color::Black, capture).captured, 3);
        assert_eq!(
            nakade_move(&board, Color::White, Some(capture)),
            Some(pt("G9", &board))
        );
        assert_eq!(nakade_move(&board, Color::White, None), None);
    }

    /// Once White takes five black stones in the shape of a bulky five (a
    /// square and one point more), Black answers on its vital point, the
    /// point of the square next to the extra one (a real 9x9 game of GNU
    /// Go against itself, in small: the white group dies only so).
    #[test]
    fn the_vital_point_of_a_bulky_five_answers_its_capture() {
        let mut board = Board::from_ascii(
            "
            . . . . . O O O .
            . . . . . O O X X
            . . . . . . O X X
            . . . . . . O O X
            . . . . . . . O O
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            ",
        )
        .unwrap();
        let capture = pt("J9", &board);
        assert_eq!(board.place(Color::White, capture).captured, 5);
        assert_eq!(
            nakade_move(&board, Color::Black, Some(capture)),
            Some(pt("J7", &board))
        );
    }

    /// The shapes with a vital point, and some without: straight and bent
    /// four, the square four and the bent five have none.
    #[test]
    fn vital_points_of_the_killable_shapes_only() {
        let board = Board::new(9).unwrap();
        let space =
            |names: &[&str]| -> Vec<Point> { names.iter().map(|n| pt(n, &board)).collect() };
        let vital = |names: &[&str]| vital_point(&space(names)).map(|p| p.to_gtp());
        assert_eq!(vital(&["C3", "D3", "E3"]).as_deref(), Some("D3"));
        assert_eq!(vital(&["C3", "D3", "D4"]).as_deref(), Some("D3"));
        assert_eq!(vital(&["C3", "D3", "E3", "D4"]).as_deref(), Some("D3"));
        assert_eq!(
            vital(&["C3", "D3", "E3", "D4", "D2"]).as_deref(),
            Some("D3")
        );
        assert_eq!(
            vital(&["C3", "D3", "C4", "D4", "E3"]).as_deref(),
            Some("D3")
        );
        assert_eq!(vital(&["C3", "D3", "E3", "F3"]), None);
        assert_eq!(vital(&["C3", "D3", "E3", "E4"]), None);
        assert_eq!(vital(&["C3", "D3", "C4", "D4"]), None);
        assert_eq!(vital(&["C3", "D3", "E3", "E4", "E5"]), None);
    }

    /// [`nakade_move`] reads a region once however many neighbours of the
    /// last move lie in it: its answer is that of reading the space
    /// through every neighbour in turn, checked on every point of the
    /// positions of random tactical playouts taken as the last move.
    #[test]
    fn nakade_move_answers_as_reading_every_neighbour() {
        use rand::SeedableRng;
        let reference = |board: &Board, color: Color, last: Point| {
            let owner = color.opponent();
            last.neighbors().into_iter().find_map(|start| {
                if !board.is_empty(start)
                    || start
                        .neighbors()
                        .iter()
                        .any(|&n| board.color_at(n) == Some(color))
                {
                    return None;
                }
                let mut seen = crate::board::PointSet::default();
                let (space, boundary) = board.flood(start, |p| board.is_empty(p), &mut seen);
                let closed = space.len() <= SPACE
                    && boundary.iter().all(|&b| board.color_at(b) == Some(owner));
                let vital = vital_point(&space).filter(|_| closed)?;
                rules::may_place(board, color, vital).then_some(vital)
            })
        };
        let mut found = 0;
        for (size, seed) in [(7, 31), (9, 32), (13, 33)] {
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut board = Board::new(size).unwrap();
            let mut color = Color::Black;
            let mut last = Previous::Start;
            for _ in 0..3 * size * size {
                for mover in Color::BOTH {
                    for p in board.points() {
                        let expected = reference(&board, mover, p);
                        found += usize::from(expected.is_some());
                        assert_eq!(
                            nakade_move(&board, mover, Some(p)),
                            expected,
                            "{mover:?} after {p}\n{board:?}"
                        );
                    }
                }
                last = tactical_move(&board, color, last, Nakade::Play, &mut rng).into();
                match last.stone() {
                    Some(p) => {
                        board.place(color, p);
                    }
                    None => board.pass(),
                }
                color = color.opponent();
            }
        }
        assert!(found > 50, "{found}");
    }
}
