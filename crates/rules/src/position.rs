//! A position of a game: the board, the side to move, the state the rules need, and the history
//! of moves made from the position it was set up from (for repetitions and undo).

use std::sync::Arc;

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::geometry::{Square, direction_is_positive};
use crate::types::{MAX_KINDS, Move, Piece, PieceKind};
use crate::variant::{BareKing, Variant};

/// What `play` must remember to take a move back.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Undo {
    pub mv: Move,
    pub moved: u8,
    pub captured: u8,
    pub bonus_captured: u8,
    pub halfmove: u32,
    pub unmoved: Bitboard,
    pub leap: [bool; 2],
    pub lone: [u8; 2],
    /// Hash of the position before the move.
    pub hash: u64,
    /// Whether the move gave check (tracked only where the rules need it).
    pub check: bool,
}

/// A legal position of a variant.
#[derive(Clone)]
pub struct Position {
    pub(crate) variant: Arc<Variant>,
    pub(crate) board: [u8; 128],
    pub(crate) pieces: [[Bitboard; MAX_KINDS]; 2],
    pub(crate) by_color: [Bitboard; 2],
    pub(crate) turn: Color,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    /// Tracked master squares whose piece has never moved (Parsi).
    pub(crate) unmoved: Bitboard,
    /// Royal leap still available, per side (Parsi).
    pub(crate) leap: [bool; 2],
    /// Moves made as a lone king since becoming lone or since its last capture (Kamil).
    pub(crate) lone: [u8; 2],
    pub(crate) hash: u64,
    pub(crate) history: Vec<Undo>,
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position({} {})", self.variant.id, self.fen())
    }
}

impl PartialEq for Position {
    /// Two positions are equal when their FEN state is (history is not compared).
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.variant, &other.variant)
            && self.board == other.board
            && self.turn == other.turn
            && self.halfmove == other.halfmove
            && self.fullmove == other.fullmove
            && self.unmoved == other.unmoved
            && self.leap == other.leap
            && self.lone == other.lone
            && self.hash == other.hash
    }
}

#[inline]
pub(crate) fn nearest(d: usize, bb: Bitboard) -> Option<Square> {
    if direction_is_positive(d) {
        bb.first()
    } else {
        bb.last()
    }
}

impl Position {
    pub(crate) fn empty(variant: &Arc<Variant>) -> Position {
        Position {
            variant: Arc::clone(variant),
            board: [0; 128],
            pieces: [[Bitboard::EMPTY; MAX_KINDS]; 2],
            by_color: [Bitboard::EMPTY; 2],
            turn: Color::White,
            halfmove: 0,
            fullmove: 1,
            unmoved: Bitboard::EMPTY,
            leap: [false; 2],
            lone: [0; 2],
            hash: 0,
            history: Vec::with_capacity(64),
        }
    }

    pub fn variant(&self) -> &Arc<Variant> {
        &self.variant
    }

    pub fn turn(&self) -> Color {
        self.turn
    }

    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    pub fn fullmoves(&self) -> u32 {
        self.fullmove
    }

