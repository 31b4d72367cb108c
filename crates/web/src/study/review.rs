//! Game review: the engine scores every ply of a finished game at a fixed node budget, on one
//! background thread (reviews never take more than one core), storing each score as it comes,
//! so the page shows progress and a second visit (or a restart half-way) finds what was done.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{SyncSender, sync_channel};
use std::sync::{Arc, Mutex};

use rukh_engine::search::{Limits, Score, Searcher};
use rukh_rules::{Color, Position};
use rukh_store::Db;

use crate::study::StudyError;
use crate::wire::{Accuracy, MoveGrade};

/// Nodes the engine spends on each ply of a review.
pub const REVIEW_NODES: u64 = 100_000;

/// A score for a won position: this less the plies to the win.
pub use crate::play::tables::WIN;

/// One game to review: the plies still unscored.
pub(crate) struct ReviewJob {
    pub(crate) id: String,
    pub(crate) positions: Vec<(i64, Position)>,
}

/// The review thread's queue.
pub(crate) struct Reviewer {
    pub(crate) queue: SyncSender<ReviewJob>,
    /// Games under review (queued or running), with the address that asked for each.
    pub(crate) running: Arc<Mutex<HashMap<String, IpAddr>>>,
    /// Positions queued or under review: the queue's bound is in work, not in games, so a few
    /// long games cannot make everyone else's review wait for hours.
    pub(crate) positions: Arc<std::sync::atomic::AtomicUsize>,
}

/// The most positions waiting for review at once (at a few tenths of a second each on one
/// core, about a quarter of an hour's work).
pub(crate) const MOST_POSITIONS_QUEUED: usize = 3000;

impl Reviewer {
    pub(crate) fn start(db: Db, shelf: Arc<crate::play::tables::Shelf>) -> Reviewer {
        let (tx, rx) = sync_channel::<ReviewJob>(64);
        let running: Arc<Mutex<HashMap<String, IpAddr>>> = Arc::default();
        let handle = tokio::runtime::Handle::current();
        let busy = Arc::clone(&running);
        let positions: Arc<std::sync::atomic::AtomicUsize> = Arc::default();
        let queued = Arc::clone(&positions);
        std::thread::Builder::new()
            .name("review".into())
            .spawn(move || {
                let mut searcher = Searcher::new(32);
                while let Ok(job) = rx.recv() {
                    searcher.clear();
                    for (ply, pos) in &job.positions {
                        searcher.set_tablebase(shelf.for_variant(pos.variant()));
                        let (searched, best) = score_of(&mut searcher, pos);
                        // The tables' verdict where they know the position: a win is certain.
                        let cp = match shelf.probe(pos) {
                            Some(v) if pos.outcome().is_none() => {
                                crate::play::tables::review_score(v, pos.turn())
                            }
                            _ => searched,
                        };
                        let saved = db.save_review(&job.id, *ply, cp, best.as_deref());
                        if let Err(e) = handle.block_on(saved) {
                            tracing::warn!("review of {}: {e}", job.id);
                            break;
                        }
                    }
                    busy.lock().expect("reviews").remove(&job.id);
                    queued.fetch_sub(job.positions.len(), std::sync::atomic::Ordering::SeqCst);
                }
            })
            .expect("review thread");
        Reviewer {
            queue: tx,
            running,
            positions,
        }
    }
}

/// The score of a position from White's side (the game's result where it is over, else the
/// engine's after [`REVIEW_NODES`] nodes), and the engine's best move there in SAN.
pub fn score_of(searcher: &mut Searcher, pos: &Position) -> (i64, Option<String>) {
    let white = pos.turn() == Color::White;
    if let Some(o) = pos.outcome() {
        let cp = match o.winner {
            Some(Color::White) => WIN,
            Some(Color::Black) => -WIN,
            None => 0,
        };
        return (cp, None);
    }
    let limits = Limits {
        nodes: Some(REVIEW_NODES),
        ..Limits::default()
    };
    let (best, info) = searcher.search(pos, &limits, Arc::new(AtomicBool::new(false)), |_| {});
    let own = match info.map(|i| i.score) {
        Some(Score::Cp(c)) => c as i64,
        Some(Score::Mate(n)) if n > 0 => WIN - 2 * n as i64,
        Some(Score::Mate(n)) => -WIN - 2 * n as i64,
        None => 0,
    };
    let best = best.map(|m| rukh_rules::san(pos, m));
    (if white { own } else { -own }, best)
}

/// White's winning chances in percent from a score from White's side, by lichess's logistic
/// curve (the score held within ±1000, as lichess does); a won position (a mate found, the
/// endgame tables' win, a bare king) is certain: 100 or 0.
pub fn win_chance(cp: i64) -> f64 {
    if cp >= WIN - 1000 {
        return 100.0;
    }
    if cp <= -(WIN - 1000) {
        return 0.0;
    }
    let c = cp.clamp(-1000, 1000) as f64;
    50.0 + 50.0 * (2.0 / (1.0 + (-0.003_682_08 * c).exp()) - 1.0)
}

/// The winning chances the mover gave away with a move, from the scores before and after it.
fn chances_lost(before: i64, after: i64, white_moved: bool) -> f64 {
    let (b, a) = (win_chance(before), win_chance(after));
    if white_moved { b - a } else { a - b }
}

