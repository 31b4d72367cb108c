//! Match statistics: score, Elo difference with a 95% interval, likelihood of superiority, and
//! the sequential probability ratio test (GSPRT, normal approximation of the trinomial model).

/// Wins, draws and losses from one engine's point of view.
#[derive(Copy, Clone, Debug, Default, Eq, PartialEq)]
pub struct Score {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

/// SPRT parameters.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

/// An SPRT's state.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum SprtResult {
    Continue,
    AcceptH0,
    AcceptH1,
}

fn expected(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

fn elo_of(score: f64) -> f64 {
    let s = score.clamp(1e-6, 1.0 - 1e-6);
    -400.0 * (1.0 / s - 1.0).log10()
}

impl Score {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points per game, 0..1.
    pub fn ratio(&self) -> f64 {
        let n = self.games();
        if n == 0 {
            0.5
        } else {
            (self.wins as f64 + 0.5 * self.draws as f64) / n as f64
        }
    }

    fn variance(&self) -> f64 {
        let n = self.games() as f64;
        let s = self.ratio();
        (self.wins as f64 * (1.0 - s).powi(2)
            + self.draws as f64 * (0.5 - s).powi(2)
            + self.losses as f64 * s.powi(2))
            / n
    }

    /// Elo difference and the half-width of its 95% interval.
    pub fn elo(&self) -> (f64, f64) {
        let (lo, hi) = self.normal_interval();
        (elo_of(self.ratio()), (elo_of(hi) - elo_of(lo)) / 2.0)
    }

    /// The 95% interval of the score from its standard error (points per game; it may reach
    /// beyond 0 or 1 when the games are few or one-sided).
    fn normal_interval(&self) -> (f64, f64) {
        let n = self.games() as f64;
        let s = self.ratio();
        if n == 0.0 {
            return (s, s);
        }
        let se = (self.variance() / n).sqrt();
        (s - 1.959964 * se, s + 1.959964 * se)
    }

    /// The 95% Wilson interval of the score (points per game), which stays sensible at 0% and
    /// 100%, where the Elo interval has no ends.
    pub fn wilson(&self) -> (f64, f64) {
        let n = self.games() as f64;
        if n == 0.0 {
            return (0.0, 1.0);
        }
        let (p, z) = (self.ratio(), 1.959964);
        let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
        let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
        ((centre - half).max(0.0), (centre + half).min(1.0))
    }

    /// The Elo figure as a match reports it: the difference and its 95% margin; when the games
    /// are too few or too one-sided for a symmetric margin (the normal interval passes 0% or
    /// 100%), the interval's ends from the Wilson interval; and when one side took every point
    /// and no finite difference fits, the bound that interval gives.
    pub fn elo_text(&self) -> String {
        let n = self.games();
        let (lo, hi) = self.wilson();
        let (nlo, nhi) = self.normal_interval();
        // Adding zero turns an even score's -0.0 into 0.0.
        let elo = elo_of(self.ratio()) + 0.0;
        if n > 0 && (self.wins == n || self.losses == n) {
            let (side, bound, how) = if self.wins == n {
                ("least", elo_of(lo), "won")
            } else {
                ("most", elo_of(hi), "lost")
            };
            format!(
                "Elo at {side} {bound:+.0} (every game {how}; score 95%: {:.1}-{:.1}%)",
                100.0 * lo,
                100.0 * hi
            )
        } else if nlo > 0.0 && nhi < 1.0 {
            format!("Elo {elo:+.1} +/- {:.1}", self.elo().1)
        } else {
            format!(
                "Elo {elo:+.1} (95%: {:+.0} to {:+.0})",
                elo_of(lo) + 0.0,
                elo_of(hi) + 0.0
            )
        }
    }

    /// Likelihood of superiority, 0..1.
    pub fn los(&self) -> f64 {
        let (w, l) = (self.wins as f64, self.losses as f64);
        if w + l == 0.0 {
            return 0.5;
        }
        0.5 * (1.0 + erf((w - l) / (2.0 * (w + l)).sqrt()))
    }

    /// The log-likelihood ratio of H1 (elo1) against H0 (elo0).
    pub fn llr(&self, sprt: &Sprt) -> f64 {
        let n = self.games() as f64;
        if n == 0.0 || self.wins + self.losses == 0 {
            return 0.0;
        }
        // With a result class still empty, half a pseudo-game in each keeps the variance sane.
        let reg = if self.wins == 0 || self.draws == 0 || self.losses == 0 {
            0.5
        } else {
            0.0
        };
        let (w, d, l) = (
            self.wins as f64 + reg,
            self.draws as f64 + reg,
            self.losses as f64 + reg,
        );
        let m = w + d + l;
        let s = (w + 0.5 * d) / m;
        let var = (w * (1.0 - s).powi(2) + d * (0.5 - s).powi(2) + l * s.powi(2)) / m;
        if var <= 0.0 {
            return 0.0;
        }
        let (s0, s1) = (expected(sprt.elo0), expected(sprt.elo1));
        n * (s1 - s0) * (2.0 * s - s0 - s1) / (2.0 * var)
    }

    pub fn sprt(&self, sprt: &Sprt) -> SprtResult {
        let llr = self.llr(sprt);
        let (lower, upper) = sprt.bounds();
        if llr >= upper {
            SprtResult::AcceptH1
        } else if llr <= lower {
            SprtResult::AcceptH0
        } else {
            SprtResult::Continue
        }
    }
}

impl Sprt {
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }
}

