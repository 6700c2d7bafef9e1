//! The streaming analysis commands through the real binary, line by line:
//! `=` at once, well-formed `info` lines (Leela Zero's and KataGo's), the
//! stream ends when the next command arrives and that command is answered
//! as usual, bad arguments get an error and no stream, analysis never
//! changes the game, and `genmove_analyze` ends with `play MOVE` and plays
//! it.

use std::collections::HashSet;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::Duration;

use kakunin::gtp::{Engine, EngineConfig};

/// The longest wait for any one line.
const LINE_TIMEOUT: Duration = Duration::from_secs(30);

/// The engine, read line by line.
struct Session {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Session {
    fn start(args: &[&str]) -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_kakunin"))
            .args(["--threads", "2", "--seed", "5"])
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the engine starts");
        let stdout = child.stdout.take().expect("piped");
        let (sender, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { return };
                if sender.send(line).is_err() {
                    return;
                }
            }
        });
        let stdin = child.stdin.take().expect("piped");
        Session {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, text: &str) {
        self.stdin.write_all(text.as_bytes()).unwrap();
        self.stdin.flush().unwrap();
    }

    fn line(&mut self) -> String {
        self.lines
            .recv_timeout(LINE_TIMEOUT)
            .expect("a line from the engine in time")
    }

    /// A whole response after sending `command`: its lines without the
    /// ending empty one.
    fn command(&mut self, command: &str) -> Vec<String> {
        self.send(&format!("{command}\n"));
        self.response()
    }

    fn response(&mut self) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let line = self.line();
            if line.is_empty() {
                return lines;
            }
            lines.push(line);
        }
    }

    fn ok(&mut self, command: &str) -> String {
        let lines = self.command(command);
        assert!(lines[0].starts_with('='), "{command}: {lines:?}");
        lines.join("\n")
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One `info` entry: its fields in order, the principal variation apart.
#[derive(Debug)]
struct Info {
    fields: Vec<(String, String)>,
    pv: Vec<String>,
}

impl Info {
    fn get(&self, key: &str) -> &str {
        self.fields
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
            .unwrap_or_else(|| panic!("no {key} in {self:?}"))
    }

    fn number(&self, key: &str) -> f64 {
        let v: f64 = self
            .get(key)
            .parse()
            .unwrap_or_else(|_| panic!("{key} is no number in {self:?}"));
        assert!(v.is_finite(), "{key} in {self:?}");
        v
    }
}

/// Splits an analysis line into its entries and the ownership values.
fn parse_line(line: &str) -> (Vec<Info>, Option<Vec<f64>>) {
    let (moves, ownership) = match line.split_once(" ownership ") {
        Some((m, o)) => (
            m,
            Some(
                o.split(' ')
                    .map(|v| v.parse().expect("an ownership number"))
                    .collect(),
            ),
        ),
        None => (line, None),
    };
    assert!(moves.starts_with("info move "), "{line}");
    let infos = moves
        .split("info ")
        .skip(1)
        .map(|entry| {
            let (head, pv) = entry
                .trim_end()
                .split_once(" pv ")
                .unwrap_or_else(|| panic!("no pv in {entry:?}"));
            let tokens: Vec<&str> = head.split(' ').collect();
            assert!(tokens.len().is_multiple_of(2), "key-value pairs: {entry:?}");
            Info {
                fields: tokens
                    .chunks(2)
                    .map(|kv| (kv[0].to_string(), kv[1].to_string()))
                    .collect(),
                pv: pv.split(' ').map(str::to_string).collect(),
            }
        })
        .collect();
    (infos, ownership)
}

/// A vertex of a `size` board in GTP notation, or `pass`.
fn is_vertex(text: &str, size: usize) -> bool {
    if text == "pass" {
        return true;
    }
    let letters = &"ABCDEFGHJKLMNOPQRSTUVWXYZ"[..size];
    let mut chars = text.chars();
    let Some(column) = chars.next() else {
        return false;
    };
    let row: Option<usize> = chars.as_str().parse().ok();
    letters.contains(column) && row.is_some_and(|r| (1..=size).contains(&r))
}

/// Checks one line of a stream on a `size` board whose stones are at
/// `occupied`; returns the total of its visits.
fn check_line(line: &str, kata: bool, size: usize, occupied: &HashSet<String>) -> u64 {
    let (infos, ownership) = parse_line(line);
    assert!(!infos.is_empty(), "{line}");
    let mut total = 0;
    let mut seen = HashSet::new();
    for (order, info) in infos.iter().enumerate() {
        let mv = info.get("move");
        assert!(is_vertex(mv, size), "move {mv} on {size}x{size}: {line}");
        assert!(!occupied.contains(mv), "{mv} is occupied: {line}");
        assert!(seen.insert(mv.to_string()), "{mv} twice: {line}");
        assert_eq!(info.get("order"), order.to_string(), "{line}");
        assert_eq!(info.pv[0], mv, "the pv begins with the move: {line}");
        assert!(info.pv.iter().all(|m| is_vertex(m, size)), "{line}");
        let visits: u64 = info.get("visits").parse().expect("visits");
        total += visits;
        let keys: Vec<&str> = info.fields.iter().map(|(k, _)| k.as_str()).collect();
        if kata {
            assert_eq!(
                keys,
                [
                    "move",
                    "visits",
                    "utility",
                    "winrate",
                    "scoreMean",
                    "scoreLead",
                    "prior",
                    "lcb",
                    "order"
                ],
                "{line}"
            );
            for key in ["winrate", "prior", "lcb"] {
                let v = info.number(key);
                assert!((0.0..=1.0).contains(&v), "{key} {v}: {line}");
                assert!(info.get(key).contains('.'), "{key} is a fraction: {line}");
            }
            assert!((-1.0..=1.0).contains(&info.number("utility")), "{line}");
            assert!(info.number("lcb") <= info.number("winrate"), "{line}");
            let bound = (size * size) as f64 + 1000.0;
            assert!(info.number("scoreLead").abs() < bound, "{line}");
        } else {
            assert_eq!(
                keys,
                ["move", "visits", "winrate", "prior", "lcb", "order"],
                "{line}"
            );
            for key in ["winrate", "prior", "lcb"] {
                let v: u32 = info.get(key).parse().expect("an integer");
                assert!(v <= 10_000, "{key} {v}: {line}");
            }
            assert!(info.number("lcb") <= info.number("winrate"), "{line}");
        }
    }
    // Most visited first.
    let visits: Vec<u64> = infos
        .iter()
        .map(|i| i.get("visits").parse().unwrap())
        .collect();
    assert!(visits.windows(2).all(|w| w[0] >= w[1]), "{line}");
    if let Some(values) = ownership {
        assert_eq!(values.len(), size * size, "{line}");
        assert!(values.iter().all(|v| (-1.0..=1.0).contains(v)), "{line}");
    }
    total
}

fn stones(vertices: &[&str]) -> HashSet<String> {
    vertices.iter().map(|v| v.to_string()).collect()
}

/// The state a failed or analysing command must leave alone.
fn state(s: &mut Session) -> (String, String) {
    (s.ok("showboard"), s.ok("printsgf"))
}

const SETUP: &[&str] = &["boardsize 9", "komi 6.5", "play b E5", "play w C3"];

fn setup(s: &mut Session) {
    for line in SETUP {
        s.ok(line);
    }
}

/// Reads a stream whose `=` line was just read: at least `want` info
/// lines, then sends `next` and reads to the empty line. Returns the info
/// lines.
fn stream_until(s: &mut Session, want: usize, next: &str) -> Vec<String> {
    let mut infos = Vec::new();
    while infos.len() < want {
        let line = s.line();
        assert!(line.starts_with("info "), "{line:?}");
        infos.push(line);
    }
    s.send(&format!("{next}\n"));
    loop {
        let line = s.line();
        if line.is_empty() {
            return infos;
        }
        assert!(line.starts_with("info "), "{line:?}");
        infos.push(line);
    }
}

#[test]
fn lz_analyze_streams_until_the_next_command() {
    let mut s = Session::start(&[]);
    setup(&mut s);
    let before = state(&mut s);
    s.send("7 lz-analyze b 10\n");
    assert_eq!(s.line(), "=7 ");
    let lines = stream_until(&mut s, 3, "12 name");
    assert_eq!(s.response(), ["=12 kakunin"]);
    let occupied = stones(&["E5", "C3"]);
    let totals: Vec<u64> = lines
        .iter()
        .map(|l| check_line(l, false, 9, &occupied))
        .collect();
    assert!(totals.windows(2).all(|w| w[0] <= w[1]), "{totals:?}");
    assert_eq!(state(&mut s), before, "analysis changed the game");
}

#[test]
fn kata_analyze_with_ownership() {
    let mut s = Session::start(&[]);
    setup(&mut s);
    let before = state(&mut s);
    s.send("kata-analyze w interval 10 ownership true maxmoves 4\n");
    assert_eq!(s.line(), "= ");
    let lines = stream_until(&mut s, 2, "showboard");
    let board = s.response();
    assert_eq!(board[0], "= ");
    assert_eq!(board.len(), 12, "{board:?}");
    let occupied = stones(&["E5", "C3"]);
    for line in &lines {
        check_line(line, true, 9, &occupied);
        let (infos, ownership) = parse_line(line);
        assert!(infos.len() <= 4, "maxmoves 4: {line}");
        assert!(ownership.is_some(), "{line}");
    }
    assert_eq!(state(&mut s), before);
}

#[test]
fn analyze_is_katago_shaped_and_takes_arguments_in_either_order() {
    let mut s = Session::start(&[]);
    setup(&mut s);
    s.send("analyze 10 b\n");
    assert_eq!(s.line(), "= ");
    let occupied = stones(&["E5", "C3"]);
    for line in stream_until(&mut s, 2, "3 known_command analyze") {
        check_line(&line, true, 9, &occupied);
        assert!(!line.contains("ownership"), "{line}");
    }
    assert_eq!(s.response(), ["=3 true"]);
    // Without an interval: one line when it ends.
    s.send("analyze\n");
    assert_eq!(s.line(), "= ");
    thread::sleep(Duration::from_millis(300));
    let lines = stream_until(&mut s, 0, "version");
    assert_eq!(lines.len(), 1, "{lines:?}");
    check_line(&lines[0], true, 9, &occupied);
    assert_eq!(s.response(), [format!("= {}", env!("CARGO_PKG_VERSION"))]);
}

#[test]
fn a_command_already_waiting_ends_the_stream_after_one_line() {
    let mut s = Session::start(&[]);
    setup(&mut s);
    s.send("lz-analyze w 100\n5 play b D4\n");
    assert_eq!(s.line(), "= ");
    let info = s.line();
    check_line(&info, false, 9, &stones(&["E5", "C3"]));
    assert_eq!(s.line(), "");
    assert_eq!(s.response(), ["=5 "]);
    // The game goes on from there.
    assert_eq!(s.command("play w D4"), ["? illegal move"]);
}

#[test]
fn bad_arguments_get_an_error_and_no_stream() {
    let mut s = Session::start(&[]);
    setup(&mut s);
    let before = state(&mut s);
    for (command, answer) in [
        ("lz-analyze x", "? syntax error"),
        ("4 lz-analyze b 10 ownership true", "?4 syntax error"),
        ("kata-analyze b 10 ownership maybe", "? syntax error"),
        ("kata-analyze b 10 20", "? syntax error"),
        ("analyze b w", "? syntax error"),
        ("analyze 1.5", "? syntax error"),
        ("analyze b 10 interval", "? syntax error"),
        ("9 analyze -1", "?9 syntax error"),
        ("genmove_analyze b x", "? syntax error"),
        ("lz-genmove_analyze purple 10", "? syntax error"),
        ("kata-genmove_analyze b 10 avoid b D4 1", "? syntax error"),
    ] {
        assert_eq!(s.command(command), [answer], "{command}");
        // Nothing more: the next command is answered at once.
        assert_eq!(s.command("name"), ["= kakunin"], "after {command}");
    }
    assert_eq!(state(&mut s), before);
}

#[test]
fn genmove_analyze_streams_then_plays() {
    let mut s = Session::start(&["--move-time", "0.4"]);
    setup(&mut s);
    let mut occupied = stones(&["E5", "C3"]);
    for (command, kata, color) in [
        ("8 lz-genmove_analyze b 5", false, "b"),
        ("kata-genmove_analyze w 5", true, "w"),
        ("genmove_analyze 5", true, "b"),
    ] {
        s.send(&format!("{command}\n"));
        let first = s.line();
        let id = command
            .split(' ')
            .next()
            .filter(|t| t.parse::<u64>().is_ok());
        assert_eq!(first, format!("={} ", id.unwrap_or("")), "{command}");
        let mut lines = s.response();
        let play = lines.pop().expect("a play line");
        assert!(!lines.is_empty(), "{command}: no info line in 0.4 s");
        for line in &lines {
            check_line(line, kata, 9, &occupied);
        }
        let mv = play
            .strip_prefix("play ")
            .unwrap_or_else(|| panic!("{command}: {play:?}"));
        assert!(is_vertex(mv, 9), "{play}");
        if mv == "pass" {
            continue;
        }
        // The move is on the board: the point is taken.
        assert!(occupied.insert(mv.to_string()), "{play}");
        let other = if color == "b" { "w" } else { "b" };
        assert_eq!(s.command(&format!("play {other} {mv}")), ["? illegal move"]);
    }
}

#[test]
fn list_commands_names_the_analysis_commands() {
    let mut s = Session::start(&[]);
    let list = s.ok("list_commands");
    let names: Vec<&str> = list.trim_start_matches("= ").lines().collect();
    for name in [
        "analyze",
        "lz-analyze",
        "kata-analyze",
        "genmove_analyze",
        "lz-genmove_analyze",
        "kata-genmove_analyze",
    ] {
        assert!(names.contains(&name), "{name} missing: {names:?}");
        assert_eq!(s.command(&format!("known_command {name}")), ["= true"]);
    }
}

/// Without a reader of the input (the library's `handle_line`) the stream
/// ends after the first batch of simulations, with one line.
#[test]
fn handle_line_gives_the_whole_stream() {
    let mut engine = Engine::new(EngineConfig::default());
    assert_eq!(engine.handle_line(b"boardsize 9").unwrap(), "= \n\n");
    let response = engine.handle_line(b"3 kata-analyze b 50").unwrap();
    let lines: Vec<&str> = response.split('\n').collect();
    assert_eq!(lines.len(), 4, "{response:?}");
    assert_eq!(lines[0], "=3 ");
    check_line(lines[1], true, 9, &HashSet::new());
    assert_eq!(&lines[2..], ["", ""]);
    assert_eq!(
        engine.handle_line(b"analyze 1.5").unwrap(),
        "? syntax error\n\n"
    );
    assert_eq!(
        engine.handle_line(b"showboard").unwrap().lines().count(),
        13
    );
}
