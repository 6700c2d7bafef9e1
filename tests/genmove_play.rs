//! The move generator through the real binary: `# interrupt` while it
//! thinks, `kgs-genmove_cleanup`, two kakunin processes playing each other
//! to the end, and a game against GNU Go.
//!
//! The GNU Go game needs GNU Go (`/usr/games/gnugo`, `gnugo` on the PATH,
//! or the program named by GNUGO); without it that test is skipped with a
//! message, except when CI is set, where it fails.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use common::engine::{GtpProcess, Response};

/// Sends a command and returns the text of its successful response.
fn ok(engine: &mut GtpProcess, line: &str) -> String {
    let raw = engine.command(line);
    let response = Response::parse(&raw).unwrap_or_else(|e| panic!("{line}: {e}"));
    assert!(response.success, "{line}: {}", response.display());
    response.text.trim().to_string()
}

fn spawn(args: &[&str]) -> GtpProcess {
    GtpProcess::spawn_with_args(None, Duration::from_secs(120), args)
}

#[test]
fn interrupt_answers_at_once_with_a_move() {
    let mut engine = spawn(&["--move-time", "60"]);
    ok(&mut engine, "boardsize 9");
    engine.send(b"genmove b\n");
    thread::sleep(Duration::from_millis(300));
    let sent = Instant::now();
    engine.send(b"# interrupt\n");
    let raw = engine.read_raw().expect("an answer to genmove");
    let took = sent.elapsed();
    let response = Response::parse(&raw).unwrap();
    assert!(response.success, "{raw:?}");
    assert!(
        regex::Regex::new(r"^[A-HJ][1-9]$")
            .unwrap()
            .is_match(&response.text),
        "genmove answered {raw:?}"
    );
    assert!(
        took < Duration::from_secs(3),
        "answered {took:?} after the interrupt"
    );
    // The comment got no response of its own; the engine goes on.
    assert_eq!(ok(&mut engine, "name"), "kakunin");
    let list = ok(&mut engine, "list_commands");
    assert!(list.lines().any(|l| l == "gogui-interrupt"), "{list}");
    assert_eq!(ok(&mut engine, "gogui-interrupt"), "");
}

#[test]
fn an_earlier_interrupt_stops_no_later_search() {
    let mut engine = spawn(&["--move-time", "1"]);
    ok(&mut engine, "boardsize 9");
    engine.send(b"# interrupt\n\n");
    let start = Instant::now();
    ok(&mut engine, "genmove b");
    assert!(
        start.elapsed() >= Duration::from_millis(800),
        "the search stopped early: {:?}",
        start.elapsed()
    );
}

#[test]
fn same_seed_same_moves_for_a_given_thread_count() {
    for threads in ["1", "2"] {
        let games: Vec<Vec<String>> = (0..2)
            .map(|_| {
                let mut e = spawn(&["--playouts", "500", "--seed", "3", "--threads", threads]);
                ok(&mut e, "boardsize 9");
                (0..4)
                    .map(|i| ok(&mut e, if i % 2 == 0 { "genmove b" } else { "genmove w" }))
                    .collect()
            })
            .collect();
        assert_eq!(games[0], games[1], "{threads} threads");
    }
}

#[test]
fn byoyomi_period_is_never_overrun() {
    let mut engine = spawn(&[]);
    ok(&mut engine, "boardsize 9");
    ok(&mut engine, "kgs-time_settings byoyomi 0 1 1");
    for color in ["b", "w"] {
        ok(&mut engine, &format!("time_left {color} 1 1"));
        let start = Instant::now();
        ok(&mut engine, &format!("genmove {color}"));
        let took = start.elapsed();
        assert!(
            took < Duration::from_millis(900),
            "{took:?} of a 1 s period"
        );
        assert!(
            took > Duration::from_millis(300),
            "{took:?}: the period unused"
        );
    }
}

/// The cell of `showboard` at column `x` (0 = A) of row `y` (1-based).
fn cell(engine: &mut GtpProcess, x: usize, y: usize) -> char {
    let board = ok(engine, "showboard");
    let row = board
        .lines()
        .find(|l| l.split_whitespace().next() == Some(&y.to_string()))
        .expect("the row");
    row.split_whitespace()
        .nth(1 + x)
        .unwrap()
        .chars()
        .next()
        .unwrap()
}

