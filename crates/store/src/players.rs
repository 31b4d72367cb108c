//! Players as stored: an anonymous visitor (a long-lived cookie and a generated name they may
//! change), an account (a unique name and a password hash), a bot account (an engine playing
//! through an API token), and the engine's own levels. Sessions are kept on the server: a cookie
//! carries a random token and the database only its SHA-256, so a copy of the database opens no
//! session.

use rand::RngExt;
use serde::{Deserialize, Serialize};
use sqlx::AssertSqlSafe;
use sqlx::{FromRow, Row};

use crate::words::{Flag, GameStatus, PlayerKind};
use crate::{Db, DbError, GameRow};

/// One player as stored.
#[derive(Clone, Debug, Serialize, PartialEq, Eq, sqlx::FromRow)]
pub struct Player {
    pub id: String,
    /// The name shown: an account's name as its owner typed it, or an anonymous player's.
    pub name: String,
    pub kind: PlayerKind,
    #[sqlx(try_from = "Flag")]
    pub disabled: bool,
    pub created_at: i64,
    pub seen_at: i64,
}

impl Player {
    /// An account (a person's or a bot's): may sign in, play rated games, has a page.
    pub fn is_account(&self) -> bool {
        self.kind.is_account()
    }

    pub fn is_bot(&self) -> bool {
        self.kind == PlayerKind::Bot
    }

    /// The player's page, if the player has one.
    pub fn url(&self) -> Option<String> {
        page_url(&self.id, Some(self.kind), &self.name)
    }
}

/// The page of the player in a seat: accounts and bots by their name, the engine's levels as
/// `/@/rukh-level-N`; anonymous and deleted players have none.
pub fn page_url(id: &str, kind: Option<PlayerKind>, name: &str) -> Option<String> {
    match kind? {
        PlayerKind::Account | PlayerKind::Bot => Some(format!("/@/{name}")),
        PlayerKind::Engine => Some(format!(
            "/@/rukh-level-{}",
            id.trim_start_matches("engine-")
        )),
        _ => None,
    }
}

/// The engine's player at a level.
pub fn engine_id(level: i64) -> String {
    format!("engine-{level}")
}

/// A player's id: 96 random bits.
pub fn player_id() -> String {
    format!("p{:024x}", rand::rng().random::<u128>() >> 32)
}

/// A new secret: 256 random bits as hex.
pub fn token() -> String {
    let mut r = rand::rng();
    format!("{:032x}{:032x}", r.random::<u128>(), r.random::<u128>())
}

/// A bot's API token: told from a game's seat key by its prefix.
pub const API_TOKEN_PREFIX: &str = "rkt_";

/// The SHA-256 of a token, as stored.
pub fn digest(token: &str) -> String {
    use sha2::Digest;
    let d = sha2::Sha256::digest(token.as_bytes());
    d.iter().map(|b| format!("{b:02x}")).collect()
}

/// A generated name for an anonymous player: `Anon-` and four letters or digits that cannot be
/// mistaken for one another.
pub fn anon_name() -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut r = rand::rng();
    let tail: String = (0..4)
        .map(|_| ALPHABET[r.random_range(0..ALPHABET.len())] as char)
        .collect();
    format!("Anon-{tail}")
}

pub(crate) const PLAYER_COLUMNS: &str = "p.id, p.name, p.kind, p.disabled, p.created_at, p.seen_at";

