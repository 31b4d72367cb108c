//! `rukh tb`: endgame tables, built and probed.

use std::path::PathBuf;
use std::time::Instant;

use anyhow::{Result, anyhow};
use clap::{Args, Subcommand};
use rukh_rules::Position;
use rukh_tablebase::{BuildEvent, Layout, Tablebase, Value, Wdl, classes};

use crate::game::VariantArgs;

#[derive(Subcommand)]
pub enum TbCommand {
    /// Solve every ending of up to N men (kings included) by the game's rules and write the
    /// tables; a build that is stopped goes on where it stopped when run again.
    Build(BuildArgs),
    /// The value of a position from the tables (win, draw or loss, the rule, the distance) and
    /// the value of each of its moves.
    Probe(ProbeArgs),
    /// Every class in the tables summed up: the share of positions each side wins, the
    /// longest win and where it starts, a player's verdict (the site's Endings page reads the
    /// JSON).
    Stats(StatsArgs),
    /// Random endings to test play with (FEN lines, for `rukh match --openings`): quiet
    /// positions (no capture to make) where one side is ahead by at least a piece.
    Positions(PositionsArgs),
}

#[derive(Args)]
pub struct PositionsArgs {
    #[command(flatten)]
    game: VariantArgs,
    /// The fewest men, kings included.
    #[arg(long, default_value_t = 5)]
    min_men: usize,
    /// The most men, kings included.
    #[arg(long, default_value_t = 7)]
    max_men: usize,
    /// How many positions.
    #[arg(long, default_value_t = 100)]
    count: usize,
    /// Without pawns (on a board where the tables without pawns are the ones built).
    #[arg(long)]
    no_pawns: bool,
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

#[derive(Args)]
pub struct StatsArgs {
    #[command(flatten)]
    game: VariantArgs,
    /// Folder of the tables (`rukh tb build --out`).
    #[arg(long, default_value = "tablebases")]
    dir: PathBuf,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
pub struct BuildArgs {
    #[command(flatten)]
    game: VariantArgs,
    /// Men of the largest endings, kings included (3: king and one man against the king).
    #[arg(long, default_value_t = 3)]
    men: usize,
    /// Folder of the tables (one folder per game inside it).
    #[arg(long, default_value = "tablebases")]
    out: PathBuf,
    /// Threads (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
    /// Only these classes (and the smaller ones they lead to), e.g. --class KRvKQ (repeatable).
    #[arg(long = "class", value_name = "CLASS")]
    classes: Vec<String>,
}

#[derive(Args)]
pub struct ProbeArgs {
    #[command(flatten)]
    game: VariantArgs,
    /// The position (FEN).
    #[arg(long)]
    fen: String,
    /// Folder of the tables (`rukh tb build --out`).
    #[arg(long, default_value = "tablebases")]
    dir: PathBuf,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

pub fn run(c: TbCommand) -> Result<()> {
    match c {
        TbCommand::Build(a) => build(a),
        TbCommand::Probe(a) => probe(a),
        TbCommand::Stats(a) => stats(a),
        TbCommand::Positions(a) => positions(a),
    }
}

fn stats(a: StatsArgs) -> Result<()> {
    let variant = a.game.variant()?;
    let tb = Tablebase::load(&variant, &a.dir, None).map_err(|e| {
        anyhow!(
            "{e}\n(build the tables first: rukh tb build --variant {} --men 4 --out {})",
            variant.id,
            a.dir.display()
        )
    })?;
    let mut all: Vec<rukh_tablebase::summary::Summary> = tb
        .classes()
        .filter(|t| t.layout.material.count() >= 3)
        .map(rukh_tablebase::summary::summarize)
        .collect();
    all.sort_by(|x, y| (x.men, &x.class).cmp(&(y.men, &y.class)));
    if a.json {
        let out = serde_json::json!({
            "variant": variant.id,
            "classes": all,
        });
        println!("{}", serde_json::to_string_pretty(&out)?);
        return Ok(());
    }
    println!(
        "{:<10} {:>8} {:>7} {:>7} {:>7}  longest win",
        "class", "verdict", "won", "drawn", "lost"
    );
    for s in &all {
        let n = (s.white_to_move.total() + s.black_to_move.total()).max(1) as f64;
        let pct = |x: u64| format!("{:.1}%", 100.0 * x as f64 / n);
        let draws = s.white_to_move.draws + s.black_to_move.draws;
        let lost = s.white_to_move.black_wins + s.black_to_move.black_wins;
        println!(
            "{:<10} {:>8} {:>7} {:>7} {:>7}  {}",
            s.class,
            s.verdict,
            format!("{:.1}%", 100.0 * s.share),
            pct(draws),
            pct(lost),
            match &s.longest_fen {
                Some(f) => format!("{} plies: {f}", s.longest_plies),
                None => "-".to_owned(),
            }
        );
    }
    Ok(())
}

fn build(a: BuildArgs) -> Result<()> {
    let variant = a.game.variant()?;
    if !(2..=5).contains(&a.men) {
        return Err(anyhow!(
            "--men {}: tables of 2 to 5 men can be built",
            a.men
        ));
    }
    let threads = a
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1);
    let mut tb = Tablebase::new(&variant);
    let all = if a.classes.is_empty() {
        classes(&variant, a.men)
    } else {
        let mut targets = Vec::new();
        for c in &a.classes {
            let m =
                rukh_tablebase::Material::parse(&variant, c).map_err(|e| anyhow!("--class {e}"))?;
            if m.count() > a.men {
                return Err(anyhow!(
                    "--class {c}: {} men, more than --men {}",
                    m.count(),
                    a.men
                ));
            }
            targets.push(m);
        }
        tb.needed(&targets)
    };
    let total: u64 = all
        .iter()
        .map(|m| Layout::new(&variant, m.clone()).size() as u64)
        .sum();
    let bar = indicatif::ProgressBar::new(total);
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{bar:40} {percent}% of {len} positions {msg} ({eta} left)",
        )
        .expect("template"),
    );
    let start = Instant::now();
    let mut built = 0;
    let mut read = 0;
    let progress = |k: u64| bar.inc(k);
    // Positions of the classes finished (the first pass of a class reports as it goes).
    let mut finished = 0u64;
    let mut report = |e: BuildEvent| match e {
        BuildEvent::Read { size, .. } => {
            read += 1;
            finished += size as u64;
            bar.set_position(finished);
        }
        BuildEvent::Redo { class, why } => bar.println(format!("{class}: {why}; solving it again")),
        BuildEvent::Begin { class, .. } => bar.set_message(class),
        BuildEvent::Solved { size, .. } => {
            built += 1;
            finished += size as u64;
            bar.set_position(finished);
        }
    };
    tb.build_classes(&all, Some(&a.out), threads, &mut report, &progress)
        .map_err(|e| anyhow!("{e}"))?;
    bar.finish_and_clear();
    let bytes: u64 = all
        .iter()
        .filter_map(|m| std::fs::metadata(tb.path(&a.out, m)).ok())
        .map(|m| m.len())
        .sum();
    println!(
        "{}: {} classes of up to {} men in {} ({built} solved, {read} read) in {:.1} s, {:.1} MB",
        variant.id,
        all.len(),
        a.men,
        a.out.join(&variant.id).display(),
        start.elapsed().as_secs_f64(),
        bytes as f64 / 1e6
    );
    Ok(())
}

