//! GoGui's analyze commands and the SVG picture, through the binary: each
//! answer is parsed the way GoGui parses its type, and checked against the
//! scoring commands' own answers.

mod common;

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

use common::engine::GtpProcess;

const SUITES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/gtp-tests");

fn engine() -> GtpProcess {
    GtpProcess::spawn(Some(Path::new(SUITES)), Duration::from_secs(120))
}

/// The text of a successful response (`= text`), panicking on an error.
fn ok(raw: String) -> String {
    let body = raw
        .strip_prefix('=')
        .unwrap_or_else(|| panic!("an error: {raw:?}"));
    body.trim_start_matches(' ').trim_end().to_string()
}

fn is_vertex(s: &str, size: usize) -> bool {
    let s = s.to_ascii_uppercase();
    let mut chars = s.chars();
    let Some(col) = chars.next() else {
        return false;
    };
    let letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
    let Some(x) = letters.find(col) else {
        return false;
    };
    let Ok(y) = chars.as_str().parse::<usize>() else {
        return false;
    };
    x < size && (1..=size).contains(&y)
}

fn points(text: &str) -> BTreeSet<String> {
    text.split_whitespace().map(str::to_string).collect()
}

/// GoGui's `gfx` lines, checked: every line a known command with
/// arguments of its kind; returns them as (command, arguments).
fn parse_gfx(text: &str, size: usize) -> Vec<(String, String)> {
    text.lines()
        .map(|line| {
            let (cmd, args) = line.split_once(' ').unwrap_or((line, ""));
            match cmd {
                "BLACK" | "WHITE" | "MARK" | "CIRCLE" | "SQUARE" | "TRIANGLE" => {
                    for p in args.split_whitespace() {
                        assert!(is_vertex(p, size), "{p} in {line:?}");
                    }
                }
                "VAR" => {
                    let words: Vec<&str> = args.split_whitespace().collect();
                    assert!(words.len().is_multiple_of(2), "{line:?}");
                    for pair in words.chunks(2) {
                        assert!(matches!(pair[0], "b" | "w"), "{line:?}");
                        assert!(pair[1] == "PASS" || is_vertex(pair[1], size), "{line:?}");
                    }
                }
                "TEXT" => assert!(!args.is_empty()),
                other => panic!("not a gfx command: {other}"),
            }
            (cmd.to_string(), args.to_string())
        })
        .collect()
}

#[test]
fn analyze_commands_are_gogui_entries_the_engine_knows() {
    let mut e = engine();
    let list = ok(e.command("gogui-analyze_commands"));
    let types = [
        "bwboard", "cboard", "dboard", "eplist", "gfx", "hstring", "hpstring", "none", "param",
        "plist", "pspairs", "pstring", "sboard", "string", "var", "varb", "varc", "varp", "varpo",
        "varw",
    ];
    let mut n = 0;
    for line in list.lines() {
        let parts: Vec<&str> = line.splitn(3, '/').collect();
        assert_eq!(parts.len(), 3, "type/label/command: {line:?}");
        assert!(types.contains(&parts[0]), "{line:?}");
        assert!(!parts[1].is_empty());
        let name = parts[2].split_whitespace().next().unwrap();
        assert_eq!(ok(e.command(&format!("known_command {name}"))), "true");
        n += 1;
    }
    assert!(n >= 6);
    assert_eq!(ok(e.command("gogui_analyze_commands")), list);
    assert_eq!(
        ok(e.command("gogui-title")),
        format!(
            "kakunin {}: 19x19, komi 0, Japanese rules (1989)",
            env!("CARGO_PKG_VERSION")
        )
    );
}

