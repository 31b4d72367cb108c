//! What the trainer can fail with.

use rukh_store::DbError;

#[derive(Debug, thiserror::Error)]
pub enum TrainingError {
    /// No such puzzle.
    #[error("no puzzle '{0}'")]
    NoPuzzle(String),
    /// No such game among the trainer's, or no puzzle left for the asked theme.
    #[error("{0}")]
    NotFound(String),
    /// What was sent cannot be read (a move list, a rating).
    #[error("{0}")]
    Invalid(String),
    /// Only an account can do this (vote, see its history).
    #[error("{0}")]
    NeedsAccount(String),
    #[error(transparent)]
    Db(#[from] DbError),
}
