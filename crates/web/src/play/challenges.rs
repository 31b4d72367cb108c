//! Challenges as lichess has them: a player names another (a person, a bot or one of the
//! engine's levels), with the game, clock, colour and mode; the challenged player hears of it at
//! once (the header's count and a notice, `/api/me/events`) and accepts (takes the empty seat:
//! both go to the game) or declines with a reason the challenger reads. A challenge is an open
//! game only its challenged player may join; the challenger may cancel it while it waits. A
//! challenge to the engine is a game against it at that level, at once.

use std::sync::Arc;

use rukh_store::{Challenge, GameChange, Notice, Player, PlayerKind, now_ms};

use crate::play::create::{JoinRequest, NewGame};
use crate::play::{Play, PlayError};
use crate::wire::SeatTaken;

/// How many challenges one player may have waiting at once.
pub const MAX_WAITING: usize = 10;

/// The reasons a challenge may be declined with: the word stored, and what the challenger reads.
pub const DECLINE_REASONS: &[(&str, &str)] = &[
    ("generic", "I am not taking challenges at the moment."),
    ("later", "Not now, but please ask me again later."),
    (
        "tooFast",
        "This clock is too fast for me: please challenge me to a slower game.",
    ),
    (
        "tooSlow",
        "This clock is too slow for me: please challenge me to a faster game.",
    ),
    ("timeControl", "I am not taking challenges with this clock."),
    ("rated", "Please send me a rated challenge instead."),
    ("casual", "Please send me a casual challenge instead."),
    ("variant", "I would rather not play this game now."),
    ("noBot", "I am not taking challenges from bots."),
    ("onlyBot", "I only take challenges from bots."),
];

/// What a declined challenge's reason says (the generic one for a word not in the list).
pub fn reason_text(word: Option<&str>) -> &'static str {
    DECLINE_REASONS
        .iter()
        .find(|(w, _)| Some(*w) == word)
        .unwrap_or(&DECLINE_REASONS[0])
        .1
}

impl Play {
    /// `challenger` challenges `target` to the game `req` describes (its opponent is ignored).
    pub async fn challenge(
        &self,
        mut req: NewGame,
        challenger: &Player,
        target: &Player,
    ) -> Result<SeatTaken, PlayError> {
        if !challenger.is_account() {
            return Err(PlayError::Forbidden(
                "challenges are for accounts: sign in (or sign up) to challenge a player".into(),
            ));
        }
        if target.id == challenger.id {
            return Err(PlayError::Bad("you cannot challenge yourself".into()));
        }
        if target.disabled {
            return Err(PlayError::Forbidden(format!(
                "{} takes no challenges",
                target.name
            )));
        }
        if target.kind == PlayerKind::Engine {
            // The engine is always in: the game starts at once at the level challenged.
            let level = target
                .id
                .trim_start_matches("engine-")
                .parse::<i64>()
                .map_err(|_| PlayError::Bad(format!("no engine level '{}'", target.id)))?;
            req.opponent = Some("engine".into());
            req.level = Some(level);
            req.rated = Some(false);
            return self.create_game(req, Some(challenger)).await;
        }
        if !target.is_account() {
            return Err(PlayError::Bad(format!(
                "{} has no account to challenge",
                target.name
            )));
        }
        let waiting = self.0.db.pending_challenges(&challenger.id).await?;
        if waiting
            .iter()
            .any(|c| c.challenger == challenger.id && c.challenged == target.id)
        {
            return Err(PlayError::Conflict(format!(
                "you have challenged {} already: wait for the answer, or cancel that challenge first",
                target.name
            )));
        }
        if waiting
            .iter()
            .filter(|c| c.challenger == challenger.id)
            .count()
            >= MAX_WAITING
        {
            return Err(PlayError::Conflict(format!(
                "you have {MAX_WAITING} challenges waiting for an answer: cancel one first"
            )));
        }
        req.opponent = Some("human".into());
        req.min_rating = None;
        req.max_rating = None;
        req.rating_range = None;
        let mut taken = self.create_game(req, Some(challenger)).await?;
        self.0
            .db
            .insert_challenge(&taken.id, &challenger.id, &target.id, now_ms())
            .await?;
        // The link would let anyone in: a challenge is answered by its player alone.
        taken.invite_url = None;
        self.challenge_news(&taken.id, &challenger.id, &target.id)
            .await;
        tracing::info!(
            "challenge {}: {} challenges {}",
            taken.id,
            challenger.name,
            target.name
        );
        Ok(taken)
    }

