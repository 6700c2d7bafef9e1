//! Properties that `final_score` and `final_status` promise, checked on
//! every record of `gtp-tests/rules/` and `gtp-tests/games/` (final
//! position of the main line), GNU Go's finished 19x19 games and every
//! thirtieth of the counted professional games when `../shared/anchors` is
//! there, a few boards written here, and random finished-looking
//! positions:
//!
//! 1. the 8 symmetries of the board give the same answers, point by point
//!    (class of every point, result, both counts);
//! 2. swapping the colours of the stones and the prisoners mirrors them
//!    (komi 0): territory and seki eyes change colour, the result side;
//! 3. 1 and 4 threads give the same answers as the default pool;
//! 4. the same position reached another way (other move orders through
//!    `Game::play`, with or without stones thrown in and captured, a setup,
//!    an SGF round trip, the record itself) gives the same answers when the
//!    prisoners are equal.
//!
//! Every check compares with the answer for the position's stones put on
//! an empty board in point order (the reference), at the engine's default
//! budget. Positions slower than `HEAVY_MS` get fewer checks;
//! `KAKUNIN_PROPS_FULL=1` runs everything everywhere. A case that fails
//! because of a known engine bug may be listed in `KNOWN`: it is still run
//! and reported (`--nocapture`), and does not fail the suite.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;
use std::sync::OnceLock;
use std::time::Instant;

use proptest::prelude::*;
use proptest::test_runner::RngSeed;
use rayon::ThreadPool;

use kakunin::board::Board;
use kakunin::confirm::{self, Analysis, Budget, Method};
use kakunin::game::Game;
use kakunin::gtp::scoring::score_game;
use kakunin::score::{self, PointClass, Score};
use kakunin::sgf;
use kakunin::{Color, Move, Point};

mod common;
use common::games::random_game_to_end;
use common::rng::Rng;

// KNOWN: (position, check) pairs that fail because of a known engine bug
// (none today: answers are computed on a canonical view of the position).
// A case here is still run and reported as "skipped, KNOWN failure", and
// does not fail the suite; when it passes, the test prints "KNOWN failure
// now passes": remove it.
const KNOWN: &[(&str, &str)] = &[];

/// The budget the engine scores with (`--score-budget` default).
fn budget() -> Budget {
    Budget::default()
}

/// A position to score: stones, prisoners taken in play, komi, and the
/// game it was loaded as (for records).
#[derive(Clone)]
struct Case {
    name: String,
    size: usize,
    stones: Vec<(Point, Color)>,
    captured: [u32; 2],
    komi: f64,
    record: Option<Game>,
}

/// What the engine answers: every point's class (`x + y * size`), how
/// each stone's status was found (when known), the result and both counts
/// before komi.
#[derive(Clone, Debug)]
struct Answer {
    size: usize,
    classes: Vec<PointClass>,
    methods: Option<Vec<Option<Method>>>,
    result: String,
    points: [u32; 2],
}

impl Answer {
    fn of(score: &Score, size: usize, analysis: Option<&Analysis>) -> Answer {
        let mut classes = vec![PointClass::Dame; size * size];
        let mut methods = vec![None; size * size];
        let mut count = 0;
        for (p, class) in score.points() {
            classes[p.x() + p.y() * size] = class;
            methods[p.x() + p.y() * size] = analysis.and_then(|a| a.method(p));
            count += 1;
        }
        assert_eq!(count, size * size, "a class for every point");
        Answer {
            size,
            classes,
            methods: analysis.map(|_| methods),
            result: score.result(),
            points: [score.points_of(Color::Black), score.points_of(Color::White)],
        }
    }

    fn class(&self, p: Point) -> PointClass {
        self.classes[p.x() + p.y() * self.size]
    }

    /// The class with the method that found the stone's status.
    fn describe(&self, p: Point) -> String {
        let method = self
            .methods
            .as_ref()
            .and_then(|m| m[p.x() + p.y() * self.size]);
        match method {
            Some(m) => format!("{:?}/{m:?}", self.class(p)),
            None => format!("{:?}", self.class(p)),
        }
    }

    fn used_estimate(&self) -> Option<bool> {
        self.methods
            .as_ref()
            .map(|m| m.contains(&Some(Method::Estimate)))
    }
}

/// The confirmation phase and the count for `board`.
fn scored(board: &Board, captured: [u32; 2], komi: f64) -> (Analysis, Answer) {
    // The analysis is kept for its methods (which stones were estimated);
    // the answer is the engine's, scored on its canonical view.
    let analysis = confirm::analyse(board, budget());
    let score = score::score_position(board, captured.into(), komi, budget());
    let answer = Answer::of(&score, board.size(), Some(&analysis));
    (analysis, answer)
}

