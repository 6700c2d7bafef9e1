//! The static safety stage (`confirm::safety`) and the analysis's proofs
//! of death against an exhaustive oracle: on small finished boards, every
//! string static safety calls safe must survive every sequence of play,
//! the opponent moving first, both sides free to move anywhere or pass,
//! read to the end (a string the oracle can capture is a wrong proof); and
//! every string the analysis proves dead (Benson or the confirmation
//! search) must be capturable in that play at least once (Art. 7-1: a
//! string no sequence can take is not dead).
//!
//! Small boards: finished 5x5 games with a few stones taken off, and
//! stones put at random on 4x4 and 5x5 boards; 300 positions by default,
//! 2,000 with `KAKUNIN_PROPS_FULL=1`.

mod common;

use std::collections::HashMap;

use common::games::random_game_to_end;
use common::rng::Rng;
use kakunin::board::Board;
use kakunin::confirm::{self, benson, safety, Budget, Method, Status};
use kakunin::{Color, Point};

fn full() -> bool {
    std::env::var_os("KAKUNIN_PROPS_FULL").is_some()
}

/// A random game to its end: neither side fills its own eye-like points,
/// both pass when nothing else is left. Then up to `take` stones taken off
/// (where that leaves every string a liberty), so that some eyes are
/// larger or broken and Benson does not settle everything.
fn finished_position(size: usize, seed: u64, take: usize) -> Board {
    let mut rng = Rng(seed);
    let mut board = random_game_to_end(size, &mut rng);
    // Rows top first, as `Board::from_ascii` reads them.
    let mut rows: Vec<Vec<char>> = (0..size)
        .rev()
        .map(|y| {
            (0..size)
                .map(|x| match board.color_at(Point::new(x, y)) {
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                    None => '.',
                })
                .collect()
        })
        .collect();
    for _ in 0..take {
        let (row, x) = (rng.below(size), rng.below(size));
        let before = rows[row][x];
        rows[row][x] = '.';
        let text: Vec<String> = rows.iter().map(|r| r.iter().collect()).collect();
        match Board::from_ascii(&text.join("\n")) {
            Some(b) => board = b,
            None => rows[row][x] = before,
        }
    }
    board.pass();
    board
}

/// The longest line the oracle reads; past it, unknown.
const MAX_DEPTH: usize = 60;

/// A position as the oracle remembers it (see [`Oracle::known`]).
type Key = (u64, Option<(Point, Color)>, bool, u8);

/// A position on the line being read: the stones, the ko point and the
/// side to move.
type OnPath = (u64, Option<(Point, Color)>, bool);

/// Outcome of the oracle's reading.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Found {
    Captured,
    Survives,
    /// Past the node budget.
    Unknown,
}

struct Oracle {
    target: Point,
    defender: Color,
    nodes: u64,
    max_nodes: u64,
    /// Results read without meeting a repetition, which do not depend on
    /// the path that led to them; keyed by the stones, the ko point (a
    /// retake it bans changes what the side to move may play), the side
    /// to move and the passes just made.
    known: HashMap<Key, Found>,
    path: Vec<OnPath>,
}

impl Oracle {
    /// `attacker_to_move`, after `passes` passes in a row: can the attacker
    /// capture the target? A repeated position ends the line, the target
    /// standing (the attacker found no capture on it). Also whether the
    /// answer met a repetition (then it is not kept).
    fn read(&mut self, board: &Board, attacker_to_move: bool, passes: u8) -> (Found, bool) {
        if board.color_at(self.target) != Some(self.defender) {
            return (Found::Captured, false);
        }
        if passes >= 2 {
            return (Found::Survives, false);
        }
        let key = (board.hash(), board.ko(), attacker_to_move, passes);
        if let Some(&found) = self.known.get(&key) {
            return (found, false);
        }
        if self.path.contains(&(key.0, key.1, key.2)) {
            return (Found::Survives, true);
        }
        self.nodes += 1;
        if self.nodes > self.max_nodes || self.path.len() > MAX_DEPTH {
            return (Found::Unknown, true);
        }
        self.path.push((key.0, key.1, key.2));
        let mover = if attacker_to_move {
            self.defender.opponent()
        } else {
            self.defender
        };
        let mut moves: Vec<Option<Point>> = board
            .points()
            .filter(|&p| kakunin::rules::may_place(board, mover, p))
            .map(Some)
            .collect();
        moves.push(None);
        let mut met_repetition = false;
        let mut unknown = false;
        // The attacker wants one capture; the defender one refutation.
        let want = if attacker_to_move {
            Found::Captured
        } else {
            Found::Survives
        };
        let mut result = None;
        for m in moves {
            let mut after = Box::new(board.clone());
            let passes = match m {
                Some(p) => {
                    after.place(mover, p);
                    0
                }
                None => {
                    after.pass();
                    passes + 1
                }
            };
            let (found, rep) = self.read(&after, !attacker_to_move, passes);
            met_repetition |= rep;
            if found == want {
                result = Some(want);
                break;
            }
            unknown |= found == Found::Unknown;
        }
        self.path.pop();
        let found = result.unwrap_or(if unknown {
            Found::Unknown
        } else if attacker_to_move {
            Found::Survives
        } else {
            Found::Captured
        });
        if !met_repetition && found != Found::Unknown {
            self.known.insert(key, found);
        }
        (found, met_repetition)
    }
}

