//! How and when a game ends.

use std::fmt;

use serde::Serialize;

use crate::color::Color;
use crate::position::Position;
use crate::types::MoveList;
use crate::variant::{Adjudication, BareKing, BoorjResult, NoMoves, PawnMate, Stalemate};

/// Why a game ended.
#[derive(Copy, Clone, Debug, Eq, PartialEq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reason {
    /// The side to move is in check and has no legal move.
    Checkmate,
    /// The side to move is not in check and has no legal move.
    Stalemate,
    /// A side lost all its men and did not bare the enemy in return.
    BareKing,
    /// Both kings are bare after a capture that bared the other side back: a draw.
    CounterBared,
    /// Only the two kings are on the board.
    BareKings,
    /// A king was taken (games where kings may be captured).
    KingCaptured,
    /// The side to move has no move at all (games where kings may be captured).
    NoMoves,
    /// A lone king stalemated its opponent: a draw (Kamil).
    LoneKingStalemate,
    /// A lone king used up its moves without drawing (Kamil's ten-move rule).
    LoneKingMoves,
    /// The opponent of a lone king claimed the draw the rules allow (Kamil Rule 2).
    LoneKingClaim,
    /// A side's raja was bared (Parsi).
    Boorj,
    /// The same position occurred for the n-th time.
    Repetition,
    /// Too many moves without a capture or a pawn move.
    MoveRule,
}

impl Reason {
    pub fn name(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::BareKing => "bare-king",
            Reason::CounterBared => "counter-bared",
            Reason::BareKings => "bare-kings",
            Reason::KingCaptured => "king-captured",
            Reason::NoMoves => "no-moves",
            Reason::LoneKingStalemate => "lone-king-stalemate",
            Reason::LoneKingMoves => "lone-king-moves",
            Reason::LoneKingClaim => "lone-king-claim",
            Reason::Boorj => "boorj",
            Reason::Repetition => "repetition",
            Reason::MoveRule => "move-rule",
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Parsi's grades of victory, lowest first.
#[derive(Copy, Clone, Debug, Eq, PartialEq, Hash, Ord, PartialOrd, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Grade {
    Boorj,
    Checkmate,
    PawnMate,
}

impl Grade {
    pub fn name(self) -> &'static str {
        match self {
            Grade::Boorj => "boorj",
            Grade::Checkmate => "checkmate",
            Grade::PawnMate => "pawn-mate",
        }
    }
}

/// The end of a game: who won (none for a draw), why, and for graded games how well.
#[derive(Copy, Clone, Debug, Eq, PartialEq, Hash, Serialize)]
pub struct Outcome {
    pub winner: Option<Color>,
    pub reason: Reason,
    pub grade: Option<Grade>,
}

impl Outcome {
    fn win(c: Color, reason: Reason) -> Outcome {
        Outcome {
            winner: Some(c),
            reason,
            grade: None,
        }
    }
    fn draw(reason: Reason) -> Outcome {
        Outcome {
            winner: None,
            reason,
            grade: None,
        }
    }

    /// `1-0`, `0-1` or `1/2-1/2`.
    pub fn result(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }

    /// Why, as a finished game's record keeps it: the reason's name, and a graded win's grade
    /// (`checkmate (grade: pawn-mate)`).
    pub fn termination(&self) -> String {
        match self.grade {
            Some(g) if self.winner.is_some() => {
                format!("{} (grade: {})", self.reason.name(), g.name())
            }
            _ => self.reason.name().to_owned(),
        }
    }

    /// A sentence for people.
    pub fn describe(&self) -> String {
        let who = Color::name_capitalized;
        let loser = self.winner.map(|c| who(!c)).unwrap_or("");
        let text = match (self.reason, self.winner) {
            (Reason::Checkmate, Some(w)) => format!("{} wins: {loser} is checkmated", who(w)),
            (Reason::Stalemate, Some(w)) => {
                format!("{} wins: {loser} is stalemated and loses", who(w))
            }
            (Reason::Stalemate, None) => "draw: stalemate".to_owned(),
            (Reason::BareKing, Some(w)) => format!("{} wins: {loser}'s king is bare", who(w)),
            (Reason::CounterBared, _) => {
                "draw: the bare king bared the other king in return".to_owned()
            }
            (Reason::BareKings, _) => "draw: only the two kings are left".to_owned(),
            (Reason::KingCaptured, Some(w)) => {
                format!("{} wins: {loser}'s king was captured", who(w))
            }
            (Reason::NoMoves, Some(w)) => format!("{} wins: {loser} has no move", who(w)),
            (Reason::NoMoves, None) => "draw: the side to move has no move".to_owned(),
            (Reason::LoneKingStalemate, _) => "draw: a lone king gave stalemate".to_owned(),
            (Reason::LoneKingMoves, Some(w)) => {
                format!(
                    "{} wins: {loser}'s lone king used its moves without drawing",
                    who(w)
                )
            }
            (Reason::LoneKingClaim, _) => {
                "draw claimed: the opponent of a lone king took the draw".to_owned()
            }
            (Reason::Boorj, Some(w)) => format!("{} wins by Boorj: {loser}'s raja is bare", who(w)),
            (Reason::Boorj, None) => "draw: Boorj (bare raja) scored as a draw".to_owned(),
            (Reason::Repetition, _) => "draw by repetition".to_owned(),
            (Reason::MoveRule, _) => "draw by the move-count rule".to_owned(),
            (r, None) => format!("draw ({r})"),
        };
        match self.grade {
            Some(g) if self.winner.is_some() => format!("{text} (grade: {})", g.name()),
            _ => text,
        }
    }
}

