//! Tournaments as stored: the tournament, who joined, its games and rounds, and the lease that
//! lets one process at a time pair it.

use sqlx::AssertSqlSafe;
use std::collections::HashSet;

use sqlx::{FromRow, Row};

use crate::words::{
    Flag, GameResult, GameStatus, PlayerKind, Speed, TournamentKind, TournamentPhase,
};
use crate::{Db, DbError};

/// How long a process may pair a tournament without renewing its lease.
const PAIRER_LEASE_MS: i64 = 10_000;

/// A tournament as stored.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct Tournament {
    pub id: String,
    pub name: String,
    pub kind: TournamentKind,
    pub variant: String,
    pub initial_ms: i64,
    pub increment_ms: i64,
    #[sqlx(try_from = "Flag")]
    pub rated: bool,
    pub starts_at: i64,
    pub ends_at: i64,
    pub created_by: Option<String>,
    pub created_at: i64,
    /// A Swiss's rounds (0 for an arena).
    pub rounds: i64,
    /// A Swiss's pause between the end of a round's last game and the next round.
    pub round_gap_ms: i64,
    /// Days a move (a correspondence Swiss), or 0 for a live clock.
    pub days_per_move: i64,
    /// The ratings a player must have to join (in this game and speed).
    pub min_rating: Option<i64>,
    pub max_rating: Option<i64>,
    /// A private tournament's password (its Argon2id hash).
    pub password_hash: Option<String>,
    /// An event for bots: bot accounts may join (they may join no other).
    #[sqlx(try_from = "Flag")]
    pub bots: bool,
    /// The operator's schedule it was made from.
    pub schedule_id: Option<String>,
}

/// A Swiss's `ends_at` until its last round ends.
pub const OPEN_END: i64 = i64::MAX / 4;

impl Tournament {
    /// A new tournament's fields with no entry conditions: an arena of `length_ms`.
    #[allow(clippy::too_many_arguments)]
    pub fn arena(
        id: String,
        name: String,
        variant: String,
        initial_ms: i64,
        increment_ms: i64,
        rated: bool,
        starts_at: i64,
        length_ms: i64,
        created_by: Option<String>,
        now: i64,
    ) -> Tournament {
        Tournament {
            id,
            name,
            kind: TournamentKind::Arena,
            variant,
            initial_ms,
            increment_ms,
            rated,
            starts_at,
            ends_at: starts_at + length_ms,
            created_by,
            created_at: now,
            rounds: 0,
            round_gap_ms: 0,
            days_per_move: 0,
            min_rating: None,
            max_rating: None,
            password_hash: None,
            bots: false,
            schedule_id: None,
        }
    }

    pub fn is_swiss(&self) -> bool {
        self.kind == TournamentKind::Swiss
    }

    /// The rating speed of its games.
    pub fn speed(&self) -> Speed {
        if self.days_per_move > 0 {
            Speed::Correspondence
        } else {
            crate::ratings::speed(
                crate::words::ClockKind::Live,
                self.initial_ms,
                self.increment_ms,
            )
        }
    }

    /// Where the tournament is at `now`.
    pub fn phase(&self, now: i64) -> TournamentPhase {
        if now < self.starts_at {
            TournamentPhase::Upcoming
        } else if now < self.ends_at {
            TournamentPhase::Running
        } else {
            TournamentPhase::Finished
        }
    }

    /// `3+2`, or `2 days a move`.
    pub fn clock(&self) -> String {
        if self.days_per_move > 0 {
            let d = self.days_per_move;
            return format!("{d} day{} a move", if d == 1 { "" } else { "s" });
        }
        let minutes = self.initial_ms as f64 / 60_000.0;
        let m = if minutes.fract() == 0.0 {
            format!("{minutes}")
        } else {
            format!("{minutes:.1}")
        };
        format!("{m}+{}", self.increment_ms / 1000)
    }
}

/// One of a tournament's players.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct Entrant {
    pub player_id: String,
    pub name: String,
    pub kind: PlayerKind,
    #[sqlx(try_from = "Flag")]
    pub withdrawn: bool,
    pub seen_at: i64,
    /// Their rating when they joined.
    pub seed: f64,
    pub joined_at: i64,
}

