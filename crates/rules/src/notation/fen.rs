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

impl FenField {
    /// Every field, in the order a FEN gives them.
    pub const ALL: [FenField; 9] = [
        FenField::Board,
        FenField::Turn,
        FenField::Flags,
        FenField::EnPassant,
        FenField::Halfmove,
        FenField::Fullmove,
        FenField::LoneCounts,
        FenField::Extra,
        FenField::Position,
    ];

    /// The field's name as the site's catalogues key it (`board`, `turn`, ...).
    pub fn code(self) -> &'static str {
        match self {
            FenField::Board => "board",
            FenField::Turn => "turn",
            FenField::Flags => "flags",
            FenField::EnPassant => "en-passant",
            FenField::Halfmove => "halfmove",
            FenField::Fullmove => "fullmove",
            FenField::LoneCounts => "lone-counts",
            FenField::Extra => "extra",
            FenField::Position => "position",
        }
    }
}

/// What is wrong with a FEN, with what a reader needs to mend it: English through `Display`
/// (the API's and the command line's words), and a `code` with `args` for pages that say it in
/// their reader's language.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum FenProblem {
    #[error("{given} ranks given, the board has {ranks}")]
    RankCount { given: usize, ranks: u8 },
    #[error("empty-square counts start at 1")]
    ZeroRun,
    #[error("rank {rank} has more than {files} squares")]
    RankOverfull { rank: u8, files: u8 },
    #[error("expected a piece letter, a digit or '/'")]
    NotBoardText,
    #[error("no piece of this game has this letter")]
    UnknownLetter,
    #[error("rank {rank} has {squares} squares, the board has {files} files")]
    RankShort { rank: u8, squares: u8, files: u8 },
    #[error("the FEN is {len} bytes long; no position of these games needs more than {max}")]
    TooLong { len: usize, max: usize },
    #[error("the FEN is empty")]
    Empty,
    #[error("missing; expected 'w' or 'b'")]
    NoTurn,
    #[error("expected 'w' or 'b'")]
    BadTurn,
    #[error("these games have no en passant; write '-'")]
    EnPassant,
    #[error("the halfmove clock is too large")]
    HalfmoveTooLarge,
    #[error("expected a number")]
    NotANumber,
    #[error("move numbers start at 1")]
    MoveZero,
    #[error("the move number is too large")]
    MoveTooLarge,
    #[error("unexpected text after the move number")]
    AfterMoveNumber,
    #[error(
        "unexpected text: expected the castling field ('-'), the halfmove clock and the move number"
    )]
    UnexpectedText,
    #[error("unexpected text after the last field")]
    AfterLastField,
    #[error("a holdings bracket must close with ']' at the end of the board")]
    OpenHoldings,
    #[error("no piece of this game has this letter (in the holdings)")]
    UnknownHoldingLetter,
    #[error(
        "{game} has no castling or flags; write '-' (a chess castling field such as KQkq is also accepted and ignored)"
    )]
    NoFlags { game: String },
    #[error(
        "{game} has no castling: this field lists the files of master pieces that have not moved, and L/l for a raja leap still available (at the start: {start}); chess's K/Q cannot tell which have moved"
    )]
    ChessCastling { game: String, start: String },
    #[error("the leap flag is given twice")]
    LeapTwice,
    #[error(
        "expected a file letter of an unmoved master piece (upper case White, lower case Black) or L/l for the leap"
    )]
    BadFlag,
    #[error("this flag is given twice")]
    FlagTwice,
    #[error("no {color} master piece stands on {square}")]
    NoMasterPiece { color: Color, square: String },
    #[error("expected 'w' or 'b' followed by a count, e.g. w0b3")]
    BadLoneSide,
    #[error("expected a count")]
    NoCount,
    #[error("a count is at most 63")]
    CountTooLarge,
    #[error("{color} is not a lone king, so its count must be 0")]
    NotLone { color: Color },
    #[error("a man off the board")]
    OffBoard,
    #[error("two men on {square}")]
    TwoMen { square: String },
    #[error("{color} has {count} kings")]
    Kings { color: Color, count: u32 },
    #[error("{color} has no king")]
    NoKing { color: Color },
    #[error("a {color} pawn stands on {square}, where it must already have promoted")]
    Unpromoted { color: Color, square: String },
    #[error("the side not to move ({color}) is in check")]
    OutOfTurnCheck { color: Color },
}