/// A right a player may claim in the current position.
#[derive(Copy, Clone, Debug, Eq, PartialEq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "claim")]
pub enum Claim {
    /// Kamil Rule 2: the opponent of a lone king may claim a draw.
    Draw { by: Color },
    /// Kamil Rule 5 in claim mode: the lone king used up its moves.
    Win { by: Color },
}

impl Claim {
    /// How the game ends when this claim is made.
    pub fn outcome(self) -> Outcome {
        match self {
            Claim::Draw { .. } => Outcome::draw(Reason::LoneKingClaim),
            Claim::Win { by } => Outcome::win(by, Reason::LoneKingMoves),
        }
    }
}

impl Position {
    fn shatranj_baring(&self, ms: u32, mo: u32) -> Option<Outcome> {
        let s = self.turn;
        if mo == 0 && ms > 0 {
            return Some(Outcome::win(s, Reason::BareKing));
        }
        if ms == 0 && mo >= 2 && self.variant.rules.bared_loses_vs_two {
            return Some(Outcome::win(!s, Reason::BareKing));
        }
        None
    }

    /// The result if the game is over, judged at the start of the side to move's turn.
    pub fn outcome(&self) -> Option<Outcome> {
        self.judge(|p| {
            let mut l = MoveList::new();
            p.rule_moves(&mut l);
            !l.is_empty()
        })
    }

    /// The result as [`Position::outcome`] gives it, for a caller that already knows whether
    /// the side to move has a move by the rules (`moves_into`, or `count_legal` where the game
    /// is not over before its moves): it saves generating them again.
    pub fn outcome_if(&self, has_moves: bool) -> Option<Outcome> {
        self.judge(|_| has_moves)
    }

    /// Whether the game is over by a rule other than the lack of moves.
    pub fn is_over_before_moves(&self) -> bool {
        self.judge(|_| true).is_some()
    }

    fn judge(&self, has_moves: impl Fn(&Position) -> bool) -> Option<Outcome> {
        let r = &self.variant.rules;
        let s = self.turn;
        let o = !s;
        let king = self.variant.t.king;
        if r.king_capture && king.is_some() {
            if self.king_square(s).is_none() {
                return Some(Outcome::win(o, Reason::KingCaptured));
            }
            if self.king_square(o).is_none() {
                return Some(Outcome::win(s, Reason::KingCaptured));
            }
        }
        let ms = self.men(s);
        let mo = self.men(o);
        if king.is_some() && ms == 0 && mo == 0 {
            let reason = if self.last_capture().is_some() {
                Reason::CounterBared
            } else {
                Reason::BareKings
            };
            return Some(Outcome::draw(reason));
        }
        match r.bare_king {
            BareKing::Shatranj if r.bare_king_first => {
                if let Some(out) = self.shatranj_baring(ms, mo) {
                    return Some(out);
                }
            }
            BareKing::Boorj if ms == 0 || mo == 0 => {
                let winner = if ms == 0 { o } else { s };
                let out = match r.boorj {
                    BoorjResult::Win => Outcome {
                        winner: Some(winner),
                        reason: Reason::Boorj,
                        grade: Some(Grade::Boorj),
                    },
                    BoorjResult::Draw => Outcome::draw(Reason::Boorj),
                };
                return Some(out);
            }
            _ => {}
        }
        if !has_moves(self) {
            let royal = king.is_some() && !r.king_capture;
            if royal && self.in_check() {
                let grade = r.grades.then(|| self.mate_grade());
                return Some(Outcome {
                    winner: Some(o),
                    reason: Reason::Checkmate,
                    grade,
                });
            }
            if r.king_capture || king.is_none() {
                return Some(match r.no_moves {
                    NoMoves::Loss => Outcome::win(o, Reason::NoMoves),
                    NoMoves::Draw => Outcome::draw(Reason::NoMoves),
                });
            }
            return Some(match r.stalemate {
                Stalemate::Loss if r.lone_stalemater_draws && mo == 0 => {
                    Outcome::draw(Reason::LoneKingStalemate)
                }
                Stalemate::Loss => Outcome::win(o, Reason::Stalemate),
                Stalemate::Draw | Stalemate::Forbidden => Outcome::draw(Reason::Stalemate),
            });
        }
        if r.bare_king == BareKing::Shatranj
            && !r.bare_king_first
            && let Some(out) = self.shatranj_baring(ms, mo)
        {
            return Some(out);
        }
        if r.bare_king == BareKing::Counted
            && r.lone_king_win == Adjudication::Automatic
            && mo == 0
            && self.lone[o.index()] as u32 >= r.lone_king_moves
        {
            return Some(Outcome::win(s, Reason::LoneKingMoves));
        }
        if r.repetition > 0 && self.halfmove >= 4 && self.repetition_count() + 1 >= r.repetition {
            return Some(Outcome::draw(Reason::Repetition));
        }
        if r.move_rule > 0 && self.halfmove >= 2 * r.move_rule {
            return Some(Outcome::draw(Reason::MoveRule));
        }
        None
    }

