//! What players do to one another beside playing: challenges (an open game made for one named
//! player, who accepts or declines it with a reason) and follows; and each account's
//! preferences.

use sqlx::AssertSqlSafe;
use sqlx::FromRow;

use crate::players::PLAYER_COLUMNS;
use crate::{Db, DbError, Player};

/// A challenge as stored, with both players' names.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct Challenge {
    /// The open game's id.
    pub id: String,
    pub challenger: String,
    pub challenger_name: String,
    pub challenged: String,
    pub challenged_name: String,
    /// `pending`, `accepted`, `declined` or `cancelled`.
    pub status: String,
    /// A declined challenge's reason.
    pub reason: Option<String>,
    pub created_at: i64,
    pub answered_at: Option<i64>,
}

const CHALLENGE_SELECT: &str = "SELECT c.id, c.challenger, a.name AS challenger_name, c.challenged, \
     b.name AS challenged_name, c.status, c.reason, c.created_at, c.answered_at FROM challenges c \
     JOIN players a ON a.id = c.challenger JOIN players b ON b.id = c.challenged";

/// `%` and `_` taken literally in a LIKE pattern (with `\` as the escape).
fn like_literal(s: &str) -> String {
    s.replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_")
}

impl Db {
    /// Notes a challenge: the open game `id`, made by `challenger` for `challenged`.
    pub async fn insert_challenge(
        &self,
        id: &str,
        challenger: &str,
        challenged: &str,
        now: i64,
    ) -> Result<(), DbError> {
        sqlx::query(
            "INSERT INTO challenges (id, challenger, challenged, status, created_at) \
             VALUES ($1, $2, $3, 'pending', $4)",
        )
        .bind(id)
        .bind(challenger)
        .bind(challenged)
        .bind(now)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    pub async fn challenge(&self, id: &str) -> Result<Option<Challenge>, DbError> {
        Ok(
            sqlx::query_as(AssertSqlSafe(format!("{CHALLENGE_SELECT} WHERE c.id = $1")))
                .bind(id)
                .fetch_optional(self.pool())
                .await?,
        )
    }

    /// The challenges waiting for an answer that `player` made or was sent, oldest first.
    pub async fn pending_challenges(&self, player: &str) -> Result<Vec<Challenge>, DbError> {
        let rows = sqlx::query(AssertSqlSafe(format!(
            "{CHALLENGE_SELECT} WHERE c.status = 'pending' AND (c.challenged = $1 OR c.challenger = $2) \
             ORDER BY c.created_at LIMIT 200"
        )))
        .bind(player)
        .bind(player)
        .fetch_all(self.pool())
        .await?;
        Ok(rows
            .iter()
            .map(Challenge::from_row)
            .collect::<Result<_, _>>()?)
    }

    /// Answers a waiting challenge (`accepted`, `declined` with a reason, `cancelled`): false
    /// when it was answered already.
    pub async fn answer_challenge(
        &self,
        id: &str,
        status: &str,
        reason: Option<&str>,
        now: i64,
    ) -> Result<bool, DbError> {
        let done = sqlx::query(
            "UPDATE challenges SET status = $1, reason = $2, answered_at = $3 \
             WHERE id = $4 AND status = 'pending'",
        )
        .bind(status)
        .bind(reason)
        .bind(now)
        .bind(id)
        .execute(self.pool())
        .await?
        .rows_affected();
        Ok(done == 1)
    }

    /// `follower` follows `followed` (again: nothing changes).
    pub async fn follow(&self, follower: &str, followed: &str, now: i64) -> Result<(), DbError> {
        sqlx::query(
            "INSERT INTO follows (follower, followed, created_at) VALUES ($1, $2, $3) \
             ON CONFLICT (follower, followed) DO NOTHING",
        )
        .bind(follower)
        .bind(followed)
        .bind(now)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    pub async fn unfollow(&self, follower: &str, followed: &str) -> Result<(), DbError> {
        sqlx::query("DELETE FROM follows WHERE follower = $1 AND followed = $2")
            .bind(follower)
            .bind(followed)
            .execute(self.pool())
            .await?;
        Ok(())
    }

    pub async fn follows(&self, follower: &str, followed: &str) -> Result<bool, DbError> {
        let n: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM follows WHERE follower = $1 AND followed = $2",
        )
        .bind(follower)
        .bind(followed)
        .fetch_one(self.pool())
        .await?;
        Ok(n > 0)
    }

    /// The players `follower` follows, the most recently seen first.
    pub async fn followed_by(&self, follower: &str) -> Result<Vec<Player>, DbError> {
        let rows = sqlx::query(AssertSqlSafe(format!(
            "SELECT {PLAYER_COLUMNS} FROM follows f JOIN players p ON p.id = f.followed \
             WHERE f.follower = $1 AND p.disabled = 0 ORDER BY p.seen_at DESC LIMIT 500"
        )))
        .bind(follower)
        .fetch_all(self.pool())
        .await?;
        Ok(rows
            .iter()
            .map(Player::from_row)
            .collect::<Result<_, _>>()?)
    }

    /// How many follow `player`.
    pub async fn follower_count(&self, player: &str) -> Result<i64, DbError> {
        Ok(
            sqlx::query_scalar("SELECT COUNT(*) FROM follows WHERE followed = $1")
                .bind(player)
                .fetch_one(self.pool())
                .await?,
        )
    }

    /// Notes what the process `instance` has open now (its earlier notes replaced), and forgets
    /// the notes of processes silent for a minute.
    pub async fn note_presence(
        &self,
        instance: &str,
        whats: &[String],
        now: i64,
    ) -> Result<(), DbError> {
        let mut tx = self.pool().begin().await?;
        sqlx::query("DELETE FROM presence WHERE instance = $1 OR at < $2")
            .bind(instance)
            .bind(now - 60_000)
            .execute(&mut *tx)
            .await?;
        for chunk in whats.chunks(200) {
            let mut sql = String::from("INSERT INTO presence (instance, what, at) VALUES ");
            for i in 0..chunk.len() {
                if i > 0 {
                    sql.push_str(", ");
                }
                sql.push_str(&format!("($1, ${}, $2)", i + 3));
            }
            let mut q = sqlx::query(AssertSqlSafe(sql)).bind(instance).bind(now);
            for w in chunk {
                q = q.bind(w);
            }
            q.execute(&mut *tx).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// How many other processes than `instance` noted anything since `since`.
    pub async fn other_processes(&self, instance: &str, since: i64) -> Result<i64, DbError> {
        Ok(sqlx::query_scalar(
            "SELECT COUNT(DISTINCT instance) FROM presence WHERE instance <> $1 AND at >= $2",
        )
        .bind(instance)
        .bind(since)
        .fetch_one(self.pool())
        .await?)
    }

    /// Which of `whats` another process than `instance` noted as open since `since`.
    pub async fn present_elsewhere(
        &self,
        instance: &str,
        whats: &[String],
        since: i64,
    ) -> Result<std::collections::HashSet<String>, DbError> {
        let mut out = std::collections::HashSet::new();
        for chunk in whats.chunks(200) {
            let marks: Vec<String> = (0..chunk.len()).map(|i| format!("${}", i + 3)).collect();
            let sql = format!(
                "SELECT DISTINCT what FROM presence WHERE instance <> $1 AND at >= $2 AND what IN ({})",
                marks.join(", ")
            );
            let mut q = sqlx::query_scalar::<_, String>(AssertSqlSafe(sql))
                .bind(instance)
                .bind(since);
            for w in chunk {
                q = q.bind(w);
            }
            out.extend(q.fetch_all(self.pool()).await?);
        }
        Ok(out)
    }

    /// An account's preferences (a JSON object; `{}` for none).
    pub async fn player_prefs(&self, player: &str) -> Result<String, DbError> {
        let v: Option<String> = sqlx::query_scalar("SELECT prefs FROM players WHERE id = $1")
            .bind(player)
            .fetch_optional(self.pool())
            .await?;
        Ok(v.unwrap_or_else(|| "{}".into()))
    }

    /// Keeps an account's preferences (the caller checked them).
    pub async fn set_player_prefs(&self, player: &str, prefs: &str) -> Result<(), DbError> {
        sqlx::query("UPDATE players SET prefs = $1 WHERE id = $2")
            .bind(prefs)
            .bind(player)
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// Accounts and bots whose name begins with `prefix` (any case), shortest names first.
    pub async fn search_players(&self, prefix: &str, limit: i64) -> Result<Vec<Player>, DbError> {
        let pattern = format!("{}%", like_literal(&prefix.to_ascii_lowercase()));
        let rows = sqlx::query(AssertSqlSafe(format!(
            "SELECT {PLAYER_COLUMNS} FROM players p WHERE p.kind IN ('account', 'bot') \
             AND p.disabled = 0 AND p.name_key LIKE $1 ESCAPE '\\' \
             ORDER BY LENGTH(p.name_key), p.name_key LIMIT {}",
            limit.clamp(1, 100)
        )))
        .bind(pattern)
        .fetch_all(self.pool())
        .await?;
        Ok(rows
            .iter()
            .map(Player::from_row)
            .collect::<Result<_, _>>()?)
    }
}
