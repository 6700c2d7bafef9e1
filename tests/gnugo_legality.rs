//! Differential test of move legality and captures against GNU Go.
//!
//! Random games on 9x9 and 19x19 are played on kakunin and on GNU Go
//! (`gnugo --mode gtp`, whose defaults forbid suicide and the basic ko
//! retake, with no superko: the rules of play of the Japanese rules). The
//! moves favour fights: captures, ataris, moves into the opponent's eyes
//! (suicide attempts) and ko. At every position many points are probed on
//! both engines with `play` followed by `undo` when the move was accepted;
//! a point legal on one engine and illegal on the other is a disagreement.
//! After every move both boards (`showboard`, stones and prisoners) must be
//! equal, and equal to the board this test computes itself.
//!
//! Needs GNU Go (`/usr/games/gnugo`, `gnugo` on the PATH, or the program
//! named by the environment variable GNUGO). Without it the test is skipped
//! with a message, except when the environment variable CI is set, where it
//! fails. A disagreement is reported with the GTP commands that reproduce it.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

mod common;
use common::rng::Rng;

const LETTERS: &[u8] = b"ABCDEFGHJKLMNOPQRST";
/// Games per board size.
const GAMES: &[(usize, usize)] = &[(19, 30), (9, 70)];

// ---------------------------------------------------------------------------
// GTP processes

type Reply = Result<String, String>;

struct Peer {
    name: &'static str,
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Peer {
    fn spawn(name: &'static str, program: &str, args: &[&str]) -> Peer {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {program}: {e}"));
        let input = child.stdin.take().expect("stdin");
        let output = BufReader::new(child.stdout.take().expect("stdout"));
        Peer {
            name,
            child,
            input,
            output,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}")
            .and_then(|_| self.input.flush())
            .unwrap_or_else(|e| panic!("{}: writing `{line}`: {e}", self.name));
    }

    /// Reads one response: `=` or `?`, an optional id, the text up to the
    /// empty line that ends it.
    fn receive(&mut self) -> Reply {
        let mut text = String::new();
        let mut first = true;
        loop {
            let mut line = String::new();
            let n = self
                .output
                .read_line(&mut line)
                .unwrap_or_else(|e| panic!("{}: reading: {e}", self.name));
            assert!(n > 0, "{}: output ended", self.name);
            let line = line.trim_end_matches(['\n', '\r']);
            if first {
                if line.is_empty() {
                    continue;
                }
                first = false;
                text.push_str(line);
            } else if line.is_empty() {
                break;
            } else {
                text.push('\n');
                text.push_str(line);
            }
        }
        let ok = match text.as_bytes()[0] {
            b'=' => true,
            b'?' => false,
            _ => panic!("{}: not a GTP response: {text:?}", self.name),
        };
        let body = text[1..]
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .trim()
            .to_string();
        if ok {
            Ok(body)
        } else {
            Err(body)
        }
    }

    fn command(&mut self, line: &str) -> Reply {
        self.send(line);
        self.receive()
    }
}

impl Drop for Peer {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit").and_then(|_| self.input.flush());
        let _ = self.child.wait();
    }
}

/// The two engines, driven in step: a command goes to both before either
/// answer is read, so they work at the same time.
struct Pair {
    kakunin: Peer,
    gnugo: Peer,
}

impl Pair {
    fn both(&mut self, line: &str) -> (Reply, Reply) {
        self.kakunin.send(line);
        self.gnugo.send(line);
        (self.kakunin.receive(), self.gnugo.receive())
    }

    /// A command both engines must accept; returns kakunin's answer.
    fn both_ok(&mut self, line: &str) -> String {
        match self.both(line) {
            (Ok(k), Ok(_)) => k,
            (k, g) => panic!("`{line}`: kakunin {k:?}, gnugo {g:?}"),
        }
    }
}

// ---------------------------------------------------------------------------
// The test's own board: enough mechanics to choose moves, classify probes and
// check both engines' pictures.

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum Stone {
    Black,
    White,
}