#[test]
fn score_gfx_draws_what_the_scoring_commands_say() {
    let mut e = engine();
    for record in [
        "rules/ex07-1-bent-four.sgf",
        "rules/ex24-filling-dame.sgf",
        "rules/diag17-dead-stones-in-seki.sgf",
        "games/two-walls.sgf",
    ] {
        ok(e.command(&format!("loadsgf {record}")));
        let size: usize = ok(e.command("showboard"))
            .lines()
            .nth(1)
            .unwrap()
            .split_whitespace()
            .count();
        let gfx = parse_gfx(&ok(e.command("kakunin-score_gfx")), size);
        let drawn = |cmd: &str| {
            gfx.iter()
                .find(|(c, _)| c == cmd)
                .map(|(_, a)| points(a))
                .unwrap_or_default()
        };
        let mut listed = |what: &str| points(&ok(e.command(&format!("final_status_list {what}"))));
        assert_eq!(drawn("MARK"), listed("dead"), "{record}");
        assert_eq!(drawn("TRIANGLE"), listed("seki"), "{record}");
        assert_eq!(drawn("BLACK"), listed("black_territory"), "{record}");
        assert_eq!(drawn("WHITE"), listed("white_territory"), "{record}");
        assert_eq!(drawn("CIRCLE"), listed("dame"), "{record}");
        let result = ok(e.command("final_score"));
        let text = &gfx.last().unwrap();
        assert_eq!(text.0, "TEXT");
        assert!(text.1.ends_with(&format!(": {result}")), "{text:?}");
    }
}

/// Replays a `VAR` line on the position with `play`: every move of the
/// proof must be a legal move there.
fn replay(e: &mut GtpProcess, var: &str) {
    let words: Vec<&str> = var.split_whitespace().collect();
    for pair in words.chunks(2) {
        ok(e.command(&format!("play {} {}", pair[0], pair[1])));
    }
}

#[test]
fn explain_gives_the_confirmation_line_that_proves_a_status() {
    let mut e = engine();
    ok(e.command("loadsgf rules/ex07-1-bent-four.sgf"));
    // The white corner stones of the bent four: dead, with a line in
    // which Black, moving first, takes them.
    let gfx = parse_gfx(&ok(e.command("kakunin-explain B2")), 9);
    assert_eq!(gfx.len(), 2);
    assert_eq!(gfx[0].0, "VAR");
    assert!(gfx[0].1.starts_with("b "), "the attacker moves first");
    assert!(
        gfx[1].1.starts_with(
            "B2 (white string of 7 stones) is dead, removed as prisoners in the count (Art. 10). \
             In the confirmation phase Black, moving first, captures it for good (Art. 7-1): Black 1 at"
        ),
        "{:?}",
        gfx[1].1
    );
    replay(&mut e, &gfx[0].1);

    // A string Benson settles needs no line.
    ok(e.command("loadsgf rules/ex07-1-bent-four.sgf"));
    assert_eq!(
        ok(e.command("kakunin-explain J9")),
        "TEXT J9 (white string of 14 stones) is alive. No reading needed: it is \
         unconditionally alive (its eyes cannot be taken, Benson)."
    );
    assert_eq!(
        ok(e.command("kakunin-explain D1")),
        "TEXT D1 is Black's territory: enclosed by black's live stones alone (Art. 8)."
    );

    // Example 9: the pass for the ko is named, as the commentary writes.
    ok(e.command("loadsgf rules/ex09-direct-ko.sgf"));
    let gfx = parse_gfx(&ok(e.command("kakunin-explain A1")), 9);
    assert_eq!(gfx[0].0, "VAR");
    assert!(gfx[0].1.starts_with("w B1 b PASS"), "{:?}", gfx[0].1);
    assert!(
        gfx[1]
            .1
            .contains("White 1 at B1 captures 1 stone; Black 2 passes for the ko at A1; "),
        "{:?}",
        gfx[1].1
    );
    replay(&mut e, &gfx[0].1);

    // Example 16: the white group is read once the dead black stones in
    // the corner are taken off; its line stands on that board, so the
    // record says so and gives GoGui no line to play.
    ok(e.command("loadsgf rules/ex16-seki-collapse-corner.sgf"));
    let explained = ok(e.command("kakunin-explain K2"));
    assert!(!explained.contains("VAR"), "{explained}");
    assert!(
        explained.contains(
            "It was read once the dead stones A3 B2 B3 C2 C3 D1 D2 D3 E1 E2 were taken off"
        ),
        "{explained}"
    );

    // Nothing changed the game: the scoring answers are those of the file.
    ok(e.command("loadsgf rules/ex09-direct-ko.sgf"));
    let before = ok(e.command("printsgf"));
    ok(e.command("kakunin-explain A1"));
    ok(e.command("kakunin-score_gfx"));
    assert_eq!(ok(e.command("printsgf")), before);
    assert!(e
        .command("kakunin-explain Z99")
        .starts_with("? syntax error"));
    assert!(e.command("kakunin-explain").starts_with("? syntax error"));
}

