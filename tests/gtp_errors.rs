//! Every GTP error path, with its exact text, through the real binary and
//! through `kakunin::gtp::Engine`: the id is echoed and a refused command
//! changes nothing. Then the framing of the protocol: lines without
//! response, one empty line after every response, CR/LF input, end of input
//! and `quit`.

mod common;

use std::path::Path;
use std::process::ExitStatus;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use common::engine::{GtpProcess, ReadError, Response};
use kakunin::gtp::{Engine, EngineConfig};

const TIMEOUT: Duration = Duration::from_secs(60);

/// A game in progress, so that a refused command has state to disturb:
/// size, komi, clock, stones, a capture and prisoners.
const BUSY: &[&str] = &[
    "boardsize 9",
    "komi 5.5",
    "time_settings 300 30 5",
    "time_left b 100 2",
    "play b E5",
    "play w D5",
    "play b C5",
    "play w E4",
    "play b D6",
    "play w pass",
    "play b D4",
];

/// The engine process, started in the package root so that relative paths
/// such as `gtp-tests/games/ko.sgf` hold for it and for the library alike.
fn spawn() -> GtpProcess {
    GtpProcess::spawn(Some(Path::new(env!("CARGO_MANIFEST_DIR"))), TIMEOUT)
}

/// A fresh id for every refused command, so that echoes are told apart.
fn next_id() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

fn assert_success(line: &str, response: &str) {
    assert!(
        response.starts_with('='),
        "setup command {line:?} failed: {response:?}"
    );
}

/// Sends each line, which must succeed.
fn run(engine: &mut GtpProcess, lines: &[&str]) {
    for line in lines {
        assert_success(line, &engine.command(line));
    }
}

fn assert_clean_exit(status: Option<ExitStatus>) {
    assert_eq!(status.map(|s| s.code()), Some(Some(0)), "exit status");
}

/// What the engine shows of its state: the board and the record.
fn snapshot(engine: &mut GtpProcess) -> String {
    let board = engine.command("showboard");
    let record = engine.command("printsgf");
    board + &record
}

/// After `setup`, `command` is refused with `error`, the id echoed, and
/// nothing changes: not what showboard and printsgf show of the binary's
/// state, nor anything of the library's game (komi and clock included).
fn assert_refused(setup: &[&str], command: &str, error: &str) {
    let id = next_id();
    let line = format!("{id} {command}");
    let expected = format!("?{id} {error}\n\n");
    let context = format!("{line:?} after {setup:?}");

    let mut engine = spawn();
    run(&mut engine, setup);
    let before = snapshot(&mut engine);
    assert_eq!(engine.command(&line), expected, "{context}");
    assert_eq!(snapshot(&mut engine), before, "state changed by {context}");

    let mut library = Engine::new(EngineConfig::default());
    for step in setup {
        let response = library.handle_line(step.as_bytes()).unwrap_or_default();
        assert_success(step, &response);
    }
    let before = format!("{:?}", library.game());
    let response = library.handle_line(line.as_bytes());
    assert_eq!(response.as_deref(), Some(expected.as_str()), "{context}");
    assert_eq!(
        format!("{:?}", library.game()),
        before,
        "game changed by {context}"
    );
}

/// [`assert_refused`] for each of `commands`, after the same setup.
fn assert_all_refused(setup: &[&str], commands: &[&str], error: &str) {
    for command in commands {
        assert_refused(setup, command, error);
    }
}

#[test]
fn unknown_commands() {
    assert_all_refused(
        BUSY,
        &["foo", "xyzzy 1 2 3", "genmove_black", "PLAY b D4", "Name"],
        "unknown command",
    );
}

