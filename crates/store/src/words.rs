//! The words the database stores for a game's state, as enums: each reads back only the words it
//! writes, and a column holding another word is a decoding error that names it.

use std::fmt;

use rukh_rules::Color;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A side of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, TS, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    White,
    Black,
}

impl Side {
    pub fn as_str(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }

    pub fn parse(s: &str) -> Option<Side> {
        [Side::White, Side::Black]
            .into_iter()
            .find(|w| w.as_str() == s)
    }
}

impl From<Color> for Side {
    fn from(c: Color) -> Side {
        match c {
            Color::White => Side::White,
            Color::Black => Side::Black,
        }
    }
}

impl From<Side> for Color {
    fn from(s: Side) -> Color {
        match s {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

/// Where a game is: waiting for its second player, being played, or over.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, TS, utoipa::ToSchema,
)]
#[serde(rename_all = "lowercase")]
pub enum GameStatus {
    #[default]
    Open,
    Active,
    Finished,
}

impl GameStatus {
    pub const ALL: [GameStatus; 3] = [GameStatus::Open, GameStatus::Active, GameStatus::Finished];

    /// The word stored in the database and sent to pages.
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Open => "open",
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
        }
    }

    pub fn parse(s: &str) -> Option<GameStatus> {
        GameStatus::ALL.into_iter().find(|g| g.as_str() == s)
    }
}

impl fmt::Display for GameStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// How a game is timed: not at all, a live clock (minutes and an increment), or days per move.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, TS, utoipa::ToSchema,
)]
#[serde(rename_all = "lowercase")]
pub enum ClockKind {
    #[default]
    None,
    Live,
    Correspondence,
}

impl ClockKind {
    pub const ALL: [ClockKind; 3] = [ClockKind::None, ClockKind::Live, ClockKind::Correspondence];

    /// The word stored in the database and sent to pages.
    pub fn as_str(self) -> &'static str {
        match self {
            ClockKind::None => "none",
            ClockKind::Live => "live",
            ClockKind::Correspondence => "correspondence",
        }
    }

    pub fn parse(s: &str) -> Option<ClockKind> {
        ClockKind::ALL.into_iter().find(|k| k.as_str() == s)
    }
}

impl fmt::Display for ClockKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Declares a word the database stores as an enum: each variant and its word, `as_str`,
/// `parse` (None for any other word), `ALL`, `Display`, and serde as the word.
macro_rules! words {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident = $word:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        pub enum $name {
            $($(#[$vmeta])* #[serde(rename = $word)] $variant),+
        }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The word stored in the database and sent to pages.
            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $word),+
                }
            }

            pub fn parse(s: &str) -> Option<$name> {
                Self::ALL.iter().copied().find(|w| w.as_str() == s)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

words! {
    /// How fast a game is played, as ratings are kept apart: by the clock's estimated length
    /// (lichess's bands), or days a move.
    Speed {
        Bullet = "bullet",
        Blitz = "blitz",
        Rapid = "rapid",
        Classical = "classical",
        Correspondence = "correspondence",
    }
}

words! {
    /// Who a player is: an anonymous visitor, an account, a bot's account, the engine at one of
    /// its levels, or an account deleted (its games kept under its name).
    PlayerKind {
        Anon = "anon",
        Account = "account",
        Bot = "bot",
        Engine = "engine",
        Deleted = "deleted",
    }
}

impl PlayerKind {
    /// An account of a person's or a bot's (one that can sign in and play rated games).
    pub fn is_account(self) -> bool {
        matches!(self, PlayerKind::Account | PlayerKind::Bot)
    }
}

words! {
    /// A game's result as PGN writes it; `*` for a game that ended without one (aborted).
    GameResult {
        WhiteWins = "1-0",
        BlackWins = "0-1",
        Draw = "1/2-1/2",
        Unfinished = "*",
    }
}

impl GameResult {
    /// The winner's side, if a side won.
    pub fn winner(self) -> Option<Side> {
        match self {
            GameResult::WhiteWins => Some(Side::White),
            GameResult::BlackWins => Some(Side::Black),
            _ => None,
        }
    }

    /// White's score (1, ½, 0), for a decided game.
    pub fn white_score(self) -> Option<f64> {
        match self {
            GameResult::WhiteWins => Some(1.0),
            GameResult::BlackWins => Some(0.0),
            GameResult::Draw => Some(0.5),
            GameResult::Unfinished => None,
        }
    }
}

words! {
    /// The kinds of tournament: an arena (pair as players come free, for a set time) or a Swiss
    /// (a set number of rounds, paired by the Dutch system).
    TournamentKind {
        Arena = "arena",
        Swiss = "swiss",
    }
}

words! {
    /// Where a tournament is: announced, under way, or over.
    TournamentPhase {
        Upcoming = "upcoming",
        Running = "running",
        Finished = "finished",
    }
}

/// Each stored word reads back as its enum wherever sqlx reads a column (`try_get`, and the
/// rows derived with `sqlx::FromRow`); a column holding another word is a decoding error, which
/// sqlx reports with the column's name.
macro_rules! read_as_word {
    ($($name:ident),+ $(,)?) => {$(
        impl sqlx::Type<sqlx::Any> for $name {
            fn type_info() -> sqlx::any::AnyTypeInfo {
                <String as sqlx::Type<sqlx::Any>>::type_info()
            }

            fn compatible(ty: &sqlx::any::AnyTypeInfo) -> bool {
                <String as sqlx::Type<sqlx::Any>>::compatible(ty)
            }
        }

        impl<'r> sqlx::Decode<'r, sqlx::Any> for $name {
            fn decode(
                value: <sqlx::Any as sqlx::Database>::ValueRef<'r>,
            ) -> Result<Self, sqlx::error::BoxDynError> {
                let text = <&str as sqlx::Decode<'r, sqlx::Any>>::decode(value)?;
                $name::parse(text)
                    .ok_or_else(|| format!("'{text}' is not a value this column may hold").into())
            }
        }
    )+};
}

read_as_word!(
    Side,
    GameStatus,
    ClockKind,
    Speed,
    PlayerKind,
    GameResult,
    TournamentKind,
    TournamentPhase,
);

/// A yes-or-no column as stored: a BIGINT holding 0 or 1, the same type on SQLite and
/// PostgreSQL. sqlx's `Any` driver reads a BIGINT only as an integer, so a row derived with
/// `sqlx::FromRow` reads such a column through this type: `#[sqlx(try_from = "Flag")]` on a
/// `bool` field. Any value but 0 reads as yes, as the hand-written reads did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flag(pub bool);

impl From<Flag> for bool {
    fn from(f: Flag) -> bool {
        f.0
    }
}

impl sqlx::Type<sqlx::Any> for Flag {
    fn type_info() -> sqlx::any::AnyTypeInfo {
        <i64 as sqlx::Type<sqlx::Any>>::type_info()
    }

    fn compatible(ty: &sqlx::any::AnyTypeInfo) -> bool {
        <i64 as sqlx::Type<sqlx::Any>>::compatible(ty)
    }
}

impl<'r> sqlx::Decode<'r, sqlx::Any> for Flag {
    fn decode(
        value: <sqlx::Any as sqlx::Database>::ValueRef<'r>,
    ) -> Result<Self, sqlx::error::BoxDynError> {
        Ok(Flag(
            <i64 as sqlx::Decode<'r, sqlx::Any>>::decode(value)? != 0,
        ))
    }
}
