//! Texel tuning: self-play games make positions labelled with their game's result, and the
//! evaluation's weights are fitted so that a logistic of the score predicts those results.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use rand::Rng;
use rand::seq::IndexedRandom;
use rukh_rules::{Color, Position, Variant};

use crate::eval::{Params, evaluate_with};
use crate::search::{Limits, Searcher};

/// A position and the result of the game it came from (1 White won, 0.5 draw, 0 Black won).
pub struct Sample {
    pub pos: Position,
    pub result: f64,
}

/// Plays one self-play game at `nodes` per move after `random_plies` random moves, and returns
/// its quiet positions (not in check, last move not a capture) from ply 8 on, with the result.
pub fn selfplay_game(
    variant: &Arc<Variant>,
    searcher: &mut Searcher,
    nodes: u64,
    random_plies: usize,
    rng: &mut impl Rng,
) -> Vec<(String, f64)> {
    let mut pos = variant.start_position();
    for _ in 0..random_plies {
        let moves = pos.legal_moves();
        let Some(&m) = moves.as_slice().choose(rng) else {
            break;
        };
        pos.play_unchecked(m);
    }
    let mut fens = Vec::new();
    let limits = Limits {
        nodes: Some(nodes),
        ..Limits::default()
    };
    let mut plies = random_plies;
    let result = loop {
        if let Some(o) = pos.outcome() {
            break match o.winner {
                Some(Color::White) => 1.0,
                Some(Color::Black) => 0.0,
                None => 0.5,
            };
        }
        if plies >= 400 {
            break 0.5;
        }
        if plies >= 8 && !pos.in_check() && pos.last_capture().is_none() {
            fens.push(pos.fen());
        }
        let (best, _) = searcher.search(&pos, &limits, Arc::new(AtomicBool::new(false)), |_| {});
        let Some(m) = best else { break 0.5 };
        pos.play_unchecked(m);
        plies += 1;
    };
    fens.into_iter().map(|f| (f, result)).collect()
}

/// White's evaluation of a sample, in centipawns.
fn white_score(s: &Sample, p: &Params) -> f64 {
    let e = evaluate_with(&s.pos, p) as f64;
    if s.pos.turn() == Color::White { e } else { -e }
}

fn sigmoid(score: f64, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * score / 400.0))
}

/// Mean squared error of the predictions against the results.
pub fn error(samples: &[Sample], p: &Params, k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let d = s.result - sigmoid(white_score(s, p), k);
            d * d
        })
        .sum();
    sum / samples.len().max(1) as f64
}

/// The scaling constant that fits the current weights best.
pub fn best_k(samples: &[Sample], p: &Params) -> f64 {
    let mut best = (f64::MAX, 1.0);
    let mut k = 0.2;
    while k <= 3.0 {
        let e = error(samples, p, k);
        if e < best.0 {
            best = (e, k);
        }
        k += 0.05;
    }
    best.1
}

/// Coordinate descent over every weight; `report` hears each improvement.
pub fn tune(
    samples: &[Sample],
    start: Params,
    rounds: usize,
    mut report: impl FnMut(usize, &Params, f64),
) -> (Params, f64, f64) {
    let k = best_k(samples, &start);
    let mut p = start;
    let before = error(samples, &p, k);
    let mut best = before;
    for round in 0..rounds {
        let mut improved = false;
        for i in 0..Params::NAMES.len() {
            let step = (p.get(i).abs() / 8).max(1);
            for delta in [step, -step] {
                let mut q = p;
                q.set(i, p.get(i) + delta);
                let e = error(samples, &q, k);
                if e < best {
                    best = e;
                    p = q;
                    improved = true;
                    break;
                }
            }
        }
        report(round, &p, best);
        if !improved {
            break;
        }
    }
    (p, before, best)
}
