//! The puzzle trainer's rows: the puzzles' and the players' Glicko-2 ratings, each player's rated
//! try at a puzzle (one for each player and puzzle), and the votes. The puzzles themselves ship
//! with the site and are not stored.

use sqlx::AssertSqlSafe;
use sqlx::{FromRow, Row};

use crate::ratings::{Stand, play};
use crate::words::Flag;
use crate::{Db, DbError};

/// A puzzle as the players have rated it.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct PuzzleStand {
    pub id: String,
    pub variant: String,
    /// Its rating; `games` counts every rated try, moved it or not.
    #[sqlx(flatten)]
    pub stand: Stand,
    /// Rated tries solved at the first attempt.
    pub solved: i64,
    pub up: i64,
    pub down: i64,
}

/// A player's rated try, to be stored.
#[derive(Clone, Debug)]
pub struct RoundIn<'a> {
    pub player: &'a str,
    pub puzzle: &'a str,
    pub variant: &'a str,
    pub solved: bool,
    /// A digest of the client's network: a puzzle's rating moves once for each.
    pub net: &'a str,
    /// The puzzle's rating before anyone played it (its starting rating).
    pub start: Stand,
    pub now: i64,
}

/// What a rated try did.
#[derive(Clone, Debug, PartialEq)]
pub enum RoundOut {
    Rated {
        before: Stand,
        after: Stand,
        /// The puzzle's rating after the try.
        puzzle: Stand,
        /// Whether the try moved the puzzle's rating (not when another try from the same
        /// network already had).
        counted: bool,
    },
    /// The player had already tried this puzzle: a puzzle is rated once for each player.
    Already,
}

/// One of a player's tries, as the history lists it.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct RoundRow {
    pub puzzle_id: String,
    pub variant: String,
    #[sqlx(try_from = "Flag")]
    pub solved: bool,
    pub at: i64,
    pub rating_before: f64,
    pub rating_after: f64,
    pub vote: i64,
}

/// A puzzle's rating columns as a [`Stand`] (its rated tries are its games).
const PUZZLE_STAND: &str = "rating, deviation, volatility, plays AS games, updated_at";

impl Db {
    /// Every puzzle whose rating players have moved, or that they voted on.
    pub async fn puzzle_stands(&self) -> Result<Vec<PuzzleStand>, DbError> {
        Ok(sqlx::query_as(AssertSqlSafe(format!(
            "SELECT puzzle_id AS id, variant, {PUZZLE_STAND}, solved, up, down FROM puzzle_ratings"
        )))
        .fetch_all(self.pool())
        .await?)
    }

