//! Ratings: Glicko-2 (Glickman's system, computed by the `skillratings` crate) for each of the
//! five games and each speed. A rated game changes its players' ratings in the same transaction
//! that stores its end, so a rating changes once per game and never without it.

use serde_json::Value;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use sqlx::AssertSqlSafe;
use sqlx::FromRow;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::words::{ClockKind, GameResult, GameStatus, PlayerKind, Speed};
use crate::{Db, DbError, GameRow};

/// A side's rating in a rated game: at its start, and with the change once it is over.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct SeatRating {
    pub before: i64,
    pub provisional: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub after: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub after_provisional: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub diff: Option<i64>,
}

/// Both sides' ratings, as a rated game stores them (a seek knows only its creator's).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, TS, utoipa::ToSchema)]
pub struct Ratings {
    pub white: Option<SeatRating>,
    pub black: Option<SeatRating>,
}

/// The speed of a clock. A live game's speed follows from its estimated length, the starting
/// time plus 40 increments, as lichess counts it: under 3 minutes bullet, under 8 blitz, under 25
/// rapid, else classical; a game of days a move is correspondence.
pub fn speed(clock_kind: ClockKind, initial_ms: i64, increment_ms: i64) -> Speed {
    match clock_kind {
        ClockKind::Live => {
            let estimate_s = (initial_ms + 40 * increment_ms) / 1000;
            if estimate_s < 180 {
                Speed::Bullet
            } else if estimate_s < 480 {
                Speed::Blitz
            } else if estimate_s < 1500 {
                Speed::Rapid
            } else {
                Speed::Classical
            }
        }
        _ => Speed::Correspondence,
    }
}

pub fn speed_of(g: &GameRow) -> Speed {
    speed(g.clock_kind, g.initial_ms, g.increment_ms)
}

/// A rating whose deviation is above this is provisional, shown with a "?", and kept off the
/// leaderboards.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;
/// Where every player starts (the paper's defaults).
pub const START: Glicko2Rating = Glicko2Rating {
    rating: 1500.0,
    deviation: 350.0,
    volatility: 0.06,
};
/// The deviation never falls below this, so that a rating keeps moving with the player's form.
pub const MIN_DEVIATION: f64 = 45.0;
/// A rating period: a player who has not played for this long is a period less certain.
pub const PERIOD_MS: i64 = 86_400_000;

/// Why a game cannot be rated, if it cannot: only the site's own games (`site_start`: the
/// game's own start when it is one of them, the five or an operator's), by their own rules, from
/// their own start, with a clock.
pub fn unratable(
    site_start: Option<&str>,
    rules: &str,
    start_fen: &str,
    clock_kind: ClockKind,
) -> Option<&'static str> {
    unratable_code(site_start, rules, start_fen, clock_kind).map(|code| match code {
        "own-variant" => "games of your own variant files are not rated",
        "changed-rule" => "a game with a changed rule is not rated",
        "other-start" => "a game from another start position is not rated",
        _ => "a game without a clock is not rated",
    })
}

/// Why a game cannot be rated, by code (`own-variant`, `changed-rule`, `other-start`,
/// `no-clock`), for pages that say it in their reader's language.
pub fn unratable_code(
    site_start: Option<&str>,
    rules: &str,
    start_fen: &str,
    clock_kind: ClockKind,
) -> Option<&'static str> {
    let Some(own_start) = site_start else {
        return Some("own-variant");
    };
    if rules.trim() != "{}" {
        return Some("changed-rule");
    }
    if start_fen != own_start {
        return Some("other-start");
    }
    if clock_kind == ClockKind::None {
        return Some("no-clock");
    }
    None
}

/// A player's standing in one game and speed.
#[derive(Clone, Copy, Debug, PartialEq, sqlx::FromRow)]
pub struct Stand {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: i64,
    pub updated_at: i64,
}

