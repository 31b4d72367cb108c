//! Tournaments the operator runs again and again (`rukh tournaments schedule`): an hourly
//! Shatranj arena, a weekly Great Shatranj Swiss. Each schedule is a tournament's settings with
//! a first start and the time between starts; the server keeps the next one of each announced
//! (made as a tournament ahead of its start, so the lobby and the list show it). With several
//! processes each may make it: the database takes one tournament per schedule and start.

use rukh_store::Tournament;

use crate::tournaments::Tournaments;
use rukh_store::now_ms;

impl Tournaments {
    /// Notes the tournament the header shows: the first under way, else the next to start
    /// within a day.
    pub(crate) async fn note_next_tournament(&self) {
        let now = now_ms();
        let Ok((current, _)) = self.db().tournaments(now, 0).await else {
            return;
        };
        let next = current
            .iter()
            .find(|t| t.starts_at <= now)
            .or_else(|| current.iter().find(|t| t.starts_at - now < 86_400_000))
            .cloned();
        if let Ok(mut slot) = self.0.next.write() {
            *slot = next;
        }
    }

    /// The tournament the header shows.
    pub(crate) fn next_tournament(&self) -> Option<Tournament> {
        self.0.next.read().ok().and_then(|t| t.clone())
    }

    /// Makes the next tournament of each schedule that has none announced.
    pub(crate) async fn announce_scheduled(&self) {
        let now = now_ms();
        let Ok(schedules) = self.db().schedules().await else {
            return;
        };
        for s in schedules {
            let at = s.next_start(now);
            match self.db().scheduled_exists(&s.id, at).await {
                Ok(false) => {}
                _ => continue,
            }
            let t = s.instance(at, now);
            match self.db().create_tournament(&t).await {
                Ok(true) => {
                    tracing::info!(tournament = %t.id, schedule = %s.id, "announced '{}'", t.name)
                }
                Ok(false) => {}
                Err(e) => tracing::warn!("announcing the schedule {}: {e}", s.id),
            }
        }
    }
}
