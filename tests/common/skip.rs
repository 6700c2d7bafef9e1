//! Tests that need something from outside the project (GNU Go, Java and
//! GoGui, Node modules, rsvg-convert, `../shared`) skip without it, and say
//! so where a user sees it: cargo shows a test's own output only when it
//! fails, so the line goes straight to standard error, and a record of it
//! to a file that `tests/zz_skipped.rs`, the last test binary of a run,
//! sums up in one line. Under `CI` a missing requirement fails the test.

use std::io::Write;
use std::path::PathBuf;

/// Where the skips of one `cargo test` run are recorded: one file per
/// run, named after the cargo process that runs every test binary.
pub fn record_file() -> PathBuf {
    let run = std::os::unix::process::parent_id();
    PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("skipped")
        .join(format!("{run}.txt"))
}

/// Skips the rest of `test` because `reason`, or fails it under `CI`.
pub fn skip(test: &str, reason: &str) {
    if std::env::var_os("CI").is_some() {
        panic!("{test}: {reason} (required when CI is set)");
    }
    // Not `eprintln!`: the test harness captures that.
    let _ = writeln!(std::io::stderr(), "SKIPPED {test}: {reason}");
    let file = record_file();
    if let Some(dir) = file.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    if let Ok(mut out) = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&file)
    {
        let _ = writeln!(out, "{test}: {reason}");
    }
}
