//! SGF records: `loadsgf` reads `FF[3]`/`FF[4]` with the `sgf-parse` crate and
//! replays the main line; `printsgf` writes the current game.

use sgf_parse::go::{self, Prop};

use crate::game::{Event, Game};
use crate::types::{Color, Move, Point, MAX_SIZE};

/// Why a record could not be read or replayed. The wording users see
/// (after `loadsgf`'s `cannot load file`, or in a batch line) is its
/// `Display`, in one place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SgfError {
    /// The file could not be opened or read (the system's reason).
    Io(String),
    /// A device, a pipe or a directory: it could never end, or would block.
    NotAFile,
    /// Larger than [`MAX_RECORD_BYTES`].
    TooLarge,
    /// Not SGF (the parser's reason).
    Parse(String),
    /// A collection without a game.
    NoGame,
    NotSquare,
    /// A side outside 2 to 25.
    UnsupportedSize,
    PointOffBoard,
    /// `tt` (an old way to write a pass) among setup points.
    PassAsSetup,
    TwoMovesInOneNode,
    /// A move, setup or size property that does not parse.
    InvalidProperty(String),
    /// Setup stones that leave a string without a liberty.
    SetupWithoutLiberty,
    /// A move the rules do not allow where the record plays it (Art. 4, 6).
    IllegalMove(Color, Move),
}

impl std::fmt::Display for SgfError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SgfError::Io(reason) => f.write_str(reason),
            SgfError::NotAFile => f.write_str("not a regular file"),
            SgfError::TooLarge => f.write_str("too large for a game record"),
            SgfError::Parse(reason) => write!(f, "cannot parse: {reason}"),
            SgfError::NoGame => f.write_str("no game"),
            SgfError::NotSquare => f.write_str("board is not square"),
            SgfError::UnsupportedSize => f.write_str("unsupported board size"),
            SgfError::PointOffBoard => f.write_str("point off the board"),
            SgfError::PassAsSetup => f.write_str("tt is not a setup point"),
            SgfError::TwoMovesInOneNode => f.write_str("two moves in one node"),
            SgfError::InvalidProperty(id) => write!(f, "invalid {id} property"),
            SgfError::SetupWithoutLiberty => f.write_str("setup leaves a string without liberty"),
            SgfError::IllegalMove(color, mv) => write!(f, "illegal move {} {mv}", color.name()),
        }
    }
}

impl std::error::Error for SgfError {}

/// The largest record `read_record` reads: far above any real game, small
/// enough that no file can exhaust memory.
pub const MAX_RECORD_BYTES: u64 = 16 << 20;

/// Reads the bytes of a record from a regular file: a device, a pipe or a
/// directory (`/dev/zero`, `/dev/stdin`) could never end or would block,
/// and a file larger than [`MAX_RECORD_BYTES`] is no game record.
pub fn read_record(path: &std::path::Path) -> Result<Vec<u8>, SgfError> {
    use std::io::Read;
    let file = std::fs::File::open(path).map_err(|e| SgfError::Io(e.to_string()))?;
    let meta = file.metadata().map_err(|e| SgfError::Io(e.to_string()))?;
    if !meta.is_file() {
        return Err(SgfError::NotAFile);
    }
    if meta.len() > MAX_RECORD_BYTES {
        return Err(SgfError::TooLarge);
    }
    let mut bytes = Vec::new();
    file.take(MAX_RECORD_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| SgfError::Io(e.to_string()))?;
    if bytes.len() as u64 > MAX_RECORD_BYTES {
        return Err(SgfError::TooLarge);
    }
    Ok(bytes)
}