impl Stand {
    pub fn new(now: i64) -> Stand {
        Stand {
            rating: START.rating,
            deviation: START.deviation,
            volatility: START.volatility,
            games: 0,
            updated_at: now,
        }
    }

    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// The rating as shown: rounded, with "?" while provisional.
    pub fn label(&self) -> String {
        label(self.rating, self.provisional())
    }

    /// The rating as Glicko-2 takes it at `now`: the deviation grown by the periods the player
    /// has not played (step 6 of the paper, once per period), never beyond the start's.
    fn at(&self, now: i64) -> Glicko2Rating {
        let periods = if self.games == 0 {
            0.0
        } else {
            ((now - self.updated_at).max(0) / PERIOD_MS) as f64
        };
        let phi = self.deviation / 173.7178;
        let grown = (phi * phi + periods * self.volatility * self.volatility).sqrt() * 173.7178;
        Glicko2Rating {
            rating: self.rating,
            deviation: grown.min(START.deviation),
            volatility: self.volatility,
        }
    }
}

pub fn label(rating: f64, provisional: bool) -> String {
    format!(
        "{}{}",
        rating.round() as i64,
        if provisional { "?" } else { "" }
    )
}

/// Both players' standings after a game White scored `white_score` in (1, ½ or 0).
pub fn play(white: &Stand, black: &Stand, white_score: f64, now: i64) -> (Stand, Stand) {
    let outcome = if white_score > 0.75 {
        Outcomes::WIN
    } else if white_score < 0.25 {
        Outcomes::LOSS
    } else {
        Outcomes::DRAW
    };
    let (w, b) = glicko2(
        &white.at(now),
        &black.at(now),
        &outcome,
        &Glicko2Config::new(),
    );
    let after = |old: &Stand, r: Glicko2Rating| Stand {
        rating: r.rating,
        deviation: r.deviation.clamp(MIN_DEVIATION, START.deviation),
        volatility: r.volatility,
        games: old.games + 1,
        updated_at: now,
    };
    (after(white, w), after(black, b))
}

/// One side's rating in a game's `ratings` JSON: at the start, and at the end with the change.
fn seat_rating(before: &Stand, after: Option<&Stand>) -> SeatRating {
    let was = before.rating.round() as i64;
    SeatRating {
        before: was,
        provisional: before.provisional(),
        after: after.map(|a| a.rating.round() as i64),
        after_provisional: after.map(Stand::provisional),
        diff: after.map(|a| a.rating.round() as i64 - was),
    }
}

/// The players' ratings at a game's start, for the game's `ratings` column.
pub fn start_json(white: &Stand, black: &Stand) -> String {
    serde_json::to_string(&start(white, black)).expect("ratings serialize")
}

/// The players' ratings at a game's start.
pub fn start(white: &Stand, black: &Stand) -> Ratings {
    Ratings {
        white: Some(seat_rating(white, None)),
        black: Some(seat_rating(black, None)),
    }
}

/// Whether a stored game's ratings were already changed by its end.
pub fn is_settled(g: &GameRow) -> bool {
    g.ratings
        .as_deref()
        .and_then(|r| serde_json::from_str::<Value>(r).ok())
        .is_some_and(|v| v["white"]["diff"].is_i64())
}

/// Whether storing this version of a game must change its players' ratings: a rated game that
/// has just ended by play (not aborted), with both seats held by players who have both moved
/// (as lichess rates: a game resigned, lost on time or left before each side's first move
/// counts for nobody, so ratings cannot be fed by games without play).
pub fn due(g: &GameRow) -> bool {
    g.rated
        && g.ply >= 2
        && g.status == GameStatus::Finished
        && g.white_player.is_some()
        && g.black_player.is_some()
        && g.termination.as_deref() != Some("aborted")
        && g.result.and_then(GameResult::white_score).is_some()
        && !is_settled(g)
}

