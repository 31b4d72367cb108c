//! Study: the analysis board, reviews, problems, imports and the endings.

pub mod analysis;
pub mod endings;
pub mod import;
pub mod problems;
pub mod review;
