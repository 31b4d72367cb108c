//! What the site's tournaments do for their players, as the service's methods: a tournament
//! made (its maker joining where they may), joining (the conditions, a private event's password)
//! and withdrawing, a tournament read with its table, and berserk in an arena game.

use rukh_store::credentials::{hash_password, verify_password};
use rukh_store::{Player, Tournament, TournamentPhase, now_ms};

use crate::play::Actor;
use crate::play::live::Action;
use crate::tournaments::site::{Standing, standings};
use crate::tournaments::swiss_site::{SwissRow, crosstable, next_round_at};
use crate::tournaments::{TournamentError, Tournaments};
use crate::wire::GameView;

/// Why a player may not join a tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JoinRefusal {
    Over,
    AccountsOnly,
    NotForBots,
    /// The player's rating (in the tournament's game and speed) is outside its range.
    RatingOutOfRange {
        rating: i64,
    },
    LastRoundUnderWay,
    WrongPassword,
}

impl JoinRefusal {
    /// The catalogue's keys of the refusal's title and of why (`tn-refused-*`); a rating out of
    /// range says the range and the rating with them.
    pub fn keys(&self) -> (&'static str, &'static str) {
        match self {
            JoinRefusal::Over => ("tn-over-title", "tn-over"),
            JoinRefusal::AccountsOnly => ("tn-accounts-title", "tn-accounts"),
            JoinRefusal::NotForBots => ("tn-bots-title", "tn-bots"),
            JoinRefusal::RatingOutOfRange { .. } => ("tn-range-title", "tn-range"),
            JoinRefusal::LastRoundUnderWay => ("tn-last-round-title", "tn-last-round"),
            JoinRefusal::WrongPassword => ("tn-password-title", "tn-password"),
        }
    }

    /// A refusal of the state of the tournament (rather than of the player).
    pub fn is_conflict(&self) -> bool {
        matches!(self, JoinRefusal::Over | JoinRefusal::LastRoundUnderWay)
    }
}

/// A tournament and its table, read together.
pub struct Loaded {
    pub t: Tournament,
    pub table: Table,
}

/// An arena's standings or a Swiss's crosstable.
pub enum Table {
    Arena(Vec<Standing>),
    Swiss {
        rows: Vec<SwissRow>,
        rounds: Vec<(i64, i64)>,
        next: Option<i64>,
    },
}

impl Tournaments {
    /// A player's rating in the tournament's game and speed now.
    pub async fn seed_of(&self, t: &Tournament, p: &Player, now: i64) -> f64 {
        self.db()
            .stand(&p.id, &t.variant, t.speed(), now)
            .await
            .map_or(1500.0, |s| s.rating)
    }

    /// Whether a player may join (the password apart).
    pub async fn may_join(&self, t: &Tournament, p: &Player, now: i64) -> Result<(), JoinRefusal> {
        if t.phase(now) == TournamentPhase::Finished {
            return Err(JoinRefusal::Over);
        }
        if t.rated && !p.is_account() {
            return Err(JoinRefusal::AccountsOnly);
        }
        if p.is_bot() && !t.bots {
            return Err(JoinRefusal::NotForBots);
        }
        if t.min_rating.is_some() || t.max_rating.is_some() {
            let r = self.seed_of(t, p, now).await.round() as i64;
            if t.min_rating.is_some_and(|m| r < m) || t.max_rating.is_some_and(|m| r > m) {
                return Err(JoinRefusal::RatingOutOfRange { rating: r });
            }
        }
        if t.is_swiss() {
            let rounds = self.db().tournament_rounds(&t.id).await.unwrap_or_default();
            if rounds.len() as i64 >= t.rounds {
                return Err(JoinRefusal::LastRoundUnderWay);
            }
        }
        Ok(())
    }

    /// Makes a tournament (with a private one's password hashed); its maker joins where they
    /// may (a bot only an event for bots, a rating in range).
    pub async fn create(
        &self,
        mut t: Tournament,
        password: Option<String>,
        maker: &Player,
    ) -> Result<Tournament, TournamentError> {
        if let Some(p) = password {
            let hash = tokio::task::spawn_blocking(move || hash_password(&p))
                .await
                .map_err(|e| TournamentError::Invalid(e.to_string()))?
                .map_err(TournamentError::Invalid)?;
            t.password_hash = Some(hash);
        }
        self.db().create_tournament(&t).await?;
        tracing::info!(tournament = %t.id, "{} made the {} '{}'", maker.name, t.kind, t.name);
        let now = now_ms();
        if self.may_join(&t, maker, now).await.is_ok() {
            let seed = self.seed_of(&t, maker, now).await;
            let _ = self.db().join_tournament(&t.id, &maker.id, seed, now).await;
        }
        Ok(t)
    }