    pub fn hash(&self) -> u64 {
        self.hash
    }

    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Piece::from_code(self.board[sq.index()])
    }

    #[inline]
    pub fn pieces(&self, color: Color, kind: PieceKind) -> Bitboard {
        self.pieces[color.index()][kind as usize]
    }

    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The square of a side's king, if the game has one and it is on the board.
    #[inline]
    pub fn king_square(&self, color: Color) -> Option<Square> {
        self.variant
            .t
            .king
            .and_then(|k| self.pieces(color, k).first())
    }

    /// Men (pieces other than the king, pawns included) of a side.
    #[inline]
    pub fn men(&self, color: Color) -> u32 {
        let kings = match self.variant.t.king {
            Some(k) => self.pieces(color, k).count(),
            None => 0,
        };
        self.by_color(color).count() - kings
    }

    /// Whether a side's royal leap is still available (Parsi).
    pub fn leap_available(&self, color: Color) -> bool {
        self.leap[color.index()]
    }

    /// Whether the master piece on a tracked square has never moved (Parsi).
    pub fn is_unmoved(&self, sq: Square) -> bool {
        self.unmoved.contains(sq)
    }

    /// Moves made by a side's lone king since it became lone or last captured (Kamil).
    pub fn lone_count(&self, color: Color) -> u32 {
        self.lone[color.index()] as u32
    }

    /// Moves played since the position was set up.
    pub fn moves_played(&self) -> impl DoubleEndedIterator<Item = Move> + '_ {
        self.history.iter().map(|u| u.mv)
    }

    pub fn last_move(&self) -> Option<Move> {
        self.history.last().map(|u| u.mv)
    }

    /// The pieces the last move captured (with a Parsi bonus move's, last), if a move was played.
    pub fn last_captures(&self) -> Vec<Piece> {
        self.history
            .last()
            .map(|u| {
                [u.captured, u.bonus_captured]
                    .into_iter()
                    .filter_map(Piece::from_code)
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The pieces captured by the moves played since the position was set up, move by move
    /// (a Parsi promotion's bonus move can capture too: both are listed, the bonus last).
    pub fn captures(&self) -> impl Iterator<Item = Vec<Piece>> + '_ {
        self.history.iter().map(|u| {
            [u.captured, u.bonus_captured]
                .into_iter()
                .filter_map(Piece::from_code)
                .collect()
        })
    }

    /// The piece captured by the last move, if any.
    pub fn last_capture(&self) -> Option<Piece> {
        self.history.last().and_then(|u| {
            Piece::from_code(if u.captured != 0 {
                u.captured
            } else {
                u.bonus_captured
            })
        })
    }

    #[inline]
    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        let code = piece.code();
        self.board[sq.index()] = code;
        self.pieces[piece.color.index()][piece.kind as usize].insert(sq);
        self.by_color[piece.color.index()].insert(sq);
        self.hash ^= self.variant.t.zobrist.piece(code, sq);
    }

    #[inline]
    pub(crate) fn remove(&mut self, sq: Square) -> u8 {
        let code = self.board[sq.index()];
        if let Some(piece) = Piece::from_code(code) {
            self.board[sq.index()] = 0;
            self.pieces[piece.color.index()][piece.kind as usize].remove(sq);
            self.by_color[piece.color.index()].remove(sq);
            self.hash ^= self.variant.t.zobrist.piece(code, sq);
        }
        code
    }

    /// The hash computed from scratch (equal to the incremental one).
    pub fn compute_hash(&self) -> u64 {
        let z = &self.variant.t.zobrist;
        let mut h = 0;
        for (i, &code) in self.board.iter().enumerate() {
            if code != 0 {
                h ^= z.piece(code, Square::new_unchecked(i as u8));
            }
        }
        if self.turn == Color::Black {
            h ^= z.black_to_move;
        }
        for sq in self.unmoved {
            h ^= z.unmoved[sq.index()];
        }
        for c in Color::ALL {
            if self.leap[c.index()] {
                h ^= z.leap[c.index()];
            }
            let n = self.lone[c.index()] as usize;
            if n != 0 {
                h ^= z.lone[c.index()][n.min(63)];
            }
        }
        h
    }

    /// Squares a piece of `color` and `kind` on `from` could capture on, given the occupancy
    /// (its "attacks"), for moves of every sort.
    pub fn attacks_from(
        &self,
        color: Color,
        kind: PieceKind,
        from: Square,
        occ: Bitboard,
    ) -> Bitboard {
        let t = &self.variant.t;
        let mut a = t.capture[t.idx(color, kind, from)];
        let mask = t.slide_capture[t.ck(color, kind)];
        if mask != 0 {
            a |= self.slide_targets(mask, from, occ);
        }
        if t.complex_capturers[color.index()] >> kind & 1 != 0 {
            a |= self.complex_reach(color, kind, from, occ, true);
        }
        a
    }

    #[inline]
    pub(crate) fn slide_targets(&self, mut mask: u8, from: Square, occ: Bitboard) -> Bitboard {
        let t = &self.variant.t;
        let mut out = Bitboard::EMPTY;
        while mask != 0 {
            let d = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            let ray = t.ray(d, from);
            out |= match nearest(d, ray & occ) {
                Some(b) => ray ^ t.ray(d, b),
                None => ray,
            };
        }
        out
    }

    /// Whether `sq` is attacked by `color`, with the given occupancy and with the pieces on
    /// `removed` taken off (captured in a move being tried).
    pub(crate) fn attacked_by(
        &self,
        sq: Square,
        color: Color,
        occ: Bitboard,
        removed: Bitboard,
    ) -> bool {
        let t = &self.variant.t;
        let c = color.index();
        for k in 0..t.kinds {
            let p = self.pieces[c][k] & !removed;
            if p.any() && (t.attackers[t.idx(color, k as PieceKind, sq)] & p).any() {
                return true;
            }
        }
        for d in 0..8 {
            let km = t.sliders_toward[c][d];
            if km == 0 {
                continue;
            }
            if let Some(b) = nearest(d, t.ray(d, sq) & occ) {
                if removed.contains(b) {
                    continue;
                }
                if let Some(p) = Piece::from_code(self.board[b.index()])
                    && p.color == color
                    && km >> p.kind & 1 != 0
                {
                    return true;
                }
            }
        }
        let mut cc = t.complex_capturers[c];
        while cc != 0 {
            let k = cc.trailing_zeros() as PieceKind;
            cc &= cc - 1;
            for from in self.pieces[c][k as usize] & !removed {
                if self.complex_reach(color, k, from, occ, true).contains(sq) {
                    return true;
                }
            }
        }
        false
    }

    /// The men of `color` that could capture on `sq` with the occupancy `occ`; men off `occ` are
    /// left out, so an exchange on `sq` can be played out by taking its men off one by one (a
    /// slider behind a man taken off is then found).
    pub fn attackers_to(&self, sq: Square, color: Color, occ: Bitboard) -> Bitboard {
        let t = &self.variant.t;
        let c = color.index();
        let mut out = Bitboard::EMPTY;
        for k in 0..t.kinds {
            let p = self.pieces[c][k] & occ;
            if p.any() {
                out |= t.attackers[t.idx(color, k as PieceKind, sq)] & p;
            }
        }
        for d in 0..8 {
            let km = t.sliders_toward[c][d];
            if km == 0 {
                continue;
            }
            if let Some(b) = nearest(d, t.ray(d, sq) & occ)
                && let Some(p) = Piece::from_code(self.board[b.index()])
                && p.color == color
                && km >> p.kind & 1 != 0
            {
                out.insert(b);
            }
        }
        let mut cc = t.complex_capturers[c];
        while cc != 0 {
            let k = cc.trailing_zeros() as PieceKind;
            cc &= cc - 1;
            for from in self.pieces[c][k as usize] & occ {
                if self.complex_reach(color, k, from, occ, true).contains(sq) {
                    out.insert(from);
                }
            }
        }
        out
    }

    /// Whether `sq` is attacked by `color` in this position.
    pub fn is_attacked(&self, sq: Square, color: Color) -> bool {
        self.attacked_by(sq, color, self.occupied(), Bitboard::EMPTY)
    }

    /// Whether `color`'s king stands attacked.
    pub fn is_check(&self, color: Color) -> bool {
        match self.king_square(color) {
            Some(k) => self.is_attacked(k, !color),
            None => false,
        }
    }

    /// Whether `mv`, a legal move here, leaves the other side's king attacked, worked out from
    /// the attack tables without making the move (a mate search asks this of every move it
    /// orders). Parsi's bonus moves, which move a man twice, are made and taken back.
    pub fn gives_check(&mut self, mv: Move) -> bool {
        if mv.bonus().is_some() {
            self.play_unchecked(mv);
            let check = self.is_check(self.turn);
            self.undo();
            return check;
        }
        let us = self.turn;
        let (from, to) = (mv.from(), mv.to());
        let (Some(king), Some(moved)) = (
            self.king_square(!us),
            Piece::from_code(self.board[from.index()]),
        ) else {
            return false;
        };
        if to == king {
            // The king taken (in a game that allows it): none is left to check.
            return false;
        }
        let kind = mv.promotion().unwrap_or(moved.kind);
        let occ = (self.occupied() & !Bitboard::from_square(from)).with(to);
        // The moved man's own attack from its new square.
        let direct = self.attacks_from(us, kind, to, occ).contains(king);
        // Any other man's, a line opened by the move included.
        direct || self.attacked_by(king, us, occ, Bitboard::from_square(from))
    }

    /// Whether the side to move is in check. Games whose rules look at checks record, with each
    /// move, whether it gave one; there the answer is read back rather than worked out again.
    pub fn in_check(&self) -> bool {
        if self.tracks_checks()
            && let Some(u) = self.history.last()
        {
            return u.check;
        }
        self.is_check(self.turn)
    }

    /// Squares reached by the complex moves of a piece: captures only (`captures`, as squares it
    /// would capture on if an enemy stood there) or non-captures only (to empty squares).
    pub(crate) fn complex_reach(
        &self,
        color: Color,
        kind: PieceKind,
        from: Square,
        occ: Bitboard,
        captures: bool,
    ) -> Bitboard {
        let t = &self.variant.t;
        let g = self.variant.geometry;
        let mut out = Bitboard::EMPTY;
        let ck = t.ck(color, kind);
        for cm in &t.complex[ck] {
            if captures && !cm.modality.can_capture() || !captures && !cm.modality.can_move() {
                continue;
            }
            if cm.initial && !t.initial[ck].contains(from) {
                continue;
            }
            let (dx, dy) = (cm.dx as i32, cm.dy as i32);
            let unit = dx.abs() <= 1 && dy.abs() <= 1;
            let path_ok = |start: Square| -> bool {
                if !(cm.lame || cm.jump) || unit {
                    return true;
                }
                let path = leg_path(g, start, dx, dy);
                let blocked = (path & occ).any();
                if cm.lame { !blocked } else { blocked }
            };
            if cm.range == 1 {
                if cm.jump && unit {
                    continue;
                }
                if let Some(to) = g.offset(from, dx, dy)
                    && path_ok(from)
                    && (captures || !occ.contains(to))
                {
                    out.insert(to);
                }
                continue;
            }
            let mut cur = from;
            if cm.jump && unit {
                match g.offset(cur, dx, dy) {
                    Some(s) => cur = s,
                    None => continue,
                }
            }
            let mut n = 0;
            while let Some(next) = g.offset(cur, dx, dy) {
                n += 1;
                if cm.range != 0 && n > cm.range {
                    break;
                }
                if !unit && cm.lame && !path_ok(cur) {
                    break;
                }
                if occ.contains(next) {
                    if captures {
                        out.insert(next);
                    }
                    break;
                }
                out.insert(next);
                cur = next;
            }
        }
        out
    }

    /// Makes a move without checking it. The move must be legal (or at least pseudo-legal) here.
    pub fn play_unchecked(&mut self, mv: Move) {
        let t = &self.variant.t;
        let us = self.turn;
        let them = !us;
        let from = mv.from();
        let to = mv.to();
        let moved = self.board[from.index()];
        let mut undo = self.undo_record(mv, moved);
        let kind = Piece::from_code(moved).map_or(0, |p| p.kind);
        let is_pawn = t.pawn_kinds >> kind & 1 != 0;
        let king_move = Some(kind) == t.king;
        let leap_used =
            king_move && self.leap[us.index()] && !t.quiet[t.idx(us, kind, from)].contains(to);
        undo.captured = self.remove(to);
        self.remove(from);
        let new_kind = mv.promotion().unwrap_or(kind);
        self.put(
            to,
            Piece {
                color: us,
                kind: new_kind,
            },
        );
        if let Some(b) = mv.bonus() {
            undo.bonus_captured = self.remove(b);
            self.remove(to);
            self.put(
                b,
                Piece {
                    color: us,
                    kind: new_kind,
                },
            );
        }
        let captured = undo.captured != 0 || undo.bonus_captured != 0;
        self.halfmove = if captured || is_pawn {
            0
        } else {
            self.halfmove + 1
        };
        if self.unmoved.any() {
            let z = &self.variant.t.zobrist;
            let mut touched = Bitboard::from_square(from).with(to);
            if let Some(b) = mv.bonus() {
                touched.insert(b);
            }
            for sq in self.unmoved & touched {
                self.hash ^= z.unmoved[sq.index()];
            }
            self.unmoved &= !touched;
        }
        if leap_used {
            self.leap[us.index()] = false;
            self.hash ^= self.variant.t.zobrist.leap[us.index()];
        }
        if self.variant.rules.bare_king == BareKing::Counted {
            let old = self.lone[us.index()];
            let new = if self.men(us) == 0 {
                if captured {
                    0
                } else {
                    old.saturating_add(1).min(63)
                }
            } else {
                0
            };
            if old != new {
                let z = &self.variant.t.zobrist;
                if old != 0 {
                    self.hash ^= z.lone[us.index()][old as usize];
                }
                if new != 0 {
                    self.hash ^= z.lone[us.index()][new as usize];
                }
                self.lone[us.index()] = new;
            }
        }
        if us == Color::Black {
            self.fullmove += 1;
        }
        self.turn = them;
        self.hash ^= self.variant.t.zobrist.black_to_move;
        if self.tracks_checks() {
            undo.check = self.is_check(them);
            if undo.check && self.leap[them.index()] {
                self.leap[them.index()] = false;
                self.hash ^= self.variant.t.zobrist.leap[them.index()];
            }
        }
        self.history.push(undo);
    }

    /// The state a move changes, before it is made (`moved` 0 marks a null move).
    #[inline]
    fn undo_record(&self, mv: Move, moved: u8) -> Undo {
        Undo {
            mv,
            moved,
            captured: 0,
            bonus_captured: 0,
            halfmove: self.halfmove,
            unmoved: self.unmoved,
            leap: self.leap,
            lone: self.lone,
            hash: self.hash,
            check: false,
        }
    }

    #[inline]
    pub(crate) fn tracks_checks(&self) -> bool {
        let r = &self.variant.rules;
        !r.royal_leap.is_empty()
            || r.perpetual_check_illegal
            || r.stalemate == crate::variant::Stalemate::Forbidden
    }

    /// Passes the turn (for a search's null-move pruning); take it back with [`Position::undo`].
    pub fn play_null(&mut self) {
        let undo = self.undo_record(Move::default(), 0);
        self.halfmove += 1;
        if self.turn == Color::Black {
            self.fullmove += 1;
        }
        self.turn = !self.turn;
        self.hash ^= self.variant.t.zobrist.black_to_move;
        self.history.push(undo);
    }

    /// Takes back the last move. Returns it, or `None` at the set-up position.
    pub fn undo(&mut self) -> Option<Move> {
        let u = self.history.pop()?;
        let mv = u.mv;
        if u.moved == 0 {
            // A null move.
            self.turn = !self.turn;
            if self.turn == Color::Black {
                self.fullmove -= 1;
            }
            self.halfmove = u.halfmove;
            self.hash = u.hash;
            return Some(mv);
        }
        let dest = mv.destination();
        self.remove(dest);
        if u.bonus_captured != 0 {
            self.put(dest, Piece::from_code(u.bonus_captured).expect("code"));
        }
        if u.captured != 0 {
            self.put(mv.to(), Piece::from_code(u.captured).expect("code"));
        }
        self.put(mv.from(), Piece::from_code(u.moved).expect("moved piece"));
        self.turn = !self.turn;
        if self.turn == Color::Black {
            self.fullmove -= 1;
        }
        self.halfmove = u.halfmove;
        self.unmoved = u.unmoved;
        self.leap = u.leap;
        self.lone = u.lone;
        self.hash = u.hash;
        Some(mv)
    }

    /// How often the current position occurred before (same side to move and state), and the
    /// history index of the earliest such occurrence.
    pub(crate) fn repetitions(&self) -> (u32, usize) {
        let len = self.history.len();
        let window = (self.halfmove as usize).min(len);
        let mut count = 0;
        let mut first = len;
        let mut i = 2;
        while i <= window {
            let idx = len - i;
            if self.history[idx].hash == self.hash {
                count += 1;
                first = idx;
            }
            i += 2;
        }
        (count, first)
    }

    /// How many times the current position has occurred before in this game.
    pub fn repetition_count(&self) -> u32 {
        self.repetitions().0
    }
}

/// The squares passed over by a leap of (dx, dy): the line between for orthogonal and diagonal
/// leaps, the square half-way (rounded towards the start) for oblique ones, as XBoard does.
pub(crate) fn leg_path(g: crate::geometry::Geometry, from: Square, dx: i32, dy: i32) -> Bitboard {
    let mut path = Bitboard::EMPTY;
    if dx == 0 || dy == 0 || dx.abs() == dy.abs() {
        let n = dx.abs().max(dy.abs());
        let (sx, sy) = (dx.signum(), dy.signum());
        for i in 1..n {
            if let Some(s) = g.offset(from, sx * i, sy * i) {
                path.insert(s);
            }
        }
    } else if let Some(s) = g.offset(from, dx / 2, dy / 2) {
        path.insert(s);
    }
    path
}
