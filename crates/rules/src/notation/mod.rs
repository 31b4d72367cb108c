//! Text forms of positions and moves.

pub mod coord;
pub mod fen;
