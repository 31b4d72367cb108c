//! Legal move generation.
//!
//! Games with a royal king whose enemies all capture by plain leaps or line slides use a fast
//! generator that knows checks and pins and never makes a move to test it; the others generate
//! pseudo-legal moves and test each on the board that would result. Parsi's anti-stalemate and
//! perpetual-check filters run last, with their "no other option" fallback.

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::position::{Position, nearest};
use crate::types::{Move, MoveList, PieceKind};
use crate::variant::{PromotionFile, PromotionMode, Stalemate};

/// Receives generated moves.
pub(crate) trait Sink {
    fn push(&mut self, mv: Move);
    /// Plain (non-promoting) moves from one square to each target.
    fn push_targets(&mut self, from: crate::geometry::Square, targets: Bitboard);
}

impl Sink for MoveList {
    #[inline]
    fn push(&mut self, mv: Move) {
        MoveList::push(self, mv);
    }
    #[inline]
    fn push_targets(&mut self, from: crate::geometry::Square, targets: Bitboard) {
        for to in targets {
            MoveList::push(self, Move::new(from, to));
        }
    }
}

/// Keeps captures and promotions only.
struct Captures<'a> {
    list: &'a mut MoveList,
    enemy: Bitboard,
}

impl Sink for Captures<'_> {
    #[inline]
    fn push(&mut self, mv: Move) {
        if self.enemy.contains(mv.to()) || mv.promotion().is_some() {
            self.list.push(mv);
        }
    }
    #[inline]
    fn push_targets(&mut self, from: crate::geometry::Square, targets: Bitboard) {
        for to in targets & self.enemy {
            self.list.push(Move::new(from, to));
        }
    }
}

struct Counter(usize);

impl Sink for Counter {
    #[inline]
    fn push(&mut self, _: Move) {
        self.0 += 1;
    }
    #[inline]
    fn push_targets(&mut self, _: crate::geometry::Square, targets: Bitboard) {
        self.0 += targets.count() as usize;
    }
}