#[test]
fn wrong_argument_counts() {
    assert_all_refused(
        BUSY,
        &[
            "protocol_version 2",
            "name x",
            "version x",
            "known_command",
            "known_command play undo",
            "list_commands all",
            "boardsize",
            "boardsize 9 9",
            "clear_board now",
            "komi",
            "komi 6.5 7",
            "play",
            "play b",
            "play b D4 D5",
            "genmove",
            "genmove b w",
            "reg_genmove",
            "reg_genmove b w",
            "undo 2",
            "fixed_handicap",
            "fixed_handicap 2 3",
            "place_free_handicap",
            "place_free_handicap 2 3",
            "time_settings 300 30",
            "time_settings 300 30 5 5",
            "kgs-time_settings",
            "kgs-time_settings none 0",
            "kgs-time_settings absolute",
            "kgs-time_settings absolute 300 30",
            "kgs-time_settings byoyomi 300 30",
            "kgs-time_settings canadian 300 30 5 5",
            "time_left b 100",
            "time_left b 100 2 2",
            "loadsgf",
            "loadsgf gtp-tests/games/ko.sgf 3 4",
            "printsgf a.sgf b.sgf",
            "showboard 9",
            "final_score now",
            "final_status",
            "final_status_list",
            "kakunin-score_param nodes",
            "kakunin-score_param nodes 1000 playouts",
        ],
        "syntax error",
    );
}

#[test]
fn bad_colours() {
    assert_all_refused(
        BUSY,
        &[
            "play x D4",
            "play blue D4",
            "play bl D4",
            "play D4 b",
            "genmove red",
            "genmove 1",
            "reg_genmove none",
            "time_left g 100 2",
        ],
        "syntax error",
    );
}

#[test]
fn bad_numbers() {
    assert_all_refused(
        BUSY,
        &[
            "boardsize x",
            "boardsize -1",
            "boardsize 9.0",
            "boardsize 99999999999999999999999",
            "komi x",
            "komi 6,5",
            "komi inf",
            "komi NaN",
            "komi 1e9",
            "fixed_handicap two",
            "fixed_handicap -2",
            "place_free_handicap 2.5",
            "time_settings x 30 5",
            "time_settings -1 30 5",
            "time_settings 300 30 5.5",
            "time_settings 300 inf 5",
            "time_left b x 2",
            "time_left b 100 -1",
            "kgs-time_settings absolute x",
            "kgs-time_settings byoyomi 300 30 x",
            "kgs-time_settings canadian 300 -30 5",
            "kgs-time_settings fischer 300 10",
            "loadsgf gtp-tests/games/ko.sgf x",
            "loadsgf gtp-tests/games/ko.sgf -1",
            "kakunin-score_param nodes x",
            "kakunin-score_param nodes -1",
            "kakunin-score_param playouts 2.5",
        ],
        "syntax error",
    );
}

#[test]
fn malformed_vertices() {
    assert_all_refused(
        BUSY,
        &[
            "play b I5",
            "play b D0",
            "play b D04",
            "play b 4D",
            "play b DD",
            "play b D",
            "play b D4x",
            "play b A26",
            "play b pas",
            "play b passe",
            "play w -",
        ],
        "syntax error",
    );
}

#[test]
fn an_id_without_a_command() {
    // Sent as "<id> " and as "<id>": the id alone.
    assert_refused(BUSY, "", "syntax error");
    let mut engine = spawn();
    assert_eq!(engine.command("12"), "?12 syntax error\n\n");
}

#[test]
fn unacceptable_sizes() {
    assert_all_refused(
        BUSY,
        &[
            "boardsize 0",
            "boardsize 1",
            "boardsize 26",
            "boardsize 100",
        ],
        "unacceptable size",
    );
}

