//! Game Courier's full algebraic notation (chessvariants.com): `P e2-e4`; a promotion as a second
//! part that puts the new piece on the square, `p e7-e8; q-e8`; parts separated by `;`; `//` starts a
//! comment. Labels are case-sensitive (upper case White) and optional on input. Parsi's knight bonus
//! is a third part: `P b7-b8; N-b8; N b8-c6`.

use std::fmt::Write as _;

use crate::color::Color;
use crate::geometry::{Geometry, Square};
use crate::notation::why::{Illegal, PieceAsked};
use crate::position::Position;
use crate::types::Move;

/// One `;`-separated part of a Game Courier move.
#[derive(Clone, Debug, Eq, PartialEq)]
pub enum Part {
    /// `[label] from-to`
    Move {
        label: Option<char>,
        from: Square,
        to: Square,
    },
    /// `label-to`: a piece put straight onto a square (promotion).
    Put { label: char, to: Square },
}

/// A Game Courier move read without a position.
#[derive(Clone, Debug, Eq, PartialEq)]
pub struct CourierMove {
    pub parts: Vec<Part>,
}

/// Text that is not a Game Courier move.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[error("'{text}' is not a Game Courier move (like P e2-e4 or p e7-e8; q-e8): {why}")]
pub struct ParseCourierError {
    pub text: String,
    pub why: String,
}

/// A well-formed Game Courier move that is not legal here.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[error("{text} is not legal here: {why}")]
pub struct IllegalCourierError {
    pub text: String,
    pub why: String,
    /// Why, by kind, where the rules can say it so.
    pub reason: Option<Illegal>,
}

impl CourierMove {
    /// Reads one move (its `;`-separated parts). A `//` comment is ignored.
    pub fn parse(g: Geometry, text: &str) -> Result<CourierMove, ParseCourierError> {
        let body = text.split("//").next().unwrap_or("");
        let bad = |why: String| ParseCourierError {
            text: text.trim().to_owned(),
            why,
        };
        let mut parts = Vec::new();
        for raw in body.split(';') {
            let raw = raw.trim();
            if raw.is_empty() {
                continue;
            }
            let (label, rest) = match raw.split_once(char::is_whitespace) {
                Some((l, r)) => {
                    let mut cs = l.chars();
                    match (cs.next(), cs.next()) {
                        (Some(c), None) if c.is_ascii_alphabetic() => (Some(c), r.trim()),
                        _ => return Err(bad(format!("'{l}' is not a piece label"))),
                    }
                }
                None => (None, raw),
            };
            let (a, b) = rest
                .split_once('-')
                .ok_or_else(|| bad(format!("'{rest}' needs a '-' between two squares")))?;
            if a.is_empty() || b.is_empty() || a == "@" {
                return Err(bad(
                    "removing pieces or squares is not a move in these games".into(),
                ));
            }
            let to = g
                .parse_square(b)
                .ok_or_else(|| bad(format!("'{b}' is not a square of this board")))?;
            match g.parse_square(a) {
                Some(from) => parts.push(Part::Move { label, from, to }),
                None => {
                    let mut cs = a.chars();
                    match (label, cs.next(), cs.next()) {
                        (None, Some(c), None) if c.is_ascii_alphabetic() => {
                            parts.push(Part::Put { label: c, to })
                        }
                        _ => {
                            return Err(bad(format!(
                                "'{a}' is neither a square nor a piece label"
                            )));
                        }
                    }
                }
            }
        }
        if parts.is_empty() {
            return Err(bad("it is empty".into()));
        }
        Ok(CourierMove { parts })
    }

