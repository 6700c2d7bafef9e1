//! A long session through the binary (the short round of
//! `benches/long_session.py`): thousands of commands mixing play, undo,
//! genmove, scoring and loadsgf, every answer well framed, and resident
//! memory flat once the session has warmed up.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

fn rss_kb(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

#[test]
fn memory_stays_flat_over_a_long_session() {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut child = Command::new(env!("CARGO_BIN_EXE_kakunin"))
        .args(["--threads", "1", "--playouts", "64"])
        .current_dir(root)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let pid = child.id();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let records = [
        "gtp-tests/games/capture.sgf",
        "gtp-tests/games/handicap.sgf",
        "gtp-tests/rules/ex07-1-bent-four.sgf",
        "gtp-tests/rules/ex24-filling-dame.sgf",
    ];
    let letters = b"ABCDEFGHJKLMNOPQRST";
    let mut rng = SmallRng::seed_from_u64(5);
    // The size of the last boardsize: after a loadsgf some vertices may be
    // off the board, which only makes more errors to answer.
    let mut size = 9;
    let mut warm = None;
    let total = 6000;
    for n in 0..total {
        let r = rng.random_range(0..100);
        let command = match r {
            0..55 => format!(
                "play {} {}{}",
                if rng.random_range(0..2) == 0 {
                    "b"
                } else {
                    "w"
                },
                letters[rng.random_range(0..size)] as char,
                rng.random_range(1..=size)
            ),
            55..75 => "undo".to_string(),
            75..80 => "genmove b".to_string(),
            80..82 => "final_score".to_string(),
            82..86 => format!("loadsgf {}", records[rng.random_range(0..records.len())]),
            86..95 => "showboard".to_string(),
            95..98 => "clear_board".to_string(),
            _ => {
                size = [9, 13][rng.random_range(0..2)];
                format!("boardsize {size}")
            }
        };
        writeln!(stdin, "{command}").unwrap();
        stdin.flush().unwrap();
        let mut first = String::new();
        stdout.read_line(&mut first).unwrap();
        assert!(
            first.starts_with('=') || first.starts_with('?'),
            "{command}: {first:?}"
        );
        let mut line = String::new();
        if first != "\n" {
            loop {
                line.clear();
                stdout.read_line(&mut line).unwrap();
                assert!(!line.is_empty(), "the engine left after {command}");
                if line == "\n" {
                    break;
                }
            }
        }
        if n == 1000 {
            warm = rss_kb(pid);
        }
    }
    let end = rss_kb(pid);
    writeln!(stdin, "quit").unwrap();
    drop(stdin);
    assert!(child.wait().unwrap().success());
    if let (Some(warm), Some(end)) = (warm, end) {
        eprintln!("resident memory: {warm} kB after 1000 commands, {end} kB after {total}");
        assert!(end < warm + 8 * 1024, "grew from {warm} kB to {end} kB");
    }
}
