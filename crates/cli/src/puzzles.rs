//! `rukh puzzles`: find puzzles in games (`find`).

use std::collections::{BTreeMap, HashSet};
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, mpsc};

use anyhow::{Context, Result, bail};
use clap::{Args, Subcommand};
use rukh_puzzles::{Config, Finder, Puzzle, Reject, Spent};
use rukh_rules::pgn::{self, PgnReader};

#[derive(Subcommand)]
pub enum PuzzlesCommand {
    /// Find puzzles in the games of PGN files or of the site's archive: positions, each after
    /// the opponent's move, where exactly one move wins (or holds) by a clear margin and the line
    /// after it stays forced, confirmed by a deeper search. Writes JSON lines (one puzzle each),
    /// appending to --out and skipping puzzles it already holds.
    Find(FindArgs),
    /// Check puzzle files (default: those that come with Rukh, `puzzles/GAME.jsonl`): each
    /// puzzle's position and every move legal, a won line ending in the win, its themes known,
    /// its line judged solved; prints how many puzzles each game has, by theme.
    Check(CheckArgs),
}

#[derive(Args)]
pub struct CheckArgs {
    /// Puzzle files (JSON lines); none: the files that come with Rukh.
    files: Vec<PathBuf>,
    /// Read each puzzle's themes again from its line and write the files back (after the
    /// finder has learnt a theme); needs the files named.
    #[arg(long, requires = "files")]
    retag: bool,
    /// Search every solver's position again at this many nodes (two lines, on two threads):
    /// each of the solver's moves must still be the only one by the finder's margin. Reports
    /// those that are not.
    #[arg(long, value_name = "NODES")]
    deep: Option<u64>,
    /// Prove every mate puzzle exactly (the problems' proof, up to a million positions a
    /// question): each of the solver's moves wins within the moves left, and no other move there
    /// wins as fast. A search, however deep, can miss a second mate; the proof cannot.
    #[arg(long)]
    exact: bool,
    /// With --deep or --exact: write the files back without the puzzles not confirmed; needs
    /// the files named.
    #[arg(long, requires = "files")]
    drop: bool,
    /// Threads of the deeper search (1 to 256).
    #[arg(long, default_value_t = 2, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=256))]
    threads: usize,
}

#[derive(Args)]
pub struct FindArgs {
    #[command(flatten)]
    game: crate::game::VariantArgs,
    /// The games to look through (PGN: `rukh selfplay --pgn`, an arena match's games, a site's
    /// download).
    #[arg(required_unless_present = "database")]
    files: Vec<PathBuf>,
    /// Look through the site's finished games instead (the database as `rukh serve
    /// --database` names it, e.g. sqlite://rukh.db).
    #[arg(long, conflicts_with = "files")]
    database: Option<String>,
    /// Nodes of each search along a line.
    #[arg(long, default_value_t = 60_000)]
    nodes: u64,
    /// Nodes of the deeper check of the first move.
    #[arg(long, default_value_t = 400_000)]
    deep_nodes: u64,
    /// Skip this many plies at the start of each game (its opening holds few puzzles).
    #[arg(long, default_value_t = 8)]
    skip_plies: usize,
    /// Stop after this many puzzles.
    #[arg(long, default_value_t = 1000)]
    count: usize,
    /// Append the puzzles to this file (JSON lines); without it they are printed.
    #[arg(long)]
    out: Option<PathBuf>,
    /// Games looked through at once, one a thread (1 to 256). The puzzles come out in the
    /// games' order, as with one.
    #[arg(long, default_value_t = 1, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=256))]
    threads: usize,
}

/// The site's own puzzles (`rukh serve --puzzles FILE`): read and checked by the rules, each
/// of a built-in game.
pub fn site_puzzles(files: &[PathBuf]) -> Result<Vec<Puzzle>> {
    let mut all = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(f)
            .with_context(|| format!("--puzzles {}: cannot read it", f.display()))?;
        let list = rukh_puzzles::parse_lines(&text)
            .map_err(|e| anyhow::anyhow!("--puzzles {}: {e}", f.display()))?;
        for p in list {
            if rukh_rules::variant::builtin(&p.variant).is_err() {
                bail!(
                    "--puzzles {}: puzzle {} is of '{}', not one of the site's games",
                    f.display(),
                    p.id,
                    p.variant
                );
            }
            rukh_puzzles::check(&p).map_err(|e| {
                anyhow::anyhow!(
                    "--puzzles {}: {e} (run `rukh puzzles check --retag` on it)",
                    f.display()
                )
            })?;
            all.push(p);
        }
    }
    Ok(all)
}

