//! Rukh's engine: search and evaluation for every game of the family.

pub mod bench;
pub mod datagen;
pub mod eval;
pub mod nnue;

pub mod search;
pub mod see;
pub mod train;
pub mod tt;
pub mod tunables;
pub mod tune;
pub mod words;

pub use search::{Info, Limits, MATE, Score, Searcher};
