//! Why a move that reads well is not legal: a sentence for people ("the Nb1 is pinned to its
//! king", "no Asp can reach e4", "the game is already over (White's king is bare)").

use crate::geometry::Square;
use crate::position::Position;
use crate::types::{Move, MoveList};

impl Position {
    /// Why no legal move fits a description: `fits` picks the moves by piece movement alone
    /// that the text could mean; `what` names the piece the text asks for (e.g. "Asp", "pawn")
    /// and `to` is the square it names.
    pub(crate) fn why_not(&self, fits: impl Fn(Move) -> bool, what: &str, to: Square) -> String {
        if let Some(o) = self.outcome() {
            return format!("the game is already over ({})", o.describe());
        }
        let g = self.variant().geometry;
        let mut pseudo = MoveList::new();
        self.generate(&mut pseudo, false);
        let candidates: Vec<Move> = pseudo.iter().copied().filter(|&m| fits(m)).collect();
        let Some(&mv) = candidates.first() else {
            return format!(
                "no {what} of {} can reach {}",
                self.turn().name_capitalized(),
                g.name(to)
            );
        };
        let legal = self.legal_moves();
        let us = self.turn();
        let named = self.piece_named(mv.from());
        let r = &self.variant().rules;
        if !r.king_capture && self.variant().t.king.is_some() && !self.leaves_king_safe(mv, None) {
            if Some(mv.from()) == self.king_square(us) {
                return format!("the king would be attacked on {}", g.name(mv.to()));
            }
            if self.in_check() {
                return format!(
                    "{} is in check, and {named} to {} does not answer it",
                    us.name_capitalized(),
                    g.name(mv.to())
                );
            }
            return format!("{named} is pinned to its king");
        }
        // The ordinary move is allowed but a filter of the game takes it away (Parsi).
        let ordinary: Vec<Move> = {
            let mut l = MoveList::new();
            self.ordinary_moves(&mut l);
            l.iter().copied().filter(|&m| fits(m)).collect()
        };
        if !ordinary.is_empty() && !ordinary.iter().any(|m| legal.contains(*m)) {
            let mut after = self.clone();
            after.play_unchecked(ordinary[0]);
            let them = !us;
            let gave_check = after.in_check();
            if !gave_check && after.men(them) >= 1 && !after.has_ordinary_move() {
                return format!(
                    "it would leave {them} without a move, and this game forbids stalemating"
                );
            }
            return "it would repeat a perpetual check, which this game forbids".into();
        }
        if let Some(p) = self.piece_at(mv.from())
            && self.variant().t.pawn_kinds >> p.kind & 1 != 0
            && self.promotion_choices(mv.from(), mv.to()).is_empty()
        {
            return format!(
                "{named} may not enter {}: there is no piece it could become",
                g.name(mv.to())
            );
        }
        "the rules do not allow it here".into()
    }

    /// "the Nb1", "the pawn on e2".
    pub(crate) fn piece_named(&self, sq: Square) -> String {
        let g = self.variant().geometry;
        match self.piece_at(sq) {
            Some(p) if self.variant().t.pawn_kinds >> p.kind & 1 != 0 => {
                format!("the pawn on {}", g.name(sq))
            }
            Some(p) => format!("the {}{}", self.variant().piece(p.kind).letter, g.name(sq)),
            None => format!("the piece on {}", g.name(sq)),
        }
    }
}