/// Reads the first game of an SGF collection and replays its main line up
/// to (not including) move number `stop_before` (moves count from 1; `None`
/// replays everything). Returns the game and the colour to move next: the
/// colour of the first move not replayed if there is one.
pub fn load(
    text: &str,
    stop_before: Option<usize>,
    default_komi: f64,
) -> Result<(Game, Color), SgfError> {
    let nodes = go::parse(text).map_err(|e| SgfError::Parse(e.to_string()))?;
    let root = nodes.into_iter().next().ok_or(SgfError::NoGame)?;
    let size = match root.get_property("SZ") {
        Some(Prop::SZ((w, h))) if w == h => *w as usize,
        Some(_) => return Err(SgfError::NotSquare),
        None => 19,
    };
    if !(2..=MAX_SIZE).contains(&size) {
        return Err(SgfError::UnsupportedSize);
    }
    let komi = match root.get_property("KM") {
        Some(Prop::KM(k)) if k.is_finite() => *k,
        _ => default_komi,
    };
    let mut game = Game::new(size, komi).map_err(|_| SgfError::UnsupportedSize)?;
    let handicap = match root.get_property("HA") {
        Some(Prop::HA(n)) => *n as u32,
        _ => 0,
    };

    let point = |p: &go::Point| -> Result<Option<Point>, SgfError> {
        let (x, y) = (p.x as usize, p.y as usize);
        if x < size && y < size {
            Ok(Some(Point::new(x, size - 1 - y)))
        } else if size <= 19 && x == 19 && y == 19 {
            Ok(None) // `tt`: an old way to write a pass
        } else {
            Err(SgfError::PointOffBoard)
        }
    };

    let mut moves_played = 0usize;
    for (depth, node) in root.main_variation().enumerate() {
        let mut setup: Vec<(Point, Option<Color>)> = Vec::new();
        let mut to_move = None;
        let mut node_move = None;
        for prop in node.properties() {
            match prop {
                Prop::AB(ps) | Prop::AW(ps) | Prop::AE(ps) => {
                    let color = match prop {
                        Prop::AB(_) => Some(Color::Black),
                        Prop::AW(_) => Some(Color::White),
                        _ => None,
                    };
                    let mut ps: Vec<_> = ps.iter().collect();
                    ps.sort_by_key(|p| (p.y, p.x));
                    for p in ps {
                        match point(p)? {
                            Some(q) => setup.push((q, color)),
                            None => return Err(SgfError::PassAsSetup),
                        }
                    }
                }
                Prop::PL(c) => {
                    to_move = Some(match c {
                        sgf_parse::Color::Black => Color::Black,
                        sgf_parse::Color::White => Color::White,
                    })
                }
                Prop::B(m) | Prop::W(m) => {
                    let color = if matches!(prop, Prop::B(_)) {
                        Color::Black
                    } else {
                        Color::White
                    };
                    let mv = match m {
                        go::Move::Pass => Move::Pass,
                        go::Move::Move(p) => match point(p)? {
                            Some(q) => Move::Place(q),
                            None => Move::Pass,
                        },
                    };
                    if node_move.replace((color, mv)).is_some() {
                        return Err(SgfError::TwoMovesInOneNode);
                    }
                }
                Prop::Invalid(id, _)
                    if matches!(id.as_str(), "B" | "W" | "AB" | "AW" | "AE" | "SZ") =>
                {
                    return Err(SgfError::InvalidProperty(id.clone()));
                }
                _ => {}
            }
        }
        if let Some((color, _)) = node_move {
            if stop_before.is_some_and(|n| moves_played + 1 >= n) {
                return Ok((game, color));
            }
        }
        if !setup.is_empty() {
            let next = to_move.unwrap_or(if depth == 0 && handicap > 0 {
                Color::White
            } else {
                game.to_move()
            });
            game.setup(setup, next)
                .map_err(|_| SgfError::SetupWithoutLiberty)?;
        } else if let Some(c) = to_move {
            game.set_to_move(c);
        }
        if depth == 0 && handicap > 0 {
            game.set_handicap_count(handicap);
        }
        if let Some((color, mv)) = node_move {
            game.play(color, mv)
                .map_err(|_| SgfError::IllegalMove(color, mv))?;
            moves_played += 1;
            if let Some(c) = to_move {
                game.set_to_move(c);
            }
        }
    }
    let next = game.to_move();
    Ok((game, next))
}

fn sgf_point(p: Point, size: usize) -> String {
    let x = (b'a' + p.x() as u8) as char;
    let y = (b'a' + (size - 1 - p.y()) as u8) as char;
    format!("{x}{y}")
}

