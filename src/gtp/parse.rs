//! GTP v2 input: preprocessing (section 2 of the specification) and the
//! split of a command line into id, name and arguments, with nom.

use nom::bytes::complete::take_till1;
use nom::character::complete::{digit1, space0, space1};
use nom::combinator::{all_consuming, opt};
use nom::multi::separated_list0;
use nom::sequence::terminated;
use nom::{IResult, Parser};

/// A parsed command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommandLine {
    /// The optional numeric id, echoed in the response.
    pub id: Option<u64>,
    pub name: String,
    pub args: Vec<String>,
}

/// Preprocesses one raw input line: control characters other than HT and LF
/// are dropped, HT becomes a space, `#` starts a comment. Bytes that are not
/// UTF-8 are kept as replacement characters (they can only be in arguments
/// or comments, and no command accepts them).
pub fn preprocess(raw: &[u8]) -> String {
    let text = String::from_utf8_lossy(raw);
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '#' => break,
            '\t' => out.push(' '),
            '\n' => {}
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

fn is_space(c: char) -> bool {
    c == ' '
}

fn word(input: &str) -> IResult<&str, &str> {
    take_till1(is_space).parse(input)
}

fn command(input: &str) -> IResult<&str, (Option<&str>, &str, Vec<&str>)> {
    let (input, _) = space0(input)?;
    let (input, id) = opt(terminated(digit1, space1)).parse(input)?;
    let (input, name) = word(input)?;
    let (input, _) = space0(input)?;
    let (input, args) = terminated(separated_list0(space1, word), space0).parse(input)?;
    Ok((input, (id, name, args)))
}

/// The result of reading one line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// Nothing but white space or a comment: no response at all.
    Empty,
    Command(CommandLine),
    /// An id without a command, or an id too large to echo.
    Malformed {
        id: Option<u64>,
    },
}

/// Reads one raw input line.
pub fn parse_line(raw: &[u8]) -> Line {
    let text = preprocess(raw);
    let text = text.trim_matches(' ');
    if text.is_empty() {
        return Line::Empty;
    }
    let parsed = all_consuming(command).parse(text);
    match parsed {
        Ok((_, (id, name, args))) => {
            let id = match id.map(str::parse::<u64>) {
                Some(Ok(n)) => Some(n),
                Some(Err(_)) => return Line::Malformed { id: None },
                None => None,
            };
            if name.bytes().all(|b| b.is_ascii_digit()) {
                // `12` alone: an id with no command.
                return Line::Malformed {
                    id: name.parse().ok(),
                };
            }
            Line::Command(CommandLine {
                id,
                name: name.to_string(),
                args: args.into_iter().map(str::to_string).collect(),
            })
        }
        Err(_) => Line::Malformed { id: None },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cmd(raw: &str) -> CommandLine {
        match parse_line(raw.as_bytes()) {
            Line::Command(c) => c,
            other => panic!("{raw:?} gave {other:?}"),
        }
    }

    #[test]
    fn ids_names_args() {
        assert_eq!(
            cmd("12 play b D4"),
            CommandLine {
                id: Some(12),
                name: "play".into(),
                args: vec!["b".into(), "D4".into()]
            }
        );
        assert_eq!(cmd("\tname\r").name, "name");
        assert_eq!(cmd("boardsize\t9 # comment").args, vec!["9"]);
        assert_eq!(cmd("pl\x01ay w pass").name, "play");
    }

    #[test]
    fn empty_and_comment_lines() {
        assert_eq!(parse_line(b""), Line::Empty);
        assert_eq!(parse_line(b"   \t \r"), Line::Empty);
        assert_eq!(parse_line(b"# interrupt"), Line::Empty);
        assert_eq!(parse_line(b"12"), Line::Malformed { id: Some(12) });
        assert_eq!(parse_line(b"12 \t\r"), Line::Malformed { id: Some(12) });
    }
}