fn answer(board: &Board, captured: [u32; 2], komi: f64) -> Answer {
    scored(board, captured, komi).1
}

/// The answer of an analysis already made, with other prisoners or komi.
fn rescored(board: &Board, analysis: &Analysis, captured: [u32; 2], komi: f64) -> Answer {
    let score = score::score_position(board, captured.into(), komi, budget());
    Answer::of(&score, board.size(), Some(analysis))
}

// ---------------------------------------------------------------------
// Building positions

fn stones_of(board: &Board) -> Vec<(Point, Color)> {
    board
        .points()
        .filter_map(|p| board.color_at(p).map(|c| (p, c)))
        .collect()
}

/// Neighbours of `p` on a board of side `size`.
fn neighbours(p: Point, size: usize) -> Vec<Point> {
    let (x, y) = (p.x(), p.y());
    let mut out = Vec::with_capacity(4);
    if x > 0 {
        out.push(Point::new(x - 1, y));
    }
    if x + 1 < size {
        out.push(Point::new(x + 1, y));
    }
    if y > 0 {
        out.push(Point::new(x, y - 1));
    }
    if y + 1 < size {
        out.push(Point::new(x, y + 1));
    }
    out
}

/// The stones of each colour in an order that never captures and never
/// leaves a string without liberties: every string grows as one connected
/// piece from a stone next to one of its final liberties, which stays
/// empty, so every piece keeps that liberty. Strings are interleaved at
/// random (or in point order without `rng`). `None` if a string of the
/// picture has no liberty.
fn safe_orders(
    size: usize,
    stones: &[(Point, Color)],
    mut rng: Option<&mut Rng>,
) -> Option<[Vec<Point>; 2]> {
    let picture: BTreeMap<Point, Color> = stones.iter().copied().collect();
    let mut seen = BTreeSet::new();
    let mut strings: [Vec<Vec<Point>>; 2] = [Vec::new(), Vec::new()];
    for (&start, &color) in &picture {
        if seen.contains(&start) {
            continue;
        }
        // The string through `start`.
        let mut members = vec![start];
        seen.insert(start);
        let mut i = 0;
        while i < members.len() {
            for n in neighbours(members[i], size) {
                if picture.get(&n) == Some(&color) && seen.insert(n) {
                    members.push(n);
                }
            }
            i += 1;
        }
        members.sort();
        let roots: Vec<Point> = members
            .iter()
            .copied()
            .filter(|&s| neighbours(s, size).iter().any(|n| !picture.contains_key(n)))
            .collect();
        if roots.is_empty() {
            return None;
        }
        let root = match rng.as_deref_mut() {
            Some(r) => roots[r.below(roots.len())],
            None => roots[0],
        };
        // Connected growth from the root.
        let mut order = vec![root];
        let mut placed: BTreeSet<Point> = [root].into();
        let mut frontier: Vec<Point> = Vec::new();
        let grow = |s: Point, frontier: &mut Vec<Point>, placed: &BTreeSet<Point>| {
            for n in neighbours(s, size) {
                if picture.get(&n) == Some(&color) && !placed.contains(&n) && !frontier.contains(&n)
                {
                    frontier.push(n);
                }
            }
        };
        grow(root, &mut frontier, &placed);
        while !frontier.is_empty() {
            let k = match rng.as_deref_mut() {
                Some(r) => r.below(frontier.len()),
                None => 0,
            };
            let s = frontier.remove(k);
            placed.insert(s);
            order.push(s);
            grow(s, &mut frontier, &placed);
        }
        strings[color.index()].push(order);
    }
    let mut out: [Vec<Point>; 2] = [Vec::new(), Vec::new()];
    for c in Color::BOTH {
        let mut pieces = std::mem::take(&mut strings[c.index()]);
        let mut cursor = vec![0usize; pieces.len()];
        while !pieces.is_empty() {
            let k = match rng.as_deref_mut() {
                Some(r) => r.below(pieces.len()),
                None => 0,
            };
            out[c.index()].push(pieces[k][cursor[k]]);
            cursor[k] += 1;
            if cursor[k] == pieces[k].len() {
                pieces.remove(k);
                cursor.remove(k);
            }
        }
    }
    Some(out)
}

/// A board holding exactly `stones`, put there by `setup_stone` in an
/// order that captures nothing. `None` for a picture with a string
/// without liberties.
fn board_from(size: usize, stones: &[(Point, Color)], rng: Option<&mut Rng>) -> Option<Board> {
    let orders = safe_orders(size, stones, rng)?;
    let mut board = Board::new(size).expect("a valid size");
    for c in Color::BOTH {
        for &p in &orders[c.index()] {
            board.setup_stone(c, p);
        }
    }
    let mut want: Vec<(Point, Color)> = stones.to_vec();
    want.sort();
    assert_eq!(stones_of(&board), want, "the board holds the picture");
    Some(board)
}

