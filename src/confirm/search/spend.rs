//! The nodes a search may spend, the recursion's own share of them, and
//! the flags that stop it early.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::confirm::budget::RECURSION_NODES;

pub(super) struct Spend<'a> {
    /// Nodes spent so far.
    pub(super) nodes: u64,
    /// Nodes it may spend: the whole search's, or within the recursion
    /// after a capture, that recursion's.
    pub(super) limit: u64,
    /// Inside the recursion's own budget (see [`RECURSION_NODES`]).
    in_recursion: bool,
    /// Nodes of each recursion's budget.
    pub(super) recursion_nodes: u64,
    /// Did a recursion run out of its nodes and count as captured?
    pub(super) recursion_cut: bool,
    /// Set when this reading's answer turned out not to be wanted (see
    /// [`with_stop`](super::Searcher::with_stop)).
    pub(super) stop: Option<&'a AtomicBool>,
    /// Set when another part of a split search has proved the capture:
    /// this part's answer no longer matters.
    pub(super) part_stop: Option<&'a AtomicBool>,
    /// Set when this reading was made ahead of the one it depends on, and
    /// that one turned out to make it unwanted (see
    /// [`with_cancel`](super::Searcher::with_cancel)).
    pub(super) cancel: Option<&'a AtomicBool>,
}

impl<'a> Spend<'a> {
    pub(super) fn new(limit: u64) -> Spend<'a> {
        Spend {
            nodes: 0,
            limit,
            in_recursion: false,
            recursion_nodes: RECURSION_NODES,
            recursion_cut: false,
            stop: None,
            part_stop: None,
            cancel: None,
        }
    }

    /// Has the search run out of nodes, or been told to stop?
    pub(super) fn exhausted(&self) -> bool {
        let set = |flag: Option<&AtomicBool>| flag.is_some_and(|f| f.load(Ordering::Relaxed));
        self.nodes >= self.limit || set(self.stop) || set(self.part_stop) || set(self.cancel)
    }

    /// Enters the recursion after a capture, unless already in one: its
    /// nodes are [`recursion_nodes`](Self::recursion_nodes) at most.
    /// Returns the limit to restore on leaving it.
    pub(super) fn enter_recursion(&mut self) -> Option<u64> {
        if self.in_recursion {
            return None;
        }
        let outer = self.limit;
        self.in_recursion = true;
        self.limit = self
            .limit
            .min(self.nodes.saturating_add(self.recursion_nodes));
        Some(outer)
    }

    /// Leaves the recursion entered when the limit was `outer`: did it run
    /// out of its own nodes?
    pub(super) fn leave_recursion(&mut self, outer: u64) -> bool {
        let exhausted = self.nodes >= self.limit && self.limit < outer;
        self.limit = outer;
        self.in_recursion = false;
        exhausted
    }
}
