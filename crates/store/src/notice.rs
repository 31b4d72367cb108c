//! What one server process tells the others when it has stored a change (PostgreSQL's
//! NOTIFY, delivered when the change commits), and the listener that hears them.
//!
//! A notice travels as one line of text: `GAME VERSION KIND ENGINE-TO-MOVE WHITE BLACK` (KIND:
//! move, end (a move that ended the game), chat, state; WHITE and BLACK the seats' players, `-`
//! for none), or `- 0 lobby 0`. `Notice::encode` writes it and `Notice::decode` reads it; nothing
//! else does, so processes of one version always understand each other.

use crate::DbError;

/// What changed in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameChange {
    /// One move was added.
    Move,
    /// One move was added and it ended the game (the lobby's lists changed too).
    End,
    /// One chat line was added.
    Chat,
    /// Anything else: read the whole game again.
    State,
}

impl GameChange {
    pub fn as_str(self) -> &'static str {
        match self {
            GameChange::Move => "move",
            GameChange::End => "end",
            GameChange::Chat => "chat",
            GameChange::State => "state",
        }
    }

    fn parse(s: &str) -> Option<GameChange> {
        [
            GameChange::Move,
            GameChange::End,
            GameChange::Chat,
            GameChange::State,
        ]
        .into_iter()
        .find(|c| c.as_str() == s)
    }
}

/// A notice between processes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A game changed: it is now at `version`.
    Game {
        id: String,
        version: i64,
        change: GameChange,
        /// The change left the engine to move.
        engine_to_move: bool,
        /// The players of its seats (white, black).
        players: [Option<String>; 2],
    },
    /// The lobby's lists changed without a game's change (a seek taken off).
    Lobby,
}

impl Notice {
    /// The notice as it travels.
    pub fn encode(&self) -> String {
        match self {
            Notice::Lobby => "- 0 lobby 0".to_owned(),
            Notice::Game {
                id,
                version,
                change,
                engine_to_move,
                players,
            } => format!(
                "{id} {version} {} {} {} {}",
                change.as_str(),
                u8::from(*engine_to_move),
                players[0].as_deref().unwrap_or("-"),
                players[1].as_deref().unwrap_or("-"),
            ),
        }
    }

    /// Reads a notice; None for text that is not one.
    pub fn decode(text: &str) -> Option<Notice> {
        let mut parts = text.split(' ');
        let (id, version, kind, engine) =
            (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
        if kind == "lobby" {
            return Some(Notice::Lobby);
        }
        let player = |p: Option<&str>| p.filter(|p| *p != "-" && !p.is_empty()).map(str::to_owned);
        let players = [player(parts.next()), player(parts.next())];
        if parts.next().is_some() || id.is_empty() || id == "-" {
            return None;
        }
        Some(Notice::Game {
            id: id.to_owned(),
            version: version.parse().ok()?,
            change: GameChange::parse(kind)?,
            engine_to_move: match engine {
                "1" => true,
                "0" => false,
                _ => return None,
            },
            players,
        })
    }
}

/// The channel other server processes hear changes on.
pub const CHANNEL: &str = "rukh_games";

/// What the listener heard.
#[derive(Debug)]
pub enum Heard {
    Notice(Notice),
    /// The connection was lost and is made again on the next call: notices sent meanwhile are
    /// lost, so what is held should be read again.
    Lost,
}

/// Hears the notices of other processes (PostgreSQL).
pub struct Listener(sqlx::postgres::PgListener);

impl Listener {
    /// Connects to the database at `url` and listens.
    pub async fn connect(url: &str) -> Result<Listener, DbError> {
        let mut l = sqlx::postgres::PgListener::connect(url).await?;
        l.listen(CHANNEL).await?;
        Ok(Listener(l))
    }

    /// The next notice (a line that is not one is passed over, with a warning).
    pub async fn next(&mut self) -> Result<Heard, DbError> {
        loop {
            match self.0.try_recv().await? {
                None => return Ok(Heard::Lost),
                Some(n) => match Notice::decode(n.payload()) {
                    Some(notice) => return Ok(Heard::Notice(notice)),
                    None => tracing::warn!("a notice that is none: {:?}", n.payload()),
                },
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notices_read_back_what_they_write() {
        let n = Notice::Game {
            id: "abc".into(),
            version: 7,
            change: GameChange::End,
            engine_to_move: true,
            players: [Some("p1".into()), None],
        };
        assert_eq!(n.encode(), "abc 7 end 1 p1 -");
        assert_eq!(Notice::decode(&n.encode()), Some(n));
        assert_eq!(Notice::decode(&Notice::Lobby.encode()), Some(Notice::Lobby));
        for bad in [
            "",
            "abc",
            "abc x move 0 - -",
            "abc 1 jump 0 - -",
            "abc 1 move 2 - -",
        ] {
            assert_eq!(Notice::decode(bad), None, "{bad}");
        }
    }
}