/// Plays the position from an empty board, alternating colours (a side
/// with nothing left passes). With `throw_ins`, a side may first throw a
/// stone into a one-point eye of the other side, which is captured when the
/// eye closes: the prisoners then differ from the setup's. The game ends
/// with two passes. `None` if this order went wrong (the caller tries
/// another seed).
fn play_position(case: &Case, rng: &mut Rng, throw_ins: bool) -> Option<Game> {
    let size = case.size;
    let orders = safe_orders(size, &case.stones, Some(rng))?;
    let picture: BTreeMap<Point, Color> = case.stones.iter().copied().collect();
    // One-point eyes of the final position: empty, every neighbour `c`.
    let mut eyes: [Vec<Point>; 2] = [Vec::new(), Vec::new()];
    if throw_ins {
        for y in 0..size {
            for x in 0..size {
                let p = Point::new(x, y);
                if picture.contains_key(&p) {
                    continue;
                }
                let around: BTreeSet<Option<Color>> = neighbours(p, size)
                    .iter()
                    .map(|n| picture.get(n).copied())
                    .collect();
                if let [Some(owner)] = around.into_iter().collect::<Vec<_>>()[..] {
                    if rng.below(2) == 0 {
                        // The owner's opponent throws in here.
                        eyes[owner.opponent().index()].push(p);
                    }
                }
            }
        }
    }
    let mut game = Game::new(size, case.komi).expect("a valid size");
    let mut next = [0usize; 2];
    let mut color = Color::Black;
    while next[0] < orders[0].len() || next[1] < orders[1].len() {
        let i = color.index();
        let mut mv = Move::Pass;
        // A throw-in while the eye is still open and the stone captures
        // nothing.
        if let Some(k) = eyes[i].iter().position(|&e| {
            game.board().is_empty(e) && game.is_legal(color, Move::Place(e)) && {
                let mut b = game.board().clone();
                b.place(color, e).captured == 0
            }
        }) {
            if rng.below(3) == 0 {
                mv = Move::Place(eyes[i].remove(k));
            }
        }
        if mv == Move::Pass && next[i] < orders[i].len() {
            mv = Move::Place(orders[i][next[i]]);
            next[i] += 1;
        }
        game.play(color, mv).ok()?;
        color = color.opponent();
    }
    game.play(color, Move::Pass).ok()?;
    game.play(color.opponent(), Move::Pass).ok()?;
    let mut want = case.stones.clone();
    want.sort();
    (stones_of(game.board()) == want).then_some(game)
}

// ---------------------------------------------------------------------
// The positions

/// Hand-written boards: (name, prisoners, komi, picture).
const BOARDS: &[(&str, [u32; 2], f64, &str)] = &[
    (
        // A white stone (A5) dead inside Black's territory; both walls are
        // unconditionally alive.
        "ascii:dead-stone-in-territory",
        [2, 1],
        0.0,
        "
        . X . X O . O
        X X X X O O O
        O . . X O . .
        . . . X O O O
        . . . X O . O
        X X X X O O O
        . X . X O . O
        ",
    ),
    (
        // The white pair C5 C4 and the black pair E5 E4 share the two
        // liberties D5 D4 and have no other, but each pair connects out
        // through one of them to its own wall (Black D5 to D6, White D4
        // to D3): no seki. Each side's filling forces the other's answer
        // on the other point, and both count for nobody (GNU Go: B+2,
        // D5 D4 dame).
        "ascii:pairs-that-connect-out",
        [0, 0],
        0.0,
        "
        . X . X O . O
        X X X X O O O
        . X O . X O .
        X X O . X O O
        X X X O O O .
        . X X X O . O
        . X . X O O O
        ",
    ),
    (
        // Two live groups with the D column of dame between them.
        "ascii:two-live-groups-with-dame",
        [3, 5],
        6.5,
        "
        . X X . O . O
        X X X . O O O
        . . X . O . O
        X X X . O O O
        . X X . O . .
        X X X . O O O
        . X X . O . O
        ",
    ),
    // Positions the random test below found (statuses settled by Benson and
    // the search alone; the classes of Art. 8 differ).
    (
        "ascii:random-1",
        [0, 0],
        0.5,
        "
        X X X . . O
        . X X X X O
        X . X X X O
        X . O O O .
        O O O O O O
        . O O . O .
        ",
    ),
    (
        "ascii:random-2",
        [0, 0],
        0.5,
        "
        O O . O O .
        O . . . . .
        . O O O X X
        O O O X X .
        X X O . . X
        . X X X X .
        ",
    ),
    (
        "ascii:random-3",
        [0, 0],
        0.5,
        "
        O X O O . O O
        O . O O . . O
        O O X O O . O
        X X X X O . X
        . X X O O X X
        X . X X X . X
        . X X . X X X
        ",
    ),
    (
        "ascii:random-4",
        [0, 0],
        0.5,
        "
        . X O . . O . O
        X X O O O . O O
        . X O O O O O O
        X X X X X X O .
        . X X . X O . O
        X X X X O O O .
        X . X . X . . .
        X X X X . O O .
        ",
    ),
];

