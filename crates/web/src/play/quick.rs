//! Quick pairing, as lichess's front page: one click on a game and a time control in the
//! lobby's grid joins the oldest matching seek of someone else (the game's own rules and start,
//! the same clock, one the player may take), or makes such a seek and waits on its page.

use rukh_store::{GameFilter, GameRow, Player};

use crate::play::{JoinRequest, NewGame, Play, PlayError};
use crate::wire::{ClockKind, GameStatus};

/// The time controls offered at once: (value, label, clock, minutes, increment seconds, days).
pub const PRESETS: &[(&str, &str, &str, f64, f64, i64)] = &[
    ("1+0", "1+0", "live", 1.0, 0.0, 0),
    ("3+2", "3+2", "live", 3.0, 2.0, 0),
    ("5+3", "5+3", "live", 5.0, 3.0, 0),
    ("10+5", "10+5", "live", 10.0, 5.0, 0),
    ("15+10", "15+10", "live", 15.0, 10.0, 0),
    ("d1", "1 day", "correspondence", 0.0, 0.0, 1),
    ("d3", "3 days", "correspondence", 0.0, 0.0, 3),
    ("d7", "7 days", "correspondence", 0.0, 0.0, 7),
    ("none", "Unlimited", "none", 0.0, 0.0, 0),
    ("custom", "Custom", "live", 0.0, 0.0, 0),
];

/// The clock a preset stands for: (clock, minutes, increment, days).
pub fn preset(value: &str) -> Option<(&'static str, f64, f64, i64)> {
    PRESETS
        .iter()
        .find(|p| p.0 == value)
        .map(|p| (p.2, p.3, p.4, p.5))
}

/// The grid's time controls: some of the presets.
pub const QUICK_CLOCKS: &[&str] = &["1+0", "3+2", "5+3", "10+5", "15+10", "d3"];

/// Whether an open game is a seek a quick pairing of `variant` at the clock `(kind, minutes,
/// increment, days)` may join.
pub(crate) fn fits(g: &GameRow, variant: &str, clock: (&str, f64, f64, i64)) -> bool {
    let (kind, minutes, increment, days) = clock;
    let own_start = rukh_rules::variant::builtin(variant).is_ok_and(|v| v.start_fen == g.start_fen);
    g.seek
        && g.status == GameStatus::Open
        && g.variant == variant
        && (g.rules.trim().is_empty() || g.rules.trim() == "{}")
        && own_start
        && g.engine_color.is_none()
        && g.clock_kind.as_str() == kind
        && match g.clock_kind {
            ClockKind::Live => {
                g.initial_ms == (minutes * 60_000.0) as i64
                    && g.increment_ms == (increment * 1000.0) as i64
            }
            ClockKind::Correspondence => g.days_per_move == days,
            ClockKind::None => true,
        }
}

impl Play {
    /// Quick pairing for `player`: the address of the game they are taken to, their own seek of
    /// the kind if they have one, else the oldest seek of someone else that fits and that they
    /// may take, else a new seek of theirs.
    pub async fn quick_pair(
        &self,
        player: &Player,
        variant: &str,
        clock: (&'static str, f64, f64, i64),
    ) -> Result<String, PlayError> {
        let state = self;
        let open = state
            .0
            .db
            .list(&GameFilter {
                status: Some(GameStatus::Open),
                variant: Some(variant.to_owned()),
                limit: 200,
                ..GameFilter::default()
            })
            .await?;
        let mine = |g: &GameRow| {
            [&g.white_player, &g.black_player]
                .iter()
                .any(|p| p.as_deref() == Some(player.id.as_str()))
        };
        // One's own seek of the same kind: back to it (a second click does not make a second seek).
        if let Some(g) = open.iter().find(|g| fits(g, variant, clock) && mine(g)) {
            return Ok(format!("/g/{}", g.id));
        }
        let mut candidates: Vec<&GameRow> = open
            .iter()
            .filter(|g| fits(g, variant, clock) && !mine(g))
            .collect();
        candidates.sort_by_key(|g| g.created_at);
        for g in candidates {
            let Some(invite) = g.invite_token.clone() else {
                continue;
            };
            // A seek this player may not take (rated for accounts only, out of its rating range,
            // taken a moment ago by someone else) is passed over.
            if let Ok(seat) = state
                .join_game(&g.id, JoinRequest { invite, name: None }, Some(player))
                .await
            {
                return Ok(seat.game_url);
            }
        }
        let (kind, minutes, increment, days) = clock;
        let req = NewGame {
            variant: variant.to_owned(),
            rules: serde_json::Map::new(),
            color: Some("random".into()),
            opponent: Some("seek".into()),
            level: None,
            clock: Some(kind.to_owned()),
            minutes: Some(minutes),
            increment: Some(increment),
            days: (days > 0).then_some(days),
            name: None,
            fen: None,
            rated: Some(player.is_account()),
            min_rating: None,
            max_rating: None,
            rating_range: None,
        };
        let made = state.create_game(req, Some(player)).await?;
        Ok(made.game_url)
    }
}

/// The speed a grid's clock is rated in, as a word for its button ("Blitz").
pub fn speed_name(tc: &str) -> String {
    let Some((kind, minutes, increment, _)) = preset(tc) else {
        return String::new();
    };
    let kind = match kind {
        "live" => ClockKind::Live,
        "correspondence" => ClockKind::Correspondence,
        _ => ClockKind::None,
    };
    let s = rukh_store::ratings::speed(
        kind,
        (minutes * 60_000.0) as i64,
        (increment * 1000.0) as i64,
    );
    let mut c = s.as_str().chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}