fn capturable(board: &Board, target: Point, max_nodes: u64) -> Found {
    let mut oracle = Oracle {
        target,
        defender: board.color_at(target).expect("a stone"),
        nodes: 0,
        max_nodes,
        known: HashMap::new(),
        path: Vec::new(),
    };
    oracle.read(board, true, 0).0
}

/// Stones put at random on a small board, about three points in four,
/// each colour forming its own side's walls more often than not: many
/// small regions with several strings around them, the shapes Benson
/// does not settle. `None` when a string is left without a liberty.
fn random_placement(size: usize, seed: u64) -> Option<Board> {
    let mut rng = Rng(seed);
    let rows: Vec<String> = (0..size)
        .map(|_| {
            (0..size)
                .map(|x| {
                    if rng.below(4) == 0 {
                        '.'
                    } else if (x * 2 < size) != rng.chance(5) {
                        'X'
                    } else {
                        'O'
                    }
                })
                .collect()
        })
        .collect();
    Board::from_ascii(&rows.join("\n"))
}

/// Every string called safe on `board` survives exhaustive play; returns
/// (confirmed, beyond Benson, past the oracle's budget).
fn check(board: &Board) -> (usize, usize, usize) {
    let (mut checked, mut beyond_benson, mut unknown) = (0, 0, 0);
    for color in Color::BOTH {
        let benson = benson::pass_alive(board, color).strings;
        for head in safety::safe_strings(board, color) {
            match capturable(board, head, 2_000_000) {
                Found::Captured => panic!(
                    "{} string at {} called safe, but exhaustive play captures it:\n{}",
                    color.name(),
                    head.to_gtp(),
                    board.to_ascii()
                ),
                Found::Survives => checked += 1,
                Found::Unknown => unknown += 1,
            }
            if !benson.contains(&head) {
                beyond_benson += 1;
            }
        }
    }
    (checked, beyond_benson, unknown)
}

#[test]
fn no_string_called_safe_is_captured_by_exhaustive_play() {
    // The oracle's lines run deep: a thread with room for them.
    std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(read_all)
        .unwrap()
        .join()
        .unwrap();
}

fn read_all() {
    let positions = if full() { 2000 } else { 300 };
    let (mut checked, mut beyond_benson, mut unknown) = (0, 0, 0);
    for i in 0..positions as u64 {
        let board = if i % 3 == 0 {
            Some(finished_position(5, 0x5afe_0000 + i, (i % 4) as usize))
        } else {
            random_placement(4 + (i % 2) as usize, 0x5afe_0000 + i)
        };
        let Some(board) = board else {
            continue;
        };
        if board.points().filter(|&p| board.is_empty(p)).count() > 8 {
            continue;
        }
        let (c, b, u) = check(&board);
        checked += c;
        beyond_benson += b;
        unknown += u;
    }
    eprintln!(
        "static safety: {checked} safe strings confirmed by exhaustive play ({beyond_benson} beyond Benson), {unknown} past the oracle's budget"
    );
    assert!(checked >= 50, "too few safe strings checked: {checked}");
    assert!(beyond_benson >= 5, "too few beyond Benson: {beyond_benson}");
}

/// Every string the analysis proves dead on `board` can be captured in
/// exhaustive play; returns (confirmed, past the oracle's budget).
fn check_deaths(board: &Board) -> (usize, usize) {
    let analysis = confirm::analyse(board, Budget::default());
    let (mut checked, mut unknown) = (0, 0);
    for head in board.string_heads() {
        let proven = matches!(analysis.method(head), Some(Method::Benson | Method::Search));
        if !proven || analysis.status(head) != Some(Status::Dead) {
            continue;
        }
        // The ko bans make long lines: a smaller budget by default.
        let budget = if full() { 2_000_000 } else { 50_000 };
        match capturable_under_7_2(board, head, budget) {
            Found::Survives => panic!(
                "string at {} proven dead ({:?}), but no play captures it:\n{}",
                head.to_gtp(),
                analysis.method(head),
                board.to_ascii()
            ),
            Found::Captured => checked += 1,
            Found::Unknown => unknown += 1,
        }
    }
    (checked, unknown)
}

#[test]
fn no_string_proven_dead_escapes_every_capture() {
    std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(read_all_deaths)
        .unwrap()
        .join()
        .unwrap();
}

