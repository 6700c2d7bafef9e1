//! The static safety stage (`confirm::safety`) and the analysis's proofs
//! of death against an exhaustive oracle: on small finished boards, every
//! string static safety calls safe must survive every sequence of play,
//! the opponent moving first, both sides free to move anywhere or pass,
//! read to the end (a string the oracle can capture is a wrong proof); and
//! every string the analysis proves dead (Benson or the confirmation
//! search) must be capturable in that play at least once (Art. 7-1: a
//! string no sequence can take is not dead).
//!
//! Small boards: finished 5x5 games with a few stones taken off, stones
//! put at random on 4x4 and 5x5 boards, and 7x7 corner regions walled by
//! both colours; 300 positions by default, 2,000 with
//! `KAKUNIN_PROPS_FULL=1`.

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

/// Outcome of the oracle's reading.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Found {
    Captured,
    Survives,
    /// Past the node budget.
    Unknown,
}

/// The ko rule the oracle plays under.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum KoRule {
    /// The rules of play (Art. 6): no retake at once; every pass counts
    /// toward the two that end the game.
    Basic,
    /// The confirmation phase (Art. 7-2): a player whose stone was taken
    /// in a ko retakes there only after a pass for that ko, a pass that
    /// does not count toward the two that end the game.
    Confirmation,
}

/// A ban of Art. 7-2: `banned` may not retake the ko at `ko` (taking the
/// single stone `stone` back) until it has passed for it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
struct Ban {
    ko: Point,
    stone: Point,
    banned: Color,
}

/// A position as the oracle remembers it: the stones' hash, the ko point
/// of the rules of play, the 7-2 bans' hash (see [`bans_key`]), the side
/// to move and, for [`Oracle::known`], the passes just made. Hashes, as
/// the board's own: the same stand-in for a position the engine uses.
type Key = (u64, Option<(Point, Color)>, u64, bool, u8);

/// A hash of a set of 7-2 bans, whatever their order.
fn bans_key(bans: &[Ban]) -> u64 {
    bans.iter().fold(0, |acc, b| {
        let mut x = (b.ko.index() as u64) << 32 | (b.stone.index() as u64) << 1 | b.banned as u64;
        // splitmix64's finaliser
        x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        acc ^ (x ^ (x >> 31))
    })
}

/// Exhaustive play to the end, the attacker moving first, both sides free
/// to move anywhere or pass: can the attacker capture the target? A line
/// that repeats keeps the target standing. Written apart from the
/// engine's search, as an oracle.
struct Oracle {
    target: Point,
    defender: Color,
    ko_rule: KoRule,
    nodes: u64,
    max_nodes: u64,
    /// Results read without meeting a repetition, which do not depend on
    /// the path that led to them.
    known: HashMap<Key, Found>,
    /// The positions on the line being read (their passes left out).
    path: Vec<Key>,
}

