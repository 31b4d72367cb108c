//! Arena tournaments on the site: kept in the database (the tournament, who joined, its games),
//! their standings read from the games themselves, and the sweeper that pairs the players who are
//! on the tournament's page and free, as soon as they are. With several server processes one
//! process at a time holds a tournament's pairing lease, so exactly one pairs it.

use std::collections::{HashMap, HashSet};

use sqlx::Row;

use super::arena::{self, Outcome, Played, Points, Waiting};
use crate::api::{JoinRequest, NewGame, create_game, join_game};
use crate::db::{Db, DbError};
use crate::state::{AppState, now_ms};

/// How long a player's tournament page counts them as there after its last word.
pub const PRESENT_MS: i64 = 20_000;
/// How long a process may pair a tournament without renewing its lease.
const PAIRER_LEASE_MS: i64 = 10_000;

/// A tournament as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tournament {
    pub id: String,
    pub name: String,
    pub kind: String,
    pub variant: String,
    pub initial_ms: i64,
    pub increment_ms: i64,
    pub rated: bool,
    pub starts_at: i64,
    pub ends_at: i64,
    pub created_by: Option<String>,
    pub created_at: i64,
}

impl Tournament {
    pub fn status(&self, now: i64) -> &'static str {
        if now < self.starts_at {
            "upcoming"
        } else if now < self.ends_at {
            "running"
        } else {
            "finished"
        }
    }

    /// `3+2`.
    pub fn clock(&self) -> String {
        let minutes = self.initial_ms as f64 / 60_000.0;
        let m = if minutes.fract() == 0.0 {
            format!("{minutes}")
        } else {
            format!("{minutes:.1}")
        };
        format!("{m}+{}", self.increment_ms / 1000)
    }
}

/// One of a tournament's players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    pub player_id: String,
    pub name: String,
    pub kind: String,
    pub withdrawn: bool,
    pub seen_at: i64,
}

/// One of a tournament's games, as its players' results need it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TGame {
    pub game_id: String,
    pub white: String,
    pub black: String,
    /// open, active or finished.
    pub status: String,
    pub result: Option<String>,
    pub ply: i64,
    pub created_at: i64,
}

/// A line of the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    pub player_id: String,
    pub name: String,
    pub kind: String,
    pub score: u32,
    /// Each finished game's points, in order.
    pub sheet: Vec<Points>,
    pub on_fire: bool,
    /// The game being played now.
    pub playing: Option<String>,
    pub withdrawn: bool,
    pub games: usize,
    /// Games forfeited by not making the first move.
    pub absences: usize,
}

/// Forfeits after which a player is withdrawn.
pub const ABSENCES_WITHDRAWN: usize = 2;

/// In a game that ended without a result before both sides moved: the side that did not move
/// (true: White).
fn absent(g: &TGame) -> Option<bool> {
    (g.status == "finished" && g.result.as_deref().is_none_or(|r| r == "*") && g.ply <= 1)
        .then_some(g.ply == 0)
}

const T_COLUMNS: &str = "id, name, kind, variant, initial_ms, increment_ms, rated, starts_at, \
     ends_at, created_by, created_at";

fn tournament_from(r: &sqlx::any::AnyRow) -> Result<Tournament, sqlx::Error> {
    Ok(Tournament {
        id: r.try_get("id")?,
        name: r.try_get("name")?,
        kind: r.try_get("kind")?,
        variant: r.try_get("variant")?,
        initial_ms: r.try_get("initial_ms")?,
        increment_ms: r.try_get("increment_ms")?,
        rated: r.try_get::<i64, _>("rated")? != 0,
        starts_at: r.try_get("starts_at")?,
        ends_at: r.try_get("ends_at")?,
        created_by: r.try_get("created_by")?,
        created_at: r.try_get("created_at")?,
    })
}