/// An argument of a [`FenProblem`], by kind, so that each language writes it its own way.
#[derive(Clone, Debug, Eq, PartialEq)]
pub enum FenArg {
    /// A count (written in the reader's digits).
    Num(i64),
    /// A side (named in the reader's language).
    Side(Color),
    /// Notation: a square's name, a flags field (written as it is).
    Notation(String),
}

impl FenProblem {
    /// Every problem's code, for the catalogues' tests.
    pub const CODES: &'static [&'static str] = &[
        "rank-count",
        "zero-run",
        "rank-overfull",
        "not-board-text",
        "unknown-letter",
        "rank-short",
        "too-long",
        "empty",
        "no-turn",
        "bad-turn",
        "en-passant",
        "halfmove-too-large",
        "not-a-number",
        "move-zero",
        "move-too-large",
        "after-move-number",
        "unexpected-text",
        "after-last-field",
        "open-holdings",
        "unknown-holding-letter",
        "no-flags",
        "chess-castling",
        "leap-twice",
        "bad-flag",
        "flag-twice",
        "no-master-piece",
        "bad-lone-side",
        "no-count",
        "count-too-large",
        "not-lone",
        "off-board",
        "two-men",
        "kings",
        "no-king",
        "unpromoted",
        "out-of-turn-check",
    ];

    /// The problem's code, one of [`FenProblem::CODES`].
    pub fn code(&self) -> &'static str {
        use FenProblem::*;
        match self {
            RankCount { .. } => "rank-count",
            ZeroRun => "zero-run",
            RankOverfull { .. } => "rank-overfull",
            NotBoardText => "not-board-text",
            UnknownLetter => "unknown-letter",
            RankShort { .. } => "rank-short",
            TooLong { .. } => "too-long",
            Empty => "empty",
            NoTurn => "no-turn",
            BadTurn => "bad-turn",
            EnPassant => "en-passant",
            HalfmoveTooLarge => "halfmove-too-large",
            NotANumber => "not-a-number",
            MoveZero => "move-zero",
            MoveTooLarge => "move-too-large",
            AfterMoveNumber => "after-move-number",
            UnexpectedText => "unexpected-text",
            AfterLastField => "after-last-field",
            OpenHoldings => "open-holdings",
            UnknownHoldingLetter => "unknown-holding-letter",
            NoFlags { .. } => "no-flags",
            ChessCastling { .. } => "chess-castling",
            LeapTwice => "leap-twice",
            BadFlag => "bad-flag",
            FlagTwice => "flag-twice",
            NoMasterPiece { .. } => "no-master-piece",
            BadLoneSide => "bad-lone-side",
            NoCount => "no-count",
            CountTooLarge => "count-too-large",
            NotLone { .. } => "not-lone",
            OffBoard => "off-board",
            TwoMen { .. } => "two-men",
            Kings { .. } => "kings",
            NoKing { .. } => "no-king",
            Unpromoted { .. } => "unpromoted",
            OutOfTurnCheck { .. } => "out-of-turn-check",
        }
    }

    /// The problem's arguments by name (the game's name is left out: a page names it already).
    pub fn args(&self) -> Vec<(&'static str, FenArg)> {
        use FenArg::{Notation, Num, Side};
        use FenProblem::*;
        match self {
            RankCount { given, ranks } => vec![
                ("given", Num(*given as i64)),
                ("ranks", Num(i64::from(*ranks))),
            ],
            RankOverfull { rank, files } => vec![
                ("rank", Num(i64::from(*rank))),
                ("files", Num(i64::from(*files))),
            ],
            RankShort {
                rank,
                squares,
                files,
            } => vec![
                ("rank", Num(i64::from(*rank))),
                ("squares", Num(i64::from(*squares))),
                ("files", Num(i64::from(*files))),
            ],
            TooLong { len, max } => vec![("len", Num(*len as i64)), ("max", Num(*max as i64))],
            ChessCastling { start, .. } => vec![("start", Notation(start.clone()))],
            NoMasterPiece { color, square } | Unpromoted { color, square } => {
                vec![("side", Side(*color)), ("square", Notation(square.clone()))]
            }
            NotLone { color } | NoKing { color } | OutOfTurnCheck { color } => {
                vec![("side", Side(*color))]
            }
            Kings { color, count } => {
                vec![("side", Side(*color)), ("count", Num(i64::from(*count)))]
            }
            TwoMen { square } => vec![("square", Notation(square.clone()))],
            _ => Vec::new(),
        }
    }
}