pub fn run(c: PuzzlesCommand) -> Result<()> {
    match c {
        PuzzlesCommand::Find(a) => find(a),
        PuzzlesCommand::Check(a) => check(a),
    }
}

fn check(a: CheckArgs) -> Result<()> {
    let files: Vec<(String, String)> = if a.files.is_empty() {
        rukh_puzzles::BUILTIN_FILES
            .iter()
            .map(|(g, t)| (format!("puzzles/{g}.jsonl"), (*t).to_owned()))
            .collect()
    } else {
        a.files
            .iter()
            .map(|p| {
                std::fs::read_to_string(p)
                    .map(|t| (p.display().to_string(), t))
                    .with_context(|| format!("cannot read {}", p.display()))
            })
            .collect::<Result<_>>()?
    };
    let mut bad = 0;
    for (name, text) in files {
        let mut puzzles =
            rukh_puzzles::parse_lines(&text).map_err(|e| anyhow::anyhow!("{name}: {e}"))?;
        if a.retag {
            for p in &mut puzzles {
                rukh_puzzles::retag(p).map_err(|e| anyhow::anyhow!("{name}: {e}"))?;
            }
            let mut out = String::new();
            for p in &puzzles {
                out.push_str(&serde_json::to_string(p)?);
                out.push('\n');
            }
            std::fs::write(&name, out).with_context(|| format!("cannot write {name}"))?;
        }
        let mut themes: std::collections::BTreeMap<&str, usize> = Default::default();
        for p in &puzzles {
            let solver: Vec<String> = p.moves[1..].iter().step_by(2).cloned().collect();
            let judged = rukh_puzzles::judge(p, &solver);
            match rukh_puzzles::check(p) {
                Err(e) => {
                    bad += 1;
                    eprintln!("{name}: {e}");
                }
                Ok(()) if judged != Ok(rukh_puzzles::Judgement::Solved) => {
                    bad += 1;
                    eprintln!("{name}: {}: its own line is not judged solved", p.id);
                }
                Ok(()) => {}
            }
            for t in &p.themes {
                *themes.entry(t.as_str()).or_default() += 1;
            }
        }
        let words: Vec<String> = themes.iter().map(|(t, n)| format!("{t} {n}")).collect();
        println!("{name}: {} puzzles; {}", puzzles.len(), words.join(", "));
        if a.drop && a.deep.is_none() && !a.exact {
            bail!("--drop goes with --deep or --exact: say which check may take puzzles out");
        }
        let mut refuted: Vec<(String, String)> = Vec::new();
        if a.exact {
            let second = exact_mates(&puzzles);
            for (_, why) in &second {
                eprintln!("{name}: {why}");
            }
            println!(
                "{name}: {} mate puzzles proved exactly, {} with a second solution",
                puzzles.iter().filter(|p| is_mate(p)).count() - second.len(),
                second.len()
            );
            refuted.extend(second);
        }
        if let Some(nodes) = a.deep {
            let deeper = verify_all(&puzzles, nodes, a.threads.max(1));
            for (_, why) in &deeper {
                eprintln!("{name}: {why}");
            }
            println!(
                "{name}: {} of {} puzzles confirmed at {nodes} nodes",
                puzzles.len() - deeper.len(),
                puzzles.len()
            );
            refuted.extend(deeper);
        }
        if a.drop && !refuted.is_empty() {
            let gone: HashSet<&str> = refuted.iter().map(|(id, _)| id.as_str()).collect();
            let mut out = String::new();
            for p in puzzles.iter().filter(|p| !gone.contains(p.id.as_str())) {
                out.push_str(&serde_json::to_string(p)?);
                out.push('\n');
            }
            std::fs::write(&name, out).with_context(|| format!("cannot write {name}"))?;
            println!("{name}: {} puzzles taken out", gone.len());
        } else {
            bad += refuted.len();
        }
    }
    if bad > 0 {
        bail!("{bad} puzzles are not sound");
    }
    Ok(())
}

fn is_mate(p: &Puzzle) -> bool {
    p.themes.iter().any(|t| t == "mate")
}