impl Position {
    /// The legal moves. Empty when the game is over.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.legal_moves_into(&mut list);
        list
    }

    /// The legal moves, written into `list` (emptied first): for a search, which keeps a list
    /// per ply rather than copy one out of every call.
    pub fn legal_moves_into(&self, list: &mut MoveList) {
        list.clear();
        if !self.is_over_before_moves() {
            self.rule_moves(list);
        }
    }

    /// The moves the rules allow here, written into `list` (emptied first), without asking
    /// whether the game is already over (for a search that has asked `is_over_before_moves`).
    pub fn moves_into(&self, list: &mut MoveList) {
        list.clear();
        self.rule_moves(list);
    }

    /// The legal moves that capture or promote (for a quiescence search): those of
    /// `legal_moves`, found without generating the others where the game allows. It does not
    /// ask whether the game is already over: see `is_over_before_moves`.
    pub fn legal_captures(&self) -> MoveList {
        let mut list = MoveList::new();
        self.legal_captures_into(&mut list);
        list
    }

    /// `legal_captures`, written into `list` (emptied first).
    pub fn legal_captures_into(&self, list: &mut MoveList) {
        // Fast legality excludes Parsi's filters, which need every move.
        if self.variant.t.fast_legality {
            self.ordinary_captures_into(list);
        } else {
            list.clear();
            self.rule_moves(list);
            self.keep_captures(list);
        }
    }

    /// Keeps the captures and promotions of `list`.
    fn keep_captures(&self, list: &mut MoveList) {
        let enemy = self.by_color(!self.turn);
        list.retain(|mv| {
            enemy.contains(mv.to()) || mv.promotion().is_some() || mv.bonus().is_some()
        });
    }

    /// The number of legal moves (0 when the game is over), counted without making them where
    /// the game allows.
    pub fn count_legal(&self) -> usize {
        if self.is_over_before_moves() {
            return 0;
        }
        if self.variant.t.fast_legality {
            let mut c = Counter(0);
            self.generate(&mut c, true);
            c.0
        } else {
            let mut list = MoveList::new();
            self.rule_moves(&mut list);
            list.len()
        }
    }

    /// The legal moves found the slow way (every pseudo-legal move tried on the board, and
    /// every reply of the opponent too for Parsi's filters), for testing the generator against.
    #[doc(hidden)]
    pub fn legal_moves_reference(&self) -> MoveList {
        if self.is_over_before_moves() {
            return MoveList::new();
        }
        let mut list = self.tried_moves();
        let r = &self.variant.rules;
        if r.stalemate == Stalemate::Forbidden || r.perpetual_check_illegal {
            self.filter_moves_with(&mut list, false);
        }
        list
    }

    /// The ordinary moves (by piece movement and king safety), each pseudo-legal move tried on
    /// the board.
    fn tried_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.safe_moves(&mut list, true);
        list
    }

    /// The pseudo-legal moves that leave the king safe (every one where kings may be taken or
    /// there is none), with Parsi's two-legged promotions. Only the moves that could expose the
    /// king are tried on the board, or every one with `try_all`.
    fn safe_moves(&self, list: &mut MoveList, try_all: bool) {
        let t = &self.variant.t;
        let mut pseudo = MoveList::new();
        self.generate(&mut pseudo, false);
        let royal = !self.variant.rules.king_capture && t.king.is_some();
        let test = match (royal, try_all) {
            (false, _) => Bitboard::EMPTY,
            (true, true) => self.variant.geometry.full(),
            (true, false) => self.needs_safety_test(),
        };
        for &mv in &pseudo {
            if !test.contains(mv.from()) || self.leaves_king_safe(mv, None) {
                list.push(mv);
                if royal
                    && let Some(kind) = mv.promotion()
                    && Some(kind) == t.bonus_kind
                {
                    self.push_bonus_moves(mv, kind, list);
                }
            }
        }
    }

    /// Whether a move is legal here.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.legal_moves().contains(mv)
    }

    /// All moves the rules allow, before asking whether the game is already over.
    pub(crate) fn rule_moves(&self, list: &mut MoveList) {
        self.ordinary_moves(list);
        let r = &self.variant.rules;
        if r.stalemate == Stalemate::Forbidden || r.perpetual_check_illegal {
            self.filter_moves(list);
        }
    }

    /// Moves by piece movement and king safety, without Parsi's filters.
    pub(crate) fn ordinary_moves(&self, list: &mut MoveList) {
        let t = &self.variant.t;
        if t.fast_legality {
            self.generate(list, true);
            return;
        }
        self.safe_moves(list, false);
    }

    /// The men of the side to move whose moves must be tried on the board for the king's
    /// safety. Where the king is not in check and every enemy man captures by a plain leap or
    /// along a line, a move can expose the king only by leaving a line between it and an enemy
    /// slider: so only the king and the men pinned to it. Otherwise every man.
    fn needs_safety_test(&self) -> Bitboard {
        let t = &self.variant.t;
        let us = self.turn;
        let them = !us;
        let Some(k) = self.king_square(us) else {
            return Bitboard::EMPTY;
        };
        if t.complex_capturers[them.index()] != 0 || self.in_check() {
            return self.variant.geometry.full();
        }
        let occ = self.occupied();
        let own = self.by_color(us);
        let mut out = Bitboard::from_square(k);
        for d in 0..8 {
            if t.sliders_toward[them.index()][d] == 0 {
                continue;
            }
            if let Some(first) = nearest(d, t.ray(d, k) & occ)
                && own.contains(first)
                && let Some(second) = nearest(d, occ & t.ray(d, first))
                && self.sliders_toward(them, d).contains(second)
            {
                out.insert(first);
            }
        }
        out
    }

    /// The men of `color` that attack along direction `d` (seen from the square attacked).
    fn sliders_toward(&self, color: Color, d: usize) -> Bitboard {
        let mut kinds = self.variant.t.sliders_toward[color.index()][d];
        let mut out = Bitboard::EMPTY;
        while kinds != 0 {
            out |= self.pieces[color.index()][kinds.trailing_zeros() as usize];
            kinds &= kinds - 1;
        }
        out
    }

    /// Whether any ordinary move exists (stops at the first legal one).
    pub(crate) fn has_ordinary_move(&self) -> bool {
        let t = &self.variant.t;
        if t.fast_legality {
            let mut c = Counter(0);
            self.generate(&mut c, true);
            return c.0 > 0;
        }
        let test = self.needs_safety_test();
        if self.quick_has_move(test) {
            return true;
        }
        let mut pseudo = MoveList::new();
        self.generate(&mut pseudo, false);
        if self.variant.rules.king_capture || t.king.is_none() {
            return !pseudo.is_empty();
        }
        pseudo
            .iter()
            .any(|&mv| !test.contains(mv.from()) || self.leaves_king_safe(mv, None))
    }

    /// Looks for one plain legal move, piece by piece, without generating the rest. True means
    /// one was found; false means none of the plain moves is legal (special moves not tried).
    /// `test`: the men whose moves must be tried on the board (`needs_safety_test`).
    fn quick_has_move(&self, test: Bitboard) -> bool {
        let t = &self.variant.t;
        let us = self.turn;
        let own = self.by_color(us);
        let occ = self.occupied();
        let full = self.variant.geometry.full();
        let mut reachable = !own & full;
        if !self.variant.rules.king_capture
            && let Some(k) = t.king
        {
            reachable &= !self.pieces(!us, k);
        }
        let zone = self
            .variant
            .promotion
            .as_ref()
            .map_or(Bitboard::EMPTY, |p| p.zone[us.index()]);
        // Non-king pieces first: a king is often boxed in.
        let order = (0..t.kinds as PieceKind)
            .filter(|&k| Some(k) != t.king)
            .chain(t.king);
        for kind in order {
            let ck = t.ck(us, kind);
            let is_pawn = t.pawn_kinds >> kind & 1 != 0;
            for from in self.pieces(us, kind) {
                let i = t.idx(us, kind, from);
                let mut targets = t.quiet[i] & !occ | t.capture[i] & occ;
                targets |= self.slide_targets(t.slide_quiet[ck], from, occ) & !occ;
                targets |= self.slide_targets(t.slide_capture[ck], from, occ) & occ;
                targets &= reachable;
                if is_pawn {
                    targets &= !zone;
                }
                if targets.any()
                    && (!test.contains(from)
                        || targets
                            .into_iter()
                            .any(|to| self.leaves_king_safe(Move::new(from, to), None)))
                {
                    return true;
                }
            }
        }
        false
    }

    pub(crate) fn leaves_king_safe(
        &self,
        mv: Move,
        bonus: Option<crate::geometry::Square>,
    ) -> bool {
        let us = self.turn;
        let from = mv.from();
        let to = mv.to();
        let mut occ = self.occupied().without(from).with(to);
        let mut removed = Bitboard::from_square(to);
        if let Some(b) = bonus {
            occ = occ.without(to).with(b);
            removed.insert(b);
        }
        let king = match self.king_square(us) {
            Some(k) if k == from => to,
            Some(k) => k,
            None => return true,
        };
        !self.attacked_by(king, !us, occ, removed)
    }

    fn push_bonus_moves(&self, mv: Move, kind: PieceKind, list: &mut MoveList) {
        let us = self.turn;
        let them = !us;
        let (from, to) = (mv.from(), mv.to());
        let occ = self.occupied().without(from).with(to);
        // The bonus needs the new piece's square to be unattacked by the enemy.
        if self.attacked_by(to, them, occ, Bitboard::from_square(to)) {
            return;
        }
        let t = &self.variant.t;
        let enemy = self.by_color(them).without(to);
        let own = self.by_color(us).without(from).with(to);
        let enemy_king = self
            .king_square(them)
            .map_or(Bitboard::EMPTY, Bitboard::from_square);
        let mut targets =
            t.quiet[t.idx(us, kind, to)] & !occ | t.capture[t.idx(us, kind, to)] & enemy;
        let sq_mask = t.slide_quiet[t.ck(us, kind)];
        let cap_mask = t.slide_capture[t.ck(us, kind)];
        targets |= self.slide_targets(sq_mask, to, occ) & !occ;
        targets |= self.slide_targets(cap_mask, to, occ) & enemy;
        targets &= !own & !enemy_king;
        for b in targets {
            let compound = mv.with_bonus(b);
            if self.leaves_king_safe(mv, Some(b)) {
                list.push(compound);
            }
        }
    }

    /// The pieces a pawn may become on `to` (empty: it may not go there).
    pub fn promotion_choices(
        &self,
        from: crate::geometry::Square,
        to: crate::geometry::Square,
    ) -> Vec<PieceKind> {
        let Some(p) = &self.variant.promotion else {
            return Vec::new();
        };
        let us = self.turn;
        let count = |k: PieceKind| self.pieces(us, k).count() as u8;
        let initial = |k: PieceKind| self.variant.t.initial_count[us.index()][k as usize];
        match p.mode {
            PromotionMode::Choice => p.pieces.clone(),
            PromotionMode::Lost => {
                let mut v: Vec<PieceKind> = p
                    .pieces
                    .iter()
                    .copied()
                    .filter(|&k| count(k) < initial(k))
                    .collect();
                v.extend(p.always.iter().copied());
                v
            }
            PromotionMode::File => {
                let g = self.variant.geometry;
                let file = match self.variant.rules.promotion_file {
                    PromotionFile::Destination => g.file_of(to),
                    PromotionFile::Origin => g.file_of(from),
                };
                match p.file_piece[us.index()][file as usize] {
                    Some(k) if count(k) < initial(k) => vec![k],
                    _ => Vec::new(),
                }
            }
        }
    }

    /// Emits moves of a piece, splitting off promotions.
    #[inline]
    fn emit<S: Sink>(
        &self,
        sink: &mut S,
        from: crate::geometry::Square,
        kind: PieceKind,
        targets: Bitboard,
    ) {
        let t = &self.variant.t;
        if t.pawn_kinds >> kind & 1 != 0
            && let Some(p) = &self.variant.promotion
        {
            let zone = p.zone[self.turn.index()];
            let promo = targets & zone;
            sink.push_targets(from, targets & !zone);
            for to in promo {
                let mv = Move::new(from, to);
                for k in self.promotion_choices(from, to) {
                    sink.push(mv.with_promotion(k));
                }
                if !p.mandatory {
                    sink.push(mv);
                }
            }
            return;
        }
        sink.push_targets(from, targets);
    }

    /// Generates moves. With `legal`, uses check and pin masks (only for fast-legality games);
    /// otherwise emits pseudo-legal moves.
    pub(crate) fn generate<S: Sink>(&self, sink: &mut S, legal: bool) {
        let v = &*self.variant;
        let t = &v.t;
        let us = self.turn;
        let them = !us;
        let own = self.by_color(us);
        let enemy = self.by_color(them);
        let occ = own | enemy;
        let full = v.geometry.full();
        let empty = !occ & full;
        let ksq = self.king_square(us);

        let mut evasion = full;
        let mut pinned = Bitboard::EMPTY;
        let mut pin_lines: [(u8, Bitboard); 8] = [(0, Bitboard::EMPTY); 8];
        let mut n_pins = 0;
        // Never capture a royal king unless the rules allow it.
        let mut capturable = enemy;
        if !v.rules.king_capture
            && let Some(k) = t.king
        {
            capturable &= !self.pieces(them, k);
        }

        if legal && let Some(k) = ksq {
            let mut checkers = Bitboard::EMPTY;
            for kind in 0..t.kinds {
                let p = self.pieces[them.index()][kind];
                if p.any() {
                    checkers |= t.attackers[t.idx(them, kind as PieceKind, k)] & p;
                }
            }
            let leap_checkers = checkers;
            let mut block = checkers;
            for d in 0..8 {
                let km = t.sliders_toward[them.index()][d];
                if km == 0 {
                    continue;
                }
                let ray = t.ray(d, k);
                let sl = self.sliders_toward(them, d);
                if (ray & sl).is_empty() {
                    continue;
                }
                let blockers = ray & occ;
                let Some(first) = nearest(d, blockers) else {
                    continue;
                };
                if sl.contains(first) {
                    checkers.insert(first);
                    block |= ray ^ t.ray(d, first);
                } else if own.contains(first)
                    && let Some(second) = nearest(d, blockers & t.ray(d, first))
                    && sl.contains(second)
                {
                    pinned.insert(first);
                    pin_lines[n_pins] = (first.index() as u8, ray ^ t.ray(d, second));
                    n_pins += 1;
                }
            }
            let n_checkers = checkers.count();
            if n_checkers == 1 {
                // A leaping checker cannot be blocked: only its capture helps.
                evasion = if leap_checkers.any() { checkers } else { block };
            }

            // King moves, each tested against the enemy's attacks without the king on its square.
            let kk = t.king.expect("king");
            let targets =
                t.quiet[t.idx(us, kk, k)] & empty | t.capture[t.idx(us, kk, k)] & capturable;
            let occ_without = occ.without(k);
            let mut safe = Bitboard::EMPTY;
            for to in targets {
                if !self.attacked_by(to, them, occ_without.with(to), Bitboard::from_square(to)) {
                    safe.insert(to);
                }
            }
            sink.push_targets(k, safe);
            if self.leap[us.index()] && n_checkers == 0 {
                for to in t.royal_leap[us.index() * t.squares + k.index()] & empty {
                    if !self.attacked_by(to, them, occ_without.with(to), Bitboard::EMPTY) {
                        sink.push(Move::new(k, to));
                    }
                }
            }
            if n_checkers > 1 {
                return;
            }
        }

        for kind in 0..t.kinds as PieceKind {
            let is_king = Some(kind) == t.king;
            if legal && is_king {
                continue;
            }
            let bb = self.pieces(us, kind);
            if bb.is_empty() {
                continue;
            }
            let ck = t.ck(us, kind);
            let sq_mask = t.slide_quiet[ck];
            let cap_mask = t.slide_capture[ck];
            let complex = t.complex_movers[us.index()] >> kind & 1 != 0;
            for from in bb {
                let mut mask = evasion;
                if pinned.contains(from) {
                    for &(s, line) in &pin_lines[..n_pins] {
                        if s as usize == from.index() {
                            mask &= line;
                        }
                    }
                }
                let i = t.idx(us, kind, from);
                let mut targets = t.quiet[i] & empty | t.capture[i] & capturable;
                if sq_mask | cap_mask != 0 {
                    if sq_mask == cap_mask {
                        targets |= self.slide_targets(sq_mask, from, occ) & (empty | capturable);
                    } else {
                        targets |= self.slide_targets(sq_mask, from, occ) & empty;
                        targets |= self.slide_targets(cap_mask, from, occ) & capturable;
                    }
                }
                if complex {
                    targets |= self.complex_reach(us, kind, from, occ, false) & empty;
                    targets |= self.complex_reach(us, kind, from, occ, true) & capturable;
                }
                self.emit(sink, from, kind, targets & mask);
                if is_king && self.leap[us.index()] && !self.in_check() {
                    for to in t.royal_leap[us.index() * t.squares + from.index()] & empty {
                        sink.push(Move::new(from, to));
                    }
                }
            }
        }

        // Pawn double steps where the rules grant them.
        let ds = t.double_step_from[us.index()];
        if ds.any() {
            let g = v.geometry;
            let dir = if us == Color::White { 1 } else { -1 };
            for kind in 0..t.kinds as PieceKind {
                if t.pawn_kinds >> kind & 1 == 0 {
                    continue;
                }
                for from in self.pieces(us, kind) & ds {
                    if v.rules.double_step_needs_unmoved_master {
                        let back = if us == Color::White {
                            0
                        } else {
                            g.ranks() as i32 - 1
                        };
                        let master = g.square(g.file_of(from) as i32, back);
                        if !master.is_some_and(|m| self.unmoved.contains(m)) {
                            continue;
                        }
                    }
                    let (Some(mid), Some(to)) =
                        (g.offset(from, 0, dir), g.offset(from, 0, 2 * dir))
                    else {
                        continue;
                    };
                    if empty.contains(mid) && empty.contains(to) {
                        let mut mask = evasion;
                        for &(s, line) in &pin_lines[..n_pins] {
                            if s as usize == from.index() {
                                mask &= line;
                            }
                        }
                        if mask.contains(to) {
                            self.emit(sink, from, kind, Bitboard::from_square(to));
                        }
                    }
                }
            }
        }
    }

    /// Parsi's filters: no move may stalemate the opponent, and no move may repeat a position for
    /// the third time by perpetual check, unless no other move is left.
    fn filter_moves(&self, list: &mut MoveList) {
        self.filter_moves_with(list, true);
    }

    /// The opponent's moves that no single move of the side to move can make illegal, save by
    /// taking the man or standing on (or taking on) its square: leaps of men other than the king
    /// and pawns to empty squares, by men off every line through their king (so that nothing can
    /// pin them) where the side to move captures only by leaps and lines. Up to four men, each
    /// with the squares it may leap to (unused entries are empty).
    fn spare_moves(&self) -> [(Bitboard, Bitboard); 4] {
        let t = &self.variant.t;
        let us = self.turn;
        let them = !us;
        let mut out = [(Bitboard::EMPTY, Bitboard::EMPTY); 4];
        if t.complex_capturers[us.index()] != 0 {
            return out;
        }
        let lines = self.king_square(them).map_or(Bitboard::EMPTY, |k| {
            (0..8).fold(Bitboard::EMPTY, |b, d| b | t.ray(d, k))
        });
        let empty = !self.occupied() & self.variant.geometry.full();
        let mut n = 0;
        for kind in 0..t.kinds as PieceKind {
            if Some(kind) == t.king || t.pawn_kinds >> kind & 1 != 0 {
                continue;
            }
            for from in self.pieces(them, kind) & !lines {
                let to = t.quiet[t.idx(them, kind, from)] & empty;
                if to.any() {
                    out[n] = (Bitboard::from_square(from), to);
                    n += 1;
                    if n == out.len() {
                        return out;
                    }
                }
            }
        }
        out
    }

    /// `filter_moves`; without `shortcuts`, every move is played out and the opponent's replies
    /// are each tried on the board (the reference the shortcuts are tested against).
    fn filter_moves_with(&self, list: &mut MoveList, shortcuts: bool) {
        let r = &self.variant.rules;
        let mut board: Option<Position> = None;
        if r.stalemate == Stalemate::Forbidden {
            let spare = if shortcuts {
                self.spare_moves()
            } else {
                NO_SPARE
            };
            drop_unless_all(list, |mv| {
                if keeps_a_move(&spare, mv) {
                    return false;
                }
                stalemates(board.get_or_insert_with(|| self.clone()), mv, shortcuts)
            });
        }
        if self.perpetual_filter_applies(shortcuts) {
            drop_unless_all(list, |mv| {
                perpetual_check(board.get_or_insert_with(|| self.clone()), mv)
            });
        }
    }

    /// Whether the perpetual-check filter can take out a move here. A third occurrence needs
    /// at least eight reversible plies, and every move of the side to move since the first one
    /// a check: its last move too (two plies back). Without `shortcuts`, wherever the rule
    /// holds.
    fn perpetual_filter_applies(&self, shortcuts: bool) -> bool {
        let len = self.history.len();
        let checked_last = len >= 2 && self.history[len - 2].check;
        self.variant.rules.perpetual_check_illegal
            && self.halfmove + 1 >= 8
            && (checked_last || !shortcuts)
    }

    /// The moves by piece movement and king safety (Parsi's filters not applied), written into
    /// `list` (emptied first), for a search that asks [`MoveFilter::allows`] of each move it
    /// tries rather than filter them all. It does not ask whether the game is already over.
    pub fn ordinary_moves_into(&self, list: &mut MoveList) {
        list.clear();
        self.ordinary_moves(list);
    }

    /// The captures and promotions among [`Position::ordinary_moves_into`] (for a quiescence
    /// search that filters as it goes).
    pub fn ordinary_captures_into(&self, list: &mut MoveList) {
        list.clear();
        if self.variant.t.fast_legality {
            let enemy = self.by_color(!self.turn);
            self.generate(&mut Captures { list, enemy }, true);
        } else {
            self.ordinary_moves(list);
            self.keep_captures(list);
        }
    }

    /// Parsi's filters, to be asked of one move at a time (None where they take out no move
    /// here: every ordinary move is legal).
    pub fn move_filter(&self) -> Option<MoveFilter> {
        let stalemate = self.variant.rules.stalemate == Stalemate::Forbidden;
        let perpetual = self.perpetual_filter_applies(true);
        (stalemate || perpetual).then(|| MoveFilter {
            spare: if stalemate {
                self.spare_moves()
            } else {
                NO_SPARE
            },
            stalemate,
            perpetual,
            every_stalemates: None,
            every_perpetual: None,
        })
    }

    /// After a move: it gave check, recreated a position seen twice before, and every move of
    /// the same side since the first of those was a check.
    fn is_perpetual_check(&self) -> bool {
        let len = self.history.len();
        if len == 0 || !self.history[len - 1].check {
            return false;
        }
        let (count, first) = self.repetitions();
        if count < 2 {
            return false;
        }
        (first + 1..len).step_by(2).all(|i| self.history[i].check)
    }
}