/// The error function (Abramowitz and Stegun 7.1.26; error below 1.5e-7).
fn erf(x: f64) -> f64 {
    let sign = if x < 0.0 { -1.0 } else { 1.0 };
    let x = x.abs();
    let t = 1.0 / (1.0 + 0.3275911 * x);
    let y = 1.0
        - (((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t
            + 0.254829592)
            * t
            * (-x * x).exp();
    sign * y
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clean_sweep_gets_an_elo_bound_not_a_number() {
        let sweep = Score {
            wins: 200,
            draws: 0,
            losses: 0,
        };
        let (lo, hi) = sweep.wilson();
        assert!(
            (lo - 0.981).abs() < 0.001 && (hi - 1.0).abs() < 1e-9,
            "{lo} {hi}"
        );
        assert_eq!(
            sweep.elo_text(),
            "Elo at least +687 (every game won; score 95%: 98.1-100.0%)"
        );
        let wiped = Score {
            wins: 0,
            draws: 0,
            losses: 10,
        };
        assert!(
            wiped.elo_text().starts_with("Elo at most -"),
            "{}",
            wiped.elo_text()
        );
        // Three wins and a draw: the normal interval passes 100%, so its ends come from the
        // Wilson interval, not a margin clamped to thousands of Elo.
        let few = Score {
            wins: 3,
            draws: 1,
            losses: 0,
        };
        assert_eq!(few.elo_text(), "Elo +338.0 (95%: -74 to +750)");
        let even = Score {
            wins: 10,
            draws: 0,
            losses: 10,
        };
        assert!(
            even.elo_text().starts_with("Elo +0.0 +/- "),
            "{}",
            even.elo_text()
        );
    }

    #[test]
    fn even_score_is_zero_elo() {
        let s = Score {
            wins: 10,
            draws: 20,
            losses: 10,
        };
        assert!(s.elo().0.abs() < 1e-9);
        assert!((s.los() - 0.5).abs() < 1e-9);
    }

    #[test]
    fn known_values() {
        // 75% is +190.8 Elo.
        let s = Score {
            wins: 150,
            draws: 0,
            losses: 50,
        };
        assert!((s.elo().0 - 190.85).abs() < 0.1);
        assert!(s.los() > 0.999);
        let (e, margin) = Score {
            wins: 60,
            draws: 80,
            losses: 60,
        }
        .elo();
        assert!(e.abs() < 1e-9 && margin > 20.0 && margin < 40.0, "{margin}");
    }

    #[test]
    fn sprt_decides() {
        let sprt = Sprt {
            elo0: 0.0,
            elo1: 10.0,
            alpha: 0.05,
            beta: 0.05,
        };
        assert_eq!(
            Score {
                wins: 600,
                draws: 200,
                losses: 200
            }
            .sprt(&sprt),
            SprtResult::AcceptH1
        );
        assert_eq!(
            Score {
                wins: 200,
                draws: 200,
                losses: 600
            }
            .sprt(&sprt),
            SprtResult::AcceptH0
        );
        assert_eq!(
            Score {
                wins: 5,
                draws: 5,
                losses: 5
            }
            .sprt(&sprt),
            SprtResult::Continue
        );
        let (lo, hi) = sprt.bounds();
        assert!((lo + 2.944).abs() < 0.01 && (hi - 2.944).abs() < 0.01);
    }
}
