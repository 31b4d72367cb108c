//! The sweepers: flags that fall when their moment comes, and engine moves nobody is thinking
//! about (after a restart, or a process that died holding the lease), found in the database so
//! that every process of a deployment sees them.

use std::collections::HashSet;

use rukh_store::now_ms;

use crate::play::{Change, LEASE_MS, Play, PlayError};

impl Play {
    /// Ends the games whose clock ran out: each once, whichever process gets there first (the
    /// others find the game changed and read it again).
    /// Games stored in a form that cannot be read back (`unreadable`, found by earlier sweeps)
    /// are passed over, so that they never hide the games behind them.
    pub(crate) async fn sweep_flags(&self, unreadable: &mut HashSet<String>) {
        let Ok(due) = self.0.db.due_flags(now_ms(), 500 + unreadable.len()).await else {
            return;
        };
        for id in due {
            if unreadable.contains(&id) {
                continue;
            }
            let slot = match self.slot(&id).await {
                Ok(slot) => slot,
                Err(e) => {
                    if matches!(e, PlayError::Broken(_)) && unreadable.len() < 100_000 {
                        tracing::warn!("{e}; its clock is not watched");
                        unreadable.insert(id);
                    }
                    continue;
                }
            };
            let mut guard = slot.live.lock().await;
            if guard.is_none() && self.load(&id, &mut guard).await.is_err() {
                continue;
            }
            let Some(live) = guard.as_mut() else { continue };
            if live.check_flag(now_ms()) {
                if self.store(&mut guard, None, &[], &[]).await.is_ok() {
                    let _ = slot.changed.send(Change::State);
                    let _ = self.0.lobby.send(());
                }
            } else if live.row.deadline().is_some_and(|d| d <= now_ms()) {
                // This copy is behind the database: read the game again.
                *guard = None;
            }
        }
    }

    /// Renews this process's engine leases, and asks for the engine's moves that nobody is
    /// thinking about.
    pub(crate) async fn sweep_engine(&self) {
        let thinking: Vec<(String, i64)> = self
            .0
            .engine_pending
            .lock()
            .expect("pending")
            .iter()
            .map(|(id, ply, _)| (id.clone(), *ply))
            .collect();
        if !thinking.is_empty()
            && let Err(e) = self
                .0
                .db
                .renew_engine_leases(&self.0.instance, &thinking, now_ms() + LEASE_MS)
                .await
        {
            tracing::warn!("renewing the engine's leases: {e}");
        }
        let Ok(ids) = self.0.db.awaiting_engine(now_ms()).await else {
            return;
        };
        for id in ids {
            if let Ok(slot) = self.slot(&id).await {
                let mut guard = slot.live.lock().await;
                if let Some(live) = guard.as_mut() {
                    self.after_change(live);
                }
            }
        }
    }
}
