//! The game actor: each game held in memory behind its own lock; an action (a move, an offer, a
//! resignation) runs under that lock, is stored durably, and only then is heard by the game's
//! listeners; the engine is asked for its move when its turn comes.

use std::sync::Arc;
use std::time::{Duration, Instant};

use rukh_rules::Color;
use rukh_store::{DbError, GameRow, now_ms};
use tokio::sync::broadcast;

use crate::metrics;
use crate::play::engine_pool::Job;
use crate::play::live::Actor;
use crate::play::live::{Action, Live, Refusal};
use crate::play::{Change, LEASE_MS, Play, PlayError, Slot};
use crate::site::games::color_name;
use crate::wire::{ClockKind, GameStatus, GameView};
use rukh_store as db;

impl Play {
    /// The slot of a game, loading it from the database on first use.
    pub(crate) async fn slot(&self, id: &str) -> Result<Arc<Slot>, PlayError> {
        if id.len() > 64 || !id.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(PlayError::no_game(id));
        }
        let slot = {
            let mut slots = self.0.slots.lock().expect("slots");
            Arc::clone(slots.entry(id.to_owned()).or_insert_with(|| {
                Arc::new(Slot {
                    live: tokio::sync::Mutex::new(None),
                    changed: broadcast::channel(64).0,
                    presence: std::sync::Mutex::new(crate::play::SeatPresence::new(now_ms())),
                })
            }))
        };
        let mut guard = slot.live.lock().await;
        if guard.is_none()
            && let Err(e) = self.load(id, &mut guard).await
        {
            drop(guard);
            if matches!(e, PlayError::NoGame(_)) {
                self.0.slots.lock().expect("slots").remove(id);
            }
            return Err(e);
        }
        drop(guard);
        Ok(slot)
    }

    /// Reads a game from the database into its slot.
    pub(crate) async fn load(&self, id: &str, guard: &mut Option<Live>) -> Result<(), PlayError> {
        let Some(row) = self.0.db.game(id).await? else {
            return Err(PlayError::no_game(id));
        };
        let moves = self.0.db.moves(id).await?;
        let chat = self.0.db.chat(id).await?;
        // A design's version another process saved is read from the database first.
        crate::site::games::ensure_variant(&self.0.db, &row.variant).await;
        let mut live = Live::load(row, moves, chat)
            .map_err(|e| PlayError::Broken(format!("game {id} cannot be read back: {e}")))?;
        // Who is here is the slot's to know, not the database's.
        let slot = self.0.slots.lock().expect("slots").get(id).cloned();
        if let Some(slot) = slot {
            live.away = slot.presence.lock().expect("presence").away();
        }
        *guard = Some(live);
        Ok(())
    }

    /// Runs an action on a game under its lock, stores it, then tells the listeners. When
    /// another process changed the game meanwhile, the game is read again and the action tried
    /// on it (a move made on a position that is gone is refused then as stale).
    pub(crate) async fn act(
        &self,
        id: &str,
        who: &Actor,
        action: &Action,
    ) -> Result<GameView, PlayError> {
        let started = Instant::now();
        let done = self.act_inner(id, who, action).await;
        if matches!(action, Action::Move { .. }) && done.is_ok() {
            metrics::MOVE.observe(started);
        }
        done
    }

    pub(crate) async fn act_inner(
        &self,
        id: &str,
        who: &Actor,
        action: &Action,
    ) -> Result<GameView, PlayError> {
        let slot = self.slot(id).await?;
        // A spectator's chat line is signed with their account's name (read before the game's
        // lock is taken); a visitor without an account has none and is asked to sign in.
        let account = match (action, who.player.as_deref()) {
            (Action::Chat { .. }, Some(p)) => self
                .0
                .db
                .player(p)
                .await?
                .filter(|p| p.is_account() && !p.disabled)
                .map(|p| p.name),
            _ => None,
        };
        // A claim against an absent opponent: their page may be open on another process.
        let here_elsewhere = if matches!(action, Action::ClaimAbsent { .. }) {
            [
                self.seat_here_elsewhere(id, rukh_rules::Color::White).await,
                self.seat_here_elsewhere(id, rukh_rules::Color::Black).await,
            ]
        } else {
            [false, false]
        };
        let waited = Instant::now();
        let mut guard = slot.live.lock().await;
        metrics::LOCK.add(waited);
        let mut attempt = 0;
        loop {
            if guard.is_none() {
                self.load(id, &mut guard).await?;
            }
            let live = guard.as_mut().ok_or_else(|| PlayError::no_game(id))?;
            let by = live.seat_of(who);
            if let Some(me) = by
                && here_elsewhere[(!me).index()]
            {
                return Err(crate::play::live::Refusal::said(
                    "claim-opponent-here",
                    "your opponent has the game open: there is nothing to claim",
                )
                .into());
            }
            // A player acting by the API (no page) is here now.
            slot.seen(live, by);
            if live.engine_color().is_some() && by == live.engine_color() {
                return Err(Refusal::NotAPlayer.into());
            }
            let author = by
                .map(|c| {
                    let name = match c {
                        Color::White => &live.row.white_name,
                        Color::Black => &live.row.black_name,
                    };
                    name.clone().unwrap_or_else(|| color_name(c).to_owned())
                })
                .or_else(|| account.clone())
                .unwrap_or_default();
            match self.apply(&slot, &mut guard, by, action, &author).await {
                Err(e) if matches!(e, PlayError::Changed) && attempt < 3 => attempt += 1,
                Err(e) => return Err(e),
                Ok(()) => {
                    let live = guard.as_ref().ok_or_else(|| PlayError::no_game(id))?;
                    return Ok(live.view(by, now_ms()));
                }
            }
        }
    }

    /// Plays the engine's answer, if the game is still in the position it was found for (the
    /// same ply and position: a takeback and a new move can bring back the ply, not the
    /// position); otherwise the engine is asked again.
    pub(crate) async fn act_as_engine(
        &self,
        id: &str,
        hash: u64,
        action: &Action,
    ) -> Result<(), PlayError> {
        let slot = self.slot(id).await?;
        let mut guard = slot.live.lock().await;
        let mut attempt = 0;
        loop {
            if guard.is_none() {
                self.load(id, &mut guard).await?;
            }
            let live = guard.as_mut().ok_or_else(|| PlayError::no_game(id))?;
            if live.pos.hash() != hash {
                if attempt == 0 && self.0.db.is_postgres() {
                    // Perhaps only this copy is behind: read the game again first.
                    *guard = None;
                    attempt += 1;
                    continue;
                }
                self.after_change(live);
                return Err(Refusal::Stale.into());
            }
            let by = live.engine_color();
            match self.apply(&slot, &mut guard, by, action, "Rukh").await {
                Err(e) if matches!(e, PlayError::Changed) && attempt < 3 => attempt += 1,
                other => return other,
            }
        }
    }

    pub(crate) async fn apply(
        &self,
        slot: &Slot,
        guard: &mut Option<Live>,
        by: Option<Color>,
        action: &Action,
        author: &str,
    ) -> Result<(), PlayError> {
        let live = guard.as_mut().expect("loaded");
        let flagged_before = live.row.status == GameStatus::Finished;
        let t = Instant::now();
        let now = now_ms();
        let result = live.act(by, action, author, now);
        metrics::RULES.add(t);
        let changes = match result {
            Ok(c) => c,
            Err(r) => {
                // A flag that fell while refusing is still news to store.
                if !flagged_before && live.row.status == GameStatus::Finished {
                    self.store(guard, None, &[], &[]).await?;
                    let _ = slot.changed.send(Change::State);
                }
                return Err(r.into());
            }
        };
        self.store(
            guard,
            changes.keep_plies,
            &changes.new_moves,
            &changes.new_chat,
        )
        .await?;
        let live = guard.as_mut().expect("loaded");
        if !flagged_before && live.row.status == GameStatus::Finished {
            let _ = self.0.lobby.send(());
        }
        self.after_change(live);
        let t = Instant::now();
        if matches!(action, Action::Chat { .. }) {
            for line in &changes.new_chat {
                let _ = slot.changed.send(Change::Chat(line.clone()));
            }
        } else if !changes.new_moves.is_empty()
            && changes.keep_plies.is_none()
            && !(live.row.status == GameStatus::Finished && live.row.rated)
        {
            // (A rated game's last move goes out as the whole game, with the ratings' change.)
            let _ = slot
                .changed
                .send(Change::Move(Arc::new(live.move_event(now))));
        } else {
            let _ = slot.changed.send(Change::State);
        }
        metrics::EVENTS.add(t);
        Ok(())
    }

    /// Writes the game over the version it was read at; if the database refuses (or another
    /// process changed the game first), the game is dropped from memory so the next request
    /// reads what was really stored.
    pub(crate) async fn store(
        &self,
        guard: &mut Option<Live>,
        keep: Option<i64>,
        moves: &[db::MoveRow],
        chat: &[db::ChatRow],
    ) -> Result<(), PlayError> {
        let live = guard.as_mut().expect("loaded");
        // A move that ends the game also changes the lobby's lists: "end" tells other
        // processes both.
        let change =
            if !moves.is_empty() && keep.is_none() && live.row.status == GameStatus::Finished {
                db::GameChange::End
            } else if !moves.is_empty() && keep.is_none() {
                db::GameChange::Move
            } else if !chat.is_empty() {
                db::GameChange::Chat
            } else {
                db::GameChange::State
            };
        let notice = db::Notice::Game {
            id: live.row.id.clone(),
            version: live.row.version + 1,
            change,
            engine_to_move: live.row.engine_to_move(),
            players: [live.row.white_player.clone(), live.row.black_player.clone()],
        };
        let save = db::Save {
            row: live.row.clone(),
            keep_plies: keep,
            moves: moves.to_vec(),
            chat: chat.to_vec(),
            notice: Some(notice),
        };
        let t = Instant::now();
        let saved = self.0.db.store(save).await;
        metrics::STORE.add(t);
        match saved {
            Ok(stored) => {
                live.row.version += 1;
                if stored.ratings.is_some() {
                    live.row.ratings = stored.ratings;
                }
                self.tell_seats(&live.row);
                Ok(())
            }
            Err(DbError::Conflict) => {
                *guard = None;
                Err(PlayError::Changed)
            }
            Err(e) => {
                *guard = None;
                Err(e.into())
            }
        }
    }

    /// Asks the engine for a move when it is its turn, once this process holds the lease of
    /// the position (so one process thinks, and the move is played once).
    pub(crate) fn after_change(&self, live: &mut Live) {
        let Some(engine) = self.0.engine.clone() else {
            return;
        };
        if live.engine_color().is_none() || live.to_move() != live.engine_color() {
            return;
        }
        let key = (live.row.id.clone(), live.row.ply, live.pos.hash());
        if !self
            .0
            .engine_pending
            .lock()
            .expect("pending")
            .insert(key.clone())
        {
            return;
        }
        let mut budget = self.0.config.engine_movetime;
        if let Some(left) = live.time_left(now_ms())
            && live.row.clock_kind == ClockKind::Live
        {
            let share = (left.max(0) as u64) / 25 + live.row.increment_ms as u64 / 2;
            budget = budget.min(Duration::from_millis(share.max(20)));
        }
        let job = Job {
            game_id: key.0.clone(),
            ply: key.1,
            pos: live.pos.clone(),
            level: live.row.engine_level,
            budget,
        };
        let state = self.clone();
        tokio::spawn(async move {
            let now = now_ms();
            // A short lease, renewed every second while this process lives (`sweep_engine`):
            // when it dies, another process takes the move over within a few seconds.
            let until = now + LEASE_MS;
            let claimed = state
                .0
                .db
                .claim_engine(&job.game_id, job.ply, &state.0.instance, now, until)
                .await;
            if !matches!(claimed, Ok(true)) || !engine.submit(job) {
                state.0.engine_pending.lock().expect("pending").remove(&key);
            }
        });
    }
}

