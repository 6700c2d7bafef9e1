//! A runner for GTP regression suites in the format of gogui-regress.
//!
//! Every line that is neither empty nor a comment is a command sent to the
//! engine. A command that starts with a numeric id is a test; the `#?`
//! lines after it give what its response text must match:
//!
//! ```text
//! 10 known_command play
//! #? [true]            the whole response text matches (anchored at both ends)
//! 11 genmove w
//! #? [!PASS]           the response must not match
//! 12 reg_genmove b
//! #? [C3]*             an expected failure: failing is reported, not fatal
//! ```
//!
//! The pattern and the response text are trimmed at both ends, and the
//! pattern is read as Java reads it there (`.` takes newlines, `^` and `$`
//! match at line ends), so a suite passes here exactly when it passes under
//! gogui-regress. An error response (`?`) to a test is a failure; one to
//! another command counts against the suite too (gogui-regress's Error
//! column): a suite sends only commands that succeed. The suite runs in the
//! directory of its file, so `loadsgf games/x.sgf` is relative to it.

use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use regex::Regex;

use super::engine::{GtpProcess, ReadError, Response};

/// One `#?` line.
#[derive(Debug, Clone)]
pub struct Expectation {
    /// The pattern as written between the brackets (with its `!`).
    pub source: String,
    regex: Regex,
    negated: bool,
    /// Marked with a trailing `*`: the test is known to fail.
    pub expect_fail: bool,
}

impl Expectation {
    /// Parses the text after `#?`, e.g. ` [!PASS]*`.
    fn parse(text: &str) -> Result<Expectation, String> {
        let text = text.trim();
        let (open, close) = match (text.find('['), text.rfind(']')) {
            (Some(0), Some(close)) => (0, close),
            _ => return Err(format!("expected `#? [REGEX]`, found `#?{text}`")),
        };
        let expect_fail = match text[close + 1..].trim() {
            "" => false,
            "*" => true,
            other => return Err(format!("unexpected `{other}` after `]`")),
        };
        // gogui-regress trims the pattern, and the response (below).
        let source = text[open + 1..close].trim();
        let (negated, pattern) = match source.strip_prefix('!') {
            Some(p) => (true, p),
            None => (false, source),
        };
        // As Java's `Pattern.MULTILINE | Pattern.DOTALL` with `matches()`,
        // which gogui-regress uses: `.` takes newlines, `^` and `$` match at
        // line ends, and the whole text must match.
        let regex = Regex::new(&format!(r"(?ms)\A(?:{pattern})\z"))
            .map_err(|e| format!("bad regular expression [{source}]: {e}"))?;
        Ok(Expectation {
            source: source.to_string(),
            regex,
            negated,
            expect_fail,
        })
    }

    /// Does the response text, trimmed as gogui-regress trims it, meet
    /// the pattern?
    fn holds(&self, text: &str) -> bool {
        self.regex.is_match(text.trim()) != self.negated
    }
}

/// One command of a suite.
#[derive(Debug, Clone)]
pub struct Entry {
    /// Line number in the file, from 1.
    pub line: usize,
    /// The line as sent.
    pub command: String,
    /// The id the line starts with: the entry is then a test.
    pub id: Option<u64>,
    pub expectations: Vec<Expectation>,
    /// From a comment `# refuses: COMMAND -> ERROR`: the error text the
    /// command must be refused with. gogui-regress reads the line as a
    /// comment and never sends it (it cannot expect an error response);
    /// this runner sends it, so the tests after it check that the refusal
    /// changed nothing.
    pub refusal: Option<String>,
}

impl Entry {
    fn expect_fail(&self) -> bool {
        self.expectations.iter().any(|e| e.expect_fail)
    }

    fn expected(&self) -> String {
        match self.expectations.as_slice() {
            [] => "a success response".to_string(),
            list => list
                .iter()
                .map(|e| format!("[{}]{}", e.source, if e.expect_fail { "*" } else { "" }))
                .collect::<Vec<_>>()
                .join(" and "),
        }
    }

