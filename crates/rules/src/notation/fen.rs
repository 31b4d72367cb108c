//! FEN with the project's extensions: Parsi's flag field (file letters of unmoved master pieces and
//! `L` for an unused raja leap) and Kamil's seventh field of lone-king move counts (`w3b0`).

use std::fmt;
use std::fmt::Write as _;
use std::sync::Arc;

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::geometry::{Geometry, Square, file_char};
use crate::position::Position;
use crate::types::{Piece, PieceKind};
use crate::variant::{BareKing, Variant};

/// The fields of a FEN, for error messages.
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub enum FenField {
    Board,
    Turn,
    Flags,
    EnPassant,
    Halfmove,
    Fullmove,
    LoneCounts,
    Extra,
    Position,
}

impl fmt::Display for FenField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FenField::Board => "board (field 1)",
            FenField::Turn => "side to move (field 2)",
            FenField::Flags => "flags (field 3)",
            FenField::EnPassant => "en passant (field 4)",
            FenField::Halfmove => "halfmove clock (field 5)",
            FenField::Fullmove => "move number (field 6)",
            FenField::LoneCounts => "lone-king counts (field 7)",
            FenField::Extra => "end",
            FenField::Position => "position",
        })
    }
}

/// A FEN that could not be read: which field, where (byte offset in the whole text), and why.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[error("bad FEN {field}, at byte {offset}{}: {message}", found.map(|c| format!(" ('{c}')")).unwrap_or_default())]
pub struct FenError {
    pub field: FenField,
    pub offset: usize,
    pub found: Option<char>,
    pub message: String,
}

fn err(
    field: FenField,
    offset: usize,
    found: Option<char>,
    message: impl Into<String>,
) -> FenError {
    FenError {
        field,
        offset,
        found,
        message: message.into(),
    }
}

/// Reads the board field. `letter` maps a FEN letter to a piece kind.
pub(crate) fn parse_board(
    text: &str,
    g: Geometry,
    letter: &dyn Fn(char) -> Option<PieceKind>,
) -> Result<Vec<(Square, Piece)>, FenError> {
    parse_board_at(text, 0, g, letter)
}

fn parse_board_at(
    text: &str,
    base: usize,
    g: Geometry,
    letter: &dyn Fn(char) -> Option<PieceKind>,
) -> Result<Vec<(Square, Piece)>, FenError> {
    let mut out = Vec::new();
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != g.ranks() as usize {
        return Err(err(
            FenField::Board,
            base,
            None,
            format!("{} ranks given, the board has {}", rows.len(), g.ranks()),
        ));
    }
    let mut offset = base;
    for (i, row) in rows.iter().enumerate() {
        let rank = g.ranks() as i32 - 1 - i as i32;
        let mut file: i32 = 0;
        let bytes = row.as_bytes();
        let mut j = 0;
        while j < bytes.len() {
            let c = bytes[j] as char;
            let at = offset + j;
            if c.is_ascii_digit() {
                let start = j;
                while j < bytes.len() && bytes[j].is_ascii_digit() {
                    j += 1;
                }
                let n: i32 = row[start..j].parse().unwrap_or(i32::MAX);
                if n == 0 || row.as_bytes()[start] == b'0' {
                    return Err(err(
                        FenField::Board,
                        at,
                        Some(c),
                        "empty-square counts start at 1",
                    ));
                }
                file = file.saturating_add(n);
                if file > g.files() as i32 {
                    return Err(err(
                        FenField::Board,
                        at,
                        Some(c),
                        format!("rank {} has more than {} squares", rank + 1, g.files()),
                    ));
                }
                continue;
            }
            if !c.is_ascii_alphabetic() {
                return Err(err(
                    FenField::Board,
                    at,
                    Some(c),
                    "expected a piece letter, a digit or '/'",
                ));
            }
            let Some(kind) = letter(c) else {
                return Err(err(
                    FenField::Board,
                    at,
                    Some(c),
                    "no piece of this game has this letter",
                ));
            };
            if file >= g.files() as i32 {
                return Err(err(
                    FenField::Board,
                    at,
                    Some(c),
                    format!("rank {} has more than {} squares", rank + 1, g.files()),
                ));
            }
            let color = if c.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            out.push((
                g.square(file, rank).expect("on board"),
                Piece { color, kind },
            ));
            file += 1;
            j += 1;
        }
        if file != g.files() as i32 {
            return Err(err(
                FenField::Board,
                offset + row.len(),
                None,
                format!(
                    "rank {} has {} squares, the board has {} files",
                    rank + 1,
                    file,
                    g.files()
                ),
            ));
        }
        offset += row.len() + 1;
    }
    Ok(out)
}

