//! Games: their rows, moves, chat and reviews, the lists of the lobby and the archive, the
//! engine's leases and the sweepers' queries.

use serde::{Deserialize, Serialize};
use sqlx::AssertSqlSafe;
use sqlx::any::AnyRow;
use sqlx::{FromRow, Row};

use crate::notice::{CHANNEL, Notice};
use crate::words::{ClockKind, Flag, GameResult, GameStatus, PlayerKind, Side};
use crate::{Db, DbError};

use rand::RngExt;

/// A short public game id.
pub fn game_id() -> String {
    const ALPHABET: &[u8] = b"abcdefghijkmnpqrstuvwxyz23456789";
    let mut r = rand::rng();
    (0..10)
        .map(|_| ALPHABET[r.random_range(0..ALPHABET.len())] as char)
        .collect()
}

/// A live game's clocks start once each side has made its first move; until then each side has
/// this long for it, or the game is aborted (as lichess does: nobody loses a game they never
/// began).
pub const FIRST_MOVE_MS: i64 = 30_000;

/// One game as stored (read with its players' kinds, see [`select_games`]).
#[derive(Clone, Debug, Default, Serialize, sqlx::FromRow)]
pub struct GameRow {
    pub id: String,
    pub variant: String,
    /// Rule overrides as a JSON object.
    pub rules: String,
    pub start_fen: String,
    /// Waiting for a second player, being played, or over.
    pub status: GameStatus,
    pub result: Option<GameResult>,
    /// The rule or event that ended the game (reason name, `resignation`, `time`, `agreement`).
    pub termination: Option<String>,
    /// A sentence explaining the result.
    pub description: Option<String>,
    pub white_name: Option<String>,
    pub black_name: Option<String>,
    #[serde(skip)]
    pub white_token: Option<String>,
    #[serde(skip)]
    pub black_token: Option<String>,
    #[serde(skip)]
    pub invite_token: Option<String>,
    /// The side the site's engine plays.
    pub engine_color: Option<Side>,
    pub engine_level: i64,
    pub clock_kind: ClockKind,
    pub initial_ms: i64,
    pub increment_ms: i64,
    pub days_per_move: i64,
    pub white_ms: i64,
    pub black_ms: i64,
    pub turn_started_at: i64,
    pub draw_offer: Option<String>,
    pub takeback_offer: Option<String>,
    pub ply: i64,
    pub created_at: i64,
    pub updated_at: i64,
    /// An open seek: anyone in the lobby may take the empty seat.
    #[sqlx(try_from = "Flag")]
    pub seek: bool,
    /// The game its players went on to (a rematch).
    pub rematch: Option<String>,
    /// A rematch offered by a side (`white`, `black`), or `declined`.
    pub rematch_offer: Option<String>,
    /// Where an imported game came from (None: played here).
    pub imported: Option<String>,
    /// How many changes the game has had: a change is stored only over the version it was
    /// made on (several server processes may hold the game).
    pub version: i64,
    /// The players in the seats (None: only the seat's key opens it).
    pub white_player: Option<String>,
    pub black_player: Option<String>,
    /// What kind of player each is (`anon`, `account`, `bot`, `engine`, `deleted`): read with the
    /// game, never written with it.
    pub white_kind: Option<PlayerKind>,
    pub black_kind: Option<PlayerKind>,
    /// A rated game changes its players' ratings when it ends.
    #[sqlx(try_from = "Flag")]
    pub rated: bool,
    /// The players' ratings at the start and their change at the end (JSON, see `rating`).
    pub ratings: Option<String>,
    /// The rating range a seek asks of the player who takes it.
    pub min_rating: Option<i64>,
    pub max_rating: Option<i64>,
}

impl GameRow {
    /// The side to move while the game is active: the start position's side, then by turns.
    pub fn turn(&self) -> Option<Side> {
        if self.status != GameStatus::Active {
            return None;
        }
        let white_first = self.start_fen.split_whitespace().nth(1) != Some("b");
        Some(if white_first == (self.ply % 2 == 0) {
            Side::White
        } else {
            Side::Black
        })
    }