impl Stone {
    fn other(self) -> Stone {
        match self {
            Stone::Black => Stone::White,
            Stone::White => Stone::Black,
        }
    }
    fn gtp(self) -> &'static str {
        match self {
            Stone::Black => "B",
            Stone::White => "W",
        }
    }
    fn index(self) -> usize {
        self as usize
    }
}

#[derive(Clone, PartialEq, Eq, Debug)]
struct Grid {
    size: usize,
    cells: Vec<Option<Stone>>,
}

impl Grid {
    fn new(size: usize) -> Grid {
        Grid {
            size,
            cells: vec![None; size * size],
        }
    }

    fn vertex(&self, p: usize) -> String {
        format!("{}{}", LETTERS[p % self.size] as char, p / self.size + 1)
    }

    fn neighbors(&self, p: usize) -> impl Iterator<Item = usize> {
        let (n, x, y) = (self.size, p % self.size, p / self.size);
        [
            (x > 0).then(|| p - 1),
            (x + 1 < n).then(|| p + 1),
            (y > 0).then(|| p - n),
            (y + 1 < n).then(|| p + n),
        ]
        .into_iter()
        .flatten()
    }

    /// The stones of the string through `p` and its number of liberties.
    fn string(&self, p: usize) -> (Vec<usize>, usize) {
        let color = self.cells[p];
        let mut seen = vec![false; self.cells.len()];
        let mut stones = vec![p];
        let mut libs = 0;
        seen[p] = true;
        let mut i = 0;
        while i < stones.len() {
            let s = stones[i];
            i += 1;
            for n in self.neighbors(s) {
                if seen[n] {
                    continue;
                }
                if self.cells[n].is_none() {
                    seen[n] = true;
                    libs += 1;
                } else if self.cells[n] == color {
                    seen[n] = true;
                    stones.push(n);
                }
            }
        }
        (stones, libs)
    }

    /// Liberties of the string through each stone (0 on empty points).
    fn liberty_map(&self) -> Vec<usize> {
        let mut map = vec![0; self.cells.len()];
        let mut done = vec![false; self.cells.len()];
        for p in 0..self.cells.len() {
            if self.cells[p].is_some() && !done[p] {
                let (stones, libs) = self.string(p);
                for s in stones {
                    done[s] = true;
                    map[s] = libs;
                }
            }
        }
        map
    }

    /// Is every neighbour of the empty point `p` a stone of `color`?
    fn is_eye_of(&self, color: Stone, p: usize) -> bool {
        self.neighbors(p).all(|n| self.cells[n] == Some(color))
    }

    /// Legality under the basic ko and no suicide.
    fn is_legal(&self, color: Stone, p: usize, ko: Option<(usize, Stone)>) -> bool {
        if self.cells[p].is_some() || ko == Some((p, color)) {
            return false;
        }
        self.neighbors(p).any(|n| match self.cells[n] {
            None => true,
            Some(c) => {
                let libs = self.string(n).1;
                if c == color {
                    libs > 1
                } else {
                    libs == 1
                }
            }
        })
    }

    /// Plays a legal move; returns the stones captured and the new ko.
    fn play(&mut self, color: Stone, p: usize) -> (usize, Option<(usize, Stone)>) {
        self.cells[p] = Some(color);
        let mut captured = Vec::new();
        let neighbors: Vec<usize> = self.neighbors(p).collect();
        for n in neighbors {
            if self.cells[n] == Some(color.other()) {
                let (stones, libs) = self.string(n);
                if libs == 0 {
                    for s in stones {
                        self.cells[s] = None;
                        captured.push(s);
                    }
                }
            }
        }
        let (own, libs) = self.string(p);
        assert!(libs > 0, "the test played a suicide");
        let ko = (captured.len() == 1 && own.len() == 1 && libs == 1)
            .then(|| (captured[0], color.other()));
        (captured.len(), ko)
    }
}