    /// The legal move these parts describe in `pos`.
    pub fn to_move(&self, pos: &Position) -> Result<Move, IllegalCourierError> {
        let v = pos.variant();
        let text = self.to_string_with(v.geometry);
        let bad = |why: String| IllegalCourierError {
            text: text.clone(),
            why,
            reason: None,
        };
        let mut parts = self.parts.iter();
        let Some(Part::Move { label, from, to }) = parts.next() else {
            return Err(bad("the first part must move a piece (from-to)".into()));
        };
        let piece = pos.piece_at(*from).ok_or_else(|| IllegalCourierError {
            text: text.clone(),
            why: format!("no piece on {}", v.geometry.name(*from)),
            reason: Some(Illegal::NoPiece {
                on: v.geometry.name(*from).to_string(),
            }),
        })?;
        if let Some(l) = label {
            let expected = label_of(pos, piece.color, piece.kind);
            if !v.kind_matches_letter(piece.kind, l.to_ascii_uppercase())
                || (l.is_ascii_uppercase() != (piece.color == Color::White))
            {
                return Err(bad(format!(
                    "the piece on {} is {expected}, not {l}",
                    v.geometry.name(*from)
                )));
            }
        }
        let mut promotion = None;
        let mut bonus = None;
        for p in parts {
            match p {
                Part::Put { label, to: sq } if sq == to && promotion.is_none() => {
                    let k = v
                        .kind_of_letter(*label)
                        .ok_or_else(|| bad(format!("no piece has the label {label}")))?;
                    promotion = Some(k);
                }
                Part::Move {
                    from: bf, to: bt, ..
                } if bf == to && promotion.is_some() && bonus.is_none() => {
                    bonus = Some(*bt);
                }
                _ => {
                    return Err(bad(
                        "only a promotion (X-square) and a bonus move may follow the move".into(),
                    ));
                }
            }
        }
        pos.legal_moves()
            .iter()
            .copied()
            .find(|m| {
                m.from() == *from
                    && m.to() == *to
                    && m.promotion() == promotion
                    && m.bonus() == bonus
            })
            .ok_or_else(|| {
                if promotion.is_none() && !pos.promotion_choices(*from, *to).is_empty() {
                    bad("a pawn reaching the last rank must promote (add e.g. '; q-e8')".into())
                } else {
                    let what = PieceAsked::Piece {
                        letter: v.piece(piece.kind).letter,
                        name: v.piece(piece.kind).name.clone(),
                    };
                    let why = pos.why_not(|m| m.from() == *from && m.to() == *to, what, *to);
                    IllegalCourierError {
                        text: text.clone(),
                        why: why.to_string(),
                        reason: Some(why),
                    }
                }
            })
    }

    fn to_string_with(&self, g: Geometry) -> String {
        let mut s = String::new();
        for (i, p) in self.parts.iter().enumerate() {
            if i > 0 {
                s.push_str("; ");
            }
            match p {
                Part::Move { label, from, to } => {
                    if let Some(l) = label {
                        let _ = write!(s, "{l} ");
                    }
                    let _ = write!(s, "{}-{}", g.name(*from), g.name(*to));
                }
                Part::Put { label, to } => {
                    let _ = write!(s, "{label}-{}", g.name(*to));
                }
            }
        }
        s
    }
}

fn label_of(pos: &Position, color: Color, kind: crate::types::PieceKind) -> char {
    let l = pos.variant().piece(kind).letter;
    if color == Color::White {
        l
    } else {
        l.to_ascii_lowercase()
    }
}

/// A legal move in Game Courier notation, e.g. `P e2-e4` or `p e7-e8; q-e8`.
pub fn courier(pos: &Position, mv: Move) -> String {
    let g = pos.variant().geometry;
    let piece = pos.piece_at(mv.from()).expect("a piece moves");
    let mut s = format!(
        "{} {}-{}",
        label_of(pos, piece.color, piece.kind),
        g.name(mv.from()),
        g.name(mv.to())
    );
    if let Some(k) = mv.promotion() {
        let l = label_of(pos, piece.color, k);
        let _ = write!(s, "; {l}-{}", g.name(mv.to()));
        if let Some(b) = mv.bonus() {
            let _ = write!(s, "; {l} {}-{}", g.name(mv.to()), g.name(b));
        }
    }
    s
}

/// Reads a whole Game Courier move list: numbered or not, one move per line or several on a line,
/// with `//` comments. Returns the move texts in order.
pub fn split_log(text: &str) -> Vec<String> {
    let mut moves: Vec<String> = Vec::new();
    for line in text.lines() {
        let line = line.split("//").next().unwrap_or("");
        // Tokens; a move is [label] square-square, optionally followed by "; part" pieces.
        let mut current = String::new();
        let mut continues = false;
        for tok in line.split_whitespace() {
            let digits = tok.trim_end_matches('.');
            if tok.ends_with('.')
                && !digits.is_empty()
                && digits.chars().all(|c| c.is_ascii_digit())
            {
                continue;
            }
            if !continues && !current.is_empty() {
                moves.push(std::mem::take(&mut current));
            }
            if !current.is_empty() {
                current.push(' ');
            }
            current.push_str(tok);
            let is_label = tok.len() == 1 && tok.chars().all(|c| c.is_ascii_alphabetic());
            continues = tok.ends_with(';') || is_label;
        }
        if !current.is_empty() {
            moves.push(current);
        }
    }
    moves
}