/// Why a name could not be taken.
#[derive(Debug, thiserror::Error)]
pub enum NameError {
    #[error("the name '{0}' is taken; choose another")]
    Taken(String),
    #[error(transparent)]
    Db(#[from] DbError),
}

fn is_unique_violation(e: &sqlx::Error) -> bool {
    e.as_database_error()
        .is_some_and(|d| d.is_unique_violation())
}

/// How long a session lasts without use.
#[derive(Clone, Copy, Debug)]
pub struct SessionTtl {
    pub account_ms: i64,
    pub anon_ms: i64,
}

impl Default for SessionTtl {
    fn default() -> Self {
        SessionTtl {
            account_ms: 30 * 86_400_000,
            anon_ms: 365 * 86_400_000,
        }
    }
}

impl Db {
    /// A new anonymous player, with a generated name.
    pub async fn create_anon(&self, now: i64) -> Result<Player, DbError> {
        let p = Player {
            id: player_id(),
            name: anon_name(),
            kind: PlayerKind::Anon,
            disabled: false,
            created_at: now,
            seen_at: now,
        };
        sqlx::query(
            "INSERT INTO players (id, name, name_key, password_hash, kind, disabled, created_at, seen_at) \
             VALUES ($1, $2, NULL, NULL, 'anon', 0, $3, $4)",
        )
        .bind(&p.id)
        .bind(&p.name)
        .bind(now)
        .bind(now)
        .execute(self.pool())
        .await?;
        Ok(p)
    }

    /// A new account (or bot) with a password hash.
    pub async fn create_account(
        &self,
        name: &str,
        password_hash: &str,
        kind: PlayerKind,
        now: i64,
    ) -> Result<Player, NameError> {
        let p = Player {
            id: player_id(),
            name: name.to_owned(),
            kind,
            disabled: false,
            created_at: now,
            seen_at: now,
        };
        if let Some(like) = self.account_like(name).await? {
            return Err(NameError::Taken(like));
        }
        let done = sqlx::query(
            "INSERT INTO players (id, name, name_key, password_hash, kind, disabled, created_at, seen_at, \
             name_skeleton) VALUES ($1, $2, $3, $4, $5, 0, $6, $7, $8)",
        )
        .bind(&p.id)
        .bind(&p.name)
        .bind(name.to_ascii_lowercase())
        .bind(password_hash)
        .bind(kind.as_str())
        .bind(now)
        .bind(now)
        .bind(crate::credentials::name_skeleton(name))
        .execute(self.pool())
        .await;
        match done {
            Ok(_) => Ok(p),
            Err(e) if is_unique_violation(&e) => Err(NameError::Taken(name.to_owned())),
            Err(e) => Err(NameError::Db(e.into())),
        }
    }

    /// Turns an anonymous player into an account: the same player, so every game stays theirs.
    /// Its sessions end (the caller starts a new one), so an old anonymous cookie opens nothing.
    pub async fn upgrade_anon(
        &self,
        id: &str,
        name: &str,
        password_hash: &str,
    ) -> Result<Player, NameError> {
        if let Some(like) = self.account_like(name).await? {
            return Err(NameError::Taken(like));
        }
        let done = sqlx::query(
            "UPDATE players SET name = $1, name_key = $2, password_hash = $3, kind = 'account', \
             name_skeleton = $5 WHERE id = $4 AND kind = 'anon'",
        )
        .bind(name)
        .bind(name.to_ascii_lowercase())
        .bind(password_hash)
        .bind(id)
        .bind(crate::credentials::name_skeleton(name))
        .execute(self.pool())
        .await;
        match done {
            Ok(r) if r.rows_affected() == 1 => {}
            Ok(_) => return Err(NameError::Db(DbError::Conflict)),
            Err(e) if is_unique_violation(&e) => return Err(NameError::Taken(name.to_owned())),
            Err(e) => return Err(NameError::Db(e.into())),
        }
        self.end_sessions(id).await?;
        // The player's games so far carry the new name.
        for seat in ["white", "black"] {
            sqlx::query(AssertSqlSafe(format!(
                "UPDATE games SET {seat}_name = $1, version = version + 1 WHERE {seat}_player = $2"
            )))
            .bind(name)
            .bind(id)
            .execute(self.pool())
            .await
            .map_err(DbError::from)?;
        }
        self.player(id)
            .await?
            .ok_or(NameError::Db(DbError::Conflict))
    }