/// GNU Go's scoring suite's games, outside the repository.
const ANCHORS: &str = "../shared/anchors/gnugo-scoring/games/scoring";

/// Professional games that ended by counting, left as the players stopped
/// them (open neutral points, protective moves owed): every
/// `PRO_STEP`-th record of the directory is taken.
const PRO_COUNTED: &str = "../shared/anchors/pro-counted/games";
const PRO_STEP: usize = 30;

/// The records of `dir` (final positions of their main lines), named
/// `label/file`, and the records `loadsgf` refuses.
fn load_records(dir: &Path, label: &str) -> (Vec<Case>, Vec<String>) {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "sgf"))
        .collect();
    files.sort();
    let mut cases = Vec::new();
    let mut unreadable = Vec::new();
    for path in files {
        let name = format!("{label}/{}", path.file_name().unwrap().to_string_lossy());
        let text = std::fs::read_to_string(&path).expect("a readable record");
        match sgf::load(&text, None, 0.0) {
            Ok((game, _)) => cases.push(Case {
                name,
                size: game.size(),
                stones: stones_of(game.board()),
                captured: [game.prisoners(Color::Black), game.prisoners(Color::White)],
                komi: game.komi(),
                record: Some(game),
            }),
            Err(e) => unreadable.push(format!("{name}: {e}")),
        }
    }
    (cases, unreadable)
}

/// Every position with its reference board and answer, computed once.
struct Fixture {
    case: Case,
    board: Board,
    analysis: Analysis,
    answer: Answer,
    /// Slow to analyse: fewer checks (see `Checks`).
    heavy: bool,
}

/// A reference analysis slower than this makes a position heavy, unless
/// `KAKUNIN_PROPS_FULL` is set in the environment (every check on every
/// position: what `KNOWN` was made from).
const HEAVY_MS: u128 = 200;

fn full() -> bool {
    std::env::var_os("KAKUNIN_PROPS_FULL").is_some()
}

fn fixtures() -> &'static [Fixture] {
    static FIXTURES: OnceLock<Vec<Fixture>> = OnceLock::new();
    FIXTURES.get_or_init(|| {
        let mut cases = Vec::new();
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        for dir in ["rules", "games"] {
            let (loaded, unreadable) = load_records(&root.join("gtp-tests").join(dir), dir);
            assert!(!loaded.is_empty(), "no record loaded from gtp-tests/{dir}");
            for u in unreadable {
                eprintln!("not a position (loadsgf refuses it): {u}");
            }
            cases.extend(loaded);
        }
        // GNU Go's finished 19x19 games, read in place as score_anchor.rs
        // reads them, when they are there.
        let anchors = root.join(ANCHORS);
        if anchors.is_dir() {
            let (loaded, unreadable) = load_records(&anchors, "anchors");
            assert!(unreadable.is_empty(), "{unreadable:?}");
            cases.extend(loaded);
        } else {
            common::skip::skip(
                "score properties on GNU Go's records",
                &format!("{} is absent", anchors.display()),
            );
        }
        let pro = root.join(PRO_COUNTED);
        if pro.is_dir() {
            let (loaded, unreadable) = load_records(&pro, "pro-counted");
            assert!(unreadable.is_empty(), "{unreadable:?}");
            let step = if full() { 1 } else { PRO_STEP };
            cases.extend(loaded.into_iter().step_by(step));
        } else {
            common::skip::skip(
                "score properties on counted professional games",
                &format!("{} is absent", pro.display()),
            );
        }
        for &(name, captured, komi, rows) in BOARDS {
            let board = Board::from_ascii(rows).unwrap_or_else(|| panic!("{name}: a board"));
            cases.push(Case {
                name: name.to_string(),
                size: board.size(),
                stones: stones_of(&board),
                captured,
                komi,
                record: None,
            });
        }
        cases
            .into_iter()
            .map(|case| {
                let board = board_from(case.size, &case.stones, None)
                    .unwrap_or_else(|| panic!("{}: a legal position", case.name));
                let start = Instant::now();
                let (analysis, answer) = scored(&board, case.captured, case.komi);
                let ms = start.elapsed().as_millis();
                let heavy = ms > HEAVY_MS && !full();
                eprintln!(
                    "{}: {} ({ms} ms{}{})",
                    case.name,
                    answer.result,
                    if analysis.used_estimate() {
                        ", playout estimate used"
                    } else {
                        ""
                    },
                    if heavy { ", heavy: fewer checks" } else { "" }
                );
                Fixture {
                    case,
                    board,
                    analysis,
                    answer,
                    heavy,
                }
            })
            .collect()
    })
}