    /// The waiting challenges `player` made or was sent.
    pub async fn challenges_of(&self, player: &str) -> Result<Vec<Challenge>, PlayError> {
        Ok(self.0.db.pending_challenges(player).await?)
    }

    /// The challenge `id` (its game taken off or not).
    pub async fn challenge_of(&self, id: &str) -> Result<Option<Challenge>, PlayError> {
        Ok(self.0.db.challenge(id).await?)
    }

    /// The challenged player takes the seat: both go to the game.
    pub async fn accept_challenge(&self, id: &str, who: &Player) -> Result<SeatTaken, PlayError> {
        let c = self.waiting_challenge(id).await?;
        if c.challenged != who.id {
            return Err(PlayError::Forbidden(format!(
                "this challenge is for {}",
                c.challenged_name
            )));
        }
        let invite = {
            let slot = self.slot(id).await?;
            let guard = slot.live.lock().await;
            guard
                .as_ref()
                .and_then(|l| l.row.invite_token.clone())
                .ok_or_else(|| PlayError::Conflict("the challenge was taken off".into()))?
        };
        let taken = self
            .join_game(id, JoinRequest { invite, name: None }, Some(who))
            .await?;
        self.0
            .db
            .answer_challenge(id, "accepted", None, now_ms())
            .await?;
        self.challenge_news(id, &c.challenger, &c.challenged).await;
        Ok(taken)
    }

    /// The challenged player says no, with a reason (a word of [`DECLINE_REASONS`]).
    pub async fn decline_challenge(
        &self,
        id: &str,
        who: &Player,
        reason: Option<&str>,
    ) -> Result<(), PlayError> {
        let c = self.waiting_challenge(id).await?;
        if c.challenged != who.id {
            return Err(PlayError::Forbidden(format!(
                "this challenge is for {}",
                c.challenged_name
            )));
        }
        let reason = reason.unwrap_or("generic");
        if !DECLINE_REASONS.iter().any(|(w, _)| *w == reason) {
            return Err(PlayError::Bad(format!(
                "reason '{reason}': use one of {}",
                DECLINE_REASONS
                    .iter()
                    .map(|(w, _)| *w)
                    .collect::<Vec<_>>()
                    .join(", ")
            )));
        }
        if !self
            .0
            .db
            .answer_challenge(id, "declined", Some(reason), now_ms())
            .await?
        {
            return Err(PlayError::Conflict(
                "the challenge was answered meanwhile".into(),
            ));
        }
        self.take_off_open(id).await?;
        self.challenge_news(id, &c.challenger, &c.challenged).await;
        Ok(())
    }

    /// A challenge still waiting for its answer.
    async fn waiting_challenge(&self, id: &str) -> Result<Challenge, PlayError> {
        let c = self
            .0
            .db
            .challenge(id)
            .await?
            .ok_or_else(|| PlayError::no_game(id))?;
        if c.status != "pending" {
            return Err(PlayError::Conflict(format!(
                "the challenge was {} already",
                c.status
            )));
        }
        Ok(c)
    }

    /// The open game `id` may be taken by `joiner` only if it is no challenge for another.
    pub(crate) async fn challenge_allows(
        &self,
        id: &str,
        joiner: Option<&Player>,
    ) -> Result<(), PlayError> {
        match self.0.db.challenge(id).await? {
            Some(c) if c.status == "pending" && joiner.is_none_or(|j| j.id != c.challenged) => {
                Err(PlayError::Forbidden(format!(
                    "this game is a challenge for {}",
                    c.challenged_name
                )))
            }
            _ => Ok(()),
        }
    }

    /// A cancelled open game that was a challenge: its challenged player hears it is gone.
    pub(crate) async fn challenge_cancelled(&self, id: &str) {
        if let Ok(true) = self
            .0
            .db
            .answer_challenge(id, "cancelled", None, now_ms())
            .await
            && let Ok(Some(c)) = self.0.db.challenge(id).await
        {
            self.challenge_news(id, &c.challenger, &c.challenged).await;
        }
    }

    /// Both players' pages hear that a challenge changed: in this process at once, in the
    /// others through the database's notice.
    async fn challenge_news(&self, id: &str, challenger: &str, challenged: &str) {
        let players = [Some(challenger.to_owned()), Some(challenged.to_owned())];
        let _ = self.0.seat_news.send(Arc::new(players.clone()));
        let notice = Notice::Game {
            id: id.to_owned(),
            version: 0,
            change: GameChange::State,
            engine_to_move: false,
            players,
        };
        if let Err(e) = self.0.db.notify(&notice).await {
            tracing::warn!("telling the other processes of challenge {id}: {e}");
        }
    }
}
