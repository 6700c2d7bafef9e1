//! Thinking time per move from the clock the controller set up, so that
//! the engine never loses on time.

use std::time::Duration;

use crate::clock::{Clock, TimeSystem};
use crate::types::Color;

/// Kept back from every period for the controller and the pipes.
const MARGIN: f64 = 0.2;
/// The share of an overtime period (or of its time per stone) used.
const PERIOD_SHARE: f64 = 0.8;
/// Never think less than this when any time is left.
const MIN_THINK: f64 = 0.02;
/// Never think longer than this on one move, whatever the clock says (a
/// controller may report any number of seconds).
const MAX_THINK: f64 = 3600.0;

/// Seconds to think for `color` with `empty` empty points on the board, or
/// `None` when the clock sets no limit.
pub fn budget(clock: &Clock, color: Color, empty: usize) -> Option<Duration> {
    let left = clock.left(color);
    // Moves of ours still to come: half the empty points, at least ten.
    let moves_left = (empty as f64 / 2.0).max(10.0);
    let main_share = |main_left: f64| (main_left - MARGIN).max(0.0) / moves_left;
    let seconds = match clock.system {
        TimeSystem::None => return None,
        TimeSystem::Absolute { main } => {
            let main_left = left.map_or(main, |l| l.seconds);
            main_share(main_left).min(main_left * 0.5)
        }
        TimeSystem::Byoyomi {
            main,
            period,
            periods,
        } => {
            let in_period = PERIOD_SHARE * period - MARGIN;
            match left {
                // In overtime the controller reports the time of the
                // current period and the periods left.
                Some(l) if l.stones > 0 => PERIOD_SHARE * l.seconds.min(period) - MARGIN,
                Some(l) if periods > 0 => main_share(l.seconds).max(in_period),
                Some(l) => main_share(l.seconds).min(l.seconds * 0.5),
                None if periods > 0 => main_share(main).max(in_period),
                None => main_share(main),
            }
        }
        TimeSystem::Canadian {
            main,
            period,
            stones,
        } => {
            let per_stone = |secs: f64, n: u32| PERIOD_SHARE * secs / f64::from(n.max(1)) - MARGIN;
            match left {
                Some(l) if l.stones > 0 => per_stone(l.seconds, l.stones),
                Some(l) => main_share(l.seconds).max(per_stone(period, stones).min(l.seconds)),
                None if main > 0.0 => main_share(main),
                None => per_stone(period, stones),
            }
        }
    };
    let seconds = if seconds.is_nan() {
        MIN_THINK
    } else {
        seconds.clamp(MIN_THINK, MAX_THINK)
    };
    Some(Duration::from_secs_f64(seconds))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(clock: &Clock) -> f64 {
        budget(clock, Color::Black, 81).unwrap().as_secs_f64()
    }

    #[test]
    fn no_clock_no_limit() {
        assert_eq!(budget(&Clock::default(), Color::Black, 81), None);
    }

    #[test]
    fn absolute_spreads_the_main_time() {
        let mut c = Clock::with_system(TimeSystem::Absolute { main: 60.0 });
        assert!((secs(&c) - 59.8 / 40.5).abs() < 1e-9);
        c.set_left(Color::Black, 1.0, 0);
        assert!(secs(&c) <= 0.5);
    }

    #[test]
    fn byoyomi_period_with_margin() {
        let mut c = Clock::with_system(TimeSystem::Byoyomi {
            main: 0.0,
            period: 5.0,
            periods: 3,
        });
        c.set_left(Color::Black, 5.0, 3);
        assert!((secs(&c) - 3.8).abs() < 1e-9);
    }

    /// Found by fuzzing: a clock of 1e308 seconds overflowed the
    /// conversion to a duration.
    #[test]
    fn any_reported_time_gives_a_bounded_budget() {
        for v in [0.0, 1e-300, 1e9, 1e308, f64::MAX] {
            let clocks = [
                Clock::from_gtp(v, v, 1),
                Clock::from_gtp(v, 0.0, 0),
                Clock::from_gtp(0.0, v, 25),
                Clock::with_system(TimeSystem::Byoyomi {
                    main: v,
                    period: v,
                    periods: 5,
                }),
            ];
            for mut c in clocks {
                let t = secs(&c);
                assert!((MIN_THINK..=MAX_THINK).contains(&t), "{v}: {t}");
                c.set_left(Color::Black, v, 1);
                let t = secs(&c);
                assert!((MIN_THINK..=MAX_THINK).contains(&t), "{v}: {t}");
            }
        }
    }

    #[test]
    fn canadian_time_per_stone() {
        let mut c = Clock::from_gtp(0.0, 100.0, 25);
        c.set_left(Color::Black, 100.0, 25);
        assert!((secs(&c) - (0.8 * 4.0 - 0.2)).abs() < 1e-9);
        c.set_left(Color::Black, 2.0, 1);
        assert!(secs(&c) < 2.0);
    }
}
