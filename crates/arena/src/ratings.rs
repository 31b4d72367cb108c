//! A rating list solved from all the games of a pool of engines at once, as Ordo and BayesElo do:
//! the ratings that make the games' results most likely under the Elo model
//! (`P(a beats b) = 1 / (1 + 10^((Rb − Ra) / 400))`, a draw half a win), with a 95% interval for
//! each from the curvature of the likelihood at its peak.
//!
//! A few virtual draws between each pair that met (the prior, as BayesElo's) keep an engine that
//! won or lost every game at a finite rating. Ratings are relative to the pool's average (0). An
//! engine whose games never link it to another group is rated within its own group, and the list
//! says so. Written here rather than taken from a crate: the solve is a few dozen lines of
//! Newton's method on a matrix as small as the pool, and the statistics crates on the registry fit
//! other models.

use std::collections::HashMap;

/// One game for the list: the two engines (indices into the pool) and White's points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatedGame {
    pub white: usize,
    pub black: usize,
    /// 1, ½ or 0.
    pub white_points: f64,
}

/// One engine's line of the list.
#[derive(Clone, Debug, PartialEq)]
pub struct Rating {
    /// The engine's index in the pool.
    pub engine: usize,
    /// Elo relative to the average of its group.
    pub elo: f64,
    /// Half the 95% interval of `elo`.
    pub error: f64,
    pub games: u32,
    pub points: f64,
    pub draws: u32,
    /// The average rating of the engines it met, weighted by games.
    pub opponents: f64,
    /// Which connected group of the pool it is rated in (0: the largest).
    pub group: usize,
}

/// How the list is solved.
#[derive(Clone, Copy, Debug)]
pub struct Solve {
    /// Virtual draws added to every pair of engines that met (0: the plain maximum likelihood).
    pub prior_draws: f64,
}

impl Default for Solve {
    fn default() -> Self {
        Solve { prior_draws: 1.0 }
    }
}

const C: f64 = std::f64::consts::LN_10 / 400.0;

fn expected(d: f64) -> f64 {
    1.0 / (1.0 + (-C * d).exp())
}

/// Solves the list of a pool of `engines` from their `games`, best first (engines without a
/// game are left out).
pub fn solve(engines: usize, games: &[RatedGame], how: Solve) -> Vec<Rating> {
    // Per pair: games and the first engine's points.
    let mut pairs: HashMap<(usize, usize), (f64, f64)> = HashMap::new();
    let mut played = vec![(0u32, 0f64, 0u32); engines];
    for g in games {
        if g.white == g.black || g.white >= engines || g.black >= engines {
            continue;
        }
        let (a, b, pa) = if g.white < g.black {
            (g.white, g.black, g.white_points)
        } else {
            (g.black, g.white, 1.0 - g.white_points)
        };
        let e = pairs.entry((a, b)).or_default();
        e.0 += 1.0;
        e.1 += pa;
        for (who, pts) in [(g.white, g.white_points), (g.black, 1.0 - g.white_points)] {
            played[who].0 += 1;
            played[who].1 += pts;
            if g.white_points == 0.5 {
                played[who].2 += 1;
            }
        }
    }
    for e in pairs.values_mut() {
        e.0 += how.prior_draws;
        e.1 += how.prior_draws / 2.0;
    }

    let groups = components(engines, pairs.keys().copied(), &played);
    let mut elo = vec![0.0; engines];
    let mut error = vec![0.0; engines];
    for members in &groups {
        solve_group(members, &pairs, &mut elo, &mut error);
    }

    let mut list = Vec::new();
    for (gi, members) in groups.iter().enumerate() {
        for &i in members {
            let (mut n, mut sum) = (0.0, 0.0);
            for (&(a, b), &(count, _)) in &pairs {
                let real = count - how.prior_draws;
                if a == i {
                    n += real;
                    sum += real * elo[b];
                } else if b == i {
                    n += real;
                    sum += real * elo[a];
                }
            }
            list.push(Rating {
                engine: i,
                elo: elo[i],
                error: error[i],
                games: played[i].0,
                points: played[i].1,
                draws: played[i].2,
                opponents: if n > 0.0 { sum / n } else { 0.0 },
                group: gi,
            });
        }
    }
    list.sort_by(|x, y| {
        x.group
            .cmp(&y.group)
            .then(y.elo.total_cmp(&x.elo))
            .then(x.engine.cmp(&y.engine))
    });
    list
}

