//! `rukh problems`: find problems in games (`mine`), and check collections (`check`).

use std::io::Write;
use std::path::PathBuf;

use anyhow::{Context, Result, bail};
use clap::{Args, Subcommand};
use rukh_engine::Searcher;
use rukh_engine::problems::{self, Problem};
use rukh_rules::pgn::{self, PgnReader};

#[derive(Subcommand)]
pub enum ProblemsCommand {
    /// Find problems in the games of a PGN file: positions where the side to move wins by force
    /// in a few moves with exactly one first move, at a fixed search depth.
    Mine(MineArgs),
    /// Check problem files (default: the collection that comes with Rukh): each solution legal
    /// and reaching the stated end, the only first move that wins so fast, and the engine
    /// confirming the win.
    Check(CheckArgs),
}

#[derive(Args)]
pub struct MineArgs {
    #[command(flatten)]
    game: crate::game::VariantArgs,
    /// The games to look through (PGN, e.g. from `rukh selfplay --pgn` or the site's archive).
    file: PathBuf,
    /// Search depth of the check (the win must be found, and be the only one, at this depth).
    #[arg(long, default_value_t = 9)]
    depth: u32,
    /// The longest win kept, in moves of the side to move.
    #[arg(long, default_value_t = 5)]
    max_moves: u32,
    /// Stop after this many problems.
    #[arg(long, default_value_t = 20)]
    count: usize,
    /// The fewest men (pieces and pawns but the kings) on the board, so that problems are more
    /// than a king walking to the last man.
    #[arg(long, default_value_t = 5)]
    min_men: u32,
    /// Skip this many plies at the start of each game.
    #[arg(long, default_value_t = 10)]
    skip_plies: usize,
    /// Append the problems found to this file (TOML); without it they are printed.
    #[arg(long)]
    out: Option<PathBuf>,
    /// The problems' ids are this followed by a number (default: GAME-mined).
    #[arg(long)]
    prefix: Option<String>,
}

#[derive(Args)]
pub struct CheckArgs {
    /// Problem files (TOML); none: the collection that comes with Rukh.
    files: Vec<PathBuf>,
}

pub fn run(c: ProblemsCommand) -> Result<()> {
    match c {
        ProblemsCommand::Mine(a) => mine(a),
        ProblemsCommand::Check(a) => check(a),
    }
}