/// Changes the ratings of a finished rated game's players, inside the transaction that stores
/// its end; returns the game's new `ratings` JSON. Both rows are locked (PostgreSQL) or the
/// whole database is (SQLite's write transaction) until the commit, so two games ending at once
/// never lose a change.
pub(crate) async fn settle(
    conn: &mut sqlx::AnyConnection,
    postgres: bool,
    g: &GameRow,
) -> Result<Option<String>, sqlx::Error> {
    let (Some(white), Some(black)) = (&g.white_player, &g.black_player) else {
        return Ok(None);
    };
    let Some(score) = g.result.and_then(GameResult::white_score) else {
        return Ok(None);
    };
    let speed = speed_of(g);
    let now = g.updated_at;
    let lock = if postgres { " FOR UPDATE" } else { "" };
    let mut read = Vec::with_capacity(2);
    for p in [white, black] {
        sqlx::query(
            "INSERT INTO ratings (player_id, variant, speed, rating, deviation, volatility, games, \
             wins, losses, draws, updated_at) VALUES ($1, $2, $3, $4, $5, $6, 0, 0, 0, 0, $7) \
             ON CONFLICT (player_id, variant, speed) DO NOTHING",
        )
        .bind(p)
        .bind(&g.variant)
        .bind(speed.as_str())
        .bind(START.rating)
        .bind(START.deviation)
        .bind(START.volatility)
        .bind(now)
        .execute(&mut *conn)
        .await?;
        let row = sqlx::query(AssertSqlSafe(format!(
            "SELECT rating, deviation, volatility, games, updated_at FROM ratings \
             WHERE player_id = $1 AND variant = $2 AND speed = $3{lock}"
        )))
        .bind(p)
        .bind(&g.variant)
        .bind(speed.as_str())
        .fetch_one(&mut *conn)
        .await?;
        read.push(Stand::from_row(&row)?);
    }
    let (w_after, b_after) = play(&read[0], &read[1], score, now);
    for (p, after, s) in [(white, &w_after, score), (black, &b_after, 1.0 - score)] {
        let (win, loss, draw) = (
            i64::from(s > 0.75),
            i64::from(s < 0.25),
            i64::from((0.25..=0.75).contains(&s)),
        );
        sqlx::query(
            "UPDATE ratings SET rating = $1, deviation = $2, volatility = $3, games = games + 1, \
             wins = wins + $4, losses = losses + $5, draws = draws + $6, updated_at = $7 \
             WHERE player_id = $8 AND variant = $9 AND speed = $10",
        )
        .bind(after.rating)
        .bind(after.deviation)
        .bind(after.volatility)
        .bind(win)
        .bind(loss)
        .bind(draw)
        .bind(now)
        .bind(p)
        .bind(&g.variant)
        .bind(speed.as_str())
        .execute(&mut *conn)
        .await?;
        sqlx::query(
            "INSERT INTO rating_history (player_id, game_id, variant, speed, at, rating, deviation) \
             VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (player_id, game_id) DO NOTHING",
        )
        .bind(p)
        .bind(&g.id)
        .bind(&g.variant)
        .bind(speed.as_str())
        .bind(now)
        .bind(after.rating)
        .bind(after.deviation)
        .execute(&mut *conn)
        .await?;
    }
    let ratings = serde_json::to_string(&Ratings {
        white: Some(seat_rating(&read[0], Some(&w_after))),
        black: Some(seat_rating(&read[1], Some(&b_after))),
    })
    .expect("ratings serialize");
    sqlx::query("UPDATE games SET ratings = $1 WHERE id = $2")
        .bind(&ratings)
        .bind(&g.id)
        .execute(&mut *conn)
        .await?;
    Ok(Some(ratings))
}

/// A player's rating in one game and speed, with the counts of rated results.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Entry {
    pub player_id: String,
    pub name: String,
    pub kind: PlayerKind,
    pub variant: String,
    pub speed: Speed,
    #[sqlx(flatten)]
    pub stand: Stand,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
}

const ENTRY_COLUMNS: &str = "r.player_id, p.name, p.kind, r.variant, r.speed, r.rating, \
    r.deviation, r.volatility, r.games, r.updated_at, r.wins, r.losses, r.draws";

