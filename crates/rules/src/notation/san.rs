//! Standard algebraic notation for every game of the family.
//!
//! Written: piece letter (none for pawns), the least disambiguation needed, `x` for captures, the
//! destination, `=X` for a promotion, Parsi's knight bonus as `,` and the horse's move (`b8=N,Nc6`),
//! then `+` if the enemy king is attacked and `#` if the move wins by checkmate or, in Davidson's
//! game, by taking the king.
//!
//! Read: the same, and the common dialects: without `x`, `+`, `#` or `=`; `:` for captures;
//! promotions as `b8Q`, `b8(Q)` or `b8/Q`; `P` before pawn moves; `!`/`?` annotations; piece letters
//! of other programs listed as aliases in the game's definition.

use crate::notation::why::PieceAsked;
use std::fmt;

use crate::position::Position;
use crate::types::{Move, PieceKind};

/// A square as written, before it is placed on a board.
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub struct SanSquare {
    pub file: u8,
    pub rank: u8,
}

/// A SAN move read without a position.
#[derive(Clone, Debug, Eq, PartialEq)]
pub struct San {
    /// Upper-case piece letter; `None` for a pawn.
    pub piece: Option<char>,
    pub file: Option<u8>,
    pub rank: Option<u8>,
    pub capture: bool,
    pub to: SanSquare,
    pub promotion: Option<char>,
    /// Parsi: the new horse's extra move.
    pub bonus: Option<Box<San>>,
}

/// Text that is not SAN.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[error("'{text}' is not a move in algebraic notation: {why}")]
pub struct ParseSanError {
    pub text: String,
    pub why: &'static str,
}

/// Well-formed SAN that does not name exactly one legal move.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
pub enum SanError {
    #[error("{text} is not legal here: {why}")]
    Illegal {
        text: String,
        why: crate::notation::why::Illegal,
    },
    #[error("{text} is ambiguous here (it could be {candidates})")]
    Ambiguous { text: String, candidates: String },
}

impl San {
    /// Reads SAN without a position.
    pub fn parse(text: &str) -> Result<San, ParseSanError> {
        let bad = |why| ParseSanError {
            text: text.to_owned(),
            why,
        };
        if !text.is_ascii() {
            return Err(bad("only ASCII letters, digits and x = + # are allowed"));
        }
        let (main, bonus) = match text.split_once(',') {
            Some((a, b)) => (a, Some(b)),
            None => (text, None),
        };
        let mut san = parse_one(main).map_err(bad)?;
        if let Some(b) = bonus {
            let leg = parse_one(b).map_err(bad)?;
            if leg.promotion.is_some() || leg.bonus.is_some() {
                return Err(bad("the bonus move cannot promote"));
            }
            san.bonus = Some(Box::new(leg));
        }
        Ok(san)
    }

    /// The legal move this SAN names in `pos`.
    pub fn to_move(&self, pos: &Position) -> Result<Move, SanError> {
        self.to_move_in(pos, &pos.legal_moves())
    }

    /// The same, given the position's legal moves.
    pub fn to_move_in(
        &self,
        pos: &Position,
        legal: &crate::types::MoveList,
    ) -> Result<Move, SanError> {
        let v = pos.variant();
        let g = v.geometry;
        let kind_ok = |k: PieceKind| match self.piece {
            None => v.piece(k).pawn,
            Some(c) => v.kind_matches_letter(k, c),
        };
        let sq_ok = |sq: crate::geometry::Square, s: SanSquare| {
            g.file_of(sq) == s.file && g.rank_of(sq) == s.rank
        };
        let mut found: Vec<Move> = Vec::new();
        for &mv in legal {
            let Some(piece) = pos.piece_at(mv.from()) else {
                continue;
            };
            if !kind_ok(piece.kind) || !sq_ok(mv.to(), self.to) {
                continue;
            }
            if self.file.is_some_and(|f| g.file_of(mv.from()) != f)
                || self.rank.is_some_and(|r| g.rank_of(mv.from()) != r)
            {
                continue;
            }
            match (self.promotion, mv.promotion()) {
                (None, None) => {}
                (Some(c), Some(k)) if v.kind_matches_letter(k, c) => {}
                // A lone promotion choice may be left out.
                (None, Some(_)) if pos.promotion_choices(mv.from(), mv.to()).len() == 1 => {}
                _ => continue,
            }
            match (&self.bonus, mv.bonus()) {
                (None, None) => {}
                (Some(b), Some(bsq)) if sq_ok(bsq, b.to) => {}
                _ => continue,
            }
            found.push(mv);
        }
        match found.len() {
            1 => Ok(found[0]),
            0 => Err(self.why_not(pos, legal)),
            _ => Err(SanError::Ambiguous {
                text: self.to_string(),
                candidates: found
                    .iter()
                    .map(|m| san(pos, *m))
                    .collect::<Vec<_>>()
                    .join(", "),
            }),
        }
    }
}