/// A FEN that could not be read: which field, where (byte offset in the whole text), and why.
/// A well-formed FEN of a position that cannot arise says only what is wrong with it
/// ("impossible position: white has 2 kings").
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[error("{}", describe(self))]
pub struct FenError {
    pub field: FenField,
    pub offset: usize,
    pub found: Option<char>,
    /// What is wrong, in English (the same as `problem`'s words).
    pub message: String,
    pub problem: FenProblem,
}

fn describe(e: &FenError) -> String {
    if e.field == FenField::Position {
        return format!("impossible position: {}", e.message);
    }
    let found = e.found.map(|c| format!(" ('{c}')")).unwrap_or_default();
    format!(
        "bad FEN {}, at byte {}{found}: {}",
        e.field, e.offset, e.message
    )
}

fn err(field: FenField, offset: usize, found: Option<char>, problem: FenProblem) -> FenError {
    FenError {
        field,
        offset,
        found,
        message: problem.to_string(),
        problem,
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
            FenProblem::RankCount {
                given: rows.len(),
                ranks: g.ranks(),
            },
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
                    return Err(err(FenField::Board, at, Some(c), FenProblem::ZeroRun));
                }
                file = file.saturating_add(n);
                if file > g.files() as i32 {
                    return Err(err(
                        FenField::Board,
                        at,
                        Some(c),
                        FenProblem::RankOverfull {
                            rank: (rank + 1) as u8,
                            files: g.files(),
                        },
                    ));
                }
                continue;
            }
            if !c.is_ascii_alphabetic() {
                return Err(err(FenField::Board, at, Some(c), FenProblem::NotBoardText));
            }
            let Some(kind) = letter(c) else {
                return Err(err(FenField::Board, at, Some(c), FenProblem::UnknownLetter));
            };
            if file >= g.files() as i32 {
                return Err(err(
                    FenField::Board,
                    at,
                    Some(c),
                    FenProblem::RankOverfull {
                        rank: (rank + 1) as u8,
                        files: g.files(),
                    },
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
                FenProblem::RankShort {
                    rank: (rank + 1) as u8,
                    squares: file.clamp(0, 255) as u8,
                    files: g.files(),
                },
            ));
        }
        offset += row.len() + 1;
    }
    Ok(out)
}