impl Db {
    pub async fn create_tournament(&self, t: &Tournament) -> Result<(), DbError> {
        sqlx::query(&format!(
            "INSERT INTO tournaments ({T_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)"
        ))
        .bind(&t.id)
        .bind(&t.name)
        .bind(&t.kind)
        .bind(&t.variant)
        .bind(t.initial_ms)
        .bind(t.increment_ms)
        .bind(i64::from(t.rated))
        .bind(t.starts_at)
        .bind(t.ends_at)
        .bind(&t.created_by)
        .bind(t.created_at)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    pub async fn tournament(&self, id: &str) -> Result<Option<Tournament>, DbError> {
        let row = sqlx::query(&format!(
            "SELECT {T_COLUMNS} FROM tournaments WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(self.pool())
        .await?;
        Ok(row.as_ref().map(tournament_from).transpose()?)
    }

    /// Tournaments not over (soonest first) and the latest finished ones.
    pub async fn tournaments(
        &self,
        now: i64,
        finished: i64,
    ) -> Result<(Vec<Tournament>, Vec<Tournament>), DbError> {
        let current = sqlx::query(&format!(
            "SELECT {T_COLUMNS} FROM tournaments WHERE ends_at > $1 ORDER BY starts_at, id LIMIT 200"
        ))
        .bind(now)
        .fetch_all(self.pool())
        .await?;
        let done = sqlx::query(&format!(
            "SELECT {T_COLUMNS} FROM tournaments WHERE ends_at <= $1 ORDER BY ends_at DESC, id LIMIT $2"
        ))
        .bind(now)
        .bind(finished)
        .fetch_all(self.pool())
        .await?;
        let read = |rows: Vec<sqlx::any::AnyRow>| {
            rows.iter()
                .map(tournament_from)
                .collect::<Result<Vec<_>, _>>()
        };
        Ok((read(current)?, read(done)?))
    }

    /// Joins (or joins again) a tournament; the player counts as there.
    pub async fn join_tournament(&self, t: &str, player: &str, now: i64) -> Result<(), DbError> {
        sqlx::query(
            "INSERT INTO tournament_players (tournament_id, player_id, joined_at, withdrawn, seen_at) \
             VALUES ($1, $2, $3, 0, $3) ON CONFLICT (tournament_id, player_id) \
             DO UPDATE SET withdrawn = 0, seen_at = excluded.seen_at",
        )
        .bind(t)
        .bind(player)
        .bind(now)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    pub async fn withdraw(&self, t: &str, player: &str) -> Result<bool, DbError> {
        let r = sqlx::query(
            "UPDATE tournament_players SET withdrawn = 1 WHERE tournament_id = $1 AND player_id = $2",
        )
        .bind(t)
        .bind(player)
        .execute(self.pool())
        .await?;
        Ok(r.rows_affected() == 1)
    }

    /// The player's tournament page is open: they may be paired.
    pub async fn seen_in_tournament(&self, t: &str, player: &str, now: i64) -> Result<(), DbError> {
        sqlx::query(
            "UPDATE tournament_players SET seen_at = $3 WHERE tournament_id = $1 AND player_id = $2",
        )
        .bind(t)
        .bind(player)
        .bind(now)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    pub async fn entrants(&self, t: &str) -> Result<Vec<Entrant>, DbError> {
        let rows = sqlx::query(
            "SELECT tp.player_id, p.name, p.kind, tp.withdrawn, tp.seen_at \
             FROM tournament_players tp JOIN players p ON p.id = tp.player_id \
             WHERE tp.tournament_id = $1 ORDER BY tp.joined_at, tp.player_id",
        )
        .bind(t)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| {
                Ok(Entrant {
                    player_id: r.try_get(0)?,
                    name: r.try_get(1)?,
                    kind: r.try_get(2)?,
                    withdrawn: r.try_get::<i64, _>(3)? != 0,
                    seen_at: r.try_get(4)?,
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }

    pub async fn tournament_games(&self, t: &str) -> Result<Vec<TGame>, DbError> {
        let rows = sqlx::query(
            "SELECT tg.game_id, tg.white_player, tg.black_player, g.status, g.result, g.ply, \
             tg.created_at FROM tournament_games tg JOIN games g ON g.id = tg.game_id \
             WHERE tg.tournament_id = $1 ORDER BY tg.created_at, tg.game_id",
        )
        .bind(t)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| {
                Ok(TGame {
                    game_id: r.try_get(0)?,
                    white: r.try_get(1)?,
                    black: r.try_get(2)?,
                    status: r.try_get(3)?,
                    result: r.try_get(4)?,
                    ply: r.try_get(5)?,
                    created_at: r.try_get(6)?,
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }

    /// The tournament a game belongs to, if any.
    pub async fn tournament_of_game(&self, game: &str) -> Result<Option<String>, DbError> {
        let row = sqlx::query("SELECT tournament_id FROM tournament_games WHERE game_id = $1")
            .bind(game)
            .fetch_optional(self.pool())
            .await?;
        Ok(row.map(|r| r.try_get(0)).transpose()?)
    }

    async fn add_tournament_game(
        &self,
        t: &str,
        game: &str,
        white: &str,
        black: &str,
        now: i64,
    ) -> Result<(), DbError> {
        sqlx::query(
            "INSERT INTO tournament_games (game_id, tournament_id, white_player, black_player, created_at) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(game)
        .bind(t)
        .bind(white)
        .bind(black)
        .bind(now)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// Arenas under way.
    async fn running_arenas(&self, now: i64) -> Result<Vec<Tournament>, DbError> {
        let rows = sqlx::query(&format!(
            "SELECT {T_COLUMNS} FROM tournaments WHERE kind = 'arena' AND starts_at <= $1 AND ends_at > $1"
        ))
        .bind(now)
        .fetch_all(self.pool())
        .await?;
        Ok(rows.iter().map(tournament_from).collect::<Result<_, _>>()?)
    }

    /// Takes (or keeps) the lease to pair a tournament: true for the process that holds it.
    async fn claim_pairing(&self, t: &str, me: &str, now: i64) -> Result<bool, DbError> {
        let r = sqlx::query(
            "UPDATE tournaments SET pairer = $2, pairer_until = $3 \
             WHERE id = $1 AND (pairer IS NULL OR pairer = $2 OR pairer_until < $4)",
        )
        .bind(t)
        .bind(me)
        .bind(now + PAIRER_LEASE_MS)
        .bind(now)
        .execute(self.pool())
        .await?;
        Ok(r.rows_affected() == 1)
    }
}

/// The standings, from the entrants and the games: score (then games, then name), each game's
/// points and whether the player is on fire.
pub fn standings(entrants: &[Entrant], games: &[TGame]) -> Vec<Standing> {
    let mut out: Vec<Standing> = entrants
        .iter()
        .map(|e| {
            let mine: Vec<&TGame> = games
                .iter()
                .filter(|g| g.white == e.player_id || g.black == e.player_id)
                .collect();
            let played: Vec<Played> = mine
                .iter()
                .filter(|g| g.status == "finished")
                .filter_map(|g| {
                    let white = g.white == e.player_id;
                    let outcome = match (g.result.as_deref(), white) {
                        (Some("1-0"), true) | (Some("0-1"), false) => Outcome::Win,
                        (Some("0-1"), true) | (Some("1-0"), false) => Outcome::Loss,
                        (Some("1/2-1/2"), _) => Outcome::Draw,
                        // Ended before both sides moved: the side that did not move forfeits.
                        _ => match absent(g) {
                            Some(w) if w == white => Outcome::Loss,
                            Some(_) => Outcome::Win,
                            None => return None,
                        },
                    };
                    let moves = ((g.ply + i64::from(white)) / 2) as u32;
                    Some(Played {
                        outcome,
                        berserk: false,
                        moves,
                    })
                })
                .collect();
            let sheet = arena::sheet(&played);
            let absences = mine
                .iter()
                .filter(|g| absent(g) == Some(g.white == e.player_id))
                .count();
            Standing {
                absences,
                player_id: e.player_id.clone(),
                name: e.name.clone(),
                kind: e.kind.clone(),
                score: sheet.iter().map(|p| p.points).sum(),
                on_fire: arena::on_fire(&played),
                playing: mine
                    .iter()
                    .find(|g| g.status != "finished")
                    .map(|g| g.game_id.clone()),
                withdrawn: e.withdrawn,
                games: played.len(),
                sheet,
            }
        })
        .collect();
    out.sort_by(|a, b| {
        b.score
            .cmp(&a.score)
            .then(b.games.cmp(&a.games))
            .then(a.name.to_lowercase().cmp(&b.name.to_lowercase()))
    });
    out
}

impl AppState {
    /// Pairs the free players of every arena under way (those of this process's lease).
    pub(crate) async fn sweep_tournaments(&self) {
        let now = now_ms();
        let Ok(arenas) = self.db().running_arenas(now).await else {
            return;
        };
        for t in arenas {
            match self.db().claim_pairing(&t.id, &self.0.instance, now).await {
                Ok(true) => {}
                _ => continue,
            }
            if let Err(e) = self.pair_arena(&t, now).await {
                tracing::warn!("pairing the arena {}: {e}", t.id);
            }
        }
    }

    async fn pair_arena(&self, t: &Tournament, now: i64) -> Result<(), crate::ApiError> {
        let entrants = self.db().entrants(&t.id).await?;
        let games = self.db().tournament_games(&t.id).await?;
        let table = standings(&entrants, &games);
        for s in table
            .iter()
            .filter(|s| !s.withdrawn && s.absences >= ABSENCES_WITHDRAWN)
        {
            self.db().withdraw(&t.id, &s.player_id).await?;
            tracing::info!(tournament = %t.id, "withdrew {}: {} games without a first move", s.name, s.absences);
        }
        let table: Vec<Standing> = table
            .into_iter()
            .filter(|s| s.withdrawn || s.absences < ABSENCES_WITHDRAWN)
            .collect();
        let busy: HashSet<&str> = games
            .iter()
            .filter(|g| g.status != "finished")
            .flat_map(|g| [g.white.as_str(), g.black.as_str()])
            .collect();
        let mut last: HashMap<&str, (&str, bool)> = HashMap::new();
        let mut balance: HashMap<&str, i32> = HashMap::new();
        for g in &games {
            last.insert(g.white.as_str(), (g.black.as_str(), true));
            last.insert(g.black.as_str(), (g.white.as_str(), false));
            *balance.entry(g.white.as_str()).or_default() += 1;
            *balance.entry(g.black.as_str()).or_default() -= 1;
        }
        let present: HashSet<&str> = entrants
            .iter()
            .filter(|e| !e.withdrawn && e.seen_at >= now - PRESENT_MS)
            .map(|e| e.player_id.as_str())
            .collect();
        let waiting: Vec<Waiting> = table
            .iter()
            .filter(|s| {
                present.contains(s.player_id.as_str()) && !busy.contains(s.player_id.as_str())
            })
            .map(|s| Waiting {
                id: s.player_id.clone(),
                score: s.score,
                rating: 0.0,
                last_opponent: last.get(s.player_id.as_str()).map(|(o, _)| (*o).to_owned()),
                white_balance: balance.get(s.player_id.as_str()).copied().unwrap_or(0),
                last_white: last.get(s.player_id.as_str()).map(|(_, w)| *w),
            })
            .collect();
        let others_playing = present.iter().any(|p| busy.contains(p));
        for (white, black) in arena::pair(&waiting, others_playing) {
            let (Some(w), Some(b)) = (
                self.db().player(&white).await?,
                self.db().player(&black).await?,
            ) else {
                continue;
            };
            let req = NewGame {
                variant: t.variant.clone(),
                rules: serde_json::Map::new(),
                color: Some("white".into()),
                opponent: Some("human".into()),
                level: None,
                clock: Some("live".into()),
                minutes: Some(t.initial_ms as f64 / 60_000.0),
                increment: Some(t.increment_ms as f64 / 1000.0),
                days: None,
                name: None,
                fen: None,
                rated: Some(t.rated),
                min_rating: None,
                max_rating: None,
                rating_range: None,
            };
            let made = create_game(self, req, Some(&w)).await?;
            let invite = made
                .invite_url
                .as_deref()
                .and_then(|u| u.split("invite=").nth(1))
                .unwrap_or_default()
                .to_owned();
            self.db()
                .add_tournament_game(&t.id, &made.id, &white, &black, now)
                .await?;
            join_game(self, &made.id, JoinRequest { invite, name: None }, Some(&b)).await?;
            tracing::info!(tournament = %t.id, game = %made.id, "paired {} against {}", w.name, b.name);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn e(id: &str) -> Entrant {
        Entrant {
            player_id: id.into(),
            name: id.to_uppercase(),
            kind: "account".into(),
            withdrawn: false,
            seen_at: 0,
        }
    }

    fn g(n: i64, white: &str, black: &str, result: &str, ply: i64) -> TGame {
        TGame {
            game_id: format!("g{n}"),
            white: white.into(),
            black: black.into(),
            status: if result.is_empty() {
                "active"
            } else {
                "finished"
            }
            .into(),
            result: (!result.is_empty()).then(|| result.to_owned()),
            ply,
            created_at: n,
        }
    }

    #[test]
    fn standings_are_read_from_the_games() {
        let entrants = [e("a"), e("b"), e("c")];
        let games = [
            g(1, "a", "b", "1-0", 41),
            g(2, "c", "a", "0-1", 30),
            g(3, "b", "c", "1/2-1/2", 60),
            g(4, "a", "b", "1-0", 25),
            // c did not make the first move: b wins by forfeit.
            g(5, "c", "b", "*", 0),
            g(6, "a", "c", "", 12),
        ];
        let table = standings(&entrants, &games);
        let names: Vec<&str> = table.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["A", "B", "C"]);
        // a: W W, then W on fire (4): 8, playing g6; b: L, D, L, then the forfeit's W: 3;
        // c: L, D, forfeited: 1, one absence.
        assert_eq!(table[0].score, 8);
        assert!(table[0].sheet[2].on_fire && table[0].on_fire);
        assert_eq!(table[0].playing.as_deref(), Some("g6"));
        assert_eq!((table[1].score, table[1].games), (3, 4));
        assert_eq!(
            (table[2].score, table[2].games, table[2].absences),
            (1, 3, 1)
        );
    }
}