/// One point of a rating history.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Point {
    pub speed: Speed,
    pub at: i64,
    pub rating: f64,
}

impl Db {
    /// A player's standing in a game and speed (the start's when they have not played it).
    pub async fn stand(
        &self,
        player_id: &str,
        variant: &str,
        speed: Speed,
        now: i64,
    ) -> Result<Stand, DbError> {
        let row = sqlx::query(
            "SELECT rating, deviation, volatility, games, updated_at FROM ratings \
             WHERE player_id = $1 AND variant = $2 AND speed = $3",
        )
        .bind(player_id)
        .bind(variant)
        .bind(speed.as_str())
        .fetch_optional(self.pool())
        .await?;
        Ok(match row {
            Some(r) => Stand::from_row(&r)?,
            None => Stand::new(now),
        })
    }

    /// Every rating a player has.
    pub async fn ratings_of(&self, player_id: &str) -> Result<Vec<Entry>, DbError> {
        let rows = sqlx::query(AssertSqlSafe(format!(
            "SELECT {ENTRY_COLUMNS} FROM ratings r JOIN players p ON p.id = r.player_id \
             WHERE r.player_id = $1 AND r.games > 0"
        )))
        .bind(player_id)
        .fetch_all(self.pool())
        .await?;
        Ok(rows.iter().map(Entry::from_row).collect::<Result<_, _>>()?)
    }

    /// The leaders of a game and speed: players whose rating is not provisional and who played
    /// a rated game since `since`, best first.
    pub async fn leaderboard(
        &self,
        variant: &str,
        speed: Speed,
        since: i64,
        limit: i64,
    ) -> Result<Vec<Entry>, DbError> {
        let rows = sqlx::query(AssertSqlSafe(format!(
            "SELECT {ENTRY_COLUMNS} FROM ratings r JOIN players p ON p.id = r.player_id \
             WHERE r.variant = $1 AND r.speed = $2 AND r.deviation <= $3 AND r.updated_at >= $4 \
             AND p.disabled = 0 AND p.kind IN ('account', 'bot') \
             ORDER BY r.rating DESC LIMIT {}",
            limit.clamp(1, 500)
        )))
        .bind(variant)
        .bind(speed.as_str())
        .bind(PROVISIONAL_DEVIATION)
        .bind(since)
        .fetch_all(self.pool())
        .await?;
        Ok(rows.iter().map(Entry::from_row).collect::<Result<_, _>>()?)
    }