/// The connected groups of engines that played, largest first.
fn components(
    n: usize,
    edges: impl Iterator<Item = (usize, usize)>,
    played: &[(u32, f64, u32)],
) -> Vec<Vec<usize>> {
    let mut parent: Vec<usize> = (0..n).collect();
    fn root(p: &mut [usize], mut x: usize) -> usize {
        while p[x] != x {
            p[x] = p[p[x]];
            x = p[x];
        }
        x
    }
    for (a, b) in edges {
        let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
        parent[ra] = rb;
    }
    let mut by_root: HashMap<usize, Vec<usize>> = HashMap::new();
    for (i, p) in played.iter().enumerate() {
        if p.0 > 0 {
            let r = root(&mut parent, i);
            by_root.entry(r).or_default().push(i);
        }
    }
    let mut groups: Vec<Vec<usize>> = by_root.into_values().collect();
    groups.sort_by(|a, b| b.len().cmp(&a.len()).then(a[0].cmp(&b[0])));
    groups
}

/// Newton's method on the log-likelihood of one connected group, its average held at 0; then
/// the covariance from the inverse of the curvature (with the average's direction fixed).
fn solve_group(
    members: &[usize],
    pairs: &HashMap<(usize, usize), (f64, f64)>,
    elo: &mut [f64],
    error: &mut [f64],
) {
    let m = members.len();
    let index: HashMap<usize, usize> = members.iter().enumerate().map(|(k, &i)| (i, k)).collect();
    let edges: Vec<(usize, usize, f64, f64)> = pairs
        .iter()
        .filter_map(|(&(a, b), &(n, s))| Some((*index.get(&a)?, *index.get(&b)?, n, s)))
        .collect();
    let mut r = vec![0.0; m];
    let mut curvature = vec![vec![0.0; m]; m];
    for _ in 0..200 {
        let mut grad = vec![0.0; m];
        for row in curvature.iter_mut() {
            row.iter_mut().for_each(|x| *x = 0.0);
        }
        for &(a, b, n, s) in &edges {
            let p = expected(r[a] - r[b]);
            let g = C * (s - n * p);
            grad[a] += g;
            grad[b] -= g;
            let w = C * C * n * p * (1.0 - p);
            curvature[a][a] += w;
            curvature[b][b] += w;
            curvature[a][b] -= w;
            curvature[b][a] -= w;
        }
        let step = solve_linear(&pinned(&curvature), &grad);
        let biggest = step.iter().fold(0.0f64, |x, y| x.max(y.abs()));
        let scale = if biggest > 400.0 {
            400.0 / biggest
        } else {
            1.0
        };
        for (x, d) in r.iter_mut().zip(&step) {
            *x += scale * d;
        }
        let mean = r.iter().sum::<f64>() / m as f64;
        r.iter_mut().for_each(|x| *x -= mean);
        if biggest < 1e-9 {
            break;
        }
    }
    // The covariance of ratings held to a zero average: (H + 11ᵀ/m)⁻¹ − 11ᵀ/m.
    let pinned = pinned(&curvature);
    for k in 0..m {
        let mut unit = vec![0.0; m];
        unit[k] = 1.0;
        let column = solve_linear(&pinned, &unit);
        let variance = (column[k] - 1.0 / m as f64).max(0.0);
        elo[members[k]] = r[k];
        error[members[k]] = 1.959964 * variance.sqrt();
    }
}

/// The curvature with the direction of the average pinned (adds 11ᵀ/m), so that it inverts.
fn pinned(h: &[Vec<f64>]) -> Vec<Vec<f64>> {
    let m = h.len() as f64;
    h.iter()
        .map(|row| row.iter().map(|x| x + 1.0 / m).collect())
        .collect()
}