    /// When the side to move runs out of time (live) or its deadline passes (correspondence).
    pub fn deadline(&self) -> Option<i64> {
        let turn = self.turn()?;
        match self.clock_kind {
            ClockKind::Live if self.ply < 2 => Some(self.turn_started_at + FIRST_MOVE_MS),
            ClockKind::Live => Some(
                self.turn_started_at
                    + match turn {
                        Side::White => self.white_ms,
                        Side::Black => self.black_ms,
                    },
            ),
            ClockKind::Correspondence => {
                Some(self.turn_started_at + self.days_per_move * 86_400_000)
            }
            ClockKind::None => None,
        }
    }

    /// True when the engine is to move.
    pub fn engine_to_move(&self) -> bool {
        self.turn().is_some() && self.engine_color == self.turn()
    }
}

/// A move as stored and as pages get it (SAN and Game Courier's notation beside the coordinates).
#[derive(
    Clone, Debug, PartialEq, Serialize, Deserialize, ts_rs::TS, utoipa::ToSchema, sqlx::FromRow,
)]
pub struct MoveRow {
    pub ply: i64,
    pub coord: String,
    pub san: String,
    pub courier: String,
    pub played_at: i64,
    /// The mover's clock after the move (its increment added), in a game on a live clock.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub clock_ms: Option<i64>,
}

/// A chat line.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ts_rs::TS, utoipa::ToSchema)]
pub struct ChatRow {
    pub seq: i64,
    pub author: String,
    pub body: String,
    pub at: i64,
    /// A line of the spectators' room (read by them only); else of the players'.
    #[serde(default)]
    pub spectators: bool,
}

/// The columns a game is stored in (besides `turn` and `deadline_at`, which follow from them).
const GAME_COLUMNS: [&str; 38] = [
    "id",
    "variant",
    "rules",
    "start_fen",
    "status",
    "result",
    "termination",
    "description",
    "white_name",
    "black_name",
    "white_token",
    "black_token",
    "invite_token",
    "engine_color",
    "engine_level",
    "clock_kind",
    "initial_ms",
    "increment_ms",
    "days_per_move",
    "white_ms",
    "black_ms",
    "turn_started_at",
    "draw_offer",
    "takeback_offer",
    "ply",
    "created_at",
    "updated_at",
    "seek",
    "rematch",
    "imported",
    "version",
    "white_player",
    "black_player",
    "rated",
    "ratings",
    "min_rating",
    "max_rating",
    "rematch_offer",
];

/// `SELECT` of games with the kinds of their players; `WHERE` clauses name the games' columns
/// as `games.COLUMN`.
pub(crate) fn select_games() -> String {
    let cols: Vec<String> = GAME_COLUMNS.iter().map(|c| format!("games.{c}")).collect();
    format!(
        "SELECT {}, wp.kind AS white_kind, bp.kind AS black_kind FROM games \
         LEFT JOIN players wp ON wp.id = games.white_player \
         LEFT JOIN players bp ON bp.id = games.black_player",
        cols.join(", ")
    )
}

/// A length of time in words: `42 s`, `3 min 5 s`, `2 h 10 min`.
fn span_words(ms: i64) -> String {
    let s = (ms + 500) / 1000;
    if s < 60 {
        format!("{s} s")
    } else if s < 3600 {
        format!("{} min {} s", s / 60, s % 60)
    } else {
        format!("{} h {} min", s / 3600, s / 60 % 60)
    }
}

fn chat_from(r: &AnyRow) -> Result<ChatRow, sqlx::Error> {
    Ok(ChatRow {
        seq: r.try_get("seq")?,
        author: r.try_get("author")?,
        body: r.try_get("body")?,
        at: r.try_get("at")?,
        spectators: r.try_get::<String, _>("room")? == "spectators",
    })
}

/// Filters for the archive and the lobby lists.
#[derive(Clone, Debug, Default)]
pub struct GameFilter {
    pub status: Option<GameStatus>,
    pub variant: Option<String>,
    pub player: Option<String>,
    pub result: Option<String>,
    /// Only imported games (true) or only games played here (false).
    pub imported: Option<bool>,
    pub limit: i64,
    /// Games to pass over first (a page of a list).
    pub offset: i64,
    /// Leaves out aborted games (result `*`: nobody played them).
    pub hide_aborted: bool,
}