/// A `showboard` picture: the stones and the prisoners of each colour.
/// Rows are the lines that begin with a row number followed by `size` cells.
fn parse_showboard(text: &str, size: usize) -> Result<(Grid, [u32; 2]), String> {
    let mut grid = Grid::new(size);
    let mut rows = vec![false; size];
    let mut prisoners = [None, None];
    for line in text.lines() {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        if let Some(row) = tokens.first().and_then(|t| t.parse::<usize>().ok()) {
            if (1..=size).contains(&row) && tokens.len() > size {
                for (x, cell) in tokens[1..=size].iter().enumerate() {
                    grid.cells[(row - 1) * size + x] = match *cell {
                        "X" => Some(Stone::Black),
                        "O" => Some(Stone::White),
                        "." | "+" => None,
                        other => return Err(format!("cell {other:?} in {line:?}")),
                    };
                }
                if rows[row - 1] {
                    return Err(format!("row {row} twice"));
                }
                rows[row - 1] = true;
            }
        }
        for (color, label) in [
            (Stone::Black, "BLACK (X) has captured "),
            (Stone::White, "WHITE (O) has captured "),
        ] {
            if let Some(at) = line.find(label) {
                let n = line[at + label.len()..]
                    .split_whitespace()
                    .next()
                    .and_then(|t| t.parse().ok())
                    .ok_or_else(|| format!("prisoners in {line:?}"))?;
                prisoners[color.index()] = Some(n);
            }
        }
    }
    if rows.iter().any(|r| !r) {
        return Err(format!("not every row in:\n{text}"));
    }
    match prisoners {
        [Some(b), Some(w)] => Ok((grid, [b, w])),
        _ => Err(format!("no prisoner counts in:\n{text}")),
    }
}

/// How much a move by `color` at the empty point `p` is wanted: fights first.
fn weight(grid: &Grid, libs: &[usize], color: Stone, p: usize) -> u32 {
    if grid.is_eye_of(color, p) {
        return 0; // filling one's own eye ends nothing interesting
    }
    let mut w = 1;
    for n in grid.neighbors(p) {
        w += match grid.cells[n] {
            None => 0,
            Some(c) if c == color => match libs[n] {
                1 => 12,
                2 => 3,
                _ => 1,
            },
            Some(_) => match libs[n] {
                1 => 40,
                2 => 10,
                _ => 2,
            },
        };
    }
    if grid.is_eye_of(color.other(), p) {
        w += 8; // a capture, or a suicide attempt
    }
    w
}

fn weighted_choice(rng: &mut Rng, items: &[(usize, u32)]) -> Option<usize> {
    let total: u64 = items.iter().map(|&(_, w)| w as u64).sum();
    if total == 0 {
        return None;
    }
    let mut r = rng.next() % total;
    for &(p, w) in items {
        if r < w as u64 {
            return Some(p);
        }
        r -= w as u64;
    }
    unreachable!()
}

// ---------------------------------------------------------------------------
// One game

#[derive(Default, Debug, Clone, Copy)]
struct Totals {
    games: usize,
    moves: usize,
    positions: usize,
    probes: usize,
    legal_probes: usize,
    disagreements: usize,
    board_mismatches: usize,
    captures: usize,
    ko_captures: usize,
    ko_retake_probes: usize,
    suicide_probes: usize,
    undos: usize,
    passes: usize,
}

impl Totals {
    fn add(&mut self, o: &Totals) {
        self.games += o.games;
        self.moves += o.moves;
        self.positions += o.positions;
        self.probes += o.probes;
        self.legal_probes += o.legal_probes;
        self.disagreements += o.disagreements;
        self.board_mismatches += o.board_mismatches;
        self.captures += o.captures;
        self.ko_captures += o.ko_captures;
        self.ko_retake_probes += o.ko_retake_probes;
        self.suicide_probes += o.suicide_probes;
        self.undos += o.undos;
        self.passes += o.passes;
    }
}