/// The opponent's men and squares of [`Position::spare_moves`].
type Spare = [(Bitboard, Bitboard); 4];

const NO_SPARE: Spare = [(Bitboard::EMPTY, Bitboard::EMPTY); 4];

/// Whether `mv` leaves the opponent one of its spare moves: it neither takes the man nor lands
/// on (or takes on) the square.
fn keeps_a_move(spare: &Spare, mv: Move) -> bool {
    let hit =
        Bitboard::from_square(mv.to()) | mv.bonus().map_or(Bitboard::EMPTY, Bitboard::from_square);
    spare
        .iter()
        .any(|&(man, to)| (man & hit).is_empty() && (to & !hit).any())
}

/// Whether `mv`, played on `p`, leaves the opponent (with a man besides the king) out of check
/// and without a move. Without `shortcuts`, every reply is tried on the board.
fn stalemates(p: &mut Position, mv: Move, shortcuts: bool) -> bool {
    let them = !p.turn;
    p.play_unchecked(mv);
    let has_move = if shortcuts {
        p.has_ordinary_move()
    } else {
        !p.tried_moves().is_empty()
    };
    let stalemated = p.men(them) >= 1 && !p.in_check() && !has_move;
    p.undo();
    stalemated
}

/// Whether `mv`, played on `p`, repeats a position for the third time by perpetual check.
fn perpetual_check(p: &mut Position, mv: Move) -> bool {
    p.play_unchecked(mv);
    let bad = p.is_perpetual_check();
    p.undo();
    bad
}

