//! Seeks that end as lichess's do: the creator may cancel an open game (live or
//! correspondence), and a live seek lasts only while its creator has the lobby or the seek's own
//! page open. Each process notes which players have such a page open (`Presence`) and keeps
//! their live seeks fresh in the database; any process takes off a live seek nobody has kept for
//! `--seek-idle` (so a creator served by another process, or one whose process died, is judged by
//! the database, not by one process's memory).

use std::time::Duration;

use rukh_store::now_ms;

use crate::play::live::{Action, Refusal};
use crate::play::{Actor, Change, Play, PlayError, Slot};
use crate::wire::GameStatus;

/// A page of a player's that keeps their live seeks: counted while it is open.
pub struct Presence {
    state: Play,
    player: String,
}

impl Play {
    /// Notes that `player` has a page open until the returned guard is dropped.
    pub fn presence(&self, player: &str) -> Presence {
        *self
            .0
            .present
            .lock()
            .expect("present")
            .entry(player.to_owned())
            .or_insert(0) += 1;
        Presence {
            state: self.clone(),
            player: player.to_owned(),
        }
    }

    /// Cancels an open game of `who`'s: it is taken off the lobby and the database.
    pub async fn cancel_seek(&self, id: &str, who: &Actor) -> Result<(), PlayError> {
        let slot = self.slot(id).await?;
        let guard = slot.live.lock().await;
        let live = guard.as_ref().ok_or_else(|| PlayError::no_game(id))?;
        if live.seat_of(who).is_none() {
            return Err(Refusal::NotAPlayer.into());
        }
        if live.row.status != GameStatus::Open {
            return Err(PlayError::Conflict(
                "the game has started: it can be aborted or resigned, not cancelled".into(),
            ));
        }
        drop(guard);
        self.take_off_open(id).await?;
        self.challenge_cancelled(id).await;
        Ok(())
    }

    /// Ends everything a player has in play, as they would by hand, before their account is
    /// deleted: their seeks and challenges are taken off, a game before both first moves is
    /// aborted and any other resigned (so its opponent wins it). What cannot be ended so (a
    /// game another process holds stale) the deletion's transaction aborts.
    pub async fn leave_everything(&self, player: &str) {
        let games = match self.0.db.unfinished_games_of(player).await {
            Ok(g) => g,
            Err(e) => {
                tracing::warn!("ending the games of {player} before deleting it: {e}");
                return;
            }
        };
        let who = Actor {
            player: Some(player.to_owned()),
            key: None,
        };
        for (id, open, ply) in games {
            let ended = if open {
                self.take_off_open(&id).await.map(|_| ())
            } else {
                let action = if ply < 2 {
                    Action::Abort
                } else {
                    Action::Resign
                };
                self.act(&id, &who, &action).await.map(|_| ())
            };
            if let Err(e) = ended {
                tracing::info!("game {id} of {player}, deleted: not ended by play ({e})");
            }
        }
    }

    /// Takes an open game off the lobby and the database (a seek cancelled, a challenge
    /// declined); its sockets hear it is gone.
    pub(crate) async fn take_off_open(&self, id: &str) -> Result<(), PlayError> {
        let slot = self.slot(id).await?;
        let mut guard = slot.live.lock().await;
        let removed = self.0.db.remove_open_game(id, None).await?;
        if !removed {
            return Err(PlayError::Conflict(
                "the game has started meanwhile: it can be aborted or resigned".into(),
            ));
        }
        *guard = None;
        drop(guard);
        self.forget(id, &slot);
        self.lobby_changed().await;
        Ok(())
    }

    /// Drops a removed game from this process's memory; its sockets are told.
    fn forget(&self, id: &str, slot: &std::sync::Arc<Slot>) {
        self.0.slots.lock().expect("slots").remove(id);
        let _ = slot.changed.send(Change::State);
    }

    /// Keeps the live seeks of the players with a page open here, and takes off those nobody
    /// kept for `seek_idle`.
    pub(crate) async fn sweep_seeks(&self) {
        let now = now_ms();
        let here: Vec<String> = self
            .0
            .present
            .lock()
            .expect("present")
            .keys()
            .cloned()
            .collect();
        for player in here {
            if let Err(e) = self.0.db.touch_seeks(&player, now).await {
                tracing::warn!("keeping the seeks of {player}: {e}");
                return;
            }
        }
        let idle = self.0.config.seek_idle.as_millis() as i64;
        let Ok(stale) = self.0.db.stale_seeks(now - idle).await else {
            return;
        };
        let mut any = false;
        for id in stale {
            match self.0.db.remove_open_game(&id, Some(now - idle)).await {
                Ok(true) => {
                    tracing::info!("seek {id} taken off: its creator left");
                    let slot = self.0.slots.lock().expect("slots").get(&id).cloned();
                    if let Some(slot) = slot {
                        *slot.live.lock().await = None;
                        self.forget(&id, &slot);
                    }
                    any = true;
                }
                Ok(false) => {}
                Err(e) => tracing::warn!("taking off seek {id}: {e}"),
            }
        }
        if any {
            self.lobby_changed().await;
        }
    }

    /// How often seeks are swept: a few times within `seek_idle`.
    pub(crate) fn seek_sweep_every(&self) -> Duration {
        (self.0.config.seek_idle / 4).clamp(Duration::from_millis(200), Duration::from_secs(5))
    }
}

impl Drop for Presence {
    fn drop(&mut self) {
        let mut present = self.state.0.present.lock().expect("present");
        if let Some(n) = present.get_mut(&self.player) {
            *n -= 1;
            if *n == 0 {
                present.remove(&self.player);
            }
        }
    }
}
