//! Scoring positions built to be hard, through the binary: a 25x25 board
//! tiled with kos (over a hundred at once), full 25x25 boards where random
//! play left only eyes (sekis and eyeless groups everywhere), and chaotic
//! middle games. Each answers `final_score` and `final_status_list` well
//! inside a hang guard, with the fallback to the estimate logged where the
//! search ran out of budget. The latencies are printed; their targets are
//! for benchmarks, not for this test.

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::SeedableRng;

use kakunin::playout::{random_move, random_playout};
use kakunin::{Board, Color, Point};

/// Far above any scoring budget: a command that takes this long hangs.
const HANG: Duration = Duration::from_secs(120);

fn sgf_of(board: &Board) -> String {
    let n = board.size();
    let letters = b"abcdefghijklmnopqrstuvwxy";
    let at = |p: Point| {
        format!(
            "[{}{}]",
            letters[p.x()] as char,
            letters[n - 1 - p.y()] as char
        )
    };
    let list = |c: Color| -> String {
        board
            .points()
            .filter(|&p| board.color_at(p) == Some(c))
            .map(at)
            .collect()
    };
    let mut s = format!("(;GM[1]FF[4]SZ[{n}]KM[6.5]");
    for (tag, c) in [("AB", Color::Black), ("AW", Color::White)] {
        let l = list(c);
        if !l.is_empty() {
            s.push_str(tag);
            s.push_str(&l);
        }
    }
    s.push(')');
    s
}

/// Kos everywhere: the tile `.XO. / X.XO / .XO.` repeated over 25x25.
fn kos() -> Board {
    let mut b = Board::new(25).unwrap();
    let tile = [".XO.", "X.XO", ".XO."];
    for by in (0..23).step_by(3) {
        for bx in (0..22).step_by(4) {
            for (dy, row) in tile.iter().enumerate() {
                for (dx, c) in row.bytes().enumerate() {
                    let p = Point::new(bx + dx, by + dy);
                    match c {
                        b'X' => b.setup_stone(Color::Black, p),
                        b'O' => b.setup_stone(Color::White, p),
                        _ => {}
                    }
                }
            }
        }
    }
    b
}

fn full_board(seed: u64) -> Board {
    let mut b = Board::new(25).unwrap();
    random_playout(&mut b, Color::Black, &mut SmallRng::seed_from_u64(seed));
    b
}

fn middle_game(seed: u64, moves: usize) -> Board {
    let mut b = Board::new(25).unwrap();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut color = Color::Black;
    for _ in 0..moves {
        match random_move(&b, color, &mut rng) {
            Some(p) => {
                b.place(color, p);
            }
            None => b.pass(),
        }
        color = color.opponent();
    }
    b
}

/// Scores the record in a fresh engine: the time of the scoring commands
/// and what the engine logged.
fn score(name: &str, record: &str) -> (Duration, String) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join(format!("{name}.sgf"));
    std::fs::write(&file, record).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_kakunin"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    write!(
        child.stdin.take().unwrap(),
        "loadsgf {}\nfinal_score\nfinal_status_list dead\nfinal_status_list seki\nquit\n",
        file.display()
    )
    .unwrap();
    let out = child.wait_with_output().unwrap();
    let took = start.elapsed();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let answers: Vec<&str> = stdout.split("\n\n").filter(|a| !a.is_empty()).collect();
    assert_eq!(answers.len(), 5, "{name}: {stdout}");
    assert!(
        answers.iter().all(|a| a.starts_with('=')),
        "{name}: {stdout}"
    );
    assert!(took < HANG, "{name} took {took:?}");
    (took, String::from_utf8(out.stderr).unwrap())
}

#[test]
fn hard_positions_answer_in_bounded_time() {
    let mut cases: Vec<(String, Board)> = vec![("kos".into(), kos())];
    for seed in 1..=3 {
        cases.push((format!("full{seed}"), full_board(seed)));
    }
    for (seed, moves) in [(4, 300), (5, 600), (6, 900)] {
        cases.push((format!("middle{seed}-{moves}"), middle_game(seed, moves)));
    }
    let mut worst = (Duration::ZERO, String::new());
    for (name, board) in &cases {
        let (took, log) = score(name, &sgf_of(board));
        let fallback = log.contains("estimated from playouts");
        eprintln!(
            "{name}: {took:?}{}",
            if fallback { ", fallback logged" } else { "" }
        );
        if name == "kos" {
            assert!(fallback, "over a hundred kos cannot all be read: {log}");
        }
        assert!(!log.contains("panicked"), "{name}: {log}");
        if took > worst.0 {
            worst = (took, name.clone());
        }
    }
    eprintln!("slowest: {} in {:?}", worst.1, worst.0);
}