#[test]
fn illegal_moves() {
    // On an occupied point, of either colour; into the hole of a capture.
    assert_all_refused(
        BUSY,
        &["play b E5", "play w E5", "play B d4", "play w D5"],
        "illegal move",
    );
    // Well-formed vertices off the board.
    assert_all_refused(
        BUSY,
        &["play b K9", "play w J10", "play b T19", "play w Z25"],
        "illegal move",
    );
    assert_refused(&["boardsize 19"], "play b T20", "illegal move");
    assert_refused(&["boardsize 19"], "play w U1", "illegal move");
    // Suicide of one stone, and of two.
    assert_refused(
        &["boardsize 5", "play b A2", "play b B1"],
        "play w A1",
        "illegal move",
    );
    assert_refused(
        &[
            "boardsize 5",
            "play b B1",
            "play b B2",
            "play b A3",
            "play w A1",
        ],
        "play w A2",
        "illegal move",
    );
    // Retaking a basic ko at once: after a move, and after a load.
    let ko = [
        "boardsize 5",
        "play b B4",
        "play w C4",
        "play b A3",
        "play w B3",
        "play b B2",
        "play w C2",
        "play b E1",
        "play w D3",
        "play b C3",
    ];
    assert_refused(&ko, "play w B3", "illegal move");
    assert_refused(
        &["loadsgf gtp-tests/games/ko.sgf"],
        "play w B3",
        "illegal move",
    );
}

#[test]
fn ko_may_be_retaken_after_a_move_elsewhere() {
    // The counterpart of the ko refusal above: the same retake is legal
    // once each side has played elsewhere, so the refusal is the ko rule.
    run(
        &mut spawn(),
        &[
            "loadsgf gtp-tests/games/ko.sgf",
            "play w E5",
            "play b A5",
            "play w B3",
        ],
    );
}

#[test]
fn nothing_to_undo() {
    let error = "cannot undo";
    assert_refused(&[], "undo", error);
    assert_refused(&["play b D4", "undo"], "undo", error);
    assert_refused(&["boardsize 9", "fixed_handicap 4"], "undo", error);
    assert_refused(&["boardsize 9", "set_free_handicap A1 B2"], "undo", error);
    assert_refused(&["loadsgf gtp-tests/games/setup.sgf"], "undo", error);
    assert_refused(&["loadsgf gtp-tests/games/capture.sgf 1"], "undo", error);
    assert_refused(&["play b D4", "boardsize 19"], "undo", error);
    assert_refused(&["play b D4", "clear_board"], "undo", error);
}

#[test]
fn invalid_numbers_of_stones() {
    let error = "invalid number of stones";
    for (size, counts) in [
        (19, &["0", "1", "10", "361"][..]),
        (9, &["1", "10"][..]),
        (10, &["5", "9"][..]),
        (7, &["5"][..]),
        (6, &["2", "4"][..]),
        (2, &["2"][..]),
    ] {
        let setup = format!("boardsize {size}");
        for count in counts {
            assert_refused(&[&setup], &format!("fixed_handicap {count}"), error);
        }
    }
    for (size, count) in [(19, 0), (19, 1), (19, 361), (9, 81), (2, 4)] {
        let setup = format!("boardsize {size}");
        assert_refused(&[&setup], &format!("place_free_handicap {count}"), error);
    }
}

#[test]
fn handicap_on_a_board_with_stones() {
    let error = "board not empty";
    for setup in [
        &["boardsize 9", "play b E5"][..],
        &["boardsize 9", "play w A1", "play b pass"][..],
        &["boardsize 9", "fixed_handicap 2"][..],
        &["loadsgf gtp-tests/games/setup.sgf"][..],
    ] {
        assert_all_refused(
            setup,
            &[
                "fixed_handicap 2",
                "place_free_handicap 2",
                "set_free_handicap A1 B2",
            ],
            error,
        );
    }
}

#[test]
fn bad_vertex_lists() {
    let nine = &["boardsize 9"][..];
    assert_all_refused(
        nine,
        &[
            "set_free_handicap",
            "set_free_handicap E5",
            "set_free_handicap A1 A1",
            "set_free_handicap C3 G7 c3",
            "set_free_handicap A1 I5",
            "set_free_handicap A1 pass",
            "set_free_handicap A1 K10",
            "set_free_handicap A1 B2 xx",
        ],
        "bad vertex list",
    );
    assert_refused(
        &["boardsize 2"],
        "set_free_handicap A1 A2 B1 B2",
        "bad vertex list",
    );
}

