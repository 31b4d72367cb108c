//! What running tournaments can fail with.

use rukh_store::DbError;

use crate::play::PlayError;

#[derive(Debug, thiserror::Error)]
pub enum TournamentError {
    /// No such tournament.
    #[error("no tournament '{0}'")]
    NoTournament(String),
    /// A field of a new tournament, or a request, is wrong: what, and how.
    #[error("{0}")]
    Invalid(String),
    /// The asker may not do this (a private tournament's password, a rating outside its range).
    #[error("{0}")]
    Forbidden(String),
    /// The tournament is not in a state that allows it (over, a berserk after one's first move).
    #[error("{0}")]
    Conflict(String),
    /// Making or joining a tournament game failed.
    #[error(transparent)]
    Play(#[from] PlayError),
    #[error(transparent)]
    Db(#[from] DbError),
}