impl Position {
    /// Reads a FEN. The move clocks may be left out (they default to `0 1`).
    pub fn from_fen(variant: &Arc<Variant>, fen: &str) -> Result<Position, FenError> {
        let v = &**variant;
        let g = v.geometry;
        let mut fields = Vec::new();
        let mut pos_in = 0;
        for part in fen.split(' ') {
            if !part.is_empty() {
                fields.push((pos_in, part));
            }
            pos_in += part.len() + 1;
        }
        let Some(&(board_at, board)) = fields.first() else {
            return Err(err(FenField::Board, 0, None, "the FEN is empty"));
        };
        let mut p = Position::empty(variant);
        let letter = |c: char| v.kind_of_letter(c);
        for (sq, piece) in parse_board_at(board, board_at, g, &letter)? {
            p.put(sq, piece);
        }
        // Side to move.
        let end = fen.len();
        match fields.get(1) {
            None => {
                return Err(err(
                    FenField::Turn,
                    end,
                    None,
                    "missing; expected 'w' or 'b'",
                ));
            }
            Some(&(_, "w")) => p.turn = Color::White,
            Some(&(_, "b")) => p.turn = Color::Black,
            Some(&(at, s)) => {
                return Err(err(
                    FenField::Turn,
                    at,
                    s.chars().next(),
                    "expected 'w' or 'b'",
                ));
            }
        }
        // Flags.
        let t = &v.t;
        let has_flags = t.tracked[0].any() || t.tracked[1].any() || !v.rules.royal_leap.is_empty();
        if let Some(&(at, flags)) = fields.get(2)
            && flags != "-"
        {
            if !has_flags {
                return Err(err(
                    FenField::Flags,
                    at,
                    flags.chars().next(),
                    format!("{} has no castling or flags; write '-'", v.name),
                ));
            }
            let mut seen = Bitboard::EMPTY;
            for (i, c) in flags.char_indices() {
                let color = if c.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                if (c == 'L' || c == 'l') && !v.rules.royal_leap.is_empty() {
                    if p.leap[color.index()] {
                        return Err(err(
                            FenField::Flags,
                            at + i,
                            Some(c),
                            "the leap flag is given twice",
                        ));
                    }
                    p.leap[color.index()] = true;
                    continue;
                }
                let file = c.to_ascii_lowercase() as i32 - 'a' as i32;
                let back = if color == Color::White {
                    0
                } else {
                    g.ranks() as i32 - 1
                };
                let sq = if c.is_ascii_alphabetic() {
                    g.square(file, back)
                } else {
                    None
                };
                let Some(sq) = sq.filter(|s| t.tracked[color.index()].contains(*s)) else {
                    return Err(err(
                        FenField::Flags,
                        at + i,
                        Some(c),
                        "expected a file letter of an unmoved master piece (upper case White, lower case Black) or L/l for the leap",
                    ));
                };
                if seen.contains(sq) {
                    return Err(err(
                        FenField::Flags,
                        at + i,
                        Some(c),
                        "this flag is given twice",
                    ));
                }
                seen.insert(sq);
                match p.piece_at(sq) {
                    Some(pc) if pc.color == color && t.pawn_kinds >> pc.kind & 1 == 0 => {
                        p.unmoved.insert(sq)
                    }
                    _ => {
                        return Err(err(
                            FenField::Flags,
                            at + i,
                            Some(c),
                            format!("no {color} master piece stands on {}", g.name(sq)),
                        ));
                    }
                }
            }
        }
        if let Some(&(at, ep)) = fields.get(3)
            && ep != "-"
        {
            return Err(err(
                FenField::EnPassant,
                at,
                ep.chars().next(),
                "these games have no en passant; write '-'",
            ));
        }
        if let Some(&(at, s)) = fields.get(4) {
            p.halfmove = s.parse().map_err(|_| {
                err(
                    FenField::Halfmove,
                    at,
                    s.chars().next(),
                    "expected a number",
                )
            })?;
            if p.halfmove > 1_000_000 {
                return Err(err(
                    FenField::Halfmove,
                    at,
                    s.chars().next(),
                    "the halfmove clock is too large",
                ));
            }
        }
        if let Some(&(at, s)) = fields.get(5) {
            p.fullmove = s.parse().map_err(|_| {
                err(
                    FenField::Fullmove,
                    at,
                    s.chars().next(),
                    "expected a number",
                )
            })?;
            if p.fullmove == 0 {
                return Err(err(
                    FenField::Fullmove,
                    at,
                    Some('0'),
                    "move numbers start at 1",
                ));
            }
            if p.fullmove > 1_000_000 {
                return Err(err(
                    FenField::Fullmove,
                    at,
                    s.chars().next(),
                    "the move number is too large",
                ));
            }
        }
        let counted = v.rules.bare_king == BareKing::Counted;
        if let Some(&(at, s)) = fields.get(6) {
            if !counted {
                return Err(err(
                    FenField::Extra,
                    at,
                    s.chars().next(),
                    "unexpected text after the move number",
                ));
            }
            if s != "-" {
                parse_lone(&mut p, at, s)?;
            }
        }
        if let Some(&(at, s)) = fields.get(7) {
            return Err(err(
                FenField::Extra,
                at,
                s.chars().next(),
                "unexpected text after the last field",
            ));
        }
        p.validate()?;
        if p.leap[p.turn.index()] && p.in_check() {
            // A raja in check has lost its leap.
            p.leap[p.turn.index()] = false;
        }
        p.hash = p.compute_hash();
        Ok(p)
    }