/// A change of one game to store: its row as changed (carrying the version it was read at),
/// the moves added and taken back, the chat lines added, and what to tell other processes.
pub struct Save {
    pub row: GameRow,
    /// Moves beyond this ply are deleted (a takeback).
    pub keep_plies: Option<i64>,
    pub moves: Vec<MoveRow>,
    pub chat: Vec<ChatRow>,
    /// What other server processes are told when it is stored (PostgreSQL).
    pub notice: Option<Notice>,
}

/// What storing a change did besides: a rated game's end changed its players' ratings (the
/// game's new `ratings` JSON).
#[derive(Debug, Default)]
pub struct Stored {
    pub ratings: Option<String>,
}

pub(crate) type Reply = tokio::sync::oneshot::Sender<Result<Stored, DbError>>;

impl Db {
    /// Stores a change of a game; returns once it is durable (committed, and on SQLite synced
    /// to the disk). `Conflict` when the game's version moved on meanwhile (another process
    /// changed it): nothing is stored then.
    pub async fn store(&self, save: Save) -> Result<Stored, DbError> {
        let (tx, rx) = tokio::sync::oneshot::channel();
        self.writer()
            .send((save, tx))
            .await
            .map_err(|_| DbError::Stopped)?;
        rx.await.map_err(|_| DbError::Stopped)?
    }

    pub async fn insert_game(&self, g: &GameRow) -> Result<(), DbError> {
        let n = GAME_COLUMNS.len() + 2;
        let marks: Vec<String> = (1..=n).map(|i| format!("${i}")).collect();
        let sql = format!(
            "INSERT INTO games ({}, turn, deadline_at) VALUES ({})",
            GAME_COLUMNS.join(", "),
            marks.join(", ")
        );
        sqlx::query(AssertSqlSafe(sql))
            .bind(&g.id)
            .bind(&g.variant)
            .bind(&g.rules)
            .bind(&g.start_fen)
            .bind(g.status.as_str())
            .bind(g.result.map(GameResult::as_str))
            .bind(&g.termination)
            .bind(&g.description)
            .bind(&g.white_name)
            .bind(&g.black_name)
            .bind(&g.white_token)
            .bind(&g.black_token)
            .bind(&g.invite_token)
            .bind(g.engine_color.map(Side::as_str))
            .bind(g.engine_level)
            .bind(g.clock_kind.as_str())
            .bind(g.initial_ms)
            .bind(g.increment_ms)
            .bind(g.days_per_move)
            .bind(g.white_ms)
            .bind(g.black_ms)
            .bind(g.turn_started_at)
            .bind(&g.draw_offer)
            .bind(&g.takeback_offer)
            .bind(g.ply)
            .bind(g.created_at)
            .bind(g.updated_at)
            .bind(i64::from(g.seek))
            .bind(&g.rematch)
            .bind(&g.imported)
            .bind(g.version)
            .bind(&g.white_player)
            .bind(&g.black_player)
            .bind(i64::from(g.rated))
            .bind(&g.ratings)
            .bind(g.min_rating)
            .bind(g.max_rating)
            .bind(&g.rematch_offer)
            .bind(g.turn().map(Side::as_str))
            .bind(g.deadline())
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Stores an imported game and its moves in one transaction.
    pub async fn insert_imported(&self, g: &GameRow, moves: &[MoveRow]) -> Result<(), DbError> {
        self.insert_game(g).await?;
        let save = Save {
            row: g.clone(),
            keep_plies: None,
            moves: moves.to_vec(),
            chat: Vec::new(),
            notice: None,
        };
        if let Err(e) = self.store(save).await.map(drop) {
            let _ = sqlx::query("DELETE FROM games WHERE id = $1")
                .bind(&g.id)
                .execute(&self.pool)
                .await;
            return Err(e);
        }
        Ok(())
    }

    /// A game's review as stored: (ply, score from White's side).
    pub async fn review(&self, id: &str) -> Result<Vec<(i64, i64, Option<String>)>, DbError> {
        let rows = sqlx::query("SELECT ply, cp, best FROM review WHERE game_id = $1 ORDER BY ply")
            .bind(id)
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|r| Ok((r.try_get("ply")?, r.try_get("cp")?, r.try_get("best")?)))
            .collect::<Result<_, sqlx::Error>>()
            .map_err(DbError::from)
    }