    /// A player's puzzle ratings, by game.
    pub async fn puzzle_player_stands(
        &self,
        player: &str,
    ) -> Result<Vec<(String, Stand)>, DbError> {
        let rows = sqlx::query(
            "SELECT variant, rating, deviation, volatility, games, updated_at \
             FROM puzzle_player_ratings WHERE player_id = $1",
        )
        .bind(player)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| Ok((r.try_get("variant")?, Stand::from_row(r)?)))
            .collect()
    }

    /// The puzzles of a game a player has tried (rated), with whether each was solved.
    pub async fn puzzle_results(
        &self,
        player: &str,
        variant: Option<&str>,
    ) -> Result<Vec<(String, bool)>, DbError> {
        let rows: Vec<(String, Flag)> = match variant {
            Some(v) => sqlx::query_as(
                "SELECT puzzle_id, solved FROM puzzle_rounds WHERE player_id = $1 AND variant = $2",
            )
            .bind(player)
            .bind(v)
            .fetch_all(self.pool())
            .await?,
            None => {
                sqlx::query_as("SELECT puzzle_id, solved FROM puzzle_rounds WHERE player_id = $1")
                    .bind(player)
                    .fetch_all(self.pool())
                    .await?
            }
        };
        Ok(rows
            .into_iter()
            .map(|(id, Flag(solved))| (id, solved))
            .collect())
    }

    /// A player's tries, newest first: `limit` of them from before `before` (a time).
    pub async fn puzzle_rounds(
        &self,
        player: &str,
        before: i64,
        limit: i64,
    ) -> Result<Vec<RoundRow>, DbError> {
        Ok(sqlx::query_as(
            "SELECT puzzle_id, variant, solved, at, rating_before, rating_after, vote \
             FROM puzzle_rounds WHERE player_id = $1 AND at < $2 ORDER BY at DESC LIMIT $3",
        )
        .bind(player)
        .bind(before)
        .bind(limit)
        .fetch_all(self.pool())
        .await?)
    }

    /// Rates a player's first try at a puzzle, in one transaction: the try is stored (or
    /// `Already` when the player had tried it), the player's rating and the puzzle's change as
    /// Glicko-2 says of a game between them, the puzzle's only when no try from the same network
    /// moved it before.
    pub async fn rate_puzzle_round(&self, r: RoundIn<'_>) -> Result<RoundOut, DbError> {
        let mut tx = self.pool().begin().await?;
        let fresh = sqlx::query(
            "INSERT INTO puzzle_rounds (player_id, puzzle_id, variant, solved, at, rating_before, \
             rating_after, net, counted, vote) VALUES ($1, $2, $3, $4, $5, 0, 0, $6, 0, 0) \
             ON CONFLICT (player_id, puzzle_id) DO NOTHING",
        )
        .bind(r.player)
        .bind(r.puzzle)
        .bind(r.variant)
        .bind(i64::from(r.solved))
        .bind(r.now)
        .bind(r.net)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if fresh == 0 {
            tx.rollback().await?;
            return Ok(RoundOut::Already);
        }
        let lock = if self.is_postgres() {
            " FOR UPDATE"
        } else {
            ""
        };
        let new = Stand::new(r.now);
        sqlx::query(
            "INSERT INTO puzzle_player_ratings (player_id, variant, rating, deviation, volatility, \
             games, updated_at) VALUES ($1, $2, $3, $4, $5, 0, $6) \
             ON CONFLICT (player_id, variant) DO NOTHING",
        )
        .bind(r.player)
        .bind(r.variant)
        .bind(new.rating)
        .bind(new.deviation)
        .bind(new.volatility)
        .bind(r.now)
        .execute(&mut *tx)
        .await?;
        let before: Stand = sqlx::query_as(AssertSqlSafe(format!(
            "SELECT rating, deviation, volatility, games, updated_at FROM puzzle_player_ratings \
             WHERE player_id = $1 AND variant = $2{lock}"
        )))
        .bind(r.player)
        .bind(r.variant)
        .fetch_one(&mut *tx)
        .await?;
        sqlx::query(
            "INSERT INTO puzzle_ratings (puzzle_id, variant, rating, deviation, volatility, plays, \
             solved, up, down, updated_at) VALUES ($1, $2, $3, $4, $5, 0, 0, 0, 0, $6) \
             ON CONFLICT (puzzle_id) DO NOTHING",
        )
        .bind(r.puzzle)
        .bind(r.variant)
        .bind(r.start.rating)
        .bind(r.start.deviation)
        .bind(r.start.volatility)
        .bind(r.now)
        .execute(&mut *tx)
        .await?;
        let puzzle_before: Stand = sqlx::query_as(AssertSqlSafe(format!(
            "SELECT {PUZZLE_STAND} FROM puzzle_ratings WHERE puzzle_id = $1{lock}"
        )))
        .bind(r.puzzle)
        .fetch_one(&mut *tx)
        .await?;
        let seen: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM puzzle_rounds WHERE puzzle_id = $1 AND net = $2 AND counted = 1",
        )
        .bind(r.puzzle)
        .bind(r.net)
        .fetch_one(&mut *tx)
        .await?;
        let counted = seen == 0;
        let (after, moved) = play(
            &before,
            &puzzle_before,
            if r.solved { 1.0 } else { 0.0 },
            r.now,
        );
        let puzzle = if counted {
            moved
        } else {
            Stand {
                games: puzzle_before.games + 1,
                ..puzzle_before
            }
        };
        sqlx::query(
            "UPDATE puzzle_player_ratings SET rating = $1, deviation = $2, volatility = $3, \
             games = $4, updated_at = $5 WHERE player_id = $6 AND variant = $7",
        )
        .bind(after.rating)
        .bind(after.deviation)
        .bind(after.volatility)
        .bind(after.games)
        .bind(after.updated_at)
        .bind(r.player)
        .bind(r.variant)
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "UPDATE puzzle_ratings SET rating = $1, deviation = $2, volatility = $3, plays = $4, \
             solved = solved + $5, updated_at = $6 WHERE puzzle_id = $7",
        )
        .bind(puzzle.rating)
        .bind(puzzle.deviation)
        .bind(puzzle.volatility)
        .bind(puzzle.games)
        .bind(i64::from(r.solved))
        .bind(r.now)
        .bind(r.puzzle)
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "UPDATE puzzle_rounds SET rating_before = $1, rating_after = $2, counted = $3 \
             WHERE player_id = $4 AND puzzle_id = $5",
        )
        .bind(before.rating)
        .bind(after.rating)
        .bind(i64::from(counted))
        .bind(r.player)
        .bind(r.puzzle)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(RoundOut::Rated {
            before,
            after,
            puzzle,
            counted,
        })
    }

    /// A player's vote on a puzzle they have tried (+1, -1, or 0 to take it back): the puzzle's
    /// counts after it, or None when the player has not tried the puzzle.
    pub async fn vote_puzzle(
        &self,
        player: &str,
        puzzle: &str,
        vote: i64,
        now: i64,
    ) -> Result<Option<(i64, i64)>, DbError> {
        let vote = vote.signum();
        let mut tx = self.pool().begin().await?;
        let lock = if self.is_postgres() {
            " FOR UPDATE"
        } else {
            ""
        };
        let Some(was) = sqlx::query_scalar::<_, i64>(AssertSqlSafe(format!(
            "SELECT vote FROM puzzle_rounds WHERE player_id = $1 AND puzzle_id = $2{lock}"
        )))
        .bind(player)
        .bind(puzzle)
        .fetch_optional(&mut *tx)
        .await?
        else {
            tx.rollback().await?;
            return Ok(None);
        };
        let up = i64::from(vote == 1) - i64::from(was == 1);
        let down = i64::from(vote == -1) - i64::from(was == -1);
        sqlx::query("UPDATE puzzle_rounds SET vote = $1 WHERE player_id = $2 AND puzzle_id = $3")
            .bind(vote)
            .bind(player)
            .bind(puzzle)
            .execute(&mut *tx)
            .await?;
        // The puzzle has a row once anyone has tried it.
        sqlx::query(
            "UPDATE puzzle_ratings SET up = up + $1, down = down + $2, updated_at = $3 WHERE puzzle_id = $4",
        )
        .bind(up)
        .bind(down)
        .bind(now)
        .bind(puzzle)
        .execute(&mut *tx)
        .await?;
        let counts = sqlx::query_as("SELECT up, down FROM puzzle_ratings WHERE puzzle_id = $1")
            .bind(puzzle)
            .fetch_one(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Some(counts))
    }
}
