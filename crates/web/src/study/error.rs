//! What study (the analysis board, reviews, problems, imports) can fail with.

use rukh_store::DbError;

use crate::play::PlayError;

#[derive(Debug, thiserror::Error)]
pub enum StudyError {
    /// What was sent cannot be read (a FEN, a game, a move list): what is wrong, and where.
    #[error("{0}")]
    Invalid(String),
    /// Well formed, but the rules refuse it (an illegal move in a line, a line not the server's).
    #[error("{0}")]
    Refused(String),
    /// No such problem.
    #[error("no problem '{0}'")]
    NoProblem(String),
    /// The game is not in a state that allows it (a review of a game still being played).
    #[error("{0}")]
    Conflict(String),
    /// More than one request may bring (an import's text or games).
    #[error("{0}")]
    TooLarge(String),
    /// A limit of the asker's (one review waiting per address).
    #[error("{0}")]
    TooMany(String),
    /// The server cannot do it now (the review queue is full).
    #[error("{0}")]
    Busy(String),
    /// The server's fault (a stored game that cannot be replayed).
    #[error("{0}")]
    Broken(String),
    #[error(transparent)]
    Play(#[from] PlayError),
    #[error(transparent)]
    Db(#[from] DbError),
}
