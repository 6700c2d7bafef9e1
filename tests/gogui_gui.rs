//! The real GoGui (1.6, `../shared/peers/gogui`) under Xvfb, started with
//! the README's command, driven as a user drives it (xdotool):
//! every entry of Tools > Analyze Commands is run (from the Analyze window;
//! those that ask for a point through the GTP shell), then Game > Score.
//! GoGui's GTP log (`-verbose`) must show each command sent and answered
//! without error, the SVG entry must write its file, and the screenshots
//! (`target/gogui-gui/analyze.png`, `score.png`) must not be blank.
//! Skipped with a message without Java, GoGui, Xvfb, xdotool or ImageMagick
//! (`apt-get install -y xvfb xauth xdotool imagemagick`); under `CI` that
//! fails.

mod common;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

const GOGUI: &str = "../shared/peers/gogui/bin/gogui";

/// The height of a row of the Analyze window's list, in pixels, with the
/// fonts of a Debian Java runtime under Xvfb.
const ROW_HEIGHT: i64 = 17;

/// A process killed when the test ends, however it ends.
struct Killed(Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// xdotool and ImageMagick on one X display.
struct Screen {
    display: String,
}

impl Screen {
    fn run(&self, program: &str, args: &[&str]) -> String {
        let out = Command::new(program)
            .args(args)
            .env("DISPLAY", &self.display)
            .output()
            .unwrap_or_else(|e| panic!("{program}: {e}"));
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    fn xdo(&self, args: &[&str]) -> String {
        self.run("xdotool", args)
    }

    /// The first window whose name matches `pattern`, waiting for it.
    fn window(&self, pattern: &str) -> String {
        let start = Instant::now();
        loop {
            let found = self.xdo(&["search", "--name", pattern]);
            if let Some(id) = found.lines().next() {
                return id.to_string();
            }
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "no window named {pattern}"
            );
            sleep(Duration::from_millis(200));
        }
    }

    /// A window's position and size.
    fn geometry(&self, id: &str) -> (i64, i64, i64, i64) {
        let text = self.xdo(&["getwindowgeometry", "--shell", id]);
        let value = |key: &str| -> i64 {
            text.lines()
                .find_map(|l| l.strip_prefix(&format!("{key}=")))
                .and_then(|v| v.trim().parse().ok())
                .unwrap_or_else(|| panic!("no {key} in {text}"))
        };
        (value("X"), value("Y"), value("WIDTH"), value("HEIGHT"))
    }

    fn click(&self, x: i64, y: i64) {
        self.xdo(&["mousemove", &x.to_string(), &y.to_string(), "click", "1"]);
        sleep(Duration::from_millis(300));
    }

    fn keys(&self, keys: &[&str]) {
        let mut args = vec!["key", "--delay", "80"];
        args.extend_from_slice(keys);
        self.xdo(&args);
        sleep(Duration::from_millis(300));
    }

    fn type_text(&self, text: &str) {
        self.xdo(&["type", "--delay", "20", text]);
    }

    /// A screenshot of the whole screen; panics if it is blank (fewer than
    /// 50 colours: GoGui's board alone has hundreds).
    fn screenshot(&self, file: &Path) {
        self.run("import", &["-window", "root", file.to_str().unwrap()]);
        let colours = self.run("identify", &["-format", "%k", file.to_str().unwrap()]);
        let colours: usize = colours.trim().parse().unwrap_or(0);
        assert!(colours >= 50, "{}: {colours} colours", file.display());
    }
}

fn have(program: &str, arg: &str) -> bool {
    Command::new(program)
        .arg(arg)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok()
}

fn requirements(root: &Path) -> Option<()> {
    let missing = if !root.join(GOGUI).is_file() {
        Some(format!("{GOGUI} is absent"))
    } else if !have("java", "-version") {
        Some("no Java runtime (apt-get install -y default-jre-headless)".into())
    } else if !have("Xvfb", "-help") || !have("xdotool", "version") || !have("import", "-version") {
        Some("Xvfb, xdotool or ImageMagick is missing (apt-get install -y xvfb xauth xdotool imagemagick)".into())
    } else {
        None
    };
    match missing {
        Some(reason) => {
            common::skip::skip("GoGui under Xvfb", &reason);
            None
        }
        None => Some(()),
    }
}

/// The README's command that starts GoGui: the shell block that begins
/// with `gogui `.
fn readme_command(root: &Path) -> String {
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let mut lines = readme.lines();
    while let Some(line) = lines.next() {
        if line.trim_start().starts_with("```sh") {
            let block: Vec<&str> = lines
                .by_ref()
                .take_while(|l| !l.starts_with("```"))
                .collect();
            let command = block.join("\n").replace("\\\n", " ");
            if command.trim_start().starts_with("gogui ") {
                return command.split_whitespace().collect::<Vec<_>>().join(" ");
            }
        }
    }
    panic!("no `gogui ...` block in the README");
}

/// Waits until GoGui's GTP log has sent `command` and read an answer to
/// it; returns the answer's first line.
fn answered(log: &Path, command: &str) -> String {
    let start = Instant::now();
    loop {
        let text = std::fs::read_to_string(log).unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        if let Some(i) = lines.iter().rposition(|l| *l == format!(">> {command}")) {
            if let Some(answer) = lines[i + 1..].iter().find(|l| l.starts_with("<< ")) {
                return answer.to_string();
            }
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "GoGui never sent `{command}`:\n{text}"
        );
        sleep(Duration::from_millis(200));
    }
}

/// `text` as a regular expression that matches it alone (xdotool's
/// `--name` takes one).
fn regex_escape(text: &str) -> String {
    text.chars()
        .flat_map(|c| {
            let special = "\\.^$|?*+()[]{}".contains(c);
            special
                .then_some('\\')
                .into_iter()
                .chain(std::iter::once(c))
        })
        .collect()
}

#[test]
fn gogui_runs_every_analyze_command_and_score() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let command = readme_command(&root);
    assert!(
        command.starts_with("gogui -program \"target/release/kakunin\""),
        "{command}"
    );
    if requirements(&root).is_none() {
        return;
    }
    let out = root.join("target").join("gogui-gui");
    let _ = std::fs::remove_dir_all(&out);
    std::fs::create_dir_all(&out).unwrap();

    // Xvfb picks a free display itself and writes its number: a display
    // chosen here could be taken, or locked by a server that died.
    let mut xvfb = Killed(
        Command::new("Xvfb")
            .args([
                "-displayfd",
                "1",
                "-screen",
                "0",
                "1280x900x24",
                "-nolisten",
                "tcp",
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("Xvfb starts"),
    );
    let mut number = String::new();
    BufReader::new(xvfb.0.stdout.take().expect("Xvfb's output"))
        .read_line(&mut number)
        .expect("Xvfb writes its display");
    let display = format!(":{}", number.trim());
    let _xvfb = xvfb;
    let screen = Screen { display };
    let start = Instant::now();
    while screen.xdo(&["getdisplaygeometry"]).trim().is_empty() {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "Xvfb did not start"
        );
        sleep(Duration::from_millis(200));
    }

    // The README's command, with GoGui's GTP log on standard error.
    let log = out.join("gtp.log");
    let gogui_dir = root.join(GOGUI).parent().unwrap().to_path_buf();
    let path = format!(
        "{}:{}",
        gogui_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let _gogui = Killed(
        Command::new("bash")
            .args(["-c", &format!("exec {command} -verbose")])
            .env("PATH", path)
            .env("DISPLAY", &screen.display)
            .current_dir(&root)
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .expect("GoGui starts"),
    );
    let main = screen.window("^kakunin ");
    answered(&log, "gogui-title");
    let focus_main = || {
        // The status bar: a click there changes nothing.
        let (x, y, w, h) = screen.geometry(&main);
        screen.click(x + w / 2, y + h - 8);
    };

    // The entries as the engine lists them to GoGui.
    let entries: Vec<(String, String, String)> = {
        let list = std::process::Command::new(common::engine::BINARY)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .and_then(|mut c| {
                use std::io::Write;
                c.stdin
                    .take()
                    .unwrap()
                    .write_all(b"gogui-analyze_commands\n")?;
                c.wait_with_output()
            })
            .unwrap();
        String::from_utf8_lossy(&list.stdout)
            .trim_start_matches("= ")
            .lines()
            .take_while(|l| !l.is_empty())
            .map(|l| {
                let mut parts = l.splitn(3, '/');
                let kind = parts.next().unwrap().to_string();
                let label = parts.next().unwrap().to_string();
                (kind, label, parts.next().unwrap().to_string())
            })
            .collect()
    };
    assert!(entries.len() >= 8, "{entries:?}");

    // Tools > Analyze Commands (F8), moved off the board.
    focus_main();
    screen.keys(&["F8"]);
    let dialog = screen.window("^Analyze$");
    screen.xdo(&["windowmove", &dialog, "660", "0"]);
    sleep(Duration::from_millis(500));
    let svg = out.join("from-gogui.svg");
    for (i, (kind, label, command)) in entries.iter().enumerate() {
        if command.contains("%p") {
            continue;
        }
        // A double click on the entry's row runs it.
        let (x, y, _, _) = screen.geometry(&dialog);
        let row = y + ROW_HEIGHT / 2 + ROW_HEIGHT * i as i64;
        screen.xdo(&[
            "mousemove",
            &(x + 40).to_string(),
            &row.to_string(),
            "click",
            "--repeat",
            "2",
            "--delay",
            "80",
            "1",
        ]);
        sleep(Duration::from_millis(300));
        let sent = if command.contains("%f") {
            // A file chooser: its name field, then the file.
            let label = "^Save scored picture";
            let chooser = screen.window(label);
            sleep(Duration::from_millis(500));
            let (cx, cy, _, ch) = screen.geometry(&chooser);
            screen.click(cx + 310, cy + ch - 92);
            screen.type_text(svg.to_str().unwrap());
            screen.keys(&["Return"]);
            command.replace("%f", svg.to_str().unwrap())
        } else {
            command.clone()
        };
        let answer = answered(&log, &sent);
        assert!(answer.starts_with("<< ="), "{sent}: {answer}");
        if kind.ends_with("string") {
            // GoGui's text window, titled with the entry: moved off the
            // Analyze window.
            let title = format!("^{}$", regex_escape(label));
            let viewer = screen.window(&title);
            screen.xdo(&["windowmove", &viewer, "0", "640"]);
            sleep(Duration::from_millis(300));
        }
        if kind == "param" {
            // GoGui's parameter dialog: closed unchanged.
            let params = screen.window("^Scoring search limits$");
            let (px, py, _, _) = screen.geometry(&params);
            screen.click(px + 20, py + 10);
            screen.keys(&["Escape"]);
        }
        if i == 0 {
            sleep(Duration::from_millis(800));
            screen.screenshot(&out.join("analyze.png"));
        }
    }
    let picture = std::fs::read_to_string(&svg).expect("the SVG entry wrote its file");
    assert!(picture.contains("<svg"), "{picture}");

    // The entries that need a point, through the GTP shell (F9).
    focus_main();
    screen.keys(&["F9"]);
    let shell = screen.window("^Shell$");
    for (_, _, command) in entries.iter().filter(|(_, _, c)| c.contains("%p")) {
        let line = command.replace("%p", "B2");
        let (x, y, w, h) = screen.geometry(&shell);
        screen.click(x + w / 4, y + h - 14);
        screen.type_text(&line);
        screen.keys(&["Return"]);
        let answer = answered(&log, &line);
        assert!(answer.starts_with("<< ="), "{line}: {answer}");
    }
    screen.xdo(&["windowmove", &shell, "660", "620"]);

    // Game > Score (Alt+A, then its mnemonic O): GoGui asks the engine for
    // the dead stones and opens its score window.
    focus_main();
    screen.keys(&["alt+a"]);
    screen.keys(&["o"]);
    let score = screen.window("^Score$");
    let answer = answered(&log, "final_status_list dead");
    assert!(answer.starts_with("<< ="), "{answer}");
    screen.xdo(&["windowmove", &score, "660", "0"]);
    sleep(Duration::from_millis(800));
    screen.screenshot(&out.join("score.png"));

    let text = std::fs::read_to_string(&log).unwrap();
    let errors: Vec<&str> = text.lines().filter(|l| l.starts_with("<< ?")).collect();
    assert!(errors.is_empty(), "error responses: {errors:?}");
    println!(
        "GoGui ran {} analyze entries and Score; screenshots in {}",
        entries.len(),
        out.display()
    );
}