/// The state after each move, for undo.
#[derive(Clone)]
struct State {
    grid: Grid,
    ko: Option<(usize, Stone)>,
    to_move: Stone,
    prisoners: [u32; 2],
    passes: usize,
}

struct GameRun<'a> {
    pair: &'a mut Pair,
    size: usize,
    seed: u64,
    rng: Rng,
    /// The commands that built the current position, to reproduce it.
    transcript: Vec<String>,
    history: Vec<State>,
    state: State,
    totals: Totals,
    reports: Vec<String>,
}

impl GameRun<'_> {
    fn report(&mut self, what: String) {
        if self.reports.len() < 5 {
            let mut text = format!(
                "{}x{} game, seed {}: {what}\nGTP transcript (send to both engines):\n",
                self.size, self.size, self.seed
            );
            for line in &self.transcript {
                text.push_str("  ");
                text.push_str(line);
                text.push('\n');
            }
            text.push_str(&format!(
                "Board (test's own, X to move: {}):\n",
                self.state.to_move == Stone::Black
            ));
            for y in (0..self.size).rev() {
                text.push_str("  ");
                for x in 0..self.size {
                    text.push(match self.state.grid.cells[y * self.size + x] {
                        Some(Stone::Black) => 'X',
                        Some(Stone::White) => 'O',
                        None => '.',
                    });
                }
                text.push('\n');
            }
            self.reports.push(text);
        }
    }

    /// Both boards as `showboard` shows them must equal the test's own.
    fn check_boards(&mut self, after: &str) -> bool {
        let (k, g) = self.pair.both("showboard");
        let k = k.and_then(|t| parse_showboard(&t, self.size));
        let g = g.and_then(|t| parse_showboard(&t, self.size));
        let expected = (self.state.grid.clone(), self.state.prisoners);
        match (k, g) {
            (Ok(k), Ok(g)) if k == expected && g == expected => true,
            (k, g) => {
                self.totals.board_mismatches += 1;
                let show = |r: &Result<(Grid, [u32; 2]), String>| match r {
                    Ok((grid, pr)) => format!(
                        "prisoners B {} W {}, differs from the expected picture at {:?}",
                        pr[0],
                        pr[1],
                        (0..grid.cells.len())
                            .filter(|&p| grid.cells[p] != expected.0.cells[p])
                            .map(|p| grid.vertex(p))
                            .collect::<Vec<_>>()
                    ),
                    Err(e) => e.clone(),
                };
                let msg = format!(
                    "boards differ {after}: expected prisoners B {} W {}; kakunin: {}; gnugo: {}",
                    expected.1[0],
                    expected.1[1],
                    show(&k),
                    show(&g)
                );
                self.report(msg);
                false
            }
        }
    }

    /// Tries `color` at `p` on both engines, taking an accepted move back.
    /// Returns whether both accepted; records a disagreement otherwise.
    fn probe(&mut self, color: Stone, p: usize) -> Option<bool> {
        let vertex = self.state.grid.vertex(p);
        let line = format!("play {} {vertex}", color.gtp());
        let (k, g) = self.pair.both(&line);
        self.totals.probes += 1;
        let expected = self.state.grid.is_legal(color, p, self.state.ko);
        if self.state.ko == Some((p, color)) {
            self.totals.ko_retake_probes += 1;
        } else if self.state.grid.cells[p].is_none()
            && self.state.grid.is_eye_of(color.other(), p)
            && !expected
        {
            self.totals.suicide_probes += 1;
        }
        let k_ok = match &k {
            Ok(t) if t.is_empty() => true,
            Err(t) if t == "illegal move" => false,
            other => panic!("kakunin answered `{line}` with {other:?}"),
        };
        let g_ok = match &g {
            Ok(t) if t.is_empty() => true,
            Err(t) if t == "illegal move" => false,
            other => panic!("gnugo answered `{line}` with {other:?}"),
        };
        match (k_ok, g_ok) {
            (true, true) => {
                self.totals.legal_probes += 1;
                self.pair.both_ok("undo");
            }
            (true, false) => {
                self.kakunin_undo();
            }
            (false, true) => {
                self.gnugo_undo();
            }
            (false, false) => {}
        }
        if k_ok != g_ok || k_ok != expected {
            let msg = format!(
                "probe `{line}`: kakunin {}, gnugo {}, basic ko and no suicide say {}",
                if k_ok { "accepts" } else { "refuses" },
                if g_ok { "accepts" } else { "refuses" },
                if expected { "legal" } else { "illegal" },
            );
            if k_ok != g_ok {
                self.totals.disagreements += 1;
            } else {
                // Both engines agree against this test's own board: a bug
                // of the test, reported as a mismatch.
                self.totals.board_mismatches += 1;
            }
            self.report(msg);
            return None;
        }
        Some(k_ok)
    }

    fn kakunin_undo(&mut self) {
        assert_eq!(self.pair.kakunin.command("undo"), Ok(String::new()));
    }

    fn gnugo_undo(&mut self) {
        assert_eq!(self.pair.gnugo.command("undo"), Ok(String::new()));
    }

    /// The points worth probing in the current position.
    fn probe_points(&mut self, libs: &[usize]) -> Vec<(Stone, usize)> {
        let grid = &self.state.grid;
        let to_move = self.state.to_move;
        let mut out = Vec::new();
        if let Some((p, c)) = self.state.ko {
            out.push((c, p)); // the immediate retake
            out.push((c.other(), p)); // filling the ko
        }
        let mut empties = Vec::new();
        for p in 0..grid.cells.len() {
            if grid.cells[p].is_some() {
                continue;
            }
            empties.push(p);
            let short = grid
                .neighbors(p)
                .any(|n| grid.cells[n].is_some() && libs[n] <= 2);
            let eye = grid.is_eye_of(Stone::Black, p) || grid.is_eye_of(Stone::White, p);
            if short || eye {
                out.push((to_move, p));
                if eye || self.rng.chance(3) {
                    out.push((to_move.other(), p));
                }
            }
        }
        // Cap the fighting points, then add quiet ones and an occupied one.
        let cap = 28;
        while out.len() > cap {
            let i = 2 + self.rng.below(out.len() - 2);
            out.swap_remove(i);
        }
        for _ in 0..4.min(empties.len()) {
            let p = empties[self.rng.below(empties.len())];
            out.push((to_move, p));
        }
        let occupied: Vec<usize> = (0..grid.cells.len())
            .filter(|&p| grid.cells[p].is_some())
            .collect();
        if !occupied.is_empty() {
            let p = occupied[self.rng.below(occupied.len())];
            out.push((Stone::Black, p));
        }
        let mut seen = std::collections::HashSet::new();
        out.retain(|&probe| seen.insert(probe));
        out
    }

    fn play_move(&mut self, color: Stone, p: Option<usize>) {
        self.history.push(self.state.clone());
        match p {
            None => {
                self.state.ko = None;
                self.state.passes += 1;
                self.totals.passes += 1;
            }
            Some(p) => {
                let (captured, ko) = self.state.grid.play(color, p);
                self.state.prisoners[color.index()] += captured as u32;
                self.state.ko = ko;
                self.state.passes = 0;
                if captured > 0 {
                    self.totals.captures += 1;
                }
                if ko.is_some() {
                    self.totals.ko_captures += 1;
                }
            }
        }
        self.state.to_move = color.other();
        self.totals.moves += 1;
        let vertex = p.map_or("pass".to_string(), |p| self.state.grid.vertex(p));
        self.transcript
            .push(format!("play {} {vertex}", color.gtp()));
    }

    /// Plays the game; false if it had to stop on a mismatch.
    fn run(&mut self, max_moves: usize) -> bool {
        let setup = [
            format!("boardsize {}", self.size),
            "clear_board".to_string(),
        ];
        for line in setup {
            self.pair.both_ok(&line);
            self.transcript.push(line);
        }
        self.totals.games += 1;
        for _ in 0..max_moves {
            if self.state.passes >= 2 {
                break;
            }
            // Probe this position.
            let libs = self.state.grid.liberty_map();
            self.totals.positions += 1;
            for (color, p) in self.probe_points(&libs) {
                if self.probe(color, p).is_none() {
                    return false;
                }
            }
            if !self.check_boards("after probing (play and undo) the position") {
                return false;
            }

            // Now and then take back the last move instead.
            if !self.history.is_empty() && self.rng.chance(25) {
                self.pair.both_ok("undo");
                self.state = self.history.pop().expect("a move to undo");
                self.transcript.push("undo".to_string());
                self.totals.undos += 1;
                if !self.check_boards("after undo") {
                    return false;
                }
                continue;
            }

            // Choose and play a move.
            let color = self.state.to_move;
            let mut chosen = None;
            if !self.rng.chance(60) {
                let mut candidates: Vec<(usize, u32)> = (0..self.state.grid.cells.len())
                    .filter(|&p| self.state.grid.cells[p].is_none())
                    .map(|p| (p, weight(&self.state.grid, &libs, color, p)))
                    .collect();
                for _ in 0..10 {
                    let Some(p) = weighted_choice(&mut self.rng, &candidates) else {
                        break;
                    };
                    candidates.retain(|&(q, _)| q != p);
                    let line = format!("play {} {}", color.gtp(), self.state.grid.vertex(p));
                    let expected = self.state.grid.is_legal(color, p, self.state.ko);
                    let (k, g) = self.pair.both(&line);
                    self.totals.probes += 1;
                    match (k.is_ok(), g.is_ok()) {
                        (true, true) if expected => {
                            chosen = Some(p);
                            break;
                        }
                        (false, false) if !expected => continue,
                        (k_ok, g_ok) => {
                            if k_ok != g_ok {
                                self.totals.disagreements += 1;
                            } else {
                                self.totals.board_mismatches += 1;
                            }
                            self.report(format!(
                                "move `{line}`: kakunin {k:?}, gnugo {g:?}, expected {}",
                                if expected { "legal" } else { "illegal" }
                            ));
                            return false;
                        }
                    }
                }
            }
            if chosen.is_none() {
                self.pair.both_ok(&format!("play {} pass", color.gtp()));
            }
            self.play_move(color, chosen);
            let after = format!("after `{}`", self.transcript.last().unwrap());
            if !self.check_boards(&after) {
                return false;
            }
        }
        true
    }
}