    /// Does the response meet the test? Error responses never do.
    fn passes(&self, response: &Response) -> bool {
        response.success && self.expectations.iter().all(|e| e.holds(&response.text))
    }
}

/// Reads a suite file into its commands; errors name the offending line.
pub fn parse_suite(text: &str) -> Result<Vec<Entry>, String> {
    let mut entries: Vec<Entry> = Vec::new();
    // May a `#?` line still attach to the last entry?
    let mut open_test = false;
    for (index, raw) in text.lines().enumerate() {
        let line = raw.trim_end_matches('\r').trim();
        let number = index + 1;
        if let Some(rest) = line.strip_prefix("#?") {
            if open_test
                && !entries
                    .last()
                    .expect("an open test")
                    .expectations
                    .is_empty()
            {
                return Err(format!(
                    "line {number}: a second `#?` for one test (gogui-regress takes one)"
                ));
            }
            if open_test {
                let expectation =
                    Expectation::parse(rest).map_err(|e| format!("line {number}: {e}"))?;
                entries
                    .last_mut()
                    .expect("an open test")
                    .expectations
                    .push(expectation);
            }
        } else if let Some(rest) = line.strip_prefix("# refuses:") {
            let (command, error) = rest
                .split_once("->")
                .ok_or_else(|| format!("line {number}: expected `# refuses: COMMAND -> ERROR`"))?;
            open_test = false;
            entries.push(Entry {
                line: number,
                command: command.trim().to_string(),
                id: None,
                expectations: Vec::new(),
                refusal: Some(error.trim().to_string()),
            });
        } else if !line.is_empty() && !line.starts_with('#') {
            let first = line.split_whitespace().next().unwrap_or_default();
            let id = first
                .bytes()
                .all(|b| b.is_ascii_digit())
                .then(|| first.parse().ok())
                .flatten();
            open_test = id.is_some();
            entries.push(Entry {
                line: number,
                command: line.to_string(),
                id,
                expectations: Vec::new(),
                refusal: None,
            });
        }
    }
    Ok(entries)
}

/// A test that did not pass.
#[derive(Debug, Clone)]
pub struct Failure {
    pub id: u64,
    pub line: usize,
    pub command: String,
    pub expected: String,
    pub got: String,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "test {} (line {}): {}\n    expected {}\n    got {:?}",
            self.id, self.line, self.command, self.expected, self.got
        )
    }
}

/// The outcome of one suite.
#[derive(Debug, Clone, Default)]
pub struct Report {
    pub suite: PathBuf,
    pub tests: usize,
    pub passed: Vec<u64>,
    pub failed: Vec<Failure>,
    pub expected_failures: Vec<Failure>,
    pub unexpected_passes: Vec<u64>,
    /// Commands checked to be refused (`# refuses:` lines).
    pub refusals: usize,
    /// Error responses to commands that are not tests.
    pub command_errors: Vec<String>,
    /// Anything that stops the suite from being trusted: a bad suite file,
    /// a timeout, a malformed response, an unclean exit.
    pub problems: Vec<String>,
}

impl Report {
    /// No failed test, no error response to any other command (the Error
    /// column of gogui-regress) and no problem.
    pub fn ok(&self) -> bool {
        self.failed.is_empty() && self.command_errors.is_empty() && self.problems.is_empty()
    }

    fn record(&mut self, entry: &Entry, id: u64, response: &Response) {
        let passes = entry.passes(response);
        match (passes, entry.expect_fail()) {
            (true, false) => self.passed.push(id),
            (true, true) => self.unexpected_passes.push(id),
            (false, expect_fail) => {
                let failure = Failure {
                    id,
                    line: entry.line,
                    command: entry.command.clone(),
                    expected: entry.expected(),
                    got: response.display(),
                };
                if expect_fail {
                    self.expected_failures.push(failure);
                } else {
                    self.failed.push(failure);
                }
            }
        }
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{}: {} tests, {} passed, {} failed, {} expected failures, {} unexpected passes",
            self.suite.display(),
            self.tests,
            self.passed.len(),
            self.failed.len(),
            self.expected_failures.len(),
            self.unexpected_passes.len()
        )?;
        for failure in &self.failed {
            writeln!(f, "  FAIL {failure}")?;
        }
        for failure in &self.expected_failures {
            writeln!(f, "  expected failure {failure}")?;
        }
        for id in &self.unexpected_passes {
            writeln!(f, "  unexpected pass: test {id}")?;
        }
        for error in &self.command_errors {
            writeln!(f, "  error response (not a test): {error}")?;
        }
        for problem in &self.problems {
            writeln!(f, "  PROBLEM {problem}")?;
        }
        Ok(())
    }
}