impl Oracle {
    /// `attacker_to_move`, after `passes` passes in a row, with the 7-2
    /// `bans`: can the attacker capture the target? Also whether the
    /// answer met a repetition (then it is not kept).
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
        let key = (
            board.hash(),
            board.ko(),
            bans_key(bans),
            attacker_to_move,
            passes,
        );
        if let Some(&found) = self.known.get(&key) {
            return (found, false);
        }
        let on_path = (key.0, key.1, key.2, key.3, 0);
        if self.path.contains(&on_path) {
            return (Found::Survives, true);
        }
        self.nodes += 1;
        if self.nodes > self.max_nodes || self.path.len() > MAX_DEPTH {
            return (Found::Unknown, true);
        }
        self.path.push(on_path);
        let mover = if attacker_to_move {
            self.defender.opponent()
        } else {
            self.defender
        };
        // The attacker wants one capture; the defender one refutation.
        let want = if attacker_to_move {
            Found::Captured
        } else {
            Found::Survives
        };
        let (mut result, mut unknown, mut met_repetition) = (None, false, false);
        for child in self.options(board, bans, mover) {
            let (after, next, passes) = self.play(board, bans, mover, passes, child);
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

    /// What `mover` may play on `board`: each stone the ko rule allows,
    /// then the passes (one for each of the mover's 7-2 bans, which lifts
    /// it and does not count, and a plain one).
    fn options(&self, board: &Board, bans: &[Ban], mover: Color) -> Vec<Child> {
        let them = mover.opponent();
        let allowed = |p: Point| match self.ko_rule {
            KoRule::Basic => kakunin::rules::may_place(board, mover, p),
            KoRule::Confirmation => {
                board.is_empty(p)
                    && !board.would_be_suicide(mover, p)
                    && !bans.iter().any(|b| {
                        b.banned == mover
                            && b.ko == p
                            && p.neighbors().iter().all(|&n| {
                                n == b.stone
                                    || board.color_at(n) != Some(them)
                                    || board.liberties(n) > 1
                            })
                    })
            }
        };
        let mut options: Vec<Child> = board
            .points()
            .filter(|&p| allowed(p))
            .map(Child::Stone)
            .collect();
        options.extend(
            (0..bans.len())
                .filter(|&i| bans[i].banned == mover)
                .map(Child::LiftBan),
        );
        options.push(Child::Pass);
        options
    }

    /// The position after `child`, with its bans and the passes in a row.
    fn play(
        &self,
        board: &Board,
        bans: &[Ban],
        mover: Color,
        passes: u8,
        child: Child,
    ) -> (Box<Board>, Vec<Ban>, u8) {
        // Boxed: a board is large, and the reading recurses deep.
        let mut after = Box::new(board.clone());
        match child {
            Child::Stone(p) => {
                let placed = after.place(mover, p);
                if self.ko_rule == KoRule::Basic {
                    return (after, Vec::new(), 0);
                }
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
                        banned: mover.opponent(),
                    });
                }
                (after, next, 0)
            }
            Child::LiftBan(i) => {
                let mut next = bans.to_vec();
                next.remove(i);
                (after, next, 0)
            }
            Child::Pass => {
                after.pass();
                (after, bans.to_vec(), passes + 1)
            }
        }
    }
}

/// A move of the oracle's game.
#[derive(Copy, Clone, Debug)]
enum Child {
    Stone(Point),
    /// A pass for the ko of the ban at this index (Art. 7-2).
    LiftBan(usize),
    Pass,
}

