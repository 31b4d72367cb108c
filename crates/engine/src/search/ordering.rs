//! Move ordering and the histories that steer it: the table's move, captures by what they win,
//! killers, the counter move, the history and continuation history of quiet moves, the capture
//! history.

use super::*;

impl Searcher {
    /// The continuation-history entries of a quiet move (by its slot) after the moves one and
    /// two plies before `ply`.
    #[inline]
    pub(super) fn continuation_indices(&self, slot: usize, ply: usize) -> [Option<usize>; 2] {
        let before = |back: usize| {
            ply.checked_sub(back)
                .and_then(|p| self.line[p])
                .map(|prev| prev * self.slots + slot)
        };
        [before(1), before(2)]
    }

    /// A quiet move's score from the histories: its own, and how it did after the two moves
    /// before it (each part within +-HISTORY_MAX).
    #[inline]
    pub(super) fn quiet_score(&self, m: Move, slot: usize, ply: usize) -> i32 {
        let mut s = self.history[history_index(m)];
        for i in self.continuation_indices(slot, ply).into_iter().flatten() {
            s += self.continuation[i];
        }
        s
    }

    /// Moves a quiet move's histories by `bonus` (below zero: it failed).
    pub(super) fn reward_quiet(&mut self, m: Move, slot: usize, ply: usize, bonus: i32) {
        update_history(&mut self.history[history_index(m)], bonus);
        for i in self.continuation_indices(slot, ply).into_iter().flatten() {
            update_history(&mut self.continuation[i], bonus);
        }
    }

    /// A capture's (or promotion's) entry in the capture history.
    #[inline]
    pub(super) fn capture_index(&self, pos: &Position, m: Move, slot: usize) -> usize {
        let kinds = pos.variant().pieces.len();
        slot * (kinds + 1) + pos.piece_at(m.to()).map_or(kinds, |p| p.kind as usize)
    }

    /// Moves a capture's history (its `capture_index`) by `bonus`.
    pub(super) fn reward_capture(&mut self, index: usize, bonus: i32) {
        update_history(&mut self.captures[index], bonus);
    }

    /// What the capture history adds to a capture's place among the captures: its entry
    /// times `CaptureHistory`/64 (0: nothing, and the captures go by what they take alone).
    #[inline]
    fn capture_bonus(&self, pos: &Position, m: Move) -> i32 {
        let w = self.search_params.capture_history;
        if w == 0 {
            return 0;
        }
        self.captures[self.capture_index(pos, m, self.slot(pos, m))] * w / 64
    }

    /// A move's slot in the continuation history: the moving man's side and kind and the
    /// square it goes to.
    #[inline]
    pub(super) fn slot(&self, pos: &Position, m: Move) -> usize {
        let v = pos.variant();
        let p = pos.piece_at(m.from()).expect("a move starts on a man");
        (p.color.index() * v.pieces.len() + p.kind as usize) * v.geometry.squares() + m.to().index()
    }

    pub(super) fn order(
        &self,
        pos: &Position,
        moves: &MoveList,
        tt_move: Option<Move>,
        ply: usize,
    ) -> Vec<(Move, i32)> {
        let k = self.killers[ply];
        let counter = pos
            .last_move()
            .filter(|&p| p != Move::default())
            .and_then(|p| self.counters[history_index(p)]);
        let mut v: Vec<(Move, i32)> = moves
            .iter()
            .map(|&m| {
                let s = if Some(m) == tt_move {
                    1 << 30
                } else if pos.piece_at(m.to()).is_some() || m.promotion().is_some() {
                    // Captures that lose material in the exchange come after the quiet moves.
                    // (What a capture takes, and its history, stay well inside each band.)
                    let s = mvv_lva(pos, m) + self.capture_bonus(pos, m);
                    if !see_ge(pos, m, 0) {
                        -(1 << 20) + s
                    } else {
                        (1 << 24) + s
                    }
                } else if Some(m) == k[0] {
                    1 << 22
                } else if Some(m) == k[1] {
                    (1 << 22) - 1
                } else if Some(m) == counter {
                    (1 << 22) - 2
                } else {
                    self.quiet_score(m, self.slot(pos, m), ply)
                };
                (m, s)
            })
            .collect();
        v.sort_unstable_by_key(|e| std::cmp::Reverse(e.1));
        v
    }
}

pub(super) fn mvv_lva(pos: &Position, m: Move) -> i32 {
    let v = pos.variant();
    let value = |k: u8| {
        if Some(k) == v.king() {
            20_000
        } else {
            v.piece(k).value.max(50)
        }
    };
    let victim = pos.piece_at(m.to()).map_or(0, |p| value(p.kind));
    let attacker = pos.piece_at(m.from()).map_or(0, |p| value(p.kind));
    let promo = m.promotion().map_or(0, |k| v.piece(k).value);
    victim * 16 - attacker / 16 + promo
}

/// The bound of a quiet move's history score.
pub(super) const HISTORY_MAX: i32 = 16_384;

pub(super) fn history_index(m: Move) -> usize {
    m.from().index() * 128 + m.to().index()
}

/// Moves a history score toward +-HISTORY_MAX by `bonus`, less the nearer it already is.
pub(super) fn update_history(h: &mut i32, bonus: i32) {
    *h += bonus - *h * bonus.abs() / HISTORY_MAX;
}
