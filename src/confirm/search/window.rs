//! The alpha-beta windows of the three-valued confirmation game.

/// Which outcomes of a position its caller still needs told apart. Once
/// one move of the attacker is known to leave the target's fate open
/// (unknown within the depth), the attacker can no longer lose there, so
/// its other moves need only be asked "does this capture?": at the
/// defender's answers, the first one that does not lose settles that
/// (and the same from the defender's side). These are the alpha-beta
/// windows of a three-valued game; they spare the full-width reading of
/// the moves after the first unknown one, which the depths below the
/// one a verdict needs are made of.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) struct Window {
    /// A capture must be told from the rest.
    captured: bool,
    /// Survival must be told from the rest.
    survives: bool,
}

/// What a [`super::Verdict::Unknown`] in the table says, by the window it was
/// read under.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Bound {
    /// Neither a capture nor survival within the depth.
    Exact,
    /// No capture within the depth (survival not asked).
    NotCaptured,
    /// No survival within the depth (capture not asked).
    NotSurviving,
}

impl Window {
    pub(super) const FULL: Window = Window {
        captured: true,
        survives: true,
    };

    /// The window for the mover's remaining moves once one of them is
    /// unknown: only its own win is still asked. `None` if that was not
    /// asked either: the position's answer is settled.
    pub(super) fn after_unknown_for(self, attacking: bool) -> Option<Window> {
        let w = Window {
            captured: self.captured && attacking,
            survives: self.survives && !attacking,
        };
        (w.captured || w.survives).then_some(w)
    }

    /// What an unknown verdict read under this window rules out.
    pub(super) fn bound_of_unknown(self) -> Bound {
        match (self.captured, self.survives) {
            (true, false) => Bound::NotCaptured,
            (false, true) => Bound::NotSurviving,
            _ => Bound::Exact,
        }
    }

    /// Does an unknown verdict with `bound` answer everything this window
    /// asks?
    pub(super) fn settled_by(self, bound: Bound) -> bool {
        match bound {
            Bound::Exact => true,
            Bound::NotCaptured => !self.survives,
            Bound::NotSurviving => !self.captured,
        }
    }
}
