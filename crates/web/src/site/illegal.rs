//! Why a move is not legal, in the reader's language (the rules give it by kind).

use super::i18n::Lang;

impl Lang {
    /// Why a move is not legal, in this language, the pieces named as `game` names them.
    pub fn illegal(&self, why: &rukh_rules::Illegal, game: &str) -> String {
        use rukh_rules::{Illegal, Named, PieceAsked};
        let named = |n: &Named| match n {
            Named::Pawn { on } => self.t_with("illegal-named-pawn", &[("square", on)]),
            Named::Piece { letter, on } => {
                let piece = self
                    .piece(game, *letter)
                    .unwrap_or_else(|| letter.to_string());
                self.t_with("illegal-named-piece", &[("piece", &piece), ("square", on)])
            }
            Named::Empty { on } => self.t_with("illegal-named-empty", &[("square", on)]),
        };
        let asked = |p: &PieceAsked| match p {
            PieceAsked::Any => self.t("illegal-any-piece"),
            PieceAsked::Pawn => self
                .piece(game, 'P')
                .unwrap_or_else(|| self.t("illegal-pawn")),
            PieceAsked::Piece { letter, name } => {
                self.piece(game, *letter).unwrap_or_else(|| name.clone())
            }
            PieceAsked::Unknown(c) => c.to_string(),
        };
        match why {
            Illegal::Over(o) => self.t_with("illegal-over", &[("ending", &self.end_words(o))]),
            Illegal::NoneCanReach { piece, side, to } => self.t_with(
                "illegal-none-can-reach",
                &[
                    ("piece", &asked(piece)),
                    ("side", &self.side(*side)),
                    ("to", to),
                ],
            ),
            Illegal::KingAttacked { to } => self.t_with("illegal-king-attacked", &[("to", to)]),
            Illegal::InCheck { side, piece, to } => self.t_with(
                "illegal-in-check",
                &[
                    ("side", &self.side(*side)),
                    ("piece", &named(piece)),
                    ("to", to),
                ],
            ),
            Illegal::Pinned { piece } => self.t_with("illegal-pinned", &[("piece", &named(piece))]),
            Illegal::Stalemating { side } => {
                self.t_with("illegal-stalemating", &[("side", &self.side(*side))])
            }
            Illegal::NoPromotion { piece, to } => self.t_with(
                "illegal-no-promotion",
                &[("piece", &named(piece)), ("to", to)],
            ),
            Illegal::NoPiece { on } => self.t_with("illegal-no-piece", &[("to", on)]),
            Illegal::NotYours { piece, owner } => self.t_with(
                "illegal-not-yours",
                &[
                    ("piece", &named(piece)),
                    ("owner", &self.side(*owner)),
                    ("side", &self.side(!*owner)),
                ],
            ),
            Illegal::NamePromotion { choices } => {
                self.t_with("illegal-name-promotion", &[("choices", choices)])
            }
            Illegal::Perpetual => self.t("illegal-perpetual"),
            Illegal::NotAllowed => self.t("illegal-not-allowed"),
        }
    }
}