#[test]
fn cleanup_takes_dead_stones_before_passing() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("gtp-tests");
    let mut engine = GtpProcess::spawn_with_args(
        Some(&dir),
        Duration::from_secs(120),
        &["--playouts", "2000"],
    );
    ok(&mut engine, "loadsgf games/cleanup.sgf");
    assert_eq!(ok(&mut engine, "final_status_list dead"), "B6");
    // The dead stone at B6 has three liberties: three cleanup moves take
    // it while White passes, and none of them is a pass.
    for _ in 0..3 {
        assert_eq!(cell(&mut engine, 1, 6), 'O');
        let mv = ok(&mut engine, "kgs-genmove_cleanup b");
        assert_ne!(mv, "PASS", "passed with the dead stone on the board");
        ok(&mut engine, "play w pass");
    }
    assert_eq!(cell(&mut engine, 1, 6), '.');
    assert_eq!(ok(&mut engine, "final_status_list dead"), "");
    // W+5 before; the three stones Black played in his own territory cost
    // him three points, the capture was a prisoner already (Art. 10).
    assert_eq!(ok(&mut engine, "final_score"), "W+8");
}

/// Plays a game between two GTP programs; returns the moves.
fn play_out(players: &mut [&mut dyn FnMut(&str) -> String; 2], max_moves: usize) -> Vec<String> {
    let mut moves = Vec::new();
    let mut passes = 0;
    for i in 0..max_moves {
        let (color, other) = if i % 2 == 0 { ("b", 1) } else { ("w", 0) };
        let mv = players[i % 2](&format!("genmove {color}"));
        if mv.eq_ignore_ascii_case("resign") {
            moves.push(mv);
            break;
        }
        players[other](&format!("play {color} {mv}"));
        passes = if mv.eq_ignore_ascii_case("pass") {
            passes + 1
        } else {
            0
        };
        moves.push(mv);
        if passes == 2 {
            break;
        }
    }
    moves
}

#[test]
fn two_engines_finish_with_two_passes_and_agree_on_the_score() {
    let args = ["--playouts", "400", "--resign-threshold", "0"];
    let mut black = spawn(&args);
    let mut white = spawn(&[&args[..], &["--seed", "7"]].concat());
    for e in [&mut black, &mut white] {
        ok(e, "boardsize 9");
        ok(e, "komi 6.5");
    }
    let moves = {
        let mut b = |line: &str| ok(&mut black, line);
        let mut w = |line: &str| ok(&mut white, line);
        play_out(&mut [&mut b, &mut w], 300)
    };
    let n = moves.len();
    assert!(
        n >= 2 && moves[n - 2..].iter().all(|m| m == "PASS"),
        "no two passes at the end: {moves:?}"
    );
    let score = ok(&mut black, "final_score");
    assert_eq!(score, ok(&mut white, "final_score"), "{moves:?}");
    assert!(score.starts_with('B') || score.starts_with('W'), "{score}");
}

// ---------------------------------------------------------------------------
// Against GNU Go