    /// A player's ratings after each rated game of one game, oldest first.
    pub async fn rating_history(
        &self,
        player_id: &str,
        variant: &str,
    ) -> Result<Vec<Point>, DbError> {
        Ok(sqlx::query_as(
            "SELECT speed, at, rating FROM rating_history WHERE player_id = $1 AND variant = $2 \
             ORDER BY at LIMIT 5000",
        )
        .bind(player_id)
        .bind(variant)
        .fetch_all(self.pool())
        .await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Glickman's worked example ("Example of the Glicko-2 system", glicko.net/glicko/glicko2.pdf):
    /// a player of 1500 (deviation 200, volatility 0.06) beats one of 1400 (30) and loses to
    /// one of 1550 (100) and one of 1700 (300) in a period, with τ = 0.5: 1464.06, deviation
    /// 151.52, volatility 0.05999.
    #[test]
    fn glickmans_worked_example() {
        use skillratings::glicko2::glicko2_rating_period;
        let player = Glicko2Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opp = |rating, deviation| Glicko2Rating {
            rating,
            deviation,
            volatility: 0.06,
        };
        let results = [
            (opp(1400.0, 30.0), Outcomes::WIN),
            (opp(1550.0, 100.0), Outcomes::LOSS),
            (opp(1700.0, 300.0), Outcomes::LOSS),
        ];
        let after = glicko2_rating_period(&player, &results, &Glicko2Config::new());
        assert!((after.rating - 1464.06).abs() < 0.01, "{}", after.rating);
        assert!(
            (after.deviation - 151.52).abs() < 0.01,
            "{}",
            after.deviation
        );
        assert!(
            (after.volatility - 0.05999).abs() < 0.00001,
            "{}",
            after.volatility
        );
    }

    #[test]
    fn a_first_game_moves_both_far_and_stays_provisional() {
        let (w, b) = play(&Stand::new(0), &Stand::new(0), 1.0, 0);
        // Two newcomers: the winner gains what the loser loses (about 162 points).
        assert_eq!(w.rating.round() as i64, 1662);
        assert_eq!(b.rating.round() as i64, 1338);
        assert!(w.provisional() && b.provisional());
        assert_eq!(w.label(), "1662?");
        assert_eq!((w.games, b.games), (1, 1));
        let (d, _) = play(&Stand::new(0), &Stand::new(0), 0.5, 0);
        assert_eq!(d.rating.round() as i64, 1500);
    }

    #[test]
    fn deviation_grows_with_idle_periods_and_has_a_floor() {
        let settled = Stand {
            rating: 1800.0,
            deviation: MIN_DEVIATION,
            volatility: 0.06,
            games: 100,
            updated_at: 0,
        };
        assert!(!settled.provisional());
        assert_eq!(settled.label(), "1800");
        let later = settled.at(365 * PERIOD_MS);
        assert!(
            later.deviation > 150.0 && later.deviation < 350.0,
            "{}",
            later.deviation
        );
        assert_eq!(settled.at(PERIOD_MS / 2).deviation, MIN_DEVIATION);
        // One game a period adds the volatility's share each time: steady results against an
        // equal player settle the deviation near 60 (where a game's information and the
        // volatility balance); swinging ones raise the volatility, never taking the deviation
        // below the floor.
        let (mut a, mut b) = (settled, settled);
        for _ in 0..50 {
            (a, b) = play(&a, &b, 0.5, 0);
        }
        assert!((55.0..65.0).contains(&a.deviation), "{}", a.deviation);
        assert_eq!(a.rating, 1800.0);
        let (mut a, mut b) = (settled, settled);
        for i in 0..50 {
            (a, b) = play(&a, &b, if i % 2 == 0 { 1.0 } else { 0.0 }, 0);
            assert!(a.deviation >= MIN_DEVIATION && b.deviation >= MIN_DEVIATION);
        }
        assert!(a.volatility > settled.volatility);
    }

    #[test]
    fn speeds_by_estimated_length() {
        assert_eq!(speed(ClockKind::Live, 60_000, 0), Speed::Bullet);
        assert_eq!(speed(ClockKind::Live, 120_000, 1_000), Speed::Bullet);
        assert_eq!(speed(ClockKind::Live, 180_000, 2_000), Speed::Blitz);
        assert_eq!(speed(ClockKind::Live, 300_000, 3_000), Speed::Blitz);
        assert_eq!(speed(ClockKind::Live, 600_000, 5_000), Speed::Rapid);
        assert_eq!(speed(ClockKind::Live, 900_000, 10_000), Speed::Rapid);
        assert_eq!(speed(ClockKind::Live, 1_800_000, 0), Speed::Classical);
        assert_eq!(
            speed(ClockKind::Correspondence, 0, 0),
            Speed::Correspondence
        );
    }

    #[test]
    fn only_the_sites_games_by_their_own_rules_are_rated() {
        let start = rukh_rules::variant::builtin("shatranj")
            .unwrap()
            .start_fen
            .clone();
        let site = Some(start.as_str());
        assert_eq!(unratable(site, "{}", &start, ClockKind::Live), None);
        assert!(unratable(site, "{\"stalemate\":\"draw\"}", &start, ClockKind::Live).is_some());
        assert!(unratable(site, "{}", "k7/8/8/8/8/8/8/K6R w - - 0 1", ClockKind::Live).is_some());
        assert!(unratable(site, "{}", &start, ClockKind::None).is_some());
        assert_eq!(
            unratable_code(None, "{}", &start, ClockKind::Live),
            Some("own-variant")
        );
    }
}