#[test]
fn ownership_is_a_dboard_and_stats_a_text() {
    let mut e = engine();
    ok(e.command("loadsgf rules/ex07-1-bent-four.sgf"));
    let board = ok(e.command("kakunin-ownership"));
    let rows: Vec<Vec<f64>> = board
        .lines()
        .filter(|l| !l.is_empty())
        .map(|l| l.split_whitespace().map(|v| v.parse().unwrap()).collect())
        .collect();
    assert_eq!(rows.len(), 9);
    assert!(rows.iter().all(|r| r.len() == 9));
    assert!(rows.iter().flatten().all(|v| (-1.0..=1.0).contains(v)));
    // Rows from the top: A9 is a live white stone, E5 a live black one.
    assert_eq!(rows[0][0], -1.0);
    assert_eq!(rows[4][4], 1.0);
    let stats = ok(e.command("kakunin-score_stats"));
    assert!(stats.contains("unconditional life (Benson): 2 strings alive, 0 strings dead"));
    assert!(stats.contains("confirmation search (Art. 7): 1 strings alive, 1 strings dead"));
    // Each number says what it is: the count's territory is the empty
    // points and those of the dead stones removed; its prisoners those
    // captured in play and those dead stones.
    assert!(stats.contains("\nTerritory points: black 15 (empty 8 + of dead stones 7), white 4 (empty 4 + of dead stones 0); dame and seki eyes 0; stones in seki 0\n"), "{stats}");
    assert!(stats.contains("\nPrisoners: black 7 (captured in play 0 + dead stones removed 7), white 0 (captured in play 0 + dead stones removed 0)\n"), "{stats}");
    assert!(
        stats.contains(
            "\nCount (territory + prisoners): Black 15 + 7 = 22; White 4 + 0 + komi 0 = 4: B+18\n"
        ),
        "{stats}"
    );
    // No open dame: reading Art. 8 as written changes nothing.
    assert!(
        stats.ends_with("\nWith the open dame left unfilled (Art. 8 as written): the same count"),
        "{stats}"
    );
    assert_eq!(
        ok(e.command("kakunin-score_open_gfx")),
        ok(e.command("kakunin-score_gfx"))
    );
}

/// The picture parses as XML and shows every stone, the dead ones crossed
/// out, one territory mark per territory point or removed stone, and the
/// count.
fn check_svg(file: &Path, stones: usize, dead: usize, territory: usize, result: &str) {
    let text = std::fs::read_to_string(file).unwrap();
    let doc = roxmltree::Document::parse(&text).expect("well-formed XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    let has_class = |n: &roxmltree::Node, class: &str| {
        n.attribute("class")
            .is_some_and(|c| c.split_whitespace().any(|w| w == class))
    };
    let in_legend = |n: &roxmltree::Node| n.ancestors().any(|a| has_class(&a, "legend"));
    let on_board = |class: &str| -> Vec<roxmltree::Node> {
        doc.descendants()
            .filter(|n| has_class(n, class) && !in_legend(n))
            .collect()
    };
    assert_eq!(on_board("stone").len(), stones);
    assert_eq!(on_board("dead").len(), dead);
    assert_eq!(on_board("territory").len(), territory);
    // A dead stone's cross is drawn after (over) its point's territory
    // square, so it shows.
    let position = |n: &roxmltree::Node| doc.descendants().position(|d| d == *n).unwrap();
    let squares = on_board("territory");
    for cross in on_board("dead") {
        let d = cross.attribute("d").unwrap();
        let first: Vec<f64> = d[1..]
            .split_whitespace()
            .take(2)
            .map(|v| v.parse().unwrap())
            .collect();
        let under = squares.iter().find(|sq| {
            let x: f64 = sq.attribute("x").unwrap().parse().unwrap();
            let y: f64 = sq.attribute("y").unwrap().parse().unwrap();
            (first[0] - x).abs() < 12.0 && (first[1] - y).abs() < 12.0
        });
        let under = under.expect("a dead stone's point is territory");
        assert!(position(under) < position(&cross), "the cross is hidden");
    }
    // The legend names every mark, each drawn as on the board.
    let legend: Vec<&str> = doc
        .descendants()
        .filter(|n| has_class(n, "legend-entry"))
        .filter_map(|n| n.children().find(|c| c.has_tag_name("text")))
        .filter_map(|t| t.text())
        .collect();
    assert_eq!(
        legend,
        [
            "Black's territory",
            "White's territory",
            "dead (a prisoner)",
            "seki",
            "dame"
        ]
    );
    let count: Vec<&str> = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("count"))
        .filter_map(|n| n.text())
        .collect();
    assert_eq!(count[0], format!("Result: {result}"));
}