/// One of a tournament's games, as its players' results need it.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct TGame {
    pub game_id: String,
    pub white: String,
    pub black: String,
    pub status: GameStatus,
    pub result: Option<GameResult>,
    pub ply: i64,
    pub created_at: i64,
    /// When it ended (its last change).
    pub ended_at: i64,
    /// A Swiss game's round.
    pub round: i64,
    #[sqlx(try_from = "Flag")]
    pub white_berserk: bool,
    #[sqlx(try_from = "Flag")]
    pub black_berserk: bool,
}

/// A bye: a point without a game in a round (written once: a pairing's odd player out and a
/// board whose opponent is gone alike).
const INSERT_BYE: &str = "INSERT INTO tournament_byes (tournament_id, round, player_id) \
                      VALUES ($1, $2, $3) ON CONFLICT DO NOTHING";

/// Gives `player` the bye of a tournament's round, in the transaction `tx`.
async fn insert_bye(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    tournament: &str,
    round: i64,
    player: &str,
) -> Result<(), DbError> {
    sqlx::query(INSERT_BYE)
        .bind(tournament)
        .bind(round)
        .bind(player)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// A game joined to its tournament (and round: 0 in an arena).
const INSERT_TOURNAMENT_GAME: &str = "INSERT INTO tournament_games \
     (game_id, tournament_id, white_player, black_player, created_at, round) VALUES ($1, $2, $3, $4, $5, $6)";

const T_COLUMNS: &str = "id, name, kind, variant, initial_ms, increment_ms, rated, starts_at, \
     ends_at, created_by, created_at, rounds, round_gap_ms, days_per_move, min_rating, max_rating, \
     password_hash, bots, schedule_id";

impl Db {
    /// Stores a new tournament; false when its schedule already made one at that start.
    pub async fn create_tournament(&self, t: &Tournament) -> Result<bool, DbError> {
        let r = sqlx::query(AssertSqlSafe(format!(
            "INSERT INTO tournaments ({T_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, \
             $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) ON CONFLICT DO NOTHING"
        )))
        .bind(&t.id)
        .bind(&t.name)
        .bind(t.kind.as_str())
        .bind(&t.variant)
        .bind(t.initial_ms)
        .bind(t.increment_ms)
        .bind(i64::from(t.rated))
        .bind(t.starts_at)
        .bind(t.ends_at)
        .bind(&t.created_by)
        .bind(t.created_at)
        .bind(t.rounds)
        .bind(t.round_gap_ms)
        .bind(t.days_per_move)
        .bind(t.min_rating)
        .bind(t.max_rating)
        .bind(&t.password_hash)
        .bind(i64::from(t.bots))
        .bind(&t.schedule_id)
        .execute(self.pool())
        .await?;
        Ok(r.rows_affected() == 1)
    }

    /// A Swiss has ended (its last round played, or no more pairings possible).
    pub async fn end_tournament(&self, t: &str, now: i64) -> Result<(), DbError> {
        sqlx::query("UPDATE tournaments SET ends_at = $2 WHERE id = $1 AND ends_at > $2")
            .bind(t)
            .bind(now)
            .execute(self.pool())
            .await?;
        Ok(())
    }

    pub async fn tournament(&self, id: &str) -> Result<Option<Tournament>, DbError> {
        Ok(sqlx::query_as(AssertSqlSafe(format!(
            "SELECT {T_COLUMNS} FROM tournaments WHERE id = $1"
        )))
        .bind(id)
        .fetch_optional(self.pool())
        .await?)
    }

    /// Tournaments not over (soonest first) and the latest finished ones.
    pub async fn tournaments(
        &self,
        now: i64,
        finished: i64,
    ) -> Result<(Vec<Tournament>, Vec<Tournament>), DbError> {
        let current = sqlx::query(AssertSqlSafe(format!(
            "SELECT {T_COLUMNS} FROM tournaments WHERE ends_at > $1 ORDER BY starts_at, id LIMIT 200"
        )))
        .bind(now)
        .fetch_all(self.pool())
        .await?;
        let done = sqlx::query(AssertSqlSafe(format!(
            "SELECT {T_COLUMNS} FROM tournaments WHERE ends_at <= $1 ORDER BY ends_at DESC, id LIMIT $2"
        )))
        .bind(now)
        .bind(finished)
        .fetch_all(self.pool())
        .await?;
        let read = |rows: Vec<sqlx::any::AnyRow>| {
            rows.iter()
                .map(Tournament::from_row)
                .collect::<Result<Vec<_>, _>>()
        };
        Ok((read(current)?, read(done)?))
    }

    /// Joins (or joins again) a tournament with the rating they have now; the player counts as
    /// there.
    pub async fn join_tournament(
        &self,
        t: &str,
        player: &str,
        seed: f64,
        now: i64,
    ) -> Result<(), DbError> {
        sqlx::query(
            "INSERT INTO tournament_players (tournament_id, player_id, joined_at, withdrawn, seen_at, seed) \
             VALUES ($1, $2, $3, 0, $3, $4) ON CONFLICT (tournament_id, player_id) \
             DO UPDATE SET withdrawn = 0, seen_at = excluded.seen_at",
        )
        .bind(t)
        .bind(player)
        .bind(now)
        .bind(seed)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    pub async fn withdraw(&self, t: &str, player: &str) -> Result<bool, DbError> {
        let r = sqlx::query(
            "UPDATE tournament_players SET withdrawn = 1 WHERE tournament_id = $1 AND player_id = $2",
        )
        .bind(t)
        .bind(player)
        .execute(self.pool())
        .await?;
        Ok(r.rows_affected() == 1)
    }

    /// The player's tournament page is open: they may be paired.
    pub async fn seen_in_tournament(&self, t: &str, player: &str, now: i64) -> Result<(), DbError> {
        sqlx::query(
            "UPDATE tournament_players SET seen_at = $3 WHERE tournament_id = $1 AND player_id = $2",
        )
        .bind(t)
        .bind(player)
        .bind(now)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    pub async fn entrants(&self, t: &str) -> Result<Vec<Entrant>, DbError> {
        Ok(sqlx::query_as(
            "SELECT tp.player_id, p.name, p.kind, tp.withdrawn, tp.seen_at, tp.seed, tp.joined_at \
             FROM tournament_players tp JOIN players p ON p.id = tp.player_id \
             WHERE tp.tournament_id = $1 ORDER BY tp.joined_at, tp.player_id",
        )
        .bind(t)
        .fetch_all(self.pool())
        .await?)
    }

    pub async fn tournament_games(&self, t: &str) -> Result<Vec<TGame>, DbError> {
        Ok(sqlx::query_as(
            "SELECT tg.game_id, tg.white_player AS white, tg.black_player AS black, g.status, \
             g.result, g.ply, tg.created_at, g.updated_at AS ended_at, tg.round, \
             tg.white_berserk, tg.black_berserk \
             FROM tournament_games tg JOIN games g ON g.id = tg.game_id \
             WHERE tg.tournament_id = $1 ORDER BY tg.created_at, tg.game_id",
        )
        .bind(t)
        .fetch_all(self.pool())
        .await?)
    }

    /// A tournament game's tournament, players and berserk sides: (tournament, white, black,
    /// white berserk, black berserk).
    pub async fn tournament_game(
        &self,
        game: &str,
    ) -> Result<Option<(String, String, String, bool, bool)>, DbError> {
        let row: Option<(String, String, String, Flag, Flag)> = sqlx::query_as(
            "SELECT tournament_id, white_player, black_player, white_berserk, black_berserk \
             FROM tournament_games WHERE game_id = $1",
        )
        .bind(game)
        .fetch_optional(self.pool())
        .await?;
        Ok(row.map(|(t, w, b, Flag(wb), Flag(bb))| (t, w, b, wb, bb)))
    }

    /// The tournament a game belongs to, if any.
    pub async fn tournament_of_game(&self, game: &str) -> Result<Option<String>, DbError> {
        Ok(
            sqlx::query_scalar("SELECT tournament_id FROM tournament_games WHERE game_id = $1")
                .bind(game)
                .fetch_optional(self.pool())
                .await?,
        )
    }

    pub async fn add_tournament_game(
        &self,
        t: &str,
        game: &str,
        (white, black): (&str, &str),
        round: i64,
        now: i64,
    ) -> Result<(), DbError> {
        sqlx::query(INSERT_TOURNAMENT_GAME)
            .bind(game)
            .bind(t)
            .bind(white)
            .bind(black)
            .bind(now)
            .bind(round)
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// Tournaments under way.
    pub async fn running_tournaments(&self, now: i64) -> Result<Vec<Tournament>, DbError> {
        let rows = sqlx::query(AssertSqlSafe(format!(
            "SELECT {T_COLUMNS} FROM tournaments WHERE starts_at <= $1 AND ends_at > $1"
        )))
        .bind(now)
        .fetch_all(self.pool())
        .await?;
        Ok(rows
            .iter()
            .map(Tournament::from_row)
            .collect::<Result<_, _>>()?)
    }

    /// Takes (or keeps) the lease to pair a tournament: true for the process that holds it.
    pub async fn claim_pairing(&self, t: &str, me: &str, now: i64) -> Result<bool, DbError> {
        let r = sqlx::query(
            "UPDATE tournaments SET pairer = $2, pairer_until = $3 \
             WHERE id = $1 AND (pairer IS NULL OR pairer = $2 OR pairer_until < $4)",
        )
        .bind(t)
        .bind(me)
        .bind(now + PAIRER_LEASE_MS)
        .bind(now)
        .execute(self.pool())
        .await?;
        Ok(r.rows_affected() == 1)
    }

    /// A Swiss's rounds paired so far: (round, when).
    pub async fn tournament_rounds(&self, t: &str) -> Result<Vec<(i64, i64)>, DbError> {
        Ok(sqlx::query_as(
            "SELECT round, paired_at FROM tournament_rounds WHERE tournament_id = $1 ORDER BY round",
        )
        .bind(t)
        .fetch_all(self.pool())
        .await?)
    }

    /// Writes a round: its claim, its boards (White, Black) and its bye, in one transaction;
    /// false (and nothing written) when the round was paired already.
    pub async fn add_round(
        &self,
        t: &str,
        round: i64,
        boards: &[(String, String)],
        bye: Option<&str>,
        now: i64,
    ) -> Result<bool, DbError> {
        let mut tx = self.pool().begin().await?;
        let r = sqlx::query(
            "INSERT INTO tournament_rounds (tournament_id, round, paired_at) VALUES ($1, $2, $3) \
             ON CONFLICT DO NOTHING",
        )
        .bind(t)
        .bind(round)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        if r.rows_affected() != 1 {
            tx.rollback().await?;
            return Ok(false);
        }
        for (board, (white, black)) in boards.iter().enumerate() {
            sqlx::query(
                "INSERT INTO tournament_pairings (tournament_id, round, board, white_player, black_player) \
                 VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(t)
            .bind(round)
            .bind(board as i64 + 1)
            .bind(white)
            .bind(black)
            .execute(&mut *tx)
            .await?;
        }
        if let Some(p) = bye {
            insert_bye(&mut tx, t, round, p).await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// A Swiss's boards whose game is not made yet: (round, board, White, Black).
    pub async fn pending_boards(
        &self,
        t: &str,
    ) -> Result<Vec<(i64, i64, String, String)>, DbError> {
        Ok(sqlx::query_as(
            "SELECT round, board, white_player, black_player FROM tournament_pairings \
             WHERE tournament_id = $1 AND game_id IS NULL ORDER BY round, board",
        )
        .bind(t)
        .fetch_all(self.pool())
        .await?)
    }

    /// Links a board to its game, and the game to the tournament.
    pub async fn link_board(
        &self,
        t: &str,
        (round, board): (i64, i64),
        game: &str,
        (white, black): (&str, &str),
        now: i64,
    ) -> Result<(), DbError> {
        let mut tx = self.pool().begin().await?;
        sqlx::query(INSERT_TOURNAMENT_GAME)
            .bind(game)
            .bind(t)
            .bind(white)
            .bind(black)
            .bind(now)
            .bind(round)
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "UPDATE tournament_pairings SET game_id = $4 WHERE tournament_id = $1 AND round = $2 AND board = $3",
        )
        .bind(t)
        .bind(round)
        .bind(board)
        .bind(game)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    /// How many tournaments an account made since `since`.
    pub async fn tournaments_made_since(&self, maker: &str, since: i64) -> Result<i64, DbError> {
        Ok(sqlx::query_scalar(
            "SELECT COUNT(*) FROM tournaments WHERE created_by = $1 AND created_at >= $2",
        )
        .bind(maker)
        .bind(since)
        .fetch_one(self.pool())
        .await?)
    }

    /// A Swiss board whose game cannot be made, a player being gone (a deleted account): the
    /// board goes, and the player still there has the point without a game, as a bye.
    pub async fn forfeit_board(
        &self,
        t: &str,
        (round, board): (i64, i64),
        present: Option<&str>,
    ) -> Result<(), DbError> {
        let mut tx = self.pool().begin().await?;
        let gone = sqlx::query(
            "DELETE FROM tournament_pairings WHERE tournament_id = $1 AND round = $2 \
             AND board = $3 AND game_id IS NULL",
        )
        .bind(t)
        .bind(round)
        .bind(board)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if gone == 1
            && let Some(p) = present
        {
            insert_bye(&mut tx, t, round, p).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Which of `players` are in a live game now (any game on a running clock, a tournament's
    /// or not): a player is paired in one live game at a time.
    pub async fn playing_live(&self, players: &[&str]) -> Result<HashSet<String>, DbError> {
        let mut busy = HashSet::new();
        for chunk in players.chunks(200) {
            // Each list its own placeholders (SQLite binds them by number, once each).
            let list = |from: usize| {
                (from..from + chunk.len())
                    .map(|i| format!("${i}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let sql = format!(
                "SELECT white_player, black_player FROM games WHERE status = 'active' \
                 AND clock_kind = 'live' AND (white_player IN ({}) OR black_player IN ({}))",
                list(1),
                list(1 + chunk.len())
            );
            let mut q = sqlx::query(AssertSqlSafe(sql));
            for p in chunk.iter().chain(chunk) {
                q = q.bind(*p);
            }
            for r in q.fetch_all(self.pool()).await? {
                for seat in 0..2 {
                    if let Some(p) = r.try_get::<Option<String>, _>(seat)? {
                        busy.insert(p);
                    }
                }
            }
        }
        busy.retain(|p| players.contains(&p.as_str()));
        Ok(busy)
    }

    /// Players with a Swiss board whose game is still to be made (it waits for them to finish
    /// a live game elsewhere): no arena pairs them meanwhile.
    pub async fn awaiting_boards(&self) -> Result<HashSet<String>, DbError> {
        let rows = sqlx::query(
            "SELECT white_player, black_player FROM tournament_pairings WHERE game_id IS NULL",
        )
        .fetch_all(self.pool())
        .await?;
        let mut waiting = HashSet::new();
        for r in rows {
            waiting.insert(r.try_get(0)?);
            waiting.insert(r.try_get(1)?);
        }
        Ok(waiting)
    }

    /// A Swiss's byes: (round, player).
    pub async fn tournament_byes(&self, t: &str) -> Result<Vec<(i64, String)>, DbError> {
        Ok(sqlx::query_as(
            "SELECT round, player_id FROM tournament_byes WHERE tournament_id = $1 ORDER BY round",
        )
        .bind(t)
        .fetch_all(self.pool())
        .await?)
    }

    /// Marks a side of a tournament game berserk.
    pub async fn set_berserk(&self, game: &str, white: bool) -> Result<(), DbError> {
        let column = if white {
            "white_berserk"
        } else {
            "black_berserk"
        };
        sqlx::query(AssertSqlSafe(format!(
            "UPDATE tournament_games SET {column} = 1 WHERE game_id = $1"
        )))
        .bind(game)
        .execute(self.pool())
        .await?;
        Ok(())
    }
}
