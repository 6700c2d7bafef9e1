//! The GTP conformance suites of `gtp-tests/*.tst`, run through the real
//! binary in the manner of gogui-regress.

mod common;

use std::fs;
use std::path::{Path, PathBuf};
use std::thread;
use std::time::Duration;

use common::regress::{find_suites, run_suite, Report};

/// A suite that takes longer than this has hung.
const SUITE_TIMEOUT: Duration = Duration::from_secs(300);

fn run_all(suites: &[PathBuf]) -> Vec<Report> {
    thread::scope(|scope| {
        let handles: Vec<_> = suites
            .iter()
            .map(|suite| scope.spawn(move || run_suite(suite, SUITE_TIMEOUT)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("suite runner panicked"))
            .collect()
    })
}

#[test]
fn gtp_suites() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("gtp-tests");
    let suites = find_suites(&dir);
    assert!(!suites.is_empty(), "no .tst suite in {}", dir.display());
    let reports = run_all(&suites);
    for report in &reports {
        print!("{report}");
    }
    let count = |f: fn(&Report) -> usize| reports.iter().map(f).sum::<usize>();
    println!(
        "{} suites, {} tests: {} passed, {} failed, {} expected failures, {} unexpected passes; \
         {} refusals checked, {} error responses to other commands",
        reports.len(),
        count(|r| r.tests),
        count(|r| r.passed.len()),
        count(|r| r.failed.len()),
        count(|r| r.expected_failures.len()),
        count(|r| r.unexpected_passes.len()),
        count(|r| r.refusals),
        count(|r| r.command_errors.len()),
    );
    let failing: String = reports
        .iter()
        .filter(|r| !r.ok())
        .map(ToString::to_string)
        .collect();
    assert!(failing.is_empty(), "failing suites:\n{failing}");
}

/// Writes a suite for the tests of the runner itself.
fn write_suite(name: &str, text: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("regress-self-test");
    fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    fs::write(&path, text).unwrap();
    path
}

/// The runner itself: each kind of outcome is told apart.
#[test]
fn runner_classifies_outcomes() {
    let suite = write_suite(
        "classify.tst",
        "# a comment\n\
         boardsize 9\n\
         \n\
         1 name\n\
         #? [kakunin]\n\
         2 name\n\
         #? [kaku]\n\
         3 protocol_version\n\
         #? [!2]\n\
         4 protocol_version\n\
         #? [3]*\n\
         5 protocol_version\n\
         #? [2]*\n\
         play b Z1\n\
         #? [this line follows no test and is ignored]\n\
         6 play b Z1\n\
         #? []\n\
         7 list_commands\n\
         #? [protocol_version\\nname(?:\\n[a-z_-]+)+]\n\
         quit\n",
    );
    let report = run_suite(&suite, SUITE_TIMEOUT);
    print!("{report}");
    assert_eq!(report.tests, 7);
    assert_eq!(report.passed, [1, 7]);
    let failed: Vec<u64> = report.failed.iter().map(|f| f.id).collect();
    assert_eq!(failed, [2, 3, 6]);
    assert_eq!(report.failed[0].got, "=2 kakunin");
    assert_eq!(report.failed[2].got, "?6 illegal move");
    let expected: Vec<u64> = report.expected_failures.iter().map(|f| f.id).collect();
    assert_eq!(expected, [4]);
    assert_eq!(report.unexpected_passes, [5]);
    assert_eq!(
        report.command_errors,
        ["line 14: play b Z1 -> ? illegal move"]
    );
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    assert!(!report.ok());
}

/// A broken suite, a hang or an early exit is a problem, never a pass.
#[test]
fn runner_reports_problems() {
    let problem = |name: &str, text: &str, timeout: Duration| {
        let report = run_suite(&write_suite(name, text), timeout);
        assert!(!report.ok(), "{report}");
        report.problems[0].clone()
    };
    let bad_regex = problem("broken.tst", "1 name\n#? [(unclosed]\n", SUITE_TIMEOUT);
    assert!(
        bad_regex.starts_with("line 2: bad regular expression"),
        "{bad_regex}"
    );
    let hang = problem("hang.tst", "1 name\n#? [kakunin]\n", Duration::ZERO);
    assert!(
        hang.starts_with("line 1: 1 name: no response within"),
        "{hang}"
    );
    let early = problem("early.tst", "quit\n1 name\n#? [kakunin]\n", SUITE_TIMEOUT);
    assert_eq!(
        early,
        "line 2: 1 name: the engine closed its output; the rest of the suite did not run"
    );
}

/// The runner reads suites as gogui-regress does: trimmed responses and
/// patterns, Java's reading of `.`, `^` and `$`, one `#?` per test, and
/// refusals checked only here.
#[test]
fn runner_reads_as_gogui_regress_does() {
    let suite = write_suite(
        "gogui.tst",
        "boardsize 2\n\
         1 showboard\n\
         #? [  A B\\n 2 \\. \\. 2 .*\\n   A B  ]\n\
         2 showboard\n\
         #? [.*stones$\\n 1 \\. \\. 1 .*]\n\
         # refuses: play b Z9 -> illegal move\n\
         # refuses: play b A1 -> illegal move\n\
         3 showboard\n\
         #? [A B\\n 2 \\. \\. 2.*]\n",
    );
    let report = run_suite(&suite, SUITE_TIMEOUT);
    print!("{report}");
    // Test 2 needs `$` to match before a newline and `.` to take one.
    assert_eq!(report.passed, [1, 2, 3]);
    assert_eq!(report.refusals, 2);
    assert_eq!(
        report.problems,
        ["line 7: play b A1 should be refused with `? illegal move`, got = "]
    );
    let twice = run_suite(
        &write_suite("twice.tst", "1 name\n#? [kakunin]\n#? [kakunin]\n"),
        SUITE_TIMEOUT,
    );
    assert_eq!(
        twice.problems,
        ["line 3: a second `#?` for one test (gogui-regress takes one)"]
    );
}