/// Renders the picture to PNG with rsvg-convert (librsvg), the proof that
/// it draws; required when CI is set.
fn render(svg: &Path) {
    let png = svg.with_extension("png");
    match Command::new("rsvg-convert")
        .arg(svg)
        .arg("-o")
        .arg(&png)
        .status()
    {
        Ok(status) => {
            assert!(status.success(), "rsvg-convert failed on {}", svg.display());
            let bytes = std::fs::read(&png).unwrap();
            assert_eq!(&bytes[1..4], b"PNG");
        }
        Err(e) => common::skip::skip(
            "the SVG picture rendered to PNG",
            &format!("rsvg-convert is not installed ({e})"),
        ),
    }
}

#[test]
fn pictures_from_the_score_subcommand_and_from_gtp() {
    // Example 7-1: 69 stones, 7 white stones dead in Black's corner;
    // territory 15 + 4 points, 7 of them where dead stones stood.
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("ex07.svg");
    let status = Command::new(common::engine::BINARY)
        .current_dir(SUITES)
        .args(["score", "rules/ex07-1-bent-four.sgf", "--svg"])
        .arg(&out)
        .output()
        .unwrap();
    assert!(status.status.success(), "{status:?}");
    check_svg(&out, 69, 7, 19, "B+18");
    render(&out);

    let mut e = engine();
    ok(e.command("loadsgf rules/ex07-1-bent-four.sgf"));
    let from_gtp = dir.path().join("ex07-gtp.svg");
    ok(e.command(&format!("kakunin-svg {}", from_gtp.display())));
    assert_eq!(
        std::fs::read_to_string(&from_gtp).unwrap(),
        std::fs::read_to_string(&out).unwrap()
    );
    assert!(e
        .command("kakunin-svg /nonexistent-dir/x.svg")
        .starts_with("? cannot write file"));
    assert!(e.command("kakunin-svg").starts_with("? syntax error"));
}

/// Where the playout estimate decides a string, the explanation gives the
/// share of playouts the estimate used (the one taken on the position as
/// the scorer turned it), so the percentage and the verdict agree: a
/// string kept in 62.5% or more is alive, one kept in less is dead.
#[test]
fn an_estimated_status_is_explained_with_the_share_that_decided_it() {
    let mut e = engine();
    ok(e.command("loadsgf rules/ex03-hane-seki.sgf"));
    // Black takes at A; White retakes four (the snapback): the reading of
    // the white stone A1 runs out of nodes, and the estimate decides it.
    // (The white group C1 after it, read in the points it lives or dies
    // in, is settled by the search.)
    ok(e.command("play b B1"));
    ok(e.command("play w A1"));
    let mut estimated = 0;
    for vertex in ["A1", "C1", "D1", "A2", "F1"] {
        let text = ok(e.command(&format!("kakunin-explain {vertex}")));
        let Some((_, rest)) = text.split_once(" keeps it in ") else {
            continue;
        };
        estimated += 1;
        let kept: f64 = rest.split('%').next().unwrap().parse().unwrap();
        let alive = text.contains(") is alive");
        let dead = text.contains(") is dead");
        assert!(alive != dead, "{text}");
        assert_eq!(alive, kept >= 62.5, "{text}");
        // A line found by reading the string alone is shown as such: the
        // count did not take it.
        if text.contains("In the confirmation phase") {
            assert!(
                text.contains("the count does not rely on that reading"),
                "{text}"
            );
        }
    }
    assert!(estimated >= 1, "the estimate decided {estimated} of them");
}