// ---------------------------------------------------------------------
// Comparing answers

/// Symmetry `t` of the square: bit 2 transposes, bit 0 mirrors the
/// columns, bit 1 the rows (applied in that order).
const SYMMETRIES: [(u8, &str); 8] = [
    (0, "identity"),
    (1, "mirror-left-right"),
    (2, "mirror-top-bottom"),
    (3, "rotate-180"),
    (4, "transpose"),
    (5, "rotate-90-ccw"),
    (6, "rotate-90-cw"),
    (7, "anti-transpose"),
];

fn transform(t: u8, p: Point, size: usize) -> Point {
    let (mut x, mut y) = (p.x(), p.y());
    if t & 4 != 0 {
        std::mem::swap(&mut x, &mut y);
    }
    if t & 1 != 0 {
        x = size - 1 - x;
    }
    if t & 2 != 0 {
        y = size - 1 - y;
    }
    Point::new(x, y)
}

fn mirror_class(class: PointClass) -> PointClass {
    match class {
        PointClass::Territory(c) => PointClass::Territory(c.opponent()),
        PointClass::SekiEye(c) => PointClass::SekiEye(c.opponent()),
        other => other,
    }
}

fn mirror_result(result: &str) -> String {
    if let Some(rest) = result.strip_prefix("B+") {
        format!("W+{rest}")
    } else if let Some(rest) = result.strip_prefix("W+") {
        format!("B+{rest}")
    } else {
        result.to_string()
    }
}

fn yes_no(flag: Option<bool>) -> &'static str {
    match flag {
        Some(true) => "yes",
        Some(false) => "no",
        None => "?",
    }
}

/// Compares `got` with the reference under a map of points and classes;
/// describes every difference (class/method, reference point -> point).
fn compare(
    reference: &Answer,
    got: &Answer,
    map: impl Fn(Point) -> Point,
    map_class: impl Fn(PointClass) -> PointClass,
    want_result: &str,
    want_points: [u32; 2],
) -> Result<(), String> {
    let size = reference.size;
    let mut diffs = Vec::new();
    // Stones whose status (alive or dead) differs: the confirmation phase
    // disagrees; otherwise only the Art. 8 classification does.
    let mut status_diffs = 0;
    let alive = |c: PointClass| matches!(c, PointClass::Alive | PointClass::Seki);
    for y in 0..size {
        for x in 0..size {
            let p = Point::new(x, y);
            let q = map(p);
            let (want, have) = (map_class(reference.class(p)), got.class(q));
            if have != want {
                diffs.push(format!(
                    "{p}->{q} {} but {}",
                    reference.describe(p),
                    got.describe(q)
                ));
                let stone = |c: PointClass| {
                    matches!(
                        c,
                        PointClass::Alive
                            | PointClass::Seki
                            | PointClass::Dead
                            | PointClass::DeadInSeki
                    )
                };
                if stone(want) && stone(have) && alive(want) != alive(have) {
                    status_diffs += 1;
                }
            }
        }
    }
    if got.result == want_result && got.points == want_points && diffs.is_empty() {
        return Ok(());
    }
    let mut out = format!(
        "expected {want_result} (B {} W {}), got {} (B {} W {})",
        want_points[0], want_points[1], got.result, got.points[0], got.points[1],
    );
    let _ = write!(
        out,
        "; playout estimate used: reference {}, this {}; stones with another status: {}",
        yes_no(reference.used_estimate()),
        yes_no(got.used_estimate()),
        status_diffs
    );
    if !diffs.is_empty() {
        const SHOWN: usize = 12;
        let more = diffs.len().saturating_sub(SHOWN);
        diffs.truncate(SHOWN);
        let _ = write!(out, "; classes differ at {}", diffs.join(", "));
        if more > 0 {
            let _ = write!(out, " and {more} more points");
        }
    }
    Err(out)
}

fn same(reference: &Answer, got: &Answer) -> Result<(), String> {
    compare(
        reference,
        got,
        |p| p,
        |c| c,
        &reference.result,
        reference.points,
    )
}