/// Extra command-line arguments of the engine for a suite: the words of a
/// comment line `# engine-args: ...` (gogui-regress reads it as a comment).
pub fn engine_args(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| l.trim().strip_prefix("# engine-args:"))
        .flat_map(|rest| rest.split_whitespace().map(String::from))
        .collect()
}

/// The `.tst` files of a directory, sorted by name.
pub fn find_suites(dir: &Path) -> Vec<PathBuf> {
    let mut suites: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "tst"))
        .collect();
    suites.sort();
    suites
}

/// Runs one suite through the engine, all commands written at once, and
/// reads exactly one response per command. The engine is killed if the
/// suite takes longer than `timeout`.
pub fn run_suite(path: &Path, timeout: Duration) -> Report {
    let mut report = Report {
        suite: path.to_path_buf(),
        ..Report::default()
    };
    let mut args = Vec::new();
    let entries = match fs::read_to_string(path)
        .map_err(|e| format!("cannot read: {e}"))
        .and_then(|text| {
            args = engine_args(&text);
            parse_suite(&text)
        }) {
        Ok(entries) => entries,
        Err(e) => {
            report.problems.push(e);
            return report;
        }
    };
    report.tests = entries.iter().filter(|e| e.id.is_some()).count();
    let dir = path.parent().unwrap_or(Path::new("."));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let mut engine = GtpProcess::spawn_with_args(Some(dir), timeout, &args);
    let input: String = entries.iter().map(|e| format!("{}\n", e.command)).collect();
    engine.send_all_and_close(input.into_bytes());

    for entry in &entries {
        let raw = match engine.read_raw() {
            Ok(raw) => raw,
            Err(e) => {
                let why = match e {
                    ReadError::Timeout => format!("no response within {timeout:?}"),
                    ReadError::Eof => "the engine closed its output".to_string(),
                };
                report.problems.push(format!(
                    "line {}: {}: {why}; the rest of the suite did not run",
                    entry.line, entry.command
                ));
                engine.kill();
                break;
            }
        };
        let response = match Response::parse(&raw) {
            Ok(r) => r,
            Err(e) => {
                report.problems.push(format!("line {}: {e}", entry.line));
                continue;
            }
        };
        if response.id != entry.id {
            report.problems.push(format!(
                "line {}: {}: id {:?} answered with id {:?}",
                entry.line, entry.command, entry.id, response.id
            ));
        }
        if let Some(error) = &entry.refusal {
            report.refusals += 1;
            if response.success || response.text != *error {
                report.problems.push(format!(
                    "line {}: {} should be refused with `? {error}`, got {}",
                    entry.line,
                    entry.command,
                    response.display()
                ));
            }
            continue;
        }
        match entry.id {
            Some(id) => report.record(entry, id, &response),
            None if !response.success => report.command_errors.push(format!(
                "line {}: {} -> {}",
                entry.line,
                entry.command,
                response.display()
            )),
            None => {}
        }
    }
    if report.problems.is_empty() {
        if let Ok(extra) = engine.read_raw() {
            report
                .problems
                .push(format!("output after the last response: {extra:?}"));
        }
        match engine.wait() {
            Some(status) if status.success() => {}
            Some(status) => report
                .problems
                .push(format!("the engine ended with {status}")),
            None => report
                .problems
                .push(format!("the engine did not exit within {timeout:?}")),
        }
    }
    if !report.problems.is_empty() {
        let stderr = engine.stderr();
        if !stderr.is_empty() {
            report.problems.push(format!("standard error:\n{stderr}"));
        }
    }
    report
}
