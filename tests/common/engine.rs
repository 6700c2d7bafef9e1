//! Drives the real `kakunin` binary over its standard streams, with a
//! deadline on every read so that a hung engine fails a test instead of
//! blocking it.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

/// The binary under test, built by cargo for the integration tests.
pub const BINARY: &str = env!("CARGO_BIN_EXE_kakunin");

/// Why no response could be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReadError {
    /// The deadline passed.
    Timeout,
    /// Standard output was closed.
    Eof,
}

/// A running engine.
pub struct GtpProcess {
    child: Child,
    stdin: Option<ChildStdin>,
    /// Raw responses, each up to and including its ending empty line (a
    /// last chunk without one is passed on as it is before end of output).
    responses: Receiver<String>,
    stderr: Option<JoinHandle<Vec<u8>>>,
    writer: Option<JoinHandle<()>>,
    deadline: Instant,
}

impl GtpProcess {
    /// Starts the engine in `dir` (the current directory if `None`); every
    /// later read fails once `timeout` has passed from now.
    pub fn spawn(dir: Option<&Path>, timeout: Duration) -> GtpProcess {
        GtpProcess::spawn_with_args(dir, timeout, &[])
    }

    /// [`GtpProcess::spawn`] with more command-line arguments (`--threads
    /// 1` unless they say otherwise).
    pub fn spawn_with_args(dir: Option<&Path>, timeout: Duration, args: &[&str]) -> GtpProcess {
        let mut command = Command::new(BINARY);
        if !args.contains(&"--threads") {
            command.args(["--threads", "1"]);
        }
        command
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if let Some(dir) = dir {
            command.current_dir(dir);
        }
        let mut child = command
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {BINARY}: {e}"));
        let stdout = child.stdout.take().expect("piped stdout");
        let mut stderr = child.stderr.take().expect("piped stderr");
        let (sender, responses) = mpsc::channel();
        thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            let mut chunk = Vec::new();
            loop {
                let start = chunk.len();
                match reader.read_until(b'\n', &mut chunk) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {}
                }
                if &chunk[start..] == b"\n" {
                    let text = String::from_utf8_lossy(&chunk).into_owned();
                    chunk.clear();
                    if sender.send(text).is_err() {
                        return;
                    }
                }
            }
            if !chunk.is_empty() {
                let _ = sender.send(String::from_utf8_lossy(&chunk).into_owned());
            }
        });
        let stderr = thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = stderr.read_to_end(&mut bytes);
            bytes
        });
        GtpProcess {
            stdin: child.stdin.take(),
            child,
            responses,
            stderr: Some(stderr),
            writer: None,
            deadline: Instant::now() + timeout,
        }
    }

    /// Writes raw bytes to the engine's input.
    pub fn send(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("standard input already closed");
        stdin
            .write_all(bytes)
            .and_then(|()| stdin.flush())
            .unwrap_or_else(|e| panic!("cannot write to the engine: {e}"));
    }

    /// Writes all of `bytes` at once from another thread, then closes the
    /// input; the engine may stop reading (after `quit`) without harm.
    pub fn send_all_and_close(&mut self, bytes: Vec<u8>) {
        let mut stdin = self.stdin.take().expect("standard input already closed");
        self.writer = Some(thread::spawn(move || {
            let _ = stdin.write_all(&bytes).and_then(|()| stdin.flush());
        }));
    }

    /// Closes the engine's input (end of file).
    pub fn close_stdin(&mut self) {
        self.stdin = None;
    }

    /// The next raw response, up to and including its empty line.
    pub fn read_raw(&mut self) -> Result<String, ReadError> {
        let left = self.deadline.saturating_duration_since(Instant::now());
        self.responses.recv_timeout(left).map_err(|e| match e {
            RecvTimeoutError::Timeout => ReadError::Timeout,
            RecvTimeoutError::Disconnected => ReadError::Eof,
        })
    }

    /// Sends one command line and returns its raw response.
    pub fn command(&mut self, line: &str) -> String {
        self.send(format!("{line}\n").as_bytes());
        self.read_raw()
            .unwrap_or_else(|e| panic!("no response to {line:?}: {e:?}"))
    }

    /// Waits for the engine to exit, until the deadline; kills it then.
    pub fn wait(&mut self) -> Option<ExitStatus> {
        self.close_stdin();
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => return Some(status),
                Ok(None) if Instant::now() < self.deadline => {
                    thread::sleep(Duration::from_millis(5))
                }
                _ => {
                    self.kill();
                    return None;
                }
            }
        }
    }

    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Everything the engine wrote to standard error; waits for it to exit.
    pub fn stderr(&mut self) -> String {
        self.wait();
        let bytes = self
            .stderr
            .take()
            .map(|h| h.join().unwrap_or_default())
            .unwrap_or_default();
        String::from_utf8_lossy(&bytes).into_owned()
    }
}

impl Drop for GtpProcess {
    fn drop(&mut self) {
        if matches!(self.child.try_wait(), Ok(None)) {
            self.kill();
        }
        if let Some(writer) = self.writer.take() {
            let _ = writer.join();
        }
    }
}

/// A response taken apart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Response {
    pub success: bool,
    pub id: Option<u64>,
    /// The text after `=id ` or `?id `, lines joined with `\n`, without the
    /// ending empty line.
    pub text: String,
}

impl Response {
    /// Parses a raw response as [`GtpProcess::read_raw`] gives it.
    pub fn parse(raw: &str) -> Result<Response, String> {
        let body = raw
            .strip_suffix("\n\n")
            .ok_or_else(|| format!("response not ended by an empty line: {raw:?}"))?;
        if body.contains("\n\n") {
            return Err(format!("empty line inside a response: {raw:?}"));
        }
        let success = match body.chars().next() {
            Some('=') => true,
            Some('?') => false,
            _ => return Err(format!("response starts with neither = nor ?: {raw:?}")),
        };
        let rest = &body[1..];
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        let id = match digits {
            0 => None,
            _ => Some(
                rest[..digits]
                    .parse()
                    .map_err(|_| format!("bad id in response: {raw:?}"))?,
            ),
        };
        let rest = &rest[digits..];
        let text = match rest.strip_prefix(' ') {
            Some(text) => text,
            None if rest.is_empty() || rest.starts_with('\n') => rest,
            None => return Err(format!("no space after the id: {raw:?}")),
        };
        Ok(Response {
            success,
            id,
            text: text.to_string(),
        })
    }

    /// The response as the engine wrote it, without the ending empty line.
    pub fn display(&self) -> String {
        let mark = if self.success { '=' } else { '?' };
        let id = self.id.map(|n| n.to_string()).unwrap_or_default();
        format!("{mark}{id} {}", self.text)
    }
}
