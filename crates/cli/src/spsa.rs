//! `rukh spsa`: tunes the search's numbers (`rukh_engine::tunables`) by simultaneous perturbation
//! stochastic approximation, as the strongest engines' testing frameworks do. Every step plays a
//! pair of games from one opening, colours reversed, between the engine with each number moved
//! up or down by its step (a random sign each) and the engine with the opposite moves; the
//! numbers then move toward the side that scored more. Written here rather than taken from a
//! crate: no Rust crate plays engine games, and the update itself is a few lines of arithmetic.

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use anyhow::{Context, Result, bail};
use clap::Args;
use rand::{RngExt, SeedableRng};
use rukh_arena::engine::Engine;
use rukh_arena::game::GameSetup;
use rukh_arena::opening::{self, Opening};
use rukh_arena::{EngineSpec, Limits, Protocol};
use rukh_engine::tunables::{TUNABLES, Tunable};

use crate::arena::{LEVEL_NODES, LEVEL_SCORE, LimitArgs, adjudication_of, level, limits_of};
use crate::game::VariantArgs;

#[derive(Args)]
pub struct SpsaArgs {
    #[command(flatten)]
    game: VariantArgs,
    /// Games to play in all (two a step: each opening with both colours).
    #[arg(long, default_value_t = 20_000)]
    games: usize,
    /// The numbers to tune, by name, comma-separated (default: every one; those of time, `Time...`,
    /// only under a clock; `rukh spsa --list`).
    #[arg(long, value_delimiter = ',')]
    params: Vec<String>,
    /// Print the tunable numbers, their defaults, ranges and steps, and stop.
    #[arg(long)]
    list: bool,
    #[command(flatten)]
    limit: LimitArgs,
    /// Game pairs played at once.
    #[arg(long, default_value_t = 1)]
    concurrency: usize,
    /// Openings (FEN/EPD lines or a PGN file), taken in turn; by default each step gets a random
    /// level opening of --random-plies plies.
    #[arg(long, value_name = "FILE")]
    openings: Option<PathBuf>,
    /// Plies of the random openings.
    #[arg(long, default_value_t = 8, value_name = "P")]
    random_plies: usize,
    /// The tuning's record: a line a step with the numbers after it. A run stopped goes on from
    /// it when started again with the same command.
    #[arg(long, value_name = "FILE", default_value = "spsa.tsv")]
    log: PathBuf,
    /// The engine to tune: a UCI command that accepts the tunables by `setoption` (default: this
    /// program's `uci`).
    #[arg(long, value_name = "CMD")]
    engine_cmd: Option<String>,
    /// A UCI option for both sides, NAME=VALUE (repeatable), e.g. Hash=16.
    #[arg(long = "option", value_name = "NAME=VALUE")]
    options: Vec<String>,
    /// The learning rate at the end of the run, as a share of a step squared (SPSA's r_end).
    #[arg(long, default_value_t = 0.002)]
    r_end: f64,
    /// Adjudicate a loss when both engines agree: score=CP,moves=N.
    #[arg(long, value_name = "SPEC", default_value = "score=600,moves=4")]
    resign: String,
    /// Adjudicate a draw when both scores stay near 0: score=CP,moves=N,after=PLIES.
    #[arg(
        long,
        value_name = "SPEC",
        default_value = "score=15,moves=12,after=60"
    )]
    draw: String,
    /// Seed of the openings and of the perturbations' signs.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// SPSA's exponents (Spall's recommended values).
const ALPHA: f64 = 0.602;
const GAMMA: f64 = 0.101;

/// The schedule of a run of `steps` steps: the perturbation and the gain of step `k` (from 1)
/// for a number of end step `c_end`, with A a tenth of the run.
#[derive(Clone, Copy, Debug)]
pub struct Schedule {
    pub steps: usize,
    pub r_end: f64,
}

impl Schedule {
    fn big_a(&self) -> f64 {
        0.1 * self.steps as f64
    }

    /// The perturbation of step `k`: c / k^γ, falling to `c_end` at the last step.
    pub fn c(&self, c_end: f64, k: usize) -> f64 {
        let c = c_end * (self.steps as f64).powf(GAMMA);
        c / (k as f64).powf(GAMMA)
    }

    /// The gain of step `k`: a / (A + k)^α, falling to r_end · c_end² at the last step.
    pub fn a(&self, c_end: f64, k: usize) -> f64 {
        let a = self.r_end * c_end * c_end * (self.big_a() + self.steps as f64).powf(ALPHA);
        a / (self.big_a() + k as f64).powf(ALPHA)
    }

