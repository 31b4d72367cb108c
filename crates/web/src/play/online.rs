//! Who is on the site: a signed-in player with any page open (each page holds the header's
//! event stream, `/api/me/events`), and which players have their game's page open. Each process
//! counts its own and notes them in the database every two seconds (`presence`), so that a
//! player served by another process counts as here too.

use std::collections::HashSet;

use rukh_rules::Color;
use rukh_store::now_ms;

use crate::play::Play;

/// A note older than this is a process that stopped noting.
const FRESH_MS: i64 = 6_000;

fn seat_what(game: &str, seat: Color) -> String {
    format!(
        "seat:{game}:{}",
        if seat == Color::White {
            "white"
        } else {
            "black"
        }
    )
}

/// A page of a player's that is open: counted until dropped.
pub struct OnSite {
    play: Play,
    player: String,
}

impl Play {
    /// Notes that `player` has a page open until the returned guard is dropped.
    pub fn on_site(&self, player: &str) -> OnSite {
        *self
            .0
            .online
            .lock()
            .expect("online")
            .entry(player.to_owned())
            .or_insert(0) += 1;
        OnSite {
            play: self.clone(),
            player: player.to_owned(),
        }
    }

    /// Whether `player` has a page of the site open (on this process).
    pub fn is_online(&self, player: &str) -> bool {
        self.0.online.lock().expect("online").contains_key(player)
    }

    /// Which of `players` have a page of the site open, on any process.
    pub async fn online_among(&self, players: &[String]) -> HashSet<String> {
        let mut out: HashSet<String> = players
            .iter()
            .filter(|p| self.is_online(p))
            .cloned()
            .collect();
        let rest: Vec<String> = players
            .iter()
            .filter(|p| !out.contains(*p))
            .map(|p| format!("player:{p}"))
            .collect();
        if !rest.is_empty() {
            match self
                .0
                .db
                .present_elsewhere(&self.0.instance, &rest, now_ms() - FRESH_MS)
                .await
            {
                Ok(found) => out.extend(
                    found
                        .into_iter()
                        .filter_map(|w| w.strip_prefix("player:").map(str::to_owned)),
                ),
                Err(e) => tracing::warn!("reading who is on the site: {e}"),
            }
        }
        out
    }

    /// Whether another process has a page of `seat`'s player of `game` open.
    pub(crate) async fn seat_here_elsewhere(&self, game: &str, seat: Color) -> bool {
        let what = [seat_what(game, seat)];
        match self
            .0
            .db
            .present_elsewhere(&self.0.instance, &what, now_ms() - FRESH_MS)
            .await
        {
            Ok(found) => !found.is_empty(),
            Err(e) => {
                tracing::warn!("reading who has game {game} open: {e}");
                false
            }
        }
    }

    /// Whether other processes serve the site beside this one (so that what one client may do
    /// must be counted in the database, where they all see it).
    pub(crate) fn has_others(&self) -> bool {
        self.0.others.load(std::sync::atomic::Ordering::Relaxed) > 0
    }

    /// Notes in the database what this process has open (players on the site, players' pages
    /// of their games), and reads what the others have: only where there are others (alone, a
    /// process notes only that it is there).
    pub(crate) async fn note_presence(&self) {
        let now = now_ms();
        let others = match self
            .0
            .db
            .other_processes(&self.0.instance, now - FRESH_MS)
            .await
        {
            Ok(n) => n,
            Err(e) => {
                tracing::warn!("reading the site's other processes: {e}");
                return;
            }
        };
        self.0
            .others
            .store(others.max(0) as u64, std::sync::atomic::Ordering::Relaxed);
        let slots: Vec<(String, std::sync::Arc<crate::play::Slot>)> = self
            .0
            .slots
            .lock()
            .expect("slots")
            .iter()
            .map(|(k, v)| (k.clone(), std::sync::Arc::clone(v)))
            .collect();
        let mut whats = vec!["process".to_owned()];
        let mut seats = Vec::new();
        if others > 0 {
            whats.extend(
                self.0
                    .online
                    .lock()
                    .expect("online")
                    .keys()
                    .map(|p| format!("player:{p}")),
            );
            for (id, slot) in &slots {
                let p = slot.presence.lock().expect("presence");
                for seat in [Color::White, Color::Black] {
                    if p.here(seat) {
                        whats.push(seat_what(id, seat));
                    }
                    seats.push(seat_what(id, seat));
                }
            }
        }
        if let Err(e) = self.0.db.note_presence(&self.0.instance, &whats, now).await {
            tracing::warn!("noting who is here: {e}");
        }
        let elsewhere = if seats.is_empty() {
            HashSet::new()
        } else {
            match self
                .0
                .db
                .present_elsewhere(&self.0.instance, &seats, now - FRESH_MS)
                .await
            {
                Ok(e) => e,
                Err(e) => {
                    tracing::warn!("reading who has games open elsewhere: {e}");
                    return;
                }
            }
        };
        // The games held here hear of their players' pages on other processes.
        for (id, slot) in slots {
            let changed = {
                let mut p = slot.presence.lock().expect("presence");
                let before = p.away();
                for seat in [Color::White, Color::Black] {
                    p.set_elsewhere(seat, elsewhere.contains(&seat_what(&id, seat)), now);
                }
                (p.away() != before).then(|| p.away())
            };
            if let Some(away) = changed {
                let mut guard = slot.live.lock().await;
                if let Some(live) = guard.as_mut() {
                    live.away = away;
                    let _ = slot.changed.send(crate::play::Change::State);
                }
            }
        }
    }
}

impl Drop for OnSite {
    fn drop(&mut self) {
        let mut online = self.play.0.online.lock().expect("online");
        if let Some(n) = online.get_mut(&self.player) {
            *n -= 1;
            if *n == 0 {
                online.remove(&self.player);
            }
        }
    }
}