impl Play {
    /// A game as `who` sees it (their seat's legal moves and offers, if they hold one).
    pub async fn view(&self, id: &str, who: &Actor) -> Result<GameView, PlayError> {
        let slot = self.slot(id).await?;
        let mut guard = slot.live.lock().await;
        let live = guard.as_mut().ok_or_else(|| PlayError::no_game(id))?;
        let by = live.seat_of(who);
        // A player reading their game by the API (no page) is here now.
        slot.seen(live, by);
        Ok(live.view(by, now_ms()))
    }

    /// A page of `seat`'s player opened (`here`) or closed on a game: the players' presence
    /// changes, and everyone watching is sent the game again.
    pub(crate) async fn seat_presence(&self, slot: &Slot, seat: rukh_rules::Color, here: bool) {
        let mut guard = slot.live.lock().await;
        let away = {
            let mut p = slot.presence.lock().expect("presence");
            if here {
                p.arrive(seat);
            } else {
                p.leave(seat, now_ms());
            }
            p.away()
        };
        if let Some(live) = guard.as_mut()
            && live.away != away
        {
            live.away = away;
            let _ = slot.changed.send(Change::State);
        }
    }

    /// A game's record: its PGN (its `Site` on `origin`, the site's address), or its Game
    /// Courier log.
    pub async fn record(&self, id: &str, pgn: bool, origin: &str) -> Result<String, PlayError> {
        let slot = self.slot(id).await?;
        let guard = slot.live.lock().await;
        let live = guard.as_ref().ok_or_else(|| PlayError::no_game(id))?;
        Ok(if pgn {
            live.pgn_at(origin)
        } else {
            live.courier_log()
        })
    }