/// The mate puzzles with a second solution, proved: at some solver's position another move
/// also wins within the moves left (or the solution's own move does not), with why. A move that
/// wins at once is no second solution: the trainer takes it. A question the proof's budget does
/// not settle leaves the puzzle as the deeper search judged it.
fn exact_mates(puzzles: &[Puzzle]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for p in puzzles.iter().filter(|p| is_mate(p)) {
        let Ok(variant) = rukh_rules::variant::builtin(&p.variant) else {
            continue;
        };
        let Ok(mut pos) = rukh_rules::Position::from_fen(&variant, &p.fen) else {
            continue;
        };
        if pos.play_coord(&p.moves[0]).is_err() {
            continue;
        }
        let solver = pos.turn();
        let total = (p.moves.len() / 2) as u32;
        'line: for (k, text) in p.moves[1..].iter().enumerate() {
            if k % 2 == 0 {
                let left = total - (k / 2) as u32;
                let plies = rukh_problems::plies_for(left) - 1;
                let mut prover = rukh_problems::Prover::for_task(
                    1_000_000,
                    rukh_problems::Task::win(solver),
                    None,
                );
                for &mv in &pos.legal_moves() {
                    let coord = rukh_rules::coord(&pos, mv).to_string();
                    let mut after = pos.clone();
                    after.play_unchecked(mv);
                    // A move that wins at once is taken by the trainer as a solution too.
                    if coord != *text && after.outcome().is_some_and(|o| o.winner == Some(solver)) {
                        continue;
                    }
                    let why = match prover.reaches(&mut after, plies, &[]) {
                        Some(false) if coord == *text => {
                            format!("{}: {coord} does not win within {left} moves", p.id)
                        }
                        Some(true) if coord != *text => format!(
                            "{}: {coord} also wins within {left} moves, beside {text}",
                            p.id
                        ),
                        _ => continue,
                    };
                    out.push((p.id.clone(), why));
                    break 'line;
                }
            }
            if pos.play_coord(text).is_err() {
                break;
            }
        }
    }
    out
}

/// The puzzles a deeper search does not confirm (`Finder::verify`), with why, searched on
/// `threads` threads with a progress bar.
fn verify_all(puzzles: &[Puzzle], nodes: u64, threads: usize) -> Vec<(String, String)> {
    let bar = indicatif::ProgressBar::new(puzzles.len() as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{bar:40} {pos}/{len} puzzles searched again ({eta} left)",
        )
        .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    let next = std::sync::atomic::AtomicUsize::new(0);
    let refuted = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                let mut finder = Finder::new(Config::default());
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(p) = puzzles.get(i) else { break };
                    if let Err(why) = finder.verify(p, nodes) {
                        refuted.lock().unwrap_or_else(|e| e.into_inner()).push((
                            i,
                            p.id.clone(),
                            why,
                        ));
                    }
                    bar.inc(1);
                }
            });
        }
    });
    bar.finish_and_clear();
    let mut refuted = refuted.into_inner().unwrap_or_else(|e| e.into_inner());
    refuted.sort();
    refuted.into_iter().map(|(_, id, why)| (id, why)).collect()
}

/// A game to look through: its number in its file, its text (for the puzzle's source) and its
/// moves.
struct Job {
    number: usize,
    raw: pgn::RawGame,
    game: pgn::Game,
}

/// What one game held.
#[derive(Default)]
struct Scan {
    puzzles: Vec<Puzzle>,
    looked: u64,
    /// Candidates the deeper search turned down (the writer counts the puzzles it keeps as
    /// candidates too), and how many of them there were: the two counts of the summary.
    candidates: u64,
    deeper_rejected: u64,
}

/// Reads the games of every input in turn and queues those of the game asked for; stops early
/// when `stop` is set. The games it could not read or that are of another game: how many.
fn read_games(
    inputs: Vec<(String, Box<dyn std::io::BufRead + Send>, u64)>,
    variant: &std::sync::Arc<rukh_rules::Variant>,
    jobs: mpsc::SyncSender<(usize, Job)>,
    stop: &AtomicBool,
    bar: &indicatif::ProgressBar,
) -> Result<u64> {
    let (mut seq, mut refused, mut done_bytes) = (0, 0, 0);
    for (name, input, size) in inputs {
        let mut reader = PgnReader::new(input);
        let mut number = 0;
        while let Some(raw) = reader.next() {
            if stop.load(Ordering::Relaxed) {
                return Ok(refused);
            }
            let raw = raw.with_context(|| format!("reading {name}"))?;
            bar.set_position(done_bytes + reader.bytes);
            number += 1;
            let game = match pgn::check(&raw, variant) {
                Ok(g) if g.start.variant().id == variant.id => g,
                _ => {
                    refused += 1;
                    continue;
                }
            };
            if jobs.send((seq, Job { number, raw, game })).is_err() {
                return Ok(refused);
            }
            seq += 1;
        }
        done_bytes += size;
    }
    Ok(refused)
}

