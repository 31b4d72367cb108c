//! Coordinate notation: `e2e4`, `b7b8m` (promotion as a lower-case letter), and Parsi's knight bonus
//! after a promotion as a second leg after a comma: `b7b8n,b8c6`.

use crate::notation::why::{Illegal, PieceAsked};
use std::fmt;

use crate::geometry::{Geometry, Square};
use crate::position::Position;
use crate::types::Move;

/// A move in coordinate notation, read without a position.
#[derive(Clone, Debug, Eq, PartialEq)]
pub struct CoordMove {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<char>,
    pub bonus: Option<Square>,
}

/// Text that is not coordinate notation.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[error("'{text}' is not a move in coordinate notation (like e2e4, b7b8q or b7b8n,b8c6): {why}")]
pub struct ParseCoordError {
    pub text: String,
    pub why: &'static str,
}

/// A well-formed move that is not legal in the position.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[error("{text} is not legal here: {why}")]
pub struct IllegalMoveError {
    pub text: String,
    /// Why (its `Display` in English words).
    pub why: crate::notation::why::Illegal,
    /// The legal moves, in coordinates, separated by spaces.
    pub legal: String,
}

/// Splits `e2` off the front of a string: a letter and one or two digits.
fn take_square(g: Geometry, s: &str) -> Option<(Square, &str)> {
    let b = s.as_bytes();
    if b.is_empty() || !b[0].is_ascii_lowercase() {
        return None;
    }
    let mut n = 1;
    while n < b.len() && n < 3 && b[n].is_ascii_digit() {
        n += 1;
    }
    // Prefer the longest rank that is on the board.
    for len in (2..=n).rev() {
        if let Some(sq) = g.parse_square(&s[..len]) {
            return Some((sq, &s[len..]));
        }
    }
    None
}

impl CoordMove {
    pub fn parse(g: Geometry, text: &str) -> Result<CoordMove, ParseCoordError> {
        let bad = |why| ParseCoordError {
            text: text.to_owned(),
            why,
        };
        let (main, bonus) = match text.split_once(',') {
            Some((a, b)) => (a, Some(b)),
            None => (text, None),
        };
        let (from, rest) =
            take_square(g, main).ok_or_else(|| bad("it must start with a square of this board"))?;
        let (to, rest) = take_square(g, rest)
            .ok_or_else(|| bad("the second square is missing or off the board"))?;
        let promotion = match rest.as_bytes() {
            [] => None,
            [c] if c.is_ascii_alphabetic() => Some(c.to_ascii_lowercase() as char),
            _ => return Err(bad("only one promotion letter may follow the squares")),
        };
        let bonus = match bonus {
            None => None,
            Some(b) => {
                let (bfrom, rest) = take_square(g, b)
                    .ok_or_else(|| bad("the bonus leg must start with a square"))?;
                let (bto, rest) = take_square(g, rest)
                    .ok_or_else(|| bad("the bonus leg needs a second square"))?;
                if bfrom != to || !rest.is_empty() {
                    return Err(bad("the bonus leg must start where the promotion ended"));
                }
                Some(bto)
            }
        };
        Ok(CoordMove {
            from,
            to,
            promotion,
            bonus,
        })
    }

    /// The legal move this text stands for in `pos`.
    pub fn to_move(&self, pos: &Position) -> Result<Move, IllegalMoveError> {
        self.to_move_in(pos, &pos.legal_moves())
    }

    /// The same, given the position's legal moves.
    pub fn to_move_in(
        &self,
        pos: &Position,
        legal: &crate::types::MoveList,
    ) -> Result<Move, IllegalMoveError> {
        for &mv in legal {
            if mv.from() == self.from
                && mv.to() == self.to
                && mv.bonus() == self.bonus
                && mv
                    .promotion()
                    .map(|k| pos.variant().piece(k).letter.to_ascii_lowercase())
                    == self.promotion
            {
                return Ok(mv);
            }
        }
        let g = pos.variant().geometry;
        let promotions: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| {
                m.from() == self.from
                    && m.to() == self.to
                    && m.bonus() == self.bonus
                    && m.promotion().is_some()
            })
            .collect();
        let why = if self.promotion.is_none() && promotions.len() == 1 {
            // The one promotion allowed here may go without its letter (`g7g8` for `g7g8q`).
            return Ok(promotions[0]);
        } else if self.promotion.is_none() && promotions.len() > 1 {
            Illegal::NamePromotion {
                choices: promotions
                    .iter()
                    .map(|m| coord(pos, *m).to_string())
                    .collect::<Vec<_>>()
                    .join(", "),
            }
        } else {
            match pos.piece_at(self.from) {
                None if pos.outcome().is_none() => Illegal::NoPiece {
                    on: g.name(self.from).to_string(),
                },
                Some(p) if p.color != pos.turn() && pos.outcome().is_none() => Illegal::NotYours {
                    piece: pos.named(self.from),
                    owner: p.color,
                },
                Some(p) => {
                    // The piece on the square is known: the game's own name says it best.
                    let piece = &pos.variant().piece(p.kind);
                    let what = PieceAsked::Piece {
                        letter: piece.letter,
                        name: piece.name.clone(),
                    };
                    pos.why_not(
                        |m| m.from() == self.from && m.to() == self.to,
                        what,
                        self.to,
                    )
                }
                None => pos.why_not(|_| false, PieceAsked::Any, self.to),
            }
        };
        Err(IllegalMoveError {
            text: format_coord(pos, self),
            why,
            legal: legal
                .iter()
                .map(|m| coord(pos, *m).to_string())
                .collect::<Vec<_>>()
                .join(" "),
        })
    }
}

fn format_coord(pos: &Position, c: &CoordMove) -> String {
    let g = pos.variant().geometry;
    let mut s = format!("{}{}", g.name(c.from), g.name(c.to));
    if let Some(p) = c.promotion {
        s.push(p);
    }
    if let Some(b) = c.bonus {
        s.push_str(&format!(",{}{}", g.name(c.to), g.name(b)));
    }
    s
}

/// Displays a move in coordinate notation.
pub struct Coord<'a> {
    pos: &'a Position,
    mv: Move,
}

/// A move in coordinate notation, e.g. `e2e4`.
pub fn coord(pos: &Position, mv: Move) -> Coord<'_> {
    Coord { pos, mv }
}

impl fmt::Display for Coord<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = self.pos.variant().geometry;
        write!(f, "{}{}", g.name(self.mv.from()), g.name(self.mv.to()))?;
        if let Some(k) = self.mv.promotion() {
            write!(
                f,
                "{}",
                self.pos.variant().piece(k).letter.to_ascii_lowercase()
            )?;
        }
        if let Some(b) = self.mv.bonus() {
            write!(f, ",{}{}", g.name(self.mv.to()), g.name(b))?;
        }
        Ok(())
    }
}

impl Position {
    /// Plays a move given in coordinate notation, if it is legal.
    pub fn play_coord(&mut self, text: &str) -> Result<Move, crate::Error> {
        let cm = CoordMove::parse(self.variant().geometry, text)?;
        let mv = cm.to_move(self)?;
        self.play_unchecked(mv);
        Ok(mv)
    }
}