fn describe(v: Value, pos: &Position) -> String {
    let side = pos.turn().name_capitalized();
    let by = v.reason.map(|r| format!(" by {r}")).unwrap_or_default();
    match (v.wdl, v.plies) {
        (Wdl::Draw, _) => format!(
            "draw{}",
            v.reason.map(|r| format!(" ({r})")).unwrap_or_default()
        ),
        (Wdl::Win, 0) => format!("{side} has won{by}"),
        (Wdl::Loss, 0) => format!("{side} has lost{by}"),
        (Wdl::Win, p) => format!("{side} to move wins in {} ({p} plies){by}", v.moves()),
        (Wdl::Loss, p) => format!("{side} to move loses in {} ({p} plies){by}", v.moves()),
    }
}

fn json_value(v: Value) -> serde_json::Value {
    serde_json::json!({
        "wdl": v.wdl,
        "plies": v.plies,
        "moves": v.moves(),
        "reason": v.reason.map(|r| r.name()),
    })
}

fn probe(a: ProbeArgs) -> Result<()> {
    let variant = a.game.variant()?;
    let pos = Position::from_fen(&variant, &a.fen)?;
    let men = Layout::new(&variant, rukh_tablebase::Material::of(&pos))
        .material
        .count();
    let tb = Tablebase::load(&variant, &a.dir, Some(men)).map_err(|e| {
        anyhow!(
            "{e}\n(build the tables first: rukh tb build --variant {} --men {men} --out {})",
            variant.id,
            a.dir.display()
        )
    })?;
    let class = rukh_tablebase::Material::of(&pos).name(&variant);
    let value = tb.probe(&pos).ok_or_else(|| {
        anyhow!(
            "{class} is not in the tables in {} (build it: rukh tb build --variant {} --men {men} --out {})",
            a.dir.display(),
            variant.id,
            a.dir.display()
        )
    })?;
    let moves = tb.probe_moves(&pos).unwrap_or_default();
    if a.json {
        let list: Vec<serde_json::Value> = moves
            .iter()
            .map(|(mv, v)| {
                let mut j = json_value(*v);
                j["uci"] = rukh_rules::coord(&pos, *mv).to_string().into();
                j["san"] = rukh_rules::san(&pos, *mv).into();
                j
            })
            .collect();
        let out = serde_json::json!({
            "variant": variant.id,
            "fen": pos.fen(),
            "class": class,
            "value": json_value(value),
            "moves": list,
        });
        println!("{}", serde_json::to_string_pretty(&out)?);
        return Ok(());
    }
    println!("{class}: {}", describe(value, &pos));
    for (mv, v) in &moves {
        let text = match (v.wdl, v.plies) {
            (Wdl::Draw, _) => "draw".to_owned(),
            (Wdl::Win, p) => format!("wins in {}", p.div_ceil(2)),
            (Wdl::Loss, p) => format!("loses in {}", p.div_ceil(2)),
        };
        let by = v
            .reason
            .filter(|_| v.wdl != Wdl::Draw)
            .map(|r| format!(" ({r})"))
            .unwrap_or_default();
        println!("  {:<8} {text}{by}", rukh_rules::san(&pos, *mv));
    }
    Ok(())
}