/// Can the attacker capture the string on `target` under `ko_rule`, in
/// `max_nodes` positions read?
fn capturable(board: &Board, target: Point, ko_rule: KoRule, max_nodes: u64) -> Found {
    let mut oracle = Oracle {
        target,
        defender: board.color_at(target).expect("a stone"),
        ko_rule,
        nodes: 0,
        max_nodes,
        known: HashMap::new(),
        path: Vec::new(),
    };
    let mut start = board.clone();
    if ko_rule == KoRule::Confirmation {
        start.pass();
    }
    oracle.read(&start, &[], true, 0).0
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

/// What one oracle test found over its positions.
#[derive(Default)]
struct Tally {
    /// Proofs the oracle confirmed.
    confirmed: usize,
    /// Of those, the ones only the safe-territory stage made.
    by_territory: usize,
    /// Proofs past the oracle's budget.
    unknown: usize,
}

/// Every string called safe on `board` (by static safety, or joined to
/// safe strings by miai) survives exhaustive play.
fn check(board: &Board, tally: &mut Tally) {
    let analysis = confirm::analyse(board, Budget::default());
    let joined = |head: Point| {
        analysis.method(head) == Some(Method::Territory)
            && analysis.status(head) == Some(Status::Alive)
    };
    for color in Color::BOTH {
        let benson = benson::pass_alive(board, color).strings;
        let mut safe = safety::safe_strings(board, color);
        safe.extend(board.string_heads_of(color).filter(|&h| joined(h)));
        // Benson's own strings are not what is checked (the walls of the
        // corner positions among them): reading them is the oracle's
        // longest work.
        for head in safe.into_iter().filter(|h| !benson.contains(h)) {
            expect_safe(board, head, 2_000_000, "called safe", tally);
            tally.by_territory += usize::from(joined(head));
        }
    }
}

/// The string at `head`, proven safe (`proof` says how), survives
/// exhaustive play within `budget` nodes, or is past it; a capture is a
/// wrong proof.
fn expect_safe(board: &Board, head: Point, budget: u64, proof: &str, tally: &mut Tally) {
    match capturable(board, head, KoRule::Basic, budget) {
        Found::Captured => panic!(
            "string at {} {proof}, but exhaustive play captures it:\n{}",
            head.to_gtp(),
            board.to_ascii()
        ),
        Found::Survives => tally.confirmed += 1,
        Found::Unknown => tally.unknown += 1,
    }
}

/// Runs `read` on a thread with room for the oracle's deep lines.
fn on_a_deep_stack(read: fn()) {
    std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(read)
        .unwrap()
        .join()
        .unwrap();
}

#[test]
fn no_string_called_safe_is_captured_by_exhaustive_play() {
    on_a_deep_stack(read_all);
}

/// `positions` finished games from `seed` on, on boards of `size` and
/// `size + 1` in turn, with up to `takes - 1` stones taken off; those with
/// at most `most_empty` empty points.
fn finished_positions(
    positions: usize,
    size: usize,
    seed: u64,
    takes: u64,
    most_empty: usize,
) -> impl Iterator<Item = Board> {
    (0..positions as u64).filter_map(move |i| {
        let board = finished_position(size + (i % 2) as usize, seed + i, (i % takes) as usize);
        (board.points().filter(|&p| board.is_empty(p)).count() <= most_empty).then_some(board)
    })
}

/// The small positions the oracle reads from `seed` on: finished 5x5
/// games with a few stones taken off, and stones put at random on 4x4 and
/// 5x5 boards, 8 empty points at most; and every fifth, a 7x7 corner
/// region (see [`corner_position`]), 10 empty points at most.
fn small_positions(seed: u64) -> impl Iterator<Item = Board> {
    let positions = if full() { 2000 } else { 300 };
    (0..positions as u64).filter_map(move |i| {
        let (board, most_empty) = if i % 5 == 4 {
            (corner_position(seed + i)?, 10)
        } else if i % 3 == 0 {
            (finished_position(5, seed + i, (i % 4) as usize), 8)
        } else {
            (random_placement(4 + (i % 2) as usize, seed + i)?, 8)
        };
        (board.points().filter(|&p| board.is_empty(p)).count() <= most_empty).then_some(board)
    })
}

/// Stones put at random in the 4x4 corner A1-D4 of a 7x7 board whose
/// other points are two unconditionally alive groups: Black's above the
/// corner (eyes A7, C7), White's to its right (eyes F7, F5). The corner's
/// strings fight against walls of both colours, as in a corner of a real
/// board, and the oracle still reads the whole board.
fn corner_position(seed: u64) -> Option<Board> {
    let corner = random_placement(4, seed)?;
    let frame = [".X.XO.O", "XXXXOOO", "XXXXO.O"];
    let rows: Vec<String> = frame
        .iter()
        .map(|row| row.to_string())
        .chain((0..4).rev().map(|y| {
            let corner_row: String = (0..4)
                .map(|x| match corner.color_at(Point::new(x, y)) {
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                    None => '.',
                })
                .collect();
            corner_row + "OOO"
        }))
        .collect();
    Board::from_ascii(&rows.join("\n"))
}

/// `check` run on every small position from `seed` on.
fn tally_over(seed: u64, check: fn(&Board, &mut Tally)) -> Tally {
    let mut tally = Tally::default();
    for board in small_positions(seed) {
        check(&board, &mut tally);
    }
    tally
}

fn read_all() {
    let Tally {
        confirmed,
        by_territory,
        unknown,
    } = tally_over(0x5afe_0000, check);
    eprintln!(
        "static safety: {confirmed} safe strings beyond Benson's confirmed by exhaustive play ({by_territory} joined by miai), {unknown} past the oracle's budget"
    );
    assert!(confirmed >= 15, "too few safe strings checked: {confirmed}");
}

/// Every string the analysis proves dead on `board` can be captured in
/// exhaustive play.
fn check_deaths(board: &Board, tally: &mut Tally) {
    let analysis = confirm::analyse(board, Budget::default());
    for head in board.string_heads() {
        let method = analysis.method(head);
        let proven = matches!(
            method,
            Some(Method::Benson | Method::Territory | Method::Search)
        );
        if !proven || analysis.status(head) != Some(Status::Dead) {
            continue;
        }
        // The ko bans make long lines: a smaller budget by default.
        let budget = if full() { 2_000_000 } else { 50_000 };
        expect_captured(board, head, budget, &format!("{method:?}"), tally);
        tally.by_territory += usize::from(method == Some(Method::Territory));
    }
}

/// The string at `head`, proven dead (`proof` says how), is captured in
/// exhaustive play within `budget` nodes, or is past it; a string no play
/// captures is a wrong proof.
fn expect_captured(board: &Board, head: Point, budget: u64, proof: &str, tally: &mut Tally) {
    match capturable(board, head, KoRule::Confirmation, budget) {
        Found::Survives => panic!(
            "string at {} proven dead ({proof}), but no play captures it:\n{}",
            head.to_gtp(),
            board.to_ascii()
        ),
        Found::Captured => tally.confirmed += 1,
        Found::Unknown => tally.unknown += 1,
    }
}

#[test]
fn no_string_proven_dead_escapes_every_capture() {
    on_a_deep_stack(read_all_deaths);
}

fn read_all_deaths() {
    let Tally {
        confirmed,
        by_territory,
        unknown,
    } = tally_over(0xdead_0000, check_deaths);
    eprintln!(
        "proofs of death: {confirmed} dead strings captured by exhaustive play, {unknown} past the oracle's budget; {by_territory} of all proven where no two eyes fit"
    );
    assert!(
        confirmed >= 100,
        "too few proven deaths checked: {confirmed}"
    );
}

/// The vital zones of large regions (`confirm::safety`'s zones), tried on
/// small boards by reading whole only regions of two points or fewer:
/// every string they make safe survives exhaustive play too.
#[test]
fn no_string_safe_by_zones_is_captured_by_exhaustive_play() {
    on_a_deep_stack(read_all_zones);
}

fn read_all_zones() {
    let small = safety::Readable {
        points: 2,
        empty: 2,
    };
    let mut tally = Tally::default();
    // Finished 5x5 and 6x6 games, where walls enclose regions of a few
    // points, with the small positions of the other tests.
    let (positions, budget) = if full() {
        (2000, 2_000_000)
    } else {
        (150, 200_000)
    };
    let finished = finished_positions(positions, 5, 0x2011_f000, 3, 9);
    for board in finished.chain(small_positions(0x2011_0000).take(positions)) {
        for color in Color::BOTH {
            let benson = benson::pass_alive(&board, color).strings;
            let strings = safety::safe_reading(&board, color, small).strings;
            for head in strings.into_iter().filter(|h| !benson.contains(h)) {
                expect_safe(&board, head, budget, "safe by zones", &mut tally);
            }
        }
    }
    let Tally {
        confirmed, unknown, ..
    } = tally;
    eprintln!(
        "zones: {confirmed} strings beyond Benson's safe with regions of more than two points read in zones confirmed by exhaustive play, {unknown} past the oracle's budget"
    );
    assert!(confirmed >= 5, "too few strings checked: {confirmed}");
}

/// Captures read with the owner's large strings held fixed (the
/// analysis's [`Method::HeldSearch`] deaths), tried on small boards by
/// letting the search read exactly only `max_area` empty points, so that
/// the target's whole area and the points it lives or dies in are too
/// large and only the points short of its allies are read: every string
/// so proven dead can be captured in exhaustive play.
#[test]
fn no_string_dead_with_its_allies_held_escapes_every_capture() {
    on_a_deep_stack(read_all_held_deaths);
}

fn read_all_held_deaths() {
    let mut tally = Tally::default();
    let positions = if full() { 4000 } else { 900 };
    let budget = if full() { 2_000_000 } else { 50_000 };
    let finished = finished_positions(positions, 6, 0xa11e_f000, 4, 10);
    for board in finished.chain(small_positions(0xa11e_0000)) {
        for max_area in [2, 4, 6] {
            let analysis = confirm::analyse(
                &board,
                Budget {
                    max_area,
                    ..Budget::default()
                },
            );
            for head in board.string_heads() {
                if analysis.method(head) != Some(Method::HeldSearch)
                    || analysis.status(head) != Some(Status::Dead)
                {
                    continue;
                }
                expect_captured(&board, head, budget, "its allies held", &mut tally);
            }
        }
    }
    let Tally {
        confirmed, unknown, ..
    } = tally;
    eprintln!(
        "allies held: {confirmed} dead strings captured by exhaustive play, {unknown} past the oracle's budget"
    );
    assert!(confirmed >= 5, "too few proven deaths checked: {confirmed}");
}
