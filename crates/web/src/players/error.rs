//! What finding and making players can fail with.

use rukh_store::DbError;

#[derive(Debug, thiserror::Error)]
pub enum PlayersError {
    /// The name an anonymous player asked for is an account's.
    #[error("your name: '{0}' is taken by an account; choose another (or sign in)")]
    NameTaken(String),
    #[error(transparent)]
    Db(#[from] DbError),
}