#[test]
fn files_that_cannot_be_loaded() {
    assert_all_refused(
        BUSY,
        &[
            "loadsgf gtp-tests/games/missing.sgf",
            "loadsgf gtp-tests/games",
            "loadsgf gtp-tests/games/broken.sgf",
            "loadsgf gtp-tests/games/occupied.sgf",
            "loadsgf gtp-tests/games/suicide.sgf",
            "loadsgf gtp-tests/games/ko-retake.sgf",
            "loadsgf gtp-tests/games/off-board.sgf",
            "loadsgf gtp-tests/games/too-big.sgf",
            "loadsgf gtp-tests/board.tst",
        ],
        "cannot load file",
    );
}

#[test]
fn files_that_cannot_be_written() {
    assert_refused(
        BUSY,
        "printsgf gtp-tests/no-such-directory/game.sgf",
        "cannot write file",
    );
}

#[test]
fn printsgf_to_a_file_reads_back() {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("gtp-errors-printsgf.sgf");
    let mut engine = spawn();
    run(&mut engine, BUSY);
    let record = engine.command("printsgf");
    let save = format!("printsgf {}", path.display());
    assert_eq!(engine.command(&save), "= \n\n");
    assert_eq!(engine.command("clear_board"), "= \n\n");
    let load = format!("loadsgf {}", path.display());
    assert_eq!(engine.command(&load), "= white\n\n");
    assert_eq!(engine.command("printsgf"), record);
}

/// The library's `Debug` of the game shows komi and clock, so comparing it
/// can catch a refused command that changed them.
#[test]
fn game_debug_shows_komi_and_clock() {
    let mut engine = Engine::new(EngineConfig::default());
    for line in [
        "komi 1.5",
        "time_settings 300 30 5",
        "kgs-time_settings byoyomi 600 30 5",
        "time_left b 100 2",
        "time_left w 90 1",
    ] {
        let before = format!("{:?}", engine.game());
        assert_eq!(
            engine.handle_line(line.as_bytes()).as_deref(),
            Some("= \n\n")
        );
        assert_ne!(
            format!("{:?}", engine.game()),
            before,
            "{line} left no trace"
        );
    }
}

// ---- Framing -------------------------------------------------------------

/// Writes `input` all at once, closes the input, and returns everything the
/// engine wrote and its exit status.
fn transcript(input: &[u8]) -> (String, Option<ExitStatus>) {
    let mut engine = spawn();
    engine.send_all_and_close(input.to_vec());
    let mut output = String::new();
    loop {
        match engine.read_raw() {
            Ok(raw) => output.push_str(&raw),
            Err(ReadError::Eof) => break,
            Err(ReadError::Timeout) => panic!("timeout; output so far: {output:?}"),
        }
    }
    (output, engine.wait())
}

#[test]
fn pipelined_input_is_answered_in_order() {
    let input = b"1 name\n\
        \n\
        # interrupt\n\
        \t  \r\n\
        protocol_version\r\n\
        2 known_command\tplay\n\
        3 komi 7.5 # a comment after the command\n\
        4 play b E5\r\n\
        0 play w E5\n\
        5 foo\n\
        boardsize 1\n\
        123456789012 version x\n\
        6 undo\n\
        7 undo\n\
        \x008 na\x01me\n\
        name";
    let expected = "=1 kakunin\n\n\
        = 2\n\n\
        =2 true\n\n\
        =3 \n\n\
        =4 \n\n\
        ?0 illegal move\n\n\
        ?5 unknown command\n\n\
        ? unacceptable size\n\n\
        ?123456789012 syntax error\n\n\
        =6 \n\n\
        ?7 cannot undo\n\n\
        =8 kakunin\n\n\
        = kakunin\n\n";
    let (output, status) = transcript(input);
    assert_eq!(output, expected);
    assert_clean_exit(status);
}

