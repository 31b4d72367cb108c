//! Texel tuning: self-play games make positions labelled with their game's result, and the
//! evaluation's weights are fitted so that a logistic of the score predicts those results.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use rand::Rng;
use rand::seq::IndexedRandom;
use rukh_rules::{Color, Position, Variant};

use crate::eval::{Params, evaluate, evaluate_valued};
use crate::search::{Limits, Searcher};

/// A position and the result of the game it came from (1 White won, 0.5 draw, 0 Black won).
pub struct Sample {
    pub pos: Position,
    pub result: f64,
}

/// A self-play game: its start, every move (the random ones first), its quiet positions and its
/// result for White (1, ½ or 0).
pub struct SelfplayRecord {
    pub start: Position,
    pub moves: Vec<rukh_rules::Move>,
    pub quiet: Vec<String>,
    pub result: f64,
}

/// Plays one self-play game at `nodes` per move after `random_plies` random moves, and returns
/// its quiet positions (see `is_quiet`; last move not a capture) from ply 8 on, with the result.
pub fn selfplay_game(
    variant: &Arc<Variant>,
    searcher: &mut Searcher,
    nodes: u64,
    random_plies: usize,
    rng: &mut impl Rng,
) -> Vec<(String, f64)> {
    let r = selfplay_record(variant, searcher, nodes, random_plies, rng);
    r.quiet.into_iter().map(|f| (f, r.result)).collect()
}

/// One self-play game, whole: the random opening, then the engine at `nodes` a move for both sides.
pub fn selfplay_record(
    variant: &Arc<Variant>,
    searcher: &mut Searcher,
    nodes: u64,
    random_plies: usize,
    rng: &mut impl Rng,
) -> SelfplayRecord {
    let mut pos = variant.start_position();
    let start = pos.clone();
    let mut moves = Vec::new();
    for _ in 0..random_plies {
        let legal = pos.legal_moves();
        let Some(&m) = legal.as_slice().choose(rng) else {
            break;
        };
        pos.play_unchecked(m);
        moves.push(m);
    }
    let mut fens = Vec::new();
    let limits = Limits {
        nodes: Some(nodes),
        ..Limits::default()
    };
    let mut plies = random_plies;
    let mut quiet = Searcher::new(1);
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
        if plies >= 8 && pos.last_capture().is_none() && is_quiet(&mut quiet, &pos) {
            fens.push(pos.fen());
        }
        let (best, _) = searcher.search(&pos, &limits, Arc::new(AtomicBool::new(false)), |_| {});
        let Some(m) = best else { break 0.5 };
        pos.play_unchecked(m);
        moves.push(m);
        plies += 1;
    };
    SelfplayRecord {
        start,
        moves,
        quiet: fens,
        result,
    }
}

/// Whether the static evaluation of `pos` already tells what it is worth: not in check, and no
/// capture or promotion changes the score. Only such positions are fitted (Texel's "quiet"
/// positions), so the weights are not bent to explain pieces that are about to be taken.
pub fn is_quiet(searcher: &mut Searcher, pos: &Position) -> bool {
    // The written evaluation is the one fitted, and the one compared with.
    if !matches!(searcher.choice(), crate::nnue::Choice::Written) {
        searcher.set_choice(crate::nnue::Choice::Written);
    }
    !pos.in_check() && searcher.quiescence(pos) == evaluate(pos)
}

/// What the tuner fits: the evaluation's weights and the game's piece values (by piece kind,
/// as in the game's definition).
#[derive(Clone, Debug, PartialEq)]
pub struct Weights {
    pub params: Params,
    pub values: Vec<i32>,
}

impl Weights {
    /// The weights the engine plays `variant` with and the values of its definition.
    pub fn of(variant: &Variant) -> Weights {
        Weights {
            params: Params::in_use(variant),
            values: variant.pieces.iter().map(|p| p.value).collect(),
        }
    }
}

/// One number the tuner may move.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Coord {
    Param(usize),
    Value(usize),
}

impl Coord {
    fn get(self, w: &Weights) -> i32 {
        match self {
            Coord::Param(i) => w.params.get(i),
            Coord::Value(k) => w.values[k],
        }
    }

    fn set(self, w: &mut Weights, v: i32) {
        match self {
            Coord::Param(i) => w.params.set(i, v),
            Coord::Value(k) => w.values[k] = v,
        }
    }
}

/// White's evaluation of a sample, in centipawns.
fn white_score(s: &Sample, w: &Weights) -> f64 {
    let e = evaluate_valued(&s.pos, &w.params, |k| w.values[k as usize]) as f64;
    if s.pos.turn() == Color::White { e } else { -e }
}

fn sigmoid(score: f64, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * score / 400.0))
}

/// Mean squared error of the predictions against the results, over all cores.
pub fn error(samples: &[Sample], w: &Weights, k: f64) -> f64 {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunk = samples.len().div_ceil(threads).max(1);
    let sum: f64 = std::thread::scope(|scope| {
        let parts: Vec<_> = samples
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .map(|s| {
                            let d = s.result - sigmoid(white_score(s, w), k);
                            d * d
                        })
                        .sum::<f64>()
                })
            })
            .collect();
        parts
            .into_iter()
            .map(|h| h.join().expect("a tuner thread panicked"))
            .sum()
    });
    sum / samples.len().max(1) as f64
}