    /// Parsi: the grade of a checkmate just given by the last move.
    fn mate_grade(&self) -> Grade {
        let t = &self.variant.t;
        let Some(u) = self.history.last() else {
            // A position without its history (a FEN): a pawn that checks the side to move can
            // only have done so by the last move, a step of its own that did not promote
            // (parsi.md 5.2, decision P-A9), so the grade follows from the board.
            let by = !self.turn;
            let Some(king) = self.king_square(self.turn) else {
                return Grade::Checkmate;
            };
            let checks = (0..t.kinds as crate::types::PieceKind)
                .filter(|&k| t.pawn_kinds >> k & 1 != 0)
                .any(|k| {
                    self.pieces(by, k)
                        .into_iter()
                        .any(|sq| t.capture[t.idx(by, k, sq)].contains(king))
                });
            return if checks {
                Grade::PawnMate
            } else {
                Grade::Checkmate
            };
        };
        let Some(piece) = crate::types::Piece::from_code(u.moved) else {
            return Grade::Checkmate;
        };
        if t.pawn_kinds >> piece.kind & 1 == 0 {
            return Grade::Checkmate;
        }
        let pawn_mate = match self.variant.rules.pawn_mate {
            PawnMate::PawnMoved => true,
            PawnMate::PawnGivesCheck => {
                u.mv.promotion().is_none()
                    && self.king_square(self.turn).is_some_and(|k| {
                        t.capture[t.idx(piece.color, piece.kind, u.mv.to())].contains(k)
                    })
            }
        };
        if pawn_mate {
            Grade::PawnMate
        } else {
            Grade::Checkmate
        }
    }

    /// Whether the game is over only by a convention that the sources do not have (repetition,
    /// the move rule), which an arbiter or a GUI may set aside.
    pub fn over_by_convention(&self) -> bool {
        self.outcome()
            .is_some_and(|o| matches!(o.reason, Reason::Repetition | Reason::MoveRule))
    }

    /// Sets the conventions aside where they end the game here: play goes on, as when a GUI plays
    /// past a draw that could be claimed, and the move rule's and the repetitions' counts start
    /// again from this position. A game over by a source rule (mate, bare king) stays over.
    pub fn set_conventions_aside(&mut self) {
        if self.over_by_convention() {
            self.halfmove = 0;
        }
    }

    /// Whether the game is over.
    pub fn is_game_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Claims open to the players now (Kamil's draw claim and, in claim mode, its win claim).
    pub fn claims(&self) -> Vec<Claim> {
        let r = &self.variant.rules;
        let mut out = Vec::new();
        if r.bare_king != BareKing::Counted || self.outcome().is_some() {
            return out;
        }
        for c in crate::color::Color::ALL {
            if self.men(!c) == 0 && self.men(c) > 0 {
                out.push(Claim::Draw { by: c });
                if r.lone_king_win == Adjudication::Claim
                    && self.lone[(!c).index()] as u32 >= r.lone_king_moves
                {
                    out.push(Claim::Win { by: c });
                }
            }
        }
        out
    }
}
