//! `rukh selfplay`: the engine against itself, its quiet positions with the games' results.

use clap::Args;

use crate::game;

#[derive(Args)]
pub(crate) struct SelfplayArgs {
    #[command(flatten)]
    game: game::VariantArgs,
    /// Games to play.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Search nodes per move.
    #[arg(long, default_value_t = 5000)]
    nodes: u64,
    /// Random moves at the start of each game, for variety.
    #[arg(long, default_value_t = 6)]
    random_plies: usize,
    /// Also write the games as PGN here (appended), e.g. for `rukh problems mine`.
    #[arg(long, value_name = "FILE")]
    pgn: Option<std::path::PathBuf>,
    /// Where to write `FEN | result` lines (appended).
    #[arg(long)]
    out: std::path::PathBuf,
    /// Games played at once (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
}

pub(crate) fn selfplay(a: SelfplayArgs) -> anyhow::Result<()> {
    use std::io::Write;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let variant = a.game.variant()?;
    let mut out = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&a.out)
        .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", a.out.display()))?;
    let bar = indicatif::ProgressBar::new(a.games as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} games {msg} ({eta} left)")
            .expect("template"),
    );
    let threads = a
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .clamp(1, a.games.max(1));
    // Each thread plays whole games; the games are written here, one at a time, as they end.
    let next = AtomicUsize::new(0);
    let (tx, rx) = std::sync::mpsc::channel::<rukh_engine::tune::SelfplayRecord>();
    let mut pgn_out = match &a.pgn {
        Some(p) => Some(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(p)
                .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", p.display()))?,
        ),
        None => None,
    };
    let mut positions = 0;
    std::thread::scope(|scope| -> anyhow::Result<()> {
        for _ in 0..threads {
            let tx = tx.clone();
            let (variant, next) = (&variant, &next);
            scope.spawn(move || {
                let mut searcher = rukh_engine::Searcher::new(16);
                let mut rng = rand::rng();
                while next.fetch_add(1, Ordering::Relaxed) < a.games {
                    searcher.clear();
                    let game = rukh_engine::tune::selfplay_record(
                        variant,
                        &mut searcher,
                        a.nodes,
                        a.random_plies,
                        &mut rng,
                    );
                    if tx.send(game).is_err() {
                        return;
                    }
                }
            });
        }
        drop(tx);
        for (n, game) in rx.into_iter().enumerate() {
            for fen in &game.quiet {
                writeln!(out, "{fen} | {}", game.result)?;
            }
            positions += game.quiet.len();
            if let Some(f) = pgn_out.as_mut() {
                let result = match game.result {
                    r if r > 0.75 => "1-0",
                    r if r < 0.25 => "0-1",
                    _ => "1/2-1/2",
                };
                let tags = vec![
                    ("Event".to_owned(), "rukh selfplay".to_owned()),
                    ("Round".to_owned(), (n + 1).to_string()),
                    ("White".to_owned(), format!("Rukh {} nodes", a.nodes)),
                    ("Black".to_owned(), format!("Rukh {} nodes", a.nodes)),
                    ("Result".to_owned(), result.to_owned()),
                    ("Variant".to_owned(), variant.id.clone()),
                ];
                let record = rukh_rules::pgn::Game::new(game.start, game.moves, tags);
                write!(f, "{}", record.to_pgn(rukh_rules::pgn::Notation::San))?;
            }
            bar.set_message(format!("{positions} positions"));
            bar.inc(1);
        }
        Ok(())
    })?;
    bar.finish();
    println!(
        "{} games, {positions} positions written to {}",
        a.games,
        a.out.display()
    );
    Ok(())
}