/// `score_game` on `game` against the reference; on a difference the
/// position is analysed again for the methods (and to see whether the
/// analysis repeats itself).
fn check_game(reference: &Answer, game: &Game) -> Result<(), String> {
    let got = Answer::of(&score_game(game, budget()), game.size(), None);
    same(reference, &got).map_err(|_| {
        let again = answer(game.board(), prisoners(game), game.komi());
        let mut e = same(reference, &again).err().unwrap_or_default();
        if again.classes != got.classes || again.result != got.result {
            let _ = write!(
                e,
                "; NOT REPEATABLE: score_game said {}, analyse again {}",
                got.result, again.result
            );
        }
        e
    })
}

/// Runs `check` on every position for every check name it reports, and
/// fails on the failures not listed in `KNOWN`.
fn run_property(
    property: &str,
    check: impl Fn(&Fixture, &mut dyn FnMut(&str, Result<(), String>)),
) {
    let mut failures = Vec::new();
    let mut known_failing = Vec::new();
    let mut known_passing = Vec::new();
    let mut checks = 0;
    for fixture in fixtures() {
        let name = fixture.case.name.as_str();
        check(fixture, &mut |what, outcome| {
            checks += 1;
            let known = KNOWN.contains(&(name, what));
            match (outcome, known) {
                (Ok(()), false) => {}
                (Ok(()), true) => known_passing.push(format!("{name} [{what}]")),
                (Err(e), true) => known_failing.push(format!("{name} [{what}]: {e}")),
                (Err(e), false) => failures.push(format!("{name} [{what}]: {e}")),
            }
        });
    }
    eprintln!(
        "{property}: {checks} checks, {} failed, {} KNOWN failures skipped",
        failures.len(),
        known_failing.len()
    );
    for k in &known_failing {
        eprintln!("  skipped, KNOWN failure: {k}");
    }
    for k in &known_passing {
        eprintln!("  KNOWN failure now passes, remove it from KNOWN: {k}");
    }
    assert!(checks > 0, "{property}: nothing was checked");
    assert!(
        failures.is_empty(),
        "{property}: {} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn pool(threads: usize) -> &'static ThreadPool {
    static POOLS: OnceLock<[ThreadPool; 2]> = OnceLock::new();
    let pools = POOLS.get_or_init(|| {
        [1, 4].map(|n| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(n)
                .build()
                .expect("a thread pool")
        })
    });
    match threads {
        1 => &pools[0],
        4 => &pools[1],
        _ => unreachable!("pools of 1 and 4 threads"),
    }
}

fn prisoners(game: &Game) -> [u32; 2] {
    [game.prisoners(Color::Black), game.prisoners(Color::White)]
}

// ---------------------------------------------------------------------
// The properties

/// The symmetric position of `board`, stones only; with `swap`, every
/// stone's colour swapped too.
fn transformed(board: &Board, t: u8, swap: bool) -> Board {
    let size = board.size();
    let stones: Vec<(Point, Color)> = stones_of(board)
        .into_iter()
        .map(|(p, c)| {
            let c = if swap { c.opponent() } else { c };
            (transform(t, p, size), c)
        })
        .collect();
    board_from(size, &stones, None).expect("a symmetric position is legal")
}

/// Symmetry `t`, prisoners and komi unchanged: the same answer on the
/// transformed points.
fn check_symmetry(
    board: &Board,
    reference: &Answer,
    captured: [u32; 2],
    komi: f64,
    t: u8,
) -> Result<(), String> {
    let size = board.size();
    let got = answer(&transformed(board, t, false), captured, komi);
    compare(
        reference,
        &got,
        |p| transform(t, p, size),
        |c| c,
        &reference.result,
        reference.points,
    )
}

/// Colours swapped (stones and prisoners) under symmetry `t`, komi 0: the
/// answer mirrored.
fn check_swap(board: &Board, analysis: &Analysis, captured: [u32; 2], t: u8) -> Result<(), String> {
    let size = board.size();
    let reference = rescored(board, analysis, captured, 0.0);
    let got = answer(
        &transformed(board, t, true),
        [captured[1], captured[0]],
        0.0,
    );
    compare(
        &reference,
        &got,
        |p| transform(t, p, size),
        mirror_class,
        &mirror_result(&reference.result),
        [reference.points[1], reference.points[0]],
    )
}

/// A stable hash of a name (FNV-1a), to spread the checks of heavy
/// positions over the symmetries.
fn name_hash(name: &str) -> usize {
    name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    }) as usize
}

#[test]
fn same_answers_under_the_eight_symmetries() {
    run_property("symmetries", |f, report| {
        // A heavy position gets three of the seven, chosen by its name.
        let first = name_hash(&f.case.name) % 7;
        for (k, &(t, name)) in SYMMETRIES[1..].iter().enumerate() {
            if f.heavy && (k + 7 - first) % 7 > 2 {
                continue;
            }
            report(
                name,
                check_symmetry(&f.board, &f.answer, f.case.captured, f.case.komi, t),
            );
        }
    });
}