/// Parsi's filters asked of one move at a time, for a search that tries few of a node's moves
/// (most nodes end after one or two): each answer is the one [`Position::legal_moves`] gives,
/// found without playing out every move. A move the filters would take out is still legal when
/// they would take out every move, so that question is asked once, and only of a position
/// where some move is taken out.
#[derive(Clone, Debug)]
pub struct MoveFilter {
    spare: Spare,
    stalemate: bool,
    perpetual: bool,
    /// Every ordinary move stalemates the opponent (known once asked).
    every_stalemates: Option<bool>,
    /// Every move left by the stalemate filter is a perpetual check (known once asked).
    every_perpetual: Option<bool>,
}

impl MoveFilter {
    /// Whether `mv`, an ordinary move of `pos` (from [`Position::ordinary_moves_into`], the
    /// position the filter was made for), is legal. `pos` is left as it was.
    pub fn allows(&mut self, pos: &mut Position, mv: Move) -> bool {
        self.past_stalemate(pos, mv)
            && !(self.perpetual && perpetual_check(pos, mv) && !self.every_perpetual(pos))
    }

    /// Whether `mv` is left by the stalemate filter.
    fn past_stalemate(&mut self, pos: &mut Position, mv: Move) -> bool {
        !self.stalemate
            || keeps_a_move(&self.spare, mv)
            || !stalemates(pos, mv, true)
            || self.every_stalemates(pos)
    }

