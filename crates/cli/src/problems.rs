//! `rukh problems`: find problems in games (`mine`), and check collections (`check`).

use std::io::Write;
use std::path::PathBuf;

use anyhow::{Context, Result, bail};
use clap::{Args, Subcommand};
use rukh_engine::Searcher;
use rukh_problems::{self as problems, Problem};
use rukh_rules::pgn::{self, PgnReader};

#[derive(Subcommand)]
pub enum ProblemsCommand {
    /// Find problems in the games of a PGN file or of the site's archive: positions where the
    /// side to move wins by force in a few moves with exactly one first move, at a fixed search
    /// depth.
    Mine(MineArgs),
    /// Check problem files (default: the collection that comes with Rukh): each line legal and
    /// reaching the stated end; for positions from play the only first move that wins so fast,
    /// confirmed by the engine; for historical problems what the proof finds of the key and every
    /// other first move, compared with the file (or written into it with --record).
    Check(CheckArgs),
}

#[derive(Args)]
pub struct MineArgs {
    #[command(flatten)]
    game: crate::game::VariantArgs,
    /// The games to look through (PGN, e.g. from `rukh selfplay --pgn` or a site's download).
    #[arg(required_unless_present = "database")]
    file: Option<PathBuf>,
    /// Look through the finished games between people in the site's archive instead (the
    /// database as `rukh serve --database` names it, e.g. sqlite://rukh.db).
    #[arg(long, conflicts_with = "file")]
    database: Option<String>,
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
    /// Positions each question of a historical problem's proof may look at (default: the
    /// problem's own `budget`, else 4000000). Raise it to settle what is left unsettled.
    #[arg(long)]
    budget: Option<u64>,
    /// Only the problems whose id contains this.
    #[arg(long)]
    only: Option<String>,
    /// Write what the proof finds into the files (key, length, second solutions, longest
    /// defence, unsettled first moves) instead of checking them against it.
    #[arg(long)]
    record: bool,
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
    let (input, size, name): (Box<dyn std::io::BufRead>, u64, String) = match (&a.file, &a.database)
    {
        (Some(path), _) => {
            let file = std::fs::File::open(path)
                .with_context(|| format!("cannot read {}", path.display()))?;
            let size = file.metadata().map(|m| m.len()).unwrap_or(0);
            (
                Box::new(std::io::BufReader::new(file)),
                size,
                path.display().to_string(),
            )
        }
        (None, Some(url)) => {
            let text = archive_pgn(url, &variant.id)?;
            let size = text.len() as u64;
            (
                Box::new(std::io::Cursor::new(text.into_bytes())),
                size,
                format!("the archive of {url}"),
            )
        }
        (None, None) => bail!("give a PGN file or --database"),
    };
    let mut reader = PgnReader::new(input);
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
        let raw = raw.with_context(|| format!("reading {name}"))?;
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
                    source: readable_source(&raw, games, &pgn::move_number(&game.start, ply)),
                    solution: p.solution,
                    ..Problem::default()
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

/// The finished games of `variant` between people (no engine seat) in a site's archive, as
/// one PGN text.
pub(crate) fn archive_pgn(url: &str, variant: &str) -> Result<String> {
    use rukh_store::{Db, GameFilter};
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    rt.block_on(async {
        let db = Db::connect(url)
            .await
            .map_err(|e| anyhow::anyhow!("{url}: {e}"))?;
        let mut text = String::new();
        let mut offset = 0;
        loop {
            let filter = GameFilter {
                status: Some(rukh_store::GameStatus::Finished),
                variant: Some(variant.to_string()),
                limit: 200,
                offset,
                hide_aborted: true,
                ..GameFilter::default()
            };
            let rows = db.list(&filter).await.map_err(|e| anyhow::anyhow!("{e}"))?;
            if rows.is_empty() {
                break;
            }
            offset += rows.len() as i64;
            for row in rows {
                if row.engine_color.is_some() {
                    continue;
                }
                let id = row.id.clone();
                let moves = db.moves(&id).await.map_err(|e| anyhow::anyhow!("{e}"))?;
                match rukh_web::play::live::Live::load(row, moves, Vec::new()) {
                    Ok(live) => {
                        text.push_str(&live.pgn());
                        text.push_str("\n\n");
                    }
                    Err(e) => eprintln!("game {id} is left out: {e}"),
                }
            }
        }
        db.close().await;
        Ok(text)
    })
}

/// Where a mined position comes from, in words: "From a game between alice and bob (Casual,
/// 2026.11.02), at move 23".
pub(crate) fn readable_source(raw: &pgn::RawGame, number: usize, move_number: &str) -> String {
    let tag = |t: &str| {
        raw.tag(t)
            .filter(|v| !v.is_empty() && *v != "?" && !v.contains("??"))
            .map(str::to_string)
    };
    let white = tag("White").unwrap_or_else(|| "an unknown player".into());
    let black = tag("Black").unwrap_or_else(|| "an unknown player".into());
    let players = if white == black && white.starts_with("Rukh ") {
        format!("a game of Rukh against itself at {} a move", &white[5..])
    } else {
        format!("a game between {white} and {black}")
    };
    let when: Vec<String> = [tag("Event"), tag("Date")].into_iter().flatten().collect();
    let when = if when.is_empty() {
        format!("game {number} of the file")
    } else {
        when.join(", ")
    };
    format!(
        "From {players} ({when}), at move {}",
        move_number.trim_end_matches('.')
    )
}

/// Reads the problem files a site publishes (`rukh serve --problems FILE`): each problem must
/// be valid (its position, goal and line) and its id new.
pub fn site_collection(files: &[PathBuf]) -> Result<Vec<Problem>> {
    let mut ids: std::collections::HashSet<String> =
        problems::builtin().into_iter().map(|p| p.id).collect();
    let mut all = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(f)
            .with_context(|| format!("--problems {}: cannot read it", f.display()))?;
        let list = problems::parse_file(&text)
            .map_err(|e| anyhow::anyhow!("--problems {}: {e}", f.display()))?;
        for p in list {
            problems::validate(&p)
                .map_err(|e| anyhow::anyhow!("--problems {}: {e}", f.display()))?;
            if !ids.insert(p.id.clone()) {
                bail!(
                    "--problems {}: the id '{}' is taken (by a problem that comes with Rukh or one listed before): give it another",
                    f.display(),
                    p.id
                );
            }
            all.push(p);
        }
        eprintln!("publishing the problems of {}", f.display());
    }
    Ok(all)
}

