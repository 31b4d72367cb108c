//! Small value types: pieces and moves.

use std::fmt;

use arrayvec::ArrayVec;

use crate::color::Color;
use crate::geometry::Square;

/// Index into a variant's piece table.
pub type PieceKind = u8;

/// The most piece kinds a variant may define.
pub const MAX_KINDS: usize = 16;

/// A piece of one side.
#[derive(Copy, Clone, Debug, Eq, PartialEq, Hash)]
pub struct Piece {
    pub color: Color,
    pub kind: PieceKind,
}

impl Piece {
    /// A compact code, never 0 (0 marks an empty square on the board).
    #[inline]
    pub const fn code(self) -> u8 {
        1 + self.kind * 2 + self.color as u8
    }

    #[inline]
    pub const fn from_code(code: u8) -> Option<Piece> {
        if code == 0 {
            None
        } else {
            let c = code - 1;
            Some(Piece {
                color: if c & 1 == 0 {
                    Color::White
                } else {
                    Color::Black
                },
                kind: c >> 1,
            })
        }
    }
}

/// A move: from, to, an optional promotion, and for Parsi's knight bonus a second leg.
///
/// Packed in 32 bits: from (7), to (7), promotion kind + 1 (5), bonus destination (7), bonus flag.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Default)]
pub struct Move(u32);

impl Move {
    #[inline]
    pub const fn new(from: Square, to: Square) -> Move {
        Move(from.index() as u32 | (to.index() as u32) << 7)
    }

    #[inline]
    pub const fn with_promotion(self, kind: PieceKind) -> Move {
        Move(self.0 & !(0x1f << 14) | ((kind as u32 + 1) << 14))
    }

    #[inline]
    pub const fn with_bonus(self, to: Square) -> Move {
        Move(self.0 & !(0xff << 19) | (to.index() as u32) << 19 | 1 << 26)
    }

    #[inline]
    pub const fn from(self) -> Square {
        Square::new_unchecked((self.0 & 0x7f) as u8)
    }

    #[inline]
    pub const fn to(self) -> Square {
        Square::new_unchecked((self.0 >> 7 & 0x7f) as u8)
    }

    #[inline]
    pub const fn promotion(self) -> Option<PieceKind> {
        let p = (self.0 >> 14 & 0x1f) as u8;
        if p == 0 { None } else { Some(p - 1) }
    }

    /// The destination of the bonus move made after the promotion, if any.
    #[inline]
    pub const fn bonus(self) -> Option<Square> {
        if self.0 >> 26 & 1 == 0 {
            None
        } else {
            Some(Square::new_unchecked((self.0 >> 19 & 0x7f) as u8))
        }
    }

    /// The square where the moving piece ends.
    #[inline]
    pub fn destination(self) -> Square {
        self.bonus().unwrap_or(self.to())
    }

    pub const fn raw(self) -> u32 {
        self.0
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({}->{}", self.from().index(), self.to().index())?;
        if let Some(p) = self.promotion() {
            write!(f, "={p}")?;
        }
        if let Some(b) = self.bonus() {
            write!(f, ",->{}", b.index())?;
        }
        f.write_str(")")
    }
}

/// A list of moves without heap allocation.
#[derive(Clone)]
pub struct MoveList {
    moves: ArrayVec<Move, { MoveList::CAPACITY }>,
}

impl MoveList {
    pub const CAPACITY: usize = 1024;

    pub fn new() -> MoveList {
        MoveList {
            moves: ArrayVec::new(),
        }
    }

    #[inline]
    pub fn push(&mut self, mv: Move) {
        debug_assert!(!self.moves.is_full());
        let _ = self.moves.try_push(mv);
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    pub fn clear(&mut self) {
        self.moves.clear();
    }

    pub fn retain(&mut self, mut keep: impl FnMut(Move) -> bool) {
        self.moves.retain(|m| keep(*m));
    }

    pub fn as_slice(&self) -> &[Move] {
        &self.moves
    }

    pub fn contains(&self, mv: Move) -> bool {
        self.as_slice().contains(&mv)
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
