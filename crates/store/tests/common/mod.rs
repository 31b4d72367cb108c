//! The databases the store's tests run on: a fresh SQLite file each time, and PostgreSQL when
//! `RUKH_TEST_POSTGRES` names a database.

use std::path::PathBuf;

use rukh_store::Db;

/// A fresh SQLite database in its own directory (named after `name` and this process), with
/// the directory to remove once the test is done.
pub async fn sqlite(name: &str) -> (Db, PathBuf) {
    let dir = std::env::temp_dir().join(format!("rukh-store-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let db = Db::connect(&format!("sqlite://{}", dir.join("t.db").display()))
        .await
        .unwrap();
    (db, dir)
}

/// The PostgreSQL test database and a tag for the names this run writes there (the database
/// outlives the run), or None when `RUKH_TEST_POSTGRES` is not set: the test says it is
/// skipped.
pub async fn postgres(tag: &str) -> Option<(Db, String)> {
    let Ok(url) = std::env::var("RUKH_TEST_POSTGRES") else {
        eprintln!("RUKH_TEST_POSTGRES not set: PostgreSQL test skipped");
        return None;
    };
    let db = Db::connect(&url).await.unwrap();
    Some((db, format!("p{}{tag}", std::process::id() % 100_000)))
}
