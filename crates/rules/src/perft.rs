//! Move-path enumeration, the standard test of a move generator.

use crate::position::Position;
use crate::types::Move;

/// Counts the leaf nodes `depth` plies deep. The last ply is counted without playing the moves.
pub fn perft(pos: &mut Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal() as u64,
        _ => {
            let moves = pos.legal_moves();
            let mut n = 0;
            for &mv in &moves {
                pos.play_unchecked(mv);
                n += perft(pos, depth - 1);
                pos.undo();
            }
            n
        }
    }
}

/// Perft per root move.
pub fn divide(pos: &mut Position, depth: u32) -> Vec<(Move, u64)> {
    let moves = pos.legal_moves();
    let mut out = Vec::with_capacity(moves.len());
    for &mv in &moves {
        pos.play_unchecked(mv);
        let n = if depth <= 1 { 1 } else { perft(pos, depth - 1) };
        pos.undo();
        out.push((mv, n));
    }
    out
}

/// `perft` that gives up (None) soon after `stop` is set: for an engine, which must stay
/// responsive to `stop` and `quit` during a long count.
pub fn perft_until(
    pos: &mut Position,
    depth: u32,
    stop: &std::sync::atomic::AtomicBool,
) -> Option<u64> {
    if depth <= 2 {
        return (!stop.load(std::sync::atomic::Ordering::Relaxed)).then(|| perft(pos, depth));
    }
    let moves = pos.legal_moves();
    let mut n = 0;
    for &mv in &moves {
        pos.play_unchecked(mv);
        let r = perft_until(pos, depth - 1, stop);
        pos.undo();
        n += r?;
    }
    Some(n)
}