/// The scoring search's limits in GoGui's parameter format: listed one
/// `[string] NAME VALUE` line each, set by name; a bad name or value is
/// refused and changes none of them; a new node budget is the one the
/// scoring commands then use.
#[test]
fn score_param_lists_and_sets_the_search_limits() {
    let mut e = engine();
    let listed = |e: &mut GtpProcess| -> Vec<(String, u64)> {
        ok(e.command("kakunin-score_param"))
            .lines()
            .map(|line| {
                let rest = line.strip_prefix("[string] ").expect(line);
                let (name, value) = rest.split_once(' ').expect(line);
                (name.to_string(), value.parse().expect(line))
            })
            .collect()
    };
    let defaults = vec![
        ("nodes".to_string(), 200_000),
        ("max_area".to_string(), 16),
        ("playouts".to_string(), 1_000),
    ];
    assert_eq!(listed(&mut e), defaults);
    for (command, error) in [
        ("kakunin-score_param depth 10", "unknown parameter"),
        ("kakunin-score_param nodes 10000001", "value out of range"),
        ("kakunin-score_param max_area 0", "value out of range"),
        ("kakunin-score_param max_area 65", "value out of range"),
        ("kakunin-score_param playouts 0", "value out of range"),
        (
            "kakunin-score_param playouts 4294967296",
            "value out of range",
        ),
        ("kakunin-score_param nodes ten", "syntax error"),
        ("kakunin-score_param nodes", "syntax error"),
    ] {
        assert_eq!(e.command(command), format!("? {error}\n\n"), "{command}");
        assert_eq!(listed(&mut e), defaults, "changed by {command}");
    }

    // The scoring commands read with the budget set last: Example 3's
    // strings, which the search settles with the default budget, fall to
    // the estimate with a tenth of it, and the position is scored again
    // (not taken from the last answer).
    ok(e.command("loadsgf rules/ex03-hane-seki.sgf"));
    let stats = |e: &mut GtpProcess| -> String {
        let text = ok(e.command("kakunin-score_stats"));
        // The stage lines, one a deciding stage.
        text.lines()
            .take_while(|line| line.contains(" strings alive, "))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let searched = stats(&mut e);
    assert!(
        searched.contains("confirmation search (Art. 7): 5 strings alive")
            && searched.contains(
                "playout estimate (not settled by the search): 0 strings alive, 0 strings dead"
            ),
        "{searched}"
    );
    ok(e.command("kakunin-score_param nodes 20000"));
    assert_eq!(listed(&mut e)[0], ("nodes".to_string(), 20_000));
    let estimated = stats(&mut e);
    assert!(
        estimated.contains("confirmation search (Art. 7): 0 strings alive, 0 strings dead"),
        "{estimated}"
    );
    ok(e.command("kakunin-score_param nodes 200000"));
    assert_eq!(stats(&mut e), searched);
}

/// Standard error says something only when the user should act on it: a
/// status left to the estimate, once per position, naming its strings.
/// Scoring a settled game, with every scoring and analyze command, says
/// nothing.
#[test]
fn scoring_warns_only_about_estimated_statuses() {
    let commands = [
        "final_score",
        "final_status_list dead",
        "final_status_list seki",
        "kakunin-score_gfx",
        "kakunin-score_stats",
        "kakunin-explain_text A5",
        "kakunin-explain A5",
    ];
    let mut e = engine();
    ok(e.command("loadsgf games/two-walls.sgf"));
    for c in commands {
        ok(e.command(c));
    }
    e.close_stdin();
    assert_eq!(e.stderr(), "", "a settled game");

    let mut e = engine();
    ok(e.command("loadsgf games/cleanup.sgf"));
    for c in commands {
        ok(e.command(c));
    }
    e.close_stdin();
    let stderr = e.stderr();
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 1, "{stderr}");
    assert!(
        lines[0].contains(" WARN ")
            && lines[0].ends_with("estimated from playouts; the estimated strings: D6"),
        "{stderr}"
    );
}