#[test]
fn lines_without_a_command_get_no_response() {
    let mut engine = Engine::new(EngineConfig::default());
    for line in ["", "\n", "\r\n", "   \t ", "# interrupt", "  # comment\n"] {
        assert_eq!(engine.handle_line(line.as_bytes()), None, "{line:?}");
    }
    let (output, status) = transcript(b"\n# interrupt\n \t\r\n");
    assert_eq!(output, "");
    assert_clean_exit(status);
}

#[test]
fn multi_line_responses_have_no_empty_line_inside() {
    let mut engine = spawn();
    run(&mut engine, BUSY);
    run(&mut engine, &["play b pass"; 12]);
    // Lines at least: showboard 9x9 has 12, printsgf of 19 moves 3.
    for (command, lines) in [
        ("showboard", 12),
        ("1 showboard", 12),
        ("list_commands", 22),
        ("2 printsgf", 3),
    ] {
        let raw = engine.command(command);
        let response = Response::parse(&raw).unwrap_or_else(|e| panic!("{command}: {e}"));
        assert!(response.success, "{command}: {raw:?}");
        assert!(!raw.contains('\r'), "{command}: {raw:?}");
        assert!(
            raw.trim_end().lines().count() >= lines,
            "{command}: {raw:?}"
        );
    }
}

#[test]
fn quit_answers_then_exits() {
    let mut engine = spawn();
    assert_eq!(engine.command("7 quit"), "=7 \n\n");
    // The input is still open: the engine leaves by itself.
    assert_eq!(engine.read_raw(), Err(ReadError::Eof));
    assert_clean_exit(engine.wait());

    // Commands after quit are not answered.
    let (output, status) = transcript(b"quit\nname\nname\n");
    assert_eq!(output, "= \n\n");
    assert_clean_exit(status);
}

#[test]
fn end_of_input_ends_the_session() {
    let mut engine = spawn();
    assert_eq!(engine.command("boardsize 9"), "= \n\n");
    engine.close_stdin();
    assert_eq!(engine.read_raw(), Err(ReadError::Eof));
    assert_clean_exit(engine.wait());
    assert_eq!(engine.stderr(), "");
}

// ---- Hostile input and output --------------------------------------------

#[test]
fn long_lines_and_bytes_that_are_not_utf8() {
    let mut input = b"1 play b ".to_vec();
    input.extend(std::iter::repeat_n(b'A', 1 << 20));
    input.extend_from_slice(b"\n2 name\n#");
    input.extend(std::iter::repeat_n(b'x', 1 << 20));
    input.extend_from_slice(
        b"\n3 na\xffme\n4 play b \xc3\x28\n\xff\xfe 5 name\n6 komi 6\xff.5\n7 komi\t6.5\r\n",
    );
    let (output, status) = transcript(&input);
    assert_eq!(
        output,
        "?1 syntax error\n\n\
         =2 kakunin\n\n\
         ?3 unknown command\n\n\
         ?4 syntax error\n\n\
         ? unknown command\n\n\
         ?6 syntax error\n\n\
         =7 \n\n"
    );
    assert_clean_exit(status);
}

#[test]
fn devices_are_no_game_records() {
    // Reading /dev/zero would never end; /dev/stdin is the engine's own
    // input. Both are refused at once, like a directory.
    assert_all_refused(
        BUSY,
        &["loadsgf /dev/zero", "loadsgf /dev/stdin", "loadsgf /"],
        "cannot load file",
    );
}

/// A controller that closes its end of the engine's output: the engine
/// leaves at once and quietly (no panic message), whatever it was asked.
#[test]
fn closed_output_ends_the_engine_quietly() {
    use std::io::{Read, Write};
    use std::process::{Command, Stdio};
    let mut child = Command::new(common::engine::BINARY)
        .args(["--threads", "1"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let mut stdin = child.stdin.take().unwrap();
    // The engine may already be gone when these are written.
    let _ = stdin.write_all(b"name\nshowboard\nlist_commands\nfinal_score\n");
    let _ = stdin.flush();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the engine did not leave"
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
    };
    drop(stdin);
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    assert!(status.success(), "{status:?}: {stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}