fn check(a: CheckArgs) -> Result<()> {
    if a.record && a.files.is_empty() {
        bail!("--record writes into the files named: give them, e.g. problems/historical.toml");
    }
    // (file, its problems, the comment it starts with)
    let sets: Vec<(String, Vec<Problem>, String)> = if a.files.is_empty() {
        problems::BUILTIN_FILES
            .iter()
            .map(|(name, text)| {
                problems::parse_file(text)
                    .map(|p| {
                        (
                            format!("problems/{name}.toml"),
                            p,
                            problems::file_header(text),
                        )
                    })
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
                    .map(|p| (f.display().to_string(), p, problems::file_header(&text)))
                    .map_err(|e| anyhow::anyhow!("{}: {e}", f.display()))
            })
            .collect::<Result<_>>()?
    };
    let total: usize = sets
        .iter()
        .flat_map(|(_, p, _)| p)
        .filter(|p| a.only.as_ref().is_none_or(|o| p.id.contains(o.as_str())))
        .count();
    let bar = indicatif::ProgressBar::new(total as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} {msg} ({elapsed})")
            .expect("template"),
    );
    let mut searcher = Searcher::new(64);
    let mut bad = Vec::new();
    let mut ids = std::collections::HashSet::new();
    for (name, list, header) in &sets {
        let mut recorded = list.clone();
        for (i, p) in list.iter().enumerate() {
            if !ids.insert(p.id.clone()) {
                bad.push(format!("{name}: the id {} is used twice", p.id));
            }
            if a.only.as_ref().is_some_and(|o| !p.id.contains(o.as_str())) {
                continue;
            }
            bar.set_message(p.id.clone());
            if !p.is_historical() {
                if let Err(e) = problems::verify(p, &mut searcher) {
                    bad.push(format!("{name}: {e}"));
                }
                bar.inc(1);
                continue;
            }
            let budget = a.budget.or(p.budget).unwrap_or(problems::PROOF_NODES);
            let shown = if a.record {
                problems::validate(p)
                    .and_then(|()| problems::examine(p, budget, false))
                    .inspect(|exam| {
                        problems::record(&mut recorded[i], exam);
                        if a.budget.is_some() {
                            recorded[i].budget = a.budget;
                        }
                    })
            } else {
                problems::verify_recorded(p, a.budget)
            };
            let start = rukh_rules::variant::builtin(&p.variant)
                .ok()
                .and_then(|v| p.position(&v).ok());
            match (shown, start) {
                (Ok(exam), Some(start)) => bar.suspend(|| {
                    println!("{} ({}):", p.id, p.stipulation(&start));
                    for line in exam.report(p, &start).lines() {
                        println!("  {line}");
                    }
                }),
                (Err(e), _) => bad.push(format!("{name}: {e}")),
                _ => {}
            }
            bar.inc(1);
        }
        if a.record {
            let text = problems::to_file(&recorded, header);
            std::fs::write(name, text).with_context(|| format!("cannot write {name}"))?;
        }
    }
    bar.finish_and_clear();
    if bad.is_empty() {
        println!(
            "{total} problems checked: every line reaches its stated end, and every finding recorded (keys, second solutions, lengths, unsettled questions) is what the proof finds"
        );
        Ok(())
    } else {
        for b in &bad {
            eprintln!("{b}");
        }
        bail!("{} of {total} problems do not stand", bad.len())
    }
}
