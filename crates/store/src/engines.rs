//! The engine rating list's games: games between engines, kept apart from the site's own games
//! (`rukh engines import`), and the engines' names, versions and settings.

use sqlx::AssertSqlSafe;
use sqlx::Row;

use crate::{Db, DbError};

/// What an engine of the list is.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct EngineInfo {
    /// The name the list shows: the engine's name and version.
    pub label: String,
    pub name: String,
    pub version: String,
    /// Its settings and where it comes from.
    pub about: String,
}

impl EngineInfo {
    pub fn new(name: &str, version: &str, about: &str) -> EngineInfo {
        let label = if version.is_empty() {
            name.to_owned()
        } else {
            format!("{name} {version}")
        };
        EngineInfo {
            label,
            name: name.to_owned(),
            version: version.to_owned(),
            about: about.to_owned(),
        }
    }
}

/// One game of the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineGame {
    pub id: String,
    pub variant: String,
    /// The engines' labels.
    pub white: String,
    pub black: String,
    /// 1-0, 0-1 or 1/2-1/2.
    pub result: String,
    pub termination: Option<String>,
    pub event: String,
    pub round: Option<String>,
    pub time_control: Option<String>,
    /// None: the game's own start.
    pub start_fen: Option<String>,
    /// Coordinates, separated by spaces.
    pub moves: String,
    pub plies: i64,
    /// What each side thought, `[white, black]` (from the PGN's `%emt`).
    pub think: [Think; 2],
    /// How the run was played: the command that reproduces it and its settings.
    pub how: Option<String>,
}

/// What one side of an engine game (or of many) thought: the sum of its moves' think times and
/// how many moves had one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Think {
    pub ms: i64,
    pub moves: i64,
}

impl Think {
    /// The mean think time a move in milliseconds, when any move was timed.
    pub fn mean_ms(&self) -> Option<f64> {
        (self.moves > 0).then(|| self.ms as f64 / self.moves as f64)
    }

    pub fn add(&mut self, other: Think) {
        self.ms += other.ms;
        self.moves += other.moves;
    }
}

/// The think times of one ordered pairing of a game of the family: white's engine, black's
/// engine, and what each side thought over their games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairingThink {
    pub white: String,
    pub black: String,
    pub think: [Think; 2],
}

const GAME_COLUMNS: &str = "id, variant, white, black, result, termination, event, round, \
     time_control, start_fen, moves, plies, white_think_ms, white_timed, black_think_ms, black_timed, how";

fn game_from(r: &sqlx::any::AnyRow) -> Result<EngineGame, sqlx::Error> {
    Ok(EngineGame {
        id: r.try_get("id")?,
        variant: r.try_get("variant")?,
        white: r.try_get("white")?,
        black: r.try_get("black")?,
        result: r.try_get("result")?,
        termination: r.try_get("termination")?,
        event: r.try_get("event")?,
        round: r.try_get("round")?,
        time_control: r.try_get("time_control")?,
        start_fen: r.try_get("start_fen")?,
        moves: r.try_get("moves")?,
        plies: r.try_get("plies")?,
        think: [
            Think {
                ms: r.try_get("white_think_ms")?,
                moves: r.try_get("white_timed")?,
            },
            Think {
                ms: r.try_get("black_think_ms")?,
                moves: r.try_get("black_timed")?,
            },
        ],
        how: r.try_get("how")?,
    })
}

