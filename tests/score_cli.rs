//! `kakunin score FILE.sgf`: the report a tournament director reads.

use std::process::Command;

fn kakunin(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_kakunin"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the binary runs")
}

#[test]
fn reports_result_statuses_and_counts() {
    let out = kakunin(&["score", "gtp-tests/games/two-walls.sgf"]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "result: B+0.5\n\
         black: 17 territory + 1 prisoners (0 captured in play, 1 dead removed) = 18\n\
         white: 17 territory + 0 prisoners (0 captured in play, 0 dead removed) + 0.5 komi = 17.5\n\
         dead: A5\n\
         seki: \n\
         dame: E1 E2 E3 E4 E5 E6 E7 E8 E9\n\
         result with the open dame left unfilled (Art. 8 as written): W+0.5\n"
    );
    assert!(
        out.stderr.is_empty(),
        "nothing to log for a settled position"
    );
}

#[test]
fn move_option_scores_an_earlier_position() {
    let dir = tempfile::tempdir().unwrap();
    let record = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("gtp-tests/games/two-walls.sgf"),
    )
    .unwrap();
    // Black then fills a point of its own territory: one point less.
    let with_move = record.replace("PL[B])", "PL[B];B[ai])");
    let file = dir.path().join("with-move.sgf");
    std::fs::write(&file, with_move).unwrap();
    let path = file.to_str().unwrap();
    let end = String::from_utf8(kakunin(&["score", path]).stdout).unwrap();
    assert!(end.starts_with("result: W+0.5\n"), "{end}");
    let before = String::from_utf8(kakunin(&["score", path, "--move", "1"]).stdout).unwrap();
    assert!(before.starts_with("result: B+0.5\n"), "{before}");
}

#[test]
fn unreadable_record_is_an_error() {
    let out = kakunin(&["score", "gtp-tests/games/no-such-file.sgf"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with("kakunin: gtp-tests/games/no-such-file.sgf: "),
        "{err}"
    );
    let out = kakunin(&["score", "gtp-tests/games/broken.sgf"]);
    assert_eq!(out.status.code(), Some(2));
}

/// The search options may follow the subcommand, as a director types
/// them: a budget too small for Example 3's reading leaves its strings
/// to the estimate, which the log says, before or after the file alike.
#[test]
fn search_options_follow_the_subcommand_too() {
    let record = "gtp-tests/rules/ex03-hane-seki.sgf";
    let small = ["--score-budget", "1000"];
    let after = kakunin(&[&["score", record][..], &small].concat());
    let before = kakunin(&[&small[..], &["score", record]].concat());
    for out in [&after, &before] {
        assert!(out.status.success(), "{out:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(
                "confirmation search budget exhausted: 5 of 5 strings estimated from \
                 playouts (0 of them in areas too large to search); more than 1000 nodes \
                 per search (--score-budget, or kakunin-score_param nodes) may settle the \
                 other 5"
            ),
            "{err}"
        );
    }
    assert_eq!(after.stdout, before.stdout);
    let quiet = kakunin(&[
        "score",
        record,
        "--score-budget",
        "1000",
        "--log-level",
        "off",
        "--threads",
        "1",
    ]);
    assert!(quiet.status.success(), "{quiet:?}");
    assert!(quiet.stderr.is_empty());
    assert_eq!(quiet.stdout, after.stdout);
    // With the default budget the search settles the example: nothing to log.
    let settled = kakunin(&["score", record]);
    assert!(settled.stderr.is_empty(), "{settled:?}");
}

/// Strings whose areas are too large to search were never searched: the
/// warning says so, rather than that a budget ran out (a 9x9 opening of
/// eleven moves: its four strings stand in one open board), and names a
/// stone of each as the record has it, though the search reads the board
/// turned to its canonical view.
#[test]
fn strings_too_large_to_search_are_not_said_to_run_out() {
    let out = kakunin(&["score", "gtp-tests/games/capture.sgf"]);
    assert!(out.status.success(), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(
            "confirmation search: 4 of 4 strings in areas too large to search, \
             estimated from playouts; the estimated strings: H2 G3 D5 C7\n"
        ),
        "{err}"
    );
    assert!(!err.contains("budget exhausted"), "{err}");
}

/// A string read only with the strings around it held fixed was searched,
/// but such a reading can prove a life and no capture: the warning counts
/// it among the strings of areas too large to search, and says how many
/// were read so (H2 here, read in eight empty points).
#[test]
fn strings_read_only_with_their_neighbours_held_are_said_apart() {
    let out = kakunin(&["score", "gtp-tests/games/unsettled-black-area.sgf"]);
    assert!(out.status.success(), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(
            "confirmation search: 17 of 17 strings in areas too large to search, 1 of \
             those read only with the strings around them held, which can prove a life but \
             no capture, estimated from playouts; the estimated strings: A2 E2 H2 D3 G3 B4 \
             E4 G4 H4 A5 C5 E5 F5 J5 E6 F6 B7\n"
        ),
        "{err}"
    );
}

