//! Reading command lines from a controller without trusting it: a line is
//! kept up to [`MAX_LINE`] bytes, and the rest of a longer one is read and
//! dropped, so no input can exhaust memory.

use std::io::{self, BufRead};

/// The longest command line kept: far above any real command (a
/// `set_free_handicap` of every point of a 25x25 board is under 3 kB).
pub const MAX_LINE: usize = 1 << 20;

/// Reads one line, through its `\n` or to the end of input, into `line`
/// (cleared first), keeping at most [`MAX_LINE`] bytes of it. Returns the
/// bytes taken from `input`: 0 only at the end of input.
pub fn read_line<R: BufRead>(input: &mut R, line: &mut Vec<u8>) -> io::Result<usize> {
    line.clear();
    let mut taken = 0;
    loop {
        let buf = match input.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            return Ok(taken);
        }
        let (chunk, ends) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (&buf[..=i], true),
            None => (buf, false),
        };
        let n = chunk.len();
        let room = MAX_LINE.saturating_sub(line.len());
        line.extend_from_slice(&chunk[..n.min(room)]);
        input.consume(n);
        taken += n;
        if ends {
            return Ok(taken);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_overlong_line_is_cut_and_the_next_read_whole() {
        let mut input = vec![b'x'; 3 * MAX_LINE];
        input.extend_from_slice(b"\nname\nlast");
        let mut reader = io::BufReader::with_capacity(4096, &input[..]);
        let mut line = Vec::new();
        assert_eq!(read_line(&mut reader, &mut line).unwrap(), 3 * MAX_LINE + 1);
        assert_eq!(line.len(), MAX_LINE);
        assert_eq!(read_line(&mut reader, &mut line).unwrap(), 5);
        assert_eq!(line, b"name\n");
        assert_eq!(read_line(&mut reader, &mut line).unwrap(), 4);
        assert_eq!(line, b"last");
        assert_eq!(read_line(&mut reader, &mut line).unwrap(), 0);
        assert!(line.is_empty());
    }
}
