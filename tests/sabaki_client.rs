//! Runs `tests/node/sabaki.test.mjs`: the kakunin binary driven by
//! `@sabaki/gtp`, the GTP controller of the Sabaki board program, including
//! the analysis stream Sabaki reads line by line.
//!
//! Needs `node` and `npm ci --prefix tests/node`. Without them the test is
//! skipped with a message, except when the environment variable CI is set,
//! where it fails.

mod common;

use std::path::Path;
use std::process::Command;

fn peer_missing(what: &str) {
    common::skip::skip("the Sabaki client", what);
}

#[test]
fn sabaki_gtp_controller_drives_the_engine() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/node");
    let node_version = Command::new("node").arg("--version").output();
    match node_version {
        Ok(out) if out.status.success() => {}
        _ => return peer_missing("node is not installed"),
    }
    if !dir.join("node_modules/@sabaki/gtp/package.json").exists() {
        return peer_missing(
            "tests/node/node_modules is missing: run `npm ci --prefix tests/node`",
        );
    }

    let out = Command::new("node")
        .arg("--test")
        .arg("--test-reporter=spec")
        .arg("sabaki.test.mjs")
        .current_dir(&dir)
        .env("KAKUNIN_BIN", env!("CARGO_BIN_EXE_kakunin"))
        .output()
        .expect("node runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "node --test failed ({}):\n{stdout}\n{stderr}",
        out.status
    );
    // The runner's summary: tests ran, none failed or was skipped.
    let count = |label: &str| -> u32 {
        stdout
            .lines()
            .find_map(|line| {
                let rest = line.trim_start_matches(|c: char| !c.is_ascii_alphabetic());
                rest.strip_prefix(label)?.trim().parse().ok()
            })
            .unwrap_or_else(|| panic!("no `{label}` count in node's summary:\n{stdout}"))
    };
    assert!(count("pass ") >= 6, "too few tests passed:\n{stdout}");
    assert_eq!(count("fail "), 0, "{stdout}");
    assert_eq!(count("skipped "), 0, "{stdout}");
    assert_eq!(count("todo "), 0, "{stdout}");
}