    fn validate(&self) -> Result<(), FenError> {
        let v = &*self.variant;
        let bad = |m: String| Err(err(FenField::Position, 0, None, m));
        if let Some(k) = v.t.king {
            for c in Color::ALL {
                let n = self.pieces(c, k).count();
                if n > 1 {
                    return bad(format!("{c} has {n} kings"));
                }
                if n == 0 && !v.rules.king_capture {
                    return bad(format!("{c} has no king"));
                }
            }
        }
        if let Some(p) = &v.promotion
            && p.mandatory
        {
            for c in Color::ALL {
                for k in 0..v.t.kinds as PieceKind {
                    if v.t.pawn_kinds >> k & 1 != 0
                        && let Some(sq) = (self.pieces(c, k) & p.zone[c.index()]).first()
                    {
                        return bad(format!(
                            "a {c} pawn stands on {}, where it must already have promoted",
                            v.geometry.name(sq)
                        ));
                    }
                }
            }
        }
        if v.t.king.is_some() && !v.rules.king_capture && self.is_check(!self.turn) {
            return bad(format!("the side not to move ({}) is in check", !self.turn));
        }
        Ok(())
    }

    /// Writes the FEN.
    pub fn fen(&self) -> String {
        let v = &*self.variant;
        let g = v.geometry;
        let mut s = String::with_capacity(96);
        for rank in (0..g.ranks() as i32).rev() {
            let mut run = 0;
            for file in 0..g.files() as i32 {
                let sq = g.square(file, rank).expect("on board");
                match self.piece_at(sq) {
                    None => run += 1,
                    Some(p) => {
                        if run > 0 {
                            let _ = write!(s, "{run}");
                            run = 0;
                        }
                        let l = v.pieces[p.kind as usize].letter;
                        s.push(if p.color == Color::White {
                            l
                        } else {
                            l.to_ascii_lowercase()
                        });
                    }
                }
            }
            if run > 0 {
                let _ = write!(s, "{run}");
            }
            if rank > 0 {
                s.push('/');
            }
        }
        s.push(' ');
        s.push(self.turn.char());
        s.push(' ');
        let mut flags = String::new();
        for c in Color::ALL {
            for sq in self.unmoved & v.t.tracked[c.index()] {
                let f = file_char(g.file_of(sq));
                flags.push(if c == Color::White {
                    f.to_ascii_uppercase()
                } else {
                    f
                });
            }
            if self.leap[c.index()] {
                flags.push(if c == Color::White { 'L' } else { 'l' });
            }
        }
        s.push_str(if flags.is_empty() { "-" } else { &flags });
        let _ = write!(s, " - {} {}", self.halfmove, self.fullmove);
        if v.rules.bare_king == BareKing::Counted
            && (self.men(Color::White) == 0 || self.men(Color::Black) == 0)
        {
            let _ = write!(s, " w{}b{}", self.lone[0], self.lone[1]);
        }
        s
    }
}

fn parse_lone(p: &mut Position, at: usize, s: &str) -> Result<(), FenError> {
    let bytes = s.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i] as char;
        let color = match c {
            'w' => Color::White,
            'b' => Color::Black,
            _ => {
                return Err(err(
                    FenField::LoneCounts,
                    at + i,
                    Some(c),
                    "expected 'w' or 'b' followed by a count, e.g. w0b3",
                ));
            }
        };
        i += 1;
        let start = i;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
        let n: u32 = s[start..i].parse().map_err(|_| {
            err(
                FenField::LoneCounts,
                at + start,
                s[start..].chars().next(),
                "expected a count",
            )
        })?;
        if n > 63 {
            return Err(err(
                FenField::LoneCounts,
                at + start,
                s[start..].chars().next(),
                "a count is at most 63",
            ));
        }
        if n > 0 && p.men(color) > 0 {
            return Err(err(
                FenField::LoneCounts,
                at + start - 1,
                Some(c),
                format!("{color} is not a lone king, so its count must be 0"),
            ));
        }
        p.lone[color.index()] = n as u8;
    }
    Ok(())
}
