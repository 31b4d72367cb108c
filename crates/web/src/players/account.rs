//! Accounts: signing up (an anonymous player becomes an account, keeping its games), signing in
//! and out, a new password, deleting an account. Passwords are checked and hashed (Argon2id) on
//! the blocking pool; a failed sign-in costs as much as a good one and says the same for an
//! unknown name and a wrong password, so nobody learns which names exist.

use std::net::IpAddr;

use rukh_store::credentials::{
    check_password, check_username, dummy_hash, hash_password, verify_password,
};
use rukh_store::{DbError, NameError, Player, PlayerKind, now_ms};

use crate::players::{LoginGate, Players};

/// Why an account's request failed: the form field it is about and what to do.
#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    /// A field is not what it must be (`username`, `password`, `new`).
    #[error("{1}")]
    Invalid(&'static str, String),
    /// The name is an account's already, or looks like one (the sentence says which).
    #[error("{0}")]
    NameTaken(String),
    /// Too many attempts from this address (or for this name).
    #[error("{0}")]
    TooMany(String),
    /// The password given is not the account's (the field it was typed in).
    #[error("{1}")]
    WrongPassword(&'static str, String),
    /// An account without a password (made before passwords, or by the engine).
    #[error("this account has no password")]
    NoPassword,
    /// The password could not be hashed or checked: nothing was changed.
    #[error("the password could not be stored; try again")]
    Failed,
    #[error(transparent)]
    Db(#[from] DbError),
}

impl AccountError {
    /// The form field the error belongs beside.
    pub fn field(&self) -> &'static str {
        match self {
            AccountError::Invalid(f, _) | AccountError::WrongPassword(f, _) => f,
            AccountError::NameTaken(_) => "username",
            AccountError::NoPassword => "current",
            AccountError::TooMany(_) | AccountError::Failed | AccountError::Db(_) => "form",
        }
    }
}

/// A session token, for the cookie.
pub type SessionToken = String;

impl Players {
    /// Makes an account named `name` with `password`: the asker's anonymous player becomes it
    /// (its games stay theirs), or a new one is made. Starts its session.
    pub async fn sign_up(
        &self,
        asker: Option<&Player>,
        ip: IpAddr,
        name: &str,
        password: String,
    ) -> Result<(Player, SessionToken), Vec<AccountError>> {
        let mut errors = Vec::new();
        if let Err(e) = check_username(name) {
            errors.push(AccountError::Invalid("username", e));
        }
        if let Err(e) = check_password(&password) {
            errors.push(AccountError::Invalid("password", e));
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        if !self.login_gate(ip, None).await.pass().await {
            return Err(vec![AccountError::TooMany(
                "too many attempts from your network: wait a few minutes and try again".into(),
            )]);
        }
        let hash = hashed(password).await.map_err(|e| vec![e])?;
        let db = &self.0.db;
        let made = match asker.filter(|p| p.kind == PlayerKind::Anon) {
            Some(p) => db.upgrade_anon(&p.id, name, &hash).await,
            None => {
                db.create_account(name, &hash, PlayerKind::Account, now_ms())
                    .await
            }
        };
        let player = match made {
            Ok(p) => p,
            Err(NameError::Taken(n)) => {
                let why = if n.to_lowercase() == name.to_lowercase() {
                    format!("the name '{n}' is taken; choose another")
                } else {
                    format!("'{name}' looks like the name of the account {n}; choose another")
                };
                return Err(vec![AccountError::NameTaken(why)]);
            }
            Err(NameError::Db(e)) => return Err(vec![e.into()]),
        };
        tracing::info!("account {} signed up", player.name);
        let token = self.start_session(&player).await.map_err(|e| vec![e])?;
        Ok((player, token))
    }

    /// Signs in: one answer for an unknown name, a wrong password and a disabled account, each
    /// after the same work; attempts limited per address and per name.
    pub async fn sign_in(
        &self,
        ip: IpAddr,
        name: &str,
        password: String,
    ) -> Result<(Player, SessionToken), AccountError> {
        let wrong = || AccountError::WrongPassword("form", "wrong name or password".into());
        if name.is_empty() || password.is_empty() {
            return Err(AccountError::Invalid(
                "form",
                "type your name and your password".into(),
            ));
        }
        if name.len() > 100 || password.len() > 1000 {
            return Err(wrong());
        }
        match self.login_gate(ip, Some(name)).await {
            LoginGate::Refused => {
                tracing::warn!("sign-in attempts for '{name}' from {ip} refused");
                return Err(AccountError::TooMany(
                    "too many sign-in attempts from your network: wait a few minutes and try again"
                        .into(),
                ));
            }
            gate @ LoginGate::Slowed(_) => {
                tracing::warn!("sign-in attempts for '{name}' from many networks: slowed");
                gate.pass().await;
            }
            LoginGate::Open => {}
        }
        let (player, hash) = match self.0.db.account_by_name(name).await? {
            Some((p, Some(h))) if p.is_account() => (Some(p), h),
            _ => (None, dummy_hash().to_owned()),
        };
        let ok = tokio::task::spawn_blocking(move || verify_password(&hash, &password))
            .await
            .unwrap_or(false);
        match player {
            Some(p) if ok && !p.disabled => {
                tracing::info!("{} signed in", p.name);
                let token = self.start_session(&p).await?;
                Ok((p, token))
            }
            _ => Err(wrong()),
        }
    }

    /// Ends a session.
    pub async fn sign_out(&self, token: &str) -> Result<(), AccountError> {
        Ok(self.0.db.end_session(token).await?)
    }

    /// A new password for an account, the current one first. Every session ends; a new one is
    /// started for the asker.
    pub async fn change_password(
        &self,
        p: &Player,
        current: String,
        new: String,
    ) -> Result<SessionToken, AccountError> {
        if let Err(e) = check_password(&new) {
            return Err(AccountError::Invalid("new", e));
        }
        let stored = self
            .password_hash(p)
            .await?
            .ok_or(AccountError::NoPassword)?;
        let checked = tokio::task::spawn_blocking(move || {
            verify_password(&stored, &current).then(|| hash_password(&new))
        })
        .await;
        let hash = match checked {
            Ok(Some(Ok(h))) => h,
            Ok(None) => {
                return Err(AccountError::WrongPassword(
                    "current",
                    "that is not your current password".into(),
                ));
            }
            _ => return Err(AccountError::Failed),
        };
        self.0.db.set_password(&p.id, &hash).await?;
        tracing::info!("{} changed their password", p.name);
        self.start_session(p).await
    }

    /// Whether `password` is the account's own (asked again before it is deleted).
    pub async fn confirm_password(&self, p: &Player, password: String) -> Result<(), AccountError> {
        let stored = self.password_hash(p).await?.unwrap_or_default();
        let ok = tokio::task::spawn_blocking(move || verify_password(&stored, &password))
            .await
            .unwrap_or(false);
        if ok {
            Ok(())
        } else {
            Err(AccountError::WrongPassword(
                "password",
                "that is not your password".into(),
            ))
        }
    }

    /// Deletes an account (see `Db::delete_account`); its games stay without its name.
    pub async fn delete_account(&self, p: &Player) -> Result<(), AccountError> {
        self.0.db.delete_account(&p.id, now_ms()).await?;
        tracing::info!("account {} deleted", p.id);
        Ok(())
    }

    /// A new session for an account.
    async fn start_session(&self, p: &Player) -> Result<SessionToken, AccountError> {
        Ok(self
            .0
            .db
            .start_session(&p.id, now_ms(), self.0.config.session_ttl.account_ms)
            .await?)
    }

    async fn password_hash(&self, p: &Player) -> Result<Option<String>, AccountError> {
        Ok(self
            .0
            .db
            .account_by_name(&p.name)
            .await?
            .and_then(|(_, h)| h))
    }
}

/// A password's Argon2id hash, made on the blocking pool.
async fn hashed(password: String) -> Result<String, AccountError> {
    match tokio::task::spawn_blocking(move || hash_password(&password)).await {
        Ok(Ok(h)) => Ok(h),
        _ => Err(AccountError::Failed),
    }
}