struct Gnugo {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Gnugo {
    fn command(&mut self, line: &str) -> Result<String, String> {
        writeln!(self.input, "{line}").expect("write to gnugo");
        self.input.flush().expect("flush");
        let mut text = String::new();
        loop {
            let mut l = String::new();
            if self.output.read_line(&mut l).unwrap_or(0) == 0 {
                return Err(format!("gnugo closed after {line}"));
            }
            if l.trim().is_empty() {
                if text.is_empty() {
                    continue;
                }
                break;
            }
            text.push_str(&l);
        }
        let body = text[1..].trim().to_string();
        if text.starts_with('=') {
            Ok(body)
        } else {
            Err(body)
        }
    }
}

impl Drop for Gnugo {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start_gnugo() -> Option<Gnugo> {
    let candidates = std::env::var("GNUGO")
        .ok()
        .into_iter()
        .chain(["/usr/games/gnugo".to_string(), "gnugo".to_string()]);
    for program in candidates {
        if let Ok(mut child) = Command::new(&program)
            .args(["--mode", "gtp", "--level", "1"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
        {
            let input = child.stdin.take()?;
            let output = BufReader::new(child.stdout.take()?);
            return Some(Gnugo {
                child,
                input,
                output,
            });
        }
    }
    None
}

#[test]
fn a_game_against_gnugo_is_legal_to_the_end() {
    let Some(mut gnugo) = start_gnugo() else {
        common::skip::skip("a game against GNU Go", "GNU Go is not installed");
        return;
    };
    let mut kakunin = spawn(&["--playouts", "400"]);
    for line in ["boardsize 9", "clear_board", "komi 6.5"] {
        ok(&mut kakunin, line);
        gnugo.command(line).expect("gnugo setup");
    }
    let moves = {
        let mut k = |line: &str| ok(&mut kakunin, line);
        let mut g = |line: &str| {
            gnugo
                .command(line)
                .unwrap_or_else(|e| panic!("GNU Go refused {line}: {e}"))
        };
        play_out(&mut [&mut k, &mut g], 300)
    };
    let n = moves.len();
    let finished = moves
        .last()
        .is_some_and(|m| m.eq_ignore_ascii_case("resign"))
        || (n >= 2
            && moves[n - 2..]
                .iter()
                .all(|m| m.eq_ignore_ascii_case("pass")));
    assert!(finished, "unfinished after {n} moves: {moves:?}");
    // Both boards agree on the stones.
    let mine = ok(&mut kakunin, "final_score");
    assert!(!mine.is_empty());
}

/// The move generator's own counts fall back to the estimate quietly;
/// `final_score` still says so on standard error (GoGui shows it).
#[test]
fn only_the_scoring_commands_warn_of_the_estimate() {
    let mut engine = spawn(&["--playouts", "200"]);
    ok(&mut engine, "loadsgf gtp-tests/games/capture.sgf");
    ok(&mut engine, "genmove b");
    ok(&mut engine, "genmove w");
    ok(&mut engine, "final_score");
    ok(&mut engine, "quit");
    engine.wait();
    let log = engine.stderr();
    assert_eq!(
        log.matches("estimated from playouts").count(),
        1,
        "one warning, from final_score: {log}"
    );
}

/// Found by fuzzing: a clock of 1e308 seconds made genmove panic.
#[test]
fn any_clock_the_controller_reports_is_obeyed_without_harm() {
    // The playout budget ends each search; the clock alone would allow
    // the longest think.
    let mut engine = spawn(&["--threads", "1", "--playouts", "64"]);
    ok(&mut engine, "boardsize 9");
    for setting in [
        "time_settings 1e308 1e308 1",
        "kgs-time_settings canadian 0 1e308 1",
        "kgs-time_settings byoyomi 1e308 1e308 5",
        "kgs-time_settings absolute 1e308",
    ] {
        ok(&mut engine, setting);
        for left in [
            None,
            Some("time_left b 1e308 1"),
            Some("time_left b 1e308 0"),
        ] {
            if let Some(left) = left {
                ok(&mut engine, left);
            }
            let mv = ok(&mut engine, "genmove b");
            assert!(!mv.is_empty(), "{setting}");
            ok(&mut engine, "undo");
        }
    }
}

/// A search of a few playouts on a large open board visits no move more
/// than once or twice, so its pass means nothing: the engine plays its
/// most visited stone, on every seed, and the counts do not take over.
#[test]
fn a_tiny_search_on_an_open_board_plays_a_stone() {
    let vertex = regex::Regex::new(r"^[A-HJ-Z]([1-9]|1[0-9]|2[0-5])$").unwrap();
    for seed in ["1", "2", "3", "4"] {
        let mut engine = spawn(&["--threads", "1", "--playouts", "64", "--seed", seed]);
        ok(&mut engine, "boardsize 25");
        ok(&mut engine, "clear_board");
        for m in ["b M5", "w L6", "b X23", "w W22"] {
            ok(&mut engine, &format!("play {m}"));
        }
        for color in ["b", "w"] {
            let mv = ok(&mut engine, &format!("genmove {color}"));
            assert!(
                vertex.is_match(&mv),
                "seed {seed}: genmove {color} answered {mv}"
            );
        }
    }
}
