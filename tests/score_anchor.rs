//! GNU Go's final-score suite of real finished games, read in place from
//! `../shared/anchors/gnugo-scoring` (skipped with a message when absent).

mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use common::regress::run_suite;

fn anchor_dir() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/anchors/gnugo-scoring");
    if dir.join("score.tst").is_file() {
        Some(dir)
    } else {
        common::skip::skip(
            "GNU Go's scoring suite",
            &format!("{} is absent", dir.display()),
        );
        None
    }
}

/// The tests of the suite that must pass: all 29 active ones.
const PASSING: &[u64] = &[
    2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27,
    28, 29, 30,
];

#[test]
fn gnugo_scoring_suite() {
    let Some(dir) = anchor_dir() else { return };
    let report = run_suite(&dir.join("score.tst"), Duration::from_secs(900));
    assert!(report.problems.is_empty(), "{:#?}", report.problems);
    eprintln!(
        "score.tst: {} of {} passed",
        report.passed.len() + report.unexpected_passes.len(),
        report.tests
    );
    for f in &report.failed {
        eprintln!(
            "  {} {}: expected {}, got {}",
            f.id, f.command, f.expected, f.got
        );
    }
    let lost: Vec<u64> = PASSING
        .iter()
        .copied()
        .filter(|id| !report.passed.contains(id) && !report.unexpected_passes.contains(id))
        .collect();
    assert!(
        lost.is_empty(),
        "tests that used to pass now fail: {lost:?}"
    );
}

fn score_with_threads(dir: &Path, record: &str, threads: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_kakunin"))
        .args(["--threads", threads])
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary starts");
    let input =
        format!("loadsgf {record}\nfinal_score\nfinal_status_list dead\nfinal_status_list seki\n");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn answers_do_not_depend_on_threads() {
    let Some(dir) = anchor_dir() else { return };
    for n in [2, 7, 9, 13, 21, 30] {
        let record = format!("games/scoring/score{n}.sgf");
        let one = score_with_threads(&dir, &record, "1");
        let two = score_with_threads(&dir, &record, "2");
        assert!(one.starts_with("= "), "{record}: {one}");
        assert_eq!(one, two, "{record}: 1 and 2 threads disagree");
    }
}
