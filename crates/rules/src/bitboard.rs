//! A set of squares on boards of up to 128 squares.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

use crate::geometry::{Geometry, Mirror, Square};

/// A set of squares, one bit per square index (see [`crate::geometry::Geometry`]).
#[derive(Copy, Clone, Default, Eq, PartialEq, Hash)]
pub struct Bitboard(pub u128);

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard(0);

    #[inline]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1u128 << sq.index())
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 >> sq.index() & 1 != 0
    }

    #[inline]
    pub fn insert(&mut self, sq: Square) {
        self.0 |= 1u128 << sq.index();
    }

    #[inline]
    pub fn remove(&mut self, sq: Square) {
        self.0 &= !(1u128 << sq.index());
    }

    #[inline]
    pub const fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | 1u128 << sq.index())
    }

    #[inline]
    pub const fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !(1u128 << sq.index()))
    }

    /// The lowest square of the set.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::new_unchecked(self.0.trailing_zeros() as u8))
        }
    }

    /// The highest square of the set.
    #[inline]
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::new_unchecked(127 - self.0.leading_zeros() as u8))
        }
    }

    /// True if the set has more than one square.
    #[inline]
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }
}

/// The squares of a [`Bitboard`], lowest first.
#[derive(Clone, Debug)]
pub struct Squares(u128);

impl Iterator for Squares {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let sq = Square::new_unchecked(self.0.trailing_zeros() as u8);
        self.0 &= self.0 - 1;
        Some(sq)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;
    #[inline]
    fn into_iter(self) -> Squares {
        Squares(self.0)
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Self {
        let mut bb = Bitboard::EMPTY;
        for sq in iter {
            bb.insert(sq);
        }
        bb
    }
}

macro_rules! binop {
    ($tr:ident, $f:ident, $atr:ident, $af:ident, $op:tt) => {
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $atr for Bitboard {
            #[inline]
            fn $af(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}
binop!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
binop!(BitOr, bitor, BitOrAssign, bitor_assign, |);
binop!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bitboard({:#x})", self.0)
    }
}

/// The board's squares as sets: the whole board, a rank, a file, a set reflected.
impl Geometry {
    /// Every square of `bb` reflected by `m`.
    pub fn mirror_bb(self, bb: Bitboard, m: Mirror) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        for sq in bb {
            out.insert(self.mirror(sq, m));
        }
        out
    }

    /// Every square of the board.
    pub fn full(self) -> Bitboard {
        if self.squares() == 128 {
            Bitboard(u128::MAX)
        } else {
            Bitboard((1u128 << self.squares()) - 1)
        }
    }

    /// The squares of one rank (0-based from White's side).
    pub fn rank_mask(self, rank: u8) -> Bitboard {
        (0..self.files() as i32)
            .filter_map(|f| self.square(f, rank as i32))
            .collect()
    }

    /// The squares of one file.
    pub fn file_mask(self, file: u8) -> Bitboard {
        (0..self.ranks() as i32)
            .filter_map(|r| self.square(file as i32, r))
            .collect()
    }
}
