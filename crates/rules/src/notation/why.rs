//! Why a move that reads well is not legal: a sentence for people ("the Nb1 is pinned to its
//! king", "no Asp can reach e4", "the game is already over (White's king is bare)"), and the
//! same by kind ([`Illegal`]), so that a page can say it in its reader's language.

use std::fmt;

use crate::color::Color;
use crate::geometry::Square;
use crate::outcome::Outcome;
use crate::position::Position;
use crate::types::{Move, MoveList};

/// Why a move is not legal, by kind; `Display` gives the English sentence.
#[derive(Clone, Debug, Eq, PartialEq)]
pub enum Illegal {
    /// The game is already over.
    Over(Outcome),
    /// No piece of the kind asked, of the side to move, can reach `to`.
    NoneCanReach {
        piece: PieceAsked,
        side: Color,
        to: String,
    },
    /// The king would stand attacked on `to`.
    KingAttacked { to: String },
    /// The side to move is in check, and this move does not answer it.
    InCheck {
        side: Color,
        piece: Named,
        to: String,
    },
    /// The piece may not move off the line between its king and an attacker.
    Pinned { piece: Named },
    /// The move would leave `side` without a move, which the game forbids (Parsi).
    Stalemating { side: Color },
    /// The move would repeat a perpetual check, which the game forbids.
    Perpetual,
    /// A pawn may not enter `to` when there is nothing it could become there.
    NoPromotion { piece: Named, to: String },
    /// Nothing more precise can be said.
    NotAllowed,
    /// The square the move starts from is empty.
    NoPiece { on: String },
    /// The piece belongs to the side not to move.
    NotYours { piece: Named, owner: Color },
    /// The move promotes, and the text does not say to what (the choices, in coordinates).
    NamePromotion { choices: String },
}

/// A piece on its square as a sentence names it: "the Nb1", "the pawn on e2".
#[derive(Clone, Debug, Eq, PartialEq)]
pub enum Named {
    Pawn { on: String },
    Piece { letter: char, on: String },
    Empty { on: String },
}

/// The kind of piece a move's text asks for.
#[derive(Clone, Debug, Eq, PartialEq)]
pub enum PieceAsked {
    /// Any piece (the text names only squares).
    Any,
    Pawn,
    /// A piece of the game, by its letter and its English name.
    Piece {
        letter: char,
        name: String,
    },
    /// A letter the game has no piece for.
    Unknown(char),
}

impl Illegal {
    /// A short name of the kind (`over`, `none-can-reach`, ...), the same in every language.
    pub fn code(&self) -> &'static str {
        match self {
            Illegal::Over(_) => "over",
            Illegal::NoneCanReach { .. } => "none-can-reach",
            Illegal::KingAttacked { .. } => "king-attacked",
            Illegal::InCheck { .. } => "in-check",
            Illegal::Pinned { .. } => "pinned",
            Illegal::Stalemating { .. } => "stalemating",
            Illegal::Perpetual => "perpetual",
            Illegal::NoPromotion { .. } => "no-promotion",
            Illegal::NotAllowed => "not-allowed",
            Illegal::NoPiece { .. } => "no-piece",
            Illegal::NotYours { .. } => "not-yours",
            Illegal::NamePromotion { .. } => "name-promotion",
        }
    }
}

impl fmt::Display for Named {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Named::Pawn { on } => write!(f, "the pawn on {on}"),
            Named::Piece { letter, on } => write!(f, "the {letter}{on}"),
            Named::Empty { on } => write!(f, "the piece on {on}"),
        }
    }
}

impl fmt::Display for PieceAsked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PieceAsked::Any => f.write_str("piece"),
            PieceAsked::Pawn => f.write_str("pawn"),
            PieceAsked::Piece { name, .. } => f.write_str(name),
            PieceAsked::Unknown(c) => write!(f, "piece '{c}'"),
        }
    }
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::Over(o) => write!(f, "the game is already over ({})", o.describe()),
            Illegal::NoneCanReach { piece, side, to } => write!(
                f,
                "no {piece} of {} can reach {to}",
                side.name_capitalized()
            ),
            Illegal::KingAttacked { to } => write!(f, "the king would be attacked on {to}"),
            Illegal::InCheck { side, piece, to } => write!(
                f,
                "{} is in check, and {piece} to {to} does not answer it",
                side.name_capitalized()
            ),
            Illegal::Pinned { piece } => write!(f, "{piece} is pinned to its king"),
            Illegal::Stalemating { side } => write!(
                f,
                "it would leave {side} without a move, and this game forbids stalemating"
            ),
            Illegal::Perpetual => {
                f.write_str("it would repeat a perpetual check, which this game forbids")
            }
            Illegal::NoPromotion { piece, to } => write!(
                f,
                "{piece} may not enter {to}: there is no piece it could become"
            ),
            Illegal::NotAllowed => f.write_str("the rules do not allow it here"),
            Illegal::NoPiece { on } => write!(f, "there is no piece on {on}"),
            Illegal::NotYours { piece, owner } => write!(
                f,
                "{piece} is {}'s, and it is {}'s move",
                owner.name_capitalized(),
                (!*owner).name_capitalized()
            ),
            Illegal::NamePromotion { choices } => {
                write!(f, "name the piece to promote to: {choices}")
            }
        }
    }
}

impl Position {
    /// Why no legal move fits a description: `fits` picks the moves by piece movement alone
    /// that the text could mean; `what` is the piece the text asks for and `to` is the square
    /// it names.
    pub(crate) fn why_not(
        &self,
        fits: impl Fn(Move) -> bool,
        what: PieceAsked,
        to: Square,
    ) -> Illegal {
        if let Some(o) = self.outcome() {
            return Illegal::Over(o);
        }
        let g = self.variant().geometry;
        let mut pseudo = MoveList::new();
        self.generate(&mut pseudo, false);
        let candidates: Vec<Move> = pseudo.iter().copied().filter(|&m| fits(m)).collect();
        let Some(&mv) = candidates.first() else {
            return Illegal::NoneCanReach {
                piece: what,
                side: self.turn(),
                to: g.name(to).to_string(),
            };
        };
        let legal = self.legal_moves();
        let us = self.turn();
        let named = self.named(mv.from());
        let r = &self.variant().rules;
        if !r.king_capture && self.variant().t.king.is_some() && !self.leaves_king_safe(mv, None) {
            if Some(mv.from()) == self.king_square(us) {
                return Illegal::KingAttacked {
                    to: g.name(mv.to()).to_string(),
                };
            }
            if self.in_check() {
                return Illegal::InCheck {
                    side: us,
                    piece: named,
                    to: g.name(mv.to()).to_string(),
                };
            }
            return Illegal::Pinned { piece: named };
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
                return Illegal::Stalemating { side: them };
            }
            return Illegal::Perpetual;
        }
        if let Some(p) = self.piece_at(mv.from())
            && self.variant().t.pawn_kinds >> p.kind & 1 != 0
            && self.promotion_choices(mv.from(), mv.to()).is_empty()
        {
            return Illegal::NoPromotion {
                piece: named,
                to: g.name(mv.to()).to_string(),
            };
        }
        Illegal::NotAllowed
    }

    /// The piece on `sq` as a sentence names it.
    pub(crate) fn named(&self, sq: Square) -> Named {
        let on = self.variant().geometry.name(sq).to_string();
        match self.piece_at(sq) {
            Some(p) if self.variant().t.pawn_kinds >> p.kind & 1 != 0 => Named::Pawn { on },
            Some(p) => Named::Piece {
                letter: self.variant().piece(p.kind).letter,
                on,
            },
            None => Named::Empty { on },
        }
    }
}
