//! Players: who plays here. `Players` finds the player of a session or an API token, makes
//! anonymous players for visitors who play, names them, and keeps the sign-in throttle (buckets
//! per client network, per name and network, and per name, kept in the database so every
//! process counts alike: see `Players::login_gate`).

pub mod account;
pub mod error;
pub mod throttle;

use std::net::IpAddr;
use std::sync::Arc;

use rukh_store::{Db, NameError, Player, now_ms};

use crate::config::Config;
pub use error::PlayersError;

/// The players of the site.
#[derive(Clone)]
pub struct Players(pub(crate) Arc<PlayersInner>);

pub(crate) struct PlayersInner {
    pub(crate) db: Db,
    pub(crate) config: Arc<Config>,
}

/// A player, and the session token made for them when they were made just now.
pub type Made = (Player, Option<String>);

impl Players {
    pub fn new(db: Db, config: Arc<Config>) -> Players {
        Players(Arc::new(PlayersInner { db, config }))
    }

    /// The player of an API token (a bot's), if it is valid.
    pub async fn by_api_token(&self, token: &str) -> Result<Option<Player>, PlayersError> {
        Ok(self.0.db.api_token_player(token).await?)
    }

    /// The player of a session token, if the session is open.
    pub async fn by_session(&self, token: &str) -> Result<Option<Player>, PlayersError> {
        Ok(self
            .0
            .db
            .session_player(token, now_ms(), self.0.config.session_ttl)
            .await?)
    }

    /// In how many of a player's games it is their move.
    pub async fn turn_count(&self, player: &str) -> Result<i64, PlayersError> {
        Ok(self.0.db.turn_count(player).await?)
    }

    /// `known`, or a new anonymous player with a session of its own (its token returned) when
    /// the visitor has none.
    pub async fn player_or_new(&self, known: Option<&Player>) -> Result<Made, PlayersError> {
        if let Some(p) = known {
            return Ok((p.clone(), None));
        }
        let now = now_ms();
        let player = self.0.db.create_anon(now).await?;
        let token = self
            .0
            .db
            .start_session(&player.id, now, self.0.config.session_ttl.anon_ms)
            .await?;
        Ok((player, Some(token)))
    }

    /// As `player_or_new`, naming a new anonymous player `name` (checked by the caller).
    pub async fn player_named(
        &self,
        known: Option<&Player>,
        name: Option<&str>,
    ) -> Result<Made, PlayersError> {
        let (mut player, token) = self.player_or_new(known).await?;
        if token.is_some()
            && let Some(n) = name
        {
            match self.0.db.rename_anon(&player.id, n).await {
                Ok(()) => player.name = n.to_owned(),
                Err(NameError::Taken(_)) => {
                    return Err(PlayersError::NameTaken(n.to_owned()));
                }
                Err(NameError::Db(e)) => return Err(e.into()),
            }
        }
        Ok((player, token))
    }

    /// Whether a sign-in (or sign-up, or a private tournament's password) may be tried now
    /// from this client network for this name. Nobody can lock an account out: the refusals
    /// are per network (a guesser's budget over all names) and per name and network (a
    /// guesser's budget for one account), so a fresh client is never refused; the name's own
    /// bucket, spent from everywhere, only slows every attempt at it while it is dry (a
    /// guesser with many networks gains a try per pause, and the owner still signs in).
    pub async fn login_gate(&self, net: IpAddr, name: Option<&str>) -> LoginGate {
        let (burst, every) = self.0.config.login_limit;
        if burst == 0 {
            return LoginGate::Open;
        }
        let burst = f64::from(burst);
        let rate = 1.0 / every.max(1) as f64;
        // The buckets are the database's, shared by every process; a database that cannot be
        // asked refuses the attempt (it could not sign anyone in either).
        let take = |key: String, burst: f64, rate: f64| async move {
            match self.0.db.take_token(&key, burst, rate, now_ms()).await {
                Ok(taken) => taken,
                Err(e) => {
                    tracing::warn!("the sign-in limits cannot be read: {e}");
                    false
                }
            }
        };
        let Some(name) = name.map(str::to_lowercase) else {
            return if take(format!("net {net}"), 2.0 * burst, 2.0 * rate).await {
                LoginGate::Open
            } else {
                LoginGate::Refused
            };
        };
        if !take(format!("pair {net} {name}"), burst, rate).await
            || !take(format!("net {net}"), 2.0 * burst, 2.0 * rate).await
        {
            return LoginGate::Refused;
        }
        if take(format!("name {name}"), 2.0 * burst, 2.0 * rate).await {
            LoginGate::Open
        } else {
            LoginGate::Slowed(LOGIN_PAUSE)
        }
    }
}

/// The pause before every answer about a name under attack from many networks.
pub const LOGIN_PAUSE: std::time::Duration = std::time::Duration::from_secs(2);

/// What `Players::login_gate` allows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoginGate {
    Open,
    /// Tried after this pause (the name is being guessed at from many networks).
    Slowed(std::time::Duration),
    /// Not tried: this network has tried too often.
    Refused,
}

impl LoginGate {
    /// Waits out a pause; whether the attempt may go on.
    pub async fn pass(self) -> bool {
        match self {
            LoginGate::Open => true,
            LoginGate::Slowed(d) => {
                tokio::time::sleep(d).await;
                true
            }
            LoginGate::Refused => false,
        }
    }
}
