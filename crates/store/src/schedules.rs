//! Tournaments the operator runs again and again (`rukh tournaments schedule`): each schedule is
//! a tournament's settings with a first start and the time between starts.

use crate::games::game_id;
use crate::tournaments::{OPEN_END, Tournament};
use crate::words::{Flag, TournamentKind};
use crate::{Db, DbError};
use sqlx::AssertSqlSafe;

/// A schedule as stored.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct Schedule {
    pub id: String,
    pub name: String,
    pub kind: TournamentKind,
    pub variant: String,
    pub initial_ms: i64,
    pub increment_ms: i64,
    pub days_per_move: i64,
    #[sqlx(try_from = "Flag")]
    pub rated: bool,
    /// An arena's length.
    pub length_ms: i64,
    /// A Swiss's rounds and pause between them.
    pub rounds: i64,
    pub round_gap_ms: i64,
    #[sqlx(try_from = "Flag")]
    pub bots: bool,
    pub first_at: i64,
    pub every_ms: i64,
    pub created_at: i64,
}

impl Schedule {
    /// A fresh schedule id.
    pub fn new_id() -> String {
        game_id()
    }

    /// The first start at or after `now`.
    pub fn next_start(&self, now: i64) -> i64 {
        if now <= self.first_at || self.every_ms <= 0 {
            return self.first_at;
        }
        let k = (now - self.first_at + self.every_ms - 1) / self.every_ms;
        self.first_at + k * self.every_ms
    }

    /// The tournament it makes for the start `starts_at`.
    pub fn instance(&self, starts_at: i64, now: i64) -> Tournament {
        let mut t = Tournament::arena(
            game_id(),
            self.name.clone(),
            self.variant.clone(),
            self.initial_ms,
            self.increment_ms,
            self.rated,
            starts_at,
            self.length_ms,
            None,
            now,
        );
        if self.kind == TournamentKind::Swiss {
            t.kind = TournamentKind::Swiss;
            t.rounds = self.rounds;
            t.round_gap_ms = self.round_gap_ms;
            t.days_per_move = self.days_per_move;
            t.ends_at = OPEN_END;
        }
        t.bots = self.bots;
        t.schedule_id = Some(self.id.clone());
        t
    }
}

const S_COLUMNS: &str = "id, name, kind, variant, initial_ms, increment_ms, days_per_move, rated, \
     length_ms, rounds, round_gap_ms, bots, first_at, every_ms, created_at";

impl Db {
    pub async fn add_schedule(&self, s: &Schedule) -> Result<(), DbError> {
        sqlx::query(AssertSqlSafe(format!(
            "INSERT INTO tournament_schedules ({S_COLUMNS}) VALUES \
             ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)"
        )))
        .bind(&s.id)
        .bind(&s.name)
        .bind(s.kind.as_str())
        .bind(&s.variant)
        .bind(s.initial_ms)
        .bind(s.increment_ms)
        .bind(s.days_per_move)
        .bind(i64::from(s.rated))
        .bind(s.length_ms)
        .bind(s.rounds)
        .bind(s.round_gap_ms)
        .bind(i64::from(s.bots))
        .bind(s.first_at)
        .bind(s.every_ms)
        .bind(s.created_at)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    pub async fn schedules(&self) -> Result<Vec<Schedule>, DbError> {
        Ok(sqlx::query_as(AssertSqlSafe(format!(
            "SELECT {S_COLUMNS} FROM tournament_schedules ORDER BY created_at, id"
        )))
        .fetch_all(self.pool())
        .await?)
    }

    /// Removes a schedule (the tournament it already announced stays); false if there was none.
    pub async fn remove_schedule(&self, id: &str) -> Result<bool, DbError> {
        let r = sqlx::query("DELETE FROM tournament_schedules WHERE id = $1")
            .bind(id)
            .execute(self.pool())
            .await?;
        Ok(r.rows_affected() == 1)
    }

    /// Whether a schedule's tournament of that start exists.
    pub async fn scheduled_exists(&self, schedule: &str, starts_at: i64) -> Result<bool, DbError> {
        let row =
            sqlx::query("SELECT 1 FROM tournaments WHERE schedule_id = $1 AND starts_at = $2")
                .bind(schedule)
                .bind(starts_at)
                .fetch_optional(self.pool())
                .await?;
        Ok(row.is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::OPEN_END;

    #[test]
    fn the_next_start_follows_the_first_and_the_period() {
        let s = Schedule {
            id: "s".into(),
            name: "Hourly".into(),
            kind: TournamentKind::Arena,
            variant: "shatranj".into(),
            initial_ms: 180_000,
            increment_ms: 2_000,
            days_per_move: 0,
            rated: true,
            length_ms: 3_420_000,
            rounds: 0,
            round_gap_ms: 0,
            bots: false,
            first_at: 3_600_000,
            every_ms: 3_600_000,
            created_at: 0,
        };
        assert_eq!(s.next_start(0), 3_600_000);
        assert_eq!(s.next_start(3_600_000), 3_600_000);
        assert_eq!(s.next_start(3_600_001), 7_200_000);
        assert_eq!(s.next_start(10_000_000), 10_800_000);
        let t = s.instance(7_200_000, 5_000_000);
        assert_eq!((t.starts_at, t.ends_at), (7_200_000, 10_620_000));
        assert_eq!(t.schedule_id.as_deref(), Some("s"));
        assert!(t.rated && t.kind == TournamentKind::Arena);
        let swiss = Schedule {
            kind: TournamentKind::Swiss,
            rounds: 7,
            ..s
        };
        let t = swiss.instance(7_200_000, 0);
        assert_eq!((t.rounds, t.ends_at), (7, OPEN_END));
    }
}
