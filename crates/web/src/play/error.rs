//! What playing can fail with. Each kind says what went wrong in the player's words; the edge
//! decides how to answer it (a status, a form's message), never by the words.

use rukh_store::DbError;

use crate::play::live::Refusal;

/// What an action on a game, a new game or a seat can fail with.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    /// No such game (or it was taken off).
    #[error("no game '{0}'")]
    NoGame(String),
    /// The rules or the game's state refused the action.
    #[error(transparent)]
    Refused(#[from] Refusal),
    /// The game changed at the same moment (another request, another process): nothing was
    /// done; trying again reads it anew.
    #[error("the game changed at the same moment; reload it and try again")]
    Changed,
    /// One field of a new game is wrong: its name (as the lobby's form calls it: `name`,
    /// `variant`, `color`, `level`, `clock`, `fen`, `rules`, `mode`), and what is wrong.
    #[error("{1}")]
    Field(&'static str, String, Option<Box<Said>>),
    /// A request that makes no sense as asked (an unknown opponent kind).
    #[error("{0}")]
    Bad(String),
    /// The asker may not do this (a rated seat without an account, a wrong invitation).
    #[error("{0}")]
    Forbidden(String),
    /// The game is not in a state that allows it (already joined, not over yet).
    #[error("{0}")]
    Conflict(String),
    /// A stored game that cannot be read back: the server's fault.
    #[error("{0}")]
    Broken(String),
    /// The database did not answer; nothing was changed.
    #[error(transparent)]
    Db(#[from] DbError),
}

impl PlayError {
    /// The error of a game that is not there.
    pub fn no_game(id: &str) -> PlayError {
        PlayError::NoGame(id.to_owned())
    }

    /// The error of a new game's field `name`.
    pub fn field(name: &'static str, text: impl Into<String>) -> PlayError {
        PlayError::Field(name, text.into(), None)
    }

    /// The error of a new game's field `name`, with the words a page says it in.
    pub fn field_said(name: &'static str, text: impl Into<String>, said: Said) -> PlayError {
        PlayError::Field(name, text.into(), Some(Box::new(said)))
    }
}

/// A refusal as a page says it in its reader's language: a message of the site's catalogues,
/// its arguments, and the FEN problem it names (said inside the message as `text`).
#[derive(Clone, Debug)]
pub struct Said {
    pub key: &'static str,
    pub args: Vec<(&'static str, SaidArg)>,
    pub fen: Option<rukh_rules::FenError>,
}

/// An argument of [`Said`]: a name, kept as it is, or a number, written in the reader's digits.
#[derive(Clone, Debug)]
pub enum SaidArg {
    Text(String),
    Digits(String),
}

impl Said {
    pub fn key(key: &'static str) -> Said {
        Said {
            key,
            args: Vec::new(),
            fen: None,
        }
    }

    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Said {
        self.args.push((name, SaidArg::Text(value.into())));
        self
    }

    pub fn digits(mut self, name: &'static str, value: impl ToString) -> Said {
        self.args.push((name, SaidArg::Digits(value.to_string())));
        self
    }
}
