//! Every suite of `gtp-tests/` under the real gogui-regress (GoGui 1.6, in
//! `../shared/peers/gogui`; it needs a Java runtime), as users run them:
//! no unexpected result, no error response, and for every test the same
//! outcome as the project's own runner (`tests/common/regress.rs`), which
//! reads suites the way gogui-regress does. Skipped with a message when
//! Java or the peer is missing; under `CI` that fails.

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use common::engine::BINARY;
use common::regress::{engine_args, find_suites, parse_suite, run_suite, Report};

const GOGUI_REGRESS: &str = "../shared/peers/gogui/bin/gogui-regress";

/// A suite that takes longer than this has hung.
const SUITE_TIMEOUT: Duration = Duration::from_secs(300);

/// What became of one test.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Passed,
    Failed,
    ExpectedFailure,
    UnexpectedPass,
}

/// One suite as gogui-regress ran it.
struct Run {
    /// Outcomes by test id, from its `-long` report.
    outcomes: BTreeMap<u64, Outcome>,
    /// Its summary line: `Summary: P/T passes. U unexpected passes, F
    /// unexpected failures`.
    summary: String,
    /// Error responses to commands that are not tests (its Error column).
    errors: usize,
    /// The CpuTime it read from the engine's `cputime`, in seconds.
    cpu_time: f64,
}

fn gogui_regress() -> Option<PathBuf> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(GOGUI_REGRESS);
    if !path.is_file() {
        common::skip::skip(
            "gogui-regress over the suites",
            &format!("{} is absent", path.display()),
        );
        return None;
    }
    let java = Command::new("java").arg("-version").output();
    if !java.is_ok_and(|o| o.status.success()) {
        common::skip::skip(
            "gogui-regress over the suites",
            "no Java runtime (apt-get install -y default-jre-headless)",
        );
        return None;
    }
    Some(path)
}

/// The outcome a `-long` report line gives: `ID passed`, `ID FAILED:
/// ...` (prefixed with the suite's name when it runs several suites).
fn parse_line(suite: &str, line: &str) -> Option<(u64, Outcome)> {
    let rest = line
        .strip_prefix(suite)
        .and_then(|r| r.strip_prefix(' '))
        .unwrap_or(line);
    let (id, what) = rest.split_once(' ')?;
    let id = id.parse().ok()?;
    let outcome = if what == "passed" {
        Outcome::Passed
    } else if what == "PASSED" {
        Outcome::UnexpectedPass
    } else if what.starts_with("failed:") {
        Outcome::ExpectedFailure
    } else if what.starts_with("FAILED") || what.starts_with("unexpected FAIL") {
        Outcome::Failed
    } else {
        return None;
    };
    Some((id, outcome))
}

