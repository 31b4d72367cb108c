//! The games themselves as the site shows them: piece pictures, diagrams, the rules in words.

pub mod art;
pub mod diagram;
pub mod games;
pub mod rule_docs;