impl San {
    /// The error for a move that fits no legal move: a promotion that must name its piece, or
    /// why the move is not allowed.
    fn why_not(&self, pos: &Position, legal: &crate::types::MoveList) -> SanError {
        let v = pos.variant();
        let g = v.geometry;
        let fits = |mv: Move| {
            pos.piece_at(mv.from()).is_some_and(|p| match self.piece {
                None => v.piece(p.kind).pawn,
                Some(c) => v.kind_matches_letter(p.kind, c),
            }) && g.file_of(mv.to()) == self.to.file
                && g.rank_of(mv.to()) == self.to.rank
                && self.file.is_none_or(|f| g.file_of(mv.from()) == f)
                && self.rank.is_none_or(|r| g.rank_of(mv.from()) == r)
        };
        if self.promotion.is_none() {
            let choices: Vec<String> = legal
                .iter()
                .filter(|m| fits(**m) && m.promotion().is_some() && m.bonus().is_none())
                .map(|m| san(pos, *m))
                .collect();
            if choices.len() > 1 {
                return SanError::Ambiguous {
                    text: self.to_string(),
                    candidates: choices.join(", "),
                };
            }
        }
        let what = match self.piece {
            None => PieceAsked::Pawn,
            Some(c) => (0..v.t.kinds as PieceKind)
                .find(|&k| v.kind_matches_letter(k, c))
                .map_or(PieceAsked::Unknown(c), |k| PieceAsked::Piece {
                    letter: v.piece(k).letter,
                    name: v.piece(k).name.clone(),
                }),
        };
        let to = g
            .square(self.to.file as i32, self.to.rank as i32)
            .unwrap_or_else(|| g.square(0, 0).expect("a square"));
        SanError::Illegal {
            text: self.to_string(),
            why: pos.why_not(fits, what, to),
        }
    }
}

fn parse_one(text: &str) -> Result<San, &'static str> {
    // Check and mate signs, annotation glyphs and a draw offer's trailing '=' (`Nf3=`).
    let mut s = text.trim_end_matches(['+', '#', '!', '?']);
    if let Some(head) = s.strip_suffix('=') {
        s = head.trim_end_matches(['+', '#', '!', '?']);
    }
    if s.is_empty() {
        return Err("it is empty");
    }
    let b = s.as_bytes();
    let mut piece = None;
    if b[0].is_ascii_uppercase() {
        piece = Some(b[0] as char);
        s = &s[1..];
    }
    // Promotion suffix.
    let mut promotion = None;
    if let Some((head, p)) = s.split_once('=') {
        let p = p.trim_matches(['(', ')']);
        match p.as_bytes() {
            [c] if c.is_ascii_alphabetic() => promotion = Some(c.to_ascii_uppercase() as char),
            _ => return Err("a promotion needs one piece letter after '='"),
        }
        s = head;
    } else if let Some(head) = s.strip_suffix(')') {
        let (head, p) = head.rsplit_once('(').ok_or("unbalanced parenthesis")?;
        match p.as_bytes() {
            [c] if c.is_ascii_alphabetic() => promotion = Some(c.to_ascii_uppercase() as char),
            _ => return Err("a promotion needs one piece letter"),
        }
        s = head;
    } else if let Some((head, p)) = s.rsplit_once('/') {
        match p.as_bytes() {
            [c] if c.is_ascii_alphabetic() => promotion = Some(c.to_ascii_uppercase() as char),
            _ => return Err("a promotion needs one piece letter after '/'"),
        }
        s = head;
    } else if let Some(&last) = s.as_bytes().last()
        && last.is_ascii_uppercase()
    {
        promotion = Some(last as char);
        s = &s[..s.len() - 1];
    }
    // Destination: the trailing file letter and rank number.
    let bytes = s.as_bytes();
    let mut i = bytes.len();
    while i > 0 && bytes[i - 1].is_ascii_digit() {
        i -= 1;
    }
    if i == bytes.len() || i == 0 || !bytes[i - 1].is_ascii_lowercase() {
        return Err("it must end with a destination square such as e4");
    }
    let to = square(&s[i - 1..]).ok_or("the destination is not a square")?;
    let mut head = &s[..i - 1];
    // Long algebraic: "Ng1-f3".
    if let Some(h) = head.strip_suffix('-')
        && h.as_bytes().last().is_some_and(u8::is_ascii_digit)
    {
        head = h;
    }
    let mut capture = false;
    if let Some(h) = head.strip_suffix(['x', ':']) {
        capture = true;
        head = h;
    }
    if piece == Some('P') {
        piece = None;
    }
    // Disambiguation: a file letter, a rank number, or both.
    let hb = head.as_bytes();
    let (mut file, mut rank) = (None, None);
    let mut j = 0;
    if j < hb.len() && hb[j].is_ascii_lowercase() {
        file = Some(hb[j] - b'a');
        j += 1;
    }
    if j < hb.len() {
        let r: u32 = head[j..]
            .parse()
            .map_err(|_| "unexpected characters before the destination")?;
        if r == 0 || r > 16 {
            return Err("a rank is a number from 1 to 16");
        }
        rank = Some((r - 1) as u8);
    }
    Ok(San {
        piece,
        file,
        rank,
        capture,
        to,
        promotion,
        bonus: None,
    })
}

