//! The positions on the line being read: a position met again on it is a
//! repetition, and a verdict that leaned on one holds on that line only.

/// Keys of the positions on the current line (also without the passes just
/// made), and whether the target was off the board in each.
pub(super) struct Path {
    line: Vec<Step>,
    /// The lowest index of the line that a repetition below the current
    /// node went back to.
    cycle_low: usize,
}

struct Step {
    key: u64,
    key_ignoring_passes: u64,
    target_gone: bool,
}

impl Default for Path {
    fn default() -> Self {
        Path {
            line: Vec::new(),
            cycle_low: usize::MAX,
        }
    }
}

impl Path {
    /// The number of positions on the line: the index of the next one.
    pub(super) fn len(&self) -> usize {
        self.line.len()
    }

    /// Where the line met this position before: the same key, or while
    /// the target stands (`holds`), the same key but for the passes just
    /// made. Noted as a repetition the position below goes back to.
    pub(super) fn repetition(
        &mut self,
        key: u64,
        key_ignoring_passes: u64,
        holds: bool,
    ) -> Option<usize> {
        let start = self.line.iter().position(|s| {
            s.key == key || (holds && s.key_ignoring_passes == key_ignoring_passes)
        })?;
        self.cycle_low = self.cycle_low.min(start);
        Some(start)
    }

    /// Was the target off the board in a position of the line from
    /// `start` on?
    pub(super) fn target_gone_since(&self, start: usize) -> bool {
        self.line[start..].iter().any(|s| s.target_gone)
    }

    /// Goes down the line to a position; returns what [`leave`](Self::leave)
    /// needs back.
    pub(super) fn enter(&mut self, key: u64, key_ignoring_passes: u64, target_gone: bool) -> usize {
        self.line.push(Step {
            key,
            key_ignoring_passes,
            target_gone,
        });
        std::mem::replace(&mut self.cycle_low, usize::MAX)
    }

    /// Comes back from the position at index `index`, entered when the
    /// lowest repetition was `outer_cycle_low`: did its verdict lean on a
    /// repetition of a position above it (then it holds on this line
    /// only)?
    pub(super) fn leave(&mut self, index: usize, outer_cycle_low: usize) -> bool {
        self.line.pop();
        let on_this_line_only = self.cycle_low < index;
        self.cycle_low = outer_cycle_low.min(if on_this_line_only {
            self.cycle_low
        } else {
            usize::MAX
        });
        on_this_line_only
    }
}
