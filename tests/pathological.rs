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

/// A 19x19 game of kakunin against itself (seed 5, 300 playouts a move,
/// one thread), its first 217 moves. Its 218th `genmove` overflowed the
/// stack: a position its search scored held a string the short reading
/// of the settling chased some 450 moves deep, a board on the stack for
/// each. The reading now stops at a depth limit.
const DEEP_READING_GAME: &[&str] = &[
    "O2 D9 C3 E16 D2 N6 J6 C2 K3 N2 N5 K14 B13 J2 K5 Q3 ",
    "E4 N4 C4 K2 M7 D8 N3 B9 S5 M8 Q1 O3 C1 O5 N11 O1 ",
    "O4 O9 C11 T5 L10 D3 R11 F4 M2 S11 N9 F2 R3 L5 R2 D4 ",
    "A2 D1 K1 M1 R6 J5 L1 F6 G1 B4 F18 Q11 L3 R5 H2 P18 ",
    "S4 D5 H3 F5 O7 S1 L8 J1 C5 Q6 Q2 Q5 D6 C12 J14 S6 ",
    "R12 K4 G4 T4 N16 T1 S3 B6 F7 M10 E5 R1 L15 L9 T11 J13 ",
    "J4 A13 M9 P7 H11 Q14 G2 G18 T3 S9 G5 G3 B10 E3 H18 B11 ",
    "T7 S13 G6 R10 B8 C6 P17 N10 B5 J3 S14 H6 Q4 A11 B7 C10 ",
    "H7 B3 M18 O6 A6 J7 Q7 E13 O10 A4 S10 O13 P19 O8 L6 S15 ",
    "D10 F12 A3 K7 N13 E7 E15 M6 H13 G7 C17 A8 R15 J18 K6 H12 ",
    "S18 B14 B12 R14 E12 G14 K12 M13 T16 J15 E6 T19 A10 M19 P13 L14 ",
    "C14 G16 M12 H17 K15 O18 G12 C15 E2 R16 D16 J16 G15 D12 Q8 Q12 ",
    "O17 Q9 B17 K10 J17 E17 N19 D15 F11 N15 P5 R8 D14 M15 B15 A17 ",
    "P8 F15 O15 P12 R13 G11 P11 K18 P9 ",
];

#[test]
fn genmove_survives_a_deep_reading() {
    let moves: Vec<&str> = DEEP_READING_GAME
        .iter()
        .flat_map(|line| line.split_whitespace())
        .collect();
    let mut script = String::from("boardsize 19\nclear_board\nkomi 6.5\n");
    for (i, m) in moves.iter().enumerate() {
        let color = if i.is_multiple_of(2) { "b" } else { "w" };
        script.push_str(&format!("play {color} {m}\n"));
    }
    let next = if moves.len().is_multiple_of(2) {
        "b"
    } else {
        "w"
    };
    script.push_str(&format!("genmove {next}\nquit\n"));
    let mut child = Command::new(env!("CARGO_BIN_EXE_kakunin"))
        .args(["--threads", "1", "--seed", "5", "--playouts", "300"])
        .args(["--resign-threshold", "0"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "exit {:?}: {stderr}", out.status);
    let stdout = String::from_utf8(out.stdout).unwrap();
    let answers: Vec<&str> = stdout.split("\n\n").filter(|a| !a.is_empty()).collect();
    assert_eq!(answers.len(), 3 + moves.len() + 2, "{stdout}");
    let genmove = answers[answers.len() - 2];
    assert!(
        genmove.starts_with("= ") && genmove.len() > 2,
        "genmove answered {genmove:?}"
    );
}