impl Db {
    /// Adds an engine to the list, or updates what it says of itself.
    pub async fn put_engine(&self, e: &EngineInfo, now: i64) -> Result<(), DbError> {
        sqlx::query(
            "INSERT INTO engines (label, name, version, about, added_at) VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (label) DO UPDATE SET about = CASE WHEN excluded.about = '' \
             THEN engines.about ELSE excluded.about END",
        )
        .bind(&e.label)
        .bind(&e.name)
        .bind(&e.version)
        .bind(&e.about)
        .bind(now)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// Adds games to the list in one transaction; games already there are passed over. Returns
    /// how many were new.
    pub async fn add_engine_games(&self, games: &[EngineGame], now: i64) -> Result<u64, DbError> {
        let mut tx = self.pool().begin().await?;
        let mut added = 0;
        for g in games {
            let new = sqlx::query(
                "INSERT INTO engine_games (id, variant, white, black, result, termination, event, \
                 round, time_control, start_fen, moves, plies, added_at, white_think_ms, \
                 white_timed, black_think_ms, black_timed, how) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, \
                 $18) \
                 ON CONFLICT (id) DO NOTHING",
            )
            .bind(&g.id)
            .bind(&g.variant)
            .bind(&g.white)
            .bind(&g.black)
            .bind(&g.result)
            .bind(&g.termination)
            .bind(&g.event)
            .bind(&g.round)
            .bind(&g.time_control)
            .bind(&g.start_fen)
            .bind(&g.moves)
            .bind(g.plies)
            .bind(now)
            .bind(g.think[0].ms)
            .bind(g.think[0].moves)
            .bind(g.think[1].ms)
            .bind(g.think[1].moves)
            .bind(&g.how)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            added += new;
            // A game added before the list kept think times (or how its run was played) gets
            // them from its file now.
            if new == 0 && g.how.is_some() {
                sqlx::query("UPDATE engine_games SET how = $2 WHERE id = $1 AND how IS NULL")
                    .bind(&g.id)
                    .bind(&g.how)
                    .execute(&mut *tx)
                    .await?;
            }
            if new == 0 && (g.think[0].moves > 0 || g.think[1].moves > 0) {
                sqlx::query(
                    "UPDATE engine_games SET white_think_ms = $2, white_timed = $3, \
                     black_think_ms = $4, black_timed = $5 \
                     WHERE id = $1 AND white_timed = 0 AND black_timed = 0",
                )
                .bind(&g.id)
                .bind(g.think[0].ms)
                .bind(g.think[0].moves)
                .bind(g.think[1].ms)
                .bind(g.think[1].moves)
                .execute(&mut *tx)
                .await?;
            }
        }
        tx.commit().await?;
        Ok(added)
    }

    /// Takes games off the list (a run withdrawn as no measurement); how many were there.
    pub async fn remove_engine_games(&self, ids: &[String]) -> Result<u64, DbError> {
        let mut tx = self.pool().begin().await?;
        let mut removed = 0;
        for id in ids {
            removed += sqlx::query("DELETE FROM engine_games WHERE id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
        }
        tx.commit().await?;
        Ok(removed)
    }

    /// Every result of one game of the family: (white, black, result).
    pub async fn engine_results(
        &self,
        variant: &str,
    ) -> Result<Vec<(String, String, String)>, DbError> {
        Ok(
            sqlx::query_as("SELECT white, black, result FROM engine_games WHERE variant = $1")
                .bind(variant)
                .fetch_all(self.pool())
                .await?,
        )
    }

    /// What each side thought in the games of each ordered pairing (white's engine, black's) of
    /// one game of the family.
    pub async fn engine_think(&self, variant: &str) -> Result<Vec<PairingThink>, DbError> {
        let rows = sqlx::query(
            "SELECT white, black, CAST(SUM(white_think_ms) AS BIGINT), \
             CAST(SUM(white_timed) AS BIGINT), CAST(SUM(black_think_ms) AS BIGINT), \
             CAST(SUM(black_timed) AS BIGINT) FROM engine_games WHERE variant = $1 \
             GROUP BY white, black",
        )
        .bind(variant)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| {
                Ok(PairingThink {
                    white: r.try_get(0)?,
                    black: r.try_get(1)?,
                    think: [
                        Think {
                            ms: r.try_get(2)?,
                            moves: r.try_get(3)?,
                        },
                        Think {
                            ms: r.try_get(4)?,
                            moves: r.try_get(5)?,
                        },
                    ],
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }

    /// How the runs of a pairing (either engine White) were played, as their manifests say.
    pub async fn engine_how(
        &self,
        variant: &str,
        a: &str,
        b: &str,
    ) -> Result<Vec<String>, DbError> {
        let rows = sqlx::query(
            "SELECT DISTINCT how FROM engine_games WHERE variant = $1 AND how IS NOT NULL \
             AND ((white = $2 AND black = $3) OR (white = $3 AND black = $2)) ORDER BY how",
        )
        .bind(variant)
        .bind(a)
        .bind(b)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| r.try_get(0))
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }

    /// The games of the family that have engine games, with how many each.
    pub async fn engine_variants(&self) -> Result<Vec<(String, i64)>, DbError> {
        Ok(sqlx::query_as(
            "SELECT variant, COUNT(*) AS n FROM engine_games GROUP BY variant ORDER BY variant",
        )
        .fetch_all(self.pool())
        .await?)
    }

    /// The engines of the list.
    pub async fn engine_infos(&self) -> Result<Vec<EngineInfo>, DbError> {
        Ok(
            sqlx::query_as("SELECT label, name, version, about FROM engines ORDER BY label")
                .fetch_all(self.pool())
                .await?,
        )
    }

    /// Games of one game of the family, those of an engine (`a`) or of a pairing (`a`, `b`),
    /// in the order they were added.
    pub async fn engine_games(
        &self,
        variant: &str,
        a: Option<&str>,
        b: Option<&str>,
        limit: i64,
        offset: i64,
    ) -> Result<(Vec<EngineGame>, i64), DbError> {
        let mut filter = String::from("variant = $1");
        match (a, b) {
            (Some(_), Some(_)) => {
                filter.push_str(" AND ((white = $2 AND black = $3) OR (white = $3 AND black = $2))")
            }
            (Some(_), None) => filter.push_str(" AND (white = $2 OR black = $2)"),
            _ => {}
        }
        let count_sql = format!("SELECT COUNT(*) FROM engine_games WHERE {filter}");
        let total: i64 = bind_pair(sqlx::query(AssertSqlSafe(count_sql)), variant, a, b)
            .fetch_one(self.pool())
            .await?
            .try_get(0)?;
        let n = 1 + usize::from(a.is_some()) + usize::from(a.is_some() && b.is_some());
        let list_sql = format!(
            "SELECT {GAME_COLUMNS} FROM engine_games WHERE {filter} \
             ORDER BY added_at, event, LENGTH(round), round, id LIMIT ${} OFFSET ${}",
            n + 1,
            n + 2
        );
        let rows = bind_pair(sqlx::query(AssertSqlSafe(list_sql)), variant, a, b)
            .bind(limit)
            .bind(offset)
            .fetch_all(self.pool())
            .await?;
        let games = rows
            .iter()
            .map(game_from)
            .collect::<Result<_, sqlx::Error>>()?;
        Ok((games, total))
    }
}

/// Binds a game of the family and an engine or a pairing to a query of `engine_games`.
fn bind_pair<'q>(
    q: sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments>,
    variant: &'q str,
    a: Option<&'q str>,
    b: Option<&'q str>,
) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments> {
    let mut q = q.bind(variant);
    if let Some(a) = a {
        q = q.bind(a);
        if let Some(b) = b {
            q = q.bind(b);
        }
    }
    q
}
