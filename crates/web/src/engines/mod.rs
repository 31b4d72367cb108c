//! The engine rating list: games between engines, kept apart from the site's own games, and the
//! list solved from them per game of the family (`list`). `Engines` reads what the store holds.

pub mod list;

use std::collections::HashMap;

use rukh_store::{Db, DbError, EngineGame, EngineInfo, Think};

/// The engine rating list.
#[derive(Clone)]
pub struct Engines {
    db: Db,
}

impl Engines {
    pub fn new(db: Db) -> Engines {
        Engines { db }
    }

    /// The games of the family that have engine games, and how many each.
    pub async fn variants(&self) -> Result<Vec<(String, i64)>, DbError> {
        self.db.engine_variants().await
    }

    /// Every result of one game of the family: (white, black, result).
    pub async fn results(&self, variant: &str) -> Result<Vec<(String, String, String)>, DbError> {
        self.db.engine_results(variant).await
    }

    /// What each engine of each pairing of one game of the family thought a move: (engine,
    /// opponent) to (the engine's, the opponent's).
    pub async fn think(
        &self,
        variant: &str,
    ) -> Result<HashMap<(String, String), [Think; 2]>, DbError> {
        Ok(list::pairing_think(&self.db.engine_think(variant).await?))
    }

    /// How the runs of the pairing `a`–`b` were played (the commands that reproduce them).
    pub async fn how(&self, variant: &str, a: &str, b: &str) -> Result<Vec<String>, DbError> {
        self.db.engine_how(variant, a, b).await
    }

    /// Every engine's version and settings.
    pub async fn infos(&self) -> Result<Vec<EngineInfo>, DbError> {
        self.db.engine_infos().await
    }

    /// A page of the games of one game of the family (of engine `a`, of the pairing `a`–`b`),
    /// newest first, and how many there are in all.
    pub async fn games(
        &self,
        variant: &str,
        a: Option<&str>,
        b: Option<&str>,
        limit: i64,
        offset: i64,
    ) -> Result<(Vec<EngineGame>, i64), DbError> {
        self.db.engine_games(variant, a, b, limit, offset).await
    }
}