/// The lines of a batch run, parsed, without the seconds (which vary).
fn batch_lines(args: &[&str]) -> (Vec<serde_json::Value>, std::process::Output) {
    let out = kakunin(args);
    let lines = String::from_utf8(out.stdout.clone())
        .unwrap()
        .lines()
        .map(|l| {
            let mut v: serde_json::Value = serde_json::from_str(l).expect("a JSON line");
            assert!(v["seconds"].as_f64().is_some_and(|s| s >= 0.0), "{l}");
            v.as_object_mut().unwrap().remove("seconds");
            v
        })
        .collect();
    (lines, out)
}

/// Many records and folders: one JSON line a record, in sorted order, each
/// with the result and dead stones the one-record report gives; a bad
/// record is a line with its error, the others are scored, and the exit
/// code says that one failed. The thread count changes nothing.
#[test]
fn batch_scores_files_and_folders_past_bad_records() {
    let args = [
        "score",
        "gtp-tests/games",
        "gtp-tests/rules/ex07-1-bent-four.sgf",
    ];
    let (lines, out) = batch_lines(&[&args[..], &["--threads", "2"]].concat());
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let games = std::fs::read_dir("gtp-tests/games")
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "sgf")
        })
        .count();
    assert_eq!(lines.len(), games + 1);
    let files: Vec<&str> = lines.iter().map(|l| l["file"].as_str().unwrap()).collect();
    let mut sorted = files.clone();
    sorted.sort();
    assert_eq!(files, sorted, "the lines come in the list's order");
    let failed: Vec<&serde_json::Value> = lines.iter().filter(|l| l["error"] != "").collect();
    assert!(failed
        .iter()
        .any(|l| l["file"] == "gtp-tests/games/broken.sgf"));
    assert!(failed.iter().all(|l| l["result"] == ""));
    assert!(
        stderr.ends_with(&format!(
            "kakunin: {} of {} records could not be scored\n",
            failed.len(),
            lines.len()
        )),
        "{stderr}"
    );
    let two_walls = lines
        .iter()
        .find(|l| l["file"] == "gtp-tests/games/two-walls.sgf")
        .unwrap();
    assert_eq!(
        two_walls,
        &serde_json::json!({
            "file": "gtp-tests/games/two-walls.sgf", "result": "B+0.5", "dead": ["A5"],
            "seki": [], "estimated": 0, "strings": 3, "error": ""
        })
    );
    let bent_four = lines.last().unwrap();
    assert_eq!(bent_four["result"], "B+18");
    assert_eq!(bent_four["dead"].as_array().unwrap().len(), 7);
    let (one_thread, _) = batch_lines(&[&args[..], &["--threads", "1"]].concat());
    assert_eq!(one_thread, lines);
}

/// `--shard I/N` splits the sorted list: the shards are disjoint and
/// together give every line of the whole run. CSV has a header and one
/// row a record.
#[test]
fn batch_shards_and_csv() {
    let (whole, _) = batch_lines(&["score", "gtp-tests/rules"]);
    let mut together = Vec::new();
    for i in 1..=3 {
        let (part, out) = batch_lines(&["score", "gtp-tests/rules", "--shard", &format!("{i}/3")]);
        assert!(out.status.success(), "{out:?}");
        assert!(!part.is_empty());
        together.extend(part);
    }
    assert_eq!(together.len(), whole.len());
    for line in &whole {
        assert_eq!(together.iter().filter(|l| *l == line).count(), 1, "{line}");
    }
    let bad = kakunin(&["score", "gtp-tests/rules", "--shard", "4/3"]);
    assert_eq!(bad.status.code(), Some(2));

    let csv = kakunin(&["score", "gtp-tests/games/two-walls.sgf", "--format", "csv"]);
    assert!(csv.status.success(), "{csv:?}");
    let text = String::from_utf8(csv.stdout).unwrap();
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(
        rows[0],
        "file,result,dead,seki,estimated,strings,seconds,error"
    );
    assert!(
        rows[1].starts_with("gtp-tests/games/two-walls.sgf,B+0.5,A5,,0,3,"),
        "{text}"
    );
    assert_eq!(rows.len(), 2);
}

/// What one record only can give is refused for many.
#[test]
fn batch_refuses_one_record_options() {
    let many = [
        "score",
        "gtp-tests/games/two-walls.sgf",
        "gtp-tests/games/ko.sgf",
    ];
    let text = kakunin(&[&many[..], &["--format", "text"]].concat());
    assert_eq!(text.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&text.stderr).contains("--format text reports one record"));
    let svg = kakunin(&[&many[..], &["--svg", "/tmp/x.svg"]].concat());
    assert_eq!(svg.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&svg.stderr).contains("--svg draws one record"));
}
