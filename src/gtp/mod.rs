//! The GTP v2 front end: one input line in, at most one response out (an
//! analysis streams its response until the next line).
//! Data flows one way: line -> command -> game -> answer.

pub mod analyze;
pub mod commands;
pub mod error;
pub mod info_line;
pub mod input;
pub mod parse;
pub mod scoring;
pub mod stream_args;

pub use commands::{Engine, EngineConfig};
pub use error::GtpError;
pub use parse::{parse_line, CommandLine, Line};

/// A command's outcome before it is framed as a response.
pub type Outcome = Result<String, GtpError>;

/// Frames an outcome as a GTP response: `=id text\n\n` or `?id text\n\n`.
/// Multi-line text keeps its lines; trailing newlines and empty lines inside
/// are removed, since an empty line ends the response.
pub fn frame(id: Option<u64>, outcome: &Outcome) -> String {
    let (mark, text) = match outcome {
        Ok(t) => ('=', t.clone()),
        Err(e) => ('?', e.to_string()),
    };
    let id = id.map(|n| n.to_string()).unwrap_or_default();
    let body: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let body = body.join("\n");
    if body.is_empty() {
        format!("{mark}{id} \n\n")
    } else if text.starts_with('\n') {
        // A multi-line answer that begins on the line after the `=`.
        format!("{mark}{id} \n{body}\n\n")
    } else {
        format!("{mark}{id} {body}\n\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn framing() {
        assert_eq!(frame(None, &Ok(String::new())), "= \n\n");
        assert_eq!(frame(Some(7), &Ok("2".into())), "=7 2\n\n");
        assert_eq!(
            frame(Some(3), &Err(GtpError::IllegalMove)),
            "?3 illegal move\n\n"
        );
        assert_eq!(frame(None, &Ok("a\n\nb\n".into())), "= a\nb\n\n");
        assert_eq!(frame(None, &Ok("\nrow\nrow".into())), "= \nrow\nrow\n\n");
    }
}