/// Writes the game as an SGF `FF[4]` record (no empty lines inside).
pub fn write(game: &Game) -> String {
    let size = game.size();
    let mut out = format!(
        "(;FF[4]GM[1]CA[UTF-8]AP[kakunin:{}]RU[Japanese]SZ[{}]KM[{}]",
        env!("CARGO_PKG_VERSION"),
        size,
        game.komi()
    );
    if game.handicap() > 0 {
        out.push_str(&format!("HA[{}]", game.handicap()));
    }
    let mut in_root = true;
    let mut count = 0;
    for event in game.events() {
        match event {
            Event::Setup { stones, to_move } => {
                if !in_root {
                    out.push_str("\n;");
                }
                for (tag, want) in [
                    ("AB", Some(Color::Black)),
                    ("AW", Some(Color::White)),
                    ("AE", None),
                ] {
                    let list: String = stones
                        .iter()
                        .filter(|(_, c)| *c == want)
                        .map(|(p, _)| format!("[{}]", sgf_point(*p, size)))
                        .collect();
                    if !list.is_empty() {
                        out.push_str(tag);
                        out.push_str(&list);
                    }
                }
                out.push_str(&format!("PL[{}]", to_move.letter()));
                // A later setup gets a node of its own: merged into one,
                // two setups of the same point would contradict each other.
                in_root = false;
            }
            Event::Move(c, m) => {
                in_root = false;
                if count % 10 == 0 {
                    out.push('\n');
                }
                count += 1;
                let v = match m {
                    Move::Pass => String::new(),
                    Move::Place(p) => sgf_point(*p, size),
                };
                out.push_str(&format!(";{}[{}]", c.letter(), v));
            }
        }
    }
    out.push_str(")\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn setups_in_several_nodes_write_back_in_several_nodes() {
        let text = "(;FF[4]GM[1]SZ[5]AB[aa][bb];AW[aa]AE[bb];AB[cc]AW[cc][dc]AB[dc];W[dd])";
        let (game, _) = load(text, None, 0.0).unwrap();
        let written = write(&game);
        let (again, _) = load(&written, None, 0.0).unwrap();
        assert_eq!(again.board().to_ascii(), game.board().to_ascii());
        // The same events, each setup's points in any order.
        let sorted = |g: &Game| -> Vec<Event> {
            g.events()
                .iter()
                .cloned()
                .map(|e| match e {
                    Event::Setup {
                        mut stones,
                        to_move,
                    } => {
                        stones.sort_by_key(|(p, _)| p.index());
                        Event::Setup { stones, to_move }
                    }
                    other => other,
                })
                .collect()
        };
        assert_eq!(sorted(&again), sorted(&game));
        assert_eq!(game.events().len(), 4);
    }

    #[test]
    fn round_trip() {
        let text = "(;FF[4]GM[1]SZ[9]KM[5.5]HA[2]AB[cc][gg];W[ee];B[];W[tt];B[dc])";
        let (game, next) = load(text, None, 0.0).unwrap();
        assert_eq!(next, Color::White);
        assert_eq!(game.komi(), 5.5);
        assert_eq!(game.handicap(), 2);
        assert_eq!(game.moves().count(), 4);
        assert_eq!(
            game.board().color_at(Point::parse_gtp("C7", 9).unwrap()),
            Some(Color::Black)
        );
        let again = write(&game);
        assert!(!again.contains("\n\n"));
        let (game2, _) = load(&again, None, 0.0).unwrap();
        assert_eq!(game2.board(), game.board());
        assert_eq!(
            game2.moves().collect::<Vec<_>>(),
            game.moves().collect::<Vec<_>>()
        );
        let (part, next) = load(text, Some(2), 0.0).unwrap();
        assert_eq!(part.moves().count(), 1);
        assert_eq!(next, Color::Black);
    }

    #[test]
    fn rejects_broken_records() {
        assert!(load("(;SZ[9];B[ee];W[ee])", None, 0.0).is_err());
        assert!(load("not sgf", None, 0.0).is_err());
        assert!(load("(;SZ[30])", None, 0.0).is_err());
        assert!(load("(;SZ[9];B[zz])", None, 0.0).is_err());
    }
}
