//! The words the database stores for a game's state, as enums: each reads back only the words it
//! writes, and a column holding another word is a decoding error that names it.

use std::fmt;

use rukh_rules::Color;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A side of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
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