fn gnugo_path() -> Option<String> {
    if let Some(p) = std::env::var_os("GNUGO") {
        return Some(p.to_string_lossy().into_owned());
    }
    if Path::new("/usr/games/gnugo").exists() {
        return Some("/usr/games/gnugo".into());
    }
    Command::new("gnugo")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .ok()
        .filter(|s| s.success())
        .map(|_| "gnugo".into())
}

fn start_pair(gnugo: &str) -> Pair {
    Pair {
        kakunin: Peer::spawn(
            "kakunin",
            env!("CARGO_BIN_EXE_kakunin"),
            &["--threads", "1", "--log-level", "off"],
        ),
        gnugo: Peer::spawn("gnugo", gnugo, &["--mode", "gtp"]),
    }
}

/// GNU Go's defaults are the rules this test compares against: suicide and
/// the immediate ko retake refused, a retake after a move elsewhere allowed.
fn check_gnugo_rules(pair: &mut Pair) {
    let g = &mut pair.gnugo;
    for line in [
        "boardsize 9",
        "clear_board",
        "play B D5",
        "play W E5",
        "play B E6",
        "play W F6",
        "play B E4",
        "play W F4",
        "play B A1",
        "play W G5",
        "play B F5",
    ] {
        assert_eq!(g.command(line), Ok(String::new()), "gnugo: {line}");
    }
    assert_eq!(g.command("play W E5"), Err("illegal move".into()));
    assert_eq!(g.command("play W A9"), Ok(String::new()));
    assert_eq!(g.command("play B A8"), Ok(String::new()));
    assert_eq!(g.command("play W E5"), Ok(String::new()));
    assert_eq!(g.command("play B F5"), Err("illegal move".into()));
    assert_eq!(g.command("play W H1"), Ok(String::new()));
    assert_eq!(g.command("play W J2"), Ok(String::new()));
    assert_eq!(g.command("play B J1"), Err("illegal move".into()));
    assert_eq!(g.command("undo"), Ok(String::new()));
    assert_eq!(g.command("play B J2"), Ok(String::new()));
}