#[test]
fn swapped_colours_give_mirrored_answers() {
    run_property("colours swapped", |f, report| {
        report(
            "swap-colours",
            check_swap(&f.board, &f.analysis, f.case.captured, 0),
        );
        // With a symmetry too (the other half of the group of 16).
        if !f.heavy {
            report(
                "swap-colours+rotate-90-cw",
                check_swap(&f.board, &f.analysis, f.case.captured, 6),
            );
        }
    });
}

#[test]
fn same_answers_with_one_and_four_threads() {
    run_property("threads", |f, report| {
        // The reference ran on the global pool (as many threads as cores).
        let (captured, komi) = (f.case.captured, f.case.komi);
        let one = pool(1).install(|| answer(&f.board, captured, komi));
        report("threads-1", same(&f.answer, &one));
        if !f.heavy {
            let four = pool(4).install(|| answer(&f.board, captured, komi));
            report("threads-4", same(&f.answer, &four));
            report("threads-1-vs-4", same(&one, &four));
        }
    });
}

#[test]
fn same_position_by_other_ways_same_answers() {
    run_property("move orders", |f, report| {
        let case = &f.case;
        let with = |captured: [u32; 2]| rescored(&f.board, &f.analysis, captured, case.komi);
        // The record as loaded (the final position of its main line).
        if let Some(game) = &case.record {
            report("record", check_game(&with(prisoners(game)), game));
        }
        // Setup stones in a random order.
        if !f.heavy {
            let mut rng = Rng(0x5eed ^ case.stones.len() as u64);
            let orders = safe_orders(case.size, &case.stones, Some(&mut rng)).expect("legal");
            let mut game = Game::new(case.size, case.komi).expect("a valid size");
            let mut stones: Vec<(Point, Option<Color>)> = Vec::new();
            for c in Color::BOTH {
                stones.extend(orders[c.index()].iter().rev().map(|&p| (p, Some(c))));
            }
            game.setup(stones, Color::Black).expect("a legal setup");
            report("setup", check_game(&with([0, 0]), &game));
        }
        // Moves, with and without stones thrown in and captured; one game
        // also through an SGF round trip.
        for (k, throw_ins) in [(1u64, false), (2, true), (3, true)] {
            if f.heavy && k != 2 {
                continue;
            }
            let game = (0..20)
                .find_map(|attempt| play_position(case, &mut Rng(k * 1000 + attempt), throw_ins))
                .unwrap_or_else(|| panic!("{}: no move order reaches it", case.name));
            let what = if throw_ins {
                format!("play-order-{k}-with-captures")
            } else {
                format!("play-order-{k}")
            };
            report(&what, check_game(&with(prisoners(&game)), &game));
            if k == 2 && !f.heavy {
                let text = sgf::write(&game);
                let (again, _) = sgf::load(&text, None, 0.0).expect("our own record loads");
                assert_eq!(prisoners(&again), prisoners(&game));
                report(
                    "sgf-round-trip",
                    check_game(&with(prisoners(&again)), &again),
                );
            }
        }
    });
}

/// The orders with throw-ins really capture stones of both colours on some
/// position: otherwise "equal prisoners" in property 4 would be untested.
#[test]
fn move_orders_do_take_prisoners() {
    let case = &fixtures()
        .iter()
        .find(|f| f.case.name == "ascii:dead-stone-in-territory")
        .expect("the hand-written board")
        .case;
    let taken = (0..20u64)
        .filter_map(|seed| play_position(case, &mut Rng(seed), true))
        .map(|g| prisoners(&g))
        .filter(|&p| p[0] > 0 && p[1] > 0)
        .count();
    assert!(taken > 0, "no order captured stones of both colours");
}

/// The hand-written boards mean what their comments say.
#[test]
fn hand_written_boards_are_what_they_claim() {
    let find = |name: &str| {
        fixtures()
            .iter()
            .find(|f| f.case.name == name)
            .unwrap_or_else(|| panic!("{name}"))
    };
    let at = |f: &Fixture, v: &str| f.answer.class(Point::parse_gtp(v, f.case.size).unwrap());
    let dead = find("ascii:dead-stone-in-territory");
    assert_eq!(at(dead, "A5"), PointClass::Dead);
    assert_eq!(at(dead, "A4"), PointClass::Territory(Color::Black));
    let pairs = find("ascii:pairs-that-connect-out");
    for v in ["C5", "C4", "E5", "E4"] {
        assert_eq!(at(pairs, v), PointClass::Alive, "{v}");
    }
    for v in ["D5", "D4"] {
        assert_eq!(at(pairs, v), PointClass::Dame, "{v}");
    }
    assert_eq!(pairs.answer.result, "B+2");
    let dame = find("ascii:two-live-groups-with-dame");
    for y in 1..=7 {
        assert_eq!(at(dame, &format!("D{y}")), PointClass::Dame);
    }
    assert_eq!(at(dame, "C4"), PointClass::Alive);
    assert_eq!(at(dame, "A1"), PointClass::Territory(Color::Black));
    assert_eq!(at(dame, "G3"), PointClass::Territory(Color::White));
}