fn positions(a: PositionsArgs) -> Result<()> {
    use rand::{RngExt, SeedableRng};
    use rukh_rules::{Color, Piece, Square};
    let v = a.game.variant()?;
    if a.min_men < 3 || a.max_men < a.min_men || a.max_men > 32 {
        return Err(anyhow!(
            "--min-men {} --max-men {}: from 3 men up, the fewest first",
            a.min_men,
            a.max_men
        ));
    }
    let king = v.king();
    let kinds: Vec<u8> = (0..v.pieces.len() as u8)
        .filter(|&k| Some(k) != king && !(a.no_pawns && v.piece(k).pawn))
        .collect();
    let piece_value = |k: u8| v.piece(k).value as i64;
    // A piece's worth, as the smallest lead that counts: the least of the non-pawns.
    let lead = kinds
        .iter()
        .filter(|&&k| !v.piece(k).pawn)
        .map(|&k| piece_value(k))
        .min()
        .unwrap_or(100);
    let g = v.geometry;
    let mut rng = rand::rngs::StdRng::seed_from_u64(a.seed);
    let mut found = 0;
    let mut tries = 0u64;
    while found < a.count {
        tries += 1;
        if tries > 10_000_000 {
            return Err(anyhow!(
                "found only {found} such positions of {}; try fewer men",
                v.name
            ));
        }
        let n = rng.random_range(a.min_men..=a.max_men);
        let mut men: Vec<(Square, Piece)> = Vec::new();
        let mut taken = rukh_rules::Bitboard::EMPTY;
        let mut place = |p: Piece, rng: &mut rand::rngs::StdRng| loop {
            let sq = Square::new_unchecked(rng.random_range(0..g.squares()) as u8);
            if !taken.contains(sq) {
                taken.insert(sq);
                return (sq, p);
            }
        };
        if let Some(k) = king {
            for c in Color::ALL {
                men.push(place(Piece { color: c, kind: k }, &mut rng));
            }
        }
        while men.len() < n {
            let p = Piece {
                color: if rng.random_bool(0.5) {
                    Color::White
                } else {
                    Color::Black
                },
                kind: kinds[rng.random_range(0..kinds.len())],
            };
            men.push(place(p, &mut rng));
        }
        // One side a piece ahead.
        let worth = |c: Color| -> i64 {
            men.iter()
                .filter(|(_, p)| p.color == c && Some(p.kind) != king)
                .map(|(_, p)| piece_value(p.kind))
                .sum()
        };
        if (worth(Color::White) - worth(Color::Black)).abs() < lead {
            continue;
        }
        let turn = if rng.random_bool(0.5) {
            Color::White
        } else {
            Color::Black
        };
        let Ok(pos) = rukh_rules::Position::from_men(&v, &men, turn, [0, 0]) else {
            continue;
        };
        // In play, not in check, no pawn on its own first rank, nothing to take at once.
        let home = men
            .iter()
            .any(|(sq, p)| v.piece(p.kind).pawn && g.relative_rank(p.color, *sq) == 0);
        if home || pos.outcome().is_some() || pos.in_check() {
            continue;
        }
        let quiet = pos
            .legal_moves()
            .iter()
            .all(|m| pos.piece_at(m.destination()).is_none());
        if !quiet {
            continue;
        }
        println!("{}", pos.fen());
        found += 1;
    }
    Ok(())
}
