//! The database: SQLite by default, PostgreSQL when given; the same migrations and queries
//! serve both (through sqlx's `Any` driver, positional `$N` parameters used once each, in order).
//! This file opens it and brings its schema up to date; each other file holds the statements of
//! one kind of row.

use std::sync::Arc;

use sqlx::any::AnyPoolOptions;
use sqlx::{AnyPool, Row};

use crate::DbError;
use crate::games::{Reply, Save};
use crate::writer::{checkpoints, writer};

#[derive(Clone)]
pub struct Db {
    pub(crate) pool: AnyPool,
    url: String,
    pub(crate) postgres: bool,
    writer: tokio::sync::mpsc::Sender<(Save, Reply)>,
}

impl Db {
    /// Connects (creating an SQLite file when missing) and brings the schema up to date.
    pub async fn connect(url: &str) -> Result<Db, DbError> {
        sqlx::any::install_default_drivers();
        let (url, max) = if let Some(rest) = url.strip_prefix("sqlite:") {
            if rest.contains(":memory:") {
                // One connection: every connection to :memory: would be a database of its own.
                (format!("sqlite:{rest}"), 1)
            } else if rest.contains('?') {
                (url.to_owned(), 6)
            } else {
                (format!("sqlite:{rest}?mode=rwc"), 6)
            }
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            (url.to_owned(), 16)
        } else {
            return Err(DbError::Url(url.to_owned()));
        };
        let sqlite = url.starts_with("sqlite:");
        let pool = AnyPoolOptions::new()
            .max_connections(max)
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    if sqlite {
                        // An accepted move is committed, and on the disk, before it is
                        // acknowledged: FULL syncs the write-ahead log at every commit (the
                        // writer groups many games' changes into one commit under load).
                        for pragma in [
                            // Pages of 1 KB for a new database (an existing one keeps its
                            // own): a move changes a few rows of ~100 bytes in scattered
                            // pages, and each changed page is written whole to the log, so
                            // smaller pages write a quarter of the bytes (the 99th percentile
                            // at 10,000 games: 47 ms with 4 KB pages, 42 ms with 1 KB).
                            "PRAGMA page_size=1024",
                            "PRAGMA journal_mode=WAL",
                            "PRAGMA synchronous=FULL",
                            // Commits never copy the log into the database themselves (that
                            // took up to a quarter second under load): a background task does,
                            // beside the writes.
                            "PRAGMA wal_autocheckpoint=0",
                            // 32 MiB of pages kept (the default, 2 MiB, is soon outgrown by
                            // the moves' index).
                            "PRAGMA cache_size=-32768",
                            "PRAGMA busy_timeout=5000",
                            "PRAGMA foreign_keys=ON",
                        ] {
                            sqlx::query(pragma).execute(&mut *conn).await?;
                        }
                    }
                    Ok(())
                })
            })
            .connect(&url)
            .await
            .map_err(|e| DbError::Open(url.clone(), e))?;
        sqlx::migrate!("./migrations").run(&pool).await?;
        let (tx, rx) = tokio::sync::mpsc::channel(8192);
        let postgres = !sqlite;
        // Processes sharing one SQLite file take turns writing through a lock file: a waiting
        // process is woken the moment the lock is free (SQLite's own wait polls, in steps of
        // up to 100 ms).
        // The writer and the checkpoint each open the lock file: a lock (flock) is held by an
        // open file, so two holders of one open file would not exclude each other.
        let open_turn = || -> Option<Arc<std::fs::File>> {
            if !sqlite {
                return None;
            }
            let file = url
                .trim_start_matches("sqlite:")
                .trim_start_matches("//")
                .split('?')
                .next()
                .unwrap_or_default();
            (!file.contains(":memory:") && !file.is_empty())
                .then(|| {
                    std::fs::OpenOptions::new()
                        .create(true)
                        .truncate(false)
                        .write(true)
                        .open(format!("{file}-writer.lock"))
                        .ok()
                })
                .flatten()
                .map(Arc::new)
        };
        if sqlite && !url.contains(":memory:") {
            tokio::spawn(checkpoints(pool.clone(), open_turn()));
        }
        tokio::spawn(writer(pool.clone(), postgres, open_turn(), rx));
        let db = Db {
            pool,
            url,
            postgres,
            writer: tx,
        };
        db.fill_name_skeletons().await?;
        Ok(db)
    }

    /// Writes a consistent copy of the database to `out` while games go on (SQLite's
    /// `VACUUM INTO`: one read transaction, so the copy holds every change committed before it
    /// began and none half-made). PostgreSQL has its own tools: `pg_dump`.
    pub async fn backup_to(&self, out: &std::path::Path) -> Result<u64, DbError> {
        if self.postgres {
            return Err(DbError::Backup(
                "a PostgreSQL database is backed up with its own tools: pg_dump --format=custom --file=rukh.dump postgres://... (see docs/deploy.md)".into(),
            ));
        }
        if out.exists() {
            return Err(DbError::Backup(format!(
                "{} exists already: give a new file (a backup never overwrites one)",
                out.display()
            )));
        }
        let path = out
            .to_str()
            .ok_or_else(|| DbError::Backup(format!("{}: not a UTF-8 path", out.display())))?;
        sqlx::query("VACUUM INTO $1")
            .bind(path)
            .execute(&self.pool)
            .await?;
        Ok(std::fs::metadata(out).map(|m| m.len()).unwrap_or(0))
    }

    /// A setting the processes share; made with `make` by the first process that asks.
    pub async fn setting(
        &self,
        key: &str,
        make: impl FnOnce() -> String,
    ) -> Result<String, DbError> {
        sqlx::query(
            "INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING",
        )
        .bind(key)
        .bind(make())
        .execute(&self.pool)
        .await?;
        let row = sqlx::query("SELECT value FROM settings WHERE key = $1")
            .bind(key)
            .fetch_one(&self.pool)
            .await?;
        Ok(row.try_get("value")?)
    }

    /// How many games the database holds.
    pub async fn game_count(&self) -> Result<i64, DbError> {
        let row = sqlx::query("SELECT COUNT(*) AS n FROM games")
            .fetch_one(&self.pool)
            .await?;
        Ok(row.try_get("n")?)
    }

    /// Closes the database when the process stops: on SQLite the write-ahead log is copied into
    /// the database file and emptied first, so the file alone holds every game.
    pub async fn close(&self) {
        if !self.postgres
            && let Err(e) = sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
                .execute(&self.pool)
                .await
        {
            tracing::warn!("stopping: the last checkpoint failed ({e}); the log keeps the changes");
        }
        // The writer keeps a connection of its own while it waits for changes: the pool's close
        // would wait for it, so it is given a moment (the process exits after).
        let _ = tokio::time::timeout(std::time::Duration::from_secs(1), self.pool.close()).await;
    }

    /// Whether `close` has been called: the site's own timers stop then, rather than warn of a
    /// closed database four times a second until the process exits.
    pub fn is_closed(&self) -> bool {
        self.pool.is_closed()
    }

    /// The pool, for the statements of the other files.
    pub(crate) fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// The database's address.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// True on PostgreSQL (where several server processes may share the games).
    pub fn is_postgres(&self) -> bool {
        self.postgres
    }

    /// The writer's queue, for `store`.
    pub(crate) fn writer(&self) -> &tokio::sync::mpsc::Sender<(Save, Reply)> {
        &self.writer
    }
}
