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
    /// An import that cannot go ahead as sent.
    #[error(transparent)]
    Import(#[from] ImportProblem),
    #[error(transparent)]
    Play(#[from] PlayError),
    #[error(transparent)]
    Db(#[from] DbError),
}

/// Why an import cannot go ahead, kept apart so that a page says it in its reader's language
/// (the API's sentence is the English one).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ImportProblem {
    #[error("the text is {bytes} bytes; an import takes at most {max_kib} KiB: split the file")]
    Bytes { bytes: usize, max_kib: usize },
    #[error("an import takes at most {max} games: split the file")]
    Games { max: usize },
    #[error("no game found in the text (read as {format}); paste PGN or a Game Courier log")]
    NoGame { format: &'static str },
    #[error(
        "an address may import {per_hour} games an hour; {left} more now (this text has {asked}): import fewer, or later"
    )]
    Quota {
        per_hour: u32,
        left: u32,
        asked: usize,
    },
}

impl ImportProblem {
    /// The HTTP status it answers with: too much sent, nothing to read, or past the quota.
    pub fn is_too_large(&self) -> bool {
        matches!(
            self,
            ImportProblem::Bytes { .. } | ImportProblem::Games { .. }
        )
    }
}