/// Runs gogui-regress on one suite, with the engine as the project's
/// runner starts it (one thread, the suite's `# engine-args:`).
fn run_gogui(regress: &Path, suite: &Path, out: &Path) -> Run {
    let text = std::fs::read_to_string(suite).unwrap();
    let mut program = vec![BINARY.to_string()];
    let args = engine_args(&text);
    if !args.iter().any(|a| a == "--threads") {
        program.extend(["--threads".to_string(), "1".to_string()]);
    }
    program.extend(args);
    let name = suite.file_name().unwrap().to_str().unwrap();
    std::fs::create_dir_all(out).unwrap();
    let output = Command::new(regress)
        .args(["-long", "-output"])
        .arg(out)
        .arg(program.join(" "))
        .arg(name)
        .current_dir(suite.parent().unwrap())
        .output()
        .expect("gogui-regress runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let outcomes = stdout.lines().filter_map(|l| parse_line(name, l)).collect();
    let summary = stdout
        .lines()
        .find(|l| l.starts_with("Summary:"))
        .unwrap_or_else(|| {
            panic!(
                "{name}: no summary from gogui-regress\n{stdout}\n{}",
                String::from_utf8_lossy(&output.stderr)
            )
        })
        .to_string();
    let stem = name.trim_end_matches(".tst");
    let html = std::fs::read_to_string(out.join(format!("{stem}.out.html"))).unwrap();
    let errors = html.matches("<span class=\"error\">").count();
    let index = std::fs::read_to_string(out.join("index.html")).unwrap();
    Run {
        outcomes,
        summary,
        errors,
        cpu_time: cpu_time(&index, name),
    }
}

/// The CpuTime cell of the suite's row in gogui-regress's `index.html`:
/// the last cell of the row, `12.3&nbsp;(00:12)`.
fn cpu_time(index: &str, name: &str) -> f64 {
    let row = index
        .split("<tr")
        .find(|r| r.contains(&format!(">{name}</a>")))
        .unwrap_or_else(|| panic!("no row for {name} in index.html"));
    let last = row.rsplit("<td").next().unwrap_or_default();
    let text = last.split('>').nth(1).unwrap_or_default();
    text.split("&nbsp;")
        .next()
        .unwrap_or_default()
        .trim()
        .parse()
        .unwrap_or(-1.0)
}

/// The project's runner's outcome of each test.
fn own_outcomes(report: &Report) -> BTreeMap<u64, Outcome> {
    let mut outcomes = BTreeMap::new();
    for &id in &report.passed {
        outcomes.insert(id, Outcome::Passed);
    }
    for f in &report.failed {
        outcomes.insert(f.id, Outcome::Failed);
    }
    for f in &report.expected_failures {
        outcomes.insert(f.id, Outcome::ExpectedFailure);
    }
    for &id in &report.unexpected_passes {
        outcomes.insert(id, Outcome::UnexpectedPass);
    }
    outcomes
}

#[test]
fn suites_pass_under_gogui_regress_as_under_the_projects_runner() {
    let Some(regress) = gogui_regress() else {
        return;
    };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("gtp-tests");
    let out_root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("gogui-regress");
    let _ = std::fs::remove_dir_all(&out_root);
    let mut problems = Vec::new();
    let (mut tests, mut cpu) = (0, 0.0);
    for suite in find_suites(&dir) {
        let name = suite.file_name().unwrap().to_string_lossy().to_string();
        let out = out_root.join(name.trim_end_matches(".tst"));
        let gogui = run_gogui(&regress, &suite, &out);
        let own = run_suite(&suite, SUITE_TIMEOUT);
        // Known failures (marked `*`) fail as expected: no unexpected result.
        let expected = format!(
            "Summary: {}/{} passes. 0 unexpected passes, 0 unexpected failures",
            own.passed.len(),
            own.tests
        );
        println!(
            "{name}: {} (errors: {}, CpuTime {} s)",
            gogui.summary, gogui.errors, gogui.cpu_time
        );
        if gogui.summary != expected {
            problems.push(format!("{name}: gogui-regress says `{}`", gogui.summary));
        }
        if gogui.errors > 0 {
            problems.push(format!(
                "{name}: {} error responses under gogui-regress",
                gogui.errors
            ));
        }
        // gogui-regress reports every test with a pattern; one without
        // that succeeded it does not mention: such a test passed.
        let text = std::fs::read_to_string(&suite).unwrap();
        let with_pattern = parse_suite(&text)
            .unwrap()
            .iter()
            .filter(|e| e.id.is_some() && !e.expectations.is_empty())
            .count();
        if gogui.outcomes.len() != with_pattern {
            problems.push(format!(
                "{name}: gogui-regress reported {} tests with a pattern, the suite has {with_pattern}",
                gogui.outcomes.len()
            ));
        }
        for (id, mine) in own_outcomes(&own) {
            let theirs = gogui.outcomes.get(&id).copied().unwrap_or(Outcome::Passed);
            if theirs != mine {
                problems.push(format!(
                    "{name} test {id}: gogui-regress {theirs:?}, the project's runner {mine:?}"
                ));
            }
        }
        tests += own.tests;
        cpu += gogui.cpu_time;
    }
    println!("{tests} tests under gogui-regress, CpuTime {cpu:.1} s in all");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The CpuTime column reads the engine's `cputime`: not zero once the
    // suites have had it generate moves and score games.
    assert!(cpu > 1.0, "CpuTime {cpu} s: `cputime` not read");
}