impl Position {
    /// Reads a FEN, in the project's canonical form or in the dialects other programs write:
    ///
    /// * the castling and en-passant fields may be left out (XBoard and Sjaak II write
    ///   `... w 0 1`), or only one of them given (`... w - 0 1`);
    /// * a chess castling field (`KQkq`, or Shredder/X-FEN file letters) is ignored in a game
    ///   without castling or flags (Fairy-Stockfish writes `KQkq` for its chaturanga); Parsi's
    ///   flag field lists files, so chess letters there are refused with the form it expects;
    /// * the move counters may be left out (they default to `0 1`);
    /// * an empty or ignored holdings bracket after the board (`...WNEGKMHENW[-]`, XBoard's Great
    ///   Shatranj: its promotion pool follows from the board).
    ///
    /// [`Position::fen`] always writes the canonical form.
    pub fn from_fen(variant: &Arc<Variant>, fen: &str) -> Result<Position, FenError> {
        let v = &**variant;
        let g = v.geometry;
        if fen.len() > MAX_FEN_LEN {
            return Err(err(
                FenField::Board,
                0,
                None,
                FenProblem::TooLong {
                    len: fen.len(),
                    max: MAX_FEN_LEN,
                },
            ));
        }
        let mut fields: Vec<(usize, &str)> = Vec::new();
        let mut start = None;
        for (i, c) in fen.char_indices().chain(std::iter::once((fen.len(), ' '))) {
            match (c.is_whitespace(), start) {
                (true, Some(s)) => {
                    fields.push((s, &fen[s..i]));
                    start = None;
                }
                (false, None) => start = Some(i),
                _ => {}
            }
        }
        let Some(&(board_at, board_field)) = fields.first() else {
            return Err(err(FenField::Board, 0, None, FenProblem::Empty));
        };
        let board = strip_holdings(v, board_field, board_at)?;
        let mut p = Position::empty(variant);
        let letter = |c: char| v.kind_of_letter(c);
        for (sq, piece) in parse_board_at(board, board_at, g, &letter)? {
            p.put(sq, piece);
        }
        // Side to move.
        let end = fen.len();
        match fields.get(1) {
            None => {
                return Err(err(FenField::Turn, end, None, FenProblem::NoTurn));
            }
            Some(&(_, "w" | "W")) => p.turn = Color::White,
            Some(&(_, "b" | "B")) => p.turn = Color::Black,
            Some(&(at, s)) => {
                return Err(err(
                    FenField::Turn,
                    at,
                    s.chars().next(),
                    FenProblem::BadTurn,
                ));
            }
        }
        let counted = v.rules.bare_king == BareKing::Counted;
        let numeric = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        let mut rest = fields[2..].iter().copied().peekable();
        // Flags (castling field): absent when the next field is a number.
        if let Some(&(at, flags)) = rest.peek()
            && !numeric(flags)
            && !(counted && is_lone_field(flags) && flags != "-")
        {
            rest.next();
            parse_flags(&mut p, at, flags)?;
            // En passant: absent when the next field is a number.
            if let Some(&(at, ep)) = rest.peek()
                && !numeric(ep)
                && !(counted && is_lone_field(ep) && ep != "-")
            {
                rest.next();
                if ep != "-" {
                    return Err(err(
                        FenField::EnPassant,
                        at,
                        ep.chars().next(),
                        FenProblem::EnPassant,
                    ));
                }
            }
        }
        if let Some(&(at, s)) = rest.peek()
            && numeric(s)
        {
            rest.next();
            p.halfmove = s.parse().ok().filter(|&n| n <= 1_000_000).ok_or_else(|| {
                err(
                    FenField::Halfmove,
                    at,
                    s.chars().next(),
                    FenProblem::HalfmoveTooLarge,
                )
            })?;
            if let Some(&(at, s)) = rest.peek()
                && !(counted && is_lone_field(s))
            {
                rest.next();
                p.fullmove = s.parse().map_err(|_| {
                    err(
                        FenField::Fullmove,
                        at,
                        s.chars().next(),
                        FenProblem::NotANumber,
                    )
                })?;
                if p.fullmove == 0 {
                    return Err(err(FenField::Fullmove, at, Some('0'), FenProblem::MoveZero));
                }
                if p.fullmove > 1_000_000 {
                    return Err(err(
                        FenField::Fullmove,
                        at,
                        s.chars().next(),
                        FenProblem::MoveTooLarge,
                    ));
                }
            }
        }
        if let Some((at, s)) = rest.next() {
            if !counted {
                return Err(err(
                    FenField::Extra,
                    at,
                    s.chars().next(),
                    if numeric(s) || s == "-" {
                        FenProblem::AfterMoveNumber
                    } else {
                        FenProblem::UnexpectedText
                    },
                ));
            }
            if s != "-" {
                parse_lone(&mut p, at, s)?;
            }
        }
        if let Some((at, s)) = rest.next() {
            return Err(err(
                FenField::Extra,
                at,
                s.chars().next(),
                FenProblem::AfterLastField,
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

    /// A position set up from its men alone, `turn` to move, as positions stand late in a game:
    /// no royal leap left, no master piece unmoved, no moves made, and `lone` moves counted for
    /// each side's lone king (Kamil's ten-move rule; zero elsewhere). Refused, as a FEN would
    /// be, when the rules forbid it (two men on a square, a king missing or in check out of
    /// turn, a pawn that should have promoted). Used by the endgame tables.
    pub fn from_men(
        variant: &Arc<Variant>,
        men: &[(Square, Piece)],
        turn: Color,
        lone: [u8; 2],
    ) -> Result<Position, FenError> {
        let squares = variant.geometry.squares();
        let mut p = Position::empty(variant);
        for &(sq, piece) in men {
            if sq.index() >= squares || (piece.kind as usize) >= variant.pieces.len() {
                return Err(err(FenField::Position, 0, None, FenProblem::OffBoard));
            }
            if p.board[sq.index()] != 0 {
                return Err(err(
                    FenField::Position,
                    0,
                    None,
                    FenProblem::TwoMen {
                        square: variant.geometry.name(sq).to_string(),
                    },
                ));
            }
            p.put(sq, piece);
        }
        p.turn = turn;
        if variant.rules.bare_king == BareKing::Counted {
            p.lone = lone;
        }
        p.validate()?;
        p.hash = p.compute_hash();
        Ok(p)
    }

    fn validate(&self) -> Result<(), FenError> {
        let v = &*self.variant;
        let bad = |m: FenProblem| Err(err(FenField::Position, 0, None, m));
        if let Some(k) = v.t.king {
            for c in Color::ALL {
                let n = self.pieces(c, k).count();
                if n > 1 {
                    return bad(FenProblem::Kings { color: c, count: n });
                }
                if n == 0 && !v.rules.king_capture {
                    return bad(FenProblem::NoKing { color: c });
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
                        return bad(FenProblem::Unpromoted {
                            color: c,
                            square: v.geometry.name(sq).to_string(),
                        });
                    }
                }
            }
        }
        if v.t.king.is_some() && !v.rules.king_capture && self.is_check(!self.turn) {
            return bad(FenProblem::OutOfTurnCheck { color: !self.turn });
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

/// No FEN of a board of at most 16x16 squares needs more (a guard against huge inputs).
pub const MAX_FEN_LEN: usize = 1024;

/// Whether a field has the form of Kamil's lone-king counts (`w3b0`, `b2`, `-`).
fn is_lone_field(s: &str) -> bool {
    let b = s.as_bytes();
    if s == "-" {
        return true;
    }
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'w' && b[i] != b'b' {
            return false;
        }
        i += 1;
        let digits = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == digits {
            return false;
        }
    }
    !b.is_empty()
}

/// Takes off a holdings bracket after the board (`[-]`, `[]`, or captured pieces as XBoard
/// shows them for Great Shatranj's promotions); none of these games drops pieces, so its content
/// is checked for letters of the game and otherwise not used.
fn strip_holdings<'a>(v: &Variant, board: &'a str, at: usize) -> Result<&'a str, FenError> {
    let Some(open) = board.find('[') else {
        return Ok(board);
    };
    let inner = &board[open + 1..];
    let Some(inner) = inner.strip_suffix(']') else {
        return Err(err(
            FenField::Board,
            at + open,
            Some('['),
            FenProblem::OpenHoldings,
        ));
    };
    for (i, c) in inner.char_indices() {
        if c != '-' && v.kind_of_letter(c).is_none() {
            return Err(err(
                FenField::Board,
                at + open + 1 + i,
                Some(c),
                FenProblem::UnknownHoldingLetter,
            ));
        }
    }
    Ok(&board[..open])
}

/// Whether a castling field is a chess one: `KQkq` or file letters (Shredder-FEN, X-FEN).
fn chess_castling(s: &str, files: u8) -> bool {
    s.chars().all(|c| {
        matches!(c, 'K' | 'Q' | 'k' | 'q')
            || (c.is_ascii_alphabetic() && (c.to_ascii_lowercase() as u8 - b'a') < files)
    })
}

/// The flags field of a game's start: every tracked master piece unmoved and the leap unused.
/// Built from the definition alone (not by reading the start FEN, which may be the one being read).
fn start_flags(v: &Variant) -> String {
    let g = v.geometry;
    let mut flags = String::new();
    for c in Color::ALL {
        for sq in v.t.tracked[c.index()] {
            let f = file_char(g.file_of(sq));
            flags.push(if c == Color::White {
                f.to_ascii_uppercase()
            } else {
                f
            });
        }
        if !v.rules.royal_leap.is_empty() {
            flags.push(if c == Color::White { 'L' } else { 'l' });
        }
    }
    if flags.is_empty() {
        flags.push('-');
    }
    flags
}

/// Reads the third field: Parsi's unmoved master pieces and leap flags; in a game without
/// flags, `-` or a chess castling field, which is ignored.
fn parse_flags(p: &mut Position, at: usize, flags: &str) -> Result<(), FenError> {
    let variant = Arc::clone(&p.variant);
    let v = &*variant;
    let g = v.geometry;
    let t = &v.t;
    if flags == "-" {
        return Ok(());
    }
    let has_flags = t.tracked[0].any() || t.tracked[1].any() || !v.rules.royal_leap.is_empty();
    if !has_flags {
        if chess_castling(flags, g.files()) {
            return Ok(());
        }
        return Err(err(
            FenField::Flags,
            at,
            flags.chars().next(),
            FenProblem::NoFlags {
                game: v.name.clone(),
            },
        ));
    }
    if let Some((i, c)) = flags
        .char_indices()
        .find(|&(_, c)| matches!(c, 'K' | 'Q' | 'k' | 'q'))
    {
        return Err(err(
            FenField::Flags,
            at + i,
            Some(c),
            FenProblem::ChessCastling {
                game: v.name.clone(),
                start: start_flags(v),
            },
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
                return Err(err(FenField::Flags, at + i, Some(c), FenProblem::LeapTwice));
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
            return Err(err(FenField::Flags, at + i, Some(c), FenProblem::BadFlag));
        };
        if seen.contains(sq) {
            return Err(err(FenField::Flags, at + i, Some(c), FenProblem::FlagTwice));
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
                    FenProblem::NoMasterPiece {
                        color,
                        square: g.name(sq).to_string(),
                    },
                ));
            }
        }
    }
    Ok(())
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
                    FenProblem::BadLoneSide,
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
                FenProblem::NoCount,
            )
        })?;
        if n > 63 {
            return Err(err(
                FenField::LoneCounts,
                at + start,
                s[start..].chars().next(),
                FenProblem::CountTooLarge,
            ));
        }
        if n > 0 && p.men(color) > 0 {
            return Err(err(
                FenField::LoneCounts,
                at + start - 1,
                Some(c),
                FenProblem::NotLone { color },
            ));
        }
        p.lone[color.index()] = n as u8;
    }
    Ok(())
}
