//! Questions about one position: `rukh perft`, `rukh moves`, `rukh status`.

use std::time::Instant;

use anyhow::Result;
use clap::Args;
use rukh_rules::perft::perft;
use rukh_rules::{Color, coord};
use serde_json::json;

use crate::game::GameArgs;

#[derive(Args)]
pub(crate) struct PerftArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Plies to search.
    depth: u32,
    /// Print the count below each legal move first.
    #[arg(long)]
    divide: bool,
}

#[derive(Args)]
pub(crate) struct MovesArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Moves to play first, in SAN or coordinate notation (Nf3 or g1f3).
    #[arg(long, num_args = 1.., value_name = "MOVE")]
    moves: Vec<String>,
    /// One JSON object instead of text.
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
pub(crate) struct StatusArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Moves to play first, in SAN or coordinate notation (Nf3 or g1f3).
    #[arg(long, num_args = 1.., value_name = "MOVE")]
    moves: Vec<String>,
    /// One JSON object instead of text.
    #[arg(long)]
    json: bool,
}

pub(crate) fn run_perft(a: PerftArgs) -> Result<()> {
    let mut pos = a.game.position()?;
    let start = Instant::now();
    let total = if a.depth == 0 {
        perft(&mut pos, a.depth)
    } else {
        // Root moves one by one, so a progress bar can follow (drawn only on a terminal).
        let moves = pos.legal_moves();
        let bar = indicatif::ProgressBar::new(moves.len() as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} root moves, {elapsed}")
                .expect("template"),
        );
        if a.depth < 6 {
            bar.set_draw_target(indicatif::ProgressDrawTarget::hidden());
        }
        let mut sum = 0;
        for &mv in &moves {
            pos.play_unchecked(mv);
            let n = perft(&mut pos, a.depth - 1);
            pos.undo();
            if a.divide {
                bar.suspend(|| println!("{}: {n}", coord(&pos, mv)));
            }
            sum += n;
            bar.inc(1);
        }
        bar.finish_and_clear();
        sum
    };
    let secs = start.elapsed().as_secs_f64();
    let nps = if secs > 0.0 { total as f64 / secs } else { 0.0 };
    println!("{total} nodes in {secs:.2} s, {:.1} Mnps", nps / 1e6);
    Ok(())
}

pub(crate) fn moves(a: MovesArgs) -> Result<()> {
    let pos = a.game.position_after(&a.moves)?;
    let list: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| coord(&pos, *m).to_string())
        .collect();
    if a.json {
        println!(
            "{}",
            json!({ "variant": pos.variant().id, "fen": pos.fen(), "count": list.len(), "moves": list })
        );
    } else {
        println!("{}", list.join(" "));
    }
    Ok(())
}

pub(crate) fn status(a: StatusArgs) -> Result<()> {
    let pos = a.game.position_after(&a.moves)?;
    let outcome = pos.outcome();
    let claims = pos.claims();
    if a.json {
        let out = json!({
            "variant": pos.variant().id,
            "fen": pos.fen(),
            "turn": pos.turn(),
            "check": pos.in_check(),
            "over": outcome.is_some(),
            "result": outcome.map_or("*", |o| o.result()),
            "winner": outcome.and_then(|o| o.winner),
            "reason": outcome.map(|o| o.reason),
            "grade": outcome.and_then(|o| o.grade),
            "description": outcome.map(|o| o.describe()),
            "legal_moves": pos.legal_moves().len(),
            "claims": claims,
        });
        println!("{out}");
        return Ok(());
    }
    match outcome {
        Some(o) => println!("over {} {}: {}", o.result(), o.reason, o.describe()),
        None => {
            let side = if pos.turn() == Color::White {
                "White"
            } else {
                "Black"
            };
            let check = if pos.in_check() { ", in check" } else { "" };
            println!(
                "ongoing: {side} to move{check}, {} legal moves",
                pos.legal_moves().len()
            );
            for c in claims {
                println!("claim available: {c:?}");
            }
        }
    }
    Ok(())
}
