//! The lobby: its lists of open seeks and games in progress (made once per change and shared by
//! every viewer), and a game as a list shows it.

use std::sync::Arc;
use std::time::{Duration, Instant};

use rukh_rules::variant::builtin;
use rukh_store::{Db, DbError, GameFilter, GameRow, PlayerKind, now_ms};
use tokio::sync::broadcast;

use crate::metrics;
use crate::play::Play;
pub use crate::play::live::time_control;
use crate::wire::{ClockKind, GameStatus, GameSummary, LobbyLists, Ratings};

/// How long a game without a clock stays among the lobby's games in progress after its last
/// move: it is being played while its players move; one left for longer is not (it stays the
/// players' own, on their pages, until they come back to it).
pub const UNCLOCKED_IDLE_MS: i64 = 3_600_000;

/// A game without a clock in which nobody has moved for an hour is no longer shown as in
/// progress (live and correspondence games end by their clocks).
pub fn abandoned(g: &GameRow) -> bool {
    g.clock_kind == ClockKind::None && now_ms() - g.updated_at > UNCLOCKED_IDLE_MS
}

pub fn summary(g: &GameRow) -> GameSummary {
    let url = |player: &Option<String>, kind: Option<PlayerKind>, name: &Option<String>| {
        player
            .as_deref()
            .and_then(|id| rukh_store::page_url(id, kind, name.as_deref().unwrap_or("")))
    };
    let changes = crate::site::rule_docs::changes_in_words(
        crate::site::i18n::english(),
        &g.variant,
        &g.rules,
        &g.start_fen,
    );
    GameSummary {
        id: g.id.clone(),
        variant: g.variant.clone(),
        variant_name: builtin(&g.variant)
            .map(|v| v.name.clone())
            .ok()
            .or_else(|| crate::site::games::extra_name(&g.variant))
            .unwrap_or_else(|| g.variant.clone()),
        status: g.status,
        white: g.white_name.clone(),
        black: g.black_name.clone(),
        result: g.result.map(|r| r.as_str().to_owned()),
        termination: g.termination.clone(),
        clock: g.clock_kind,
        engine: g.engine_color.is_some(),
        plies: g.ply,
        created_at: g.created_at,
        updated_at: g.updated_at,
        seek: g.seek,
        creator: (g.status == GameStatus::Open)
            .then(|| g.white_player.clone().or(g.black_player.clone()))
            .flatten(),
        imported: g.imported.clone(),
        time_control: time_control(g),
        speed: rukh_store::ratings::speed_of(g).as_str().to_owned(),
        rated: g.rated,
        ratings: g
            .ratings
            .as_deref()
            .and_then(|r| serde_json::from_str::<Ratings>(r).ok()),
        min_rating: g.min_rating,
        max_rating: g.max_rating,
        white_url: url(&g.white_player, g.white_kind, &g.white_name),
        black_url: url(&g.black_player, g.black_kind, &g.black_name),
        white_bot: g.white_kind == Some(PlayerKind::Bot),
        black_bot: g.black_kind == Some(PlayerKind::Bot),
        // A seek is open to anyone: its link is public.
        join_url: (g.seek && g.status == GameStatus::Open)
            .then(|| {
                g.invite_token
                    .as_ref()
                    .map(|t| format!("/join/{}?invite={t}", g.id))
            })
            .flatten(),
        rule_changes: changes.clone(),
        rule_changes_in: if changes.is_empty() {
            Default::default()
        } else {
            crate::site::i18n::LANGS
                .iter()
                .skip(1)
                .map(|l| {
                    let words = crate::site::rule_docs::changes_in_words(
                        l,
                        &g.variant,
                        &g.rules,
                        &g.start_fen,
                    );
                    (l.code.to_owned(), words)
                })
                .collect()
        },
    }
}

/// The lobby's lists: open seeks and games in progress, as the lobby page shows them.
pub async fn lobby_lists(db: &Db) -> Result<LobbyLists, DbError> {
    let list = |status: GameStatus| GameFilter {
        status: Some(status),
        limit: 50,
        ..GameFilter::default()
    };
    let open = db.list(&list(GameStatus::Open)).await?;
    let active = db.list(&list(GameStatus::Active)).await?;
    Ok(LobbyLists {
        seeks: open.iter().filter(|g| g.seek).map(summary).collect(),
        active: active
            .iter()
            .filter(|g| !abandoned(g))
            .map(summary)
            .collect(),
    })
}

impl Play {
    /// Makes the lobby's lists again after each change (changes that come together, within
    /// 200 ms, are made once), for every viewer to share.
    pub(crate) async fn keep_lobby_view(self, mut rx: broadcast::Receiver<()>) {
        let mut first = true;
        loop {
            if !first {
                match rx.recv().await {
                    Ok(()) | Err(broadcast::error::RecvError::Lagged(_)) => {}
                    Err(broadcast::error::RecvError::Closed) => return,
                }
                tokio::time::sleep(Duration::from_millis(200)).await;
                while rx.try_recv().is_ok() {}
            }
            first = false;
            let t = Instant::now();
            let data = lobby_lists(&self.0.db)
                .await
                .map(|v| serde_json::to_string(&v).expect("lists serialize"))
                .unwrap_or_else(|_| "{\"error\":\"the database is not answering\"}".into());
            metrics::LOBBY.add(t);
            self.0
                .lobby_made
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            self.0.lobby_view.send_replace(Arc::new(data));
        }
    }

    /// The lobby's lists changed in this process only (the games of an import: other processes
    /// see them on their next change).
    pub fn ring_lobby(&self) {
        let _ = self.0.lobby.send(());
    }

    /// The lobby's lists changed outside a game's stored change (a game made): this process's
    /// lobbies hear it at once, other processes' through the database (PostgreSQL).
    pub async fn lobby_changed(&self) {
        let _ = self.0.lobby.send(());
        if let Err(e) = self.0.db.notify(&rukh_store::Notice::Lobby).await {
            tracing::warn!("telling other processes of a lobby change: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn idle(clock_kind: ClockKind, ms: i64) -> GameRow {
        GameRow {
            clock_kind,
            status: GameStatus::Active,
            updated_at: now_ms() - ms,
            ..GameRow::default()
        }
    }

    #[test]
    fn a_game_without_a_clock_leaves_the_games_in_progress_an_hour_after_its_last_move() {
        assert!(!abandoned(&idle(ClockKind::None, 10 * 60_000)));
        assert!(abandoned(&idle(ClockKind::None, 2 * 3_600_000)));
        // Clocked games keep their place until their clocks end them.
        assert!(!abandoned(&idle(ClockKind::Correspondence, 3 * 86_400_000)));
        assert!(!abandoned(&idle(ClockKind::Live, 2 * 3_600_000)));
    }
}
