//! The analysis commands of Leela Zero and KataGo, whose responses stream:
//! `=` at once, then an `info` line every interval while the search runs,
//! then an empty line. `lz-analyze`, `kata-analyze` and `analyze` (KataGo's
//! lines) search until the next input line and never change the game;
//! the `genmove_analyze` forms search as `genmove` does, then give
//! `play MOVE` and play it. Bad arguments get an error and no stream.

use std::io::{self, Write};

use super::{send, Engine};
use crate::gtp::parse::CommandLine;
use crate::gtp::stream_args::{self, Format, Request};
use crate::gtp::{frame, info_line};
use crate::mcts::{Limits, Options, Outcome, Reports};
use crate::types::Color;

pub(super) type StreamHandler = fn(&mut Engine, &CommandLine, &mut dyn Write) -> io::Result<()>;

/// The streaming commands, listed after the others by `list_commands`.
pub(super) const STREAMS: &[(&str, StreamHandler)] = &[
    ("analyze", |e, c, out| e.analyze(c, out, Format::Kata)),
    ("lz-analyze", |e, c, out| e.analyze(c, out, Format::Leela)),
    ("kata-analyze", |e, c, out| e.analyze(c, out, Format::Kata)),
    ("genmove_analyze", |e, c, out| {
        e.genmove_analyze(c, out, Format::Kata)
    }),
    ("lz-genmove_analyze", |e, c, out| {
        e.genmove_analyze(c, out, Format::Leela)
    }),
    ("kata-genmove_analyze", |e, c, out| {
        e.genmove_analyze(c, out, Format::Kata)
    }),
];

/// The first line of a stream: `=` and the id.
fn opening(id: Option<u64>) -> String {
    let id = id.map(|n| n.to_string()).unwrap_or_default();
    format!("={id} \n")
}

/// Writes the `info` lines of one stream, remembering a failed write.
struct InfoWriter<'a> {
    out: &'a mut dyn Write,
    request: &'a Request,
    format: Format,
    color: Color,
    size: usize,
    lines: usize,
    failure: Option<io::Error>,
}

impl<'a> InfoWriter<'a> {
    fn new(
        out: &'a mut dyn Write,
        request: &'a Request,
        format: Format,
        color: Color,
        size: usize,
    ) -> InfoWriter<'a> {
        InfoWriter {
            out,
            request,
            format,
            color,
            size,
            lines: 0,
            failure: None,
        }
    }

    /// Writes the line of `outcome` (none when no move has visits yet);
    /// `false` once writing failed.
    fn write(&mut self, outcome: &Outcome) -> bool {
        let Some(line) = info_line::line(outcome, self.request, self.format, self.color, self.size)
        else {
            return true;
        };
        match send(self.out, &format!("{line}\n")) {
            Ok(()) => {
                self.lines += 1;
                true
            }
            Err(e) => {
                self.failure = Some(e);
                false
            }
        }
    }
}

impl Engine {
    /// Reads the request, or answers the error and gives `None`.
    fn stream_request(
        &self,
        cmd: &CommandLine,
        out: &mut dyn Write,
        format: Format,
    ) -> io::Result<Option<Request>> {
        match stream_args::parse(&cmd.args, format) {
            Ok(request) => Ok(Some(request)),
            Err(e) => send(out, &frame(cmd.id, &Err(e))).map(|()| None),
        }
    }

    /// The request of a streaming command and the colour it is for, once
    /// the response has opened; `None` when the arguments were refused
    /// (the error answered).
    fn open_stream(
        &mut self,
        cmd: &CommandLine,
        out: &mut dyn Write,
        format: Format,
    ) -> io::Result<Option<(Request, Color)>> {
        let Some(request) = self.stream_request(cmd, out, format)? else {
            return Ok(None);
        };
        let color = request.color.unwrap_or(self.game.to_move());
        send(out, &opening(cmd.id))?;
        Ok(Some((request, color)))
    }

    /// `analyze`, `lz-analyze`, `kata-analyze [COLOR] [INTERVAL] ...`.
    fn analyze(
        &mut self,
        cmd: &CommandLine,
        out: &mut dyn Write,
        format: Format,
    ) -> io::Result<()> {
        let Some((request, color)) = self.open_stream(cmd, out, format)? else {
            return Ok(());
        };
        let options = Options {
            limits: Limits {
                playouts: None,
                time: None,
            },
            early_end: false,
            until_input: true,
            ownership: request.ownership,
        };
        let mut writer = InfoWriter::new(out, &request, format, color, self.game.size());
        let (outcome, _) = crate::genmove::search(
            &self.game,
            color,
            &self.settings(),
            &options,
            &self.stop,
            Some(Reports {
                every: request.interval,
                observe: &mut |o| writer.write(o),
            }),
            None,
        );
        // An analysis that ends before its first interval still reports.
        if writer.lines == 0 && writer.failure.is_none() {
            writer.write(&outcome);
        }
        if let Some(e) = writer.failure {
            return Err(e);
        }
        send(writer.out, "\n")
    }

    /// `genmove_analyze`, `lz-genmove_analyze`, `kata-genmove_analyze
    /// [COLOR] [INTERVAL] ...`: `info` lines while `genmove` thinks, then
    /// `play MOVE`; the move is played.
    fn genmove_analyze(
        &mut self,
        cmd: &CommandLine,
        out: &mut dyn Write,
        format: Format,
    ) -> io::Result<()> {
        let Some((request, color)) = self.open_stream(cmd, out, format)? else {
            return Ok(());
        };
        let mut writer = InfoWriter::new(out, &request, format, color, self.game.size());
        let chosen = self.think(
            color,
            true,
            false,
            Some(Reports {
                every: request.interval,
                observe: &mut |o| writer.write(o),
            }),
        );
        if let Some(e) = writer.failure {
            return Err(e);
        }
        match chosen {
            // `pass` in lower case, as in the info lines.
            Ok(mv) if mv == "PASS" => send(writer.out, "play pass\n\n"),
            Ok(mv) => send(writer.out, &format!("play {mv}\n\n")),
            Err(e) => {
                // The response has begun: it can only end.
                log::error!("{}: {e}", cmd.name);
                send(writer.out, "\n")
            }
        }
    }
}