#[test]
fn legality_and_captures_agree_with_gnugo() {
    let Some(gnugo) = gnugo_path() else {
        common::skip::skip("legality against GNU Go", "GNU Go is not installed");
        return;
    };
    let started = Instant::now();
    check_gnugo_rules(&mut start_pair(&gnugo));

    let jobs: Vec<(usize, u64)> = GAMES
        .iter()
        .flat_map(|&(size, n)| (0..n as u64).map(move |i| (size, 1000 * size as u64 + i)))
        .collect();
    let next = AtomicUsize::new(0);
    let totals = Mutex::new(Totals::default());
    let reports = Mutex::new(Vec::<String>::new());
    let workers = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .clamp(1, 4);
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                let mut pair = start_pair(&gnugo);
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&(size, seed)) = jobs.get(i) else {
                        break;
                    };
                    let max_moves = if size == 9 { 140 } else { 320 };
                    let mut run = GameRun {
                        pair: &mut pair,
                        size,
                        seed,
                        rng: Rng(seed),
                        transcript: Vec::new(),
                        history: Vec::new(),
                        state: State {
                            grid: Grid::new(size),
                            ko: None,
                            to_move: Stone::Black,
                            prisoners: [0, 0],
                            passes: 0,
                        },
                        totals: Totals::default(),
                        reports: Vec::new(),
                    };
                    let completed = run.run(max_moves);
                    let (t, r) = (run.totals, std::mem::take(&mut run.reports));
                    totals.lock().unwrap().add(&t);
                    reports.lock().unwrap().extend(r);
                    if !completed {
                        // The engines' states may differ now: start afresh.
                        pair = start_pair(&gnugo);
                    }
                }
            });
        }
    });

    let t = totals.into_inner().unwrap();
    let reports = reports.into_inner().unwrap();
    let elapsed = started.elapsed().as_secs_f64();
    eprintln!(
        "gnugo legality: {} games, {} moves, {} positions, {} probes ({} legal), \
         {} disagreements, {} board mismatches; {} captures, {} ko captures, \
         {} ko retakes probed, {} suicides probed, {} undos, {} passes; {:.1} s",
        t.games,
        t.moves,
        t.positions,
        t.probes,
        t.legal_probes,
        t.disagreements,
        t.board_mismatches,
        t.captures,
        t.ko_captures,
        t.ko_retake_probes,
        t.suicide_probes,
        t.undos,
        t.passes,
        elapsed
    );
    for r in &reports {
        eprintln!("{r}");
    }
    let expected_games: usize = GAMES.iter().map(|&(_, n)| n).sum();
    assert_eq!(t.games, expected_games, "every game was played");
    assert_eq!(t.disagreements, 0, "legality disagreements with GNU Go");
    assert_eq!(t.board_mismatches, 0, "boards differ");
    // The games must really have exercised the rules.
    assert!(t.probes >= 50_000, "too few probes: {}", t.probes);
    assert!(t.captures >= 1_000, "too few captures: {}", t.captures);
    assert!(
        t.ko_captures >= 100,
        "too few ko captures: {}",
        t.ko_captures
    );
    assert!(t.ko_retake_probes >= 100, "too few ko retakes probed");
    assert!(t.suicide_probes >= 1_000, "too few suicides probed");
    assert!(t.undos >= 100, "too few undos: {}", t.undos);
}
