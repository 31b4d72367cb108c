//! What can go wrong with the database.

#[derive(Debug, thiserror::Error)]
pub enum DbError {
    #[error("database: {0}")]
    Sql(#[from] sqlx::Error),
    #[error("database migration: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error(
        "cannot open the database {0}: {1} (does its folder exist, and may Rukh write there? is the server running?)"
    )]
    Open(String, sqlx::Error),
    /// Another server process changed the game since this one read it.
    #[error("the game was changed elsewhere at the same moment")]
    Conflict,
    #[error("the database writer has stopped")]
    Stopped,
    #[error(
        "unsupported database address '{0}': use sqlite://FILE (or sqlite::memory:) or postgres://USER@HOST/DB"
    )]
    Url(String),
    #[error("backup: {0}")]
    Backup(String),
}