// ---------------------------------------------------------------------
// Random finished-looking positions

/// A finished-looking position: a random game to the end (neither side
/// fills its own eyes; both pass when nothing else is left), then a few
/// stones taken off and a few put on, so that some strings need the
/// confirmation search. `None` when an added stone would leave a string
/// without liberties.
fn random_position(size: usize, seed: u64) -> Option<Board> {
    let mut rng = Rng(seed);
    let board = random_game_to_end(size, &mut rng);
    let mut stones = stones_of(&board);
    for _ in 0..rng.below(size + 1) {
        if !stones.is_empty() {
            stones.remove(rng.below(stones.len()));
        }
    }
    for _ in 0..rng.below(size / 2 + 2) {
        let p = Point::new(rng.below(size), rng.below(size));
        if stones.iter().all(|&(q, _)| q != p) {
            let c = if rng.below(2) == 0 {
                Color::Black
            } else {
                Color::White
            };
            stones.push((p, c));
        }
    }
    board_from(size, &stones, None)
}

/// The random positions are worth checking: many need the confirmation
/// search (not only Benson), few fall back to the playout estimate.
#[test]
fn random_positions_need_the_search() {
    let (mut search, mut estimate, mut total) = (0, 0, 0);
    for size in 5..=9 {
        for seed in 0..40u64 {
            let Some(board) = random_position(size, seed * 7919 + size as u64) else {
                continue;
            };
            let analysis = confirm::analyse(&board, budget());
            total += 1;
            if analysis.used_estimate() {
                estimate += 1;
            } else if board
                .points()
                .any(|p| analysis.method(p) == Some(Method::Search))
            {
                search += 1;
            }
        }
    }
    eprintln!("random positions: {total}, searched {search}, estimated {estimate}");
    assert!(total >= 150, "too few legal positions: {total}");
    assert!(
        search * 5 >= total,
        "too few need the search: {search} of {total}"
    );
    assert!(
        estimate * 10 <= total,
        "too many need the estimate: {estimate} of {total}"
    );
}

/// 256 cases from a fixed seed (reproducible; nothing is written to
/// disk), unless `PROPTEST_RNG_SEED` or `KAKUNIN_PROPS_FULL` is set.
fn random_config() -> ProptestConfig {
    let mut config = ProptestConfig {
        cases: 256,
        failure_persistence: None,
        ..ProptestConfig::default()
    };
    if matches!(config.rng_seed, RngSeed::Random) && !full() {
        config.rng_seed = RngSeed::Fixed(0x006b_616b_756e_696e);
    }
    config
}

proptest! {
    #![proptest_config(random_config())]

    #[test]
    fn random_positions_keep_the_properties(
        size in 5usize..=9,
        seed in any::<u64>(),
        t in 1u8..8,
    ) {
        let board = random_position(size, seed);
        prop_assume!(board.is_some());
        let board = board.unwrap();
        let captured = [(seed % 3) as u32, (seed / 3 % 3) as u32];
        let picture = board.to_ascii();
        let (analysis, reference) = scored(&board, captured, 0.5);
        let size = board.size();
        let got = answer(&transformed(&board, t, false), captured, 0.5);
        if let Err(e) = compare(
            &reference,
            &got,
            |p| transform(t, p, size),
            |c| c,
            &reference.result,
            reference.points,
        ) {
            prop_assert!(false, "\n{}symmetry {}: {}", picture, SYMMETRIES[t as usize].1, e);
        }
        let mirrored = rescored(&board, &analysis, captured, 0.0);
        let got = answer(&transformed(&board, 0, true), [captured[1], captured[0]], 0.0);
        let want = mirrored;
        if let Err(e) = compare(
            &want,
            &got,
            |p| p,
            mirror_class,
            &mirror_result(&want.result),
            [want.points[1], want.points[0]],
        ) {
            prop_assert!(false, "\n{}colours swapped: {}", picture, e);
        }
        let one = pool(1).install(|| answer(&board, captured, 0.5));
        if let Err(e) = same(&reference, &one) {
            prop_assert!(false, "\n{}one thread: {}", picture, e);
        }
    }
}