    /// A number after step `k`, whose perturbation was `sign` (±1) and whose plus side scored
    /// `result` more than its minus side over the pair (−2 to 2).
    pub fn update(&self, t: &Tunable, theta: f64, k: usize, sign: f64, result: f64) -> f64 {
        let c = self.c(t.step, k);
        (theta + self.a(t.step, k) / c * result * sign).clamp(f64::from(t.min), f64::from(t.max))
    }
}

/// The signs of step `k`'s perturbations: the same for the same seed and step, so a resumed run
/// replays nothing differently.
fn signs(seed: u64, k: usize, n: usize) -> Vec<f64> {
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed ^ (k as u64).wrapping_mul(0x9E37_79B9));
    (0..n)
        .map(|_| if rng.random::<bool>() { 1.0 } else { -1.0 })
        .collect()
}

/// What the log says of a run so far: the steps done and the numbers after them.
fn resume(log: &PathBuf, names: &[&str]) -> Result<Option<(usize, Vec<f64>)>> {
    let Ok(file) = std::fs::File::open(log) else {
        return Ok(None);
    };
    let mut header_ok = false;
    let mut done = 0;
    let mut theta = None;
    for (i, line) in std::io::BufReader::new(file).lines().enumerate() {
        let line = line.with_context(|| format!("cannot read {}", log.display()))?;
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let cols: Vec<&str> = line.split('\t').collect();
        if !header_ok {
            if cols.len() < 2 || cols[2..] != *names {
                bail!(
                    "{} tunes other numbers ({}); give another --log, or the same --params",
                    log.display(),
                    cols.get(2..).map(|c| c.join(",")).unwrap_or_default()
                );
            }
            header_ok = true;
            continue;
        }
        let values: Result<Vec<f64>, _> = cols.iter().skip(2).map(|c| c.parse::<f64>()).collect();
        match values {
            Ok(v) if v.len() == names.len() => {
                done += 1;
                theta = Some(v);
            }
            // A line cut off by a stop in the middle of writing it: the step is played again.
            _ => eprintln!(
                "{} line {}: not a whole step, played again",
                log.display(),
                i + 1
            ),
        }
    }
    Ok(theta.map(|t| (done, t)))
}

/// One side of a pair: the engine command with every tuned number set.
fn side(
    cmd: &str,
    name: &str,
    options: &[(String, String)],
    values: &[(String, i32)],
) -> EngineSpec {
    let mut all = options.to_vec();
    all.extend(values.iter().map(|(n, v)| (n.clone(), v.to_string())));
    EngineSpec {
        name: name.to_owned(),
        cmd: cmd.to_owned(),
        proto: Protocol::Uci,
        options: all,
        variant: None,
    }
}

/// The points of the side playing White in `result` (`1-0`, `0-1` or `1/2-1/2`).
fn white_points(result: &str) -> f64 {
    match result {
        "1-0" => 1.0,
        "0-1" => 0.0,
        _ => 0.5,
    }
}