/// A move's grade as lichess gives it: 10, 20 or 30 points of winning chances given away.
pub fn grade(before: i64, after: i64, white_moved: bool) -> Option<MoveGrade> {
    let lost = chances_lost(before, after, white_moved);
    if lost >= 30.0 {
        Some(MoveGrade::Blunder)
    } else if lost >= 20.0 {
        Some(MoveGrade::Mistake)
    } else if lost >= 10.0 {
        Some(MoveGrade::Inaccuracy)
    } else {
        None
    }
}

/// A move's accuracy in percent (lichess's curve): 100 for a move that gave nothing away.
fn move_accuracy(lost: f64) -> f64 {
    if lost <= 0.0 {
        return 100.0;
    }
    (103.1668 * (-0.04354 * lost).exp() - 3.1669 + 1.0).clamp(0.0, 100.0)
}

/// Each side's accuracy over a game, as lichess reckons it: the mean of the moves' accuracies
/// weighted by how sharp the position was (the spread of the winning chances around the move),
/// averaged with their harmonic mean (so that one blunder counts). `evals[i]` is the score
/// after ply `i` (0: the start); None until every ply is scored.
pub fn accuracy(evals: &[i64], white_first: bool) -> Option<Accuracy> {
    if evals.len() < 2 {
        return None;
    }
    let chances: Vec<f64> = evals.iter().map(|&c| win_chance(c)).collect();
    let n = chances.len();
    let window = (n / 10).clamp(2, 8);
    // The spread of the chances in the window around each move (the first moves share the
    // first window).
    let weight = |ply: usize| {
        let end = (ply + window / 2).max(window).min(n);
        let start = end.saturating_sub(window);
        let w = &chances[start..end];
        let mean = w.iter().sum::<f64>() / w.len() as f64;
        let var = w.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / w.len() as f64;
        var.sqrt().clamp(0.5, 12.0)
    };
    let mut sides: [Vec<(f64, f64)>; 2] = [Vec::new(), Vec::new()];
    for ply in 1..n {
        let white_moved = (ply % 2 == 1) == white_first;
        let lost = chances_lost(evals[ply - 1], evals[ply], white_moved);
        sides[usize::from(!white_moved)].push((move_accuracy(lost), weight(ply)));
    }
    let of = |moves: &[(f64, f64)]| -> Option<f64> {
        if moves.is_empty() {
            return None;
        }
        let weights: f64 = moves.iter().map(|m| m.1).sum();
        let weighted = moves.iter().map(|m| m.0 * m.1).sum::<f64>() / weights;
        let harmonic = moves.len() as f64 / moves.iter().map(|m| 1.0 / m.0.max(1.0)).sum::<f64>();
        Some(((weighted + harmonic) / 2.0 * 10.0).round() / 10.0)
    };
    Some(Accuracy {
        white: of(&sides[0]),
        black: of(&sides[1]),
    })
}

/// The positions of a game, ply by ply (0: the start), from its start and moves.
pub(crate) fn replay_moves(
    start: Position,
    moves: &[(i64, String)],
) -> Result<Vec<Position>, StudyError> {
    let mut pos = start;
    let mut out = vec![pos.clone()];
    for (ply, coord) in moves {
        pos.play_coord(coord)
            .map_err(|e| StudyError::Broken(format!("move {ply} cannot be replayed: {e}")))?;
        pos.set_conventions_aside();
        out.push(pos.clone());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn winning_chances_follow_lichess_and_a_won_position_is_certain() {
        assert!((win_chance(0) - 50.0).abs() < 1e-9);
        // lichess: +300 is about 75% (0.00368208 a centipawn).
        assert!((win_chance(300) - 75.1).abs() < 0.1, "{}", win_chance(300));
        assert!((win_chance(-300) - 24.9).abs() < 0.1);
        // Held at ±1000; a mate or a table's win is certain.
        assert_eq!(win_chance(1000), win_chance(5000));
        assert_eq!(win_chance(WIN - 12), 100.0);
        assert_eq!(win_chance(-WIN + 40), 0.0);
    }

    #[test]
    fn grades_at_ten_twenty_and_thirty_points() {
        // White gives away a rook's worth from an equal position: a blunder.
        assert_eq!(grade(0, -500, true), Some(MoveGrade::Blunder));
        assert_eq!(grade(0, -250, true), Some(MoveGrade::Mistake));
        assert_eq!(grade(0, -120, true), Some(MoveGrade::Inaccuracy));
        assert_eq!(grade(0, -50, true), None);
        // The same score change is Black's gain when Black moved.
        assert_eq!(grade(0, -500, false), None);
        assert_eq!(grade(0, 500, false), Some(MoveGrade::Blunder));
        // Letting a sure win go is a blunder even from a large score.
        assert_eq!(grade(WIN - 20, 200, true), Some(MoveGrade::Blunder));
        // In a lost position little more can be lost.
        assert_eq!(grade(-900, -1200, true), None);
    }

    #[test]
    fn accuracy_is_high_for_good_play_and_low_with_blunders() {
        let steady = [20, 30, 10, 25, 15, 30, 20, 25, 10, 20];
        let a = accuracy(&steady, true).unwrap();
        assert!(a.white.unwrap() > 95.0 && a.black.unwrap() > 95.0, "{a:?}");
        // White (the odd plies) blunders at plies 3 and 7; Black plays on well.
        let blunders = [20, 30, 25, -450, -440, -430, -440, -1200, -1190, -1200];
        let b = accuracy(&blunders, true).unwrap();
        assert!(b.white.unwrap() < 60.0, "{b:?}");
        assert!(b.black.unwrap() > 90.0, "{b:?}");
        assert!(accuracy(&[0], true).is_none());
    }
}