/// The scaling constant that fits the given weights best.
pub fn best_k(samples: &[Sample], w: &Weights) -> f64 {
    let mut best = (f64::MAX, 1.0);
    let mut k = 0.2;
    while k <= 3.0 {
        let e = error(samples, w, k);
        if e < best.0 {
            best = (e, k);
        }
        k += 0.05;
    }
    best.1
}

/// The outcome of a fit.
pub struct Fit {
    pub weights: Weights,
    /// The logistic's scale, fitted again after every round.
    pub k: f64,
    pub before: f64,
    pub after: f64,
    /// The piece kinds whose values were fitted (`fitted_values`; none when values are held).
    pub fitted: Vec<usize>,
}

/// The piece kinds whose values a fit moves: not the king, not the pawn, and only kinds on the
/// board in at least one position of `MIN_SHARE`; a rarer kind (Great Shatranj's soldier, which
/// only a promotion brings) keeps its definition's value, which a handful of positions would
/// otherwise drag anywhere.
pub fn fitted_values(samples: &[Sample], variant: &Variant) -> Vec<usize> {
    let need = samples.len().div_ceil(MIN_SHARE).max(1);
    (0..variant.pieces.len())
        .filter(|&k| Some(k as u8) != variant.king() && !variant.piece(k as u8).pawn)
        .filter(|&k| {
            samples
                .iter()
                .filter(|s| {
                    Color::ALL
                        .iter()
                        .any(|&c| !s.pos.pieces(c, k as u8).is_empty())
                })
                .take(need)
                .count()
                >= need
        })
        .collect()
}

/// A piece kind's value is fitted only when it is on the board in one position of this many.
pub const MIN_SHARE: usize = 200;

/// Coordinate descent over the weights and, with `fit_values`, the piece values of `variant`
/// (the king's is not a value; the pawn's stays as the unit the others are measured in; kinds
/// too rare to fit keep theirs, see `fitted_values`; and the centre bonus, which every piece
/// gets alike and so cannot be told from its value, is held).
/// Each number moves by its own step, as far as the error keeps falling; a step that finds
/// nothing halves, and the descent ends when no number moves by 1. `report` hears each round.
pub fn tune(
    samples: &[Sample],
    variant: &Variant,
    start: Weights,
    fit_values: bool,
    rounds: usize,
    mut report: impl FnMut(usize, &Weights, f64),
) -> Fit {
    let mut k = best_k(samples, &start);
    let centre = Params::NAMES.iter().position(|n| *n == "centre");
    let mut coords: Vec<Coord> = (0..Params::NAMES.len())
        .filter(|&i| !(fit_values && Some(i) == centre))
        .map(Coord::Param)
        .collect();
    let fitted = if fit_values {
        fitted_values(samples, variant)
    } else {
        Vec::new()
    };
    coords.extend(fitted.iter().map(|&k| Coord::Value(k)));
    let mut w = start;
    let before = error(samples, &w, k);
    let mut best = before;
    let mut steps: Vec<i32> = coords
        .iter()
        .map(|c| (c.get(&w).abs() / 8).max(1))
        .collect();
    for round in 0..rounds {
        let mut going = false;
        for (c, step) in coords.iter().zip(steps.iter_mut()) {
            let mut moved = false;
            for dir in [1, -1] {
                loop {
                    let mut q = w.clone();
                    c.set(&mut q, c.get(&w) + dir * *step);
                    let e = error(samples, &q, k);
                    if e >= best {
                        break;
                    }
                    best = e;
                    w = q;
                    moved = true;
                }
                if moved {
                    break;
                }
            }
            if moved {
                going = true;
            } else if *step > 1 {
                *step /= 2;
                going = true;
            }
        }
        // The scale is fitted again to the moved weights (the pawn's value stays the unit).
        let k2 = best_k(samples, &w);
        if k2 != k {
            k = k2;
            best = error(samples, &w, k);
            going = true;
        }
        report(round, &w, best);
        if !going {
            break;
        }
    }
    Fit {
        weights: w,
        k,
        before,
        after: best,
        fitted,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_piece_too_rare_in_the_data_keeps_its_value() {
        let great = rukh_rules::variant::builtin("great-shatranj").unwrap();
        let sample = |fen: &str| Sample {
            pos: Position::from_fen(&great, fen).unwrap(),
            result: 0.5,
        };
        let start = great.start_position().fen();
        // White's minister has been promoted back as a soldier in one position of 400.
        let soldier = start.replace("WNEGKMHENW", "WNEGKSHENW");
        let mut samples: Vec<Sample> = (0..399).map(|_| sample(&start)).collect();
        samples.push(sample(&soldier));
        let letter = |k: usize| great.piece(k as u8).letter;
        let fitted: Vec<char> = fitted_values(&samples, &great)
            .into_iter()
            .map(letter)
            .collect();
        assert_eq!(
            fitted,
            ['G', 'M', 'H', 'E', 'N', 'W'],
            "no soldier, no king, no pawn"
        );
        // In one position of 200 it is common enough.
        samples.truncate(199);
        samples.push(sample(&soldier));
        assert!(
            fitted_values(&samples, &great)
                .into_iter()
                .any(|k| letter(k) == 'S')
        );
    }
}
