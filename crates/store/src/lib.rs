//! Rukh's storage: every SQL statement of the site, its rows, its migrations, the group-commit
//! writer that makes each change durable before it is acknowledged, the words the database
//! stores as enums, rating settlement (inside the commit that ends a rated game), and the
//! notices between server processes. SQLite by default, PostgreSQL when given; the same
//! migrations and statements serve both.
//!
//! The store knows nothing of HTTP or of pages: the site (`rukh-web`) and the operator's
//! commands (`rukh users`, `rukh designs`, `rukh tournaments`, `rukh engines`, `rukh problems`) use it.
//!
//! A statement built at run time is marked `AssertSqlSafe`: each is made only of the store's own
//! column lists, table names and placeholders (`$1`, ...), and every value a user gives is bound.

pub mod credentials;
mod db;
mod designs;
mod engines;
mod error;
mod games;
pub mod metrics;
mod notice;
mod players;
mod puzzles;
pub mod ratings;
mod schedules;
mod social;
mod tournaments;
mod words;
mod writer;

pub use db::Db;
pub use designs::{Design, GalleryOrder, REPORTS_TO_HIDE};
pub use engines::{EngineGame, EngineInfo, PairingThink, Think};
pub use error::DbError;
pub use games::{ChatRow, FIRST_MOVE_MS, GameFilter, GameRow, MoveRow, Save, Stored, game_id};
pub use notice::{GameChange, Heard, Listener, Notice};
pub use players::{
    API_TOKEN_PREFIX, NameError, Player, PlayerGamesQuery, Record, SessionTtl, anon_name, digest,
    engine_id, page_url, player_id, token,
};
pub use puzzles::{PuzzleStand, RoundIn, RoundOut, RoundRow};
pub use ratings::{Ratings, SeatRating};
pub use schedules::Schedule;
pub use social::Challenge;
pub use tournaments::{Entrant, OPEN_END, TGame, Tournament};
pub use words::{
    ClockKind, GameResult, GameStatus, PlayerKind, Side, Speed, TournamentKind, TournamentPhase,
};

/// The day of a stored time (milliseconds since 1970, UTC) as PGN writes dates: `2026.11.18`.
pub fn date_of(ms: i64) -> String {
    let at = time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .unwrap_or(time::OffsetDateTime::UNIX_EPOCH);
    format!(
        "{:04}.{:02}.{:02}",
        at.year(),
        u8::from(at.month()),
        at.day()
    )
}

/// Milliseconds since 1970, as every stored time is.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}