    /// An anonymous player's new name (accounts keep theirs). Refused when an account has it.
    pub async fn rename_anon(&self, id: &str, name: &str) -> Result<(), NameError> {
        if let Some(like) = self.account_like(name).await? {
            return Err(NameError::Taken(like));
        }
        sqlx::query("UPDATE players SET name = $1 WHERE id = $2 AND kind = 'anon'")
            .bind(name)
            .bind(id)
            .execute(self.pool())
            .await
            .map_err(DbError::from)?;
        // Games not yet finished show the new name.
        for seat in ["white", "black"] {
            sqlx::query(AssertSqlSafe(format!(
                "UPDATE games SET {seat}_name = $1, version = version + 1 WHERE {seat}_player = $2 AND status <> 'finished'"
            )))
            .bind(name)
            .bind(id)
            .execute(self.pool())
            .await
            .map_err(DbError::from)?;
        }
        Ok(())
    }

    /// Takes a token from the shared bucket of `key` (`burst` at most, `per_second` more each
    /// second): see `take_tokens`; false when it holds none.
    pub async fn take_token(
        &self,
        key: &str,
        burst: f64,
        per_second: f64,
        now: i64,
    ) -> Result<bool, DbError> {
        Ok(self
            .take_tokens(key, 1.0, burst, per_second, now)
            .await?
            .is_ok())
    }