/// Looks through one game for puzzles whose positions `known` does not hold. After a puzzle the
/// next few positions are the same puzzle, shorter: they are passed over.
fn scan_game(finder: &mut Finder, job: &Job, skip_plies: usize, known: &HashSet<String>) -> Scan {
    let mut scan = Scan::default();
    let game = &job.game;
    let mut pos = game.start.clone();
    let mut skip_until = skip_plies;
    for (ply, &m) in game.moves.iter().enumerate() {
        if ply >= skip_until {
            scan.looked += 1;
            match finder.find(&pos, m) {
                Ok(mut p) if !known.contains(&p.fen) => {
                    p.source = crate::problems::readable_source(
                        &job.raw,
                        job.number,
                        &pgn::move_number(&game.start, ply),
                    );
                    scan.puzzles.push(p);
                    skip_until = ply + 6;
                }
                Ok(_) => {}
                Err(Reject::DeeperDisagrees) => {
                    scan.candidates += 1;
                    scan.deeper_rejected += 1;
                }
                Err(_) => {}
            }
        }
        pos.play_unchecked(m);
    }
    scan
}

/// The processor time this process has had (user and system), where Linux's /proc tells it.
fn processor_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command's name (which may hold spaces) in parentheses; utime and
    // stime are the 14th and 15th of the line, in clock ticks of 1/100 s.
    let rest = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| fields.get(i)?.parse::<u64>().ok();
    Some((ticks(11)? + ticks(12)?) as f64 / 100.0)
}