fn square(s: &str) -> Option<SanSquare> {
    let b = s.as_bytes();
    let file = b.first()?.checked_sub(b'a')?;
    if file >= 16 {
        return None;
    }
    let rank: u32 = s[1..].parse().ok()?;
    if rank == 0 || rank > 16 || s[1..].starts_with('0') {
        return None;
    }
    Some(SanSquare {
        file,
        rank: (rank - 1) as u8,
    })
}

impl fmt::Display for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(p) = self.piece {
            write!(f, "{p}")?;
        }
        if let Some(file) = self.file {
            write!(f, "{}", (b'a' + file) as char)?;
        }
        if let Some(rank) = self.rank {
            write!(f, "{}", rank as u32 + 1)?;
        }
        if self.capture {
            f.write_str("x")?;
        }
        write!(
            f,
            "{}{}",
            (b'a' + self.to.file) as char,
            self.to.rank as u32 + 1
        )?;
        if let Some(p) = self.promotion {
            write!(f, "={p}")?;
        }
        if let Some(b) = &self.bonus {
            write!(f, ",{b}")?;
        }
        Ok(())
    }
}

/// The SAN of a legal move, with `+`/`#` suffixes: `#` for a move that wins the game at once
/// by mate, by taking the king, or with a check (a check that bares the king: Fairy-Stockfish,
/// ffish.js and the sites built on them write these so, and read a `+` there as another move);
/// `+` for any other check.
pub fn san(pos: &Position, mv: Move) -> String {
    let mut p = pos.clone();
    let mut text = san_plain(pos, mv);
    p.play_unchecked(mv);
    let mover = pos.turn();
    let check = p.is_check(!mover);
    push_suffix(&mut text, &p, mover, check);
    text
}

/// Writes the suffix of a move just played in `after` by `mover`, which gives `check` or not.
fn push_suffix(text: &mut String, after: &Position, mover: crate::Color, check: bool) {
    match after.outcome() {
        Some(o)
            if o.winner == Some(mover)
                && (check
                    || matches!(
                        o.reason,
                        crate::outcome::Reason::Checkmate | crate::outcome::Reason::KingCaptured
                    )) =>
        {
            text.push('#')
        }
        _ if check => text.push('+'),
        _ => {}
    }
}