    /// Games as the lists show them, filtered.
    pub async fn list(
        &self,
        filter: &db::GameFilter,
    ) -> Result<Vec<crate::wire::GameSummary>, PlayError> {
        let games = self.0.db.list(filter).await?;
        Ok(games.iter().map(crate::play::summary).collect())
    }

    /// Tells the players of a game that it changed (the header's count of games where it is
    /// their move).
    pub(crate) fn tell_seats(&self, row: &GameRow) {
        if row.white_player.is_some() || row.black_player.is_some() {
            let _ = self.0.seat_news.send(Arc::new([
                row.white_player.clone(),
                row.black_player.clone(),
            ]));
        }
    }
}

/// A page's place at a game: the seat it counts as present for (none for a spectator), told to
/// the game when it changes (a player who joins) and when the page goes.
pub struct Watcher {
    play: Play,
    slot: Arc<Slot>,
    seat: Option<rukh_rules::Color>,
    /// Counted among the game's spectators.
    watching: bool,
}

impl Watcher {
    pub fn new(play: &Play, slot: &Arc<Slot>) -> Watcher {
        Watcher {
            play: play.clone(),
            slot: Arc::clone(slot),
            seat: None,
            watching: false,
        }
    }

    /// The page now sits in `seat`, or watches (`None`) (call without the game's lock held).
    pub async fn sit(&mut self, seat: Option<rukh_rules::Color>) {
        if seat.is_none() != self.watching {
            self.watch(seat.is_none());
        }
        if seat == self.seat {
            return;
        }
        if let Some(c) = self.seat {
            self.play.seat_presence(&self.slot, c, false).await;
        }
        if let Some(c) = seat {
            self.play.seat_presence(&self.slot, c, true).await;
        }
        self.seat = seat;
    }

