//! Rules of the Shatranj family of chess games.
//!
//! Games are data ([`Variant`], compiled from a TOML definition); a [`Position`] knows its legal
//! moves, makes and takes back moves with an incremental hash, and reports an [`Outcome`] for every
//! way these games end. Notation lives in [`notation`].

pub mod betza;
pub mod bitboard;
pub mod color;
pub mod files;
pub mod geometry;
mod movegen;
pub mod notation;
pub mod outcome;
pub mod perft;
pub mod pgn;
pub mod position;
pub mod types;
pub mod variant;

pub use bitboard::Bitboard;
pub use color::{ByColor, Color};
pub use geometry::{Geometry, Mirror, Square};
pub use movegen::MoveFilter;
pub use notation::coord::{CoordMove, IllegalMoveError, ParseCoordError, coord};
pub use notation::courier::{CourierMove, IllegalCourierError, ParseCourierError, courier};
pub use notation::fen::{FenArg, FenError, FenField, FenProblem};
pub use notation::san::{ParseSanError, San, SanError, san, san_list};
pub use notation::why::{Illegal, Named, PieceAsked};
pub use outcome::{Claim, Grade, Outcome, Reason};
pub use position::Position;
pub use types::{Move, MoveList, Piece, PieceKind};
pub use variant::{Variant, VariantError};

/// Any error of this crate.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Fen(#[from] FenError),
    #[error(transparent)]
    ParseMove(#[from] ParseCoordError),
    #[error(transparent)]
    IllegalMove(#[from] IllegalMoveError),
    #[error(transparent)]
    Variant(#[from] VariantError),
    #[error(transparent)]
    ParseSan(#[from] ParseSanError),
    #[error(transparent)]
    San(#[from] SanError),
    #[error(transparent)]
    ParseCourier(#[from] ParseCourierError),
    #[error(transparent)]
    IllegalCourier(#[from] IllegalCourierError),
}