    /// Joins a player to a tournament, a private one's password given; `Ok(Err(why))` when
    /// the player may not.
    pub async fn join(
        &self,
        t: &Tournament,
        p: &Player,
        password: String,
    ) -> Result<Result<(), JoinRefusal>, TournamentError> {
        let now = now_ms();
        if let Err(why) = self.may_join(t, p, now).await {
            return Ok(Err(why));
        }
        if let Some(hash) = t.password_hash.clone() {
            let ok = password.len() <= 1000
                && tokio::task::spawn_blocking(move || verify_password(&hash, &password))
                    .await
                    .unwrap_or(false);
            if !ok {
                return Ok(Err(JoinRefusal::WrongPassword));
            }
        }
        let seed = self.seed_of(t, p, now).await;
        self.db().join_tournament(&t.id, &p.id, seed, now).await?;
        Ok(Ok(()))
    }

    /// Takes a player out of a tournament's pairings.
    pub async fn withdraw(&self, id: &str, p: &Player) -> Result<(), TournamentError> {
        self.db().withdraw(id, &p.id).await?;
        Ok(())
    }

    /// A tournament as stored.
    pub async fn tournament(&self, id: &str) -> Result<Option<Tournament>, TournamentError> {
        Ok(self.db().tournament(id).await?)
    }

    /// Tournaments under way or to come, and those that ended lately (at most `done`).
    pub async fn list(
        &self,
        now: i64,
        done: i64,
    ) -> Result<(Vec<Tournament>, Vec<Tournament>), TournamentError> {
        Ok(self.db().tournaments(now, done).await?)
    }

    /// Notes that a player has the tournament's page open (an arena pairs those present).
    pub async fn seen(&self, id: &str, p: &Player, now: i64) {
        let _ = self.db().seen_in_tournament(id, &p.id, now).await;
    }

    /// A tournament with its table: an arena's standings or a Swiss's crosstable.
    pub async fn load(&self, id: &str) -> Result<Option<Loaded>, TournamentError> {
        let db = self.db();
        let Some(t) = db.tournament(id).await? else {
            return Ok(None);
        };
        let entrants = db.entrants(id).await?;
        let games = db.tournament_games(id).await?;
        let table = if t.is_swiss() {
            let rounds = db.tournament_rounds(id).await?;
            let byes = db.tournament_byes(id).await?;
            let next = next_round_at(&t, &games, &rounds);
            Table::Swiss {
                rows: crosstable(&entrants, &games, &byes, rounds.len() as i64),
                rounds,
                next,
            }
        } else {
            Table::Arena(standings(&entrants, &games))
        };
        Ok(Some(Loaded { t, table }))
    }

    /// Berserk in an arena game: half the clock before one's first move, for a point more.
    pub async fn berserk(&self, game: &str, me: &Player) -> Result<GameView, TournamentError> {
        let Some((tid, white, black, _, _)) = self.db().tournament_game(game).await? else {
            return Err(TournamentError::Conflict(
                "berserk is for arena games; this game is in no tournament".into(),
            ));
        };
        let t = self
            .db()
            .tournament(&tid)
            .await?
            .ok_or_else(|| TournamentError::NoTournament(tid.clone()))?;
        if t.is_swiss() {
            return Err(TournamentError::Conflict(
                "berserk is for arenas; a Swiss game is played on the full clock".into(),
            ));
        }
        let side_white = if me.id == white {
            true
        } else if me.id == black {
            false
        } else {
            return Err(TournamentError::Forbidden(
                "only the players of this game may go berserk".into(),
            ));
        };
        let actor = Actor {
            player: Some(me.id.clone()),
            key: None,
        };
        let view = self.0.play.act(game, &actor, &Action::Berserk).await?;
        self.db().set_berserk(game, side_white).await?;
        tracing::info!(tournament = %tid, game, "{} went berserk", me.name);
        Ok(view)
    }
}
