//! The engine rating list.

pub mod list;