    /// Stores one ply's score of a review and the engine's best move there (SAN; none where
    /// the game is over); a second score for the same ply is ignored.
    pub async fn save_review(
        &self,
        id: &str,
        ply: i64,
        cp: i64,
        best: Option<&str>,
    ) -> Result<(), DbError> {
        sqlx::query(
            "INSERT INTO review (game_id, ply, cp, best) VALUES ($1, $2, $3, $4) ON CONFLICT (game_id, ply) DO NOTHING",
        )
        .bind(id)
        .bind(ply)
        .bind(cp)
        .bind(best)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Keeps a player's live seeks: their `updated_at` is now.
    pub async fn touch_seeks(&self, player: &str, now: i64) -> Result<u64, DbError> {
        let done = sqlx::query(
            "UPDATE games SET updated_at = $1 WHERE status = 'open' AND seek = 1 \
             AND clock_kind = 'live' AND (white_player = $2 OR black_player = $3)",
        )
        .bind(now)
        .bind(player)
        .bind(player)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected())
    }

    /// Gives every live seek its full time again (a process starting: the creators' pages
    /// reconnect within seconds, and a database of an earlier version kept no such time).
    pub async fn renew_seeks(&self, now: i64) -> Result<u64, DbError> {
        let done = sqlx::query(
            "UPDATE games SET updated_at = $1 WHERE status = 'open' AND seek = 1 \
             AND clock_kind = 'live' AND updated_at < $2",
        )
        .bind(now)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected())
    }

    /// Notes that the site serves at `now` (its last sign of life, should it stop).
    pub async fn alive(&self, now: i64) -> Result<(), DbError> {
        sqlx::query(
            "INSERT INTO site_alive (id, at) VALUES (1, $1) \
             ON CONFLICT (id) DO UPDATE SET at = excluded.at",
        )
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// After an outage (no sign of life for at least `least_ms` before `now`): the live clocks
    /// of the games in play are put forward by the outage and `back_ms` more (the time the
    /// players' pages take to come back), so that nobody is charged for it, and each game's
    /// players read what happened in their chat, from "Rukh". Returns the outage's length and
    /// the games paused, or nothing when there was no outage.
    pub async fn pause_clocks_for_outage(
        &self,
        now: i64,
        least_ms: i64,
        back_ms: i64,
    ) -> Result<Option<(i64, u64)>, DbError> {
        let last: Option<i64> = sqlx::query("SELECT at FROM site_alive WHERE id = 1")
            .fetch_optional(&self.pool)
            .await?
            .map(|r| r.try_get("at"))
            .transpose()?;
        let Some(last) = last.filter(|&at| now - at >= least_ms) else {
            return Ok(None);
        };
        let gap = now - last;
        let mut tx = self.pool.begin().await?;
        let said = format!(
            "The site was down for {}: no clock ran meanwhile, nor in the {} your pages take to come back.",
            span_words(gap),
            span_words(back_ms)
        );
        sqlx::query(
            "INSERT INTO chat (game_id, seq, author, body, at, room) \
             SELECT id, (SELECT COALESCE(MAX(c.seq), 0) + 1 FROM chat c WHERE c.game_id = games.id), \
             'Rukh', $1, $2, 'players' FROM games WHERE status = 'active' AND clock_kind = 'live'",
        )
        .bind(&said)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        let paused = sqlx::query(
            "UPDATE games SET turn_started_at = turn_started_at + $1, deadline_at = deadline_at + $2, \
             version = version + 1 WHERE status = 'active' AND clock_kind = 'live'",
        )
        .bind(gap + back_ms)
        .bind(gap + back_ms)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        sqlx::query("UPDATE site_alive SET at = $1 WHERE id = 1")
            .bind(now)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Some((gap, paused)))
    }

    /// Live seeks nobody has kept since `before`.
    pub async fn stale_seeks(&self, before: i64) -> Result<Vec<String>, DbError> {
        let rows = sqlx::query(
            "SELECT id FROM games WHERE status = 'open' AND seek = 1 AND clock_kind = 'live' \
             AND updated_at < $1 ORDER BY updated_at LIMIT 100",
        )
        .bind(before)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .filter_map(|r| r.try_get::<String, _>("id").ok())
            .collect())
    }

    /// Takes an open game off (a cancelled or abandoned seek): it had no moves; its chat goes
    /// with it. With `before`, only if nobody kept it since. False when it was not open (taken
    /// meanwhile, or already gone).
    pub async fn remove_open_game(&self, id: &str, before: Option<i64>) -> Result<bool, DbError> {
        let before = before.unwrap_or(i64::MAX);
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "DELETE FROM chat WHERE game_id = $1 AND EXISTS (SELECT 1 FROM games WHERE id = $2 \
             AND status = 'open' AND ply = 0 AND updated_at < $3)",
        )
        .bind(id)
        .bind(id)
        .bind(before)
        .execute(&mut *tx)
        .await?;
        let gone = sqlx::query(
            "DELETE FROM games WHERE id = $1 AND status = 'open' AND ply = 0 AND updated_at < $2",
        )
        .bind(id)
        .bind(before)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if gone == 0 {
            tx.rollback().await?;
            return Ok(false);
        }
        tx.commit().await?;
        Ok(true)
    }

    pub async fn game(&self, id: &str) -> Result<Option<GameRow>, DbError> {
        let sql = format!("{} WHERE games.id = $1", select_games());
        Ok(sqlx::query_as(AssertSqlSafe(sql))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// Games in play whose clock ran out or whose correspondence deadline passed by `now`.
    pub async fn due_flags(&self, now: i64, limit: usize) -> Result<Vec<String>, DbError> {
        let rows = sqlx::query(
            "SELECT id FROM games WHERE status = 'active' AND deadline_at <= $1 ORDER BY deadline_at LIMIT $2",
        )
        .bind(now)
        .bind(limit as i64)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| r.try_get::<String, _>("id"))
            .collect::<Result<_, _>>()?)
    }

    /// Games where the engine is to move and no process holds a live lease on the position.
    pub async fn awaiting_engine(&self, now: i64) -> Result<Vec<String>, DbError> {
        let rows = sqlx::query(
            "SELECT id FROM games WHERE status = 'active' AND engine_color IS NOT NULL \
             AND engine_color = turn AND NOT EXISTS (SELECT 1 FROM engine_leases l \
             WHERE l.game_id = games.id AND l.ply = games.ply AND l.until_ms > $1) LIMIT 500",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| r.try_get::<String, _>("id"))
            .collect::<Result<_, _>>()?)
    }

    /// Extends to `until` the leases `owner` holds on the positions (game, ply) it is still
    /// thinking about (the owner lives).
    pub async fn renew_engine_leases(
        &self,
        owner: &str,
        positions: &[(String, i64)],
        until: i64,
    ) -> Result<(), DbError> {
        for (id, ply) in positions {
            sqlx::query(
                "UPDATE engine_leases SET until_ms = $1 WHERE game_id = $2 AND ply = $3 AND owner = $4",
            )
            .bind(until)
            .bind(id)
            .bind(ply)
            .bind(owner)
            .execute(&self.pool)
            .await?;
        }
        Ok(())
    }

    /// Takes the lease of thinking for the engine in a game's position (its ply) until
    /// `until`: true when this process now holds it (nobody held it, or the lease was for
    /// another position, or it ran out).
    pub async fn claim_engine(
        &self,
        id: &str,
        ply: i64,
        owner: &str,
        now: i64,
        until: i64,
    ) -> Result<bool, DbError> {
        let done = sqlx::query(
            "INSERT INTO engine_leases (game_id, ply, owner, until_ms) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (game_id) DO UPDATE SET ply = excluded.ply, owner = excluded.owner, \
             until_ms = excluded.until_ms WHERE engine_leases.ply <> excluded.ply \
             OR engine_leases.until_ms <= $5 OR engine_leases.owner = excluded.owner",
        )
        .bind(id)
        .bind(ply)
        .bind(owner)
        .bind(until)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() > 0)
    }

    pub async fn moves(&self, id: &str) -> Result<Vec<MoveRow>, DbError> {
        let rows = sqlx::query(
            "SELECT ply, coord, san, courier, played_at, clock_ms FROM moves WHERE game_id = $1 ORDER BY ply",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(MoveRow::from_row)
            .collect::<Result<_, _>>()?)
    }

    /// The moves of a game after ply `after`.
    pub async fn moves_after(&self, id: &str, after: i64) -> Result<Vec<MoveRow>, DbError> {
        let rows = sqlx::query(
            "SELECT ply, coord, san, courier, played_at, clock_ms FROM moves WHERE game_id = $1 AND ply > $2 ORDER BY ply",
        )
        .bind(id)
        .bind(after)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(MoveRow::from_row)
            .collect::<Result<_, _>>()?)
    }

    /// Tells the other processes something (PostgreSQL; elsewhere nothing to do).
    pub async fn notify(&self, notice: &Notice) -> Result<(), DbError> {
        if self.postgres {
            sqlx::query("SELECT pg_notify($1, $2)")
                .bind(CHANNEL)
                .bind(notice.encode())
                .execute(&self.pool)
                .await?;
        }
        Ok(())
    }

    pub async fn chat(&self, id: &str) -> Result<Vec<ChatRow>, DbError> {
        let rows = sqlx::query(
            "SELECT seq, author, body, at, room FROM chat WHERE game_id = $1 ORDER BY seq",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(chat_from).collect::<Result<_, _>>()?)
    }

    /// Games matching a filter, newest first.
    pub async fn list(&self, f: &GameFilter) -> Result<Vec<GameRow>, DbError> {
        let mut sql = format!("{} WHERE 1 = 1", select_games());
        let mut binds: Vec<String> = Vec::new();
        let mut n = 0;
        let mut next = |binds: &mut Vec<String>, v: &str| {
            n += 1;
            binds.push(v.to_owned());
            format!("${n}")
        };
        // The status is written out, not bound, so that the database can use the index made
        // for its value (finished games have one of their own).
        if let Some(s) = f.status {
            sql.push_str(&format!(" AND games.status = '{s}'"));
        }
        if let Some(v) = &f.variant {
            let p = next(&mut binds, v);
            sql.push_str(&format!(" AND games.variant = {p}"));
        }
        if let Some(pl) = &f.player {
            // Any part of a player's name, in any case.
            let pattern = format!("%{}%", pl.to_lowercase().replace(['%', '_', '\\'], ""));
            let a = next(&mut binds, &pattern);
            let b = next(&mut binds, &pattern);
            sql.push_str(&format!(
                " AND (LOWER(white_name) LIKE {a} OR LOWER(black_name) LIKE {b})"
            ));
        }
        if let Some(r) = &f.result {
            let p = next(&mut binds, r);
            sql.push_str(&format!(" AND games.result = {p}"));
        }
        if f.hide_aborted {
            sql.push_str(" AND (games.result IS NULL OR games.result <> '*')");
        }
        match f.imported {
            Some(true) => sql.push_str(" AND games.imported IS NOT NULL"),
            Some(false) => sql.push_str(" AND games.imported IS NULL"),
            None => {}
        }
        // Open and active games newest first (a game's last move does not reorder the lobby, and
        // does not rewrite an index); the rest by when they last changed.
        let order = match f.status {
            Some(GameStatus::Open | GameStatus::Active) => "games.created_at",
            _ => "games.updated_at",
        };
        sql.push_str(&format!(
            " ORDER BY {order} DESC, games.id LIMIT {} OFFSET {}",
            f.limit.clamp(1, 500),
            f.offset.clamp(0, 1_000_000)
        ));
        let mut q = sqlx::query(AssertSqlSafe(sql));
        for b in &binds {
            q = q.bind(b);
        }
        let rows = q.fetch_all(&self.pool).await?;
        rows.iter()
            .map(GameRow::from_row)
            .collect::<Result<_, _>>()
            .map_err(DbError::from)
    }
}