fn read_all_deaths() {
    let positions = if full() { 2000 } else { 300 };
    let (mut checked, mut unknown) = (0, 0);
    for i in 0..positions as u64 {
        let board = if i % 3 == 0 {
            Some(finished_position(5, 0xdead_0000 + i, (i % 4) as usize))
        } else {
            random_placement(4 + (i % 2) as usize, 0xdead_0000 + i)
        };
        let Some(board) = board else {
            continue;
        };
        if board.points().filter(|&p| board.is_empty(p)).count() > 8 {
            continue;
        }
        let (c, u) = check_deaths(&board);
        checked += c;
        unknown += u;
    }
    eprintln!(
        "proofs of death: {checked} dead strings captured by exhaustive play, {unknown} past the oracle's budget"
    );
    assert!(checked >= 100, "too few proven deaths checked: {checked}");
}

/// A ban of Art. 7-2: `banned` may not retake the ko at `ko` (taking the
/// single stone `stone` back) until it has passed for it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
struct Ban {
    ko: Point,
    stone: Point,
    banned: Color,
}

/// The confirmation game up to the target's first capture, read to the
/// end with the ko rule of Art. 7-2: a player whose stone was taken in a
/// ko retakes there only after a pass for that ko, a pass that does not
/// count toward the two that end the game; a line that repeats keeps the
/// target standing. A string this game never captures cannot be dead
/// under Art. 7-1, which needs a capture first. Written apart from the
/// engine's search, as an oracle.
struct KoOracle {
    target: Point,
    defender: Color,
    nodes: u64,
    max_nodes: u64,
    known: HashMap<(u64, Vec<Ban>, bool, u8), Found>,
    path: Vec<(u64, Vec<Ban>, bool)>,
}

impl KoOracle {
    fn read(
        &mut self,
        board: &Board,
        bans: &[Ban],
        attacker_to_move: bool,
        passes: u8,
    ) -> (Found, bool) {
        if board.color_at(self.target) != Some(self.defender) {
            return (Found::Captured, false);
        }
        if passes >= 2 {
            return (Found::Survives, false);
        }
        let mut sorted = bans.to_vec();
        sorted.sort_by_key(|b| (b.ko.index(), b.stone.index(), b.banned as u8));
        let key = (board.hash(), sorted.clone(), attacker_to_move, passes);
        if let Some(&found) = self.known.get(&key) {
            return (found, false);
        }
        let at = (key.0, sorted, attacker_to_move);
        if self.path.contains(&at) {
            return (Found::Survives, true);
        }
        self.nodes += 1;
        if self.nodes > self.max_nodes || self.path.len() > MAX_DEPTH {
            return (Found::Unknown, true);
        }
        self.path.push(at);
        let mover = if attacker_to_move {
            self.defender.opponent()
        } else {
            self.defender
        };
        let them = mover.opponent();
        // Stones, then the passes: one for each ban of the mover's, and a
        // plain one.
        let mut children: Vec<(Board, Vec<Ban>, u8)> = Vec::new();
        for p in board.points() {
            if !board.is_empty(p) || board.would_be_suicide(mover, p) {
                continue;
            }
            let retakes = bans.iter().any(|b| {
                b.banned == mover
                    && b.ko == p
                    && p.neighbors().iter().all(|&n| {
                        n == b.stone || board.color_at(n) != Some(them) || board.liberties(n) > 1
                    })
            });
            if retakes {
                continue;
            }
            let mut after = board.clone();
            let placed = after.place(mover, p);
            after.pass(); // the board's own ko point is not 7-2's
            let mut next: Vec<Ban> = bans
                .iter()
                .copied()
                .filter(|b| {
                    after.is_empty(b.ko)
                        && after.color_at(b.stone) == Some(b.banned.opponent())
                        && after.string_size(b.stone) == 1
                        && after.liberties(b.stone) == 1
                })
                .collect();
            if let Some(ko) = placed.ko {
                next.push(Ban {
                    ko,
                    stone: p,
                    banned: them,
                });
            }
            children.push((after, next, 0));
        }
        for (i, b) in bans.iter().enumerate() {
            if b.banned == mover {
                let mut next = bans.to_vec();
                next.remove(i);
                children.push((board.clone(), next, 0));
            }
        }
        children.push((board.clone(), bans.to_vec(), passes + 1));
        let want = if attacker_to_move {
            Found::Captured
        } else {
            Found::Survives
        };
        let (mut result, mut unknown, mut met_repetition) = (None, false, false);
        for (after, next, passes) in children {
            let (found, rep) = self.read(&after, &next, !attacker_to_move, passes);
            met_repetition |= rep;
            if found == want {
                result = Some(want);
                break;
            }
            unknown |= found == Found::Unknown;
        }
        self.path.pop();
        let found = result.unwrap_or(if unknown {
            Found::Unknown
        } else if attacker_to_move {
            Found::Survives
        } else {
            Found::Captured
        });
        if !met_repetition && found != Found::Unknown {
            self.known.insert(key, found);
        }
        (found, met_repetition)
    }
}

fn capturable_under_7_2(board: &Board, target: Point, max_nodes: u64) -> Found {
    let mut oracle = KoOracle {
        target,
        defender: board.color_at(target).expect("a stone"),
        nodes: 0,
        max_nodes,
        known: HashMap::new(),
        path: Vec::new(),
    };
    let mut start = board.clone();
    start.pass();
    oracle.read(&start, &[], true, 0).0
}
