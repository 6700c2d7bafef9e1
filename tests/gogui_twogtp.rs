//! The README's gogui-twogtp recipes, run word for word from the project
//! root (GoGui 1.6 from `../shared/peers/gogui/bin` and GNU Go from
//! `/usr/games` put on the PATH): each match ends with no error game and a
//! `.dat` table with a result for every game from each program and from the
//! referee, kakunin's CPU time read through `cputime`, and for every game
//! that ended by two passes the referee's result equal to `kakunin score`
//! on the record twogtp saved. Skipped with a message without Java, GoGui or
//! GNU Go; under `CI` that fails.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

const GOGUI_BIN: &str = "../shared/peers/gogui/bin";

/// The shell blocks of the README that run gogui-twogtp, joined into one
/// line each (backslash continuations undone).
fn recipes(readme: &str) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut block: Option<String> = None;
    for line in readme.lines() {
        match (&mut block, line.trim_start()) {
            (None, l) if l.starts_with("```sh") => block = Some(String::new()),
            (Some(b), l) if l.starts_with("```") => {
                if b.trim_start().starts_with("gogui-twogtp ") {
                    blocks.push(b.replace("\\\n", " "));
                }
                block = None;
            }
            (Some(b), _) => {
                b.push_str(line);
                b.push('\n');
            }
            _ => {}
        }
    }
    blocks
        .into_iter()
        .map(|b| b.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

/// The value of `-name VALUE` in a command line (no quotes in VALUE).
fn option<'a>(command: &'a str, name: &str) -> Option<&'a str> {
    let mut words = command.split_whitespace();
    words.find(|w| *w == name)?;
    words.next()
}

fn requirements(root: &Path) -> Option<()> {
    let skip = |reason: &str| {
        common::skip::skip("the README's gogui-twogtp recipes", reason);
        None
    };
    if !root.join(GOGUI_BIN).join("gogui-twogtp").is_file() {
        return skip(&format!("{GOGUI_BIN}/gogui-twogtp is absent"));
    }
    if !Command::new("java")
        .arg("-version")
        .output()
        .is_ok_and(|o| o.status.success())
    {
        return skip("no Java runtime (apt-get install -y default-jre-headless)");
    }
    if !Path::new("/usr/games/gnugo").is_file() {
        return skip("GNU Go is not installed (/usr/games/gnugo)");
    }
    Some(())
}

/// One game row of a `.dat` table, by column name.
struct Row(Vec<(String, String)>);

impl Row {
    fn get(&self, column: &str) -> &str {
        self.0
            .iter()
            .find(|(c, _)| c == column)
            .map(|(_, v)| v.as_str())
            .unwrap_or_else(|| panic!("no column {column}"))
    }
}

fn read_table(dat: &Path) -> Vec<Row> {
    let text = std::fs::read_to_string(dat).unwrap_or_else(|e| panic!("{}: {e}", dat.display()));
    let header: Vec<String> = text
        .lines()
        .find_map(|l| l.strip_prefix("#GAME"))
        .map(|rest| {
            std::iter::once("GAME".to_string())
                .chain(rest.split('\t').skip(1).map(String::from))
                .collect()
        })
        .expect("a header line");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            Row(header
                .iter()
                .cloned()
                .zip(l.split('\t').map(String::from))
                .collect())
        })
        .collect()
}

/// A result with the colours swapped: `B+3.5` for `W+3.5`.
fn swap_colours(result: &str) -> String {
    match result.split_at_checked(1) {
        Some(("B", rest)) => format!("W{rest}"),
        Some(("W", rest)) => format!("B{rest}"),
        _ => result.to_string(),
    }
}

fn is_result(r: &str) -> bool {
    r == "0"
        || ((r.starts_with("B+") || r.starts_with("W+"))
            && (r[2..] == *"R" || r[2..] == *"T" || r[2..].parse::<f64>().is_ok()))
}

#[test]
fn readme_twogtp_recipes_run_without_error_games() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let recipes = recipes(&readme);
    assert!(
        recipes.len() >= 2,
        "the README's twogtp recipes: {recipes:?}"
    );
    if requirements(&root).is_none() {
        return;
    }
    let path = format!(
        "{}:/usr/games:{}",
        root.join(GOGUI_BIN).display(),
        std::env::var("PATH").unwrap_or_default()
    );
    for recipe in &recipes {
        assert!(
            recipe.contains("-referee \"target/release/kakunin"),
            "kakunin referees every recipe: {recipe}"
        );
        let prefix = option(recipe, "-sgffile").expect("-sgffile");
        let games: usize = option(recipe, "-games").unwrap().parse().unwrap();
        // twogtp goes on with a match whose table exists: start afresh.
        let out_dir = root.join(prefix).parent().unwrap().to_path_buf();
        let _ = std::fs::remove_dir_all(&out_dir);
        std::fs::create_dir_all(&out_dir).unwrap();
        let run = Command::new("bash")
            .args(["-c", recipe])
            .env("PATH", &path)
            .current_dir(&root)
            .output()
            .expect("bash runs");
        assert!(
            run.status.success(),
            "{recipe}\n{}",
            String::from_utf8_lossy(&run.stderr)
        );
        let rows = read_table(&root.join(format!("{prefix}.dat")));
        println!("{recipe}");
        for row in &rows {
            println!(
                "  {}",
                row.0
                    .iter()
                    .map(|(c, v)| format!("{c}={v}"))
                    .collect::<Vec<_>>()
                    .join(" ")
            );
        }
        assert_eq!(rows.len(), games, "{recipe}");
        let kakunin_side = if recipe.contains("-black \"target/release/kakunin") {
            Some("CPU_B")
        } else if recipe.contains("-white \"target/release/kakunin") {
            Some("CPU_W")
        } else {
            None
        };
        for row in &rows {
            assert_eq!(row.get("ERR"), "0", "an error game: {}", row.get("ERR_MSG"));
            let referee = row.get("RES_R");
            assert!(is_result(referee), "referee result {referee:?}");
            if let Some(cpu) = kakunin_side {
                let seconds: f64 = row.get(cpu).parse().unwrap();
                assert!(seconds > 0.0, "{cpu} {seconds}: cputime not read");
            }
            if referee.ends_with("+R") || referee.ends_with("+T") {
                continue;
            }
            // A game played to two passes: the referee counted it as
            // `kakunin score` counts the saved record. In a game with the
            // colours swapped (`ALT` 1) the table gives results from the
            // first program's side, as if it had played Black.
            let referee = if row.get("ALT") == "1" {
                swap_colours(referee)
            } else {
                referee.to_string()
            };
            let sgf = root.join(format!("{prefix}-{}.sgf", row.get("GAME")));
            let score = Command::new(common::engine::BINARY)
                .arg("score")
                .arg(&sgf)
                .output()
                .unwrap();
            let report = String::from_utf8_lossy(&score.stdout);
            assert!(
                report.starts_with(&format!("result: {referee}\n")),
                "{}: referee {referee}, kakunin score:\n{report}",
                sgf.display()
            );
        }
    }
}