    /// Takes `n` tokens from the shared bucket of `key` (`burst` at most, `per_second` more each
    /// second), in one transaction (the row locked on PostgreSQL, the database on SQLite), so
    /// every process counts the same work; when it holds fewer, nothing is taken and the count
    /// it holds is returned. Buckets untouched for a day are dropped now and then.
    pub async fn take_tokens(
        &self,
        key: &str,
        n: f64,
        burst: f64,
        per_second: f64,
        now: i64,
    ) -> Result<Result<(), f64>, DbError> {
        let mut tx = self.pool().begin().await?;
        sqlx::query(
            "INSERT INTO limit_buckets (key, tokens, at) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING",
        )
        .bind(key)
        .bind(burst)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        let lock = if self.is_postgres() {
            " FOR UPDATE"
        } else {
            ""
        };
        let row = sqlx::query(AssertSqlSafe(format!(
            "SELECT tokens, at FROM limit_buckets WHERE key = $1{lock}"
        )))
        .bind(key)
        .fetch_one(&mut *tx)
        .await?;
        let (tokens, at): (f64, i64) = (row.try_get(0)?, row.try_get(1)?);
        let tokens = (tokens + (now - at).max(0) as f64 / 1000.0 * per_second).min(burst);
        let taken = tokens >= n;
        sqlx::query("UPDATE limit_buckets SET tokens = $1, at = $2 WHERE key = $3")
            .bind(if taken { tokens - n } else { tokens })
            .bind(now)
            .bind(key)
            .execute(&mut *tx)
            .await?;
        if rand::random::<u8>() == 0 {
            sqlx::query("DELETE FROM limit_buckets WHERE at < $1")
                .bind(now - 86_400_000)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(if taken { Ok(()) } else { Err(tokens) })
    }

    /// The name of an account (or bot) whose name looks like `name` (one skeleton: see
    /// `credentials::name_skeleton`), if there is one.
    pub async fn account_like(&self, name: &str) -> Result<Option<String>, DbError> {
        Ok(sqlx::query_scalar(
            "SELECT name FROM players WHERE name_skeleton = $1 AND kind IN ('account', 'bot') LIMIT 1",
        )
        .bind(crate::credentials::name_skeleton(name))
        .fetch_optional(self.pool())
        .await?)
    }

    /// Gives the accounts made before names' skeletons were kept theirs (once, when the store
    /// opens).
    pub(crate) async fn fill_name_skeletons(&self) -> Result<(), DbError> {
        let rows = sqlx::query(
            "SELECT id, name FROM players WHERE name_skeleton IS NULL AND kind IN ('account', 'bot')",
        )
        .fetch_all(self.pool())
        .await?;
        for r in rows {
            let (id, name): (String, String) = (r.try_get(0)?, r.try_get(1)?);
            sqlx::query("UPDATE players SET name_skeleton = $1 WHERE id = $2")
                .bind(crate::credentials::name_skeleton(&name))
                .bind(id)
                .execute(self.pool())
                .await?;
        }
        Ok(())
    }

    pub async fn player(&self, id: &str) -> Result<Option<Player>, DbError> {
        Ok(sqlx::query_as(AssertSqlSafe(format!(
            "SELECT {PLAYER_COLUMNS} FROM players p WHERE p.id = $1"
        )))
        .bind(id)
        .fetch_optional(self.pool())
        .await?)
    }

    /// An account, bot or engine level by its name (any case), with its password hash.
    pub async fn account_by_name(
        &self,
        name: &str,
    ) -> Result<Option<(Player, Option<String>)>, DbError> {
        let row = sqlx::query(AssertSqlSafe(format!(
            "SELECT {PLAYER_COLUMNS}, p.password_hash FROM players p WHERE p.name_key = $1"
        )))
        .bind(name.to_ascii_lowercase())
        .fetch_optional(self.pool())
        .await?;
        row.as_ref()
            .map(|r| Ok((Player::from_row(r)?, r.try_get("password_hash")?)))
            .transpose()
            .map_err(|e: sqlx::Error| e.into())
    }

    /// Starts a session for a player; returns its token (for the cookie).
    pub async fn start_session(
        &self,
        player_id: &str,
        now: i64,
        ttl_ms: i64,
    ) -> Result<String, DbError> {
        let token = token();
        sqlx::query(
            "INSERT INTO sessions (token_hash, player_id, created_at, seen_at, expires_at) VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(digest(&token))
        .bind(player_id)
        .bind(now)
        .bind(now)
        .bind(now + ttl_ms)
        .execute(self.pool())
        .await?;
        Ok(token)
    }

    /// The player of a session token, if the session is live and the player not disabled. A
    /// session used again after an hour or more lasts `ttl` from now.
    pub async fn session_player(
        &self,
        token: &str,
        now: i64,
        ttl: SessionTtl,
    ) -> Result<Option<Player>, DbError> {
        if token.len() != 64 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Ok(None);
        }
        let hash = digest(token);
        let row = sqlx::query(AssertSqlSafe(format!(
            "SELECT {PLAYER_COLUMNS}, s.seen_at AS session_seen FROM sessions s \
             JOIN players p ON p.id = s.player_id WHERE s.token_hash = $1 AND s.expires_at > $2"
        )))
        .bind(&hash)
        .bind(now)
        .fetch_optional(self.pool())
        .await?;
        let Some(row) = row else { return Ok(None) };
        let player = Player::from_row(&row)?;
        if player.disabled || player.kind == PlayerKind::Deleted {
            return Ok(None);
        }
        let seen: i64 = row.try_get("session_seen")?;
        if now - seen > 3_600_000 {
            let ttl = if player.kind == PlayerKind::Anon {
                ttl.anon_ms
            } else {
                ttl.account_ms
            };
            sqlx::query("UPDATE sessions SET seen_at = $1, expires_at = $2 WHERE token_hash = $3")
                .bind(now)
                .bind(now + ttl)
                .bind(&hash)
                .execute(self.pool())
                .await?;
            sqlx::query("UPDATE players SET seen_at = $1 WHERE id = $2")
                .bind(now)
                .bind(&player.id)
                .execute(self.pool())
                .await?;
        }
        Ok(Some(player))
    }

    /// Ends one session (logging out).
    pub async fn end_session(&self, token: &str) -> Result<(), DbError> {
        sqlx::query("DELETE FROM sessions WHERE token_hash = $1")
            .bind(digest(token))
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// Ends every session of a player (a new password, a disabled account, a deleted one).
    pub async fn end_sessions(&self, player_id: &str) -> Result<(), DbError> {
        sqlx::query("DELETE FROM sessions WHERE player_id = $1")
            .bind(player_id)
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// A new password for an account (changed, or reset by the operator): its sessions and
    /// its API tokens end with the old one, in one transaction.
    pub async fn set_password(&self, player_id: &str, hash: &str) -> Result<(), DbError> {
        let mut tx = self.pool().begin().await?;
        sqlx::query("UPDATE players SET password_hash = $1 WHERE id = $2")
            .bind(hash)
            .bind(player_id)
            .execute(&mut *tx)
            .await?;
        for table in ["sessions", "api_tokens"] {
            sqlx::query(AssertSqlSafe(format!(
                "DELETE FROM {table} WHERE player_id = $1"
            )))
            .bind(player_id)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Disables (or enables again) an account: a disabled one cannot sign in, and its sessions
    /// and tokens open nothing.
    pub async fn set_disabled(&self, player_id: &str, disabled: bool) -> Result<(), DbError> {
        sqlx::query("UPDATE players SET disabled = $1 WHERE id = $2")
            .bind(i64::from(disabled))
            .bind(player_id)
            .execute(self.pool())
            .await?;
        if disabled {
            self.end_sessions(player_id).await?;
        }
        Ok(())
    }

    /// Marks an account as a bot (or a person again).
    pub async fn set_bot(&self, player_id: &str, bot: bool) -> Result<(), DbError> {
        sqlx::query("UPDATE players SET kind = $1 WHERE id = $2 AND kind IN ('account', 'bot')")
            .bind(
                if bot {
                    PlayerKind::Bot
                } else {
                    PlayerKind::Account
                }
                .as_str(),
            )
            .bind(player_id)
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// Accounts and bots, newest first.
    pub async fn accounts(&self, limit: i64) -> Result<Vec<Player>, DbError> {
        let rows = sqlx::query(AssertSqlSafe(format!(
            "SELECT {PLAYER_COLUMNS} FROM players p WHERE p.kind IN ('account', 'bot') \
             ORDER BY p.created_at DESC LIMIT {}",
            limit.clamp(1, 100_000)
        )))
        .fetch_all(self.pool())
        .await?;
        Ok(rows
            .iter()
            .map(Player::from_row)
            .collect::<Result<_, _>>()?)
    }

    /// A new API token for a player (shown once; only its digest is kept).
    pub async fn new_api_token(&self, player_id: &str, now: i64) -> Result<String, DbError> {
        let token = format!("{API_TOKEN_PREFIX}{}", token());
        sqlx::query(
            "INSERT INTO api_tokens (token_hash, player_id, created_at) VALUES ($1, $2, $3)",
        )
        .bind(digest(&token))
        .bind(player_id)
        .bind(now)
        .execute(self.pool())
        .await?;
        Ok(token)
    }

    /// How many API tokens a player has.
    pub async fn api_token_count(&self, player_id: &str) -> Result<i64, DbError> {
        let row = sqlx::query("SELECT COUNT(*) AS n FROM api_tokens WHERE player_id = $1")
            .bind(player_id)
            .fetch_one(self.pool())
            .await?;
        Ok(row.try_get("n")?)
    }

    /// Revokes every API token of a player.
    pub async fn revoke_api_tokens(&self, player_id: &str) -> Result<(), DbError> {
        sqlx::query("DELETE FROM api_tokens WHERE player_id = $1")
            .bind(player_id)
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// The player of an API token, if the token is known and the player a live account.
    pub async fn api_token_player(&self, token: &str) -> Result<Option<Player>, DbError> {
        if !token.starts_with(API_TOKEN_PREFIX) || token.len() > 200 {
            return Ok(None);
        }
        let row = sqlx::query(AssertSqlSafe(format!(
            "SELECT {PLAYER_COLUMNS} FROM api_tokens t JOIN players p ON p.id = t.player_id \
             WHERE t.token_hash = $1"
        )))
        .bind(digest(token))
        .fetch_optional(self.pool())
        .await?;
        let player = row.as_ref().map(Player::from_row).transpose()?;
        Ok(player.filter(|p| !p.disabled && p.is_account()))
    }

    /// Deletes an account, all in one transaction: its open games (seeks, challenges) go, a
    /// game it still had in progress is aborted, every game keeps its moves with the seat
    /// anonymised ("deleted player") and its seat keys void; it leaves every tournament; its
    /// name is free again; its sessions, tokens, follows and ratings go. (The site ends its
    /// games in progress by play first, `Play::leave_everything`, so their opponents win them.)
    pub async fn delete_account(&self, player_id: &str, now: i64) -> Result<(), DbError> {
        let mut tx = self.pool().begin().await?;
        for seat in ["white", "black"] {
            sqlx::query(AssertSqlSafe(format!(
                "DELETE FROM chat WHERE game_id IN \
                 (SELECT id FROM games WHERE status = 'open' AND {seat}_player = $1)"
            )))
            .bind(player_id)
            .execute(&mut *tx)
            .await?;
            sqlx::query(AssertSqlSafe(format!(
                "DELETE FROM games WHERE status = 'open' AND {seat}_player = $1"
            )))
            .bind(player_id)
            .execute(&mut *tx)
            .await?;
            sqlx::query(AssertSqlSafe(format!(
                "UPDATE games SET status = 'finished', result = '*', termination = 'aborted', \
                 draw_offer = NULL, takeback_offer = NULL, updated_at = $2, version = version + 1 \
                 WHERE status = 'active' AND {seat}_player = $1"
            )))
            .bind(player_id)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            sqlx::query(AssertSqlSafe(format!(
                "UPDATE games SET {seat}_name = 'deleted player', {seat}_player = NULL, \
                 {seat}_token = NULL, version = version + 1 WHERE {seat}_player = $1"
            )))
            .bind(player_id)
            .execute(&mut *tx)
            .await?;
        }
        sqlx::query(
            "UPDATE challenges SET status = 'cancelled', answered_at = $2 \
             WHERE status = 'pending' AND (challenger = $1 OR challenged = $1)",
        )
        .bind(player_id)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        sqlx::query("DELETE FROM follows WHERE follower = $1 OR followed = $1")
            .bind(player_id)
            .execute(&mut *tx)
            .await?;
        sqlx::query("UPDATE tournament_players SET withdrawn = 1 WHERE player_id = $1")
            .bind(player_id)
            .execute(&mut *tx)
            .await?;
        for table in ["sessions", "api_tokens", "ratings", "rating_history"] {
            sqlx::query(AssertSqlSafe(format!(
                "DELETE FROM {table} WHERE player_id = $1"
            )))
            .bind(player_id)
            .execute(&mut *tx)
            .await?;
        }
        sqlx::query(
            "UPDATE players SET name = 'deleted player', name_key = NULL, password_hash = NULL, \
             name_skeleton = NULL, kind = 'deleted' WHERE id = $1",
        )
        .bind(player_id)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    /// A player's games not finished: (id, open, plies played).
    pub async fn unfinished_games_of(
        &self,
        player_id: &str,
    ) -> Result<Vec<(String, bool, i64)>, DbError> {
        let rows = sqlx::query(
            "SELECT id, status, ply FROM games WHERE status IN ('open', 'active') \
             AND (white_player = $1 OR black_player = $2) ORDER BY created_at",
        )
        .bind(player_id)
        .bind(player_id)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| {
                Ok((
                    r.try_get(0)?,
                    r.try_get::<String, _>(1)? == "open",
                    r.try_get(2)?,
                ))
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }

    /// How many games a player has in progress where it is their move.
    pub async fn turn_count(&self, player_id: &str) -> Result<i64, DbError> {
        let row = sqlx::query(
            "SELECT COUNT(*) AS n FROM games WHERE status = 'active' AND \
             ((white_player = $1 AND turn = 'white') OR (black_player = $2 AND turn = 'black'))",
        )
        .bind(player_id)
        .bind(player_id)
        .fetch_one(self.pool())
        .await?;
        Ok(row.try_get("n")?)
    }
}

/// What a player's list of games is filtered by.
#[derive(Deserialize, Default, Clone, Debug)]
pub struct PlayerGamesQuery {
    pub variant: Option<String>,
    /// `won`, `lost`, `drawn`.
    pub result: Option<String>,
    /// `rated` or `casual`.
    pub mode: Option<String>,
    pub page: Option<i64>,
}

/// A player's record: wins, losses and draws over every finished game.
#[derive(Debug, Default, Clone, Copy)]
pub struct Record {
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
}

impl Db {
    /// A player's games, newest first: finished ones (filtered), or those in progress.
    pub async fn player_games(
        &self,
        player: &str,
        status: GameStatus,
        q: &PlayerGamesQuery,
        offset: i64,
        limit: i64,
    ) -> Result<Vec<GameRow>, DbError> {
        // Each parameter is used once, in order (the rule of the `Any` driver's queries here).
        let mut sql = format!(
            "{} WHERE (games.white_player = $1 OR games.black_player = $2) AND games.status = $3",
            crate::games::select_games()
        );
        let mut binds: Vec<String> = vec![player.into(), player.into(), status.as_str().into()];
        let next = |v: &str, binds: &mut Vec<String>| {
            binds.push(v.to_owned());
            format!("${}", binds.len())
        };
        if let Some(v) = q.variant.as_deref().filter(|v| !v.is_empty()) {
            let p = next(v, &mut binds);
            sql.push_str(&format!(" AND games.variant = {p}"));
        }
        match q.result.as_deref() {
            Some(r @ ("won" | "lost")) => {
                let (w, b) = if r == "won" {
                    ("1-0", "0-1")
                } else {
                    ("0-1", "1-0")
                };
                let a = next(player, &mut binds);
                let c = next(player, &mut binds);
                sql.push_str(&format!(
                    " AND ((games.white_player = {a} AND games.result = '{w}') OR (games.black_player = {c} AND games.result = '{b}'))"
                ));
            }
            Some("drawn") => sql.push_str(" AND games.result = '1/2-1/2'"),
            _ => {}
        }
        match q.mode.as_deref() {
            Some("rated") => sql.push_str(" AND games.rated = 1"),
            Some("casual") => sql.push_str(" AND games.rated = 0"),
            _ => {}
        }
        let order = if status == GameStatus::Finished {
            "games.updated_at"
        } else {
            "games.created_at"
        };
        sql.push_str(&format!(
            " ORDER BY {order} DESC LIMIT {} OFFSET {}",
            limit.clamp(1, 500),
            offset.clamp(0, 1_000_000)
        ));
        let mut query = sqlx::query(AssertSqlSafe(sql));
        for b in &binds {
            query = query.bind(b);
        }
        let rows = query.fetch_all(self.pool()).await?;
        rows.iter()
            .map(GameRow::from_row)
            .collect::<Result<_, _>>()
            .map_err(DbError::from)
    }

    /// A player's wins, losses and draws (aborted games are none of them).
    pub async fn record(&self, player: &str) -> Result<Record, DbError> {
        let row = sqlx::query(
            "SELECT \
             SUM(CASE WHEN (white_player = $1 AND result = '1-0') OR (black_player = $2 AND result = '0-1') THEN 1 ELSE 0 END) AS wins, \
             SUM(CASE WHEN (white_player = $3 AND result = '0-1') OR (black_player = $4 AND result = '1-0') THEN 1 ELSE 0 END) AS losses, \
             SUM(CASE WHEN result = '1/2-1/2' THEN 1 ELSE 0 END) AS draws \
             FROM games WHERE (white_player = $5 OR black_player = $6) AND status = 'finished'",
        )
        .bind(player)
        .bind(player)
        .bind(player)
        .bind(player)
        .bind(player)
        .bind(player)
        .fetch_one(self.pool())
        .await?;
        let n = |k: &str| -> Result<i64, sqlx::Error> {
            Ok(row.try_get::<Option<i64>, _>(k)?.unwrap_or(0))
        };
        Ok(Record {
            wins: n("wins")?,
            losses: n("losses")?,
            draws: n("draws")?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_and_digests() {
        let t = token();
        assert_eq!(t.len(), 64);
        assert_ne!(t, token());
        assert_eq!(
            digest("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        let a = anon_name();
        assert!(a.starts_with("Anon-") && a.len() == 9, "{a}");
    }
}
