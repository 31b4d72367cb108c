//! Text forms of positions and moves.

pub mod coord;
pub mod courier;
pub mod fen;
pub mod san;
pub mod why;
pub mod xboard;