fn mine(a: MineArgs) -> Result<()> {
    let variant = a.game.variant()?;
    if a.game.variant_file.is_some() || !a.game.rules.is_empty() {
        bail!(
            "problems are kept for the five games as their sources play them: leave out --variant-file and --rule"
        );
    }
    let file = std::fs::File::open(&a.file)
        .with_context(|| format!("cannot read {}", a.file.display()))?;
    let size = file.metadata().map(|m| m.len()).unwrap_or(0);
    let mut reader = PgnReader::new(std::io::BufReader::new(file));
    let bar = indicatif::ProgressBar::new(size);
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{bar:40} {bytes}/{total_bytes} {msg} ({eta} left)",
        )
        .expect("template"),
    );
    let prefix = a
        .prefix
        .clone()
        .unwrap_or_else(|| format!("{}-mined", variant.id));
    let mut existing: std::collections::HashSet<String> = std::collections::HashSet::new();
    let mut next_number = 1;
    if let Some(out) = &a.out
        && let Ok(text) = std::fs::read_to_string(out)
    {
        for p in
            problems::parse_file(&text).map_err(|e| anyhow::anyhow!("{}: {e}", out.display()))?
        {
            existing.insert(p.fen.clone());
            if let Some(n) =
                p.id.strip_prefix(&format!("{prefix}-"))
                    .and_then(|n| n.parse::<usize>().ok())
            {
                next_number = next_number.max(n + 1);
            }
        }
    }
    let mut searcher = Searcher::new(32);
    let mut found: Vec<Problem> = Vec::new();
    let mut games = 0;
    let mut refused = 0;
    'games: while let Some(raw) = reader.next() {
        let raw = raw.with_context(|| format!("reading {}", a.file.display()))?;
        bar.set_position(reader.bytes);
        games += 1;
        let game = match pgn::check(&raw, &variant) {
            Ok(g) if g.start.variant().id == variant.id => g,
            _ => {
                refused += 1;
                continue;
            }
        };
        let mut pos = game.start.clone();
        let mut skip_until = a.skip_plies;
        for (ply, &m) in game.moves.iter().enumerate() {
            if ply >= skip_until
                && !existing.contains(&pos.fen())
                && let Some(p) =
                    problems::mine(&mut searcher, &pos, a.depth, a.max_moves, a.min_men)
            {
                existing.insert(p.fen.clone());
                found.push(Problem {
                    id: format!("{prefix}-{}", next_number),
                    variant: variant.id.clone(),
                    fen: p.fen,
                    goal: p.goal,
                    moves: p.moves,
                    source: format!(
                        "found by `rukh problems mine --depth {}` in {}, game {games} ({} – {}), at move {}",
                        a.depth,
                        a.file.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default(),
                        raw.tag("White").unwrap_or("?"),
                        raw.tag("Black").unwrap_or("?"),
                        pgn::move_number(&game.start, ply).trim_end_matches('.'),
                    ),
                    title: String::new(),
                    solution: p.solution,
                    note: String::new(),
                });
                next_number += 1;
                bar.set_message(format!("{} found", found.len()));
                if found.len() >= a.count {
                    break 'games;
                }
                // The next few positions of the same game are the same problem, shorter.
                skip_until = ply + 8;
            }
            pos.play_unchecked(m);
        }
    }
    bar.finish_and_clear();
    let text: String = found
        .iter()
        .map(problems::to_toml)
        .collect::<Vec<_>>()
        .join("\n");
    match &a.out {
        Some(out) => {
            let mut f = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(out)
                .with_context(|| format!("cannot write {}", out.display()))?;
            writeln!(f, "\n{text}")?;
            println!(
                "{} problems from {games} games written to {} ({refused} games not of {} or not legal)",
                found.len(),
                out.display(),
                variant.name
            );
        }
        None => {
            print!("{text}");
            eprintln!("{} problems from {games} games", found.len());
        }
    }
    Ok(())
}

fn check(a: CheckArgs) -> Result<()> {
    let sets: Vec<(String, Vec<Problem>)> = if a.files.is_empty() {
        problems::BUILTIN_FILES
            .iter()
            .map(|(name, text)| {
                problems::parse_file(text)
                    .map(|p| (format!("problems/{name}.toml"), p))
                    .map_err(|e| anyhow::anyhow!("problems/{name}.toml: {e}"))
            })
            .collect::<Result<_>>()?
    } else {
        a.files
            .iter()
            .map(|f| {
                let text = std::fs::read_to_string(f)
                    .with_context(|| format!("cannot read {}", f.display()))?;
                problems::parse_file(&text)
                    .map(|p| (f.display().to_string(), p))
                    .map_err(|e| anyhow::anyhow!("{}: {e}", f.display()))
            })
            .collect::<Result<_>>()?
    };
    let total: usize = sets.iter().map(|(_, p)| p.len()).sum();
    let bar = indicatif::ProgressBar::new(total as u64);
    let mut searcher = Searcher::new(64);
    let mut bad = Vec::new();
    let mut ids = std::collections::HashSet::new();
    for (name, list) in &sets {
        for p in list {
            if !ids.insert(p.id.clone()) {
                bad.push(format!("{name}: the id {} is used twice", p.id));
            }
            if let Err(e) = problems::verify(p, &mut searcher) {
                bad.push(format!("{name}: {e}"));
            }
            bar.inc(1);
        }
    }
    bar.finish_and_clear();
    if bad.is_empty() {
        println!(
            "{total} problems checked: every solution reaches its stated end, no problem has a second solution, and the engine confirms each win"
        );
        Ok(())
    } else {
        for b in &bad {
            eprintln!("{b}");
        }
        bail!("{} of {total} problems do not stand", bad.len())
    }
}