    fn every_stalemates(&mut self, pos: &mut Position) -> bool {
        if let Some(every) = self.every_stalemates {
            return every;
        }
        let mut moves = MoveList::new();
        pos.ordinary_moves(&mut moves);
        let spare = self.spare;
        let every = moves
            .iter()
            .all(|&m| !keeps_a_move(&spare, m) && stalemates(pos, m, true));
        self.every_stalemates = Some(every);
        every
    }

    fn every_perpetual(&mut self, pos: &mut Position) -> bool {
        if let Some(every) = self.every_perpetual {
            return every;
        }
        let mut moves = MoveList::new();
        pos.ordinary_moves(&mut moves);
        let mut every = true;
        for &m in &moves {
            if self.past_stalemate(pos, m) && !perpetual_check(pos, m) {
                every = false;
                break;
            }
        }
        self.every_perpetual = Some(every);
        every
    }
}

/// Takes out of `list` the moves `bad` names, unless that would take them all (a filter that
/// applies only while another move is left).
fn drop_unless_all(list: &mut MoveList, mut bad: impl FnMut(Move) -> bool) {
    let mut dropped: Vec<usize> = Vec::new();
    for (i, &mv) in list.iter().enumerate() {
        if bad(mv) {
            dropped.push(i);
        }
    }
    if dropped.is_empty() || dropped.len() == list.len() {
        return;
    }
    let mut i = 0;
    list.retain(|_| {
        let keep = dropped.binary_search(&i).is_err();
        i += 1;
        keep
    });
}
