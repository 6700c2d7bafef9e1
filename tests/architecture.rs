//! The layering the README's Layout section states: each module of `src/`
//! imports (through `crate::` paths, grouped or not) only the modules
//! allowed to it there, so that data flows one way, from the GTP line to
//! the game to its score and back.

use std::collections::BTreeSet;
use std::path::Path;

/// Each module and the modules it may import.
const ALLOWED: &[(&str, &[&str])] = &[
    ("types", &[]),
    ("board", &["types"]),
    ("clock", &["types"]),
    ("rules", &["board", "types"]),
    ("game", &["board", "clock", "rules", "types"]),
    ("handicap", &["game", "types"]),
    ("sgf", &["game", "types"]),
    ("tactics", &["board", "rules", "types"]),
    ("playout", &["board", "rules", "types"]),
    ("confirm", &["board", "playout", "rules", "types"]),
    ("score", &["board", "confirm", "rules", "tactics", "types"]),
    ("mcts", &["board", "clock", "playout", "rules", "types"]),
    (
        "genmove",
        &[
            "board", "confirm", "game", "mcts", "playout", "rules", "score", "types",
        ],
    ),
    ("svg", &["game", "score", "types"]),
    (
        "gtp",
        &[
            "board", "clock", "handicap", "game", "rules", "sgf", "tactics", "playout", "confirm",
            "score", "mcts", "genmove", "svg", "types",
        ],
    ),
    (
        "batch",
        &["confirm", "game", "gtp", "score", "sgf", "types"],
    ),
];

/// The top-level modules a source text names through `crate::`.
fn imported(text: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for (i, _) in text.match_indices("crate::") {
        let rest = &text[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // `crate::{a, b::c, d}`: the first name of each item.
            let inner = &group[..group.find('}').unwrap_or(group.len())];
            for item in inner.split(',') {
                let name: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                if !name.is_empty() {
                    found.insert(name);
                }
            }
        } else {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            found.insert(name);
        }
    }
    found
}

fn sources(path: &Path, out: &mut Vec<std::path::PathBuf>) {
    if path.is_dir() {
        for entry in std::fs::read_dir(path).unwrap() {
            sources(&entry.unwrap().path(), out);
        }
    } else if path.extension().is_some_and(|e| e == "rs") {
        out.push(path.to_path_buf());
    }
}

#[test]
fn modules_import_only_the_layers_below_them() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut problems = Vec::new();
    for &(module, allowed) in ALLOWED {
        let mut files = Vec::new();
        let dir = src.join(module);
        if dir.is_dir() {
            sources(&dir, &mut files);
        }
        let file = src.join(format!("{module}.rs"));
        if file.is_file() {
            files.push(file);
        }
        assert!(!files.is_empty(), "no source for module {module}");
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap();
            for name in imported(&text) {
                // A module naming itself, or the crate's own re-exports.
                if name == module
                    || ["Board", "Game", "Color", "Move", "Point"].contains(&name.as_str())
                {
                    continue;
                }
                if !allowed.contains(&name.as_str()) {
                    problems.push(format!("{} imports crate::{name}", file.display()));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "imports against the layering:\n{}",
        problems.join("\n")
    );
}

#[test]
fn every_module_has_its_place() {
    let lib =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs")).unwrap();
    for line in lib.lines() {
        if let Some(name) = line
            .strip_prefix("pub mod ")
            .and_then(|l| l.strip_suffix(';'))
        {
            assert!(
                ALLOWED.iter().any(|(m, _)| *m == name),
                "module {name} has no place in the layering"
            );
        }
    }
}

#[test]
fn imports_are_read_grouped_or_not() {
    let text = "use crate::{handicap, sgf::load};\nuse crate::board::Board;\nlet x = crate::types::Point::new(0, 0);";
    let names: Vec<String> = imported(text).into_iter().collect();
    assert_eq!(names, ["board", "handicap", "sgf", "types"]);
}
