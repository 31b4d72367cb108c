//! The tree: the principal-variation search at each node (the table, pruning, reductions,
//! extensions) and the quiescence search at the leaves, with the scores a node ends with.

use super::*;

impl Searcher {
    pub(super) fn check_stop(&mut self) {
        if self.stop.load(Ordering::Relaxed)
            || self.hard_deadline.is_some_and(|d| Instant::now() >= d)
            || self.node_limit.is_some_and(|n| self.nodes >= n)
        {
            self.stopped = true;
        }
    }

    /// `null_ok`: a null move may be tried here; `cut`: a fail high is expected here (the
    /// first move of a node that fails low, the late moves' reduced searches).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn negamax(
        &mut self,
        pos: &mut Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        null_ok: bool,
        cut: bool,
    ) -> i32 {
        self.pv_table[ply].clear();
        self.nodes += 1;
        if self.nodes & 255 == 0 {
            self.check_stop();
        }
        if self.stopped {
            return 0;
        }
        if ply > 0 && pos.repetition_count() > 0 {
            return self.draw_score(pos);
        }
        if pos.is_over_before_moves() {
            return terminal_score(pos, ply).unwrap_or_else(|| self.draw_score(pos));
        }
        if ply >= MAX_PLY - 2 {
            return self.static_eval(pos);
        }
        // An ending in the tables is known exactly.
        if ply > 0
            && let Some(v) = self.tables_for(pos).and_then(|t| t.lookup(pos))
        {
            self.tbhits += 1;
            return self.table_score(pos, v, ply);
        }
        let in_check = pos.in_check();
        let depth = if in_check { depth + 1 } else { depth };
        if depth <= 0 {
            return self.quiesce(pos, alpha, beta, ply);
        }
        let key = pos.hash();
        let hit = self.tt.probe(key);
        // A singular extension's search of this node without the table's move: the table's
        // entry is of the whole node, and is neither trusted nor overwritten.
        let skip = self.skip[ply];
        if let Some(h) = &hit
            && skip.is_none()
            && ply > 0
            && h.depth >= depth
            && alpha + 1 == beta
            && let Some(s) = table_cut(h, ply, alpha, beta)
        {
            return s;
        }
        let pv_node = beta - alpha > 1;
        let us = pos.turn();
        // Pruning on the static score is kept out of bare-king races, where one man decides, and
        // out of a search for a mate.
        let prune_ok =
            !self.solving && !in_check && ply > 0 && pos.men(us) >= 2 && pos.men(!us) >= 2;
        // The move that led here (its slot), which keys a correction table.
        let prev = ply.checked_sub(1).and_then(|p| self.line[p]);
        // The static score (raw, and corrected by the correction history).
        // Its correction tables' entries, found once for the score and its update.
        let corr = (!in_check).then(|| self.correction_index(pos));
        let (raw, stat) = match corr {
            None => (-INF, -INF),
            Some(idx) => {
                let raw = self.static_eval(pos);
                (raw, self.corrected(idx, raw, prev))
            }
        };
        self.evals[ply] = (!in_check).then_some(stat);
        // Improving: the static score is better than at our last move (where that one was in
        // check, the one before it stands in); a position getting worse is pruned harder.
        let improving = !in_check
            && match ply.checked_sub(2).and_then(|p| self.evals[p]) {
                Some(e) => stat > e,
                None => ply
                    .checked_sub(4)
                    .and_then(|p| self.evals[p])
                    .is_none_or(|e| stat > e),
            };
        let eval = if in_check {
            -INF
        } else {
            // The table's score, where its bound says the position is worth more (or less)
            // than the static score, is the better guess.
            match &hit {
                Some(h) if h.score.abs() < MATE_BOUND => match h.bound {
                    Bound::Lower if h.score > stat => h.score,
                    Bound::Upper if h.score < stat => h.score,
                    Bound::Exact => h.score,
                    _ => stat,
                },
                _ => stat,
            }
        };
        // Razoring: far below alpha near the leaves, only a capture could save the position (the
        // margin grows with the square of the depth: further from the leaves, quiet moves have
        // more time to make up the difference).
        let sp = self.search_params;
        if prune_ok
            && !pv_node
            && depth <= 3
            && eval + sp.razor_base + sp.razor_depth * depth * depth <= alpha
        {
            let q = self.quiesce(pos, alpha, alpha + 1, ply);
            if self.stopped {
                return 0;
            }
            if q <= alpha {
                return q;
            }
        }
        // Reverse futility: far above beta at low depth, the opponent will not catch up.
        if prune_ok
            && !pv_node
            && depth <= sp.rfp_depth
            && beta.abs() < MATE_BOUND
            && eval - sp.rfp_margin * (depth - i32::from(improving)) >= beta
            && safe_for_null(pos)
        {
            return eval;
        }
        // Null move, kept out of endings where passing would be a zugzwang illusion.
        if null_ok
            && skip.is_none()
            && !pv_node
            && !in_check
            && depth >= 3
            && ply > 0
            && eval >= beta
            && safe_for_null(pos)
        {
            pos.play_null();
            self.line[ply] = None;
            let r = sp.null_base
                + depth / sp.null_depth_div
                + ((eval - beta) / sp.null_eval_div).min(3);
            let s = -self.negamax(pos, depth - 1 - r, -beta, -beta + 1, ply + 1, false, !cut);
            pos.undo();
            if self.stopped {
                return 0;
            }
            if s >= beta && s < MATE_BOUND {
                return s;
            }
        }
        // The moves are generated only now that neither the table nor the pruning above has
        // ended the search here (both prunings need the side to move to have a piece and two
        // more men, where a stalemate, found only by the lack of moves, is all but impossible).
        let mut moves = MoveList::new();
        pos.ordinary_moves_into(&mut moves);
        if moves.is_empty() {
            return terminal_score(pos, ply).unwrap_or_else(|| self.draw_score(pos));
        }
        let tt_move = hit.as_ref().and_then(|h| h.best_move(&moves));
        // Without a move from the table, a deep node is searched a ply shallower first: the
        // next visit finds the move this search stores.
        let depth = if tt_move.is_none() && depth >= 4 {
            depth - 1
        } else {
            depth
        };
        // Singular extension: where the table's move scored well at nearly this depth and no
        // other move comes near it in a shallower search without it, the move is the only one
        // and is searched a ply deeper. Where even the others reach beta, several moves cut
        // here and the node ends (multi-cut).
        let mut singular = None;
        if sp.singular_depth > 0
            && ply > 0
            && skip.is_none()
            && depth >= sp.singular_depth
            && let (Some(m), Some(h)) = (tt_move, &hit)
            && matches!(h.bound, Bound::Lower | Bound::Exact)
            && h.depth >= depth - 3
            && h.score.abs() < MATE_BOUND
        {
            let s_beta = h.score - sp.singular_margin * depth / 64;
            self.skip[ply] = Some(m);
            let v = self.negamax(pos, (depth - 1) / 2, s_beta - 1, s_beta, ply, false, cut);
            self.skip[ply] = None;
            self.pv_table[ply].clear();
            if self.stopped {
                return 0;
            }
            if v < s_beta {
                singular = Some(m);
            } else if !pv_node && s_beta >= beta {
                return s_beta;
            }
        }
        let mut ordered = self.order(pos, &moves, tt_move, ply);
        if let Some(m) = skip {
            ordered.retain(|&(o, _)| o != m);
        }
        if ply == 0 && !self.root_only.is_empty() {
            ordered.retain(|(m, _)| self.root_only.contains(m));
        }
        if ply == 0 && !self.excluded.is_empty() {
            ordered.retain(|(m, _)| !self.excluded.contains(m));
            if ordered.is_empty() {
                return -INF;
            }
        }
        let futile = prune_ok
            && !pv_node
            && depth <= 3
            && eval + sp.futility_base + sp.futility_depth * depth <= alpha;
        let late = (sp.late_moves + depth * depth) as usize;
        let mut best = -INF;
        let mut best_move = None;
        let alpha0 = alpha;
        let k = self.killers[ply];
        // Quiet moves tried before a cut-off lose history.
        let mut tried_quiets: arrayvec::ArrayVec<(Move, usize), 64> = arrayvec::ArrayVec::new();
        // And captures, their capture history.
        let mut tried_captures: arrayvec::ArrayVec<usize, 32> = arrayvec::ArrayVec::new();
        // Parsi's filters (no stalemating, no perpetual check) are asked only of the moves the
        // search reaches: most nodes end after a move or two. `i` counts the legal moves.
        let mut filter = pos.move_filter();
        let mut legal = 0;
        for at in 0..ordered.len() {
            let mv = ordered[at].0;
            if let Some(f) = filter.as_mut()
                && !f.allows(pos, mv)
            {
                continue;
            }
            let i = legal;
            legal += 1;
            let depth = depth + i32::from(singular == Some(mv));
            let quiet = pos.piece_at(mv.to()).is_none() && mv.promotion().is_none();
            let may_prune = i > 0 && prune_ok && !pv_node && best > -MATE_BOUND;
            let slot = self.slot(pos, mv);
            self.line[ply] = Some(slot);
            // A quiet move that has kept failing here is not tried near the leaves.
            let unpromising = may_prune
                && quiet
                && depth <= 3
                && self.quiet_score(mv, slot, ply) < -sp.history_prune * depth;
            let weak_quiet =
                may_prune && quiet && (futile || unpromising || (depth <= 4 && i >= late));
            // Near the leaves, a move that loses material in the exchange on its square is not
            // tried unless it gives check: a quiet move that loses more than a little, a
            // capture that loses more than a pawn a ply of depth. (The exchange is played out
            // only for the moves not already left out above.)
            let losing = may_prune
                && !weak_quiet
                && depth <= 6
                && !see_ge(
                    pos,
                    mv,
                    if quiet {
                        -sp.see_quiet * depth * depth
                    } else {
                        -sp.see_capture * depth
                    },
                );
            pos.play_unchecked(mv);
            let gives_check = pos.in_check();
            if may_prune && !gives_check && (losing || weak_quiet) {
                pos.undo();
                continue;
            }
            let mut s;
            if i == 0 {
                s = -self.negamax(
                    pos,
                    depth - 1,
                    -beta,
                    -alpha,
                    ply + 1,
                    true,
                    !pv_node && !cut,
                );
            } else {
                // Captures that lose in the exchange are reduced like quiet moves.
                let bad_capture = !quiet && ordered[at].1 < -(1 << 19);
                let r = if !self.solving
                    && depth >= 3
                    && i >= 2
                    && (quiet || bad_capture)
                    && !in_check
                    && !gives_check
                {
                    let mut r = sp.lmr(depth, i);
                    if pv_node {
                        r -= 1;
                    }
                    if cut {
                        r += 1;
                    }
                    if !improving {
                        r += 1;
                    }
                    if Some(mv) == k[0] || Some(mv) == k[1] {
                        r -= 1;
                    }
                    if quiet {
                        r -= self.quiet_score(mv, slot, ply) / sp.lmr_history;
                    }
                    r.clamp(0, depth - 2)
                } else {
                    0
                };
                s = -self.negamax(
                    pos,
                    depth - 1 - r,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    true,
                    r > 0 || !cut,
                );
                if s > alpha && r > 0 {
                    s = -self.negamax(pos, depth - 1, -alpha - 1, -alpha, ply + 1, true, !cut);
                }
                if s > alpha && s < beta {
                    s = -self.negamax(pos, depth - 1, -beta, -alpha, ply + 1, true, false);
                }
            }
            pos.undo();
            if self.stopped {
                return 0;
            }
            if s > best {
                best = s;
                best_move = Some(mv);
                if s > alpha {
                    alpha = s;
                    let (head, tail) = self.pv_table.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(mv);
                    head[ply].extend_from_slice(&tail[0]);
                    if alpha >= beta {
                        let bonus = (depth * depth).min(400) * sp.history_bonus;
                        if quiet {
                            let k = &mut self.killers[ply];
                            if k[0] != Some(mv) {
                                k[1] = k[0];
                                k[0] = Some(mv);
                            }
                            self.reward_quiet(mv, slot, ply, bonus);
                            for &(q, qslot) in &tried_quiets {
                                self.reward_quiet(q, qslot, ply, -bonus);
                            }
                            if let Some(prev) = pos.last_move()
                                && prev != Move::default()
                            {
                                self.counters[history_index(prev)] = Some(mv);
                            }
                        }
                        // The capture that cut earns, and the captures tried before it lose,
                        // whatever kind of move cut.
                        if sp.capture_history > 0 {
                            if !quiet {
                                let c = self.capture_index(pos, mv, slot);
                                self.reward_capture(c, bonus);
                            }
                            for &c in &tried_captures {
                                self.reward_capture(c, -bonus);
                            }
                        }
                        break;
                    }
                }
            }
            if quiet {
                let _ = tried_quiets.try_push((mv, slot));
            } else if sp.capture_history > 0 {
                let _ = tried_captures.try_push(self.capture_index(pos, mv, slot));
            }
            ordered[at].1 = 0;
        }
        if skip.is_none() && (ply > 0 || (self.excluded.is_empty() && self.root_only.is_empty())) {
            let bound = Bound::of(best, alpha0, beta);
            self.tt
                .store(key, best_move, to_tt(best, ply), depth, bound);
            // A quiet best move's score, where its bound does not contradict it, says how far
            // the static score was off.
            let quiet_best =
                best_move.is_none_or(|m| pos.piece_at(m.to()).is_none() && m.promotion().is_none());
            if let Some(idx) = corr
                && quiet_best
                && best.abs() < MATE_BOUND
                && !(bound == Bound::Lower && best <= stat)
                && !(bound == Bound::Upper && best >= stat)
            {
                self.correct(idx, raw, best, depth, prev);
            }
        }
        best
    }

    pub(super) fn quiesce(&mut self, pos: &mut Position, alpha: i32, beta: i32, ply: usize) -> i32 {
        self.quiesce_at(pos, alpha, beta, ply, 0)
    }

    /// The captures-only search, `qd` plies below the full-width search. Past
    /// [`QS_RECAPTURES`] plies only recaptures on the last move's square are tried, and past
    /// [`QS_MAX`] the static score stands: a game of many long-range pieces (a user's 16x8 board
    /// full of queens) could otherwise take millions of nodes to finish one ply.
    pub(super) fn quiesce_at(
        &mut self,
        pos: &mut Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qd: u32,
    ) -> i32 {
        self.pv_table[ply].clear();
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply as u32);
        if self.nodes & 255 == 0 {
            self.check_stop();
        }
        if self.stopped {
            return 0;
        }
        let in_check = pos.in_check();
        // Out of check only captures and promotions are searched, so only they are generated,
        // and only when standing pat does not already refute the position; a position without
        // moves is then found by the full-width search above.
        let mut moves = MoveList::new();
        if in_check {
            if !pos.is_over_before_moves() {
                pos.ordinary_moves_into(&mut moves);
            }
            if moves.is_empty() {
                return terminal_score(pos, ply).unwrap_or_else(|| self.draw_score(pos));
            }
        } else if pos.is_over_before_moves() {
            return terminal_score(pos, ply).unwrap_or_else(|| self.draw_score(pos));
        }
        if let Some(v) = self.tables_for(pos).and_then(|t| t.lookup(pos)) {
            self.tbhits += 1;
            return self.table_score(pos, v, ply);
        }
        // The table: any entry is at least as deep as this search of captures, so outside the
        // principal variation its bound may end the search here.
        let key = pos.hash();
        let hit = self.tt.probe(key);
        if let Some(h) = &hit
            && alpha + 1 == beta
            && let Some(s) = table_cut(h, ply, alpha, beta)
        {
            return s;
        }
        let stand = if in_check {
            self.static_eval(pos)
        } else {
            let raw = self.static_eval(pos);
            self.corrected(self.correction_index(pos), raw, None)
        };
        if ply >= MAX_PLY - 2 || qd >= QS_MAX {
            return stand;
        }
        let mut best = if in_check { -INF } else { stand };
        let alpha0 = alpha;
        if !in_check {
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
            pos.ordinary_captures_into(&mut moves);
            if qd >= QS_RECAPTURES {
                let last = pos.last_move().map(|m| m.to());
                moves.retain(|m| Some(m.to()) == last);
            }
        }
        // The table's move first, then the most valuable victim to the least valuable attacker.
        let tt_move = hit.as_ref().and_then(|h| h.best_move(&moves));
        let mut list: arrayvec::ArrayVec<(Move, i32), { MoveList::CAPACITY }> = moves
            .iter()
            .map(|&m| {
                let s = if Some(m) == tt_move {
                    1 << 30
                } else {
                    mvv_lva(pos, m)
                };
                (m, s)
            })
            .collect();
        list.sort_unstable_by_key(|e| std::cmp::Reverse(e.1));
        // Pruning is kept out of bare-king races, where one man decides.
        let prune = !in_check && pos.men(!pos.turn()) > 2;
        let mut best_move = None;
        let mut filter = pos.move_filter();
        for (mv, _) in list {
            // Delta pruning: a capture that cannot lift the score to alpha is not tried.
            if prune && mv.promotion().is_none() && mv.bonus().is_none() {
                let v = pos.variant();
                let gain = pos.piece_at(mv.to()).map_or(0, |p| {
                    if Some(p.kind) == v.king() {
                        MATE
                    } else {
                        v.piece(p.kind).value
                    }
                });
                if stand + gain + 150 <= alpha {
                    continue;
                }
            }
            // A capture that loses material in the exchange is left out.
            if prune && !see_ge(pos, mv, 0) {
                continue;
            }
            // Parsi's filters, asked only of the moves tried.
            if let Some(f) = filter.as_mut()
                && !f.allows(pos, mv)
            {
                continue;
            }
            pos.play_unchecked(mv);
            let s = -self.quiesce_at(pos, -beta, -alpha, ply + 1, qd + 1);
            pos.undo();
            if self.stopped {
                return 0;
            }
            if s > best {
                best = s;
                if s > alpha {
                    alpha = s;
                    best_move = Some(mv);
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        // Stored at depth 0, and never over a deeper search's entry for the same position.
        if hit.is_none_or(|h| h.depth <= 0) {
            let bound = Bound::of(best, alpha0, beta);
            self.tt.store(key, best_move, to_tt(best, ply), 0, bound);
        }
        best
    }
}

/// Zugzwang guard: both sides keep men, and the side to move has a piece other than pawns.
pub(super) fn safe_for_null(pos: &Position) -> bool {
    let us = pos.turn();
    let v = pos.variant();
    if pos.men(us) < 3 || pos.men(!us) < 2 || v.rules.king_capture {
        return false;
    }
    (0..v.pieces.len() as u8)
        .any(|k| !v.piece(k).pawn && Some(k) != v.king() && pos.pieces(us, k).any())
}

/// The score of a game won or lost, for the side to move (None: drawn); Parsi's grades rank
/// wins among themselves.
pub(super) fn terminal_score(pos: &Position, ply: usize) -> Option<i32> {
    let o = pos.outcome()?;
    let w = o.winner?;
    let grade = match o.grade {
        Some(Grade::PawnMate) | None => 0,
        Some(Grade::Checkmate) => 40,
        Some(Grade::Boorj) => 80,
    };
    let s = MATE - ply as i32 - grade;
    Some(if w == pos.turn() { s } else { -s })
}

/// The table entry's score at `ply` when its bound settles the window (`alpha`, `beta`).
pub(super) fn table_cut(h: &crate::tt::Hit, ply: usize, alpha: i32, beta: i32) -> Option<i32> {
    let s = from_tt(h.score, ply);
    match h.bound {
        Bound::Exact => Some(s),
        Bound::Lower if s >= beta => Some(s),
        Bound::Upper if s <= alpha => Some(s),
        _ => None,
    }
}

pub(super) fn to_tt(s: i32, ply: usize) -> i32 {
    if s > MATE_BOUND {
        s + ply as i32
    } else if s < -MATE_BOUND {
        s - ply as i32
    } else {
        s
    }
}

pub(super) fn from_tt(s: i32, ply: usize) -> i32 {
    if s > MATE_BOUND {
        s - ply as i32
    } else if s < -MATE_BOUND {
        s + ply as i32
    } else {
        s
    }
}
