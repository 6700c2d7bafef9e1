//! The last test binary of a run (cargo runs them in name order): one line
//! that counts the tests of this run that skipped for want of something
//! from outside the project, and names them (see `common::skip`).

mod common;

use std::io::Write;

#[test]
fn summary_of_skipped_tests() {
    let file = common::skip::record_file();
    let text = std::fs::read_to_string(&file).unwrap_or_default();
    let skipped: Vec<&str> = text.lines().collect();
    // Straight to standard error, past the harness's capture.
    let mut err = std::io::stderr();
    if skipped.is_empty() {
        let _ = writeln!(err, "skipped tests: 0");
    } else {
        let _ = writeln!(err, "skipped tests: {}", skipped.len());
        for line in &skipped {
            let _ = writeln!(err, "  {line}");
        }
    }
    let _ = std::fs::remove_file(&file);
    assert!(
        skipped.is_empty() || std::env::var_os("CI").is_none(),
        "tests skipped under CI: {skipped:?}"
    );
}