/// Gaussian elimination with partial pivoting on a small dense system.
fn solve_linear(a: &[Vec<f64>], b: &[f64]) -> Vec<f64> {
    let n = b.len();
    let mut m: Vec<Vec<f64>> = a
        .iter()
        .zip(b)
        .map(|(row, &x)| {
            let mut r = row.clone();
            r.push(x);
            r
        })
        .collect();
    for col in 0..n {
        let pivot = (col..n)
            .max_by(|&i, &j| m[i][col].abs().total_cmp(&m[j][col].abs()))
            .unwrap_or(col);
        m.swap(col, pivot);
        let p = m[col][col];
        if p.abs() < 1e-300 {
            continue;
        }
        for row in col + 1..n {
            let f = m[row][col] / p;
            if f != 0.0 {
                for k in col..=n {
                    m[row][k] -= f * m[col][k];
                }
            }
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let mut s = m[row][n];
        for k in row + 1..n {
            s -= m[row][k] * x[k];
        }
        x[row] = if m[row][row].abs() < 1e-300 {
            0.0
        } else {
            s / m[row][row]
        };
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Games of `a` against `b`: wins, draws, losses (colours alternated).
    fn meet(a: usize, b: usize, w: u32, d: u32, l: u32) -> Vec<RatedGame> {
        let mut out = Vec::new();
        let results = std::iter::repeat_n(1.0, w as usize)
            .chain(std::iter::repeat_n(0.5, d as usize))
            .chain(std::iter::repeat_n(0.0, l as usize));
        for (k, pts) in results.enumerate() {
            out.push(if k % 2 == 0 {
                RatedGame {
                    white: a,
                    black: b,
                    white_points: pts,
                }
            } else {
                RatedGame {
                    white: b,
                    black: a,
                    white_points: 1.0 - pts,
                }
            });
        }
        out
    }

    const PLAIN: Solve = Solve { prior_draws: 0.0 };

    #[test]
    fn two_engines_75_percent_is_191_elo_apart() {
        let list = solve(2, &meet(0, 1, 25, 10, 5), PLAIN);
        assert_eq!(list[0].engine, 0);
        let gap = list[0].elo - list[1].elo;
        assert!((gap - 400.0 * 3f64.log10()).abs() < 0.01, "{gap}");
        assert!((list[0].elo + list[1].elo).abs() < 1e-6, "the average is 0");
        assert_eq!(
            (list[0].games, list[0].points, list[0].draws),
            (40, 30.0, 10)
        );
        // The interval: the score's standard error, 40 games at 75%, through the Elo curve's
        // slope there: 1.96 · 1/sqrt(n p (1−p)) / C, shared between the two engines.
        let expected = 1.959964 / (40.0f64 * 0.75 * 0.25).sqrt() / C / 2.0;
        assert!(
            (list[0].error - expected).abs() < 0.5,
            "{} against {expected}",
            list[0].error
        );
    }

    #[test]
    fn a_consistent_crosstable_is_solved_exactly() {
        // A beats B 64%, B beats C 64%, A beats C 76%: the Elo model's own numbers for ratings
        // 100, 0 and −100 (64% ≈ +100, 76% ≈ +200), so the solve must give back about that.
        let mut games = Vec::new();
        games.extend(meet(0, 1, 64, 0, 36));
        games.extend(meet(1, 2, 64, 0, 36));
        games.extend(meet(0, 2, 76, 0, 24));
        let list = solve(3, &games, PLAIN);
        let by: HashMap<usize, f64> = list.iter().map(|r| (r.engine, r.elo)).collect();
        assert!((by[&0] - by[&1] - 100.0).abs() < 5.0, "{by:?}");
        assert!((by[&1] - by[&2] - 100.0).abs() < 5.0, "{by:?}");
        assert_eq!(list.iter().map(|r| r.engine).collect::<Vec<_>>(), [0, 1, 2]);
        // The ends of the list are less certain than the middle, which met both.
        assert!(list[1].error < list[0].error);
    }

    #[test]
    fn a_perfect_score_stays_finite_with_the_prior() {
        let list = solve(2, &meet(0, 1, 20, 0, 0), Solve::default());
        let gap = list[0].elo - list[1].elo;
        // 20.5 of 21: 400·log10(20.5 / 0.5) ≈ 645.
        assert!((gap - 400.0 * (41f64).log10()).abs() < 0.5, "{gap}");
    }

    #[test]
    fn groups_that_never_met_are_rated_apart() {
        let mut games = meet(0, 1, 10, 0, 10);
        games.extend(meet(2, 3, 15, 0, 5));
        games.extend(meet(3, 4, 10, 0, 10));
        let list = solve(6, &games, PLAIN);
        assert_eq!(list.len(), 5, "the engine without a game is left out");
        assert_eq!(
            list.iter().filter(|r| r.group == 0).count(),
            3,
            "the larger group first"
        );
        assert_eq!(list[0].engine, 2);
        assert!(
            list.iter()
                .filter(|r| r.group == 1)
                .all(|r| r.elo.abs() < 1e-6)
        );
    }
}
