//! Time: how long a search may think on a move under its limits (a soft target and a hard
//! limit), spending the clock over the game and never its reserve.

use super::*;

/// How long to think on a move under these limits (None: no limit of time), for searches that
/// began without one (pondering).
pub fn move_budget(l: &Limits) -> Option<Duration> {
    let (soft, hard) = time_budget(l);
    soft.map(|s| hard.map_or(s, |h| s.min(h)))
}

/// The search's time target over what it spends on average: it begins no iteration after 40-70%
/// of the target (the shares in `search_one`), and so spends about 0.6 of it.
pub(super) const TARGET_OVER_SPEND: (u32, u32) = (5, 3);

/// Soft target and hard limit for the search time.
pub(super) fn time_budget(l: &Limits) -> (Option<Duration>, Option<Duration>) {
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
        // Plan to spend the usable clock over the moves to the time control (40 when none is
        // given: Shatranj's games are long) and the whole increment. The search only begins an
        // iteration before 40-70% of its target (see `search_one`), which spends about 0.6 of
        // the target on average, so the target is 5/3 of the plan: the clock then runs down
        // toward the reserve over a long game rather than settling seconds above it.
        let moves = mtg.unwrap_or(40).clamp(1, 50);
        let plan = usable / moves + inc;
        let soft = plan * TARGET_OVER_SPEND.0 / TARGET_OVER_SPEND.1;
        let hard = (soft * 3)
            .min(usable.mul_f64(0.4))
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
        let limits = Limits {
            clock: Some((left, inc, mtg)),
            overhead: Some(overhead),
            ..Limits::default()
        };
        let (soft, hard) = time_budget(&limits);
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
        let overhead = ms(MOVE_OVERHEAD);
        let mut left = base;
        let mut lowest = base;
        for n in 0..moves {
            let to_go = mtg.map(|m| m - n % m);
            let (soft, hard) = budget(left, inc, to_go, overhead);
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
}
