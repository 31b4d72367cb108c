//! `rukh datagen`: training positions from the engine's games against itself.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use anyhow::{Result, anyhow};
use clap::Args;
use rukh_engine::Searcher;
use rukh_engine::datagen::{self, DataFile};

use crate::arena::{LEVEL_NODES, LEVEL_SCORE};
use crate::game::VariantArgs;

#[derive(Args)]
pub struct DatagenArgs {
    #[command(flatten)]
    game: VariantArgs,
    /// Games the file should hold: a file that already holds some is continued (so an
    /// interrupted run goes on where it stopped).
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Search nodes per move.
    #[arg(long, default_value_t = 5000)]
    nodes: u64,
    /// Games played at once (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
    /// Random plies of each game's opening (kept only when a search finds it level, as
    /// `rukh openings` does).
    #[arg(long, default_value_t = 8)]
    opening_plies: usize,
    /// Largest score of a kept opening, in hundredths of a pawn.
    #[arg(long, default_value_t = LEVEL_SCORE, value_name = "CP")]
    max_score: i32,
    /// Seed of the openings: game N of a file always starts from the same opening.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The data file (binary, described in docs/nnue.md).
    #[arg(long)]
    out: std::path::PathBuf,
}

pub fn run(a: DatagenArgs) -> Result<()> {
    let variant = a.game.variant()?;
    if a.nodes == 0 {
        return Err(anyhow!("--nodes must be at least 1"));
    }
    let file = DataFile::open(&a.out, &variant).map_err(|e| anyhow!("{}: {e}", a.out.display()))?;
    let (done, had) = (file.games, file.positions);
    // The games not yet in the file, by number (a run cut short may have finished later
    // games before earlier ones).
    let todo: Vec<usize> = (0..a.games)
        .filter(|n| !file.numbers.contains(&(*n as u32)))
        .collect();
    if todo.is_empty() {
        println!(
            "{} already holds {} ({had} positions); nothing to do",
            a.out.display(),
            games(done)
        );
        return Ok(());
    }
    if done > 0 {
        println!(
            "continuing {}: {} ({had} positions) already there",
            a.out.display(),
            games(done)
        );
    }
    let bar = indicatif::ProgressBar::new((done + todo.len()) as u64);
    bar.set_position(done as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} games {msg} ({eta} left)")
            .expect("template"),
    );
    let threads = a
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .clamp(1, todo.len().max(1));
    let next = AtomicUsize::new(0);
    let file = Mutex::new(file);
    let began = Instant::now();
    let failed: Mutex<Option<anyhow::Error>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let (variant, next, file, bar, failed, a) = (&variant, &next, &file, &bar, &failed, &a);
            let todo = &todo;
            scope.spawn(move || {
                let mut searcher = Searcher::new(16);
                let mut check = Searcher::new(4);
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&n) = todo.get(i) else { return };
                    if failed.lock().expect("failed").is_some() {
                        return;
                    }
                    let start = opening(variant, a, n, &mut check);
                    searcher.clear();
                    let game = datagen::play(n as u32, &start, &mut searcher, a.nodes);
                    let mut f = file.lock().expect("file");
                    if let Err(e) = f.add(&game) {
                        *failed.lock().expect("failed") =
                            Some(anyhow!("cannot write {}: {e}", a.out.display()));
                        return;
                    }
                    let made = f.positions - had;
                    let secs = began.elapsed().as_secs_f64().max(1e-3);
                    bar.set_message(format!(
                        "{} positions, {:.0} positions/s",
                        f.positions,
                        made as f64 / secs
                    ));
                    bar.inc(1);
                }
            });
        }
    });
    bar.finish_and_clear();
    if let Some(e) = failed.into_inner().expect("failed") {
        return Err(e);
    }
    let f = file.into_inner().expect("file");
    let secs = began.elapsed().as_secs_f64();
    let made = f.positions - had;
    println!(
        "{}: {}, {} positions ({} and {made} positions in {secs:.1} s, {:.0} positions/s)",
        a.out.display(),
        games(f.games),
        f.positions,
        games(f.games - done),
        made as f64 / secs.max(1e-3)
    );
    Ok(())
}

/// Game `n`'s opening: random plies from the start that a search finds level, made from the
/// seed and `n` alone (the same for every run and thread count).
fn opening(
    variant: &std::sync::Arc<rukh_rules::Variant>,
    a: &DatagenArgs,
    n: usize,
    check: &mut Searcher,
) -> rukh_rules::Position {
    let mut seed = a.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ n as u64;
    for _ in 0..50 {
        let found = rukh_arena::opening::random(variant, a.opening_plies, 1, 0, seed, |p| {
            check
                .assess(p, LEVEL_NODES)
                .is_some_and(|s| s.abs() <= a.max_score)
        });
        if let Some(o) = found.first() {
            let mut pos = o.start.clone();
            for &m in &o.moves {
                pos.play_unchecked(m);
            }
            return pos;
        }
        if a.opening_plies == 0 {
            break;
        }
        seed = seed.wrapping_add(0x5851_F42D_4C95_7F2D);
    }
    // No level opening found (a game with few moves, or a narrow --max-score): the start.
    variant.start_position()
}

fn games(n: usize) -> String {
    format!("{n} game{}", if n == 1 { "" } else { "s" })
}
