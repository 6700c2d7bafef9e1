//! Time settings and remaining time, as the controller reports them
//! (`time_settings`, `kgs-time_settings`, `time_left`). The move generator
//! reads them to budget its thinking.

use crate::types::{ByColor, Color};

/// The time system in force.
#[derive(Copy, Clone, Debug, PartialEq, Default)]
pub enum TimeSystem {
    /// No limit.
    #[default]
    None,
    /// Main time only (seconds).
    Absolute { main: f64 },
    /// Main time, then `periods` periods of `period` seconds (Japanese byo-yomi).
    Byoyomi {
        main: f64,
        period: f64,
        periods: u32,
    },
    /// Main time, then `stones` moves in every `period` seconds.
    Canadian { main: f64, period: f64, stones: u32 },
}

/// What the controller last said is left for one colour.
#[derive(Copy, Clone, Debug, PartialEq, Default)]
pub struct TimeLeft {
    pub seconds: f64,
    /// Stones (Canadian) or periods (byo-yomi) left in overtime; 0 in main time.
    pub stones: u32,
}

#[derive(Copy, Clone, Debug, PartialEq, Default)]
pub struct Clock {
    pub system: TimeSystem,
    pub left: ByColor<Option<TimeLeft>>,
}

impl Clock {
    /// GTP `time_settings main byo_time byo_stones`: byo_time 0 means
    /// absolute time; byo_stones 0 with byo_time > 0 means no limit.
    pub fn from_gtp(main: f64, period: f64, stones: u32) -> Clock {
        let system = if period == 0.0 {
            TimeSystem::Absolute { main }
        } else if stones == 0 {
            TimeSystem::None
        } else {
            TimeSystem::Canadian {
                main,
                period,
                stones,
            }
        };
        Clock {
            system,
            left: ByColor::default(),
        }
    }

    pub fn with_system(system: TimeSystem) -> Clock {
        Clock {
            system,
            left: ByColor::default(),
        }
    }

    pub fn set_left(&mut self, color: Color, seconds: f64, stones: u32) {
        self.left[color] = Some(TimeLeft { seconds, stones });
    }

    pub fn left(&self, color: Color) -> Option<TimeLeft> {
        self.left[color]
    }
}
