//! Board geometry: squares, files, ranks, and the eight line directions.
//!
//! Squares are numbered densely, `index = rank * files + file`, so any board with at most 16 files,
//! 16 ranks and 128 squares fits one [`Bitboard`](crate::Bitboard).

use std::fmt;

use crate::color::Color;

pub const MAX_FILES: u8 = 16;
pub const MAX_RANKS: u8 = 16;
pub const MAX_SQUARES: usize = 128;

/// A square index on some board; its file and rank depend on the board's [`Geometry`].
#[derive(Copy, Clone, Debug, Eq, PartialEq, Hash, Ord, PartialOrd)]
pub struct Square(u8);

impl Square {
    /// A square from its index. Panics in debug builds if the index is 128 or more.
    #[inline]
    pub const fn new_unchecked(index: u8) -> Square {
        debug_assert!(index < 128);
        Square(index)
    }

    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// The size of a board.
#[derive(Copy, Clone, Debug, Eq, PartialEq, Hash)]
pub struct Geometry {
    files: u8,
    ranks: u8,
    /// `ceil(2^16 / files)`: a square's rank is `index * rank_mul >> 16`, exact for every index
    /// under 128 and every file count up to 16. A division by a number known only at run time is
    /// a slow instruction, and file and rank are asked for at every node of a search.
    rank_mul: u32,
}

/// A reflection of the board: files reversed (left-right) or ranks reversed (up-down, colours
/// kept).
#[derive(Copy, Clone, Debug, Eq, PartialEq, Hash)]
pub enum Mirror {
    Files,
    Ranks,
}

/// The eight line directions, as (file step, rank step) from White's side.
pub const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// The direction index of a unit step, if it is one of the eight line directions.
pub fn direction_index(dx: i8, dy: i8) -> Option<usize> {
    DIRECTIONS.iter().position(|&d| d == (dx, dy))
}

/// Whether moving along direction `d` increases the square index.
#[inline]
pub const fn direction_is_positive(d: usize) -> bool {
    matches!(d, 0 | 1 | 2 | 7)
}

impl Geometry {
    /// A board of `files` x `ranks`, or `None` if it is empty or too large.
    pub fn new(files: u8, ranks: u8) -> Option<Geometry> {
        let ok = (1..=MAX_FILES).contains(&files)
            && (1..=MAX_RANKS).contains(&ranks)
            && (files as usize) * (ranks as usize) <= MAX_SQUARES;
        ok.then(|| Geometry {
            files,
            ranks,
            rank_mul: 65_535 / files as u32 + 1,
        })
    }

    #[inline]
    pub const fn files(self) -> u8 {
        self.files
    }

    #[inline]
    pub const fn ranks(self) -> u8 {
        self.ranks
    }

    #[inline]
    pub const fn squares(self) -> usize {
        self.files as usize * self.ranks as usize
    }

    /// The square at `file`, `rank` (both from 0), if it is on the board.
    #[inline]
    pub fn square(self, file: i32, rank: i32) -> Option<Square> {
        if file < 0 || rank < 0 || file >= self.files as i32 || rank >= self.ranks as i32 {
            None
        } else {
            Some(Square((rank * self.files as i32 + file) as u8))
        }
    }

    #[inline]
    pub fn file_of(self, sq: Square) -> u8 {
        sq.0 - self.rank_of(sq) * self.files
    }

    #[inline]
    pub fn rank_of(self, sq: Square) -> u8 {
        ((sq.0 as u32 * self.rank_mul) >> 16) as u8
    }

    /// The square reached by a step, if it is on the board.
    #[inline]
    pub fn offset(self, sq: Square, dx: i32, dy: i32) -> Option<Square> {
        self.square(self.file_of(sq) as i32 + dx, self.rank_of(sq) as i32 + dy)
    }

    /// `sq` reflected by `m`.
    #[inline]
    pub fn mirror(self, sq: Square, m: Mirror) -> Square {
        let (f, r) = (self.file_of(sq), self.rank_of(sq));
        match m {
            Mirror::Files => Square(r * self.files + (self.files - 1 - f)),
            Mirror::Ranks => Square((self.ranks - 1 - r) * self.files + f),
        }
    }

    pub fn all(self) -> impl Iterator<Item = Square> {
        (0..self.squares() as u8).map(Square)
    }

    /// The rank index seen from `color`'s side (0 = its own back rank).
    #[inline]
    pub fn relative_rank(self, color: Color, sq: Square) -> u8 {
        match color {
            Color::White => self.rank_of(sq),
            Color::Black => self.ranks - 1 - self.rank_of(sq),
        }
    }

    /// Whether the square is light (h1 is light on an 8x8 board, as in chess).
    pub fn is_light(self, sq: Square) -> bool {
        (self.file_of(sq) + self.rank_of(sq)) % 2 == 1
    }

    /// Parses a square name such as `e4`, `j10` or `l12`.
    pub fn parse_square(self, s: &str) -> Option<Square> {
        let bytes = s.as_bytes();
        let (&f, rest) = bytes.split_first()?;
        if !f.is_ascii_lowercase() || rest.is_empty() || rest.len() > 2 {
            return None;
        }
        if rest[0] == b'0' || !rest.iter().all(u8::is_ascii_digit) {
            return None;
        }
        let rank: i32 = std::str::from_utf8(rest).ok()?.parse().ok()?;
        self.square((f - b'a') as i32, rank - 1)
    }

    /// A square's name, such as `e4`.
    pub fn name(self, sq: Square) -> SquareName {
        SquareName {
            file: self.file_of(sq),
            rank: self.rank_of(sq),
        }
    }
}

/// Displays a square as a file letter and a rank number.
#[derive(Copy, Clone, Debug)]
pub struct SquareName {
    file: u8,
    rank: u8,
}

impl fmt::Display for SquareName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank as u32 + 1)
    }
}

/// A file letter.
pub fn file_char(file: u8) -> char {
    (b'a' + file) as char
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_and_rank_of_every_square_of_every_board() {
        for files in 1..=MAX_FILES {
            for ranks in 1..=MAX_RANKS {
                let Some(g) = Geometry::new(files, ranks) else {
                    continue;
                };
                for i in 0..g.squares() {
                    let sq = Square::new_unchecked(i as u8);
                    let (f, r) = (g.file_of(sq), g.rank_of(sq));
                    assert_eq!(
                        (f as usize, r as usize),
                        (i % files as usize, i / files as usize)
                    );
                    assert_eq!(g.square(f as i32, r as i32), Some(sq));
                }
            }
        }
        // The multiplier stays exact past the largest board, up to the bitboard's last square.
        for files in 1..=MAX_FILES {
            let g = Geometry::new(files, 1).unwrap();
            for i in 0..MAX_SQUARES as u8 {
                assert_eq!(g.rank_of(Square::new_unchecked(i)), i / files);
            }
        }
    }
}