/// Every legal move of `pos` with its SAN (as [`san`] writes each): the legal moves are found
/// once for all the disambiguations, and each move is played and taken back on one copy, where
/// [`san`] copies the position and finds the moves again for each. A list for a board or a move
/// picker costs about one `san` call.
pub fn san_list(pos: &Position) -> Vec<(Move, String)> {
    let legal = pos.legal_moves();
    let mut p = pos.clone();
    let mover = pos.turn();
    let king_capture = pos.variant().rules.king_capture;
    legal
        .iter()
        .map(|&mv| {
            let mut text = san_plain_in(pos, mv, Some(&legal));
            p.play_unchecked(mv);
            // A mate needs a check, or (where kings are taken) a capture: only then is the
            // game's end worth judging.
            let check = p.is_check(!mover);
            if check || king_capture {
                push_suffix(&mut text, &p, mover, check);
            }
            p.undo();
            (mv, text)
        })
        .collect()
}

/// The SAN of a legal move without `+`/`#`.
pub fn san_plain(pos: &Position, mv: Move) -> String {
    san_plain_in(pos, mv, None)
}

/// [`san_plain`], given the position's legal moves (for the disambiguation) when known.
fn san_plain_in(pos: &Position, mv: Move, legal: Option<&crate::types::MoveList>) -> String {
    let v = pos.variant();
    let g = v.geometry;
    let piece = pos.piece_at(mv.from()).expect("a piece moves");
    let capture = pos.piece_at(mv.to()).is_some();
    let mut s = String::new();
    let pt = v.piece(piece.kind);
    if pt.pawn {
        if capture || g.file_of(mv.from()) != g.file_of(mv.to()) {
            s.push(crate::geometry::file_char(g.file_of(mv.from())));
        }
    } else {
        s.push(pt.letter);
        // Disambiguate among other pieces of the kind that can reach the square.
        let found;
        let legal = match legal {
            Some(l) => l,
            None => {
                found = pos.legal_moves();
                &found
            }
        };
        let others: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| {
                m.to() == mv.to()
                    && m.from() != mv.from()
                    && m.bonus().is_none()
                    && pos.piece_at(m.from()).is_some_and(|p| p.kind == piece.kind)
            })
            .collect();
        if !others.is_empty() {
            let same_file = others
                .iter()
                .any(|m| g.file_of(m.from()) == g.file_of(mv.from()));
            let same_rank = others
                .iter()
                .any(|m| g.rank_of(m.from()) == g.rank_of(mv.from()));
            if !same_file {
                s.push(crate::geometry::file_char(g.file_of(mv.from())));
            } else if !same_rank {
                s.push_str(&(g.rank_of(mv.from()) as u32 + 1).to_string());
            } else {
                s.push_str(&g.name(mv.from()).to_string());
            }
        }
    }
    if capture {
        s.push('x');
    }
    s.push_str(&g.name(mv.to()).to_string());
    if let Some(k) = mv.promotion() {
        s.push('=');
        s.push(v.piece(k).letter);
    }
    if let Some(b) = mv.bonus() {
        let k = mv.promotion().expect("a bonus follows a promotion");
        s.push(',');
        s.push(v.piece(k).letter);
        if pos.piece_at(b).is_some() {
            s.push('x');
        }
        s.push_str(&g.name(b).to_string());
    }
    s
}

impl Position {
    /// Plays a move given in SAN (or, failing that, coordinate notation).
    pub fn play_san(&mut self, text: &str) -> Result<Move, crate::Error> {
        let mv = self.parse_move(text)?;
        self.play_unchecked(mv);
        Ok(mv)
    }

    /// Reads a move in SAN or coordinate notation against this position.
    pub fn parse_move(&self, text: &str) -> Result<Move, crate::Error> {
        self.parse_move_in(text, &self.legal_moves())
    }

    /// The same, given the position's legal moves.
    pub fn parse_move_in(
        &self,
        text: &str,
        legal: &crate::types::MoveList,
    ) -> Result<Move, crate::Error> {
        // Text in coordinate form is read as coordinates (its error names the squares); other
        // text as SAN.
        if let Ok(c) = crate::CoordMove::parse(self.variant().geometry, text) {
            return match c.to_move_in(self, legal) {
                Ok(mv) => Ok(mv),
                Err(e) => match San::parse(text).map(|s| s.to_move_in(self, legal)) {
                    Ok(Ok(mv)) => Ok(mv),
                    _ => Err(e.into()),
                },
            };
        }
        Ok(San::parse(text)?.to_move_in(self, legal)?)
    }
}