pub fn run(a: SpsaArgs) -> Result<()> {
    if a.list {
        println!(
            "{:<14} {:>7} {:>15} {:>7}  what it does",
            "name", "default", "range", "step"
        );
        for t in TUNABLES {
            println!(
                "{:<14} {:>7} {:>15} {:>7}  {}",
                t.name,
                t.default,
                format!("{}..{}", t.min, t.max),
                t.step,
                t.doc
            );
        }
        return Ok(());
    }
    let variant = a.game.variant()?;
    let limits = limits_of(&a.limit)?;
    let tuned: Vec<&Tunable> = if a.params.is_empty() {
        // The numbers of time play no part without a clock: they are tuned under one only.
        let clock = matches!(limits, Limits::Clock { .. });
        TUNABLES.iter().filter(|t| clock || !t.of_time()).collect()
    } else {
        a.params
            .iter()
            .map(|p| {
                TUNABLES
                    .iter()
                    .find(|t| t.name.eq_ignore_ascii_case(p.trim()))
                    .with_context(|| {
                        format!("--params: no tunable called {p} (`rukh spsa --list` names them)")
                    })
            })
            .collect::<Result<_>>()?
    };
    let names: Vec<&str> = tuned.iter().map(|t| t.name).collect();
    let steps = a.games.div_ceil(2).max(1);
    let schedule = Schedule {
        steps,
        r_end: a.r_end,
    };
    let adjudication = adjudication_of(Some(&a.resign), Some(&a.draw))?;
    let openings: Vec<Opening> = match &a.openings {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("cannot read {}", path.display()))?;
            let o = opening::read(&text, &variant)
                .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
            if o.is_empty() {
                bail!("{} holds no opening", path.display());
            }
            o
        }
        None => Vec::new(),
    };
    let cmd = match &a.engine_cmd {
        Some(c) => c.clone(),
        None => format!(
            "{} uci",
            std::env::current_exe()
                .context("cannot find this program to run it as the engine; give --engine-cmd")?
                .display()
        ),
    };
    let options: Vec<(String, String)> = a
        .options
        .iter()
        .map(|o| {
            o.split_once('=')
                .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
                .with_context(|| format!("--option {o}: write NAME=VALUE, e.g. Hash=16"))
        })
        .collect::<Result<_>>()?;

    let (done, theta) = match resume(&a.log, &names)? {
        Some((done, theta)) => {
            eprintln!("{}: {done} steps done, going on", a.log.display());
            (done, theta)
        }
        None => {
            let mut f = std::fs::File::create(&a.log)
                .with_context(|| format!("cannot write {}", a.log.display()))?;
            writeln!(
                f,
                "# rukh spsa --variant {} --games {} {:?}, r_end {}, seed {}",
                variant.id, a.games, limits, a.r_end, a.seed
            )?;
            writeln!(f, "step\tresult\t{}", names.join("\t"))?;
            (0, tuned.iter().map(|t| f64::from(t.default)).collect())
        }
    };
    if done >= steps {
        report(&tuned, &theta);
        return Ok(());
    }
    let mut log = std::fs::OpenOptions::new()
        .append(true)
        .open(&a.log)
        .with_context(|| format!("cannot write {}", a.log.display()))?;

    let theta = Arc::new(Mutex::new(theta));
    let next = Mutex::new(done + 1);
    let bar = indicatif::ProgressBar::new(steps as u64);
    bar.set_position(done as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{bar:30} {pos}/{len} pairs {msg} [{elapsed}, {eta} left]",
        )
        .expect("template"),
    );
    let (tx, rx) = std::sync::mpsc::channel::<(usize, Vec<f64>, Result<f64>)>();
    std::thread::scope(|scope| -> Result<()> {
        for _ in 0..a.concurrency.max(1) {
            let tx = tx.clone();
            let (theta, next, tuned, variant) = (&theta, &next, &tuned, &variant);
            let (openings, cmd, options) = (&openings, &cmd, &options);
            let seed = a.seed;
            let plies = a.random_plies;
            scope.spawn(move || {
                loop {
                    let k = {
                        let mut n = next.lock().expect("step");
                        if *n > steps {
                            break;
                        }
                        *n += 1;
                        *n - 1
                    };
                    let now = theta.lock().expect("theta").clone();
                    let sign = signs(seed, k, tuned.len());
                    let shifted = |dir: f64| -> Vec<(String, i32)> {
                        tuned
                            .iter()
                            .zip(&now)
                            .zip(&sign)
                            .map(|((t, &th), &s)| {
                                let v = (th + dir * s * schedule.c(t.step, k)).round() as i32;
                                (t.name.to_owned(), v.clamp(t.min, t.max))
                            })
                            .collect()
                    };
                    let plus = side(cmd, "plus", options, &shifted(1.0));
                    let minus = side(cmd, "minus", options, &shifted(-1.0));
                    let opening = if openings.is_empty() {
                        opening::random(
                            variant,
                            plies,
                            1,
                            0,
                            seed.wrapping_add(k as u64 * 7919),
                            level(LEVEL_SCORE, LEVEL_NODES, || {}),
                        )
                        .pop()
                    } else {
                        Some(openings[(k - 1) % openings.len()].clone())
                    };
                    let result = play_pair(variant, opening, limits, adjudication, &plus, &minus);
                    if tx.send((k, sign, result)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        for (k, sign, result) in rx {
            let result = result?;
            let mut th = theta.lock().expect("theta");
            for (i, t) in tuned.iter().enumerate() {
                th[i] = schedule.update(t, th[i], k, sign[i], result);
            }
            let values: Vec<String> = th.iter().map(|v| format!("{v:.3}")).collect();
            writeln!(log, "{k}\t{result}\t{}", values.join("\t"))?;
            log.flush()?;
            bar.inc(1);
            let shown: Vec<String> = tuned
                .iter()
                .zip(th.iter())
                .take(4)
                .map(|(t, v)| format!("{} {v:.1}", t.name))
                .collect();
            bar.set_message(shown.join(", "));
        }
        Ok(())
    })?;
    bar.finish_and_clear();
    let th = theta.lock().expect("theta").clone();
    report(&tuned, &th);
    Ok(())
}

/// Plays the pair: `plus` with White, then with Black; the plus side's points less the minus
/// side's (−2 to 2).
fn play_pair(
    variant: &Arc<rukh_rules::Variant>,
    opening: Option<Opening>,
    limits: Limits,
    adjudication: rukh_arena::Adjudication,
    plus: &EngineSpec,
    minus: &EngineSpec,
) -> Result<f64> {
    let (start, moves) = match opening {
        Some(o) => (o.start, o.moves),
        None => (variant.start_position(), Vec::new()),
    };
    let setup = GameSetup {
        variant: Arc::clone(variant),
        start,
        opening: moves,
        limits,
        margin: Duration::from_millis(100),
        hang: Duration::from_secs(60),
        adjudication,
        max_plies: 1000,
    };
    let mut p = Engine::start(plus).with_context(|| format!("starting `{}`", plus.cmd))?;
    let mut m = Engine::start(minus).with_context(|| format!("starting `{}`", minus.cmd))?;
    let (first, _) = rukh_arena::game::play([&mut p, &mut m], &setup);
    let (second, _) = rukh_arena::game::play([&mut m, &mut p], &setup);
    p.quit();
    m.quit();
    for r in [&first, &second] {
        if r.termination.contains("could not be started") || r.termination.contains("stopped") {
            bail!("the engine failed: {}", r.termination);
        }
    }
    let plus_points = white_points(&first.result) + (1.0 - white_points(&second.result));
    Ok(plus_points - (2.0 - plus_points))
}

/// Prints the numbers as tuned, and the engine options that play them.
fn report(tuned: &[&Tunable], theta: &[f64]) {
    println!("{:<14} {:>7} {:>9}", "name", "default", "tuned");
    let mut spec = Vec::new();
    for (t, v) in tuned.iter().zip(theta) {
        println!("{:<14} {:>7} {:>9.2}", t.name, t.default, v);
        spec.push(format!("option.{}={}", t.name, v.round() as i32));
    }
    println!(
        "to play them in a match: --engine \"name=tuned,cmd=rukh uci,proto=uci,{}\"",
        spec.join(",")
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_schedule_ends_at_its_end_step_and_rate() {
        let s = Schedule {
            steps: 1000,
            r_end: 0.002,
        };
        let t = TUNABLES[0];
        assert!((s.c(t.step, 1000) - t.step).abs() < 1e-9);
        assert!((s.a(t.step, 1000) - 0.002 * t.step * t.step).abs() < 1e-9);
        // Larger steps and gains early in the run.
        assert!(s.c(t.step, 1) > s.c(t.step, 500));
        assert!(s.a(t.step, 1) > s.a(t.step, 500));
    }

    #[test]
    fn a_number_moves_toward_the_side_that_scored_and_stays_in_range() {
        let s = Schedule {
            steps: 100,
            r_end: 0.002,
        };
        let t = TUNABLES.iter().find(|t| t.name == "RfpMargin").unwrap();
        let th = f64::from(t.default);
        // Plus side won both games, and plus meant a larger number: the number grows.
        assert!(s.update(t, th, 1, 1.0, 2.0) > th);
        // Plus meant a smaller number: it shrinks.
        assert!(s.update(t, th, 1, -1.0, 2.0) < th);
        // A level pair leaves it alone.
        assert_eq!(s.update(t, th, 1, 1.0, 0.0), th);
        // Never past its range, however lopsided the gain.
        let wild = Schedule {
            steps: 100,
            r_end: 1e6,
        };
        assert_eq!(wild.update(t, th, 1, 1.0, 2.0), f64::from(t.max));
        assert_eq!(wild.update(t, th, 1, -1.0, 2.0), f64::from(t.min));
    }

    #[test]
    fn the_signs_are_the_same_for_the_same_step() {
        assert_eq!(signs(7, 12, 18), signs(7, 12, 18));
        let all: Vec<Vec<f64>> = (1..50).map(|k| signs(7, k, 18)).collect();
        assert!(all.iter().any(|s| s != &all[0]));
        assert!(all.iter().flatten().all(|&x| x == 1.0 || x == -1.0));
    }
}
