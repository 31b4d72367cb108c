//! News between processes: on PostgreSQL each stored change of a game is announced (the store's
//! `Notice`), and every other process brings the games it holds up to the database, tells their
//! sockets, the seats' players and the lobby, and asks the engine for its move when the change
//! left the engine to move.

use std::sync::Arc;
use std::time::Duration;

use rukh_store::{GameChange, Heard, Listener, Notice, now_ms};

use crate::play::live::Live;
use crate::play::{Change, Play, Slot};
use crate::wire::GameStatus;

/// Hears the changes other processes store (PostgreSQL's LISTEN) and brings them to the games
/// this process holds, so their sockets hear them; after a lost connection, every game held is
/// read again (notices sent meanwhile are lost).
impl Play {
    /// Hears other processes' notices (PostgreSQL) for as long as the process lives.
    pub(crate) async fn listen(self) {
        let state = self;
        loop {
            let mut listener = match Listener::connect(state.0.db.url()).await {
                Ok(l) => l,
                Err(e) => {
                    tracing::warn!("listening for other processes' changes: {e}");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                    continue;
                }
            };
            state.refresh_all().await;
            loop {
                match listener.next().await {
                    Ok(Heard::Notice(n)) => state.on_notice(n).await,
                    // Notices sent while the connection was down are lost: read everything again.
                    Ok(Heard::Lost) => state.refresh_all().await,
                    Err(e) => {
                        tracing::warn!("listening for other processes' changes: {e}");
                        tokio::time::sleep(Duration::from_millis(500)).await;
                        break;
                    }
                }
            }
        }
    }
}

impl Play {
    /// A notice from another process.
    pub(crate) async fn on_notice(&self, notice: Notice) {
        let Notice::Game {
            id,
            version,
            change,
            engine_to_move,
            players,
        } = notice
        else {
            let _ = self.0.lobby.send(());
            return;
        };
        if change != GameChange::Chat && players.iter().any(Option::is_some) {
            let _ = self.0.seat_news.send(Arc::new(players));
        }
        if matches!(change, GameChange::State | GameChange::End) {
            let _ = self.0.lobby.send(());
        }
        let held = self.0.slots.lock().expect("slots").get(&id).cloned();
        if let Some(slot) = held {
            let mut guard = slot.live.lock().await;
            if guard.as_ref().is_some_and(|l| l.row.version < version) {
                self.refresh(&slot, &mut guard, change).await;
            }
        }
        if engine_to_move && self.0.engine.is_some() {
            // Another process's change left the engine to move.
            if let Ok(slot) = self.slot(&id).await {
                let mut guard = slot.live.lock().await;
                if let Some(live) = guard.as_mut() {
                    self.after_change(live);
                }
            }
        }
    }

    /// Brings a game held here up to the database: one new move is played on the copy and sent
    /// as a move event; new chat lines as chat events; anything else reads the game again.
    async fn refresh(&self, slot: &Slot, guard: &mut Option<Live>, change: GameChange) {
        let Some(live) = guard.as_mut() else { return };
        let id = live.row.id.clone();
        let Ok(Some(row)) = self.0.db.game(&id).await else {
            return;
        };
        if row.version <= live.row.version {
            return;
        }
        if matches!(change, GameChange::Move | GameChange::End)
            && row.version == live.row.version + 1
            && row.ply == live.row.ply + 1
            && !(row.status == GameStatus::Finished && row.rated)
        {
            if let Ok(new) = self.0.db.moves_after(&id, live.row.ply).await
                && new.len() == 1
                && live.pos.play_coord(&new[0].coord).is_ok()
            {
                live.fens.push(live.pos.fen());
                live.moves.extend(new);
                live.row = row;
                let _ = slot
                    .changed
                    .send(Change::Move(Arc::new(live.move_event(now_ms()))));
                return;
            }
        } else if change == GameChange::Chat
            && row.version == live.row.version + 1
            && row.ply == live.row.ply
            && let Ok(chat) = self.0.db.chat(&id).await
        {
            let known = live.chat.len();
            for line in chat.iter().skip(known) {
                let _ = slot.changed.send(Change::Chat(line.clone()));
            }
            live.chat = chat;
            live.row = row;
            return;
        }
        *guard = None;
        if self.load(&id, guard).await.is_ok() {
            let _ = slot.changed.send(Change::State);
        }
    }

    /// Reads again every game held here that changed in the database.
    pub(crate) async fn refresh_all(&self) {
        for slot in self.held_slots() {
            let mut guard = slot.live.lock().await;
            self.refresh(&slot, &mut guard, GameChange::State).await;
        }
    }
}