fn find(a: FindArgs) -> Result<()> {
    let variant = a.game.variant()?;
    if a.game.variant_file.is_some() || !a.game.rules.is_empty() {
        bail!(
            "puzzles are kept for the five games as their sources play them: leave out --variant-file and --rule"
        );
    }
    if a.nodes == 0 || a.deep_nodes < a.nodes {
        bail!("--nodes must be above 0 and --deep-nodes at least --nodes");
    }
    let mut inputs: Vec<(String, Box<dyn std::io::BufRead + Send>, u64)> = Vec::new();
    if let Some(url) = &a.database {
        let text = crate::problems::archive_pgn(url, &variant.id)?;
        let size = text.len() as u64;
        inputs.push((
            format!("the archive of {url}"),
            Box::new(std::io::Cursor::new(text.into_bytes())),
            size,
        ));
    }
    for path in &a.files {
        let file =
            std::fs::File::open(path).with_context(|| format!("cannot read {}", path.display()))?;
        let size = file.metadata().map(|m| m.len()).unwrap_or(0);
        inputs.push((
            path.display().to_string(),
            Box::new(std::io::BufReader::new(file)),
            size,
        ));
    }
    // Puzzles the output already holds are not written twice.
    let mut known: HashSet<String> = HashSet::new();
    // Nor those this run finds twice (a position two games reach).
    let mut written: HashSet<String> = HashSet::new();
    if let Some(out) = &a.out
        && let Ok(text) = std::fs::read_to_string(out)
    {
        for (i, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            let p: Puzzle = serde_json::from_str(line)
                .with_context(|| format!("{} line {}: not a puzzle", out.display(), i + 1))?;
            known.insert(p.fen.clone());
        }
    }
    let mut writer: Box<dyn Write> = match &a.out {
        Some(out) => Box::new(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(out)
                .with_context(|| format!("cannot write {}", out.display()))?,
        ),
        None => Box::new(std::io::stdout()),
    };
    let config = Config {
        nodes: a.nodes,
        deep_nodes: a.deep_nodes,
        ..Config::default()
    };
    let total: u64 = inputs.iter().map(|(_, _, s)| *s).sum();
    let bar = indicatif::ProgressBar::new(total);
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{bar:40} {bytes}/{total_bytes} {msg} ({eta} left)",
        )
        .expect("template"),
    );
    let started = std::time::Instant::now();
    let cpu_started = processor_seconds();
    let threads = a.threads.max(1);
    // One thread reads the games, `threads` look through them, and this one writes what they
    // find in the games' order. The games wait in a short queue: the reading stays a few games
    // ahead of the search, whatever the size of the files.
    let (job_tx, job_rx) = mpsc::sync_channel::<(usize, Job)>(2 * threads);
    let job_rx = Mutex::new(job_rx);
    let (res_tx, res_rx) = mpsc::channel::<(usize, Scan)>();
    let stop = AtomicBool::new(false);
    let nodes = Mutex::new((0u64, Spent::default()));
    let (mut found, mut looked, mut deeper_rejected, mut candidates) = (0usize, 0u64, 0u64, 0u64);
    let refused = std::thread::scope(|scope| -> Result<u64> {
        // The reader owns the queue's sending end: when it is done, the threads' queue ends.
        let reader = {
            let (variant, stop, bar) = (&variant, &stop, &bar);
            scope.spawn(move || read_games(inputs, variant, job_tx, stop, bar))
        };
        for _ in 0..threads {
            let res_tx = res_tx.clone();
            let (job_rx, stop, known, nodes, config) = (&job_rx, &stop, &known, &nodes, &config);
            let skip = a.skip_plies;
            scope.spawn(move || {
                let mut finder = Finder::new(config.clone());
                loop {
                    let job = job_rx.lock().unwrap_or_else(|e| e.into_inner()).recv();
                    let Ok((seq, job)) = job else { break };
                    let scan = if stop.load(Ordering::Relaxed) {
                        Scan::default()
                    } else {
                        scan_game(&mut finder, &job, skip, known)
                    };
                    if res_tx.send((seq, scan)).is_err() {
                        break;
                    }
                }
                let mut n = nodes.lock().unwrap_or_else(|e| e.into_inner());
                n.0 += finder.searched;
                n.1.add(&finder.spent);
            });
        }
        drop(res_tx);
        // Results come as the threads finish their games; each is written once those before it
        // are.
        let mut waiting: BTreeMap<usize, Scan> = BTreeMap::new();
        let mut next = 0;
        let mut wrote: Result<()> = Ok(());
        for (seq, scan) in &res_rx {
            waiting.insert(seq, scan);
            while let Some(scan) = waiting.remove(&next) {
                next += 1;
                if stop.load(Ordering::Relaxed) {
                    continue;
                }
                looked += scan.looked;
                candidates += scan.candidates;
                deeper_rejected += scan.deeper_rejected;
                for p in scan.puzzles {
                    if !written.insert(p.fen.clone()) {
                        continue;
                    }
                    candidates += 1;
                    if let Err(e) = serde_json::to_string(&p)
                        .map_err(anyhow::Error::from)
                        .and_then(|line| writeln!(writer, "{line}").map_err(Into::into))
                    {
                        wrote = Err(e);
                        stop.store(true, Ordering::Relaxed);
                        break;
                    }
                    found += 1;
                    bar.set_message(format!("{found} found"));
                    if found >= a.count {
                        stop.store(true, Ordering::Relaxed);
                        break;
                    }
                }
            }
        }
        wrote?;
        reader
            .join()
            .unwrap_or_else(|_| Err(anyhow::anyhow!("the thread reading the games failed")))
    })?;
    let (searched, spent) = nodes.into_inner().unwrap_or_else(|e| e.into_inner());
    bar.finish_and_clear();
    writer.flush()?;
    let wall = started.elapsed().as_secs_f64();
    // On a busy machine the clock runs on while the finder waits for a core: the rate is of the
    // processor time the finder had, where the system tells it.
    let (secs, timed) = match (cpu_started, processor_seconds()) {
        (Some(a), Some(b)) => (
            b - a,
            format!("{:.0} s of processor time, {wall:.0} s on the clock", b - a),
        ),
        _ => (wall, format!("{wall:.0} s")),
    };
    eprintln!(
        "{found} puzzles from {looked} positions in {timed} ({:.1} positions a second on one core); \
         the deeper search rejected {deeper_rejected} of {candidates} candidates ({:.0}%){}",
        looked as f64 / secs.max(0.001),
        100.0 * deeper_rejected as f64 / candidates.max(1) as f64,
        if refused > 0 {
            format!("; {refused} games were not of this game or could not be read")
        } else {
            String::new()
        }
    );
    eprintln!(
        "{:.0} nodes a position on average: {}",
        searched as f64 / looked.max(1) as f64,
        spent.shares()
    );
    Ok(())
}
