//! Time: how long a search may think on a move under its limits (a soft target and a hard
//! limit), spending the clock over the game and never its reserve.

use super::*;

/// How long to think on a move under these limits (None: no limit of time), for searches that
/// began without one (pondering).
pub fn move_budget(l: &Limits, p: &SearchParams) -> Option<Duration> {
    let (soft, hard) = time_budget(l, p);
    soft.map(|s| hard.map_or(s, |h| s.min(h)))
}

/// Soft target and hard limit for the search time, by the `Time` tunables of `p`.
pub(super) fn time_budget(l: &Limits, p: &SearchParams) -> (Option<Duration>, Option<Duration>) {
    if l.infinite {
        return (None, None);
    }
    if let Some(t) = l.movetime {
        let t = t
            .saturating_sub(Duration::from_millis(10))
            .max(Duration::from_millis(1));
        return (Some(t * 2), Some(t));
    }
    if let Some((left, inc, mtg)) = l.clock {
        // The reserve is never planned for; the search spends the rest of the clock over the
        // moves it expects to play.
        let overhead = l.overhead.unwrap_or(Duration::from_millis(MOVE_OVERHEAD));
        let usable = left.saturating_sub(overhead);
        // Plan to spend the usable clock over the moves to the time control (`TimeMoves`, 40,
        // when none is given: Shatranj's games are long) and the whole increment. The search
        // only begins an iteration before 40-70% of its target (see `search_one`), which spends
        // about 0.6 of the target on average (`TimeSpend`), so the target is the plan over that
        // share, 5/3 of it: the clock then runs down toward the reserve over a long game rather
        // than settling seconds above it.
        let whole = |n: i32| n.clamp(1, 1000) as u32;
        let moves = mtg
            .unwrap_or(whole(p.time_moves))
            .clamp(1, whole(p.time_moves).max(50));
        let plan = usable / moves + inc;
        let soft = plan * 100 / whole(p.time_spend);
        let hard = (soft * whole(p.time_hard) / 100)
            .min(usable.mul_f64(f64::from(whole(p.time_most)) / 100.0))
            .max(Duration::from_millis(1));
        return (Some(soft.min(hard)), Some(hard));
    }
    (None, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    fn budget(
        left: Duration,
        inc: Duration,
        mtg: Option<u32>,
        overhead: Duration,
    ) -> (Duration, Duration) {
        budget_with(&SearchParams::default(), left, inc, mtg, overhead)
    }

    fn budget_with(
        p: &SearchParams,
        left: Duration,
        inc: Duration,
        mtg: Option<u32>,
        overhead: Duration,
    ) -> (Duration, Duration) {
        let limits = Limits {
            clock: Some((left, inc, mtg)),
            overhead: Some(overhead),
            ..Limits::default()
        };
        let (soft, hard) = time_budget(&limits, p);
        (
            soft.expect("a clock gives a target"),
            hard.expect("and a limit"),
        )
    }

    /// Plays `moves` moves on a clock, the search taking its whole hard limit every move (the
    /// most it can take) and the protocol `lag` more. Returns the lowest the clock fell to.
    fn play_clock(
        base: Duration,
        inc: Duration,
        mtg: Option<u32>,
        moves: u32,
        lag: Duration,
    ) -> Duration {
        play_clock_with(&SearchParams::default(), base, inc, mtg, moves, lag)
    }

    fn play_clock_with(
        p: &SearchParams,
        base: Duration,
        inc: Duration,
        mtg: Option<u32>,
        moves: u32,
        lag: Duration,
    ) -> Duration {
        let overhead = ms(MOVE_OVERHEAD);
        let mut left = base;
        let mut lowest = base;
        for n in 0..moves {
            let to_go = mtg.map(|m| m - n % m);
            let (soft, hard) = budget_with(p, left, inc, to_go, overhead);
            assert!(
                soft <= hard,
                "{base:?}+{inc:?}: target {soft:?} over the limit {hard:?}"
            );
            let used = hard + lag;
            assert!(
                used < left,
                "{base:?}+{inc:?} ({mtg:?} moves): move {n} takes {used:?} with {left:?} left"
            );
            left = left - used + inc;
            if to_go == Some(1) {
                left += base;
            }
            lowest = lowest.min(left);
        }
        lowest
    }

    #[test]
    fn with_an_increment_the_clock_keeps_its_reserve_for_a_whole_game() {
        let reserve = ms(MOVE_OVERHEAD);
        for base in [ms(500), ms(2_000), ms(10_000), ms(60_000), ms(300_000)] {
            for inc in [ms(5), ms(20), ms(100), ms(1_000)] {
                for mtg in [None, Some(40), Some(1)] {
                    // 400 moves, each 3 ms slower than the search's limit.
                    let lowest = play_clock(base, inc, mtg, 400, ms(3));
                    assert!(
                        lowest + ms(3) >= reserve,
                        "{base:?}+{inc:?} ({mtg:?} moves): the clock fell to {lowest:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn sudden_death_lasts_a_long_game() {
        // Without an increment only the reserve pays for the moves once the clock is spent: a
        // millisecond of lag a move, it lasts 150 moves even when every search runs to its limit.
        for base in [ms(500), ms(2_000), ms(10_000), ms(60_000), ms(300_000)] {
            play_clock(base, Duration::ZERO, None, 150, ms(1));
        }
    }

    #[test]
    fn a_clock_shorter_than_the_reserve_moves_at_once() {
        let (soft, hard) = budget(ms(100), ms(0), None, ms(MOVE_OVERHEAD));
        assert!(soft <= ms(1) && hard == ms(1), "{soft:?} {hard:?}");
        // With an increment too: the clock grows back to the reserve.
        let (soft, hard) = budget(ms(250), ms(100), None, ms(MOVE_OVERHEAD));
        assert!(soft <= ms(1) && hard == ms(1), "{soft:?} {hard:?}");
    }

    #[test]
    fn a_long_clock_is_spent_over_the_game() {
        // 10 s + 0.1 s: the clock over 40 moves plus the increment, 5/3 of it as the target.
        let (soft, hard) = budget(ms(10_000), ms(100), None, ms(MOVE_OVERHEAD));
        assert_eq!(soft, (ms(9_700) / 40 + ms(100)) * 5 / 3);
        assert_eq!(hard, soft * 3);
        // Forty moves in five minutes: a fortieth of the clock but the reserve.
        let (soft, hard) = budget(ms(300_000), ms(0), Some(40), ms(MOVE_OVERHEAD));
        assert_eq!(soft, ms(299_700) / 40 * 5 / 3);
        assert_eq!(hard, soft * 3);
        // The last move before the time control may use 40% of what is left, no more.
        let (soft, hard) = budget(ms(10_000), ms(0), Some(1), ms(0));
        assert_eq!((soft, hard), (ms(4_000), ms(4_000)));
    }

    /// However SPSA sets the numbers of time, within their ranges, a move never plans past its
    /// hard limit, and with an increment the clock keeps its reserve for a whole game.
    #[test]
    fn every_time_tunable_at_either_end_keeps_the_reserve() {
        let reserve = ms(MOVE_OVERHEAD);
        for t in crate::tunables::TUNABLES.iter().filter(|t| t.of_time()) {
            for value in [t.min, t.max] {
                let mut p = SearchParams::default();
                p.set(t.name, value).unwrap();
                for base in [ms(2_000), ms(10_000), ms(60_000)] {
                    for inc in [ms(20), ms(100), ms(600)] {
                        for mtg in [None, Some(40), Some(1)] {
                            let lowest = play_clock_with(&p, base, inc, mtg, 300, ms(3));
                            assert!(
                                lowest + ms(3) >= reserve,
                                "{}={value}, {base:?}+{inc:?} ({mtg:?} moves): the clock fell to {lowest:?}",
                                t.name
                            );
                        }
                    }
                }
            }
        }
    }

    /// The numbers of time at their defaults are the engine's time manager as it was written
    /// before they could be tuned: the plan over 40 moves, 5/3 of it as the target, three times
    /// that as the limit, never past 40% of the clock.
    #[test]
    fn the_default_time_tunables_are_the_formula() {
        for left in [ms(1_000), ms(9_700), ms(59_700), ms(123_457)] {
            for inc in [ms(0), ms(10), ms(100), ms(600)] {
                let (soft, hard) = budget(left, inc, None, ms(0));
                let plan = left / 40 + inc;
                let want_soft = plan * 5 / 3;
                let want_hard = (want_soft * 3).min(left.mul_f64(0.4));
                let near = |a: Duration, b: Duration| a.abs_diff(b) <= Duration::from_nanos(1);
                assert!(
                    near(soft, want_soft.min(want_hard)),
                    "{left:?}+{inc:?}: {soft:?}"
                );
                assert!(near(hard, want_hard), "{left:?}+{inc:?}: {hard:?}");
            }
        }
    }
}
