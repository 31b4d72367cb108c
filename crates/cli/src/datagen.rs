//! `rukh datagen`: training positions from the engine's games against itself, or from games
//! played elsewhere searched again.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use anyhow::{Context, Result, anyhow};
use clap::Args;
use rukh_engine::Searcher;
use rukh_engine::datagen::{self, DataFile};
use rukh_rules::Variant;

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
    /// Instead of self-play, search the positions of the games in these PGN files (every game
    /// of this variant in them; e.g. a match against another engine) and keep them with each
    /// game's result. An interrupted run goes on when given the same files in the same order.
    #[arg(long, value_name = "PGN", num_args = 1..,
          conflicts_with_all = ["games", "opening_plies", "max_score", "seed"])]
    from_pgn: Vec<std::path::PathBuf>,
    /// With --from-pgn: take each position's score from the evaluation the engine that moved
    /// from it wrote in the game (`[%eval 0.31,12]`, as `rukh match` records every engine's
    /// last `info ... score`), instead of searching: another engine's games as a teacher's
    /// data. A game that an engine's failure or concession ended (its rules and Rukh's
    /// disagreeing) is used up to where they parted, its result the teacher's evaluation
    /// there; a decided game whose last evaluation favours the loser is left out.
    #[arg(long, requires = "from_pgn", conflicts_with = "nodes")]
    teacher: bool,
}

/// A game read from a PGN file, to be searched again: its start, moves and result for White,
/// and with `--teacher` the score each move's engine gave the position it moved from (for the
/// side to move there).
struct Played {
    start: rukh_rules::Position,
    moves: Vec<rukh_rules::Move>,
    result: u8,
    scores: Option<Vec<Option<i32>>>,
}

/// What became of a teacher's games that are not used whole.
#[derive(Default)]
struct LeftOut {
    /// Ended by an engine's failure, used up to where the rules parted.
    cut: usize,
    /// Ended by an engine's failure too soon to keep anything.
    failure: usize,
    contradicted: usize,
    no_eval: usize,
}

/// Plies before an engine's failure that are not used: its search saw the end its rules give.
const BEFORE_FAILURE: usize = 10;

/// A teacher's scores for a game's moves, for the side to move at each (from the `%eval` of
/// each move's comment, which is for White), and the game's result for White; or none, and why
/// in `left`.
fn teacher_scores(
    game: &rukh_rules::pgn::Game,
    result: u8,
    left: &mut LeftOut,
) -> Option<(Vec<Option<i32>>, u8)> {
    let white_view: Vec<Option<i32>> = (0..game.moves.len())
        .map(|i| {
            game.comments
                .get(i)
                .and_then(|c| rukh_arena::game::parse_eval(c))
                .map(|e| e.score)
        })
        .collect();
    let white_first = game.start.turn() == rukh_rules::Color::White;
    let mut scores: Vec<Option<i32>> = white_view
        .iter()
        .enumerate()
        .map(|(i, s)| s.map(|s| if (i % 2 == 0) == white_first { s } else { -s }))
        .collect();
    let Some(last) = white_view.iter().flatten().next_back().copied() else {
        left.no_eval += 1;
        return None;
    };
    // A game the rules did not end, but an engine's failure or concession (`bestmove (none)`
    // where the rules play on): the two sets of rules parted at the end. Its positions are used
    // up to the first bared king or mate the teacher saw, and no nearer than 10 plies to the
    // failure; its result is the teacher's last evaluation there (a side 3 pawns ahead wins), as
    // a match adjudicates by score.
    let adjudicated = game
        .tags
        .iter()
        .any(|(k, why)| k.eq_ignore_ascii_case("Termination") && why.starts_with("adjudication"));
    if game.outcome.is_none() && !adjudicated {
        let mut pos = game.start.clone();
        let mut cut = game.moves.len().saturating_sub(BEFORE_FAILURE);
        for (i, &m) in game.moves.iter().enumerate().take(cut) {
            let bare =
                pos.men(rukh_rules::Color::White) == 0 || pos.men(rukh_rules::Color::Black) == 0;
            let mate = scores[i].is_some_and(|s| s.abs() > rukh_arena::engine::MATE_SCORES);
            if bare || mate {
                cut = i;
                break;
            }
            pos.play_unchecked(m);
        }
        let Some(at_cut) = white_view[..cut].iter().flatten().next_back().copied() else {
            left.failure += 1;
            return None;
        };
        scores.truncate(cut);
        left.cut += 1;
        let result = match at_cut {
            s if s > 300 => 2,
            s if s < -300 => 0,
            _ => 1,
        };
        return Some((scores, result));
    }
    // The last word on a game the rules ended, for White: a decided game it gives to the loser
    // by more than a pawn is one whose end the teacher's rules see otherwise.
    if (result == 2 && last < -100) || (result == 0 && last > 100) {
        left.contradicted += 1;
        return None;
    }
    Some((scores, result))
}