    /// How many watch the game now (in this process).
    pub fn watchers(&self) -> u32 {
        self.slot.presence.lock().expect("presence").watchers()
    }

    fn watch(&mut self, on: bool) {
        self.watching = on;
        let n = self.slot.presence.lock().expect("presence").watch(on);
        let _ = self.slot.changed.send(Change::Watchers(n));
    }
}

impl Drop for Watcher {
    fn drop(&mut self) {
        if self.watching {
            self.watch(false);
        }
        if let Some(c) = self.seat.take() {
            let (play, slot) = (self.play.clone(), Arc::clone(&self.slot));
            if let Ok(rt) = tokio::runtime::Handle::try_current() {
                rt.spawn(async move { play.seat_presence(&slot, c, false).await });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::AppState;
    use crate::config::Config;
    use crate::play::NewGame;
    use serde_json::json;

    /// The takeback race: the engine's answer for a position that a takeback and a new move
    /// have replaced at the same ply is not played; the answer for the position itself is.
    #[tokio::test]
    async fn engine_answers_are_tied_to_their_position() {
        let dir = std::env::temp_dir().join(format!("rukh-web-race-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let state = AppState::new(Config {
            database: format!("sqlite://{}", dir.join("rukh.db").display()),
            // The pool's own answer comes far too late to interfere.
            engine_movetime: Duration::from_secs(60),
            ..Config::default()
        })
        .await
        .unwrap();
        let req: NewGame = serde_json::from_value(json!({
            "variant": "shatranj", "color": "white", "opponent": "engine", "level": 8
        }))
        .unwrap();
        let state = state.play();
        let created = state.create_game(req, None).await.unwrap();
        let (id, me) = (created.id, created.token);
        let mv = |m: &str| Action::Move {
            mv: m.into(),
            ply: None,
        };
        let me = Actor {
            player: None,
            key: Some(me),
        };
        state.act(&id, &me, &mv("e2e3")).await.unwrap();
        let old = state
            .slot(&id)
            .await
            .unwrap()
            .live
            .lock()
            .await
            .as_ref()
            .unwrap()
            .pos
            .hash();
        let takeback = Action::Takeback {
            action: "offer".into(),
        };
        state.act(&id, &me, &takeback).await.unwrap();
        state.act(&id, &me, &mv("d2d3")).await.unwrap();
        let reply = Action::Move {
            mv: "g8f6".into(),
            ply: Some(1),
        };
        // Found for 1. e3: refused, though g8f6 is legal after 1. d3 too.
        assert!(state.act_as_engine(&id, old, &reply).await.is_err());
        let slot = state.slot(&id).await.unwrap();
        let now = slot.live.lock().await.as_ref().unwrap().pos.hash();
        assert_eq!(slot.live.lock().await.as_ref().unwrap().row.ply, 1);
        // Found for 1. d3: played.
        state.act_as_engine(&id, now, &reply).await.unwrap();
        assert_eq!(slot.live.lock().await.as_ref().unwrap().row.ply, 2);
    }
}