/// Every game of `variant` with a decided result in `files`, in their order; how many others
/// were passed over is printed.
fn read_games(
    files: &[std::path::PathBuf],
    variant: &Arc<Variant>,
    teacher: bool,
) -> Result<Vec<Played>> {
    use rukh_rules::pgn::{PgnReader, check};
    let mut out = Vec::new();
    let (mut other, mut unfinished) = (0, 0);
    let mut left = LeftOut::default();
    for f in files {
        let text =
            std::fs::read_to_string(f).with_context(|| format!("cannot read {}", f.display()))?;
        for (i, raw) in PgnReader::new(text.as_bytes()).enumerate() {
            let at = || format!("{}: game {}", f.display(), i + 1);
            let raw = raw.map_err(|e| anyhow!("{}: {e}", at()))?;
            let game = match check(&raw, variant) {
                Ok(g) => g,
                Err(rukh_rules::pgn::GameError::UnknownVariant(_)) => {
                    other += 1;
                    continue;
                }
                Err(e) => return Err(anyhow!("{}: {e}", at())),
            };
            if game.start.variant().id != variant.id {
                other += 1;
                continue;
            }
            let result = match game.result.as_str() {
                "1-0" => 2,
                "1/2-1/2" => 1,
                "0-1" => 0,
                _ => {
                    unfinished += 1;
                    continue;
                }
            };
            let (scores, result) = if teacher {
                match teacher_scores(&game, result, &mut left) {
                    Some((s, r)) => (Some(s), r),
                    None => continue,
                }
            } else {
                (None, result)
            };
            out.push(Played {
                start: game.start,
                moves: game.moves,
                result,
                scores,
            });
        }
    }
    if other + unfinished > 0 {
        println!("passed over {other} games of other variants and {unfinished} without a result");
    }
    if left.cut > 0 {
        println!(
            "{} ended by an engine's failure or concession: used up to a bared king or a mate \
             it saw, and no nearer than {BEFORE_FAILURE} plies to the end, scored by its last \
             evaluation there",
            games(left.cut)
        );
    }
    if left.failure + left.contradicted + left.no_eval > 0 {
        println!(
            "left out {} that an engine's failure ended too soon, {} whose last evaluation \
             favours the loser and {} without evaluations",
            games(left.failure),
            games(left.contradicted),
            games(left.no_eval)
        );
    }
    if out.is_empty() {
        return Err(anyhow!(
            "no finished game of {} in the PGN files given",
            variant.id
        ));
    }
    Ok(out)
}

pub fn run(a: DatagenArgs) -> Result<()> {
    let variant = a.game.variant()?;
    if a.nodes == 0 {
        return Err(anyhow!("--nodes must be at least 1"));
    }
    let played = if a.from_pgn.is_empty() {
        Vec::new()
    } else {
        read_games(&a.from_pgn, &variant, a.teacher)?
    };
    let wanted = if played.is_empty() {
        a.games
    } else {
        played.len()
    };
    let file = DataFile::open(&a.out, &variant).map_err(|e| anyhow!("{}: {e}", a.out.display()))?;
    let (done, had) = (file.games, file.positions);
    // The games not yet in the file, by number (a run cut short may have finished later
    // games before earlier ones).
    let todo: Vec<usize> = (0..wanted)
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
            let (todo, played) = (&todo, &played);
            scope.spawn(move || {
                let mut searcher = Searcher::new(16);
                let mut check = Searcher::new(4);
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&n) = todo.get(i) else { return };
                    if failed.lock().expect("failed").is_some() {
                        return;
                    }
                    searcher.clear();
                    let game = match played.get(n) {
                        Some(Played {
                            start,
                            moves,
                            result,
                            scores: Some(scores),
                        }) => datagen::label_scored(n as u32, start, moves, scores, *result),
                        Some(g) => datagen::label(
                            n as u32,
                            &g.start,
                            &g.moves,
                            g.result,
                            &mut searcher,
                            a.nodes,
                        ),
                        None => {
                            let start = opening(variant, a, n, &mut check);
                            datagen::play(n as u32, &start, &mut searcher, a.nodes)
                        }
                    };
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
    variant: &Arc<Variant>,
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
